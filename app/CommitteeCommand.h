#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench committee FILE [--json]`: the committee's state as the acting member may see it
/// (members, assignments, rounds and progress, per-cell spreads and flags, consensus scores,
/// signatures, freeze state, chain head). Read-only. `arguments[0]` is the subcommand name.
int commandCommittee(const QStringList& arguments);

/// `gatebench consensus FILE --candidate C --criterion K (--score S --reason TEXT | --clear)` and
/// `gatebench consensus FILE --spread-threshold P`: the chair sets (or removes) a cell's consensus
/// score, or the spread at which a cell is flagged. One undoable, audited step.
int commandConsensus(const QStringList& arguments);

/// `gatebench round reveal FILE [--round N] [--reason TEXT]`: the chair reveals a scoring round
/// (before every cell has its quorum only with a reason); commandRound (RoundCommand.h) hands it
/// `round reveal`.
int commandRoundReveal(const QStringList& arguments);

} // namespace gatebench
