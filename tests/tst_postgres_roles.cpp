// Roles the database enforces (issue 31, part 2): an evaluation on a throwaway cluster
// (tests/support/PostgresCluster.h) put under its roles by `gatebench server init` and `add-member`. While
// a round is sealed a member's own SQL, as the member's login role, reads none of another member's
// scores, notes or seals, and the audit log (which every member reads whole) holds the seals of those
// scores, never their values; each member's progress is counted by the server for every member; an
// observer's write and a member's reveal are refused by the server itself; the chair reveals and the
// members then read every score; role names cannot collide; a member's bulk write takes no id twice; a
// removed member cannot log in; the commands act as the member whose role logged in.
// Skipped when PostgreSQL cannot start here, unless GATEBENCH_REQUIRE_POSTGRES=1 (CI), which fails instead.
#include "TestSupport.h"
#include "storage/PostgresStorage.h"
#include "support/PostgresCluster.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
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
    static QString role(const QString& member) { return QStringLiteral("gb_roles.") + member; }

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

    /// The sealed values an evaluation keeps, one row a line (`seq|member|round|salt|old|new|detail`, NULL
    /// as `<null>`), as the superuser reads them on the server (`schema` the evaluation) or from a file.
    QStringList sealedValues(const QString& schema)
    {
        const Answer a = sql(QStringLiteral("gatebench"),
                             QStringLiteral("SELECT seq, member_id, coalesce(round_id::text, '<null>'), salt, "
                                            "coalesce(old_value, '<null>'), coalesce(new_value, '<null>'), detail "
                                            "FROM %1.audit_sealed ORDER BY seq")
                                 .arg(schema));
        if (!a.ok)
            qWarning("%s", qPrintable(a.error));
        return a.rows;
    }
    QStringList sealedValuesOfFile(const QString& file)
    {
        QStringList rows;
        const QString name = QStringLiteral("roles-file-%1").arg(++m_connections);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(file);
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
            if (!db.open()) {
                rows.append(db.lastError().text());
            } else {
                QSqlQuery query(db);
                if (!query.exec(QStringLiteral("SELECT seq, member_id, coalesce(CAST(round_id AS TEXT), '<null>'), "
                                               "salt, coalesce(old_value, '<null>'), coalesce(new_value, '<null>'), "
                                               "detail FROM audit_sealed ORDER BY seq")))
                    rows.append(query.lastError().text());
                while (query.next()) {
                    QStringList values;
                    for (int i = 0; i < 7; ++i)
                        values.append(query.value(i).toString());
                    rows.append(values.join(u'|'));
                }
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        return rows;
    }
    /// `gatebench verify --json` of `location`: whether it passed, its chain head and the number of seals it
    /// recomputed (-1: none checked).
    struct Verified {
        int code = -1;
        QString head;
        qint64 seals = -1;
        QByteArray out;
    };
    static Verified verified(const QString& location)
    {
        const Run run = cli({QStringLiteral("verify"), location, QStringLiteral("--json")});
        Verified v{run.code, {}, -1, run.out + run.err};
        const QJsonObject o = QJsonDocument::fromJson(run.out).object();
        v.head = o.value(QStringLiteral("head")).toString();
        for (const QJsonValue& check : o.value(QStringLiteral("checked")).toArray()) {
            if (check.toObject().value(QStringLiteral("check")).toString() == QLatin1String("audit_seals"))
                v.seals = check.toObject().value(QStringLiteral("checked")).toInteger(-1);
        }
        return v;
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
        GATEBENCH_START_CLUSTER(m_cluster);
        const QString demo = m_dir.filePath(QStringLiteral("demo.gatebench"));
        Run run = cli({QStringLiteral("new"), demo, QStringLiteral("--demo")});
        QVERIFY2(run.code == 0, run.err.constData());
        run = cli({QStringLiteral("copy"), demo, uri()});
        QVERIFY2(run.code == 0, run.err.constData());
        // The administrator (here the cluster's superuser) puts it under its roles.
        run = cli(
            {QStringLiteral("server"), QStringLiteral("init"), uri(), QStringLiteral("--chair"), QStringLiteral("r1")});
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY2(run.out.contains("gb_roles.r1"), run.out.constData());
        for (const QString& member : {QStringLiteral("r2"), QStringLiteral("r3"), QStringLiteral("r4")}) {
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

    // A member reads the values of their own sealed scores in the log (the server lets them: their
    // audit_sealed rows), said to be sealed for the others; another member's stay sealed. Before, the member
    // saw their own entries sealed too.
    void memberSeesTheirOwnSealedValues()
    {
        Run run = cli({QStringLiteral("audit"), uri(role(QStringLiteral("r2"))), QStringLiteral("--json")});
        QVERIFY2(run.code == 0, run.err.constData());
        const QJsonArray entries = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("entries")).toArray();
        int own = 0;
        int others = 0;
        for (const QJsonValue& value : entries) {
            const QJsonObject e = value.toObject();
            if (e.value(QStringLiteral("entity")).toString() != QLatin1String("bonus_score"))
                continue;
            const QString id = e.value(QStringLiteral("entity_id")).toString();
            const QString values = QString::fromUtf8(QJsonDocument(e).toJson(QJsonDocument::Compact));
            if (id.endsWith(QLatin1String("/r2")) && values.contains(QLatin1String("r2 sealed note"))) {
                ++own;
                QVERIFY2(e.value(QStringLiteral("sealed_for_others")).toBool(), qPrintable(values));
                QVERIFY2(!e.contains(QStringLiteral("sealed")), qPrintable(values));
            }
            if (id.endsWith(QLatin1String("/r3"))) {
                ++others;
                QVERIFY2(e.value(QStringLiteral("sealed")).toBool(), qPrintable(values));
                QVERIFY2(!e.contains(QStringLiteral("sealed_for_others")), qPrintable(values));
                QVERIFY2(!values.contains(QLatin1String("r3 sealed")), qPrintable(values));
            }
        }
        QVERIFY2(own >= 1, run.out.constData());
        QVERIFY2(others >= 1, run.out.constData());
        // The text says so, in the reader's language.
        run = cli({QStringLiteral("audit"), uri(role(QStringLiteral("r2")))});
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY2(run.out.contains("Sealed, shown to you alone until the round is revealed"), run.out.constData());
        QVERIFY2(!run.out.contains("r3 sealed note"), run.out.constData());
        // r3 reads r3's, not r2's; the chair (who scored nothing) reads neither while the round is sealed.
        run = cli({QStringLiteral("audit"), uri(role(QStringLiteral("r3"))), QStringLiteral("--json")});
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY2(run.out.contains("r3 sealed note"), run.out.constData());
        QVERIFY2(!run.out.contains("r2 sealed note"), run.out.constData());
        run = cli({QStringLiteral("audit"), uri(role(QStringLiteral("r1"))), QStringLiteral("--json")});
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY2(!run.out.contains("r2 sealed note") && !run.out.contains("r3 sealed note"), run.out.constData());
        QVERIFY2(!run.out.contains("sealed_for_others"), run.out.constData());
    }

    // A copy keeps the sealed values: server -> file -> server and on to a file again, each with the same
    // values and salts, the same chain head, and a verify that recomputes every seal. The server the copy
    // went to counts the scores again once under its roles. Before, the file had neither the values nor the
    // salts (its seals could not be recomputed) and a copy back to a server lost them for good.
    void copyKeepsTheSealedValues()
    {
        const QStringList values = sealedValues(kEvaluation);
        QVERIFY(values.size() >= 2);
        QVERIFY2(values.join(u'\n').contains(QLatin1String("r3 sealed note")), qPrintable(values.join(u'\n')));
        const Verified source = verified(uri(role(QStringLiteral("r1"))));
        QVERIFY2(source.code == 0, source.out.constData());
        QCOMPARE(source.seals, qint64(values.size()));

        // Server -> file.
        const QString file = m_dir.filePath(QStringLiteral("sealed.gatebench"));
        Run run = cli({QStringLiteral("copy"), uri(), file});
        QVERIFY2(run.code == 0, run.err.constData());
        QCOMPARE(sealedValuesOfFile(file), values);
        const Verified onFile = verified(file);
        QVERIFY2(onFile.code == 0, onFile.out.constData());
        QCOMPARE(onFile.head, source.head);
        QCOMPARE(onFile.seals, source.seals);
        // The file shows nobody the values of the sealed round (it has no roles), and writes no seals of
        // its own: an entry it appends keeps its values.
        run = cli({QStringLiteral("audit"), file, QStringLiteral("--json")});
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY2(!run.out.contains("r2 sealed note") && !run.out.contains("r3 sealed note"), run.out.constData());

        // File -> server, then under its roles.
        const QString back = QStringLiteral("roles_back");
        run = cli({QStringLiteral("copy"), file, m_cluster->uri(back)});
        QVERIFY2(run.code == 0, run.err.constData());
        QCOMPARE(sealedValues(back), values);
        run = cli({QStringLiteral("server"), QStringLiteral("init"), m_cluster->uri(back), QStringLiteral("--chair"),
                   QStringLiteral("r1")});
        QVERIFY2(run.code == 0, run.err.constData());
        const Verified onServer = verified(m_cluster->uri(back));
        QVERIFY2(onServer.code == 0, onServer.out.constData());
        QCOMPARE(onServer.head, source.head);
        QCOMPARE(onServer.seals, source.seals);
        const QString counted =
            QStringLiteral("SELECT round_id, candidate_id, criterion_id, member_id, scores FROM %1.round_scored ORDER "
                           "BY 1, 2, 3, 4");
        const Answer countedThere = sql(QStringLiteral("gatebench"), counted.arg(back));
        QVERIFY2(countedThere.ok, qPrintable(countedThere.error));
        QCOMPARE(countedThere.rows, sql(QStringLiteral("gatebench"), counted.arg(kEvaluation)).rows);

        // And on to a file again: file -> server -> file.
        const QString again = m_dir.filePath(QStringLiteral("sealed-again.gatebench"));
        run = cli({QStringLiteral("copy"), m_cluster->uri(back), again});
        QVERIFY2(run.code == 0, run.err.constData());
        QCOMPARE(sealedValuesOfFile(again), values);
        const Verified onFileAgain = verified(again);
        QVERIFY2(onFileAgain.code == 0, onFileAgain.out.constData());
        QCOMPARE(onFileAgain.head, source.head);
        QCOMPARE(onFileAgain.seals, source.seals);
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

    // A member's bulk write (COPY) into a table under row-level security numbers its rows from the largest
    // id of every row, not of the rows the member sees: while r3's sealed value (a higher seq) is hidden
    // from r2, r2's rows take no id twice. (Rolled back: the rows are only a probe.) Before, the numbering
    // read max(seq) as r2 and collided with r3's row ("duplicate key").
    void memberBulkWriteTakesNoIdTwice()
    {
        const Answer all = sql(QStringLiteral("gatebench"), QStringLiteral("SELECT max(seq) FROM roles.audit_sealed"));
        const Answer seen = sql(role(QStringLiteral("r2")), QStringLiteral("SELECT max(seq) FROM roles.audit_sealed"));
        QVERIFY2(seen.rows.value(0).toLongLong() < all.rows.value(0).toLongLong(),
                 qPrintable(seen.rows.join(u',') + u' ' + all.rows.join(u',')));
        auto storage = PostgresStorage::open(uri(role(QStringLiteral("r2"))), PostgresStorage::Mode::ReadWrite);
        QVERIFY2(storage, qPrintable(storage ? QString() : storage.error().message));
        const qint64 rows = all.rows.value(0).toLongLong() - seen.rows.value(0).toLongLong() + 2;
        std::optional<Result<qint64>> written;
        const auto probe = (*storage)->transaction([&]() -> Result<void> {
            qint64 n = 0;
            written = (*storage)->insertMany(QStringLiteral("audit_sealed"),
                                             {QStringLiteral("member_id"), QStringLiteral("salt")},
                                             [&](QVariantList& values) {
                                                 if (n++ >= rows)
                                                     return false;
                                                 values = {QStringLiteral("r2"), QStringLiteral("probe")};
                                                 return true;
                                             });
            return Error{Error::Kind::Usage, QStringLiteral("rolled back")};
        });
        QVERIFY(!probe);
        QVERIFY(written.has_value());
        QVERIFY2(*written, qPrintable(*written ? QString() : written->error().message));
        QCOMPARE(**written, rows);
    }

    // What a member writes under the grants, each as the member's own role on the server: minutes; an
    // offline member's packet, which the chair records and imports (scores of another member in a sealed
    // round, their audit entries sealed). An observer's write, and a member's write in another member's
    // name, are refused by the server itself, with the message that says why.
    void memberWritesUnderTheGrants()
    {
        const QString r1 = uri(role(QStringLiteral("r1")));
        const QString r2 = uri(role(QStringLiteral("r2")));
        Run run = cli({QStringLiteral("meeting"), QStringLiteral("add"), r2, QStringLiteral("--date"),
                       QStringLiteral("2026-12-01"), QStringLiteral("--title"), QStringLiteral("Weekly review")});
        QVERIFY2(run.code == 0, run.err.constData());
        const QString meeting = QString::fromUtf8(run.out).section(QRegularExpression(QStringLiteral("\\D+")), 1, 1);
        QVERIFY2(!meeting.isEmpty(), run.out.constData());
        run = cli({QStringLiteral("meeting"), QStringLiteral("agenda"), r2, QStringLiteral("--meeting"), meeting,
                   QStringLiteral("--item"), QStringLiteral("The sealed round")});
        QVERIFY2(run.code == 0, run.err.constData());
        Answer a = sql(QStringLiteral("gatebench"), QStringLiteral("SELECT a.member_id FROM roles.meetings m JOIN "
                                                                   "roles.audit_log a ON a.entity = 'meeting' AND "
                                                                   "a.entity_id = m.id::text WHERE m.title = 'Weekly "
                                                                   "review'"));
        QVERIFY2(a.ok, qPrintable(a.error));
        QVERIFY2(a.rows.contains(QStringLiteral("r2")), qPrintable(a.rows.join(u',')));

        // r4 works offline: the chair's kit, r4's score in it, the seal line, the packet; the chair
        // records the seal and imports the packet.
        const QString kit = m_dir.filePath(QStringLiteral("r4-kit.gatebench"));
        run = cli({QStringLiteral("packet"), QStringLiteral("kit"), r1, QStringLiteral("--member"),
                   QStringLiteral("r4"), QStringLiteral("-o"), kit});
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY(!testing::readFile(kit).contains("r3 sealed note"));
        run = cli({QStringLiteral("score"), kit, QStringLiteral("--member"), QStringLiteral("r4"),
                   QStringLiteral("--candidate"), QStringLiteral("runai"), QStringLiteral("--criterion"),
                   QStringLiteral("bonus-experience"), QStringLiteral("--score"), QStringLiteral("4"),
                   QStringLiteral("--note"), QStringLiteral("r4 offline note"), QStringLiteral("--as-member"),
                   QStringLiteral("r4")});
        QVERIFY2(run.code == 0, run.err.constData());
        run = cli({QStringLiteral("packet"), QStringLiteral("seal"), kit});
        QVERIFY2(run.code == 0, run.err.constData());
        const QString line = QString::fromUtf8(run.out).trimmed();
        const QString packet = m_dir.filePath(QStringLiteral("r4-packet.zip"));
        run = cli({QStringLiteral("packet"), QStringLiteral("export"), kit, QStringLiteral("-o"), packet});
        QVERIFY2(run.code == 0, run.err.constData());
        run = cli({QStringLiteral("packet"), QStringLiteral("record-seal"), r1, QStringLiteral("--member"),
                   QStringLiteral("r4"), line});
        QVERIFY2(run.code == 0, run.err.constData());
        run = cli({QStringLiteral("packet"), QStringLiteral("import"), r1, packet});
        QVERIFY2(run.code == 0, run.err.constData());
        a = sql(
            QStringLiteral("gatebench"),
            QStringLiteral("SELECT score, note FROM roles.bonus_scores WHERE reviewer_id = 'r4' AND round_id IS NOT "
                           "NULL"));
        QCOMPARE(a.rows, QStringList{QStringLiteral("4|r4 offline note")});
        // r2 reads none of it, in the scores or the audit log; r4's progress counts it.
        a = sql(role(QStringLiteral("r2")),
                QStringLiteral("SELECT count(*) FROM roles.bonus_scores WHERE reviewer_id = 'r4' AND round_id IS NOT "
                               "NULL"));
        QCOMPARE(a.rows, QStringList{QStringLiteral("0")});
        a = sql(role(QStringLiteral("r2")), QStringLiteral("SELECT count(*) FROM roles.audit_log WHERE new_value LIKE "
                                                           "'%r4 offline%' OR detail LIKE '%r4 offline%'"));
        QCOMPARE(a.rows, QStringList{QStringLiteral("0")});
        a = sql(role(QStringLiteral("r2")),
                QStringLiteral("SELECT scores FROM roles.round_scored WHERE member_id = 'r4'"));
        QCOMPARE(a.rows, QStringList{QStringLiteral("1")});

        // The observer's write: refused by the server even when the command is told to act as a member.
        run = cli({QStringLiteral("meeting"), QStringLiteral("add"), uri(role(QStringLiteral("obs"))),
                   QStringLiteral("--date"), QStringLiteral("2026-12-02"), QStringLiteral("--as-member"),
                   QStringLiteral("r2")});
        QVERIFY(run.code != 0);
        QVERIFY2(run.err.contains("The server refused") && run.err.contains("an observer changes nothing"),
                 run.err.constData());
        // A member's write in another member's name: the audit entry would name r3, and the server
        // refuses it (the entries a member's role writes name that member).
        run = cli({QStringLiteral("meeting"), QStringLiteral("add"), r2, QStringLiteral("--date"),
                   QStringLiteral("2026-12-03"), QStringLiteral("--as-member"), QStringLiteral("r3")});
        QVERIFY(run.code != 0);
        QVERIFY2(run.err.contains("The server refused"), run.err.constData());
        a = sql(QStringLiteral("gatebench"), QStringLiteral("SELECT count(*) FROM roles.meetings WHERE held_on IN "
                                                            "('2026-12-02', '2026-12-03')"));
        QCOMPARE(a.rows, QStringList{QStringLiteral("0")});
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
        QCOMPARE(a.rows, (QStringList{QStringLiteral("r2|3.5|r2 sealed note"), QStringLiteral("r3|2|r3 sealed note"),
                                      QStringLiteral("r4|4|r4 offline note")}));
        // The audit log shows every member the values of the revealed round's entries again.
        const Run run2 = cli({QStringLiteral("audit"), uri(role(QStringLiteral("r2"))), QStringLiteral("--json")});
        QVERIFY2(run2.code == 0, run2.err.constData());
        QVERIFY2(run2.out.contains("r3 sealed note"), run2.out.constData());
        QVERIFY2(!run2.out.contains("\"sealed\": true"), run2.out.constData());
        // A member signs the decision as their own role.
        const Run signed_ = cli({QStringLiteral("sign"), uri(role(QStringLiteral("r2"))), QStringLiteral("--member"),
                                 QStringLiteral("r2"), QStringLiteral("--agree")});
        QVERIFY2(signed_.code == 0, signed_.err.constData());
        const Answer signature =
            sql(QStringLiteral("gatebench"), QStringLiteral("SELECT member_id, choice FROM roles.signatures"));
        QCOMPARE(signature.rows, QStringList{QStringLiteral("r2|agree")});
        // Not in another member's name.
        const Run other = cli({QStringLiteral("sign"), uri(role(QStringLiteral("r2"))), QStringLiteral("--member"),
                               QStringLiteral("r3"), QStringLiteral("--agree")});
        QVERIFY(other.code != 0);
    }

    // verify runs as the chair's role and says so; a member's role is told it cannot check the chain.
    void verifyAsTheChair()
    {
        Run run = cli({QStringLiteral("verify"), uri(role(QStringLiteral("r1")))});
        QVERIFY2(run.code == 0, QByteArray(run.out + run.err).constData());
        QVERIFY2(run.out.contains("as the role gb_roles.r1"), run.out.constData());
        // A server's evaluation is no file: its schema line says so.
        QVERIFY2(run.out.contains("The evaluation's tables, indexes, triggers and functions on the server"),
                 run.out.constData());
        QVERIFY2(!run.out.contains("The file's"), run.out.constData());
        // The chair's verify checks each seal against the values kept for it; a value changed behind
        // GateBench's back (the superuser's UPDATE) breaks its seal.
        QVERIFY2(run.out.contains("The seals of the audit entries about sealed scores"), run.out.constData());
        const QString seq =
            sql(QStringLiteral("gatebench"), QStringLiteral("SELECT min(seq) FROM roles.audit_sealed")).rows.value(0);
        const Answer before = sql(QStringLiteral("gatebench"),
                                  QStringLiteral("SELECT detail FROM roles.audit_sealed WHERE seq = %1").arg(seq));
        QVERIFY(sql(QStringLiteral("gatebench"),
                    QStringLiteral("UPDATE roles.audit_sealed SET detail = detail || ' ' WHERE seq = %1").arg(seq))
                    .ok);
        run = cli({QStringLiteral("verify"), uri(role(QStringLiteral("r1")))});
        QVERIFY(run.code != 0);
        QVERIFY2(run.out.contains(QStringLiteral("The seal of audit entry %1 is not").arg(seq).toUtf8()),
                 run.out.constData());
        QVERIFY(sql(QStringLiteral("gatebench"),
                    QStringLiteral("UPDATE roles.audit_sealed SET detail = rtrim(detail) WHERE seq = %1").arg(seq))
                    .ok);
        QCOMPARE(sql(QStringLiteral("gatebench"),
                     QStringLiteral("SELECT detail FROM roles.audit_sealed WHERE seq = %1").arg(seq))
                     .rows,
                 before.rows);
        run = cli({QStringLiteral("verify"), uri(role(QStringLiteral("r2")))});
        QVERIFY(run.code != 0);
        QVERIFY2(run.err.contains("runs as the chair's role"), run.err.constData());
    }

    // Two evaluations whose names and member ids would have joined to one role with '_' (evaluation "a_b"
    // and member "c", evaluation "a" and member "b_c": both gb_a_b_c, so that adding the second member gave
    // the first one's login the second evaluation) get a role each, and neither reads the other's
    // evaluation. A role name over PostgreSQL's 63 bytes is refused with a clear message.
    void roleNamesDoNotCollide()
    {
        const QString demo = m_dir.filePath(QStringLiteral("demo.gatebench"));
        const QList<std::pair<QString, QString>> pairs{{QStringLiteral("a_b"), QStringLiteral("c")},
                                                       {QStringLiteral("a"), QStringLiteral("b_c")}};
        for (const auto& [evaluation, member] : pairs) {
            const QString admin = m_cluster->uri(evaluation);
            Run run = cli({QStringLiteral("copy"), demo, admin});
            QVERIFY2(run.code == 0, run.err.constData());
            run = cli({QStringLiteral("server"), QStringLiteral("init"), admin, QStringLiteral("--chair"),
                       QStringLiteral("r1")});
            QVERIFY2(run.code == 0, run.err.constData());
            run = cli({QStringLiteral("server"), QStringLiteral("add-member"), admin, QStringLiteral("--member"),
                       member, QStringLiteral("--name"), QStringLiteral("Member ") + evaluation,
                       QStringLiteral("--permission"), QStringLiteral("member")});
            QVERIFY2(run.code == 0, run.err.constData());
            QVERIFY2(run.out.contains(QStringLiteral("gb_%1.%2").arg(evaluation, member).toUtf8()),
                     run.out.constData());
        }
        QCOMPARE(sql(QStringLiteral("gb_a_b.c"), QStringLiteral("SELECT count(*) FROM a_b.candidates")).ok, true);
        QCOMPARE(sql(QStringLiteral("gb_a.b_c"), QStringLiteral("SELECT count(*) FROM a.candidates")).ok, true);
        Answer a = sql(QStringLiteral("gb_a_b.c"), QStringLiteral("SELECT count(*) FROM a.candidates"));
        QVERIFY(!a.ok);
        QCOMPARE(a.code, QStringLiteral("42501"));
        a = sql(QStringLiteral("gb_a.b_c"), QStringLiteral("SELECT count(*) FROM a_b.candidates"));
        QVERIFY(!a.ok);
        QCOMPARE(a.code, QStringLiteral("42501"));
        // Each logs in as its own member.
        Run run = cli({QStringLiteral("committee"), m_cluster->uri(QStringLiteral("a"), QStringLiteral("gb_a.b_c")),
                       QStringLiteral("--json")});
        QVERIFY2(run.code == 0, run.err.constData());
        const QJsonObject viewer = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("viewer")).toObject();
        QCOMPARE(viewer.value(QStringLiteral("member")).toString(), QStringLiteral("b_c"));
        const QString longId = QString(60, u'm');
        run = cli({QStringLiteral("server"), QStringLiteral("add-member"), m_cluster->uri(QStringLiteral("a")),
                   QStringLiteral("--member"), longId, QStringLiteral("--permission"), QStringLiteral("member")});
        QVERIFY(run.code != 0);
        QVERIFY2(run.err.contains("longer than PostgreSQL's 63 bytes"), run.err.constData());
    }

    // `gatebench server` says GateBench's own messages and nothing of the server's: the warnings a REVOKE
    // of a role the member lacks gave ("WARNING:  role ... is not a member of role ...", three a member,
    // on stderr through libpq's own receiver) and the notices of statements that skip what exists are
    // not printed; an error still is.
    void serverCommandsPrintNoServerNotices()
    {
        const QString admin = m_cluster->uri(QStringLiteral("quiet"));
        const auto quiet = [](const Run& run) {
            return !run.err.contains("NOTICE") && !run.err.contains("WARNING") && !run.out.contains("NOTICE") &&
                   !run.out.contains("WARNING");
        };
        const QList<QStringList> commands{
            {QStringLiteral("init"), admin, QStringLiteral("--chair"), QStringLiteral("c1")},
            {QStringLiteral("add-member"), admin, QStringLiteral("--member"), QStringLiteral("m1")},
            // Again with another permission: the role exists and is in groups already.
            {QStringLiteral("add-member"), admin, QStringLiteral("--member"), QStringLiteral("m1"),
             QStringLiteral("--permission"), QStringLiteral("observer")},
            {QStringLiteral("remove-member"), admin, QStringLiteral("--member"), QStringLiteral("m1")},
            {QStringLiteral("remove-member"), admin, QStringLiteral("--member"), QStringLiteral("m1")},
            // Over an evaluation under its roles already.
            {QStringLiteral("init"), admin, QStringLiteral("--chair"), QStringLiteral("c1")}};
        for (const QStringList& command : commands) {
            const Run run = cli(QStringList{QStringLiteral("server")} + command);
            QVERIFY2(run.code == 0, qPrintable(command.join(u' ') + QStringLiteral(": ") + QString::fromUtf8(run.err)));
            QVERIFY2(quiet(run),
                     qPrintable(command.join(u' ') + QStringLiteral(":\n") + QString::fromUtf8(run.out + run.err)));
            QVERIFY2(run.err.isEmpty(), run.err.constData());
        }
        // An error is said, in GateBench's words.
        const Run unknown = cli({QStringLiteral("server"), QStringLiteral("remove-member"), admin,
                                 QStringLiteral("--member"), QStringLiteral("nobody")});
        QVERIFY(unknown.code != 0);
        QVERIFY2(unknown.err.contains("has no role"), unknown.err.constData());
        QVERIFY2(quiet(unknown), unknown.err.constData());
    }

    // The server's own table (the counts of the scores, derived from them) is not the evaluation's: a copy
    // to a file leaves it out, and the file, seals and all, verifies.
    void copyToAFileLeavesTheServerTablesOut()
    {
        const QString file = m_dir.filePath(QStringLiteral("copied.gatebench"));
        Run run = cli({QStringLiteral("copy"), uri(), file});
        QVERIFY2(run.code == 0, run.err.constData());
        run = cli({QStringLiteral("verify"), file});
        QVERIFY2(run.code == 0, QByteArray(run.out + run.err).constData());
        QVERIFY2(run.out.contains("The file's tables"), run.out.constData());
        QVERIFY2(run.out.contains("The seals of the audit entries about sealed scores"), run.out.constData());
        QVERIFY2(sealedValuesOfFile(file).join(u'\n').contains(QLatin1String("r3 sealed note")),
                 qPrintable(sealedValuesOfFile(file).join(u'\n')));
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
