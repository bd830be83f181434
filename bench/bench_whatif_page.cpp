// bench_whatif_page: the What-if page (issue 32) replays every policy over 20 seeds on worker threads;
// this measures what the window's thread still does. A 10 ms timer records the largest gap between its
// ticks (the longest the window stalls) while the page is shown and its run fills it, and while a
// sweep of one team's quota (8 values) runs. Prints, per run, the time until the page is filled, the
// longest stall, and the same for the sweep (bench/README.md).
//
//     bench_whatif_page --file WORKSPACE.gatebench [--runs 3]

#include "StallProbe.h"
#include "Translation.h"
#include "WhatifPage.h"
#include "workspace/Workspace.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>

using namespace gatebench;

using bench::measureStalls;
using bench::Stalls;

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    auto given = bench::openWindowBench(app, "bench_whatif_page");
    if (!given)
        return 1;
    Workspace& workspace = *given->workspace;
    const QString& file = given->file;
    const int runs = given->runs;
    std::printf("%s\n", qPrintable(file));
    std::printf("run  filled ms  longest stall ms  sweep ms  longest stall ms\n");
    for (int i = 1; i <= runs; ++i) {
        std::unique_ptr<WhatifPage> page;
        const Stalls run = measureStalls(
            [&] {
                page = std::make_unique<WhatifPage>();
                page->resize(1280, 800);
                page->setWorkspace(&workspace);
                page->show();
            },
            [&] { return page && !page->isRunning(); });
        if (!page->hasResult()) {
            std::fprintf(stderr, "%s\n", qPrintable(page->statusText()));
            return 1;
        }
        const Stalls sweep = measureStalls(
            [&] {
                auto* parameter = page->findChild<QComboBox*>(QStringLiteral("whatifSweepParameter"));
                parameter->setCurrentIndex(0);
                page->findChild<QDoubleSpinBox*>(QStringLiteral("whatifSweepFrom"))->setValue(8);
                page->findChild<QDoubleSpinBox*>(QStringLiteral("whatifSweepTo"))->setValue(64);
                page->findChild<QDoubleSpinBox*>(QStringLiteral("whatifSweepStep"))->setValue(8);
                page->runSweep();
            },
            [&] { return !page->isSweeping(); });
        std::printf("%3d  %9.1f  %16.1f  %8.1f  %16.1f\n", i, run.readyMs, run.longestStallMs, sweep.readyMs,
                    sweep.longestStallMs);
        std::fflush(stdout);
        page->setWorkspace(nullptr);
    }
    return 0;
}
