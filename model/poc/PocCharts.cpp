#include "poc/PocCharts.h"

#include "core/Labels.h"

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

/// A value axis a little beyond `largest`: ticks a round distance apart (1, 2, 2.5 or 5 times a power
/// of ten), at most six intervals.
void setNiceAxis(PocBarChart& chart, double largest)
{
    const double target = largest > 0 ? largest * 1.1 : 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(target / 6)));
    for (double step : {1.0, 2.0, 2.5, 5.0, 10.0, 20.0}) {
        const double tick = step * magnitude;
        if (std::ceil(target / tick) <= 6) {
            chart.tick = tick;
            chart.maximum = std::ceil(target / tick) * tick;
            return;
        }
    }
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
    PocBarSeries p50{Text::tr("P50"), Text::tr("P50"), 0, false, {}};
    PocBarSeries p90{Text::tr("P90"), Text::tr("P90"), 0, true, {}};
    double most = 0;
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
        if (figures.p90)
            most = std::max(most, *figures.p90);
        if (figures.p50)
            most = std::max(most, *figures.p50);
    }
    const DurationUnit unit = unitFor(most);
    for (PocBarSeries* s : {&p50, &p90}) {
        for (std::optional<double>& v : s->values)
            v = scaled(v, unit.seconds);
    }
    chart.series = {p50, p90};
    chart.unit = unit.brief;
    chart.valueTitle = withUnit(queue ? Text::tr("Queue wait") : Text::tr("Submit to available"), unit.name);
    setNiceAxis(chart, largest(chart.series));
    return chart;
}

PocBarChart pocSuccessChart(const PocAnalysis& analysis, const QString& language)
{
    PocBarChart chart;
    for (int i = 0; i < analysis.candidates.size(); ++i) {
        const QString name = pocCandidateName(analysis, analysis.candidates.at(i).id, language);
        chart.series.append({name, name, i, false, {}});
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
        chart.rows.append(row);
        for (int i = 0; i < values.size(); ++i)
            chart.series[i].values.append(values.at(i));
    }
    chart.unit = QStringLiteral("%");
    chart.valueTitle = withUnit(Text::tr("Success rate"), Text::tr("%, successes / (successes + failures)"));
    chart.maximum = 100;
    chart.tick = 20;
    return chart;
}

PocBarChart pocRecoveryChart(const PocAnalysis& analysis, const QString& language)
{
    PocBarChart chart;
    for (int i = 0; i < analysis.candidates.size(); ++i) {
        const QString name = pocCandidateName(analysis, analysis.candidates.at(i).id, language);
        chart.series.append({Text::tr("%1 P50").arg(name), name, i, false, {}});
        chart.series.append({Text::tr("%1 P90").arg(name), QString(), i, true, {}});
    }
    double most = 0;
    for (const PocScenario& scenario : analysis.scenarios) {
        if (scenario.kind != PocScenarioKind::Drill)
            continue;
        bool any = false;
        QStringList missing;
        QList<std::optional<double>> values;
        for (const PocCandidate& c : analysis.candidates) {
            const PocCellMetrics* cell = analysis.cell(c.id, scenario.id);
            const PocPercentiles none;
            const PocPercentiles& recovery = cell ? cell->recovery : none;
            values.append(recovery.p50);
            values.append(recovery.p90);
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
        chart.rows.append(row);
        for (int i = 0; i < values.size(); ++i)
            chart.series[i].values.append(values.at(i));
    }
    const DurationUnit unit = unitFor(most);
    for (PocBarSeries& s : chart.series) {
        for (std::optional<double>& v : s.values)
            v = scaled(v, unit.seconds);
    }
    chart.unit = unit.brief;
    chart.valueTitle = withUnit(Text::tr("Recovery time"), unit.name);
    setNiceAxis(chart, largest(chart.series));
    return chart;
}

} // namespace gatebench
