#include "decision/DecisionLoader.h"

#include "repositories/AssessmentRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"

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
    for (const Assessment& a : std::as_const(*assessments))
        input.assessments.append({a.candidateId, a.criterionId, a.verdict, a.evidence, a.waiver.owner, a.waiver.reason,
                                  a.waiver.expires, a.reviewer, a.updatedAt});

    auto scores = cells.allScores();
    if (!scores)
        return scores.error();
    for (const BonusScore& s : std::as_const(*scores))
        input.scores.append({s.candidateId, s.criterionId, s.reviewerId, s.score, s.consensus});
    return input;
}

} // namespace gatebench
