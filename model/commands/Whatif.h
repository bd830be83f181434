#pragma once

#include "core/Result.h"
#include "whatif/LoadExport.h"
#include "whatif/Policy.h"

#include <optional>

namespace gatebench {

class Workspace;

/// The committee's edits of the what-if's scheduling policies as undoable, audited commands.
namespace whatifedits {

/// Sets the scheduling policy of candidate `candidateId` (empty: today's cluster, "as is") to `policy`;
/// null removes it (back to the built-in profile's default, or "as is"). Nothing when it already is
/// so. A Conflict when the candidate does not exist; BadInput for "as_is" as today's own policy.
Result<void> setPolicy(Workspace& workspace, const QString& candidateId, const std::optional<whatif::Policy>& policy);

/// Records `record` as the what-if load exported for `candidateId` (whatif/LoadExport.h), one undoable,
/// audited step; nothing when it already is so. A Conflict when the candidate does not exist.
Result<void> recordExport(Workspace& workspace, const QString& candidateId, const whatif::ExportRecord& record);

} // namespace whatifedits
} // namespace gatebench
