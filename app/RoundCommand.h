#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench round open|close|status FILE ...`: the chair opens a scoring round (sealed until it is
/// revealed) or closes one (no more scores); `status` lists the rounds with each member's progress
/// (cells scored out of cells assigned, never the values). `arguments[0]` is "round".
int commandRound(const QStringList& arguments);

/// `gatebench score FILE --member ID --candidate C --criterion K --score S [--note N]`: member ID's
/// bonus score of a cell, with its note, as one undoable, audited step (acting as that member).
int commandScore(const QStringList& arguments);

} // namespace gatebench
