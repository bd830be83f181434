#include "whatif/WhatIf.h"

#include "baseline/BaselineTargets.h"
#include "core/NumberText.h"
#include "repositories/CandidateRepository.h"
#include "repositories/PolicyRepository.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <condition_variable>
#include <cstring>
#include <list>
#include <mutex>
#include <thread>

namespace gatebench::whatif {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Whatif)
};

using baseline::JobColumns;
const QString kTeamGrouping = baseline::groupingKey(baseline::Grouping::Team);
const QString kTimeSlotGrouping = baseline::groupingKey(baseline::Grouping::TimeSlot);
constexpr quint8 kNotCounted = 255;

/// The time slot of each hour of W: hour segments cut at the zone's hour boundaries (as the
/// baseline cuts them), so that a submit's slot is found in a step or two.
struct SlotClock {
    std::vector<qint64> bounds;
    std::vector<quint8> slot;

    SlotClock(qint64 from, qint64 to, const QTimeZone& zone, const baseline::SlotHours& hours)
    {
        qint64 t = from;
        while (t < to) {
            const QDateTime local = QDateTime::fromSecsSinceEpoch(t, zone);
            const qint64 wall = t + local.offsetFromUtc();
            const qint64 into = ((wall % 3600) + 3600) % 3600;
            bounds.push_back(t);
            slot.push_back(quint8(hours.slotOf(local.date().dayOfWeek(), local.time().hour())));
            t = std::min(to, t + 3600 - into);
        }
        bounds.push_back(to);
    }
    quint8 at(qint64 t) const
    {
        if (slot.empty() || t < bounds.front() || t >= bounds.back())
            return kNotCounted;
        auto i = size_t(std::min<qint64>((t - bounds.front()) / 3600, qint64(slot.size()) - 1));
        while (i > 0 && bounds[i] > t)
            --i;
        while (bounds[i + 1] <= t)
            ++i;
        return slot[i];
    }
};

/// The figures of one replay.
struct Figures {
    std::optional<double> p50, p90;
};
struct ReplayFigures {
    Figures total;
    std::vector<Figures> team;
    std::array<Figures, baseline::kTimeSlots> slot;
    std::vector<std::array<Figures, baseline::kTimeSlots>> teamSlot;
    std::vector<qint64> teamJobs;
    std::array<qint64, baseline::kTimeSlots> slotJobs{};
    std::vector<std::array<qint64, baseline::kTimeSlots>> teamSlotJobs;
    qint64 totalJobs = 0;
    double allocated = 0;
    std::optional<double> effective;
    double preemptionGpuHours = 0;
    std::vector<std::optional<double>> quotaSatisfaction;
    QStringList refused;
};

Figures percentiles(std::vector<double>& waits)
{
    Figures f;
    f.p50 = baseline::selectPercentile(waits.data(), waits.data() + waits.size(), 50.0);
    f.p90 = baseline::selectPercentile(waits.data(), waits.data() + waits.size(), 90.0);
    return f;
}

ReplayFigures figuresOf(const PreparedTrace& prepared, const ReplayResult& result, bool utilData)
{
    const Trace& trace = prepared.trace;
    const auto teams = size_t(trace.teams.size());
    ReplayFigures f;
    f.team.resize(teams);
    f.teamSlot.resize(teams);
    f.teamJobs.assign(teams, 0);
    f.teamSlotJobs.assign(teams, {});
    std::vector<double> all;
    std::vector<std::vector<double>> byTeam(teams * baseline::kTimeSlots);
    for (size_t j = 0; j < trace.jobs.size(); ++j) {
        const quint8 slot = prepared.slot[j];
        if (slot == kNotCounted || result.start[j] == kNotStarted)
            continue;
        const double wait = double(result.start[j] - trace.jobs[j].submit);
        all.push_back(wait);
        byTeam[size_t(trace.jobs[j].team) * baseline::kTimeSlots + slot].push_back(wait);
    }
    f.totalJobs = qint64(all.size());
    f.total = percentiles(all);
    for (int s = 0; s < baseline::kTimeSlots; ++s) {
        std::vector<double> slotWaits;
        for (size_t t = 0; t < teams; ++t) {
            auto& cell = byTeam[t * baseline::kTimeSlots + size_t(s)];
            slotWaits.insert(slotWaits.end(), cell.begin(), cell.end());
        }
        f.slotJobs[size_t(s)] = qint64(slotWaits.size());
        f.slot[size_t(s)] = percentiles(slotWaits);
    }
    for (size_t t = 0; t < teams; ++t) {
        std::vector<double> teamWaits;
        for (int s = 0; s < baseline::kTimeSlots; ++s) {
            auto& cell = byTeam[t * baseline::kTimeSlots + size_t(s)];
            teamWaits.insert(teamWaits.end(), cell.begin(), cell.end());
            f.teamSlotJobs[t][size_t(s)] = qint64(cell.size());
            f.teamSlot[t][size_t(s)] = percentiles(cell);
        }
        f.teamJobs[t] = qint64(teamWaits.size());
        f.team[t] = percentiles(teamWaits);
    }
    const double capacitySeconds = prepared.capacityGpus * double(prepared.windowEnd - prepared.windowStart);
    f.allocated = capacitySeconds > 0 ? result.allocatedGpuSeconds / capacitySeconds : 0;
    if (utilData && capacitySeconds > 0)
        f.effective = result.effectiveGpuSeconds / capacitySeconds;
    f.preemptionGpuHours = result.preemptedGpuSeconds / 3600.0;
    f.quotaSatisfaction = result.quotaSatisfaction;
    for (const Refusal& r : result.refused)
        f.refused.append(r.message);
    return f;
}

Spread spreadOf(std::vector<double> values)
{
    Spread s;
    if (values.empty())
        return s;
    std::sort(values.begin(), values.end());
    s.min = values.front();
    s.max = values.back();
    s.median = baseline::selectPercentile(values.data(), values.data() + values.size(), 50.0);
    return s;
}

template <typename Get>
Spread spread(const std::vector<ReplayFigures>& runs, Get get)
{
    std::vector<double> values;
    for (const ReplayFigures& r : runs) {
        if (std::optional<double> v = get(r))
            values.push_back(*v);
    }
    return spreadOf(std::move(values));
}

Prediction predictionOf(const PolicyInput& input, const PreparedTrace& prepared, const std::vector<ReplayFigures>& runs,
                        const baseline::BaselineMetrics& metrics, const baseline::BaselineInputs& inputs)
{
    Prediction p;
    p.candidateId = input.candidateId;
    p.name = input.name;
    p.policy = input.policy;
    p.assumed = input.assumed;
    p.models = input.models;
    const Trace& trace = prepared.trace;
    const auto measured = [&](const QList<baseline::GroupMetrics>& groups, const QString& key, WaitFigures& w) {
        for (const baseline::GroupMetrics& g : groups) {
            if (g.key == key) {
                w.measuredP50 = g.queueWait.p50;
                w.measuredP90 = g.queueWait.p90;
            }
        }
    };
    p.total.jobs = runs.empty() ? 0 : runs.front().totalJobs;
    p.total.p50 = spread(runs, [](const ReplayFigures& r) { return r.total.p50; });
    p.total.p90 = spread(runs, [](const ReplayFigures& r) { return r.total.p90; });
    p.total.measuredP50 = metrics.total.queueWait.p50;
    p.total.measuredP90 = metrics.total.queueWait.p90;
    for (int s = 0; s < baseline::kTimeSlots; ++s) {
        WaitFigures w;
        w.key = baseline::timeSlotKey(baseline::TimeSlot(s));
        w.jobs = runs.empty() ? 0 : runs.front().slotJobs[size_t(s)];
        w.p50 = spread(runs, [s](const ReplayFigures& r) { return r.slot[size_t(s)].p50; });
        w.p90 = spread(runs, [s](const ReplayFigures& r) { return r.slot[size_t(s)].p90; });
        measured(metrics.byTimeSlot, w.key, w);
        p.byTimeSlot.append(w);
    }
    // Teams by id, as the baseline lists them.
    QList<int> order;
    for (int t = 0; t < trace.teams.size(); ++t)
        order.append(t);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return trace.teams.at(a) < trace.teams.at(b); });
    for (int t : std::as_const(order)) {
        if (runs.empty() || runs.front().teamJobs[size_t(t)] == 0)
            continue;
        WaitFigures w;
        w.key = trace.teams.at(t);
        w.jobs = runs.front().teamJobs[size_t(t)];
        w.p50 = spread(runs, [t](const ReplayFigures& r) { return r.team[size_t(t)].p50; });
        w.p90 = spread(runs, [t](const ReplayFigures& r) { return r.team[size_t(t)].p90; });
        measured(metrics.byTeam, w.key, w);
        p.byTeam.append(w);
        QList<WaitFigures> perSlot;
        for (int s = 0; s < baseline::kTimeSlots; ++s) {
            WaitFigures c;
            c.key = baseline::timeSlotKey(baseline::TimeSlot(s));
            c.jobs = runs.front().teamSlotJobs[size_t(t)][size_t(s)];
            c.p50 = spread(runs, [t, s](const ReplayFigures& r) { return r.teamSlot[size_t(t)][size_t(s)].p50; });
            c.p90 = spread(runs, [t, s](const ReplayFigures& r) { return r.teamSlot[size_t(t)][size_t(s)].p90; });
            perSlot.append(c);
        }
        p.byTeamAndSlot.append(perSlot);
        const Spread q = spread(runs, [t](const ReplayFigures& r) { return r.quotaSatisfaction[size_t(t)]; });
        if (q.median)
            p.quotaSatisfaction.append({trace.teams.at(t), q});
    }
    p.allocatedShare = spread(runs, [](const ReplayFigures& r) { return std::optional<double>(r.allocated); });
    p.effectiveShare = spread(runs, [](const ReplayFigures& r) { return r.effective; });
    p.preemptionGpuHours =
        spread(runs, [](const ReplayFigures& r) { return std::optional<double>(r.preemptionGpuHours); });
    if (!runs.empty())
        p.refused = runs.front().refused;

    // The improvement targets the replay predicts: queue waits (cluster, team, time slot), allocated
    // and effective share, quota satisfaction of a team.
    for (const ImprovementTarget& target : inputs.targets) {
        const auto metric = baseline::metricFromKey(target.metric);
        if (!metric)
            continue;
        Spread predicted;
        const auto waitsOf = [&]() -> const WaitFigures* {
            if (target.grouping.isEmpty())
                return &p.total;
            const QList<WaitFigures>* groups = target.grouping == kTeamGrouping       ? &p.byTeam
                                               : target.grouping == kTimeSlotGrouping ? &p.byTimeSlot
                                                                                      : nullptr;
            if (groups) {
                for (const WaitFigures& w : *groups) {
                    if (w.key == target.groupKey)
                        return &w;
                }
            }
            return nullptr;
        };
        switch (*metric) {
        case baseline::Metric::QueueWaitP50:
        case baseline::Metric::QueueWaitP90:
            if (const WaitFigures* w = waitsOf())
                predicted = *metric == baseline::Metric::QueueWaitP50 ? w->p50 : w->p90;
            break;
        case baseline::Metric::AllocatedShare:
            if (target.grouping.isEmpty())
                predicted = p.allocatedShare;
            break;
        case baseline::Metric::EffectiveShare:
            if (target.grouping.isEmpty())
                predicted = p.effectiveShare;
            break;
        case baseline::Metric::QuotaSatisfaction:
            for (const auto& [team, q] : std::as_const(p.quotaSatisfaction)) {
                if (target.grouping == kTeamGrouping && team == target.groupKey)
                    predicted = q;
            }
            break;
        default:
            break;
        }
        if (!predicted.median)
            continue;
        TargetPrediction tp{target, predicted, false};
        tp.met = baseline::lowerIsBetter(*metric) ? *predicted.max <= target.targetValue
                                                  : *predicted.min >= target.targetValue;
        p.targets.append(tp);
    }
    return p;
}

QJsonValue num(const std::optional<double>& v)
{
    if (!v || !std::isfinite(*v))
        return QJsonValue::Null;
    const double r = std::round(*v * 10000.0) / 10000.0;
    return r == std::floor(r) && std::abs(r) < 1e15 ? QJsonValue(qint64(r)) : QJsonValue(r);
}

QJsonValue range(const Spread& s)
{
    if (!s.min)
        return QJsonValue::Null;
    return QJsonArray{num(s.min), num(s.max)};
}

QJsonObject waitJson(const WaitFigures& w, bool withMeasured)
{
    QJsonObject o;
    o.insert(QLatin1String("key"), w.key); // not storage: a key of the what-if's JSON
    o.insert(QLatin1String("jobs"), w.jobs);
    o.insert(QLatin1String("p50"), num(w.p50.median));
    o.insert(QLatin1String("p90"), num(w.p90.median));
    o.insert(QLatin1String("p50_range"), range(w.p50));
    o.insert(QLatin1String("p90_range"), range(w.p90));
    if (withMeasured) {
        o.insert(QLatin1String("measured_p50"), num(w.measuredP50));
        o.insert(QLatin1String("measured_p90"), num(w.measuredP90));
    }
    return o;
}

QJsonObject calibrationJson(const CalibrationRow& row)
{
    QJsonObject o = waitJson(row.figures, true);
    if (row.key.isEmpty())
        o.remove(QLatin1String("key")); // not storage: a key of the what-if's JSON
    o.insert(QLatin1String("started"), row.started);
    o.insert(QLatin1String("checked"), row.checked);
    o.insert(QLatin1String("ok"), row.ok);
    return o;
}

/// Runs `count` tasks on up to `threads` threads; `task(i)` must be safe to run concurrently.
void runParallel(int count, int threads, const std::function<void(int)>& task, const std::function<void()>& finished)
{
    if (threads <= 1 || count <= 1) {
        for (int i = 0; i < count; ++i) {
            task(i);
            finished();
        }
        return;
    }
    std::mutex mutex;
    std::condition_variable done;
    int nextTask = 0;
    int completed = 0;
    int reported = 0;
    std::vector<std::thread> workers;
    for (int w = 0; w < std::min(threads, count); ++w) {
        workers.emplace_back([&] {
            for (;;) {
                int i = 0;
                {
                    std::lock_guard lock(mutex);
                    if (nextTask >= count)
                        return;
                    i = nextTask++;
                }
                task(i);
                {
                    std::lock_guard lock(mutex);
                    ++completed;
                }
                done.notify_one();
            }
        });
    }
    {
        std::unique_lock lock(mutex);
        while (reported < count) {
            done.wait(lock, [&] { return completed > reported; });
            const int now = completed;
            lock.unlock();
            while (reported < now) {
                ++reported;
                finished();
            }
            lock.lock();
        }
    }
    for (std::thread& w : workers)
        w.join();
}

/// Two 64-bit digests of what a replay's figures depend on besides the policy and the seed: the trace
/// (every job's fields, the pools, the names policies refer to), what each job counts in, the window
/// and the capacity. Fields one by one (a Job's padding is not hashed); collisions of 128 bits are
/// not a concern for a cache of a few entries.
struct TraceDigest {
    quint64 a = 0xcbf29ce484222325ULL, b = 0x84222325cbf29ce4ULL;
    void add(quint64 v)
    {
        a = (a ^ v) * 0x100000001b3ULL;
        b = (b + v + 0x9e3779b97f4a7c15ULL) * 0xbf58476d1ce4e5b9ULL;
        b ^= b >> 31;
    }
    void add(double v)
    {
        quint64 bits = 0;
        std::memcpy(&bits, &v, sizeof bits);
        add(bits);
    }
    void add(const QString& text)
    {
        add(quint64(text.size()));
        for (const QChar c : text)
            add(quint64(c.unicode()));
    }
    bool operator==(const TraceDigest& other) const = default;
};

TraceDigest digestOf(const PreparedTrace& prepared, bool utilData)
{
    TraceDigest d;
    const Trace& trace = prepared.trace;
    for (const Trace::Job& job : trace.jobs) {
        d.add(quint64(job.submit));
        d.add(quint64(job.run));
        d.add(job.gpus);
        d.add(job.util);
        d.add(quint64(job.team) << 40 | quint64(quint32(job.taskType)) << 20 | quint64(quint32(job.pool)));
    }
    for (const quint8 slot : prepared.slot)
        d.add(quint64(slot));
    for (const Pool& pool : trace.pools) {
        d.add(pool.name);
        d.add(pool.gpuType);
        d.add(pool.gpus);
        d.add(pool.gpusPerNode);
        d.add(quint64(pool.steps.size())); // capacity that changes (nodes added or retired)
        for (const auto& [from, gpus] : pool.steps) {
            d.add(quint64(from));
            d.add(gpus);
        }
    }
    for (const QString& team : trace.teams)
        d.add(team);
    d.add(quint64(0xffff));
    for (const QString& type : trace.taskTypes)
        d.add(type);
    d.add(quint64(prepared.windowStart));
    d.add(quint64(prepared.windowEnd));
    d.add(prepared.capacityGpus);
    d.add(quint64(utilData));
    return d;
}

/// The figures of the last replays of this process, by trace, resolved policy and seed: a report
/// built again (the Report page's preview, then its PDF; the window's what-if after the report's)
/// reuses them instead of replaying. Figures of a finished replay only; a few dozen, the oldest
/// dropped first.
class ReplayCache {
public:
    std::optional<ReplayFigures> find(const TraceDigest& trace, const QByteArray& policy, quint64 seed)
    {
        std::lock_guard lock(m_mutex);
        for (auto it = m_entries.begin(); it != m_entries.end(); ++it) {
            if (it->trace == trace && it->seed == seed && it->policy == policy) {
                m_entries.splice(m_entries.begin(), m_entries, it);
                return m_entries.front().figures;
            }
        }
        return std::nullopt;
    }
    void insert(const TraceDigest& trace, const QByteArray& policy, quint64 seed, const ReplayFigures& figures)
    {
        std::lock_guard lock(m_mutex);
        m_entries.push_front({trace, policy, seed, figures});
        while (m_entries.size() > kCapacity)
            m_entries.pop_back();
    }

private:
    static constexpr std::size_t kCapacity = 64; // 8 policies x 5 seeds, or 3 x 20
    struct Entry {
        TraceDigest trace;
        QByteArray policy;
        quint64 seed = 0;
        ReplayFigures figures;
    };
    std::mutex m_mutex;
    std::list<Entry> m_entries;
};

ReplayCache& replayCache()
{
    static ReplayCache cache;
    return cache;
}

} // namespace

bool withinTolerance(double predicted, double measured)
{
    return std::abs(predicted - measured) <= std::max(0.2 * std::abs(measured), 300.0);
}

PreparedTrace prepare(const JobColumns& jobs, const baseline::BaselineInputs& inputs,
                      const baseline::BaselineMetrics& metrics)
{
    PreparedTrace prepared;
    Trace& trace = prepared.trace;
    const qint64 from = metrics.window.startUtc;
    const qint64 to = metrics.window.endUtc;
    prepared.windowStart = from;
    prepared.windowEnd = to;
    trace.teams = jobs.teams;
    trace.taskTypes = jobs.taskTypes;
    if (trace.teams.isEmpty())
        trace.teams.append(QString());

    // Pools of the inventory that apply on some day of W, with their GPUs day by day (an inventory
    // entry's dates add or retire nodes at local midnight, as the baseline counts capacity); each GPU
    // type of the log to a pool.
    QHash<qint32, qint32> poolOfType;
    std::vector<QDate> days;
    for (QDate d = metrics.window.firstDay; d.isValid() && d <= metrics.window.lastDay; d = d.addDays(1))
        days.push_back(d);
    std::vector<std::vector<double>> daily; // per trace pool, per day of W
    for (const GpuPool& pool : inputs.inventory) {
        const bool applies = std::any_of(days.begin(), days.end(), [&](const QDate& d) { return pool.appliesOn(d); });
        if (!applies || pool.gpus() <= 0)
            continue;
        const QString name = pool.pool.isEmpty() ? pool.gpuType : pool.pool;
        auto it = std::find_if(trace.pools.begin(), trace.pools.end(), [&](const Pool& p) { return p.name == name; });
        if (it == trace.pools.end()) {
            trace.pools.push_back({name, pool.gpuType, 0, pool.gpusPerNode, false, {}});
            daily.emplace_back(days.size(), 0.0);
            it = trace.pools.end() - 1;
        }
        auto& gpus = daily[size_t(it - trace.pools.begin())];
        for (size_t d = 0; d < days.size(); ++d) {
            if (pool.appliesOn(days[d]))
                gpus[d] += pool.gpus();
        }
    }
    std::vector<double> averageGpus(trace.pools.size(), 0);
    for (size_t p = 0; p < trace.pools.size(); ++p) {
        Pool& pool = trace.pools[p];
        const auto& gpus = daily[p];
        pool.gpus = *std::max_element(gpus.begin(), gpus.end());
        double gpuSeconds = 0;
        double previous = pool.gpus;
        for (size_t d = 0; d < days.size(); ++d) {
            const qint64 dayStart = QDateTime(days[d], QTime(0, 0), inputs.zone).toSecsSinceEpoch();
            const qint64 dayEnd =
                d + 1 < days.size() ? QDateTime(days[d + 1], QTime(0, 0), inputs.zone).toSecsSinceEpoch() : to;
            gpuSeconds += gpus[d] * double(std::max<qint64>(0, dayEnd - dayStart));
            if (gpus[d] != previous) // the first day's capacity holds from the beginning of the replay
                pool.steps.push_back({d == 0 ? std::numeric_limits<qint64>::min() : dayStart, gpus[d]});
            previous = gpus[d];
        }
        averageGpus[p] = to > from ? gpuSeconds / double(to - from) : pool.gpus;
    }
    const bool noInventory = trace.pools.empty();
    if (noInventory)
        trace.pools.push_back({Text::tr("cluster"), QString(), metrics.total.utilization.capacityGpus, 0, true, {}});
    for (qint32 g = 0; g < jobs.gpuTypes.size(); ++g) {
        const QString& type = jobs.gpuTypes.at(g);
        if (noInventory) {
            poolOfType.insert(g, 0);
            continue;
        }
        qint32 found = -1;
        for (size_t p = 0; p < trace.pools.size() && found < 0; ++p) {
            if (trace.pools[p].gpuType == type)
                found = qint32(p);
        }
        for (size_t p = 0; p < trace.pools.size() && found < 0; ++p) {
            if (trace.pools[p].name == type)
                found = qint32(p);
        }
        if (found < 0) { // a type no pool has: a pool of its own at its peak (below)
            trace.pools.push_back({type, type, 0, 0, true, {}});
            found = qint32(trace.pools.size() - 1);
        }
        poolOfType.insert(g, found);
    }

    const SlotClock clock(from, to, inputs.zone, inputs.slotHours);
    std::vector<std::pair<qint64, double>> peakEvents; // for inferred pools
    std::vector<qint32> peakPool;
    for (qsizetype i = 0; i < jobs.size(); ++i) {
        const auto j = size_t(i);
        const qint64 submit = jobs.submit[j];
        const qint64 start = jobs.start[j];
        const bool inside = submit >= from && submit < to;
        if (start == JobColumns::kNone) {
            if (inside)
                ++prepared.neverStarted;
            continue;
        }
        const qint64 end = jobs.end[j] != JobColumns::kNone ? jobs.end[j] : std::max(to, start);
        if (!inside && (submit >= to || end <= from))
            continue;
        Trace::Job job;
        job.submit = inside ? submit : start;
        job.run = std::max<qint64>(0, end - start);
        job.gpus = jobs.gpus[j];
        job.util = jobs.gpuUtil[j];
        job.team = std::max(0, jobs.team[j]);
        job.taskType = jobs.taskType[j];
        job.pool = jobs.gpuType[j] >= 0 ? poolOfType.value(jobs.gpuType[j], 0) : 0;
        trace.jobs.push_back(job);
        prepared.slot.push_back(inside ? clock.at(submit) : kNotCounted);
        if (trace.pools[size_t(job.pool)].inferred && !noInventory) {
            peakEvents.push_back({start, job.gpus});
            peakEvents.push_back({end, -job.gpus});
            peakPool.push_back(job.pool);
            peakPool.push_back(job.pool);
        }
    }
    // Inferred pools of a type the inventory lacks: the peak concurrent allocation of their jobs.
    if (!peakEvents.empty()) {
        std::vector<size_t> idx(peakEvents.size());
        std::iota(idx.begin(), idx.end(), 0);
        std::sort(idx.begin(), idx.end(), [&](size_t a, size_t b) {
            return peakEvents[a].first != peakEvents[b].first ? peakEvents[a].first < peakEvents[b].first
                                                              : peakEvents[a].second < peakEvents[b].second;
        });
        std::vector<double> level(trace.pools.size(), 0);
        for (size_t k : idx) {
            const auto p = size_t(peakPool[k]);
            level[p] += peakEvents[k].second;
            trace.pools[p].gpus = std::max(trace.pools[p].gpus, level[p]);
        }
    }
    // Capacity as the baseline gives it: the inventory's GPUs averaged over W (inferred pools: their peak).
    for (size_t p = 0; p < trace.pools.size(); ++p) {
        const Pool& pool = trace.pools[p];
        prepared.capacityGpus += p < averageGpus.size() ? averageGpus[p] : pool.gpus;
        prepared.inferred = prepared.inferred || pool.inferred;
    }
    return prepared;
}

Result<Comparison> compare(const PreparedTrace& prepared, const baseline::BaselineMetrics& metrics,
                           const baseline::BaselineInputs& inputs, const PolicyInput& asIsInput,
                           const QList<PolicyInput>& candidates, int seeds, int threads,
                           const std::atomic<bool>* cancel, const std::function<void(int, int)>& progress,
                           const QString& language)
{
    seeds = std::clamp(seeds, 1, 1000);
    const Policy asIsResolved = resolvePolicy(asIsInput.policy, defaultAsIs(), inputs.teams);
    QList<PolicyInput> all{asIsInput};
    all += candidates;
    std::vector<Policy> resolved;
    for (const PolicyInput& input : all)
        resolved.push_back(resolvePolicy(input.policy, asIsResolved, inputs.teams));
    bool utilData = false;
    for (const Trace::Job& job : prepared.trace.jobs) {
        if (!std::isnan(job.util)) {
            utilData = true;
            break;
        }
    }

    // Policies that resolve alike (two profiles with the same default, a candidate replayed as today's)
    // replay once: the same trace, policy and seed give the same figures.
    std::vector<int> replayOf;
    std::vector<int> distinct;
    for (size_t p = 0; p < resolved.size(); ++p) {
        const auto same =
            std::find_if(distinct.cbegin(), distinct.cend(), [&](int d) { return resolved[size_t(d)] == resolved[p]; });
        if (same == distinct.cend()) {
            replayOf.push_back(int(distinct.size()));
            distinct.push_back(int(p));
        } else {
            replayOf.push_back(int(same - distinct.cbegin()));
        }
    }
    const TraceDigest digest = digestOf(prepared, utilData);
    std::vector<QByteArray> policyKeys;
    for (const int p : distinct)
        policyKeys.push_back(toText(resolved[size_t(p)]));

    const int tasks = int(distinct.size()) * seeds;
    std::vector<std::optional<Result<ReplayFigures>>> out(static_cast<size_t>(tasks));
    int done = 0;
    if (threads <= 0)
        threads = int(std::max(1u, std::thread::hardware_concurrency()));
    runParallel(
        tasks, threads,
        [&](int i) {
            const int policy = distinct[size_t(i / seeds)];
            if (cancel && cancel->load(std::memory_order_relaxed)) { // the replays not yet started never start
                out[size_t(i)] =
                    Result<ReplayFigures>(Error{Error::Kind::Cancelled, Text::tr("The replay was cancelled")});
                return;
            }
            const auto seed = quint64(i % seeds + 1);
            const QByteArray& key = policyKeys[size_t(i / seeds)];
            if (auto cached = replayCache().find(digest, key, seed)) {
                out[size_t(i)] = Result<ReplayFigures>(std::move(*cached));
                return;
            }
            ReplayOptions options;
            options.seed = seed;
            options.statsFrom = prepared.windowStart;
            options.statsTo = prepared.windowEnd;
            options.cancel = cancel;
            auto result = replay(prepared.trace, resolved[size_t(policy)], options);
            if (!result) {
                out[size_t(i)] = Result<ReplayFigures>(result.error());
                return;
            }
            ReplayFigures figures = figuresOf(prepared, *result, utilData);
            replayCache().insert(digest, key, seed, figures);
            out[size_t(i)] = Result<ReplayFigures>(std::move(figures));
        },
        [&] {
            ++done;
            if (progress)
                progress(done, tasks);
        });

    Comparison c;
    c.seeds = seeds;
    c.inferred = prepared.inferred;
    c.capacityGpus = prepared.capacityGpus;
    c.neverStarted = prepared.neverStarted;
    for (int p = 0; p < all.size(); ++p) {
        std::vector<ReplayFigures> runs;
        for (int s = 0; s < seeds; ++s) {
            const auto& r = *out[size_t(replayOf[size_t(p)] * seeds + s)];
            if (!r) {
                Error e = r.error();
                if (e.kind != Error::Kind::Cancelled && !all.at(p).candidateId.isEmpty())
                    e.message = Text::tr("Candidate %1: %2").arg(all.at(p).candidateId, e.message);
                return e;
            }
            runs.push_back(*r);
        }
        Prediction prediction = predictionOf(all.at(p), prepared, runs, metrics, inputs);
        if (p == 0)
            c.asIs = prediction;
        else
            c.candidates.append(prediction);
    }

    // Calibration: the as-is replay against the measured waits, overall and per team with enough jobs.
    const auto check = [](CalibrationRow& row) {
        const WaitFigures& w = row.figures;
        row.ok = true;
        if (!row.checked)
            return;
        if (w.measuredP50 && w.p50.median)
            row.ok = row.ok && withinTolerance(*w.p50.median, *w.measuredP50);
        if (w.measuredP90 && w.p90.median)
            row.ok = row.ok && withinTolerance(*w.p90.median, *w.measuredP90);
        if (!w.p50.median || !w.measuredP50)
            row.ok = false;
    };
    c.overall.started = metrics.total.started;
    c.overall.checked = true;
    c.overall.figures = c.asIs.total;
    check(c.overall);
    c.calibrated = c.overall.ok;
    for (const WaitFigures& w : std::as_const(c.asIs.byTeam)) {
        CalibrationRow row;
        row.key = w.key;
        row.figures = w;
        for (const baseline::GroupMetrics& g : metrics.byTeam) {
            if (g.key == w.key)
                row.started = g.started;
        }
        row.checked = row.started >= kMinCalibrationJobs;
        check(row);
        c.calibrated = c.calibrated && row.ok;
        c.teams.append(row);
    }

    // Ranking: a candidate is better than another only where its overall P90 range lies wholly below.
    for (Prediction& a : c.candidates) {
        for (const Prediction& b : std::as_const(c.candidates)) {
            if (&a != &b && a.total.p90.max && b.total.p90.min && *a.total.p90.max < *b.total.p90.min)
                a.betterThan.append(b.candidateId);
        }
    }

    QLocale locale;
    c.assumptions = {
        Text::tr("A replay keeps the submit times users chose under the old queue: users who would have "
                 "submitted differently under another policy are not modelled."),
        Text::tr("Each job runs for its recorded run time, jittered by up to 10 % per seed (%n seeds); figures "
                 "are the median over the seeds with their range.",
                 nullptr, seeds),
        Text::tr("Jobs that never started (%1, cancelled while pending or still pending) are not replayed; "
                 "their waits are reported by the baseline apart.")
            .arg(c.neverStarted),
        Text::tr("A job of several nodes takes its nodes whole; jobs of one node pack onto the nodes of their "
                 "pool (placement is not modelled)."),
        Text::tr("Backfill knows each job's run time exactly (the job records carry no time limit)."),
        Text::tr("A prediction is advice beside the evidence: it never settles a gate."),
    };
    if (c.inferred)
        c.assumptions.append(Text::tr("Capacity of %1 GPUs is partly or wholly inferred from the job log's peak "
                                      "allocation, not from the GPU inventory.")
                                 .arg(locale.toString(c.capacityGpus, 'f', 0)));
    if (!c.calibrated)
        c.assumptions.append(Text::tr("Uncalibrated: replaying today's policy does not reproduce the measured "
                                      "waits within max(20 %, 5 min); every comparison is marked uncalibrated."));
    for (const PolicyInput& input : candidates) {
        if (input.assumed)
            c.assumptions.append(
                Text::tr("The policy of %1 is a default, not the committee's: %2")
                    .arg(input.name.in(language).isEmpty() ? input.candidateId : input.name.in(language),
                         input.models));
    }
    return c;
}

Result<LoadedPolicies> loadPolicies(const Storage& storage, const QList<Team>& teams, const QString& candidateId)
{
    LoadedPolicies loaded;
    const PolicyRepository policies(storage);
    auto stored = policies.all();
    if (!stored)
        return stored.error();
    auto asIs = policies.asIs();
    if (!asIs)
        return asIs.error();
    loaded.asIs.policy = asIs->value_or(defaultAsIs());
    loaded.asIs.assumed = !asIs->has_value();
    loaded.asIs.name = {QStringLiteral("现状"), QStringLiteral("As is")};
    // A default that keeps today's nodes starts its jobs as slowly as today's cluster does.
    const Policy todayResolved = resolvePolicy(loaded.asIs.policy, defaultAsIs(), teams);

    auto candidates = CandidateRepository(storage).all();
    if (!candidates)
        return candidates.error();
    bool found = candidateId.isEmpty();
    for (const Candidate& c : std::as_const(*candidates)) {
        if (!candidateId.isEmpty() && c.id != candidateId)
            continue;
        if (candidateId.isEmpty() && !c.shortlisted)
            continue;
        found = true;
        PolicyInput input;
        input.candidateId = c.id;
        input.name = c.name;
        if (auto it = stored->find(c.id); it != stored->end()) {
            input.policy = it.value();
        } else if (auto d = defaultPolicyFor(c.id, todayResolved)) {
            input.policy = d->policy;
            input.assumed = true;
            input.models = d->models;
        } else {
            input.policy.kind = PolicyKind::AsIs;
            input.assumed = true;
            input.models = Text::tr("no policy stated: today's policy is assumed");
        }
        loaded.candidates.append(input);
    }
    if (!found)
        return Error{Error::Kind::BadInput, Text::tr("The evaluation has no candidate %1").arg(candidateId)};
    return loaded;
}

Result<Loaded> load(const Storage& storage, const QString& candidateId)
{
    Loaded loaded;
    auto inputs = baseline::BaselineInputs::load(storage);
    if (!inputs)
        return inputs.error();
    loaded.inputs = *inputs;
    auto jobs = JobColumns::load(storage);
    if (!jobs)
        return jobs.error();
    loaded.jobs = std::move(*jobs);
    loaded.metrics = baseline::compute(loaded.jobs, loaded.inputs);
    auto policies = loadPolicies(storage, loaded.inputs.teams, candidateId);
    if (!policies)
        return policies.error();
    loaded.asIs = policies->asIs;
    loaded.candidates = policies->candidates;
    return loaded;
}

QByteArray toJson(const Comparison& c)
{
    QJsonObject root;
    QJsonArray assumptions;
    for (const QString& a : c.assumptions)
        assumptions.append(a);
    root.insert(QLatin1String("assumptions"), assumptions); // not storage: a key of the what-if's JSON

    QJsonObject calibration;
    calibration.insert(QLatin1String("calibrated"), c.calibrated);
    calibration.insert(QLatin1String("tolerance"), QStringLiteral("max(20%, 300 s)"));
    calibration.insert(QLatin1String("policy"), toJson(c.asIs.policy)); // not storage: a key of the what-if's JSON
    calibration.insert(QLatin1String("overall"), calibrationJson(c.overall));
    QJsonArray teams;
    for (const CalibrationRow& row : c.teams)
        teams.append(calibrationJson(row));
    calibration.insert(QLatin1String("teams"), teams); // not storage: a key of the what-if's JSON
    root.insert(QLatin1String("calibration"), calibration);

    QJsonArray candidates;
    for (const Prediction& p : c.candidates) {
        QJsonObject o;
        o.insert(QLatin1String("candidate_id"), p.candidateId); // not storage: a key of the what-if's JSON
        o.insert(QLatin1String("policy"), toJson(p.policy));    // not storage: a key of the what-if's JSON
        o.insert(QLatin1String("policy_assumed"), p.assumed);
        o.insert(QLatin1String("calibrated"), c.calibrated);
        o.insert(QLatin1String("overall"), waitJson(p.total, true));
        QJsonArray byTeam;
        for (int t = 0; t < p.byTeam.size(); ++t) {
            QJsonObject team = waitJson(p.byTeam.at(t), true);
            QJsonArray perSlot;
            for (const WaitFigures& s : p.byTeamAndSlot.at(t))
                perSlot.append(waitJson(s, false));
            team.insert(QLatin1String("by_time_slot"), perSlot);
            byTeam.append(team);
        }
        o.insert(QLatin1String("by_team"), byTeam);
        QJsonArray bySlot;
        for (const WaitFigures& s : p.byTimeSlot)
            bySlot.append(waitJson(s, true));
        o.insert(QLatin1String("by_time_slot"), bySlot);
        QJsonObject utilization;
        utilization.insert(QLatin1String("capacity_gpus"), num(c.capacityGpus));
        utilization.insert(QLatin1String("inferred"), c.inferred);
        utilization.insert(QLatin1String("allocated"), num(p.allocatedShare.median));
        utilization.insert(QLatin1String("allocated_range"), range(p.allocatedShare));
        utilization.insert(QLatin1String("effective"), num(p.effectiveShare.median));
        utilization.insert(QLatin1String("effective_range"), range(p.effectiveShare));
        o.insert(QLatin1String("utilization"), utilization);
        o.insert(QLatin1String("preemption_gpu_hours"), num(p.preemptionGpuHours.median));
        o.insert(QLatin1String("preemption_gpu_hours_range"), range(p.preemptionGpuHours));
        QJsonArray quota;
        for (const auto& [team, q] : p.quotaSatisfaction)
            quota.append(
                QJsonObject{{QLatin1String("key"), team},            // not storage: a key of the what-if's JSON
                            {QLatin1String("value"), num(q.median)}, // not storage: a key of the what-if's JSON
                            {QLatin1String("range"), range(q)}});
        o.insert(QLatin1String("quota_satisfaction"), quota);
        QJsonArray met;
        for (const TargetPrediction& t : p.targets) {
            if (!t.met)
                continue;
            met.append(
                QJsonObject{{QLatin1String("metric"), t.target.metric},
                            {QLatin1String("grouping"), t.target.grouping}, // not storage: a key of the what-if's JSON
                            {QLatin1String("group"), t.target.groupKey},
                            {QLatin1String("target"), num(t.target.targetValue)},
                            {QLatin1String("predicted"), num(t.predicted.median)},
                            {QLatin1String("predicted_range"), range(t.predicted)}});
        }
        o.insert(QLatin1String("targets_met"), met);
        QJsonArray better;
        for (const QString& id : p.betterThan)
            better.append(id);
        o.insert(QLatin1String("better_than"), better);
        o.insert(QLatin1String("refused_jobs"), qint64(p.refused.size()));
        candidates.append(o);
    }
    root.insert(QLatin1String("candidates"), candidates); // not storage: a key of the what-if's JSON
    root.insert(QLatin1String("seeds"), c.seeds);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString toText(const Comparison& c, const QList<Team>& teams, const QString& language)
{
    const auto duration = [](const std::optional<double>& s) {
        return baseline::metricValueText(baseline::Metric::QueueWaitP50, s);
    };
    const auto spreadText = [&](const Spread& s) {
        if (!s.median)
            return QStringLiteral("—");
        return Text::tr("%1 (%2 to %3)").arg(duration(s.median), duration(s.min), duration(s.max));
    };
    const auto share = [](const Spread& s) {
        return s.median ? baseline::metricValueText(baseline::Metric::AllocatedShare, s.median) : QStringLiteral("—");
    };
    const auto teamName = [&](const QString& key) { return baseline::groupName(kTeamGrouping, key, teams, language); };
    QString out;
    out += Text::tr("Scheduling what-if: the job log replayed under each candidate's policy (%n seeds)", nullptr,
                    c.seeds) +
           u'\n';
    out += Text::tr("Assumptions:") + u'\n';
    for (const QString& a : c.assumptions)
        out += QStringLiteral("- ") + a + u'\n';
    out += u'\n';
    out +=
        (c.calibrated ? Text::tr("Calibration: today's policy reproduces the measured waits")
                      : Text::tr("Calibration: UNCALIBRATED, today's policy does not reproduce the measured waits")) +
        u'\n';
    out += Text::tr("Group | jobs started | measured P50 | predicted P50 | measured P90 | predicted P90 | within "
                    "tolerance") +
           u'\n';
    const auto calibrationLine = [&](const CalibrationRow& row) {
        const QString name = row.key.isEmpty() ? Text::tr("All jobs") : teamName(row.key);
        const QString verdict = !row.checked ? Text::tr("not checked (under %1 jobs)").arg(kMinCalibrationJobs)
                                : row.ok     ? Text::tr("yes")
                                             : Text::tr("no");
        out += QStringLiteral("%1 | %2 | %3 | %4 | %5 | %6 | %7\n")
                   .arg(name)
                   .arg(row.started)
                   .arg(duration(row.figures.measuredP50), spreadText(row.figures.p50),
                        duration(row.figures.measuredP90), spreadText(row.figures.p90), verdict);
    };
    calibrationLine(c.overall);
    for (const CalibrationRow& row : c.teams)
        calibrationLine(row);
    for (const Prediction& p : c.candidates) {
        out += u'\n';
        out += Text::tr("Candidate: %1 (%2)").arg(p.name.in(language), kindName(p.policy.kind)) + u'\n';
        if (p.assumed)
            out += Text::tr("Policy assumed: %1").arg(p.models) + u'\n';
        if (!c.calibrated)
            out += Text::tr("Uncalibrated prediction") + u'\n';
        out += Text::tr("Policy: %1").arg(QString::fromUtf8(toText(p.policy))) + u'\n';
        out += Text::tr("Group | P50 wait (range) | P90 wait (range) | measured P90") + u'\n';
        out += QStringLiteral("%1 | %2 | %3 | %4\n")
                   .arg(Text::tr("All jobs"), spreadText(p.total.p50), spreadText(p.total.p90),
                        duration(p.total.measuredP90));
        for (const WaitFigures& w : p.byTeam)
            out += QStringLiteral("%1 | %2 | %3 | %4\n")
                       .arg(teamName(w.key), spreadText(w.p50), spreadText(w.p90), duration(w.measuredP90));
        for (const WaitFigures& w : p.byTimeSlot)
            out += QStringLiteral("%1 | %2 | %3 | %4\n")
                       .arg(baseline::groupName(kTimeSlotGrouping, w.key, teams, language), spreadText(w.p50),
                            spreadText(w.p90), duration(w.measuredP90));
        out += Text::tr("Allocated share: %1; effective share: %2; GPU-hours lost to preemption: %3")
                   .arg(share(p.allocatedShare), share(p.effectiveShare),
                        p.preemptionGpuHours.median ? QLocale().toString(*p.preemptionGpuHours.median, 'f', 1)
                                                    : QStringLiteral("—")) +
               u'\n';
        for (const auto& [team, q] : p.quotaSatisfaction)
            out += Text::tr("Quota satisfaction of %1: %2").arg(teamName(team), share(q)) + u'\n';
        for (const TargetPrediction& t : p.targets)
            out += (t.met ? Text::tr("Target predicted to be met: %1") : Text::tr("Target not predicted to be met: %1"))
                       .arg(baseline::criterionTitle(t.target, teams, language)) +
                   u'\n';
        if (!p.betterThan.isEmpty())
            out += Text::tr("Shorter P90 wait than, over every seed: %1").arg(p.betterThan.join(QStringLiteral(", "))) +
                   u'\n';
        for (const QString& r : p.refused)
            out += r + u'\n';
    }
    return out;
}

} // namespace gatebench::whatif
