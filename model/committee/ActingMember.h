#pragma once

#include "core/Result.h"
#include "domain/Member.h"

#include <optional>

namespace gatebench {

class Workspace;

namespace committee {

/// Who acts, in one place for the window and the command line: the member whose id is `memberId`
/// (Workspace::setActingMember: every write is checked against their permission) stamps every change
/// (their name as the actor; their id and the operating-system user in the audit log) and reads as
/// their permission lets them (the read layer's viewer: Viewer::chair, ::member or ::observer).
/// Empty: no member; the operating-system user acts and everyone's view is read. An id that names no
/// member reads as an observer, and every write is refused (see actAs()). Call it again after the
/// member was renamed or given another permission.
void setActingMember(Workspace& workspace, const QString& memberId);

/// The same, refusing an id that names no member of the evaluation (a Usage error naming it, nothing
/// changed).
Result<void> actAs(Workspace& workspace, const QString& memberId);

/// The acting member as stored now; null when none is chosen or the id names no member.
std::optional<Member> actingMember(const Workspace& workspace);

} // namespace committee
} // namespace gatebench
