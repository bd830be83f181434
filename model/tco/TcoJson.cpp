// The JSON of `gatebench tco --json` (issue 12). Money as decimal strings in the evaluation's
// currency, rounded to its minor unit; change_pct as a number (percent, 2 places) or null.
#include "tco/TcoEngine.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gatebench::tco {

namespace {

const QString kCurrency = QStringLiteral("currency");        // not storage: a key of gatebench tco --json
const QString kCandidateId = QStringLiteral("candidate_id"); // not storage: a key of gatebench tco --json
const QString kYearsKey = QStringLiteral("years");           // not storage: a key of gatebench tco --json
const QString kCandidates = QStringLiteral("candidates");    // not storage: a key of gatebench tco --json

QJsonValue money(const std::optional<Decimal>& value)
{
    return value ? QJsonValue(value->toString()) : QJsonValue(QJsonValue::Null);
}

QJsonArray perYear(const std::array<std::optional<Decimal>, kYears>& values)
{
    QJsonArray list;
    for (const auto& value : values)
        list.append(money(value));
    return list;
}

} // namespace

QByteArray toJson(const TcoResult& result)
{
    QJsonArray candidates;
    for (const CandidateTco& entry : result.entries) {
        const ScenarioTotals& t = entry.totals;
        QJsonArray years;
        for (const Decimal& year : t.years)
            years.append(year.toString());
        QJsonObject byCategory;
        for (auto it = t.byCategory.cbegin(); it != t.byCategory.cend(); ++it)
            byCategory.insert(it.key(), it.value().toString());
        QJsonArray tornado;
        for (const TornadoBar& bar : entry.tornado)
            tornado.append(QJsonObject{{QStringLiteral("driver"), bar.driverId},
                                       {QStringLiteral("low_total"), bar.low().toString()},
                                       {QStringLiteral("high_total"), bar.high().toString()}});
        QJsonArray flips;
        for (const FlipPoint& flip : entry.flips)
            flips.append(
                QJsonObject{{QStringLiteral("driver"), flip.driverId},
                            {QStringLiteral("change_pct"),
                             flip.changePct ? QJsonValue(flip.changePct->toDouble()) : QJsonValue(QJsonValue::Null)}});
        const QJsonObject unitCosts{{QStringLiteral("per_experiment"), perYear(entry.unitCosts.perExperiment)},
                                    {QStringLiteral("per_model_version"), perYear(entry.unitCosts.perModelVersion)},
                                    {QStringLiteral("per_1000_requests"), perYear(entry.unitCosts.per1000Requests)}};
        candidates.append(QJsonObject{{kCandidateId, t.candidateId},
                                      {QStringLiteral("scenario"), t.scenarioId},
                                      {kYearsKey, years},
                                      {QStringLiteral("total"), t.total.toString()},
                                      {QStringLiteral("by_category"), byCategory},
                                      {QStringLiteral("unit_costs"), unitCosts},
                                      {QStringLiteral("tornado"), tornado},
                                      {QStringLiteral("flip_points"), flips}});
    }
    const QJsonObject root{
        {kCurrency, result.basis.currency},
        {QStringLiteral("tax"), result.basis.taxIncluded ? QStringLiteral("included") : QStringLiteral("excluded")},
        {kCandidates, candidates}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace gatebench::tco
