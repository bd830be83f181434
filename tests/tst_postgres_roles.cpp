// Roles the database enforces (issue 31, part 2): an evaluation on a throwaway cluster
// (tests/support/PostgresCluster.h) put under its roles by `gatebench server init` and `add-member`. While
// a round is sealed a member's own SQL, as the member's login role, reads none of another member's
// scores, notes or seals, nor any audit entry's values; an observer's write and a member's reveal are
// refused by the server itself; the chair reveals and the members then read every score; a removed
// member cannot log in; the commands act as the member whose role logged in.
// Skipped when PostgreSQL cannot start here, unless GATEBENCH_REQUIRE_POSTGRES=1 (CI), which fails instead.
#include "TestSupport.h"
#include "support/PostgresCluster.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QtTest>

using namespace gatebench;
using namespace gatebench::testing;

namespace {

const QString kExe = QStringLiteral(GATEBENCH_EXECUTABLE);
const QString kEvaluation = QStringLiteral("roles");

Run cli(const QStringList& arguments)
{
    return runProgram(kExe, arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
}

/// What one SQL statement gives as `role`: its rows (columns joined by '|'), or its error.
struct Answer {
    bool ok = false;
    QString error;
    QString code;
    QStringList rows;
};

} // namespace

class TestPostgresRoles : public QObject {
    Q_OBJECT
    std::unique_ptr<test::PostgresCluster> m_cluster;
    QTemporaryDir m_dir;
    int m_connections = 0;

    QString uri(const QString& user = QStringLiteral("gatebench")) const { return m_cluster->uri(kEvaluation, user); }
    static QString role(const QString& member) { return QStringLiteral("gb_roles_") + member; }

    /// Runs `sql` on its own connection as the login role `user`, as psql would.
    Answer sql(const QString& user, const QString& statement)
    {
        Answer answer;
        const QString name = QStringLiteral("roles-test-%1").arg(++m_connections);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
            db.setHostName(QStringLiteral("127.0.0.1"));
            db.setPort(m_cluster->port());
            db.setDatabaseName(m_cluster->database());
            db.setUserName(user);
            if (!db.open()) {
                answer.error = db.lastError().text();
                answer.code = db.lastError().nativeErrorCode();
            } else {
                QSqlQuery query(db);
                if (!query.exec(statement)) {
                    answer.error = query.lastError().text();
                    answer.code = query.lastError().nativeErrorCode();
                } else {
                    answer.ok = true;
                    while (query.next()) {
                        QStringList values;
                        for (int i = 0; i < query.record().count(); ++i)
                            values.append(query.value(i).toString());
                        answer.rows.append(values.join(u'|'));
                    }
                }
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        return answer;
    }

    void score(const QString& member, const QString& value, const QString& note)
    {
        const Run run =
            cli({QStringLiteral("score"), uri(role(member)), QStringLiteral("--member"), member,
                 QStringLiteral("--candidate"), QStringLiteral("runai"), QStringLiteral("--criterion"),
                 QStringLiteral("bonus-experience"), QStringLiteral("--score"), value, QStringLiteral("--note"), note});
        QVERIFY2(run.code == 0, run.err.constData());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_cluster = std::make_unique<test::PostgresCluster>();
        if (!m_cluster->isRunning()) {
            if (test::PostgresCluster::required())
                QFAIL(qPrintable(QStringLiteral("PostgreSQL is required (GATEBENCH_REQUIRE_POSTGRES=1) and did not "
                                                "start: ") +
                                 m_cluster->problem()));
            QSKIP(qPrintable(QStringLiteral("no PostgreSQL server could be started here: ") + m_cluster->problem()));
        }
        const QString demo = m_dir.filePath(QStringLiteral("demo.gatebench"));
        Run run = cli({QStringLiteral("new"), demo, QStringLiteral("--demo")});
        QVERIFY2(run.code == 0, run.err.constData());
        run = cli({QStringLiteral("copy"), demo, uri()});
        QVERIFY2(run.code == 0, run.err.constData());
        // The administrator (here the cluster's superuser) puts it under its roles.
        run = cli(
            {QStringLiteral("server"), QStringLiteral("init"), uri(), QStringLiteral("--chair"), QStringLiteral("r1")});
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY2(run.out.contains("gb_roles_r1"), run.out.constData());
        for (const QString& member : {QStringLiteral("r2"), QStringLiteral("r3")}) {
            run = cli({QStringLiteral("server"), QStringLiteral("add-member"), uri(), QStringLiteral("--member"),
                       member, QStringLiteral("--permission"), QStringLiteral("member")});
            QVERIFY2(run.code == 0, run.err.constData());
        }
        run = cli({QStringLiteral("server"), QStringLiteral("add-member"), uri(), QStringLiteral("--member"),
                   QStringLiteral("obs"), QStringLiteral("--name"), QStringLiteral("Olga Observer"),
                   QStringLiteral("--permission"), QStringLiteral("observer")});
        QVERIFY2(run.code == 0, run.err.constData());
        // The schema under its roles is still GateBench's own: the administrator's verify passes.
        run = cli({QStringLiteral("verify"), uri()});
        QVERIFY2(run.code == 0, QByteArray(run.out + run.err).constData());
        // The chair opens a round as its own role (no --as-member: the role names the member).
        run = cli({QStringLiteral("round"), QStringLiteral("open"), uri(role(QStringLiteral("r1")))});
        QVERIFY2(run.code == 0, run.err.constData());
        score(QStringLiteral("r2"), QStringLiteral("3.5"), QStringLiteral("r2 sealed note"));
        score(QStringLiteral("r3"), QStringLiteral("2"), QStringLiteral("r3 sealed note"));
    }

    void cleanupTestCase() { m_cluster.reset(); }

    // A member's own SQL reads their own sealed score and none of another member's: not the score, not
    // the note, not through the audit log.
    void memberReadsNoneOfAnothersSealedScores()
    {
        const QString r2 = role(QStringLiteral("r2"));
        Answer a = sql(r2, QStringLiteral("SELECT reviewer_id, score, note FROM roles.bonus_scores WHERE round_id IS "
                                          "NOT NULL ORDER BY reviewer_id"));
        QVERIFY2(a.ok, qPrintable(a.error));
        QCOMPARE(a.rows, QStringList{QStringLiteral("r2|3.5|r2 sealed note")});
        a = sql(r2, QStringLiteral("SELECT count(*) FROM roles.bonus_scores WHERE note LIKE '%r3 sealed%'"));
        QVERIFY2(a.ok, qPrintable(a.error));
        QCOMPARE(a.rows, QStringList{QStringLiteral("0")});
        // The superuser sees both (the rows are there).
        a = sql(QStringLiteral("gatebench"),
                QStringLiteral("SELECT count(*) FROM roles.bonus_scores WHERE round_id IS NOT NULL"));
        QVERIFY2(a.ok, qPrintable(a.error));
        QCOMPARE(a.rows, QStringList{QStringLiteral("2")});
        // The audit log: every entry whole, but an entry about another member's sealed score holds its
        // seal, never the score or the note.
        a = sql(r2, QStringLiteral("SELECT seq, entity, entity_id, field, old_value, new_value, detail FROM "
                                   "roles.audit_log ORDER BY seq"));
        QVERIFY2(a.ok, qPrintable(a.error));
        const QString log = a.rows.join(u'\n');
        QVERIFY2(!log.contains(QLatin1String("r3 sealed note")), qPrintable(log));
        QVERIFY2(!log.contains(QLatin1String("r2 sealed note")), qPrintable(log));
        a = sql(r2, QStringLiteral("SELECT count(*) FROM roles.audit_log WHERE entity = 'bonus_score' AND entity_id "
                                   "LIKE '%/r3' AND (old_value IS NOT NULL OR new_value IS NOT NULL OR detail NOT "
                                   "LIKE '{\"seal\":\"%\",\"sealed\":true}')"));
        QVERIFY2(a.ok, qPrintable(a.error));
        QCOMPARE(a.rows, QStringList{QStringLiteral("0")});
        a = sql(r2, QStringLiteral("SELECT count(*) FROM roles.audit_log WHERE entity = 'bonus_score' AND entity_id "
                                   "LIKE '%/r3'"));
        QVERIFY(a.rows.value(0).toInt() >= 1);
        // The values themselves: the member reads their own, none of another's.
        a = sql(r2, QStringLiteral("SELECT DISTINCT member_id FROM roles.audit_sealed"));
        QVERIFY2(a.ok, qPrintable(a.error));
        QCOMPARE(a.rows, QStringList{QStringLiteral("r2")});
        // The chair's role reads them all.
        a = sql(role(QStringLiteral("r1")),
                QStringLiteral("SELECT count(*) FROM roles.audit_sealed WHERE new_value = 'r3 sealed note' OR detail "
                               "LIKE '%r3 sealed note%'"));
        QVERIFY2(a.ok, qPrintable(a.error));
        QVERIFY2(a.rows.value(0).toInt() >= 1, qPrintable(a.rows.join(u',')));
    }

    // Each seal is the SHA-256 of its salt and the values it stands for (README "The audit chain"),
    // recomputed here from the values the chair's role reads.
    void sealsCommitToTheValues()
    {
        const Answer a = sql(role(QStringLiteral("r1")),
                             QStringLiteral("SELECT l.detail, s.salt, s.old_value IS NULL, coalesce(s.old_value, ''), "
                                            "s.new_value IS NULL, coalesce(s.new_value, ''), s.detail FROM "
                                            "roles.audit_log l JOIN roles.audit_sealed s ON s.seq = l.seq"));
        QVERIFY2(a.ok, qPrintable(a.error));
        QVERIFY(a.rows.size() >= 2);
        for (const QString& row : a.rows) {
            const QStringList v = row.split(u'|');
            QByteArray text = "gatebench-seal 1\n" + v.at(1).toLatin1() + '\n';
            const auto field = [&text](bool null, const QString& value) {
                if (null) {
                    text += "-\n";
                    return;
                }
                const QByteArray bytes = value.toUtf8();
                text += QByteArray::number(bytes.size()) + ':' + bytes + '\n';
            };
            field(v.at(2) == QLatin1String("true"), v.at(3));
            field(v.at(4) == QLatin1String("true"), v.at(5));
            field(false, v.mid(6).join(u'|'));
            const QString seal =
                QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex());
            QCOMPARE(v.at(0), QStringLiteral("{\"seal\":\"%1\",\"sealed\":true}").arg(seal));
        }
    }

    // A member opens the audit log (the window's Audit page reads it so): every entry, the sealed ones
    // as sealed. Before the seals the server refused the member the log's values ("permission denied").
    void memberReadsTheAuditLog()
    {
        const Run run = cli({QStringLiteral("audit"), uri(role(QStringLiteral("r2"))), QStringLiteral("--json")});
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY2(!run.out.contains("r3 sealed note"), run.out.constData());
        QVERIFY2(run.out.contains("\"sealed\": true"), run.out.constData());
        // The chain, seals and all, is intact: the chair's verify.
        const Run verified = cli({QStringLiteral("verify"), uri(role(QStringLiteral("r1")))});
        QVERIFY2(verified.code == 0, QByteArray(verified.out + verified.err).constData());
    }

    // Each member's progress in the sealed round, to a member: counted by the server's trigger, so that the
    // member's role, which reads none of the others' scores, still reads how many each has given (before
    // the counter, every other member showed 0 to a member).
    void memberSeesEveryMembersProgress()
    {
        const Run run = cli({QStringLiteral("round"), QStringLiteral("status"), uri(role(QStringLiteral("r2"))),
                             QStringLiteral("--json")});
        QVERIFY2(run.code == 0, run.err.constData());
        const QJsonArray rounds = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("rounds")).toArray();
        QCOMPARE(rounds.size(), 1);
        QHash<QString, int> scored;
        for (const QJsonValue& p : rounds.at(0).toObject().value(QStringLiteral("progress")).toArray())
            scored.insert(p.toObject().value(QStringLiteral("member_id")).toString(),
                          p.toObject().value(QStringLiteral("scored")).toInt());
        QCOMPARE(scored.value(QStringLiteral("r1"), -1), 0);
        QCOMPARE(scored.value(QStringLiteral("r2"), -1), 1);
        QCOMPARE(scored.value(QStringLiteral("r3"), -1), 1);
        // The counter carries no value, and no member writes it.
        const QString r2 = role(QStringLiteral("r2"));
        Answer a = sql(r2, QStringLiteral("SELECT member_id, scores FROM roles.round_scored ORDER BY member_id"));
        QVERIFY2(a.ok, qPrintable(a.error));
        QCOMPARE(a.rows, (QStringList{QStringLiteral("r2|1"), QStringLiteral("r3|1")}));
        a = sql(r2, QStringLiteral("UPDATE roles.round_scored SET scores = 5"));
        QVERIFY(!a.ok);
        QCOMPARE(a.code, QStringLiteral("42501"));
    }

    // An observer's write is refused by the server, whether through GateBench or its own SQL.
    void observerCannotWrite()
    {
        const QString obs = role(QStringLiteral("obs"));
        Answer a = sql(obs, QStringLiteral("INSERT INTO roles.bonus_scores (candidate_id, criterion_id, reviewer_id, "
                                           "score) VALUES ('runai', 'bonus-experience', 'obs', 1)"));
        QVERIFY(!a.ok);
        QCOMPARE(a.code, QStringLiteral("42501"));
        a = sql(obs, QStringLiteral("UPDATE roles.bonus_scores SET score = 0"));
        QVERIFY(!a.ok);
        QCOMPARE(a.code, QStringLiteral("42501"));
        a = sql(obs, QStringLiteral("INSERT INTO roles.audit_log (seq, at_utc, actor, action, entity) VALUES (100000, "
                                    "'x', 'x', 'x', 'x')"));
        QVERIFY(!a.ok);
        QCOMPARE(a.code, QStringLiteral("42501"));
    }

    // Only the chair's role reveals, closes or freezes: a member's attempt is refused by the server.
    void memberCannotRevealOrClose()
    {
        const QString r2 = role(QStringLiteral("r2"));
        Answer a = sql(r2, QStringLiteral("UPDATE roles.scoring_rounds SET state = 'revealed'"));
        QVERIFY(!a.ok);
        QCOMPARE(a.code, QStringLiteral("42501"));
        a = sql(r2, QStringLiteral("INSERT INTO roles.decision_freezes (frozen_by, frozen_at) VALUES ('r2', 'now')"));
        QVERIFY(!a.ok);
        QCOMPARE(a.code, QStringLiteral("42501"));
        // A member cannot write another member's score either.
        a = sql(r2, QStringLiteral("UPDATE roles.bonus_scores SET score = 5 WHERE reviewer_id = 'r3'"));
        QVERIFY2(a.ok, qPrintable(a.error));
        a = sql(QStringLiteral("gatebench"), QStringLiteral("SELECT score FROM roles.bonus_scores WHERE reviewer_id = "
                                                            "'r3' AND round_id IS NOT NULL"));
        QCOMPARE(a.rows, QStringList{QStringLiteral("2")});
    }

    // The chair closes and reveals; then every member reads every score of the round.
    void chairRevealsThenMembersRead()
    {
        const QString r1 = uri(role(QStringLiteral("r1")));
        Run run = cli({QStringLiteral("round"), QStringLiteral("close"), r1});
        QVERIFY2(run.code == 0, run.err.constData());
        run = cli({QStringLiteral("round"), QStringLiteral("reveal"), r1, QStringLiteral("--reason"),
                   QStringLiteral("Every member has scored")});
        QVERIFY2(run.code == 0, run.err.constData());
        const Answer a = sql(role(QStringLiteral("r2")),
                             QStringLiteral("SELECT reviewer_id, score, note FROM roles.bonus_scores WHERE round_id IS "
                                            "NOT NULL ORDER BY reviewer_id"));
        QVERIFY2(a.ok, qPrintable(a.error));
        QCOMPARE(a.rows, (QStringList{QStringLiteral("r2|3.5|r2 sealed note"), QStringLiteral("r3|2|r3 sealed note")}));
        // The audit log shows every member the values of the revealed round's entries again.
        const Run run2 = cli({QStringLiteral("audit"), uri(role(QStringLiteral("r2"))), QStringLiteral("--json")});
        QVERIFY2(run2.code == 0, run2.err.constData());
        QVERIFY2(run2.out.contains("r3 sealed note"), run2.out.constData());
        QVERIFY2(!run2.out.contains("\"sealed\": true"), run2.out.constData());
    }

    // verify runs as the chair's role and says so; a member's role is told it cannot check the chain.
    void verifyAsTheChair()
    {
        Run run = cli({QStringLiteral("verify"), uri(role(QStringLiteral("r1")))});
        QVERIFY2(run.code == 0, QByteArray(run.out + run.err).constData());
        QVERIFY2(run.out.contains("as the role gb_roles_r1"), run.out.constData());
        run = cli({QStringLiteral("verify"), uri(role(QStringLiteral("r2")))});
        QVERIFY(run.code != 0);
        QVERIFY2(run.err.contains("runs as the chair's role"), run.err.constData());
    }

    // A removed member's role can no longer log in; their scores stay.
    void removedMemberCannotLogIn()
    {
        QVERIFY(sql(role(QStringLiteral("r3")), QStringLiteral("SELECT 1")).ok);
        const Run run = cli({QStringLiteral("server"), QStringLiteral("remove-member"), uri(),
                             QStringLiteral("--member"), QStringLiteral("r3")});
        QVERIFY2(run.code == 0, run.err.constData());
        const Answer a = sql(role(QStringLiteral("r3")), QStringLiteral("SELECT 1"));
        QVERIFY(!a.ok);
        QVERIFY2(a.error.contains(QLatin1String("not permitted to log in")), qPrintable(a.error));
        const Answer kept =
            sql(QStringLiteral("gatebench"), QStringLiteral("SELECT count(*) FROM roles.bonus_scores WHERE reviewer_id "
                                                            "= 'r3' AND round_id IS NOT NULL"));
        QCOMPARE(kept.rows, QStringList{QStringLiteral("1")});
    }
};

QTEST_GUILESS_MAIN(TestPostgresRoles)
#include "tst_postgres_roles.moc"
