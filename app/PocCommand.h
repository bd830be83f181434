#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench poc FILE [--as-of YYYY-MM-DD] [--json]`: the PoC of an evaluation: per candidate and
/// scenario the runs, success rate, P50/P90 queue wait, submit-to-available and recovery times,
/// median engineer steps, manual interventions and the share diagnosed without the vendor, and the
/// gaps of the same-workload check (candidates Eliminated on the as-of date, by default the
/// evaluation's, leave it). Text in the interface language, or the documented JSON (model/poc/PocJson.h).
/// Opens FILE read-only and never writes to it. `arguments[0]` is the subcommand name.
int commandPoc(const QStringList& arguments);

} // namespace gatebench
