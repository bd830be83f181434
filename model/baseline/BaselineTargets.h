#pragma once
// Improvement targets as a committee reads and edits them (issue 11, "Improvement targets"): the
// names of groupings and groups, a target's title, the target a top loss suggests, the units a
// target value is typed in, and the criterion (bonus or metric gate) a target becomes. Pure: no
// storage, no widgets; the commands (commands/Baseline.h) write.

#include "baseline/BaselineMetrics.h"
#include "domain/Domain.h"
#include "poc/MetricRule.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gatebench::baseline {

/// The groupings a target may name, in the order editors offer them: "" (the whole cluster), "team",
/// "task_type", "gpu_type", "time_slot".
QStringList targetGroupings();
/// The grouping's name in the interface language: "Whole cluster", "Team", "Task type", "GPU type",
/// "Time slot".
QString groupingName(const QString& grouping);
/// A group as a reader sees it: a team by its name in `language` (from `teams`, else its id), a task
/// type by its label, a time slot by its name, a GPU type as written; "Whole cluster" for the empty
/// grouping.
QString groupName(const QString& grouping, const QString& groupKey, const QList<Team>& teams, const QString& language);
/// The target named for a reader: the metric, and its group when it has one
/// ("Queue wait P90 (s), team “Vision”" / "排队等待 P90（秒），团队“视觉”").
QString targetTitle(const ImprovementTarget& target, const QList<Team>& teams, const QString& language);

/// The target that would reduce `loss` (a loss of `metrics`): a queue-wait loss targets the P90 wait
/// of its team or time slot, failed GPU-hours the GPU-hours of failed jobs, allocated-not-effective the
/// effective share, idle GPU-hours the idle GPU-hours; the current value, the loss's key and owner
/// filled in, the target value the current one (for the committee to change).
ImprovementTarget targetFromLoss(const Loss& loss, const BaselineMetrics& metrics);

/// How a target value is typed and shown in editors: durations in minutes, shares in percent,
/// GPU-hours as they are. `shownPerStored` multiplies a stored value into the typed unit.
double shownPerStored(Metric metric);
/// The unit after a typed value: "min", "%", "GPU-hours".
QString entryUnit(Metric metric);
/// Reads a typed target value of `metric` (in the locale or with a '.'), back in the stored unit.
/// A BadInput error with a message for the editor when it is not a number, negative, or a share
/// above 100 %.
Result<double> parseTargetValue(Metric metric, const QString& typed);

/// The PoC metric that measures what `metric` measures (queue wait P50 and P90, success rate), else
/// none: only those targets can become metric gates.
std::optional<PocMetric> pocMetricOf(Metric metric);

/// The title of the criterion made from `target`, in the interface language: "Queue wait P90 (s),
/// team “Vision”: at most 30 min".
QString criterionTitle(const ImprovementTarget& target, const QList<Team>& teams, const QString& language);
/// Its acceptance text: where the target comes from, the baseline value, the target and the owner.
QString criterionAcceptance(const ImprovementTarget& target, const std::optional<double>& current,
                            const QList<Team>& teams, const QString& language);
/// The metric rule of a metric gate made from `target` (a target whose metric the PoC measures): the
/// PoC metric of scenario `scenarioId` at most (lower is better) or at least the target value, over at
/// least `minRuns` runs. None when the PoC does not measure the metric.
std::optional<MetricRule> metricRuleFor(const ImprovementTarget& target, const QString& scenarioId, int minRuns);

} // namespace gatebench::baseline
