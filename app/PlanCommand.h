#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench plan FILE [--as-of DATE] [--json]`: the four-week plan: every check derived from the
/// data with its week, owner, due date, whether it is done and whether it is overdue on the as-of date.
/// With `--check ID --owner MEMBER --due DATE` and/or `--start DATE` it sets them first (the chair's;
/// one undoable, audited step), then prints the plan. `arguments[0]` is "plan".
int commandPlan(const QStringList& arguments);

} // namespace gatebench
