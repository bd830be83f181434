#pragma once

#include "core/Result.h"
#include "domain/Domain.h"

#include <optional>

namespace gatebench {

class Workspace;

/// The workflow coverage matrix as undoable, audited commands on the workspace: how a candidate
/// covers each step of the model-development chain, and which steps the committee holds essential.
namespace coverage {

/// Sets one cell of the matrix (its candidate and step) to `cell`'s mode, owning team, permission
/// boundary and note, as one undoable command (nothing when nothing changes). `shown` is the cell as
/// the editor showed it (null inside: not recorded); when another writer changed it since, the edit
/// is refused as a Conflict and nothing is written. A Conflict too when the candidate no longer exists.
Result<void> setCell(Workspace& workspace, const WorkflowCoverage& cell,
                     const std::optional<std::optional<WorkflowCoverage>>& shown = std::nullopt);

/// Takes a cell back to "not recorded" (nothing when it is not recorded), with the same conflict rule.
Result<void> clearCell(Workspace& workspace, const QString& candidateId, WorkflowStep step,
                       const std::optional<WorkflowCoverage>& shown = std::nullopt);

/// Marks `step` essential or not (nothing when it already is as asked).
Result<void> setEssential(Workspace& workspace, WorkflowStep step, bool essential);

} // namespace coverage
} // namespace gatebench
