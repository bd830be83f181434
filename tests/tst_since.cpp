// What changed since the last meeting (issue 30), on a fixed clock: `diff --from DATE` takes the last
// snapshot taken on or before the date (UTC) and refuses a date before every snapshot; `audit --since`
// a snapshot or a date lists the entries after it; a waiver valid when the snapshot was taken that
// lapsed by the as-of date is listed under lapsed (not as a change, nor a waiver granted since); the
// demo's simulated snapshot at its past meeting, and what changed since it. Every time here is set on
// the workspace's clock or passed as the as-of date: nothing depends on today.
#include "TestSupport.h"
#include "commands/Assessments.h"
#include "committee/Snapshots.h"
#include "repositories/AuditRepository.h"
#include "repositories/SnapshotRepository.h"
#include "repositories/VisibleRows.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace gatebench;

namespace {

QDateTime utc(int y, int m, int d, int h, int min = 0)
{
    return QDateTime(QDate(y, m, d), QTime(h, min), QTimeZone::utc());
}

void at(Workspace& w, const QDateTime& when)
{
    w.setClock([when] { return when; });
}

testing::Run cli(const QStringList& arguments)
{
    return testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                               arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
}

QJsonObject json(const testing::Run& run)
{
    return QJsonDocument::fromJson(run.out).object();
}

const QString kRunai = QStringLiteral("runai");
const QString kPai = QStringLiteral("pai");
const QString kIdentity = QStringLiteral("gate-identity-audit");
const QString kBoundary = QStringLiteral("gate-data-boundary");

} // namespace

class TestSince : public QObject {
    Q_OBJECT

private slots:
    void init();
    void diffFromADate();
    void auditSinceASnapshotOrADate();
    void lapsedWaivers();
    void demoHasASimulatedSnapshotAndChangesSince();
    void readerComputesWhatTheWorkspaceDoes();

private:
    /// A template evaluation with this history, in UTC:
    ///   11-01 10:00 verdict pai/boundary Fail     11-03 10:00 verdict pai/identity Pass
    ///   11-10 20:00 snapshot "A" (11-11 in Shanghai: a date means UTC)
    ///   11-12 03:00 verdict runai/boundary Fail   11-20 01:00 snapshot "B"
    ///   11-21 05:00 verdict runai/identity Pass
    void makeHistory();

    QTemporaryDir m_dir;
    QString m_file;
    qint64 m_seqA = 0;
};

void TestSince::init()
{
    QVERIFY(m_dir.isValid());
    m_file = testing::location(
        m_dir.filePath(QStringLiteral("since-%1.gatebench").arg(QLatin1String(QTest::currentTestFunction()))));
}

void TestSince::makeHistory()
{
    auto w = testing::createWorkspace(m_file);
    const auto verdict = [&](const QString& candidate, const QString& criterion, GateVerdict v) {
        QVERIFY2(assessments::setVerdict(*w, candidate, criterion, v, QStringLiteral("Desk review note")).ok(),
                 qPrintable(candidate + u'/' + criterion));
    };
    at(*w, utc(2026, 11, 1, 10));
    verdict(kPai, kBoundary, GateVerdict::Fail);
    at(*w, utc(2026, 11, 3, 10));
    verdict(kPai, kIdentity, GateVerdict::Pass);
    at(*w, utc(2026, 11, 10, 20));
    auto a = snapshots::take(*w, QStringLiteral("A"));
    QVERIFY2(a.ok(), a.ok() ? "" : qPrintable(a.error().message));
    QCOMPARE(a->takenAt, QStringLiteral("2026-11-10T20:00:00Z"));
    m_seqA = a->auditSeq;
    at(*w, utc(2026, 11, 12, 3));
    verdict(kRunai, kBoundary, GateVerdict::Fail);
    at(*w, utc(2026, 11, 20, 1));
    QVERIFY(snapshots::take(*w, QStringLiteral("B")).ok());
    at(*w, utc(2026, 11, 21, 5));
    verdict(kRunai, kIdentity, GateVerdict::Pass);
}

void TestSince::diffFromADate()
{
    makeHistory();
    if (QTest::currentTestFailed())
        return;
    const auto fromName = [&](const char* date) {
        const testing::Run run =
            cli({QStringLiteral("diff"), m_file, QStringLiteral("--from"), QLatin1String(date),
                 QStringLiteral("--as-of"), QStringLiteral("2026-11-30"), QStringLiteral("--json")});
        if (run.code != 0)
            return QStringLiteral("exit %1: %2").arg(run.code).arg(QString::fromUtf8(run.err));
        return json(run).value(QStringLiteral("from")).toObject().value(QStringLiteral("name")).toString();
    };
    // A date is a UTC day: "A" was taken on 2026-11-10 UTC (already 11-11 in the cluster's zone).
    QCOMPARE(fromName("2026-11-10"), QStringLiteral("A"));
    QCOMPARE(fromName("2026-11-19"), QStringLiteral("A"));
    QCOMPARE(fromName("2026-11-20"), QStringLiteral("B"));
    QCOMPARE(fromName("2027-03-01"), QStringLiteral("B"));

    // From A: the two verdicts set since, each with who and when; the verdict set before A is no change.
    const testing::Run run =
        cli({QStringLiteral("diff"), m_file, QStringLiteral("--from"), QStringLiteral("2026-11-15"),
             QStringLiteral("--as-of"), QStringLiteral("2026-11-30"), QStringLiteral("--json")});
    QCOMPARE(run.code, 0);
    QStringList verdicts;
    for (const QJsonValue& v : json(run).value(QStringLiteral("changes")).toArray()) {
        const QJsonObject c = v.toObject();
        if (c.value(QStringLiteral("field")).toString() == QLatin1String("verdict"))
            verdicts.append(QStringLiteral("%1 %2→%3 %4 by %5")
                                .arg(c.value(QStringLiteral("key")).toString(),
                                     c.value(QStringLiteral("old")).toString(QStringLiteral("null")),
                                     c.value(QStringLiteral("new")).toString(),
                                     c.value(QStringLiteral("at")).toString(),
                                     c.value(QStringLiteral("by")).toString()));
    }
    QCOMPARE(verdicts, (QStringList{
                           QStringLiteral("runai/gate-data-boundary null→fail 2026-11-12T03:00:00Z by Test Reviewer"),
                           QStringLiteral("runai/gate-identity-audit null→pass 2026-11-21T05:00:00Z by Test Reviewer"),
                       }));

    // A date before every snapshot is refused, and says so; nothing is printed as if it were a diff.
    const testing::Run before = cli({QStringLiteral("diff"), m_file, QStringLiteral("--from"),
                                     QStringLiteral("2026-11-09"), QStringLiteral("--json")});
    QCOMPARE(before.code, 2); // bad input
    QVERIFY(before.out.isEmpty());
    QVERIFY2(before.err.contains("No snapshot was taken on or before 2026-11-09"), before.err.constData());
}

void TestSince::auditSinceASnapshotOrADate()
{
    makeHistory();
    if (QTest::currentTestFailed())
        return;
    const auto entries = [&](const QString& since) {
        QStringList list; // "at action entity_id", oldest first
        const testing::Run run =
            cli({QStringLiteral("audit"), m_file, QStringLiteral("--since"), since, QStringLiteral("--json")});
        if (run.code != 0)
            return QStringList{QStringLiteral("exit %1: %2").arg(run.code).arg(QString::fromUtf8(run.err))};
        for (const QJsonValue& v : json(run).value(QStringLiteral("entries")).toArray()) {
            const QJsonObject e = v.toObject();
            list.prepend(QStringLiteral("%1 %2 %3")
                             .arg(e.value(QStringLiteral("at_utc")).toString(),
                                  e.value(QStringLiteral("action")).toString(),
                                  e.value(QStringLiteral("entity_id")).toString()));
        }
        return list;
    };
    // After A: its own entry (the taking of it, where the log since it starts), then what followed.
    const QStringList afterA{
        QStringLiteral("2026-11-10T20:00:00Z snapshot A"),
        QStringLiteral("2026-11-12T03:00:00Z create runai/gate-data-boundary"),
        QStringLiteral("2026-11-20T01:00:00Z snapshot B"),
        QStringLiteral("2026-11-21T05:00:00Z create runai/gate-identity-audit"),
    };
    QCOMPARE(entries(QStringLiteral("A")), afterA);
    // A date: after the last snapshot taken on or before it (A), whatever the entries' own dates.
    QCOMPARE(entries(QStringLiteral("2026-11-19")), afterA);
    QCOMPARE(entries(QStringLiteral("2026-11-10")), afterA);
    QCOMPARE(entries(QStringLiteral("B")), (QStringList{QStringLiteral("2026-11-20T01:00:00Z snapshot B"),
                                                        QStringLiteral("2026-11-21T05:00:00Z create "
                                                                       "runai/gate-identity-audit")}));
    // A date before every snapshot: the entries from that UTC day on.
    const QStringList fromNov2 = entries(QStringLiteral("2026-11-02"));
    QVERIFY2(!fromNov2.contains(QStringLiteral("2026-11-01T10:00:00Z create pai/gate-data-boundary")),
             qPrintable(fromNov2.join(u'\n')));
    QVERIFY2(fromNov2.contains(QStringLiteral("2026-11-03T10:00:00Z create pai/gate-identity-audit")),
             qPrintable(fromNov2.join(u'\n')));
    QVERIFY(fromNov2.contains(QStringLiteral("2026-11-12T03:00:00Z create runai/gate-data-boundary")));
    // Neither a snapshot nor a date: refused.
    const testing::Run unknown =
        cli({QStringLiteral("audit"), m_file, QStringLiteral("--since"), QStringLiteral("last week")});
    QCOMPARE(unknown.code, 2);
    QVERIFY(unknown.err.contains("There is no snapshot named"));
}

void TestSince::lapsedWaivers()
{
    auto w = testing::createWorkspace(m_file);
    at(*w, utc(2026, 11, 5, 9));
    // Waived before the snapshot, through 2026-12-31 (inclusive).
    const Waiver early{QStringLiteral("Security lead"), QStringLiteral("Audit export is being built"),
                       QDate(2026, 12, 31)};
    QVERIFY(assessments::waive(*w, kRunai, kIdentity, early).ok());
    at(*w, utc(2026, 11, 16, 9));
    auto snapshot = snapshots::take(*w, QStringLiteral("Week 3"));
    QVERIFY(snapshot.ok());
    // Waived after it, with the same expiry: a change since the snapshot, never valid at it.
    at(*w, utc(2026, 11, 20, 9));
    QVERIFY(assessments::waive(*w, kPai, kIdentity, early).ok());

    const auto diffOn = [&](QDate asOf) {
        auto diff = snapshots::compute(*w, *snapshot, std::nullopt, asOf, Viewer::everyone(), QStringLiteral("en"));
        if (!diff)
            qFatal("%s", qPrintable(diff.error().message));
        return *diff;
    };
    const auto lapsedKeys = [](const snapshots::Diff& d) {
        QStringList keys;
        for (const snapshots::LapsedWaiver& l : d.lapsed)
            keys.append(l.candidateId + u'/' + l.criterionId + u' ' + l.expires.toString(Qt::ISODate));
        return keys;
    };
    const auto changedKeys = [](const snapshots::Diff& d) {
        QStringList keys;
        for (const snapshots::Change& c : d.changes)
            keys.append(c.record.kind + u' ' + c.record.key);
        keys.removeDuplicates();
        return keys;
    };
    // Through the expiry date the waiver holds: nothing lapsed.
    QCOMPARE(lapsedKeys(diffOn(QDate(2026, 12, 31))), QStringList());
    // The day after, Run:ai's waiver (valid at the snapshot) has lapsed: listed on its own, and not as a
    // change (its record is as it was). PAI's, granted since, is a change and not a lapse.
    const snapshots::Diff d = diffOn(QDate(2027, 1, 1));
    QCOMPARE(lapsedKeys(d), QStringList{QStringLiteral("runai/gate-identity-audit 2026-12-31")});
    QCOMPARE(d.lapsed.first().owner, QStringLiteral("Security lead"));
    const QStringList changed = changedKeys(d);
    QVERIFY2(!changed.join(u'\n').contains(QLatin1String("runai/")), qPrintable(changed.join(u'\n')));
    QVERIFY2(changed.contains(QStringLiteral("verdict pai/gate-identity-audit")) ||
                 changed.contains(QStringLiteral("waiver pai/gate-identity-audit")),
             qPrintable(changed.join(u'\n')));
    // Both sides are judged on the same date: the lapse is no status change of its own.
    for (const snapshots::StatusChange& s : d.statusChanges)
        QVERIFY2(s.candidateId != kRunai, qPrintable(s.before + QStringLiteral(" → ") + s.after));
}

void TestSince::demoHasASimulatedSnapshotAndChangesSince()
{
    NewWorkspaceOptions options;
    options.path = m_file;
    options.content = NewWorkspaceOptions::Content::Demo;
    options.language = QStringLiteral("en");
    QVERIFY(createWorkspaceFile(options).ok());
    auto opened = Workspace::open(m_file, Workspace::Access::ReadOnly);
    QVERIFY(opened.ok());
    const Workspace& w = **opened;
    auto all = SnapshotRepository(w.queries().rows()).all();
    QVERIFY(all.ok());
    QCOMPARE(all->size(), 1);
    const SnapshotInfo& s = all->first();
    // Taken at the end of the demo's past meeting (2026-11-16), by the simulated chair, marked simulated.
    QCOMPARE(s.name, QStringLiteral("Week 3 review meeting (simulated)"));
    QCOMPARE(s.takenAt, QStringLiteral("2026-11-16T09:00:00Z"));
    QCOMPARE(s.memberId, QStringLiteral("r1"));
    QCOMPARE(s.takenBy, QStringLiteral("Chen Siyuan (simulated)"));
    QVERIFY(s.simulated);

    auto diff = snapshots::compute(w, s, std::nullopt, QDate(2026, 11, 30), Viewer::everyone(), QStringLiteral("en"));
    QVERIFY2(diff.ok(), diff.ok() ? "" : qPrintable(diff.error().message));
    // What it did to the decision: both gates were Unknown then, so no one was Eligible; now Run:ai is
    // recommended and Kubernetes + Volcano + Kubeflow is the alternative (as the demo's decision says).
    QStringList statuses;
    for (const snapshots::StatusChange& c : diff->statusChanges)
        statuses.append(c.candidateId + QStringLiteral(": ") + c.before.section(u' ', 0, 0) + QStringLiteral(" → ") +
                        c.after.section(u',', 0, 0));
    QCOMPARE(statuses,
             (QStringList{QStringLiteral("runai: Blocked → Eligible"), QStringLiteral("k8s-oss: Blocked → Eligible")}));
    QCOMPARE(diff->before->recommendationLines(false).first(),
             QStringLiteral("No recommendation: no candidate passes every gate."));
    QVERIFY(diff->after->recommendationLines(false).first().startsWith(QLatin1String("Recommended: NVIDIA Run:ai")));
    // Each change with who made it and when, from the demo's simulated history.
    QStringList changes;
    for (const snapshots::Change& c : diff->changes) {
        if (c.record.field == QLatin1String("verdict") || c.record.field == QLatin1String("fte"))
            changes.append(QStringLiteral("%1 %2 %3: %4 → %5 (%6, %7)")
                               .arg(c.record.kind, c.record.key, c.record.field, c.record.before.toString(),
                                    c.record.after.toString(), c.by, c.at));
    }
    QCOMPARE(
        changes,
        (QStringList{
            QStringLiteral("verdict k8s-oss/gate-identity-audit verdict: unknown → waived (Lin Xiaowen (simulated), "
                           "2026-11-25T06:00:00Z)"),
            QStringLiteral("verdict runai/gate-identity-audit verdict: unknown → pass (Lin Xiaowen (simulated), "
                           "2026-11-21T03:00:00Z)"),
            QStringLiteral("tco_line 30 fte: 3.0 → 3.5 (Chen Siyuan (simulated), 2026-11-24T06:30:00Z)"),
        }));
    // A cost line is named by its candidate and its description (a candidate has many lines).
    for (const snapshots::Change& c : diff->changes) {
        if (c.record.kind == QLatin1String("tco_line"))
            QCOMPARE(c.names.en, QStringLiteral("Kubernetes + Volcano + Kubeflow (self-built) / Platform engineering "
                                                "and operations staff (3.5 FTE)"));
    }
    QVERIFY(diff->lapsed.isEmpty());
    // On 2027-02-01 the waiver granted since has expired, but it was never valid at the snapshot.
    auto later = snapshots::compute(w, s, std::nullopt, QDate(2027, 2, 1), Viewer::everyone(), QStringLiteral("en"));
    QVERIFY(later.ok());
    QVERIFY(later->lapsed.isEmpty());
}

void TestSince::readerComputesWhatTheWorkspaceDoes()
{
    makeHistory();
    if (QTest::currentTestFailed())
        return;
    auto opened = Workspace::open(m_file, Workspace::Access::ReadOnly);
    QVERIFY(opened.ok());
    const Workspace& w = **opened;
    auto a = snapshots::resolve(w, QStringLiteral("A"));
    QVERIFY(a.ok());
    const QDate asOf(2026, 11, 30);
    auto direct = snapshots::compute(w, *a, std::nullopt, asOf, Viewer::everyone(), QStringLiteral("en"));
    QVERIFY(direct.ok());
    auto reader = w.queries().openReader(Viewer::everyone());
    QVERIFY(reader.ok());
    auto viaReader = snapshots::compute(**reader, w.queries().visibility(Viewer::everyone()), *a, std::nullopt, asOf,
                                        QStringLiteral("en"));
    QVERIFY(viaReader.ok());
    QCOMPARE(QJsonDocument(snapshots::json(*viaReader)).toJson(), QJsonDocument(snapshots::json(*direct)).toJson());
    QVERIFY(!direct->changes.isEmpty());
    // Without a date, a reader is refused (it has no evaluation date of its own to fall back on).
    QVERIFY(!snapshots::compute(**reader, Visibility{}, *a, std::nullopt, QDate(), QStringLiteral("en")).ok());

    // Cancelled (the window's Cancel sets the flag from its thread): the worker stops with that answer
    // instead of a diff; with the flag down it gives the same diff as above.
    std::atomic<bool> cancelled{true};
    auto stopped = snapshots::compute(**reader, w.queries().visibility(Viewer::everyone()), *a, std::nullopt, asOf,
                                      QStringLiteral("en"), &cancelled);
    QVERIFY(!stopped.ok());
    QCOMPARE(stopped.error().kind, Error::Kind::Cancelled);
    cancelled = false;
    auto notStopped = snapshots::compute(**reader, w.queries().visibility(Viewer::everyone()), *a, std::nullopt, asOf,
                                         QStringLiteral("en"), &cancelled);
    QVERIFY(notStopped.ok());
    QCOMPARE(QJsonDocument(snapshots::json(*notStopped)).toJson(), QJsonDocument(snapshots::json(*direct)).toJson());
}

QTEST_GUILESS_MAIN(TestSince)
#include "tst_since.moc"
