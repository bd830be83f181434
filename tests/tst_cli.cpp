// The command line as a user and a script meet it: exit codes, refusals, JSON, read-only commands.
#include "TestSupport.h"
#include "core/Random.h"
#include "repositories/WorkspaceSummary.h"
#include "storage/Schema.h"
#include "workspace/EvaluationQueries.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using gatebench::testing::Run;
using gatebench::testing::writeFile;

Run runCli(const QStringList& arguments)
{
    return gatebench::testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), arguments);
}

QByteArray fileHash(const QString& path)
{
    return gatebench::testing::fileSha256(path);
}

/// The workspace's content (every table), read-only. A read-write open rewrites SQLite's file
/// change counter (header bytes 24-27 and 92-95) on close even when nothing was written, so a
/// refused import is checked on the content, not on the file's SHA-256.
QByteArray contentOf(const QString& path)
{
    auto workspace = gatebench::Workspace::open(path, gatebench::Workspace::Access::ReadOnly);
    if (!workspace)
        return {};
    auto hash = gatebench::contentHash((*workspace)->queries().rows());
    return hash ? *hash : QByteArray();
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

    void librariesNeverComeFromTheWorkingFolder()
    {
        // The folder a user runs GateBench in (an unpacked exit bundle, a download) may hold any file:
        // one named like a library GateBench uses is never loaded from there. The build once wrote an
        // empty library search path into the program, which the loader reads as the working folder.
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        for (const char* library : {"libsqlite3.so.0", "libQt6Core.so.6", "libQt6Sql.so.6", "libcrypto.so.3",
                                    "libpq.so.5", "libspdlog.so.1.10", "libquazip1-qt6.so.1"})
            writeFile(folder.filePath(QLatin1String(library)), "not a library");
        const QString path = folder.filePath(QStringLiteral("here.gatebench"));
        const Run created = gatebench::testing::runProgram(
            QStringLiteral(GATEBENCH_EXECUTABLE),
            {QStringLiteral("new"), path, QStringLiteral("--lang"), QStringLiteral("en")}, {}, folder.path());
        QVERIFY2(created.code == 0, created.err.constData());
        const Run info = gatebench::testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                                        {QStringLiteral("info"), QStringLiteral("here.gatebench")}, {},
                                                        folder.path());
        QVERIFY2(info.code == 0, info.err.constData());
        QVERIFY(info.out.contains("Candidates: 7"));
    }

    void everyDayCommandsLogNoWarnings()
    {
        // The log a user sends with a problem report: a command that went well leaves no warning
        // there (`new` logged Qt's "already having an option named lang" at every run).
        const QString log =
            QDir(qEnvironmentVariable("XDG_DATA_HOME")).filePath(QStringLiteral("GateBench/gatebench/gatebench.log"));
        const auto warnings = [&log] {
            QFile file(log);
            return file.open(QIODevice::ReadOnly) ? file.readAll().count("[warning]") : qsizetype(0);
        };
        const qsizetype before = warnings();
        const QString path = m_dir.filePath(QStringLiteral("quiet.gatebench"));
        QCOMPARE(runCli({QStringLiteral("new"), path, QStringLiteral("--lang"), QStringLiteral("en"),
                         QStringLiteral("--tz"), QStringLiteral("Europe/Berlin")})
                     .code,
                 0);
        QCOMPARE(runCli({QStringLiteral("info"), path, QStringLiteral("--lang"), QStringLiteral("zh_CN")}).code, 0);
        QCOMPARE(runCli({QStringLiteral("decide"), path}).code, 0);
        QVERIFY(QFile::exists(log)); // where the commands log: the count reads the right file
        QCOMPARE(warnings(), before);
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

    /// Without --as-of, a command judges on the evaluation's own date: the demo states 2026-11-30,
    /// so its decision is the one DOMAIN.md gives whatever day it is run.
    void commandsJudgeOnTheEvaluationDate()
    {
        const QString path = m_dir.filePath(QStringLiteral("dated.gatebench"));
        QCOMPARE(runCli({QStringLiteral("new"), path, QStringLiteral("--demo"), QStringLiteral("--lang"),
                         QStringLiteral("en")})
                     .code,
                 0);
        const Run decided = runCli({QStringLiteral("decide"), path, QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(decided.code, 0);
        QVERIFY2(decided.out.startsWith("Gate-first decision as of 2026-11-30"), decided.out.constData());
        const Run later = runCli({QStringLiteral("decide"), path, QStringLiteral("--as-of"),
                                  QStringLiteral("2027-02-01"), QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(later.out.startsWith("Gate-first decision as of 2027-02-01"), later.out.constData());
    }

    /// A script's output must not change language when someone switches the window to Chinese: a
    /// command speaks its --lang, else the locale environment's language.
    void commandSpeaksTheLanguageOfItsLocale()
    {
        const QString path = m_dir.filePath(QStringLiteral("speaks.gatebench"));
        QCOMPARE(runCli({QStringLiteral("new"), path, QStringLiteral("--demo"), QStringLiteral("--lang"),
                         QStringLiteral("zh_CN")})
                     .code,
                 0);
        // The window's saved choice is Chinese (QSettings' file for GateBench/gatebench).
        const QString config = qEnvironmentVariable("XDG_CONFIG_HOME", QDir::homePath() + QStringLiteral("/.config"));
        const QString settings = config + QStringLiteral("/GateBench/gatebench.conf");
        QVERIFY(QDir().mkpath(config + QStringLiteral("/GateBench")));
        QVERIFY(!QFile::exists(settings));
        {
            QFile file(settings);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("[ui]\nlanguage=zh_CN\n");
        }
        const QStringList decide{QStringLiteral("decide"), path, QStringLiteral("--as-of"),
                                 QStringLiteral("2026-11-30")};
        const QStringList english{QStringLiteral("LC_ALL=C.UTF-8"), QStringLiteral("LANG=C.UTF-8")};
        const QStringList chinese{QStringLiteral("LC_ALL"), QStringLiteral("LC_MESSAGES"),
                                  QStringLiteral("LANG=zh_CN.UTF-8")};
        const Run inEnglish = gatebench::testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), decide, english);
        const Run inChinese = gatebench::testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), decide, chinese);
        const Run asked = gatebench::testing::runProgram(
            QStringLiteral(GATEBENCH_EXECUTABLE), decide + QStringList{QStringLiteral("--lang"), QStringLiteral("en")},
            chinese);
        const Run refused = gatebench::testing::runProgram(
            QStringLiteral(GATEBENCH_EXECUTABLE),
            {QStringLiteral("info"), m_dir.filePath(QStringLiteral("missing.gatebench"))}, chinese);
        QFile::remove(settings);

        QCOMPARE(inEnglish.code, 0);
        QVERIFY2(inEnglish.out.startsWith("Gate-first decision as of 2026-11-30"), inEnglish.out.constData());
        // The candidates' names follow the output's language too.
        QVERIFY(inEnglish.out.contains("Alibaba Cloud PAI"));
        QCOMPARE(inChinese.code, 0);
        QVERIFY2(!inChinese.out.contains("decision") && inChinese.out.contains("阿里云 PAI"),
                 inChinese.out.constData());
        QCOMPARE(asked.code, 0);
        QCOMPARE(asked.out, inEnglish.out);
        QCOMPARE(refused.code, 2);
        QVERIFY2(!refused.err.contains("cannot") && !refused.err.contains("not"), refused.err.constData());
        QCOMPARE(runCli({QStringLiteral("decide"), path, QStringLiteral("--lang"), QStringLiteral("fr")}).code, 1);
    }

    /// Issue 27, item 10: every command takes --lang and speaks it: its messages in English with
    /// `--lang en` and in Chinese with `--lang zh_CN`, whatever the locale.
    void everyCommandSpeaksItsLang_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const QString missing = m_dir.filePath(QStringLiteral("missing.gatebench"));
        const QString out = m_dir.filePath(QStringLiteral("lang-out"));
        const auto row = [](const char* name, const QStringList& arguments) { QTest::newRow(name) << arguments; };
        row("new", {QStringLiteral("new"), m_dir.filePath(QStringLiteral("no/such/folder/x.gatebench"))});
        row("info", {QStringLiteral("info"), missing});
        row("preview", {QStringLiteral("preview"), m_dir.filePath(QStringLiteral("missing.csv"))});
        row("decide", {QStringLiteral("decide"), missing});
        row("import", {QStringLiteral("import"), missing, QStringLiteral("--kind"), QStringLiteral("candidates"),
                       m_dir.filePath(QStringLiteral("missing.csv"))});
        row("imports", {QStringLiteral("imports"), missing});
        row("questionnaire", {QStringLiteral("questionnaire"), missing, out});
        row("audit", {QStringLiteral("audit"), missing});
        row("poc", {QStringLiteral("poc"), missing});
        row("baseline", {QStringLiteral("baseline"), missing});
        row("tco", {QStringLiteral("tco"), missing});
        row("report", {QStringLiteral("report"), missing, QStringLiteral("-o"), out + QStringLiteral(".pdf")});
        row("export-xlsx",
            {QStringLiteral("export-xlsx"), missing, QStringLiteral("-o"), out + QStringLiteral(".xlsx")});
        row("export-tco-csv",
            {QStringLiteral("export-tco-csv"), missing, QStringLiteral("-o"), out + QStringLiteral(".csv")});
        row("export", {QStringLiteral("export"), missing, QStringLiteral("-o"), out + QStringLiteral(".zip")});
        row("import-bundle", {QStringLiteral("import-bundle"), m_dir.filePath(QStringLiteral("missing.zip")),
                              QStringLiteral("-o"), out + QStringLiteral(".gatebench")});
    }

    void everyCommandSpeaksItsLang()
    {
        QFETCH(QStringList, arguments);
        static const QRegularExpression han(QStringLiteral("\\p{Han}"));
        const QStringList chineseLocale{QStringLiteral("LC_ALL"), QStringLiteral("LC_MESSAGES"),
                                        QStringLiteral("LANG=zh_CN.UTF-8")};
        const QStringList englishLocale{QStringLiteral("LC_ALL=C.UTF-8"), QStringLiteral("LANG=C.UTF-8")};
        const Run english = gatebench::testing::runProgram(
            QStringLiteral(GATEBENCH_EXECUTABLE),
            arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("en")}, chineseLocale);
        const Run chinese = gatebench::testing::runProgram(
            QStringLiteral(GATEBENCH_EXECUTABLE),
            arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("zh_CN")}, englishLocale);
        QVERIFY2(english.code == 2 || english.code == 1, english.err.constData());
        QCOMPARE(chinese.code, english.code);
        QVERIFY2(!QString::fromUtf8(english.err).contains(han), english.err.constData());
        QVERIFY2(QString::fromUtf8(chinese.err).contains(han), chinese.err.constData());
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
        // Page 2, the root of the first table, overwritten with junk. The page size is the big-endian
        // number at offset 16 of the header (1 for 65536).
        const QByteArray header = file.read(100);
        QCOMPARE(header.left(16), QByteArray("SQLite format 3\0", 16));
        int pageSize = (quint8(header.at(16)) << 8) | quint8(header.at(17));
        if (pageSize == 1)
            pageSize = 65536;
        file.seek(pageSize);
        file.write(QByteArray(pageSize, '\xa5'));
        file.close();
        const Run r = runCli({QStringLiteral("info"), path, QStringLiteral("--json")});
        QCOMPARE(r.code, 3);
        QVERIFY(!r.err.isEmpty());
    }
    /// `gatebench import` of files the CSV reader itself rejects: the reader's located issue is
    /// what the user reads (not "no column is mapped"), the exit code is 2, and the workspace is
    /// untouched.
    void importReportsWhatTheReaderFound_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QByteArray>("location");
        QTest::addColumn<QByteArray>("cause");

        // A PNG signature and header, then random bytes (seeded: the same every run).
        QByteArray png("\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x02\0\0\0", 29);
        gatebench::Random random(20261130);
        png.append(random.bytes(4096));
        QTest::newRow("binary") << png << QByteArray(":3:1: ") << QByteArray("not text");

        // One NUL byte inside a value, in a file long enough not to count as binary.
        QByteArray nul("id,name_en\n");
        for (int i = 0; i < 10; ++i)
            nul += "vendor-" + QByteArray::number(i) + ",Vendor " + QByteArray::number(i) + "\n";
        nul += QByteArray("broken,Bro\0ken\n", 15);
        QTest::newRow("NUL byte") << nul << QByteArray(":12:2: ") << QByteArray("NUL");

        // 100,000 columns: more fields than a record may have.
        QByteArrayList names;
        for (int i = 0; i < 100000; ++i)
            names.append("c" + QByteArray::number(i));
        QTest::newRow("100,000 columns") << names.join(',') + "\n" + QByteArray(99999, ',') + "\n"
                                         << QByteArray(":1:65537: ") << QByteArray("more than 65536 fields");
    }

    void importReportsWhatTheReaderFound()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QByteArray, location);
        QFETCH(QByteArray, cause);
        const QString workspace =
            m_dir.filePath(QStringLiteral("reader-%1.gatebench")
                               .arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
        QCOMPARE(runCli({QStringLiteral("new"), workspace}).code, 0);
        const QString input = m_dir.filePath(
            QStringLiteral("reader-%1.csv").arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
        writeFile(input, bytes);
        const QByteArray before = contentOf(workspace);
        QVERIFY(!before.isEmpty());

        const Run r = runCli(
            {QStringLiteral("import"), workspace, QStringLiteral("--kind"), QStringLiteral("candidates"), input});
        QCOMPARE(r.code, 2);
        // The first line names the file, the line and column, and the cause.
        const QByteArray first = r.err.left(r.err.indexOf('\n'));
        QVERIFY2(first.startsWith(QByteArray(input.toUtf8() + location)), first.constData());
        QVERIFY2(first.contains(cause), first.constData());
        QVERIFY2(!r.err.contains("No column is mapped"), r.err.constData());
        QCOMPARE(contentOf(workspace), before);
    }

    /// A file of another kind (a PoC results export imported as candidates) is refused with the
    /// kind it fits; a file with a header and no rows imports nothing and audits nothing.
    void importRefusesWrongKindAndEmptyFiles()
    {
        const QString workspace = m_dir.filePath(QStringLiteral("kinds.gatebench"));
        QCOMPARE(runCli({QStringLiteral("new"), workspace}).code, 0);
        const auto counts = [&] {
            auto w = gatebench::Workspace::open(workspace, gatebench::Workspace::Access::ReadOnly);
            if (!w)
                return std::pair<qint64, qint64>(-1, -1);
            return std::pair<qint64, qint64>(*(*w)->queries().rows().count(QStringLiteral("candidates")),
                                             *(*w)->queries().rows().count(QStringLiteral("audit_log")));
        };
        const auto [candidatesBefore, auditBefore] = counts();
        QVERIFY(candidatesBefore > 0 && auditBefore >= 0);
        const QByteArray before = contentOf(workspace);
        QVERIFY(!before.isEmpty());

        const QString poc = m_dir.filePath(QStringLiteral("poc-results.csv"));
        QByteArray runs("candidate,scenario,run,start time,queue time,success,gpu hours,operation steps,"
                        "manual interventions,recovery time,notes\n");
        for (int i = 1; i <= 6; ++i)
            runs += "runai,distributed training," + QByteArray::number(i) + ",2026-11-0" + QByteArray::number(i) +
                    " 10:00,42,yes,3.5,4,0,,\n";
        writeFile(poc, runs);
        Run r =
            runCli({QStringLiteral("import"), workspace, QStringLiteral("--kind"), QStringLiteral("candidates"), poc});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith(QByteArray(poc.toUtf8() + ":1:0: ")), r.err.constData());
        QVERIFY2(r.err.contains("looks like “PoC runs”, not “Candidates”: 11 of its 11 columns fit “PoC runs” and "
                                "only 2 fit “Candidates”"),
                 r.err.constData());
        QVERIFY2(r.err.contains("; choose “PoC runs”"), r.err.constData());

        // A requirements export chosen as candidates: the kind to choose is named.
        const QString criteria = m_dir.filePath(QStringLiteral("requirements.csv"));
        writeFile(criteria, "id,tier,category,title_zh,title_en,owner_zh,owner_en,weight\n"
                            "gate-x,gate,security,甲,Alpha,安全,Security,\n");
        r = runCli(
            {QStringLiteral("import"), workspace, QStringLiteral("--kind"), QStringLiteral("candidates"), criteria});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("looks like “Requirements”, not “Candidates”"), r.err.constData());
        QVERIFY2(r.err.contains("; choose “Requirements”"), r.err.constData());

        const QString headerOnly = m_dir.filePath(QStringLiteral("header-only.csv"));
        writeFile(headerOnly, "id,name_en,vendor\n");
        r = runCli(
            {QStringLiteral("import"), workspace, QStringLiteral("--kind"), QStringLiteral("candidates"), headerOnly});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith(QByteArray(headerOnly.toUtf8() + ":1:0: no rows")), r.err.constData());

        QCOMPARE(counts(), std::make_pair(candidatesBefore, auditBefore));
        QCOMPARE(contentOf(workspace), before);

        // The same file with one row imports, and is audited: the counts above can move.
        writeFile(headerOnly, "id,name_en,vendor\nstatus-quo,Status quo,our platform team\n");
        r = runCli(
            {QStringLiteral("import"), workspace, QStringLiteral("--kind"), QStringLiteral("candidates"), headerOnly});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(counts().first, candidatesBefore + 1);
        QVERIFY(counts().second > auditBefore);
    }

    /// Issue 27, item 14: every kind of import has a dry run that reads and checks as the import would,
    /// writes nothing (the file byte for byte as it was, no journal beside it), says how many rows it
    /// would import, and exits 0; job logs too, sacct's included (before, a usage error).
    void everyKindHasADryRun()
    {
        const QString workspace = m_dir.filePath(QStringLiteral("dry-every.gatebench"));
        QCOMPARE(runCli({QStringLiteral("new"), workspace, QStringLiteral("--demo"), QStringLiteral("--lang"),
                         QStringLiteral("en")})
                     .code,
                 0);
        const QString data = QStringLiteral(GATEBENCH_TEST_DATA);
        const QString candidates = m_dir.filePath(QStringLiteral("dry-candidates.csv"));
        writeFile(candidates, "id,name_en,vendor\nstatus-quo,Status quo,our platform team\n");
        const QString criteria = m_dir.filePath(QStringLiteral("dry-criteria.csv"));
        writeFile(criteria, "id,tier,category,title_zh,title_en,owner_zh,owner_en,weight\n"
                            "bonus-new,bonus,automation,乙,Beta,平台,Platform,2\n");
        const QString poc = m_dir.filePath(QStringLiteral("dry-poc.csv"));
        writeFile(poc, "candidate,scenario,run,start time,queue time [s],success,gpu hours,operation steps,"
                       "manual interventions,notes\n"
                       "runai,distributed training,99,2026-11-02 10:00,42,yes,3.5,4,0,\n");
        struct Case {
            const char* kind;
            QString input;
            QStringList options;
        };
        const QList<Case> cases{
            {"candidates", candidates, {}},
            {"criteria", criteria, {}},
            {"answers", data + QStringLiteral("/questionnaire/demo-en/expected.csv"), {}},
            {"poc", poc, {}},
            {"tco",
             data + QStringLiteral("/tco-import/finance.csv"),
             {QStringLiteral("--format"), QStringLiteral("finance"), QStringLiteral("--candidate"),
              QStringLiteral("runai")}},
            {"jobs",
             data + QStringLiteral("/jobdedupe/week1.csv"),
             {QStringLiteral("--format"), QStringLiteral("helios")}},
            {"jobs",
             data + QStringLiteral("/jobdedupe/week1.sacct"),
             {QStringLiteral("--format"), QStringLiteral("sacct")}},
        };
        const QByteArray bytes = fileHash(workspace);
        for (const Case& c : cases) {
            const QStringList arguments = QStringList{QStringLiteral("import"),
                                                      workspace,
                                                      QStringLiteral("--kind"),
                                                      QLatin1String(c.kind),
                                                      c.input,
                                                      QStringLiteral("--dry-run"),
                                                      QStringLiteral("--lang"),
                                                      QStringLiteral("en")} +
                                          c.options;
            const Run text = runCli(arguments);
            QVERIFY2(text.code == 0, qPrintable(QStringLiteral("%1: %2").arg(c.input, QString::fromUtf8(text.err))));
            QVERIFY2(text.out.startsWith("Dry run: ") && text.out.contains("nothing was written"),
                     qPrintable(QStringLiteral("%1: %2").arg(c.input, QString::fromUtf8(text.out))));
            const Run json = runCli(arguments + QStringList{QStringLiteral("--json")});
            QVERIFY2(json.code == 0, qPrintable(QStringLiteral("%1: %2").arg(c.input, QString::fromUtf8(json.err))));
            const QJsonObject o = QJsonDocument::fromJson(json.out).object();
            QVERIFY2(o.value(QLatin1String("rows")).toInteger() > 0, qPrintable(c.input));
            QVERIFY2(o.value(QLatin1String("issues")).isArray(), qPrintable(c.input));
            if (QLatin1String(c.kind) == QLatin1String("jobs")) {
                QCOMPARE(o.value(QLatin1String("added")).toInteger(), 5);
                QCOMPARE(o.value(QLatin1String("duplicates")).toInteger(), 0);
            }
            QCOMPARE(fileHash(workspace), bytes);
            QVERIFY(!QFile::exists(workspace + QStringLiteral("-wal")));
        }
    }

    /// `import --dry-run` runs the real import on a copy: a new gate criterion that nobody has
    /// judged yet blocks every Eligible candidate, and the evaluation file is not touched.
    void importDryRunShowsTheDecisionItWouldChange()
    {
        const QString workspace = m_dir.filePath(QStringLiteral("dry-run.gatebench"));
        QCOMPARE(runCli({QStringLiteral("new"), workspace, QStringLiteral("--demo"), QStringLiteral("--lang"),
                         QStringLiteral("en")})
                     .code,
                 0);
        const QString criteria = m_dir.filePath(QStringLiteral("new-gate.csv"));
        writeFile(criteria, "id,tier,category,title_zh,title_en,owner_zh,owner_en,weight\n"
                            "gate-new,gate,security,新门槛,New gate,安全,Security,\n");
        const QByteArray bytesBefore = fileHash(workspace);
        const QByteArray contentBefore = contentOf(workspace);
        QVERIFY(!contentBefore.isEmpty());
        const QStringList dryRun{QStringLiteral("import"),
                                 workspace,
                                 QStringLiteral("--kind"),
                                 QStringLiteral("criteria"),
                                 criteria,
                                 QStringLiteral("--dry-run"),
                                 QStringLiteral("--as-of"),
                                 QStringLiteral("2026-12-01")};

        const Run json = runCli(dryRun + QStringList{QStringLiteral("--json")});
        QVERIFY2(json.code == 0, json.err.constData());
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(json.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(o.value(QLatin1String("rows")).toInt(), 1);
        QVERIFY(o.value(QLatin1String("issues")).isArray());
        const QJsonObject before = o.value(QLatin1String("decision_before")).toObject();
        const QJsonObject after = o.value(QLatin1String("decision_after")).toObject();
        QCOMPARE(before.value(QLatin1String("recommended")).toString(), QStringLiteral("runai"));
        QCOMPARE(before.value(QLatin1String("alternative")).toString(), QStringLiteral("k8s-oss"));
        QVERIFY(after.value(QLatin1String("recommended")).isNull());
        QVERIFY(after.value(QLatin1String("alternative")).isNull());
        const auto statuses = [](const QJsonObject& decision) {
            QMap<QString, QString> map;
            for (const QJsonValue& c : decision.value(QLatin1String("candidates")).toArray())
                map.insert(c.toObject().value(QLatin1String("id")).toString(),
                           c.toObject().value(QLatin1String("status")).toString());
            return map;
        };
        const QMap<QString, QString> was = statuses(before);
        const QMap<QString, QString> becomes = statuses(after);
        QCOMPARE(was.value(QStringLiteral("runai")), QStringLiteral("eligible"));
        QCOMPARE(was.value(QStringLiteral("k8s-oss")), QStringLiteral("eligible"));
        QCOMPARE(becomes.keys(), was.keys());
        for (auto it = was.cbegin(); it != was.cend(); ++it) {
            // Every Eligible candidate is now Blocked (by the new gate); the others keep their status.
            const QString expected = it.value() == QLatin1String("eligible") ? QStringLiteral("blocked") : it.value();
            QCOMPARE(becomes.value(it.key()), expected);
        }
        QCOMPARE(fileHash(workspace), bytesBefore);
        QCOMPARE(contentOf(workspace), contentBefore);

        const Run text = runCli(dryRun + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(text.code == 0, text.err.constData());
        QVERIFY2(text.out.contains("nothing was written"), text.out.constData());
        QVERIFY2(text.out.contains("Before: recommended NVIDIA Run:ai (runai)"), text.out.constData());
        QVERIFY2(text.out.contains("After: no candidate passes every gate."), text.out.constData());
        QVERIFY2(text.out.contains("NVIDIA Run:ai (runai): Eligible, rank 1 -> Blocked by New gate"),
                 text.out.constData());
        QCOMPARE(fileHash(workspace), bytesBefore);

        // Refused input: exit 2 as the real import, and still nothing written.
        const Run refused = runCli({QStringLiteral("import"), workspace, QStringLiteral("--kind"),
                                    QStringLiteral("candidates"), criteria, QStringLiteral("--dry-run")});
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains("looks like “Requirements”"), refused.err.constData());
        QCOMPARE(fileHash(workspace), bytesBefore);
        QCOMPARE(contentOf(workspace), contentBefore);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "TestSupport.h"
#include "tst_cli.moc"
