#pragma once

#include "core/Result.h"
#include "domain/Domain.h"

#include <optional>

namespace gatebench {

class Workspace;

/// The exit checklist as undoable, audited commands on the workspace: how far each candidate lets
/// the organisation take its job definitions, model metadata, audit records, images, code and data
/// with it when it leaves.
namespace exitreadiness {

/// Sets one item of a candidate's checklist to `check`'s status and evidence, as one undoable command
/// (nothing when nothing changes). `shown` is the item as the editor showed it (null inside: not
/// recorded); when another writer changed it since, the edit is refused as a Conflict and nothing is
/// written. A Conflict too when the candidate no longer exists.
Result<void> setCheck(Workspace& workspace, const ExitCheck& check,
                      const std::optional<std::optional<ExitCheck>>& shown = std::nullopt);

/// Takes an item back to "not recorded" (nothing when it is not recorded), with the same conflict rule.
Result<void> clearCheck(Workspace& workspace, const QString& candidateId, ExitItem item,
                        const std::optional<ExitCheck>& shown = std::nullopt);

} // namespace exitreadiness
} // namespace gatebench
