// gatebench: the window, or a subcommand that needs no display.
#include "CliSupport.h"
#include "CommandLine.h"
#include "Logging.h"
#include "MainWindow.h"
#include "PresentationWindow.h"
#include "SinceDialog.h"
#include "Translation.h"
#include "WhatifPage.h"
#include "reports/PresentationSlides.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QPointer>
#include <QScreen>
#include <QSettings>
#include <QTimer>

#include <optional>

#include <spdlog/spdlog.h>

#include <cerrno>
#include <cstdio>

#include <sys/stat.h>
#include <unistd.h>

using namespace gatebench;

namespace {

bool hasDisplay()
{
    return !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") ||
           !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

void print(FILE* stream, const QString& text)
{
    std::fputs(text.toUtf8().constData(), stream);
    std::fflush(stream);
}

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GateBench"));
    QCoreApplication::setApplicationName(QStringLiteral("gatebench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GATEBENCH_VERSION));
}

} // namespace

int main(int argc, char* argv[])
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    const bool wantsInfo = arguments.contains(QLatin1String("--help")) || arguments.contains(QLatin1String("-h")) ||
                           arguments.contains(QLatin1String("--version"));
    const bool subcommand = isSubcommand(arguments);
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        // Qt wants a private runtime folder and warns on every start without one (root shells, CI).
        const QByteArray runtime = "/tmp/runtime-gatebench-" + QByteArray::number(qint64(getuid()));
        if (mkdir(runtime.constData(), 0700) == 0 || errno == EEXIST)
            qputenv("XDG_RUNTIME_DIR", runtime);
    }

    if (subcommand && !subcommandDrawsPages(arguments)) {
        // A command that only reads and writes the evaluation and prints: no GUI application, whose
        // platform plugin and font database cost every start and exit (loading fontconfig's whole
        // configuration to release it, about 0.1 s) and which such a command never uses.
        QCoreApplication app(argc, argv);
        setIdentity();
        applyLanguage(cli::commandLineLanguage(arguments));
        setUpLogging(false);
        return runSubcommand(arguments);
    }
    if (!hasDisplay()) {
        if (!subcommand && !wantsInfo) {
            QCoreApplication app(argc, argv);
            setIdentity();
            applyLanguage(savedOrSystemLanguage());
            print(stderr,
                  QCoreApplication::translate("main", "gatebench: no display is available to open the window. "
                                                      "Run it in a desktop session, or use a command that needs "
                                                      "no display (gatebench --help).\n"));
            return UsageError;
        }
        // The commands that lay out pages do it without a window: Qt's offscreen platform does that.
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }

    QApplication app(argc, argv);
    setIdentity();
    QGuiApplication::setApplicationDisplayName(QStringLiteral("GateBench"));
    // A command speaks its --lang or the locale environment's language, never the window's saved choice.
    applyLanguage(subcommand || wantsInfo ? cli::commandLineLanguage(arguments) : savedOrSystemLanguage());

    if (subcommand) {
        setUpLogging(false);
        return runSubcommand(arguments);
    }
    if (arguments.contains(QLatin1String("--version"))) {
        print(stdout, QStringLiteral("gatebench %1\n").arg(QCoreApplication::applicationVersion()));
        return Success;
    }
    if (wantsInfo) {
        print(stdout, usageText());
        return Success;
    }

    // `--present [VIEW]`: the view is optional, which QCommandLineParser cannot say; taken out here.
    QStringList windowArguments = QCoreApplication::arguments();
    std::optional<QString> present;
    for (qsizetype i = 1; i < windowArguments.size(); ++i) {
        const QString& argument = windowArguments.at(i);
        if (argument.startsWith(QLatin1String("--present="))) {
            present = argument.mid(10);
            windowArguments.removeAt(i);
            break;
        }
        if (argument == QLatin1String("--present")) {
            present = QString();
            if (i + 1 < windowArguments.size() && presentation::viewNames().contains(windowArguments.at(i + 1))) {
                present = windowArguments.at(i + 1);
                windowArguments.removeAt(i + 1);
            }
            windowArguments.removeAt(i);
            break;
        }
    }
    if (present && !present->isEmpty() && !presentation::viewNames().contains(*present)) {
        print(stderr, QCoreApplication::translate("main", "gatebench: unknown view %1 (use one of: %2)\n")
                          .arg(*present, presentation::viewNames().join(QStringLiteral(", "))));
        return UsageError;
    }

    QCommandLineParser parser;
    const QCommandLineOption page(QStringLiteral("page"), QString(), QStringLiteral("NAME"));
    const QCommandLineOption verbose(QStringLiteral("verbose"));
    const QCommandLineOption lang(QStringLiteral("lang"), QString(), QStringLiteral("LANG"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"), QString(), QStringLiteral("PNG"));
    const QCommandLineOption minutes(QStringLiteral("minutes"));
    const QCommandLineOption since(QStringLiteral("since"));
    const QCommandLineOption openShared(QStringLiteral("open-shared"));
    parser.addOptions({page, verbose, lang, screenshot, minutes, since, openShared});
    if (!parser.parse(windowArguments)) {
        print(stderr, QStringLiteral("gatebench: %1\n\n%2").arg(parser.errorText(), usageText()));
        return UsageError;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        print(stderr, QCoreApplication::translate("main", "gatebench: open one file at a time\n"));
        return UsageError;
    }
    if (present && files.isEmpty()) {
        print(stderr,
              QCoreApplication::translate("main", "gatebench: --present needs the evaluation FILE to present\n"));
        return UsageError;
    }
    if (parser.isSet(page) && !MainWindow::viewNames().contains(parser.value(page))) {
        print(stderr, QCoreApplication::translate("main", "gatebench: unknown page %1 (use one of: %2)\n")
                          .arg(parser.value(page), MainWindow::viewNames().join(QStringLiteral(", "))));
        return UsageError;
    }

    if (parser.isSet(lang))
        applyLanguage(parser.value(lang));
    const QString logFile = setUpLogging(parser.isSet(verbose));
    spdlog::info("GateBench {} started, log file {}", GATEBENCH_VERSION, logFile.toStdString());

    MainWindow window;
    // A screenshot shows the window as large as the screen it is taken on (1280×800, 1920×1080...).
    if (parser.isSet(screenshot))
        window.resize(window.screen()->availableGeometry().size());
    window.show();
    if (!files.isEmpty())
        window.openFile(files.first(), parser.value(page));
    else if (parser.isSet(page))
        window.showPage(parser.value(page));
    QPointer<PresentationWindow> presentationWindow;
    if (present && window.workspace())
        presentationWindow = window.startPresentation(*present);
    if (parser.isSet(minutes)) {
        window.showMinutes();
        if (presentationWindow) // the minutes as Ctrl+M shows them in the presentation
            presentationWindow->toggleSidePanel();
    }
    QPointer<QWidget> sinceDialog;
    if (parser.isSet(since))
        sinceDialog = window.showSince();
    if (parser.isSet(openShared))
        sinceDialog = window.showServerDialog(); // File > Open shared evaluation…, for a screenshot
    if (parser.isSet(screenshot)) {
        // For the README and for reviewing the UI: render the window as it is shown, then quit; a
        // presentation once its slides are ready.
        const QString target = parser.value(screenshot);
        const auto take = [&window, target, presentationWindow, sinceDialog] {
            QWidget* shown = presentationWindow ? static_cast<QWidget*>(presentationWindow.data())
                             : sinceDialog      ? sinceDialog.data()
                                                : &window;
            if (!shown->grab().save(target))
                print(stderr, QStringLiteral("gatebench: cannot write %1\n").arg(target));
            QCoreApplication::quit();
        };
        QTimer::singleShot(1500, &window, [&window, presentationWindow, take] {
            auto* whatif = qobject_cast<WhatifPage*>(window.page(QStringLiteral("whatif")));
            if (presentationWindow && presentationWindow->isPreparing())
                QObject::connect(presentationWindow.data(), &PresentationWindow::slidesReady, take);
            else if (!presentationWindow && whatif && whatif->isVisible() && whatif->isRunning())
                // The predictions, once replayed and laid out (the page's tables take their heights
                // then: a grab at once would show them where the empty page had them).
                QObject::connect(whatif, &WhatifPage::runFinished, &window, [take] { QTimer::singleShot(300, take); });
            else
                take();
        });
    }
    return app.exec();
}
