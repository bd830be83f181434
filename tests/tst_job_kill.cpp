// A command-line job-log import (`gatebench import --kind jobs --format sacct`) killed with SIGKILL
// at several moments leaves the evaluation sound (PRAGMA integrity_check) and holding all of the
// import or none of it, with everything from before intact. Slow: it generates a 200,000-job log
// (bench/gen_sacct) and imports it several times in a child process.
#include "TestSupport.h"
#include "repositories/ImportRepository.h"
#include "storage/Schema.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace gatebench;
using namespace gatebench::testing;

namespace {

struct State {
    bool sound = false;
    qint64 jobs = -1;
    qint64 imports = -1;
    QString others;      ///< SHA-256 of every table but the ones an import writes (and its audit entry)
    QString earlierJobs; ///< SHA-256 of the jobs of the first import
};

State stateOf(const QString& path)
{
    State s;
    auto workspace = Workspace::open(path, Workspace::Access::ReadWrite); // recovers the journal
    if (!workspace) {
        qWarning("cannot open after the kill: %s", qPrintable(workspace.error().message));
        return s;
    }
    const Storage& storage = (*workspace)->queries().rows();
    auto problems = storage.integrityCheck();
    s.sound = problems && problems->isEmpty();
    const auto jobCount = storage.count(QStringLiteral("baseline_jobs"));
    const auto imports = storage.count(QStringLiteral("imports"));
    s.jobs = jobCount ? *jobCount : -1;
    s.imports = imports ? *imports : -1;
    // The write mark counts the writes of the file (the kill test's own opens included).
    const QStringList written{QStringLiteral("baseline_jobs"), QStringLiteral("imports"),
                              QStringLiteral("import_rejections"), QStringLiteral("audit_log"),
                              QLatin1String(schema::kWriteMarkTable)};
    QCryptographicHash others(QCryptographicHash::Sha256);
    QCryptographicHash earlier(QCryptographicHash::Sha256);
    for (const QString& table : storage.tables()) {
        const bool jobs = table == QLatin1String("baseline_jobs");
        if (written.contains(table) && !jobs)
            continue;
        const QStringList columns = storage.columns(table);
        const qsizetype importColumn = columns.indexOf(QStringLiteral("import_id"));
        (void)storage.scan(table, columns, [&](const QVariantList& values) {
            if (jobs && values.at(importColumn).toLongLong() != 1)
                return true;
            for (const QVariant& v : values)
                (jobs ? earlier : others).addData(QByteArray(v.toString().toUtf8() + '\x1f'));
            return true;
        });
    }
    s.others = QString::fromLatin1(others.result().toHex());
    s.earlierJobs = QString::fromLatin1(earlier.result().toHex());
    return s;
}

QStringList importArgs(const QString& path, const QString& input)
{
    return {
        QStringLiteral("import"), path,  QStringLiteral("--kind"), QStringLiteral("jobs"), QStringLiteral("--format"),
        QStringLiteral("sacct"),  input, QStringLiteral("--tz"),   QStringLiteral("UTC")};
}

} // namespace

class TestJobKill : public QObject {
    Q_OBJECT

private slots:
    void killedJobImportIsAllOrNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("eval.gatebench"));
        createWorkspace(path).reset();
        // Something from before: a first, small import.
        const QString small = dir.filePath(QStringLiteral("small.sacct"));
        const QString big = dir.filePath(QStringLiteral("big.sacct"));
        QCOMPARE(QProcess::execute(QStringLiteral(GATEBENCH_GEN_SACCT),
                                   {QStringLiteral("--jobs"), QStringLiteral("500"), QStringLiteral("--seed"),
                                    QStringLiteral("7"), QStringLiteral("--out"), small}),
                 0);
        QCOMPARE(QProcess::execute(QStringLiteral(GATEBENCH_GEN_SACCT),
                                   {QStringLiteral("--jobs"), QStringLiteral("200000"), QStringLiteral("--seed"),
                                    QStringLiteral("1"), QStringLiteral("--out"), big}),
                 0);
        const Run first = runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), importArgs(path, small));
        QVERIFY2(first.code == 0, first.err.constData());
        const State before = stateOf(path);
        QVERIFY(before.sound);
        QCOMPARE(before.imports, qint64(1));
        QVERIFY(before.jobs > 0);

        // How many jobs the whole import adds, from a copy of the file.
        const QString copy = dir.filePath(QStringLiteral("copy.gatebench"));
        QVERIFY(QFile::copy(path, copy));
        QVERIFY(QFile::copy(path, dir.filePath(QStringLiteral("before.gatebench"))));
        QElapsedTimer clock;
        clock.start();
        const Run whole = runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), importArgs(copy, big));
        QVERIFY2(whole.code == 0, whole.err.constData());
        const qint64 wholeMs = clock.elapsed();
        const qint64 added = stateOf(copy).jobs - before.jobs;
        QVERIFY(added > 150000);

        // Kills in the first moments (issue 27, item 9): the import may have only switched the file to
        // a rollback journal, or begun its journal without syncing it. The next command that opens the
        // file (`info`, read-only) recovers it: no journal is left beside it, the file is back in WAL
        // mode, sound, and the import is wholly in or wholly out.
        for (const int delay : {100, 200, 300, 400, 500, 600}) {
            QProcess process;
            process.start(QStringLiteral(GATEBENCH_EXECUTABLE), importArgs(path, big));
            QVERIFY(process.waitForStarted());
            QThread::msleep(delay);
            process.kill(); // SIGKILL
            process.waitForFinished(10000);
            const QString at = QStringLiteral("after an early kill at %1 ms").arg(delay);
            const Run info = runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), {QStringLiteral("info"), path});
            QVERIFY2(info.code == 0, qPrintable(at + QStringLiteral(": ") + QString::fromUtf8(info.err)));
            for (const char* suffix : {"-journal", "-wal", "-shm"})
                QVERIFY2(!QFile::exists(path + QLatin1String(suffix)), qPrintable(at + QLatin1String(suffix)));
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray header = file.read(20);
            QVERIFY2(header.at(18) == 2 && header.at(19) == 2, qPrintable(at + QStringLiteral(": not in WAL mode")));
            file.close();
            const State after = stateOf(path);
            QVERIFY2(after.sound, qPrintable(QStringLiteral("integrity_check failed ") + at));
            QVERIFY2(after.others == before.others, qPrintable(QStringLiteral("earlier content changed ") + at));
            if (after.jobs != before.jobs) {
                QVERIFY2(after.jobs == before.jobs + added, qPrintable(QStringLiteral("a part of the import ") + at));
                // In already: undo it for the later kills by starting again from the copy of before.
                QVERIFY(QFile::remove(path));
                QVERIFY(QFile::copy(dir.filePath(QStringLiteral("before.gatebench")), path));
            }
        }

        int none = 0;
        int all = 0;
        for (const int delay : {200, 600, 1200, 2000}) {
            QProcess process;
            process.start(QStringLiteral(GATEBENCH_EXECUTABLE), importArgs(path, big));
            QVERIFY(process.waitForStarted());
            QThread::msleep(delay);
            const bool finished = process.state() == QProcess::NotRunning;
            process.kill(); // SIGKILL
            process.waitForFinished(10000);
            const State after = stateOf(path);
            const QString at = QStringLiteral("after a kill at %1 ms").arg(delay);
            QVERIFY2(after.sound, qPrintable(QStringLiteral("integrity_check failed ") + at));
            QVERIFY2(after.others == before.others, qPrintable(QStringLiteral("earlier content changed ") + at));
            QVERIFY2(after.earlierJobs == before.earlierJobs, qPrintable(QStringLiteral("earlier jobs changed ") + at));
            if (after.jobs == before.jobs) {
                QCOMPARE(after.imports, before.imports);
                ++none;
            } else {
                QVERIFY2(after.jobs == before.jobs + added, qPrintable(QStringLiteral("a part of the import ") + at));
                QCOMPARE(after.imports, before.imports + 1);
                ++all;
                if (finished)
                    qInfo("the import had finished %s", qPrintable(at));
                break; // the import is in; a later kill would import it a second time
            }
        }
        qInfo("whole import %lld ms; kills that left none of it: %d, all of it: %d", wholeMs, none, all);
        QVERIFY(none > 0);
        if (all == 0) {
            // Every kill came before the commit: the import run to its end lands whole beside the earlier one.
            const Run last = runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), importArgs(path, big));
            QVERIFY2(last.code == 0, last.err.constData());
            const State after = stateOf(path);
            QVERIFY(after.sound);
            QCOMPARE(after.jobs, before.jobs + added);
            QCOMPARE(after.imports, before.imports + 1);
            QCOMPARE(after.others, before.others);
            QCOMPARE(after.earlierJobs, before.earlierJobs);
        }
    }
};

QTEST_GUILESS_MAIN(TestJobKill)
#include "tst_job_kill.moc"
