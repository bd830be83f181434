#include "committee/CommitteeStatus.h"

#include "repositories/AuditRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/ConsensusRepository.h"
#include "repositories/CriterionRepository.h"

#include <QSet>

#include <algorithm>

namespace gatebench::committee {

namespace {

QString cellKey(const QString& candidate, const QString& criterion)
{
    return candidate + QChar(0x1f) + criterion;
}

bool seesAllProgress(const Viewer& viewer)
{
    return viewer.role() == Viewer::Role::Chair || viewer.role() == Viewer::Role::Everyone;
}

} // namespace

QString QuorumShortfall::text() const
{
    return QStringLiteral("%1/%2 %3/%4").arg(candidateId, criterionId).arg(scores).arg(quorum);
}

QList<QuorumShortfall> quorumShortfalls(const CommitteeFacts& facts, qint64 roundId)
{
    QList<QuorumShortfall> shortfalls;
    for (const CommitteeFacts::RoundCell& cell : facts.roundCells) {
        if (cell.roundId != roundId)
            continue;
        const QStringList assigned = facts.assignedMembers(cell.criterionId);
        int scores = 0;
        for (const CommitteeFacts::Scored& s : facts.scored) {
            if (s.candidateId == cell.candidateId && s.criterionId == cell.criterionId && s.roundId == roundId &&
                assigned.contains(s.memberId) && !facts.recused(s.memberId, s.candidateId))
                scores += s.scores;
        }
        const int quorum = facts.quorum(cell.criterionId);
        if (scores < quorum)
            shortfalls.append({cell.candidateId, cell.criterionId, scores, quorum});
    }
    return shortfalls;
}

CommitteeStatus committeeStatus(const CommitteeFacts& facts, const Viewer& viewer, double spreadFlagPoints,
                                const QStringList& candidateOrder, const QStringList& criterionOrder)
{
    CommitteeStatus status;
    status.viewer = viewer;
    status.members = facts.members;
    status.recusals = facts.recusals;
    status.spreadFlagPoints = spreadFlagPoints;
    status.signatures = facts.signatures;
    if (!facts.freezes.isEmpty()) {
        status.latestFreeze = facts.freezes.last();
        status.frozen = status.latestFreeze->reopenedAt.isEmpty();
    }

    for (const QString& criterion : criterionOrder) {
        CommitteeStatus::Assignment a;
        a.criterionId = criterion;
        a.listed = !facts.assignments.value(criterion).isEmpty();
        a.members = facts.assignedMembers(criterion);
        a.quorum = facts.quorum(criterion);
        status.assignments.append(a);
    }

    for (const CommitteeFacts::Round& round : facts.rounds) {
        RoundStatus r;
        r.round = round;
        for (const CommitteeFacts::RoundCell& cell : facts.roundCells) {
            if (cell.roundId == round.id)
                ++r.cells;
        }
        QList<RoundProgress> progress;
        for (const RoundProgress& p : roundProgress(facts, round.id)) {
            if (seesAllProgress(viewer) || p.memberId == viewer.memberId())
                progress.append(p);
        }
        if (viewer.role() != Viewer::Role::Observer)
            r.progress = progress;
        if (round.sealed())
            r.shortOfQuorum = quorumShortfalls(facts, round.id);
        status.rounds.append(r);
    }

    // The cells worth listing: scored, settled by consensus, or in a round.
    QSet<QString> listed;
    for (const CommitteeFacts::Score& s : facts.scores)
        listed.insert(cellKey(s.candidateId, s.criterionId));
    for (const CommitteeFacts::Consensus& c : facts.consensus)
        listed.insert(cellKey(c.candidateId, c.criterionId));
    for (const CommitteeFacts::RoundCell& c : facts.roundCells)
        listed.insert(cellKey(c.candidateId, c.criterionId));

    for (const QString& candidate : candidateOrder) {
        for (const QString& criterion : criterionOrder) {
            if (!listed.contains(cellKey(candidate, criterion)))
                continue;
            CommitteeCell cell;
            cell.candidateId = candidate;
            cell.criterionId = criterion;
            cell.quorum = facts.quorum(criterion);
            const CommitteeFacts::Round* sealing = facts.sealingRound(candidate, criterion);
            const CommitteeFacts::Round* revealed = facts.revealedRound(candidate, criterion);
            cell.sealed = sealing != nullptr;
            if (sealing)
                cell.roundId = sealing->id;
            else if (revealed)
                cell.roundId = revealed->id;
            QList<double> values;
            for (const CommitteeFacts::Score& s : facts.scores) {
                if (s.candidateId != candidate || s.criterionId != criterion || facts.recused(s.memberId, candidate))
                    continue;
                if (!cell.sealed || (viewer.role() == Viewer::Role::Member && s.memberId == viewer.memberId()))
                    cell.scores.append({s.memberId, s.score});
                values.append(s.score);
            }
            if (!cell.sealed) {
                cell.spread = spreadOf(values, spreadFlagPoints);
                if (const CommitteeFacts::Consensus* c = facts.consensusOf(candidate, criterion))
                    cell.consensus = *c;
                cell.provisional = cell.spread && cell.spread->flagged && !cell.consensus;
            }
            status.cells.append(cell);
        }
    }
    return status;
}

QList<SpreadBar> spreadBars(const CommitteeStatus& status)
{
    QList<SpreadBar> bars;
    for (const CommitteeCell& c : status.cells) {
        if (c.sealed || !c.spread || c.spread->n < 2)
            continue;
        bars.append({c.candidateId, c.criterionId, c.spread->spread, c.spread->stddev, c.spread->flagged,
                     c.consensus.has_value()});
    }
    return bars;
}

QList<RoundProgress> roundProgress(const CommitteeFacts& facts, qint64 roundId)
{
    QList<RoundProgress> progress;
    for (const Member& m : facts.members) {
        if (m.permission != Permission::Observer)
            progress.append({m.id, 0, 0});
    }
    for (const CommitteeFacts::RoundCell& cell : facts.roundCells) {
        if (cell.roundId != roundId)
            continue;
        const QStringList assigned = facts.assignedMembers(cell.criterionId);
        for (RoundProgress& p : progress) {
            if (!assigned.contains(p.memberId) || facts.recused(p.memberId, cell.candidateId))
                continue;
            ++p.assigned;
            for (const CommitteeFacts::Scored& s : facts.scored) {
                if (s.candidateId == cell.candidateId && s.criterionId == cell.criterionId &&
                    s.memberId == p.memberId && s.roundId == roundId)
                    p.scored += s.scores;
            }
        }
    }
    return progress;
}

Result<CommitteeStatus> committeeStatus(const Storage& storage, const Viewer& viewer, double spreadFlagPoints)
{
    // The facts are read whole: the progress of a sealed round counts every member's scores, and the
    // status below hides each sealed value from whoever may not read it (as the read layer does).
    auto facts = ConsensusRepository(storage.unfiltered()).facts();
    if (!facts)
        return facts.error();
    auto candidates = CandidateRepository(storage).all();
    if (!candidates)
        return candidates.error();
    QList<Candidate> ordered = *candidates;
    std::stable_sort(ordered.begin(), ordered.end(), [](const Candidate& a, const Candidate& b) {
        return a.position != b.position ? a.position < b.position : a.id < b.id;
    });
    auto criteria = CriterionRepository(storage).ordered();
    if (!criteria)
        return criteria.error();
    QStringList candidateOrder;
    QStringList criterionOrder;
    QHash<QString, Bilingual> candidateNames;
    QHash<QString, Bilingual> criterionTitles;
    for (const Candidate& c : std::as_const(ordered)) {
        candidateOrder.append(c.id);
        candidateNames.insert(c.id, c.name);
    }
    for (const Criterion& c : std::as_const(*criteria)) {
        if (c.tier != CriterionTier::Bonus)
            continue;
        criterionOrder.append(c.id);
        criterionTitles.insert(c.id, c.title);
    }
    CommitteeStatus status = committeeStatus(*facts, viewer, spreadFlagPoints, candidateOrder, criterionOrder);
    status.candidateNames = candidateNames;
    status.criterionTitles = criterionTitles;
    auto head = AuditRepository(storage).storedHead();
    if (!head)
        return head.error();
    status.chainHead = head->text();
    return status;
}

} // namespace gatebench::committee
