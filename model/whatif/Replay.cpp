#include "whatif/Replay.h"

#include "domain/Domain.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <numeric>
#include <queue>
#include <set>

namespace gatebench::whatif {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Whatif)
};

using Milli = qint64; ///< thousandths of a GPU
constexpr Milli kUnlimited = std::numeric_limits<Milli>::max() / 4;
constexpr Milli kUnknownNeed = -1;                           ///< a queue not scanned since it changed
constexpr Milli kNoNeed = std::numeric_limits<Milli>::max(); ///< a scan that tried no job
constexpr qint64 kNever = std::numeric_limits<qint64>::max();

Milli milli(double gpus)
{
    return Milli(std::llround(gpus * 1000.0));
}

QString gpuText(double gpus)
{
    return QString::number(gpus, 'g', 6);
}

/// SplitMix64 of a value: the jitter's random bits, independent of the order jobs are replayed in.
quint64 mix(quint64 x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

/// The GPUs a limit gives pool `pool` (by its name or GPU type), or none: a total is split over
/// the pools in proportion to their GPUs when `splitTotal`, else not looked at.
std::optional<double> perPool(const GpuLimit& limit, const Pool& pool, double poolShare, bool splitTotal)
{
    if (auto it = limit.perPool.find(pool.name); it != limit.perPool.end())
        return it.value();
    if (auto it = limit.perPool.find(pool.gpuType); it != limit.perPool.end())
        return it.value();
    if (splitTotal && limit.total)
        return *limit.total * poolShare;
    return std::nullopt;
}

/// A waiting job's place in its queue: higher priority first, then earlier submit, then lower index.
struct Key {
    int negPriority = 0;
    qint64 submit = 0;
    qint32 job = 0;
    bool operator<(const Key& o) const
    {
        if (negPriority != o.negPriority)
            return negPriority < o.negPriority;
        if (submit != o.submit)
            return submit < o.submit;
        return job < o.job;
    }
};

struct Event {
    qint64 time = 0;
    qint32 job = 0; ///< below 0: the backfill timer of pool -job - 1
    quint32 generation = 0;
    bool operator>(const Event& o) const
    {
        if (time != o.time)
            return time > o.time;
        return job > o.job;
    }
};

class Engine {
public:
    Engine(const Trace& trace, const Policy& policy, const ReplayOptions& options)
        : m_trace(trace)
        , m_policy(policy)
        , m_options(options)
        , m_jobs(qsizetype(trace.jobs.size()))
        , m_teams(int(std::max<qsizetype>(trace.teams.size(), 1)))
        , m_pools(int(trace.pools.size()))
    {}

    Result<ReplayResult> run();

private:
    // ---- setup
    Result<void> setUp();
    std::optional<QString> refusal(qint32 j) const;

    // ---- bookkeeping
    size_t tp(int team, int pool) const { return size_t(pool) * size_t(m_teams) + size_t(team); }
    Key keyOf(qint32 j) const { return {-m_priority[size_t(j)], m_trace.jobs[size_t(j)].submit, j}; }
    void touch(int team, qint64 now);
    void enqueue(qint32 j, qint64 now);
    void start(qint32 j, qint64 now);
    void release(qint32 j, qint64 now, qint64 keptUntil);
    void finish(qint32 j, qint64 now);
    void preempt(qint32 j, qint64 now);
    bool quotaAllows(int team, int pool, Milli need) const;
    bool withinShare(int team, int pool, Milli need) const
    {
        return m_usePool[tp(team, pool)] + need <= m_deserved[tp(team, pool)];
    }
    double shareRatio(int team, int pool) const
    {
        const Milli d = m_deserved[tp(team, pool)];
        const double use = double(m_usePool[tp(team, pool)]);
        return d > 0 ? use / double(d) : 1e18 + use;
    }
    bool fits(int team, int pool, Milli need) const;

    // ---- the policies
    void dispatch(int pool, qint64 now);
    void dispatchFifo(int pool, qint64 now);
    void backfillPass(int pool, qint32 head, qint64 now);
    void dispatchShare(int pool, qint64 now);
    bool reclaim(int pool, int team, Milli need, qint64 now);
    bool preemptLowerPriority(int pool, qint32 j, qint64 now);
    void dispatchReserved(int pool, qint64 now);

    const Trace& m_trace;
    const Policy& m_policy;
    const ReplayOptions& m_options;
    const qsizetype m_jobs;
    const int m_teams;
    const int m_pools;

    ReplayResult m_result;
    std::vector<Milli> m_need, m_gpus;
    std::vector<qint64> m_remaining, m_placed;
    std::vector<quint32> m_generation;
    std::vector<int> m_priority;
    std::vector<Milli> m_fromReserved;
    std::vector<Milli> m_capacity, m_free, m_sharedFree; // m_capacity: the most a pool ever has
    std::vector<Milli> m_capacityNow;                    // what it has now (Pool::steps)
    struct Step {
        qint64 time;
        int pool;
        Milli gpus;
    };
    std::vector<Step> m_steps; // every pool's capacity changes, in time order
    void applyStep(const Step& step);
    std::vector<Milli> m_useTotal, m_usePool;      // charged GPUs by team, by (team, pool)
    std::vector<Milli> m_quotaTotal, m_quotaPool;  // hard caps (fifo, reserved; fair share without borrowing)
    std::vector<Milli> m_deserved;                 // fair share and gang, by (team, pool)
    std::vector<Milli> m_reserved, m_reservedUsed; // reserved, by (team, pool)
    std::vector<std::set<Key>> m_queue;            // by (team, pool)
    // The share policies' scan of a queue that found nothing: the least a job among the jobs tried
    // needed. Until the queue changes nothing of it fits while the pool has less free (with borrowing,
    // fitting is the pool's free GPUs alone), so the scan is skipped. Cleared when the queue changes.
    std::vector<Milli> m_scanNeed; // by (team, pool); kUnknown when not known
    // GPUs held by running jobs, by (team, pool) and priority: the preemption of lower priorities
    // knows without a walk of the running jobs when they cannot free enough.
    std::vector<std::map<int, Milli>> m_heldByPriority;
    std::vector<std::set<std::pair<qint64, qint32>>> m_byEnd;   // running, by pool (backfill)
    std::vector<std::set<std::pair<qint64, qint32>>> m_victims; // running by (team, pool), latest first
    std::vector<qint64> m_timer;                                // the pending backfill pass of each pool
    std::vector<bool> m_backfillNow;
    std::priority_queue<Event, std::vector<Event>, std::greater<>> m_events;
    // Quota satisfaction: per team the recorded GPUs running and queued, since when, and the sums.
    std::vector<Milli> m_running, m_queued, m_satisfactionQuota;
    std::vector<qint64> m_since;
    std::vector<double> m_satisfied, m_demandSeconds;
    bool m_backfill = false;
    bool m_preempts = false;
    qsizetype m_live = 0; // jobs placed and not yet released
};

Result<void> Engine::setUp()
{
    const auto n = size_t(m_jobs);
    m_result.start.assign(n, kNotStarted);
    m_result.end.assign(n, kNotStarted);
    m_result.runs.resize(n);
    m_result.preemptions.assign(n, 0);
    m_need.resize(n);
    m_gpus.resize(n);
    m_remaining.resize(n);
    m_placed.assign(n, kNotStarted);
    m_generation.assign(n, 0);
    m_priority.assign(n, 0);
    m_fromReserved.assign(n, 0);

    const size_t cells = size_t(m_teams) * size_t(std::max(m_pools, 1));
    double clusterGpus = 0;
    for (const Pool& pool : m_trace.pools)
        clusterGpus += pool.gpus;
    m_capacity.resize(size_t(m_pools));
    for (int p = 0; p < m_pools; ++p)
        m_capacity[size_t(p)] = milli(m_trace.pools[size_t(p)].gpus);
    m_free = m_capacity;
    m_sharedFree = m_capacity;
    m_capacityNow = m_capacity;
    for (int p = 0; p < m_pools; ++p) {
        for (const auto& [time, gpus] : m_trace.pools[size_t(p)].steps)
            m_steps.push_back({time, p, milli(gpus)});
    }
    std::stable_sort(m_steps.begin(), m_steps.end(), [](const Step& a, const Step& b) { return a.time < b.time; });
    m_useTotal.assign(size_t(m_teams), 0);
    m_usePool.assign(cells, 0);
    m_quotaTotal.assign(size_t(m_teams), kUnlimited);
    m_quotaPool.assign(cells, kUnlimited);
    m_deserved.assign(cells, 0);
    m_reserved.assign(cells, 0);
    m_reservedUsed.assign(cells, 0);
    m_queue.resize(cells);
    m_scanNeed.assign(cells, kUnknownNeed);
    m_timer.assign(size_t(m_pools), kNever);
    m_backfillNow.assign(size_t(m_pools), false);
    m_running.assign(size_t(m_teams), 0);
    m_queued.assign(size_t(m_teams), 0);
    m_satisfactionQuota.assign(size_t(m_teams), 0);
    m_since.assign(size_t(m_teams), kNotStarted);
    m_satisfied.assign(size_t(m_teams), 0);
    m_demandSeconds.assign(size_t(m_teams), 0);

    const PolicyKind kind = m_policy.kind;
    m_backfill = kind == PolicyKind::Fifo && m_policy.easyBackfill;
    m_preempts = (kind == PolicyKind::FairShare && m_policy.reclaim && m_policy.borrowing) ||
                 (kind == PolicyKind::Gang && (m_policy.reclaim || m_policy.preemption));
    if (m_backfill)
        m_byEnd.resize(size_t(m_pools));
    if (m_preempts) {
        m_victims.resize(cells);
        m_heldByPriority.resize(cells);
    }

    // Which teams use which pool: the share of teams without a quota is split among those.
    std::vector<char> uses(cells, 0);
    for (const Trace::Job& job : m_trace.jobs)
        uses[tp(job.team, job.pool)] = 1;

    // Hard caps (fifo, reserved; and fair share without borrowing, from the deserved shares below).
    if (kind == PolicyKind::Fifo || kind == PolicyKind::Reserved) {
        for (int t = 0; t < int(m_trace.teams.size()); ++t) {
            const auto it = m_policy.quotas.find(m_trace.teams.at(t));
            if (it == m_policy.quotas.end())
                continue;
            if (it->total)
                m_quotaTotal[size_t(t)] = milli(*it->total);
            for (int p = 0; p < m_pools; ++p) {
                if (auto v = perPool(*it, m_trace.pools[size_t(p)], 0, false))
                    m_quotaPool[tp(t, p)] = milli(*v);
            }
        }
    }
    // Deserved shares (fair share: quotas; gang: weights).
    if (kind == PolicyKind::FairShare || kind == PolicyKind::Gang) {
        double weightSum = 0;
        if (kind == PolicyKind::Gang) {
            for (int t = 0; t < int(m_trace.teams.size()); ++t)
                weightSum += m_policy.weights.value(m_trace.teams.at(t), 0.0);
        }
        for (int p = 0; p < m_pools; ++p) {
            const Pool& pool = m_trace.pools[size_t(p)];
            const double poolShare = clusterGpus > 0 ? pool.gpus / clusterGpus : 0;
            Milli given = 0;
            int without = 0;
            for (int t = 0; t < m_teams; ++t) {
                std::optional<double> share;
                if (t < m_trace.teams.size()) {
                    const QString& team = m_trace.teams.at(t);
                    if (kind == PolicyKind::FairShare) {
                        if (auto it = m_policy.quotas.find(team); it != m_policy.quotas.end())
                            share = perPool(*it, pool, poolShare, true);
                    } else if (weightSum > 0 && m_policy.weights.contains(team)) {
                        share = pool.gpus * m_policy.weights.value(team) / weightSum;
                    }
                }
                if (share) {
                    m_deserved[tp(t, p)] = milli(*share);
                    given += m_deserved[tp(t, p)];
                } else if (uses[tp(t, p)]) {
                    ++without;
                }
            }
            const Milli rest = std::max<Milli>(0, m_capacity[size_t(p)] - given);
            for (int t = 0; t < m_teams && without > 0; ++t) {
                const bool named =
                    t < m_trace.teams.size() &&
                    (kind == PolicyKind::FairShare ? m_policy.quotas.contains(m_trace.teams.at(t))
                                                   : weightSum > 0 && m_policy.weights.contains(m_trace.teams.at(t)));
                if (!named && uses[tp(t, p)])
                    m_deserved[tp(t, p)] = rest / without;
            }
            if (kind == PolicyKind::FairShare && !m_policy.borrowing) {
                for (int t = 0; t < m_teams; ++t)
                    m_quotaPool[tp(t, p)] = m_deserved[tp(t, p)];
            }
        }
    }
    if (kind == PolicyKind::Reserved) {
        for (int p = 0; p < m_pools; ++p) {
            const Pool& pool = m_trace.pools[size_t(p)];
            const double poolShare = clusterGpus > 0 ? pool.gpus / clusterGpus : 0;
            Milli sum = 0;
            for (int t = 0; t < int(m_trace.teams.size()); ++t) {
                const auto it = m_policy.reserved.find(m_trace.teams.at(t));
                if (it == m_policy.reserved.end())
                    continue;
                if (auto v = perPool(*it, pool, poolShare, true)) {
                    m_reserved[tp(t, p)] = milli(*v);
                    sum += m_reserved[tp(t, p)];
                }
            }
            if (sum > m_capacity[size_t(p)])
                return Error{Error::Kind::BadInput,
                             Text::tr("The reservations in pool %1 add up to %2 GPUs; it has %3")
                                 .arg(pool.name, gpuText(double(sum) / 1000.0), gpuText(pool.gpus))};
            m_sharedFree[size_t(p)] = m_capacity[size_t(p)] - sum;
        }
    }
    // The quota the satisfaction is measured against: the team's cap, share or reservation, summed.
    for (int t = 0; t < int(m_trace.teams.size()); ++t) {
        Milli q = 0;
        if (kind == PolicyKind::FairShare || kind == PolicyKind::Gang) {
            for (int p = 0; p < m_pools; ++p)
                q += m_deserved[tp(t, p)];
        } else if (kind == PolicyKind::Reserved) {
            for (int p = 0; p < m_pools; ++p)
                q += m_reserved[tp(t, p)];
        } else if (m_quotaTotal[size_t(t)] < kUnlimited) {
            q = m_quotaTotal[size_t(t)];
        }
        m_satisfactionQuota[size_t(t)] = q;
    }

    // The jobs: GPUs charged, jittered run times, priorities.
    for (size_t j = 0; j < n; ++j) {
        const Trace::Job& job = m_trace.jobs[j];
        if (job.pool < 0 || job.pool >= m_pools || job.team < 0 || job.team >= m_teams)
            return Error{Error::Kind::BadInput, Text::tr("Job %1 names no pool or team of the replay").arg(j + 1)};
        const Pool& pool = m_trace.pools[size_t(job.pool)];
        const Milli g = std::max<Milli>(0, milli(job.gpus));
        m_gpus[j] = g;
        const Milli perNode = milli(pool.gpusPerNode);
        if (perNode > 0 && g > perNode)
            m_need[j] = ((g + perNode - 1) / perNode) * perNode;
        else
            m_need[j] = g;
        m_result.runs[j] = jitteredRun(std::max<qint64>(0, job.run), qsizetype(j), m_options.seed, m_options.jitter);
        m_remaining[j] = m_result.runs[j];
        if (kind == PolicyKind::Gang && !m_policy.priorities.isEmpty()) {
            std::optional<int> priority;
            const auto consider = [&](const QString& key) {
                if (auto it = m_policy.priorities.find(key); it != m_policy.priorities.end())
                    priority = priority ? std::max(*priority, it.value()) : it.value();
            };
            if (job.team < m_trace.teams.size())
                consider(m_trace.teams.at(job.team));
            if (job.taskType >= 0 && job.taskType < m_trace.taskTypes.size())
                consider(m_trace.taskTypes.at(job.taskType));
            m_priority[j] = priority.value_or(0);
        }
    }
    return {};
}

std::optional<QString> Engine::refusal(qint32 j) const
{
    const Trace::Job& job = m_trace.jobs[size_t(j)];
    const Pool& pool = m_trace.pools[size_t(job.pool)];
    const QString name = j < m_trace.jobNames.size() ? m_trace.jobNames.at(j) : Text::tr("job %1").arg(j + 1);
    const Milli need = m_need[size_t(j)];
    const int t = job.team;
    if (need > m_capacity[size_t(job.pool)]) {
        if (need != m_gpus[size_t(j)])
            return Text::tr("%1 asks for %2 GPUs (%3 whole nodes of %4); pool %5 has %6 GPUs: left out of the replay")
                .arg(name, gpuText(job.gpus))
                .arg(need / milli(pool.gpusPerNode))
                .arg(gpuText(pool.gpusPerNode), pool.name, gpuText(pool.gpus));
        return Text::tr("%1 asks for %2 GPUs; pool %3 has %4 GPUs: left out of the replay")
            .arg(name, gpuText(job.gpus), pool.name, gpuText(pool.gpus));
    }
    const Milli cap = std::min(m_quotaTotal[size_t(t)], m_quotaPool[tp(t, job.pool)]);
    const QString team = t < m_trace.teams.size() ? m_trace.teams.at(t) : QString();
    if (need > cap)
        return Text::tr("%1 asks for %2 GPUs; team %3 may hold at most %4 under this policy: left out of the replay")
            .arg(name, gpuText(job.gpus), team, gpuText(double(cap) / 1000.0));
    if (m_policy.kind == PolicyKind::Reserved && need > m_sharedFree[size_t(job.pool)] + m_reserved[tp(t, job.pool)])
        return Text::tr("%1 asks for %2 GPUs; team %3 can use at most %4 in pool %5 (its reservation and the "
                        "shared GPUs): left out of the replay")
            .arg(name, gpuText(job.gpus), team,
                 gpuText(double(m_sharedFree[size_t(job.pool)] + m_reserved[tp(t, job.pool)]) / 1000.0), pool.name);
    return std::nullopt;
}

void Engine::touch(int team, qint64 now)
{
    const auto t = size_t(team);
    const Milli q = m_satisfactionQuota[t];
    if (m_since[t] != kNotStarted && q > 0) {
        const qint64 from = std::max(m_since[t], m_options.statsFrom);
        const qint64 to = std::min(now, m_options.statsTo);
        const Milli demand = m_running[t] + m_queued[t];
        if (to > from && demand > 0) {
            const double dt = double(to - from);
            m_satisfied[t] += dt * double(std::min(m_running[t], q)) / double(std::min(demand, q));
            m_demandSeconds[t] += dt;
        }
    }
    m_since[t] = now;
}

void Engine::enqueue(qint32 j, qint64 now)
{
    const Trace::Job& job = m_trace.jobs[size_t(j)];
    touch(job.team, now);
    m_queued[size_t(job.team)] += m_gpus[size_t(j)];
    m_queue[tp(job.team, job.pool)].insert(keyOf(j));
    m_scanNeed[tp(job.team, job.pool)] = kUnknownNeed;
}

bool Engine::quotaAllows(int team, int pool, Milli need) const
{
    return m_useTotal[size_t(team)] + need <= m_quotaTotal[size_t(team)] &&
           m_usePool[tp(team, pool)] + need <= m_quotaPool[tp(team, pool)];
}

bool Engine::fits(int team, int pool, Milli need) const
{
    if (m_policy.kind == PolicyKind::Reserved)
        return need <= m_sharedFree[size_t(pool)] +
                           std::max<Milli>(0, m_reserved[tp(team, pool)] - m_reservedUsed[tp(team, pool)]);
    return need <= m_free[size_t(pool)];
}

void Engine::start(qint32 j, qint64 now)
{
    const auto s = size_t(j);
    const Trace::Job& job = m_trace.jobs[s];
    const int team = job.team;
    const int pool = job.pool;
    const Milli need = m_need[s];
    m_queue[tp(team, pool)].erase(keyOf(j));
    m_scanNeed[tp(team, pool)] = kUnknownNeed;
    touch(team, now);
    m_queued[size_t(team)] -= m_gpus[s];
    m_running[size_t(team)] += m_gpus[s];
    m_free[size_t(pool)] -= need;
    if (m_policy.kind == PolicyKind::Reserved) {
        const Milli own = std::clamp<Milli>(m_reserved[tp(team, pool)] - m_reservedUsed[tp(team, pool)], 0, need);
        m_fromReserved[s] = own;
        m_reservedUsed[tp(team, pool)] += own;
        m_sharedFree[size_t(pool)] -= need - own;
    }
    m_useTotal[size_t(team)] += need;
    m_usePool[tp(team, pool)] += need;
    m_placed[s] = now;
    ++m_live;
    const qint64 runs = now + m_policy.startupDelayS;
    if (m_result.start[s] == kNotStarted)
        m_result.start[s] = runs;
    const qint64 end = runs + m_remaining[s];
    m_events.push({end, j, m_generation[s]});
    if (m_backfill)
        m_byEnd[size_t(pool)].insert({end, j});
    if (m_preempts) {
        m_victims[tp(team, pool)].insert({-now, j});
        m_heldByPriority[tp(team, pool)][m_priority[s]] += need;
    }
}

void Engine::release(qint32 j, qint64 now, qint64 keptUntil)
{
    const auto s = size_t(j);
    const Trace::Job& job = m_trace.jobs[s];
    const int team = job.team;
    const int pool = job.pool;
    const Milli need = m_need[s];
    const qint64 placed = m_placed[s];
    touch(team, now);
    m_running[size_t(team)] -= m_gpus[s];
    m_free[size_t(pool)] += need;
    if (m_policy.kind == PolicyKind::Reserved) {
        m_reservedUsed[tp(team, pool)] -= m_fromReserved[s];
        m_sharedFree[size_t(pool)] += need - m_fromReserved[s];
        m_fromReserved[s] = 0;
    }
    m_useTotal[size_t(team)] -= need;
    m_usePool[tp(team, pool)] -= need;
    if (m_backfill)
        m_byEnd[size_t(pool)].erase({placed + m_policy.startupDelayS + m_remaining[s], j});
    if (m_preempts) {
        m_victims[tp(team, pool)].erase({-placed, j});
        auto& held = m_heldByPriority[tp(team, pool)];
        if (const auto it = held.find(m_priority[s]); it != held.end() && (it->second -= need) <= 0)
            held.erase(it);
    }
    const double gpus = double(m_gpus[s]) / 1000.0;
    const qint64 from = std::max(placed, m_options.statsFrom);
    const qint64 to = std::min(now, m_options.statsTo);
    if (to > from)
        m_result.allocatedGpuSeconds += gpus * double(to - from);
    if (!std::isnan(job.util)) {
        const qint64 workFrom = std::max(placed + m_policy.startupDelayS, m_options.statsFrom);
        const qint64 workTo = std::min(keptUntil, m_options.statsTo);
        if (workTo > workFrom)
            m_result.effectiveGpuSeconds += gpus * job.util * double(workTo - workFrom);
    }
    if (m_options.recordIntervals)
        m_result.intervals.push_back({j, pool, placed, now, double(need) / 1000.0});
    m_placed[s] = kNotStarted;
    --m_live;
}

void Engine::finish(qint32 j, qint64 now)
{
    release(j, now, now);
    m_result.end[size_t(j)] = now;
}

void Engine::preempt(qint32 j, qint64 now)
{
    const auto s = size_t(j);
    const qint64 running = m_placed[s] + m_policy.startupDelayS;
    const qint64 worked = std::max<qint64>(0, now - running);
    const qint64 c = m_policy.checkpointIntervalS;
    const qint64 saved = c > 0 ? (worked / c) * c : 0;
    m_result.preemptedGpuSeconds += double(m_gpus[s]) / 1000.0 * double(worked - saved);
    ++m_result.preemptions[s];
    release(j, now, running + saved);
    m_remaining[s] -= saved;
    ++m_generation[s];
    enqueue(j, now);
}

void Engine::applyStep(const Step& step)
{
    const auto p = size_t(step.pool);
    const Milli delta = step.gpus - m_capacityNow[p];
    m_capacityNow[p] = step.gpus;
    m_free[p] += delta; // below 0 while retired GPUs still run their jobs
    m_sharedFree[p] += delta;
}

void Engine::dispatch(int pool, qint64 now)
{
    switch (m_policy.kind) {
    case PolicyKind::Fifo:
    case PolicyKind::AsIs:
        dispatchFifo(pool, now);
        break;
    case PolicyKind::FairShare:
    case PolicyKind::Gang:
        dispatchShare(pool, now);
        break;
    case PolicyKind::Reserved:
        dispatchReserved(pool, now);
        break;
    }
}

void Engine::dispatchFifo(int pool, qint64 now)
{
    for (;;) {
        const Key* best = nullptr;
        for (int t = 0; t < m_teams; ++t) {
            const auto& queue = m_queue[tp(t, pool)];
            if (queue.empty())
                continue;
            const Key& head = *queue.begin();
            if (!quotaAllows(t, pool, m_need[size_t(head.job)]))
                continue; // held by its team's quota: it holds back no other team
            if (!best || head < *best)
                best = &head;
        }
        if (!best)
            return;
        const qint32 j = best->job;
        if (m_need[size_t(j)] <= m_free[size_t(pool)]) {
            start(j, now);
            continue;
        }
        if (m_backfill) {
            if (m_backfillNow[size_t(pool)]) {
                m_backfillNow[size_t(pool)] = false;
                backfillPass(pool, j, now);
            }
            if (m_timer[size_t(pool)] == kNever) {
                m_timer[size_t(pool)] = now + m_policy.backfillIntervalS;
                m_events.push({m_timer[size_t(pool)], -pool - 1, 0});
            }
        }
        return;
    }
}

void Engine::backfillPass(int pool, qint32 head, qint64 now)
{
    // The head's shadow time: when the running jobs' ends have freed enough GPUs for it.
    const Milli headNeed = m_need[size_t(head)];
    Milli available = m_free[size_t(pool)];
    qint64 shadow = kNever;
    for (const auto& [end, j] : m_byEnd[size_t(pool)]) {
        available += m_need[size_t(j)];
        if (available >= headNeed) {
            shadow = end;
            break;
        }
    }
    Milli extra = shadow == kNever ? 0 : available - headNeed;
    // The first backfillDepth waiting jobs after the head, in queue order across the teams.
    std::vector<Key> candidates;
    const auto depth = size_t(m_policy.backfillDepth);
    for (int t = 0; t < m_teams; ++t) {
        size_t taken = 0;
        for (const Key& key : m_queue[tp(t, pool)]) {
            if (key.job == head)
                continue;
            if (taken++ >= depth)
                break;
            candidates.push_back(key);
        }
    }
    std::sort(candidates.begin(), candidates.end());
    if (candidates.size() > depth)
        candidates.resize(depth);
    for (const Key& key : candidates) {
        const qint32 j = key.job;
        const auto s = size_t(j);
        const int team = m_trace.jobs[s].team;
        const Milli need = m_need[s];
        if (need > m_free[size_t(pool)] || !quotaAllows(team, pool, need))
            continue;
        const qint64 end = now + m_policy.startupDelayS + m_remaining[s];
        if (end <= shadow) {
            start(j, now);
        } else if (need <= extra) {
            extra -= need;
            start(j, now);
        }
    }
}

void Engine::dispatchShare(int pool, qint64 now)
{
    const bool gang = m_policy.kind == PolicyKind::Gang;
    const bool borrowing = gang || m_policy.borrowing;
    const auto depth = gang ? size_t(m_policy.scanDepth) : size_t(1);
    for (;;) {
        qint32 best = -1;
        double bestRatio = 0;
        Key bestKey;
        for (int t = 0; t < m_teams; ++t) {
            const size_t cell = tp(t, pool);
            if (borrowing && m_scanNeed[cell] != kUnknownNeed && m_scanNeed[cell] > m_free[size_t(pool)])
                continue;
            const auto& queue = m_queue[cell];
            size_t tried = 0;
            Milli least = kNoNeed;
            bool found = false;
            for (const Key& key : queue) {
                if (tried++ >= depth)
                    break;
                const Milli need = m_need[size_t(key.job)];
                least = std::min(least, need);
                if ((borrowing || withinShare(t, pool, need)) && fits(t, pool, need)) {
                    const double ratio = shareRatio(t, pool);
                    if (best < 0 || ratio < bestRatio || (ratio == bestRatio && key < bestKey)) {
                        best = key.job;
                        bestRatio = ratio;
                        bestKey = key;
                    }
                    found = true;
                    break;
                }
            }
            if (borrowing && !found)
                m_scanNeed[cell] = least;
        }
        if (best >= 0) {
            start(best, now);
            continue;
        }
        if (!m_preempts)
            return;
        // Nothing fits: the team furthest below its share takes back what others borrowed, or a
        // queue's first job preempts its own queue's lower-priority jobs.
        std::vector<std::pair<double, int>> order;
        for (int t = 0; t < m_teams; ++t) {
            if (!m_queue[tp(t, pool)].empty())
                order.push_back({shareRatio(t, pool), t});
        }
        std::sort(order.begin(), order.end());
        bool started = false;
        for (const auto& [ratio, t] : order) {
            const qint32 head = m_queue[tp(t, pool)].begin()->job;
            const Milli need = m_need[size_t(head)];
            const bool mayReclaim = gang ? m_policy.reclaim : true;
            if (mayReclaim && withinShare(t, pool, need) && reclaim(pool, t, need, now)) {
                start(head, now);
                started = true;
                break;
            }
            if (gang && m_policy.preemption && preemptLowerPriority(pool, head, now)) {
                start(head, now);
                started = true;
                break;
            }
        }
        if (!started)
            return;
    }
}

bool Engine::reclaim(int pool, int team, Milli need, qint64 now)
{
    Milli missing = need - m_free[size_t(pool)];
    if (missing <= 0)
        return false;
    // Tentatively take the latest-started jobs of the teams furthest over their share.
    std::vector<Milli> use(static_cast<size_t>(m_teams));
    std::vector<std::set<std::pair<qint64, qint32>>::const_iterator> next(static_cast<size_t>(m_teams));
    for (int v = 0; v < m_teams; ++v) {
        use[size_t(v)] = m_usePool[tp(v, pool)];
        next[size_t(v)] = m_victims[tp(v, pool)].begin();
    }
    std::vector<qint32> victims;
    while (missing > 0) {
        int from = -1;
        Milli over = 0;
        for (int v = 0; v < m_teams; ++v) {
            if (v == team || next[size_t(v)] == m_victims[tp(v, pool)].end())
                continue;
            const Milli o = use[size_t(v)] - m_deserved[tp(v, pool)];
            if (o > over) {
                over = o;
                from = v;
            }
        }
        if (from < 0)
            return false;
        const qint32 j = next[size_t(from)]->second;
        ++next[size_t(from)];
        use[size_t(from)] -= m_need[size_t(j)];
        missing -= m_need[size_t(j)];
        victims.push_back(j);
    }
    for (qint32 j : victims)
        preempt(j, now);
    return true;
}

bool Engine::preemptLowerPriority(int pool, qint32 j, qint64 now)
{
    const int team = m_trace.jobs[size_t(j)].team;
    const int priority = m_priority[size_t(j)];
    Milli missing = m_need[size_t(j)] - m_free[size_t(pool)];
    if (missing <= 0)
        return false;
    Milli lowerHeld = 0;
    const auto& held = m_heldByPriority[tp(team, pool)];
    for (auto it = held.begin(); it != held.end() && it->first < priority; ++it)
        lowerHeld += it->second;
    if (lowerHeld < missing)
        return false;                                             // not even all of them would free enough
    std::vector<std::pair<std::pair<int, qint64>, qint32>> lower; // (priority, -placed), job
    for (const auto& [negPlaced, v] : m_victims[tp(team, pool)]) {
        if (m_priority[size_t(v)] < priority)
            lower.push_back({{m_priority[size_t(v)], negPlaced}, v});
    }
    std::sort(lower.begin(), lower.end());
    std::vector<qint32> victims;
    for (const auto& entry : lower) {
        if (missing <= 0)
            break;
        victims.push_back(entry.second);
        missing -= m_need[size_t(entry.second)];
    }
    if (missing > 0)
        return false;
    for (qint32 v : victims)
        preempt(v, now);
    return true;
}

void Engine::dispatchReserved(int pool, qint64 now)
{
    for (;;) {
        const Key* best = nullptr;
        for (int t = 0; t < m_teams; ++t) {
            const auto& queue = m_queue[tp(t, pool)];
            if (queue.empty())
                continue;
            const Key& head = *queue.begin();
            const Milli need = m_need[size_t(head.job)];
            if (!quotaAllows(t, pool, need) || !fits(t, pool, need))
                continue;
            if (!best || head < *best)
                best = &head;
        }
        if (!best)
            return;
        start(best->job, now);
    }
}

Result<ReplayResult> Engine::run()
{
    if (auto r = setUp(); !r)
        return r.error();
    std::vector<qint32> order(static_cast<size_t>(m_jobs));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [this](qint32 a, qint32 b) {
        return m_trace.jobs[size_t(a)].submit < m_trace.jobs[size_t(b)].submit;
    });
    std::vector<qint32> admitted;
    admitted.reserve(order.size());
    for (qint32 j : order) {
        if (auto message = refusal(j))
            m_result.refused.append({qsizetype(j), *message});
        else
            admitted.push_back(j);
    }
    size_t next = 0;
    size_t nextStep = 0;
    quint64 steps = 0;
    for (;;) {
        qint64 now = kNever;
        if (next < admitted.size())
            now = m_trace.jobs[size_t(admitted[next])].submit;
        if (!m_events.empty())
            now = std::min(now, m_events.top().time);
        if (nextStep < m_steps.size())
            now = std::min(now, m_steps[nextStep].time);
        if (now == kNever)
            break;
        // Nothing runs and nothing more arrives: only backfill timers are left, and what still waits
        // waits for GPUs its pool no longer has (below).
        if (m_live == 0 && next == admitted.size() && nextStep == m_steps.size())
            break;
        // Cancel is looked at before the first batch of events and after every 65,536 (a few ms).
        if ((steps++ & 0xFFFF) == 0 && m_options.cancel && m_options.cancel->load(std::memory_order_relaxed))
            return Error{Error::Kind::Cancelled, Text::tr("The replay was cancelled")};
        while (!m_events.empty() && m_events.top().time == now) {
            const Event e = m_events.top();
            m_events.pop();
            if (e.job < 0) {
                const int pool = -e.job - 1;
                m_timer[size_t(pool)] = kNever;
                m_backfillNow[size_t(pool)] = true;
            } else if (e.generation == m_generation[size_t(e.job)] && m_placed[size_t(e.job)] != kNotStarted) {
                finish(e.job, now);
            }
        }
        while (nextStep < m_steps.size() && m_steps[nextStep].time == now)
            applyStep(m_steps[nextStep++]);
        while (next < admitted.size() && m_trace.jobs[size_t(admitted[next])].submit == now)
            enqueue(admitted[next++], now);
        for (int p = 0; p < m_pools; ++p)
            dispatch(p, now);
    }
    // What is still queued waits for GPUs its pool no longer has (Pool::steps): refused, in queue order.
    for (int p = 0; p < m_pools; ++p) {
        for (int t = 0; t < m_teams; ++t) {
            for (const Key& key : m_queue[tp(t, p)]) {
                m_queued[size_t(t)] -= m_gpus[size_t(key.job)];
                if (m_result.start[size_t(key.job)] != kNotStarted)
                    continue; // preempted, never resumed: its wait stands, it has no end
                const Trace::Job& job = m_trace.jobs[size_t(key.job)];
                const QString name = key.job < m_trace.jobNames.size() ? m_trace.jobNames.at(key.job)
                                                                       : Text::tr("job %1").arg(key.job + 1);
                m_result.refused.append(
                    {qsizetype(key.job),
                     Text::tr("%1 asks for %2 GPUs; pool %3 never again has that many free after its GPUs are "
                              "retired: left out of the replay")
                         .arg(name, gpuText(job.gpus), m_trace.pools[size_t(p)].name)});
            }
            m_queue[tp(t, p)].clear();
        }
    }
    // Every other admitted job has started and ended (a refused one never queues). Close the satisfaction
    // sums.
    for (int t = 0; t < m_teams; ++t) {
        touch(t, m_options.statsTo == std::numeric_limits<qint64>::max() ? m_since[size_t(t)] : m_options.statsTo);
        m_result.quotaSatisfaction.push_back(
            m_satisfactionQuota[size_t(t)] > 0 && m_demandSeconds[size_t(t)] > 0
                ? std::optional<double>(m_satisfied[size_t(t)] / m_demandSeconds[size_t(t)])
                : std::nullopt);
    }
    return std::move(m_result);
}

} // namespace

qint64 jitteredRun(qint64 run, qsizetype job, quint64 seed, double jitter)
{
    if (run <= 0 || jitter <= 0)
        return std::max<qint64>(0, run);
    const quint64 bits = mix(mix(seed) ^ quint64(job));
    const double u = double(bits >> 11) * 0x1.0p-53; // [0, 1)
    const double factor = 1.0 - jitter + 2.0 * jitter * u;
    return std::max<qint64>(1, std::llround(double(run) * factor));
}

Policy defaultAsIs()
{
    Policy p;
    p.kind = PolicyKind::Fifo;
    p.easyBackfill = false;
    p.quotasFromTeams = true;
    return p;
}

Policy resolvePolicy(const Policy& policy, const Policy& asIs, const QList<Team>& teams)
{
    Policy p = policy;
    if (p.kind == PolicyKind::AsIs) {
        const qint64 checkpoint = p.checkpointIntervalS;
        const qint64 startup = p.startupDelayS;
        p = asIs.kind == PolicyKind::AsIs ? defaultAsIs() : asIs;
        p.checkpointIntervalS = std::max(p.checkpointIntervalS, checkpoint);
        p.startupDelayS = std::max(p.startupDelayS, startup);
    }
    QMap<QString, GpuLimit> fromTeams;
    QMap<QString, double> weights;
    for (const Team& team : teams) {
        if (team.quotaGpus) {
            fromTeams.insert(team.id, GpuLimit{*team.quotaGpus, {}});
            weights.insert(team.id, *team.quotaGpus);
        }
    }
    if (p.quotasFromTeams) {
        p.quotas = fromTeams;
        p.quotasFromTeams = false;
    }
    if (p.reservedFromTeams) {
        p.reserved = fromTeams;
        p.reservedFromTeams = false;
    }
    if (p.weightsFromTeams) {
        p.weights = weights; // none: every queue shares equally
        p.weightsFromTeams = false;
    }
    return p;
}

Result<ReplayResult> replay(const Trace& trace, const Policy& policy, const ReplayOptions& options)
{
    if (policy.kind == PolicyKind::AsIs || policy.quotasFromTeams || policy.reservedFromTeams ||
        policy.weightsFromTeams)
        return Error{Error::Kind::Usage, QStringLiteral("replay: the policy is not resolved")};
    if (trace.pools.empty() && !trace.jobs.empty())
        return Error{Error::Kind::BadInput, Text::tr("The replay has no GPU pool")};
    Engine engine(trace, policy, options);
    return engine.run();
}

} // namespace gatebench::whatif
