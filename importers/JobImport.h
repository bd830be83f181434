#pragma once

#include "ImportTypes.h"
#include "SacctReader.h"
#include "repositories/AuditRepository.h"
#include "repositories/ImportRepository.h"

#include <QDateTime>
#include <QObject>
#include <QStringList>
#include <QTimeZone>

#include <atomic>
#include <functional>

class QThread;

namespace gatebench {

class FormatRegistry;
class Storage;
class Workspace;

/// A job log to import (`gatebench import FILE --kind jobs --format sacct`, the wizard's job import).
struct JobImportRequest {
    QStringList inputs; ///< job logs of `format`, read in this order
    /// The native job-log format of the inputs: the id of a JobLogReader in FormatRegistry ("sacct").
    QString format = QStringLiteral("sacct");
    /// Where `format` is looked up; null: FormatRegistry::standard() (tests register formats of their own).
    const FormatRegistry* registry = nullptr;
    SacctOptions sacct;       ///< field list, team and task type fields and pattern; its zone is set from timeZone
    QString timeZone;         ///< IANA zone of the files' times; empty: the workspace's cluster time zone
    bool skipInvalid = false; ///< write the valid jobs and keep every rejected line with the import
    QString actor;            ///< who imports (the audit entry and the register)
    /// The committee member who imports (their id; empty: none chosen). The write is checked against
    /// what they may do (committee/WriteGuard.h) inside its transaction, on whichever connection writes
    /// it, and their id and the operating-system user are recorded in the audit entry.
    QString memberId;
    QDateTime at;         ///< when (UTC); invalid: now
    int batchRows = 8192; ///< jobs held before they are written (memory stays bounded)
    /// Only read and check (the wizard's check page): nothing is written, the workspace is only read.
    bool dryRun = false;
    /// The cluster of jobs whose file names none (no `Cluster` field): `--cluster`; empty: the
    /// evaluation's one cluster.
    QString cluster;
    /// Import a file whose SHA-256 is that of a file of an earlier job import that is not undone
    /// (`--allow-same-file`); without it such a file is refused (JobImportResult::sameFile). Jobs
    /// already in the evaluation are never added twice either way.
    bool allowSameFile = false;
};

/// Shared between the worker that imports and the window that shows its progress.
struct JobImportProgress {
    std::atomic<qint64> bytesRead{0};
    std::atomic<qint64> totalBytes{0};
    std::atomic<qint64> rows{0}; ///< jobs read so far
    std::atomic<bool> cancelled{false};
};

/// Why an import wrote nothing although the request and the storage were fine: a value the callers
/// test (never the text of a message).
enum class JobImportRefusal {
    None,      ///< not refused: written (or, for a dry run, it would be)
    Invalid,   ///< a line broke a rule (without skipInvalid), or a file is no job log of the format
    SameFile,  ///< an input is a file an earlier job import read (without allowSameFile)
    Cancelled, ///< cancelled while it was read
};

/// The options of `request` that shape how its files are read, as its import records them
/// (ImportDetail::options, shown by `gatebench imports`): by their command-line names, only those
/// given (a field list, a delimiter other than `|`, a team field other than Account...).
QList<std::pair<QString, QString>> recordedOptions(const JobImportRequest& request);

/// What an import did. Nothing was written unless `importId` is set.
struct JobImportResult {
    static constexpr int kKeptIssues = 10000; ///< issues kept in `issues` (all are counted and reported)
    qint64 importId = 0;
    qint64 auditSeq = 0; ///< the import's audit entry
    qint64 jobs = 0;     ///< valid jobs read: added + updated + duplicates
    /// Of them: jobs not in the evaluation (added), later records of jobs in it (written in their
    /// place: updated), and repeats of jobs in it, left out (duplicates; the first
    /// ImportDetail::kListedRows are kept with the import under the rule already_imported). A dry run
    /// counts the same.
    qint64 added = 0;
    qint64 updated = 0;
    qint64 duplicates = 0;
    /// Inputs an earlier job import read already (reported by a dry run too); without
    /// JobImportRequest::allowSameFile the import is refused when there is one.
    QList<SameFile> sameFile;
    qint64 rejectedLines = 0;
    qint64 errors = 0;
    qint64 warnings = 0;
    LocatedIssues issues; ///< the first kKeptIssues issues, in file order: "message (rule)"
    bool cancelled = false;
    /// Why nothing was (or, in a dry run, would be) written; None when it was. Several at once: the
    /// first of Cancelled, Invalid, SameFile.
    JobImportRefusal refusal = JobImportRefusal::None;
    ImportDetail detail; ///< what the audit entry keeps: with the options, and the first jobs added and updated
    bool written() const { return importId > 0; }
};

/// Called with every issue as it is found (the command line prints them as they come).
using JobIssueSink = std::function<void(const LocatedIssue& located, const SacctIssue& issue)>;

/// Reads every input once, in the format `request.format` names (FormatRegistry::jobLogReader), straight into one
/// transaction of `storage` (rows through prepared statements in batches, never the whole log in memory): the `imports`
/// entry, the jobs tagged with its id, with `skipInvalid` every rejected line (ImportRepository::insertRejections),
/// then the audit entry "import" that counts them. Every job read is checked in memory against the jobs the evaluation
/// holds (JobKeyIndex, loaded first): a new one is added, a later record of one held is written in its place (the held
/// row is marked replaced by this import, so that undo brings it back), a repeat is counted and left out. A file an
/// earlier job import read (the same SHA-256) is refused unless `allowSameFile`. All-or-nothing: on any error (without
/// `skipInvalid`), a cancel or a failed write, the transaction is rolled back and the workspace is as it was; the
/// reading goes on after the first error only to report every issue. Fails (Usage, Io, Database)
/// when the request or the storage is at fault; issues in the files are in the result.
Result<JobImportResult> importJobs(Storage& storage, const JobImportRequest& request, JobImportProgress& progress,
                                   const JobIssueSink& onIssue = {});

/// The same through a connection of its own to the workspace at `location`, opened and closed on
/// the calling thread: the path of a worker thread, while the window keeps its connection.
Result<JobImportResult> importJobsAt(const QString& location, const JobImportRequest& request,
                                     JobImportProgress& progress, const JobIssueSink& onIssue = {});

/// The same through `workspace`'s own connection, as one of its steps (Workspace::
/// executeStreamedImport): a written import is one undoable step of it. The command line's path; the
/// actor and time default to the workspace's.
Result<JobImportResult> importJobs(Workspace& workspace, const JobImportRequest& request, JobImportProgress& progress,
                                   const JobIssueSink& onIssue = {});

/// Makes a written import one undoable step of `workspace` (another connection wrote it): undo
/// removes its jobs and rejected lines by its id, redo puts them back, each audited once.
void adoptJobImport(Workspace& workspace, const JobImportResult& result);

/// Runs importJobsAt on a thread of its own (the window's connection stays with the window) with
/// progress and Cancel; `finished` comes on the thread that owns the worker, which then adopts the
/// import (adoptJobImport). Destroying a running worker cancels it and waits.
class JobImportWorker : public QObject {
    Q_OBJECT

public:
    JobImportWorker(QString location, JobImportRequest request, QObject* parent = nullptr);
    ~JobImportWorker() override;

    void start();
    /// Stops the reading at the next line; the transaction is rolled back.
    void cancel() { m_progress.cancelled = true; }
    /// Blocks until the thread is done and `finished` has been sent (tests, closing).
    void wait();
    bool isRunning() const { return m_thread != nullptr; }
    bool isDone() const { return m_done; }
    const JobImportProgress& progress() const { return m_progress; }
    const JobImportRequest& request() const { return m_request; }
    /// Valid once done.
    const Result<JobImportResult>& result() const { return m_result; }

signals:
    void finished();

private:
    QString m_location;
    JobImportRequest m_request;
    JobImportProgress m_progress;
    Result<JobImportResult> m_result;
    QThread* m_thread = nullptr;
    bool m_done = false;
};

/// A kept rejected line as a reader reads it, in the current interface language:
/// "FILE:LINE:COLUMN: rule text: “value” (job KEY)".
QString rejectionText(const ImportRejection& rejection);

/// Why a file is refused as one an earlier import read, in the current interface language: "FILE
/// was imported before: import N of NAMES, by WHO at WHEN" (the time in `zone`).
QString sameFileText(const SameFile& same, const QTimeZone& zone);

/// Whether a kept line of an import is a duplicate (a job already in the evaluation) rather than a
/// rejected line.
bool isDuplicate(const ImportRejection& kept);

} // namespace gatebench
