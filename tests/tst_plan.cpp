// The four-week plan with owners (issue 30): the checks stay derived from the data (stable ids, their
// week), each with an owner and a due date the chair sets (default: the end of its week), the plan's
// start (default: the day of the evaluation's first audit entry) and an overdue flag against the as-of
// date (not done and due before it). Setting them is one undoable, audited step, the chair's only;
// the fingerprint does not cover it, so a frozen decision leaves it writable; removing a member clears
// what they own and undoing the removal gives it back. The report's plan section shows owner, due date
// and overdue.
#include "TestSupport.h"
#include "commands/Members.h"
#include "commands/Plan.h"
#include "committee/ActingMember.h"
#include "committee/Signoff.h"
#include "plan/Plan.h"
#include "plan/PlanFacts.h"
#include "reports/ReportContent.h"
#include "repositories/AuditRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace gatebench;

namespace {

testing::Run runCli(const QStringList& arguments)
{
    return testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                               arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
}

QDate day(const char* text)
{
    return QDate::fromString(QLatin1String(text), Qt::ISODate);
}

qint64 auditEntries(const Workspace& w)
{
    auto head = AuditRepository(w.queries().rows()).storedHead();
    return head ? head->entries : -1;
}

/// The plan of `w` on `asOf`, read as the command line reads it.
plan::Plan planOf(Workspace& w, QDate asOf)
{
    auto current = w.queries().decision(asOf);
    if (!current)
        return {};
    auto loaded = plan::load(w.queries().rows(), (*current)->input, (*current)->decision, w.language(),
                             QString::fromUtf8(w.queries().settings().clusterZone.id()));
    return loaded ? *loaded : plan::Plan{};
}

} // namespace

class TestPlan : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;

    QString copyOfDemo(const QString& name)
    {
        const QString path = m_dir.filePath(name + QStringLiteral(".gatebench"));
        QFile::remove(path);
        return testing::copyEvaluation(m_demo, path);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath(QStringLiteral("demo.gatebench"));
        const testing::Run created = runCli({QStringLiteral("new"), m_demo, QStringLiteral("--demo")});
        QVERIFY2(created.code == 0, created.err.constData());
    }

    // The ids are what scripts and the README name: fourteen, in plan order, each in its week.
    void checkIdsAreStable()
    {
        const QStringList ids = planstatus::checkIds();
        QCOMPARE(ids, (QStringList{QStringLiteral("w1-job-log"), QStringLiteral("w1-gpu-inventory"),
                                   QStringLiteral("w1-losses"), QStringLiteral("w2-gate-criteria"),
                                   QStringLiteral("w2-poc-shortlist"), QStringLiteral("w2-gate-verdicts"),
                                   QStringLiteral("w3-poc-runs"), QStringLiteral("w3-same-workload"),
                                   QStringLiteral("w3-fault-drills"), QStringLiteral("w4-tco"),
                                   QStringLiteral("w4-tco-scenarios"), QStringLiteral("w4-exit-checklist"),
                                   QStringLiteral("w4-record-options"), QStringLiteral("w4-record-signed")}));
        for (const QString& id : ids)
            QCOMPARE(planstatus::weekOf(id), id.mid(1, 1).toInt());
        QCOMPARE(planstatus::weekOf(QStringLiteral("w5-nothing")), 0);
        // The weeks' checks carry the same ids in the same order.
        QStringList fromWeeks;
        for (const planstatus::Week& week : planstatus::weeks(planstatus::Facts{}))
            for (const planstatus::Check& c : week.checks)
                fromWeeks.append(c.id);
        QCOMPARE(fromWeeks, ids);
    }

    // Due dates default to the last day of the check's week; overdue is "not done and due before the
    // as-of date": due on the as-of date is not overdue yet, a done check never is.
    void dueAndOverdue()
    {
        planstatus::Facts facts; // nothing recorded: every check open but "Fault drills" ...
        facts.gateCriteria = 3;  // ... and week 2's gate criteria, done
        plan::Settings settings;
        settings.start = day("2026-11-02"); // a Monday
        settings.assignments = {{QStringLiteral("w2-gate-verdicts"), QStringLiteral("r2"), day("2026-11-20")}};
        settings.memberNames = {{QStringLiteral("r2"), QStringLiteral("Lin")}};

        const plan::Plan onSunday = plan::compose(facts, settings, day("2026-11-08"));
        const plan::PlanCheck* jobs = onSunday.check(QStringLiteral("w1-job-log"));
        QVERIFY(jobs);
        QCOMPARE(jobs->due, day("2026-11-08"));
        QVERIFY(!jobs->dueSet);
        QVERIFY(!jobs->overdue); // due today
        QCOMPARE(onSunday.check(QStringLiteral("w4-record-signed"))->due, day("2026-11-29"));
        QCOMPARE(onSunday.overdueCount(), 0);

        const plan::Plan onMonday = plan::compose(facts, settings, day("2026-11-09"));
        QVERIFY(onMonday.check(QStringLiteral("w1-job-log"))->overdue);
        QCOMPARE(onMonday.overdueCount(), 3); // week 1's three checks
        const plan::PlanCheck* gates = onMonday.check(QStringLiteral("w2-gate-criteria"));
        QVERIFY(gates->done);

        const plan::Plan later = plan::compose(facts, settings, day("2026-11-20"));
        const plan::PlanCheck* verdicts = later.check(QStringLiteral("w2-gate-verdicts"));
        QCOMPARE(verdicts->ownerName, QStringLiteral("Lin"));
        QCOMPARE(verdicts->due, day("2026-11-20"));
        QVERIFY(verdicts->dueSet);
        QVERIFY(!verdicts->overdue);                                       // its own date, not its week's end (11-15)
        QVERIFY(later.check(QStringLiteral("w2-poc-shortlist"))->overdue); // week 2 ended on 11-15
        QVERIFY(!later.check(QStringLiteral("w2-gate-criteria"))->overdue);
        QCOMPARE(later.weekStart(3), day("2026-11-16"));
    }

    // On the demo the checks follow its data, as the report derived them: week 1 done, one gate
    // without a verdict and one same-workload gap open; the start is the day of its first audit entry.
    void demoPlanFollowsTheData()
    {
        auto opened = Workspace::open(m_demo, Workspace::Access::ReadOnly);
        QVERIFY(opened.ok());
        const plan::Plan p = planOf(**opened, day("2026-11-30"));
        QCOMPARE(p.checks.size(), 14);
        QCOMPARE(p.start, day("2026-11-02"));
        QVERIFY(!p.startSet);
        QVERIFY(p.check(QStringLiteral("w1-job-log"))->done);
        QVERIFY(!p.check(QStringLiteral("w2-gate-verdicts"))->done);
        QVERIFY(!p.check(QStringLiteral("w3-same-workload"))->done);
        QVERIFY(p.check(QStringLiteral("w3-fault-drills"))->done);
        QCOMPARE(p.check(QStringLiteral("w4-record-signed"))->due, day("2026-11-29"));
        // The demo's simulated owners, one due date moved past the as-of date: not overdue.
        QCOMPARE(p.check(QStringLiteral("w4-tco"))->ownerId, QStringLiteral("r3"));
        QCOMPARE(p.check(QStringLiteral("w2-gate-verdicts"))->due, day("2026-12-04"));
        QVERIFY(!p.check(QStringLiteral("w2-gate-verdicts"))->overdue);
        QCOMPARE(p.overdueCount(), 3);
    }

    // The chair sets owners, due dates and the start as one audited step each, undone exactly; a member
    // and an observer are refused (exit 6's kind) and nothing is written; an unknown check or member is
    // refused as bad input.
    void chairSetsOwnersUndoably()
    {
        const QString path = copyOfDemo(QStringLiteral("owners"));
        auto opened = Workspace::open(path);
        QVERIFY(opened.ok());
        Workspace& w = **opened;
        const QByteArray before = testing::tableContents(w.queries().rows(), false);

        committee::setActingMember(w, QStringLiteral("r2")); // a member
        auto refused = plan::edit(w, std::nullopt, {{QStringLiteral("w1-losses"), QStringLiteral("r2"), {}}});
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, Error::Kind::NotPermitted);
        QCOMPARE(testing::tableContents(w.queries().rows(), false), before);

        committee::setActingMember(w, QStringLiteral("r1")); // the chair
        auto unknown = plan::edit(w, std::nullopt, {{QStringLiteral("w9-nothing"), QStringLiteral("r2"), {}}});
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.error().kind, Error::Kind::BadInput);
        auto stranger = plan::edit(w, std::nullopt, {{QStringLiteral("w1-losses"), QStringLiteral("zz"), {}}});
        QVERIFY(!stranger.ok());
        QCOMPARE(stranger.error().kind, Error::Kind::BadInput);

        const qint64 audited = auditEntries(w);
        auto set =
            plan::edit(w, day("2026-11-09"), {{QStringLiteral("w1-losses"), QStringLiteral("r3"), day("2026-11-13")}});
        QVERIFY2(set.ok(), set.ok() ? "" : qPrintable(set.error().message));
        QVERIFY(*set);
        // Audited: the start and the check, each under its entity.
        QStringList entities;
        QVERIFY(AuditRepository(w.queries().rows())
                    .scan([&](const AuditEntry& e) {
                        if (e.seq > audited)
                            entities.append(e.entity);
                        return true;
                    })
                    .ok());
        QVERIFY2(entities.contains(QStringLiteral("plan")) && entities.contains(QStringLiteral("plan_check")),
                 qPrintable(entities.join(u',')));
        plan::Plan p = planOf(w, day("2026-11-30"));
        QCOMPARE(p.start, day("2026-11-09"));
        QVERIFY(p.startSet);
        QCOMPARE(p.check(QStringLiteral("w1-losses"))->ownerId, QStringLiteral("r3"));
        QCOMPARE(p.check(QStringLiteral("w1-losses"))->due, day("2026-11-13"));
        QCOMPARE(p.check(QStringLiteral("w1-job-log"))->due, day("2026-11-15")); // its week moved with the start

        // The same again changes nothing and writes nothing.
        auto again =
            plan::edit(w, day("2026-11-09"), {{QStringLiteral("w1-losses"), QStringLiteral("r3"), day("2026-11-13")}});
        QVERIFY(again.ok());
        QVERIFY(!*again);

        QVERIFY(w.undo().ok());
        QCOMPARE(testing::tableContents(w.queries().rows(), false), before);
        QVERIFY(w.redo().ok());
        QCOMPARE(planOf(w, day("2026-11-30")).check(QStringLiteral("w1-losses"))->ownerId, QStringLiteral("r3"));

        // Clearing both gives the check back its defaults.
        auto cleared = plan::edit(w, std::nullopt, {{QStringLiteral("w1-losses"), QString(), QDate()}});
        QVERIFY(cleared.ok());
        p = planOf(w, day("2026-11-30"));
        QVERIFY(p.check(QStringLiteral("w1-losses"))->ownerId.isEmpty());
        QCOMPARE(p.check(QStringLiteral("w1-losses"))->due, day("2026-11-15"));

        // An observer writes nothing.
        Member observer;
        observer.id = QStringLiteral("obs");
        observer.name = QStringLiteral("Observer");
        observer.permission = Permission::Observer;
        QVERIFY(members::add(w, observer).ok());
        committee::setActingMember(w, QStringLiteral("obs"));
        auto byObserver = plan::edit(w, QDate(), {});
        QVERIFY(!byObserver.ok());
        QCOMPARE(byObserver.error().kind, Error::Kind::NotPermitted);
    }

    // Removing a member clears the checks they own; undoing the removal gives them back.
    void removingAMemberClearsWhatTheyOwn()
    {
        const QString path = copyOfDemo(QStringLiteral("removal"));
        auto opened = Workspace::open(path);
        QVERIFY(opened.ok());
        Workspace& w = **opened;
        committee::setActingMember(w, QStringLiteral("r1"));
        QVERIFY(plan::edit(w, std::nullopt, {{QStringLiteral("w3-poc-runs"), QStringLiteral("r4"), {}}}).ok());
        QVERIFY(members::remove(w, QStringLiteral("r4")).ok());
        QVERIFY(planOf(w, day("2026-11-30")).check(QStringLiteral("w3-poc-runs"))->ownerId.isEmpty());
        QVERIFY(w.undo().ok());
        QCOMPARE(planOf(w, day("2026-11-30")).check(QStringLiteral("w3-poc-runs"))->ownerId, QStringLiteral("r4"));
    }

    // The fingerprint does not cover the plan: with the decision signed and frozen, the chair still sets
    // owners (exit 0 on the command line) and the fingerprint stays.
    void frozenDecisionLeavesThePlanWritable()
    {
        const QString path = copyOfDemo(QStringLiteral("frozen"));
        for (const QString& member :
             {QStringLiteral("r1"), QStringLiteral("r2"), QStringLiteral("r3"), QStringLiteral("r4")}) {
            const testing::Run run =
                runCli({QStringLiteral("sign"), path, QStringLiteral("--member"), member, QStringLiteral("--agree")});
            QVERIFY2(run.code == 0, run.err.constData());
        }
        const testing::Run frozen =
            runCli({QStringLiteral("freeze"), path, QStringLiteral("--as-member"), QStringLiteral("r1")});
        QVERIFY2(frozen.code == 0, frozen.err.constData());
        const testing::Run set =
            runCli({QStringLiteral("plan"), path, QStringLiteral("--check"), QStringLiteral("w4-record-signed"),
                    QStringLiteral("--owner"), QStringLiteral("r1"), QStringLiteral("--due"),
                    QStringLiteral("2026-12-04"), QStringLiteral("--as-member"), QStringLiteral("r1")});
        QVERIFY2(set.code == 0, set.err.constData());
        const testing::Run byMember =
            runCli({QStringLiteral("plan"), path, QStringLiteral("--start"), QStringLiteral("2026-11-09"),
                    QStringLiteral("--as-member"), QStringLiteral("r2")});
        QCOMPARE(byMember.code, 6);
        const testing::Run verified = runCli({QStringLiteral("verify"), path});
        QVERIFY2(verified.code == 0, verified.out.constData());
    }

    // The report's plan section names each check's owner and due date and marks the overdue ones.
    void reportShowsOwnersAndOverdue()
    {
        const QString path = copyOfDemo(QStringLiteral("report"));
        auto opened = Workspace::open(path);
        QVERIFY(opened.ok());
        Workspace& w = **opened;
        committee::setActingMember(w, QStringLiteral("r1"));
        QVERIFY(
            plan::edit(w, std::nullopt, {{QStringLiteral("w3-same-workload"), QStringLiteral("r4"), day("2026-11-25")}})
                .ok());
        report::Options options;
        options.date = day("2026-11-30");
        auto content = report::build(w.queries().rows(), options);
        QVERIFY(content.ok());
        const QString text = report::plainText(*content);
        const qsizetype row = text.indexOf(QStringLiteral("The same workloads on every compared candidate: 1 gap"));
        QVERIFY2(row > 0, qPrintable(text.mid(text.indexOf(QStringLiteral("Four-week plan status")), 3000)));
        const QString line = text.mid(row, text.indexOf(u'\n', row) - row);
        QVERIFY2(line.endsWith(QStringLiteral(" | Overdue | Xu Jianing (simulated) | 2026-11-25")), qPrintable(line));
        QVERIFY(text.contains(QStringLiteral(": 2 pool(s) | Done | Chen Siyuan (simulated) | 2026-11-08")));
        QVERIFY(text.contains(QStringLiteral("Overdue checks on 2026-11-30: 3.")));
    }
};

QTEST_GUILESS_MAIN(TestPlan)
#include "tst_plan.moc"
