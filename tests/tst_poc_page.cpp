// The PoC page as a committee reads it: the runs of the demo in a table that sorts numbers as numbers
// and filters by candidate, scenario, outcome and text; the same-workload matrix that marks the demo's
// one gap (OpenShift AI's node-failure drill, run once of three, DOMAIN.md); the charts; a run's source
// line, and what the page says once that file has changed; the page following an import and its undo.
#include "MainWindow.h"
#include "PocPage.h"
#include "PocRunsView.h"
#include "PocSourceDialog.h"
#include "TestSupport.h"
#include "Translation.h"
#include "charts/PocBarsChart.h"
#include "itemmodels/PocRunsFilter.h"
#include "itemmodels/PocRunsModel.h"
#include "itemmodels/PocWorkloadModel.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include "ImportPipeline.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <algorithm>

using namespace gatebench;

namespace {

/// A small English result file: a note with a line break in quotes (its record spans lines 2-3).
const QByteArray kResults = "Platform,Scenario,Run ID,Result,Queue wait [min],Notes\r\n"
                            "Run:ai,Interactive development,T1,pass,0.5,\"first line\r\nsecond line\"\r\n"
                            "Red Hat OpenShift AI,Node failure,T2,fail,2,\r\n"
                            "Red Hat OpenShift AI,Node failure,T3,pass,1,\r\n";

} // namespace

class TestPocPage : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    testing::DemoCopies m_demos;
    int m_shots = 0;

    QString freshDemo() { return m_demos.fresh(); }

    /// The window on a fresh copy of the demo, on the PoC page.
    static PocRunsView* openPoc(MainWindow& window, const QString& path)
    {
        window.resize(1280, 800);
        window.show();
        if (!window.openFile(path, QStringLiteral("poc")))
            return nullptr;
        auto* page = qobject_cast<PocPage*>(window.page(QStringLiteral("poc")));
        return page ? page->runs() : nullptr;
    }

    /// The source column's value, row by row of the view.
    static QStringList column(const QAbstractItemModel* model, int column, int role = Qt::DisplayRole)
    {
        QStringList values;
        for (int row = 0; row < model->rowCount(); ++row)
            values.append(model->index(row, column).data(role).toString());
        return values;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(m_demos.create(m_dir.path()));
    }

    void theRunsTableListsEveryRunAndSortsNumbers()
    {
        MainWindow window;
        PocRunsView* view = openPoc(window, freshDemo());
        QVERIFY(view);
        QAbstractItemModelTester tester(view->runsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        Storage& storage = WorkspaceTestAccess::storage(*window.workspace());
        const qint64 stored = *storage.count(QStringLiteral("poc_runs"));
        QCOMPARE(stored, 142); // DOMAIN.md's demo: 3 candidates x (9 standard x 3 + drills), one drill short
        QTableView* table = view->runsTable();
        QCOMPARE(table->model()->rowCount(), int(stored));

        // The shortest and the longest queue wait, read from storage.
        auto rows = storage.select(QStringLiteral("poc_runs"));
        QVERIFY(rows.ok());
        QList<double> waits;
        for (const Row& row : std::as_const(*rows)) {
            const QVariant value = row.value(QStringLiteral("queue_s"));
            if (!value.isNull())
                waits.append(value.toDouble());
        }
        QVERIFY(!waits.isEmpty());
        const double shortest = *std::min_element(waits.cbegin(), waits.cend());
        const double longest = *std::max_element(waits.cbegin(), waits.cend());

        table->sortByColumn(PocRunsModel::QueueWait, Qt::AscendingOrder);
        const QAbstractItemModel* shown = table->model();
        QCOMPARE(shown->index(0, PocRunsModel::QueueWait).data(PocRunsModel::SortRole).toDouble(), shortest);
        // Numbers, not text: "11.9 s" before "3.4 min" before "43.1 s" would be text order.
        double previous = -1;
        for (int row = 0; row < shown->rowCount(); ++row) {
            const double wait = shown->index(row, PocRunsModel::QueueWait).data(PocRunsModel::SortRole).toDouble();
            QVERIFY2(wait >= previous,
                     qPrintable(QStringLiteral("row %1: %2 after %3").arg(row).arg(wait).arg(previous)));
            previous = wait;
        }
        table->sortByColumn(PocRunsModel::QueueWait, Qt::DescendingOrder);
        QCOMPARE(shown->index(0, PocRunsModel::QueueWait).data(PocRunsModel::SortRole).toDouble(), longest);

        // The times are in the cluster's zone, named in the header.
        QVERIFY(shown->headerData(PocRunsModel::Submitted, Qt::Horizontal).toString().contains(u"Asia/Shanghai"));
    }

    void theFiltersNarrowTheRuns()
    {
        MainWindow window;
        PocRunsView* view = openPoc(window, freshDemo());
        QVERIFY(view);
        const Storage& storage = window.workspace()->queries().rows();
        const QAbstractItemModel* shown = view->runsTable()->model();

        auto* candidate = view->findChild<QComboBox*>(QStringLiteral("pocRunsCandidate"));
        QVERIFY(candidate);
        QCOMPARE(candidate->count(), 4); // all, and the three candidates with runs
        candidate->setCurrentIndex(candidate->findData(QStringLiteral("openshift-ai")));
        const qint64 openShift = *storage.count(QStringLiteral("poc_runs"),
                                                {{QStringLiteral("candidate_id"), QStringLiteral("openshift-ai")}});
        QCOMPARE(shown->rowCount(), int(openShift));
        const QStringList candidates = column(shown, PocRunsModel::Candidate, PocRunsModel::CandidateIdRole);
        QCOMPARE(candidates.count(QStringLiteral("openshift-ai")), candidates.size());
        QCOMPARE(column(shown, PocRunsModel::Candidate).constFirst(), QStringLiteral("Red Hat OpenShift AI"));

        // With the scenario too: OpenShift AI ran the node-failure drill once.
        auto* scenario = view->findChild<QComboBox*>(QStringLiteral("pocRunsScenario"));
        scenario->setCurrentIndex(scenario->findData(QStringLiteral("drill-node-failure")));
        QCOMPARE(shown->rowCount(), 1);
        QCOMPARE(shown->index(0, PocRunsModel::Scenario).data().toString(), QStringLiteral("Node failure"));

        // Back to everyone; failures only, then a free text.
        candidate->setCurrentIndex(0);
        scenario->setCurrentIndex(0);
        auto* outcome = view->findChild<QComboBox*>(QStringLiteral("pocRunsOutcome"));
        outcome->setCurrentIndex(outcome->findData(QStringLiteral("failure")));
        const qint64 failures = *storage.count(QStringLiteral("poc_runs"), {{QStringLiteral("success"), 0}});
        QVERIFY(failures > 0);
        QCOMPARE(shown->rowCount(), int(failures));
        outcome->setCurrentIndex(0);
        view->findChild<QLineEdit*>(QStringLiteral("pocRunsSearch"))->setText(QStringLiteral("kubeflow"));
        const qint64 kubeflow =
            *storage.count(QStringLiteral("poc_runs"), {{QStringLiteral("candidate_id"), QStringLiteral("k8s-oss")}});
        QCOMPARE(shown->rowCount(), int(kubeflow));
    }

    void theMatrixMarksTheDemosOneGap()
    {
        MainWindow window;
        PocRunsView* view = openPoc(window, freshDemo());
        QVERIFY(view);
        PocWorkloadModel* matrix = view->matrixModel();
        QAbstractItemModelTester tester(matrix, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Only the candidates marked for the PoC and not Eliminated: Run:ai, OpenShift AI, Kubernetes.
        QCOMPARE(matrix->columnCount(), 3);
        QStringList columns;
        for (int c = 0; c < matrix->columnCount(); ++c)
            columns.append(matrix->headerData(c, Qt::Horizontal, PocWorkloadModel::CandidateIdRole).toString());
        QCOMPARE(columns,
                 (QStringList{QStringLiteral("runai"), QStringLiteral("openshift-ai"), QStringLiteral("k8s-oss")}));
        const QModelIndex gap = matrix->indexOf(QStringLiteral("openshift-ai"), QStringLiteral("drill-node-failure"));
        QVERIFY(gap.isValid());
        QVERIFY(gap.data(PocWorkloadModel::GapRole).toBool());
        QCOMPARE(gap.data().toString(), QStringLiteral("⚠ 1 / 3"));
        QVERIFY2(gap.data(Qt::ToolTipRole).toString().contains(QLatin1String("needs 3 runs, has only 1")),
                 qPrintable(gap.data(Qt::ToolTipRole).toString()));
        int gaps = 0;
        for (int r = 0; r < matrix->rowCount(); ++r) {
            for (int c = 0; c < matrix->columnCount(); ++c)
                gaps += matrix->index(r, c).data(PocWorkloadModel::GapRole).toBool() ? 1 : 0;
        }
        QCOMPARE(gaps, 1);
        const QModelIndex full = matrix->indexOf(QStringLiteral("runai"), QStringLiteral("drill-node-failure"));
        QCOMPARE(full.data().toString(), QStringLiteral("3"));
        // Double-click on the gap lists its one run.
        QTableView* matrixView = view->matrix();
        const QRect cell = matrixView->visualRect(gap);
        QTest::mouseClick(matrixView->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(matrixView->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(view->runsTable()->model()->rowCount(), 1);
        QCOMPARE(view->runsTable()->model()->index(0, PocRunsModel::Candidate).data(PocRunsModel::CandidateIdRole),
                 QVariant(QStringLiteral("openshift-ai")));
        auto* warning = view->findChild<QLabel*>(QStringLiteral("pocGaps"));
        QVERIFY(warning && warning->isVisible());
        QVERIFY2(
            warning->text().contains(QStringLiteral("Red Hat OpenShift AI, “Node failure”: needs 3 runs, has only 1")),
            qPrintable(warning->text()));
    }

    void theChartsShowTheScenarios()
    {
        MainWindow window;
        PocRunsView* view = openPoc(window, freshDemo());
        QVERIFY(view);
        auto* success = view->findChild<PocBarsChart*>(QStringLiteral("pocSuccessChart"));
        QVERIFY(success);
        QCOMPARE(success->bars().series.size(), 3); // one per candidate
        QCOMPARE(success->bars().rows.size(), 19);  // every scenario of the catalogue has runs
        QCOMPARE(success->bars().maximum, 100.0);
        auto* recovery = view->findChild<PocBarsChart*>(QStringLiteral("pocRecoveryChart"));
        QCOMPARE(recovery->bars().rows.size(), 10); // the fault drills
        QCOMPARE(recovery->bars().series.size(), 6);
        // The per-scenario chart follows its combo box: OpenShift AI's one node-failure run.
        auto* scenario = view->findChild<QComboBox*>(QStringLiteral("pocChartScenario"));
        scenario->setCurrentIndex(scenario->findData(QStringLiteral("drill-node-failure")));
        auto* time = view->findChild<PocBarsChart*>(QStringLiteral("pocTimeChart"));
        QCOMPARE(time->bars().rows.size(), 3);
        QVERIFY2(time->bars().rows.at(1).startsWith(QStringLiteral("Red Hat OpenShift AI — 1 run")),
                 qPrintable(time->bars().rows.at(1)));
        QVERIFY(time->bars().valueTitle.startsWith(QLatin1String("Queue wait (")));
        auto* metric = view->findChild<QComboBox*>(QStringLiteral("pocChartMetric"));
        metric->setCurrentIndex(1);
        QVERIFY(time->bars().valueTitle.startsWith(QLatin1String("Submit to available (")));
    }

    void aRunShowsItsSourceLineUntilTheFileChanges()
    {
        MainWindow window;
        PocRunsView* view = openPoc(window, freshDemo());
        QVERIFY(view);
        Workspace& workspace = *window.workspace();
        const QString csv = m_dir.filePath(QStringLiteral("results.csv"));
        {
            QFile file(csv);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(kResults);
        }
        const int before = view->runsModel()->rowCount();
        ImportRequest request;
        request.kind = QStringLiteral("poc");
        request.inputs = {csv};
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(workspace, request, &committed);
        QVERIFY(prepared.acceptable());
        QVERIFY(committed.ok());
        // The page follows the import: three more runs, and OpenShift AI's node-failure gap closed.
        QCOMPARE(view->runsModel()->rowCount(), before + 3);
        const auto gap = [view] {
            return view->matrixModel()
                ->indexOf(QStringLiteral("openshift-ai"), QStringLiteral("drill-node-failure"))
                .data(PocWorkloadModel::GapRole)
                .toBool();
        };
        QCoreApplication::processEvents(); // the page reads the analysis again once the step is done
        QVERIFY(!gap());
        QCOMPARE(
            view->matrixModel()->indexOf(QStringLiteral("openshift-ai"), QStringLiteral("drill-node-failure")).data(),
            QVariant(QStringLiteral("3")));

        auto* search = view->findChild<QLineEdit*>(QStringLiteral("pocRunsSearch"));
        search->setText(QStringLiteral("second line"));
        QTableView* table = view->runsTable();
        QCOMPARE(table->model()->rowCount(), 1);
        const QModelIndex run = table->model()->index(0, PocRunsModel::Source);
        QCOMPARE(run.data().toString(), QStringLiteral("results.csv:2"));
        QVERIFY(run.data(Qt::ToolTipRole).toString().contains(QString::fromLatin1(testing::fileSha256(csv).toHex())));
        table->setCurrentIndex(run);
        auto* button = view->findChild<QPushButton*>(QStringLiteral("pocShowSource"));
        QVERIFY(button->isEnabled());

        // The dialog from the button: the record's two lines, as the file has them.
        const auto openDialog = [&](QString* status, QString* line) {
            bool seen = false;
            QTimer::singleShot(0, this, [&] {
                auto* dialog = qobject_cast<PocSourceDialog*>(QApplication::activeModalWidget());
                if (!dialog)
                    return;
                seen = true;
                *status = dialog->findChild<QLabel*>(QStringLiteral("pocSourceStatus"))->text();
                if (const QString shots = qEnvironmentVariable("GATEBENCH_POC_SHOTS"); !shots.isEmpty())
                    dialog->grab().save(QDir(shots).filePath(QStringLiteral("source-%1.png").arg(++m_shots)));
                auto* shownLine = dialog->findChild<QPlainTextEdit*>(QStringLiteral("pocSourceLine"));
                *line = shownLine->isVisibleTo(dialog) ? shownLine->toPlainText() : QString();
                dialog->reject();
            });
            button->click();
            return seen;
        };
        QString status;
        QString line;
        QVERIFY(openDialog(&status, &line));
        QVERIFY2(status.contains(QLatin1String("unchanged")), qPrintable(status));
        QCOMPARE(line, QStringLiteral("Run:ai,Interactive development,T1,pass,0.5,\"first line\nsecond line\""));

        // The file edited after the import: the dialog says so and shows no line.
        {
            QFile file(csv);
            QVERIFY(file.open(QIODevice::Append));
            file.write("Run:ai,Node failure,T4,pass,1,\r\n");
        }
        QVERIFY(openDialog(&status, &line));
        QVERIFY2(status.contains(QLatin1String("has changed since the import")), qPrintable(status));
        QVERIFY(line.isEmpty());
        // And gone.
        QVERIFY(QFile::remove(csv));
        QVERIFY(openDialog(&status, &line));
        QVERIFY2(status.contains(QLatin1String("missing")), qPrintable(status));

        // The undo of the import takes its runs off the page again, and the gap is back.
        search->clear();
        QVERIFY(workspace.undo().ok());
        QCOMPARE(view->runsModel()->rowCount(), before);
        QCOMPARE(table->model()->rowCount(), before);
        QCoreApplication::processEvents();
        QVERIFY(gap());
    }

    void aDemoRunHasNoSourceToShow()
    {
        MainWindow window;
        PocRunsView* view = openPoc(window, freshDemo());
        QVERIFY(view);
        QTableView* table = view->runsTable();
        table->setCurrentIndex(table->model()->index(0, 0));
        QVERIFY(!view->findChild<QPushButton*>(QStringLiteral("pocShowSource"))->isEnabled());
        QCOMPARE(table->model()->index(0, PocRunsModel::Source).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("Not imported from a file"));
    }

    // Runs of a replayed what-if load carry their replay id (gatebench whatif export): the table shows
    // it in its own column, named as the import names the field (回放任务编号 in Chinese), sorted as
    // the ids count (gb-2 before gb-10); the demo's own runs have none, and without any the column
    // is hidden.
    void theRunsTableShowsTheReplayId()
    {
        MainWindow window;
        PocRunsView* view = openPoc(window, freshDemo());
        QVERIFY(view);
        // The demo's runs replayed nothing: the column is not shown.
        QVERIFY(view->runsTable()->isColumnHidden(PocRunsModel::ReplayId));
        const QString csv = m_dir.filePath(QStringLiteral("replayed.csv"));
        {
            QFile file(csv);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("Platform,Scenario,Run ID,Replay job id,Result,Queue wait [min]\r\n"
                       "Run:ai,Interactive development,R1,gb-10,pass,0.5\r\n"
                       "Run:ai,Interactive development,R2,gb-2,pass,1\r\n");
        }
        ImportRequest request;
        request.kind = QStringLiteral("poc");
        request.inputs = {csv};
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*window.workspace(), request, &committed);
        QVERIFY(prepared.acceptable());
        QVERIFY(committed.ok());
        QTableView* table = view->runsTable();
        QVERIFY(!table->isColumnHidden(PocRunsModel::ReplayId));
        const QAbstractItemModel* shown = table->model();
        QCOMPARE(shown->headerData(PocRunsModel::ReplayId, Qt::Horizontal).toString(), QStringLiteral("Replay job id"));
        table->sortByColumn(PocRunsModel::ReplayId, Qt::AscendingOrder);
        QCOMPARE(shown->index(0, PocRunsModel::ReplayId).data().toString(), QStringLiteral("gb-2"));
        QCOMPARE(shown->index(0, PocRunsModel::RunId).data().toString(), QStringLiteral("R2"));
        QCOMPARE(shown->index(1, PocRunsModel::ReplayId).data().toString(), QStringLiteral("gb-10"));
        // The runs without one come after them, blank.
        QCOMPARE(shown->index(2, PocRunsModel::ReplayId).data().toString(), QString());
        QCOMPARE(column(shown, PocRunsModel::ReplayId).count(QString()), shown->rowCount() - 2);

        applyLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(view->runsModel()->headerData(PocRunsModel::ReplayId, Qt::Horizontal).toString(),
                 QStringLiteral("回放任务编号"));
        applyLanguage(QStringLiteral("en"));
    }

    /// GATEBENCH_POC_SHOTS=DIR saves the whole "Runs and scenarios" tab (scrolled content) as PNGs there,
    /// in both languages and at both window sizes, to look at.
    void savesTheWholeTabWhenAsked()
    {
        const QString shots = qEnvironmentVariable("GATEBENCH_POC_SHOTS");
        if (shots.isEmpty())
            QSKIP("GATEBENCH_POC_SHOTS is not set");
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            applyLanguage(language);
            for (const QSize& size : {QSize(1280, 800), QSize(1920, 1080)}) {
                MainWindow window;
                PocRunsView* view = openPoc(window, freshDemo());
                QVERIFY(view);
                window.resize(size);
                QCoreApplication::processEvents();
                auto* scroll = view->findChild<QScrollArea*>(QStringLiteral("pocRunsScroll"));
                QVERIFY(scroll->widget()->grab().save(
                    QDir(shots).filePath(QStringLiteral("poc-tab-%1-%2.png").arg(language).arg(size.width()))));
            }
        }
        applyLanguage(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestPocPage)
#include "tst_poc_page.moc"
