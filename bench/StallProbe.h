#pragma once

// How long the window's thread stalls while work runs: the benchmarks of the window's background work
// (bench_presentation, bench_whatif_page) measure it the same way.

#include <QElapsedTimer>
#include <QEventLoop>
#include <QObject>
#include <QTimer>

#include <algorithm>
#include <functional>

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

} // namespace gatebench::bench
