#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"

#include <functional>

namespace gatebench {

class Storage;

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

    /// Writes directly (creating a workspace, inside its transaction), never through undo.
    static Result<void> insertTeams(Storage& storage, const QList<Team>& teams);
    static Result<void> insertGpuPools(Storage& storage, const QList<GpuPool>& pools);
    static Result<void> insertLosses(Storage& storage, const QList<BaselineLoss>& losses);
    /// Writes job records through one prepared statement: `next` fills the next record and returns
    /// false when there are no more. Their ids are chosen by storage. Returns how many were written.
    static Result<qint64> insertJobs(Storage& storage, const std::function<bool(JobRecord&)>& next);

    /// One job record as a row to add through an import (ChangeSpool, Workspace::executeImport),
    /// which tags it with the import's id so that undoing the import removes it. Keyed by the
    /// scheduler's job id: storage chooses the row id.
    static Change jobInserted(const JobRecord& job);

    /// The stored key of an outcome ("completed", ...), and back.
    static QString outcomeKey(JobOutcome outcome);
    static std::optional<JobOutcome> outcomeFromKey(const QString& key);

private:
    const Storage& m_storage;
};

} // namespace gatebench
