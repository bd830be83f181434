#include "poc/PocJson.h"

#include "poc/MetricRule.h"

#include <cmath>

namespace gatebench {

namespace {

QJsonValue rounded(const std::optional<double>& value, int decimals)
{
    if (!value)
        return QJsonValue();
    const double scale = std::pow(10.0, decimals);
    const double r = std::round(*value * scale) / scale;
    return r == 0 ? 0.0 : r; // never "-0"
}

QJsonObject percentiles(const PocPercentiles& p)
{
    return {{QStringLiteral("p50"), rounded(p.p50, 3)}, {QStringLiteral("p90"), rounded(p.p90, 3)}};
}

} // namespace

QJsonObject pocJson(const PocAnalysis& analysis)
{
    QJsonArray scenarios;
    for (const PocScenario& s : analysis.scenarios) {
        scenarios.append(QJsonObject{
            {QStringLiteral("id"), s.id}, // not storage: a key of the poc JSON
            {QStringLiteral("names"),
             QJsonObject{{QStringLiteral("zh_CN"), s.title.zh}, {QStringLiteral("en"), s.title.en}}},
            {QStringLiteral("kind"), // not storage: a key of the poc JSON
             s.kind == PocScenarioKind::Drill ? QStringLiteral("fault_drill") : QStringLiteral("standard")}});
    }
    QJsonArray results;
    for (const PocCellMetrics& cell : analysis.cells) {
        QJsonObject o{{QStringLiteral("candidate_id"), cell.candidateId}, // not storage: a key of the poc JSON
                      {QStringLiteral("scenario_id"), cell.scenarioId},   // not storage: a key of the poc JSON
                      {QStringLiteral("runs"), cell.runs},
                      {QStringLiteral("success_rate"), rounded(cell.successRate, 4)},
                      {QStringLiteral("queue_wait_s"), percentiles(cell.queueWait)},
                      {QStringLiteral("time_to_available_s"), percentiles(cell.timeToAvailable)},
                      {QStringLiteral("engineer_steps_median"), rounded(cell.engineerStepsMedian, 3)},
                      {QStringLiteral("manual_interventions"), // not storage: a key of the poc JSON
                       cell.manualInterventions ? QJsonValue(*cell.manualInterventions) : QJsonValue()},
                      {QStringLiteral("recovery_s"), // not storage: a key of the poc JSON
                       cell.recovery.runs > 0 ? QJsonValue(percentiles(cell.recovery)) : QJsonValue()},
                      {QStringLiteral("diagnosed_without_vendor"), rounded(cell.diagnosedWithoutVendor, 4)}};
        results.append(o);
    }
    QJsonArray gaps;
    for (const PocGap& gap : analysis.gaps)
        gaps.append(QJsonObject{{QStringLiteral("candidate_id"), gap.candidateId}, // not storage: a key of the poc JSON
                                {QStringLiteral("scenario_id"), gap.scenarioId},   // not storage: a key of the poc JSON
                                {QStringLiteral("runs"), gap.runs},
                                {QStringLiteral("needed"), gap.needed}});
    QJsonArray metricGates;
    for (const PocMetricGate& gate : analysis.metricGates)
        metricGates.append(metricGateJson(gate.criterionId, gate.candidateId, gate.facts));
    return {{QStringLiteral("scenarios"), scenarios},
            {QStringLiteral("results"), results},
            {QStringLiteral("gaps"), gaps},
            {QStringLiteral("metric_gates"), metricGates}};
}

} // namespace gatebench
