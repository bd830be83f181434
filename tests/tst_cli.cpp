// The command line as a user and a script meet it: exit codes, refusals, JSON, read-only commands.
#include "Schema.h"
#include "TestSupport.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using gatebench::testing::Run;

Run runCli(const QStringList& arguments)
{
    return gatebench::testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), arguments);
}

QByteArray fileHash(const QString& path)
{
    return gatebench::testing::fileSha256(path);
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void versionAndHelp()
    {
        const Run version = runCli({QStringLiteral("--version")});
        QCOMPARE(version.code, 0);
        QVERIFY(version.out.startsWith("gatebench "));
        const Run help = runCli({QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.contains("info FILE"));
        const Run unknown = runCli({QStringLiteral("frobnicate"), QStringLiteral("x")});
        QCOMPARE(unknown.code, 1); // a file name that does not exist, without a display: usage
    }

    void newDemoAndInfo()
    {
        const QString path = m_dir.filePath(QStringLiteral("demo.gatebench"));
        Run created = runCli(
            {QStringLiteral("new"), path, QStringLiteral("--demo"), QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QCOMPARE(created.code, 0);
        QVERIFY(QFile::exists(path));
        QVERIFY(QDir(m_dir.path()).entryList({QStringLiteral("*.part")}, QDir::Files).isEmpty());

        const QByteArray before = fileHash(path);
        const Run info = runCli({QStringLiteral("info"), path, QStringLiteral("--json")});
        QCOMPARE(info.code, 0);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(info.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(o.value(QLatin1String("schema_version")).toInt(), gatebench::schema::currentVersion());
        QCOMPARE(o.value(QLatin1String("language")).toString(), QStringLiteral("zh_CN"));
        QCOMPARE(o.value(QLatin1String("time_zone")).toString(), QStringLiteral("Asia/Shanghai"));
        QVERIFY(o.value(QLatin1String("title")).toString().contains(QStringLiteral("模拟数据")));
        const QJsonArray candidates = o.value(QLatin1String("candidates")).toArray();
        QCOMPARE(candidates.size(), 7);
        const QJsonObject pai = candidates.at(4).toObject();
        QCOMPARE(pai.value(QLatin1String("id")).toString(), QStringLiteral("pai"));
        QCOMPARE(pai.value(QLatin1String("name")).toString(),
                 pai.value(QLatin1String("names")).toObject().value(QLatin1String("zh_CN")).toString());
        QCOMPARE(pai.value(QLatin1String("names")).toObject().value(QLatin1String("en")).toString(),
                 QStringLiteral("Alibaba Cloud PAI"));
        QCOMPARE(pai.value(QLatin1String("route")).toString(), QStringLiteral("cloud_managed"));
        const QJsonObject criteria = o.value(QLatin1String("criteria")).toObject();
        QCOMPARE(criteria.value(QLatin1String("gate")).toInt(), 5);
        QCOMPARE(criteria.value(QLatin1String("bonus")).toInt(), 4);
        QVERIFY(criteria.value(QLatin1String("deferred")).toInt() >= 1);
        QVERIFY(o.value(QLatin1String("jobs")).toInt() >= 20000);
        QVERIFY(o.value(QLatin1String("poc_runs")).toInt() > 0);
        QVERIFY(o.value(QLatin1String("tco_lines")).toInt() > 0);
        QVERIFY(o.value(QLatin1String("audit_entries")).toInt() >= 30);
        // info is read-only: the file is byte for byte what it was.
        QCOMPARE(fileHash(path), before);

        // new never overwrites without --force; with --force it replaces the file.
        const Run again = runCli({QStringLiteral("new"), path});
        QCOMPARE(again.code, 1);
        QVERIFY(again.err.contains("--force"));
        QCOMPARE(fileHash(path), before);
        const Run forced = runCli({QStringLiteral("new"), path, QStringLiteral("--force"), QStringLiteral("--lang"),
                                   QStringLiteral("en"), QStringLiteral("--tz"), QStringLiteral("Europe/Berlin")});
        QCOMPARE(forced.code, 0);
        const QJsonObject replaced =
            QJsonDocument::fromJson(runCli({QStringLiteral("info"), path, QStringLiteral("--json")}).out).object();
        QCOMPARE(replaced.value(QLatin1String("jobs")).toInt(), 0);
        QCOMPARE(replaced.value(QLatin1String("time_zone")).toString(), QStringLiteral("Europe/Berlin"));
        QCOMPARE(replaced.value(QLatin1String("language")).toString(), QStringLiteral("en"));
    }

    void usageErrors()
    {
        QCOMPARE(runCli({QStringLiteral("new")}).code, 1);
        QCOMPARE(runCli({QStringLiteral("new"), m_dir.filePath(QStringLiteral("x.gatebench")), QStringLiteral("--lang"),
                         QStringLiteral("fr")})
                     .code,
                 1);
        QCOMPARE(runCli({QStringLiteral("new"), m_dir.filePath(QStringLiteral("x.gatebench")), QStringLiteral("--tz"),
                         QStringLiteral("Mars/Olympus")})
                     .code,
                 1);
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.gatebench"))));
        QCOMPARE(runCli({QStringLiteral("info")}).code, 1);
        QCOMPARE(runCli({QStringLiteral("info"), QStringLiteral("a"), QStringLiteral("b")}).code, 1);
        QCOMPARE(runCli({QStringLiteral("info"), QStringLiteral("--bogus"), QStringLiteral("a")}).code, 1);
    }

    void badInputIsExitTwo()
    {
        const QString text = m_dir.filePath(QStringLiteral("notes.gatebench"));
        QFile file(text);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("this is not a workspace\n");
        file.close();
        Run r = runCli({QStringLiteral("info"), text, QStringLiteral("--json")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(text.toUtf8()));
        QVERIFY(r.out.isEmpty());

        const QString foreign = m_dir.filePath(QStringLiteral("foreign.db"));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("f"));
            db.setDatabaseName(foreign);
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(QStringLiteral("CREATE TABLE t (x)")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("f"));
        r = runCli({QStringLiteral("info"), foreign});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("not a GateBench workspace"));

        QCOMPARE(runCli({QStringLiteral("info"), m_dir.filePath(QStringLiteral("missing.gatebench"))}).code, 2);
    }

    void damagedWorkspaceIsExitThree()
    {
        const QString path = m_dir.filePath(QStringLiteral("damaged.gatebench"));
        QCOMPARE(runCli({QStringLiteral("new"), path, QStringLiteral("--demo")}).code, 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        file.seek(file.size() / 2);
        file.write(QByteArray(64 * 1024, '\xa5'));
        file.close();
        const Run r = runCli({QStringLiteral("info"), path, QStringLiteral("--json")});
        QCOMPARE(r.code, 3);
        QVERIFY(!r.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "TestSupport.h"
#include "tst_cli.moc"
