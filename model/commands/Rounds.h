#pragma once

#include "core/Result.h"

#include <QDate>
#include <QStringList>

#include <optional>

namespace gatebench {

class Workspace;

/// Scoring rounds as undoable, audited commands (the chair's): open, close, and a member's score
/// with its note. Revealing a round is the consensus part's (repositories/RoundRepository.h has the
/// change it needs).
namespace rounds {

/// What the chair opens a round on.
struct OpenOptions {
    QStringList criteria;    ///< bonus criterion ids; empty: every bonus criterion
    QStringList candidates;  ///< candidate ids; empty: every candidate in the evaluation not Eliminated
                             ///< on the evaluation date
    QDate deadline;          ///< invalid: none
    bool hidePrices = false; ///< prices and TCO figures hidden from members until it is revealed
};

/// Opens a round on every cell of the chosen criteria and candidates: sealed until it is revealed.
/// Refused (BadInput) for an unknown or non-bonus criterion, an unknown candidate, no cell, or a cell
/// already in a sealed round; only the chair opens one (NotPermitted). Returns the round's id.
Result<qint64> open(Workspace& workspace, const OpenOptions& options);

/// Closes open round `id`: it stays sealed and takes no more scores. Only the chair (NotPermitted).
Result<void> close(Workspace& workspace, qint64 id);

/// The acting member's score (0-5) of a cell with its note (null: left as it is), stamped with the
/// open round that covers the cell. Refused while the cell is in a closed round only; an observer
/// scores nothing (NotPermitted).
Result<void> score(Workspace& workspace, const QString& candidateId, const QString& criterionId, double score,
                   const std::optional<QString>& note);

/// Whether the acting member may open or close a round, which only the chair does
/// (committee::chairRefusal's rule: NotPermitted for a member or an observer, or for nobody acting
/// once the evaluation has a chair).
Result<void> requireChair(const Workspace& workspace);

} // namespace rounds
} // namespace gatebench
