#pragma once

#include "core/Result.h"
#include "domain/Domain.h"

#include <optional>

namespace gatebench {

class Workspace;

/// The committee's edits of the baseline as undoable, audited commands on the workspace: who owns a
/// computed loss, the improvement targets, the team quotas, the GPU inventory, the time-slot hours
/// and the analysis window (model/baseline/BaselineMetrics.h recomputes from them).
namespace baselineedits {

/// Sets the owner of the loss with key `lossKey` (baseline::Loss::key); an empty owner clears it.
/// Nothing when it already is so.
Result<void> setLossOwner(Workspace& workspace, const QString& lossKey, const QString& owner);

/// Adds `target` at the end of the targets; returns its id. Refused (BadInput) when its metric is not
/// a baseline::Metric key, its grouping not "", "team", "task_type", "gpu_type" or "time_slot", or
/// its target value not a finite number.
Result<qint64> addTarget(Workspace& workspace, const ImprovementTarget& target);
/// Sets target `wanted.id` to `wanted`. With `shown` (the target as the editor showed it), a field
/// another writer changed since is not overwritten: a Conflict, nothing written.
Result<void> setTarget(Workspace& workspace, const ImprovementTarget& wanted,
                       const std::optional<ImprovementTarget>& shown = std::nullopt);
Result<void> removeTarget(Workspace& workspace, qint64 id);

/// What a criterion made from an improvement target is (baseline/BaselineTargets.h prefills it).
struct TargetCriterion {
    CriterionTier tier = CriterionTier::Bonus; ///< Bonus, or Gate for a metric gate
    QString title;                             ///< in `language`
    QString acceptance;
    QString scenarioId; ///< a metric gate's PoC scenario
    int minRuns = 3;    ///< a metric gate's minimum runs
};
/// Makes improvement target `targetId` a bonus criterion, or a metric gate whose rule compares the PoC
/// figure of the target's metric in `made.scenarioId` with the target value (at most for waits, at
/// least for the success rate), in one undoable, audited step; returns the criterion's id. Refused
/// (BadInput) for a metric gate on a metric the PoC does not measure, a tier other than gate or
/// bonus, or a scenario not in the PoC catalogue; a Conflict when the target no longer exists.
Result<QString> makeCriterion(Workspace& workspace, qint64 targetId, const TargetCriterion& made,
                              const QString& language);

/// Sets the quota (GPUs, >= 0; null: none) of team `teamId` (a team of the job log or of the teams).
Result<void> setQuota(Workspace& workspace, const QString& teamId, std::optional<double> quotaGpus);

/// Adds a GPU pool to the inventory; returns its id. Refused (BadInput) without a GPU type, with a
/// negative count, or when it ends before it begins.
Result<qint64> addPool(Workspace& workspace, const GpuPool& pool);
Result<void> setPool(Workspace& workspace, const GpuPool& wanted);
Result<void> removePool(Workspace& workspace, qint64 id);

/// Sets the weekday day slot to `dayStart`:00 up to before `dayEnd`:00 (0 <= start < end <= 24).
Result<void> setSlotHours(Workspace& workspace, int dayStart, int dayEnd);
/// Sets the analysis window to the days `first` to `last` (inclusive, cluster time zone); both
/// invalid: back to the span of the job records.
Result<void> setAnalysisWindow(Workspace& workspace, const QDate& first, const QDate& last);

} // namespace baselineedits
} // namespace gatebench
