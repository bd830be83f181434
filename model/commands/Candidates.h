#pragma once

#include "core/Result.h"
#include "repositories/CandidateRepository.h"
#include "storage/Storage.h"

namespace gatebench {

class Workspace;

/// Candidate edits as undoable commands on the workspace.
namespace candidates {

/// A free id derived from `base` (lower-case ASCII letters, digits and '-'), e.g. "status-quo-2".
QString freeId(const Storage& storage, const QString& base);

/// Adds a custom candidate at the end of the list; returns its id.
Result<QString> add(Workspace& workspace, const QString& nameZh, const QString& nameEn);

/// Adds a copy of `sourceId` (profile only, no verdicts or scores) after the last candidate.
Result<QString> duplicate(Workspace& workspace, const QString& sourceId);

/// Removes a candidate together with its verdicts, scores, PoC runs and TCO lines, as one
/// undoable command (undo restores all of it).
Result<void> remove(Workspace& workspace, const QString& id);

/// Sets one field of a candidate as one undoable command (nothing when the value is already there).
/// Refuses an "as of" date that is not YYYY-MM-DD and an empty set-aside reason. With `shown` (the
/// candidate as the editor showed it), the edit is refused as a Conflict when another writer changed
/// that field since.
Result<void> setField(Workspace& workspace, const QString& id, CandidateField field, const QVariant& value,
                      const std::optional<Candidate>& shown = std::nullopt);
/// Takes a candidate out of the evaluation for `reason` (required), or brings it back.
Result<void> setShortlisted(Workspace& workspace, const QString& id, bool shortlisted, const QString& reason);
/// How much a removal would take with it, for the confirmation question.
using Dependents = CandidateRepository::Dependents;
Result<Dependents> dependents(const Storage& storage, const QString& id);

} // namespace candidates
} // namespace gatebench
