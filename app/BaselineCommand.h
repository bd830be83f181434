#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench baseline FILE [--json]`: the baseline of an evaluation as DOMAIN.md defines it (jobs,
/// queue waits, outcomes, the three utilization measures, every figure by team, task type, GPU type
/// and time slot, the top losses, the targets and the coverage warnings). Text in the interface
/// language, or the documented JSON (model/baseline/BaselineMetrics.h, toJson). Opens FILE
/// read-only and never writes to it. `arguments[0]` is the subcommand name.
int commandBaseline(const QStringList& arguments);

} // namespace gatebench
