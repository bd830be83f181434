#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench minutes FILE [--meeting ID] [--as-of DATE] [--json]`: the minutes of every meeting (or
/// one), open actions past their due date on the as-of date flagged. Never writes to FILE.
int commandMinutes(const QStringList& arguments);

/// `gatebench meeting add|set|remove|attend|agenda|decide|action FILE ...`: write the minutes, one
/// undoable, audited step each (the chair and the members; removing a meeting is the chair's).
int commandMeeting(const QStringList& arguments);

} // namespace gatebench
