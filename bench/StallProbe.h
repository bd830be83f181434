#pragma once

// How long the window's thread stalls while work runs: the benchmarks of the window's background work
// (bench_presentation, bench_whatif_page) measure it the same way.

#include "Translation.h"
#include "workspace/Workspace.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QObject>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>
#include <optional>

namespace gatebench::bench {

struct Stalls {
    double readyMs = 0;
    double longestStallMs = 0;
};

/// Runs `start` from inside the event loop and returns when `ready` says so, with the longest gap
/// between two ticks of a 10 ms timer meanwhile (`start` itself counts as a stall).
inline Stalls measureStalls(const std::function<void()>& start, const std::function<bool()>& ready)
{
    QElapsedTimer clock;
    clock.start();
    QEventLoop loop;
    qint64 last = -1;
    qint64 longestNs = 0;
    bool started = false;
    QTimer ticks;
    ticks.setTimerType(Qt::PreciseTimer);
    ticks.setInterval(10);
    QObject::connect(&ticks, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        if (last >= 0)
            longestNs = std::max(longestNs, now - last);
        last = now;
        if (started && ready())
            loop.quit();
    });
    QTimer::singleShot(0, &loop, [&] {
        last = clock.nsecsElapsed();
        start();
        started = true;
    });
    ticks.start();
    loop.exec();
    return {double(clock.nsecsElapsed()) / 1e6, double(longestNs) / 1e6};
}

/// What both benchmarks are given: the evaluation (`--file`, opened read-write) and the runs.
struct WindowBenchArguments {
    std::unique_ptr<Workspace> workspace;
    QString file;
    int runs = 3;
};

/// Reads `--file WORKSPACE.gatebench [--runs N]` for the benchmark `name` (English, test-mode paths)
/// and opens the evaluation; none, with the usage or the refusal printed, when that fails.
inline std::optional<WindowBenchArguments> openWindowBench(const QApplication& app, const char* name)
{
    QStandardPaths::setTestModeEnabled(true);
    applyLanguage(QStringLiteral("en"));
    const QStringList args = app.arguments();
    const auto value = [&args](const char* option, const QString& fallback) {
        const qsizetype at = args.indexOf(QLatin1String(option));
        return at >= 0 && at + 1 < args.size() ? args.at(at + 1) : fallback;
    };
    WindowBenchArguments given;
    given.file = value("--file", QString());
    given.runs = std::max(1, value("--runs", QStringLiteral("3")).toInt());
    if (given.file.isEmpty()) {
        std::fprintf(stderr, "usage: %s --file WORKSPACE.gatebench [--runs N]\n", name);
        return std::nullopt;
    }
    auto opened = Workspace::open(given.file);
    if (!opened) {
        std::fprintf(stderr, "cannot open %s: %s\n", qPrintable(given.file), qPrintable(opened.error().message));
        return std::nullopt;
    }
    given.workspace = *std::move(opened);
    return given;
}

} // namespace gatebench::bench
