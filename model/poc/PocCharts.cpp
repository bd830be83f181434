#include "poc/PocCharts.h"

#include "core/CandidateColours.h"
#include "core/Labels.h"
#include "core/NiceAxis.h"
#include "core/NumberText.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gatebench {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::PocCharts)
};

/// The unit durations are drawn in: seconds up to five minutes, minutes up to five hours, else hours.
struct DurationUnit {
    double seconds = 1;
    QString name;  ///< for the axis title
    QString brief; ///< after a value
};

DurationUnit unitFor(double largestSeconds)
{
    if (largestSeconds < 300)
        return {1, Text::tr("seconds"), Text::tr("s")};
    if (largestSeconds < 5 * 3600)
        return {60, Text::tr("minutes"), Text::tr("min")};
    return {3600, Text::tr("hours"), Text::tr("h")};
}

void setNiceAxis(PocBarChart& chart, double largest)
{
    const NiceAxis axis = niceAxis(largest, 0.1);
    chart.maximum = axis.maximum;
    chart.tick = axis.tick;
}

std::optional<double> scaled(const std::optional<double>& seconds, double unit)
{
    return seconds ? std::optional<double>(*seconds / unit) : std::nullopt;
}

double largest(const QList<PocBarSeries>& series)
{
    double most = 0;
    for (const PocBarSeries& s : series) {
        for (const std::optional<double>& v : s.values) {
            if (v)
                most = std::max(most, *v);
        }
    }
    return most;
}

/// "Queue wait (minutes)" as the language writes it.
QString withUnit(const QString& title, const QString& unit)
{
    return Text::tr("%1 (%2)").arg(title, unit);
}

/// "≤ 15 min" as a gate's threshold reads in the chart's unit.
QString thresholdText(const QString& comparison, double value, const QString& unit)
{
    const QString symbol = comparison == QLatin1String("<=")   ? QStringLiteral("≤")
                           : comparison == QLatin1String(">=") ? QStringLiteral("≥")
                                                               : comparison;
    const QString number = roundedText(value, 1);
    return Text::tr("gate: %1 %2")
        .arg(symbol, unit == QLatin1String("%") ? QString(number + unit) : QString(number + u' ' + unit));
}

/// The metric gates of `analysis` on `metricKeys` of scenario `scenarioId`, one per criterion (the
/// threshold is the criterion's, the same for every candidate).
QList<const PocMetricGate*> gatesOn(const PocAnalysis& analysis, const QString& scenarioId,
                                    const QStringList& metricKeys)
{
    QList<const PocMetricGate*> gates;
    for (const PocMetricGate& gate : analysis.metricGates) {
        if (gate.facts.ruleError.isEmpty() && gate.facts.scenarioId == scenarioId &&
            metricKeys.contains(gate.facts.metricKey))
            gates.append(&gate);
    }
    return gates;
}

/// Adds the threshold of each criterion among `gates` at `row` (-1: every row), in axis units
/// (`perUnit` axis units per stored unit).
void addThresholds(PocBarChart& chart, const QList<const PocMetricGate*>& gates, int row, double perUnit)
{
    QStringList done;
    for (const PocMetricGate* gate : gates) {
        if (done.contains(gate->criterionId))
            continue;
        done.append(gate->criterionId);
        const double value = gate->facts.threshold * perUnit;
        chart.thresholds.append({row, value, thresholdText(gate->facts.comparison, value, chart.unit)});
    }
}

/// "1 / 3 runs" when the gate of `candidateId` among `gates` on `metricKey` rests on fewer runs than
/// it needs; empty otherwise.
QString runsMark(const QList<const PocMetricGate*>& gates, const QString& candidateId, const QString& metricKey)
{
    for (const PocMetricGate* gate : gates) {
        if (gate->candidateId == candidateId && gate->facts.metricKey == metricKey &&
            gate->facts.runs < gate->facts.needed)
            return Text::tr("%1 / %2 runs").arg(gate->facts.runs).arg(gate->facts.needed);
    }
    return {};
}

double largestThreshold(const PocBarChart& chart)
{
    double most = 0;
    for (const PocBarThreshold& t : chart.thresholds)
        most = std::max(most, t.value);
    return most;
}

} // namespace

QString pocCandidateName(const PocAnalysis& analysis, const QString& id, const QString& language)
{
    const PocCandidate* c = analysis.candidate(id);
    const QString name = c ? shownIn(c->name.zh, c->name.en, language) : QString();
    return name.isEmpty() ? id : name;
}

QString pocScenarioName(const PocAnalysis& analysis, const QString& id, const QString& language)
{
    const PocScenario* s = analysis.scenario(id);
    const QString title = s ? shownIn(s->title.zh, s->title.en, language) : QString();
    return title.isEmpty() ? id : title;
}

PocBarChart pocTimeChart(const PocAnalysis& analysis, const QString& scenarioId, PocTimeMetric metric,
                         const QString& language)
{
    PocBarChart chart;
    const bool queue = metric == PocTimeMetric::QueueWait;
    const QString p50Key = pocMetricKey(queue ? PocMetric::QueueWaitP50 : PocMetric::TimeToAvailableP50);
    const QString p90Key = pocMetricKey(queue ? PocMetric::QueueWaitP90 : PocMetric::TimeToAvailableP90);
    const QList<const PocMetricGate*> gates = gatesOn(analysis, scenarioId, {p50Key, p90Key});
    PocBarSeries p50{Text::tr("P50"), Text::tr("P50"), 0, false, {}, {}};
    PocBarSeries p90{Text::tr("P90"), Text::tr("P90"), 0, true, {}, {}};
    double most = 0;
    bool measured = false; // a figure above 0: a drill without a queue records 0 in every run
    for (const PocCandidate& c : analysis.candidates) {
        const PocCellMetrics* cell = analysis.cell(c.id, scenarioId);
        const PocPercentiles none;
        const PocPercentiles& figures = cell ? (queue ? cell->queueWait : cell->timeToAvailable) : none;
        QString row = pocCandidateName(analysis, c.id, language);
        if (!cell)
            row = Text::tr("%1 — no runs").arg(row);
        else if (figures.runs == 0)
            row = Text::tr("%1 — not measured").arg(row);
        else
            row = Text::tr("%1 — %n run(s)", nullptr, figures.runs).arg(row);
        chart.rows.append(row);
        p50.values.append(figures.p50);
        p90.values.append(figures.p90);
        p50.marks.append(runsMark(gates, c.id, p50Key));
        p90.marks.append(runsMark(gates, c.id, p90Key));
        most = std::max({most, figures.p50.value_or(0), figures.p90.value_or(0)});
        measured = measured || figures.p50.value_or(0) > 0 || figures.p90.value_or(0) > 0;
    }
    const PocScenario* scenario = analysis.scenario(scenarioId);
    if (!measured) {
        const bool drill = scenario && scenario->kind == PocScenarioKind::Drill;
        chart.note = queue ? (drill ? Text::tr("No run of this fault drill measured a queue wait: nothing to draw.")
                                    : Text::tr("No run of this scenario measured a queue wait: nothing to draw."))
                           : (drill ? Text::tr("No run of this fault drill measured the time from submit to "
                                               "available: nothing to draw.")
                                    : Text::tr("No run of this scenario measured the time from submit to "
                                               "available: nothing to draw."));
        for (PocBarSeries* s : {&p50, &p90}) {
            for (std::optional<double>& v : s->values)
                v = std::nullopt;
        }
    }
    for (const PocMetricGate* gate : gates)
        most = std::max(most, gate->facts.threshold);
    const DurationUnit unit = unitFor(most);
    for (PocBarSeries* s : {&p50, &p90}) {
        for (std::optional<double>& v : s->values)
            v = scaled(v, unit.seconds);
    }
    chart.series = {p50, p90};
    chart.unit = unit.brief;
    chart.valueTitle = withUnit(queue ? Text::tr("Queue wait") : Text::tr("Submit to available"), unit.name);
    addThresholds(chart, gates, -1, 1 / unit.seconds);
    setNiceAxis(chart, std::max(largest(chart.series), largestThreshold(chart)));
    return chart;
}

PocBarChart pocSuccessChart(const PocAnalysis& analysis, const QString& language)
{
    PocBarChart chart;
    chart.unit = QStringLiteral("%");
    const QString key = pocMetricKey(PocMetric::SuccessRate);
    for (int i = 0; i < analysis.candidates.size(); ++i) {
        const QString id = analysis.candidates.at(i).id;
        const QString name = pocCandidateName(analysis, id, language);
        chart.series.append({name, name, candidateColourSlot(id), false, {}, {}});
    }
    for (const PocScenario& scenario : analysis.scenarios) {
        bool any = false;
        QStringList missing;
        QList<std::optional<double>> values;
        for (const PocCandidate& c : analysis.candidates) {
            const PocCellMetrics* cell = analysis.cell(c.id, scenario.id);
            if (cell && cell->successRate) {
                any = true;
                values.append(*cell->successRate * 100);
            } else {
                values.append(std::nullopt);
                missing.append(pocCandidateName(analysis, c.id, language));
            }
        }
        if (!any)
            continue;
        QString row = pocScenarioName(analysis, scenario.id, language);
        if (!missing.isEmpty())
            row = Text::tr("%1 — no result: %2").arg(row, missing.join(listSeparator(language)));
        const QList<const PocMetricGate*> gates = gatesOn(analysis, scenario.id, {key});
        addThresholds(chart, gates, int(chart.rows.size()), 100);
        chart.rows.append(row);
        for (int i = 0; i < values.size(); ++i) {
            chart.series[i].values.append(values.at(i));
            chart.series[i].marks.append(runsMark(gates, analysis.candidates.at(i).id, key));
        }
    }
    chart.valueTitle = withUnit(Text::tr("Success rate"), Text::tr("%, successes / (successes + failures)"));
    chart.maximum = 100;
    chart.tick = 20;
    return chart;
}

PocBarChart pocRecoveryChart(const PocAnalysis& analysis, const QString& language)
{
    PocBarChart chart;
    const QString p50Key = pocMetricKey(PocMetric::RecoveryP50);
    const QString p90Key = pocMetricKey(PocMetric::RecoveryP90);
    for (int i = 0; i < analysis.candidates.size(); ++i) {
        const QString id = analysis.candidates.at(i).id;
        const QString name = pocCandidateName(analysis, id, language);
        chart.series.append({Text::tr("%1 P50").arg(name), name, candidateColourSlot(id), false, {}, {}});
        chart.series.append({Text::tr("%1 P90").arg(name), QString(), candidateColourSlot(id), true, {}, {}});
    }
    double most = 0;
    struct GateRow {
        int row;
        QList<const PocMetricGate*> gates;
    };
    QList<GateRow> gateRows;
    for (const PocScenario& scenario : analysis.scenarios) {
        if (scenario.kind != PocScenarioKind::Drill)
            continue;
        bool any = false;
        QStringList missing;
        QList<std::optional<double>> values;
        QStringList marks;
        const QList<const PocMetricGate*> gates = gatesOn(analysis, scenario.id, {p50Key, p90Key});
        for (const PocCandidate& c : analysis.candidates) {
            const PocCellMetrics* cell = analysis.cell(c.id, scenario.id);
            const PocPercentiles none;
            const PocPercentiles& recovery = cell ? cell->recovery : none;
            values.append(recovery.p50);
            values.append(recovery.p90);
            marks.append(runsMark(gates, c.id, p50Key));
            marks.append(runsMark(gates, c.id, p90Key));
            if (recovery.runs > 0) {
                any = true;
                most = std::max({most, recovery.p50.value_or(0), recovery.p90.value_or(0)});
            } else {
                missing.append(pocCandidateName(analysis, c.id, language));
            }
        }
        if (!any)
            continue;
        QString row = pocScenarioName(analysis, scenario.id, language);
        if (!missing.isEmpty())
            row = Text::tr("%1 — no recovery recorded: %2").arg(row, missing.join(listSeparator(language)));
        if (!gates.isEmpty())
            gateRows.append({int(chart.rows.size()), gates});
        for (const PocMetricGate* gate : gates)
            most = std::max(most, gate->facts.threshold);
        chart.rows.append(row);
        for (int i = 0; i < values.size(); ++i) {
            chart.series[i].values.append(values.at(i));
            chart.series[i].marks.append(marks.at(i));
        }
    }
    const DurationUnit unit = unitFor(most);
    for (PocBarSeries& s : chart.series) {
        for (std::optional<double>& v : s.values)
            v = scaled(v, unit.seconds);
    }
    chart.unit = unit.brief;
    chart.valueTitle = withUnit(Text::tr("Recovery time"), unit.name);
    for (const GateRow& g : std::as_const(gateRows))
        addThresholds(chart, g.gates, g.row, 1 / unit.seconds);
    setNiceAxis(chart, std::max(largest(chart.series), largestThreshold(chart)));
    return chart;
}

} // namespace gatebench
