#pragma once

#include "domain/Member.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gatebench {

/// What the committee recorded, as plain values (schema step 21, model/storage/Schema.cpp): the
/// members with their permission and function (domain/Member.h, as MemberRepository reads them), the
/// scoring assignments and quorums, the recusals, the scoring rounds and their cells, every bonus score
/// with its round, the consensus scores, the signatures and the freezes. Read at once by
/// ConsensusRepository::facts(); judged by committee/CellSpread.h and committee/CommitteeStatus.h.
struct CommitteeFacts {
    struct Recusal {
        QString memberId;
        QString candidateId;
        QString reason;
        QString declaredAt;
    };
    struct Round {
        qint64 id = 0;
        QString state; ///< "open", "closed" or "revealed"
        bool hidePrices = false;
        QString deadline;
        QString openedBy;
        QString openedAt;
        QString closedBy;
        QString closedAt;
        QString revealedBy;
        QString revealedAt;
        QString revealReason;
        /// Sealed: its scores are not yet shown (open or closed).
        bool sealed() const { return state != QLatin1String("revealed"); }
    };
    struct RoundCell {
        qint64 roundId = 0;
        QString candidateId;
        QString criterionId;
    };
    struct Score {
        QString candidateId;
        QString criterionId;
        QString memberId;
        double score = 0;
        std::optional<qint64> roundId; ///< null: scored outside any round
    };
    /// How many scores a member gave a cell in a round (never the values): the counts of progress and
    /// quorum. From the scores, or on a server under its roles from the counter its trigger keeps (the
    /// member's own role reads only their own sealed scores, but every member's counts).
    struct Scored {
        qint64 roundId = 0;
        QString candidateId;
        QString criterionId;
        QString memberId;
        int scores = 0;
    };
    struct Consensus {
        QString candidateId;
        QString criterionId;
        double score = 0;
        QString reason;
        QString setBy;
        std::optional<qint64> roundId;
        QString setAt;
    };
    struct Signature {
        QString memberId;
        QString choice; ///< "agree", "reservations" or "dissent"
        QString reason;
        QString signedAt;
        QString fingerprint;
    };
    struct Freeze {
        qint64 id = 0;
        QString frozenBy;
        QString frozenAt;
        QString reason;
        QString fingerprint;
        QString chainHead;
        QString reopenedBy;
        QString reopenedAt;
        QString reopenReason;
    };

    QList<Member> members;                   ///< id order (MemberRepository::members)
    QHash<QString, QStringList> assignments; ///< criterion -> members listed (none: every chair and member)
    QHash<QString, int> quorums;             ///< criterion -> quorum (none: kDefaultQuorum)
    QList<Recusal> recusals;                 ///< (member, candidate) order
    QList<Round> rounds;                     ///< id order
    QList<RoundCell> roundCells;             ///< (round, candidate, criterion) order
    QList<Score> scores;                     ///< (candidate, criterion, member) order
    QList<Scored> scored;                    ///< the scores given in rounds, counted
    QList<Consensus> consensus;              ///< (candidate, criterion) order
    QList<Signature> signatures;             ///< member order
    QList<Freeze> freezes;                   ///< id order

    /// A criterion's quorum when none is recorded.
    static constexpr int kDefaultQuorum = 2;

    const Member* member(const QString& id) const;
    const Round* round(qint64 id) const;
    bool recused(const QString& memberId, const QString& candidateId) const;
    int quorum(const QString& criterionId) const { return quorums.value(criterionId, kDefaultQuorum); }
    /// Who scores `criterionId`: the members listed for it, else every chair and member (id order).
    QStringList assignedMembers(const QString& criterionId) const;
    /// The unrevealed round that covers the cell, if any (the latest).
    const Round* sealingRound(const QString& candidateId, const QString& criterionId) const;
    /// The latest revealed round that covers the cell, if any.
    const Round* revealedRound(const QString& candidateId, const QString& criterionId) const;
    /// The consensus score of the cell, if any.
    const Consensus* consensusOf(const QString& candidateId, const QString& criterionId) const;
    /// Whether the evaluation has a chair.
    bool hasChair() const;
};

inline const Member* CommitteeFacts::member(const QString& id) const
{
    for (const Member& m : members) {
        if (m.id == id)
            return &m;
    }
    return nullptr;
}

inline const CommitteeFacts::Round* CommitteeFacts::round(qint64 id) const
{
    for (const Round& r : rounds) {
        if (r.id == id)
            return &r;
    }
    return nullptr;
}

inline bool CommitteeFacts::recused(const QString& memberId, const QString& candidateId) const
{
    for (const Recusal& r : recusals) {
        if (r.memberId == memberId && r.candidateId == candidateId)
            return true;
    }
    return false;
}

inline QStringList CommitteeFacts::assignedMembers(const QString& criterionId) const
{
    const auto listed = assignments.constFind(criterionId);
    if (listed != assignments.cend() && !listed->isEmpty())
        return *listed;
    QStringList all;
    for (const Member& m : members) {
        if (m.permission != Permission::Observer)
            all.append(m.id);
    }
    return all;
}

inline const CommitteeFacts::Round* CommitteeFacts::sealingRound(const QString& candidateId,
                                                                 const QString& criterionId) const
{
    const Round* found = nullptr;
    for (const RoundCell& c : roundCells) {
        if (c.candidateId != candidateId || c.criterionId != criterionId)
            continue;
        const Round* r = round(c.roundId);
        if (r && r->sealed() && (!found || r->id > found->id))
            found = r;
    }
    return found;
}

inline const CommitteeFacts::Round* CommitteeFacts::revealedRound(const QString& candidateId,
                                                                  const QString& criterionId) const
{
    const Round* found = nullptr;
    for (const RoundCell& c : roundCells) {
        if (c.candidateId != candidateId || c.criterionId != criterionId)
            continue;
        const Round* r = round(c.roundId);
        if (r && !r->sealed() && (!found || r->id > found->id))
            found = r;
    }
    return found;
}

inline const CommitteeFacts::Consensus* CommitteeFacts::consensusOf(const QString& candidateId,
                                                                    const QString& criterionId) const
{
    for (const Consensus& c : consensus) {
        if (c.candidateId == candidateId && c.criterionId == criterionId)
            return &c;
    }
    return nullptr;
}

inline bool CommitteeFacts::hasChair() const
{
    for (const Member& m : members) {
        if (m.permission == Permission::Chair)
            return true;
    }
    return false;
}

} // namespace gatebench
