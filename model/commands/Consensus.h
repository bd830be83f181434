#pragma once

#include "committee/CommitteeStatus.h"
#include "core/Result.h"

#include <optional>

namespace gatebench {

class Workspace;

/// The chair's part of a scoring round after the scores are in, as undoable, audited commands:
/// revealing a round, setting (or removing) a cell's consensus score, and the spread at which a cell
/// is flagged. Each is the chair's: the acting member (Workspace::actingMemberId) must be the chair;
/// with no member chosen, only while the evaluation has no chair (else NotPermitted, exit 6).
namespace consensus {

/// The shortest reason a consensus score takes (schema step 21 checks it too).
inline constexpr int kMinReasonLength = 10;

/// What a reveal did.
struct RevealOutcome {
    qint64 roundId = 0;
    QList<committee::QuorumShortfall> shortOfQuorum; ///< revealed before these reached their quorum
};

/// Reveals round `roundId` (null: the one round not yet revealed; an error when there are several
/// or none): allowed when every cell of the round has its quorum of scores from the members assigned
/// to it (recused members left out), or before that with `reason` (kept with the round and in the
/// audit entry, with the cells short of quorum). Refused without a reason while a cell is short
/// (BadInput, naming the cells), for a round already revealed, and for anyone but the chair.
Result<RevealOutcome> reveal(Workspace& workspace, std::optional<qint64> roundId, const QString& reason);

/// Sets the chair's consensus score (0-5) of a bonus cell with its reason (at least
/// kMinReasonLength characters once trimmed), who set it, the round it settles (the latest revealed
/// round of the cell, if any) and when. The individual scores stay as they are. Refused on a cell
/// sealed in a round not revealed yet, on a gate or deferred criterion, for a score outside 0-5.
Result<void> setConsensus(Workspace& workspace, const QString& candidateId, const QString& criterionId, double score,
                          const QString& reason);

/// Removes a cell's consensus score (nothing to do when there is none): the mean of the revealed
/// scores decides again (provisional when the cell is flagged).
Result<void> clearConsensus(Workspace& workspace, const QString& candidateId, const QString& criterionId);

/// Sets the spread (0 < points <= 5) at which a cell is flagged (EvaluationSettings::spreadFlagPoints).
Result<void> setSpreadFlagPoints(Workspace& workspace, double points);

} // namespace consensus
} // namespace gatebench
