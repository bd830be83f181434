// bench_tco_page: the TCO page shown on a workspace with a large job log (issue 12). The page needs
// the baseline's GPU demand, which reads the whole job log; it is measured in a worker thread with
// its own connection (TcoSheetModel::measureDemand) while the main thread runs an event loop with a
// 10 ms timer recording the largest gap between its ticks: the longest the window stalls. For
// comparison, the same demand computed on the main thread, as the page did before (bench/README.md).
//
//     bench_tco_page --file WORKSPACE.gatebench

#include "TcoPage.h"
#include "itemmodels/TcoSheetModel.h"
#include "tco/BaselineDemand.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace gatebench;

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    const qsizetype at = args.indexOf(QStringLiteral("--file"));
    if (at < 0 || at + 1 >= args.size()) {
        std::fprintf(stderr, "usage: bench_tco_page --file WORKSPACE.gatebench\n");
        return 1;
    }
    auto workspace = Workspace::open(args.at(at + 1), Workspace::Access::ReadOnly);
    if (!workspace) {
        std::fprintf(stderr, "%s\n", qPrintable(workspace.error().message));
        return 1;
    }

    TcoPage page;
    page.resize(1280, 800);
    page.setWorkspace(workspace->get());

    QElapsedTimer clock;
    qint64 last = 0;
    qint64 longestNs = 0;
    qint64 ticks = 0;
    QTimer timer;
    timer.setTimerType(Qt::PreciseTimer);
    timer.setInterval(10);
    QObject::connect(&timer, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        longestNs = std::max(longestNs, now - last);
        last = now;
        ++ticks;
        if (page.model()->demandMeasured())
            app.quit();
    });
    clock.start();
    timer.start();
    page.show(); // the page asks for the demand when it is shown
    const qint64 shownNs = clock.nsecsElapsed();
    app.exec();
    const qint64 measuredNs = clock.nsecsElapsed();
    const auto& demand = page.model()->demand();
    std::printf("page shown in %.1f ms; demand measured on the worker after %.1f ms: %s GPU-h a month "
                "(%s to %s)\n",
                double(shownNs) / 1e6, double(measuredNs) / 1e6,
                demand ? qPrintable(demand->gpuHoursPerMonth.toString()) : "none",
                demand ? qPrintable(demand->firstDay.toString(Qt::ISODate)) : "-",
                demand ? qPrintable(demand->lastDay.toString(Qt::ISODate)) : "-");
    std::printf("event loop meanwhile: %lld ticks of 10 ms, longest gap %.1f ms\n", static_cast<long long>(ticks),
                double(longestNs) / 1e6);

    // The same demand on the main thread: what the window stalled before.
    QElapsedTimer direct;
    direct.start();
    auto again = tco::loadDemand((*workspace)->queries().rows());
    std::printf("the same on the main thread: %.1f ms (%s)\n", double(direct.nsecsElapsed()) / 1e6,
                again && *again ? qPrintable((*again)->gpuHoursPerMonth.toString()) : "none");
    return 0;
}
