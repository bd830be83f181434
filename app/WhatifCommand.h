#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench whatif FILE [--candidate C] [--policy FILE.json] [--seeds N] [--json]`: the scheduling
/// what-if (model/whatif/WhatIf.h): the calibration of today's policy against the measured waits and
/// each candidate's predicted waits, utilization, preemption losses, quota satisfaction and targets.
/// Never writes to FILE, except `--set-policy FILE.json` (with `--candidate C`, or `--as-is` for
/// today's policy) and `--clear-policy`, which store or remove a policy as one undoable, audited step.
/// `whatif export ...` is its own command (app/WhatifExportCommand.*). `arguments[0]` is the
/// subcommand name.
int commandWhatif(const QStringList& arguments);

} // namespace gatebench
