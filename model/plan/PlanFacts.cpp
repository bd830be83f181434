#include "plan/PlanFacts.h"

#include "baseline/BaselineMetrics.h"
#include "decision/DecisionEngine.h"
#include "poc/PocAnalysis.h"
#include "reports/ExitReadiness.h"
#include "repositories/BaselineRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/DecisionRecordRepository.h"
#include "tco/TcoEngine.h"
#include "tco/TcoFigures.h"

#include <QHash>

#include <algorithm>

namespace gatebench::plan {

BaselineFacts baselineFacts(const baseline::BaselineMetrics& metrics, const baseline::BaselineInputs& inputs,
                            const QList<BaselineLoss>& noted)
{
    BaselineFacts f;
    f.jobs = metrics.total.jobs;
    f.windowDays = metrics.window.days();
    f.gpuPools = int(inputs.inventory.size());
    for (const baseline::Loss& loss : metrics.topLosses)
        f.lossesWithOwner += loss.owner && !loss.owner->trimmed().isEmpty() ? 1 : 0;
    for (const BaselineLoss& loss : noted)
        f.lossesWithOwner += loss.owner.zh.trimmed().isEmpty() && loss.owner.en.trimmed().isEmpty() ? 0 : 1;
    return f;
}

planstatus::Facts factsOf(const Sources& s)
{
    planstatus::Facts plan;
    plan.jobs = s.baseline.jobs;
    plan.windowDays = s.baseline.windowDays;
    plan.gpuPools = s.baseline.gpuPools;
    plan.lossesWithOwner = s.baseline.lossesWithOwner;

    const PocAnalysis& analysis = *s.analysis;
    QStringList drills;
    for (const PocScenario& scenario : std::as_const(analysis.scenarios)) {
        if (scenario.kind == PocScenarioKind::Drill)
            drills.append(scenario.id);
    }
    plan.drillScenarios = int(drills.size());
    plan.sameWorkloadGaps = int(analysis.gaps.size());
    for (const PocCandidate& c : std::as_const(analysis.candidates)) {
        if (!c.inPoc)
            continue;
        plan.pocWithRuns += c.runs > 0 ? 1 : 0;
        const bool allDrills = std::all_of(drills.cbegin(), drills.cend(),
                                           [&](const QString& id) { return analysis.cell(c.id, id) != nullptr; });
        plan.pocWithDrills += !drills.isEmpty() && allDrills ? 1 : 0;
    }
    // The scenarios the guide asks of each kind of option (template.json's TCO templates).
    const QHash<QString, QStringList> guideScenarios{
        {QStringLiteral("cloud"), {QStringLiteral("normal"), QStringLiteral("peak")}},
        {QStringLiteral("self_built"), {QStringLiteral("maintenance"), QStringLiteral("major_upgrade")}}};
    QHash<QString, QString> templates;
    for (const Candidate& candidate : std::as_const(*s.candidates))
        templates.insert(candidate.id, candidate.tcoTemplate);
    plan.gateCriteria = int(std::count_if(s.input->criteria.cbegin(), s.input->criteria.cend(),
                                          [](const DecisionCriterion& c) { return c.tier == CriterionTier::Gate; }));
    for (const CandidateDecision& c : s.decision->candidates) {
        if (!c.shortlisted)
            continue;
        ++plan.inEvaluation;
        if (c.status != CandidateStatus::Eliminated)
            plan.openGateCells += int(c.unknownGates.size());
        if (c.status != CandidateStatus::Eligible)
            continue;
        ++plan.eligible;
        if (s.figures && s.figures->candidate(c.candidateId)) {
            ++plan.eligibleWithTco;
            const QStringList needed = guideScenarios.value(templates.value(c.candidateId));
            QStringList have;
            for (const TcoScenario& scenario : tco::scenariosOf(s.figures->input, c.candidateId))
                have.append(scenario.templateScenario);
            if (!needed.isEmpty()) {
                ++plan.eligibleNeedingScenarios;
                plan.eligibleWithScenarios +=
                    std::all_of(needed.cbegin(), needed.cend(), [&](const QString& key) { return have.contains(key); });
            }
        }
        for (const CandidateExit& exit : std::as_const(*s.exits))
            plan.eligibleExitRecorded += exit.candidateId == c.candidateId && exit.unrecorded == 0 ? 1 : 0;
    }
    for (const PocCandidate& c : std::as_const(analysis.candidates))
        plan.markedForPoc += c.inPoc && c.shortlisted ? 1 : 0;
    if (s.record->has_value()) {
        const DecisionRecord& record = **s.record;
        plan.recordNamesOptions = !record.recommended.isEmpty() && !record.alternative.isEmpty();
        plan.recordSigned = !record.signedBy.trimmed().isEmpty() && !record.signedAt.isEmpty();
    }
    return plan;
}

Result<planstatus::Facts> loadFacts(const Storage& rows, const DecisionInput& input, const Decision& decision,
                                    const QString& language)
{
    Sources s;
    auto inputs = baseline::BaselineInputs::load(rows);
    if (!inputs)
        return inputs.error();
    auto jobs = baseline::JobColumns::load(rows);
    if (!jobs)
        return jobs.error();
    const baseline::BaselineMetrics metrics = baseline::compute(*jobs, *inputs);
    auto noted = BaselineRepository(rows).losses();
    if (!noted)
        return noted.error();
    s.baseline = baselineFacts(metrics, *inputs, *noted);

    auto analysis = analysePoc(rows, decision.asOf, input, decision);
    if (!analysis)
        return analysis.error();
    // A TCO that cannot be computed (a value beyond its bounds) leaves its checks open, as the report
    // says.
    std::optional<tco::TcoFigures> figures;
    auto loaded = tco::TcoFigures::load(rows, language, decision.asOf, decision);
    if (!loaded && loaded.error().kind != Error::Kind::BadInput)
        return loaded.error();
    if (loaded)
        figures = std::move(loaded).value();
    auto exits = figures ? exitreadiness::all(rows, figures->input) : exitreadiness::all(rows, decision.asOf);
    if (!exits)
        return exits.error();
    auto record = DecisionRecordRepository(rows).latest();
    if (!record)
        return record.error();
    auto candidates = CandidateRepository(rows).all();
    if (!candidates)
        return candidates.error();
    s.input = &input;
    s.decision = &decision;
    s.analysis = &*analysis;
    s.figures = figures ? &*figures : nullptr;
    s.exits = &*exits;
    s.record = &*record;
    s.candidates = &*candidates;
    return factsOf(s);
}

} // namespace gatebench::plan
