#pragma once

#include "committee/CellSpread.h"
#include "core/Result.h"
#include "domain/CommitteeFacts.h"
#include "domain/Domain.h"
#include "workspace/Viewer.h"

#include <QJsonObject>

#include <optional>

namespace gatebench {

class Storage;

namespace committee {

/// A cell of a round that has fewer scores than its criterion's quorum.
struct QuorumShortfall {
    QString candidateId;
    QString criterionId;
    int scores = 0; ///< scores of assigned, not recused members in the round
    int quorum = 0;
    /// "candidate/criterion scores/quorum", as the reveal's audit entry keeps it.
    QString text() const;
};

/// Every cell of round `roundId` short of its quorum: the scores of the round by the members
/// assigned to its criterion (FactsCommittee::assignedMembers), recused members left out.
QList<QuorumShortfall> quorumShortfalls(const CommitteeFacts& facts, qint64 roundId);

/// One member's progress in a round: the round's cells assigned to them (recusals left out) and
/// how many of those they scored in it. Never the values.
struct RoundProgress {
    QString memberId;
    int scored = 0;
    int assigned = 0;
};

/// Each chair's and member's progress in round `roundId` (observers score nothing), in committee
/// order: the round's cells assigned to them (FactsCommittee::assignedMembers, recusals left out) and
/// how many of those they scored in it. Counts only, whoever reads: the one rule of the committee
/// page, `committee`, `round status` and the chair's progress dialog.
QList<RoundProgress> roundProgress(const CommitteeFacts& facts, qint64 roundId);

struct RoundStatus {
    CommitteeFacts::Round round;
    int cells = 0;
    /// Per member (chair and everyone: all; a member: their own; an observer: null).
    std::optional<QList<RoundProgress>> progress;
    QList<QuorumShortfall> shortOfQuorum; ///< empty once revealed
};

/// One cell (candidate x bonus criterion) that has scores, a consensus, or a round.
struct CommitteeCell {
    QString candidateId;
    QString criterionId;
    std::optional<qint64> roundId; ///< the sealing round, else the latest revealed one; null: none
    bool sealed = false;           ///< in a round not revealed yet: values shown to no one but their author
    /// The scores the viewer may see (member id, score), member order: all of them unless sealed; a
    /// member sees their own in a sealed cell.
    QList<std::pair<QString, double>> scores;
    std::optional<CellSpread> spread;                   ///< null while sealed
    std::optional<CommitteeFacts::Consensus> consensus; ///< null while sealed or when none
    bool provisional = false; ///< flagged, revealed, without consensus: the engine uses the mean, marked provisional
    int quorum = CommitteeFacts::kDefaultQuorum;
};

/// What `gatebench committee` and the window's committee page show, for one viewer.
struct CommitteeStatus {
    Viewer viewer;
    QList<Member> members;
    QList<CommitteeFacts::Recusal> recusals;
    struct Assignment {
        QString criterionId;
        QStringList members;
        bool listed = false; ///< false: the default, every chair and member
        int quorum = CommitteeFacts::kDefaultQuorum;
    };
    QList<Assignment> assignments; ///< every bonus criterion, committee order
    QList<RoundStatus> rounds;
    double spreadFlagPoints = kDefaultSpreadFlagPoints;
    QList<CommitteeCell> cells; ///< candidate order, then criterion order
    QList<CommitteeFacts::Signature> signatures;
    std::optional<CommitteeFacts::Freeze> latestFreeze;
    bool frozen = false; ///< the latest freeze has not been reopened
    QString chainHead;   ///< `N:HASH` as stored

    QHash<QString, Bilingual> candidateNames;
    QHash<QString, Bilingual> criterionTitles;
};

/// One bar pair of the spread chart: a revealed cell with two scores or more.
struct SpreadBar {
    QString candidateId;
    QString criterionId;
    double spread = 0;
    double stddev = 0;
    bool flagged = false;
    bool settled = false; ///< a consensus score settles it
};

/// The spread chart's data: every revealed cell with two scores or more, in the status's order.
QList<SpreadBar> spreadBars(const CommitteeStatus& status);

/// The committee's state for `viewer` (read-only), with `spreadFlagPoints` as the flag threshold.
Result<CommitteeStatus> committeeStatus(const Storage& storage, const Viewer& viewer, double spreadFlagPoints);
/// The same from facts already read (cells in `candidateOrder` x `criterionOrder`, the bonus criteria).
CommitteeStatus committeeStatus(const CommitteeFacts& facts, const Viewer& viewer, double spreadFlagPoints,
                                const QStringList& candidateOrder, const QStringList& criterionOrder);

/// The JSON of `gatebench committee --json` (README "gatebench committee").
QJsonObject committeeJson(const CommitteeStatus& status);

} // namespace committee
} // namespace gatebench
