#include "reports/BaselineCharts.h"

#include "baseline/BaselineMetrics.h"
#include "core/Labels.h"
#include "core/NiceAxis.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::BaselineCharts)
};

/// The value axis of `chart` for values up to `largest` (core/NiceAxis.h), 5 % of room beyond it.
template <typename Chart>
void setNiceAxis(Chart& chart, double largest)
{
    const NiceAxis axis = niceAxis(largest, 0.05);
    chart.maximum = axis.maximum;
    chart.tick = axis.tick;
}

double largestOf(const QList<PocBarSeries>& series)
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

std::optional<double> divided(const std::optional<double>& value, double by)
{
    return value ? std::optional<double>(*value / by) : std::nullopt;
}

QString groupName(const GroupNames& names, const QString& key)
{
    const QString name = names.value(key);
    if (!name.isEmpty())
        return name;
    return key.isEmpty() ? Text::tr("(no team)") : key;
}

/// P50 and P90 bars of `groups`, named by `name`.
PocBarChart waitBars(const QList<baseline::GroupMetrics>& groups, const std::function<QString(const QString&)>& name)
{
    double most = 0;
    for (const baseline::GroupMetrics& g : groups)
        most = std::max(most, g.queueWait.p90.value_or(0));
    QString unit;
    const double divisor = waitUnit(most, unit);
    PocBarChart chart;
    PocBarSeries p50{Text::tr("P50"), Text::tr("P50"), 0, false, {}, {}};
    PocBarSeries p90{Text::tr("P90"), Text::tr("P90"), 0, true, {}, {}};
    for (const baseline::GroupMetrics& g : groups) {
        chart.rows.append(g.started > 0 ? name(g.key) : Text::tr("%1 (no started jobs)").arg(name(g.key)));
        p50.values.append(divided(g.queueWait.p50, divisor));
        p90.values.append(divided(g.queueWait.p90, divisor));
    }
    chart.series = {p50, p90};
    chart.unit = unit;
    chart.valueTitle = Text::tr("Queue wait (%1)").arg(unit);
    setNiceAxis(chart, largestOf(chart.series));
    return chart;
}

} // namespace

double waitUnit(double largestSeconds, QString& unit)
{
    if (largestSeconds < 5 * 3600) {
        unit = Text::tr("min");
        return 60;
    }
    unit = Text::tr("h");
    return 3600;
}

WaitCdf baselineWaitCdf(const baseline::JobColumns& jobs, const baseline::BaselineMetrics& metrics,
                        const GroupNames& teamNames, int teams)
{
    // The waits of each team's started jobs submitted inside the window.
    std::vector<std::vector<double>> waits(size_t(jobs.teams.size()));
    for (qsizetype i = 0; i < jobs.size(); ++i) {
        const qint64 submit = jobs.submit[size_t(i)];
        const qint64 start = jobs.start[size_t(i)];
        if (start == baseline::JobColumns::kNone || submit < metrics.window.startUtc || submit >= metrics.window.endUtc)
            continue;
        const qint32 team = jobs.team[size_t(i)];
        if (team >= 0 && size_t(team) < waits.size())
            waits[size_t(team)].push_back(double(std::max<qint64>(0, start - submit)));
    }
    std::vector<size_t> order;
    for (size_t t = 0; t < waits.size(); ++t) {
        if (!waits[t].empty())
            order.push_back(t);
    }
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        if (waits[a].size() != waits[b].size())
            return waits[a].size() > waits[b].size();
        return jobs.teams.at(qsizetype(a)) < jobs.teams.at(qsizetype(b));
    });
    if (order.size() > size_t(std::max(teams, 1)))
        order.resize(size_t(std::max(teams, 1)));

    WaitCdf cdf;
    double axisEnd = 0;
    for (size_t t : order) {
        std::vector<double>& w = waits[t];
        std::sort(w.begin(), w.end());
        // The axis ends at the largest P95: a few very long waits would squash every curve to the left.
        axisEnd = std::max(axisEnd, w[std::min(w.size() - 1, size_t(std::ceil(0.95 * double(w.size())) - 1))]);
    }
    QString unit;
    const double divisor = waitUnit(axisEnd, unit);
    for (size_t t : order) {
        const std::vector<double>& w = waits[t];
        WaitCdfSeries series;
        series.name = groupName(teamNames, jobs.teams.at(qsizetype(t)));
        series.jobs = qint64(w.size());
        const size_t n = w.size();
        const size_t steps = std::min<size_t>(n, 200);
        series.points.append(QPointF(0, 0));
        for (size_t s = 1; s <= steps; ++s) {
            // The s-th of `steps` evenly spaced ranks: the share of jobs that waited at most w[rank].
            const size_t rank = std::max<size_t>(1, (s * n) / steps);
            // Every job with the same wait counts at once.
            size_t last = rank;
            while (last < n && w[last] == w[rank - 1])
                ++last;
            const QPointF point(w[rank - 1] / divisor, 100.0 * double(last) / double(n));
            if (series.points.constLast().x() == point.x())
                series.points.last().setY(point.y());
            else
                series.points.append(point);
        }
        cdf.series.append(series);
    }
    cdf.unit = unit;
    cdf.valueTitle = Text::tr("Queue wait (%1); the axis ends at the largest team P95").arg(unit);
    setNiceAxis(cdf, axisEnd / divisor);
    return cdf;
}

PocBarChart baselineWaitBySlot(const baseline::BaselineMetrics& metrics)
{
    return waitBars(metrics.byTimeSlot, [](const QString& key) {
        for (baseline::TimeSlot slot :
             {baseline::TimeSlot::WeekdayDay, baseline::TimeSlot::WeekdayNight, baseline::TimeSlot::Weekend}) {
            if (baseline::timeSlotKey(slot) == key)
                return baseline::timeSlotName(slot);
        }
        return key;
    });
}

PocBarChart baselineWaitByTeam(const baseline::BaselineMetrics& metrics, const GroupNames& teamNames)
{
    return waitBars(metrics.byTeam, [&teamNames](const QString& key) { return groupName(teamNames, key); });
}

PocBarChart baselineUtilizationByTeam(const baseline::BaselineMetrics& metrics, const GroupNames& teamNames)
{
    PocBarChart chart;
    PocBarSeries allocated{Text::tr("Allocated"), Text::tr("Allocated"), 0, false, {}, {}};
    PocBarSeries active{Text::tr("Active"), Text::tr("Active"), 1, false, {}, {}};
    PocBarSeries effective{Text::tr("Effective"), Text::tr("Effective"), 2, false, {}, {}};
    const auto percent = [](const std::optional<double>& share) {
        return share ? std::optional<double>(*share * 100) : std::nullopt;
    };
    for (const baseline::GroupMetrics& g : metrics.byTeam) {
        chart.rows.append(groupName(teamNames, g.key));
        allocated.values.append(percent(g.utilization.allocated));
        active.values.append(percent(g.utilization.active));
        effective.values.append(percent(g.utilization.effective));
    }
    chart.series = {allocated, active, effective};
    chart.unit = QStringLiteral("%");
    chart.valueTitle =
        metrics.total.utilization.inferred
            ? Text::tr("Share of the cluster's GPU-hours (%); capacity inferred from the peak allocation")
            : Text::tr("Share of the cluster's GPU-hours (%)");
    setNiceAxis(chart, largestOf(chart.series));
    return chart;
}

PocBarChart baselineFailureReasons(const baseline::BaselineMetrics& metrics, int reasons)
{
    PocBarChart chart;
    PocBarSeries jobs{Text::tr("Failed jobs"), QString(), 5, false, {}, {}};
    const auto& all = metrics.total.outcomes.failureReasons;
    qint64 other = 0;
    for (qsizetype i = 0; i < all.size(); ++i) {
        if (i < reasons) {
            chart.rows.append(labels::failureReason(all.at(i).first));
            jobs.values.append(double(all.at(i).second));
        } else {
            other += all.at(i).second;
        }
    }
    if (other > 0) {
        chart.rows.append(Text::tr("Other reasons"));
        jobs.values.append(double(other));
    }
    chart.series = {jobs};
    chart.unit = Text::tr("jobs");
    chart.valueTitle = Text::tr("Jobs");
    setNiceAxis(chart, largestOf(chart.series));
    if (chart.tick < 1) {
        chart.tick = 1;
        chart.maximum = std::max(1.0, std::ceil(chart.maximum));
    }
    return chart;
}

HourOfWeekHeatmap baselineHeatmap(const baseline::BaselineMetrics& metrics)
{
    HourOfWeekHeatmap map;
    map.share = metrics.allocatedByHourOfWeek;
    for (double share : map.share) {
        if (!std::isnan(share))
            map.maximum = std::max(map.maximum, share);
    }
    const QLocale locale;
    for (int day = 1; day <= 7; ++day)
        map.dayNames.append(locale.dayName(day, QLocale::ShortFormat));
    return map;
}

} // namespace gatebench
