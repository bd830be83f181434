// The what-if replay's speed (issue 32; bench/README.md, bench_whatif): one replay of a generated
// million-job, four-week log per policy on one thread (CPU time of that thread), in submit order and
// shuffled, then 20 seeds of one policy in parallel. Targets: FIFO with quotas at most 3 s, fair
// share with preemption at most 15 s, one replay on one core.
#include "BenchSupport.h"
#include "core/Random.h"
#include "whatif/Replay.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <ctime>
#include <thread>
#include <vector>

using namespace gatebench;
using namespace gatebench::whatif;

namespace {

double threadCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

/// `jobs` jobs over 28 days on two pools sized for a million jobs (3,072 A100 in nodes of 8, 1,400 L40S
/// in nodes of 4), 20 teams, daytime peaks: about 75 % of the GPUs on average, queues at daytime peaks.
Trace generate(int jobs, bool shuffled)
{
    Random rng(32);
    Trace t;
    for (int i = 0; i < 20; ++i)
        t.teams.append(QStringLiteral("team-%1").arg(i));
    t.taskTypes = {QStringLiteral("training"), QStringLiteral("interactive"), QStringLiteral("inference")};
    t.pools.push_back({QStringLiteral("train"), QStringLiteral("A100"), 3072, 8, false, {}});
    t.pools.push_back({QStringLiteral("interactive"), QStringLiteral("L40S"), 1400, 4, false, {}});
    const QList<std::pair<double, double>> trainingGpus{{1, 0.5}, {2, 0.2}, {4, 0.15}, {8, 0.12}, {16, 0.03}};
    const qint64 start = 1'790'000'000;
    const qint64 span = 28 * 86400;
    t.jobs.reserve(size_t(jobs));
    for (int i = 0; i < jobs; ++i) {
        Trace::Job job;
        // Submits thicker in the daytime: accept a uniform moment with a weight by hour.
        for (;;) {
            const qint64 s = start + qint64(rng.uniform() * double(span));
            const int hour = int((s / 3600) % 24);
            const bool day = hour >= 1 && hour < 11; // 09:00-18:59 in UTC+8
            if (rng.uniform() < (day ? 1.0 : 0.35)) {
                job.submit = s;
                break;
            }
        }
        job.team = rng.below(20);
        const bool training = rng.uniform() < 0.35;
        job.taskType = training ? 0 : 1 + rng.below(2);
        job.pool = training ? 0 : 1;
        job.gpus = training ? rng.pick(trainingGpus) : 1;
        job.run = std::max<qint64>(30, qint64(std::min(rng.lognormal(training ? 1.0 : 0.7, 0.9), 48.0) * 3600));
        job.util = 0.5;
        t.jobs.push_back(job);
    }
    if (!shuffled)
        std::stable_sort(t.jobs.begin(), t.jobs.end(),
                         [](const Trace::Job& a, const Trace::Job& b) { return a.submit < b.submit; });
    else
        for (size_t i = t.jobs.size() - 1; i > 0; --i)
            std::swap(t.jobs[i], t.jobs[size_t(rng.next() % (i + 1))]);
    return t;
}

Policy policyOf(const QString& name)
{
    Policy p;
    GpuLimit quota{std::nullopt, {{QStringLiteral("train"), 200}, {QStringLiteral("interactive"), 90}}};
    if (name == QLatin1String("fifo-quotas")) {
        p.kind = PolicyKind::Fifo;
        for (int i = 0; i < 20; ++i)
            p.quotas.insert(QStringLiteral("team-%1").arg(i), quota);
    } else if (name == QLatin1String("fifo-backfill")) {
        p.kind = PolicyKind::Fifo;
        p.easyBackfill = true;
        for (int i = 0; i < 20; ++i)
            p.quotas.insert(QStringLiteral("team-%1").arg(i), quota);
    } else if (name == QLatin1String("fair-share-preemption")) {
        p.kind = PolicyKind::FairShare;
        p.checkpointIntervalS = 1800;
        for (int i = 0; i < 20; ++i) // deserved shares: uneven, adding up to the cluster
            p.quotas.insert(QStringLiteral("team-%1").arg(i), GpuLimit{(i < 10 ? 1.5 : 0.5) * 4472.0 / 20.0, {}});
    } else if (name == QLatin1String("gang")) {
        p.kind = PolicyKind::Gang;
        p.checkpointIntervalS = 1800;
        p.priorities.insert(QStringLiteral("interactive"), 100);
    } else {
        p.kind = PolicyKind::Reserved;
        for (int i = 0; i < 10; ++i)
            p.reserved.insert(QStringLiteral("team-%1").arg(i), GpuLimit{150, {}});
        p.startupDelayS = 300;
    }
    return p;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    int jobs = 1'000'000;
    int seeds = 20;
    QString only; // --policy NAME: that policy alone, no seeds run
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--jobs"))
            jobs = args.at(i + 1).toInt();
        if (args.at(i) == QLatin1String("--seeds"))
            seeds = args.at(i + 1).toInt();
        if (args.at(i) == QLatin1String("--policy"))
            only = args.at(i + 1);
    }
    std::printf("load average at start: %s", [] {
        static char buf[64] = "?\n";
        if (FILE* f = std::fopen("/proc/loadavg", "r")) {
            if (!std::fgets(buf, sizeof buf, f))
                buf[0] = 0;
            std::fclose(f);
        }
        return buf;
    }());
    for (bool shuffled : {false, true}) {
        const Trace trace = generate(jobs, shuffled);
        std::printf("%d jobs, 28 days, %s order\n", jobs, shuffled ? "shuffled" : "submit");
        for (const char* name : {"fifo-quotas", "fifo-backfill", "fair-share-preemption", "gang", "reserved"}) {
            if (!only.isEmpty() && only != QLatin1String(name))
                continue;
            const Policy policy = policyOf(QString::fromLatin1(name));
            ReplayOptions options;
            options.seed = 1;
            QElapsedTimer wall;
            wall.start();
            const double cpu0 = threadCpuSeconds();
            auto r = replay(trace, policy, options);
            const double cpu = threadCpuSeconds() - cpu0;
            if (!r) {
                std::printf("  %-22s error: %s\n", name, qPrintable(r.error().message));
                continue;
            }
            std::vector<double> waits;
            for (size_t j = 0; j < trace.jobs.size(); ++j) {
                if (r->start[j] != kNotStarted)
                    waits.push_back(double(r->start[j] - trace.jobs[j].submit));
            }
            std::sort(waits.begin(), waits.end());
            // A digest of every job's start and end: two builds replay alike when it is the same.
            quint64 digest = 1469598103934665603ULL;
            for (size_t j = 0; j < trace.jobs.size(); ++j) {
                for (qint64 v : {r->start[j], r->end[j]}) {
                    digest ^= quint64(v);
                    digest *= 1099511628211ULL;
                }
            }
            const double p90 = waits.empty() ? 0 : waits[size_t(0.9 * double(waits.size() - 1))];
            std::printf("  %-22s %6.2f s CPU, %6.2f s wall, P90 wait %8.0f s, %d preemptions, digest %016llx, peak RSS "
                        "%ld MB\n",
                        name, cpu, double(wall.elapsed()) / 1000.0, p90,
                        int(std::count_if(r->preemptions.begin(), r->preemptions.end(), [](int n) { return n > 0; })),
                        static_cast<unsigned long long>(digest), bench::peakRssMb());
        }
    }
    if (!only.isEmpty())
        return 0;
    // The seeds of one policy in parallel, as the window's background run does.
    const Trace trace = generate(jobs, false);
    const Policy policy = policyOf(QStringLiteral("fifo-quotas"));
    const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    QElapsedTimer wall;
    wall.start();
    std::vector<std::thread> workers;
    std::atomic<int> next{0};
    for (unsigned w = 0; w < threads; ++w) {
        workers.emplace_back([&] {
            for (int s = next++; s < seeds; s = next++) {
                ReplayOptions options;
                options.seed = quint64(s + 1);
                (void)replay(trace, policy, options);
            }
        });
    }
    for (std::thread& w : workers)
        w.join();
    std::printf("%d seeds of fifo-quotas on %u threads: %.2f s wall, peak RSS %ld MB\n", seeds, threads,
                double(wall.elapsed()) / 1000.0, bench::peakRssMb());
    return 0;
}
