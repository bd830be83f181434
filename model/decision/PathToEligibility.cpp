#include "decision/PathToEligibility.h"

#include "reports/WorkflowGaps.h"

namespace gatebench {

namespace {

/// Sets the gate (candidateId, criterionId) of `input` to `verdict`, without a waiver, a borderline
/// figure or a verdict computed from the PoC runs, adding the assessment when there is none.
void setGate(DecisionInput& input, const QString& candidateId, const QString& criterionId, GateVerdict verdict)
{
    for (DecisionAssessment& a : input.assessments) {
        if (a.candidateId == candidateId && a.criterionId == criterionId) {
            a.verdict = verdict;
            a.waiverOwner.clear();
            a.waiverReason.clear();
            a.waiverExpires = QDate();
            a.borderline = false;
            a.metric.reset();
            return;
        }
    }
    DecisionAssessment added;
    added.candidateId = candidateId;
    added.criterionId = criterionId;
    added.verdict = verdict;
    input.assessments.append(added);
}

/// Decides `input` on `asOf` and reads what follows for `candidateId`.
WhatIf whatIf(const DecisionInput& input, QDate asOf, const QString& candidateId, const QStringList& rankedToday)
{
    const Decision then = decide(input, asOf);
    WhatIf result;
    if (const CandidateDecision* c = then.candidate(candidateId)) {
        result.status = c->status;
        result.rank = c->rank;
        result.bonusScore = c->bonusScore;
    }
    result.ranking = then.ranking;
    result.recommended = then.recommended;
    result.alternative = then.alternative;
    // Whom it would pass: ranked today (ahead of it, when it is ranked itself) and behind it then.
    const qsizetype today = rankedToday.indexOf(candidateId);
    if (result.rank) {
        for (int i = *result.rank; i < then.ranking.size(); ++i) {
            const qsizetype was = rankedToday.indexOf(then.ranking.at(i));
            if (was >= 0 && (today < 0 || was < today))
                result.overtakes.append(then.ranking.at(i));
        }
    }
    return result;
}

QList<PocHint> gapHints(const QString& candidateId, const PocFacts& facts)
{
    QList<PocHint> hints;
    for (const PocGap& gap : facts.gaps) {
        if (gap.candidateId != candidateId)
            continue;
        PocHint hint;
        hint.scenarioId = gap.scenarioId;
        hint.runs = gap.runs;
        hint.needed = gap.needed;
        hints.append(hint);
    }
    return hints;
}

/// Fills in the scenario names a hint source left out, from the catalogue.
void nameScenario(PocHint& hint, const QList<PocScenario>& scenarios)
{
    if (!hint.scenarioZh.isEmpty() || !hint.scenarioEn.isEmpty())
        return;
    for (const PocScenario& s : scenarios) {
        if (s.id == hint.scenarioId) {
            hint.scenarioZh = s.title.zh;
            hint.scenarioEn = s.title.en;
            return;
        }
    }
}

OpenGate openGate(const QString& candidateId, const GateFinding& finding, const DecisionInput& input,
                  const PocFacts& facts)
{
    OpenGate gate;
    gate.criterionId = finding.criterionId;
    gate.finding = finding;
    if (finding.waiver == WaiverState::Expired || finding.waiver == WaiverState::Incomplete) {
        SettleHint renew;
        renew.kind = SettleHint::Kind::Waiver;
        renew.waiver = {finding.waiver, finding.waiverOwner, finding.waiverExpires};
        gate.settledBy.append(renew);
    }
    const DecisionCriterion* criterion = input.criterion(finding.criterionId);
    QList<PocHint> poc;
    if (criterion && facts.metricHints)
        poc = facts.metricHints(candidateId, *criterion);
    if (poc.isEmpty() && finding.metric && finding.metric->ruleError.isEmpty() &&
        !finding.metric->scenarioId.isEmpty()) {
        // A metric gate: its own rule says which scenario, how many runs and what figure settle it.
        const MetricGateFacts& rule = *finding.metric;
        PocHint hint;
        hint.scenarioId = rule.scenarioId;
        hint.scenarioZh = rule.scenarioZh;
        hint.scenarioEn = rule.scenarioEn;
        hint.runs = rule.runs;
        hint.needed = rule.needed;
        hint.metric = pocMetricFromKey(rule.metricKey);
        hint.comparison = rule.comparison;
        hint.threshold = rule.threshold;
        hint.figure = rule.figure;
        poc.append(hint);
    }
    if (poc.isEmpty() && criterion && settledByWorkload(*criterion))
        poc = gapHints(candidateId, facts);
    for (PocHint& hint : poc) {
        nameScenario(hint, facts.scenarios);
        SettleHint settle;
        settle.kind = SettleHint::Kind::Poc;
        settle.poc = hint;
        gate.settledBy.append(settle);
    }
    if (poc.isEmpty()) {
        SettleHint evidence;
        evidence.kind = SettleHint::Kind::Evidence;
        if (criterion)
            evidence.evidence = {criterion->evidenceRequired, criterion->ownerZh, criterion->ownerEn};
        gate.settledBy.append(evidence);
    }
    return gate;
}

AtRisk atRisk(const QString& candidateId, const GateFinding& finding, AtRisk::Reason reason, const DecisionInput& input,
              const Decision& decision)
{
    AtRisk risk;
    risk.criterionId = finding.criterionId;
    risk.reason = reason;
    risk.finding = finding;
    if (reason == AtRisk::Reason::Waiver && finding.waiverExpires.isValid()) {
        risk.expires = finding.waiverExpires;
        risk.daysLeft = int(decision.asOf.daysTo(finding.waiverExpires));
        risk.expiringSoon = *risk.daysLeft <= kWaiverSoonDays;
    }
    DecisionInput lapsed = input;
    setGate(lapsed, candidateId, finding.criterionId, GateVerdict::Unknown);
    risk.ifLapses = whatIf(lapsed, decision.asOf, candidateId, decision.ranking);
    return risk;
}

} // namespace

const CandidatePath* PathToEligibility::candidate(const QString& id) const
{
    for (const CandidatePath& c : candidates) {
        if (c.candidateId == id)
            return &c;
    }
    return nullptr;
}

bool settledByWorkload(const DecisionCriterion& gate)
{
    // The same rule as workflowgaps::citesCoverage: the gate whose evidence is the PoC's workflows.
    return gate.tier == CriterionTier::Gate &&
           (gate.id == QLatin1String(workflowgaps::kKeyWorkflowGate) || gate.category == QLatin1String("key_workflow"));
}

PathToEligibility pathToEligibility(const Decision& decision, const DecisionInput& input, const PocFacts& facts)
{
    PathToEligibility path;
    path.asOf = decision.asOf;
    for (CandidateStatus status : {CandidateStatus::Blocked, CandidateStatus::Eligible}) {
        for (const CandidateDecision& c : decision.candidates) {
            if (c.status != status)
                continue;
            CandidatePath entry;
            entry.candidateId = c.candidateId;
            entry.status = status;
            DecisionInput passed = input;
            for (const GateFinding& f : c.unknownGates) {
                entry.openGates.append(openGate(c.candidateId, f, input, facts));
                setGate(passed, c.candidateId, f.criterionId, GateVerdict::Pass);
            }
            entry.ifAllPass = whatIf(passed, decision.asOf, c.candidateId, decision.ranking);
            for (const GateFinding& f : c.waivedGates)
                entry.atRisk.append(atRisk(c.candidateId, f, AtRisk::Reason::Waiver, input, decision));
            for (const GateFinding& f : c.borderlineGates)
                entry.atRisk.append(atRisk(c.candidateId, f, AtRisk::Reason::Borderline, input, decision));
            path.candidates.append(entry);
        }
    }
    return path;
}

} // namespace gatebench
