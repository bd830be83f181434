#include "poc/PocAnalysis.h"

#include "decision/DecisionLoader.h"
#include "repositories/PocRepository.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"

#include <QHash>

#include <algorithm>

namespace gatebench {

const PocScenario* PocAnalysis::scenario(const QString& id) const
{
    for (const PocScenario& s : scenarios) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

const PocCandidate* PocAnalysis::candidate(const QString& id) const
{
    for (const PocCandidate& c : candidates) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

const PocCellMetrics* PocAnalysis::cell(const QString& candidateId, const QString& scenarioId) const
{
    for (const PocCellMetrics& c : cells) {
        if (c.candidateId == candidateId && c.scenarioId == scenarioId)
            return &c;
    }
    return nullptr;
}

QList<PocRun> PocAnalysis::runsOf(const QString& candidateId, const QString& scenarioId) const
{
    QList<PocRun> list;
    for (const PocRun& run : runs) {
        if (run.candidateId == candidateId && run.scenarioId == scenarioId)
            list.append(run);
    }
    return list;
}

QStringList PocAnalysis::compared() const
{
    QStringList ids;
    for (const PocCandidate& c : candidates) {
        if (c.compared)
            ids.append(c.id);
    }
    return ids;
}

Result<PocAnalysis> analysePoc(const Storage& storage, QDate asOf)
{
    auto input = loadDecisionInput(storage);
    if (!input)
        return input.error();
    return analysePoc(storage, asOf, *input, decide(*input, asOf));
}

Result<PocAnalysis> analysePoc(const Storage& storage, QDate asOf, const DecisionInput& input, const Decision& decision)
{
    PocAnalysis analysis;
    analysis.asOf = asOf;
    const PocRepository repository(storage);
    auto scenarios = repository.scenarios();
    if (!scenarios)
        return scenarios.error();
    analysis.scenarios = *scenarios;
    auto runs = repository.runs();
    if (!runs)
        return runs.error();
    analysis.runs = *runs;

    QHash<QString, int> runCounts;
    for (const PocRun& run : std::as_const(analysis.runs))
        runCounts[run.candidateId] += 1;
    QStringList order;
    for (const CandidateDecision& decided : decision.candidates) {
        const DecisionCandidate* c = input.candidate(decided.candidateId);
        if (!c)
            continue;
        const int ran = runCounts.value(c->id);
        if (!c->inPoc && ran == 0)
            continue;
        PocCandidate candidate;
        candidate.id = c->id;
        candidate.name = {c->nameZh, c->nameEn};
        candidate.inPoc = c->inPoc;
        candidate.shortlisted = c->shortlisted;
        candidate.status = decided.status;
        candidate.runs = ran;
        candidate.compared = c->shortlisted && decided.status && *decided.status != CandidateStatus::Eliminated;
        analysis.candidates.append(candidate);
        order.append(c->id);
    }
    analysis.cells = pocMetricsByCell(analysis.runs, analysis.scenarios, order);
    QList<DecisionCriterion> criteria = input.criteria;
    std::stable_sort(criteria.begin(), criteria.end(), [](const DecisionCriterion& a, const DecisionCriterion& b) {
        return a.position != b.position ? a.position < b.position : a.id < b.id;
    });
    QHash<QString, const MetricGateFacts*> facts;
    for (const DecisionAssessment& a : std::as_const(input.assessments)) {
        if (a.metric)
            facts.insert(a.criterionId + QChar(0x1f) + a.candidateId, &*a.metric);
    }
    for (const DecisionCriterion& criterion : std::as_const(criteria)) {
        for (const QString& candidate : std::as_const(order)) {
            if (const MetricGateFacts* f = facts.value(criterion.id + QChar(0x1f) + candidate))
                analysis.metricGates.append({criterion.id, candidate, *f});
        }
    }
    analysis.gaps = sameWorkloadGaps(analysis.scenarios, analysis.compared(), analysis.runs);
    return analysis;
}

PocFacts pathFacts(const PocAnalysis& analysis)
{
    PocFacts facts;
    facts.scenarios = analysis.scenarios;
    facts.gaps = analysis.gaps;
    return facts;
}

Result<PathToEligibility> loadPathToEligibility(const Storage& storage, const Decision& decision,
                                                const DecisionInput& input)
{
    auto analysis = analysePoc(storage, decision.asOf);
    if (!analysis)
        return analysis.error();
    return pathToEligibility(decision, input, pathFacts(*analysis));
}

} // namespace gatebench
