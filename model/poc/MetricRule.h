#pragma once
// Metric gates: a gate criterion whose acceptance rule is a metric rule ("distributed training success
// rate >= 0.95 over at least 5 runs") has its verdict computed from the PoC runs, never typed in.
//
// Semantics (the decision engine applies them, decision/DecisionEngine.h):
// - too few runs (the runs the figure rests on < the rule's minimum), no figure, or a stored rule
//   that cannot be read: Unknown ("too few runs: 1 of 3");
// - the figure within the rule's borderline band of the threshold (either side, inclusive):
//   Borderline, "needs review"; it counts as Unknown for the candidate's status until the chair
//   overrides it (gate-first: nothing unreviewed passes);
// - else Pass when the comparison holds, Fail when it does not.
// The chair's override (Pass or Fail with a reason) stands over the computed verdict; both are kept
// and shown. A waiver may cover a computed Unknown or Borderline (as any Unknown gate), never a
// computed Fail. Verdicts are derived whenever a workspace is read (decision/DecisionLoader.h), so
// importing, editing or undoing runs changes them at once; nothing computed is stored.
//
// Storage: the criterion's `metricRule` text, a small versioned JSON object:
//     {"version": 1, "scenario": "drill-node-failure", "metric": "recovery_p90_s",
//      "comparison": "<=", "threshold": 900, "min_runs": 3, "band": 60}
// (`band` optional; durations in seconds, rates and shares 0-1, as the metric's unit).

#include "core/Result.h"
#include "decision/DecisionEngine.h"
#include "domain/Domain.h"
#include "poc/PocMetrics.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace gatebench {

enum class MetricComparison { AtMost, AtLeast, Below, Above }; ///< <=, >=, <, >

/// A criterion's metric rule.
struct MetricRule {
    QString scenarioId;
    PocMetric metric = PocMetric::SuccessRate;
    MetricComparison comparison = MetricComparison::AtLeast;
    double threshold = 0;       ///< in the metric's unit: seconds, 0-1 for rates and shares, counts
    int minRuns = 1;            ///< at least 1
    std::optional<double> band; ///< borderline band around the threshold, same unit; null or 0: none
    bool operator==(const MetricRule& other) const = default;
};

/// The stored rule format's version (the "version" key).
inline constexpr int kMetricRuleVersion = 1;

/// The metrics a rule may be on, in the order the rule dialog offers them (every per-candidate x
/// scenario figure but the bare run count).
QList<PocMetric> metricRuleMetrics();
/// "<=", ">=", "<", ">", and back.
QString metricComparisonSymbol(MetricComparison comparison);
std::optional<MetricComparison> metricComparisonFromSymbol(const QString& symbol);
QList<MetricComparison> metricComparisons();
/// The translated comparison for a reader: "at most", "at least", "below", "above".
QString metricComparisonLabel(MetricComparison comparison);

/// The rule as stored (compact JSON, keys in a fixed order so that equal rules store equal texts).
QString metricRuleText(const MetricRule& rule);
/// Reads a stored rule. A BadInput error, with a translated message naming what is wrong, for a text
/// that is not a rule of a known version, names an unknown metric or comparison, or has a threshold,
/// minimum or band out of range. Never crashes on any text.
Result<MetricRule> parseMetricRule(const QString& text);
/// The rule's own checks (a scenario id, a finite threshold, rates 0-1, at least 1 run, a band >= 0).
Result<void> checkMetricRule(const MetricRule& rule);

/// The verdict of `rule` on `figure` (the figure and the runs it rests on).
MetricVerdict judgeMetric(const MetricRule& rule, const PocFigure& figure);

/// The computed part of the metric gate `ruleText` for `candidateId`, from `runs` (all of the
/// evaluation; the runs of the rule's scenario are taken) and the catalogue `scenarios` (for the
/// scenario's names). A rule that cannot be read gives Unknown with `ruleError` set. The override
/// fields stay empty (the loader fills them from the cell).
MetricGateFacts computeMetricGate(const QString& ruleText, const QString& candidateId, const QList<PocRun>& runs,
                                  const QList<PocScenario>& scenarios);

/// A metric gate in JSON (`gatebench poc --json` "metric_gates", `decide --json`):
///     {"criterion_id": s, "candidate_id": s, "figure": x|null, "runs": n, "needed": n,
///      "verdict": "pass"|"fail"|"unknown"|"borderline", "override": "pass"|"fail"|null, "reason": s|null}
/// The figure in the metric's unit (seconds, shares 0-1), rounded to 4 decimals.
QJsonObject metricGateJson(const QString& criterionId, const QString& candidateId, const MetricGateFacts& facts);

/// The ASCII key of a computed verdict in JSON: "pass", "fail", "unknown", "borderline".
QString metricVerdictKey(MetricVerdict verdict);
/// The translated name of a computed verdict: "Pass", "Fail", "Unknown", "Borderline, needs review".
QString metricVerdictLabel(MetricVerdict verdict);

/// The rule for a reader, in the interface language, names in `language`: "Node failure: P90 recovery
/// time at most 15 min, over at least 3 runs (borderline within 1 min)".
QString metricRuleSummary(const MetricGateFacts& facts, const QString& language);
/// The same for a rule alone (the Requirements page), scenario names from `scenarios`.
QString metricRuleSummary(const MetricRule& rule, const QList<PocScenario>& scenarios, const QString& language);
/// The figure of a computed verdict ("80%", "7 min", "—").
QString metricFigureText(const MetricGateFacts& facts);
/// The threshold of a rule as a reader sees it ("95%", "15 min").
QString metricThresholdText(const MetricGateFacts& facts);
/// The computed verdict in a few words: "Pass: 7 min", "Unknown: too few runs: 1 of 3",
/// "Borderline, needs review: 94%", and with an override "Fail (computed Pass: 7 min)".
QString metricVerdictShort(const MetricGateFacts& facts);
/// The runs a verdict rests on: "runs 1–3, poc-runai.csv lines 2–4" (names the runs by their ids as
/// the files give them, the source files and lines; lists joined as in `language`). Empty when none.
QString metricRunsText(const MetricGateFacts& facts, const QString& language);
/// The evidence of a computed verdict, a sentence in the interface language with names in
/// `language`: the figure, the runs and their sources, and how it compares with the threshold, e.g.
/// "Distributed training success rate 80% (4 of 5 runs succeeded, runs r1–r5, poc-runai.csv lines
/// 2–6), below the threshold 95%." With an override, the chair's verdict, reason, who and when follow.
QString metricGateEvidence(const MetricGateFacts& facts, const QString& language);

} // namespace gatebench
