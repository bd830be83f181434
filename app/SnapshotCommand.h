#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench snapshot FILE --name NAME | --list [--json]`: the chair takes a named snapshot of the
/// decision-relevant state (committee/Snapshots.h), or anyone lists them.
int commandSnapshot(const QStringList& arguments);

/// `gatebench verdict FILE --candidate C --criterion K --verdict pass|fail|unknown [--evidence TEXT]`:
/// sets a gate verdict through the command the window uses (commands/Assessments.h).
int commandVerdict(const QStringList& arguments);

/// `gatebench diff FILE --from SNAPSHOT|DATE [--to SNAPSHOT|DATE] [--as-of DATE] [--json]`: what changed
/// since a snapshot, and what it did to the decision.
int commandDiff(const QStringList& arguments);

} // namespace gatebench
