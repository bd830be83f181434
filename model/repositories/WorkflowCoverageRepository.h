#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"

#include <optional>

namespace gatebench {

class Storage;

/// The workflow coverage matrix: how each candidate covers each step of the model-development chain
/// (`workflow_coverage`) and which steps the committee holds essential (`workflow_essential_steps`).
/// The only code that knows those tables. Writes are `Change`s for the command functions
/// (model/commands/Coverage.h).
class WorkflowCoverageRepository {
public:
    explicit WorkflowCoverageRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// Every recorded cell, by candidate id and then in chain order. An Integrity error when a stored
    /// step or mode is not one the program knows.
    Result<QList<WorkflowCoverage>> all() const;
    /// The recorded cells of one candidate, in chain order.
    Result<QList<WorkflowCoverage>> of(const QString& candidateId) const;
    /// The recorded cell; null when the step has not been recorded for the candidate.
    Result<std::optional<WorkflowCoverage>> find(const QString& candidateId, WorkflowStep step) const;
    /// The steps the committee holds essential, in chain order.
    Result<QList<WorkflowStep>> essentialSteps() const;

    /// The change that makes the stored cell of `wanted` (its candidate and step) hold `wanted`'s mode,
    /// owning team, permission boundary and note; null when nothing changes. `shown` is the cell as
    /// the editor showed it (null inside: not recorded). When the stored cell no longer is what was
    /// shown, the change expects what was shown, so that the workspace refuses it as a Conflict
    /// instead of overwriting what the editor never showed.
    Result<std::optional<Change>> cellChange(const WorkflowCoverage& wanted,
                                             const std::optional<std::optional<WorkflowCoverage>>& shown) const;
    /// The removal of a recorded cell (back to "not recorded"); null when there is none. With
    /// `shown`, a cell changed since is expected as shown (and the removal refused).
    Result<std::optional<Change>> clearChange(const QString& candidateId, WorkflowStep step,
                                              const std::optional<WorkflowCoverage>& shown = std::nullopt) const;
    /// The change that marks `step` essential or not; null when it already is as wanted.
    Result<std::optional<Change>> essentialChange(WorkflowStep step, bool essential) const;

    /// Write directly (creating a workspace, inside its transaction), never through undo.
    static Result<void> insertCells(Storage& storage, const QList<WorkflowCoverage>& cells);
    static Result<void> insertEssential(Storage& storage, const QList<WorkflowStep>& steps);

    /// The stable keys of steps ("data_preparation" ... "rollback") and modes ("managed", "manual",
    /// "none"): the stored values, the JSON values and the keys of labels::workflowStep / coverageMode.
    static QString stepKey(WorkflowStep step);
    static std::optional<WorkflowStep> stepFromKey(const QString& key);
    static QString modeKey(CoverageMode mode);
    static std::optional<CoverageMode> modeFromKey(const QString& key);

    /// Whether a step may have changed what the matrix shows (its cells, the essential steps, or the
    /// candidates it lists).
    static bool touchedBy(const ChangeEvent& event);

private:
    Result<QList<WorkflowCoverage>> where(const Filter& filter) const;

    const Storage& m_storage;
};

} // namespace gatebench
