#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench decide FILE [--as-of YYYY-MM-DD] [--json]`: the gate-first decision of an evaluation
/// on a date (today unless given). Opens FILE read-only and never writes to it. `arguments[0]` is
/// the subcommand name, standing in for the program name.
int commandDecide(const QStringList& arguments);

} // namespace gatebench
