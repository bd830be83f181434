// bench_sacct: times the Slurm sacct reader (importers/SacctReader) on a generated log
// (bench/README.md). Generates the file with gen_sacct unless --file names one, reads it --runs
// times from the page cache, and prints wall and CPU time, lines and MB per second, the jobs and
// issues found, and the peak memory of the process.
//
//     bench_sacct [--jobs 1000000] [--seed 1] [--runs 3] [--file PATH] [--zone Asia/Shanghai]

#include "BenchSupport.h"
#include "SacctReader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>
#include <ctime>

using namespace gatebench;
using gatebench::bench::peakRssMb;

namespace {

double cpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    qint64 jobs = 1000000;
    QString seed = QStringLiteral("1");
    int runs = 3;
    QString file;
    QString zone = QStringLiteral("Asia/Shanghai");
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        const QString a = args[i];
        const QString v = i + 1 < args.size() ? args[i + 1] : QString();
        if (a == QLatin1String("--jobs"))
            jobs = v.toLongLong(), ++i;
        else if (a == QLatin1String("--seed"))
            seed = v, ++i;
        else if (a == QLatin1String("--runs"))
            runs = v.toInt(), ++i;
        else if (a == QLatin1String("--file"))
            file = v, ++i;
        else if (a == QLatin1String("--zone"))
            zone = v, ++i;
        else {
            std::fprintf(stderr, "usage: bench_sacct [--jobs N] [--seed S] [--runs R] [--file PATH] [--zone ZONE]\n");
            return 2;
        }
    }
    QTemporaryDir dir;
    if (file.isEmpty()) {
        file = dir.filePath(QStringLiteral("jobs.sacct"));
        QElapsedTimer t;
        t.start();
        const int rc = QProcess::execute(QStringLiteral(GATEBENCH_GEN_SACCT),
                                         {QStringLiteral("--jobs"), QString::number(jobs), QStringLiteral("--seed"),
                                          seed, QStringLiteral("--out"), file});
        if (rc != 0) {
            std::fprintf(stderr, "gen_sacct failed (%d)\n", rc);
            return 1;
        }
        std::printf("generated %lld jobs in %.2f s\n", static_cast<long long>(jobs), double(t.elapsed()) / 1000.0);
    }
    const double mb = double(QFileInfo(file).size()) / 1e6;
    std::printf("file: %s, %.1f MB, zone %s\n", qPrintable(file), mb, qPrintable(zone));
    for (int run = 0; run < runs; ++run) {
        SacctOptions options;
        options.zone = QTimeZone(zone.toUtf8());
        SacctReader reader(options);
        qint64 handed = 0;
        double gpus = 0;
        qint64 issues = 0;
        QElapsedTimer wall;
        const double cpu0 = cpuSeconds();
        wall.start();
        auto summary = reader.read(file, {.job =
                                              [&](const JobRecord& job) {
                                                  ++handed;
                                                  gpus += job.gpus;
                                                  return true;
                                              },
                                          .issue =
                                              [&](const SacctIssue& issue) {
                                                  if (issues++ < 5)
                                                      std::fprintf(stderr, "line %lld: %s\n",
                                                                   static_cast<long long>(issue.issue.line),
                                                                   qPrintable(issue.issue.message));
                                                  return true;
                                              },
                                          .progress = {}});
        const double seconds = double(wall.nsecsElapsed()) / 1e9;
        const double cpu = cpuSeconds() - cpu0;
        if (!summary.ok()) {
            std::fprintf(stderr, "%s\n", qPrintable(summary.error().message));
            return 1;
        }
        std::printf("run %d: %.3f s wall, %.3f s CPU; %lld lines (%.2f M lines/s, %.0f MB/s); %lld jobs "
                    "(%lld steps, %lld requeues, %lld components folded), %lld errors, %lld warnings; "
                    "%.0f GPUs in all; peak RSS %ld MB\n",
                    run + 1, seconds, cpu, static_cast<long long>(summary->lines),
                    double(summary->lines) / seconds / 1e6, mb / seconds, static_cast<long long>(handed),
                    static_cast<long long>(summary->stepLines), static_cast<long long>(summary->requeues),
                    static_cast<long long>(summary->heterogeneousComponents), static_cast<long long>(summary->errors),
                    static_cast<long long>(summary->warnings), gpus, peakRssMb());
    }
    return 0;
}
