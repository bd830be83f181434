#pragma once

#include "poc/PocAnalysis.h"

#include <QJsonArray>
#include <QJsonObject>

namespace gatebench {

/// The documented JSON of `gatebench poc FILE --json`:
///
///     {"scenarios": [{"id": s, "names": {"zh_CN": s, "en": s}, "kind": "standard"|"fault_drill"}],
///      "results": [{"candidate_id": s, "scenario_id": s, "runs": n, "success_rate": x,
///                   "queue_wait_s": {"p50": x, "p90": x}, "time_to_available_s": {"p50": x, "p90": x},
///                   "engineer_steps_median": x, "manual_interventions": n,
///                   "recovery_s": {"p50": x, "p90": x}|null, "diagnosed_without_vendor": x}],
///      "gaps": [{"candidate_id": s, "scenario_id": s, "runs": n, "needed": n}],
///      "metric_gates": [...]}
///
/// Scenarios in catalogue order; results for every candidate x scenario with at least one run
/// (candidates in committee order, then catalogue order); gaps of the same-workload check. Durations
/// in seconds (rounded to the millisecond), rates and shares 0-1 (rounded to 4 decimals), `null`
/// where no run measured a figure; `recovery_s` is null when no run recorded a recovery time.
/// `metricGates` is written as given (the metric gates fill it).
QJsonObject pocJson(const PocAnalysis& analysis, const QJsonArray& metricGates = {});

} // namespace gatebench
