#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench members FILE [--json]`: the review committee of an evaluation: its members with their
/// permission and function, who scores each bonus criterion with its quorum, and the recusals.
/// Opens FILE read-only and never writes to it. `arguments[0]` is the subcommand name.
int commandMembers(const QStringList& arguments);

/// `gatebench member add|set|remove|assign|quorum|recuse|withdraw FILE ...`: changes the committee as
/// one undoable, audited step each, acting as the member chosen (`--as-member ID`, else this
/// machine's): only the chair manages the members, assignments and quorums; a member declares and
/// withdraws their own recusal. `arguments[0]` is "member".
int commandMember(const QStringList& arguments);

} // namespace gatebench
