// A journal beside an evaluation file is applied only when it continues exactly the state the file
// holds (issue 27, items 1 and 9): an older copy restored beside a later journal, a file that moved on
// beside an old journal, a WAL another program wrote, a stale rollback journal are refused with exit 3
// and both files left as they were; the own journal of a killed GateBench is recovered, and a rollback
// journal SQLite would ignore is removed and the file returned to WAL mode. The journal reader is
// checked against what SQLite itself recovers.
#include "TestSupport.h"
#include "storage/JournalCheck.h"
#include "storage/Schema.h"
#include "workspace/NewWorkspace.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace gatebench;
using gatebench::testing::fileSha256;
using gatebench::testing::readFile;
using gatebench::testing::Run;
using gatebench::testing::selectColumn;
using gatebench::testing::writeFile;

namespace {

Run runCli(const QStringList& arguments)
{
    return gatebench::testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), arguments);
}

void makeWorkspace(const QString& path)
{
    NewWorkspaceOptions options;
    options.path = path;
    options.language = QStringLiteral("en");
    options.timeZone = QStringLiteral("Asia/Shanghai");
    auto r = createWorkspaceFile(options);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message));
}

void copyOver(const QString& from, const QString& to)
{
    QFile::remove(to);
    QVERIFY2(QFile::copy(from, to), qPrintable(from + QStringLiteral(" -> ") + to));
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

Run importCandidates(const QString& path, const QString& csv)
{
    return runCli({QStringLiteral("import"), path, QStringLiteral("--kind"), QStringLiteral("candidates"), csv});
}

/// The candidates `gatebench info --json` lists (their ids), or an empty list when it fails.
QStringList candidateIds(const QString& path)
{
    const Run info = runCli({QStringLiteral("info"), path, QStringLiteral("--json")});
    QStringList ids;
    if (info.code != 0)
        return ids;
    static const QRegularExpression id(QStringLiteral("\"id\": \"([^\"]+)\""));
    for (auto it = id.globalMatch(QString::fromUtf8(info.out)); it.hasNext();)
        ids.append(it.next().captured(1));
    return ids;
}

/// The workspace holder of the tests (tests/support/workspace_holder.cpp).
class Holder : public gatebench::testing::Holder {
public:
    Holder(const QString& path, const QString& mode, const QString& value = {})
        : gatebench::testing::Holder(QStringLiteral(GATEBENCH_HOLDER), path, mode, value)
    {}
};

/// Makes a GateBench that crashes with `path` open after `commits` audited edits: the -wal it leaves
/// (when `walCopy` is given, copied there and the file put back as it was, so that the journal is kept
/// aside and nothing is recovered).
void crashAfterCommits(const QString& path, int commits, const QString& walCopy = {})
{
    const QByteArray before = readFile(path);
    Holder holder(path, QStringLiteral("commits"), QString::number(commits));
    QVERIFY2(holder.ready(), holder.error().constData());
    holder.kill();
    QVERIFY(QFileInfo(path + QStringLiteral("-wal")).size() > 0);
    if (walCopy.isEmpty())
        return;
    copyOver(path + QStringLiteral("-wal"), walCopy);
    QFile::remove(path + QStringLiteral("-wal"));
    QFile::remove(path + QStringLiteral("-shm"));
    writeFile(path, before);
}

/// The journal mode the file's header states: bytes 18 and 19 are 2 for WAL, 1 for a rollback journal.
int headerJournalMode(const QString& path)
{
    const QByteArray header = readFile(path).left(20);
    return header.size() == 20 && header.at(18) == header.at(19) ? header.at(18) : -1;
}

/// Runs `statements` through a plain SQLite connection (another program) with automatic checkpoints
/// off, and copies the WAL it leaves to `walCopy` before closing (which would fold it into the file),
/// and the file as it then is (without the WAL's changes) to `fileCopy` when given.
void rawWal(const QString& path, const QStringList& statements, const QString& walCopy, const QString& fileCopy = {})
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw-wal"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("PRAGMA journal_mode=WAL")));
        QVERIFY(query.exec(QStringLiteral("PRAGMA wal_autocheckpoint=0")));
        for (const QString& statement : statements)
            QVERIFY2(query.exec(statement), qPrintable(statement + u' ' + query.lastError().text()));
        copyOver(path + QStringLiteral("-wal"), walCopy);
        if (!fileCopy.isEmpty())
            copyOver(path, fileCopy);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw-wal"));
}

} // namespace

class TestJournals : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("eval.gatebench"));
        for (const QString& suffix :
             {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")})
            QFile::remove(m_path + suffix);
        makeWorkspace(m_path);
    }

    // The reader replays a WAL as SQLite does: the frames of whole transactions, up to the last
    // commit whose frames are all there. Checked against SQLite's own recovery of the same bytes.
    void walReplayIsWhatSqliteRecovers()
    {
        const QString plain = m_dir.filePath(QStringLiteral("plain.db"));
        const QString db = m_dir.filePath(QStringLiteral("plain-before-wal.db"));
        const QString wal = m_dir.filePath(QStringLiteral("plain.wal"));
        QFile::remove(plain);
        QStringList statements{QStringLiteral("CREATE TABLE t (n INTEGER, pad TEXT)")};
        for (int i = 1; i <= 12; ++i) // transactions of growing size: one to several pages each
            statements.append(QStringLiteral("INSERT INTO t SELECT %1, hex(randomblob(%2))").arg(i).arg(i * 700));
        rawWal(plain, statements, wal, db);
        const QByteArray bytes = readFile(wal);
        const int pageSize = int(qFromBigEndian<quint32>(reinterpret_cast<const uchar*>(bytes.constData()) + 8));
        const qsizetype frame = 24 + pageSize;
        QCOMPARE((bytes.size() - 32) % frame, qsizetype(0));

        // Cut inside every frame in turn: SQLite recovers the transactions whose commit frame is whole.
        const qsizetype frames = (bytes.size() - 32) / frame;
        for (qsizetype cut = 1; cut <= frames; ++cut) {
            const QByteArray shortened = bytes.left(32 + cut * frame - 10);
            QBuffer buffer;
            buffer.setData(shortened);
            QVERIFY(buffer.open(QIODevice::ReadOnly));
            const journal::WalReplay replay = journal::replayWal(buffer, 0);
            QVERIFY(replay.headerValid);

            const QString copy = m_dir.filePath(QStringLiteral("copy.db"));
            QFile::remove(copy + QStringLiteral("-shm"));
            copyOver(db, copy);
            writeFile(copy + QStringLiteral("-wal"), shortened);
            const QStringList rows = selectColumn(copy, QStringLiteral("SELECT count(*) FROM t"));
            const QStringList tables =
                selectColumn(copy, QStringLiteral("SELECT count(*) FROM sqlite_schema WHERE name = 't'"));
            // The frames SQLite applied: none when even the CREATE is lost.
            const bool created = tables.value(0) == QLatin1String("1");
            if (!created)
                QCOMPARE(replay.committedFrames, 0);
            else
                QVERIFY(replay.committedFrames > 0);
            // Each complete transaction after the CREATE is one row SQLite recovered; the replay's
            // commits are the same count (a commit frame per transaction).
            int commits = 0;
            for (qsizetype f = 0; f < replay.committedFrames; ++f) {
                const auto* frameHeader = reinterpret_cast<const uchar*>(shortened.constData()) + 32 + f * frame;
                if (qFromBigEndian<quint32>(frameHeader + 4) != 0)
                    ++commits;
            }
            QCOMPARE(commits, created ? rows.value(0).toInt() + 1 : 0);
            QFile::remove(copy + QStringLiteral("-wal"));
        }

        // A frame with a changed byte ends the replay there, as SQLite's checksum does.
        QByteArray damaged = bytes;
        damaged[32 + 2 * frame + 100] = char(damaged.at(32 + 2 * frame + 100) ^ 0x55);
        QBuffer buffer;
        buffer.setData(damaged);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        QVERIFY(journal::replayWal(buffer, 0).committedFrames <= 2);
    }

    // The write mark read from the page's bytes is the row SQLite reads.
    void markOnPageIsTheRowSqliteReads()
    {
        // Some writes first, so that the counter is a few bytes wide.
        const Run import = importCandidates(m_path, candidatesCsv(m_dir.path(), QStringLiteral("m"), 3));
        QCOMPARE(import.code, 0);
        const int pageSize = selectColumn(m_path, QStringLiteral("PRAGMA page_size")).value(0).toInt();
        const quint32 root = selectColumn(m_path, QStringLiteral("SELECT rootpage FROM sqlite_schema WHERE name = '%1'")
                                                      .arg(QLatin1String(schema::kWriteMarkTable)))
                                 .value(0)
                                 .toUInt();
        QVERIFY(root > 1);
        const QStringList base = selectColumn(m_path, QString::fromLatin1(schema::kReadWriteMark));
        const QStringList counter = selectColumn(
            m_path, QStringLiteral("SELECT write_count FROM %1").arg(QLatin1String(schema::kWriteMarkTable)));
        const QByteArray page = readFile(m_path).mid(qsizetype(root - 1) * pageSize, pageSize);
        const auto mark = journal::markOnPage(page);
        QVERIFY(mark.has_value());
        QCOMPARE(QString::number(mark->base), base.value(0));
        QCOMPARE(QString::number(mark->counter), counter.value(0));
        QVERIFY(mark->counter > 0);
        QVERIFY(!journal::markOnPage(readFile(m_path).mid(0, pageSize), 100).has_value()); // page 1 is the schema
    }

    // Item 1: an older copy of the evaluation restored beside the journal of a GateBench that crashed
    // later. SQLite would apply the later frames to the older pages.
    void olderCopyBesideALaterJournalIsRefused()
    {
        const QString older = m_dir.filePath(QStringLiteral("older.gatebench"));
        copyOver(m_path, older);
        QCOMPARE(importCandidates(m_path, candidatesCsv(m_dir.path(), QStringLiteral("later"), 40)).code, 0);
        crashAfterCommits(m_path, 3);
        const QString wal = m_path + QStringLiteral("-wal");
        // The older copy is put back in the file's place; its journal stays.
        copyOver(older, m_path);
        QFile::remove(m_path + QStringLiteral("-shm"));
        const QByteArray fileBefore = fileSha256(m_path);
        const QByteArray walBefore = fileSha256(wal);
        for (const QString& command : {QStringLiteral("info"), QStringLiteral("decide")}) {
            const Run r = runCli({command, m_path});
            QCOMPARE(r.code, 3);
            QVERIFY2(r.err.contains(wal.toUtf8()), r.err.constData());
        }
        const Run import = importCandidates(m_path, candidatesCsv(m_dir.path(), QStringLiteral("x"), 1));
        QCOMPARE(import.code, 3);
        QCOMPARE(fileSha256(m_path), fileBefore);
        QCOMPARE(fileSha256(wal), walBefore);
    }

    // Item 1, the reverse: the file moved on (later imports, checkpointed) while an old journal of it
    // stays beside it; also when the old journal only renames a candidate, which would leave a
    // structurally sound file that silently loses the later changes.
    void movedOnFileBesideAnOldJournalIsRefused_data()
    {
        QTest::addColumn<bool>("renameOnly");
        QTest::newRow("added candidates") << false;
        QTest::newRow("a rename only") << true;
    }
    void movedOnFileBesideAnOldJournalIsRefused()
    {
        QFETCH(bool, renameOnly);
        const QString oldWal = m_dir.filePath(QStringLiteral("old.wal"));
        if (renameOnly) {
            // A WAL of GateBench that renames a candidate (as a crashed window would leave it).
            const QByteArray before = readFile(m_path);
            {
                auto workspace = Workspace::open(m_path, Workspace::Access::ReadWrite);
                QVERIFY(workspace);
                auto& storage = WorkspaceTestAccess::storage(**workspace);
                QVERIFY(storage.update(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("runai")}},
                                       {{QStringLiteral("name_en"), QStringLiteral("Renamed")}}));
                copyOver(m_path + QStringLiteral("-wal"), oldWal);
            }
            writeFile(m_path, before);
            QFile::remove(m_path + QStringLiteral("-wal"));
            QFile::remove(m_path + QStringLiteral("-shm"));
        } else {
            crashAfterCommits(m_path, 2, oldWal);
        }
        // The file moves on: two imports, each closed (checkpointed) by its GateBench.
        QCOMPARE(importCandidates(m_path, candidatesCsv(m_dir.path(), QStringLiteral("a"), 5)).code, 0);
        QCOMPARE(importCandidates(m_path, candidatesCsv(m_dir.path(), QStringLiteral("b"), 5)).code, 0);
        const QStringList moved = candidateIds(m_path);
        QVERIFY(moved.contains(QStringLiteral("b-5")));

        copyOver(oldWal, m_path + QStringLiteral("-wal"));
        const QByteArray fileBefore = fileSha256(m_path);
        const Run info = runCli({QStringLiteral("info"), m_path, QStringLiteral("--json")});
        QCOMPARE(info.code, 3);
        QVERIFY2(info.err.contains((m_path + QStringLiteral("-wal")).toUtf8()), info.err.constData());
        QCOMPARE(fileSha256(m_path), fileBefore);
        QCOMPARE(fileSha256(m_path + QStringLiteral("-wal")), fileSha256(oldWal));

        // Moved aside as the message says, the file is what it was.
        QVERIFY(QFile::remove(m_path + QStringLiteral("-wal")));
        QFile::remove(m_path + QStringLiteral("-shm"));
        QCOMPARE(candidateIds(m_path), moved);
    }

    // Item 1: a WAL of this very evaluation that another program wrote (a plain SQLite connection:
    // no write mark) is refused, though it continues the file and the result would be sound.
    void walOfAnotherProgramIsRefused()
    {
        const QString wal = m_dir.filePath(QStringLiteral("other.wal"));
        const QByteArray before = readFile(m_path);
        rawWal(m_path, {QStringLiteral("UPDATE candidates SET name_en = 'Edited elsewhere' WHERE id = 'pai'")}, wal);
        writeFile(m_path, before);
        QFile::remove(m_path + QStringLiteral("-shm"));
        copyOver(wal, m_path + QStringLiteral("-wal"));
        const QByteArray fileBefore = fileSha256(m_path);
        const Run info = runCli({QStringLiteral("info"), m_path});
        QCOMPARE(info.code, 3);
        QVERIFY2(info.err.contains("-wal"), info.err.constData());
        QCOMPARE(fileSha256(m_path), fileBefore);
    }

    // The journal of a GateBench killed with the file open is its own, also after GateBench
    // checkpointed during the session (the write mark got a new base then): recovered whole.
    void ownJournalAfterACheckpointIsRecovered()
    {
        const int before = candidateIds(m_path).size();
        crashAfterCommits(m_path, 400);
        const Run info = runCli({QStringLiteral("info"), m_path, QStringLiteral("--json")});
        QVERIFY2(info.code == 0, info.err.constData());
        const QStringList after = candidateIds(m_path);
        QCOMPARE(after.size(), before + 400);
        QVERIFY(after.contains(QStringLiteral("hold-400")));
        QVERIFY(!QFile::exists(m_path + QStringLiteral("-wal")));
        // And the recovered file goes on as any other.
        QCOMPARE(importCandidates(m_path, candidatesCsv(m_dir.path(), QStringLiteral("n"), 2)).code, 0);
        QCOMPARE(candidateIds(m_path).size(), before + 402);
    }

    // Items 1 and 9: the hot rollback journal of a GateBench killed inside a large write is rolled
    // back by the next command, which leaves the file in WAL mode and no journal beside it; the same
    // journal beside an older copy of the file is refused.
    void hotRollbackJournal()
    {
        const QString older = m_dir.filePath(QStringLiteral("older.gatebench"));
        copyOver(m_path, older);
        QCOMPARE(importCandidates(m_path, candidatesCsv(m_dir.path(), QStringLiteral("c"), 3)).code, 0);
        const QStringList committed = candidateIds(m_path);
        {
            Holder holder(m_path, QStringLiteral("bulk"), QStringLiteral("30000"));
            QVERIFY2(holder.ready(), holder.error().constData());
            holder.kill();
        }
        const QString journalPath = m_path + QStringLiteral("-journal");
        QVERIFY(QFileInfo(journalPath).size() > 0);
        QCOMPARE(headerJournalMode(m_path), 1);
        const QByteArray hotFile = readFile(m_path);
        const QByteArray hotJournal = readFile(journalPath);
        QVERIFY(hotJournal.startsWith(QByteArray::fromHex("d9d505f920a163d7"))); // synced: SQLite applies it

        // Beside the older copy: refused, both files as they were.
        copyOver(older, m_path);
        const QByteArray olderSha = fileSha256(m_path);
        const Run refused = runCli({QStringLiteral("info"), m_path});
        QCOMPARE(refused.code, 3);
        QVERIFY2(refused.err.contains(journalPath.toUtf8()), refused.err.constData());
        QCOMPARE(fileSha256(m_path), olderSha);
        QCOMPARE(readFile(journalPath), hotJournal);

        // Beside its own file: rolled back, nothing of the killed write, WAL mode, no journal left.
        writeFile(m_path, hotFile);
        const Run info = runCli({QStringLiteral("info"), m_path, QStringLiteral("--json")});
        QVERIFY2(info.code == 0, info.err.constData());
        QCOMPARE(candidateIds(m_path), committed);
        QVERIFY(!QFile::exists(journalPath));
        QCOMPARE(headerJournalMode(m_path), 2);
        QCOMPARE(selectColumn(m_path, QStringLiteral("PRAGMA integrity_check")), QStringList{QStringLiteral("ok")});
    }

    // Item 9: a rollback journal SQLite ignores (killed before its header was synced: zeroed) would
    // stay beside the file for ever once the file is in WAL mode; the next open removes it and
    // returns the file to WAL mode.
    void ignoredJournalIsRemoved()
    {
        const QStringList committed = candidateIds(m_path);
        {
            Holder holder(m_path, QStringLiteral("bulk"), QStringLiteral("5"));
            QVERIFY2(holder.ready(), holder.error().constData());
            holder.kill();
        }
        const QString journalPath = m_path + QStringLiteral("-journal");
        QVERIFY(QFile::exists(journalPath));
        QCOMPARE(readFile(journalPath).left(8), QByteArray(8, '\0'));
        QCOMPARE(headerJournalMode(m_path), 1);
        const Run info = runCli({QStringLiteral("info"), m_path});
        QVERIFY2(info.code == 0, info.err.constData());
        QVERIFY(!QFile::exists(journalPath));
        QCOMPARE(headerJournalMode(m_path), 2);
        QCOMPARE(candidateIds(m_path), committed);
    }

    // A bulk write killed just after it switched the file to a rollback journal, before that journal
    // held anything, leaves no journal beside the file, only the mode in its header (seen under load
    // by tst_job_kill's kill at 300 ms). The next command that opens the file puts it back in WAL
    // mode, as after any interrupted bulk write, with nothing else changed.
    void rollbackModeWithoutAJournalIsPutBackToWal()
    {
        const QStringList committed = candidateIds(m_path);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw-mode"));
            db.setDatabaseName(m_path);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("PRAGMA journal_mode=DELETE")) && query.next());
            QCOMPARE(query.value(0).toString(), QStringLiteral("delete"));
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw-mode"));
        for (const char* suffix : {"-journal", "-wal", "-shm"})
            QVERIFY(!QFile::exists(m_path + QLatin1String(suffix)));
        QCOMPARE(headerJournalMode(m_path), 1);
        const Run info = runCli({QStringLiteral("info"), m_path});
        QVERIFY2(info.code == 0, info.err.constData());
        QCOMPARE(headerJournalMode(m_path), 2);
        for (const char* suffix : {"-journal", "-wal", "-shm"})
            QVERIFY(!QFile::exists(m_path + QLatin1String(suffix)));
        QCOMPARE(candidateIds(m_path), committed);
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
};

QTEST_GUILESS_MAIN(TestJournals)
#include "tst_journals.moc"
