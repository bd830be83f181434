#include "Logging.h"

#include <QDir>
#include <QStandardPaths>

#include <spdlog/sinks/rotating_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

namespace gatebench {

namespace {

void qtMessageToSpdlog(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    const std::string text = message.toStdString();
    const char* category = context.category ? context.category : "qt";
    switch (type) {
    case QtDebugMsg:
        spdlog::debug("[{}] {}", category, text);
        break;
    case QtInfoMsg:
        spdlog::info("[{}] {}", category, text);
        break;
    case QtWarningMsg:
        spdlog::warn("[{}] {}", category, text);
        break;
    case QtCriticalMsg:
    case QtFatalMsg:
        spdlog::error("[{}] {}", category, text);
        break;
    }
}

} // namespace

QString setUpLogging(bool verbose)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(folder);
    const QString path = QDir(folder).filePath(QStringLiteral("gatebench.log"));
    std::vector<spdlog::sink_ptr> sinks;
    try {
        sinks.push_back(std::make_shared<spdlog::sinks::rotating_file_sink_mt>(path.toStdString(), 5 * 1024 * 1024, 3));
    } catch (const spdlog::spdlog_ex&) {
        // An unwritable data folder must not stop the app: it then logs to the terminal only.
    }
    if (verbose || sinks.empty()) {
        auto terminal = std::make_shared<spdlog::sinks::stderr_color_sink_mt>();
        terminal->set_level(verbose ? spdlog::level::debug : spdlog::level::warn);
        sinks.push_back(terminal);
    }
    auto logger = std::make_shared<spdlog::logger>("gatebench", sinks.begin(), sinks.end());
    logger->set_level(verbose ? spdlog::level::debug : spdlog::level::info);
    logger->flush_on(spdlog::level::warn);
    spdlog::set_default_logger(logger);
    qInstallMessageHandler(qtMessageToSpdlog);
    return path;
}

} // namespace gatebench
