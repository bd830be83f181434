#include "repositories/ConsensusRepository.h"
#include "repositories/MemberRepository.h"
#include "repositories/RowValues.h"

#include "storage/Storage.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gatebench {

namespace {

using rows::text;

const QString kReviewers = QStringLiteral("reviewers");
const QString kAssignments = QStringLiteral("scoring_assignments");
const QString kQuorums = QStringLiteral("scoring_quorums");
const QString kRecusals = QStringLiteral("recusals");
const QString kRounds = QStringLiteral("scoring_rounds");
const QString kRoundCells = QStringLiteral("round_cells");
const QString kScores = QStringLiteral("bonus_scores");
const QString kConsensus = QStringLiteral("consensus_scores");
const QString kSignatures = QStringLiteral("signatures");
const QString kFreezes = QStringLiteral("decision_freezes");
/// A server's count of the scores per round, cell and member (postgresRoles::serverTables()).
const QString kRoundScored = QStringLiteral("round_scored");

const QString kCandidate = QStringLiteral("candidate_id");
const QString kCriterion = QStringLiteral("criterion_id");
const QString kMember = QStringLiteral("member_id");
const QString kRound = QStringLiteral("round_id");
const QString kId = QStringLiteral("id");

bool has(const Storage& storage, const QString& table)
{
    return storage.tables().contains(table);
}

std::optional<qint64> optionalId(const QVariant& value)
{
    return isNullValue(value) ? std::nullopt : std::optional<qint64>(value.toLongLong());
}

Row consensusRow(const CommitteeFacts::Consensus& c)
{
    return {{kCandidate, c.candidateId},
            {kCriterion, c.criterionId},
            {QStringLiteral("score"), c.score},
            {QStringLiteral("reason"), nonNullText(c.reason)},
            {QStringLiteral("set_by"), nonNullText(c.setBy)},
            {kRound, c.roundId ? QVariant(*c.roundId) : QVariant()},
            {QStringLiteral("set_at"), nonNullText(c.setAt)}};
}

QString compact(const QJsonObject& object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

} // namespace

Result<QList<CommitteeFacts::Consensus>> ConsensusRepository::consensusScores() const
{
    QList<CommitteeFacts::Consensus> list;
    if (!has(m_storage, kConsensus))
        return list;
    auto rows = m_storage.select(kConsensus, {}, {kCandidate, kCriterion});
    if (!rows)
        return rows.error();
    for (const Row& row : std::as_const(*rows))
        list.append({text(row, "candidate_id"), text(row, "criterion_id"),
                     row.value(QStringLiteral("score")).toDouble(), text(row, "reason"), text(row, "set_by"),
                     optionalId(row.value(kRound)), text(row, "set_at")});
    return list;
}

Result<QList<CommitteeFacts::Recusal>> ConsensusRepository::recusals() const
{
    QList<CommitteeFacts::Recusal> list;
    if (!has(m_storage, kRecusals))
        return list;
    auto rows = m_storage.select(kRecusals, {}, {kMember, kCandidate});
    if (!rows)
        return rows.error();
    for (const Row& row : std::as_const(*rows))
        list.append({text(row, "member_id"), text(row, "candidate_id"), text(row, "reason"), text(row, "declared_at")});
    return list;
}

Result<CommitteeFacts> ConsensusRepository::facts() const
{
    CommitteeFacts facts;
    {
        auto members = MemberRepository(m_storage).members();
        if (!members)
            return members.error();
        facts.members = std::move(members).value();
    }
    if (has(m_storage, kAssignments)) {
        auto rows = m_storage.select(kAssignments, {}, {kCriterion, kMember});
        if (!rows)
            return rows.error();
        for (const Row& row : std::as_const(*rows))
            facts.assignments[text(row, "criterion_id")].append(text(row, "member_id"));
    }
    if (has(m_storage, kQuorums)) {
        auto rows = m_storage.select(kQuorums, {}, {kCriterion});
        if (!rows)
            return rows.error();
        for (const Row& row : std::as_const(*rows))
            facts.quorums.insert(text(row, "criterion_id"), row.value(QStringLiteral("quorum")).toInt());
    }
    auto recused = recusals();
    if (!recused)
        return recused.error();
    facts.recusals = *recused;
    if (has(m_storage, kRounds)) {
        auto rows = m_storage.select(kRounds, {}, {kId});
        if (!rows)
            return rows.error();
        for (const Row& row : std::as_const(*rows)) {
            CommitteeFacts::Round r;
            r.id = row.value(kId).toLongLong();
            r.state = text(row, "state");
            r.hidePrices = row.value(QStringLiteral("hide_prices")).toInt() != 0;
            r.deadline = text(row, "deadline");
            r.openedBy = text(row, "opened_by");
            r.openedAt = text(row, "opened_at");
            r.closedBy = text(row, "closed_by");
            r.closedAt = text(row, "closed_at");
            r.revealedBy = text(row, "revealed_by");
            r.revealedAt = text(row, "revealed_at");
            r.revealReason = text(row, "reveal_reason");
            facts.rounds.append(r);
        }
    }
    if (has(m_storage, kRoundCells)) {
        auto rows = m_storage.select(kRoundCells, {}, {kRound, kCandidate, kCriterion});
        if (!rows)
            return rows.error();
        for (const Row& row : std::as_const(*rows))
            facts.roundCells.append(
                {row.value(kRound).toLongLong(), text(row, "candidate_id"), text(row, "criterion_id")});
    }
    {
        auto rows = m_storage.select(kScores, {}, {kCandidate, kCriterion, QStringLiteral("reviewer_id")});
        if (!rows)
            return rows.error();
        const bool rounds = m_storage.columns(kScores).contains(kRound);
        for (const Row& row : std::as_const(*rows))
            facts.scores.append({text(row, "candidate_id"), text(row, "criterion_id"), text(row, "reviewer_id"),
                                 row.value(QStringLiteral("score")).toDouble(),
                                 rounds ? optionalId(row.value(kRound)) : std::nullopt});
    }
    if (!m_storage.columns(kRoundScored).isEmpty()) {
        // A server under its roles: every member's counts, whichever scores this role reads.
        auto rows = m_storage.select(kRoundScored, {}, {kRound, kCandidate, kCriterion, kMember});
        if (!rows)
            return rows.error();
        for (const Row& row : std::as_const(*rows))
            facts.scored.append({row.value(kRound).toLongLong(), text(row, "candidate_id"), text(row, "criterion_id"),
                                 text(row, "member_id"), row.value(QStringLiteral("scores")).toInt()});
    } else {
        for (const CommitteeFacts::Score& s : std::as_const(facts.scores)) {
            if (s.roundId)
                facts.scored.append({*s.roundId, s.candidateId, s.criterionId, s.memberId, 1});
        }
    }
    auto consensus = consensusScores();
    if (!consensus)
        return consensus.error();
    facts.consensus = *consensus;
    if (has(m_storage, kSignatures)) {
        auto rows = m_storage.select(kSignatures, {}, {kMember});
        if (!rows)
            return rows.error();
        for (const Row& row : std::as_const(*rows))
            facts.signatures.append({text(row, "member_id"), text(row, "choice"), text(row, "reason"),
                                     text(row, "signed_at"), text(row, "fingerprint")});
    }
    if (has(m_storage, kFreezes)) {
        auto rows = m_storage.select(kFreezes, {}, {kId});
        if (!rows)
            return rows.error();
        for (const Row& row : std::as_const(*rows))
            facts.freezes.append({row.value(kId).toLongLong(), text(row, "frozen_by"), text(row, "frozen_at"),
                                  text(row, "reason"), text(row, "fingerprint"), text(row, "chain_head"),
                                  text(row, "reopened_by"), text(row, "reopened_at"), text(row, "reopen_reason")});
    }
    return facts;
}

std::optional<Change> ConsensusRepository::consensusChange(const QString& candidateId, const QString& criterionId,
                                                           const std::optional<CommitteeFacts::Consensus>& stored,
                                                           const std::optional<CommitteeFacts::Consensus>& wanted)
{
    const Filter key{{kCandidate, candidateId}, {kCriterion, criterionId}};
    if (!stored && !wanted)
        return std::nullopt;
    if (!stored)
        return Change::insert(kConsensus, key, consensusRow(*wanted));
    if (!wanted)
        return Change::remove(kConsensus, key, consensusRow(*stored));
    Row before = consensusRow(*stored);
    Row after = consensusRow(*wanted);
    before.remove(kCandidate);
    before.remove(kCriterion);
    after.remove(kCandidate);
    after.remove(kCriterion);
    ChangeSet update = rows::updateTo(kConsensus, key, before, after);
    if (update.isEmpty())
        return std::nullopt;
    return update.first();
}

Change ConsensusRepository::revealChange(const CommitteeFacts::Round& round, const QString& by, const QString& at,
                                         const QString& reason)
{
    const auto nullable = [](const QString& text) { return text.isEmpty() ? QVariant() : QVariant(text); };
    return Change::update(kRounds, {{kId, round.id}},
                          {{QStringLiteral("state"), round.state},
                           {QStringLiteral("revealed_by"), nullable(round.revealedBy)},
                           {QStringLiteral("revealed_at"), nullable(round.revealedAt)},
                           {QStringLiteral("reveal_reason"), nonNullText(round.revealReason)}},
                          {{QStringLiteral("state"), QStringLiteral("revealed")},
                           {QStringLiteral("revealed_by"), by},
                           {QStringLiteral("revealed_at"), at},
                           {QStringLiteral("reveal_reason"), nonNullText(reason)}});
}

AuditAct ConsensusRepository::consensusAct(const QString& candidateId, const QString& criterionId,
                                           const std::optional<double>& before, const std::optional<double>& after,
                                           const QString& reason)
{
    const auto value = [](const std::optional<double>& v) { return v ? QVariant(*v) : QVariant(); };
    return {QStringLiteral("consensus"),
            QStringLiteral("consensus_score"),
            candidateId + u'/' + criterionId,
            QStringLiteral("score"),
            value(before),
            value(after),
            compact(QJsonObject{{QStringLiteral("reason"), reason}})};
}

AuditAct ConsensusRepository::revealAct(qint64 roundId, const QString& stateBefore, const QString& reason,
                                        const QStringList& shortCells)
{
    return {QStringLiteral("reveal"),
            QStringLiteral("round"),
            QString::number(roundId),
            QStringLiteral("state"),
            stateBefore,
            QStringLiteral("revealed"),
            compact(QJsonObject{{QStringLiteral("reason"), reason},
                                {QStringLiteral("short_of_quorum"), QJsonArray::fromStringList(shortCells)}})};
}

bool ConsensusRepository::touchedBy(const ChangeEvent& event)
{
    for (const QString& table :
         {kReviewers, kAssignments, kQuorums, kRecusals, kRounds, kRoundCells, kScores, kConsensus, kSignatures,
          kFreezes, QStringLiteral("workspace_settings"), QStringLiteral("candidates"), QStringLiteral("criteria")}) {
        if (event.touches(table))
            return true;
    }
    return false;
}

} // namespace gatebench
