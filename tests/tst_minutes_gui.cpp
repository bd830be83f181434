// The Minutes panel (issue 30): docked beside any page by View > Minutes, it writes the minutes as
// undoable steps (a decision linked to a verdict, an action given out and marked done), shows an
// observer's refusal without writing, and ending a meeting emits the hook where the window offers a
// snapshot. In presentation mode on one screen, Ctrl+M shows it beside the slides: keys typed into it
// never move the slides, Esc gives the focus back to them.
#include "MainWindow.h"
#include "MinutesPanel.h"
#include "PresentationWindow.h"
#include "TestSupport.h"
#include "commands/Members.h"
#include "committee/ActingMember.h"
#include "committee/Snapshots.h"
#include "reports/MeetingMinutes.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace gatebench;

namespace {

QList<MeetingMinutes> read(const Workspace& w)
{
    auto minutes = readMinutes(w.queries().rows(), QDate(2026, 11, 30), QStringLiteral("en"));
    return minutes ? *minutes : QList<MeetingMinutes>{};
}

} // namespace

class TestMinutesGui : public QObject {
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

    void panelWritesTheMinutes()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.openFile(m_demos.fresh()));
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("minutesDock"));
        QVERIFY(dock);
        QVERIFY(!dock->isVisible());
        window.findChild<QAction*>(QStringLiteral("actionMinutes"))->trigger();
        QVERIFY(dock->isVisible());
        MinutesPanel* panel = window.minutesPanel();
        QCOMPARE(panel->meetingId(), 1); // the demo's meeting

        // A decision linked to a verdict.
        panel->findChild<QLineEdit*>(QStringLiteral("minutesDecisionText"))->setText(QStringLiteral("Run:ai passes"));
        auto* link = panel->findChild<QComboBox*>(QStringLiteral("minutesLink"));
        link->setCurrentIndex(link->findData(int(DecisionLink::Verdict)));
        auto* candidate = panel->findChild<QComboBox*>(QStringLiteral("minutesCandidate"));
        candidate->setCurrentIndex(candidate->findData(QStringLiteral("runai")));
        auto* criterion = panel->findChild<QComboBox*>(QStringLiteral("minutesCriterion"));
        QVERIFY(criterion->findData(QStringLiteral("gate-data-boundary")) >= 0);
        QVERIFY(criterion->findData(QStringLiteral("bonus-automation")) < 0); // a verdict is of a gate
        criterion->setCurrentIndex(criterion->findData(QStringLiteral("gate-data-boundary")));
        panel->findChild<QPushButton*>(QStringLiteral("minutesAddDecision"))->click();
        QCOMPARE(read(*window.workspace()).first().decisions.size(), 4);
        QCOMPARE(read(*window.workspace()).first().decisions.last().decision.link, DecisionLink::Verdict);

        // An action, then marked done; undo brings it back open.
        panel->findChild<QLineEdit*>(QStringLiteral("minutesActionText"))->setText(QStringLiteral("Send the minutes"));
        auto* owner = panel->findChild<QComboBox*>(QStringLiteral("minutesOwner"));
        owner->setCurrentIndex(owner->findData(QStringLiteral("r3")));
        panel->findChild<QPushButton*>(QStringLiteral("minutesAddAction"))->click();
        QTRY_COMPARE(panel->findChild<QTableWidget*>(QStringLiteral("minutesActions"))->rowCount(), 4);
        auto* actions = panel->findChild<QTableWidget*>(QStringLiteral("minutesActions"));
        actions->setCurrentCell(3, 0);
        panel->findChild<QPushButton*>(QStringLiteral("minutesActionDone"))->click();
        QCOMPARE(read(*window.workspace()).first().actions.last().action.status, ActionStatus::Done);
        QVERIFY(window.workspace()->undo().ok());
        QCOMPARE(read(*window.workspace()).first().actions.last().action.status, ActionStatus::Open);

        // Ending the meeting emits the snapshot hook; the window asks.
        QVERIFY(window.workspace()->undo().ok()); // the action
        auto* end = panel->findChild<QPushButton*>(QStringLiteral("minutesEndMeeting"));
        QTRY_VERIFY(end->isEnabled());
        end->click(); // the demo's meeting is ended: resumed
        QCOMPARE(read(*window.workspace()).first().meeting.state, MeetingState::Open);
        QSignalSpy ended(panel, &MinutesPanel::meetingEnded);
        QSignalSpy snapshot(&window, &MainWindow::snapshotRequested);
        QTRY_VERIFY(end->isEnabled());
        end->click();
        QCOMPARE(ended.count(), 1);
        QCOMPARE(ended.first().at(1).toString(), QStringLiteral("Meeting 2026-11-16"));
        auto* offer = window.findChild<QMessageBox*>(QStringLiteral("offerSnapshot"));
        QVERIFY(offer);
        offer->button(QMessageBox::Yes)->click();
        QTRY_COMPARE(snapshot.count(), 1);
        QCOMPARE(snapshot.first().at(0).toString(), QStringLiteral("Meeting 2026-11-16"));
        // With no member chosen on a file that has a chair, the snapshot (the chair's) is refused, and
        // the window says why; the chair's is taken.
        auto* refused = window.findChild<QMessageBox*>(QStringLiteral("snapshotRefused"));
        QVERIFY(refused);
        QVERIFY2(refused->text().contains(QLatin1String("not permitted")), qPrintable(refused->text()));
        refused->close();
        QVERIFY(!snapshots::resolve(*window.workspace(), QStringLiteral("Meeting 2026-11-16")).ok());
        committee::setActingMember(*window.workspace(), QStringLiteral("r1"));
        QTRY_VERIFY(end->isEnabled());
        end->click(); // resumed
        QTRY_VERIFY(end->isEnabled());
        end->click(); // ended again, as the chair
        offer = window.findChild<QMessageBox*>(QStringLiteral("offerSnapshot"));
        QVERIFY(offer);
        offer->button(QMessageBox::Yes)->click();
        QTRY_VERIFY(snapshots::resolve(*window.workspace(), QStringLiteral("Meeting 2026-11-16")).ok());
    }

    /// An observer's edit is refused in the panel, with the reason, and nothing is written.
    void observerRefused()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.openFile(m_demos.fresh()));
        Workspace& w = *window.workspace();
        QVERIFY(committee::actAs(w, QStringLiteral("r1")).ok());
        Member observer;
        observer.id = QStringLiteral("obs1");
        observer.name = QStringLiteral("Wang Lei");
        observer.permission = Permission::Observer;
        QVERIFY(members::add(w, observer).ok());
        QVERIFY(committee::actAs(w, QStringLiteral("obs1")).ok());
        MinutesPanel* panel = window.minutesPanel();
        QTRY_COMPARE(panel->meetingId(), 1);
        panel->findChild<QLineEdit*>(QStringLiteral("minutesAgendaText"))->setText(QStringLiteral("Observer's item"));
        panel->findChild<QPushButton*>(QStringLiteral("minutesAddAgenda"))->click();
        auto* message = panel->findChild<QLabel*>(QStringLiteral("minutesMessage"));
        QVERIFY(!message->isHidden());
        QVERIFY2(message->text().contains(QStringLiteral("not permitted")), qPrintable(message->text()));
        QCOMPARE(read(w).first().agenda.size(), 3);
    }

    /// Presentation mode on one screen: Ctrl+M shows the minutes beside the slides, which keep the rest of
    /// the width; what is typed in the panel is the panel's (PgDn, space, B and numbers move no slide),
    /// an agenda item typed there is written as an undoable step, Esc gives the focus back to the slides
    /// (the presentation stays), and then PgDn moves on; Ctrl+M hides the panel again.
    void minutesBesideTheSlides()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.openFile(m_demos.fresh()));
        Workspace& w = *window.workspace();
        // The tests' two screens: the slides are presented on this window's own (View > Present on), as
        // on a laptop alone or one mirrored to the projector.
        window.setPresentationScreen(window.screen()->name());
        PresentationWindow* presentation = window.startPresentation(QStringLiteral("path"));
        QVERIFY(presentation);
        QCOMPARE(presentation->screen(), window.screen()); // the slides cover the window
        QVERIFY(QTest::qWaitForWindowActive(presentation));
        QTRY_VERIFY(!presentation->isPreparing());
        QWidget* canvas = presentation->canvas();
        QTRY_VERIFY(canvas->hasFocus());
        const int fullWidth = canvas->width();
        QCOMPARE(fullWidth, presentation->width());
        QVERIFY(!presentation->sidePanel());

        QTest::keyClick(canvas, Qt::Key_M, Qt::ControlModifier);
        auto* panel = qobject_cast<MinutesPanel*>(presentation->sidePanel());
        QVERIFY(panel);
        QVERIFY(panel->isVisible());
        QCOMPARE(panel->meetingId(), 1); // the meeting the dock shows
        QTRY_VERIFY(canvas->width() < fullWidth);
        QCOMPARE(canvas->width() + panel->width(), presentation->width());
        QVERIFY(canvas->width() >= presentation->width() * 2 / 3 - 1);
        auto* agenda = panel->findChild<QLineEdit*>(QStringLiteral("minutesAgendaText"));
        QTRY_VERIFY(agenda->hasFocus());

        // Typed into the editor: the keys a presenter's remote sends move nothing.
        const int view = presentation->viewIndex();
        const int page = presentation->pageIndex();
        QTest::keyClicks(agenda, QStringLiteral("Item 3 B"));
        for (Qt::Key key : {Qt::Key_PageDown, Qt::Key_PageUp, Qt::Key_Space, Qt::Key_Down, Qt::Key_1})
            QTest::keyClick(agenda, key);
        QCOMPARE(agenda->text(), QStringLiteral("Item 3 B 1"));
        // A button of the panel with the focus: a number or B it does not take moves nothing either.
        auto* add = panel->findChild<QPushButton*>(QStringLiteral("minutesAddAgenda"));
        add->setFocus();
        for (Qt::Key key : {Qt::Key_5, Qt::Key_B, Qt::Key_PageDown, Qt::Key_End, Qt::Key_Period})
            QTest::keyClick(add, key);
        QCOMPARE(presentation->viewIndex(), view);
        QCOMPARE(presentation->pageIndex(), page);
        QVERIFY(!presentation->isBlank());

        // Enter writes the item: one undoable step.
        agenda->setFocus();
        QTest::keyClick(agenda, Qt::Key_Return);
        QCOMPARE(read(w).first().agenda.size(), 4);
        QCOMPARE(read(w).first().agenda.last().title, QStringLiteral("Item 3 B 1"));
        QVERIFY(agenda->text().isEmpty());
        QVERIFY(w.undo().ok());
        QCOMPARE(read(w).first().agenda.size(), 3);
        QVERIFY(w.redo().ok());
        QCOMPARE(read(w).first().agenda.last().title, QStringLiteral("Item 3 B 1"));

        // Esc: the focus back on the slides, the presentation still open; then PgDn moves on.
        QTest::keyClick(agenda, Qt::Key_Escape);
        QVERIFY(window.presentation());
        QVERIFY(canvas->hasFocus());
        QVERIFY(panel->isVisible());
        QTest::keyClick(canvas, Qt::Key_PageDown);
        QVERIFY(presentation->viewIndex() != view || presentation->pageIndex() != page);

        // Ctrl+M again: the panel goes, the slides take the whole width; the next Esc leaves.
        QTest::keyClick(canvas, Qt::Key_M, Qt::ControlModifier);
        QVERIFY(!panel->isVisible());
        QTRY_COMPARE(canvas->width(), fullWidth);
        QVERIFY(canvas->hasFocus());
        QTest::keyClick(canvas, Qt::Key_Escape);
        QTRY_VERIFY(!window.presentation());
        window.setPresentationScreen(QString());
    }

    /// With two screens the slides go full screen on the one the window is not on, the window stays on its
    /// own, and Ctrl+M in the presentation shows the minutes there, in its dock, with the focus: the
    /// slides keep their screen whole.
    void minutesOnTheOtherScreen()
    {
        QCOMPARE(QGuiApplication::screens().size(), 2); // the tests' desktop and projector
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(m_demos.fresh()));
        QScreen* desktop = window.screen();
        PresentationWindow* presentation = window.startPresentation();
        QVERIFY(presentation);
        QVERIFY(QTest::qWaitForWindowActive(presentation));
        QVERIFY(presentation->screen() != desktop);
        QVERIFY(presentation->isFullScreen());
        QCOMPARE(presentation->geometry(), presentation->screen()->geometry());
        QCOMPARE(window.screen(), desktop);
        QVERIFY(window.isVisible());
        QTRY_VERIFY(!presentation->isPreparing());
        const int view = presentation->viewIndex();

        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("minutesDock"));
        QVERIFY(!dock->isVisible());
        QTest::keyClick(presentation->canvas(), Qt::Key_M, Qt::ControlModifier);
        QVERIFY(dock->isVisible());
        QVERIFY(!presentation->sidePanel());
        QCOMPARE(presentation->canvas()->width(), presentation->width());
        QTRY_VERIFY(window.isActiveWindow());
        auto* agenda = window.minutesPanel()->findChild<QLineEdit*>(QStringLiteral("minutesAgendaText"));
        QTRY_VERIFY(agenda->hasFocus());
        QTest::keyClicks(agenda, QStringLiteral("Next steps"));
        QTest::keyClick(agenda, Qt::Key_Return);
        QCOMPARE(read(*window.workspace()).first().agenda.last().title, QStringLiteral("Next steps"));
        QCOMPARE(presentation->viewIndex(), view);
        QVERIFY(presentation->isVisible());
    }
};

QTEST_MAIN(TestMinutesGui)
#include "tst_minutes_gui.moc"
