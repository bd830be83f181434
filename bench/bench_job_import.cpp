// bench_job_import: the window's job-log import path (importers/JobImport: JobImportWorker on a
// thread of its own, writing through its own connection) on a generated sacct log, while the main
// thread runs an event loop with a 10 ms timer that records the largest gap between its ticks: the
// longest the window would stall. Then the window's connection adopts the import (one undoable
// step) and, with --undo, undoes and redoes it on the same event loop, measuring the longest gap of
// each step the same way, and drops the undone import with a new step while a worker purges its rows
// (bench/README.md).
//
//     bench_job_import [--jobs 1000000] [--seed 1] [--file PATH] [--undo]

#include "BenchSupport.h"
#include "JobImport.h"
#include "commands/Baseline.h"
#include "repositories/BaselineRepository.h"
#include "repositories/ImportRepository.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>

using namespace gatebench;
using gatebench::bench::peakRssMb;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    qint64 jobs = 1000000;
    QString seed = QStringLiteral("1");
    QString file;
    bool undo = false;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        const QString a = args[i];
        const QString v = i + 1 < args.size() ? args[i + 1] : QString();
        if (a == QLatin1String("--jobs"))
            jobs = v.toLongLong(), ++i;
        else if (a == QLatin1String("--seed"))
            seed = v, ++i;
        else if (a == QLatin1String("--file"))
            file = v, ++i;
        else if (a == QLatin1String("--undo"))
            undo = true;
        else {
            std::fprintf(stderr, "usage: bench_job_import [--jobs N] [--seed S] [--file PATH] [--undo]\n");
            return 2;
        }
    }
    QTemporaryDir dir;
    if (file.isEmpty()) {
        file = dir.filePath(QStringLiteral("jobs.sacct"));
        const int rc = QProcess::execute(QStringLiteral(GATEBENCH_GEN_SACCT),
                                         {QStringLiteral("--jobs"), QString::number(jobs), QStringLiteral("--seed"),
                                          seed, QStringLiteral("--out"), file});
        if (rc != 0) {
            std::fprintf(stderr, "gen_sacct failed (%d)\n", rc);
            return 1;
        }
    }
    NewWorkspaceOptions options;
    options.path = dir.filePath(QStringLiteral("bench.gatebench"));
    options.language = QStringLiteral("en");
    options.timeZone = QStringLiteral("UTC");
    if (auto created = createWorkspaceFile(options); !created) {
        std::fprintf(stderr, "%s\n", qPrintable(created.error().message));
        return 1;
    }
    auto workspace = Workspace::open(options.path);
    if (!workspace) {
        std::fprintf(stderr, "%s\n", qPrintable(workspace.error().message));
        return 1;
    }
    std::printf("file: %s, %.1f MB\n", qPrintable(file), double(QFileInfo(file).size()) / 1e6);

    JobImportRequest request;
    request.inputs = {file};
    request.actor = QStringLiteral("bench");
    JobImportWorker worker((*workspace)->path(), request);

    // The window's event loop: a 10 ms timer, the largest gap between two of its ticks.
    QElapsedTimer sinceTick;
    qint64 longestNs = 0;
    qint64 ticks = 0;
    qint64 over100 = 0;
    QTimer timer;
    timer.setTimerType(Qt::PreciseTimer);
    timer.setInterval(10);
    QObject::connect(&timer, &QTimer::timeout, [&] {
        const qint64 gap = sinceTick.nsecsElapsed();
        sinceTick.restart();
        longestNs = std::max(longestNs, gap);
        over100 += gap > 100'000'000 ? 1 : 0;
        ++ticks;
    });
    QElapsedTimer wall;
    double adoptMs = 0;

    // With --undo, after the import, on the same event loop: undo, redo, undo again and a new step that
    // drops the undone import from the stack (its rows are purged by a worker). Each phase records its
    // own longest gap from the call to 1 s after it (to the purge's end for the last one), the time of
    // the call itself and of the job count a view reads after it (BaselineRepository::countJobs).
    struct Phase {
        const char* name;
        double callMs = 0;
        double countMs = 0;
        qint64 jobs = -1;
        qint64 longestNs = 0;
        bool ok = false;
        double purgeS = 0;
    };
    QList<Phase> phases;
    qint64* phaseLongest = nullptr; // the longest gap of the phase running
    QObject::connect(&timer, &QTimer::timeout, [&] {
        if (phaseLongest)
            *phaseLongest = std::max(*phaseLongest, longestNs);
    });
    const auto runPhase = [&](const char* name, const std::function<bool()>& call) {
        phases.append(Phase{name});
        Phase& phase = phases.last();
        longestNs = 0; // from here on, this phase's gaps
        phaseLongest = &phase.longestNs;
        QElapsedTimer t;
        t.start();
        phase.ok = call();
        phase.callMs = double(t.nsecsElapsed()) / 1e6;
        t.restart();
        const auto counted = BaselineRepository((*workspace)->queries().rows()).countJobs({});
        phase.countMs = double(t.nsecsElapsed()) / 1e6;
        phase.jobs = counted ? *counted : -1;
    };
    std::function<void(int)> step = [&](int n) {
        switch (n) {
        case 0:
            runPhase("undo", [&] { return (*workspace)->undo().ok(); });
            break;
        case 1:
            runPhase("redo", [&] { return (*workspace)->redo().ok(); });
            break;
        case 2:
            runPhase("undo again", [&] { return (*workspace)->undo().ok(); });
            break;
        case 3: {
            // A new step: the undone import leaves the stack and a worker purges its rows.
            runPhase("new step, purge", [&] { return baselineedits::setSlotHours(**workspace, 8, 20).ok(); });
            QElapsedTimer purge;
            purge.start();
            auto poll = std::make_shared<std::function<void()>>();
            *poll = [&, purge, poll] {
                const auto left = ImportRepository((*workspace)->queries().rows()).undoneIds();
                if (left && left->isEmpty()) {
                    phases.last().purgeS = double(purge.nsecsElapsed()) / 1e9;
                    phaseLongest = nullptr;
                    QTimer::singleShot(20, &app, [&] { app.exit(0); });
                    return;
                }
                QTimer::singleShot(50, &app, *poll);
            };
            QTimer::singleShot(50, &app, *poll);
            return;
        }
        }
        QTimer::singleShot(1000, &app, [&, n] {
            phaseLongest = nullptr;
            step(n + 1);
        });
    };

    QObject::connect(&worker, &JobImportWorker::finished, [&] {
        const double importS = double(wall.nsecsElapsed()) / 1e9;
        const auto& result = worker.result();
        if (!result || !result->written()) {
            std::fprintf(stderr, "the import failed: %s\n",
                         result ? "nothing written" : qPrintable(result.error().message));
            app.exit(1);
            return;
        }
        QElapsedTimer adopt;
        adopt.start();
        adoptJobImport(**workspace, *result); // on the window's thread, as the wizard does
        adoptMs = double(adopt.nsecsElapsed()) / 1e6;
        std::printf("import: %lld jobs in %.2f s on the worker (%.0f jobs/s), %lld errors, %lld warnings\n",
                    static_cast<long long>(result->jobs), importS, double(result->jobs) / importS,
                    static_cast<long long>(result->errors), static_cast<long long>(result->warnings));
        std::printf("event loop during the import: %lld ticks of 10 ms, longest gap %.1f ms, %lld gaps over "
                    "100 ms\n",
                    static_cast<long long>(ticks), double(longestNs) / 1e6, static_cast<long long>(over100));
        // One more tick after the adoption, so that its time counts as a gap too.
        if (undo)
            QTimer::singleShot(200, &app, [&] { step(0); });
        else
            QTimer::singleShot(20, &app, [&] { app.exit(0); });
    });
    wall.start();
    sinceTick.start();
    timer.start();
    worker.start();
    const int rc = app.exec();
    timer.stop();
    if (rc != 0)
        return rc;
    std::printf("event loop: %lld ticks of 10 ms in all, %lld gaps over 100 ms; adopting the import on the main "
                "thread %.1f ms; peak RSS %ld MB\n",
                static_cast<long long>(ticks), static_cast<long long>(over100), adoptMs, peakRssMb());
    for (const Phase& phase : std::as_const(phases)) {
        std::printf("%s: %s, the call %.1f ms, then counting the jobs %.1f ms (%lld), longest event-loop gap %.1f ms",
                    phase.name, phase.ok ? "ok" : "FAILED", phase.callMs, phase.countMs,
                    static_cast<long long>(phase.jobs), double(phase.longestNs) / 1e6);
        if (phase.purgeS > 0)
            std::printf(", rows purged by the worker in %.2f s", phase.purgeS);
        std::printf("\n");
    }
    const auto stored = (*workspace)->queries().rows().count(QStringLiteral("baseline_jobs"));
    std::printf("job rows stored: %lld\n", static_cast<long long>(stored ? *stored : -1));
    return 0;
}
