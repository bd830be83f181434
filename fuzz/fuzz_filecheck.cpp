// libFuzzer target for the checks GateBench makes of a file before it trusts it (see
// fuzz/README.md): the readers of a journal lying beside an evaluation (storage/JournalCheck: a WAL
// and a rollback journal, read as SQLite would replay them) and the schema check that refuses a file
// or a bundle's database holding objects GateBench's schema does not create (a fuzzed sqlite_schema).
//
// The first byte chooses what the rest is:
//   0: a -wal file, read by journal::replayWal (and judged against a fixed mark)
//   1: a -journal file, read by journal::readRollbackJournal (and judged)
//   2: up to eight rows of sqlite_schema, one a line, "type<TAB>name<TAB>table<TAB>sql", written into
//      a copy of a sound workspace (replacing the row of the same type and name, else added) before
//      SqliteStorage::open reads it
// The readers must never crash, hang or read past their input, and keep their promises: a replay
// counts only frames it has, a judged journal with no frames applies nothing. An evaluation whose
// schema was changed opens only if its objects are still exactly GateBench's.
#include "storage/JournalCheck.h"
#include "storage/SqliteStorage.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>

using namespace gatebench;

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_filecheck: %s\n", what);
    std::abort();
}

void readJournal(const QByteArray& bytes, bool wal)
{
    QBuffer buffer;
    buffer.setData(bytes);
    if (!buffer.open(QIODevice::ReadOnly))
        fail("cannot read from memory");
    const journal::Mark mark{7, 41};
    if (wal) {
        const journal::WalReplay replay = journal::replayWal(buffer, 3);
        if (replay.committedFrames < 0 || replay.pages.size() != replay.committedFrames)
            fail("a replay counts frames it does not hold");
        if (replay.headerValid && qint64(replay.committedFrames) * (24 + replay.pageSize) + 32 > bytes.size())
            fail("a replay counts more frames than the file holds");
        const journal::Verdict verdict = journal::judgeWal(replay, mark);
        if (replay.committedFrames == 0 && verdict != journal::Verdict::Empty)
            fail("a WAL with no committed frame was judged to apply something");
        for (const QByteArray& image : replay.images)
            (void)journal::markOnPage(image);
        return;
    }
    const journal::RollbackJournal journal = journal::readRollbackJournal(buffer, 4096, 3);
    if (journal.ignored && !(bytes.isEmpty() || bytes.at(0) == '\0'))
        fail("a journal SQLite applies was taken as one it ignores");
    const journal::Verdict verdict = journal::judgeRollback(journal, 3, mark, bytes.left(4096));
    if (journal.pages.isEmpty() && journal.headerValid && verdict != journal::Verdict::Empty)
        fail("a journal of no pages was judged to restore something");
}

/// A sound workspace, made once, whose bytes every schema input starts from.
const QByteArray& soundWorkspace(const QString& folder)
{
    static const QByteArray bytes = [&] {
        const QString path = QDir(folder).filePath(QStringLiteral("sound.gatebench"));
        {
            auto created = SqliteStorage::create(path);
            if (!created)
                fail("cannot create a workspace");
        }
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            fail("cannot read the workspace");
        return file.readAll();
    }();
    return bytes;
}

void checkSchema(const QByteArray& input, const QString& folder)
{
    const QString path = QDir(folder).filePath(QStringLiteral("fuzzed.gatebench"));
    for (const QString& suffix :
         {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")})
        QFile::remove(path + suffix);
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            fail("cannot write the workspace");
        file.write(soundWorkspace(folder));
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fuzz"));
        db.setDatabaseName(path);
        if (!db.open())
            fail("cannot open the copy");
        QSqlQuery query(db);
        query.exec(QStringLiteral("PRAGMA writable_schema=ON"));
        const QList<QByteArray> lines = input.split('\n');
        for (qsizetype i = 0; i < lines.size() && i < 8; ++i) {
            const QList<QByteArray> fields = lines.at(i).split('\t');
            if (fields.size() < 4)
                continue;
            const QString type = QString::fromUtf8(fields.at(0));
            const QString name = QString::fromUtf8(fields.at(1));
            query.prepare(QStringLiteral("DELETE FROM sqlite_schema WHERE type = ? AND name = ?"));
            query.addBindValue(type);
            query.addBindValue(name);
            query.exec();
            query.prepare(QStringLiteral(
                "INSERT INTO sqlite_schema (type, name, tbl_name, rootpage, sql) VALUES (?, ?, ?, 0, ?)"));
            query.addBindValue(type);
            query.addBindValue(name);
            query.addBindValue(QString::fromUtf8(fields.at(2)));
            query.addBindValue(QString::fromUtf8(fields.mid(3).join('\t')));
            query.exec();
        }
        query.exec(QStringLiteral("PRAGMA writable_schema=OFF"));
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("fuzz"));

    auto opened = SqliteStorage::open(path, SqliteStorage::Mode::ReadOnly);
    if (!opened) {
        if (opened.error().message.isEmpty())
            fail("a refusal without a message");
        return;
    }
    const auto expected = SqliteStorage::expectedSchema((*opened)->schemaVersion());
    const auto actual = (*opened)->schemaObjects();
    if (!expected || !actual || *expected != *actual)
        fail("a file whose schema is not GateBench's was opened");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz_filecheck";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    static QTemporaryDir folder;
    if (!folder.isValid())
        fail("no temporary folder");
    if (size == 0)
        return 0;
    const QByteArray rest(reinterpret_cast<const char*>(data) + 1, qsizetype(size - 1));
    switch (data[0] % 3) {
    case 0:
        readJournal(rest, true);
        break;
    case 1:
        readJournal(rest, false);
        break;
    default:
        checkSchema(rest, folder.path());
        break;
    }
    return 0;
}
