#include "decision/DecisionLoader.h"

#include "repositories/AssessmentRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/ConsensusRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/MemberRepository.h"
#include "repositories/PocRepository.h"
#include "repositories/RoundRepository.h"
#include "repositories/SettingsRepository.h"

#include "poc/MetricRule.h"
#include "storage/Schema.h"
#include "workspace/EvaluationSettings.h"

#include <QHash>
#include <QSet>

namespace gatebench {

Result<DecisionInput> loadDecisionInput(const Storage& storage)
{
    DecisionInput input;
    auto candidates = CandidateRepository(storage).all();
    if (!candidates)
        return candidates.error();
    for (const Candidate& c : std::as_const(*candidates))
        input.candidates.append({c.id, c.name.zh, c.name.en, c.shortlisted, c.setAsideReason, c.inPoc, c.position});

    auto criteria = CriterionRepository(storage).ordered();
    if (!criteria)
        return criteria.error();
    for (const Criterion& c : std::as_const(*criteria)) {
        DecisionCriterion d;
        d.id = c.id;
        d.tier = c.tier;
        d.category = c.category;
        d.titleZh = c.title.zh;
        d.titleEn = c.title.en;
        d.weight = c.weight;
        d.evidenceRequired = c.evidenceRequired;
        d.ownerZh = c.ownerRole.zh;
        d.ownerEn = c.ownerRole.en;
        d.reviewDate = c.reviewDate;
        d.position = c.position;
        input.criteria.append(d);
    }

    const AssessmentRepository cells(storage);
    auto assessments = cells.all();
    if (!assessments)
        return assessments.error();
    QHash<QString, int> cellIndex; // candidate \x1f criterion -> index in input.assessments
    const auto keyOf = [](const QString& candidate, const QString& criterion) -> QString {
        return candidate + QChar(0x1f) + criterion;
    };
    QHash<QString, MetricOverride> overrides;
    for (const Assessment& a : std::as_const(*assessments)) {
        cellIndex.insert(keyOf(a.candidateId, a.criterionId), int(input.assessments.size()));
        input.assessments.append({a.candidateId, a.criterionId, a.verdict, a.evidence, a.waiver.owner, a.waiver.reason,
                                  a.waiver.expires, a.reviewer, a.updatedAt, false, std::nullopt});
        if (a.override.verdict)
            overrides.insert(keyOf(a.candidateId, a.criterionId), a.override);
    }

    // Metric gates: their verdicts are computed from the runs on every read, never stored.
    QList<const Criterion*> metricGates;
    for (const Criterion& c : std::as_const(*criteria)) {
        if (c.tier == CriterionTier::Gate && !c.metricRule.trimmed().isEmpty())
            metricGates.append(&c);
    }
    if (!metricGates.isEmpty()) {
        const PocRepository poc(storage);
        auto runs = poc.runs();
        if (!runs)
            return runs.error();
        auto scenarios = poc.scenarios();
        if (!scenarios)
            return scenarios.error();
        for (const Criterion* gate : std::as_const(metricGates)) {
            for (const Candidate& candidate : std::as_const(*candidates)) {
                const QString key = keyOf(candidate.id, gate->id);
                MetricGateFacts facts = computeMetricGate(gate->metricRule, candidate.id, *runs, *scenarios);
                const MetricOverride o = overrides.value(key);
                facts.override = o.verdict;
                facts.overrideReason = o.reason;
                facts.overrideBy = o.by;
                facts.overrideAt = o.at;
                auto it = cellIndex.constFind(key);
                if (it == cellIndex.cend()) {
                    DecisionAssessment blank;
                    blank.candidateId = candidate.id;
                    blank.criterionId = gate->id;
                    blank.metric = facts;
                    input.assessments.append(blank);
                } else {
                    input.assessments[*it].metric = facts;
                }
            }
        }
    }

    // Bonus scores: a member's scores for a candidate they recused from stay stored and are left out;
    // the chair's consensus scores (consensus_scores, not version 1's flag) replace a cell's mean.
    auto recusals = MemberRepository(storage).recusals();
    if (!recusals)
        return recusals.error();
    QSet<std::pair<QString, QString>> recused;
    for (const Recusal& r : std::as_const(*recusals))
        recused.insert({r.memberId, r.candidateId});
    auto scores = cells.allScores();
    if (!scores)
        return scores.error();
    for (const BonusScore& s : std::as_const(*scores)) {
        if (!recused.contains({s.reviewerId, s.candidateId}))
            input.scores.append({s.candidateId, s.criterionId, s.reviewerId, s.score});
    }
    const ConsensusRepository committee(storage);
    auto consensus = committee.consensusScores();
    if (!consensus)
        return consensus.error();
    for (const CommitteeFacts::Consensus& c : std::as_const(*consensus))
        input.consensus.append({c.candidateId, c.criterionId, c.score});
    auto flagPoints = SettingsRepository(storage).read(QLatin1String(schema::key::SpreadFlagPoints));
    input.spreadFlagPoints = EvaluationSettings::parseSpreadFlagPoints(flagPoints ? *flagPoints : std::nullopt);
    auto sealed = RoundRepository(storage).sealed();
    if (!sealed)
        return sealed.error();
    input.sealed = !sealed->isEmpty();
    return input;
}

} // namespace gatebench
