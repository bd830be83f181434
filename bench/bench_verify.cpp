// `gatebench verify` on a long audit log (bench/README.md): appends N entries (default 100,000) to the
// demo's log through the log's one writer (AuditRepository::append, each hash from the previous row's
// stored hash, as every edit and import writes its entry), one import-sized entry among every hundred,
// then times the whole verification of the file (integrity check, chain, evidence) and the chain check
// alone, and prints the peak RSS. --keep FOLDER leaves the file there, to time the command line too.
#include "BenchSupport.h"
#include "reports/Verification.h"
#include "repositories/AuditRepository.h"
#include "storage/SqliteStorage.h"
#include "workspace/NewWorkspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTextStream>

#include <sys/resource.h>

using namespace gatebench;

namespace {

/// User plus system CPU seconds of this process so far (the machine is shared: wall times vary).
double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

/// An import's detail of `rows` listed rows, about as long as the log keeps one.
QString importDetail(int rows, qint64 seed)
{
    ImportDetail detail;
    detail.kind = QStringLiteral("poc");
    detail.rows = rows;
    detail.files = {QStringLiteral("poc-%1.csv").arg(seed)};
    detail.sha256 = {QString(64, u'a')};
    for (int i = 0; i < rows; ++i)
        detail.added.append({QStringLiteral("poc_run"), QString::number(seed * 1000 + i), {}, {}});
    detail.addedCount = rows;
    return AuditRepository::importDetail(detail);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption entriesOption(QStringLiteral("entries"), QStringLiteral("Audit entries to append."),
                                           QStringLiteral("N"), QStringLiteral("100000"));
    const QCommandLineOption keepOption(QStringLiteral("keep"),
                                        QStringLiteral("Leave the evaluation in FOLDER (bench-verify.gatebench)."),
                                        QStringLiteral("FOLDER"));
    parser.addOptions({entriesOption, keepOption});
    parser.process(app);
    const qint64 count = parser.value(entriesOption).toLongLong();
    QTextStream out(stdout);

    QTemporaryDir dir;
    const QString folder = parser.isSet(keepOption) ? parser.value(keepOption) : dir.path();
    QDir().mkpath(folder);
    NewWorkspaceOptions options;
    options.path = QDir(folder).filePath(QStringLiteral("bench-verify.gatebench"));
    options.content = NewWorkspaceOptions::Content::Demo;
    options.language = QStringLiteral("en");
    options.overwrite = true;
    if (auto created = createWorkspaceFile(options); !created) {
        out << created.error().message << '\n';
        return 1;
    }

    QElapsedTimer timer;
    {
        auto storage = SqliteStorage::open(options.path, SqliteStorage::Mode::ReadWrite);
        if (!storage) {
            out << storage.error().message << '\n';
            return 1;
        }
        timer.start();
        const double cpu = cpuSeconds();
        auto written = (*storage)->transaction([&]() -> Result<void> {
            for (qint64 i = 0; i < count; ++i) {
                AuditEntry entry;
                entry.at = QStringLiteral("2026-12-01T08:%1:%2Z")
                               .arg((i / 60) % 60, 2, 10, QLatin1Char('0'))
                               .arg(i % 60, 2, 10, QLatin1Char('0'));
                entry.actor = QStringLiteral("reviewer %1").arg(i % 7);
                if (i % 100 == 99) {
                    entry.action = QStringLiteral("import");
                    entry.entity = QStringLiteral("import");
                    entry.entityId = QString::number(i);
                    entry.detail = importDetail(40, i);
                } else {
                    entry.action = QStringLiteral("update");
                    entry.entity = QStringLiteral("assessment");
                    entry.entityId = QStringLiteral("runai/gate-data-boundary");
                    entry.field = QStringLiteral("evidence");
                    entry.oldValue = QStringLiteral("note %1").arg(i);
                    entry.newValue = QStringLiteral("note %1, checked on site").arg(i + 1);
                }
                if (auto r = AuditRepository::append(**storage, entry); !r)
                    return r.error();
            }
            return {};
        });
        if (!written) {
            out << written.error().message << '\n';
            return 1;
        }
        out << QStringLiteral("appended %1 entries: %2 s wall, %3 s CPU (%4 us an entry)\n")
                   .arg(count)
                   .arg(double(timer.elapsed()) / 1000.0, 0, 'f', 2)
                   .arg(cpuSeconds() - cpu, 0, 'f', 2)
                   .arg(double(timer.nsecsElapsed()) / 1000.0 / double(std::max<qint64>(count, 1)), 0, 'f', 1);
    }
    out << QStringLiteral("file: %1 (%2 MB)\n")
               .arg(options.path)
               .arg(double(QFileInfo(options.path).size()) / 1e6, 0, 'f', 1);
    out.flush();

    timer.restart();
    double cpu = cpuSeconds();
    auto report = verification::verifyFile(options.path, std::nullopt);
    if (!report) {
        out << report.error().message << '\n';
        return 1;
    }
    out << QStringLiteral("verify (integrity check, chain, evidence): %1 s wall, %2 s CPU, %3, head %4\n")
               .arg(double(timer.elapsed()) / 1000.0, 0, 'f', 2)
               .arg(cpuSeconds() - cpu, 0, 'f', 2)
               .arg(report->ok() ? QStringLiteral("all holds") : report->problems.first().message)
               .arg(report->head.text());

    auto storage = SqliteStorage::open(options.path, SqliteStorage::Mode::ReadOnly);
    if (!storage)
        return 1;
    timer.restart();
    cpu = cpuSeconds();
    auto chain = verification::checkChain(**storage, report->head);
    if (!chain)
        return 1;
    out << QStringLiteral("chain alone (%1 entries): %2 s wall, %3 s CPU\n")
               .arg(chain->entries)
               .arg(double(timer.elapsed()) / 1000.0, 0, 'f', 2)
               .arg(cpuSeconds() - cpu, 0, 'f', 2);
    out << QStringLiteral("peak RSS %1 MB\n").arg(bench::peakRssMb());
    return report->ok() && chain->problems.isEmpty() ? 0 : 1;
}
