#pragma once
// What the Baseline page draws, as plain values in the reader's language (views/charts draws them
// with Qt Charts): queue-wait distributions per team, P50/P90 bars, utilizations side by side, the
// failure reasons and the hour-of-week heatmap. Computed from the baseline's figures
// (model/baseline/BaselineMetrics.h) and, for the distributions, from its job columns.

#include "poc/PocCharts.h"

#include <QHash>
#include <QList>
#include <QPointF>
#include <QString>

#include <array>

namespace gatebench {

namespace baseline {
struct BaselineMetrics;
struct JobColumns;
} // namespace baseline

/// One team's queue-wait distribution: the share of its started jobs (0-100 %) that waited at most x.
struct WaitCdfSeries {
    QString name;
    qint64 jobs = 0;
    QList<QPointF> points; ///< x in `WaitCdf::unit`, y in %; rising in both
};

/// The queue-wait distributions (CDF) of the teams with the most jobs, and the axis they share.
struct WaitCdf {
    QList<WaitCdfSeries> series;
    QString valueTitle; ///< the wait axis's title, with its unit
    QString unit;       ///< "min" or "h"
    double maximum = 1; ///< the wait axis's end (the largest team P95, rounded up)
    double tick = 0.2;
    bool isEmpty() const { return series.isEmpty(); }
};

/// How to name the groups: team ids to their names in the reader's language.
using GroupNames = QHash<QString, QString>;

/// The distribution of the queue waits of the started jobs submitted inside the window, per team
/// (at most `teams`, those with the most started jobs), each drawn through at most 200 points.
WaitCdf baselineWaitCdf(const baseline::JobColumns& jobs, const baseline::BaselineMetrics& metrics,
                        const GroupNames& teamNames, int teams = 6);

/// Queue wait P50 and P90 per time slot, and per team.
PocBarChart baselineWaitBySlot(const baseline::BaselineMetrics& metrics);
PocBarChart baselineWaitByTeam(const baseline::BaselineMetrics& metrics, const GroupNames& teamNames);
/// Allocated, active and effective utilization (% of the cluster's capacity) per team, side by side.
PocBarChart baselineUtilizationByTeam(const baseline::BaselineMetrics& metrics, const GroupNames& teamNames);
/// The failed jobs by failure reason (most first, at most `reasons`, the rest as "Other").
PocBarChart baselineFailureReasons(const baseline::BaselineMetrics& metrics, int reasons = 8);

/// The allocated share (0-1) of every hour of the week, Monday 00:00 first; NaN: an hour not in the window.
struct HourOfWeekHeatmap {
    std::array<double, 168> share{};
    QStringList dayNames; ///< Monday first, short, in the interface language
    double maximum = 0;   ///< the largest share (the scale's end is at least 1)
};
HourOfWeekHeatmap baselineHeatmap(const baseline::BaselineMetrics& metrics);

/// The unit a set of waits (seconds) reads best in: minutes up to five hours, else hours. Returns the
/// divisor (60 or 3600) and sets `unit` ("min" or "h", in the interface language).
double waitUnit(double largestSeconds, QString& unit);

} // namespace gatebench
