#pragma once

#include "core/Issue.h"
#include "core/Result.h"
#include "domain/Domain.h"

#include <QString>
#include <QStringList>
#include <QTimeZone>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QIODevice;

namespace gatebench {

/// How to read a Slurm `sacct --parsable2` export (DOMAIN.md, "Slurm field mapping"). The defaults
/// read a file with its header line, times in UTC, team from `Account`, no task type.
struct SacctOptions {
    /// The `--format` field list when the file has no header line (names as sacct takes them, any
    /// case, a `%width` suffix ignored). Empty: the first line that is not a comment must be the
    /// header. When both are there, they must name the same fields.
    QStringList fields;
    /// The zone of the file's naive times (IANA, e.g. the cluster's "Asia/Shanghai"). A local time
    /// that does not exist there (clocks moved forward) is an error; one that happens twice (clocks
    /// moved back) is read as its first occurrence, the earlier instant, and counted in
    /// SacctSummary::ambiguousTimes. Times that are digits only are seconds since the epoch (UTC).
    QTimeZone zone = QTimeZone::utc();
    /// The field the team comes from ("Account"; a team per partition: "Partition").
    QString teamField = QStringLiteral("Account");
    /// The field the task type comes from (empty: none, every job "unspecified"). DOMAIN.md names
    /// JobName, WCKey, Comment and QOS; any field of the file is accepted.
    QString taskTypeField;
    /// With taskTypeField: a regular expression searched in the field's value; its first capture
    /// group (else the whole match) is the task type. No match or an empty value: "unspecified".
    QString taskTypePattern;
    /// Jobs kept open for folding (their requeued records and heterogeneous components): the
    /// oldest is handed out when more are open. A record of a job found after its job was handed
    /// out is reported (SacctRule::TooFarApart), never folded silently. Memory is about 300 bytes
    /// a job. sacct writes the records of a job together, so the default is generous.
    int openJobs = 65536;
    /// Bytes read from the device at a time (tests use a few to exercise the boundaries).
    qsizetype readBytes = qsizetype(1) << 20;
    /// A line longer than this is reported and skipped, never held whole.
    qsizetype maxLineBytes = qsizetype(1) << 20;
    /// Set from any thread to stop reading at the next line; not owned, may be null.
    const std::atomic<bool>* cancelled = nullptr;
    /// The cluster of jobs whose line gives none (the file has no `Cluster` field, or it is empty):
    /// the import's --cluster; empty: the evaluation's one cluster.
    QString cluster;
    /// A submit, start or end time before `earliestUtc` or after `latestUtc` (UTC seconds) is refused
    /// (SacctRule::TimeOutOfRange); unset: no bound on that side. An import sets both (DOMAIN.md:
    /// kEarliestJobTimeUtc, and kJobTimeMarginDays after the later of its time and the evaluation's
    /// date); a reader's own default refuses times before kEarliestJobTimeUtc.
    std::optional<qint64> earliestUtc = kEarliestJobTimeUtc;
    std::optional<qint64> latestUtc;
    /// What separates the fields (`sacct --delimiter`): one or more characters, `|` by default. A file
    /// clearly separated by another one is refused once (SacctRule::Delimiter), naming it.
    QString delimiter = QStringLiteral("|");
};

/// A delimiter as a user gives it (`--delimiter`, the wizard): `\t` or `tab` is a tab, anything else
/// itself.
QString sacctDelimiter(const QString& given);

/// The rule a line breaks. The key (ruleKey) is what an import records with a rejected line.
enum class SacctRule {
    Header,          ///< no header and no field list, a field missing or named twice, header vs list
    FieldCount,      ///< a line with more or fewer fields than the header (none can take the extra ones)
    LineTooLong,     ///< longer than SacctOptions::maxLineBytes
    MissingJobId,    ///< an empty JobID
    UnknownState,    ///< a State that is not a Slurm job state
    MissingSubmit,   ///< no Submit time (Unknown, None or empty)
    UnparsableTime,  ///< a time that is not YYYY-MM-DDTHH:MM:SS (nor epoch seconds)
    NonexistentTime, ///< a local time skipped by a daylight-saving change
    StartBeforeSubmit,
    EndBeforeStart,
    EndBeforeSubmit, ///< a job that never started and left the queue before it was submitted
    UnparsableGpus,  ///< a gres/gpu count that is not a number
    NegativeGpus,
    TooManyGpus,    ///< more GPUs than kMaxJobGpus (one count, their sum, or a job's components)
    DuplicateJob,   ///< a job id again whose earlier record was not requeued
    TooFarApart,    ///< a record of a job handed out already (more than openJobs jobs between)
    OrphanStep,     ///< a step whose job line was not seen (a warning: nothing to fold it into)
    MissingField,   ///< an optional field absent from the file (a warning: e.g. no Account, no teams)
    TimeOutOfRange, ///< a time before SacctOptions::earliestUtc or after latestUtc
    LabelTooLong,   ///< a label (job id, cluster, team, user, task type, GPU type) of more than kMaxLabelCodePoints
    ArrayRange,     ///< a pending array record (123_[1-5]) listing no task an array can have, or one that started
    Delimiter,      ///< the file is clearly separated by another delimiter than SacctOptions::delimiter (once)
    RejoinedField,  ///< a warning: a free-text field holding the delimiter, rejoined (the only one that can)
    // The import's rules, beside the reader's (importers/JobImport, JobImporter):
    AlreadyImported, ///< a job already in the evaluation, its record no later in the job's life: a duplicate
    SameFile,        ///< a file whose SHA-256 is that of a file of an earlier job import not undone
};

/// A problem of a line: where (Issue::line, Issue::column = the field's 1-based position), which
/// rule, and the job it concerns (the job's key, empty when the line names none).
struct SacctIssue {
    Issue issue;
    SacctRule rule = SacctRule::FieldCount;
    QString jobKey;
    /// The text of the offending field (Issue::column), as the file has it, its first
    /// kMaxLabelCodePoints code points and "…" when it is longer; empty for a whole line.
    QString value;

    /// Stable ASCII key of a rule ("end_before_start").
    static QString ruleKey(SacctRule rule);
    /// What a rule says, in the current interface language, from its key (a kept rejected line is
    /// shown so in the reader's language); the key itself when it is not one of the rules.
    static QString ruleText(const QString& key);
};

/// What a reading found, beside the jobs and issues it handed out.
struct SacctSummary {
    QStringList fields;                 ///< the fields of the file, as its header or the options name them
    bool hasHeader = false;             ///< the file had a header line
    qint64 lines = 0;                   ///< physical lines read
    qint64 commentLines = 0;            ///< `#` lines
    qint64 blankLines = 0;              ///< empty or white-space lines
    qint64 jobLines = 0;                ///< lines of jobs and of heterogeneous components, requeued records included
    qint64 stepLines = 0;               ///< lines of steps, folded into their job
    qint64 jobs = 0;                    ///< jobs handed out (valid, folded)
    qint64 rejectedJobs = 0;            ///< jobs not handed out because a line of theirs broke a rule
    qint64 requeues = 0;                ///< earlier records of requeued jobs replaced by a later one
    qint64 heterogeneousComponents = 0; ///< components folded into a job beside its first
    qint64 ambiguousTimes = 0;          ///< local times in a repeated hour, read as the first occurrence
    qint64 rejoinedLines = 0;           ///< lines with the delimiter inside a free-text field, rejoined
    qint64 joinedRecords = 0;           ///< records of several lines (a line break in a free-text field), joined
    /// CANCELLED jobs whose Start is their End, given nothing: cancelled while pending, never started
    qint64 pendingCancelled = 0;
    qint64 errors = 0; ///< issues of severity Error
    qint64 warnings = 0;
    qint64 bytesRead = 0;
    bool stopped = false; ///< a sink returned false or the reading was cancelled
};

/// Where a reading goes. Each callback may be empty; returning false stops the reading (as
/// SacctOptions::cancelled does). Jobs come in the order their first line appeared, issues in the
/// order of their lines, interleaved: a job is handed out only once it can no longer change.
struct SacctSink {
    /// A folded, valid job: JobRecord::sourceLine is the line of its (last) job record.
    std::function<bool(const JobRecord& job)> job;
    std::function<bool(const SacctIssue& issue)> issue;
    /// After each block read: bytes consumed so far and the input's size (-1 when unknown).
    std::function<bool(qint64 bytesRead, qint64 totalBytes)> progress;
};

/// Reads Slurm `sacct --parsable2` output (`|`-separated or by SacctOptions::delimiter, with or without
/// the header line, `#` comments and blank lines, `--parsable`'s trailing delimiter too when every line
/// ends with it) into one JobRecord per job, as
/// DOMAIN.md defines it: steps (`123.batch`, `123.extern`, `123.0`) and heterogeneous components
/// (`123+0`, `123+1`) fold into their job, array tasks (`123_4`) are jobs, a pending array record
/// (`123_[1-5,7%2]`) stands for each task it lists (a task listed again, or with a record of its own,
/// counts once: its own record is the task), a job id found again
/// after a requeued record (`sacct -D`) keeps the last record and counts one requeue per earlier
/// record. Times `Unknown`, `None` and empty are absent. A CANCELLED job whose Start is its End and
/// that was given nothing (NodeList `None assigned` or empty, no AllocTRES, AllocNodes and AllocCPUS
/// 0) was cancelled while pending: it never started (Slurm 20.11+ writes the cancel time as its Start).
/// A label longer than kMaxLabelCodePoints
/// (SacctRule::LabelTooLong) and a time outside the options' bounds (SacctRule::TimeOutOfRange) are
/// errors of their line.
///
/// Mapping: cluster = `Cluster` (else SacctOptions::cluster), team = SacctOptions::teamField, user = `User`, GPUs = the
/// untyped `gres/gpu=N` of `AllocTRES` (`ReqTRES` for jobs that never started), else the sum of the typed
/// `gres/gpu:TYPE=N` entries (never both); GPU type = the typed name (several: sorted, joined by
/// `+`), else `Partition`. A heterogeneous job adds its components' GPUs, takes the earliest
/// submit and start, the latest end (none while a component has none) and the outcome that says
/// most (running > pending > failed > cancelled > completed).
///
/// A line is never read with its columns shifted: sacct does not escape the delimiter inside a field,
/// so a line of more fields than the header is rejoined in the one free-text field (JobName, Comment,
/// AdminComment, SystemComment, SubmitLine, WorkDir, Constraints) that can take the extra ones, every
/// field of a known shape (times, states, TRES, counts...) then holding a value of that shape, with a
/// warning (SacctRule::RejoinedField); any other count refuses the line (SacctRule::FieldCount),
/// naming its job only when its JobID field is certain. A record whose free-text field holds line
/// breaks (SubmitLine) is joined from the lines that complete it when no line among them reads as a
/// record of its own and every break falls in a free-text field; otherwise it is refused as one, with
/// its job.
///
/// Streaming: the input is read in blocks, fields are views into the block, only the jobs still
/// open for folding are held (SacctOptions::openJobs), plus 8 to 21 bytes a job handed out to find
/// duplicates. Every rule a line breaks is an issue (SacctIssue: line, column, rule); a job with
/// an error is not handed out, and the caller decides what an error means (all-or-nothing, or
/// skipping the rejected jobs). The reader never aborts on content.
///
///     SacctReader reader(options);
///     auto summary = reader.read(path, {.job = [&](const JobRecord& job) { ...; return true; },
///                                       .issue = [&](const SacctIssue& issue) { ...; return true; }});
class SacctReader {
public:
    explicit SacctReader(SacctOptions options = {});
    ~SacctReader();
    SacctReader(const SacctReader&) = delete;
    SacctReader& operator=(const SacctReader&) = delete;

    /// Fails (Usage) when the options are invalid: an invalid pattern or zone, a field list without
    /// JobID, State or Submit, a task type field the list does not name.
    Result<void> checkOptions() const;

    /// Reads the file. Fails (Io) when it cannot be opened or read, (Usage) when the options are
    /// invalid; anything wrong with the content is an issue.
    Result<SacctSummary> read(const QString& path, const SacctSink& sink);
    /// The same on a device open for reading (not owned; nothing seeks).
    Result<SacctSummary> read(QIODevice& device, const SacctSink& sink);

private:
    class Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace gatebench
