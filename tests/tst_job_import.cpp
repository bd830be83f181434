// The job-log import path (importers/JobImport, `gatebench import --kind jobs --format sacct`):
// rows land tagged with their import and audited once, all-or-nothing leaves the content as it was,
// --skip-invalid keeps each rejected line with its rule, undo and redo of an import written by
// another connection, and a cancelled import. Fixtures: tests/data/jobimport/ (hand-written; the
// expected values below are worked out by hand from them).
#include "JobImport.h"
#include "TestSupport.h"
#include "repositories/AuditRepository.h"
#include "repositories/BaselineRepository.h"
#include "repositories/ImportRepository.h"
#include "storage/SqliteStorage.h"
#include "storage/Storage.h"
#include "workspace/Workspace.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace gatebench;
using namespace gatebench::testing;

namespace {

const QString kData = QStringLiteral(GATEBENCH_TEST_DATA "/jobimport");

qint64 utc(const char* iso)
{
    QDateTime at = QDateTime::fromString(QString::fromLatin1(iso), Qt::ISODate);
    at.setTimeZone(QTimeZone::utc());
    return at.toSecsSinceEpoch();
}

/// Every table's rows as SHA-256 over their values in key order, with the row counts: the content
/// of a workspace, whatever its file's bytes (SQLite may rewrite pages that hold the same rows).
QString contentHash(const Storage& storage)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    QStringList counts;
    for (const QString& table : storage.tables()) {
        qint64 rows = 0;
        const auto scanned = storage.scan(table, storage.columns(table), [&](const QVariantList& values) {
            for (const QVariant& v : values)
                hash.addData(QByteArray((v.isNull() ? QStringLiteral("\x01NULL") : v.toString()).toUtf8() + '\x1f'));
            hash.addData("\x1e");
            ++rows;
            return true;
        });
        if (!scanned)
            return QStringLiteral("unreadable %1").arg(table);
        counts.append(QStringLiteral("%1=%2").arg(table).arg(rows));
    }
    return counts.join(u' ') + u' ' + QString::fromLatin1(hash.result().toHex());
}

QString contentHashOf(const QString& path)
{
    auto workspace = Workspace::open(path, Workspace::Access::ReadOnly);
    return workspace ? contentHash((*workspace)->storage()) : QStringLiteral("cannot open");
}

QList<JobRecord> jobsOf(const Storage& storage)
{
    QList<JobRecord> jobs;
    (void)BaselineRepository(storage).scanJobs([&](const JobRecord& job) {
        jobs.append(job);
        return true;
    });
    return jobs;
}

const JobRecord* find(const QList<JobRecord>& jobs, const char* key)
{
    for (const JobRecord& job : jobs) {
        if (job.jobKey == QLatin1String(key))
            return &job;
    }
    return nullptr;
}

Run cli(const QStringList& arguments)
{
    return runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), arguments);
}

QStringList importArgs(const QString& path, const QString& input)
{
    return {
        QStringLiteral("import"), path, QStringLiteral("--kind"), QStringLiteral("jobs"), QStringLiteral("--format"),
        QStringLiteral("sacct"),  input};
}

/// The last audit entry of a workspace.
AuditEntry lastAudit(const Storage& storage)
{
    AuditEntry last;
    (void)AuditRepository(storage).scan([&](const AuditEntry& entry) {
        last = entry;
        return true;
    });
    return last;
}

/// A log of `jobs` valid jobs (ids 1...), with a line in an unknown state after the last one when
/// `badLineAtEnd`.
void writeManyJobs(const QString& path, int jobs, bool badLineAtEnd, int firstId = 1)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("JobID|Account|State|Submit|Start|End|AllocTRES\n");
    for (int i = firstId; i < firstId + jobs; ++i)
        file.write(QByteArray::number(i) +
                   "|team|COMPLETED|2026-10-01T00:00:00|2026-10-01T00:01:00|2026-10-01T01:00:00|gres/gpu=1\n");
    if (badLineAtEnd)
        file.write(QByteArray::number(firstId + jobs) + "|team|NOSUCHSTATE|2026-10-01T00:00:00|||\n");
}

} // namespace

class TestJobImport : public QObject {
    Q_OBJECT

private slots:
    void cliImportWritesTaggedJobsAndOneAuditEntry()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("eval.gatebench"));
        qint64 jobsBefore = 0;
        {
            auto w = createWorkspace(path);
            jobsBefore = jobsOf(w->storage()).size();
        }
        const QString input = kData + QStringLiteral("/good.txt");
        const Run run = cli(importArgs(path, input) + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY2(run.out.startsWith("Imported 5 job"), run.out.constData()); // "job(s)" before translation

        auto w = Workspace::open(path);
        QVERIFY(w.ok());
        const Storage& storage = (*w)->storage();
        auto imports = ImportRepository(storage).ofKind(QStringLiteral("jobs"));
        QVERIFY(imports.ok());
        QCOMPARE(imports->size(), 1);
        const ImportEntry entry = imports->first();
        QCOMPARE(entry.rows, qint64(5));
        QCOMPARE(entry.sha256, QString::fromLatin1(fileSha256(input).toHex()));

        const QList<JobRecord> jobs = jobsOf(storage);
        QCOMPARE(jobs.size(), jobsBefore + 5);
        int tagged = 0;
        for (const JobRecord& job : jobs)
            tagged += job.importId == entry.id ? 1 : 0;
        QCOMPARE(tagged, 5);
        // 1001: steps folded, untyped gres/gpu of AllocTRES, times from UTC+8.
        const JobRecord* j1001 = find(jobs, "1001");
        QVERIFY(j1001);
        QCOMPARE(j1001->gpus, 4.0);
        QCOMPARE(j1001->team, QStringLiteral("vision"));
        QCOMPARE(j1001->user, QStringLiteral("alice"));
        QCOMPARE(j1001->submitUtc, utc("2026-10-05T01:00:00"));
        QCOMPARE(j1001->startUtc.value_or(-1), utc("2026-10-05T01:10:00"));
        QCOMPARE(j1001->endUtc.value_or(-1), utc("2026-10-05T03:10:00"));
        QCOMPARE(j1001->outcome, JobOutcome::Completed);
        // 1003 never started: the GPUs it asked for.
        const JobRecord* j1003 = find(jobs, "1003");
        QVERIFY(j1003);
        QVERIFY(!j1003->startUtc);
        QCOMPARE(j1003->gpus, 2.0);
        QCOMPARE(j1003->outcome, JobOutcome::Cancelled);
        QVERIFY(find(jobs, "1004_1") && find(jobs, "1004_2"));

        const AuditEntry audit = lastAudit(storage);
        QCOMPARE(audit.action, QStringLiteral("import"));
        QCOMPARE(audit.entityId, QString::number(entry.id));
        const AuditDetail detail = AuditRepository::detailOf(audit.detail);
        QVERIFY(detail.import);
        QCOMPARE(detail.import->kind, QStringLiteral("jobs"));
        QCOMPARE(detail.import->rows, qint64(5));
        QCOMPARE(detail.import->rejectedCount, qint64(0));
    }

    void anyErrorWritesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("eval.gatebench"));
        createWorkspace(path).reset();
        const QString before = contentHashOf(path);
        const Run run = cli(importArgs(path, kData + QStringLiteral("/bad.txt")) +
                            QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(run.code, 2);
        const QString err = QString::fromUtf8(run.err);
        // Every issue, by line and field, with its rule.
        QVERIFY2(err.contains(QStringLiteral("bad.txt:3:9: ")) && err.contains(QStringLiteral("(end_before_start)")),
                 qPrintable(err));
        QVERIFY(err.contains(QStringLiteral("bad.txt:4:10: ")) && err.contains(QStringLiteral("(negative_gpus)")));
        QVERIFY(err.contains(QStringLiteral("bad.txt:5:6: ")) && err.contains(QStringLiteral("(unknown_state)")));
        QVERIFY(err.contains(QStringLiteral("nothing was imported")));
        QCOMPARE(contentHashOf(path), before);
    }

    void skipInvalidKeepsEachRejectedLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("eval.gatebench"));
        createWorkspace(path).reset();
        const Run run =
            cli(importArgs(path, kData + QStringLiteral("/bad.txt")) +
                QStringList{QStringLiteral("--skip-invalid"), QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY2(run.out.startsWith("Imported 2 job"), run.out.constData());
        QVERIFY(run.out.contains("; 3 line"));

        auto w = Workspace::open(path);
        QVERIFY(w.ok());
        const Storage& storage = (*w)->storage();
        const auto imports = ImportRepository(storage).ofKind(QStringLiteral("jobs"));
        QVERIFY(imports.ok() && imports->size() == 1);
        const qint64 id = imports->first().id;
        const QList<JobRecord> jobs = jobsOf(storage);
        QVERIFY(find(jobs, "2000") && find(jobs, "2004"));
        QVERIFY(!find(jobs, "2001") && !find(jobs, "2002") && !find(jobs, "2003"));

        QList<ImportRejection> rejected;
        QVERIFY(ImportRepository(storage)
                    .scanRejections(id,
                                    [&](const ImportRejection& r) {
                                        rejected.append(r);
                                        return true;
                                    })
                    .ok());
        const QString file = kData + QStringLiteral("/bad.txt");
        const QList<ImportRejection> expected{
            {id, file, 3, 9, QStringLiteral("end_before_start"), QStringLiteral("2001"),
             QStringLiteral("2026-10-07T09:04:00")},
            {id, file, 4, 10, QStringLiteral("negative_gpus"), QStringLiteral("2002"), QStringLiteral("gres/gpu=-1")},
            {id, file, 5, 6, QStringLiteral("unknown_state"), QStringLiteral("2003"), QStringLiteral("EXPLODED")},
        };
        QCOMPARE(rejected, expected);
        QCOMPARE(*ImportRepository(storage).rejectionCount(id), qint64(3));

        const AuditDetail detail = AuditRepository::detailOf(lastAudit(storage).detail);
        QVERIFY(detail.import);
        QCOMPARE(detail.import->rows, qint64(2));
        QCOMPARE(detail.import->rejectedCount, qint64(3));

        // Visible later: `gatebench imports`, the rule said in the reader's language.
        const Run listed = cli({QStringLiteral("imports"), path, QStringLiteral("--json")});
        QCOMPARE(listed.code, 0);
        const QJsonArray list = QJsonDocument::fromJson(listed.out).object().value(QStringLiteral("imports")).toArray();
        QCOMPARE(list.size(), 1);
        const QJsonArray lines = list.at(0).toObject().value(QStringLiteral("rejected")).toArray();
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines.at(0).toObject().value(QStringLiteral("line")).toInteger(), 3);
        QCOMPARE(lines.at(0).toObject().value(QStringLiteral("rule")).toString(), QStringLiteral("end_before_start"));
        const Run text = cli({QStringLiteral("imports"), path, QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains("bad.txt:3:9: ends before it started"), text.out.constData());
    }

    void undoAndRedoOfAnImportWrittenByAWorkerConnection()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("eval.gatebench"));
        auto w = createWorkspace(path);
        const QString before = contentHash(w->storage());
        const qsizetype jobsBefore = jobsOf(w->storage()).size();
        const qint64 auditBefore = *w->storage().count(QStringLiteral("audit_log"));

        JobImportRequest request;
        request.inputs = {kData + QStringLiteral("/bad.txt")};
        request.skipInvalid = true;
        request.actor = QStringLiteral("Test Reviewer");
        JobImportProgress progress;
        auto result = importJobsAt(path, request, progress); // its own connection, as the worker's
        QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error().message));
        QVERIFY(result->written());
        QCOMPARE(result->jobs, qint64(2));
        QCOMPARE(result->rejectedLines, qint64(3));

        QSignalSpy changed(w.get(), &Workspace::changed);
        adoptJobImport(*w, *result);
        QCOMPARE(changed.size(), 1);
        const auto event = changed.first().first().value<ChangeEvent>();
        QVERIFY(event.isWhole(QStringLiteral("baseline_jobs")));
        // The window's connection sees what the worker's wrote.
        QVERIFY(find(jobsOf(w->storage()), "2004"));
        const QString imported = contentHash(w->storage());
        QVERIFY(imported != before);

        QVERIFY(w->undo().ok());
        QVERIFY(!find(jobsOf(w->storage()), "2004"));
        QCOMPARE(BaselineRepository(w->storage()).countJobs({}).value(), qint64(jobsBefore));
        QVERIFY(ImportRepository(w->storage()).all()->isEmpty());
        QCOMPARE(*ImportRepository(w->storage()).rejectionCount(result->importId), qint64(0));
        // Undone by its state: the rows are still stored, hidden, for the redo.
        QCOMPARE(*w->storage().count(QStringLiteral("baseline_jobs")), qint64(jobsBefore + 2));
        QCOMPARE(lastAudit(w->storage()).action, QStringLiteral("undo import"));
        QCOMPARE(*w->storage().count(QStringLiteral("audit_log")), auditBefore + 2);

        QVERIFY(w->redo().ok());
        QVERIFY(find(jobsOf(w->storage()), "2004"));
        QCOMPARE(*ImportRepository(w->storage()).rejectionCount(result->importId), qint64(3));
        QCOMPARE(lastAudit(w->storage()).action, QStringLiteral("import"));
        QVERIFY(AuditRepository::detailOf(lastAudit(w->storage()).detail).import->redo);
        QCOMPARE(*w->storage().count(QStringLiteral("audit_log")), auditBefore + 3);

        QVERIFY(w->undo().ok());
        QVERIFY(ImportRepository(w->storage()).all()->isEmpty());
        QCOMPARE(jobsOf(w->storage()).size(), jobsBefore);

        // A new step drops the undone import from the stack: no redo can bring its rows back, so a
        // worker with its own connection deletes them.
        const qint64 auditAfterUndo = *w->storage().count(QStringLiteral("audit_log"));
        QVERIFY(w->execute({Change::insert(QStringLiteral("teams"), {{QStringLiteral("id"), QStringLiteral("t-new")}},
                                           {{QStringLiteral("id"), QStringLiteral("t-new")}})},
                           QStringLiteral("add a team"))
                    .ok());
        QVERIFY(!w->undoStack()->canRedo());
        w->waitForPurges();
        QCOMPARE(*w->storage().count(QStringLiteral("imports")), qint64(0));
        QCOMPARE(*w->storage().count(QStringLiteral("baseline_jobs")), qint64(jobsBefore));
        QCOMPARE(*w->storage().count(QStringLiteral("import_rejections")), qint64(0));
        QCOMPARE(*w->storage().count(QStringLiteral("audit_log")), auditAfterUndo + 1); // the team, nothing more
        QVERIFY(w->storage().integrityCheck()->isEmpty());
    }

    void anImportUndoneWhenTheWorkspaceClosesIsPurgedAtTheNextOpening()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("eval.gatebench"));
        qint64 jobsBefore = 0;
        qint64 id = 0;
        {
            auto w = createWorkspace(path);
            jobsBefore = *w->storage().count(QStringLiteral("baseline_jobs"));
            JobImportRequest request;
            request.inputs = {kData + QStringLiteral("/bad.txt")};
            request.skipInvalid = true;
            JobImportProgress progress;
            auto result = importJobsAt(path, request, progress);
            QVERIFY(result.ok() && result->written());
            id = result->importId;
            adoptJobImport(*w, *result);
            QVERIFY(w->undo().ok());
        }
        {
            // Read only: nothing is purged, and nothing of the undone import shows.
            auto reader = Workspace::open(path, Workspace::Access::ReadOnly);
            QVERIFY(reader.ok());
            QCOMPARE(*(*reader)->storage().count(QStringLiteral("baseline_jobs")), jobsBefore + 2);
            QCOMPARE(BaselineRepository((*reader)->storage()).countJobs({}).value(), jobsBefore);
            QCOMPARE(BaselineRepository((*reader)->storage()).jobTeams().value().contains(QStringLiteral("vision")),
                     false);
            QCOMPARE(*ImportRepository((*reader)->storage()).rejectionCount(id), qint64(0));
            const Run listed = cli({QStringLiteral("imports"), path, QStringLiteral("--json")});
            QCOMPARE(listed.code, 0);
            QVERIFY(QJsonDocument::fromJson(listed.out).object().value(QStringLiteral("imports")).toArray().isEmpty());
        }
        auto w = Workspace::open(path);
        QVERIFY(w.ok());
        (*w)->waitForPurges();
        QCOMPARE(*(*w)->storage().count(QStringLiteral("baseline_jobs")), jobsBefore);
        QCOMPARE(*(*w)->storage().count(QStringLiteral("imports")), qint64(0));
        QCOMPARE(*(*w)->storage().count(QStringLiteral("import_rejections")), qint64(0));
    }

    void cancelledImportLeavesTheWorkspaceAsItWas()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("eval.gatebench"));
        createWorkspace(path).reset();
        // 3000 valid jobs, a bad line, 3000 more: the cancel comes with the bad line, after more
        // than one batch has been written inside the transaction.
        const QString input = dir.filePath(QStringLiteral("many.txt"));
        {
            QFile file(input);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("JobID|Account|State|Submit|Start|End|AllocTRES\n");
            for (int i = 1; i <= 6001; ++i) {
                const QByteArray id = QByteArray::number(i);
                if (i == 3001)
                    file.write(id + "|team|NOSUCHSTATE|2026-10-01T00:00:00|||\n");
                else
                    file.write(id + "|team|COMPLETED|2026-10-01T00:00:00|2026-10-01T00:01:00|2026-10-01T01:00:00|"
                                    "gres/gpu=1\n");
            }
        }
        const QString before = contentHashOf(path);
        JobImportRequest request;
        request.inputs = {input};
        request.skipInvalid = true;
        request.batchRows = 500;
        request.sacct.readBytes = 4096;
        request.sacct.openJobs = 100; // jobs are handed out (and written) while the file is read
        JobImportProgress progress;
        qint64 rowsAtCancel = 0;
        auto result = importJobsAt(path, request, progress, [&](const LocatedIssue&, const SacctIssue& issue) {
            if (issue.issue.severity != Issue::Severity::Error)
                return; // the file has no User and no Partition: warnings
            rowsAtCancel = progress.rows;
            progress.cancelled = true; // as the window's Cancel sets it, from any thread
        });
        QVERIFY(result.ok());
        QVERIFY(result->cancelled);
        QVERIFY(!result->written());
        QVERIFY2(rowsAtCancel > 1000, qPrintable(QString::number(rowsAtCancel))); // batches were written
        QCOMPARE(contentHashOf(path), before);

        // The same file imports whole when nobody cancels: the cancel was what kept it out.
        JobImportProgress again;
        auto whole = importJobsAt(path, request, again);
        QVERIFY2(whole.ok(), whole.ok() ? "" : qPrintable(whole.error().message));
        QVERIFY2(whole->written(),
                 qPrintable(QStringLiteral("%1 errors, cancelled %2").arg(whole->errors).arg(whole->cancelled)));
        QCOMPARE(whole->jobs, qint64(6000));
    }

    /// An import with the file to itself writes the rows straight into the file (a rollback journal
    /// for the pages that were there) and leaves it as every write does: in WAL mode, nothing beside
    /// it once closed, sound. With the window's connection open beside it, the rows go through the
    /// WAL and that connection reads them at once.
    void anImportAloneOrBesideTheWindowLeavesTheFileInWalMode()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("eval.gatebench"));
        createWorkspace(path).reset();
        const QString input = dir.filePath(QStringLiteral("jobs.txt"));
        writeManyJobs(input, 3000, false);
        JobImportRequest request;
        request.inputs = {input};
        JobImportProgress progress;
        auto alone = importJobsAt(path, request, progress);
        QVERIFY2(alone.ok() && alone->written(), alone.ok() ? "not written" : qPrintable(alone.error().message));
        QCOMPARE(testing::selectColumn(path, QStringLiteral("PRAGMA journal_mode")),
                 QStringList{QStringLiteral("wal")});
        QCOMPARE(testing::selectColumn(path, QStringLiteral("PRAGMA integrity_check")),
                 QStringList{QStringLiteral("ok")});
        QCOMPARE(testing::selectColumn(path, QStringLiteral("SELECT count(*) FROM baseline_jobs")),
                 QStringList{QStringLiteral("3000")});
        for (const char* beside : {"-journal", "-wal", "-shm"})
            QVERIFY2(!QFile::exists(path + QLatin1String(beside)), beside);

        {
            auto window = Workspace::open(path);
            QVERIFY(window.ok());
            const QString more = dir.filePath(QStringLiteral("more.txt"));
            {
                QFile file(more);
                QVERIFY(file.open(QIODevice::WriteOnly));
                file.write(
                    "JobID|Account|State|Submit|Start|End|AllocTRES\n"
                    "5001|team|COMPLETED|2026-10-02T00:00:00|2026-10-02T00:01:00|2026-10-02T01:00:00|gres/gpu=2\n");
            }
            request.inputs = {more};
            JobImportProgress again;
            auto beside = importJobsAt(path, request, again);
            QVERIFY2(beside.ok() && beside->written(),
                     beside.ok() ? "not written" : qPrintable(beside.error().message));
            QCOMPARE(BaselineRepository((*window)->storage()).countJobs({}).value(), qint64(3001));
            QVERIFY(QFile::exists(path + QStringLiteral("-wal"))); // still open here: the WAL is in use
        }
        QCOMPARE(testing::selectColumn(path, QStringLiteral("PRAGMA journal_mode")),
                 QStringList{QStringLiteral("wal")});
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

    /// The writing thread hashes the blocks the reading one read (between its batches): each input's
    /// SHA-256 in the import's entry is that of the whole file, in the order of the inputs, for files
    /// of many more blocks than wait at once; a dry run, which hashes as it reads, reports the same.
    void eachInputsDigestIsThatOfTheWholeFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("eval.gatebench"));
        createWorkspace(path).reset();
        const QString first = dir.filePath(QStringLiteral("first.txt"));
        const QString second = dir.filePath(QStringLiteral("second.txt"));
        writeManyJobs(first, 3000, false);
        writeManyJobs(second, 2500, false, 5001);
        QVERIFY(QFileInfo(first).size() > 40 * 4096); // more blocks than the 16 that may wait
        const QString expected = QString::fromLatin1(fileSha256(first).toHex()) + QStringLiteral(", ") +
                                 QString::fromLatin1(fileSha256(second).toHex());
        JobImportRequest request;
        request.inputs = {first, second};
        request.batchRows = 500;
        request.sacct.readBytes = 4096;

        request.dryRun = true;
        JobImportProgress dryProgress;
        auto dry = importJobsAt(path, request, dryProgress);
        QVERIFY2(dry.ok(), dry.ok() ? "" : qPrintable(dry.error().message));
        QCOMPARE(dry->detail.sha256.join(QStringLiteral(", ")), expected);

        request.dryRun = false;
        JobImportProgress progress;
        auto result = importJobsAt(path, request, progress);
        QVERIFY2(result.ok() && result->written(), result.ok() ? "not written" : qPrintable(result.error().message));
        QCOMPARE(result->jobs, qint64(5500));
        auto w = Workspace::open(path);
        QVERIFY(w.ok());
        auto imports = ImportRepository((*w)->storage()).ofKind(QStringLiteral("jobs"));
        QVERIFY(imports.ok());
        QCOMPARE(imports->size(), 1);
        QCOMPARE(imports->first().sha256, expected);
    }

    /// The reading runs on a thread of its own and hands batches to the connection's thread: an
    /// error on the last line, when most batches are written or waiting to be, still writes nothing.
    void anErrorAfterManyBatchesWritesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("eval.gatebench"));
        createWorkspace(path).reset();
        const QString input = dir.filePath(QStringLiteral("late.txt"));
        writeManyJobs(input, 6000, true);
        const QString before = contentHashOf(path);
        JobImportRequest request;
        request.inputs = {input};
        request.batchRows = 500;
        request.sacct.readBytes = 4096;
        request.sacct.openJobs = 100;
        JobImportProgress progress;
        auto result = importJobsAt(path, request, progress);
        QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error().message));
        QVERIFY(!result->written());
        QCOMPARE(result->errors, qint64(1));
        QCOMPARE(result->jobs, qint64(6000)); // every valid job was read (and batches written) first
        QCOMPARE(contentHashOf(path), before);
    }

    /// A write that fails while the reading thread is still reading: the reading stops, the error is
    /// the import's, nothing is written (a trigger of this test refuses the 4000th job).
    void aWriteFailingMidImportStopsTheReadingAndWritesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("eval.gatebench"));
        createWorkspace(path).reset();
        const QString input = dir.filePath(QStringLiteral("many.txt"));
        writeManyJobs(input, 20000, false);
        const QString before = contentHashOf(path);
        // The import's own connection gets a temporary trigger (a file holding one is refused when it
        // is opened: only GateBench's own schema).
        auto storage = SqliteStorage::open(path, SqliteStorage::Mode::ReadWrite);
        QVERIFY(storage);
        QString connection;
        for (const QString& name : QSqlDatabase::connectionNames()) {
            if (QSqlDatabase::database(name, false).databaseName() == path)
                connection = name;
        }
        QVERIFY(!connection.isEmpty());
        {
            QSqlQuery query(QSqlDatabase::database(connection, false));
            QVERIFY2(query.exec(QStringLiteral("CREATE TEMP TRIGGER refuse_4000 BEFORE INSERT ON main.baseline_jobs "
                                               "WHEN NEW.job_key = '4000' BEGIN SELECT RAISE(ABORT, "
                                               "'refused by the test'); END")),
                     qPrintable(query.lastError().text()));
        }
        JobImportRequest request;
        request.inputs = {input};
        request.batchRows = 500;
        request.sacct.readBytes = 4096;
        request.sacct.openJobs = 100;
        JobImportProgress progress;
        auto result = importJobs(**storage, request, progress);
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(QStringLiteral("refused by the test")),
                 qPrintable(result.error().message));
        storage.value().reset();
        QVERIFY2(progress.rows < 20000, qPrintable(QString::number(progress.rows))); // the reading stopped
        QCOMPARE(contentHashOf(path), before);
    }
};

QTEST_GUILESS_MAIN(TestJobImport)
#include "tst_job_import.moc"
