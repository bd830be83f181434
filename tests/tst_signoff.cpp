// Sign-off (issue 29): members sign the decision record, the chair freezes it, and while it is frozen
// every edit of what the report's fingerprint covers is refused (Error::Kind::Signed, exit 5) while a
// job-log import and notes the fingerprint does not cover go on; the chair reopens it with a reason,
// audited, and the signatures are cleared. An observer does not sign (exit 6). The fingerprint
// (version 2) covers consensus scores, recusals and the signatures' choices.
#include "TestSupport.h"
#include "commands/Assessments.h"
#include "commands/Candidates.h"
#include "committee/ActingMember.h"
#include "committee/Signoff.h"
#include "reports/Fingerprint.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace gatebench;
using testing::execSql;
using testing::fileSha256;
using testing::selectColumn;

namespace {

const QString kData = QStringLiteral(GATEBENCH_TEST_DATA);

testing::Run runCli(const QStringList& arguments)
{
    return testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                               arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
}

QJsonObject jsonOf(const QByteArray& out)
{
    return QJsonDocument::fromJson(out).object();
}

QString fingerprintOf(const QString& path, fingerprint::Part part = fingerprint::Part::Whole)
{
    auto opened = Workspace::open(path, Workspace::Access::ReadOnly);
    if (!opened)
        return opened.error().message;
    auto value = fingerprint::compute((*opened)->queries().rows(), part);
    return value ? *value : value.error().message;
}

} // namespace

class TestSignoff : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;

    QString copyOfDemo(const QString& name)
    {
        const QString path = m_dir.filePath(name + QStringLiteral(".gatebench"));
        QFile::remove(path);
        return testing::copyEvaluation(m_demo, path);
    }

    /// The demo's four members sign (two with reservations or a dissent) and it is frozen.
    void signAndFreeze(const QString& path)
    {
        for (const QStringList& sign :
             {QStringList{QStringLiteral("r1"), QStringLiteral("--agree")},
              QStringList{QStringLiteral("r2"), QStringLiteral("--reservations"),
                          QStringLiteral("The exit cost of Run:ai is an estimate.")},
              QStringList{QStringLiteral("r3"), QStringLiteral("--dissent"),
                          QStringLiteral("The key-workflow gate of OpenShift AI was not given enough drills.")},
              QStringList{QStringLiteral("r4"), QStringLiteral("--agree")}}) {
            const testing::Run run =
                runCli(QStringList{QStringLiteral("sign"), path, QStringLiteral("--member")} + sign);
            QVERIFY2(run.code == 0, run.err.constData());
        }
        // The demo's chair, r1, freezes.
        const testing::Run frozen =
            runCli({QStringLiteral("freeze"), path, QStringLiteral("--as-member"), QStringLiteral("r1")});
        QVERIFY2(frozen.code == 0, frozen.err.constData());
        QVERIFY2(frozen.out.contains("4 of 4 members"), frozen.out.constData());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath(QStringLiteral("demo.gatebench"));
        const testing::Run created = runCli({QStringLiteral("new"), m_demo, QStringLiteral("--demo")});
        QVERIFY2(created.code == 0, created.err.constData());
    }

    // While frozen, an edit of what the fingerprint covers is refused with the Signed kind and a message
    // that names the chair's reopening; nothing is written (the fingerprint and the file's tables stay);
    // the undo of an edit made before the freeze is refused the same way. A candidate's note, which the
    // fingerprint does not cover, is still written.
    void editAfterFreezeIsRefused()
    {
        const QString path = copyOfDemo(QStringLiteral("model"));
        auto opened = Workspace::open(path);
        QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message));
        Workspace& w = **opened;
        // An edit before the freeze, on the undo stack.
        QVERIFY(assessments::setEvidence(w, QStringLiteral("runai"), QStringLiteral("gate-data-boundary"),
                                         QStringLiteral("Checked on site."), QString())
                    .ok());
        for (const QString& member :
             {QStringLiteral("r1"), QStringLiteral("r2"), QStringLiteral("r3"), QStringLiteral("r4")})
            QVERIFY(signoff::sign(w, member, SignChoice::Agree, QString()).ok());
        auto state = signoff::state(w.queries().rows());
        QVERIFY(state.ok());
        QVERIFY(state->complete());
        committee::setActingMember(w, QStringLiteral("r1")); // the demo's chair freezes
        auto frozen = signoff::freeze(w, QString());
        QVERIFY2(frozen.ok(), frozen.ok() ? "" : qPrintable(frozen.error().message));
        const QString before = *fingerprint::compute(w.queries().rows());

        const auto refused = assessments::setVerdict(w, QStringLiteral("runai"), QStringLiteral("gate-data-boundary"),
                                                     GateVerdict::Fail);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, Error::Kind::Signed);
        QVERIFY2(refused.error().message.contains(QLatin1String("reopen")), qPrintable(refused.error().message));
        QVERIFY2(refused.error().message.contains(QLatin1String("chair")), qPrintable(refused.error().message));
        const auto score = assessments::setScore(w, QStringLiteral("runai"), QStringLiteral("bonus-experience"), 1.0);
        QVERIFY(!score.ok() || *fingerprint::compute(w.queries().rows()) == before);
        const auto undone = w.undo();
        QVERIFY(!undone.ok());
        QCOMPARE(undone.error().kind, Error::Kind::Signed);
        QCOMPARE(*fingerprint::compute(w.queries().rows()), before);
        // Signing again changes the signatures the fingerprint covers: refused too.
        const auto again = signoff::sign(w, QStringLiteral("r2"), SignChoice::Dissent, QStringLiteral("Changed mind"));
        QCOMPARE(again.error().kind, Error::Kind::Signed);

        // Notes of a candidate's profile are not the fingerprint's: written.
        QVERIFY(
            candidates::setField(w, QStringLiteral("runai"), CandidateField::Notes, QStringLiteral("Call back")).ok());
        QCOMPARE(*fingerprint::compute(w.queries().rows()), before);
    }

    // On the command line a refused edit is exit 5 and leaves the file byte for byte; a job-log import
    // (the fingerprint does not cover the job log) is written.
    void commandLineAfterFreeze()
    {
        const QString path = copyOfDemo(QStringLiteral("cli"));
        signAndFreeze(path);
        const QString poc = m_dir.filePath(QStringLiteral("runs.csv"));
        testing::writeFile(poc, "Platform,Scenario,Run ID,Result\nRun:ai,Interactive development,SIGNOFF-1,pass\n");
        const QByteArray before = fileSha256(path);
        const testing::Run refused =
            runCli({QStringLiteral("import"), path, QStringLiteral("--kind"), QStringLiteral("poc"), poc});
        QCOMPARE(refused.code, 5);
        QVERIFY2(refused.err.contains("Signed: the chair must reopen the decision first"), refused.err.constData());
        QCOMPARE(fileSha256(path), before);

        const QString fingerprint = fingerprintOf(path);
        const qint64 jobs = jsonOf(runCli({QStringLiteral("info"), path, QStringLiteral("--json")}).out)
                                .value(QLatin1String("jobs"))
                                .toInteger();
        const testing::Run imported = runCli(
            {QStringLiteral("import"), path, QStringLiteral("--kind"), QStringLiteral("jobs"),
             QStringLiteral("--format"), QStringLiteral("sacct"), kData + QStringLiteral("/jobdedupe/week1.sacct")});
        QVERIFY2(imported.code == 0, imported.err.constData());
        QVERIFY(jsonOf(runCli({QStringLiteral("info"), path, QStringLiteral("--json")}).out)
                    .value(QLatin1String("jobs"))
                    .toInteger() > jobs);
        QCOMPARE(fingerprintOf(path), fingerprint);
        // The data still gives the fingerprint recorded at the freeze.
        QCOMPARE(runCli({QStringLiteral("verify"), path}).code, 0);
    }

    // The chair reopens with a reason: audited (who, why), the signatures cleared, edits written again.
    void reopenIsAuditedAndClearsSignatures()
    {
        const QString path = copyOfDemo(QStringLiteral("reopen"));
        signAndFreeze(path);
        QCOMPARE(selectColumn(path, QStringLiteral("SELECT count(*) FROM signatures")),
                 QStringList{QStringLiteral("4")});
        QCOMPARE(runCli({QStringLiteral("reopen"), path, QStringLiteral("--as-member"), QStringLiteral("r1")}).code,
                 1); // the reason is required
        const testing::Run reopened =
            runCli({QStringLiteral("reopen"), path, QStringLiteral("--reason"), QStringLiteral("New PoC evidence"),
                    QStringLiteral("--as-member"), QStringLiteral("r1")});
        QVERIFY2(reopened.code == 0, reopened.err.constData());
        QCOMPARE(selectColumn(path, QStringLiteral("SELECT count(*) FROM signatures")),
                 QStringList{QStringLiteral("0")});
        QCOMPARE(selectColumn(path, QStringLiteral("SELECT reopen_reason FROM decision_freezes")),
                 QStringList{QStringLiteral("New PoC evidence")});
        const QJsonArray log = jsonOf(runCli({QStringLiteral("audit"), path, QStringLiteral("--json")}).out)
                                   .value(QLatin1String("entries"))
                                   .toArray();
        QVERIFY(!log.isEmpty());
        const QJsonObject newest = log.first().toObject();
        QCOMPARE(newest.value(QLatin1String("action")).toString(), QStringLiteral("reopen"));
        QVERIFY2(QJsonDocument(newest).toJson().contains("New PoC evidence"),
                 QJsonDocument(newest).toJson().constData());
        // Open again: an edit is written.
        const QString poc = m_dir.filePath(QStringLiteral("runs2.csv"));
        testing::writeFile(poc, "Platform,Scenario,Run ID,Result\nRun:ai,Interactive development,SIGNOFF-2,pass\n");
        const testing::Run imported =
            runCli({QStringLiteral("import"), path, QStringLiteral("--kind"), QStringLiteral("poc"), poc});
        QVERIFY2(imported.code == 0, imported.err.constData());
        // Reopening what is not frozen is refused.
        QCOMPARE(runCli({QStringLiteral("reopen"), path, QStringLiteral("--reason"), QStringLiteral("Again"),
                         QStringLiteral("--as-member"), QStringLiteral("r1")})
                     .code,
                 2);
    }

    // An observer does not sign (exit 6); the chair alone freezes once the evaluation has one; without
    // every signature the freeze needs a reason; reservations and dissent need theirs.
    void permissions()
    {
        const QString path = copyOfDemo(QStringLiteral("permissions"));
        QCOMPARE(execSql(path, {"UPDATE reviewers SET permission = 'observer' WHERE id = 'r4'",
                                "UPDATE reviewers SET permission = 'chair' WHERE id = 'r1'"}),
                 QString());
        const QByteArray before = fileSha256(path);
        const testing::Run observer = runCli({QStringLiteral("sign"), path, QStringLiteral("--member"),
                                              QStringLiteral("r4"), QStringLiteral("--agree")});
        QCOMPARE(observer.code, 6);
        QVERIFY2(observer.err.contains("Not permitted for observer"), observer.err.constData());
        QCOMPARE(fileSha256(path), before);
        QCOMPARE(runCli({QStringLiteral("sign"), path, QStringLiteral("--member"), QStringLiteral("r2"),
                         QStringLiteral("--dissent"), QStringLiteral(" ")})
                     .code,
                 2);
        QCOMPARE(runCli({QStringLiteral("sign"), path, QStringLiteral("--member"), QStringLiteral("r2"),
                         QStringLiteral("--agree"), QStringLiteral("--dissent"), QStringLiteral("No")})
                     .code,
                 1);
        QCOMPARE(runCli({QStringLiteral("sign"), path, QStringLiteral("--member"), QStringLiteral("r2"),
                         QStringLiteral("--agree")})
                     .code,
                 0);
        // A member is not the chair.
        QCOMPARE(runCli({QStringLiteral("freeze"), path, QStringLiteral("--as-member"), QStringLiteral("r2"),
                         QStringLiteral("--reason"), QStringLiteral("Deadline")})
                     .code,
                 6);
        // The chair, without every signature: a reason is required.
        const testing::Run noReason =
            runCli({QStringLiteral("freeze"), path, QStringLiteral("--as-member"), QStringLiteral("r1")});
        QCOMPARE(noReason.code, 2);
        QVERIFY2(noReason.err.contains("1 of 3 members"), noReason.err.constData());
        QCOMPARE(runCli({QStringLiteral("freeze"), path, QStringLiteral("--as-member"), QStringLiteral("r1"),
                         QStringLiteral("--reason"), QStringLiteral("The board meets tomorrow")})
                     .code,
                 0);
        QCOMPARE(selectColumn(path, QStringLiteral("SELECT reason FROM decision_freezes")),
                 QStringList{QStringLiteral("The board meets tomorrow")});
    }

    // Version 2 of the fingerprint covers consensus scores, recusals and the signatures' choices: a
    // change of any changes it. A signature is on the data without the signatures, so every member
    // who signs the same data records the same fingerprint.
    void fingerprintCoversTheCommittee()
    {
        const QString path = copyOfDemo(QStringLiteral("fingerprint"));
        const QString first = fingerprintOf(path);
        QCOMPARE(first.size(), 64);
        QCOMPARE(execSql(path, {"INSERT INTO consensus_scores (candidate_id, criterion_id, score, reason, set_by, "
                                "set_at) VALUES ('runai', 'bonus-experience', 4, 'Agreed in the meeting', 'r1', "
                                "'2026-11-30T09:00:00Z')"}),
                 QString());
        const QString withConsensus = fingerprintOf(path);
        QVERIFY(withConsensus != first);
        QCOMPARE(execSql(path, {"UPDATE consensus_scores SET score = 3"}), QString());
        QVERIFY(fingerprintOf(path) != withConsensus);
        const QString beforeRecusal = fingerprintOf(path);
        QCOMPARE(execSql(path, {"INSERT INTO recusals (member_id, candidate_id, reason, declared_at) VALUES ('r2', "
                                "'runai', 'Former employee of the vendor', '2026-11-30T09:00:00Z')"}),
                 QString());
        QVERIFY(fingerprintOf(path) != beforeRecusal);

        const QString beforeSigning = fingerprintOf(path);
        const QString data = fingerprintOf(path, fingerprint::Part::WithoutSignatures);
        QCOMPARE(runCli({QStringLiteral("sign"), path, QStringLiteral("--member"), QStringLiteral("r1"),
                         QStringLiteral("--agree")})
                     .code,
                 0);
        const QString signedOnce = fingerprintOf(path);
        QVERIFY(signedOnce != beforeSigning);
        QCOMPARE(fingerprintOf(path, fingerprint::Part::WithoutSignatures), data);
        QCOMPARE(runCli({QStringLiteral("sign"), path, QStringLiteral("--member"), QStringLiteral("r1"),
                         QStringLiteral("--dissent"), QStringLiteral("On second thought")})
                     .code,
                 0);
        QVERIFY(fingerprintOf(path) != signedOnce);
        QCOMPARE(selectColumn(path, QStringLiteral("SELECT fingerprint FROM signatures")), QStringList{data});
        // The serialization says its version and holds the records in the README's form.
        auto opened = Workspace::open(path, Workspace::Access::ReadOnly);
        QVERIFY(opened.ok());
        const QByteArray canonical = *fingerprint::canonical((*opened)->queries().rows());
        QVERIFY(canonical.startsWith("gatebench-fingerprint 2\n"));
        QVERIFY(canonical.contains("\nconsensus_score\trunai\tbonus-experience\t3\tAgreed in the meeting\n"));
        QVERIFY(canonical.contains("\nrecusal\tr2\trunai\tFormer employee of the vendor\n"));
        QVERIFY(canonical.endsWith("\nsignature\tr1\tdissent\tOn second thought\n"));
    }
};

QTEST_GUILESS_MAIN(TestSignoff)
#include "tst_signoff.moc"
