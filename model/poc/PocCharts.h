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
    QString label;                       ///< names the bar in its tooltip ("Run:ai P90")
    QString legend;                      ///< its entry in the legend; empty: none (a P90 shade beside its P50)
    int colour = 0;                      ///< index into the chart palette: one colour per candidate (or per percentile)
    bool light = false;                  ///< the lighter shade of the colour (P90 beside its P50)
    QList<std::optional<double>> values; ///< one per row, in axis units
};

/// A grouped bar chart: rows from the top, each named above its bars, the values in `unit`.
struct PocBarChart {
    QStringList rows; ///< row names, top to bottom, with what a reader must know ("no runs")
    QList<PocBarSeries> series;
    QString valueTitle; ///< the value axis's title, with its unit ("Queue wait (minutes)")
    QString unit;       ///< the unit after a value ("min", "%")
    double maximum = 1; ///< the value axis's end
    double tick = 0.2;  ///< the distance between the value axis's ticks (a round number)
    bool isEmpty() const { return rows.isEmpty() || series.isEmpty(); }
};

/// Which duration the per-scenario chart shows.
enum class PocTimeMetric { QueueWait, TimeToAvailable };

/// P50 and P90 of a duration on one scenario: a row per candidate of the analysis, series P50 and P90.
PocBarChart pocTimeChart(const PocAnalysis& analysis, const QString& scenarioId, PocTimeMetric metric,
                         const QString& language);
/// Success rate (0-100 %) per scenario with runs: a row per scenario, a series per candidate.
PocBarChart pocSuccessChart(const PocAnalysis& analysis, const QString& language);
/// P50 and P90 recovery time per fault drill with a recovery recorded: a row per drill, two series
/// (P50, P90) per candidate.
PocBarChart pocRecoveryChart(const PocAnalysis& analysis, const QString& language);

/// A candidate's or scenario's name for a reader of `language` (the other language marked when only it
/// is given; the id when neither is).
QString pocCandidateName(const PocAnalysis& analysis, const QString& id, const QString& language);
QString pocScenarioName(const PocAnalysis& analysis, const QString& id, const QString& language);

} // namespace gatebench
