#pragma once

#include "committee/WriteGuard.h"

namespace gatebench::committee {

/// Who may write the minutes (issue 30): the chair and the members write them (an observer writes
/// nothing: permissionRefusal refuses them first, and leaves the minutes' tables to this check);
/// removing a whole meeting is the chair's (Error::Kind::NotPermitted, exit 6). Without a member
/// chosen, the operating-system user writes the minutes as before the committee, but removes a
/// meeting only while the evaluation has no chair. The fingerprint does not cover the minutes: a
/// frozen decision leaves them writable. Else nothing.
std::optional<Error> minutesRefusal(const Storage& storage, const QString& memberId, const WriteIntent& intent);

} // namespace gatebench::committee
