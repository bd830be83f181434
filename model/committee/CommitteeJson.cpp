// The JSON of `gatebench committee --json` (README "gatebench committee"). A documented output
// format: it names its keys (some are column names too) and reaches no storage
// (scripts/check-names.sh).
#include "committee/CommitteeStatus.h"

#include <QJsonArray>

#include <cmath>

namespace gatebench::committee {

namespace {

/// Four decimals: enough for a mean or a standard deviation of 0-5 scores, without float noise.
QJsonValue number(double value)
{
    return std::round(value * 10000.0) / 10000.0;
}

QJsonValue text(const QString& value)
{
    return value.isEmpty() ? QJsonValue() : QJsonValue(value);
}

QString roleKey(Viewer::Role role)
{
    switch (role) {
    case Viewer::Role::Chair:
        return QStringLiteral("chair");
    case Viewer::Role::Member:
        return QStringLiteral("member");
    case Viewer::Role::Observer:
        return QStringLiteral("observer");
    case Viewer::Role::Everyone:
        break;
    }
    return QStringLiteral("everyone");
}

QJsonObject consensusJson(const CommitteeFacts::Consensus& c)
{
    return {{QStringLiteral("score"), number(c.score)},
            {QStringLiteral("reason"), c.reason},
            {QStringLiteral("set_by"), c.setBy},
            {QStringLiteral("round"), c.roundId ? QJsonValue(double(*c.roundId)) : QJsonValue()},
            {QStringLiteral("set_at"), c.setAt}};
}

} // namespace

QJsonObject committeeJson(const CommitteeStatus& status)
{
    QJsonArray members;
    for (const Member& m : status.members) {
        QJsonArray recusals;
        for (const CommitteeFacts::Recusal& r : status.recusals) {
            if (r.memberId == m.id)
                recusals.append(QJsonObject{{QStringLiteral("candidate"), r.candidateId},
                                            {QStringLiteral("reason"), r.reason},
                                            {QStringLiteral("declared_at"), r.declaredAt}});
        }
        members.append(QJsonObject{{QStringLiteral("id"), m.id},
                                   {QStringLiteral("name"), m.name},
                                   {QStringLiteral("permission"), permissionKey(m.permission)},
                                   {QStringLiteral("function"), functionKey(m.function)},
                                   {QStringLiteral("recusals"), recusals}});
    }

    QJsonArray assignments;
    for (const CommitteeStatus::Assignment& a : status.assignments)
        assignments.append(QJsonObject{{QStringLiteral("criterion"), a.criterionId},
                                       {QStringLiteral("members"), QJsonArray::fromStringList(a.members)},
                                       {QStringLiteral("default"), !a.listed},
                                       {QStringLiteral("quorum"), a.quorum}});

    QJsonArray rounds;
    for (const RoundStatus& r : status.rounds) {
        QJsonValue progress;
        if (r.progress) {
            QJsonArray list;
            for (const RoundProgress& p : *r.progress)
                list.append(QJsonObject{{QStringLiteral("member"), p.memberId},
                                        {QStringLiteral("scored"), p.scored},
                                        {QStringLiteral("assigned"), p.assigned}});
            progress = list;
        }
        QJsonArray shortfalls;
        for (const QuorumShortfall& s : r.shortOfQuorum)
            shortfalls.append(QJsonObject{{QStringLiteral("candidate"), s.candidateId},
                                          {QStringLiteral("criterion"), s.criterionId},
                                          {QStringLiteral("scores"), s.scores},
                                          {QStringLiteral("quorum"), s.quorum}});
        rounds.append(QJsonObject{{QStringLiteral("id"), double(r.round.id)},
                                  {QStringLiteral("state"), r.round.state},
                                  {QStringLiteral("sealed"), r.round.sealed()},
                                  {QStringLiteral("hide_prices"), r.round.hidePrices},
                                  {QStringLiteral("deadline"), text(r.round.deadline)},
                                  {QStringLiteral("opened_by"), r.round.openedBy},
                                  {QStringLiteral("opened_at"), r.round.openedAt},
                                  {QStringLiteral("closed_at"), text(r.round.closedAt)},
                                  {QStringLiteral("revealed_by"), text(r.round.revealedBy)},
                                  {QStringLiteral("revealed_at"), text(r.round.revealedAt)},
                                  {QStringLiteral("reveal_reason"), text(r.round.revealReason)},
                                  {QStringLiteral("cells"), r.cells},
                                  {QStringLiteral("progress"), progress},
                                  {QStringLiteral("short_of_quorum"), shortfalls}});
    }

    QJsonArray cells;
    for (const CommitteeCell& c : status.cells) {
        QJsonObject cell{{QStringLiteral("candidate"), c.candidateId},
                         {QStringLiteral("criterion"), c.criterionId},
                         {QStringLiteral("round"), c.roundId ? QJsonValue(double(*c.roundId)) : QJsonValue()},
                         {QStringLiteral("sealed"), c.sealed},
                         {QStringLiteral("quorum"), c.quorum}};
        QJsonArray scores;
        for (const auto& [member, score] : c.scores)
            scores.append(QJsonObject{{QStringLiteral("member"), member}, {QStringLiteral("score"), number(score)}});
        // While sealed: a member's own scores only; every figure null.
        cell.insert(QStringLiteral("scores"), scores);
        const bool shown = !c.sealed && c.spread;
        cell.insert(QStringLiteral("n"), shown ? QJsonValue(c.spread->n) : QJsonValue());
        cell.insert(QStringLiteral("mean"), shown ? number(c.spread->mean) : QJsonValue());
        cell.insert(QStringLiteral("spread"), shown ? number(c.spread->spread) : QJsonValue());
        cell.insert(QStringLiteral("stddev"), shown ? number(c.spread->stddev) : QJsonValue());
        cell.insert(QStringLiteral("flagged"), shown ? QJsonValue(c.spread->flagged) : QJsonValue());
        cell.insert(QStringLiteral("consensus"), c.consensus ? QJsonValue(consensusJson(*c.consensus)) : QJsonValue());
        cell.insert(QStringLiteral("provisional"), c.provisional);
        cells.append(cell);
    }

    QJsonArray signatures;
    for (const CommitteeFacts::Signature& s : status.signatures)
        signatures.append(QJsonObject{{QStringLiteral("member"), s.memberId},
                                      {QStringLiteral("choice"), s.choice},
                                      {QStringLiteral("reason"), s.reason},
                                      {QStringLiteral("signed_at"), s.signedAt}});

    QJsonObject freeze{{QStringLiteral("frozen"), status.frozen}};
    if (status.latestFreeze) {
        const CommitteeFacts::Freeze& f = *status.latestFreeze;
        freeze.insert(QStringLiteral("frozen_by"), f.frozenBy);
        freeze.insert(QStringLiteral("frozen_at"), f.frozenAt);
        freeze.insert(QStringLiteral("reason"), f.reason);
        freeze.insert(QStringLiteral("fingerprint"), f.fingerprint);
        freeze.insert(QStringLiteral("chain_head"), f.chainHead);
        freeze.insert(QStringLiteral("reopened_by"), text(f.reopenedBy));
        freeze.insert(QStringLiteral("reopened_at"), text(f.reopenedAt));
        freeze.insert(QStringLiteral("reopen_reason"), text(f.reopenReason));
    }

    return {{QStringLiteral("viewer"), QJsonObject{{QStringLiteral("member"), text(status.viewer.memberId())},
                                                   {QStringLiteral("permission"), roleKey(status.viewer.role())}}},
            {QStringLiteral("members"), members},
            {QStringLiteral("assignments"), assignments},
            {QStringLiteral("rounds"), rounds},
            {QStringLiteral("spread_threshold"), number(status.spreadFlagPoints)},
            {QStringLiteral("cells"), cells},
            {QStringLiteral("signatures"), signatures},
            {QStringLiteral("freeze"), freeze},
            {QStringLiteral("chain_head"), status.chainHead}};
}

} // namespace gatebench::committee
