#pragma once

#include "core/Result.h"
#include "domain/Domain.h"

#include <optional>

namespace gatebench {

class Storage;
class Workspace;

/// Edits of the PoC scenario catalogue as undoable, audited commands on the workspace. Runs are
/// added by the PoC import (importers/PocImporter) only.
///
/// A scenario keeps a title in at least one language. Its names (id, both titles, aliases) are what
/// result files name it by: no name may also name another scenario (matchKey, as the import compares
/// them), so that an edit never makes a file ambiguous.
namespace poc {

/// Adds `draft` at the end of the catalogue; returns its id: `draft.id` when given (lower-case ASCII
/// letters, digits and '-', free), else one derived from the English title ("scenario" when it has
/// no ASCII letter or digit).
Result<QString> addScenario(Workspace& workspace, const PocScenario& draft);

/// Sets the titles, descriptions, kind, minimum runs, aliases and position of scenario `id` to
/// `wanted`'s (its id stays) as one undoable command; nothing when nothing changes. With `shown`
/// (the scenario as the editor showed it), a field another writer changed since is not
/// overwritten: the edit is refused as a Conflict and every view reads the file again.
Result<void> setScenario(Workspace& workspace, const QString& id, const PocScenario& wanted,
                         const std::optional<PocScenario>& shown = std::nullopt);

/// Removes scenario `id` with its runs as one undoable command (undo restores all of it).
Result<void> removeScenario(Workspace& workspace, const QString& id);

/// How many runs a removal of scenario `id` takes with it, for the confirmation question.
Result<qint64> runCount(const Storage& storage, const QString& id);

} // namespace poc
} // namespace gatebench
