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
///      "metric_gates": [{"criterion_id": s, "candidate_id": s, "figure": x|null, "runs": n, "needed": n,
///                        "verdict": "pass"|"fail"|"unknown"|"borderline", "override": "pass"|"fail"|null,
///                        "reason": s|null}]}
///
/// Scenarios in catalogue order; results for every candidate x scenario with at least one run
/// (candidates in committee order, then catalogue order); gaps of the same-workload check. Durations
/// in seconds (rounded to the millisecond), rates and shares 0-1 (rounded to 4 decimals), `null`
/// where no run measured a figure; `recovery_s` is null when no run recorded a recovery time.
/// `metric_gates`: every gate with a metric rule x every PoC candidate (PocAnalysis::metricGates), the
/// verdict computed from the runs (`figure` in the metric's unit, `runs` it rests on, `needed` by the
/// rule) and the chair's override with its reason (null when none).
QJsonObject pocJson(const PocAnalysis& analysis);

} // namespace gatebench
