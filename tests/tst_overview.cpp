// The Overview tells the whole decision at a glance, and the assessments grid never moves under the
// mouse: every open gate of a Blocked candidate, the waiver an Eligible one stands on with its
// expiry, set-aside candidates in sight, "no score" rather than 0.0, one evaluation date for every
// page, a click on a gate-matrix cell that opens that cell in the grid, and messages that neither
// shift the grid nor send a note to another cell.
#include "AssessmentsTab.h"
#include "EvidencePanel.h"
#include "MainWindow.h"
#include "OverviewPage.h"
#include "RequirementsPage.h"
#include "TestSupport.h"
#include "charts/BonusBarsChart.h"
#include "charts/EliminationFunnelChart.h"
#include "charts/GateMatrixChart.h"
#include "commands/Assessments.h"
#include "commands/Candidates.h"
#include "commands/Minutes.h"
#include "core/Labels.h"
#include "decision/DecisionCharts.h"
#include "decision/DecisionDocument.h"
#include "decision/DecisionEngine.h"
#include "decision/DecisionLoader.h"
#include "itemmodels/AssessmentGridModel.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QDateEdit>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QtTest>

using namespace gatebench;

namespace {

const QDate kAsOf(2026, 11, 30); // the demo's date: k8s-oss's waiver holds until 2027-01-31

Row assessmentInFile(const QString& path, const QString& candidate, const QString& criterion)
{
    auto w = Workspace::open(path, Workspace::Access::ReadOnly);
    if (!w)
        return {};
    auto rows =
        (*w)->queries().rows().select(QStringLiteral("assessments"), {{QStringLiteral("candidate_id"), candidate},
                                                                      {QStringLiteral("criterion_id"), criterion}});
    return rows && !rows->isEmpty() ? rows->first() : Row();
}

QString evidenceInFile(const QString& path, const QString& candidate, const QString& criterion)
{
    return assessmentInFile(path, candidate, criterion).value(QStringLiteral("evidence")).toString();
}

/// The list item of the Overview's status column that names `name`.
QString statusLine(const QLabel* status, const QString& name)
{
    const QStringList items = status->text().split(QStringLiteral("<li>")).mid(1); // not the summary
    for (const QString& item : items) {
        if (item.contains(name.toHtmlEscaped()))
            return item;
    }
    return {};
}

const GateMatrixRow* rowOf(const GateMatrix& matrix, const QString& candidate)
{
    for (const GateMatrixRow& row : matrix.rows) {
        if (row.candidateId == candidate)
            return &row;
    }
    return nullptr;
}

/// A point of the chart inside cell (row, column), found through the chart's own hit test.
QPoint pointOfCell(const GateMatrixChart* chart, int row, int column)
{
    for (int y = 0; y < chart->height(); y += 3) {
        for (int x = 0; x < chart->width(); x += 3) {
            if (chart->cellAt(QPointF(x, y)) == std::pair(row, column)) {
                // The middle of the cell, not its edge.
                int right = x;
                while (chart->cellAt(QPointF(right + 1, y)) == std::pair(row, column))
                    ++right;
                int bottom = y;
                while (chart->cellAt(QPointF(x, bottom + 1)) == std::pair(row, column))
                    ++bottom;
                return QPoint((x + right) / 2, (y + bottom) / 2);
            }
        }
    }
    return {-1, -1};
}

} // namespace

class TestOverview : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    testing::DemoCopies m_demos;

    QString freshDemo() { return m_demos.fresh(); }

    /// The window on `page` of `path`, judged as of the demo's date.
    bool open(MainWindow& window, const QString& path, const QString& page = QStringLiteral("overview"))
    {
        window.resize(1280, 800);
        window.show();
        if (!window.openFile(path, page))
            return false;
        auto* asOf = window.findChild<QDateEdit*>(QStringLiteral("asOfDate"));
        if (!asOf)
            return false;
        asOf->setDate(kAsOf);
        return window.asOf() == kAsOf;
    }

    static QLabel* overviewStatus(MainWindow& window)
    {
        return window.findChild<QLabel*>(QStringLiteral("overviewStatus"));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(m_demos.create(m_dir.path()));
    }

    void oneEvaluationDateForEveryPage()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.openFile(freshDemo()));
        // Opened: the date the evaluation states (the demo's 2026-11-30), on every page.
        QCOMPARE(window.asOf(), QDate(2026, 11, 30));
        auto* requirements = qobject_cast<RequirementsPage*>(window.page(QStringLiteral("requirements")));
        QVERIFY(requirements);
        QCOMPARE(requirements->assessments()->asOf(), QDate(2026, 11, 30));
        QTRY_VERIFY(overviewStatus(window)->text().contains(QStringLiteral("Status as of 2026-11-30")));
        // "Today": today in the cluster's time zone, not the machine's.
        const QString zone = window.workspace()->setting(QStringLiteral("time_zone"));
        QVERIFY(QTimeZone(zone.toUtf8()).isValid());
        const QDate today = window.workspace()->now().toTimeZone(QTimeZone(zone.toUtf8())).date();
        auto* todayButton = window.findChild<QPushButton*>(QStringLiteral("asOfToday"));
        QVERIFY(todayButton);
        todayButton->click();
        QCOMPARE(window.asOf(), today);
        QCOMPARE(requirements->assessments()->asOf(), today);

        // Another date: the Overview, the grid and the decision panel all judge on it.
        auto* asOf = window.findChild<QDateEdit*>(QStringLiteral("asOfDate"));
        QVERIFY(asOf && asOf->isVisible());
        asOf->setDate(QDate(2027, 2, 1));
        QCOMPARE(requirements->assessments()->asOf(), QDate(2027, 2, 1));
        QTRY_VERIFY(overviewStatus(window)->text().contains(QStringLiteral("Status as of 2027-02-01")));
        auto* heading = requirements->findChild<QLabel*>(QStringLiteral("decisionHeading"));
        QTRY_COMPARE(heading->text(), QStringLiteral("Decision as of 2027-02-01"));
        // Still the same on another page, and after a language-independent rebuild of the pages.
        window.showPage(QStringLiteral("report"));
        QCOMPARE(window.findChild<QDateEdit*>(QStringLiteral("asOfDate"))->date(), QDate(2027, 2, 1));
        // The Report page's "as of" is the window's date, not the one stored with the evaluation: the
        // report's date, and the date of the engine's suggestion for the decision record.
        QWidget* report = window.page(QStringLiteral("report"));
        QCOMPARE(report->findChild<QDateEdit*>(QStringLiteral("reportDate"))->date(), QDate(2027, 2, 1));
        const QString suggestion = report->findChild<QLabel*>(QStringLiteral("recordSuggestion"))->text();
        QVERIFY2(suggestion.contains(QStringLiteral("2027-02-01")), qPrintable(suggestion));
        QVERIFY(!suggestion.contains(QStringLiteral("2026-11-30")));
    }

    /// The minutes' open actions past their due date on the window's date are flagged on the Overview
    /// with their owner (the demo's audit-log sample, due 2026-11-27); none before that date, and an
    /// action marked done leaves the list.
    void overdueActionsFlagged()
    {
        MainWindow window;
        QVERIFY(open(window, freshDemo()));
        auto* overdue = window.findChild<QLabel*>(QStringLiteral("overviewOverdueActions"));
        QVERIFY(overdue);
        QTRY_VERIFY(overdue->isVisible());
        QVERIFY2(overdue->text().contains(QStringLiteral("Ask the vendors for an audit log sample")),
                 qPrintable(overdue->text()));
        QVERIFY(overdue->text().contains(QStringLiteral("Lin Xiaowen")));
        QVERIFY(!overdue->text().contains(QStringLiteral("Check the GPU list prices")));
        window.findChild<QDateEdit*>(QStringLiteral("asOfDate"))->setDate(QDate(2026, 11, 27));
        QTRY_VERIFY(!overdue->isVisible());
        window.findChild<QDateEdit*>(QStringLiteral("asOfDate"))->setDate(QDate(2026, 12, 5));
        QTRY_VERIFY(overdue->text().contains(QStringLiteral("Check the GPU list prices")));
        MeetingAction done{2,
                           1,
                           QStringLiteral("Ask the vendors for an audit log sample"),
                           QStringLiteral("r2"),
                           QDate(2026, 11, 27),
                           ActionStatus::Done};
        QVERIFY(minutes::changeAction(*window.workspace(), done).ok());
        QTRY_VERIFY(!overdue->text().contains(QStringLiteral("audit log sample")));
    }

    /// Data kept in both languages shows in the interface language: a Chinese demo read in English
    /// has its English title and organisation (the demo fills both); a name given only in Chinese
    /// shows in Chinese, marked so, in the Overview, the candidate list and the decision.
    void bilingualDataShowsInTheInterfaceLanguage()
    {
        const QString path = m_dir.filePath(QStringLiteral("demo-zh.gatebench"));
        NewWorkspaceOptions options;
        options.path = path;
        options.content = NewWorkspaceOptions::Content::Demo;
        options.language = QStringLiteral("zh_CN");
        QVERIFY(createWorkspaceFile(options).ok());
        MainWindow window;
        QVERIFY(open(window, path));
        auto* overview = window.page(QStringLiteral("overview"));
        QCOMPARE(overview->findChild<QLabel*>(QStringLiteral("pageTitle"))->text(),
                 QStringLiteral("Sample evaluation: a platform for a GPU cluster shared by four algorithm teams "
                                "(simulated data)"));
        const QList<QLabel*> labels = overview->findChildren<QLabel*>();
        QVERIFY(std::any_of(labels.cbegin(), labels.cend(), [](const QLabel* l) {
            return l->text().contains(QStringLiteral("Organisation: Example Tech"));
        }));
        QVERIFY(window.windowTitle().contains(QStringLiteral("Sample evaluation")));

        auto added = candidates::add(*window.workspace(), QStringLiteral("仅中文平台"), QString());
        QVERIFY(added.ok());
        const QString marked = QStringLiteral("仅中文平台 (Chinese only)");
        auto* table = overview->findChild<QTableWidget*>(QStringLiteral("overviewCandidates"));
        QTRY_VERIFY(table->rowCount() == 8);
        QCOMPARE(table->item(7, 0)->text(), marked);
        auto input = loadDecisionInput(window.workspace()->queries().rows());
        QVERIFY(input.ok());
        const DecisionDocument document(decide(*input, kAsOf), *input, QStringLiteral("en"));
        QVERIFY2(document.text().contains(marked), qPrintable(document.text()));
        QCOMPARE(shownIn(QStringLiteral("数据边界"), QStringLiteral("Data boundary"), QStringLiteral("en")),
                 QStringLiteral("Data boundary"));
        QCOMPARE(shownIn(QString(), QString(), QStringLiteral("en")), QString());
        window.closeWorkspace();
    }

    void blockedCandidateListsEveryOpenGate()
    {
        const QString path = freshDemo();
        MainWindow window;
        QVERIFY(open(window, path));
        // openshift-ai is Blocked on Key workflows; make Resource availability unknown too.
        QVERIFY(assessments::setVerdict(*window.workspace(), QStringLiteral("openshift-ai"),
                                        QStringLiteral("gate-resource-availability"), GateVerdict::Unknown)
                    .ok());
        QLabel* status = overviewStatus(window);
        QVERIFY(status);
        QTRY_VERIFY(statusLine(status, QStringLiteral("Red Hat OpenShift AI")).contains(QStringLiteral("Resource")));
        const QString line = statusLine(status, QStringLiteral("Red Hat OpenShift AI"));
        QVERIFY2(line.contains(QStringLiteral("Blocked")), qPrintable(line));
        QVERIFY2(line.contains(QStringLiteral("Resource availability")), qPrintable(line));
        QVERIFY2(line.contains(QStringLiteral("Key workflows")), qPrintable(line));
        // An eliminated candidate lists every failing gate and every unknown one.
        const QString baseCommand = statusLine(status, QStringLiteral("NVIDIA Base Command Platform"));
        for (const QString& title : {QStringLiteral("Hardware compatibility"), QStringLiteral("Identity and audit"),
                                     QStringLiteral("Data boundary"), QStringLiteral("Resource availability"),
                                     QStringLiteral("Key workflows")})
            QVERIFY2(baseCommand.contains(title), qPrintable(title));
        // The words of the grid's row header say the same.
        auto* requirements = qobject_cast<RequirementsPage*>(window.page(QStringLiteral("requirements")));
        QTRY_COMPARE(requirements->assessments()->model()->statusText(QStringLiteral("openshift-ai")),
                     QStringLiteral("Blocked by Resource availability, Key workflows"));
    }

    void eligibleOnAWaiverShowsItsExpiry()
    {
        MainWindow window;
        QVERIFY(open(window, freshDemo()));
        QLabel* status = overviewStatus(window);
        QTRY_VERIFY(status->text().contains(QStringLiteral("Status as of 2026-11-30")));
        const QString k8s = statusLine(status, QStringLiteral("Kubernetes + Volcano + Kubeflow"));
        QVERIFY2(k8s.contains(QStringLiteral("Eligible")), qPrintable(k8s));
        QVERIFY2(k8s.contains(QStringLiteral("only on a waiver of Identity and audit")), qPrintable(k8s));
        QVERIFY2(k8s.contains(QStringLiteral("2027-01-31")), qPrintable(k8s));
        // runai passes every gate on its own: no waiver named.
        const QString runai = statusLine(status, QStringLiteral("NVIDIA Run:ai"));
        QVERIFY(runai.contains(QStringLiteral("Eligible")));
        QVERIFY(!runai.contains(QStringLiteral("waiver")));
        // After the expiry the waiver no longer holds: Blocked, and the lapse is named.
        window.setAsOf(QDate(2027, 2, 1));
        QTRY_VERIFY(statusLine(status, QStringLiteral("Kubernetes + Volcano + Kubeflow"))
                        .contains(QStringLiteral("waiver expired 2027-01-31")));
        QVERIFY(
            statusLine(status, QStringLiteral("Kubernetes + Volcano + Kubeflow")).contains(QStringLiteral("Blocked")));
    }

    void setAsideCandidateStaysVisible()
    {
        const QString path = freshDemo();
        MainWindow window;
        QVERIFY(open(window, path));
        const QString reason = QStringLiteral("Vendor withdrew its offer in week 2");
        QVERIFY(candidates::setShortlisted(*window.workspace(), QStringLiteral("ti-one"), false, reason).ok());
        QLabel* status = overviewStatus(window);
        QTRY_VERIFY(statusLine(status, QStringLiteral("Tencent Cloud TI-ONE")).contains(reason));
        const QString line = statusLine(status, QStringLiteral("Tencent Cloud TI-ONE"));
        QVERIFY2(line.contains(QStringLiteral("set aside")), qPrintable(line));
        QVERIFY2(line.contains(QStringLiteral("color:#8a8a8a")), qPrintable(line)); // greyed

        // The gate matrix keeps its row, marked set aside, with the reason; the grid has none.
        auto* matrix = window.findChild<GateMatrixChart*>(QStringLiteral("overviewGateMatrix"));
        QVERIFY(matrix);
        const GateMatrixRow* row = rowOf(matrix->matrix(), QStringLiteral("ti-one"));
        QVERIFY(row);
        QVERIFY(row->setAside);
        QCOMPARE(row->setAsideReason, reason);
        QCOMPARE(row->cells.size(), matrix->matrix().criterionIds.size());
        QCOMPARE(matrix->matrix().rows.last().candidateId, QStringLiteral("ti-one")); // after the shortlist
        auto* requirements = qobject_cast<RequirementsPage*>(window.page(QStringLiteral("requirements")));
        QTRY_VERIFY(!requirements->assessments()
                         ->model()
                         ->indexOf(QStringLiteral("ti-one"), QStringLiteral("gate-data-boundary"))
                         .isValid());
        // The candidates table lists it too, greyed.
        auto* table = window.findChild<QTableWidget*>(QStringLiteral("overviewCandidates"));
        QVERIFY(table);
        bool listed = false;
        for (int r = 0; r < table->rowCount(); ++r) {
            if (table->item(r, 0)->text() == QStringLiteral("Tencent Cloud TI-ONE")) {
                listed = true;
                QVERIFY(table->item(r, 3)->text().contains(reason));
                QCOMPARE(table->item(r, 0)->foreground().color(), QColor(0x8a, 0x8a, 0x8a));
            }
        }
        QVERIFY(listed);
    }

    void newCandidateHasNoScoreNotZero()
    {
        // A fresh evaluation from the template, and a candidate added to it: nobody scored anything.
        const QString path = m_dir.filePath(QStringLiteral("template.gatebench"));
        NewWorkspaceOptions options;
        options.path = path;
        options.language = QStringLiteral("en");
        QVERIFY(createWorkspaceFile(options).ok());
        MainWindow window;
        QVERIFY(open(window, path));
        QVERIFY(candidates::add(*window.workspace(), QStringLiteral("新平台"), QStringLiteral("New platform")).ok());
        QLabel* status = overviewStatus(window);
        QTRY_VERIFY(!statusLine(status, QStringLiteral("New platform")).isEmpty());
        const QString line = statusLine(status, QStringLiteral("New platform"));
        QVERIFY2(line.contains(QStringLiteral("No score yet")), qPrintable(line));
        QVERIFY2(!line.contains(QRegularExpression(QStringLiteral("\\b0\\.0\\b"))), qPrintable(line));
        QVERIFY2(!status->text().contains(QRegularExpression(QStringLiteral("\\b0\\.0\\b"))),
                 qPrintable(status->text()));

        // An Eligible candidate nobody scored: "no score" in the ranking, the summary and the chart.
        DecisionInput input;
        input.candidates = {{QStringLiteral("a"), QStringLiteral("甲"), QStringLiteral("Alpha"), true, {}, false, 1}};
        DecisionCriterion gate;
        gate.id = QStringLiteral("g");
        gate.titleEn = QStringLiteral("Gate");
        DecisionCriterion bonus;
        bonus.id = QStringLiteral("b");
        bonus.tier = CriterionTier::Bonus;
        bonus.titleEn = QStringLiteral("Bonus");
        bonus.weight = 2.0;
        bonus.position = 1;
        input.criteria = {gate, bonus};
        DecisionAssessment pass;
        pass.candidateId = QStringLiteral("a");
        pass.criterionId = QStringLiteral("g");
        pass.verdict = GateVerdict::Pass;
        input.assessments = {pass};
        const Decision decision = decide(input, kAsOf);
        QCOMPARE(decision.recommended, QStringLiteral("a"));
        const DecisionDocument document(decision, input, QStringLiteral("en"));
        QCOMPARE(document.scoreText(QStringLiteral("a")), QStringLiteral("no score"));
        QVERIFY(document.summaryHtml().contains(QStringLiteral("no score yet")));
        QVERIFY(!document.summaryHtml().contains(QStringLiteral("0.0")));
        QVERIFY(document.candidatesHtml().contains(QStringLiteral("no score yet")));
        const BonusBars bars = bonusBars(decision, input, QStringLiteral("en"));
        QCOMPARE(bars.bars.size(), 1);
        QVERIFY(!bars.bars.first().scored);
        QVERIFY(!document.text().contains(QStringLiteral("0.00")));
    }

    void chartsStandBesideTheMatrix()
    {
        MainWindow window;
        QVERIFY(open(window, freshDemo()));
        auto* funnel = window.findChild<EliminationFunnelChart*>(QStringLiteral("overviewFunnel"));
        auto* bonus = window.findChild<BonusBarsChart*>(QStringLiteral("overviewBonusBars"));
        QVERIFY(funnel && bonus);
        QTRY_COMPARE(bonus->bars().bars.size(), 2); // runai and k8s-oss, as of the demo's date
        // The funnel names gates by their titles, and counts the candidate through on a waiver.
        QCOMPARE(funnel->funnel().steps.first().label, QStringLiteral("Identity and audit"));
        QCOMPARE(funnel->funnel().steps.first().waived, 1);
    }

    void matrixCellOpensTheGridCell()
    {
        const QString path = freshDemo();
        MainWindow window;
        QVERIFY(open(window, path));
        auto* matrix = window.findChild<GateMatrixChart*>(QStringLiteral("overviewGateMatrix"));
        QVERIFY(matrix && matrix->isVisible());
        QTRY_VERIFY(rowOf(matrix->matrix(), QStringLiteral("pai")));
        const int row = int(rowOf(matrix->matrix(), QStringLiteral("pai")) - matrix->matrix().rows.constData());
        const QString gate = QStringLiteral("gate-data-boundary");
        const int column = int(matrix->matrix().criterionIds.indexOf(gate));
        QVERIFY(row >= 0 && column >= 0);

        // The tooltip: the verdict, the evidence, who changed it and when (in the cluster's zone).
        const Row stored = assessmentInFile(path, QStringLiteral("pai"), gate);
        const QString tooltip = matrix->matrix().rows.at(row).cells.at(column).tooltip;
        QVERIFY2(tooltip.startsWith(QStringLiteral("Fail")), qPrintable(tooltip));
        QVERIFY2(tooltip.contains(stored.value(QStringLiteral("evidence")).toString().left(40)), qPrintable(tooltip));
        QVERIFY2(tooltip.contains(stored.value(QStringLiteral("reviewer")).toString()), qPrintable(tooltip));
        QVERIFY2(tooltip.contains(window.workspace()->setting(QStringLiteral("time_zone"))), qPrintable(tooltip));

        const QPoint at = pointOfCell(matrix, row, column);
        QVERIFY(at.x() >= 0);
        QTest::mouseClick(matrix, Qt::LeftButton, Qt::NoModifier, at);
        auto* stack = window.findChild<QStackedWidget*>(QStringLiteral("pageStack"));
        QVERIFY(stack->currentWidget()->findChild<QWidget*>(
            QStringLiteral("requirementsPage"))); // the page, in its scroll area
        auto* requirements = qobject_cast<RequirementsPage*>(window.page(QStringLiteral("requirements")));
        QCOMPARE(requirements->tabs()->currentIndex(), 1);
        const QModelIndex current = requirements->assessments()->grid()->currentIndex();
        QCOMPARE(current.data(AssessmentGridModel::CandidateIdRole).toString(), QStringLiteral("pai"));
        QCOMPARE(current.data(AssessmentGridModel::CriterionIdRole).toString(), gate);
        QCOMPARE(requirements->assessments()->evidencePanel()->candidateId(), QStringLiteral("pai"));
        QCOMPARE(requirements->assessments()->evidencePanel()->criterionId(), gate);
    }

    void gridStaysStillAndNotesLandInTheirOwnCell()
    {
        const QString path = freshDemo();
        MainWindow window;
        QVERIFY(open(window, path, QStringLiteral("requirements")));
        auto* requirements = qobject_cast<RequirementsPage*>(window.page(QStringLiteral("requirements")));
        requirements->showAssessments();
        AssessmentsTab* tab = requirements->assessments();
        QTableView* grid = tab->grid();
        AssessmentGridModel* model = tab->model();
        auto* message = tab->findChild<QLabel*>(QStringLiteral("assessmentMessage"));
        auto* note = tab->findChild<QPlainTextEdit*>(QStringLiteral("evidenceNote"));
        auto* title = tab->findChild<QLabel*>(QStringLiteral("evidenceTitle"));
        QVERIFY(message && note && title);
        QTRY_VERIFY(grid->isVisible() && model->rowCount() > 0);

        const QString gateA = QStringLiteral("gate-hardware-compat");
        const QString gateB = QStringLiteral("gate-resource-availability");
        const QModelIndex a = model->indexOf(QStringLiteral("runai"), gateA);
        const QModelIndex b = model->indexOf(QStringLiteral("openshift-ai"), gateB);
        const QModelIndex c = model->indexOf(QStringLiteral("k8s-oss"), gateA);
        QVERIFY(a.isValid() && b.isValid() && c.isValid());
        const QString beforeA = evidenceInFile(path, QStringLiteral("runai"), gateA);
        const QString beforeC = evidenceInFile(path, QStringLiteral("k8s-oss"), gateA);

        // Where the grid is, and where B and C are, before any message.
        QCoreApplication::processEvents();
        grid->scrollTo(b);
        const QRect geometry(grid->mapTo(&window, QPoint(0, 0)), grid->size());
        const QPoint atB = grid->visualRect(b).center();
        const QPoint atC = grid->visualRect(c).center();

        // A refusal on A (W over a Pass): the message comes, the grid stays where it was.
        grid->setFocus();
        grid->setCurrentIndex(a);
        QVERIFY(message->text().isEmpty());
        QTest::keyClick(grid, Qt::Key_W);
        QVERIFY(!message->text().isEmpty());
        QCoreApplication::processEvents();
        QCOMPARE(QRect(grid->mapTo(&window, QPoint(0, 0)), grid->size()), geometry);

        // A click where B was: B, and the message is gone (it was about A).
        QTest::mouseClick(grid->viewport(), Qt::LeftButton, Qt::NoModifier, atB);
        QCOMPARE(grid->currentIndex(), b);
        QVERIFY(message->text().isEmpty());
        // The editor names its cell.
        QVERIFY2(title->text().contains(QStringLiteral("Red Hat OpenShift AI")), qPrintable(title->text()));
        QVERIFY2(title->text().contains(QStringLiteral("Resource availability")), qPrintable(title->text()));

        // A note for B, then a click where C was: the note is saved to B, and only to B.
        QTest::keyClick(grid, Qt::Key_Return);
        QTRY_VERIFY(note->hasFocus());
        note->selectAll();
        const QString noteB = QStringLiteral("Capacity check of week 3: 64 GPUs reserved for the PoC.");
        QTest::keyClicks(note, noteB);
        QTest::mouseClick(grid->viewport(), Qt::LeftButton, Qt::NoModifier, atC);
        QCOMPARE(grid->currentIndex(), c);
        QCOMPARE(evidenceInFile(path, QStringLiteral("openshift-ai"), gateB), noteB);
        QCOMPARE(evidenceInFile(path, QStringLiteral("runai"), gateA), beforeA);
        QCOMPARE(evidenceInFile(path, QStringLiteral("k8s-oss"), gateA), beforeC);
        // "Saved" names the cell it saved, and the grid did not move for it.
        QVERIFY2(message->text().contains(QStringLiteral("Red Hat OpenShift AI")), qPrintable(message->text()));
        QCoreApplication::processEvents();
        QCOMPARE(QRect(grid->mapTo(&window, QPoint(0, 0)), grid->size()), geometry);
        // The editor now shows C's note, not B's.
        QCOMPARE(note->toPlainText(), beforeC);
        QCOMPARE(tab->evidencePanel()->candidateId(), QStringLiteral("k8s-oss"));
        window.closeWorkspace();
    }
};

QTEST_MAIN(TestOverview)
#include "tst_overview.moc"
