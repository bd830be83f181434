#include "repositories/RoundRepository.h"
#include "repositories/RowValues.h"

#include "storage/Storage.h"

#include <QHash>

namespace gatebench {

namespace {

using rows::text;

const QString kRounds = QStringLiteral("scoring_rounds");
const QString kCells = QStringLiteral("round_cells");
const QString kScores = QStringLiteral("bonus_scores");
const QString kId = QStringLiteral("id");
const QString kRoundId = QStringLiteral("round_id");
const QString kState = QStringLiteral("state");

constexpr std::pair<RoundState, const char*> kStates[] = {
    {RoundState::Open, "open"}, {RoundState::Closed, "closed"}, {RoundState::Revealed, "revealed"}};

QVariant textOrNull(const QString& value)
{
    return value.isEmpty() ? QVariant() : QVariant(value);
}

Row roundRow(const ScoringRound& round)
{
    return {{kId, round.id},
            {kState, RoundRepository::stateKey(round.state)},
            {QStringLiteral("hide_prices"), round.hidePrices ? 1 : 0},
            {QStringLiteral("deadline"),
             round.deadline.isValid() ? QVariant(round.deadline.toString(Qt::ISODate)) : QVariant()},
            {QStringLiteral("opened_by"), nonNullText(round.openedBy)},
            {QStringLiteral("opened_at"), nonNullText(round.openedAt)},
            {QStringLiteral("closed_by"), textOrNull(round.closedBy)},
            {QStringLiteral("closed_at"), textOrNull(round.closedAt)},
            {QStringLiteral("revealed_by"), textOrNull(round.revealedBy)},
            {QStringLiteral("revealed_at"), textOrNull(round.revealedAt)},
            {QStringLiteral("reveal_reason"), nonNullText(round.revealReason)}};
}

ScoringRound roundOf(const Row& row)
{
    ScoringRound round;
    round.id = row.value(kId).toLongLong();
    round.state = RoundRepository::stateOf(text(row, "state")).value_or(RoundState::Open);
    round.hidePrices = row.value(QStringLiteral("hide_prices")).toInt() != 0;
    round.deadline = QDate::fromString(text(row, "deadline"), Qt::ISODate);
    round.openedBy = text(row, "opened_by");
    round.openedAt = text(row, "opened_at");
    round.closedBy = text(row, "closed_by");
    round.closedAt = text(row, "closed_at");
    round.revealedBy = text(row, "revealed_by");
    round.revealedAt = text(row, "revealed_at");
    round.revealReason = text(row, "reveal_reason");
    return round;
}

} // namespace

QString RoundRepository::stateKey(RoundState state)
{
    return rows::keyOf(kStates, state);
}

std::optional<RoundState> RoundRepository::stateOf(const QString& key)
{
    return rows::valueOf<RoundState>(kStates, key);
}

Result<QList<ScoringRound>> RoundRepository::all() const
{
    QList<ScoringRound> list;
    if (!m_storage.tables().contains(kRounds))
        return list; // a file read as it is at a version before the committee
    auto rounds = m_storage.select(kRounds, {}, {kId});
    if (!rounds)
        return rounds.error();
    QHash<qint64, qsizetype> index;
    for (const Row& row : std::as_const(*rounds)) {
        index.insert(row.value(kId).toLongLong(), list.size());
        list.append(roundOf(row));
    }
    if (list.isEmpty())
        return list;
    auto cells = m_storage.select(kCells);
    if (!cells)
        return cells.error();
    for (const Row& row : std::as_const(*cells)) {
        const auto it = index.constFind(row.value(kRoundId).toLongLong());
        if (it != index.cend())
            list[*it].cells.append({text(row, "candidate_id"), text(row, "criterion_id")});
    }
    return list;
}

Result<std::optional<ScoringRound>> RoundRepository::find(qint64 id) const
{
    auto list = all();
    if (!list)
        return list.error();
    for (const ScoringRound& round : std::as_const(*list)) {
        if (round.id == id)
            return std::optional<ScoringRound>(round);
    }
    return std::optional<ScoringRound>();
}

Result<QList<ScoringRound>> RoundRepository::sealed() const
{
    auto list = all();
    if (!list)
        return list.error();
    QList<ScoringRound> result;
    for (const ScoringRound& round : std::as_const(*list)) {
        if (round.sealed())
            result.append(round);
    }
    return result;
}

Result<std::optional<qint64>> RoundRepository::openRoundCovering(const QString& candidateId,
                                                                 const QString& criterionId) const
{
    auto list = all();
    if (!list)
        return list.error();
    std::optional<qint64> found;
    for (const ScoringRound& round : std::as_const(*list)) {
        if (round.state == RoundState::Open && round.covers(candidateId, criterionId))
            found = round.id;
    }
    return found;
}

Result<qint64> RoundRepository::nextId() const
{
    auto list = all();
    if (!list)
        return list.error();
    return list->isEmpty() ? qint64(1) : list->last().id + 1;
}

ChangeSet RoundRepository::addition(const ScoringRound& round)
{
    ChangeSet changes;
    changes.append(Change::insert(kRounds, {{kId, round.id}}, roundRow(round)));
    for (const RoundCell& cell : round.cells) {
        const Filter key{{kRoundId, round.id},
                         {QStringLiteral("candidate_id"), cell.candidateId},
                         {QStringLiteral("criterion_id"), cell.criterionId}};
        changes.append(Change::insert(kCells, key, key));
    }
    return changes;
}

Change RoundRepository::closing(const ScoringRound& round, const QString& by, const QString& at)
{
    return Change::update(kRounds, {{kId, round.id}},
                          {{kState, stateKey(round.state)},
                           {QStringLiteral("closed_by"), textOrNull(round.closedBy)},
                           {QStringLiteral("closed_at"), textOrNull(round.closedAt)}},
                          {{kState, stateKey(RoundState::Closed)},
                           {QStringLiteral("closed_by"), nonNullText(by)},
                           {QStringLiteral("closed_at"), nonNullText(at)}});
}

Change RoundRepository::revealing(const ScoringRound& round, const QString& by, const QString& at,
                                  const QString& reason)
{
    return Change::update(kRounds, {{kId, round.id}},
                          {{kState, stateKey(round.state)},
                           {QStringLiteral("revealed_by"), textOrNull(round.revealedBy)},
                           {QStringLiteral("revealed_at"), textOrNull(round.revealedAt)},
                           {QStringLiteral("reveal_reason"), nonNullText(round.revealReason)}},
                          {{kState, stateKey(RoundState::Revealed)},
                           {QStringLiteral("revealed_by"), nonNullText(by)},
                           {QStringLiteral("revealed_at"), nonNullText(at)},
                           {QStringLiteral("reveal_reason"), nonNullText(reason)}});
}

Result<void> RoundRepository::stamp(ChangeSet& changes, std::optional<qint64> roundId) const
{
    const QVariant value = roundId ? QVariant(*roundId) : QVariant();
    for (Change& change : changes) {
        if (change.table != kScores || change.op == Change::Op::Remove)
            continue;
        // A score outside every round keeps its rows as they were before rounds existed.
        if (change.op == Change::Op::Insert) {
            if (roundId)
                change.after.insert(kRoundId, value);
            continue;
        }
        auto stored = m_storage.select(kScores, change.key);
        if (!stored)
            return stored.error();
        const QVariant before = stored->isEmpty() ? QVariant() : stored->first().value(kRoundId);
        if (!roundId && isNullValue(before))
            continue;
        change.before.insert(kRoundId, before);
        change.after.insert(kRoundId, value);
    }
    return {};
}

bool RoundRepository::touchedBy(const ChangeEvent& event)
{
    return event.touches(kRounds) || event.touches(kCells);
}

} // namespace gatebench
