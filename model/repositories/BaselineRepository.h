#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"

#include <functional>
#include <memory>
#include <string_view>
#include <vector>

namespace gatebench {

class Storage;

/// Which job records a table shows: each field that is set narrows the list. Submit times are UTC
/// seconds, `submittedFrom` included and `submittedBefore` not.
struct JobFilter {
    QString team;             ///< empty: every team
    bool withoutTeam = false; ///< only the jobs that name no team (`team` is then not looked at)
    QString taskType;         ///< empty: every task type
    std::optional<JobOutcome> outcome;
    std::optional<qint64> submittedFrom;
    std::optional<qint64> submittedBefore;

    bool operator==(const JobFilter& other) const
    {
        return team == other.team && withoutTeam == other.withoutTeam && taskType == other.taskType &&
               outcome == other.outcome && submittedFrom == other.submittedFrom &&
               submittedBefore == other.submittedBefore;
    }
};

/// Where a page of jobs starts: after the job with this submit time and id (the order of jobPage).
struct JobCursor {
    qint64 submitUtc = 0;
    qint64 id = 0;
};

class CellBatch;

/// Job records on their way to storage through the typed bulk path (`BaselineRepository::insertJobs`):
/// each value a typed cell, each text UTF-8, the texts that repeat (team, user, task and GPU type,
/// failure reason: the readers share them) converted once. What an import of millions of jobs
/// writes in batches; it knows the columns, the importer does not.
class JobRows {
public:
    JobRows();
    ~JobRows();
    JobRows(const JobRows&) = delete;
    JobRows& operator=(const JobRows&) = delete;

    /// Appends `job`, tagged with `importId` (none: the job's own), as row `rowId` (none: the id
    /// storage chooses).
    void append(const JobRecord& job, std::optional<qint64> importId = std::nullopt,
                std::optional<qint64> rowId = std::nullopt);
    qsizetype size() const;
    bool isEmpty() const { return size() == 0; }
    /// Forgets the rows (the texts converted so far are kept for the next ones).
    void clear();
    const CellBatch& cells() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

/// One job record as stored, its texts as UTF-8 views (valid during the visit that gives it): what
/// the baseline's column loader reads without a QString per value.
struct StoredJobView {
    qint64 id = 0;
    std::string_view team, taskType, gpuType, failureReason;
    double gpus = 0;
    qint64 submitUtc = 0;
    std::optional<qint64> startUtc, endUtc;
    JobOutcome outcome = JobOutcome::Completed;
    std::optional<double> gpuUtil, activeFraction;
};

/// What identifies a stored job (its cluster, job id and submit time) and how far in its life its
/// record is, as UTF-8 views (valid during the visit that gives them): what an import checks the
/// jobs it reads against (importers/JobKeyIndex).
struct StoredJobKey {
    qint64 id = 0;
    std::string_view cluster, jobKey;
    qint64 submitUtc = 0;
    bool started = false; ///< it has a start time
    bool ended = false;   ///< its outcome is an end (completed, failed, cancelled)
};

/// The baseline: how the cluster runs today. The teams and their quotas (`teams`), the GPU pools
/// with their dates (`gpu_inventory`), the job log (`baseline_jobs`, sized for millions of rows:
/// streamed, never held whole), the top losses the committee named by hand (`baseline_losses`), the
/// owners of the computed losses by loss key (`baseline_loss_owners`) and the improvement targets
/// (`baseline_targets`). The only code that knows those tables.
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
    /// The owners of computed losses, by loss key.
    Result<QList<LossOwner>> lossOwners() const;
    /// The improvement targets in the committee's order.
    Result<QList<ImprovementTarget>> targets() const;
    /// Streams every job record in the order they were written, without holding them all; `visit`
    /// returns false to stop. An Integrity error when a stored outcome is not one the program knows.
    Result<void> scanJobs(const std::function<bool(const JobRecord&)>& visit) const;
    /// The columns the baseline computes from (no job key, no user), through storage's typed path,
    /// the texts as UTF-8 views, in the order of scanJobs: for the baseline's column loader.
    /// With `fromId` / `belowId`, only the jobs whose row id is at least / below it (a part of the
    /// log, for loading it on two connections at once).
    Result<void> scanJobViews(const std::function<bool(const StoredJobView&)>& visit,
                              std::optional<qint64> fromId = std::nullopt,
                              std::optional<qint64> belowId = std::nullopt) const;
    /// The identity of every job the log shows (see StoredJobKey), in row order.
    Result<void> scanJobKeys(const std::function<bool(const StoredJobKey&)>& visit) const;
    /// The lowest and the highest row id of the job log, undone imports' jobs included (two
    /// lookups in the table's key); null when it is empty.
    Result<std::optional<std::pair<qint64, qint64>>> jobIdRange() const;

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
    static Result<void> insertTargets(Storage& storage, const QList<ImprovementTarget>& targets);
    static Result<void> insertLossOwners(Storage& storage, const QList<LossOwner>& owners);
    /// Writes job records through one prepared statement: `next` fills the next record and returns
    /// false when there are no more. Their ids follow the highest id of the log. Returns how many were written.
    static Result<qint64> insertJobs(Storage& storage, const std::function<bool(JobRecord&)>& next);
    /// Writes `rows` through storage's typed bulk path (one prepared statement). Returns how many.
    static Result<qint64> insertJobs(Storage& storage, const JobRows& rows);
    /// Marks the stored jobs `rowIds` as replaced by a later record of each that import `importId`
    /// wrote (a streamed import, undone by its state): every read leaves them out while that import is
    /// not undone. Only rows not replaced already are marked; returns how many.
    static Result<qint64> markReplaced(Storage& storage, const std::vector<qint64>& rowIds, qint64 importId);
    /// Forgets that import `importId` replaced any job (it is purged: the jobs it replaced are shown
    /// again, exactly as they were stored).
    static Result<void> unmarkReplaced(Storage& storage, qint64 importId);

    /// One job record as a row to add through an import (ChangeSpool, Workspace::executeImport),
    /// which tags it with the import's id so that undoing the import removes it. Keyed by the
    /// scheduler's job id: storage chooses the row id.
    static Change jobInserted(const JobRecord& job);
    /// The stored job of row `rowId` (`stored`: its identity as the import read it) brought to `job`,
    /// a record of a later stage of the same job, in place, through an import (Workspace::
    /// executeImport keeps the row as it was for undo).
    static Change jobReplaced(qint64 rowId, const JobRecord& stored, const JobRecord& job);
    /// Whether a step may have changed the job log (the views read it again).
    static bool jobsTouchedBy(const ChangeEvent& event);
    /// Whether a step may have changed the baseline's figures over the whole cluster: the job log or
    /// the settings they are computed with (window, time zone).
    static bool figuresTouchedBy(const ChangeEvent& event);

    // ---- Changes for the commands (commands/Baseline.h); each names what it expects to replace.
    /// Sets the owner of loss `lossKey` (empty: none); null when it already is.
    Result<std::optional<Change>> lossOwnerChange(const QString& lossKey, const QString& owner) const;
    /// Sets the quota of team `teamId` (null: none), adding the team when the job log names it only.
    Result<std::optional<Change>> quotaChange(const QString& teamId, std::optional<double> quota) const;
    /// Adds `target` at the end (its id chosen here); the insert.
    Result<Change> targetInsert(ImprovementTarget target) const;
    /// The id of the row an insert above adds.
    static qint64 insertedId(const Change& insert);
    /// Brings target `wanted.id` to `wanted` from `shown` (the target as the editor showed it; the
    /// stored one when null); empty when nothing changes. A Conflict when it no longer exists.
    Result<ChangeSet> targetUpdate(const ImprovementTarget& wanted,
                                   const std::optional<ImprovementTarget>& shown) const;
    /// Removes target `id`. A Conflict when it no longer exists.
    Result<Change> targetRemoval(qint64 id) const;
    /// Adds `pool` (its id chosen here); the insert.
    Result<Change> poolInsert(GpuPool pool) const;
    /// Brings pool `wanted.id` to `wanted`; empty when nothing changes. A Conflict when it no longer exists.
    Result<ChangeSet> poolUpdate(const GpuPool& wanted) const;
    /// Removes pool `id`. A Conflict when it no longer exists.
    Result<Change> poolRemoval(qint64 id) const;

    /// The stored key of an outcome ("completed", ...), and back.
    static QString outcomeKey(JobOutcome outcome);
    static std::optional<JobOutcome> outcomeFromKey(const QString& key);

private:
    const Storage& m_storage;
};

} // namespace gatebench
