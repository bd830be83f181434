#include "reports/WorkflowGaps.h"

#include "core/Labels.h"
#include "repositories/CandidateRepository.h"
#include "repositories/WorkflowCoverageRepository.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QSet>

namespace gatebench::workflowgaps {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::WorkflowGaps)
};

QList<CoverageGap> gapsAmong(const QList<WorkflowCoverage>& cells, const QList<WorkflowStep>& essential)
{
    QHash<int, WorkflowCoverage> byStep;
    for (const WorkflowCoverage& cell : cells)
        byStep.insert(int(cell.step), cell);
    QList<CoverageGap> gaps;
    for (WorkflowStep step : essential) {
        const auto it = byStep.constFind(int(step));
        if (it == byStep.cend()) {
            gaps.append({step, std::nullopt, {}, {}});
            continue;
        }
        if (it->mode == CoverageMode::Managed)
            continue;
        gaps.append({step, it->mode, it->owningTeam, it->permissionBoundary});
    }
    return gaps;
}

QJsonObject bilingualJson(const Bilingual& text)
{
    return {{QStringLiteral("zh_CN"), text.zh}, {QStringLiteral("en"), text.en}};
}

QJsonValue modeJson(const std::optional<CoverageMode>& mode)
{
    return mode ? QJsonValue(WorkflowCoverageRepository::modeKey(*mode)) : QJsonValue(QJsonValue::Null);
}

} // namespace

bool citesCoverage(const Criterion& criterion)
{
    return criterion.tier == CriterionTier::Gate &&
           (criterion.id == QLatin1String(kKeyWorkflowGate) || criterion.category == QLatin1String("key_workflow"));
}

Result<QList<CoverageGap>> of(const Storage& storage, const QString& candidateId)
{
    const WorkflowCoverageRepository repository(storage);
    auto essential = repository.essentialSteps();
    if (!essential)
        return essential.error();
    auto cells = repository.of(candidateId);
    if (!cells)
        return cells.error();
    return gapsAmong(*cells, *essential);
}

Result<QList<Candidate>> matrixCandidates(const Storage& storage)
{
    auto candidates = CandidateRepository(storage).all();
    if (!candidates)
        return candidates.error();
    auto cells = WorkflowCoverageRepository(storage).all();
    if (!cells)
        return cells.error();
    QSet<QString> recorded;
    for (const WorkflowCoverage& cell : std::as_const(*cells))
        recorded.insert(cell.candidateId);
    QList<Candidate> listed;
    for (const Candidate& candidate : std::as_const(*candidates)) {
        if ((candidate.inPoc && candidate.shortlisted) || recorded.contains(candidate.id))
            listed.append(candidate);
    }
    return listed;
}

Result<QList<CandidateCoverageGaps>> all(const Storage& storage)
{
    auto candidates = matrixCandidates(storage);
    if (!candidates)
        return candidates.error();
    QList<CandidateCoverageGaps> result;
    for (const Candidate& candidate : std::as_const(*candidates)) {
        auto gaps = of(storage, candidate.id);
        if (!gaps)
            return gaps.error();
        result.append({candidate.id, *gaps});
    }
    return result;
}

QString evidenceText(const QList<CoverageGap>& gaps, bool anyEssential, const QString& language)
{
    if (!anyEssential)
        return Text::tr("Workflow coverage: no workflow step is marked essential yet.");
    if (gaps.isEmpty())
        return Text::tr("Workflow coverage: every essential step is platform-managed.");
    QStringList items;
    for (const CoverageGap& gap : gaps) {
        const QString step = labels::workflowStep(WorkflowCoverageRepository::stepKey(gap.step));
        if (!gap.mode) {
            items.append(Text::tr("%1 (not recorded)").arg(step));
            continue;
        }
        const QString mode = labels::coverageMode(WorkflowCoverageRepository::modeKey(*gap.mode));
        const QString team = gap.owningTeam.in(language);
        items.append(team.isEmpty() ? Text::tr("%1 (%2)").arg(step, mode)
                                    : Text::tr("%1 (%2, owned by %3)").arg(step, mode, team));
    }
    return Text::tr("Workflow coverage gaps in essential steps: %1.").arg(items.join(listSeparator(language)));
}

Result<QJsonObject> json(const Storage& storage)
{
    const WorkflowCoverageRepository repository(storage);
    auto essential = repository.essentialSteps();
    if (!essential)
        return essential.error();
    auto candidates = matrixCandidates(storage);
    if (!candidates)
        return candidates.error();
    QJsonArray essentialKeys;
    for (WorkflowStep step : std::as_const(*essential))
        essentialKeys.append(WorkflowCoverageRepository::stepKey(step));
    QJsonArray list;
    for (const Candidate& candidate : std::as_const(*candidates)) {
        auto cells = repository.of(candidate.id);
        if (!cells)
            return cells.error();
        QHash<int, WorkflowCoverage> byStep;
        for (const WorkflowCoverage& cell : std::as_const(*cells))
            byStep.insert(int(cell.step), cell);
        QJsonArray steps;
        for (WorkflowStep step : workflowSteps()) {
            const auto it = byStep.constFind(int(step));
            const bool recorded = it != byStep.cend();
            steps.append(QJsonObject{
                {QStringLiteral("step"), WorkflowCoverageRepository::stepKey(step)},    // not storage: a JSON key
                {QStringLiteral("mode"), recorded ? modeJson(it->mode) : QJsonValue()}, // not storage: a JSON key
                {QStringLiteral("owning_team"), bilingualJson(recorded ? it->owningTeam : Bilingual{})},
                {QStringLiteral("permission_boundary"), bilingualJson(recorded ? it->permissionBoundary : Bilingual{})},
                {QStringLiteral("note"), recorded ? it->note : QString()}, // not storage: a JSON key
            });
        }
        QJsonArray gaps;
        for (const CoverageGap& gap : gapsAmong(*cells, *essential))
            gaps.append(QJsonObject{
                {QStringLiteral("step"), WorkflowCoverageRepository::stepKey(gap.step)}, // not storage: a JSON key
                {QStringLiteral("mode"), modeJson(gap.mode)}});                          // not storage: a JSON key
        list.append(QJsonObject{{QStringLiteral("candidate_id"), candidate.id},          // not storage: a JSON key
                                {QStringLiteral("steps"), steps},
                                {QStringLiteral("gaps"), gaps}});
    }
    return QJsonObject{{QStringLiteral("essential_steps"), essentialKeys},
                       {QStringLiteral("candidates"), list}}; // not storage: a JSON key
}

} // namespace gatebench::workflowgaps
