// bench_open_window: opening an evaluation in the window, as `gatebench FILE --page PAGE` does (issue 28,
// item 11). The window is shown, then the file is opened from inside the event loop while a 10 ms timer
// records the largest gap between its ticks (the longest the window stalls). Prints the time until
// the file is open, until the window's first paint after that (a usable window), and until the
// Baseline page has its figures and its job table its rows (computed off the window's thread), with
// the longest stall over the whole run (bench/README.md).
//
//     bench_open_window --file WORKSPACE.gatebench [--page overview] [--runs 3]

#include "BaselinePage.h"
#include "MainWindow.h"
#include "Translation.h"
#include "itemmodels/BaselineJobsModel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QEventLoop>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace gatebench;

namespace {

/// Notes the time of the first paint of any widget once armed.
class PaintWatch : public QObject {
public:
    explicit PaintWatch(const QElapsedTimer& clock)
        : m_clock(clock)
    {}
    void arm() { m_armed = true; }
    qint64 firstPaintNs() const { return m_firstPaintNs; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (m_armed && m_firstPaintNs < 0 && event->type() == QEvent::Paint && watched->isWidgetType())
            m_firstPaintNs = m_clock.nsecsElapsed();
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer& m_clock;
    bool m_armed = false;
    qint64 m_firstPaintNs = -1;
};

struct Run {
    double openMs = 0;
    double firstPaintMs = 0;
    double loadedMs = 0;
    double longestStallMs = 0;
    qint64 jobs = 0;
};

Run runOnce(QApplication& app, const QString& file, const QString& page)
{
    QElapsedTimer clock;
    clock.start();
    PaintWatch paints(clock);
    app.installEventFilter(&paints);
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QCoreApplication::processEvents(); // the empty window (start screen) is on screen

    Run run;
    QEventLoop loop;
    qint64 last = -1;
    qint64 longestNs = 0;
    qint64 beforeNs = -1; // when the opening started
    qint64 openedNs = -1;
    QTimer ticks;
    ticks.setTimerType(Qt::PreciseTimer);
    ticks.setInterval(10);
    auto* baseline = qobject_cast<BaselinePage*>(window.page(QStringLiteral("baseline")));
    QObject::connect(&ticks, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        if (last >= 0)
            longestNs = std::max(longestNs, now - last);
        last = now;
        if (openedNs >= 0 && paints.firstPaintNs() >= 0 && baseline && !baseline->isComputing())
            loop.quit(); // (QApplication::quit would close the window)
    });
    QTimer::singleShot(0, &window, [&] {
        beforeNs = clock.nsecsElapsed();
        last = beforeNs; // the opening itself counts as a stall of the event loop
        paints.arm();
        if (!window.openFile(file, page)) {
            std::fprintf(stderr, "cannot open %s\n", qPrintable(file));
            loop.exit(1);
            return;
        }
        openedNs = clock.nsecsElapsed();
    });
    ticks.start();
    loop.exec();
    const qint64 doneNs = clock.nsecsElapsed();
    app.removeEventFilter(&paints);
    // Every time from the start of the opening.
    run.openMs = double(openedNs - beforeNs) / 1e6;
    run.firstPaintMs = double(paints.firstPaintNs() - beforeNs) / 1e6;
    run.loadedMs = double(doneNs - beforeNs) / 1e6;
    run.longestStallMs = double(longestNs) / 1e6;
    run.jobs = baseline ? baseline->jobsModel()->rowCount() : 0;
    if (baseline && !baseline->jobsModel()->loadError().isEmpty())
        std::fprintf(stderr, "the job table: %s\n", qPrintable(baseline->jobsModel()->loadError()));
    window.closeWorkspace();
    return run;
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // the window's saved geometry and recent files stay the user's
    applyLanguage(QStringLiteral("en"));
    const QStringList args = app.arguments();
    const auto value = [&args](const char* name, const QString& fallback) {
        const qsizetype at = args.indexOf(QLatin1String(name));
        return at >= 0 && at + 1 < args.size() ? args.at(at + 1) : fallback;
    };
    const QString file = value("--file", QString());
    const QString page = value("--page", QStringLiteral("overview"));
    const int runs = std::max(1, value("--runs", QStringLiteral("3")).toInt());
    if (file.isEmpty()) {
        std::fprintf(stderr, "usage: bench_open_window --file WORKSPACE.gatebench [--page NAME] [--runs N]\n");
        return 1;
    }
    std::printf("%s, page %s\n", qPrintable(file), qPrintable(page));
    std::printf("run  open ms  first paint ms  baseline and job table ready ms  longest stall ms  jobs\n");
    for (int i = 1; i <= runs; ++i) {
        const Run run = runOnce(app, file, page);
        std::printf("%3d  %7.1f  %14.1f  %31.1f  %16.1f  %lld\n", i, run.openMs, run.firstPaintMs, run.loadedMs,
                    run.longestStallMs, static_cast<long long>(run.jobs));
        std::fflush(stdout);
    }
    return 0;
}
