#include "baseline/BaselineMetrics.h"

#include "core/LargeBuffers.h"
#include "core/NumberText.h"
#include "core/Percentile.h"
#include "core/StringMap.h"
#include "core/TimeSort.h"
#include "poc/PocMetrics.h"
#include "repositories/BaselineRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/PocRepository.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <QScopeGuard>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <string_view>
#include <thread>
#include <unordered_map>

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
    /// The segment holding `t` (inside W). No segment is longer than an hour, so `t` lies in segment
    /// (t - start) / 3600 or a later one: a few steps instead of a search.
    qsizetype at(qint64 t) const
    {
        auto i = size_t(std::min<qint64>((t - bounds.front()) / 3600, qint64(cell.size()) - 1));
        while (bounds[i + 1] <= t)
            ++i;
        return qsizetype(i);
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

/// A group's counts and sums, each summed in job order.
struct Sums {
    qint64 jobs = 0, started = 0, neverStarted = 0, runs = 0;
    qint64 completed = 0, cancelled = 0, failed = 0, notEnded = 0;
    std::vector<qint64> reasons; ///< failed jobs by failure reason index + 1 (0: no reason)
    double waitSum = 0, neverWaitSum = 0, runSum = 0;
    double gpuSeconds = 0, activeSeconds = 0, effectiveSeconds = 0, failedGpuSeconds = 0;

    void count(quint8 outcome, qint32 reason)
    {
        ++jobs;
        switch (outcome) {
        case JobColumns::Completed:
            ++completed;
            break;
        case JobColumns::Failed:
            ++failed;
            ++reasons[size_t(reason + 1)];
            break;
        case JobColumns::Cancelled:
            ++cancelled;
            break;
        default:
            ++notEnded;
            break;
        }
    }
};

/// The percentile p of [begin, end) as selectPercentile computes it, when every value before `from`
/// is known to be no greater than any from `from` on and `from` is not past p's rank (as after a
/// selection of a lower percentile): only [from, end) is partitioned.
double percentileFrom(double* begin, double* end, double* from, double p)
{
    const auto n = end - begin;
    const double h = double(n - 1) * std::clamp(p, 0.0, 100.0) / 100.0;
    const auto below = std::ptrdiff_t(std::floor(h));
    std::nth_element(from, begin + below, end);
    const double low = begin[below];
    if (below + 1 >= n)
        return low;
    const double fraction = h - double(below);
    // The next rank is the smallest value above position `below` (nth_element partitions there).
    const double high = *std::min_element(begin + below + 1, end);
    // As core/Percentile: equal neighbours give exactly their value.
    return fraction == 0.0 ? low : low + fraction * (high - low);
}

/// P50 and P90 of a large slice of whole seconds by counting (core/Percentile wholeNumberRanks):
/// about a quarter of the selections' CPU time on a million jobs (perf), the same values. False
/// when a value is not a whole number of seconds from 0 (then the slice is selected in place).
bool countedQuantiles(const double* begin, const double* end, Quantiles& q)
{
    const auto n = std::size_t(end - begin);
    const double h50 = double(n - 1) * 0.5;
    const double h90 = double(n - 1) * 0.9;
    const auto b50 = std::size_t(std::floor(h50));
    const auto b90 = std::size_t(std::floor(h90));
    const std::size_t ranks[4] = {b50, std::min(b50 + 1, n - 1), b90, std::min(b90 + 1, n - 1)};
    double at[4] = {};
    if (!wholeNumberRanks(begin, end, ranks, 4, at))
        return false;
    // As percentileFrom: the value at the rank below h, interpolated towards the next.
    const auto interpolated = [&](double h, std::size_t below, double low, double high) {
        if (below + 1 >= n)
            return low;
        const double fraction = h - double(below);
        return fraction == 0.0 ? low : low + fraction * (high - low);
    };
    q.p50 = interpolated(h50, b50, at[0], at[1]);
    q.p90 = interpolated(h90, b90, at[2], at[3]);
    return true;
}

/// Slices shorter than this are selected in place (counting has a fixed cost of 2^16 buckets).
constexpr std::ptrdiff_t kCountFrom = 65536;

Quantiles quantiles(double* begin, double* end, double sum)
{
    Quantiles q;
    if (begin == end)
        return q;
    q.mean = sum / double(end - begin);
    if (end - begin >= kCountFrom && countedQuantiles(begin, end, q))
        return q;
    q.p50 = percentileFrom(begin, end, begin, 50.0);
    // The median's selection left every value from its rank on no smaller than those before it.
    q.p90 = percentileFrom(begin, end, begin + std::ptrdiff_t(std::floor(double(end - begin - 1) * 0.5)), 90.0);
    return q;
}

/// The waits, waits of never-started jobs and run times of one grouping at a time, each group's as
/// a slice in job order: one set of buffers that every grouping fills in turn (a grouping's
/// figures are finished before the next one's values are placed), so a million jobs touch 16 MB
/// of fresh memory here rather than 16 MB per grouping. They keep their memory from one compute to
/// the next.
struct GroupValues {
    memory::LargeVector<double> waits, nevers, runs;
};

/// The groups of one grouping: their sums and, while the grouping is being computed, each group's
/// values in the GroupValues it was placed in, placed by counting first (no growth).
struct Grouped {
    std::vector<Sums> sums;
    std::vector<size_t> waitAt, neverAt, runAt;       ///< group g's slice: [at[g], at[g + 1])
    std::vector<size_t> waitNext, neverNext, runNext; ///< where the next value of group g goes
    GroupValues* values = nullptr;                    ///< set by place() until finish()
    std::vector<GroupMetrics> figures;                ///< every figure but the utilization and the quota
    /// Per group, the seconds its started jobs waited beyond the median wait that finish() was
    /// given (what a queue-wait loss counts); empty without one.
    std::vector<double> waitBeyondMedian;

    void reset(size_t groups, size_t reasons)
    {
        sums.assign(groups, Sums{});
        for (Sums& s : sums)
            s.reasons.assign(reasons, 0);
    }
    /// Places the slices by the counts in `sums`, in `into`.
    void place(GroupValues& into)
    {
        values = &into;
        const auto offsets = [&](std::vector<size_t>& at, std::vector<size_t>& next,
                                 memory::LargeVector<double>& buffer, qint64 Sums::*count) {
            at.assign(sums.size() + 1, 0);
            for (size_t g = 0; g < sums.size(); ++g)
                at[g + 1] = at[g] + size_t(sums[g].*count);
            next.assign(at.begin(), at.end() - 1);
            if (buffer.size() < at.back())
                memory::resizeLarge(buffer, at.back());
        };
        offsets(waitAt, waitNext, into.waits, &Sums::started);
        offsets(neverAt, neverNext, into.nevers, &Sums::neverStarted);
        offsets(runAt, runNext, into.runs, &Sums::runs);
    }
    void addWait(size_t g, double wait) { values->waits[waitNext[g]++] = wait; }
    void addNever(size_t g, double wait) { values->nevers[neverNext[g]++] = wait; }
    void addRun(size_t g, double run) { values->runs[runNext[g]++] = run; }

    /// Every figure of every group but the utilization (percentiles counted, or selected in place,
    /// in the slices), and the waits beyond `median` when there is one; the values may then be
    /// placed over.
    void finish(const QStringList& keys, const JobColumns& jobs, std::optional<double> median)
    {
        memory::LargeVector<double>& waits = values->waits;
        memory::LargeVector<double>& nevers = values->nevers;
        memory::LargeVector<double>& runs = values->runs;
        figures.assign(sums.size(), GroupMetrics{});
        for (size_t i = 0; i < sums.size(); ++i) {
            const Sums& a = sums[i];
            GroupMetrics& g = figures[i];
            g.key = keys.value(qsizetype(i));
            g.jobs = a.jobs;
            g.started = a.started;
            g.neverStarted = a.neverStarted;
            g.queueWait = quantiles(waits.data() + waitAt[i], waits.data() + waitAt[i + 1], a.waitSum);
            g.neverStartedWait = quantiles(nevers.data() + neverAt[i], nevers.data() + neverAt[i + 1], a.neverWaitSum);
            g.runTime = quantiles(runs.data() + runAt[i], runs.data() + runAt[i + 1], a.runSum);
            g.outcomes.completed = a.completed;
            g.outcomes.cancelled = a.cancelled;
            g.outcomes.failed = a.failed;
            g.outcomes.notEnded = a.notEnded;
            for (size_t reason = 0; reason < a.reasons.size(); ++reason) {
                if (a.reasons[reason] > 0)
                    g.outcomes.failureReasons.append(
                        {reason > 0 ? jobs.failureReasons.at(qsizetype(reason) - 1) : QString(), a.reasons[reason]});
            }
            std::stable_sort(g.outcomes.failureReasons.begin(), g.outcomes.failureReasons.end(),
                             [](const auto& x, const auto& y) {
                                 return x.second > y.second || (x.second == y.second && x.first < y.first);
                             });
            if (a.completed + a.failed > 0)
                g.successRate = double(a.completed) / double(a.completed + a.failed);
            g.gpuHours = a.gpuSeconds / kHour;
            g.failedGpuHours = a.failedGpuSeconds / kHour;
        }
        // Whole seconds beyond a median that is a multiple of half a second: exact in any order.
        waitBeyondMedian.clear();
        if (median) {
            waitBeyondMedian.assign(sums.size(), 0.0);
            for (size_t g = 0; g < sums.size(); ++g) {
                for (size_t at = waitAt[g]; at < waitAt[g + 1]; ++at)
                    waitBeyondMedian[g] += std::max(0.0, waits[at] - *median);
            }
        }
        values = nullptr;
    }
};

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

Utilization utilizationOf(const Sums& a, bool utilData, double capacitySeconds, double periodSeconds, bool inferred)
{
    return utilizationOf(a.gpuSeconds, utilData ? std::optional<double>(a.activeSeconds) : std::nullopt,
                         utilData ? std::optional<double>(a.effectiveSeconds) : std::nullopt, capacitySeconds,
                         periodSeconds, inferred);
}

/// The peak of the summed GPUs of intervals [from, to) (events at the same moment: ends first).
/// The highest level of a run of allocation events sorted by time (ends before starts at a tie).
double peakOfSorted(const std::pair<qint64, double>* begin, const std::pair<qint64, double>* end)
{
    double level = 0;
    double peak = 0;
    for (const auto* e = begin; e != end; ++e) {
        level += e->second;
        peak = std::max(peak, level);
    }
    return peak;
}

double peakOf(std::pair<qint64, double>* begin, std::pair<qint64, double>* end,
              memory::LargeVector<std::pair<qint64, double>>& scratch)
{
    sortTimedChanges(begin, end, scratch);
    return peakOfSorted(begin, end);
}

/// Without a GPU inventory, each GPU type's share of the cluster's inferred capacity (its peak
/// concurrent allocation): the type's mean allocation over W, plus what is left of the peak divided
/// in proportion to how far the type's own peak rises above its mean. The shares add up to the
/// cluster's peak, none is above the type's own peak and none below its mean (so no type is more than
/// 100 % allocated). The types' own peaks are not capacities: each comes at its own moment, and the
/// jobs of a set of types (Alibaba's gpu_spec) or of any type run on the others' GPUs, so the peaks
/// add up to more than the cluster ever held (about twice it on Alibaba's openb trace).
std::vector<double> inferredTypeCapacities(const std::vector<double>& typePeak, const std::vector<double>& typeMean,
                                           double clusterPeak)
{
    double means = 0;
    double headroom = 0;
    for (size_t t = 0; t < typePeak.size(); ++t) {
        means += typeMean[t];
        headroom += std::max(0.0, typePeak[t] - typeMean[t]);
    }
    const double share = headroom > 0 ? std::clamp((clusterPeak - means) / headroom, 0.0, 1.0) : 0.0;
    std::vector<double> capacity(typePeak.size(), 0.0);
    for (size_t t = 0; t < typePeak.size(); ++t)
        capacity[t] = typeMean[t] + share * std::max(0.0, typePeak[t] - typeMean[t]);
    return capacity;
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
    const auto trimmed = [](double value) { return roundedText(value, 1); };
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
        return Text::tr("%1 GPU-hours").arg(roundedText(*value, 1));
    default:
        break;
    }
    return Text::tr("%1%").arg(roundedText(*value * 100.0, 1));
}

QString lossValueText(const Loss& loss)
{
    return loss.unit == QLatin1String("team-hours") ? Text::tr("%1 team-hours").arg(roundedText(loss.value, 1))
                                                    : Text::tr("%1 GPU-hours").arg(roundedText(loss.value, 1));
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

namespace {

/// A dictionary of JobColumns looked up by the UTF-8 text storage gives: only a text not seen
/// before becomes a QString (and enters the QHash that append() uses). A log has a handful of
/// teams, task types, GPU types and failure reasons: up to kScanned of them are found by comparing
/// the bytes, without hashing; beyond that, through a hash table looked up by the bytes themselves.
class Utf8Dictionary {
public:
    Utf8Dictionary(QHash<QString, qint32>& index, QStringList& dictionary)
        : m_index(index)
        , m_dictionary(dictionary)
    {}
    qint32 indexOf(std::string_view utf8)
    {
        if (m_known.size() <= kScanned) {
            for (const auto& [text, i] : m_known) {
                if (text == utf8)
                    return i;
            }
        } else if (const auto it = m_hashed.find(utf8); it != m_hashed.end()) {
            return it->second;
        }
        const qint32 i = indexIn(m_index, m_dictionary, QString::fromUtf8(utf8.data(), qsizetype(utf8.size())));
        m_known.emplace_back(std::string(utf8), i);
        if (m_known.size() > kScanned) {
            if (m_hashed.empty()) {
                for (const auto& [text, known] : m_known)
                    m_hashed.emplace(text, known);
            } else {
                m_hashed.emplace(m_known.back().first, i);
            }
        }
        return i;
    }

private:
    static constexpr size_t kScanned = 16;
    QHash<QString, qint32>& m_index;
    QStringList& m_dictionary;
    std::vector<std::pair<std::string, qint32>> m_known;
    StringMap<qint32> m_hashed;
};

} // namespace

Result<void> JobColumns::read(const Storage& storage, qint64 expected, std::optional<qint64> fromId,
                              std::optional<qint64> belowId)
{
    Utf8Dictionary teamWords(m_teamIndex, teams);
    Utf8Dictionary taskWords(m_taskIndex, taskTypes);
    Utf8Dictionary gpuWords(m_gpuIndex, gpuTypes);
    Utf8Dictionary reasonWords(m_reasonIndex, failureReasons);
    constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
    // Sized once: growing eleven columns of a million jobs moved each of them about twenty times.
    if (expected > 0) {
        const auto size = size_t(expected);
        memory::reserveLarge(team, size);
        memory::reserveLarge(taskType, size);
        memory::reserveLarge(gpuType, size);
        memory::reserveLarge(failureReason, size);
        memory::reserveLarge(gpus, size);
        memory::reserveLarge(submit, size);
        memory::reserveLarge(start, size);
        memory::reserveLarge(end, size);
        memory::reserveLarge(outcome, size);
        memory::reserveLarge(gpuUtil, size);
        memory::reserveLarge(activeFraction, size);
    }
    return BaselineRepository(storage).scanJobViews(
        [&](const StoredJobView& job) {
            team.push_back(teamWords.indexOf(job.team));
            taskType.push_back(taskWords.indexOf(job.taskType));
            gpuType.push_back(gpuWords.indexOf(job.gpuType));
            failureReason.push_back(job.failureReason.empty() ? -1 : reasonWords.indexOf(job.failureReason));
            gpus.push_back(job.gpus);
            submit.push_back(job.submitUtc);
            start.push_back(job.startUtc.value_or(kNone));
            end.push_back(job.endUtc.value_or(kNone));
            outcome.push_back(columnOutcome(job.outcome));
            gpuUtil.push_back(job.gpuUtil.value_or(kNaN));
            activeFraction.push_back(job.activeFraction.value_or(kNaN));
            return true;
        },
        fromId, belowId);
}

void JobColumns::append(const JobColumns& other)
{
    // Each label of `other` under its index here (added when new), in the order `other` met them.
    const auto remap = [](const QStringList& theirs, QStringList& ours, QHash<QString, qint32>& index) {
        std::vector<qint32> to;
        to.reserve(size_t(theirs.size()));
        for (const QString& label : theirs) {
            auto it = index.constFind(label);
            if (it == index.cend()) {
                it = index.insert(label, qint32(ours.size()));
                ours.append(label);
            }
            to.push_back(it.value());
        }
        return to;
    };
    const std::vector<qint32> teamTo = remap(other.teams, teams, m_teamIndex);
    const std::vector<qint32> taskTo = remap(other.taskTypes, taskTypes, m_taskIndex);
    const std::vector<qint32> gpuTo = remap(other.gpuTypes, gpuTypes, m_gpuIndex);
    const std::vector<qint32> reasonTo = remap(other.failureReasons, failureReasons, m_reasonIndex);
    const auto appendMapped = [](memory::LargeVector<qint32>& ours, const memory::LargeVector<qint32>& theirs,
                                 const std::vector<qint32>& to) {
        for (const qint32 i : theirs)
            ours.push_back(i < 0 ? i : to[size_t(i)]);
    };
    appendMapped(team, other.team, teamTo);
    appendMapped(taskType, other.taskType, taskTo);
    appendMapped(gpuType, other.gpuType, gpuTo);
    appendMapped(failureReason, other.failureReason, reasonTo);
    gpus.insert(gpus.end(), other.gpus.cbegin(), other.gpus.cend());
    submit.insert(submit.end(), other.submit.cbegin(), other.submit.cend());
    start.insert(start.end(), other.start.cbegin(), other.start.cend());
    end.insert(end.end(), other.end.cbegin(), other.end.cend());
    outcome.insert(outcome.end(), other.outcome.cbegin(), other.outcome.cend());
    gpuUtil.insert(gpuUtil.end(), other.gpuUtil.cbegin(), other.gpuUtil.cend());
    activeFraction.insert(activeFraction.end(), other.activeFraction.cbegin(), other.activeFraction.cend());
}

Result<JobColumns> JobColumns::load(const Storage& storage, qint64 twoConnectionsFrom)
{
    const BaselineRepository repository(storage);
    auto counted = repository.countJobs({});
    const qint64 count = counted ? *counted : 0;
    if (storage.canOpenReader() && count >= twoConnectionsFrom && count > 1) {
        // Two halves by row id (split between the first and the last id: an import's jobs have
        // consecutive ids), the second on a thread with its own connection (SQLite decoding the rows
        // is most of the loading). Both read the file as it is between two readings of its change
        // mark; when another connection committed in between, they may not have read the same
        // state, and the log is read again in one scan below.
        auto ids = repository.jobIdRange();
        auto before = storage.changeMark();
        if (ids && *ids && before) {
            const qint64 split = (*ids)->first + ((*ids)->second - (*ids)->first) / 2 + 1;
            JobColumns second;
            std::optional<Error> secondError;
            std::thread reader([&] {
                auto other = storage.openReader();
                if (!other) {
                    secondError = other.error();
                    return;
                }
                if (auto r = second.read(**other, count - count / 2, split, std::nullopt); !r)
                    secondError = r.error();
            });
            JobColumns columns;
            auto first = columns.read(storage, count, std::nullopt, split);
            reader.join();
            auto after = storage.changeMark();
            if (!first)
                return first.error();
            if (!secondError && after && *after == *before) {
                columns.append(second);
                return columns;
            }
        }
    }
    JobColumns columns;
    if (auto r = columns.read(storage, count, std::nullopt, std::nullopt); !r)
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
    if (end - begin <= 0)
        return std::nullopt;
    return percentileFrom(begin, end, begin, p);
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

/// W from the jobs' span (first submit; last submit, start or end) and the committee's days, at most
/// kMaxWindowDays long: a longer span (absurd dates stored by an older GateBench, or a window set so)
/// is cut to that many days around the day of `centre` (the median submit) within it, and says so
/// (Window::uncutDays), rather than sized per day and per hour over thousands of years.
Window windowOf(qsizetype jobCount, qint64 first, qint64 last, qint64 centre, const BaselineInputs& inputs)
{
    Window w;
    if (jobCount > 0) {
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
    const qint64 span = w.firstDay.daysTo(w.lastDay) + 1;
    if (span > kMaxWindowDays) {
        QDate middle = jobCount > 0 ? dayOf(centre, inputs.zone) : w.firstDay.addDays(span / 2);
        middle = std::clamp(middle, w.firstDay, w.lastDay);
        QDate from = std::max(w.firstDay, middle.addDays(-kMaxWindowDays / 2));
        QDate to = from.addDays(kMaxWindowDays - 1);
        if (to > w.lastDay) {
            to = w.lastDay;
            from = to.addDays(-(kMaxWindowDays - 1));
        }
        w.uncutDays = span;
        w.firstDay = from;
        w.lastDay = to;
    }
    w.startUtc = midnight(w.firstDay, inputs.zone);
    w.endUtc = midnight(w.lastDay.addDays(1), inputs.zone);
    return w;
}

bool sameWindow(const Window& a, const Window& b)
{
    return a.startUtc == b.startUtc && a.endUtc == b.endUtc && a.firstDay == b.firstDay && a.lastDay == b.lastDay &&
           a.set == b.set && a.uncutDays == b.uncutDays;
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

/// The groupings kept per window, in this order.
enum GroupingIndex : size_t { kTotal, kTeam, kTask, kGpu, kGroupings };
constexpr quint8 kOutside = 255; ///< the hour-of-week cell of a job not submitted inside W

/// Where a job's run and wait end: its end, else (still running or waiting) the end of W.
qint64 endOf(const JobColumns& jobs, size_t j, const Window& w)
{
    const qint64 start = jobs.start[j];
    return jobs.end[j] != kNone ? jobs.end[j] : std::max(w.endUtc, start != kNone ? start : jobs.submit[j]);
}

} // namespace

/// What the figures depend on, layer by layer (each layer is recomputed only when its inputs change):
/// - the jobs: their span, whether any carries utilization data, the submits sorted;
/// - the window (and zone): its hours, the GPU-seconds per hour, the sums and percentiles of the
///   jobs by team, task type and GPU type, each job's hour-of-week cell, the submit gaps; the peak
///   concurrent allocations (inferred capacity) when first needed;
/// - the slot hours (and window): the time-slot groups;
/// - the quotas (and window): the quota satisfaction of each team;
/// - everything else (inventory, owners, targets, PoC figures) is cheap and assembled every time.
struct BaselineComputer::State {
    // The jobs.
    const JobColumns* jobs = nullptr;
    qsizetype jobCount = -1;
    bool jobsKnown = false;
    qint64 first = 0, last = 0;
    qint64 centre = 0; ///< the median submit, when the jobs span more than kMaxWindowDays
    bool utilData = false;
    bool submitsSorted = false;
    memory::LargeVector<qint64> sortedSubmits;

    // The window.
    bool windowKnown = false;
    QTimeZone zone;
    Window window;
    Hours hours;
    std::vector<double> rate[3], partial[3], segment[3]; ///< allocated, active, effective
    memory::LargeVector<quint8> submitCell;              ///< per job; kOutside: not submitted in W
    std::array<qint64, 168> cellStarted{}, cellNever{}, cellRuns{};
    GroupValues values; ///< every grouping's in turn, the time slots' too
    Grouped groups[kGroupings];
    std::vector<size_t> shown[kGroupings]; ///< the groups reported (jobs or GPU-seconds), by label
    QList<CoverageWarning> gaps;
    bool peaksKnown = false;
    double peak = 0;
    std::vector<double> typePeak;
    memory::LargeVector<std::pair<qint64, double>> runEvents;
    /// The sorts' working memory, kept for the next computation (core/TimeSort).
    memory::LargeVector<std::pair<qint64, double>> eventScratch;
    memory::LargeVector<qint64> submitScratch;
    std::vector<size_t> eventAt;

    // The slot hours.
    bool slotsKnown = false;
    SlotHours slotHours;
    Grouped slotGroups;

    // The quotas.
    bool quotasKnown = false;
    std::vector<double> quotaOf;
    std::vector<std::optional<double>> satisfaction;
    std::vector<std::vector<std::tuple<qint64, double, double>>> demand;

    void knowJobs(const JobColumns& jobs);
    void sortSubmits(const JobColumns& jobs);
    void knowWindow(const JobColumns& jobs);
    void knowGaps();
    void knowPeaks(const JobColumns& jobs);
    void knowSlots(const JobColumns& jobs);
    void knowQuotas(const JobColumns& jobs);
};

void BaselineComputer::State::knowJobs(const JobColumns& c)
{
    first = std::numeric_limits<qint64>::max();
    last = std::numeric_limits<qint64>::min();
    utilData = false;
    for (qsizetype i = 0; i < c.size(); ++i) {
        const auto j = size_t(i);
        first = std::min(first, c.submit[j]);
        last = std::max(last, std::max(c.submit[j], c.end[j]));
        if (c.start[j] != kNone)
            last = std::max(last, c.start[j]);
        utilData = utilData || !std::isnan(c.gpuUtil[j]) || !std::isnan(c.activeFraction[j]);
    }
    centre = first;
    if (c.size() > 0 && last - first > qint64(kMaxWindowDays) * 86400) {
        std::vector<qint64> submits(c.submit.begin(), c.submit.end());
        const auto mid = submits.begin() + std::ptrdiff_t(submits.size() / 2);
        std::nth_element(submits.begin(), mid, submits.end());
        centre = *mid;
    }
    jobsKnown = true;
    submitsSorted = false;
    windowKnown = false;
}

void BaselineComputer::State::sortSubmits(const JobColumns& c)
{
    memory::reserveLarge(sortedSubmits, c.submit.size());
    sortedSubmits.assign(c.submit.begin(), c.submit.end());
    sortTimes(sortedSubmits.data(), sortedSubmits.data() + sortedSubmits.size(), submitScratch);
    submitsSorted = true;
}

void BaselineComputer::State::knowWindow(const JobColumns& c)
{
    const Window& w = window;
    hours = hoursOf(w, zone);
    const qsizetype segments = hours.count();
    for (int k = 0; k < 3; ++k) {
        rate[k].assign(size_t(segments) + 1, 0.0);
        partial[k].assign(size_t(segments), 0.0);
    }
    const size_t reasons = size_t(c.failureReasons.size()) + 1;
    groups[kTotal].reset(1, reasons);
    groups[kTeam].reset(size_t(c.teams.size()), reasons);
    groups[kTask].reset(size_t(c.taskTypes.size()), reasons);
    groups[kGpu].reset(size_t(c.gpuTypes.size()), reasons);
    memory::resizeLarge(submitCell, size_t(c.size()));
    cellStarted.fill(0);
    cellNever.fill(0);
    cellRuns.fill(0);

    // One pass: the GPU-seconds per hour of W and per group, the counts and sums of the jobs
    // submitted inside W.
    for (qsizetype i = 0; i < c.size(); ++i) {
        const auto j = size_t(i);
        const qint64 submit = c.submit[j];
        const qint64 start = c.start[j];
        const quint8 outcome = c.outcome[j];
        const bool ended = outcome <= JobColumns::Cancelled;
        const qint64 end = endOf(c, j, w);
        const double gpus = c.gpus[j];
        const double util = c.gpuUtil[j];
        const double activeFraction = c.activeFraction[j];
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
                    for (int k = 0; k < 3; ++k)
                        partial[k][size_t(a)] += weights[k] * double(to - from);
                } else {
                    for (int k = 0; k < 3; ++k) {
                        partial[k][size_t(a)] += weights[k] * double(hours.bounds[size_t(a) + 1] - from);
                        partial[k][size_t(b)] += weights[k] * double(to - hours.bounds[size_t(b)]);
                        rate[k][size_t(a) + 1] += weights[k];
                        rate[k][size_t(b)] -= weights[k];
                    }
                }
            }
        }
        Sums* sums[kGroupings] = {&groups[kTotal].sums[0], &groups[kTeam].sums[size_t(c.team[j])],
                                  &groups[kTask].sums[size_t(c.taskType[j])], &groups[kGpu].sums[size_t(c.gpuType[j])]};
        const double gpuSeconds = gpus * runInside;
        for (Sums* a : sums) {
            a->gpuSeconds += gpuSeconds;
            a->activeSeconds += gpuSeconds * activeWeight;
            a->effectiveSeconds += gpuSeconds * effectiveWeight;
            if (outcome == JobColumns::Failed)
                a->failedGpuSeconds += gpuSeconds;
        }

        // Counts, waits and outcomes: the jobs submitted inside W.
        if (submit < w.startUtc || submit >= w.endUtc) {
            submitCell[j] = kOutside;
            continue;
        }
        const quint8 cell = hours.cell[size_t(hours.at(submit))];
        submitCell[j] = cell;
        if (start != kNone) {
            const double wait = double(start - submit);
            const bool run = ended && c.end[j] != kNone;
            const double runTime = run ? double(c.end[j] - start) : 0.0;
            ++cellStarted[cell];
            cellRuns[cell] += run ? 1 : 0;
            for (Sums* a : sums) {
                ++a->started;
                a->waitSum += wait;
                if (run) {
                    ++a->runs;
                    a->runSum += runTime;
                }
                a->count(outcome, c.failureReason[j]);
            }
        } else {
            const double wait = double(std::max(submit, end) - submit);
            ++cellNever[cell];
            for (Sums* a : sums) {
                ++a->neverStarted;
                a->neverWaitSum += wait;
                a->count(outcome, c.failureReason[j]);
            }
        }
    }

    // Then grouping by grouping, the total first (the losses' median): each group's waits and run
    // times into its slice, in job order, and the grouping's figures from them.
    const memory::LargeVector<qint32>* column[kGroupings] = {nullptr, &c.team, &c.taskType, &c.gpuType};
    const QStringList* labels[kGroupings] = {nullptr, &c.teams, &c.taskTypes, &c.gpuTypes};
    for (size_t k = 0; k < kGroupings; ++k) {
        Grouped& grouped = groups[k];
        grouped.place(values);
        for (qsizetype i = 0; i < c.size(); ++i) {
            const auto j = size_t(i);
            if (submitCell[j] == kOutside)
                continue;
            const size_t at = column[k] ? size_t((*column[k])[j]) : 0;
            const qint64 submit = c.submit[j];
            const qint64 start = c.start[j];
            if (start != kNone) {
                grouped.addWait(at, double(start - submit));
                if (c.outcome[j] <= JobColumns::Cancelled && c.end[j] != kNone)
                    grouped.addRun(at, double(c.end[j] - start));
            } else {
                grouped.addNever(at, double(std::max(submit, endOf(c, j, w)) - submit));
            }
        }
        grouped.finish(labels[k] ? *labels[k] : QStringList{QString()}, c,
                       k == kTotal ? std::nullopt : groups[kTotal].figures[0].queueWait.p50);
        shown[k].clear();
        if (!labels[k])
            continue;
        for (size_t g = 0; g < groups[k].sums.size(); ++g) {
            if (groups[k].sums[g].jobs > 0 || groups[k].sums[g].gpuSeconds > 0)
                shown[k].push_back(g);
        }
        const QStringList& names = *labels[k];
        std::sort(shown[k].begin(), shown[k].end(),
                  [&](size_t a, size_t b) { return names.at(qsizetype(a)) < names.at(qsizetype(b)); });
    }

    // Per segment: GPU-seconds of the three channels.
    for (int k = 0; k < 3; ++k) {
        segment[k].assign(size_t(segments), 0.0);
        double running = 0;
        for (qsizetype s = 0; s < segments; ++s) {
            running += rate[k][size_t(s)];
            segment[k][size_t(s)] = partial[k][size_t(s)] + running * double(hours.length(s));
        }
    }
    windowKnown = true;
}

void BaselineComputer::State::knowGaps()
{
    const Window& w = window;
    // Gaps of more than a day between consecutive submits inside W.
    gaps.clear();
    if (w.firstDay.isValid()) {
        const auto from = std::lower_bound(sortedSubmits.cbegin(), sortedSubmits.cend(), w.startUtc);
        const auto to = std::lower_bound(from, sortedSubmits.cend(), w.endUtc);
        // The committee's window also counts its edges: days before the first submit or after the last.
        const bool edged = w.set || from == to;
        qint64 previous = edged ? w.startUtc : (from != to ? *from : 0);
        const auto gap = [&](qint64 t) {
            if (t - previous > 86400)
                gaps.append({CoverageWarning::Kind::SubmitGap, double(t - previous) / 86400.0, previous, t});
            previous = t;
        };
        for (auto it = edged ? from : std::next(from); it < to; ++it)
            gap(*it);
        if (edged)
            gap(w.endUtc);
    }
}

void BaselineComputer::State::knowPeaks(const JobColumns& c)
{
    const Window& w = window;
    // The run intervals inside W, all of them, then again partitioned by GPU type (counted first).
    const size_t types = size_t(c.gpuTypes.size());
    eventAt.assign(types + 2, 0);
    const auto interval = [&](size_t j, qint64& from, qint64& to) {
        if (c.start[j] == kNone)
            return false;
        from = std::max(c.start[j], w.startUtc);
        to = std::min(endOf(c, j, w), w.endUtc);
        return to > from;
    };
    qint64 from = 0;
    qint64 to = 0;
    for (qsizetype i = 0; i < c.size(); ++i) {
        if (interval(size_t(i), from, to))
            eventAt[size_t(c.gpuType[size_t(i)]) + 2] += 2;
    }
    for (size_t t = 2; t < eventAt.size(); ++t)
        eventAt[t] += eventAt[t - 1];
    memory::resizeLarge(runEvents, eventAt.back());
    for (qsizetype i = 0; i < c.size(); ++i) {
        const auto j = size_t(i);
        if (!interval(j, from, to))
            continue;
        size_t& next = eventAt[size_t(c.gpuType[j]) + 1];
        runEvents[next++] = {from, c.gpus[j]};
        runEvents[next++] = {to, -c.gpus[j]};
    }
    // eventAt[t] is now where type t's events begin; their end is eventAt[t + 1].
    typePeak.assign(types, 0.0);
    for (size_t t = 0; t < types; ++t)
        typePeak[t] = peakOf(runEvents.data() + eventAt[t], runEvents.data() + eventAt[t + 1], eventScratch);
    // Every type's run is sorted now: a few runs are merged in linear time, many sorted again.
    auto* events = runEvents.data();
    if (types <= 8) {
        for (size_t t = 1; t < types; ++t)
            std::inplace_merge(events, events + eventAt[t], events + eventAt[t + 1]);
    } else {
        sortTimedChanges(events, events + runEvents.size(), eventScratch);
    }
    peak = peakOfSorted(events, events + runEvents.size());
    peaksKnown = true;
}

void BaselineComputer::State::knowSlots(const JobColumns& c)
{
    const Window& w = window;
    std::array<size_t, 168> slotOfCell{};
    const size_t reasons = size_t(c.failureReasons.size()) + 1;
    slotGroups.reset(kTimeSlots, reasons);
    for (size_t cell = 0; cell < 168; ++cell) {
        slotOfCell[cell] = size_t(slotHours.slotOf(int(cell / 24) + 1, int(cell % 24)));
        Sums& a = slotGroups.sums[slotOfCell[cell]];
        a.started += cellStarted[cell];
        a.neverStarted += cellNever[cell];
        a.runs += cellRuns[cell];
    }
    slotGroups.place(values);
    for (qsizetype i = 0; i < c.size(); ++i) {
        const auto j = size_t(i);
        const quint8 cell = submitCell[j];
        if (cell == kOutside)
            continue;
        const size_t slot = slotOfCell[cell];
        Sums& a = slotGroups.sums[slot];
        const qint64 submit = c.submit[j];
        const qint64 start = c.start[j];
        if (start != kNone) {
            const double wait = double(start - submit);
            slotGroups.addWait(slot, wait);
            a.waitSum += wait;
            if (c.outcome[j] <= JobColumns::Cancelled && c.end[j] != kNone) {
                const double run = double(c.end[j] - start);
                slotGroups.addRun(slot, run);
                a.runSum += run;
            }
        } else {
            const double wait = double(std::max(submit, endOf(c, j, w)) - submit);
            slotGroups.addNever(slot, wait);
            a.neverWaitSum += wait;
        }
        a.count(c.outcome[j], c.failureReason[j]);
    }
    slotGroups.finish(
        {timeSlotKey(TimeSlot::WeekdayDay), timeSlotKey(TimeSlot::WeekdayNight), timeSlotKey(TimeSlot::Weekend)}, c,
        groups[kTotal].figures[0].queueWait.p50);
    slotsKnown = true;
}

void BaselineComputer::State::knowQuotas(const JobColumns& c)
{
    const Window& w = window;
    const size_t teams = size_t(c.teams.size());
    demand.resize(teams);
    for (auto& events : demand)
        events.clear();
    for (qsizetype i = 0; i < c.size(); ++i) {
        const auto j = size_t(i);
        if (quotaOf[size_t(c.team[j])] < 0)
            continue;
        auto& events = demand[size_t(c.team[j])];
        const qint64 submit = c.submit[j];
        const qint64 start = c.start[j];
        const qint64 end = endOf(c, j, w);
        const double gpus = c.gpus[j];
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
    satisfaction.assign(teams, std::nullopt);
    for (size_t t = 0; t < teams; ++t) {
        if (quotaOf[t] >= 0)
            satisfaction[t] = quotaSatisfaction(demand[t], quotaOf[t]);
    }
    quotasKnown = true;
}

BaselineComputer::BaselineComputer()
    : m_state(std::make_unique<State>())
{}

BaselineComputer::~BaselineComputer() = default;

void BaselineComputer::jobsChanged()
{
    m_state->jobsKnown = false;
    m_state->windowKnown = false;
}

void BaselineComputer::setParallelFrom(qsizetype jobs)
{
    m_parallelFrom = jobs;
}

BaselineMetrics BaselineComputer::compute(const JobColumns& jobs, const BaselineInputs& inputs)
{
    State& s = *m_state;
    if (s.jobs != &jobs || s.jobCount != jobs.size())
        jobsChanged(); // other columns than last time: nothing derived from those holds
    s.jobs = &jobs;
    s.jobCount = jobs.size();
    if (!s.jobsKnown)
        s.knowJobs(jobs);

    BaselineMetrics m;
    m.window = windowOf(jobs.size(), s.first, s.last, s.centre, inputs);
    const bool newWindow = !s.windowKnown || !(s.zone == inputs.zone) || !sameWindow(s.window, m.window);
    if (newWindow) {
        s.zone = inputs.zone;
        s.window = m.window;
        s.windowKnown = false;
        s.peaksKnown = false;
        s.slotsKnown = false;
        s.quotasKnown = false;
    }
    const bool inferred = inputs.inventory.isEmpty();
    // The sorted submits (for the gaps) and the peak concurrent allocations (for an inferred
    // capacity) depend on nothing else computed here: on a large log they are computed on a second
    // thread while this one makes the window's passes, the slots and the quotas.
    const bool sortNeeded = !s.submitsSorted;
    const bool peaksNeeded = inferred && !s.peaksKnown;
    // Both sorted by counting digits (core/TimeSort), they take the helper less time than this
    // thread's passes.
    const bool parallel = (sortNeeded || peaksNeeded) && jobs.size() >= m_parallelFrom;
    const auto aside = [&s, &jobs, sortNeeded, peaksNeeded] {
        if (sortNeeded)
            s.sortSubmits(jobs);
        if (peaksNeeded)
            s.knowPeaks(jobs);
    };
    std::thread helper;
    if (parallel)
        helper = std::thread(aside);
    else
        aside();
    const auto joined = qScopeGuard([&helper] { // also when a computation throws
        if (helper.joinable())
            helper.join();
    });
    if (!s.windowKnown)
        s.knowWindow(jobs);
    if (!s.slotsKnown || s.slotHours.dayStart != inputs.slotHours.dayStart ||
        s.slotHours.dayEnd != inputs.slotHours.dayEnd) {
        s.slotHours = inputs.slotHours;
        s.knowSlots(jobs);
    }
    const size_t teamCount = size_t(jobs.teams.size());
    std::vector<double> quotaOf(teamCount, -1.0);
    for (const Team& team : inputs.teams) {
        const auto i = jobs.teams.indexOf(team.id);
        if (i >= 0 && team.quotaGpus)
            quotaOf[size_t(i)] = *team.quotaGpus;
    }
    if (!s.quotasKnown || quotaOf != s.quotaOf) {
        s.quotaOf = std::move(quotaOf);
        s.knowQuotas(jobs);
    }
    if (helper.joinable())
        helper.join();
    if (newWindow || sortNeeded)
        s.knowGaps();

    const Window& w = m.window;
    const Hours& hours = s.hours;
    const qsizetype days = w.firstDay.isValid() ? w.firstDay.daysTo(w.lastDay) + 1 : 0;
    const double period = double(w.endUtc - w.startUtc);
    const qsizetype segments = hours.count();
    const bool utilData = s.utilData;
    const auto& segment = s.segment;

    // Capacity per day: the inventory's pools on that day, else the peak concurrent allocation.
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
        std::fill(capacityPerDay.begin(), capacityPerDay.end(), s.peak);
    }
    std::vector<double> segmentCapacity(static_cast<size_t>(segments));
    std::vector<double> daySeconds(size_t(days), 0.0);
    for (qsizetype i = 0; i < segments; ++i) {
        const qint32 d = hours.day[size_t(i)];
        segmentCapacity[size_t(i)] = capacityPerDay[size_t(d)] * double(hours.length(i));
        daySeconds[size_t(d)] += double(hours.length(i));
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
    for (qsizetype i = 0; i < segments; ++i) {
        const quint8 cell = hours.cell[size_t(i)];
        cellGpu[cell] += segment[0][size_t(i)];
        cellCapacity[cell] += segmentCapacity[size_t(i)];
        cellSeen[cell] = true;
        const auto slot = size_t(inputs.slotHours.slotOf(cell / 24 + 1, cell % 24));
        slotCapacity[slot] += segmentCapacity[size_t(i)];
        slotSeconds[slot] += double(hours.length(i));
        for (int c = 0; c < 3; ++c) {
            dayGpu[size_t(hours.day[size_t(i)])][size_t(c)] += segment[c][size_t(i)];
            slotGpu[slot][size_t(c)] += segment[c][size_t(i)];
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
    m.total = s.groups[kTotal].figures[0];
    m.total.utilization = utilizationOf(s.groups[kTotal].sums[0], utilData, capacitySeconds, period, inferred);
    std::vector<double> typeCapacity;
    if (inferred) {
        std::vector<double> typeMean(s.typePeak.size(), 0.0);
        for (size_t t = 0; t < typeMean.size() && t < s.groups[kGpu].sums.size(); ++t)
            typeMean[t] = period > 0 ? s.groups[kGpu].sums[t].gpuSeconds / period : 0.0;
        typeCapacity = inferredTypeCapacities(s.typePeak, typeMean, s.peak);
    }
    const auto sortedGroups = [&](size_t k, const QStringList& labels, QList<GroupMetrics>& out) {
        for (size_t i : s.shown[k]) {
            double capacity = capacitySeconds;
            if (k == kGpu) {
                capacity = 0;
                if (!inferred) {
                    const auto perType = typeCapacityPerDay.value(labels.at(qsizetype(i)));
                    for (qsizetype seg = 0; seg < segments; ++seg) {
                        const auto d = size_t(hours.day[size_t(seg)]);
                        capacity += d < perType.size() ? perType[d] * double(hours.length(seg)) : 0.0;
                    }
                } else {
                    capacity = typeCapacity[i] * period;
                }
            }
            GroupMetrics g = s.groups[k].figures[i];
            g.utilization = utilizationOf(s.groups[k].sums[i], utilData, capacity, period, inferred);
            if (k == kTeam && s.quotaOf[i] >= 0) {
                g.quotaGpus = s.quotaOf[i];
                g.quotaSatisfaction = s.satisfaction[i];
            }
            out.append(std::move(g));
        }
    };
    sortedGroups(kTeam, jobs.teams, m.byTeam);
    sortedGroups(kTask, jobs.taskTypes, m.byTaskType);
    sortedGroups(kGpu, jobs.gpuTypes, m.byGpuType);
    for (int slot = 0; slot < kTimeSlots; ++slot) {
        Sums sums;
        sums.gpuSeconds = slotGpu[size_t(slot)][0];
        sums.activeSeconds = slotGpu[size_t(slot)][1];
        sums.effectiveSeconds = slotGpu[size_t(slot)][2];
        GroupMetrics g = s.slotGroups.figures[size_t(slot)];
        g.gpuHours = sums.gpuSeconds / kHour;
        g.utilization = utilizationOf(sums, utilData, slotCapacity[size_t(slot)], slotSeconds[size_t(slot)], inferred);
        m.byTimeSlot.append(std::move(g));
    }

    // Coverage warnings.
    if (m.window.uncutDays > 0)
        m.warnings.append({CoverageWarning::Kind::WindowCut, double(m.window.uncutDays), w.startUtc, w.endUtc});
    if (days > 0 && m.window.days() < 14.0)
        m.warnings.append({CoverageWarning::Kind::ShortWindow, m.window.days(), w.startUtc, w.endUtc});
    bool weekend = false;
    for (qsizetype d = 0; d < days && !weekend; ++d)
        weekend = w.firstDay.addDays(d).dayOfWeek() >= 6;
    if (days > 0 && !weekend)
        m.warnings.append({CoverageWarning::Kind::NoWeekend, m.window.days(), w.startUtc, w.endUtc});
    if (days > 0)
        m.warnings.append(s.gaps);

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
        const auto waitLoss = [&](const QList<GroupMetrics>& groups, const Grouped& accs, const QStringList& labels,
                                  bool team) {
            const GroupMetrics* worst = nullptr;
            for (const GroupMetrics& g : groups) {
                if (g.queueWait.p90 && (!worst || *g.queueWait.p90 > *worst->queueWait.p90))
                    worst = &g;
            }
            if (!worst || !(*worst->queueWait.p90 > median))
                return;
            const qsizetype i = team ? labels.indexOf(worst->key) : qsizetype(&*worst - &groups.front());
            const double excess = accs.waitBeyondMedian.at(size_t(i));
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
                QStringLiteral("任务记录：已启动任务超出全集群排队中位数（%1）的等待之和").arg(p50.zh),
                QStringLiteral("Job records: waits of started jobs above the cluster median (%1), summed").arg(p50.en)};
            loss.owner = ownerOf(loss.key);
            m.candidateLosses.append(loss);
        };
        waitLoss(m.byTeam, s.groups[kTeam], jobs.teams, true);
        waitLoss(m.byTimeSlot, s.slotGroups, {}, false);
    }
    if (m.total.failedGpuHours > 0) {
        Loss loss;
        loss.kind = Loss::Kind::FailedGpuHours;
        loss.key = QStringLiteral("failed_gpu_hours");
        loss.value = m.total.failedGpuHours;
        loss.unit = QStringLiteral("gpu-hours");
        loss.title = {QStringLiteral("失败任务消耗的 GPU 小时"), QStringLiteral("GPU-hours spent on failed jobs")};
        loss.source = {QStringLiteral("任务记录：失败任务的 GPU 数 × 运行时长"),
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
        loss.source = {QStringLiteral("任务记录：已分配 GPU 小时减去按 GPU 利用率加权的 GPU 小时"),
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
                ? Bilingual{QStringLiteral("任务记录与推算容量（并发分配峰值）"),
                            QStringLiteral("Job records and inferred capacity (peak concurrent allocation)")}
                : Bilingual{QStringLiteral("任务记录与 GPU 清单"), QStringLiteral("Job records and the GPU inventory")};
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

BaselineMetrics compute(const JobColumns& jobs, const BaselineInputs& inputs)
{
    return BaselineComputer().compute(jobs, inputs);
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

QString figuresText(const BaselineMetrics& m)
{
    QString text;
    QTextStream out(&text);
    const auto number = [](double v) { return QString::asprintf("%.17g", v); };
    const auto optional = [&](const std::optional<double>& v) { return v ? number(*v) : QStringLiteral("null"); };
    const auto quantiles = [&](const Quantiles& q) {
        return QStringLiteral("%1 %2 %3").arg(optional(q.p50), optional(q.p90), optional(q.mean));
    };
    const auto utilization = [&](const Utilization& u) {
        return QStringLiteral("capacity %1 inferred %2 capacity_h %3 allocated_h %4 active_h %5 effective_h %6 "
                              "allocated %7 active %8 effective %9 idle_h %10")
            .arg(number(u.capacityGpus), QString::number(int(u.inferred)), number(u.capacityGpuHours),
                 number(u.allocatedGpuHours), optional(u.activeGpuHours), optional(u.effectiveGpuHours),
                 optional(u.allocated), optional(u.active), optional(u.effective))
            .arg(number(u.idleGpuHours));
    };
    const auto group = [&](const QString& grouping, const GroupMetrics& g) {
        out << grouping << " [" << g.key << "] jobs " << g.jobs << " started " << g.started << " never "
            << g.neverStarted << "\n  wait " << quantiles(g.queueWait) << " never_wait "
            << quantiles(g.neverStartedWait) << " run " << quantiles(g.runTime) << "\n  success "
            << optional(g.successRate) << " outcomes " << g.outcomes.completed << ' ' << g.outcomes.cancelled << ' '
            << g.outcomes.failed << ' ' << g.outcomes.notEnded;
        for (const auto& [reason, count] : g.outcomes.failureReasons)
            out << " [" << reason << "] " << count;
        out << "\n  gpu_h " << number(g.gpuHours) << " failed_gpu_h " << number(g.failedGpuHours) << " quota "
            << optional(g.quotaGpus) << " satisfaction " << optional(g.quotaSatisfaction) << "\n  "
            << utilization(g.utilization) << '\n';
    };
    out << "window " << m.window.startUtc << ' ' << m.window.endUtc << ' ' << m.window.firstDay.toString(Qt::ISODate)
        << ' ' << m.window.lastDay.toString(Qt::ISODate) << ' ' << int(m.window.set) << '\n';
    group(QStringLiteral("total"), m.total);
    for (Grouping grouping : {Grouping::Team, Grouping::TaskType, Grouping::GpuType, Grouping::TimeSlot}) {
        for (const GroupMetrics& g : m.by(grouping))
            group(groupingKey(grouping), g);
    }
    for (const DayMetrics& d : m.perDay)
        out << "day " << d.day.toString(Qt::ISODate) << ' ' << utilization(d.utilization) << '\n';
    out << "hour_of_week";
    for (double share : m.allocatedByHourOfWeek)
        out << ' ' << number(share);
    out << '\n';
    for (const CoverageWarning& w : m.warnings)
        out << "warning " << int(w.kind) << ' ' << number(w.days) << ' ' << w.fromUtc << ' ' << w.toUtc << '\n';
    for (const QList<Loss>* losses : {&m.candidateLosses, &m.topLosses}) {
        for (const Loss& l : *losses) {
            out << (losses == &m.topLosses ? "top " : "loss ") << int(l.kind) << ' ' << l.key << " [" << l.group << "] "
                << number(l.value) << ' ' << l.unit << " | " << l.title.zh << " | " << l.title.en << " | "
                << l.source.zh << " | " << l.source.en << " | " << l.owner.value_or(QStringLiteral("(none)")) << '\n';
        }
    }
    for (const TargetRow& t : m.targets) {
        out << "target " << t.target.id << ' ' << t.target.metric << ' ' << t.target.grouping << ' '
            << t.target.groupKey << ' ' << optional(t.current);
        for (const TargetRow::PocValue& v : t.poc)
            out << " [" << v.candidateId << ' ' << optional(v.value) << ' ' << int(v.reaches) << ']';
        out << '\n';
    }
    return text;
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
    case CoverageWarning::Kind::WindowCut: {
        const auto day = [&](qint64 t) { return QDateTime::fromSecsSinceEpoch(t, zone).date().toString(Qt::ISODate); };
        return Text::tr("The jobs span %L1 days, more than the %L2 days a baseline covers: it covers %3 to %4 "
                        "only, around the middle of the submits. Check the job dates, or set the analysis window.")
            .arg(qint64(warning.days))
            .arg(kMaxWindowDays)
            .arg(day(warning.fromUtc), day(warning.toUtc - 1));
    }
    case CoverageWarning::Kind::SubmitGap:
        break;
    }
    return Text::tr("No job was submitted for %1 days, from %2 to %3 (%4).")
        .arg(days, at(warning.fromUtc), at(warning.toUtc), QString::fromUtf8(zone.id()));
}

} // namespace gatebench::baseline
