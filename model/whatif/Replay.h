#pragma once
// The what-if replay (issue 32): a discrete-event simulation of a job log on a GPU inventory under a
// scheduling policy (whatif/Policy.h). Each job arrives at its submit time, asks for its GPUs and
// runs for its recorded run time (jittered per seed); the policy decides when it starts. Pure: no
// storage, no Qt event loop; one replay runs on the calling thread.
//
// The model, as the replay implements it (README.md, "Scheduling what-if", says the same):
// - Pools: a job runs in one pool (its GPU type). A job of g GPUs on nodes of n GPUs needs
//   ceil(g / n) nodes; a job of more than one node takes its nodes whole (it is charged
//   ceil(g / n) x n GPUs), a job of one node is charged its g GPUs and single-node jobs are assumed
//   to pack (placement inside a pool is not modelled). Without a node size (n = 0) a job is charged g.
// - GPU counts are kept in thousandths of a GPU, exactly (no rounding drift over a million jobs).
// - fifo: one queue per pool in submit order. A job whose team is at its quota (Slurm GrpTRES) is
//   passed over; a first job that does not fit holds back the rest of its pool. With EASY backfill,
//   every `backfillIntervalS` while the pool is held back a pass looks at up to `backfillDepth`
//   later jobs and starts those that fit now and either end before the first job's reserved start
//   (its shadow time, from the running jobs' ends) or use only GPUs it will not need. The replay
//   knows each job's run time exactly (the records carry no time limit): backfill is optimistic.
// - fair_share: each team has a deserved share per pool (its quota; a quota across pools is split
//   over the pools in proportion to their GPUs; teams without one share what is left equally). The
//   team furthest below its share starts its first job when it fits; with borrowing a team may go
//   over its share on idle GPUs, without it never. With reclaim, a team whose first job fits in its
//   share but not in the free GPUs preempts the latest-started jobs of teams over their share
//   (Kueue reclaimWithinCohort, Run:ai reclaim), only when that frees enough. A team's queue is
//   first in, first out.
// - gang: as fair_share with shares from the queue weights (borrowing always on), but a queue's
//   jobs are ordered by priority then submit time, and up to `scanDepth` jobs of a queue are tried
//   when the first does not fit (Volcano's allocate action: no reservation for a large job, which
//   waits until all its GPUs are free at once). With preemption, a queue's first job preempts its
//   own queue's lower-priority jobs (lowest priority, latest start first).
// - reserved: each team's reserved GPUs per pool are only its own; the rest is shared. Jobs start in
//   submit order among the teams whose first job fits (own reservation first, then shared GPUs);
//   a team's queue is first in, first out. Quotas, when given, cap a team as in fifo.
// - Preemption: a preempted job loses the work since its last checkpoint (every
//   `checkpointIntervalS` of its run; 0: all of it), keeps the rest, and goes back to its queue at
//   its original place. Its wait is still the time to its first start.
// - Start-up delay: a started job holds its GPUs `startupDelayS` before it runs; its predicted wait
//   is to the moment it runs (placement + delay).
// - A job that can never start (more GPUs than its pool, or than its team's hard cap) is refused:
//   left out of the replay with a message naming it.
// - Capacity that changes (Pool::steps): GPUs added are free at once; when GPUs are retired, the jobs
//   running on them run to their end (the nodes are drained) and nothing starts until the pool has
//   room again. A job still queued when the pool never again has room for it is refused (one that
//   ran before it was preempted keeps its start and has no end).

#include "core/Result.h"
#include "whatif/Policy.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <cmath>
#include <limits>
#include <optional>
#include <vector>

namespace gatebench {
struct Team;
}

namespace gatebench::whatif {

inline constexpr qint64 kNotStarted = std::numeric_limits<qint64>::min();

/// A pool of GPUs of one type.
struct Pool {
    QString name; ///< the scheduler's name (a partition), or the GPU type
    QString gpuType;
    double gpus = 0;        ///< capacity: the most it has at any time
    double gpusPerNode = 0; ///< 0: no node size known (no whole-node rule)
    bool inferred = false;  ///< capacity from the job log's peak, not from an inventory
    /// Capacity that changes (nodes added or retired): from each time on (UTC seconds, ascending) the
    /// pool has that many GPUs; before the first, `gpus`. Empty: `gpus` throughout.
    std::vector<std::pair<qint64, double>> steps;
};

/// The jobs to replay, with their labels. `team`, `taskType` and `pool` index the lists.
struct Trace {
    struct Job {
        qint64 submit = 0;
        qint64 run = 0; ///< seconds of run time
        double gpus = 0;
        double util = std::numeric_limits<double>::quiet_NaN(); ///< 0-1; NaN: not recorded
        qint32 team = 0;
        qint32 taskType = 0;
        qint32 pool = 0;
    };
    QStringList teams, taskTypes;
    std::vector<Pool> pools;
    std::vector<Job> jobs;
    QStringList jobNames; ///< optional, for the messages of refused jobs (else "job N")
};

struct ReplayOptions {
    quint64 seed = 1;
    double jitter = 0.1; ///< run times x (1 + U(-jitter, +jitter)), per job and seed
    /// The utilization figures count GPU-seconds inside [statsFrom, statsTo).
    qint64 statsFrom = std::numeric_limits<qint64>::min();
    qint64 statsTo = std::numeric_limits<qint64>::max();
    const std::atomic<bool>* cancel = nullptr;
    bool recordIntervals = false; ///< keep every placement (tests check the invariants on them)
};

struct Refusal {
    qsizetype job = 0;
    QString message;
};

/// One placement of a job: GPUs `charged` held from `from` to `to` in `pool`.
struct Interval {
    qint32 job = 0;
    qint32 pool = 0;
    qint64 from = 0, to = 0;
    double charged = 0;
};

struct ReplayResult {
    std::vector<qint64> start; ///< per job: when it first runs (placement + delay); kNotStarted: refused
    std::vector<qint64> end;   ///< when it finishes; kNotStarted: never (see Pool::steps)
    std::vector<qint64> runs;  ///< its jittered run time
    std::vector<int> preemptions;
    double preemptedGpuSeconds = 0;                       ///< work lost to preemption (recorded GPUs x seconds)
    double allocatedGpuSeconds = 0;                       ///< GPUs held inside the stats period (recorded GPUs)
    double effectiveGpuSeconds = 0;                       ///< GPUs x utilization of the work kept, inside the period
    std::vector<std::optional<double>> quotaSatisfaction; ///< per team; null: no quota or no demand
    QList<Refusal> refused;
    std::vector<Interval> intervals; ///< with ReplayOptions::recordIntervals
};

/// `policy` with "as_is" replaced by `asIs` and "teams" by the teams' quotas (Team::quotaGpus).
Policy resolvePolicy(const Policy& policy, const Policy& asIs, const QList<Team>& teams);

/// The policy of today's cluster when the committee has stated none: first come, first served
/// without backfill, each team capped at its quota (Team::quotaGpus) where it has one.
Policy defaultAsIs();

/// Replays `trace` under `policy` (resolved: no as_is, no "teams"). A Cancelled error when `cancel`
/// was set; BadInput for a policy the cluster cannot hold (a reservation over a pool's GPUs).
Result<ReplayResult> replay(const Trace& trace, const Policy& policy, const ReplayOptions& options = {});

/// The run time of `run` seconds jittered for job `job` under `seed`: run x (1 + U(-jitter, +jitter)),
/// rounded to a second, at least 1 (a run of 0 stays 0). The same on every machine.
qint64 jitteredRun(qint64 run, qsizetype job, quint64 seed, double jitter);

} // namespace gatebench::whatif
