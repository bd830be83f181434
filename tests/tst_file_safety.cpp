// The evaluation file survives what happens around it: journals that are not its own, files cut
// short, a replaced file's leftovers, other GateBench processes writing at the same time. Every case
// runs the real `gatebench` program, as a committee member or a script would.
#include "TestSupport.h"
#include "storage/Schema.h"
#include "storage/SqliteStorage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <unistd.h>

using namespace gatebench;
using gatebench::testing::fileSha256;
using gatebench::testing::readFile;
using gatebench::testing::Run;
using gatebench::testing::writeFile;

namespace {

Run runCli(const QStringList& arguments)
{
    return gatebench::testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), arguments);
}

void makeWorkspace(const QString& path, NewWorkspaceOptions::Content content = NewWorkspaceOptions::Content::Template)
{
    NewWorkspaceOptions options;
    options.path = path;
    options.content = content;
    options.language = QStringLiteral("en");
    options.timeZone = QStringLiteral("Asia/Shanghai");
    auto r = createWorkspaceFile(options);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message));
}

/// A candidates CSV of `count` rows named PREFIX-1 ... PREFIX-count.
QString candidatesCsv(const QString& dir, const QString& prefix, int count)
{
    QByteArray csv = "name_en,vendor_en\n";
    for (int i = 1; i <= count; ++i)
        csv += prefix.toUtf8() + '-' + QByteArray::number(i) + ",Vendor " + QByteArray::number(i) + '\n';
    const QString path = QDir(dir).filePath(prefix + QStringLiteral(".csv"));
    writeFile(path, csv);
    return path;
}

/// Runs `sql` against `path` through a plain SQLite connection with automatic checkpoints off, and
/// copies the WAL it leaves to `walCopy` while the connection is still open (so it still holds the
/// frames): a journal that belongs to `path`, not to the file it will be put beside.
void makeWal(const QString& path, const QStringList& sql, const QString& walCopy)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("wal-maker"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("PRAGMA journal_mode=WAL")));
        QVERIFY(query.exec(QStringLiteral("PRAGMA wal_autocheckpoint=0")));
        for (const QString& statement : sql)
            QVERIFY2(query.exec(statement), qPrintable(statement));
        QFile::remove(walCopy);
        QVERIFY(QFile::copy(path + QStringLiteral("-wal"), walCopy));
        QVERIFY(QFileInfo(walCopy).size() > 0);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("wal-maker"));
}

qint64 countRows(const QString& path, const QString& table)
{
    auto workspace = Workspace::open(path, Workspace::Access::ReadOnly);
    if (!workspace)
        return -1;
    auto n = (*workspace)->queries().rows().count(table);
    return n ? *n : -1;
}

/// The first value `sql` gives on a plain SQLite connection to `path` (empty when it gives none).
QString queryOne(const QString& path, const QString& sql)
{
    QString value;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("query-one"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(sql) && query.next())
                value = query.value(0).toString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("query-one"));
    return value;
}

QString pragmaOf(const QString& path, const QString& name)
{
    return queryOne(path, QStringLiteral("PRAGMA ") + name);
}

QString identityOf(const QString& path)
{
    return queryOne(path, QStringLiteral("SELECT value FROM workspace_settings WHERE key = 'workspace_id'"));
}

/// The workspace holder of the tests (tests/support/workspace_holder.cpp).
class Holder : public gatebench::testing::Holder {
public:
    Holder(const QString& path, const QString& mode, const QString& value = {})
        : gatebench::testing::Holder(QStringLiteral(GATEBENCH_HOLDER), path, mode, value)
    {}
};

} // namespace

class TestFileSafety : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("eval.gatebench"));
        QFile::remove(m_path);
        makeWorkspace(m_path);
    }

    // 1. A WAL from another database next to the workspace: refused before SQLite applies it, both
    // files byte for byte as they were, the stray file named.
    void walOfAnotherDatabaseIsRefused()
    {
        const QString wal = m_path + QStringLiteral("-wal");
        makeWal(m_dir.filePath(QStringLiteral("other.db")),
                {QStringLiteral("CREATE TABLE notes (x)"), QStringLiteral("INSERT INTO notes VALUES (1)")}, wal);
        const QByteArray fileBefore = fileSha256(m_path);
        const QByteArray walBefore = fileSha256(wal);
        const QString csv = candidatesCsv(m_dir.path(), QStringLiteral("stray"), 3);

        const Run import =
            runCli({QStringLiteral("import"), m_path, QStringLiteral("--kind"), QStringLiteral("candidates"), csv});
        QCOMPARE(import.code, 3);
        QVERIFY2(import.err.contains(wal.toUtf8()), import.err.constData());
        QVERIFY(!import.err.contains(csv.toUtf8())); // the CSV file is not to blame
        for (const QString& command : {QStringLiteral("info"), QStringLiteral("decide")}) {
            const Run r = runCli({command, m_path});
            QCOMPARE(r.code, 3);
            QVERIFY(r.err.contains(wal.toUtf8()));
        }
        QCOMPARE(fileSha256(m_path), fileBefore);
        QCOMPARE(fileSha256(wal), walBefore);

        // Moved away as the message says, the workspace opens as it was.
        QVERIFY(QFile::rename(wal, m_dir.filePath(QStringLiteral("kept-aside.wal"))));
        QFile::remove(m_path + QStringLiteral("-shm"));
        QCOMPARE(runCli({QStringLiteral("info"), m_path}).code, 0);
    }

    // 1. A WAL from another GateBench workspace (same application id, same schema, other identity).
    void walOfAnotherWorkspaceIsRefused()
    {
        const QString other = m_dir.filePath(QStringLiteral("other.gatebench"));
        QFile::remove(other);
        makeWorkspace(other);
        QVERIFY(identityOf(other) != identityOf(m_path));
        const QString wal = m_path + QStringLiteral("-wal");
        QStringList changes;
        for (int i = 0; i < 200; ++i)
            changes.append(QStringLiteral("INSERT INTO audit_log (at_utc, actor, action, entity, chain_hash) "
                                          "VALUES ('2026-12-01T00:00:00Z', 'x', 'update', 'c%1', '%2')")
                               .arg(i)
                               .arg(QString(64, u'0'))); // an entry needs a chain hash (schema version 20)
        changes.append(QStringLiteral("UPDATE workspace_settings SET value = 'Other' WHERE key = 'title'"));
        makeWal(other, changes, wal);
        const QByteArray fileBefore = fileSha256(m_path);
        const QByteArray walBefore = fileSha256(wal);

        const Run r = runCli({QStringLiteral("import"), m_path, QStringLiteral("--kind"), QStringLiteral("candidates"),
                              candidatesCsv(m_dir.path(), QStringLiteral("w"), 2)});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains(wal.toUtf8()), r.err.constData());
        auto opened = Workspace::open(m_path, Workspace::Access::ReadWrite);
        QVERIFY(!opened);
        QCOMPARE(opened.error().kind, Error::Kind::Integrity);
        QCOMPARE(fileSha256(m_path), fileBefore);
        QCOMPARE(fileSha256(wal), walBefore);
    }

    // 1. The journal of a GateBench that was killed with this workspace open is its own: recovered.
    void walOfAKilledGateBenchIsRecovered()
    {
        const qint64 before = countRows(m_path, QStringLiteral("candidates"));
        {
            Holder holder(m_path, QStringLiteral("commit"), QStringLiteral("added-before-crash"));
            QVERIFY2(holder.ready(), holder.error().constData());
            holder.kill();
        }
        QVERIFY(QFileInfo(m_path + QStringLiteral("-wal")).size() > 0);
        const Run info = runCli({QStringLiteral("info"), m_path, QStringLiteral("--json")});
        QCOMPARE(info.code, 0);
        QVERIFY(info.out.contains("added-before-crash"));
        QCOMPARE(countRows(m_path, QStringLiteral("candidates")), before + 1);
        const Run import = runCli({QStringLiteral("import"), m_path, QStringLiteral("--kind"),
                                   QStringLiteral("candidates"), candidatesCsv(m_dir.path(), QStringLiteral("k"), 2)});
        QCOMPARE(import.code, 0);
        QCOMPARE(countRows(m_path, QStringLiteral("candidates")), before + 3);
    }

    // 2. Replacing a file replaces its journal and index too; never while another process has it.
    void newForceReplacesTheJournals()
    {
        const QString wal = m_path + QStringLiteral("-wal");
        const QString other = m_dir.filePath(QStringLiteral("old.gatebench"));
        QFile::remove(other);
        makeWorkspace(other);
        makeWal(other, {QStringLiteral("UPDATE workspace_settings SET value = 'Old' WHERE key = 'title'")}, wal);
        writeFile(m_path + QStringLiteral("-shm"), QByteArray(32768, '\x7f'));

        const Run r = runCli({QStringLiteral("new"), m_path, QStringLiteral("--force")});
        QCOMPARE(r.code, 0);
        QVERIFY(!QFile::exists(wal));
        QVERIFY(!QFile::exists(m_path + QStringLiteral("-shm")));
        QCOMPARE(runCli({QStringLiteral("info"), m_path}).code, 0);
        auto opened = Workspace::open(m_path, Workspace::Access::ReadWrite);
        QVERIFY(opened);
        QCOMPARE((*opened)->queries().rows().integrityCheck()->size(), 0);
    }

    void newForceRefusesWhileTheFileIsOpen()
    {
        Holder holder(m_path, QStringLiteral("open"));
        QVERIFY2(holder.ready(), holder.error().constData());
        const QByteArray before = fileSha256(m_path);
        const Run r = runCli({QStringLiteral("new"), m_path, QStringLiteral("--force")});
        QCOMPARE(r.code, 4);
        QVERIFY(r.err.contains(m_path.toUtf8()));
        QCOMPARE(fileSha256(m_path), before);
        holder.kill();
    }

    // 5. An operation that changes nothing leaves the file identical, whatever its exit code.
    void unchangedMeansByteForByte()
    {
        const QByteArray before = fileSha256(m_path);
        const QString bad = m_dir.filePath(QStringLiteral("bad.csv"));
        writeFile(bad, "name_en,route\nGood One,open_source\nBad One,not-a-route\n");
        const Run refused =
            runCli({QStringLiteral("import"), m_path, QStringLiteral("--kind"), QStringLiteral("candidates"), bad});
        QCOMPARE(refused.code, 2);
        QCOMPARE(fileSha256(m_path), before);
        QCOMPARE(runCli({QStringLiteral("info"), m_path, QStringLiteral("--json")}).code, 0);
        QCOMPARE(runCli({QStringLiteral("decide"), m_path, QStringLiteral("--json")}).code, 0);
        QCOMPARE(fileSha256(m_path), before);
        // Nothing is left beside it either.
        QVERIFY(!QFile::exists(m_path + QStringLiteral("-wal")));
        QVERIFY(!QFile::exists(m_path + QStringLiteral("-shm")));

        // A stray journal refused (exit 3) leaves it identical too.
        makeWal(m_dir.filePath(QStringLiteral("x.db")), {QStringLiteral("CREATE TABLE t (x)")},
                m_path + QStringLiteral("-wal"));
        QCOMPARE(runCli({QStringLiteral("import"), m_path, QStringLiteral("--kind"), QStringLiteral("candidates"),
                         candidatesCsv(m_dir.path(), QStringLiteral("u"), 1)})
                     .code,
                 3);
        QCOMPARE(fileSha256(m_path), before);
        QFile::remove(m_path + QStringLiteral("-wal"));
        QFile::remove(m_path + QStringLiteral("-shm"));
    }

    // 6. A file cut short by one byte, or by a whole page, is refused by every command with exit 3.
    void cutFileIsAnIntegrityFailure_data()
    {
        QTest::addColumn<int>("cut");
        QTest::newRow("one byte") << 1;
        QTest::newRow("one page") << 0; // the file's page size
    }
    void cutFileIsAnIntegrityFailure()
    {
        QFETCH(int, cut);
        // An edit and its audit entry sit at the very end of the file.
        {
            auto workspace = Workspace::open(m_path);
            QVERIFY(workspace);
            QVERIFY((*workspace)
                        ->setFields(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("runai")}},
                                    {{QStringLiteral("notes"), QStringLiteral("the last words")}},
                                    QStringLiteral("Note"))
                        .ok());
        }
        if (cut == 0)
            cut = queryOne(m_path, QStringLiteral("PRAGMA page_size")).toInt();
        QVERIFY(cut > 0);
        QFile file(m_path);
        QVERIFY(file.resize(file.size() - cut));
        const QByteArray before = fileSha256(m_path);
        for (const QStringList& command :
             {QStringList{QStringLiteral("info"), m_path}, QStringList{QStringLiteral("decide"), m_path},
              QStringList{QStringLiteral("import"), m_path, QStringLiteral("--kind"), QStringLiteral("candidates"),
                          candidatesCsv(m_dir.path(), QStringLiteral("c"), 1)},
              QStringList{QStringLiteral("questionnaire"), m_path, m_dir.filePath(QStringLiteral("q.csv"))}}) {
            const Run r = runCli(command);
            QVERIFY2(r.code == 3, qPrintable(command.first() + QLatin1Char(' ') + QString::fromUtf8(r.err)));
            QVERIFY(r.err.contains(m_path.toUtf8()));
        }
        QCOMPARE(fileSha256(m_path), before);
    }

    // 6. A damaged page: every command says so with the same exit code.
    void damagedFileIsExitThreeForEveryCommand()
    {
        const int pageSize = queryOne(m_path, QStringLiteral("PRAGMA page_size")).toInt();
        QVERIFY(pageSize >= 512);
        QFile file(m_path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        // Page 2 (the root of the first table) overwritten with junk.
        file.seek(pageSize);
        file.write(QByteArray(pageSize, '\xa5'));
        file.close();
        for (const QStringList& command :
             {QStringList{QStringLiteral("info"), m_path}, QStringList{QStringLiteral("decide"), m_path},
              QStringList{QStringLiteral("import"), m_path, QStringLiteral("--kind"), QStringLiteral("candidates"),
                          candidatesCsv(m_dir.path(), QStringLiteral("d"), 1)}}) {
            const Run r = runCli(command);
            QVERIFY2(r.code == 3, qPrintable(command.first() + QLatin1Char(' ') + QString::fromUtf8(r.err)));
        }
    }

    // 6. A damaged page of the job log. A read-only report does not check the job log page by page
    // before reading it (it checks every other table); the reports that read the job log meet the
    // damaged page and say so as the check did (exit 3, "damaged"); an import checks the whole file
    // first. The file stays as it was. (`info` counts the jobs from an index and never reads the
    // damaged page: it is not asked here.)
    void damagedJobLogPageIsExitThree()
    {
        const QString demo = m_dir.filePath(QStringLiteral("demo.gatebench"));
        QFile::remove(demo);
        makeWorkspace(demo, NewWorkspaceOptions::Content::Demo);
        // A leaf page in the middle of the job log (SQLite's dbstat table lists every page).
        const QString leaves = QStringLiteral("FROM dbstat WHERE name = 'baseline_jobs' AND pagetype = 'leaf'");
        const qint64 count = queryOne(demo, QStringLiteral("SELECT count(*) ") + leaves).toLongLong();
        QVERIFY2(count > 10, qPrintable(QString::number(count)));
        const qint64 page =
            queryOne(demo,
                     QStringLiteral("SELECT pageno %1 ORDER BY pageno LIMIT 1 OFFSET %2").arg(leaves).arg(count / 2))
                .toLongLong();
        const qint64 pageSize = queryOne(demo, QStringLiteral("PRAGMA page_size")).toLongLong();
        QVERIFY(page > 1 && pageSize >= 512);
        QVERIFY(!QFileInfo::exists(demo + QStringLiteral("-wal"))); // closed: no journal beside it
        {
            QFile file(demo);
            QVERIFY(file.open(QIODevice::ReadWrite));
            file.seek((page - 1) * pageSize);
            file.write(QByteArray(int(pageSize), '\xa5'));
        }
        const QByteArray before = fileSha256(demo);
        for (const QStringList& command :
             {QStringList{QStringLiteral("baseline"), demo, QStringLiteral("--json")},
              QStringList{QStringLiteral("baseline"), demo},
              QStringList{QStringLiteral("export"), demo, QStringLiteral("-o"),
                          m_dir.filePath(QStringLiteral("b.zip"))},
              QStringList{QStringLiteral("import"), demo, QStringLiteral("--kind"), QStringLiteral("candidates"),
                          candidatesCsv(m_dir.path(), QStringLiteral("j"), 1)}}) {
            const Run r = runCli(command + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
            QVERIFY2(r.code == 3, qPrintable(command.first() + QLatin1Char(' ') + QString::fromUtf8(r.err)));
            QVERIFY2(r.err.contains(demo.toUtf8()) && (r.err.contains("damaged") || r.err.contains("integrity check")),
                     r.err.constData());
        }
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("b.zip"))));
        QCOMPARE(fileSha256(demo), before);
    }

    // Issue 28, item 11: the window opens a file without reading the whole job log first (a second
    // per 100 MB on the window's thread); it checks the whole file on a worker right after. A damaged
    // page of the job log is still found and said, and nothing is written to such a file: every write
    // waits for the check and is refused with what it found. A sound file takes writes as before.
    void damagedJobLogPageFoundAfterTheWindowsOpening()
    {
        const QString demo = m_dir.filePath(QStringLiteral("window-demo.gatebench"));
        QFile::remove(demo);
        makeWorkspace(demo, NewWorkspaceOptions::Content::Demo);
        const QString sound = m_dir.filePath(QStringLiteral("window-sound.gatebench"));
        QFile::remove(sound);
        QVERIFY(QFile::copy(demo, sound));
        const QString leaves = QStringLiteral("FROM dbstat WHERE name = 'baseline_jobs' AND pagetype = 'leaf'");
        const qint64 count = queryOne(demo, QStringLiteral("SELECT count(*) ") + leaves).toLongLong();
        const qint64 page =
            queryOne(demo,
                     QStringLiteral("SELECT pageno %1 ORDER BY pageno LIMIT 1 OFFSET %2").arg(leaves).arg(count / 2))
                .toLongLong();
        const qint64 pageSize = queryOne(demo, QStringLiteral("PRAGMA page_size")).toLongLong();
        QVERIFY(count > 10 && page > 1 && pageSize >= 512);
        {
            QFile file(demo);
            QVERIFY(file.open(QIODevice::ReadWrite));
            file.seek((page - 1) * pageSize);
            file.write(QByteArray(int(pageSize), '\xa5'));
        }
        const QByteArray before = fileSha256(demo);
        const auto note = [](Workspace& w) {
            return w.setFields(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("runai")}},
                               {{QStringLiteral("notes"), QStringLiteral("written after opening")}},
                               QStringLiteral("Note"));
        };
        {
            auto opened = Workspace::open(demo, Workspace::Access::ReadWrite, Workspace::Checking::JobLogLater);
            QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
            Workspace& w = **opened;
            QCOMPARE(w.fileCheck(), Workspace::FileCheck::Running); // it reports through the event loop
            QSignalSpy finished(&w, &Workspace::fileCheckFinished);
            // A write at once waits for the check, and is refused with what the check found.
            const Result<void> written = note(w);
            QVERIFY(!written.ok());
            QCOMPARE(written.error().kind, Error::Kind::Integrity);
            const QString message = written.error().message;
            QVERIFY2(message.contains(demo) &&
                         (message.contains(QStringLiteral("is damaged")) ||
                          message.contains(QStringLiteral("failed the integrity check"))) &&
                         message.contains(QStringLiteral("read-only")),
                     qPrintable(message));
            QCOMPARE(w.fileCheck(), Workspace::FileCheck::Failed);
            QCOMPARE(finished.count(), 1);
            QCOMPARE(w.fileCheckProblem(), message);
            QVERIFY(!note(w).ok());
            QCOMPARE(w.undoStack()->count(), 0);
        }
        QCOMPARE(fileSha256(demo), before);
        // The command line still checks the whole file before a write: exit 3, as before.
        const Run r = runCli({QStringLiteral("import"), demo, QStringLiteral("--kind"), QStringLiteral("candidates"),
                              candidatesCsv(m_dir.path(), QStringLiteral("w"), 1), QStringLiteral("--lang"),
                              QStringLiteral("en")});
        QCOMPARE(r.code, 3);
        QCOMPARE(fileSha256(demo), before);

        // The same opening of the sound copy: the check passes and writes go through.
        auto opened = Workspace::open(sound, Workspace::Access::ReadWrite, Workspace::Checking::JobLogLater);
        QVERIFY(opened);
        Workspace& w = **opened;
        QSignalSpy finished(&w, &Workspace::fileCheckFinished);
        QVERIFY(finished.wait(30000));
        QCOMPARE(w.fileCheck(), Workspace::FileCheck::Passed);
        QVERIFY(w.fileCheckProblem().isEmpty());
        QVERIFY(note(w).ok());
    }

    // 6. A file that cannot be read is said to be unreadable, not "not an SQLite database".
    void unreadableFileIsSaidSo()
    {
        const QString folder = m_dir.filePath(QStringLiteral("folder.gatebench"));
        QDir().mkpath(folder);
        const Run r = runCli({QStringLiteral("info"), folder});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("Cannot read"), r.err.constData());
        QVERIFY(!r.err.contains("not an SQLite database"));
    }

    // 4. Two imports started together both land, one after the other, with their own import ids.
    void concurrentImportsBothLand()
    {
        const qint64 candidates = countRows(m_path, QStringLiteral("candidates"));
        const QString a = candidatesCsv(m_dir.path(), QStringLiteral("alpha"), 300);
        const QString b = candidatesCsv(m_dir.path(), QStringLiteral("beta"), 300);
        for (int round = 1; round <= 3; ++round) {
            QProcess first;
            QProcess second;
            const QStringList common{QStringLiteral("import"), m_path, QStringLiteral("--kind"),
                                     QStringLiteral("candidates")};
            first.start(QStringLiteral(GATEBENCH_EXECUTABLE), common + QStringList{a});
            second.start(QStringLiteral(GATEBENCH_EXECUTABLE), common + QStringList{b});
            QVERIFY(first.waitForFinished(60000));
            QVERIFY(second.waitForFinished(60000));
            const QByteArray errors = first.readAllStandardError() + second.readAllStandardError();
            QVERIFY2(first.exitCode() == 0 && second.exitCode() == 0, errors.constData());
            QVERIFY(!errors.contains("UNIQUE"));
            QCOMPARE(countRows(m_path, QStringLiteral("imports")), qint64(2 * round));
            QCOMPARE(countRows(m_path, QStringLiteral("candidates")), candidates + 600 * round);
        }
    }

    // 4. Two imports of the same names started together: both land, one after the other (the second
    // is read again against what the first wrote, and its names get the next free ids); in the worst
    // case the second says in plain words that the evaluation changed under it, and changes nothing.
    // Never a database error.
    void concurrentImportsOfTheSameNames()
    {
        const qint64 candidates = countRows(m_path, QStringLiteral("candidates"));
        const QString csv = candidatesCsv(m_dir.path(), QStringLiteral("same"), 300);
        const QStringList arguments{QStringLiteral("import"), m_path, QStringLiteral("--kind"),
                                    QStringLiteral("candidates"), csv};
        QProcess first;
        QProcess second;
        first.start(QStringLiteral(GATEBENCH_EXECUTABLE), arguments);
        second.start(QStringLiteral(GATEBENCH_EXECUTABLE), arguments);
        QVERIFY(first.waitForFinished(60000));
        QVERIFY(second.waitForFinished(60000));
        const QByteArray errors = first.readAllStandardError() + second.readAllStandardError();
        QVERIFY2(!errors.contains("UNIQUE") && !errors.contains("constraint"), errors.constData());
        const int landed = (first.exitCode() == 0) + (second.exitCode() == 0);
        QVERIFY(landed >= 1);
        for (QProcess* process : {&first, &second}) {
            if (process->exitCode() != 0)
                QCOMPARE(process->exitCode(), 4);
        }
        qInfo("%d of 2 imports of the same names landed", landed);
        if (landed == 1)
            QVERIFY2(errors.contains("changed by another GateBench"), errors.constData());
        QCOMPARE(countRows(m_path, QStringLiteral("imports")), qint64(landed));
        QCOMPARE(countRows(m_path, QStringLiteral("candidates")), candidates + 300 * landed);
    }

    // 4. A write waits for another process's write to finish (the busy timeout, 5 s) ...
    void importWaitsForAnotherWriter()
    {
        Holder holder(m_path, QStringLiteral("lock"), QStringLiteral("2000"));
        QVERIFY2(holder.ready(), holder.error().constData());
        const Run r = runCli({QStringLiteral("import"), m_path, QStringLiteral("--kind"), QStringLiteral("candidates"),
                              candidatesCsv(m_dir.path(), QStringLiteral("w"), 2)});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(holder.finish(10000));
    }

    // ... also when the file is one an older GateBench wrote (rollback journal), whose switch to WAL
    // needs the file to itself ...
    void legacyJournalSwitchWaitsForAnotherWriter()
    {
        QCOMPARE(pragmaOf(m_path, QStringLiteral("journal_mode=DELETE")), QStringLiteral("delete"));
        Holder holder(m_path, QStringLiteral("rawlock"), QStringLiteral("1500"));
        QVERIFY2(holder.ready(), holder.error().constData());
        const Run r = runCli({QStringLiteral("import"), m_path, QStringLiteral("--kind"), QStringLiteral("candidates"),
                              candidatesCsv(m_dir.path(), QStringLiteral("l"), 2)});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(holder.finish(10000));
        QCOMPARE(pragmaOf(m_path, QStringLiteral("journal_mode")), QStringLiteral("wal"));
    }

    // ... and gives up in plain words, changing nothing, when the other write goes on too long.
    void importGivesUpInPlainWords()
    {
        const QByteArray before = fileSha256(m_path);
        Holder holder(m_path, QStringLiteral("lock"), QStringLiteral("8000"));
        QVERIFY2(holder.ready(), holder.error().constData());
        const Run r = runCli({QStringLiteral("import"), m_path, QStringLiteral("--kind"), QStringLiteral("candidates"),
                              candidatesCsv(m_dir.path(), QStringLiteral("g"), 2)});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("another GateBench"), r.err.constData());
        QVERIFY(!r.err.contains("BEGIN") && !r.err.contains("database is locked"));
        QVERIFY(holder.finish(15000));
        QCOMPARE(fileSha256(m_path), before);
    }

    // Every workspace has its own identity; two demos made alike are the same file.
    void identities()
    {
        const QString other = m_dir.filePath(QStringLiteral("second.gatebench"));
        QFile::remove(other);
        makeWorkspace(other);
        QCOMPARE(identityOf(m_path).size(), 32);
        QVERIFY(identityOf(m_path) != identityOf(other));

        const QString demo1 = m_dir.filePath(QStringLiteral("demo1.gatebench"));
        const QString demo2 = m_dir.filePath(QStringLiteral("demo2.gatebench"));
        QFile::remove(demo1);
        QFile::remove(demo2);
        makeWorkspace(demo1, NewWorkspaceOptions::Content::Demo);
        makeWorkspace(demo2, NewWorkspaceOptions::Content::Demo);
        QCOMPARE(identityOf(demo1).size(), 32);
        QCOMPARE(identityOf(demo1), identityOf(demo2));
        QVERIFY(identityOf(demo1) != identityOf(m_path));
    }

    // A file from before identities (schema 3) gets one when it is upgraded.
    void upgradeGivesAnIdentity()
    {
        const QString old = m_dir.filePath(QStringLiteral("v3.gatebench"));
        QFile::remove(old);
        QVERIFY(SqliteStorage::createAtVersion(old, 3).ok());
        QVERIFY(identityOf(old).isEmpty());
        {
            auto storage = SqliteStorage::open(old, SqliteStorage::Mode::ReadWrite);
            QVERIFY(storage.ok());
            QCOMPARE((*storage)->upgradedFrom(), 3);
        }
        QVERIFY(QRegularExpression(QStringLiteral("^[0-9a-f]{32}$")).match(identityOf(old)).hasMatch());
    }

    // Issue 27, item 5: a reader that meets a writer holding the file to itself (a large import with a
    // rollback journal) waits the usual time, then says the file is in use (exit 4); never an
    // integrity failure. A shorter hold is simply waited out.
    void readerWaitsForAnExclusiveWriterThenSaysInUse()
    {
        {
            Holder holder(m_path, QStringLiteral("exclusive"), QStringLiteral("1500"));
            QVERIFY2(holder.ready(), holder.error().constData());
            const Run waited = runCli({QStringLiteral("info"), m_path});
            QVERIFY2(waited.code == 0, waited.err.constData());
            QVERIFY(holder.finish(10000));
        }
        Holder holder(m_path, QStringLiteral("exclusive"), QStringLiteral("14000"));
        QVERIFY2(holder.ready(), holder.error().constData());
        QElapsedTimer clock;
        clock.start();
        for (const QString& command : {QStringLiteral("info"), QStringLiteral("decide")}) {
            const Run r = runCli({command, m_path});
            QCOMPARE(r.code, 4);
            QVERIFY2(r.err.contains("in use"), r.err.constData());
            QVERIFY2(!r.err.contains("integrity") && !r.err.contains("database is locked"), r.err.constData());
        }
        QVERIFY(clock.elapsed() >= 8000); // each waited before giving up
        QVERIFY(holder.finish(20000));
        QCOMPARE(runCli({QStringLiteral("info"), m_path}).code, 0);
    }

    // Issue 27, item 8: a refused job-log import leaves the file byte for byte as it was, also when
    // it had written thousands of jobs (with the file to itself, through a rollback journal) before
    // the bad line at its end; no journal or index is left beside it.
    void refusedJobImportLeavesTheFileByteForByte()
    {
        const QString log = m_dir.filePath(QStringLiteral("late-error.sacct"));
        {
            QFile file(log);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("JobID|Account|State|Submit|Start|End|AllocTRES\n");
            for (int i = 1; i <= 30000; ++i)
                file.write(QByteArray::number(i) +
                           "|team|COMPLETED|2026-10-01T00:00:00|2026-10-01T00:01:00|2026-10-01T01:00:00|gres/gpu=1\n");
            file.write("30001|team|NOSUCHSTATE|2026-10-01T00:00:00|||\n");
        }
        const QByteArray before = readBytes(m_path);
        const Run r = runCli({QStringLiteral("import"), m_path, QStringLiteral("--kind"), QStringLiteral("jobs"),
                              QStringLiteral("--format"), QStringLiteral("sacct"), log, QStringLiteral("--tz"),
                              QStringLiteral("UTC")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("30002"), r.err.constData()); // the bad line, named
        const QByteArray after = readBytes(m_path);
        QCOMPARE(after.size(), before.size());
        for (qsizetype i = 0; i < before.size(); ++i) {
            if (after.at(i) != before.at(i))
                QFAIL(qPrintable(QStringLiteral("byte %1 changed").arg(i)));
        }
        for (const QString& suffix : {QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")})
            QVERIFY2(!QFile::exists(m_path + suffix), qPrintable(suffix));
    }

    // Issue 27, item 7: a read-only file, folder or mount. Every read-only command works and leaves
    // nothing beside the file; a write says the file or folder is read-only (exit 2), never that
    // another GateBench changed it. Run as an unprivileged user: root ignores file modes.
    void readOnlyFileAndFolder()
    {
        if (!asNobodyPossible())
            QSKIP("needs root and runuser to run GateBench as an unprivileged user");
        const QString folder = m_dir.filePath(QStringLiteral("read-only"));
        QDir(folder).removeRecursively();
        QVERIFY(QDir().mkpath(folder));
        const QString demo = QDir(folder).filePath(QStringLiteral("demo.gatebench"));
        makeWorkspace(demo, NewWorkspaceOptions::Content::Demo);
        const QString out = m_dir.filePath(QStringLiteral("out-for-nobody"));
        QDir(out).removeRecursively();
        QVERIFY(QDir().mkpath(out));
        QVERIFY(QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                                        QFile::ReadOther | QFile::ExeOther));
        QVERIFY(QFile::setPermissions(out, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther |
                                               QFile::WriteOther | QFile::ExeOther));
        const QString csv = candidatesCsv(out, QStringLiteral("ro"), 2);
        QFile::setPermissions(csv, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther);
        const QByteArray before = fileSha256(demo);

        const auto readAll = [&](const QString& tag) {
            const QList<QStringList> commands{
                {QStringLiteral("info"), demo},
                {QStringLiteral("decide"), demo},
                {QStringLiteral("baseline"), demo, QStringLiteral("--json")},
                {QStringLiteral("poc"), demo},
                {QStringLiteral("tco"), demo},
                {QStringLiteral("audit"), demo},
                {QStringLiteral("questionnaire"), demo, QDir(out).filePath(tag + QStringLiteral("-q"))},
                {QStringLiteral("import"), demo, QStringLiteral("--kind"), QStringLiteral("candidates"), csv,
                 QStringLiteral("--dry-run")},
            };
            for (const QStringList& command : commands) {
                const Run r = runAsNobody(command);
                QVERIFY2(r.code == 0, qPrintable(tag + u' ' + command.first() + u' ' + QString::fromUtf8(r.err)));
            }
            QCOMPARE(fileSha256(demo), before);
            QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("demo.gatebench")});
        };
        const auto writeRefused = [&](const QString& tag, const QByteArray& says) {
            const Run r = runAsNobody(
                {QStringLiteral("import"), demo, QStringLiteral("--kind"), QStringLiteral("candidates"), csv});
            QVERIFY2(r.code == 2, qPrintable(tag + u' ' + QString::fromUtf8(r.err)));
            QVERIFY2(r.err.contains(says), r.err.constData());
            QVERIFY2(!r.err.contains("another GateBench"), r.err.constData());
            QCOMPARE(fileSha256(demo), before);
            QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("demo.gatebench")});
        };

        // A read-only file in a folder nobody may write.
        QVERIFY(QFile::setPermissions(demo, QFile::ReadOwner | QFile::ReadOther));
        QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther));
        readAll(QStringLiteral("read-only folder"));
        writeRefused(QStringLiteral("read-only folder"), "read-only");
        // A read-only file in a folder nobody may write to, but the file is nobody's to read only.
        QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                                  QFile::ReadOther | QFile::WriteOther | QFile::ExeOther));
        readAll(QStringLiteral("read-only file"));
        writeRefused(QStringLiteral("read-only file"), "read-only");
        QFile::setPermissions(demo, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther);
    }

    // Issue 27, item 7: a read-only mount (as root, where the test may mount): the same.
    void readOnlyMount()
    {
        const QString source = m_dir.filePath(QStringLiteral("mount-source"));
        const QString mounted = m_dir.filePath(QStringLiteral("mounted"));
        QDir(source).removeRecursively();
        QVERIFY(QDir().mkpath(source) && QDir().mkpath(mounted));
        const QString file = QDir(source).filePath(QStringLiteral("eval.gatebench"));
        makeWorkspace(file);
        if (QProcess::execute(QStringLiteral("mount"), {QStringLiteral("--bind"), source, mounted}) != 0)
            QSKIP("this machine does not let the test mount");
        const auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {mounted}); });
        if (QProcess::execute(QStringLiteral("mount"),
                              {QStringLiteral("-o"), QStringLiteral("remount,ro,bind"), mounted}) != 0)
            QSKIP("this machine does not let the test remount read-only");
        const QString path = QDir(mounted).filePath(QStringLiteral("eval.gatebench"));
        const QByteArray before = fileSha256(path);
        for (const QString& command : {QStringLiteral("info"), QStringLiteral("decide"), QStringLiteral("audit")}) {
            const Run r = runCli({command, path});
            QVERIFY2(r.code == 0, r.err.constData());
        }
        const Run write = runCli({QStringLiteral("import"), path, QStringLiteral("--kind"),
                                  QStringLiteral("candidates"), candidatesCsv(m_dir.path(), QStringLiteral("mnt"), 1)});
        QCOMPARE(write.code, 2);
        QVERIFY2(write.err.contains("read-only"), write.err.constData());
        QCOMPARE(fileSha256(path), before);
        QCOMPARE(QDir(mounted).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("eval.gatebench")});
    }

    // Issue 27, item 6: a full disk. The message says the disk is full and where; the file stays as
    // it was and nothing is left beside it; read-only commands still work.
    void fullDisk()
    {
        const QString mounted = m_dir.filePath(QStringLiteral("small-disk"));
        QVERIFY(QDir().mkpath(mounted));
        if (QProcess::execute(QStringLiteral("mount"),
                              {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                               QStringLiteral("size=6m"), QStringLiteral("tmpfs"), mounted}) != 0)
            QSKIP("this machine does not let the test mount a small disk");
        const auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {mounted}); });
        const QString path = QDir(mounted).filePath(QStringLiteral("eval.gatebench"));
        QVERIFY(QFile::copy(m_path, path));
        // Fill the disk but for a few pages.
        {
            QFile filler(QDir(mounted).filePath(QStringLiteral("filler")));
            QVERIFY(filler.open(QIODevice::WriteOnly));
            const QByteArray block(64 * 1024, 'x');
            while (filler.write(block) == block.size() && filler.flush()) {
            }
            filler.close();
            filler.resize(qMax<qint64>(0, filler.size() - 96 * 1024));
        }
        const QByteArray before = fileSha256(path);
        const QString csv = candidatesCsv(m_dir.path(), QStringLiteral("full"), 3000);
        const QString log = m_dir.filePath(QStringLiteral("full.sacct"));
        {
            QFile file(log);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("JobID|Account|State|Submit|Start|End|AllocTRES\n");
            for (int i = 1; i <= 40000; ++i)
                file.write(QByteArray::number(i) +
                           "|team|COMPLETED|2026-10-01T00:00:00|2026-10-01T00:01:00|2026-10-01T01:00:00|gres/gpu=1\n");
        }
        const QList<QStringList> writes{
            {QStringLiteral("import"), path, QStringLiteral("--kind"), QStringLiteral("candidates"), csv},
            {QStringLiteral("import"), path, QStringLiteral("--kind"), QStringLiteral("jobs"),
             QStringLiteral("--format"), QStringLiteral("sacct"), log, QStringLiteral("--tz"), QStringLiteral("UTC")},
        };
        for (const QStringList& write : writes) {
            const Run r = runCli(write);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("is full") && r.err.contains(mounted.toUtf8()), r.err.constData());
            for (const char* raw : {"FOREIGN KEY", "PRAGMA", "COMMIT", "integrity", "disk I/O error", "constraint",
                                    "Unable to", "database or disk"})
                QVERIFY2(!r.err.contains(raw), r.err.constData());
            QCOMPARE(fileSha256(path), before);
            QCOMPARE(QDir(mounted).entryList(QDir::Files | QDir::Hidden),
                     (QStringList{QStringLiteral("eval.gatebench"), QStringLiteral("filler")}));
        }
        const Run info = runCli({QStringLiteral("info"), path});
        QVERIFY2(info.code == 0, info.err.constData());
        QCOMPARE(fileSha256(path), before);

        // A new evaluation on the full disk: refused in the same words, nothing left.
        const Run created = runCli(
            {QStringLiteral("new"), QDir(mounted).filePath(QStringLiteral("new.gatebench")), QStringLiteral("--demo")});
        QCOMPARE(created.code, 2);
        QVERIFY2(created.err.contains("is full"), created.err.constData());
        QCOMPARE(QDir(mounted).entryList(QDir::Files | QDir::Hidden),
                 (QStringList{QStringLiteral("eval.gatebench"), QStringLiteral("filler")}));

        // A file of an older GateBench, whose upgrade first writes a backup copy beside it: the copy
        // does not fit, and no part of it is left.
        QVERIFY(QFile::remove(path));
        QVERIFY(SqliteStorage::createAtVersion(m_dir.filePath(QStringLiteral("v17.gatebench")), 17).ok() ||
                QFile::exists(m_dir.filePath(QStringLiteral("v17.gatebench"))));
        QVERIFY(QFile::copy(m_dir.filePath(QStringLiteral("v17.gatebench")), path));
        const QByteArray old = fileSha256(path);
        const Run upgrade = runCli(writes.first());
        QCOMPARE(upgrade.code, 2);
        QVERIFY2(upgrade.err.contains("is full") && !upgrade.err.contains("Unable to"), upgrade.err.constData());
        QCOMPARE(fileSha256(path), old);
        QCOMPARE(QDir(mounted).entryList(QDir::Files | QDir::Hidden),
                 (QStringList{QStringLiteral("eval.gatebench"), QStringLiteral("filler")}));
    }

private:
    QTemporaryDir m_dir;
    QString m_path;

    static bool asNobodyPossible()
    {
        return ::geteuid() == 0 && QFileInfo::exists(QStringLiteral("/usr/sbin/runuser"));
    }
    static Run runAsNobody(const QStringList& arguments)
    {
        return gatebench::testing::runProgram(QStringLiteral("/usr/sbin/runuser"),
                                              QStringList{QStringLiteral("-u"), QStringLiteral("nobody"),
                                                          QStringLiteral("--"), QStringLiteral(GATEBENCH_EXECUTABLE)} +
                                                  arguments,
                                              {QStringLiteral("HOME=/tmp")});
    }
    static QByteArray readBytes(const QString& path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
};

QTEST_GUILESS_MAIN(TestFileSafety)
#include "tst_file_safety.moc"
