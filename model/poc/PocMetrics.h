#pragma once
// The PoC's figures: what the runs of one candidate on one scenario measured, by the definitions of
// DOMAIN.md (percentiles of type 7, success rate = successes / (successes + failures)), and the
// same-workload check. Pure: plain domain values in, plain values out (PocAnalysis.h reads them from
// a workspace). The page, `gatebench poc`, the summaries and the metric gates all read these.

#include "domain/Domain.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gatebench {

/// A P50 / P90 pair of durations in seconds, each null when no run measured it.
struct PocPercentiles {
    std::optional<double> p50;
    std::optional<double> p90;
    int runs = 0; ///< the runs that measured it
};

/// The figures a metric rule can be on (the metric gates), each of one candidate x scenario.
enum class PocMetric {
    Runs,                   ///< runs recorded
    SuccessRate,            ///< 0-1
    QueueWaitP50,           ///< seconds
    QueueWaitP90,           ///< seconds
    TimeToAvailableP50,     ///< seconds, submitted to available
    TimeToAvailableP90,     ///< seconds
    EngineerStepsMedian,    ///< steps
    ManualInterventions,    ///< sum over the runs
    RecoveryP50,            ///< seconds
    RecoveryP90,            ///< seconds
    DiagnosedWithoutVendor, ///< share 0-1
};

/// The ASCII key of a metric ("success_rate", "queue_wait_p90_s" ...), as rules and JSON write it, and back.
QString pocMetricKey(PocMetric metric);
std::optional<PocMetric> pocMetricFromKey(const QString& key);
QList<PocMetric> pocMetrics();
/// The translated name of a metric ("P90 queue wait").
QString pocMetricLabel(PocMetric metric);
/// Whether a metric is a duration in seconds (shown as one).
bool isDurationMetric(PocMetric metric);

/// A figure as a reader sees it, in the interface language: durations as "45 s", "12.5 min", "2.1 h";
/// shares as "95%" (one decimal at most); counts and steps as numbers; "—" when null.
QString pocFigureText(PocMetric metric, const std::optional<double>& value);
/// A duration in seconds as pocFigureText shows it.
QString pocDurationText(double seconds);

/// A figure and the number of runs it rests on: a rule "over at least N runs" compares `runs` with N.
struct PocFigure {
    std::optional<double> value; ///< null: no run measured it
    int runs = 0;
};

/// What the runs of one candidate on one scenario measured.
struct PocCellMetrics {
    QString candidateId;
    QString scenarioId;
    int runs = 0;
    int successes = 0;
    int failures = 0;
    int cancelled = 0;
    /// successes / (successes + failures); a cancelled run or one without an outcome is neither.
    /// Null when no run succeeded or failed.
    std::optional<double> successRate;
    PocPercentiles queueWait;       ///< started - submitted
    PocPercentiles timeToAvailable; ///< available - submitted
    std::optional<double> engineerStepsMedian;
    int engineerStepsRuns = 0;
    std::optional<int> manualInterventions; ///< the sum; null when no run recorded any count (0 included)
    int manualInterventionRuns = 0;
    PocPercentiles recovery; ///< recovery time of the runs that recorded one (fault drills mostly)
    /// Share of the runs that recorded it in which the team diagnosed the fault without the vendor.
    std::optional<double> diagnosedWithoutVendor;
    int diagnosedRuns = 0;
    std::optional<double> gpuHours; ///< the sum; null when no run recorded it
    QList<qint64> runIds;           ///< the runs (PocRun::id), in the order recorded: a verdict's evidence

    /// One figure with the number of runs behind it.
    PocFigure figure(PocMetric metric) const;
};

/// The figures of `runs`, all of `candidateId` on `scenarioId` (others are ignored).
PocCellMetrics pocCellMetrics(const QString& candidateId, const QString& scenarioId, const QList<PocRun>& runs);

/// The figures of every candidate x scenario that has at least one run: candidates in `candidateOrder`
/// (ids not listed after them, by id), scenarios in catalogue order (unknown ones after, by id).
QList<PocCellMetrics> pocMetricsByCell(const QList<PocRun>& runs, const QList<PocScenario>& scenarios,
                                       const QStringList& candidateOrder);

/// A candidate of the same-workload check that ran a scenario fewer times than it must.
struct PocGap {
    QString candidateId;
    QString scenarioId;
    int runs = 0;
    int needed = 0;
    bool operator==(const PocGap& other) const = default;
};

/// The same-workload check (DOMAIN.md: the same tasks and fault drills on every candidate). Every
/// candidate of `compared` (committee order) must run every scenario of the set at least
/// max(its minimum runs, 1) times; the set is every scenario with a minimum above 0 and every scenario
/// any compared candidate ran (an optional scenario becomes due for all once one of them ran it).
/// Gaps in candidate order, then catalogue order.
QList<PocGap> sameWorkloadGaps(const QList<PocScenario>& scenarios, const QStringList& compared,
                               const QList<PocRun>& runs);

} // namespace gatebench
