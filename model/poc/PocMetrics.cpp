#include "poc/PocMetrics.h"

#include "core/NumberText.h"
#include "core/Percentile.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <utility>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::PocMetrics)
};

struct MetricRow {
    PocMetric metric;
    const char* key;
    const char* label;
    bool duration;
};

const MetricRow kMetrics[] = {
    {PocMetric::Runs, "runs", QT_TRANSLATE_NOOP("gatebench::PocMetrics", "Runs"), false},
    {PocMetric::SuccessRate, "success_rate", QT_TRANSLATE_NOOP("gatebench::PocMetrics", "Success rate"), false},
    {PocMetric::QueueWaitP50, "queue_wait_p50_s", QT_TRANSLATE_NOOP("gatebench::PocMetrics", "P50 queue wait"), true},
    {PocMetric::QueueWaitP90, "queue_wait_p90_s", QT_TRANSLATE_NOOP("gatebench::PocMetrics", "P90 queue wait"), true},
    {PocMetric::TimeToAvailableP50, "time_to_available_p50_s",
     QT_TRANSLATE_NOOP("gatebench::PocMetrics", "P50 submit-to-available time"), true},
    {PocMetric::TimeToAvailableP90, "time_to_available_p90_s",
     QT_TRANSLATE_NOOP("gatebench::PocMetrics", "P90 submit-to-available time"), true},
    {PocMetric::EngineerStepsMedian, "engineer_steps_median",
     QT_TRANSLATE_NOOP("gatebench::PocMetrics", "Median engineer operation steps"), false},
    {PocMetric::ManualInterventions, "manual_interventions", // not storage: a metric key of metric rules
     QT_TRANSLATE_NOOP("gatebench::PocMetrics", "Manual interventions"), false},
    {PocMetric::RecoveryP50, "recovery_p50_s", QT_TRANSLATE_NOOP("gatebench::PocMetrics", "P50 recovery time"), true},
    {PocMetric::RecoveryP90, "recovery_p90_s", QT_TRANSLATE_NOOP("gatebench::PocMetrics", "P90 recovery time"), true},
    {PocMetric::DiagnosedWithoutVendor, "diagnosed_without_vendor",
     QT_TRANSLATE_NOOP("gatebench::PocMetrics", "Share diagnosed without the vendor"), false},
};

const MetricRow* rowOf(PocMetric metric)
{
    for (const MetricRow& row : kMetrics) {
        if (row.metric == metric)
            return &row;
    }
    return nullptr;
}

PocPercentiles percentiles(const QList<double>& values)
{
    return {percentile(values, 50), percentile(values, 90), int(values.size())};
}

QString cellKey(const QString& candidate, const QString& scenario)
{
    return candidate + u'\n' + scenario;
}

} // namespace

QString pocMetricKey(PocMetric metric)
{
    const MetricRow* row = rowOf(metric);
    return row ? QString::fromLatin1(row->key) : QString();
}

std::optional<PocMetric> pocMetricFromKey(const QString& key)
{
    for (const MetricRow& row : kMetrics) {
        if (key == QLatin1String(row.key))
            return row.metric;
    }
    return std::nullopt;
}

QList<PocMetric> pocMetrics()
{
    QList<PocMetric> list;
    for (const MetricRow& row : kMetrics)
        list.append(row.metric);
    return list;
}

QString pocMetricLabel(PocMetric metric)
{
    const MetricRow* row = rowOf(metric);
    return row ? Text::tr(row->label) : QString();
}

bool isDurationMetric(PocMetric metric)
{
    const MetricRow* row = rowOf(metric);
    return row && row->duration;
}

QString pocDurationText(double seconds)
{
    if (seconds < 100)
        return Text::tr("%1 s").arg(roundedText(seconds, 1));
    if (seconds < 100 * 60)
        return Text::tr("%1 min").arg(roundedText(seconds / 60, 1));
    return Text::tr("%1 h").arg(roundedText(seconds / 3600, 1));
}

QString pocFigureText(PocMetric metric, const std::optional<double>& value)
{
    if (!value)
        return QStringLiteral("—");
    if (isDurationMetric(metric))
        return pocDurationText(*value);
    switch (metric) {
    case PocMetric::SuccessRate:
    case PocMetric::DiagnosedWithoutVendor:
        return Text::tr("%1%").arg(roundedText(*value * 100, 1));
    default:
        break;
    }
    return roundedText(*value, 1);
}

PocFigure PocCellMetrics::figure(PocMetric metric) const
{
    switch (metric) {
    case PocMetric::Runs:
        return {double(runs), runs};
    case PocMetric::SuccessRate:
        return {successRate, successes + failures};
    case PocMetric::QueueWaitP50:
        return {queueWait.p50, queueWait.runs};
    case PocMetric::QueueWaitP90:
        return {queueWait.p90, queueWait.runs};
    case PocMetric::TimeToAvailableP50:
        return {timeToAvailable.p50, timeToAvailable.runs};
    case PocMetric::TimeToAvailableP90:
        return {timeToAvailable.p90, timeToAvailable.runs};
    case PocMetric::EngineerStepsMedian:
        return {engineerStepsMedian, engineerStepsRuns};
    case PocMetric::ManualInterventions:
        return {manualInterventions ? std::optional<double>(*manualInterventions) : std::nullopt,
                manualInterventionRuns};
    case PocMetric::RecoveryP50:
        return {recovery.p50, recovery.runs};
    case PocMetric::RecoveryP90:
        return {recovery.p90, recovery.runs};
    case PocMetric::DiagnosedWithoutVendor:
        return {diagnosedWithoutVendor, diagnosedRuns};
    }
    return {};
}

PocCellMetrics pocCellMetrics(const QString& candidateId, const QString& scenarioId, const QList<PocRun>& runs)
{
    PocCellMetrics cell;
    cell.candidateId = candidateId;
    cell.scenarioId = scenarioId;
    QList<double> queue;
    QList<double> available;
    QList<double> steps;
    QList<double> recovery;
    int interventions = 0;
    int diagnosed = 0;
    double gpuHours = 0;
    bool anyGpuHours = false;
    for (const PocRun& run : runs) {
        if (run.candidateId != candidateId || run.scenarioId != scenarioId)
            continue;
        ++cell.runs;
        cell.runIds.append(run.id);
        if (run.outcome) {
            switch (*run.outcome) {
            case PocOutcome::Success:
                ++cell.successes;
                break;
            case PocOutcome::Failure:
                ++cell.failures;
                break;
            case PocOutcome::Cancelled:
                ++cell.cancelled;
                break;
            }
        }
        if (run.queueSeconds)
            queue.append(*run.queueSeconds);
        if (run.submitToAvailableSeconds)
            available.append(*run.submitToAvailableSeconds);
        if (run.operationSteps)
            steps.append(double(*run.operationSteps));
        if (run.manualInterventions) {
            interventions += *run.manualInterventions;
            ++cell.manualInterventionRuns;
        }
        if (run.recoverySeconds)
            recovery.append(*run.recoverySeconds);
        if (run.selfDiagnosed) {
            ++cell.diagnosedRuns;
            diagnosed += *run.selfDiagnosed ? 1 : 0;
        }
        if (run.gpuHours) {
            gpuHours += *run.gpuHours;
            anyGpuHours = true;
        }
    }
    if (cell.successes + cell.failures > 0)
        cell.successRate = double(cell.successes) / double(cell.successes + cell.failures);
    cell.queueWait = percentiles(queue);
    cell.timeToAvailable = percentiles(available);
    cell.engineerStepsMedian = median(steps);
    cell.engineerStepsRuns = int(steps.size());
    if (cell.manualInterventionRuns > 0)
        cell.manualInterventions = interventions;
    cell.recovery = percentiles(recovery);
    if (cell.diagnosedRuns > 0)
        cell.diagnosedWithoutVendor = double(diagnosed) / double(cell.diagnosedRuns);
    if (anyGpuHours)
        cell.gpuHours = gpuHours;
    return cell;
}

QList<PocCellMetrics> pocMetricsByCell(const QList<PocRun>& runs, const QList<PocScenario>& scenarios,
                                       const QStringList& candidateOrder)
{
    // The runs of each cell, gathered once.
    QHash<QString, QList<PocRun>> byCell;
    QStringList candidates = candidateOrder;
    QStringList extraCandidates;
    QStringList scenarioOrder;
    for (const PocScenario& s : scenarios)
        scenarioOrder.append(s.id);
    QStringList extraScenarios;
    for (const PocRun& run : runs) {
        byCell[cellKey(run.candidateId, run.scenarioId)].append(run);
        if (!candidates.contains(run.candidateId) && !extraCandidates.contains(run.candidateId))
            extraCandidates.append(run.candidateId);
        if (!scenarioOrder.contains(run.scenarioId) && !extraScenarios.contains(run.scenarioId))
            extraScenarios.append(run.scenarioId);
    }
    std::sort(extraCandidates.begin(), extraCandidates.end());
    std::sort(extraScenarios.begin(), extraScenarios.end());
    candidates.append(extraCandidates);
    scenarioOrder.append(extraScenarios);
    QList<PocCellMetrics> cells;
    for (const QString& candidate : std::as_const(candidates)) {
        for (const QString& scenario : std::as_const(scenarioOrder)) {
            const auto it = byCell.constFind(cellKey(candidate, scenario));
            if (it != byCell.cend())
                cells.append(pocCellMetrics(candidate, scenario, *it));
        }
    }
    return cells;
}

QList<PocGap> sameWorkloadGaps(const QList<PocScenario>& scenarios, const QStringList& compared,
                               const QList<PocRun>& runs)
{
    QHash<QString, int> counts;
    QSet<QString> ranByAny;
    for (const PocRun& run : runs) {
        if (!compared.contains(run.candidateId))
            continue;
        counts[cellKey(run.candidateId, run.scenarioId)] += 1;
        ranByAny.insert(run.scenarioId);
    }
    QList<PocGap> gaps;
    for (const QString& candidate : compared) {
        for (const PocScenario& scenario : scenarios) {
            if (scenario.minRuns <= 0 && !ranByAny.contains(scenario.id))
                continue;
            const int needed = std::max(scenario.minRuns, 1);
            const int ran = counts.value(cellKey(candidate, scenario.id));
            if (ran < needed)
                gaps.append({candidate, scenario.id, ran, needed});
        }
    }
    return gaps;
}

} // namespace gatebench
