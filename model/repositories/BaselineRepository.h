#pragma once

#include "core/Result.h"
#include "domain/Domain.h"

#include <functional>

namespace gatebench {

class Storage;
struct ChangeEvent;

/// Which job records a table shows: each field that is set narrows the list. Submit times are UTC
/// seconds, `submittedFrom` included and `submittedBefore` not.
struct JobFilter {
    QString team;     ///< empty: every team
    QString taskType; ///< empty: every task type
    std::optional<JobOutcome> outcome;
    std::optional<qint64> submittedFrom;
    std::optional<qint64> submittedBefore;

    bool operator==(const JobFilter& other) const
    {
        return team == other.team && taskType == other.taskType && outcome == other.outcome &&
               submittedFrom == other.submittedFrom && submittedBefore == other.submittedBefore;
    }
};

/// Where a page of jobs starts: after the job with this submit time and id (the order of jobPage).
struct JobCursor {
    qint64 submitUtc = 0;
    qint64 id = 0;
};

/// The baseline: how the cluster runs today. The teams (`teams`), the GPU pools (`gpu_inventory`),
/// the job log (`baseline_jobs`, sized for millions of rows: streamed, never held whole) and the top
/// losses the committee names from it (`baseline_losses`). The only code that knows those tables.
class BaselineRepository {
public:
    explicit BaselineRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// Every team, by id.
    Result<QList<Team>> teams() const;
    /// Every GPU pool, in the order they were entered.
    Result<QList<GpuPool>> gpuPools() const;
    /// The top losses in the committee's order.
    Result<QList<BaselineLoss>> losses() const;
    /// Streams every job record in the order they were written, without holding them all; `visit`
    /// returns false to stop. An Integrity error when a stored outcome is not one the program knows.
    Result<void> scanJobs(const std::function<bool(const JobRecord&)>& visit) const;

    /// How many jobs `filter` lets through (one count).
    Result<qint64> countJobs(const JobFilter& filter) const;
    /// Up to `limit` jobs that `filter` lets through, by submit time and then id (newest first when
    /// `newestFirst`): those after `after` when it is given (keyset paging), having skipped `skip`.
    /// Reads only the page, whatever the size of the log.
    Result<QList<JobRecord>> jobPage(const JobFilter& filter, bool newestFirst, const std::optional<JobCursor>& after,
                                     qint64 skip, int limit) const;
    /// The teams and the task types that job records name, sorted (the choices of the filters).
    Result<QStringList> jobTeams() const;
    Result<QStringList> jobTaskTypes() const;

    /// Writes directly (creating a workspace, inside its transaction), never through undo.
    static Result<void> insertTeams(Storage& storage, const QList<Team>& teams);
    static Result<void> insertGpuPools(Storage& storage, const QList<GpuPool>& pools);
    static Result<void> insertLosses(Storage& storage, const QList<BaselineLoss>& losses);
    /// Writes job records through one prepared statement: `next` fills the next record and returns
    /// false when there are no more. Their ids are chosen by storage. Returns how many were written.
    static Result<qint64> insertJobs(Storage& storage, const std::function<bool(JobRecord&)>& next);

    /// Whether a step may have changed the job log (the views read it again).
    static bool jobsTouchedBy(const ChangeEvent& event);

    /// The stored key of an outcome ("completed", ...), and back.
    static QString outcomeKey(JobOutcome outcome);
    static std::optional<JobOutcome> outcomeFromKey(const QString& key);

private:
    const Storage& m_storage;
};

} // namespace gatebench
