#include "baseline/BaselineTargets.h"

#include "core/Labels.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gatebench::baseline {

namespace {

/// The translation context of this file's texts (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::BaselineTargets)
};

std::optional<TimeSlot> slotOfKey(const QString& key)
{
    for (TimeSlot slot : {TimeSlot::WeekdayDay, TimeSlot::WeekdayNight, TimeSlot::Weekend}) {
        if (timeSlotKey(slot) == key)
            return slot;
    }
    return std::nullopt;
}

} // namespace

QStringList targetGroupings()
{
    return {QString(), groupingKey(Grouping::Team), groupingKey(Grouping::TaskType), groupingKey(Grouping::GpuType),
            groupingKey(Grouping::TimeSlot)};
}

QString groupingName(const QString& grouping)
{
    if (grouping == groupingKey(Grouping::Team))
        return Text::tr("Team");
    if (grouping == groupingKey(Grouping::TaskType))
        return Text::tr("Task type");
    if (grouping == groupingKey(Grouping::GpuType))
        return Text::tr("GPU type");
    if (grouping == groupingKey(Grouping::TimeSlot))
        return Text::tr("Time slot");
    if (grouping.isEmpty())
        return Text::tr("Whole cluster");
    return grouping;
}

QString groupName(const QString& grouping, const QString& groupKey, const QList<Team>& teams, const QString& language)
{
    if (grouping.isEmpty())
        return Text::tr("Whole cluster");
    if (grouping == groupingKey(Grouping::Team)) {
        if (groupKey.isEmpty())
            return Text::tr("(no team)");
        for (const Team& team : teams) {
            if (team.id == groupKey) {
                const QString name = pickLanguage(team.name.zh, team.name.en, language);
                return name.isEmpty() ? groupKey : name;
            }
        }
        return groupKey;
    }
    if (grouping == groupingKey(Grouping::TaskType))
        return labels::taskType(groupKey);
    if (grouping == groupingKey(Grouping::TimeSlot)) {
        if (const auto slot = slotOfKey(groupKey))
            return timeSlotName(*slot);
    }
    return groupKey;
}

QString targetTitle(const ImprovementTarget& target, const QList<Team>& teams, const QString& language)
{
    const auto metric = metricFromKey(target.metric);
    const QString name = metric ? metricName(*metric) : target.metric;
    if (target.grouping.isEmpty())
        return name;
    //: %1 a metric, %2 the grouping ("Team"), %3 the group's name
    return Text::tr("%1, %2 “%3”")
        .arg(name, groupingName(target.grouping).toLower(),
             groupName(target.grouping, target.groupKey, teams, language));
}

ImprovementTarget targetFromLoss(const Loss& loss, const BaselineMetrics& metrics)
{
    ImprovementTarget target;
    Metric metric = Metric::IdleGpuHours;
    switch (loss.kind) {
    case Loss::Kind::QueueWaitTeam:
        metric = Metric::QueueWaitP90;
        target.grouping = groupingKey(Grouping::Team);
        target.groupKey = loss.group;
        break;
    case Loss::Kind::QueueWaitSlot:
        metric = Metric::QueueWaitP90;
        target.grouping = groupingKey(Grouping::TimeSlot);
        target.groupKey = loss.group;
        break;
    case Loss::Kind::FailedGpuHours:
        metric = Metric::FailedGpuHours;
        break;
    case Loss::Kind::AllocatedNotEffective:
        metric = Metric::EffectiveShare;
        break;
    case Loss::Kind::IdleGpuHours:
        break;
    }
    target.metric = metricKey(metric);
    target.baselineValue = metrics.value(metric, target.grouping, target.groupKey);
    target.targetValue = target.baselineValue.value_or(0);
    target.lossKey = loss.key;
    target.owner = loss.owner.value_or(QString());
    return target;
}

double shownPerStored(Metric metric)
{
    switch (metric) {
    case Metric::QueueWaitP50:
    case Metric::QueueWaitP90:
    case Metric::QueueWaitMean:
        return 1.0 / 60.0;
    case Metric::IdleGpuHours:
    case Metric::FailedGpuHours:
        return 1.0;
    default:
        break;
    }
    return 100.0;
}

QString entryUnit(Metric metric)
{
    switch (metric) {
    case Metric::QueueWaitP50:
    case Metric::QueueWaitP90:
    case Metric::QueueWaitMean:
        return Text::tr("min");
    case Metric::IdleGpuHours:
    case Metric::FailedGpuHours:
        return Text::tr("GPU-hours");
    default:
        break;
    }
    return QStringLiteral("%");
}

Result<double> parseTargetValue(Metric metric, const QString& typed)
{
    const QString text = typed.trimmed().remove(u'%');
    bool ok = false;
    double value = QLocale().toDouble(text.trimmed(), &ok);
    if (!ok)
        value = QLocale::c().toDouble(text.trimmed(), &ok);
    if (!ok || !std::isfinite(value))
        return Error{
            Error::Kind::BadInput,
            Text::tr("“%1” is not a number: type the target value in %2.").arg(typed.trimmed(), entryUnit(metric))};
    if (value < 0)
        return Error{Error::Kind::BadInput, Text::tr("A target value cannot be negative.")};
    if (shownPerStored(metric) == 100.0 && value > 100.0)
        return Error{Error::Kind::BadInput, Text::tr("A share cannot be above 100%.")};
    return value / shownPerStored(metric);
}

std::optional<PocMetric> pocMetricOf(Metric metric)
{
    switch (metric) {
    case Metric::QueueWaitP50:
        return PocMetric::QueueWaitP50;
    case Metric::QueueWaitP90:
        return PocMetric::QueueWaitP90;
    case Metric::SuccessRate:
        return PocMetric::SuccessRate;
    default:
        break;
    }
    return std::nullopt;
}

QString criterionTitle(const ImprovementTarget& target, const QList<Team>& teams, const QString& language)
{
    const auto metric = metricFromKey(target.metric);
    const QString value = metric ? metricValueText(*metric, target.targetValue) : QString::number(target.targetValue);
    const bool lower = metric && lowerIsBetter(*metric);
    //: %1 the target's metric and group, %2 its target value
    return lower ? Text::tr("%1: at most %2").arg(targetTitle(target, teams, language), value)
                 : Text::tr("%1: at least %2").arg(targetTitle(target, teams, language), value);
}

QString criterionAcceptance(const ImprovementTarget& target, const std::optional<double>& current,
                            const QList<Team>& teams, const QString& language)
{
    const auto metric = metricFromKey(target.metric);
    const auto text = [&](const std::optional<double>& v) {
        return metric ? metricValueText(*metric, v) : (v ? QString::number(*v) : QStringLiteral("—"));
    };
    QString sentence = Text::tr("From the improvement target %1 of the baseline: %2 today, target %3.")
                           .arg(targetTitle(target, teams, language), text(current ? current : target.baselineValue),
                                text(target.targetValue));
    if (!target.owner.isEmpty())
        sentence += u' ' + Text::tr("Owner: %1.").arg(target.owner);
    return sentence;
}

std::optional<MetricRule> metricRuleFor(const ImprovementTarget& target, const QString& scenarioId, int minRuns)
{
    const auto metric = metricFromKey(target.metric);
    if (!metric)
        return std::nullopt;
    const auto poc = pocMetricOf(*metric);
    if (!poc)
        return std::nullopt;
    MetricRule rule;
    rule.scenarioId = scenarioId;
    rule.metric = *poc;
    rule.comparison = lowerIsBetter(*metric) ? MetricComparison::AtMost : MetricComparison::AtLeast;
    rule.threshold = target.targetValue;
    rule.minRuns = std::max(1, minRuns);
    return rule;
}

} // namespace gatebench::baseline
