#pragma once

#include "Result.h"
#include "Storage.h"

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

/// How much a removal would take with it, for the confirmation question.
struct Dependents {
    qint64 assessments = 0;
    qint64 scores = 0;
    qint64 pocRuns = 0;
    qint64 tcoLines = 0;
};
Result<Dependents> dependents(const Storage& storage, const QString& id);

} // namespace candidates
} // namespace gatebench
