// The four-week plan on the Overview (issue 30): the timeline shows the demo's fourteen checks with
// their owners and the three overdue on its as-of date; the chair's dialog gives a check another owner
// and due date as one undoable step; a member's attempt is refused and changes nothing.
#include "OverviewPage.h"
#include "PlanDialog.h"
#include "PlanTimelineView.h"
#include "TestSupport.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QComboBox>
#include <QDateEdit>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace gatebench;
using namespace gatebench::testing;

class TestPlanGui : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    DemoCopies m_demos;

    /// The row of check `id` in the dialog's table.
    static int rowOf(const plan::Plan& p, const QString& id)
    {
        for (int r = 0; r < p.checks.size(); ++r) {
            if (p.checks.at(r).id == id)
                return r;
        }
        return -1;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(m_demos.create(m_dir.path()));
    }

    void overviewShowsThePlanAndTheChairEditsIt()
    {
        auto opened = Workspace::open(m_demos.fresh());
        QVERIFY(opened);
        std::unique_ptr<Workspace> workspace = std::move(opened).value();
        workspace->setActingMember(QStringLiteral("r1")); // the demo's chair
        OverviewPage page;
        page.resize(1280, 800);
        page.setAsOf(QDate(2026, 11, 30));
        page.setWorkspace(workspace.get());
        page.show();
        auto* timeline = page.findChild<PlanTimelineView*>(QStringLiteral("planTimeline"));
        QVERIFY(timeline);
        QTRY_COMPARE(timeline->plan().checks.size(), 14);
        QCOMPARE(timeline->plan().overdueCount(), 3);
        QCOMPARE(timeline->plan().check(QStringLiteral("w4-tco"))->ownerName,
                 QStringLiteral("Zhou Mingzhe (simulated)"));
        auto* heading = page.findChild<QLabel*>(QStringLiteral("planHeading"));
        QVERIFY(heading->text().contains(QStringLiteral("2026-11-02")));
        QVERIFY(page.findChild<QPushButton*>(QStringLiteral("editPlan"))->isEnabled());

        // The chair gives "same workload" to Lin Xiaowen (r2), due 2026-12-02: no longer overdue.
        const plan::Plan shown = timeline->plan();
        {
            PlanDialog dialog(*workspace, shown);
            auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("planChecks"));
            QVERIFY(table);
            const int row = rowOf(shown, QStringLiteral("w3-same-workload"));
            QVERIFY(row >= 0);
            auto* owner = static_cast<QComboBox*>(table->cellWidget(row, 3));
            owner->setCurrentIndex(owner->findData(QStringLiteral("r2")));
            static_cast<QDateEdit*>(table->cellWidget(row, 4))->setDate(QDate(2026, 12, 2));
            dialog.accept();
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        const auto ownerOf = [timeline](const char* id) {
            const plan::PlanCheck* c = timeline->plan().check(QLatin1String(id));
            return c ? c->ownerId : QString();
        };
        QTRY_COMPARE(ownerOf("w3-same-workload"), QStringLiteral("r2"));
        QCOMPARE(timeline->plan().overdueCount(), 2);
        QCOMPARE(timeline->plan().check(QStringLiteral("w3-same-workload"))->due, QDate(2026, 12, 2));
        QVERIFY(workspace->undo().ok());
        QTRY_COMPARE(ownerOf("w3-same-workload"), QStringLiteral("r4"));

        // A member's edit is refused (a message, closed here) and nothing changes.
        workspace->setActingMember(QStringLiteral("r2"));
        const QByteArray before = tableContents(workspace->queries().rows(), false);
        {
            PlanDialog dialog(*workspace, timeline->plan());
            dialog.findChild<QDateEdit*>(QStringLiteral("planStart"))->setDate(QDate(2026, 11, 9));
            QTimer::singleShot(0, [] {
                for (QWidget* w : QApplication::topLevelWidgets()) {
                    if (auto* box = qobject_cast<QMessageBox*>(w))
                        box->accept();
                }
            });
            dialog.accept();
            QVERIFY(dialog.result() != int(QDialog::Accepted));
        }
        QCOMPARE(tableContents(workspace->queries().rows(), false), before);
        page.setWorkspace(nullptr);
    }
};

QTEST_MAIN(TestPlanGui)
#include "tst_plan_gui.moc"
