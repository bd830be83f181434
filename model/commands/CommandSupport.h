#pragma once
// What the command functions share (commands/ only): running an optional change as one step, and
// naming the candidate a command is about, finding the member it names.
#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Member.h"

#include <optional>

namespace gatebench {

class Workspace;

namespace commands {

/// Runs `change` as one undoable step titled `text`; nothing when it is null, its error when it failed.
Result<void> executeOptional(Workspace& workspace, const Result<std::optional<Change>>& change, const QString& text);

/// The candidate's name in the workspace language (its id when it has none); a Conflict when it no
/// longer exists.
Result<QString> existingCandidateName(Workspace& workspace, const QString& candidateId);

/// The committee member `id`; a BadInput error when the evaluation has none of that id.
Result<Member> existingMember(const Workspace& workspace, const QString& id);

} // namespace commands
} // namespace gatebench
