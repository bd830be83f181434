// The schema check of an evaluation on a server, as every role opens it (issue 31): an evaluation on a
// throwaway cluster (tests/support/PostgresCluster.h) put under its roles by `gatebench server init` and
// `add-member`. The chair's role may create a schema in the database and checks the whole schema; a
// member's role may not, and checks it from the catalogue with read-only queries. Either way a column
// dropped or row-level security turned off by the owner (or anyone with the rights) is reported: the
// opening is refused, and the chair's verify names it (exit 3). A check from the catalogue says in verify what it
// could not check. Skipped when PostgreSQL cannot start here, unless GATEBENCH_REQUIRE_POSTGRES=1.
#include "TestSupport.h"
#include "support/PostgresCluster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace gatebench;
using namespace gatebench::testing;

namespace {

const QString kExe = QStringLiteral(GATEBENCH_EXECUTABLE);

Run cli(const QStringList& arguments)
{
    return runProgram(kExe, arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
}

QByteArray both(const Run& run)
{
    return run.out + run.err;
}

} // namespace

class TestPostgresSchema : public QObject {
    Q_OBJECT
    std::unique_ptr<test::PostgresCluster> m_cluster;
    QTemporaryDir m_dir;
    QString m_demo;

    /// The demo as evaluation `name` under its roles: chair c1, member m2, observer o3; the location as
    /// the superuser.
    QString evaluationUnderRoles(const QString& name)
    {
        const QString admin = m_cluster->uri(name);
        Run run = cli({QStringLiteral("copy"), m_demo, admin});
        if (run.code != 0)
            qFatal("copy failed: %s", run.err.constData());
        run = cli(
            {QStringLiteral("server"), QStringLiteral("init"), admin, QStringLiteral("--chair"), QStringLiteral("c1")});
        if (run.code != 0)
            qFatal("server init failed: %s", run.err.constData());
        for (const auto& [member, permission] : {std::pair{QStringLiteral("m2"), QStringLiteral("member")},
                                                 std::pair{QStringLiteral("o3"), QStringLiteral("observer")}}) {
            run = cli({QStringLiteral("server"), QStringLiteral("add-member"), admin, QStringLiteral("--member"),
                       member, QStringLiteral("--permission"), permission});
            if (run.code != 0)
                qFatal("add-member failed: %s", run.err.constData());
        }
        return admin;
    }
    QString as(const QString& evaluation, const QString& member) const
    {
        return m_cluster->uri(evaluation, QStringLiteral("gb_%1.%2").arg(evaluation, member));
    }

    void alter(const QString& sql)
    {
        bool ok = false;
        const QString out = m_cluster->psql(sql, &ok);
        QVERIFY2(ok, qPrintable(out));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        GATEBENCH_START_CLUSTER(m_cluster);
        m_demo = m_dir.filePath(QStringLiteral("demo.gatebench"));
        const Run run = cli({QStringLiteral("new"), m_demo, QStringLiteral("--demo")});
        QVERIFY2(run.code == 0, run.err.constData());
    }

    void cleanupTestCase() { m_cluster.reset(); }

    // GateBench's own schema passes every role's check: the chair's whole check, a member's and an
    // observer's from the catalogue (nothing reported that is not there).
    void everyRoleOpensGateBenchsSchema()
    {
        evaluationUnderRoles(QStringLiteral("clean"));
        for (const QString& member : {QStringLiteral("c1"), QStringLiteral("m2"), QStringLiteral("o3")}) {
            const Run run = cli({QStringLiteral("info"), as(QStringLiteral("clean"), member)});
            QVERIFY2(run.code == 0, both(run).constData());
        }
        const Run run = cli({QStringLiteral("verify"), as(QStringLiteral("clean"), QStringLiteral("c1"))});
        QVERIFY2(run.code == 0, both(run).constData());
    }

    // A column dropped behind GateBench's back: a member's opening is refused naming it, as the chair's
    // is, and the chair's verify reports it.
    void droppedColumnIsReportedToEveryRole()
    {
        const QString e = QStringLiteral("dropped");
        evaluationUnderRoles(e);
        alter(QStringLiteral("ALTER TABLE dropped.candidates DROP COLUMN aliases"));
        for (const QString& member : {QStringLiteral("m2"), QStringLiteral("o3"), QStringLiteral("c1")}) {
            const Run run = cli({QStringLiteral("info"), as(e, member)});
            QVERIFY2(run.code != 0, qPrintable(member));
            QVERIFY2(run.err.contains("candidates.aliases") && run.err.contains("is refused"), both(run).constData());
        }
        const Run run = cli({QStringLiteral("verify"), as(e, QStringLiteral("c1"))});
        QCOMPARE(run.code, 3);
        QVERIFY2(both(run).contains("candidates.aliases"), both(run).constData());
        // The whole report, not only the refusal: the audit chain is still checked and named.
        QVERIFY2(both(run).contains("The audit chain:"), both(run).constData());
    }

    // The table of the sealed values is the evaluation's own (schema version 25): a column of it changed
    // is reported to every role, a member's catalogue check too (before, a member's check saw only that the
    // table was there).
    void sealedValuesChangedIsReportedToEveryRole()
    {
        const QString e = QStringLiteral("resealed");
        evaluationUnderRoles(e);
        alter(QStringLiteral("ALTER TABLE resealed.audit_sealed ALTER COLUMN salt DROP NOT NULL"));
        for (const QString& member : {QStringLiteral("m2"), QStringLiteral("o3"), QStringLiteral("c1")}) {
            const Run run = cli({QStringLiteral("info"), as(e, member)});
            QVERIFY2(run.code != 0, qPrintable(member));
            QVERIFY2(run.err.contains("audit_sealed") && run.err.contains("is refused"), both(run).constData());
        }
    }

    // Row-level security turned off on a table that must have it (or no longer forced on its owner), or
    // a policy gone: reported to every role.
    void rowSecurityTurnedOffIsReportedToEveryRole()
    {
        const QString e = QStringLiteral("unguarded");
        evaluationUnderRoles(e);
        alter(QStringLiteral("ALTER TABLE unguarded.packet_seals DISABLE ROW LEVEL SECURITY"));
        alter(QStringLiteral("ALTER TABLE unguarded.signatures NO FORCE ROW LEVEL SECURITY"));
        alter(QStringLiteral("DROP POLICY gb_read ON unguarded.consensus_scores"));
        for (const QString& member : {QStringLiteral("m2"), QStringLiteral("c1")}) {
            const Run run = cli({QStringLiteral("info"), as(e, member)});
            QVERIFY2(run.code != 0, qPrintable(member));
            QVERIFY2(run.err.contains("row security packet_seals") && run.err.contains("row security signatures") &&
                         run.err.contains("policy consensus_scores.gb_read"),
                     both(run).constData());
        }
        const Run run = cli({QStringLiteral("verify"), as(e, QStringLiteral("c1"))});
        QCOMPARE(run.code, 3);
        QVERIFY2(both(run).contains("row security packet_seals: disabled, forced") &&
                     both(run).contains("row security signatures: enabled, not forced") &&
                     both(run).contains("policy consensus_scores.gb_read"),
                 both(run).constData());
    }

    // A role that may only read the catalogue checks what it can and verify says what it could not.
    void aCatalogueCheckSaysWhatItLeftOut()
    {
        const QString admin = m_cluster->uri(QStringLiteral("plain"));
        QCOMPARE(cli({QStringLiteral("copy"), m_demo, admin}).code, 0);
        alter(QStringLiteral("CREATE ROLE plain_reader LOGIN"));
        alter(QStringLiteral("GRANT USAGE ON SCHEMA plain TO plain_reader"));
        alter(QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA plain TO plain_reader"));
        const QString reader = m_cluster->uri(QStringLiteral("plain"), QStringLiteral("plain_reader"));
        Run run = cli({QStringLiteral("verify"), reader, QStringLiteral("--json")});
        QVERIFY2(run.code == 0, both(run).constData());
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        bool said = false;
        for (const QJsonValue& item : report.value(QStringLiteral("not_checked")).toArray())
            if (item.toObject().value(QStringLiteral("check")).toString() == QLatin1String("server_schema"))
                said = true;
        QVERIFY2(said, run.out.constData());
        // And it finds what it checks: a type changed.
        alter(QStringLiteral("ALTER TABLE plain.candidates ALTER COLUMN notes TYPE varchar"));
        run = cli({QStringLiteral("verify"), reader});
        QCOMPARE(run.code, 3);
        QVERIFY2(both(run).contains("candidates.notes: character varying"), both(run).constData());
    }
};

QTEST_GUILESS_MAIN(TestPostgresSchema)
#include "tst_postgres_schema.moc"
