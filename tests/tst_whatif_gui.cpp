// The scheduling what-if in the window (issue 32, what the committee sees): the What-if page fills from
// a background run on the demo (the calibration table first, a row per team, calibrated in words, the
// assumption on the page, every candidate with its predictions, the chart with the measured series and
// one per candidate); Cancel stops a run and leaves no half-made figures; the policy editor refuses a
// document the engine's strict parser refuses, naming the field; a saved policy is one undoable step
// and the page replays under it; a sweep of a team's quota and of borrowing fills its table.
#include "ImportPipeline.h"
#include "MainWindow.h"
#include "PolicyDialog.h"
#include "TestSupport.h"
#include "Translation.h"
#include "WhatifPage.h"
#include "charts/WhatifP90Chart.h"
#include "commands/Whatif.h"
#include "core/NumberText.h"
#include "poc/PocMetrics.h"
#include "repositories/PolicyRepository.h"
#include "whatif/LoadExport.h"
#include "whatif/Policy.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace gatebench;

namespace {

WhatifPage* whatifPage(MainWindow& window)
{
    return qobject_cast<WhatifPage*>(window.page(QStringLiteral("whatif")));
}

/// Waits for the page's run (or sweep) to end; false when it did not within a minute.
bool settled(WhatifPage* page)
{
    return QTest::qWaitFor([page] { return !page->isRunning() && !page->isSweeping(); }, 60000);
}

/// The row of `table` whose first cell is `text`, or -1.
int rowOf(const QTableWidget* table, const QString& text)
{
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, 0) && table->item(r, 0)->text() == text)
            return r;
    }
    return -1;
}

/// A copy of the demo where runai's busiest 4 hours were exported to a PoC cluster of 16 GPUs (recorded,
/// as `gatebench whatif export` does) and the PoC measured, against the predictions P of that export:
///   gb-1: one run waiting P + 60 s                      error  60 s
///   gb-2: two runs, P + 100 s and P + 140 s (median P + 120)  120 s
///   gb-3: one run waiting P + 300 s                      300 s
///   gb-4: one run cancelled before it started            not measured
/// The median absolute error of 60, 120 and 300 is 120 s. `exported` gets the number of jobs exported.
QString demoWithReplayedRuns(const QString& path, const QString& folder, qsizetype& exported)
{
    auto opened = Workspace::open(path);
    if (!opened)
        return opened.error().message;
    Workspace& w = **opened;
    auto load = whatif::loadExport(w.queries().rows(), {QStringLiteral("runai"), 4, 16});
    if (!load)
        return load.error().message;
    auto predicted = whatif::predictWaits(*load);
    if (!predicted)
        return predicted.error().message;
    exported = load->jobs.size();
    if (auto r = whatifedits::recordExport(w, QStringLiteral("runai"), whatif::recordOf(*load)); !r)
        return r.error().message;
    const auto wait = [&](const char* id, double plus) {
        return QString::number(predicted->waits.value(QLatin1String(id)) + plus, 'f', 0);
    };
    const QString csv = QDir(folder).filePath(QStringLiteral("replayed-runs.csv"));
    QFile file(csv);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    file.write(QStringLiteral("candidate,scenario,run_id,replay_id,queue_s,outcome\n"
                              "runai,distributed-training,p1,gb-1,%1,success\n"
                              "runai,distributed-training,p2,gb-2,%2,success\n"
                              "runai,distributed-training,p3,gb-2,%3,success\n"
                              "runai,distributed-training,p4,gb-3,%4,success\n"
                              "runai,distributed-training,p5,gb-4,,cancelled\n")
                   .arg(wait("gb-1", 60), wait("gb-2", 100), wait("gb-2", 140), wait("gb-3", 300))
                   .toUtf8());
    file.close();
    ImportRequest request;
    request.kind = QStringLiteral("poc");
    request.inputs = {csv};
    Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
    const PreparedImport prepared = runImport(w, request, &committed);
    if (!prepared.acceptable() || !committed)
        return QStringLiteral("the PoC runs were not imported: %1")
            .arg(committed ? QString() : committed.error().message);
    return {};
}

} // namespace

class TestWhatifGui : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    testing::DemoCopies m_demos;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(m_demos.create(m_dir.path()));
    }

    void pageFillsFromABackgroundRun()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.openFile(m_demos.fresh(), QStringLiteral("whatif")));
        WhatifPage* page = whatifPage(window);
        QVERIFY(page);
        QVERIFY(page->isRunning()); // shown: it replays off the window's thread
        QVERIFY(settled(page));
        QVERIFY2(page->hasResult(), qPrintable(page->statusText()));

        // The calibration first: all jobs, then the four teams, each reproduced within tolerance.
        QTableWidget* calibration = page->calibrationTable();
        QCOMPARE(calibration->rowCount(), 5);
        QCOMPARE(calibration->item(0, 0)->text(), QStringLiteral("All jobs"));
        for (const QString& team : {QStringLiteral("NLP"), QStringLiteral("Vision"), QStringLiteral("Speech"),
                                    QStringLiteral("Recommendation")}) {
            const int row = rowOf(calibration, team);
            QVERIFY2(row > 0, qPrintable(team));
            QCOMPARE(calibration->item(row, 6)->text(), QStringLiteral("yes"));
        }
        const int nlp = rowOf(calibration, QStringLiteral("NLP"));
        QCOMPARE(calibration->item(nlp, 4)->text(), QStringLiteral("82.1 min")); // the baseline's measured P90
        QVERIFY(page->findChild<QLabel*>(QStringLiteral("whatifCalibrationVerdict"))
                    ->text()
                    .startsWith(QLatin1String("Calibrated:")));
        // The assumption, on the page.
        QVERIFY(page->findChild<QLabel*>(QStringLiteral("whatifAssumptions"))
                    ->text()
                    .contains(QLatin1String("keeps the submit times users chose under the old queue")));
        QVERIFY(page->findChild<QLabel*>(QStringLiteral("whatifAdvice"))
                    ->text()
                    .contains(QLatin1String("it never settles a gate")));

        // Every shortlisted candidate, its default policy marked as assumed.
        QTableWidget* candidates = page->candidatesTable();
        QCOMPARE(candidates->rowCount(), 7);
        const int runai = rowOf(candidates, QStringLiteral("NVIDIA Run:ai"));
        QVERIFY(runai >= 0);
        QCOMPARE(candidates->item(runai, 1)->text(), QStringLiteral("Fair share with borrowing and reclaim"));
        QVERIFY(candidates->item(runai, 8)->text().contains(QLatin1String("policy assumed")));
        // Borrowing shortens NLP's P90 from 82.1 min to the start-up delay.
        page->showCandidate(QStringLiteral("runai"));
        const int nlpWaits = rowOf(page->waitsTable(), QStringLiteral("NLP"));
        QVERIFY(nlpWaits > 0);
        QCOMPARE(page->waitsTable()->item(nlpWaits, 5)->text(), QStringLiteral("20 s"));
        QCOMPARE(page->waitsTable()->item(nlpWaits, 6)->text(), QStringLiteral("shorter"));

        // The chart: the measured series and one per candidate, a value per team.
        const whatif::P90Chart& chart = page->chart()->data();
        QCOMPARE(chart.series.size(), 8);
        QVERIFY(chart.series.first().measured);
        QCOMPARE(chart.teams.size(), 4);
        QVERIFY(chart.calibrated);
    }

    // The check against the PoC, computed with the rest of the page off the window's thread: runai's
    // replayed jobs measured on the PoC beside the predictions of its recorded export (see
    // demoWithReplayedRuns: errors 60, 120 and 300 s, median 120 s); the candidates without replayed
    // runs are not listed; the jobs of runai in detail.
    void pocCheckShowsTheMedianAbsoluteError()
    {
        const QString path = m_demos.fresh();
        qsizetype exported = 0;
        const QString prepared = demoWithReplayedRuns(path, m_dir.path(), exported);
        QVERIFY2(prepared.isEmpty(), qPrintable(prepared));
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.openFile(path, QStringLiteral("whatif")));
        WhatifPage* page = whatifPage(window);
        QVERIFY(page->isRunning());
        QVERIFY(settled(page));
        QVERIFY2(page->hasResult(), qPrintable(page->statusText()));
        QTableWidget* check = page->pocCheckTable();
        QCOMPARE(check->rowCount(), 1);
        QCOMPARE(check->item(0, 0)->text(), QStringLiteral("NVIDIA Run:ai"));
        QCOMPARE(check->item(0, 1)->text(), QStringLiteral("3"));
        QCOMPARE(check->item(0, 2)->text(), pocDurationText(120));
        QVERIFY2(check->item(0, 3)->text().contains(QLatin1String("16 GPUs, 5 seeds")),
                 qPrintable(check->item(0, 3)->text()));
        QVERIFY2(check->item(0, 4)->text().contains(QStringLiteral("%1 predicted but not measured").arg(exported - 3)),
                 qPrintable(check->item(0, 4)->text()));

        page->showCandidate(QStringLiteral("runai"));
        QTableWidget* jobs = page->pocJobsTable();
        QVERIFY(jobs->isVisibleTo(page));
        QCOMPARE(jobs->rowCount(), 3);
        QStringList rows;
        for (int r = 0; r < jobs->rowCount(); ++r)
            rows.append(jobs->item(r, 0)->text() + u' ' + jobs->item(r, 1)->text() + u' ' + jobs->item(r, 4)->text());
        QCOMPARE(rows, (QStringList{QStringLiteral("gb-1 1 ") + pocDurationText(60),
                                    QStringLiteral("gb-2 2 ") + pocDurationText(120),
                                    QStringLiteral("gb-3 1 ") + pocDurationText(300)}));
        // Another candidate has no replayed runs: no table of jobs.
        page->showCandidate(QStringLiteral("k8s-oss"));
        QVERIFY(!jobs->isVisibleTo(page));

        // GATEBENCH_WHATIF_SHOTS=DIR: the check and runai's jobs, at 1280x800, in both languages.
        const QString shots = qEnvironmentVariable("GATEBENCH_WHATIF_SHOTS");
        if (shots.isEmpty())
            return;
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            applyLanguage(language);
            MainWindow shown;
            shown.resize(1280, 800);
            shown.show();
            QVERIFY(shown.openFile(path, QStringLiteral("whatif")));
            WhatifPage* p = whatifPage(shown);
            QVERIFY(settled(p));
            auto* scroll = p->findChild<QScrollArea*>(QStringLiteral("whatifScroll"));
            p->showCandidate(QStringLiteral("runai"));
            QCoreApplication::processEvents();
            scroll->ensureWidgetVisible(p->pocCheckTable(), 0, 400);
            scroll->horizontalScrollBar()->setValue(0);
            QCoreApplication::processEvents();
            QVERIFY(shown.grab().save(QDir(shots).filePath(QStringLiteral("whatif-poc-check-%1.png").arg(language))));
            scroll->ensureWidgetVisible(p->pocJobsTable(), 0, 50);
            scroll->horizontalScrollBar()->setValue(0);
            QCoreApplication::processEvents();
            QVERIFY(shown.grab().save(QDir(shots).filePath(QStringLiteral("whatif-poc-jobs-%1.png").arg(language))));
        }
        applyLanguage(QStringLiteral("en"));
    }

    void cancelStopsARun()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.openFile(m_demos.fresh(), QStringLiteral("whatif")));
        WhatifPage* page = whatifPage(window);
        QVERIFY(page->isRunning());
        auto* cancel = page->findChild<QPushButton*>(QStringLiteral("whatifCancel"));
        QVERIFY(cancel->isVisible());
        QSignalSpy finished(page, &WhatifPage::runFinished);
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(settled(page));
        QCOMPARE(finished.count(), 1);
        QVERIFY(!page->hasResult()); // nothing half-made is shown
        QVERIFY2(page->statusText().startsWith(QLatin1String("Cancelled")), qPrintable(page->statusText()));
        QVERIFY(!cancel->isVisible());
        // Replaying again fills the page.
        QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("whatifRun")), Qt::LeftButton);
        QVERIFY(settled(page));
        QVERIFY(page->hasResult());
    }

    void policyEditorRefusesABadDocumentWithItsField()
    {
        auto w = Workspace::open(m_demos.fresh());
        QVERIFY(w);
        whatif::Policy policy;
        policy.kind = whatif::PolicyKind::FairShare;
        PolicyDialog dialog(w->get(), QStringLiteral("runai"), QStringLiteral("NVIDIA Run:ai"), policy, true,
                            QStringLiteral("Run:ai projects (assumed)"), {}, nullptr);
        QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("policyAssumed"))); // the default is marked
        dialog.tabs()->setCurrentIndex(1);
        QVERIFY(dialog.jsonEdit()->toPlainText().contains(QLatin1String("\"fair_share\"")));
        const auto refused = [&](const char* json, const char* field) {
            dialog.jsonEdit()->setPlainText(QString::fromLatin1(json));
            dialog.accept();
            return dialog.result() != QDialog::Accepted && dialog.refusal().contains(QLatin1String(field));
        };
        QVERIFY2(refused(R"({"kind": "fifo", "quotas": {"nlp": -3}})", "quotas.nlp"), qPrintable(dialog.refusal()));
        QVERIFY2(refused(R"({"kind": "fifo", "backfil": "easy"})", "backfil"), qPrintable(dialog.refusal()));
        QVERIFY2(refused(R"({"kind": "fair_share", "borrowing": "yes"})", "borrowing"), qPrintable(dialog.refusal()));
        // Nothing was stored.
        QVERIFY(PolicyRepository((*w)->queries().rows()).all()->isEmpty());
    }

    void savedPolicyIsUndoableAndReplayed()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.openFile(m_demos.fresh(), QStringLiteral("whatif")));
        WhatifPage* page = whatifPage(window);
        QVERIFY(settled(page));
        Workspace& w = *window.workspace();
        // From the page: Run:ai without borrowing, on the dialog's fields.
        page->showCandidate(QStringLiteral("runai"));
        bool edited = false;
        QTimer::singleShot(0, page, [&] {
            auto* dialog = qobject_cast<PolicyDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            auto* borrowing = dialog->findChild<QCheckBox*>(QStringLiteral("policyBorrowing"));
            QVERIFY(borrowing->isChecked());
            borrowing->setChecked(false);
            dialog->accept();
            edited = true;
        });
        QSignalSpy replayed(page, &WhatifPage::runFinished);
        QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("whatifEditPolicy")), Qt::LeftButton);
        QVERIFY(edited);
        auto stored = PolicyRepository(w.queries().rows()).all();
        QVERIFY(stored && stored->contains(QStringLiteral("runai")));
        QVERIFY(!stored->value(QStringLiteral("runai")).borrowing);
        QCOMPARE(stored->value(QStringLiteral("runai")).startupDelayS, 20); // the default's, kept
        // The page replays under it: no longer an assumption.
        QTRY_VERIFY_WITH_TIMEOUT(replayed.count() >= 1 && !page->isRunning(), 60000);
        QVERIFY(page->hasResult());
        const int runai = rowOf(page->candidatesTable(), QStringLiteral("NVIDIA Run:ai"));
        QVERIFY(!page->candidatesTable()->item(runai, 8)->text().contains(QLatin1String("policy assumed")));
        // Edit > Undo takes it back.
        replayed.clear();
        QVERIFY(w.undo().ok());
        QVERIFY(!PolicyRepository(w.queries().rows()).all()->contains(QStringLiteral("runai")));
        QTRY_VERIFY_WITH_TIMEOUT(replayed.count() >= 1 && !page->isRunning(), 60000);
        QVERIFY(page->candidatesTable()->item(runai, 8)->text().contains(QLatin1String("policy assumed")));
    }

    void sweepOfAQuotaAndOfBorrowing()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.openFile(m_demos.fresh(), QStringLiteral("whatif")));
        WhatifPage* page = whatifPage(window);
        QVERIFY(settled(page));
        page->showCandidate(QStringLiteral("runai"));
        auto* parameter = page->findChild<QComboBox*>(QStringLiteral("whatifSweepParameter"));
        // NLP's quota from 16 to 48 GPUs by 16: three rows.
        parameter->setCurrentIndex(parameter->findData(QStringLiteral("nlp")));
        page->findChild<QDoubleSpinBox*>(QStringLiteral("whatifSweepFrom"))->setValue(16);
        page->findChild<QDoubleSpinBox*>(QStringLiteral("whatifSweepTo"))->setValue(48);
        page->findChild<QDoubleSpinBox*>(QStringLiteral("whatifSweepStep"))->setValue(16);
        page->runSweep();
        QVERIFY(page->isSweeping());
        QVERIFY(settled(page));
        QCOMPARE(page->sweepTable()->rowCount(), 3);
        QCOMPARE(page->sweepTable()->item(0, 0)->text(), QStringLiteral("16"));
        // Borrowing off and on (fair share's): off, NLP waits for its own share; on, it does not.
        const int borrowing = parameter->findData(QString());
        QVERIFY(borrowing >= 0);
        parameter->setCurrentIndex(borrowing);
        page->runSweep();
        QVERIFY(settled(page));
        QTableWidget* table = page->sweepTable();
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("off"));
        int nlpColumn = -1;
        for (int c = 0; c < table->columnCount(); ++c) {
            if (table->horizontalHeaderItem(c)->text().startsWith(QLatin1String("NLP")))
                nlpColumn = c;
        }
        QVERIFY(nlpColumn > 0);
        QCOMPARE(table->item(1, nlpColumn)->text(), QStringLiteral("20 s"));
        QVERIFY(table->item(0, nlpColumn)->text() != QStringLiteral("20 s"));
        // A sweep is cancelled too.
        page->runSweep();
        page->cancelSweep();
        QVERIFY(settled(page));
        QCOMPARE(page->findChild<QLabel*>(QStringLiteral("whatifSweepStatus"))->text(),
                 QStringLiteral("Sweep cancelled."));
    }
};

QTEST_MAIN(TestWhatifGui)
#include "tst_whatif_gui.moc"
