// The review committee (issue 29, "Members, assignments, recusal"): who may write what, recusals that
// refuse scores and leave them out of the decision, --as-member on a write, the audit entries that
// record the member and the operating-system user (and the chain that still verifies), and the
// migration of a version 20 file's reviewers.
#include "TestSupport.h"
#include "commands/Assessments.h"
#include "commands/Members.h"
#include "committee/ActingMember.h"
#include "reports/ReportContent.h"
#include "repositories/AssessmentRepository.h"
#include "repositories/AuditActors.h"
#include "repositories/AuditRepository.h"
#include "repositories/MemberRepository.h"
#include "storage/Schema.h"
#include "storage/SqliteStorage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace gatebench;

namespace {

testing::Run runCli(const QStringList& arguments)
{
    return testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                               arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
}

/// The bonus cell of `candidate` on `criterion` in the workspace's current decision.
std::optional<BonusCell> bonusCell(Workspace& w, const QString& candidate, const QString& criterion)
{
    auto current = w.queries().decision(QDate(2026, 11, 30));
    if (!current)
        return std::nullopt;
    for (const CandidateDecision& c : (*current)->decision.candidates) {
        if (c.candidateId != candidate)
            continue;
        for (const BonusCell& cell : c.bonusCells) {
            if (cell.criterionId == criterion)
                return cell;
        }
    }
    return std::nullopt;
}

/// The last audit entry of the file, with its actors.
std::pair<AuditEntry, AuditActors> lastEntry(const Workspace& w)
{
    std::pair<AuditEntry, AuditActors> last;
    (void)auditactors::scan(w.queries().rows(), [&](const AuditEntry& e, const AuditActors& a) {
        last = {e, a};
        return true;
    });
    return last;
}

} // namespace

class TestMembers : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    testing::DemoCopies m_demos;

    std::unique_ptr<Workspace> openDemo(const QString& member = {})
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

    /// The demo's reviewers are a chair and members with functions; their scores are kept.
    void demoCommittee()
    {
        auto w = openDemo();
        auto members = MemberRepository(w->queries().rows()).members();
        QVERIFY(members.ok());
        QCOMPARE(members->size(), 4);
        QCOMPARE(members->at(0).id, QStringLiteral("r1"));
        QCOMPARE(members->at(0).permission, Permission::Chair);
        QCOMPARE(members->at(0).function, MemberFunction::Platform);
        QCOMPARE(members->at(1).permission, Permission::Member);
        QCOMPARE(members->at(1).function, MemberFunction::Security);
        QCOMPARE(members->at(2).function, MemberFunction::Finance);
        QCOMPARE(members->at(3).function, MemberFunction::Algorithm);
        auto scores = AssessmentRepository(w->queries().rows()).scoresBy(QStringLiteral("r3"));
        QVERIFY(scores.ok());
        QVERIFY(!scores->isEmpty());
    }

    /// A function reads the same wherever a member is listed: the demo's chair, of the platform, is
    /// "Platform" in `gatebench members` (and so in the members dialog, which uses the same label) and
    /// on the report's signature page, never "Platform team" in one and "Platform" in the other.
    void platformFunctionReadsTheSame()
    {
        const QString path = m_demos.fresh();
        const testing::Run listed = runCli({QStringLiteral("members"), path});
        QCOMPARE(listed.code, 0);
        QString listedFunction;
        for (const QString& line : QString::fromUtf8(listed.out).split(u'\n')) {
            if (line.trimmed().startsWith(QLatin1String("r1 ")))
                listedFunction = line.section(QStringLiteral(" | "), 2).trimmed();
        }
        QCOMPARE(listedFunction, QStringLiteral("Platform"));

        auto opened = Workspace::open(path, Workspace::Access::ReadOnly);
        QVERIFY(opened.ok());
        report::Options options;
        options.language = QStringLiteral("en");
        options.date = QDate(2026, 11, 30);
        auto built = report::build((*opened)->queries().rows(), options);
        QVERIFY2(built.ok(), built.ok() ? "" : qPrintable(built.error().message));
        report::Report page = *built;
        page.sections = {built->sections.last()};
        const QString signatures = report::plainText(page);
        QVERIFY2(signatures.contains(QStringLiteral(" | Platform (chair) | ")), qPrintable(signatures));
        QVERIFY(!signatures.contains(QStringLiteral("Platform team")));
    }

    /// Who acts sets the actor stamped on changes and the read layer's viewer, in one call.
    void actingMemberSetsViewerAndActor()
    {
        auto w = openDemo();
        QVERIFY(committee::actAs(*w, QStringLiteral("r1")).ok());
        QCOMPARE(w->queries().viewer(), Viewer::chair(QStringLiteral("r1")));
        QCOMPARE(w->actor(), QStringLiteral("Chen Siyuan (simulated)"));
        QVERIFY(committee::actAs(*w, QStringLiteral("r2")).ok());
        QCOMPARE(w->queries().viewer(), Viewer::member(QStringLiteral("r2")));
        QVERIFY(committee::actAs(*w, QString()).ok());
        QCOMPARE(w->queries().viewer(), Viewer::everyone());
        QCOMPARE(w->actor(), Workspace::systemUser());
        const auto unknown = committee::actAs(*w, QStringLiteral("nobody"));
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.error().kind, Error::Kind::Usage);
    }

    /// An observer writes nothing: refused as NotPermitted, naming the member, the permission and the
    /// action, and the file's tables stay as they were.
    void observerWritesNothing()
    {
        auto w = openDemo(QStringLiteral("r1"));
        Member observer;
        observer.id = QStringLiteral("obs");
        observer.name = QStringLiteral("Observer One");
        observer.permission = Permission::Observer;
        QVERIFY(members::add(*w, observer).ok());
        QVERIFY(committee::actAs(*w, QStringLiteral("obs")).ok());
        const QByteArray before = testing::tableContents(w->queries().rows());
        const auto scored = assessments::setScore(*w, QStringLiteral("runai"), QStringLiteral("bonus-experience"), 2);
        QVERIFY(!scored.ok());
        QCOMPARE(scored.error().kind, Error::Kind::NotPermitted);
        QVERIFY2(scored.error().message.contains(QStringLiteral("Observer One")), qPrintable(scored.error().message));
        QVERIFY2(scored.error().message.contains(QStringLiteral("not permitted for observer")),
                 qPrintable(scored.error().message));
        const auto verdict = assessments::setVerdict(*w, QStringLiteral("pai"), QStringLiteral("gate-data-boundary"),
                                                     GateVerdict::Pass, QStringLiteral("evidence"));
        QVERIFY(!verdict.ok());
        QCOMPARE(verdict.error().kind, Error::Kind::NotPermitted);
        QCOMPARE(testing::tableContents(w->queries().rows()), before);
    }

    /// On the command line: an observer's write exits 6 and leaves the file byte for byte.
    void observerRefusedOnCommandLine()
    {
        const QString path = m_demos.fresh();
        QCOMPARE(runCli({QStringLiteral("member"), QStringLiteral("add"), path, QStringLiteral("--name"),
                         QStringLiteral("Watcher"), QStringLiteral("--id"), QStringLiteral("w1"),
                         QStringLiteral("--permission"), QStringLiteral("observer"), QStringLiteral("--as-member"),
                         QStringLiteral("r1")})
                     .code,
                 0);
        const QByteArray before = testing::fileSha256(path);
        const testing::Run refused = runCli({QStringLiteral("member"), QStringLiteral("set"), path,
                                             QStringLiteral("w1"), QStringLiteral("--name"), QStringLiteral("W"),
                                             QStringLiteral("--as-member"), QStringLiteral("w1")});
        QCOMPARE(refused.code, 6);
        QVERIFY2(refused.err.contains("not permitted for observer"), refused.err.constData());
        QCOMPARE(testing::fileSha256(path), before);
        // An import too.
        const QString csv = m_dir.filePath(QStringLiteral("candidates.csv"));
        testing::writeFile(csv, "id,name_en\nnew-one,New one\n");
        const testing::Run import =
            runCli({QStringLiteral("import"), path, QStringLiteral("--kind"), QStringLiteral("candidates"), csv,
                    QStringLiteral("--as-member"), QStringLiteral("w1")});
        QCOMPARE(import.code, 6);
        QCOMPARE(testing::fileSha256(path), before);
    }

    /// A member writes their own scores, never another member's.
    void memberCannotChangeAnothersScore()
    {
        auto w = openDemo(QStringLiteral("r2"));
        const QString candidate = QStringLiteral("runai");
        const QString criterion = QStringLiteral("bonus-experience");
        // Their own: written under their id.
        QVERIFY(assessments::setScore(*w, candidate, criterion, 3).ok());
        auto own = AssessmentRepository(w->queries().rows()).scores(candidate, criterion);
        QVERIFY(own.ok());
        bool found = false;
        for (const BonusScore& s : *own)
            found = found || (s.reviewerId == QStringLiteral("r2") && s.score == 3);
        QVERIFY(found);
        // r3's, written as r2: refused.
        auto change = AssessmentRepository(w->queries().rows())
                          .scoreChange(candidate, criterion, QStringLiteral("r3"), 1.0, QStringLiteral("2026-11-30"));
        QVERIFY(change.ok() && !change->isEmpty());
        const QByteArray before = testing::tableContents(w->queries().rows());
        const auto refused = w->execute(*change, QStringLiteral("edit another member's score"));
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, Error::Kind::NotPermitted);
        QVERIFY2(refused.error().message.contains(QStringLiteral("Lin Xiaowen (simulated)")),
                 qPrintable(refused.error().message));
        QCOMPARE(testing::tableContents(w->queries().rows()), before);
        // The chair may (a packet import writes members' scores).
        QVERIFY(committee::actAs(*w, QStringLiteral("r1")).ok());
        QVERIFY(w->execute(*change, QStringLiteral("the chair records r3's score")).ok());
    }

    /// Only the chair manages the members, assignments and quorums.
    void chairOnlyManagesMembers()
    {
        auto w = openDemo(QStringLiteral("r2"));
        Member m;
        m.name = QStringLiteral("Someone New");
        auto added = members::add(*w, m);
        QVERIFY(!added.ok());
        QCOMPARE(added.error().kind, Error::Kind::NotPermitted);
        QVERIFY(!members::setQuorum(*w, QStringLiteral("bonus-experience"), 3).ok());
        QVERIFY(!members::setAssignments(*w, QStringLiteral("bonus-experience"), {QStringLiteral("r2")}).ok());
        // Without a member chosen, once the evaluation has a chair: refused too.
        QVERIFY(committee::actAs(*w, QString()).ok());
        QCOMPARE(members::add(*w, m).error().kind, Error::Kind::NotPermitted);
        QVERIFY(committee::actAs(*w, QStringLiteral("r1")).ok());
        QVERIFY(members::add(*w, m).ok());
        QVERIFY(members::setQuorum(*w, QStringLiteral("bonus-experience"), 3).ok());
        QVERIFY(members::setAssignments(*w, QStringLiteral("bonus-experience"),
                                        {QStringLiteral("r2"), QStringLiteral("r3")})
                    .ok());
        auto scorers =
            members::scorersOf(QStringLiteral("bonus-experience"), *MemberRepository(w->queries().rows()).members(),
                               *MemberRepository(w->queries().rows()).assignments());
        QCOMPARE(scorers, (QStringList{QStringLiteral("r2"), QStringLiteral("r3")}));
        // The last chair stays chair.
        auto chair = *MemberRepository(w->queries().rows()).find(QStringLiteral("r1"));
        QVERIFY(chair);
        chair->permission = Permission::Member;
        QVERIFY(!members::change(*w, *chair).ok());
        // On the command line: a member managing members exits 6, the chair's works.
        const QString path = m_demos.fresh();
        const testing::Run refused =
            runCli({QStringLiteral("member"), QStringLiteral("add"), path, QStringLiteral("--name"),
                    QStringLiteral("X"), QStringLiteral("--as-member"), QStringLiteral("r3")});
        QCOMPARE(refused.code, 6);
        QVERIFY2(refused.err.contains("Zhou Mingzhe (simulated) (member) may not manage the members"),
                 refused.err.constData());
        QCOMPARE(runCli({QStringLiteral("member"), QStringLiteral("add"), path, QStringLiteral("--name"),
                         QStringLiteral("X"), QStringLiteral("--as-member"), QStringLiteral("r1")})
                     .code,
                 0);
    }

    /// Until the evaluation has a chair, whoever acts may name one.
    void firstChairByAnyone()
    {
        auto w = testing::createWorkspace(m_dir.filePath(QStringLiteral("nochair.gatebench")));
        Member chair;
        chair.id = QStringLiteral("chen");
        chair.name = QStringLiteral("Chen");
        chair.permission = Permission::Chair;
        QVERIFY(members::add(*w, chair).ok());
        Member other;
        other.name = QStringLiteral("Li");
        QCOMPARE(members::add(*w, other).error().kind, Error::Kind::NotPermitted);
    }

    /// A recusal refuses the member's scores for the candidate and leaves those given before out of the
    /// decision; withdrawn, they count again. Hand-computed from demo.json: Run:ai's experience scores
    /// are r1 4, r2 4, r3 5, r4 4 (mean 4.25); without r3's, 4.
    void recusalRefusesAndLeavesOut()
    {
        auto w = openDemo(QStringLiteral("r3"));
        const QString candidate = QStringLiteral("runai");
        const QString criterion = QStringLiteral("bonus-experience");
        auto before = bonusCell(*w, candidate, criterion);
        QVERIFY(before && before->score);
        QCOMPARE(before->reviewers, 4);
        QCOMPARE(*before->score, 4.25);
        QVERIFY(!members::declareRecusal(*w, QStringLiteral("r3"), candidate, QStringLiteral("  ")).ok());
        // A member may not declare another member's recusal.
        QCOMPARE(members::declareRecusal(*w, QStringLiteral("r2"), candidate, QStringLiteral("conflict")).error().kind,
                 Error::Kind::NotPermitted);
        QVERIFY(members::declareRecusal(*w, QStringLiteral("r3"), candidate,
                                        QStringLiteral("My brother works for the vendor"))
                    .ok());
        auto after = bonusCell(*w, candidate, criterion);
        QVERIFY(after && after->score);
        QCOMPARE(after->reviewers, 3);
        QCOMPARE(*after->score, 4.0);
        const auto refused = assessments::setScore(*w, candidate, criterion, 1);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, Error::Kind::NotPermitted);
        QVERIFY2(refused.error().message.contains(QStringLiteral("recused")), qPrintable(refused.error().message));
        // Even the chair cannot write them.
        QVERIFY(committee::actAs(*w, QStringLiteral("r1")).ok());
        auto change = AssessmentRepository(w->queries().rows())
                          .scoreChange(candidate, criterion, QStringLiteral("r3"), 2.0, QStringLiteral("2026-11-30"));
        QVERIFY(change.ok());
        QCOMPARE(w->execute(*change, QStringLiteral("x")).error().kind, Error::Kind::NotPermitted);
        // Another candidate is scored as before.
        QVERIFY(committee::actAs(*w, QStringLiteral("r3")).ok());
        QVERIFY(assessments::setScore(*w, QStringLiteral("k8s-oss"), criterion, 3).ok());
        // Withdrawn: the score counts again.
        QVERIFY(members::withdrawRecusal(*w, QStringLiteral("r3"), candidate).ok());
        auto again = bonusCell(*w, candidate, criterion);
        QVERIFY(again && again->score);
        QCOMPARE(*again->score, 4.25);
        // Undo brings the recusal back.
        QVERIFY(w->undo().ok());
        QCOMPARE(*bonusCell(*w, candidate, criterion)->score, 4.0);
    }

    /// --as-member on a write: the change is stamped with the member's name and id and the
    /// operating-system user; an id that names no member is a usage error.
    void asMemberOnWrite()
    {
        const QString path = m_demos.fresh();
        const testing::Run added =
            runCli({QStringLiteral("member"), QStringLiteral("quorum"), path, QStringLiteral("--criterion"),
                    QStringLiteral("bonus-automation"), QStringLiteral("--quorum"), QStringLiteral("3"),
                    QStringLiteral("--as-member"), QStringLiteral("r1")});
        QVERIFY2(added.code == 0, added.err.constData());
        {
            auto w = Workspace::open(path, Workspace::Access::ReadOnly);
            QVERIFY(w.ok());
            const auto [last, actors] = lastEntry(**w);
            QCOMPARE(last.actor, QStringLiteral("Chen Siyuan (simulated)"));
            QCOMPARE(actors.memberId, QStringLiteral("r1"));
            QCOMPARE(actors.osUser, Workspace::systemUser());
        }
        const QByteArray before = testing::fileSha256(path);
        const testing::Run unknown =
            runCli({QStringLiteral("member"), QStringLiteral("quorum"), path, QStringLiteral("--criterion"),
                    QStringLiteral("bonus-automation"), QStringLiteral("--quorum"), QStringLiteral("4"),
                    QStringLiteral("--as-member"), QStringLiteral("nobody")});
        QCOMPARE(unknown.code, 1);
        QCOMPARE(testing::fileSha256(path), before);
        // The audit log shows them.
        const testing::Run audit = runCli({QStringLiteral("audit"), path, QStringLiteral("--json")});
        QCOMPARE(audit.code, 0);
        const QJsonObject first =
            QJsonDocument::fromJson(audit.out).object().value(QLatin1String("entries")).toArray().first().toObject();
        QCOMPARE(first.value(QLatin1String("member_id")).toString(), QStringLiteral("r1"));
        QCOMPARE(first.value(QLatin1String("os_user")).toString(), Workspace::systemUser());
        const testing::Run text = runCli({QStringLiteral("audit"), path});
        QVERIFY(text.out.contains(
            QStringLiteral("(member r1, operating-system user %1)").arg(Workspace::systemUser()).toUtf8()));
        // And the chain holds, entries of both forms.
        const testing::Run verified = runCli({QStringLiteral("verify"), path});
        QVERIFY2(verified.code == 0, verified.out.constData());
    }

    /// The canonical form of an entry that records a member: form 2, as the README writes it.
    void canonicalFormTwo()
    {
        AuditEntry e{3,
                     QStringLiteral("2026-11-30T09:00:00Z"),
                     QStringLiteral("Lin"),
                     QStringLiteral("update"),
                     QStringLiteral("criterion"),
                     QStringLiteral("k"),
                     QStringLiteral("weight"),
                     QVariant(),
                     QStringLiteral("2"),
                     QString()};
        QCOMPARE(auditactors::canonical(e, {}),
                 QByteArray("gatebench-audit 1\n1:3\n20:2026-11-30T09:00:00Z\n3:Lin\n6:update\n9:criterion\n1:k\n"
                            "6:weight\n-\n1:2\n0:\n"));
        QCOMPARE(AuditRepository::canonical(e), auditactors::canonical(e, {}));
        QCOMPARE(auditactors::canonical(e, AuditActors{QStringLiteral("r2"), QStringLiteral("chen")}),
                 QByteArray("gatebench-audit 2\n1:3\n20:2026-11-30T09:00:00Z\n3:Lin\n6:update\n9:criterion\n1:k\n"
                            "6:weight\n-\n1:2\n0:\n2:r2\n4:chen\n"));
    }

    /// A version 20 file: its reviewers become members (permission member, function other), their
    /// scores are kept, its chained entries still verify after the upgrade and after a new entry by a
    /// member.
    void migrationFromVersionTwenty()
    {
        GATEBENCH_FILE_ONLY("a file of schema version 20 (written by SqliteStorage::createAtVersion) upgraded");
        const QString path = m_dir.filePath(QStringLiteral("v20.gatebench"));
        QVERIFY(SqliteStorage::createAtVersion(path, 20).ok());
        QCOMPARE(testing::execSql(
                     path, {"INSERT INTO candidates (id, name_en) VALUES ('runai', 'Run:ai')",
                            "INSERT INTO criteria (id, tier, title_en, weight) VALUES ('b1', 'bonus', 'Experience', 1)",
                            "INSERT INTO reviewers (id, name, role) VALUES ('chen', 'Chen', 'Platform lead')",
                            "INSERT INTO reviewers (id, name) VALUES ('li', 'Li')",
                            "INSERT INTO bonus_scores (candidate_id, criterion_id, reviewer_id, score) "
                            "VALUES ('runai', 'b1', 'chen', 4)",
                            "INSERT INTO bonus_scores (candidate_id, criterion_id, reviewer_id, score) "
                            "VALUES ('runai', 'b1', 'li', 3)"}),
                 QString());
        // One entry chained at version 20 (form 1, README "The audit chain"), hashed here by hand.
        const QString id =
            testing::selectColumn(path, QStringLiteral("SELECT value FROM workspace_settings WHERE key = "
                                                       "'workspace_id'"))
                .value(0);
        const auto sha = [](const QByteArray& bytes) {
            return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
        };
        const QString start = sha("gatebench-chain 1\n" + id.toUtf8() + '\n');
        const QString hash = sha(start.toLatin1() + "gatebench-audit 1\n1:1\n20:2026-09-01T08:00:00Z\n4:chen\n"
                                                    "6:create\n9:candidate\n5:runai\n0:\n-\n-\n0:\n");
        QCOMPARE(testing::execSql(path, {QStringLiteral("INSERT INTO audit_log (seq, at_utc, actor, action, entity, "
                                                        "entity_id, field, old_value, new_value, detail, chain_hash) "
                                                        "VALUES (1, '2026-09-01T08:00:00Z', 'chen', 'create', "
                                                        "'candidate', 'runai', '', NULL, NULL, '', '%1')")
                                             .arg(hash)}),
                 QString());
        {
            auto storage = SqliteStorage::open(path, SqliteStorage::Mode::ReadWrite);
            QVERIFY(storage.ok());
            QCOMPARE((*storage)->upgradedFrom(), 20);
        }
        const testing::Run upgraded = runCli({QStringLiteral("verify"), path});
        QVERIFY2(upgraded.code == 0, upgraded.out.constData());
        auto w = Workspace::open(path);
        QVERIFY(w.ok());
        auto list = MemberRepository((*w)->queries().rows()).members();
        QVERIFY(list.ok());
        QCOMPARE(list->size(), 2);
        QCOMPARE(list->at(0).id, QStringLiteral("chen"));
        QCOMPARE(list->at(0).permission, Permission::Member);
        QCOMPARE(list->at(0).function, MemberFunction::Other);
        QCOMPARE(list->at(0).role, QStringLiteral("Platform lead"));
        auto scores = AssessmentRepository((*w)->queries().rows()).allScores();
        QVERIFY(scores.ok());
        QCOMPARE(scores->size(), 2);
        // No chair yet: whoever acts may name one; then the members act as members.
        Member chen = list->at(0);
        chen.permission = Permission::Chair;
        QVERIFY(members::change(**w, chen).ok());
        QVERIFY(committee::actAs(**w, QStringLiteral("li")).ok());
        QVERIFY(assessments::setScore(**w, QStringLiteral("runai"), QStringLiteral("b1"), 5).ok());
        QCOMPARE(lastEntry(**w).second.memberId, QStringLiteral("li"));
        w.value().reset();
        const testing::Run verified = runCli({QStringLiteral("verify"), path});
        QVERIFY2(verified.code == 0, verified.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestMembers)
#include "tst_members.moc"
