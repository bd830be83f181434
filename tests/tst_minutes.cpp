// The review meeting's minutes (issue 30, "Minutes"): a meeting with its attendance, agenda,
// decisions linked to what they decided and actions, written as undoable, audited steps by the chair
// and the members (never an observer; removing a meeting is the chair's), writable after the decision
// is frozen, read with overdue actions judged on the as-of date, the demo's simulated meeting, and
// the command line's exit codes.
#include "TestSupport.h"
#include "commands/Members.h"
#include "commands/Minutes.h"
#include "committee/ActingMember.h"
#include "committee/Signoff.h"
#include "reports/MeetingMinutes.h"
#include "reports/ReportContent.h"
#include "repositories/AuditRepository.h"
#include "repositories/MinutesRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QTemporaryDir>
#include <QTest>

using namespace gatebench;

namespace {

QStringList L(std::initializer_list<const char*> items)
{
    QStringList list;
    for (const char* item : items)
        list.append(QString::fromUtf8(item));
    return list;
}

testing::Run runCli(std::initializer_list<const char*> items, const QString& file)
{
    QStringList arguments = L(items);
    arguments.replaceInStrings(QStringLiteral("FILE"), file);
    return testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                               arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
}

[[maybe_unused]] testing::Run runCli(const QStringList& arguments)
{
    return testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                               arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
}

const QDate kDemoDate(2026, 11, 30);

QList<MeetingMinutes> read(const Workspace& w, const QDate& asOf = kDemoDate, qint64 meeting = 0)
{
    auto minutes = readMinutes(w.queries().rows(), asOf, QStringLiteral("en"), meeting);
    if (!minutes)
        qFatal("cannot read the minutes: %s", qPrintable(minutes.error().message));
    return *minutes;
}

QStringList ids(const QList<MinutesPerson>& people)
{
    QStringList list;
    for (const MinutesPerson& p : people)
        list.append(p.id);
    return list;
}

qint64 auditCount(const Workspace& w)
{
    qint64 count = 0;
    if (!AuditRepository(w.queries().rows()).scan([&](const AuditEntry&) {
            ++count;
            return true;
        }))
        return -1;
    return count;
}

} // namespace

class TestMinutes : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    testing::DemoCopies m_demos;

    std::unique_ptr<Workspace> openDemo(const QString& member = QStringLiteral("r1"))
    {
        auto opened = Workspace::open(m_demos.fresh());
        if (!opened)
            qFatal("cannot open the demo: %s", qPrintable(opened.error().message));
        auto w = std::move(opened).value();
        if (!member.isEmpty() && !committee::actAs(*w, member))
            qFatal("no member %s", qPrintable(member));
        return w;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_demos.create(m_dir.path()));
    }

    /// The demo holds one past meeting, simulated and ended: three present, one absent, its agenda,
    /// two verdicts decided and one decision in words, and three actions of which the one due on
    /// 2026-11-27 and still open is overdue on the demo's date (not before it).
    void demoMeeting()
    {
        auto w = openDemo(QString());
        const QList<MeetingMinutes> minutes = read(*w);
        QCOMPARE(minutes.size(), 1);
        const MeetingMinutes& m = minutes.first();
        QVERIFY(m.meeting.simulated);
        QCOMPARE(m.meeting.state, MeetingState::Closed);
        QCOMPARE(m.meeting.heldOn, QDate(2026, 11, 16));
        QCOMPARE(ids(m.attendees), L({"r1", "r2", "r3"}));
        QCOMPARE(ids(m.absentees), L({"r4"}));
        QCOMPARE(m.agenda.size(), 3);
        QCOMPARE(m.decisions.size(), 3);
        QCOMPARE(m.decisions.at(0).decision.link, DecisionLink::Verdict);
        QCOMPARE(m.decisions.at(0).linkText, QStringLiteral("Verdict: NVIDIA Run:ai on “Data boundary”"));
        QCOMPARE(m.decisions.at(2).decision.link, DecisionLink::None);
        QCOMPARE(m.actions.size(), 3);
        const QList<MinutesAction> overdue = overdueActions(minutes);
        QCOMPARE(overdue.size(), 1);
        QCOMPARE(overdue.first().action.due, QDate(2026, 11, 27));
        QCOMPARE(overdue.first().ownerName, QStringLiteral("Lin Xiaowen (simulated)"));
        // Due on the as-of date is not yet overdue; done is never overdue.
        QVERIFY(overdueActions(read(*w, QDate(2026, 11, 27))).isEmpty());
        QCOMPARE(overdueActions(read(*w, QDate(2026, 12, 31))).size(), 2);
    }

    /// A meeting written step by step: every member recorded absent until marked present, its agenda,
    /// decisions linked to a verdict, a waiver, a consensus score and the decision record, actions;
    /// each step audited and undone as a whole.
    void writeAndUndo()
    {
        auto w = openDemo(QStringLiteral("r2")); // a member writes minutes
        const qint64 before = auditCount(*w);
        auto id = minutes::addMeeting(*w, QDate(2026, 11, 23), QStringLiteral("Week 4"), {QStringLiteral("r2")});
        QVERIFY2(id.ok(), id.ok() ? "" : qPrintable(id.error().message));
        QCOMPARE(*id, 2);
        QVERIFY(auditCount(*w) > before);
        MeetingMinutes m = read(*w, kDemoDate, *id).first();
        QCOMPARE(ids(m.attendees), L({"r2"}));
        QCOMPARE(ids(m.absentees), L({"r1", "r3", "r4"}));
        QVERIFY(minutes::setAttendance(*w, *id, {QStringLiteral("r1"), QStringLiteral("r3")}, true).ok());
        m = read(*w, kDemoDate, *id).first();
        QCOMPARE(ids(m.attendees), L({"r1", "r2", "r3"}));
        QCOMPARE(ids(m.absentees), L({"r4"}));

        QVERIFY(minutes::addAgendaItem(*w, *id, QStringLiteral("TCO")).ok());
        QVERIFY(!minutes::addAgendaItem(*w, *id, QStringLiteral("  ")).ok());

        MeetingDecision verdict{0,
                                *id,
                                QStringLiteral("Run:ai passes"),
                                DecisionLink::Verdict,
                                QStringLiteral("runai"),
                                QStringLiteral("gate-data-boundary"),
                                0};
        QVERIFY(minutes::addDecision(*w, verdict).ok());
        MeetingDecision waiver = verdict;
        waiver.link = DecisionLink::Waiver;
        QVERIFY(minutes::addDecision(*w, waiver).ok());
        MeetingDecision consensus{0,
                                  *id,
                                  QStringLiteral("Automation is a 4"),
                                  DecisionLink::Consensus,
                                  QStringLiteral("runai"),
                                  QStringLiteral("bonus-automation"),
                                  0};
        QVERIFY(minutes::addDecision(*w, consensus).ok());
        // A consensus score is of a bonus criterion, a verdict of a gate; the candidate must exist.
        consensus.criterionId = QStringLiteral("gate-data-boundary");
        QCOMPARE(minutes::addDecision(*w, consensus).error().kind, Error::Kind::BadInput);
        verdict.criterionId = QStringLiteral("bonus-automation");
        QCOMPARE(minutes::addDecision(*w, verdict).error().kind, Error::Kind::BadInput);
        verdict.criterionId = QStringLiteral("gate-data-boundary");
        verdict.candidateId = QStringLiteral("nobody");
        QCOMPARE(minutes::addDecision(*w, verdict).error().kind, Error::Kind::BadInput);
        // The demo has no decision record yet: a decision cannot refer to one.
        MeetingDecision record{0, *id, QStringLiteral("Adopt the record"), DecisionLink::Record, {}, {}, 0};
        QCOMPARE(minutes::addDecision(*w, record).error().kind, Error::Kind::BadInput);

        MeetingAction action{0,
                             *id,
                             QStringLiteral("Send the questionnaire"),
                             QStringLiteral("r3"),
                             QDate(2026, 11, 25),
                             ActionStatus::Open};
        auto actionId = minutes::addAction(*w, action);
        QVERIFY(actionId.ok());
        action.ownerId = QStringLiteral("nobody");
        QCOMPARE(minutes::addAction(*w, action).error().kind, Error::Kind::BadInput);
        m = read(*w, kDemoDate, *id).first();
        QCOMPARE(m.decisions.size(), 3);
        QCOMPARE(m.actions.size(), 1);
        QVERIFY(m.actions.first().overdue);
        QCOMPARE(overdueActions(read(*w)).size(), 2);

        // Done: no longer overdue; undone: overdue again.
        MeetingAction done = m.actions.first().action;
        done.status = ActionStatus::Done;
        QVERIFY(minutes::changeAction(*w, done).ok());
        QVERIFY(!read(*w, kDemoDate, *id).first().actions.first().overdue);
        QVERIFY(w->undo().ok());
        QVERIFY(read(*w, kDemoDate, *id).first().actions.first().overdue);

        // Ending the meeting, then undoing it.
        QVERIFY(minutes::changeMeeting(*w, *id, std::nullopt, std::nullopt, MeetingState::Closed).ok());
        QCOMPARE(read(*w, kDemoDate, *id).first().meeting.state, MeetingState::Closed);
        QVERIFY(w->undo().ok());
        QCOMPARE(read(*w, kDemoDate, *id).first().meeting.state, MeetingState::Open);

        // The chair removes the meeting with every entry in one step; undo brings all of it back.
        QVERIFY(committee::actAs(*w, QStringLiteral("r1")).ok());
        QVERIFY(minutes::removeMeeting(*w, *id).ok());
        QCOMPARE(read(*w).size(), 1);
        auto left = MinutesRepository(w->queries().rows()).attendance(*id);
        QVERIFY(left.ok());
        QVERIFY(left->isEmpty());
        QVERIFY(w->undo().ok());
        m = read(*w, kDemoDate, *id).first();
        QCOMPARE(m.decisions.size(), 3);
        QCOMPARE(m.actions.size(), 1);
        QCOMPARE(ids(m.attendees), L({"r1", "r2", "r3"}));
    }

    /// An observer writes no minutes; a member writes them but does not remove a meeting; the chair
    /// does.
    void whoWrites()
    {
        auto w = openDemo(QStringLiteral("r1"));
        Member observer;
        observer.id = QStringLiteral("obs1");
        observer.name = QStringLiteral("Wang Lei");
        observer.permission = Permission::Observer;
        QVERIFY(members::add(*w, observer).ok());
        QVERIFY(committee::actAs(*w, QStringLiteral("obs1")).ok());
        auto refused = minutes::addMeeting(*w, QDate(2026, 11, 23), QStringLiteral("Week 4"));
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, Error::Kind::NotPermitted);
        QCOMPARE(minutes::addAgendaItem(*w, 1, QStringLiteral("x")).error().kind, Error::Kind::NotPermitted);
        QCOMPARE(read(*w).size(), 1);

        QVERIFY(committee::actAs(*w, QStringLiteral("r3")).ok());
        QVERIFY(minutes::addAgendaItem(*w, 1, QStringLiteral("Added by a member")).ok());
        const auto notChair = minutes::removeMeeting(*w, 1);
        QVERIFY(!notChair.ok());
        QCOMPARE(notChair.error().kind, Error::Kind::NotPermitted);
        QCOMPARE(read(*w).size(), 1);
        QVERIFY(committee::actAs(*w, QStringLiteral("r1")).ok());
        QVERIFY(minutes::removeMeeting(*w, 1).ok());
        QVERIFY(read(*w).isEmpty());
    }

    /// The fingerprint does not cover the minutes: after the chair froze the decision they stay
    /// writable.
    void writableAfterFreeze()
    {
        auto w = openDemo(QStringLiteral("r1"));
        QVERIFY2(signoff::freeze(*w, QStringLiteral("Frozen for the test, without signatures")).ok(), "freeze");
        auto state = signoff::state(w->queries().rows());
        QVERIFY(state.ok());
        QVERIFY(state->freeze.has_value());
        auto id = minutes::addMeeting(*w, QDate(2026, 12, 1), QStringLiteral("After sign-off"));
        QVERIFY2(id.ok(), id.ok() ? "" : qPrintable(id.error().message));
        MeetingAction action{
            0, *id, QStringLiteral("Archive the report"), QStringLiteral("r1"), {}, ActionStatus::Open};
        QVERIFY(minutes::addAction(*w, action).ok());
        QCOMPARE(read(*w).size(), 2);
    }

    /// The report's appendix prints every meeting's minutes: present and absent, the agenda, the
    /// decisions with what each decided, the actions with the overdue one marked on the report's date.
    void reportAppendix()
    {
        auto w = openDemo(QString());
        report::Options options;
        options.language = QStringLiteral("en");
        options.date = kDemoDate;
        auto built = report::build(w->queries().rows(), options);
        QVERIFY(built.ok());
        const QString text = report::plainText(*built);
        const qsizetype at = text.indexOf(QStringLiteral("Appendix: minutes of the committee's meetings"));
        QVERIFY(at > 0);
        const QString appendix = text.mid(at);
        QVERIFY(appendix.contains(QStringLiteral("1 open action(s) past their due date on 2026-11-30.")));
        QVERIFY(appendix.contains(QStringLiteral("Meeting of 2026-11-16: Week 3 review meeting (simulated)")));
        QVERIFY(appendix.contains(
            QStringLiteral("Present | Chen Siyuan (simulated), Lin Xiaowen (simulated), Zhou Mingzhe (simulated)")));
        QVERIFY(appendix.contains(QStringLiteral("Absent | Xu Jianing (simulated)")));
        QVERIFY(appendix.contains(QStringLiteral("Verdict: NVIDIA Run:ai on “Data boundary”")));
        QVERIFY2(appendix.contains(QStringLiteral("Ask the vendors for an audit log sample | Lin Xiaowen (simulated) | "
                                                  "2026-11-27 | Open, overdue")),
                 qPrintable(appendix.left(3000)));
        QVERIFY(appendix.contains(QStringLiteral(
            "Check the GPU list prices and discounts | Zhou Mingzhe (simulated) | 2026-12-04 | Open\n")));
    }

    /// The command line: exit codes of a refused observer (6), a member removing a meeting (6), a
    /// usage error (1) and bad input (2); a written action shows in `minutes --json`.
    void commandLine()
    {
        const QString file = m_demos.fresh();
        QCOMPARE(runCli({"member", "add", "FILE", "--name", "Obs", "--id", "obs1", "--permission", "observer",
                         "--as-member", "r1"},
                        file)
                     .code,
                 0);
        QCOMPARE(runCli({"meeting", "add", "FILE", "--date", "2026-11-23", "--as-member", "obs1"}, file).code, 6);
        QCOMPARE(runCli({"meeting", "remove", "FILE", "--meeting", "1", "--as-member", "r2"}, file).code, 6);
        QCOMPARE(runCli({"meeting", "add", "FILE", "--as-member", "r2"}, file).code, 1);
        QCOMPARE(runCli({"meeting", "decide", "FILE", "--meeting", "1", "--text", "x", "--link", "verdict",
                         "--as-member", "r2"},
                        file)
                     .code,
                 1);
        QCOMPARE(runCli({"meeting", "decide", "FILE", "--meeting", "1", "--text", "x", "--link", "verdict",
                         "--candidate", "nobody", "--criterion", "gate-data-boundary", "--as-member", "r2"},
                        file)
                     .code,
                 2);
        QCOMPARE(runCli({"meeting", "action", "FILE", "--meeting", "1", "--text", "Chase the vendor", "--owner", "r4",
                         "--due", "2026-11-28", "--as-member", "r2"},
                        file)
                     .code,
                 0);
        const testing::Run shown = runCli({"minutes", "FILE", "--as-of", "2026-11-30", "--json"}, file);
        QCOMPARE(shown.code, 0);
        QVERIFY(shown.out.contains("Chase the vendor"));
        QVERIFY(shown.out.contains("\"overdue_actions\""));
        QCOMPARE(runCli({"minutes", "FILE", "--meeting", "7"}, file).code, 2);
    }
};

QTEST_GUILESS_MAIN(TestMinutes)
#include "tst_minutes.moc"
