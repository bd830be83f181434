// The scheduling what-if (issue 32): the replay on eight micro-traces whose waits are worked out by
// hand in the comments, invariants over 10,000 random small traces, the policy document's strict
// reading, the stored policies (undo, audit), and the calibration of the demo's job log.
#include "TestSupport.h"
#include "baseline/BaselineMetrics.h"
#include "commands/Whatif.h"
#include "core/Random.h"
#include "repositories/AuditRepository.h"
#include "repositories/PolicyRepository.h"
#include "whatif/Policy.h"
#include "whatif/Replay.h"
#include "whatif/WhatIf.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <map>

using namespace gatebench;
using namespace gatebench::whatif;

namespace {

struct J {
    qint64 submit;
    qint64 run;
    double gpus;
    int team = 0;
};

/// One pool of `gpus` GPUs (nodes of `perNode`; 0: no node size), teams a, b, c.
Trace traceOf(double gpus, double perNode, const std::vector<J>& jobs)
{
    Trace t;
    t.teams = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
    t.taskTypes = {QStringLiteral("training")};
    t.pools.push_back({QStringLiteral("p"), QStringLiteral("A100"), gpus, perNode, false, {}});
    for (const J& j : jobs) {
        Trace::Job job;
        job.submit = j.submit;
        job.run = j.run;
        job.gpus = j.gpus;
        job.team = j.team;
        t.jobs.push_back(job);
    }
    return t;
}

ReplayResult run(const Trace& trace, const Policy& policy)
{
    ReplayOptions options;
    options.jitter = 0;
    options.recordIntervals = true;
    auto r = replay(trace, policy, options);
    if (!r)
        qFatal("%s", qPrintable(r.error().message));
    return *r;
}

qint64 wait(const Trace& trace, const ReplayResult& r, size_t j)
{
    return r.start[j] - trace.jobs[j].submit;
}

Policy fifo(bool backfill = false)
{
    Policy p;
    p.kind = PolicyKind::Fifo;
    p.easyBackfill = backfill;
    return p;
}

GpuLimit gpusLimit(double gpus)
{
    return GpuLimit{gpus, {}};
}

} // namespace

class TestWhatif : public QObject {
    Q_OBJECT

private slots:
    // ---- eight micro-traces, each worked by hand ----------------------------------------------

    void fifoOrderAndBackfill()
    {
        // Pool of 4 GPUs. J0 (3 GPUs, 100 s) at 0 starts at once: wait 0, 1 GPU left.
        // J1 (2 GPUs) at 10 does not fit: it waits for J0's end at 100 (wait 90).
        // J2 (1 GPU, 50 s) at 20 fits in the free GPU, but without backfill the first job J1 holds the
        // pool back: J2 starts with J1 at 100 (wait 80; 2 + 1 <= 4).
        // With EASY backfill (passes every 30 s, the first at 10 + 30 = 40): J1's shadow time is 100 with
        // 4 - 2 = 2 GPUs to spare; J2 ends at 40 + 50 = 90 <= 100, so it starts at 40 (wait 20).
        const Trace t = traceOf(4, 0, {{0, 100, 3}, {10, 10, 2}, {20, 50, 1}});
        const ReplayResult plain = run(t, fifo(false));
        QCOMPARE(wait(t, plain, 0), 0);
        QCOMPARE(wait(t, plain, 1), 90);
        QCOMPARE(wait(t, plain, 2), 80);
        const ReplayResult backfill = run(t, fifo(true));
        QCOMPARE(wait(t, backfill, 0), 0);
        QCOMPARE(wait(t, backfill, 1), 90);
        QCOMPARE(wait(t, backfill, 2), 20);
        QCOMPARE(backfill.end[2], 90);
    }

    void quotaBlocksItsTeamOnly()
    {
        // Pool of 4, team a capped at 2 GPUs. J0 (a, 2 GPUs, 100 s) at 0: wait 0. J1 (a, 1 GPU) at 10
        // would fit in the pool but a is at its cap: it waits for J0's end, 100 (wait 90). J2 (b, 1 GPU)
        // at 20 is not held back by a's capped job: wait 0.
        Policy p = fifo();
        p.quotas.insert(QStringLiteral("a"), gpusLimit(2));
        const Trace t = traceOf(4, 0, {{0, 100, 2, 0}, {10, 10, 1, 0}, {20, 10, 1, 1}});
        const ReplayResult r = run(t, p);
        QCOMPARE(wait(t, r, 0), 0);
        QCOMPARE(wait(t, r, 1), 90);
        QCOMPARE(wait(t, r, 2), 0);
    }

    void borrowingAndReclaim()
    {
        // Pool of 4, fair share: a and b each deserve 2. J0 (a, 2 GPUs, 100 s) at 0 and J1 (a, 2 GPUs,
        // 100 s) at 1 both start: a borrows b's idle 2 GPUs (waits 0, 0). J2 (b, 2 GPUs, 10 s) at 50
        // fits in b's share but not in the free GPUs (0): b reclaims, preempting a's latest-started job
        // J1 (no checkpoint: its 49 s of work are lost, 2 x 49 GPU-seconds). J2 starts at 50 (wait 0)
        // and ends at 60; J1 goes back to a's queue and starts again at 60 with its whole 100 s: it ends
        // at 160, and its wait stays 0 (to its first start).
        Policy p;
        p.kind = PolicyKind::FairShare;
        p.quotas.insert(QStringLiteral("a"), gpusLimit(2));
        p.quotas.insert(QStringLiteral("b"), gpusLimit(2));
        const Trace t = traceOf(4, 0, {{0, 100, 2, 0}, {1, 100, 2, 0}, {50, 10, 2, 1}});
        const ReplayResult r = run(t, p);
        QCOMPARE(wait(t, r, 0), 0);
        QCOMPARE(wait(t, r, 1), 0);
        QCOMPARE(wait(t, r, 2), 0);
        QCOMPARE(r.preemptions[1], 1);
        QCOMPARE(r.preemptions[0], 0);
        QCOMPARE(r.end[1], 160);
        QCOMPARE(r.preemptedGpuSeconds, 98.0);
        // Without borrowing a never goes over its 2: J1 waits for J0's end (wait 99), nothing is preempted.
        p.borrowing = false;
        const ReplayResult strict = run(t, p);
        QCOMPARE(wait(t, strict, 1), 99);
        QCOMPARE(wait(t, strict, 2), 0);
        QCOMPARE(strict.preemptedGpuSeconds, 0.0);
    }

    void gangWaitsForAllItsGpus()
    {
        // Pool of 4, gang scheduling, one queue. J0 (2 GPUs, 100 s) at 0: wait 0. J1 (4 GPUs, 10 s) at 10
        // needs all four at once: only 2 are free, so it waits. J2 (1 GPU, 10 s) at 20 is tried past it
        // and starts at once (wait 0), ending at 30. J1 starts when all 4 are free: J0's end, 100 (wait 90).
        Policy p;
        p.kind = PolicyKind::Gang;
        const Trace t = traceOf(4, 0, {{0, 100, 2}, {10, 10, 4}, {20, 10, 1}});
        const ReplayResult r = run(t, p);
        QCOMPARE(wait(t, r, 0), 0);
        QCOMPARE(wait(t, r, 1), 90);
        QCOMPARE(wait(t, r, 2), 0);
        // Nodes of 4 GPUs, 2 nodes: a job of 5 GPUs takes 2 nodes whole (8 GPUs), so it waits for J0
        // (2 GPUs, 100 s) to end at 100 (wait 90) although 6 GPUs are free.
        const Trace nodes = traceOf(8, 4, {{0, 100, 2}, {10, 10, 5}});
        const ReplayResult n = run(nodes, p);
        QCOMPARE(wait(nodes, n, 1), 90);
    }

    void preemptionLosesWorkSinceLastCheckpoint()
    {
        // As borrowingAndReclaim, with a checkpoint every 30 s. J1 runs from 1 to 50: 49 s of work, of
        // which 30 s are checkpointed; 19 s are lost (2 x 19 = 38 GPU-seconds). It restarts at 60 with
        // 100 - 30 = 70 s to go and ends at 130.
        Policy p;
        p.kind = PolicyKind::FairShare;
        p.quotas.insert(QStringLiteral("a"), gpusLimit(2));
        p.quotas.insert(QStringLiteral("b"), gpusLimit(2));
        p.checkpointIntervalS = 30;
        const Trace t = traceOf(4, 0, {{0, 100, 2, 0}, {1, 100, 2, 0}, {50, 10, 2, 1}});
        const ReplayResult r = run(t, p);
        QCOMPARE(r.preemptedGpuSeconds, 38.0);
        QCOMPARE(r.end[1], 130);
        QCOMPARE(wait(t, r, 2), 0);
    }

    void reservedCapacity()
    {
        // Pool of 4, 2 reserved for team a, 2 shared. J0 (b, 2 GPUs, 100 s) at 0 takes the shared two:
        // wait 0. J1 (b, 1 GPU) at 10: the shared GPUs are busy and a's two idle ones are not b's: it
        // waits for J0's end, 100 (wait 90). J2 (a, 2 GPUs) at 20 starts on its reservation: wait 0.
        Policy p;
        p.kind = PolicyKind::Reserved;
        p.reserved.insert(QStringLiteral("a"), gpusLimit(2));
        const Trace t = traceOf(4, 0, {{0, 100, 2, 1}, {10, 10, 1, 1}, {20, 10, 2, 0}});
        const ReplayResult r = run(t, p);
        QCOMPARE(wait(t, r, 0), 0);
        QCOMPARE(wait(t, r, 1), 90);
        QCOMPARE(wait(t, r, 2), 0);
    }

    void startupDelay()
    {
        // Pool of 4, FIFO, 60 s to bring a node up. J0 (2 GPUs, 100 s) at 0 is placed at 0, runs from 60
        // (wait 60) and ends at 160. J1 (4 GPUs, 10 s) at 10 needs J0's GPUs: placed at 160, it runs from
        // 220 (wait 210).
        Policy p = fifo();
        p.startupDelayS = 60;
        const Trace t = traceOf(4, 0, {{0, 100, 2}, {10, 10, 4}});
        const ReplayResult r = run(t, p);
        QCOMPARE(wait(t, r, 0), 60);
        QCOMPARE(r.end[0], 160);
        QCOMPARE(wait(t, r, 1), 210);
    }

    void jobLargerThanTheClusterIsRefused()
    {
        // Pool of 2 nodes of 4 GPUs. A job of 9 GPUs needs 3 nodes: refused, named, the rest replayed.
        Trace t = traceOf(8, 4, {{0, 10, 1}, {5, 10, 9}});
        t.jobNames = {QStringLiteral("job-1"), QStringLiteral("job-2")};
        const ReplayResult r = run(t, fifo());
        QCOMPARE(r.refused.size(), 1);
        QCOMPARE(r.refused.first().job, 1);
        QCOMPARE(
            r.refused.first().message,
            QStringLiteral("job-2 asks for 9 GPUs (3 whole nodes of 4); pool p has 8 GPUs: left out of the replay"));
        QCOMPARE(r.start[1], kNotStarted);
        QCOMPARE(wait(t, r, 0), 0);
        // Over a team's cap under FIFO it would wait forever: refused too.
        Policy capped = fifo();
        capped.quotas.insert(QStringLiteral("a"), gpusLimit(2));
        const ReplayResult c = run(traceOf(8, 0, {{0, 10, 3}}), capped);
        QCOMPARE(c.refused.size(), 1);
        QVERIFY(c.refused.first().message.contains(QStringLiteral("team a may hold at most 2")));
    }

    void capacityThatChanges()
    {
        // A pool of 4 GPUs that grows to 8 at 100. J0 (4 GPUs, 200 s) at 0 starts at once; J1 (4 GPUs,
        // 50 s) at 10 waits for the new GPUs: it starts at 100 (wait 90), not at J0's end at 200.
        Trace grows = traceOf(8, 0, {{0, 200, 4}, {10, 50, 4}});
        grows.pools[0].steps = {{std::numeric_limits<qint64>::min(), 4}, {100, 8}};
        const ReplayResult g = run(grows, fifo());
        QCOMPARE(wait(grows, g, 0), 0);
        QCOMPARE(wait(grows, g, 1), 90);
        QCOMPARE(g.end[1], 150);

        // A pool of 8 GPUs of which 4 are retired at 50. J0 and J1 (4 GPUs, 100 s each) at 0 both start
        // and run to their end at 100 (the retired nodes are drained, not stopped). J2 (4 GPUs, 10 s) at
        // 60 finds the pool over its new capacity: it starts when both have ended and 4 are free, at 100
        // (wait 40). J3 (8 GPUs) at 60, behind J2 in submit order, never again has room: refused when
        // nothing else is left, named.
        Trace shrinks = traceOf(8, 0, {{0, 100, 4}, {0, 100, 4}, {60, 10, 4}, {60, 10, 8}});
        shrinks.pools[0].steps = {{50, 4}};
        shrinks.jobNames = {QStringLiteral("j0"), QStringLiteral("j1"), QStringLiteral("j2"), QStringLiteral("j3")};
        const ReplayResult r = run(shrinks, fifo());
        QCOMPARE(r.end[0], 100);
        QCOMPARE(r.end[1], 100);
        QCOMPARE(wait(shrinks, r, 2), 40);
        QCOMPARE(r.start[3], kNotStarted);
        QCOMPARE(r.refused.size(), 1);
        QCOMPARE(r.refused.first().job, 3);
        QCOMPARE(r.refused.first().message,
                 QStringLiteral("j3 asks for 8 GPUs; pool p never again has that many free after its GPUs are "
                                "retired: left out of the replay"));
    }

    // ---- invariants over random traces ----------------------------------------------------------

    /// Over 10,000 random traces (1 or 2 pools of 1-12 GPUs, nodes of 0, 2 or 4 GPUs, 1-3 teams,
    /// 1-12 jobs of 0.5-8 GPUs, each policy kind with random quotas, shares, backfill, checkpoints and
    /// delays), asserts:
    /// 1. no pool ever holds more GPUs than it has: at every placement's start, the GPUs charged to the
    ///    placements active then (from <= t < to) add up to at most the pool's capacity;
    /// 2. every job that is not refused runs, at or after its submit time, and ends after its run time
    ///    (exactly run time + delay after its placement when never preempted);
    /// 3. FIFO without backfill, quotas or delay conserves work: at any submit or end time t, the
    ///    first waiting job of a pool (in submit order, waiting: submitted at or before t, placed
    ///    after t) does not fit in the GPUs free at t; and jobs of a pool are placed in submit order;
    /// 4. the same seed gives the same result.
    void invariantsOverRandomTraces()
    {
        Random rng(32);
        Random stepRng(33);
        int changing = 0;
        const PolicyKind kinds[] = {PolicyKind::Fifo, PolicyKind::FairShare, PolicyKind::Gang, PolicyKind::Reserved};
        int conservedChecks = 0;
        int overReserved = 0;
        for (int trial = 0; trial < 10000; ++trial) {
            Trace t;
            t.teams = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
            t.taskTypes = {QStringLiteral("training"), QStringLiteral("interactive")};
            const int pools = 1 + rng.below(2);
            for (int p = 0; p < pools; ++p) {
                const double perNode = std::vector<double>{0, 2, 4}[size_t(rng.below(3))];
                const double gpus = perNode > 0 ? perNode * (1 + rng.below(3)) : 1 + rng.below(12);
                t.pools.push_back(
                    {QStringLiteral("p%1").arg(p), QStringLiteral("T%1").arg(p), gpus, perNode, false, {}});
            }
            // A third of the traces: a pool's capacity changes once or twice (its own generator, so that
            // the other traces stay what they were).
            for (Pool& pool : t.pools) {
                if (stepRng.below(3) != 0)
                    continue;
                for (int k = 0, n = 1 + stepRng.below(2); k < n; ++k) {
                    const double unit = pool.gpusPerNode > 0 ? pool.gpusPerNode : 1;
                    const double gpus = unit * stepRng.below(int(pool.gpus / unit) + 1);
                    pool.steps.push_back({qint64(k * 120 + stepRng.below(120)), gpus});
                }
                ++changing;
            }
            const int jobs = 1 + rng.below(12);
            for (int j = 0; j < jobs; ++j) {
                Trace::Job job;
                job.submit = rng.below(200);
                job.run = rng.below(100);
                job.gpus = rng.below(4) == 0 ? 0.5 : double(1 + rng.below(8));
                job.team = rng.below(3);
                job.taskType = rng.below(2);
                job.pool = rng.below(pools);
                t.jobs.push_back(job);
            }
            Policy p;
            p.kind = kinds[rng.below(4)];
            const bool plainFifo = p.kind == PolicyKind::Fifo && rng.below(2) == 0;
            if (!plainFifo) {
                p.easyBackfill = rng.below(2) == 0;
                p.backfillIntervalS = 1 + rng.below(40);
                p.checkpointIntervalS = rng.below(3) * 20;
                p.startupDelayS = rng.below(3) == 0 ? rng.below(30) : 0;
                p.borrowing = rng.below(3) != 0;
                p.reclaim = rng.below(3) != 0;
                p.preemption = rng.below(2) == 0;
                p.scanDepth = 1 + rng.below(4);
                for (const QString& team : t.teams) {
                    if (rng.below(2) == 0)
                        p.quotas.insert(team, gpusLimit(1 + rng.below(6)));
                    if (rng.below(2) == 0)
                        p.weights.insert(team, 1 + rng.below(3));
                    if (rng.below(3) == 0)
                        p.reserved.insert(team, GpuLimit{std::nullopt, {{QStringLiteral("p0"), double(rng.below(2))}}});
                    if (rng.below(3) == 0)
                        p.priorities.insert(team, rng.below(3));
                }
            }
            ReplayOptions options;
            options.seed = quint64(trial);
            options.recordIntervals = true;
            auto result = replay(t, p, options);
            if (!result.ok() && p.kind == PolicyKind::Reserved &&
                result.error().message.startsWith(QLatin1String("The reservations in pool"))) {
                ++overReserved; // more reserved than the pool has: refused as a whole, rightly
                continue;
            }
            QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
            const ReplayResult& r = *result;

            // 1. never over capacity: what a pool holds when a job is placed, that job included, is at
            // most what it has then (retired GPUs may still run jobs placed before, never new ones)
            const auto capacityAt = [&](int pool, qint64 when) {
                double gpus = t.pools[size_t(pool)].gpus;
                for (const auto& [from, value] : t.pools[size_t(pool)].steps) {
                    if (from <= when)
                        gpus = value;
                }
                return gpus;
            };
            for (const Interval& at : r.intervals) {
                double held = 0;
                for (const Interval& other : r.intervals) {
                    if (other.pool == at.pool && other.from <= at.from && at.from < other.to)
                        held += other.charged;
                }
                QVERIFY2(held <= capacityAt(at.pool, at.from) + 1e-9,
                         qPrintable(QStringLiteral("trial %1: %2 GPUs held in a pool of %3")
                                        .arg(trial)
                                        .arg(held)
                                        .arg(capacityAt(at.pool, at.from))));
            }
            // 2. starts at or after submit, ends after the run
            QSet<qsizetype> refused;
            for (const Refusal& f : r.refused)
                refused.insert(f.job);
            for (size_t j = 0; j < t.jobs.size(); ++j) {
                if (refused.contains(qsizetype(j))) {
                    QCOMPARE(r.start[j], kNotStarted);
                    continue;
                }
                QVERIFY2(r.start[j] >= t.jobs[j].submit,
                         qPrintable(QStringLiteral("trial %1 job %2").arg(trial).arg(j)));
                if (r.end[j] == kNotStarted) { // preempted, then its pool retired the GPUs it needs
                    QVERIFY(r.preemptions[j] > 0 && !t.pools[size_t(t.jobs[j].pool)].steps.empty());
                    continue;
                }
                QVERIFY(r.end[j] >= r.start[j] + 0);
                if (r.preemptions[j] == 0)
                    QCOMPARE(r.end[j], r.start[j] + r.runs[j]);
            }
            // 3. work conserved under plain FIFO
            if (plainFifo) {
                std::vector<qint64> placed(t.jobs.size(), kNotStarted);
                for (const Interval& i : r.intervals)
                    placed[size_t(i.job)] = i.from;
                // A job refused because its pool retired the GPUs it waited for was in its queue:
                // placed never. One refused up front (larger than its pool) never queued.
                const auto upFront = [&](size_t j) {
                    const Pool& spec = t.pools[size_t(t.jobs[j].pool)];
                    const double g = t.jobs[j].gpus;
                    const double need = spec.gpusPerNode > 0 && g > spec.gpusPerNode
                                            ? std::ceil(g / spec.gpusPerNode) * spec.gpusPerNode
                                            : g;
                    return need > spec.gpus + 1e-9;
                };
                for (size_t j = 0; j < t.jobs.size(); ++j) {
                    if (refused.contains(qsizetype(j)) && !upFront(j))
                        placed[j] = std::numeric_limits<qint64>::max();
                }
                std::vector<qint64> moments;
                for (size_t j = 0; j < t.jobs.size(); ++j) {
                    moments.push_back(t.jobs[j].submit);
                    if (r.end[j] != kNotStarted)
                        moments.push_back(r.end[j]);
                }
                for (int pool = 0; pool < pools; ++pool) {
                    // submit order (stable by index), only admitted jobs
                    std::vector<size_t> order;
                    for (size_t j = 0; j < t.jobs.size(); ++j) {
                        if (t.jobs[j].pool == pool && !(refused.contains(qsizetype(j)) && upFront(j)))
                            order.push_back(j);
                    }
                    std::stable_sort(order.begin(), order.end(),
                                     [&](size_t x, size_t y) { return t.jobs[x].submit < t.jobs[y].submit; });
                    for (size_t k = 1; k < order.size(); ++k)
                        QVERIFY2(placed[order[k - 1]] <= placed[order[k]],
                                 qPrintable(QStringLiteral("trial %1").arg(trial)));
                    const Pool& spec = t.pools[size_t(pool)];
                    for (qint64 moment : moments) {
                        std::optional<size_t> head;
                        for (size_t j : order) {
                            if (t.jobs[j].submit <= moment && placed[j] > moment) {
                                head = j;
                                break;
                            }
                        }
                        if (!head)
                            continue;
                        double held = 0;
                        for (const Interval& i : r.intervals) {
                            if (i.pool == pool && i.from <= moment && moment < i.to)
                                held += i.charged;
                        }
                        const double g = t.jobs[*head].gpus;
                        const double need = spec.gpusPerNode > 0 && g > spec.gpusPerNode
                                                ? std::ceil(g / spec.gpusPerNode) * spec.gpusPerNode
                                                : g;
                        QVERIFY2(
                            need > capacityAt(pool, moment) - held + 1e-9,
                            qPrintable(
                                QStringLiteral("trial %1: the first waiting job fits at %2").arg(trial).arg(moment)));
                        ++conservedChecks;
                    }
                }
            }
            // 4. deterministic
            if (trial % 50 == 0) {
                auto again = replay(t, p, options);
                QVERIFY(again.ok());
                QVERIFY(again->start == r.start);
                QVERIFY(again->end == r.end);
            }
        }
        QVERIFY(conservedChecks > 1000); // the FIFO check did run on waiting jobs
        QVERIFY(changing > 2000);        // and capacity changed in a good part of the traces
        QVERIFY(overReserved < 1000);    // and most reserved-capacity traces were replayed
    }

    void jitterIsWithinTenPercentAndFixed()
    {
        // The same job, seed and run give the same jittered run everywhere (a fixed value checks it).
        QCOMPARE(jitteredRun(1000, 7, 1, 0.1), jitteredRun(1000, 7, 1, 0.1));
        for (qsizetype j = 0; j < 1000; ++j) {
            const qint64 r = jitteredRun(3600, j, 3, 0.1);
            QVERIFY(r >= 3240 && r <= 3960);
        }
        QCOMPARE(jitteredRun(0, 1, 1, 0.1), 0);
        QCOMPARE(jitteredRun(1000, 1, 1, 0), 1000);
        QVERIFY(jitteredRun(100000, 1, 1, 0.1) != jitteredRun(100000, 1, 2, 0.1));
    }

    // ---- the policy document --------------------------------------------------------------------

    void policyDocumentIsReadStrictly_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("not json") << QByteArray("{\"kind\": ") << QStringLiteral("p.json: not valid JSON");
        QTest::newRow("array") << QByteArray("[]") << QStringLiteral("p.json: a policy is a JSON object");
        QTest::newRow("no kind") << QByteArray("{}") << QStringLiteral("p.json: kind: is missing");
        QTest::newRow("bad kind") << QByteArray(R"({"kind": "lottery"})")
                                  << QStringLiteral("p.json: kind: must be as_is, fifo, fair_share, gang or reserved");
        QTest::newRow("foreign key") << QByteArray(R"({"kind": "fifo", "borrowing": true})")
                                     << QStringLiteral("p.json: borrowing: is not a field of a fifo policy");
        QTest::newRow("bad backfill") << QByteArray(R"({"kind": "fifo", "backfill": "conservative"})")
                                      << QStringLiteral("p.json: backfill: must be \"easy\" or \"none\"");
        QTest::newRow("negative quota") << QByteArray(R"({"kind": "fifo", "quotas": {"nlp": -1}})")
                                        << QStringLiteral("p.json: quotas.nlp: must be 0 or more");
        QTest::newRow("quota text") << QByteArray(R"({"kind": "fifo", "quotas": {"nlp": "16"}})")
                                    << QStringLiteral("p.json: quotas.nlp: must be a number of GPUs");
        QTest::newRow("pool quota") << QByteArray(R"({"kind": "fair_share", "quotas": {"nlp": {"A100": true}}})")
                                    << QStringLiteral("p.json: quotas.nlp.A100: must be a number");
        QTest::newRow("bool") << QByteArray(R"({"kind": "fair_share", "borrowing": 1})")
                              << QStringLiteral("p.json: borrowing: must be true or false");
        QTest::newRow("fraction of a second")
            << QByteArray(R"({"kind": "gang", "checkpoint_interval_s": 1.5})")
            << QStringLiteral("p.json: checkpoint_interval_s: must be a whole number");
        QTest::newRow("huge") << QByteArray(R"({"kind": "gang", "startup_delay_s": 1e300})")
                              << QStringLiteral("p.json: startup_delay_s: must be at most");
        QTest::newRow("priority") << QByteArray(R"({"kind": "gang", "priorities": {"nlp": 0.5}})")
                                  << QStringLiteral("p.json: priorities.nlp: must be a whole number");
    }

    void policyDocumentIsReadStrictly()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        auto p = parsePolicy(json, QStringLiteral("p.json"));
        QVERIFY(!p.ok());
        QCOMPARE(p.error().kind, Error::Kind::BadInput);
        QVERIFY2(p.error().message.startsWith(message), qPrintable(p.error().message));
    }

    void policyDocumentRoundTrips()
    {
        const QByteArray json = R"({"kind": "fair_share", "quotas": {"nlp": 16, "cv": {"A100 80GB": 8}},
                                    "borrowing": false, "reclaim": true, "checkpoint_interval_s": 600})";
        auto p = parsePolicy(json);
        QVERIFY(p.ok());
        QCOMPARE(p->kind, PolicyKind::FairShare);
        QCOMPARE(*p->quotas.value(QStringLiteral("nlp")).total, 16.0);
        QCOMPARE(p->quotas.value(QStringLiteral("cv")).perPool.value(QStringLiteral("A100 80GB")), 8.0);
        QVERIFY(!p->borrowing);
        auto again = parsePolicy(toText(*p));
        QVERIFY(again.ok());
        QVERIFY(*again == *p);
        // Every built-in profile has a default that reads back.
        for (const char* id : {"base-command", "runai", "openshift-ai", "modelarts", "pai", "ti-one", "k8s-oss"}) {
            const auto d = defaultPolicyFor(QString::fromLatin1(id));
            QVERIFY(d.has_value());
            QVERIFY(!d->models.isEmpty());
            QVERIFY(*parsePolicy(toText(d->policy)) == d->policy);
        }
        QVERIFY(!defaultPolicyFor(QStringLiteral("status-quo")).has_value());
    }

    void noInputCrashes()
    {
        // Random bytes and mutated documents: each an error or a policy, never a crash.
        Random rng(7);
        const QByteArray base = R"({"kind": "gang", "weights": {"a": 1}, "priorities": {"b": 2}})";
        for (int i = 0; i < 2000; ++i) {
            QByteArray bytes = base;
            for (int k = 0; k < 3; ++k)
                bytes[rng.below(int(bytes.size()))] = char(rng.below(256));
            (void)parsePolicy(bytes);
            (void)parsePolicy(rng.bytes(rng.below(40)));
        }
    }

    void cancelStopsTheReplay()
    {
        // A flag already set stops a replay before its first batch of events, however short the trace
        // (it was looked at only every 65,536 steps: a small log ran to its end), and a comparison
        // starts no replay after it.
        const Trace t = traceOf(4, 0, {{0, 100, 3}, {10, 10, 2}, {20, 50, 1}});
        std::atomic<bool> cancel{true};
        ReplayOptions options;
        options.cancel = &cancel;
        auto r = replay(t, fifo(), options);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, Error::Kind::Cancelled);
        cancel = false;
        QVERIFY(replay(t, fifo(), options).ok());
    }

    // ---- stored policies ------------------------------------------------------------------------

    void storedPolicyIsUndoableAndAudited()
    {
        QTemporaryDir dir;
        auto w = testing::createWorkspace(dir.filePath(QStringLiteral("t.gatebench")),
                                          {NewWorkspaceOptions::Content::Template, QStringLiteral("en")});
        Policy p = fifo(true);
        p.quotas.insert(QStringLiteral("nlp"), gpusLimit(16));
        QVERIFY(whatifedits::setPolicy(*w, QStringLiteral("runai"), p).ok());
        auto stored = PolicyRepository(w->queries().rows()).all();
        QVERIFY(stored.ok());
        QVERIFY(stored->value(QStringLiteral("runai")) == p);
        bool audited = false;
        (void)AuditRepository(w->queries().rows()).scan([&](const AuditEntry& e) {
            audited = audited || e.entity == QLatin1String("scheduling_policy");
            return true;
        });
        QVERIFY(audited);
        QVERIFY(w->undo().ok());
        QVERIFY(PolicyRepository(w->queries().rows()).all()->isEmpty());
        QVERIFY(w->redo().ok());
        QCOMPARE(PolicyRepository(w->queries().rows()).all()->size(), 1);
        // Today's policy, then removed again.
        QVERIFY(whatifedits::setPolicy(*w, QString(), fifo()).ok());
        QVERIFY(PolicyRepository(w->queries().rows()).asIs()->has_value());
        QVERIFY(whatifedits::setPolicy(*w, QString(), std::nullopt).ok());
        QVERIFY(!PolicyRepository(w->queries().rows()).asIs()->has_value());
        // A candidate that does not exist, and "as is" as today's own policy, are refused.
        QVERIFY(!whatifedits::setPolicy(*w, QStringLiteral("nobody"), p).ok());
        Policy asIs;
        asIs.kind = PolicyKind::AsIs;
        QCOMPARE(whatifedits::setPolicy(*w, QString(), asIs).error().kind, Error::Kind::BadInput);
    }

    // ---- the demo's calibration -----------------------------------------------------------------

    void demoCalibrates()
    {
        QTemporaryDir dir;
        auto w = testing::createWorkspace(dir.filePath(QStringLiteral("demo.gatebench")),
                                          {NewWorkspaceOptions::Content::Demo, QStringLiteral("en")});
        auto loaded = load(w->queries().rows());
        QVERIFY(loaded.ok());
        QVERIFY(!loaded->asIs.assumed); // the demo states today's policy
        const PreparedTrace prepared = prepare(loaded->jobs, loaded->inputs, loaded->metrics);
        QVERIFY(!prepared.inferred);
        QCOMPARE(prepared.capacityGpus, 176.0);
        auto c = compare(prepared, loaded->metrics, loaded->inputs, loaded->asIs, loaded->candidates, 3);
        QVERIFY(c.ok());
        QVERIFY(c->calibrated);
        QCOMPARE(c->teams.size(), 4);
        for (const CalibrationRow& row : c->teams) {
            QVERIFY(row.checked);
            QVERIFY(row.ok);
        }
        // The measured figures are the baseline's own.
        QCOMPARE(c->overall.figures.measuredP90, loaded->metrics.total.queueWait.p90);
        // NLP's daytime queue is the demo's visible problem, and the replay reproduces it.
        const auto nlp = std::find_if(c->teams.cbegin(), c->teams.cend(),
                                      [](const CalibrationRow& r) { return r.key == QLatin1String("nlp"); });
        QVERIFY(nlp != c->teams.cend());
        QVERIFY(*nlp->figures.measuredP90 > 1800);
        QCOMPARE(c->candidates.size(), 7);
    }

    void demoComparisonSaysSomething()
    {
        // The demo's teams are promised 56, 44, 32 and 44 GPUs (the cluster's 176): the defaults read
        // their quotas, shares and reservations from them. Profiles on today's nodes start jobs in
        // today's 20 s; the cloud ones in their own 5 min.
        QTemporaryDir dir;
        auto w = testing::createWorkspace(dir.filePath(QStringLiteral("demo.gatebench")),
                                          {NewWorkspaceOptions::Content::Demo, QStringLiteral("en")});
        auto loaded = load(w->queries().rows());
        QVERIFY(loaded.ok());
        QHash<QString, PolicyInput> byId;
        for (const PolicyInput& input : std::as_const(loaded->candidates))
            byId.insert(input.candidateId, input);
        QCOMPARE(byId.value(QStringLiteral("runai")).policy.startupDelayS, 20);
        QCOMPARE(byId.value(QStringLiteral("base-command")).policy.startupDelayS, 20);
        QCOMPARE(byId.value(QStringLiteral("k8s-oss")).policy.startupDelayS, 20);
        QCOMPARE(byId.value(QStringLiteral("modelarts")).policy.startupDelayS, 300);
        QVERIFY(byId.value(QStringLiteral("runai")).models.contains(QLatin1String("start-up delay")));
        const PreparedTrace prepared = prepare(loaded->jobs, loaded->inputs, loaded->metrics);
        auto c = compare(prepared, loaded->metrics, loaded->inputs, loaded->asIs, loaded->candidates, 3);
        QVERIFY(c.ok());
        QVERIFY(c->calibrated);
        const auto prediction = [&](const char* id) {
            return *std::find_if(c->candidates.cbegin(), c->candidates.cend(),
                                 [id](const Prediction& p) { return p.candidateId == QLatin1String(id); });
        };
        const auto nlp = [](const Prediction& p) {
            return *std::find_if(p.byTeam.cbegin(), p.byTeam.cend(),
                                 [](const WaitFigures& f) { return f.key == QLatin1String("nlp"); });
        };
        // Fair share with borrowing: NLP borrows idle GPUs, its P90 is today's start-up alone (measured
        // 82 min); first come, first served within NLP's 44 GPUs shortens it less; pools reserved per
        // team (the whole cluster reserved, nothing shared) lengthen it.
        const WaitFigures runai = nlp(prediction("runai"));
        QCOMPARE(*runai.p90.max, 20.0);
        QVERIFY(*runai.measuredP90 > 3600);
        const WaitFigures fifoNlp = nlp(prediction("base-command"));
        QVERIFY(*fifoNlp.p90.min > 20.0 && *fifoNlp.p90.max < *fifoNlp.measuredP90);
        QVERIFY(*nlp(prediction("modelarts")).p90.min > *runai.measuredP90);
        QVERIFY(prediction("runai").betterThan.contains(QStringLiteral("modelarts")));
        // Overall P50 under today's hardware is today's start-up, as measured.
        QCOMPARE(*prediction("runai").total.p50.median, *c->overall.figures.measuredP50);
    }

    // The demo's defaults (README): Run:ai and OpenShift AI share one fair-share policy, ModelArts, PAI
    // and TI-ONE one reserved policy; with today's, Base Command's and Volcano's, 5 policies of 8 differ.
    // Each replays once per seed (5 x 2 = 10 replays, not 8 x 2), and the candidates that share a
    // policy get the same figures; a comparison made again (from the process's replays) is the same.
    void alikePoliciesReplayOnce()
    {
        QTemporaryDir dir;
        auto w = testing::createWorkspace(dir.filePath(QStringLiteral("demo.gatebench")),
                                          {NewWorkspaceOptions::Content::Demo, QStringLiteral("en")});
        auto loaded = load(w->queries().rows());
        QVERIFY(loaded.ok());
        QCOMPARE(loaded->candidates.size(), 7);
        const PreparedTrace prepared = prepare(loaded->jobs, loaded->inputs, loaded->metrics);
        int total = 0;
        const auto progress = [&total](int, int of) { total = of; };
        auto c = compare(prepared, loaded->metrics, loaded->inputs, loaded->asIs, loaded->candidates, 2, 2, nullptr,
                         progress);
        QVERIFY(c.ok());
        QCOMPARE(total, 10);
        const auto figures = [&](const char* id) {
            const Prediction& p =
                *std::find_if(c->candidates.cbegin(), c->candidates.cend(),
                              [id](const Prediction& x) { return x.candidateId == QLatin1String(id); });
            QStringList out;
            for (const WaitFigures& f : p.byTeam)
                out.append(QStringLiteral("%1 %2 %3 %4").arg(f.key).arg(*f.p50.median).arg(*f.p90.min).arg(*f.p90.max));
            out.append(QString::number(*p.allocatedShare.median));
            return out;
        };
        QCOMPARE(figures("openshift-ai"), figures("runai"));
        QCOMPARE(figures("pai"), figures("modelarts"));
        QCOMPARE(figures("ti-one"), figures("modelarts"));
        QVERIFY(figures("runai") != figures("modelarts"));
        auto again = compare(prepared, loaded->metrics, loaded->inputs, loaded->asIs, loaded->candidates, 2, 2);
        QVERIFY(again.ok());
        QCOMPARE(toJson(*again), toJson(*c));
    }

    void inventoryDatesChangeTheCapacityAtLocalMidnight()
    {
        // The demo's window is 28 days in Asia/Shanghai (UTC+8) from 2026-10-05. Retire 4 of the 16
        // A100 nodes (32 GPUs) from 2026-10-19 on: the training pool has 128 GPUs throughout, the
        // retired entry's 32 until 2026-10-18, so the pool steps from 128 to 96 at 2026-10-19 00:00
        // Shanghai = 2026-10-18 16:00 UTC, and the capacity averaged over the window is
        // 48 (L40S) + 128 - 32 x 14 / 28 = 160 GPUs, as the baseline counts it.
        QTemporaryDir dir;
        auto w = testing::createWorkspace(dir.filePath(QStringLiteral("demo.gatebench")),
                                          {NewWorkspaceOptions::Content::Demo, QStringLiteral("en")});
        auto loaded = load(w->queries().rows());
        QVERIFY(loaded.ok());
        QCOMPARE(loaded->metrics.window.firstDay, QDate(2026, 10, 5));
        baseline::BaselineInputs inputs = loaded->inputs;
        auto training = std::find_if(inputs.inventory.begin(), inputs.inventory.end(),
                                     [](const GpuPool& p) { return p.gpuType == QLatin1String("A100 80GB"); });
        QVERIFY(training != inputs.inventory.end());
        QCOMPARE(training->nodes, 16);
        training->nodes = 12;
        GpuPool retired = *training;
        retired.nodes = 4;
        retired.validTo = QDate(2026, 10, 18);
        inputs.inventory.append(retired);
        const baseline::BaselineMetrics metrics = baseline::compute(loaded->jobs, inputs);
        QCOMPARE(metrics.total.utilization.capacityGpus, 160.0);

        const PreparedTrace prepared = prepare(loaded->jobs, inputs, metrics);
        QCOMPARE(prepared.capacityGpus, 160.0);
        const auto pool = std::find_if(prepared.trace.pools.cbegin(), prepared.trace.pools.cend(),
                                       [](const Pool& p) { return p.gpuType == QLatin1String("A100 80GB"); });
        QVERIFY(pool != prepared.trace.pools.cend());
        QCOMPARE(pool->gpus, 128.0);
        QCOMPARE(pool->steps.size(), size_t(1));
        QCOMPARE(pool->steps.front().first,
                 QDateTime(QDate(2026, 10, 18), QTime(16, 0), QTimeZone::utc()).toSecsSinceEpoch());
        QCOMPARE(pool->steps.front().second, 96.0);

        // Fewer GPUs in the second half: the same policy predicts longer waits than on the full pool.
        auto fewer = compare(prepared, metrics, inputs, loaded->asIs, {}, 1);
        const PreparedTrace full = prepare(loaded->jobs, loaded->inputs, loaded->metrics);
        auto all = compare(full, loaded->metrics, loaded->inputs, loaded->asIs, {}, 1);
        QVERIFY(fewer.ok() && all.ok());
        QVERIFY(*fewer->overall.figures.p90.median > *all->overall.figures.p90.median);
    }

    void uncalibratedWhenTodaysPolicyDoesNotExplainTheWaits()
    {
        // Replaying the demo with no team limits cannot reproduce NLP's hour-long P90: uncalibrated,
        // and the assumptions say so.
        QTemporaryDir dir;
        auto w = testing::createWorkspace(dir.filePath(QStringLiteral("demo.gatebench")),
                                          {NewWorkspaceOptions::Content::Demo, QStringLiteral("en")});
        auto loaded = load(w->queries().rows(), QStringLiteral("runai"));
        QVERIFY(loaded.ok());
        QCOMPARE(loaded->candidates.size(), 1);
        PolicyInput asIs = loaded->asIs;
        asIs.policy = fifo();
        const PreparedTrace prepared = prepare(loaded->jobs, loaded->inputs, loaded->metrics);
        auto c = compare(prepared, loaded->metrics, loaded->inputs, asIs, loaded->candidates, 2);
        QVERIFY(c.ok());
        QVERIFY(!c->calibrated);
        QVERIFY(std::any_of(c->assumptions.cbegin(), c->assumptions.cend(),
                            [](const QString& a) { return a.startsWith(QLatin1String("Uncalibrated")); }));
    }
};

QTEST_GUILESS_MAIN(TestWhatif)
#include "tst_whatif.moc"
