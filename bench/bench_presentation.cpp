// bench_presentation: presentation mode on a large evaluation (issue 30). The slides are built on a
// worker thread; this measures what the window's thread still does. A 10 ms timer records the largest
// gap between its ticks (the longest the window stalls) while a PresentationWindow opens and builds its
// slides, and again while it builds them once more after a change of the evaluation that leaves the
// jobs alone (a candidate set aside, undone). For comparison it times one build of the slides on the
// window's thread, as presentation mode did before the worker (every change froze the window that
// long). Prints, per run, the time until the slides are ready, the longest stall, and the same after
// the change (bench/README.md).
//
//     bench_presentation --file WORKSPACE.gatebench [--runs 3]

#include "PresentationWindow.h"
#include "StallProbe.h"
#include "Translation.h"
#include "commands/Candidates.h"
#include "reports/PresentationSlides.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace gatebench;

using bench::measureStalls;
using bench::Stalls;

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    auto given = bench::openWindowBench(app, "bench_presentation");
    if (!given)
        return 1;
    Workspace& workspace = *given->workspace;
    const QString& file = given->file;
    const int runs = given->runs;
    const QDate asOf = workspace.queries().evaluationDate();
    // A change that leaves the jobs alone: a shortlisted candidate set aside (then undone).
    QString candidate;
    if (auto current = workspace.queries().decision(asOf)) {
        for (const CandidateDecision& c : (*current)->decision.candidates) {
            if (c.shortlisted && candidate.isEmpty())
                candidate = c.candidateId;
        }
    }
    if (candidate.isEmpty()) {
        std::fprintf(stderr, "%s has no shortlisted candidate to set aside (make it with --demo)\n", qPrintable(file));
        return 1;
    }

    std::printf("%s\n", qPrintable(file));
    std::printf("run  on the window's thread ms  ready ms  longest stall ms  after a change: ready ms  "
                "longest stall ms\n");
    for (int i = 1; i <= runs; ++i) {
        // One build on this thread, as the window did before the worker.
        QElapsedTimer clock;
        clock.start();
        auto current = workspace.queries().decision(asOf);
        if (!current) {
            std::fprintf(stderr, "%s\n", qPrintable(current.error().message));
            return 1;
        }
        presentation::Options options;
        options.asOf = (*current)->decision.asOf;
        auto slides = presentation::build(workspace.queries().rows(), (*current)->decision, (*current)->input, options);
        const double onThread = double(clock.nsecsElapsed()) / 1e6;
        if (!slides) {
            std::fprintf(stderr, "%s\n", qPrintable(slides.error().message));
            return 1;
        }

        // The window: opened, its slides built on the worker; then a change, and its undo.
        std::unique_ptr<PresentationWindow> window;
        const auto ready = [&window] { return window && !window->isPreparing(); };
        const Stalls open = measureStalls(
            [&] {
                window = std::make_unique<PresentationWindow>(workspace, asOf);
                window->resize(1920, 1080);
                window->show();
            },
            ready);
        const Stalls changed = measureStalls(
            [&] {
                if (!candidates::setShortlisted(workspace, candidate, false, QStringLiteral("bench")).ok())
                    std::fprintf(stderr, "the change was refused\n");
            },
            [&] { return ready() && window->slides().size() == 8; });
        if (!workspace.undo().ok())
            std::fprintf(stderr, "the undo was refused\n");
        measureStalls([] {}, ready);
        std::printf("%3d  %27.1f  %8.1f  %16.1f  %23.1f  %16.1f\n", i, onThread, open.readyMs, open.longestStallMs,
                    changed.readyMs, changed.longestStallMs);
        std::fflush(stdout);
    }
    return 0;
}
