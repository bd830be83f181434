#include "commands/Baseline.h"

#include "baseline/BaselineMetrics.h"
#include "baseline/BaselineTargets.h"
#include "commands/CommandSupport.h"
#include "commands/Criteria.h"
#include "repositories/BaselineRepository.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>

#include <cmath>

namespace gatebench::baselineedits {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::BaselineEdits)
};

Result<void> checkTarget(const ImprovementTarget& target)
{
    if (!baseline::metricFromKey(target.metric))
        return Error{Error::Kind::BadInput, Text::tr("%1 is not a metric of the baseline").arg(target.metric)};
    static const QStringList groupings{
        QString(), baseline::groupingKey(baseline::Grouping::Team), baseline::groupingKey(baseline::Grouping::TaskType),
        baseline::groupingKey(baseline::Grouping::GpuType), baseline::groupingKey(baseline::Grouping::TimeSlot)};
    if (!groupings.contains(target.grouping))
        return Error{Error::Kind::BadInput, Text::tr("%1 is not a grouping of the baseline").arg(target.grouping)};
    if (!std::isfinite(target.targetValue))
        return Error{Error::Kind::BadInput, Text::tr("The target value must be a number")};
    return {};
}

Result<void> checkPool(const GpuPool& pool)
{
    if (pool.gpuType.trimmed().isEmpty())
        return Error{Error::Kind::BadInput, Text::tr("A GPU pool needs a GPU type")};
    if (pool.nodes < 0 || !(pool.gpusPerNode >= 0) || !std::isfinite(pool.gpusPerNode))
        return Error{Error::Kind::BadInput, Text::tr("A GPU pool cannot have a negative number of nodes or GPUs")};
    if (pool.validFrom && pool.validTo && *pool.validTo < *pool.validFrom)
        return Error{Error::Kind::BadInput, Text::tr("A GPU pool cannot end before it begins")};
    return {};
}

/// The target's name in the language the step is shown in (the audit log and Edit menu redraw it when
/// the interface language changes), its group by name.
StepText targetStep(const Storage& storage, const ImprovementTarget& target, const char* sentence)
{
    auto stored = BaselineRepository(storage).teams();
    const QList<Team> teams = stored ? *stored : QList<Team>();
    return [teams, target, sentence](const QString& language) {
        return Text::tr(sentence).arg(baseline::targetTitle(target, teams, language));
    };
}

} // namespace

Result<void> setLossOwner(Workspace& workspace, const QString& lossKey, const QString& owner)
{
    if (lossKey.isEmpty())
        return Error{Error::Kind::BadInput, Text::tr("A loss needs a key")};
    const BaselineRepository repository(ModelAccess::storage(workspace));
    return commands::executeOptional(workspace, repository.lossOwnerChange(lossKey, owner),
                                     owner.trimmed().isEmpty()
                                         ? Text::tr("Clear the owner of a loss")
                                         : Text::tr("Make %1 the owner of a loss").arg(owner.trimmed()));
}

Result<qint64> addTarget(Workspace& workspace, const ImprovementTarget& target)
{
    if (auto r = checkTarget(target); !r)
        return r.error();
    const BaselineRepository repository(ModelAccess::storage(workspace));
    auto existing = repository.targets();
    if (!existing)
        return existing.error();
    ImprovementTarget fresh = target;
    fresh.position = existing->isEmpty() ? 0 : existing->last().position + 1;
    fresh.owner = fresh.owner.trimmed();
    auto change = repository.targetInsert(fresh);
    if (!change)
        return change.error();
    if (auto r = workspace.execute(
            {*change}, targetStep(ModelAccess::storage(workspace), fresh,
                                  QT_TRANSLATE_NOOP("gatebench::BaselineEdits", "Add the improvement target %1")));
        !r)
        return r.error();
    return BaselineRepository::insertedId(*change);
}

Result<void> setTarget(Workspace& workspace, const ImprovementTarget& wanted,
                       const std::optional<ImprovementTarget>& shown)
{
    if (auto r = checkTarget(wanted); !r)
        return r;
    ImprovementTarget trimmed = wanted;
    trimmed.owner = trimmed.owner.trimmed();
    auto changes = BaselineRepository(ModelAccess::storage(workspace)).targetUpdate(trimmed, shown);
    if (!changes)
        return changes.error();
    if (changes->isEmpty())
        return {};
    return workspace.execute(
        *changes, targetStep(ModelAccess::storage(workspace), trimmed,
                             QT_TRANSLATE_NOOP("gatebench::BaselineEdits", "Change the improvement target %1")));
}

Result<void> removeTarget(Workspace& workspace, qint64 id)
{
    const BaselineRepository repository(ModelAccess::storage(workspace));
    auto change = repository.targetRemoval(id);
    if (!change)
        return change.error();
    auto targets = repository.targets();
    if (!targets)
        return targets.error();
    std::optional<ImprovementTarget> removed;
    for (const ImprovementTarget& t : std::as_const(*targets)) {
        if (t.id == id)
            removed = t;
    }
    if (!removed)
        return workspace.execute({*change}, Text::tr("Remove an improvement target"));
    return workspace.execute(
        {*change}, targetStep(ModelAccess::storage(workspace), *removed,
                              QT_TRANSLATE_NOOP("gatebench::BaselineEdits", "Remove the improvement target %1")));
}

Result<QString> makeCriterion(Workspace& workspace, qint64 targetId, const TargetCriterion& made,
                              const QString& language)
{
    auto targets = BaselineRepository(ModelAccess::storage(workspace)).targets();
    if (!targets)
        return targets.error();
    std::optional<ImprovementTarget> target;
    for (const ImprovementTarget& t : std::as_const(*targets)) {
        if (t.id == targetId)
            target = t;
    }
    if (!target)
        return Error{Error::Kind::Conflict, Text::tr("The improvement target no longer exists")};
    criteria::Draft draft;
    draft.tier = made.tier;
    draft.title = made.title;
    draft.owner = target->owner;
    draft.acceptance = made.acceptance;
    switch (made.tier) {
    case CriterionTier::Bonus:
        return criteria::add(workspace, draft, language);
    case CriterionTier::Gate:
        if (const auto rule = baseline::metricRuleFor(*target, made.scenarioId, made.minRuns))
            return criteria::addMetricGate(workspace, draft, *rule, language);
        return Error{Error::Kind::BadInput, Text::tr("The PoC does not measure this metric: the target can "
                                                     "become a bonus criterion, not a metric gate")};
    case CriterionTier::Deferred:
        break;
    }
    return Error{Error::Kind::BadInput, Text::tr("A target becomes a bonus criterion or a metric gate")};
}

Result<void> setQuota(Workspace& workspace, const QString& teamId, std::optional<double> quotaGpus)
{
    if (teamId.isEmpty())
        return Error{Error::Kind::BadInput, Text::tr("A quota needs a team")};
    if (quotaGpus && (!std::isfinite(*quotaGpus) || *quotaGpus < 0))
        return Error{Error::Kind::BadInput, Text::tr("A quota cannot be negative")};
    return commands::executeOptional(
        workspace, BaselineRepository(ModelAccess::storage(workspace)).quotaChange(teamId, quotaGpus),
        quotaGpus ? Text::tr("Set the GPU quota of team %1 to %2").arg(teamId).arg(*quotaGpus)
                  : Text::tr("Remove the GPU quota of team %1").arg(teamId));
}

Result<qint64> addPool(Workspace& workspace, const GpuPool& pool)
{
    if (auto r = checkPool(pool); !r)
        return r.error();
    auto change = BaselineRepository(ModelAccess::storage(workspace)).poolInsert(pool);
    if (!change)
        return change.error();
    if (auto r = workspace.execute({*change}, Text::tr("Add the GPU pool %1").arg(pool.pool)); !r)
        return r.error();
    return BaselineRepository::insertedId(*change);
}

Result<void> setPool(Workspace& workspace, const GpuPool& wanted)
{
    if (auto r = checkPool(wanted); !r)
        return r;
    auto changes = BaselineRepository(ModelAccess::storage(workspace)).poolUpdate(wanted);
    if (!changes)
        return changes.error();
    if (changes->isEmpty())
        return {};
    return workspace.execute(*changes, Text::tr("Change the GPU pool %1").arg(wanted.pool));
}

Result<void> removePool(Workspace& workspace, qint64 id)
{
    auto change = BaselineRepository(ModelAccess::storage(workspace)).poolRemoval(id);
    if (!change)
        return change.error();
    return workspace.execute({*change}, Text::tr("Remove a GPU pool"));
}

Result<void> setSlotHours(Workspace& workspace, int dayStart, int dayEnd)
{
    if (dayStart < 0 || dayEnd > 24 || dayStart >= dayEnd)
        return Error{Error::Kind::BadInput, Text::tr("The weekday day must start before it ends, within 0 to 24 h")};
    const SettingsRepository settings(ModelAccess::storage(workspace));
    ChangeSet changes;
    for (const auto& [key, hour] :
         {std::pair{schema::key::WeekdayDayStart, dayStart}, std::pair{schema::key::WeekdayDayEnd, dayEnd}}) {
        auto change = settings.change(QLatin1String(key), QString::number(hour));
        if (!change)
            return change.error();
        if (*change)
            changes.append(**change);
    }
    if (changes.isEmpty())
        return {};
    return workspace.execute(changes, Text::tr("Set the weekday daytime to %1:00-%2:59")
                                          .arg(dayStart, 2, 10, QLatin1Char('0'))
                                          .arg(dayEnd - 1, 2, 10, QLatin1Char('0')));
}

Result<void> setAnalysisWindow(Workspace& workspace, const QDate& first, const QDate& last)
{
    if (first.isValid() != last.isValid() || (first.isValid() && last < first))
        return Error{Error::Kind::BadInput, Text::tr("The analysis window needs a first day on or before its last")};
    if (first.isValid() && first.daysTo(last) + 1 > kMaxWindowDays)
        return Error{Error::Kind::BadInput,
                     Text::tr("The analysis window may be at most %L1 days long").arg(kMaxWindowDays)};
    const SettingsRepository settings(ModelAccess::storage(workspace));
    ChangeSet changes;
    for (const auto& [key, day] :
         {std::pair{schema::key::AnalysisWindowStart, first}, std::pair{schema::key::AnalysisWindowEnd, last}}) {
        auto change = settings.change(QLatin1String(key),
                                      day.isValid() ? std::optional<QString>(day.toString(Qt::ISODate)) : std::nullopt);
        if (!change)
            return change.error();
        if (*change)
            changes.append(**change);
    }
    if (changes.isEmpty())
        return {};
    return workspace.execute(changes, first.isValid()
                                          ? Text::tr("Set the analysis window to %1 - %2")
                                                .arg(first.toString(Qt::ISODate), last.toString(Qt::ISODate))
                                          : Text::tr("Use the span of the job records as analysis window"));
}

} // namespace gatebench::baselineedits
