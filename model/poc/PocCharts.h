#pragma once
// What the PoC page's bar charts draw, as plain values in the reader's language (the views draw them
// with Qt Charts): grouped horizontal bars, one group per row, one bar per series in each group.

#include "poc/PocAnalysis.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gatebench {

/// One series of a grouped bar chart: one bar in every row (null: nothing measured, no bar).
struct PocBarSeries {
    QString label;      ///< names the bar in its tooltip ("Run:ai P90")
    QString legend;     ///< its entry in the legend; empty: none (a P90 shade beside its P50)
    int colour = 0;     ///< a slot of the candidate palette (core/CandidateColours.h): the candidate's own colour
    bool light = false; ///< the lighter shade of the colour (P90 beside its P50)
    QList<std::optional<double>> values; ///< one per row, in axis units
    /// One per row: what a reader must know beside the bar's value, e.g. "1 / 3 runs" where a metric
    /// gate needs more runs than the figure rests on; empty: nothing.
    QStringList marks;
};

/// A metric gate's threshold drawn across its rows: where a bar must end to pass.
struct PocBarThreshold {
    int row = -1;     ///< the row it applies to; -1: every row (a chart of one scenario)
    double value = 0; ///< in axis units
    QString label;    ///< "gate: ≤ 15 min"
};

/// A grouped bar chart: rows from the top, each named above its bars, the values in `unit`.
struct PocBarChart {
    QStringList rows; ///< row names, top to bottom, with what a reader must know ("no runs")
    QList<PocBarSeries> series;
    QString valueTitle;                ///< the value axis's title, with its unit ("Queue wait (minutes)")
    QString unit;                      ///< the unit after a value ("min", "%")
    double maximum = 1;                ///< the value axis's end
    double tick = 0.2;                 ///< the distance between the value axis's ticks (a round number)
    QList<PocBarThreshold> thresholds; ///< the metric gates on what the chart shows
    /// Non-empty: there is nothing to draw, and this says why ("No run of this fault drill measured a
    /// queue wait"); the chart shows it instead of bars.
    QString note;
    bool isEmpty() const { return rows.isEmpty() || series.isEmpty(); }
};

/// Which duration the per-scenario chart shows.
enum class PocTimeMetric { QueueWait, TimeToAvailable };

/// P50 and P90 of a duration on one scenario: a row per candidate of the analysis, series P50 and P90.
/// A metric gate on the duration draws its threshold; a candidate with fewer runs than the gate needs is
/// marked ("1 / 3 runs"). A scenario no run measured the duration of (a fault drill records no queue
/// wait: every figure 0 or none) has a note and no bars.
PocBarChart pocTimeChart(const PocAnalysis& analysis, const QString& scenarioId, PocTimeMetric metric,
                         const QString& language);
/// Success rate (0-100 %) per scenario with runs: a row per scenario, a series per candidate (each in
/// its own colour, core/CandidateColours.h); metric gates as in pocTimeChart.
PocBarChart pocSuccessChart(const PocAnalysis& analysis, const QString& language);
/// P50 and P90 recovery time per fault drill with a recovery recorded: a row per drill, two series
/// (P50, P90) per candidate; metric gates as in pocTimeChart (the node-failure drill's 15-minute line).
PocBarChart pocRecoveryChart(const PocAnalysis& analysis, const QString& language);

/// A candidate's or scenario's name for a reader of `language` (the other language marked when only it
/// is given; the id when neither is).
QString pocCandidateName(const PocAnalysis& analysis, const QString& id, const QString& language);
QString pocScenarioName(const PocAnalysis& analysis, const QString& id, const QString& language);

} // namespace gatebench
