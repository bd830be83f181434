#include "baseline/BaselineMetrics.h"

#include "poc/PocMetrics.h"
#include "repositories/BaselineRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/PocRepository.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <map>

namespace gatebench::baseline {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::BaselineMetrics)
};

constexpr qint64 kNone = JobColumns::kNone;
constexpr double kHour = 3600.0;

qint32 indexIn(QHash<QString, qint32>& index, QStringList& dictionary, const QString& label)
{
    auto it = index.constFind(label);
    if (it != index.cend())
        return it.value();
    const auto i = qint32(dictionary.size());
    dictionary.append(label);
    index.insert(label, i);
    return i;
}

JobColumns::Outcome columnOutcome(JobOutcome outcome)
{
    switch (outcome) {
    case JobOutcome::Completed:
        return JobColumns::Completed;
    case JobOutcome::Failed:
        return JobColumns::Failed;
    case JobOutcome::Cancelled:
        return JobColumns::Cancelled;
    case JobOutcome::Running:
        return JobColumns::Running;
    case JobOutcome::Pending:
        break;
    }
    return JobColumns::Pending;
}

int hourSetting(const SettingsRepository& settings, const char* key, int fallback)
{
    bool ok = false;
    const int hour = settings.value(QLatin1String(key)).toInt(&ok);
    return ok && hour >= 0 && hour <= 24 ? hour : fallback;
}

std::optional<QDate> daySetting(const SettingsRepository& settings, const char* key)
{
    const QDate day = QDate::fromString(settings.value(QLatin1String(key)), Qt::ISODate);
    return day.isValid() ? std::optional<QDate>(day) : std::nullopt;
}

qint64 midnight(const QDate& day, const QTimeZone& zone)
{
    return QDateTime(day, QTime(0, 0), zone).toSecsSinceEpoch();
}

QDate dayOf(qint64 utc, const QTimeZone& zone)
{
    return QDateTime::fromSecsSinceEpoch(utc, zone).date();
}

/// The local wall-clock hours of W: segment i runs from bounds[i] to bounds[i + 1] and lies in
/// hour-of-week cell[i] and day day[i] (0 = the first day of W).
struct Hours {
    std::vector<qint64> bounds;
    std::vector<quint8> cell;
    std::vector<qint32> day;

    qsizetype count() const { return qsizetype(cell.size()); }
    /// The segment holding `t` (inside W).
    qsizetype at(qint64 t) const
    {
        return qsizetype(std::upper_bound(bounds.begin(), bounds.end(), t) - bounds.begin()) - 1;
    }
    qint64 length(qsizetype i) const { return bounds[size_t(i) + 1] - bounds[size_t(i)]; }
};

Hours hoursOf(const Window& w, const QTimeZone& zone)
{
    Hours h;
    qint64 t = w.startUtc;
    while (t < w.endUtc) {
        const QDateTime local = QDateTime::fromSecsSinceEpoch(t, zone);
        const qint64 wall = t + local.offsetFromUtc();
        const qint64 into = ((wall % 3600) + 3600) % 3600;
        const qint64 next = std::min(w.endUtc, t + 3600 - into);
        h.bounds.push_back(t);
        h.cell.push_back(quint8((local.date().dayOfWeek() - 1) * 24 + local.time().hour()));
        h.day.push_back(qint32(w.firstDay.daysTo(local.date())));
        t = next;
    }
    h.bounds.push_back(w.endUtc);
    return h;
}

/// A group's running sums.
struct Acc {
    qint64 jobs = 0, started = 0, neverStarted = 0;
    qint64 completed = 0, cancelled = 0, failed = 0, notEnded = 0;
    std::map<qint32, qint64> reasons;
    std::vector<double> waits, neverWaits, runs;
    double waitSum = 0, neverWaitSum = 0, runSum = 0;
    double gpuSeconds = 0, activeSeconds = 0, effectiveSeconds = 0, failedGpuSeconds = 0;
    double excessWaitSeconds = 0; ///< filled for the top losses
};

Quantiles quantiles(std::vector<double>& values, double sum)
{
    Quantiles q;
    if (values.empty())
        return q;
    q.mean = sum / double(values.size());
    q.p50 = selectPercentile(values.data(), values.data() + values.size(), 50.0);
    q.p90 = selectPercentile(values.data(), values.data() + values.size(), 90.0);
    return q;
}

Utilization utilizationOf(double gpuSeconds, std::optional<double> active, std::optional<double> effective,
                          double capacitySeconds, double periodSeconds, bool inferred)
{
    Utilization u;
    u.inferred = inferred;
    u.capacityGpus = periodSeconds > 0 ? capacitySeconds / periodSeconds : 0;
    u.capacityGpuHours = capacitySeconds / kHour;
    u.allocatedGpuHours = gpuSeconds / kHour;
    if (active)
        u.activeGpuHours = *active / kHour;
    if (effective)
        u.effectiveGpuHours = *effective / kHour;
    if (capacitySeconds > 0) {
        u.allocated = gpuSeconds / capacitySeconds;
        if (active)
            u.active = *active / capacitySeconds;
        if (effective)
            u.effective = *effective / capacitySeconds;
    }
    u.idleGpuHours = (capacitySeconds - gpuSeconds) / kHour;
    return u;
}

GroupMetrics finish(Acc& a, const QString& key, const JobColumns& jobs, bool utilData, double capacitySeconds,
                    double periodSeconds, bool inferred)
{
    GroupMetrics g;
    g.key = key;
    g.jobs = a.jobs;
    g.started = a.started;
    g.neverStarted = a.neverStarted;
    g.queueWait = quantiles(a.waits, a.waitSum);
    g.neverStartedWait = quantiles(a.neverWaits, a.neverWaitSum);
    g.runTime = quantiles(a.runs, a.runSum);
    g.outcomes.completed = a.completed;
    g.outcomes.cancelled = a.cancelled;
    g.outcomes.failed = a.failed;
    g.outcomes.notEnded = a.notEnded;
    for (const auto& [reason, count] : a.reasons)
        g.outcomes.failureReasons.append({reason >= 0 ? jobs.failureReasons.at(reason) : QString(), count});
    std::stable_sort(g.outcomes.failureReasons.begin(), g.outcomes.failureReasons.end(),
                     [](const auto& x, const auto& y) {
                         return x.second > y.second || (x.second == y.second && x.first < y.first);
                     });
    if (a.completed + a.failed > 0)
        g.successRate = double(a.completed) / double(a.completed + a.failed);
    g.gpuHours = a.gpuSeconds / kHour;
    g.failedGpuHours = a.failedGpuSeconds / kHour;
    g.utilization = utilizationOf(a.gpuSeconds, utilData ? std::optional<double>(a.activeSeconds) : std::nullopt,
                                  utilData ? std::optional<double>(a.effectiveSeconds) : std::nullopt, capacitySeconds,
                                  periodSeconds, inferred);
    return g;
}

/// The peak of the summed GPUs of intervals [from, to) (events at the same moment: ends first).
double peakOf(std::vector<std::pair<qint64, double>>& events)
{
    std::sort(events.begin(), events.end());
    double level = 0;
    double peak = 0;
    for (const auto& [t, delta] : events) {
        level += delta;
        peak = std::max(peak, level);
    }
    return peak;
}

Bilingual teamName(const BaselineInputs& inputs, const QString& id)
{
    for (const Team& team : inputs.teams) {
        if (team.id == id && !(team.name.zh.isEmpty() && team.name.en.isEmpty()))
            return {team.name.zh.isEmpty() ? id : team.name.zh, team.name.en.isEmpty() ? id : team.name.en};
    }
    return {id, id};
}

Bilingual slotName(const QString& key)
{
    if (key == QLatin1String("weekday_day"))
        return {QStringLiteral("工作日白天"), QStringLiteral("weekday daytime")};
    if (key == QLatin1String("weekday_night"))
        return {QStringLiteral("工作日夜间"), QStringLiteral("weekday night")};
    return {QStringLiteral("周末"), QStringLiteral("weekend")};
}

/// A duration in both languages, as the PoC figures read ("51 s", "42 min", "2.5 h").
Bilingual durationTexts(double seconds)
{
    const auto trimmed = [](double value) {
        QString text = QString::number(std::round(value * 10.0) / 10.0, 'f', 1);
        if (text.endsWith(QLatin1String(".0")))
            text.chop(2);
        return text;
    };
    if (seconds < 100)
        return {QStringLiteral("%1 秒").arg(trimmed(seconds)), QStringLiteral("%1 s").arg(trimmed(seconds))};
    if (seconds < 100 * 60)
        return {QStringLiteral("%1 分钟").arg(trimmed(seconds / 60)),
                QStringLiteral("%1 min").arg(trimmed(seconds / 60))};
    return {QStringLiteral("%1 小时").arg(trimmed(seconds / 3600)),
            QStringLiteral("%1 h").arg(trimmed(seconds / 3600))};
}

} // namespace

// ---- keys and names ---------------------------------------------------------------------------

QString timeSlotKey(TimeSlot slot)
{
    switch (slot) {
    case TimeSlot::WeekdayDay:
        return QStringLiteral("weekday_day");
    case TimeSlot::WeekdayNight:
        return QStringLiteral("weekday_night");
    case TimeSlot::Weekend:
        break;
    }
    return QStringLiteral("weekend");
}

QString timeSlotName(TimeSlot slot)
{
    switch (slot) {
    case TimeSlot::WeekdayDay:
        return Text::tr("Weekday daytime");
    case TimeSlot::WeekdayNight:
        return Text::tr("Weekday night");
    case TimeSlot::Weekend:
        break;
    }
    return Text::tr("Weekend");
}

QString groupingKey(Grouping grouping)
{
    switch (grouping) {
    case Grouping::Team:
        return QStringLiteral("team"); // not storage: a grouping key (JSON, targets)
    case Grouping::TaskType:
        return QStringLiteral("task_type"); // not storage: a grouping key (JSON, targets)
    case Grouping::GpuType:
        return QStringLiteral("gpu_type"); // not storage: a grouping key (JSON, targets)
    case Grouping::TimeSlot:
        break;
    }
    return QStringLiteral("time_slot");
}

TimeSlot SlotHours::slotOf(int isoWeekday, int hour) const
{
    if (isoWeekday >= 6)
        return TimeSlot::Weekend;
    return hour >= dayStart && hour < dayEnd ? TimeSlot::WeekdayDay : TimeSlot::WeekdayNight;
}

namespace {
constexpr std::array kMetrics{
    std::pair{Metric::QueueWaitP50, "queue_wait_p50_s"},   std::pair{Metric::QueueWaitP90, "queue_wait_p90_s"},
    std::pair{Metric::QueueWaitMean, "queue_wait_mean_s"}, std::pair{Metric::SuccessRate, "success_rate"},
    std::pair{Metric::AllocatedShare, "allocated_share"},  std::pair{Metric::ActiveShare, "active_share"},
    std::pair{Metric::EffectiveShare, "effective_share"},  std::pair{Metric::IdleGpuHours, "idle_gpu_hours"},
    std::pair{Metric::FailedGpuHours, "failed_gpu_hours"}, std::pair{Metric::QuotaSatisfaction, "quota_satisfaction"},
};
} // namespace

QString metricKey(Metric metric)
{
    for (const auto& [m, key] : kMetrics) {
        if (m == metric)
            return QLatin1String(key);
    }
    return {};
}

std::optional<Metric> metricFromKey(const QString& key)
{
    for (const auto& [m, k] : kMetrics) {
        if (key == QLatin1String(k))
            return m;
    }
    return std::nullopt;
}

QString metricName(Metric metric)
{
    switch (metric) {
    case Metric::QueueWaitP50:
        return Text::tr("Queue wait P50");
    case Metric::QueueWaitP90:
        return Text::tr("Queue wait P90");
    case Metric::QueueWaitMean:
        return Text::tr("Mean queue wait");
    case Metric::SuccessRate:
        return Text::tr("Success rate");
    case Metric::AllocatedShare:
        return Text::tr("Allocated share");
    case Metric::ActiveShare:
        return Text::tr("Active share");
    case Metric::EffectiveShare:
        return Text::tr("Effective share");
    case Metric::IdleGpuHours:
        return Text::tr("Idle GPU-hours");
    case Metric::FailedGpuHours:
        return Text::tr("GPU-hours of failed jobs");
    case Metric::QuotaSatisfaction:
        break;
    }
    return Text::tr("Quota satisfaction");
}

QString metricValueText(Metric metric, const std::optional<double>& value)
{
    if (!value)
        return QStringLiteral("—");
    switch (metric) {
    case Metric::QueueWaitP50:
    case Metric::QueueWaitP90:
    case Metric::QueueWaitMean:
        return pocDurationText(*value);
    case Metric::IdleGpuHours:
    case Metric::FailedGpuHours:
        return Text::tr("%1 GPU-hours").arg(QLocale().toString(*value, 'f', 1));
    default:
        break;
    }
    return Text::tr("%1%").arg(QLocale().toString(*value * 100.0, 'f', 1));
}

bool lowerIsBetter(Metric metric)
{
    switch (metric) {
    case Metric::QueueWaitP50:
    case Metric::QueueWaitP90:
    case Metric::QueueWaitMean:
    case Metric::IdleGpuHours:
    case Metric::FailedGpuHours:
        return true;
    default:
        return false;
    }
}

// ---- loading ----------------------------------------------------------------------------------

void JobColumns::append(const JobRecord& job)
{
    team.push_back(indexIn(m_teamIndex, teams, job.team));
    taskType.push_back(indexIn(m_taskIndex, taskTypes, job.taskType));
    gpuType.push_back(indexIn(m_gpuIndex, gpuTypes, job.gpuType));
    failureReason.push_back(job.failureReason.isEmpty() ? -1
                                                        : indexIn(m_reasonIndex, failureReasons, job.failureReason));
    gpus.push_back(job.gpus);
    submit.push_back(job.submitUtc);
    start.push_back(job.startUtc.value_or(kNone));
    end.push_back(job.endUtc.value_or(kNone));
    outcome.push_back(columnOutcome(job.outcome));
    gpuUtil.push_back(job.gpuUtil.value_or(std::numeric_limits<double>::quiet_NaN()));
    activeFraction.push_back(job.activeFraction.value_or(std::numeric_limits<double>::quiet_NaN()));
}

Result<JobColumns> JobColumns::load(const Storage& storage)
{
    JobColumns columns;
    auto r = BaselineRepository(storage).scanJobs([&](const JobRecord& job) {
        columns.append(job);
        return true;
    });
    if (!r)
        return r.error();
    return columns;
}

Result<BaselineInputs> BaselineInputs::load(const Storage& storage)
{
    BaselineInputs in;
    const SettingsRepository settings(storage);
    const QTimeZone zone(settings.value(QLatin1String(schema::key::TimeZone)).toUtf8());
    in.zone = zone.isValid() ? zone : QTimeZone::utc();
    in.slotHours.dayStart = hourSetting(settings, schema::key::WeekdayDayStart, 9);
    in.slotHours.dayEnd = hourSetting(settings, schema::key::WeekdayDayEnd, 19);
    in.windowFirstDay = daySetting(settings, schema::key::AnalysisWindowStart);
    in.windowLastDay = daySetting(settings, schema::key::AnalysisWindowEnd);
    const BaselineRepository repository(storage);
    auto pools = repository.gpuPools();
    if (!pools)
        return pools.error();
    in.inventory = *pools;
    auto teams = repository.teams();
    if (!teams)
        return teams.error();
    in.teams = *teams;
    auto owners = repository.lossOwners();
    if (!owners)
        return owners.error();
    in.lossOwners = *owners;
    auto targets = repository.targets();
    if (!targets)
        return targets.error();
    in.targets = *targets;

    // The PoC's figures of the metrics a target may share with it: over all runs of each candidate.
    auto candidates = CandidateRepository(storage).all();
    if (!candidates)
        return candidates.error();
    auto runs = PocRepository(storage).runs();
    if (!runs)
        return runs.error();
    for (const Candidate& c : std::as_const(*candidates)) {
        QList<double> waits;
        qint64 successes = 0;
        qint64 failures = 0;
        bool any = false;
        for (const PocRun& run : std::as_const(*runs)) {
            if (run.candidateId != c.id)
                continue;
            any = true;
            if (run.queueSeconds)
                waits.append(*run.queueSeconds);
            if (run.outcome == PocOutcome::Success)
                ++successes;
            else if (run.outcome == PocOutcome::Failure)
                ++failures;
        }
        if (!any && !c.inPoc)
            continue;
        PocFigures f{c.id, c.name, std::nullopt, std::nullopt, std::nullopt};
        if (!waits.isEmpty()) {
            std::vector<double> values(waits.cbegin(), waits.cend());
            f.queueWaitP50 = selectPercentile(values.data(), values.data() + values.size(), 50.0);
            f.queueWaitP90 = selectPercentile(values.data(), values.data() + values.size(), 90.0);
        }
        if (successes + failures > 0)
            f.successRate = double(successes) / double(successes + failures);
        in.poc.append(f);
    }
    return in;
}

// ---- percentiles ------------------------------------------------------------------------------

std::optional<double> selectPercentile(double* begin, double* end, double p)
{
    const auto n = end - begin;
    if (n <= 0)
        return std::nullopt;
    const double clamped = std::clamp(p, 0.0, 100.0);
    const double h = double(n - 1) * clamped / 100.0;
    const auto below = std::ptrdiff_t(std::floor(h));
    std::nth_element(begin, begin + below, end);
    const double low = begin[below];
    if (below + 1 >= n)
        return low;
    const double fraction = h - double(below);
    // The next rank is the smallest value above position `below` (nth_element partitions there).
    const double high = *std::min_element(begin + below + 1, end);
    // As core/Percentile: equal neighbours give exactly their value.
    return fraction == 0.0 ? low : low + fraction * (high - low);
}

// ---- the computation --------------------------------------------------------------------------

const QList<GroupMetrics>& BaselineMetrics::by(Grouping grouping) const
{
    switch (grouping) {
    case Grouping::Team:
        return byTeam;
    case Grouping::TaskType:
        return byTaskType;
    case Grouping::GpuType:
        return byGpuType;
    case Grouping::TimeSlot:
        break;
    }
    return byTimeSlot;
}

std::optional<double> BaselineMetrics::value(Metric metric, const QString& grouping, const QString& groupKey) const
{
    const GroupMetrics* g = nullptr;
    if (grouping.isEmpty()) {
        g = &total;
    } else {
        for (Grouping candidate : {Grouping::Team, Grouping::TaskType, Grouping::GpuType, Grouping::TimeSlot}) {
            if (groupingKey(candidate) != grouping)
                continue;
            for (const GroupMetrics& m : by(candidate)) {
                if (m.key == groupKey)
                    g = &m;
            }
        }
    }
    if (!g)
        return std::nullopt;
    switch (metric) {
    case Metric::QueueWaitP50:
        return g->queueWait.p50;
    case Metric::QueueWaitP90:
        return g->queueWait.p90;
    case Metric::QueueWaitMean:
        return g->queueWait.mean;
    case Metric::SuccessRate:
        return g->successRate;
    case Metric::AllocatedShare:
        return g->utilization.allocated;
    case Metric::ActiveShare:
        return g->utilization.active;
    case Metric::EffectiveShare:
        return g->utilization.effective;
    case Metric::IdleGpuHours:
        return g->utilization.idleGpuHours;
    case Metric::FailedGpuHours:
        return g->failedGpuHours;
    case Metric::QuotaSatisfaction:
        break;
    }
    return g->quotaSatisfaction;
}

namespace {

Window windowOf(const JobColumns& jobs, const BaselineInputs& inputs)
{
    Window w;
    qint64 first = std::numeric_limits<qint64>::max();
    qint64 last = std::numeric_limits<qint64>::min();
    for (qsizetype i = 0; i < jobs.size(); ++i) {
        first = std::min(first, jobs.submit[size_t(i)]);
        last = std::max(last, std::max(jobs.submit[size_t(i)], jobs.end[size_t(i)]));
        if (jobs.start[size_t(i)] != kNone)
            last = std::max(last, jobs.start[size_t(i)]);
    }
    if (jobs.size() > 0) {
        w.firstDay = dayOf(first, inputs.zone);
        w.lastDay = dayOf(last, inputs.zone);
    }
    if (inputs.windowFirstDay) {
        w.firstDay = *inputs.windowFirstDay;
        w.set = true;
    }
    if (inputs.windowLastDay) {
        w.lastDay = *inputs.windowLastDay;
        w.set = true;
    }
    if (!w.firstDay.isValid() || !w.lastDay.isValid() || w.lastDay < w.firstDay)
        return Window{};
    w.startUtc = midnight(w.firstDay, inputs.zone);
    w.endUtc = midnight(w.lastDay.addDays(1), inputs.zone);
    return w;
}

/// The quota satisfaction of one team (see the header) from its demand intervals.
std::optional<double> quotaSatisfaction(std::vector<std::tuple<qint64, double, double>>& events, double quota)
{
    if (events.empty() || quota <= 0)
        return std::nullopt;
    std::sort(events.begin(), events.end(),
              [](const auto& a, const auto& b) { return std::get<0>(a) < std::get<0>(b); });
    double queued = 0;
    double running = 0;
    double served = 0;
    double demandSeconds = 0;
    qint64 previous = std::get<0>(events.front());
    for (const auto& [t, dQueued, dRunning] : events) {
        const double dt = double(t - previous);
        const double demand = std::min(running + queued, quota);
        if (dt > 0 && running + queued > 1e-9) {
            demandSeconds += dt;
            served += dt * (demand > 0 ? std::min(running, quota) / demand : 1.0);
        }
        queued += dQueued;
        running += dRunning;
        previous = t;
    }
    if (demandSeconds <= 0)
        return std::nullopt;
    return served / demandSeconds;
}

} // namespace

BaselineMetrics compute(const JobColumns& jobs, const BaselineInputs& inputs)
{
    BaselineMetrics m;
    m.window = windowOf(jobs, inputs);
    const Window& w = m.window;
    const Hours hours = hoursOf(w, inputs.zone);
    const qsizetype days = w.firstDay.isValid() ? w.firstDay.daysTo(w.lastDay) + 1 : 0;
    const double period = double(w.endUtc - w.startUtc);

    // Per segment of W: the GPUs running (difference arrays for fully covered segments) and the
    // GPU-seconds of partly covered ones; three channels: allocated, active, effective.
    const qsizetype segments = hours.count();
    std::vector<double> rate[3], partial[3];
    for (int c = 0; c < 3; ++c) {
        rate[c].assign(size_t(segments) + 1, 0.0);
        partial[c].assign(size_t(segments), 0.0);
    }

    const size_t teamCount = size_t(jobs.teams.size());
    const size_t taskCount = size_t(jobs.taskTypes.size());
    const size_t gpuCount = size_t(jobs.gpuTypes.size());
    Acc total;
    std::vector<Acc> byTeam(teamCount), byTask(taskCount), byGpu(gpuCount), bySlot(kTimeSlots);
    std::vector<std::vector<std::pair<qint64, double>>> gpuEvents(gpuCount);
    std::vector<std::pair<qint64, double>> allEvents;
    allEvents.reserve(size_t(jobs.size()) * 2);

    // Teams with a quota: their demand intervals, for quota satisfaction.
    std::vector<double> quotaOf(teamCount, -1.0);
    for (const Team& team : inputs.teams) {
        const auto i = jobs.teams.indexOf(team.id);
        if (i >= 0 && team.quotaGpus)
            quotaOf[size_t(i)] = *team.quotaGpus;
    }
    std::vector<std::vector<std::tuple<qint64, double, double>>> demand(teamCount);

    bool utilData = false;
    for (qsizetype i = 0; i < jobs.size(); ++i) {
        const auto j = size_t(i);
        const qint64 submit = jobs.submit[j];
        const qint64 start = jobs.start[j];
        const quint8 outcome = jobs.outcome[j];
        const bool ended = outcome <= JobColumns::Cancelled;
        // A job without an end runs (or waits) until the end of W.
        const qint64 end = jobs.end[j] != kNone ? jobs.end[j] : std::max(w.endUtc, start != kNone ? start : submit);
        const double gpus = jobs.gpus[j];
        const double util = jobs.gpuUtil[j];
        const double activeFraction = jobs.activeFraction[j];
        const bool hasUtil = !std::isnan(util) || !std::isnan(activeFraction);
        utilData = utilData || hasUtil;
        const double activeWeight =
            !std::isnan(activeFraction) ? activeFraction : (!std::isnan(util) && util > 0 ? 1.0 : 0.0);
        const double effectiveWeight = !std::isnan(util) ? util : 0.0;

        // Run seconds inside W.
        double runInside = 0;
        if (start != kNone) {
            const qint64 from = std::max(start, w.startUtc);
            const qint64 to = std::min(end, w.endUtc);
            if (to > from) {
                runInside = double(to - from);
                const double weights[3] = {gpus, gpus * activeWeight, gpus * effectiveWeight};
                const qsizetype a = hours.at(from);
                const qsizetype b = hours.at(to - 1);
                if (a == b) {
                    for (int c = 0; c < 3; ++c)
                        partial[c][size_t(a)] += weights[c] * double(to - from);
                } else {
                    for (int c = 0; c < 3; ++c) {
                        partial[c][size_t(a)] += weights[c] * double(hours.bounds[size_t(a) + 1] - from);
                        partial[c][size_t(b)] += weights[c] * double(to - hours.bounds[size_t(b)]);
                        rate[c][size_t(a) + 1] += weights[c];
                        rate[c][size_t(b)] -= weights[c];
                    }
                }
                allEvents.emplace_back(from, gpus);
                allEvents.emplace_back(to, -gpus);
                gpuEvents[size_t(jobs.gpuType[j])].emplace_back(from, gpus);
                gpuEvents[size_t(jobs.gpuType[j])].emplace_back(to, -gpus);
            }
        }
        const double gpuSeconds = gpus * runInside;
        for (Acc* acc : {&total, &byTeam[size_t(jobs.team[j])], &byTask[size_t(jobs.taskType[j])],
                         &byGpu[size_t(jobs.gpuType[j])]}) {
            acc->gpuSeconds += gpuSeconds;
            acc->activeSeconds += gpuSeconds * activeWeight;
            acc->effectiveSeconds += gpuSeconds * effectiveWeight;
            if (outcome == JobColumns::Failed)
                acc->failedGpuSeconds += gpuSeconds;
        }

        if (quotaOf[size_t(jobs.team[j])] >= 0) {
            auto& events = demand[size_t(jobs.team[j])];
            const qint64 queuedTo = std::min(start != kNone ? start : end, w.endUtc);
            const qint64 queuedFrom = std::max(submit, w.startUtc);
            if (queuedTo > queuedFrom) {
                events.emplace_back(queuedFrom, gpus, 0.0);
                events.emplace_back(queuedTo, -gpus, 0.0);
            }
            if (start != kNone) {
                const qint64 from = std::max(start, w.startUtc);
                const qint64 to = std::min(end, w.endUtc);
                if (to > from) {
                    events.emplace_back(from, 0.0, gpus);
                    events.emplace_back(to, 0.0, -gpus);
                }
            }
        }

        // Counts, waits and outcomes: the jobs submitted inside W.
        if (submit < w.startUtc || submit >= w.endUtc)
            continue;
        const qsizetype segment = hours.at(submit);
        const quint8 cell = hours.cell[size_t(segment)];
        const TimeSlot slot = inputs.slotHours.slotOf(cell / 24 + 1, cell % 24);
        for (Acc* acc : {&total, &byTeam[size_t(jobs.team[j])], &byTask[size_t(jobs.taskType[j])],
                         &byGpu[size_t(jobs.gpuType[j])], &bySlot[size_t(slot)]}) {
            ++acc->jobs;
            if (start != kNone) {
                ++acc->started;
                const double wait = double(start - submit);
                acc->waits.push_back(wait);
                acc->waitSum += wait;
                if (ended && jobs.end[j] != kNone) {
                    const double run = double(jobs.end[j] - start);
                    acc->runs.push_back(run);
                    acc->runSum += run;
                }
            } else {
                ++acc->neverStarted;
                const double wait = double(std::max(submit, end) - submit);
                acc->neverWaits.push_back(wait);
                acc->neverWaitSum += wait;
            }
            switch (outcome) {
            case JobColumns::Completed:
                ++acc->completed;
                break;
            case JobColumns::Failed:
                ++acc->failed;
                acc->reasons[jobs.failureReason[j]] += 1;
                break;
            case JobColumns::Cancelled:
                ++acc->cancelled;
                break;
            default:
                ++acc->notEnded;
                break;
            }
        }
    }
    // The time-slot groups' GPU-seconds are those run in the slot's hours (from the segments below).

    // Per segment: GPU-seconds of the three channels.
    std::vector<double> segment[3];
    for (int c = 0; c < 3; ++c) {
        segment[c].assign(size_t(segments), 0.0);
        double running = 0;
        for (qsizetype s = 0; s < segments; ++s) {
            running += rate[c][size_t(s)];
            segment[c][size_t(s)] = partial[c][size_t(s)] + running * double(hours.length(s));
        }
    }

    // Capacity per day: the inventory's pools on that day, else the peak concurrent allocation.
    const bool inferred = inputs.inventory.isEmpty();
    std::vector<double> capacityPerDay(size_t(days), 0.0);
    QHash<QString, std::vector<double>> typeCapacityPerDay;
    if (!inferred) {
        for (qsizetype d = 0; d < days; ++d) {
            const QDate day = w.firstDay.addDays(d);
            for (const GpuPool& pool : inputs.inventory) {
                if (!pool.appliesOn(day))
                    continue;
                capacityPerDay[size_t(d)] += pool.gpus();
                auto& perType = typeCapacityPerDay[pool.gpuType];
                perType.resize(size_t(days), 0.0);
                perType[size_t(d)] += pool.gpus();
            }
        }
    } else {
        std::fill(capacityPerDay.begin(), capacityPerDay.end(), peakOf(allEvents));
    }
    std::vector<double> segmentCapacity(static_cast<size_t>(segments));
    std::vector<double> daySeconds(size_t(days), 0.0);
    for (qsizetype s = 0; s < segments; ++s) {
        const qint32 d = hours.day[size_t(s)];
        segmentCapacity[size_t(s)] = capacityPerDay[size_t(d)] * double(hours.length(s));
        daySeconds[size_t(d)] += double(hours.length(s));
    }
    double capacitySeconds = 0;
    for (double c : segmentCapacity)
        capacitySeconds += c;

    // Hour of week, days, slots.
    std::array<double, 168> cellGpu{};
    std::array<double, 168> cellCapacity{};
    std::array<bool, 168> cellSeen{};
    std::vector<std::array<double, 3>> dayGpu(size_t(days), {0, 0, 0});
    std::array<std::array<double, 3>, kTimeSlots> slotGpu{};
    std::array<double, kTimeSlots> slotCapacity{};
    std::array<double, kTimeSlots> slotSeconds{};
    for (qsizetype s = 0; s < segments; ++s) {
        const quint8 cell = hours.cell[size_t(s)];
        cellGpu[cell] += segment[0][size_t(s)];
        cellCapacity[cell] += segmentCapacity[size_t(s)];
        cellSeen[cell] = true;
        const auto slot = size_t(inputs.slotHours.slotOf(cell / 24 + 1, cell % 24));
        slotCapacity[slot] += segmentCapacity[size_t(s)];
        slotSeconds[slot] += double(hours.length(s));
        for (int c = 0; c < 3; ++c) {
            dayGpu[size_t(hours.day[size_t(s)])][size_t(c)] += segment[c][size_t(s)];
            slotGpu[slot][size_t(c)] += segment[c][size_t(s)];
        }
    }
    for (size_t c = 0; c < 168; ++c) {
        m.allocatedByHourOfWeek[c] = !cellSeen[c]          ? std::numeric_limits<double>::quiet_NaN()
                                     : cellCapacity[c] > 0 ? cellGpu[c] / cellCapacity[c]
                                                           : 0.0;
    }
    for (qsizetype d = 0; d < days; ++d) {
        const auto& g = dayGpu[size_t(d)];
        m.perDay.append(
            {w.firstDay.addDays(d),
             utilizationOf(g[0], utilData ? std::optional<double>(g[1]) : std::nullopt,
                           utilData ? std::optional<double>(g[2]) : std::nullopt,
                           capacityPerDay[size_t(d)] * daySeconds[size_t(d)], daySeconds[size_t(d)], inferred)});
    }

    // The groups.
    m.total = finish(total, {}, jobs, utilData, capacitySeconds, period, inferred);
    const auto sortedGroups = [&](std::vector<Acc>& accs, const QStringList& labels, QList<GroupMetrics>& out,
                                  bool perTypeCapacity) {
        QList<qsizetype> order;
        for (qsizetype i = 0; i < labels.size(); ++i) {
            if (accs[size_t(i)].jobs > 0 || accs[size_t(i)].gpuSeconds > 0)
                order.append(i);
        }
        std::sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return labels.at(a) < labels.at(b); });
        for (qsizetype i : order) {
            double capacity = capacitySeconds;
            bool groupInferred = inferred;
            if (perTypeCapacity) {
                capacity = 0;
                if (!inferred) {
                    const auto perType = typeCapacityPerDay.value(labels.at(i));
                    for (qsizetype s = 0; s < segments; ++s) {
                        const auto d = size_t(hours.day[size_t(s)]);
                        capacity += d < perType.size() ? perType[d] * double(hours.length(s)) : 0.0;
                    }
                } else {
                    capacity = peakOf(gpuEvents[size_t(i)]) * period;
                }
                groupInferred = inferred;
            }
            out.append(finish(accs[size_t(i)], labels.at(i), jobs, utilData, capacity, period, groupInferred));
        }
    };
    sortedGroups(byTeam, jobs.teams, m.byTeam, false);
    sortedGroups(byTask, jobs.taskTypes, m.byTaskType, false);
    sortedGroups(byGpu, jobs.gpuTypes, m.byGpuType, true);
    for (int s = 0; s < kTimeSlots; ++s) {
        Acc& acc = bySlot[size_t(s)];
        acc.gpuSeconds = slotGpu[size_t(s)][0];
        acc.activeSeconds = slotGpu[size_t(s)][1];
        acc.effectiveSeconds = slotGpu[size_t(s)][2];
        m.byTimeSlot.append(finish(acc, timeSlotKey(TimeSlot(s)), jobs, utilData, slotCapacity[size_t(s)],
                                   slotSeconds[size_t(s)], inferred));
    }
    for (GroupMetrics& g : m.byTeam) {
        const auto i = jobs.teams.indexOf(g.key);
        if (i >= 0 && quotaOf[size_t(i)] >= 0) {
            g.quotaGpus = quotaOf[size_t(i)];
            g.quotaSatisfaction = quotaSatisfaction(demand[size_t(i)], quotaOf[size_t(i)]);
        }
    }

    // Coverage warnings.
    if (days > 0 && m.window.days() < 14.0)
        m.warnings.append({CoverageWarning::Kind::ShortWindow, m.window.days(), w.startUtc, w.endUtc});
    bool weekend = false;
    for (qsizetype d = 0; d < days && !weekend; ++d)
        weekend = w.firstDay.addDays(d).dayOfWeek() >= 6;
    if (days > 0 && !weekend)
        m.warnings.append({CoverageWarning::Kind::NoWeekend, m.window.days(), w.startUtc, w.endUtc});
    if (days > 0) {
        std::vector<qint64> submits;
        submits.reserve(size_t(total.jobs));
        for (qsizetype i = 0; i < jobs.size(); ++i) {
            const qint64 t = jobs.submit[size_t(i)];
            if (t >= w.startUtc && t < w.endUtc)
                submits.push_back(t);
        }
        std::sort(submits.begin(), submits.end());
        // The committee's window also counts its edges: days before the first submit or after the last.
        if (w.set || submits.empty()) {
            submits.insert(submits.begin(), w.startUtc);
            submits.push_back(w.endUtc);
        }
        for (size_t i = 1; i < submits.size(); ++i) {
            const qint64 gap = submits[i] - submits[i - 1];
            if (gap > 86400)
                m.warnings.append(
                    {CoverageWarning::Kind::SubmitGap, double(gap) / 86400.0, submits[i - 1], submits[i]});
        }
    }

    // Loss candidates.
    const auto ownerOf = [&](const QString& key) -> std::optional<QString> {
        for (const LossOwner& o : inputs.lossOwners) {
            if (o.lossKey == key && !o.owner.isEmpty())
                return o.owner;
        }
        return std::nullopt;
    };
    if (m.total.queueWait.p50) {
        const double median = *m.total.queueWait.p50;
        // The group with the longest P90 wait among those of `groups`; its hours waited above the median.
        const auto waitLoss = [&](const QList<GroupMetrics>& groups, const std::vector<Acc>& accs,
                                  const QStringList& labels, bool team) {
            const GroupMetrics* worst = nullptr;
            for (const GroupMetrics& g : groups) {
                if (g.queueWait.p90 && (!worst || *g.queueWait.p90 > *worst->queueWait.p90))
                    worst = &g;
            }
            if (!worst || !(*worst->queueWait.p90 > median))
                return;
            const qsizetype i = team ? labels.indexOf(worst->key) : qsizetype(&*worst - &groups.front());
            double excess = 0;
            for (double wait : accs[size_t(i)].waits)
                excess += std::max(0.0, wait - median);
            Loss loss;
            loss.kind = team ? Loss::Kind::QueueWaitTeam : Loss::Kind::QueueWaitSlot;
            loss.group = worst->key;
            loss.key = QStringLiteral("queue_wait:%1:%2")
                           .arg(groupingKey(team ? Grouping::Team : Grouping::TimeSlot), worst->key);
            loss.value = excess / kHour;
            loss.unit = QStringLiteral("team-hours");
            const Bilingual name = team ? teamName(inputs, worst->key) : slotName(worst->key);
            const Bilingual p90 = durationTexts(*worst->queueWait.p90);
            const Bilingual p50 = durationTexts(median);
            loss.title = {team ? QStringLiteral("团队“%1”排队等待过长（P90 %2）").arg(name.zh, p90.zh)
                               : QStringLiteral("%1排队等待过长（P90 %2）").arg(name.zh, p90.zh),
                          team ? QStringLiteral("Long queue waits of team %1 (P90 %2)").arg(name.en, p90.en)
                               : QStringLiteral("Long queue waits in %1 (P90 %2)").arg(name.en, p90.en)};
            loss.source = {
                QStringLiteral("作业记录：已启动作业超出全集群排队中位数（%1）的等待之和").arg(p50.zh),
                QStringLiteral("Job records: waits of started jobs above the cluster median (%1), summed").arg(p50.en)};
            loss.owner = ownerOf(loss.key);
            m.candidateLosses.append(loss);
        };
        waitLoss(m.byTeam, byTeam, jobs.teams, true);
        waitLoss(m.byTimeSlot, bySlot, {}, false);
    }
    if (m.total.failedGpuHours > 0) {
        Loss loss;
        loss.kind = Loss::Kind::FailedGpuHours;
        loss.key = QStringLiteral("failed_gpu_hours");
        loss.value = m.total.failedGpuHours;
        loss.unit = QStringLiteral("gpu-hours");
        loss.title = {QStringLiteral("失败作业消耗的 GPU 小时"), QStringLiteral("GPU-hours spent on failed jobs")};
        loss.source = {QStringLiteral("作业记录：失败作业的 GPU 数 × 运行时长"),
                       QStringLiteral("Job records: GPUs x run time of failed jobs")};
        loss.owner = ownerOf(loss.key);
        m.candidateLosses.append(loss);
    }
    if (m.total.utilization.effectiveGpuHours &&
        m.total.utilization.allocatedGpuHours > *m.total.utilization.effectiveGpuHours) {
        Loss loss;
        loss.kind = Loss::Kind::AllocatedNotEffective;
        loss.key = QStringLiteral("allocated_not_effective");
        loss.value = m.total.utilization.allocatedGpuHours - *m.total.utilization.effectiveGpuHours;
        loss.unit = QStringLiteral("gpu-hours");
        loss.title = {QStringLiteral("已分配但未有效使用的 GPU 小时"),
                      QStringLiteral("GPU-hours allocated but not used effectively")};
        loss.source = {QStringLiteral("作业记录：已分配 GPU 小时减去按 GPU 利用率加权的 GPU 小时"),
                       QStringLiteral("Job records: allocated GPU-hours minus GPU-hours weighted by GPU utilization")};
        loss.owner = ownerOf(loss.key);
        m.candidateLosses.append(loss);
    }
    if (m.total.utilization.idleGpuHours > 0) {
        Loss loss;
        loss.kind = Loss::Kind::IdleGpuHours;
        loss.key = QStringLiteral("idle_gpu_hours");
        loss.value = m.total.utilization.idleGpuHours;
        loss.unit = QStringLiteral("gpu-hours");
        loss.title = {QStringLiteral("空闲 GPU 小时"), QStringLiteral("Idle GPU-hours")};
        loss.source =
            inferred
                ? Bilingual{QStringLiteral("作业记录与推算容量（并发分配峰值）"),
                            QStringLiteral("Job records and inferred capacity (peak concurrent allocation)")}
                : Bilingual{QStringLiteral("作业记录与 GPU 清单"), QStringLiteral("Job records and the GPU inventory")};
        loss.owner = ownerOf(loss.key);
        m.candidateLosses.append(loss);
    }
    std::stable_sort(m.candidateLosses.begin(), m.candidateLosses.end(),
                     [](const Loss& a, const Loss& b) { return a.value > b.value; });
    m.topLosses = m.candidateLosses.mid(0, 3);

    // Targets.
    for (const ImprovementTarget& t : inputs.targets) {
        TargetRow row;
        row.target = t;
        const auto metric = metricFromKey(t.metric);
        if (metric) {
            row.current = m.value(*metric, t.grouping, t.groupKey);
            if (*metric == Metric::QueueWaitP50 || *metric == Metric::QueueWaitP90 || *metric == Metric::SuccessRate) {
                for (const BaselineInputs::PocFigures& f : inputs.poc) {
                    const std::optional<double> v = *metric == Metric::QueueWaitP50   ? f.queueWaitP50
                                                    : *metric == Metric::QueueWaitP90 ? f.queueWaitP90
                                                                                      : f.successRate;
                    const bool reaches = v && (lowerIsBetter(*metric) ? *v <= t.targetValue : *v >= t.targetValue);
                    row.poc.append({f.candidateId, f.name, v, reaches});
                }
            }
        }
        m.targets.append(row);
    }
    return m;
}

Result<BaselineMetrics> computeFor(const Storage& storage)
{
    auto inputs = BaselineInputs::load(storage);
    if (!inputs)
        return inputs.error();
    auto jobs = JobColumns::load(storage);
    if (!jobs)
        return jobs.error();
    return compute(*jobs, *inputs);
}

QString warningText(const CoverageWarning& warning, const QTimeZone& zone)
{
    const QString days = QLocale().toString(std::round(warning.days * 10.0) / 10.0, 'f', 1);
    const auto at = [&](qint64 t) {
        return QDateTime::fromSecsSinceEpoch(t, zone).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    };
    switch (warning.kind) {
    case CoverageWarning::Kind::ShortWindow:
        return Text::tr("The analysis window is %1 days long, shorter than the 14 days a baseline needs.").arg(days);
    case CoverageWarning::Kind::NoWeekend:
        return Text::tr("The analysis window contains no weekend.");
    case CoverageWarning::Kind::SubmitGap:
        break;
    }
    return Text::tr("No job was submitted for %1 days, from %2 to %3 (%4).")
        .arg(days, at(warning.fromUtc), at(warning.toUtc), QString::fromUtf8(zone.id()));
}

} // namespace gatebench::baseline
