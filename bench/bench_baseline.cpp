// The baseline metrics on a million jobs (bench/README.md): writes N synthetic job records into a new
// workspace (directly, as an import's bulk writer does), then times loading them into compact columns
// once, computing the whole baseline from the columns, and recomputing it through a BaselineComputer
// after changing the time-slot hours (what the Baseline page does when the committee changes a
// setting), and prints the peak RSS. --in-memory skips the workspace and times a sequence of changes
// (slot hours, window, quotas, inventory) through one BaselineComputer.
#include "baseline/BaselineMetrics.h"
#include "repositories/BaselineRepository.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimeZone>

#include <cmath>
#include <functional>

#include <sys/resource.h>

using namespace gatebench;

namespace gatebench {
/// The benchmark writes the jobs the way an import's bulk writer does.
struct WorkspaceTestAccess {
    static Storage& storage(Workspace& workspace) { return *workspace.m_storage; }
};
} // namespace gatebench

namespace {

quint64 splitmix(quint64& state)
{
    quint64 z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

double uniform(quint64& state)
{
    return double(splitmix(state) >> 11) / double(1ULL << 53);
}

/// User plus system CPU seconds of this process so far (the machine is shared: wall times vary).
double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

long peakRssMb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLong() / 1024;
    }
    return -1;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption jobsOption(QStringLiteral("jobs"), QStringLiteral("Jobs to generate."),
                                        QStringLiteral("N"), QStringLiteral("1000000"));
    const QCommandLineOption memoryOption(
        QStringLiteral("in-memory"),
        QStringLiteral("Skip the workspace: build the columns from the generator directly."));
    const QCommandLineOption dumpOption(
        QStringLiteral("dump"),
        QStringLiteral("With --in-memory: write every figure of every step to FILE (to compare two builds)."),
        QStringLiteral("FILE"));
    parser.addOptions({jobsOption, memoryOption, dumpOption});
    parser.process(app);
    const qint64 count = parser.value(jobsOption).toLongLong();
    QTextStream out(stdout);

    QTemporaryDir dir;
    NewWorkspaceOptions options;
    options.path = dir.filePath(QStringLiteral("bench.gatebench"));
    options.content = NewWorkspaceOptions::Content::Demo; // its inventory; its 22,000 jobs are added to
    options.language = QStringLiteral("en");
    if (auto created = createWorkspaceFile(options); !created) {
        out << created.error().message << '\n';
        return 1;
    }
    auto workspace = Workspace::open(options.path, Workspace::Access::ReadWrite);
    if (!workspace)
        return 1;
    const QTimeZone zone("Asia/Shanghai");
    const qint64 first = QDateTime(QDate(2026, 10, 5), QTime(0, 0), zone).toSecsSinceEpoch();
    const QStringList teams{QStringLiteral("vision"), QStringLiteral("nlp"), QStringLiteral("speech"),
                            QStringLiteral("recsys")};
    const QStringList tasks{QStringLiteral("training"), QStringLiteral("interactive"), QStringLiteral("inference")};
    quint64 state = 1;
    qint64 written = 0;
    QElapsedTimer timer;
    timer.start();
    const auto generate = [&](JobRecord& job) {
        if (written >= count)
            return false;
        ++written;
        job.jobKey = QString::number(1000000 + written);
        job.team = teams.at(int(splitmix(state) % 4));
        job.user = job.team + QString::number(splitmix(state) % 10);
        job.taskType = tasks.at(int(splitmix(state) % 3));
        const bool training = job.taskType == QLatin1String("training");
        job.gpuType = training ? QStringLiteral("A100 80GB") : QStringLiteral("L40S");
        job.gpus = training ? double(1 << (splitmix(state) % 4)) : 1.0;
        job.submitUtc = first + qint64(uniform(state) * 28 * 86400);
        const double r = uniform(state);
        if (r < 0.01) {
            job.outcome = JobOutcome::Pending;
            return true;
        }
        job.startUtc = job.submitUtc + qint64(std::exp(uniform(state) * 8.0));
        job.endUtc = *job.startUtc + 60 + qint64(uniform(state) * 6 * 3600);
        job.outcome = r < 0.85 ? JobOutcome::Completed : r < 0.93 ? JobOutcome::Failed : JobOutcome::Cancelled;
        if (job.outcome == JobOutcome::Failed)
            job.failureReason = QStringLiteral("TIMEOUT");
        job.gpuUtil = std::round(uniform(state) * 100) / 100;
        job.activeFraction = std::round(uniform(state) * 100) / 100;
        return true;
    };
    if (parser.isSet(memoryOption)) {
        auto inputs = baseline::BaselineInputs::load((*workspace)->queries().rows());
        if (!inputs)
            return 1;
        baseline::JobColumns columns;
        JobRecord job;
        while (generate(job)) {
            columns.append(job);
            job = JobRecord();
        }
        out << "generated " << columns.size() << " jobs in memory in " << timer.elapsed() << " ms\n";
        QFile dump(parser.value(dumpOption));
        if (parser.isSet(dumpOption) && !dump.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            out << "cannot write " << dump.fileName() << '\n';
            return 1;
        }
        // Each step changes one input of the one before, as the committee does on the Baseline page.
        struct Step {
            const char* name;
            std::function<void(baseline::BaselineInputs&)> change;
        };
        const QList<Step> steps{
            {"first compute", [](baseline::BaselineInputs&) {}},
            {"again, nothing changed", [](baseline::BaselineInputs&) {}},
            {"slot hours 8-20",
             [](baseline::BaselineInputs& in) {
                 in.slotHours = {8, 20};
             }},
            {"slot hours 9-19",
             [](baseline::BaselineInputs& in) {
                 in.slotHours = {9, 19};
             }},
            {"window 2026-10-08..2026-10-28",
             [](baseline::BaselineInputs& in) {
                 in.windowFirstDay = QDate(2026, 10, 8);
                 in.windowLastDay = QDate(2026, 10, 28);
             }},
            {"window back to the jobs' span",
             [](baseline::BaselineInputs& in) {
                 in.windowFirstDay.reset();
                 in.windowLastDay.reset();
             }},
            {"quotas for vision 64 and nlp 32 GPUs",
             [](baseline::BaselineInputs& in) {
                 in.teams.append({QStringLiteral("vision"), {}, 64.0});
                 in.teams.append({QStringLiteral("nlp"), {}, 32.0});
             }},
            {"no inventory (inferred capacity)", [](baseline::BaselineInputs& in) { in.inventory.clear(); }},
            {"slot hours 8-20, inferred",
             [](baseline::BaselineInputs& in) {
                 in.slotHours = {8, 20};
             }},
        };
        baseline::BaselineInputs in = *inputs;
        baseline::BaselineComputer computer; // as the Baseline page keeps it
        for (const Step& step : steps) {
            step.change(in);
            const double cpu = cpuSeconds();
            timer.restart();
            const baseline::BaselineMetrics m = computer.compute(columns, in);
            out << QString::asprintf("%-40s %6.3f s CPU %6.3f s wall", step.name, cpuSeconds() - cpu,
                                     double(timer.nsecsElapsed()) / 1e9)
                << " (P90 wait " << *m.total.queueWait.p90 << " s, weekday day jobs " << m.byTimeSlot.first().jobs
                << ")\n";
            out.flush();
            if (dump.isOpen())
                dump.write(
                    QStringLiteral("== %1\n%2").arg(QLatin1String(step.name), baseline::figuresText(m)).toUtf8());
        }
        out << "peak RSS " << peakRssMb() << " MB\n";
        return 0;
    }
    // One transaction, as an import writes its jobs (outside one, every row was a commit of its own).
    Storage& writable = WorkspaceTestAccess::storage(**workspace);
    qint64 jobsWritten = 0;
    auto inserted = writable.bulkTransaction([&]() -> Result<void> {
        // As an import writes them: its indexes kept up to date row by row.
        auto n = BaselineRepository::insertJobs(writable, generate);
        if (!n)
            return n.error();
        jobsWritten = *n;
        return {};
    });
    if (!inserted)
        return 1;
    out << "wrote " << jobsWritten << " jobs (one transaction) in " << timer.elapsed() << " ms\n";

    const Storage& storage = (*workspace)->queries().rows();
    timer.restart();
    auto inputs = baseline::BaselineInputs::load(storage);
    auto jobs = baseline::JobColumns::load(storage);
    if (!inputs || !jobs)
        return 1;
    baseline::BaselineInputs in = *inputs;
    out << "load " << jobs->size() << " jobs into columns: " << timer.elapsed() << " ms\n";
    baseline::BaselineComputer computer; // as the Baseline page keeps it between refreshes
    for (int run = 0; run < 3; ++run) {
        double cpu = cpuSeconds();
        timer.restart();
        const baseline::BaselineMetrics m = baseline::compute(*jobs, in);
        const QString fresh =
            QString::asprintf("%.3f s CPU %.3f s wall", cpuSeconds() - cpu, double(timer.nsecsElapsed()) / 1e9);
        if (run == 0)
            computer.compute(*jobs, in);
        in.slotHours = run % 2 == 0 ? baseline::SlotHours{8, 20} : baseline::SlotHours{9, 19};
        cpu = cpuSeconds();
        timer.restart();
        const baseline::BaselineMetrics again = computer.compute(*jobs, in);
        out << "compute: " << fresh << "; recompute after changing the slot hours: "
            << QString::asprintf("%.3f s CPU %.3f s wall", cpuSeconds() - cpu, double(timer.nsecsElapsed()) / 1e9)
            << " (P90 wait " << *m.total.queueWait.p90 << " s, weekday day jobs " << again.byTimeSlot.first().jobs
            << ")\n";
    }
    out << "peak RSS " << peakRssMb() << " MB\n";
    return 0;
}
