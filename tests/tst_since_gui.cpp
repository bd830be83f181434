// "What changed since the last meeting" in the window (issue 30): the chair takes a snapshot from the
// Committee menu (named after the meeting's date, one undoable step; a member is told why not, without
// a blocking dialog), the Overview links to the view once there is a snapshot, and the view shows what
// a verdict changed since: the candidate's status before and after and the verdict's old and new
// value, with who changed it. With a sealed scoring round a member's view shows their own score and
// no other member's.
#include "MainWindow.h"
#include "OverviewPage.h"
#include "SinceDialog.h"
#include "TestSupport.h"
#include "commands/Assessments.h"
#include "commands/Rounds.h"
#include "committee/ActingMember.h"
#include "committee/Snapshots.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QAction>
#include <QComboBox>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>

using namespace gatebench;

namespace {

/// Takes a snapshot through Committee > Take a snapshot…, answering the name it asks for.
void takeThroughTheMenu(MainWindow& window, const QString& name)
{
    window.findChild<QAction*>(QStringLiteral("actionTakeSnapshot"))->trigger();
    QInputDialog* ask = nullptr;
    QTRY_VERIFY((ask = window.findChild<QInputDialog*>(QStringLiteral("snapshotName"))) != nullptr);
    QVERIFY(!ask->textValue().isEmpty()); // a name is offered
    ask->setTextValue(name);
    ask->accept();
}

/// The view's text once its comparison is shown (empty when it did not finish).
QString shownText(SinceDialog* view)
{
    if (!QTest::qWaitFor([view] { return !view->isComputing(); }, 20000))
        return {};
    return view->shownText();
}

} // namespace

class TestSinceGui : public QObject {
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

    void verdictChangeShowsItsStatusChange()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.openFile(m_demos.fresh()));
        Workspace& w = *window.workspace();

        // A member may not take one: told why, in a message that does not block the window.
        QVERIFY(committee::actAs(w, QStringLiteral("r2")).ok());
        takeThroughTheMenu(window, QStringLiteral("Refused"));
        QMessageBox* refused = nullptr;
        QTRY_VERIFY((refused = window.findChild<QMessageBox*>(QStringLiteral("snapshotRefused"))) != nullptr);
        QVERIFY(!refused->isModal() || refused->windowModality() != Qt::ApplicationModal);
        QVERIFY2(refused->text().contains(QLatin1String("not permitted")), qPrintable(refused->text()));
        refused->close();
        QVERIFY(!snapshots::resolve(w, QStringLiteral("Refused")).ok());

        // The chair takes one: one undoable step.
        QVERIFY(committee::actAs(w, QStringLiteral("r1")).ok());
        takeThroughTheMenu(window, QStringLiteral("Before the verdict"));
        QTRY_VERIFY(snapshots::resolve(w, QStringLiteral("Before the verdict")).ok());
        QVERIFY(w.undo().ok());
        QVERIFY(!snapshots::resolve(w, QStringLiteral("Before the verdict")).ok());
        QVERIFY(w.redo().ok());
        QVERIFY(snapshots::resolve(w, QStringLiteral("Before the verdict")).ok());

        // The Overview links to the view.
        auto* link = window.page(QStringLiteral("overview"))->findChild<QPushButton*>(QStringLiteral("overviewSince"));
        QVERIFY(link);
        QTRY_VERIFY(link->isVisible());

        // Run:ai's data boundary back to Unknown: Run:ai is Blocked.
        QVERIFY(assessments::setVerdict(w, QStringLiteral("runai"), QStringLiteral("gate-data-boundary"),
                                        GateVerdict::Unknown)
                    .ok());
        link->click();
        SinceDialog* view = window.sinceDialog();
        QVERIFY(view);
        QVERIFY(view->isVisible());
        // It compares with the last snapshot by default, and says which.
        auto* from = view->findChild<QComboBox*>(QStringLiteral("sinceFrom"));
        QVERIFY(from->currentText().contains(QLatin1String("Before the verdict")));
        const QString text = shownText(view);
        QVERIFY2(text.contains(QLatin1String("What it did to the decision")), qPrintable(text));
        // The status change of Run:ai, before and after, in the words of the decision.
        const QString decision = text.section(QStringLiteral("Recommendation before"), 0, 0);
        QVERIFY2(decision.contains(QLatin1String("NVIDIA Run:ai")), qPrintable(decision));
        QVERIFY2(decision.contains(QLatin1String("Eligible, rank 1")), qPrintable(decision));
        QVERIFY2(decision.contains(QLatin1String("Blocked by Data boundary")), qPrintable(decision));
        // The recommendation before and after.
        QVERIFY2(text.contains(QLatin1String("Recommended: NVIDIA Run:ai")), qPrintable(text));
        // The verdict, its old and new value (the reader's words, no enum keys), who changed it.
        const QString records = text.section(QStringLiteral("Verdicts and waivers"), 1);
        QVERIFY2(!records.isEmpty(), qPrintable(text));
        QVERIFY2(records.contains(QLatin1String("NVIDIA Run:ai / Data boundary")), qPrintable(records));
        QVERIFY2(records.contains(QLatin1String("Pass")), qPrintable(records));
        QVERIFY2(records.contains(QLatin1String("Unknown")), qPrintable(records));
        QVERIFY2(!records.contains(QLatin1String("unknown")), qPrintable(records));
        QVERIFY2(records.contains(QLatin1String("Chen Siyuan (simulated)")), qPrintable(records));

        // A later change is shown again without reopening the view.
        QSignalSpy shown(view, &SinceDialog::shown);
        QVERIFY(w.undo().ok()); // the verdict
        QTRY_VERIFY(shown.count() > 0);
        QTRY_VERIFY(view->shownText().contains(QLatin1String("No candidate's status changed.")));
    }

    void sealedScoresOfOthersNeverShow()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.openFile(m_demos.fresh()));
        Workspace& w = *window.workspace();
        QVERIFY(committee::actAs(w, QStringLiteral("r1")).ok());
        QVERIFY(snapshots::take(w, QStringLiteral("Before the round")).ok());
        rounds::OpenOptions round;
        round.criteria = {QStringLiteral("bonus-automation")};
        round.candidates = {QStringLiteral("runai")};
        QVERIFY(rounds::open(w, round).ok());
        QVERIFY(committee::actAs(w, QStringLiteral("r2")).ok());
        QVERIFY(rounds::score(w, QStringLiteral("runai"), QStringLiteral("bonus-automation"), 1,
                              QStringLiteral("SEALED-MARKER-r2"))
                    .ok());
        QVERIFY(committee::actAs(w, QStringLiteral("r3")).ok());
        QVERIFY(rounds::score(w, QStringLiteral("runai"), QStringLiteral("bonus-automation"), 4,
                              QStringLiteral("OWN-MARKER-r3"))
                    .ok());

        // Member r3 reads: their own score, never r2's.
        window.findChild<QAction*>(QStringLiteral("actionSince"))->trigger();
        SinceDialog* view = window.sinceDialog();
        QVERIFY(view);
        const QString text = shownText(view);
        QVERIFY2(text.contains(QLatin1String("OWN-MARKER-r3")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("SEALED-MARKER-r2")), qPrintable(text));

        // The chair reads neither member's score of a sealed cell.
        QVERIFY(committee::actAs(w, QStringLiteral("r1")).ok());
        view->close(); // deleted on close
        QTRY_VERIFY(!window.sinceDialog());
        view = window.showSince();
        const QString chair = shownText(view);
        QVERIFY2(!chair.contains(QLatin1String("SEALED-MARKER-r2")), qPrintable(chair));
        QVERIFY2(!chair.contains(QLatin1String("OWN-MARKER-r3")), qPrintable(chair));
        QVERIFY2(chair.contains(QLatin1String("What it did to the decision")), qPrintable(chair));
    }

    void emptyStateSaysHowToTakeOne()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        // A new evaluation from the template: no snapshot yet, no link on the Overview.
        const QString file = m_dir.filePath(QStringLiteral("template.gatebench"));
        testing::createWorkspace(file).reset();
        QVERIFY(window.openFile(file));
        auto* link = window.page(QStringLiteral("overview"))->findChild<QPushButton*>(QStringLiteral("overviewSince"));
        QVERIFY(link);
        QVERIFY(!link->isVisible());
        SinceDialog* view = window.showSince();
        QVERIFY(view);
        const QString text = shownText(view);
        QVERIFY2(text.contains(QLatin1String("No snapshot yet")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Take a snapshot…")), qPrintable(text));
        QVERIFY(view->findChild<QPushButton*>(QStringLiteral("sinceTakeSnapshot"))->isEnabled());
    }
};

QTEST_MAIN(TestSinceGui)
#include "tst_since_gui.moc"
