#pragma once

#include "core/Result.h"
#include "domain/Domain.h"

#include <optional>

namespace gatebench {

class Workspace;

/// The decision record as undoable, audited commands on the workspace: what the committee
/// recommends and why, edited on the Report page (see DecisionRecordRepository for when a save
/// updates the current record and when it appends a new one).
namespace decisionrecord {

/// Saves `wanted` (options, texts, sign-off names; as of `wanted.asOf`) as the current record, as
/// one undoable command; nothing when nothing changes. `shown` is the current record as the page
/// showed it (null: none yet); when another writer saved meanwhile, a Conflict and nothing is
/// written. A Conflict too when a named candidate no longer exists.
Result<void> save(Workspace& workspace, const DecisionRecord& wanted, const std::optional<DecisionRecord>& shown);

} // namespace decisionrecord
} // namespace gatebench
