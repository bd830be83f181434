#include "storage/SqliteStorage.h"
#include "storage/SqlTerms.h"

#include "storage/Schema.h"
#include "storage/SpaceVfs.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringEncoder>
#include <QThread>
#include <QUrl>
#include <QtEndian>

#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <map>
#include <vector>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Storage)
};

QString nextConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("gatebench-%1").arg(counter.fetch_add(1));
}

/// How long a write waits for another connection's write to finish before it gives up.
constexpr int kBusyTimeoutMs = 5000;

/// The page size of a new file (SQLite's default is 4 KiB). A job log of a million rows is some
/// 100 MB: with 16 KiB pages a quarter as many pages go through the WAL and its checkpoint, each a
/// system call or two (`bench/README.md`, session 24: a million-job import 2.9-3.7 s with 4 KiB,
/// 2.5-3.3 s with 16 KiB, about the same with 64 KiB, which writes four times as much WAL for each
/// small edit). Only a new file takes it; an existing one keeps its own.
constexpr int kNewFilePageSize = 16384;

QString quoted(const QString& identifier)
{
    return u'"' + identifier + u'"';
}

/// The one INSERT of every write path: `INSERT INTO table (columns) VALUES (?, ...)` with `tuples`
/// rows of parameters, the table in `schema` when one is given ("main").
QString insertStatement(const QString& table, const QStringList& columns, int tuples = 1,
                        const QString& schema = QString())
{
    QStringList names;
    for (const QString& column : columns)
        names.append(quoted(column));
    const QString tuple = u'(' + QStringList(columns.size(), QStringLiteral("?")).join(QStringLiteral(", ")) + u')';
    return QStringLiteral("INSERT INTO ") + (schema.isEmpty() ? QString() : schema + u'.') + quoted(table) +
           QStringLiteral(" (") + names.join(QStringLiteral(", ")) + QStringLiteral(") VALUES ") +
           QStringList(std::max(1, tuples), tuple).join(QStringLiteral(", "));
}

/// What a write that met a full disk says: `folder` is on it.
Error diskFull(const QString& folder)
{
    return Error{Error::Kind::Io, Text::tr("The disk that holds %1 is full: nothing was written and the evaluation "
                                           "is as it was. Free some space on it (or move the file to another disk) "
                                           "and try again.")
                                      .arg(folder)};
}

/// What a write that SQLite stopped with SQLITE_FULL says, writing `path`. SQLite says "database or
/// disk is full" also when it stops at a limit of its own, with the disk far from full: the disk is
/// said to be full only when the system refused one of its writes for lack of space (ENOSPC), and
/// then the disk of the file that write was for (SQLite's temporary folder for its temporary files).
Error fullError(const QString& path)
{
    const spaceVfs::NoSpace noSpace = spaceVfs::take();
    if (noSpace.met)
        return diskFull(noSpace.temporary ? spaceVfs::temporaryFolder() : QFileInfo(path).absolutePath());
    // SQLite's own words ("database or disk is full") would blame the disk again.
    return Error{Error::Kind::Io,
                 Text::tr("%1 could not be written: SQLite stopped at a limit of its own, although the disk did not "
                          "report a lack of space. Nothing was written and the evaluation is as it was. Please "
                          "report this to GateBench's developers, with the size of the file and what you did.")
                     .arg(path)};
}

/// What a write to a read-only file, folder or mount says.
QString readOnlyMessage(const QString& path)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isWritable())
        return Text::tr("%1 is read-only: GateBench cannot write to it, and nothing was written. Make the file "
                        "writable, or save a copy elsewhere and work on that.")
            .arg(path);
    return Text::tr("The folder %1 is read-only (or on a read-only disk): GateBench cannot write %2 there, and "
                    "nothing was written. Copy the file to a writable folder and work on the copy.")
        .arg(info.absolutePath(), info.fileName());
}

/// The WAL hook: SQLite calls it after each commit with the WAL's frame count. Installing it also
/// turns SQLite's automatic checkpoint off: GateBench checkpoints itself, after giving the write
/// mark a new base (SqliteStorage::checkpointIfLarge).
int countWalFrames(void* frames, sqlite3*, const char*, int count)
{
    *static_cast<int*>(frames) = count;
    return SQLITE_OK;
}

/// SQLite's usual automatic checkpoint threshold, in frames (pages).
constexpr int kCheckpointFrames = 1000;

/// The one NULL rule of storage (see Storage.h): a null value is SQL NULL, whatever its type.
QVariant bindable(const QVariant& value)
{
    return isNullValue(value) ? QVariant() : value;
}

/// The files this process has open through SQLite, by canonical path, with their connection count.
/// Opening or closing any descriptor of such a file would drop every POSIX lock this process holds
/// on it (SQLite's among them), so a second connection to a file that is open here skips the file
/// checks, which its first connection passed.
class OpenFiles {
public:
    static OpenFiles& instance()
    {
        static OpenFiles files;
        return files;
    }
    bool contains(const QString& path) { return count(path) > 0; }
    int count(const QString& path)
    {
        const QMutexLocker lock(&m_mutex);
        return m_count.value(path);
    }
    void add(const QString& path)
    {
        const QMutexLocker lock(&m_mutex);
        ++m_count[path];
    }
    void remove(const QString& path)
    {
        const QMutexLocker lock(&m_mutex);
        if (--m_count[path] <= 0)
            m_count.remove(path);
    }

private:
    QMutex m_mutex;
    QHash<QString, int> m_count;
};

} // namespace

SqliteStorage::~SqliteStorage()
{
    if (m_connection.isEmpty())
        return;
    // The last connection to close checkpoints the WAL into the file: a connection that wrote gives
    // the write mark a new base first, so that the file after the checkpoint is never taken for a
    // state that a journal of another copy continues (storage/JournalCheck.h). A new file keeps its
    // base: no earlier state of it exists, and two demos made alike stay the same file.
    if (m_wrote && !m_created && m_mode == Mode::ReadWrite && m_depth == 0)
        (void)rebase();
    {
        // The last connection to close checkpoints the WAL into the file and removes it, so a closed
        // workspace is one self-contained file. The journal mode stays WAL: switching it back would
        // rewrite the header of a file in which nothing changed.
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
    if (!m_canonicalPath.isEmpty())
        OpenFiles::instance().remove(m_canonicalPath);
}

Error SqliteStorage::dbError(const QString& what, const QSqlError& error) const
{
    // QSQLITE reports SQLite's result code as the native code.
    const int code = error.nativeErrorCode().toInt();
    switch (code & 0xff) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
    case SQLITE_FULL:
    case SQLITE_READONLY:
    case SQLITE_IOERR:
    case SQLITE_CANTOPEN:
        return dbError(what, code, error.databaseText());
    default:
        return dbError(what, error.text());
    }
}

Error SqliteStorage::dbError(const QString& what, int code, const QString& detail) const
{
    // The low byte of an extended result code is the primary code.
    switch (code & 0xff) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        if (m_mode == Mode::ReadOnly)
            return Error{Error::Kind::Busy,
                         Text::tr("%1 is in use: another GateBench (or another program) is writing it and kept it "
                                  "locked for %2 seconds, so it could not be read. Try again when that change has "
                                  "finished.")
                             .arg(m_path)
                             .arg(kBusyTimeoutMs / 1000)};
        return Error{Error::Kind::Busy,
                     Text::tr("%1 is being changed by another GateBench (or another program) and stayed locked for "
                              "%2 seconds; nothing was written. Try again when the other change has finished.")
                         .arg(m_path)
                         .arg(kBusyTimeoutMs / 1000)};
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
        return Error{Error::Kind::Integrity,
                     Text::tr("%1 is damaged (%2). Open a backup instead.").arg(m_path, detail)};
    case SQLITE_FULL:
        return fullError(m_path);
    case SQLITE_READONLY:
        return Error{Error::Kind::Io, readOnlyMessage(m_path)};
    case SQLITE_IOERR:
        // ENOSPC or a used-up quota (EDQUOT) met where SQLite reports a plain I/O error (growing the
        // WAL index, a sync, a write over a quota).
        if (const spaceVfs::NoSpace noSpace = spaceVfs::take(); noSpace.met) {
            const QString folder = noSpace.temporary ? spaceVfs::temporaryFolder() : QFileInfo(m_path).absolutePath();
            if (noSpace.error == ENOSPC)
                return diskFull(folder);
            return Error{Error::Kind::Io,
                         Text::tr("Your disk quota on the disk that holds %1 is used up: nothing was written and "
                                  "the evaluation is as it was. Free some space within your quota (or move the "
                                  "file to another disk) and try again.")
                             .arg(folder)};
        }
        if (code == SQLITE_IOERR_SHMSIZE || code == SQLITE_IOERR_FSYNC || code == SQLITE_IOERR_WRITE ||
            code == SQLITE_IOERR_TRUNCATE) {
            const QString folder = QFileInfo(m_path).absolutePath();
            return Error{Error::Kind::Io,
                         Text::tr("%1 could not be written (%2): the disk that holds %3 may be full or failing. "
                                  "Nothing was written and the evaluation is as it was; free some space and try "
                                  "again.")
                             .arg(m_path, detail, folder)};
        }
        return Error{Error::Kind::Io, Text::tr("%1 could not be read or written (%2).").arg(m_path, detail)};
    case SQLITE_CANTOPEN:
        return Error{Error::Kind::Io, Text::tr("%1 cannot be opened (%2).").arg(m_path, detail)};
    default:
        return dbError(what, detail);
    }
}

sqlite3* SqliteStorage::handle() const
{
    // Qt's documented way to the native handle: the QSQLITE driver holds a `sqlite3*`.
    const QVariant v = QSqlDatabase::database(m_connection, false).driver()->handle();
    if (v.isValid() && qstrcmp(v.typeName(), "sqlite3*") == 0)
        return *static_cast<sqlite3* const*>(v.constData());
    return nullptr;
}

Error SqliteStorage::writeError(const QString& what, const QSqlError& error, Error::Kind kind,
                                const QString& message) const
{
    // A lock held too long or a damaged file is said as such, whatever the write was.
    if (Error database = dbError(what, error); database.kind != Error::Kind::Database)
        return database;
    return Error{kind, message};
}

std::optional<Error> SqliteStorage::nullIntoNotNull(const QString& table, const QStringList& columns,
                                                    const QVariantList& values) const
{
    const QSet<QString>& notNull = m_tables.value(table).notNull;
    for (int i = 0; i < columns.size() && i < values.size(); ++i) {
        if (isNullValue(values.at(i)) && notNull.contains(columns.at(i)))
            return Error{Error::Kind::Usage,
                         Text::tr("Cannot write %1.%2: the column needs a value and was given none (NULL). An empty "
                                  "text is written as an empty text, never as NULL.")
                             .arg(table, columns.at(i))};
    }
    return std::nullopt;
}

std::optional<Error> SqliteStorage::nullIntoNotNull(const QString& table, const Row& row) const
{
    return nullIntoNotNull(table, row.keys(), row.values());
}

Error SqliteStorage::dbError(const QString& what, const QString& detail) const
{
    return Error{Error::Kind::Database, Text::tr("%1 failed in %2: %3").arg(what, m_path, detail)};
}

namespace {

/// How SQLite runs in this process, set before its first use (later it refuses and nothing
/// changes). Each connection is used by one thread at a time (Qt's rule for a QSqlDatabase; a thread
/// that reads or writes beside the window's opens its own), so SQLite need not lock a connection on
/// every call; and nothing here asks SQLite how much memory it holds, so it need not count it under
/// a lock on every allocation. A million-job import made some 20 lock and unlock pairs a row: a
/// tenth of its writing thread's time.
bool configureSqlite()
{
    const bool threads = sqlite3_config(SQLITE_CONFIG_MULTITHREAD) == SQLITE_OK;
    const bool memory = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0) == SQLITE_OK;
    // A statement that writes many rows (insertCells) keeps what it would undo in memory up to
    // 4 MB before a temporary file (64 KB by default: a few 16 KB pages); so does the journal of
    // the connection's temporary tables (the stash of an undone import). A statement of 64 job rows
    // journals a few 16 KB pages; with the spill at 120 KB many statements reached the file, and a
    // million-job import in job-id order wrote about 2.7 GB to it (about 165,000 writes of 16 KB, a
    // sixth of its CPU time: bench/README.md, compare_baseline.sh). SQLite holds
    // that memory as chunks of this size and moves each to the file in one write, which the unix VFS
    // cannot take whole (at most 128 KB - 1 bytes a call: a 4 MB write became one of 0 bytes,
    // reported as SQLITE_FULL, and the redo of a 200,000-row import failed so); the VFS of
    // storage/SpaceVfs.h hands it over in pieces.
    const bool statementJournal = sqlite3_config(SQLITE_CONFIG_STMTJRNL_SPILL, 4 << 20) == SQLITE_OK;
    // Every file through a VFS that tells a full disk from SQLite's own limits (storage/SpaceVfs.h);
    // after the settings above, which SQLite takes only before it starts (registering a VFS starts it).
    spaceVfs::install();
    return threads && memory && statementJournal;
}

} // namespace

Result<void> SqliteStorage::connect(const QString& path, Mode mode, Opening opening)
{
    static const bool configured = configureSqlite();
    Q_UNUSED(configured);
    m_path = path;
    m_mode = mode;
    m_immutable = opening == Opening::Immutable;
    m_connection = nextConnectionName();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    if (m_immutable) {
        // A read-only file, folder or mount: SQLite reads the file as it is, without locks and without
        // creating anything beside it (nothing else can be writing it either).
        db.setDatabaseName(QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded) +
                           QStringLiteral("?immutable=1"));
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_URI;QSQLITE_OPEN_READONLY"));
    } else {
        db.setDatabaseName(path);
        // Read-only connections are read-write at the file level with query_only set: a read-only
        // SQLite connection to a WAL file cannot remove the -wal and -shm files it creates, and would
        // leave them beside a workspace that a command only read.
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
    }
    if (!db.open())
        return Error{Error::Kind::Io, Text::tr("Cannot open %1: %2").arg(path, db.lastError().text())};
    m_canonicalPath = QFileInfo(path).canonicalFilePath();
    OpenFiles::instance().add(m_canonicalPath);
    // The schema is GateBench's own (checkSchema), and still no function of it runs with more than
    // the least rights.
    if (auto r = exec(QStringLiteral("PRAGMA trusted_schema=OFF")); !r)
        return r;
    if (auto r = exec(QStringLiteral("PRAGMA foreign_keys=ON")); !r)
        return r;
    if (mode == Mode::ReadOnly)
        return exec(QStringLiteral("PRAGMA query_only=ON"));
    if (auto r = exec(QStringLiteral("PRAGMA synchronous=NORMAL")); !r)
        return r;
    // The rows an undone import may redo are kept in temporary tables (stash): on disk, never in memory.
    if (auto r = exec(QStringLiteral("PRAGMA temp_store=FILE")); !r)
        return r;
    if (sqlite3* native = handle())
        sqlite3_wal_hook(native, &countWalFrames, &m_walFrames);
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA journal_mode")) || !query.next())
        return dbError(Text::tr("Reading the journal mode"), query.lastError());
    m_wal = query.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) == 0;
    return {};
}

Result<void> SqliteStorage::rebase()
{
    if (m_version < schema::kWriteMarkVersion || m_mode != Mode::ReadWrite || m_immutable)
        return {};
    return transaction([&]() -> Result<void> {
        QSqlQuery query(QSqlDatabase::database(m_connection, false));
        // Positive and below 2^62: a base is a plain SQLite integer, never 0 (a new file's).
        const qint64 base = qint64(QRandomGenerator::system()->generate64() >> 2) | 1;
        return run(query, QString::fromLatin1(schema::kRebaseWriteMark), {base}, Error::Kind::Database,
                   Text::tr("Writing the write mark"));
    });
}

void SqliteStorage::checkpointIfLarge()
{
    if (m_walFrames < kCheckpointFrames || m_depth > 0 || m_checkpointing || !m_wal)
        return;
    m_checkpointing = true;
    const auto done = qScopeGuard([&] { m_checkpointing = false; });
    if (auto r = rebase(); !r)
        return; // the next commit tries again
    sqlite3* native = handle();
    int logFrames = 0;
    int copied = 0;
    if (native &&
        sqlite3_wal_checkpoint_v2(native, "main", SQLITE_CHECKPOINT_PASSIVE, &logFrames, &copied) == SQLITE_OK &&
        copied == logFrames)
        m_walFrames = 0;
}

Result<void> SqliteStorage::markCopy(const QString& path) const
{
    if (m_version < schema::kWriteMarkVersion)
        return {};
    QSqlQuery read(QSqlDatabase::database(m_connection, false));
    if (!read.exec(QString::fromLatin1(schema::kReadWriteMark)) || !read.next())
        return dbError(Text::tr("Reading the write mark"), read.lastError());
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const QByteArray seed = QByteArrayLiteral("gatebench-copy ") + QByteArray::number(read.value(0).toLongLong()) +
                            ' ' + QByteArray::number(read.value(1).toLongLong());
    hash.addData(seed);
    const QByteArray digest = hash.result();
    const qint64 base = qint64(qFromBigEndian<quint64>(reinterpret_cast<const uchar*>(digest.constData())) >> 2) | 1;
    const QString connection = nextConnectionName();
    Result<void> result;
    {
        QSqlDatabase copy = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        copy.setDatabaseName(path);
        QSqlQuery write(copy);
        if (!copy.open() || !write.prepare(QString::fromLatin1(schema::kRebaseWriteMark))) {
            result =
                Error{Error::Kind::Io, Text::tr("Cannot write a copy to %1: %2").arg(path, copy.lastError().text())};
        } else {
            write.addBindValue(base);
            if (!write.exec())
                result = (write.lastError().nativeErrorCode().toInt() & 0xff) == SQLITE_FULL
                             ? fullError(path)
                             : Error{Error::Kind::Io,
                                     Text::tr("Cannot write a copy to %1: %2").arg(path, write.lastError().text())};
        }
        write.finish();
        copy.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return result;
}

Result<void> SqliteStorage::ensureWal()
{
    if (m_wal)
        return {};
    // The switch needs the file to itself and SQLite does not wait for it through the busy timeout.
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    QElapsedTimer waited;
    waited.start();
    for (;;) {
        if (query.exec(QStringLiteral("PRAGMA journal_mode=WAL")) && query.next()) {
            m_wal = query.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) == 0;
            if (m_wal)
                return {};
        }
        const Error error = dbError(Text::tr("Switching to the WAL journal"), query.lastError());
        if (error.kind != Error::Kind::Busy || waited.elapsed() >= kBusyTimeoutMs)
            return error;
        QThread::msleep(20);
    }
}

Result<void> SqliteStorage::exec(const QString& sql) const
{
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!query.exec(sql))
        return dbError(sql.section(u'(', 0, 0).simplified(), query.lastError());
    return {};
}

Result<std::unique_ptr<SqliteStorage>> SqliteStorage::createFile(const QString& path, int version)
{
    std::unique_ptr<SqliteStorage> storage(new SqliteStorage);
    if (auto r = storage->connect(path, Mode::ReadWrite); !r)
        return r.error();
    // Before the WAL switch, which writes the file's first page.
    if (auto r = storage->exec(QStringLiteral("PRAGMA page_size=%1").arg(kNewFilePageSize)); !r)
        return r.error();
    if (auto r = storage->ensureWal(); !r)
        return r.error();
    if (auto r = storage->exec(QStringLiteral("PRAGMA application_id=%1").arg(schema::kApplicationId)); !r)
        return r.error();
    if (auto r = storage->upgrade(0, version); !r)
        return r.error();
    return storage;
}

Result<std::unique_ptr<SqliteStorage>> SqliteStorage::create(const QString& path)
{
    if (QFileInfo::exists(path))
        return Error{Error::Kind::Usage, Text::tr("%1 already exists").arg(path)};
    auto storage = createFile(path, schema::currentVersion());
    if (!storage)
        return storage.error();
    (*storage)->m_created = true;
    if (auto r = (*storage)->loadCatalogue(); !r)
        return r.error();
    return std::move(storage).value();
}

Result<void> SqliteStorage::createAtVersion(const QString& path, int version)
{
    if (auto storage = createFile(path, version); !storage)
        return storage.error();
    return {};
}

Result<std::unique_ptr<SqliteStorage>> SqliteStorage::open(const QString& path, Mode mode, JobLog jobLog,
                                                           SchemaCheck schemaCheck)
{
    if (const QString canonical = QFileInfo(path).canonicalFilePath();
        !canonical.isEmpty() && OpenFiles::instance().contains(canonical)) {
        std::unique_ptr<SqliteStorage> storage(new SqliteStorage);
        if (auto r = storage->connect(path, mode); !r)
            return r.error();
        QSqlQuery query(QSqlDatabase::database(storage->m_connection, false));
        if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next())
            return storage->dbError(Text::tr("Reading the schema version"), query.lastError());
        storage->m_version = query.value(0).toInt();
        if (storage->m_version != schema::currentVersion())
            return Error{Error::Kind::BadInput, Text::tr("%1 is open here at another schema version").arg(path)};
        if (auto r = storage->loadCatalogue(); !r)
            return r.error();
        return storage;
    }
    const FileHeader header = FileHeader::read(path);
    if (!header.exists)
        return Error{Error::Kind::BadInput, Text::tr("%1: no such file").arg(path)};
    if (!header.readable)
        return Error{Error::Kind::Io, Text::tr("Cannot read %1: %2").arg(path, header.readError)};
    if (header.size == 0)
        return Error{Error::Kind::BadInput, Text::tr("%1: the file is empty, not a GateBench workspace").arg(path)};
    if (!header.isSqlite)
        return Error{Error::Kind::BadInput,
                     Text::tr("%1: not a GateBench workspace (not an SQLite database)").arg(path)};
    if (header.applicationId != quint32(schema::kApplicationId))
        return Error{Error::Kind::BadInput,
                     Text::tr("%1: an SQLite database, but not a GateBench workspace (application id %2)")
                         .arg(path)
                         .arg(header.applicationId)};
    if (header.userVersion > schema::currentVersion())
        return Error{Error::Kind::BadInput,
                     Text::tr("%1 was written by a newer GateBench (schema version %2); this version reads up to "
                              "schema version %3. Update GateBench to open it.")
                         .arg(path)
                         .arg(header.userVersion)
                         .arg(schema::currentVersion())};
    if (header.userVersion < 1)
        return Error{Error::Kind::Integrity, Text::tr("%1: a GateBench workspace without a schema").arg(path)};
    // SQLite applies any journal lying beside the file and writes the result back: check first what
    // that would make of the workspace. Without a journal the file alone must be whole.
    const bool elsewhere = workspaceFile::openElsewhere(path);
    const bool canWrite = workspaceFile::writable(path);
    // A rollback journal SQLite would ignore (a transaction killed before its journal was synced) is
    // removed, or it would stay beside the file for ever once the file is back in WAL mode.
    const bool ignoredJournal = !elsewhere && canWrite && workspaceFile::removeIgnoredJournal(path);
    const bool journalBeside = !workspaceFile::pendingJournals(path).isEmpty();
    bool walApplies = false;
    if (journalBeside) {
        auto checked = workspaceFile::checkPendingJournals(path);
        if (!checked)
            return checked.error();
        walApplies = *checked;
        if (!canWrite && !elsewhere)
            return Error{Error::Kind::Io,
                         Text::tr("%1 has a journal beside it (%2) that holds changes an interrupted GateBench had not "
                                  "yet written into it, and GateBench cannot apply it because the file or its folder "
                                  "is read-only. Nothing was changed. Copy the file and its journal together to a "
                                  "writable folder and open the copy.")
                             .arg(path, workspaceFile::pendingJournals(path).join(QStringLiteral(", ")))};
    } else if (!elsewhere) {
        if (auto r = workspaceFile::checkSize(path, header); !r)
            return r.error();
    }
    if (!canWrite && mode == Mode::ReadWrite)
        return Error{Error::Kind::Io, readOnlyMessage(path)};

    std::unique_ptr<SqliteStorage> storage(new SqliteStorage);
    // A read-only file, folder or mount is read as it is (no journal beside it, checked above).
    const Opening opening = canWrite || journalBeside ? Opening::Normal : Opening::Immutable;
    if (auto r = storage->connect(path, mode, opening); !r)
        return r.error();
    storage->m_version = header.userVersion;
    if ((journalBeside || ignoredJournal) && !elsewhere) {
        if (auto r = storage->recoverAfterJournal(walApplies); !r)
            return r.error();
    }
    // Only GateBench's own tables, indexes and triggers, as its schema steps made them for this
    // version: an added trigger would run on GateBench's next write (checked before any upgrade).
    if (schemaCheck == SchemaCheck::Report && mode == Mode::ReadOnly) {
        // Reported, not refused (gatebench verify): read-only, nothing of the file runs on a read.
        auto drift = storage->schemaDifferences();
        if (!drift)
            return drift.error();
        storage->m_schemaDrift = *drift;
    } else if (auto r = storage->checkSchema(); !r) {
        return r.error();
    }
    // An open for writing, or one whose journal SQLite has applied, checks the whole file first (with
    // a journal, SQLite's full integrity_check). A read-only open of a file with no journal beside it
    // (the command-line reports) checks every table but the job log's (schema::bulkTables), whose
    // check reads every page (a second per hundred MB): nothing is written, the reports that use the
    // job log read it in full, and a damaged page met on the way ends the read with an Integrity error
    // ("is damaged", exit 3; every read checks SQLite's result code). The window's open for writing
    // (JobLog::CheckLater) does the same and checks the whole file on a worker before it writes.
    {
        const bool later = jobLog == JobLog::CheckLater && mode == Mode::ReadWrite && !journalBeside &&
                           header.userVersion == schema::currentVersion();
        const QStringList skipped =
            (mode == Mode::ReadWrite && !later) || journalBeside ? QStringList() : schema::bulkTables();
        if (later)
            storage->m_unchecked = skipped;
        auto problems = storage->integrityCheck(skipped, journalBeside ? Check::Full : Check::Quick);
        if (!problems)
            return problems.error();
        if (!problems->isEmpty())
            return Error{Error::Kind::Integrity,
                         Text::tr("%1 failed the integrity check: %2").arg(path, problems->join(QStringLiteral("; ")))};
    }

    // A bulk write killed after it switched the file to a rollback journal and before that journal
    // held anything leaves no journal, only the mode in the header: back to WAL as after any
    // interrupted bulk write, once the file has passed the checks (a file they refuse is left as it is).
    if (!header.walMode && canWrite && !journalBeside && !ignoredJournal && !elsewhere) {
        if (auto r = storage->recoverAfterJournal(false); !r)
            return r.error();
    }

    if (header.userVersion < schema::currentVersion()) {
        if (mode == Mode::ReadOnly) {
            // Read it as it is; a read-only command never upgrades or writes.
        } else {
            const QString backup = path + QStringLiteral(".v%1.bak").arg(header.userVersion);
            if (QFileInfo::exists(backup) && !QFile::remove(backup))
                return Error{Error::Kind::Io, Text::tr("Cannot replace the old backup %1").arg(backup)};
            if (auto r = storage->copyTo(backup); !r)
                return r.error();
            storage->m_backupPath = backup;
            storage->m_upgradedFrom = header.userVersion;
            if (auto r = storage->upgrade(header.userVersion, schema::currentVersion()); !r)
                return r.error();
        }
    }
    if (auto r = storage->loadCatalogue(); !r)
        return Error{Error::Kind::Integrity, r.error().message};
    return storage;
}

Result<void> SqliteStorage::recoverAfterJournal(bool walApplied)
{
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    // The first read rolls a hot rollback journal back (SQLite does it on its own, and deletes it).
    if (!query.exec(QStringLiteral("SELECT count(*) FROM sqlite_schema")) || !query.next())
        return dbError(Text::tr("Recovering the journal"), query.lastError());
    query.finish();
    if (m_immutable)
        return {};
    // A bulk write killed while the file had a rollback journal leaves it in that mode: back to WAL,
    // as every GateBench leaves a file. A read-only open lifts query_only for that and the new base.
    const bool queryOnly = m_mode == Mode::ReadOnly;
    if (queryOnly) {
        if (auto r = exec(QStringLiteral("PRAGMA query_only=OFF")); !r)
            return r;
    }
    const Mode mode = m_mode;
    m_mode = Mode::ReadWrite;
    const auto restore = qScopeGuard([&] {
        m_mode = mode;
        if (queryOnly)
            (void)exec(QStringLiteral("PRAGMA query_only=ON"));
    });
    if (!query.exec(QStringLiteral("PRAGMA journal_mode")) || !query.next())
        return dbError(Text::tr("Reading the journal mode"), query.lastError());
    m_wal = query.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) == 0;
    query.finish();
    if (auto r = ensureWal(); !r)
        return r;
    if (!walApplied)
        return {}; // a rollback journal restored a state the file had: its mark is that state's
    // The WAL's changes get a new base before anything checkpoints them (storage/JournalCheck.h),
    // then are checkpointed whole: the file is one self-contained state again.
    if (auto r = rebase(); !r)
        return r;
    if (sqlite3* native = handle())
        sqlite3_wal_checkpoint_v2(native, "main", SQLITE_CHECKPOINT_TRUNCATE, nullptr, nullptr);
    m_walFrames = 0;
    return {};
}

Result<QList<SqliteStorage::SchemaObject>> SqliteStorage::expectedSchema(int version)
{
    static QMutex mutex;
    static QHash<int, QList<SchemaObject>> built;
    const QMutexLocker lock(&mutex);
    if (const auto it = built.constFind(version); it != built.cend())
        return *it;
    std::unique_ptr<SqliteStorage> memory(new SqliteStorage);
    if (auto r = memory->connect(QStringLiteral(":memory:"), Mode::ReadWrite); !r)
        return r.error();
    memory->m_wal = true; // an in-memory database has no WAL: its transactions need none
    if (auto r = memory->upgrade(0, version); !r)
        return r.error();
    auto objects = memory->schemaObjects();
    if (!objects)
        return objects.error();
    built.insert(version, *objects);
    return objects;
}

Result<QStringList> SqliteStorage::expectedLayout(int version)
{
    static QMutex mutex;
    static QHash<int, QStringList> built;
    const QMutexLocker lock(&mutex);
    if (const auto it = built.constFind(version); it != built.cend())
        return *it;
    std::unique_ptr<SqliteStorage> memory(new SqliteStorage);
    if (auto r = memory->connect(QStringLiteral(":memory:"), Mode::ReadWrite); !r)
        return r.error();
    memory->m_wal = true; // an in-memory database has no WAL: its transactions need none
    if (auto r = memory->upgrade(0, version); !r)
        return r.error();
    const QSqlDatabase db = QSqlDatabase::database(memory->m_connection, false);
    const QString what = Text::tr("Reading the schema");
    QStringList lines;
    QSqlQuery tables(db);
    if (!tables.exec(QStringLiteral("SELECT name FROM main.sqlite_schema WHERE type = 'table' AND name NOT LIKE "
                                    "'sqlite\\_%' ESCAPE '\\' ORDER BY name")))
        return memory->dbError(what, tables.lastError());
    QStringList names;
    while (tables.next())
        names.append(tables.value(0).toString());
    for (const QString& table : std::as_const(names)) {
        QSqlQuery columns(db);
        if (!columns.exec(QStringLiteral("PRAGMA main.table_info(%1)").arg(quoted(table))))
            return memory->dbError(what, columns.lastError());
        std::map<int, QString> key;
        while (columns.next()) {
            const QString column = columns.value(1).toString();
            const int keyPosition = columns.value(5).toInt();
            const bool notNull = columns.value(3).toInt() != 0 || keyPosition > 0;
            lines.append(QStringLiteral("column %1.%2: %3%4")
                             .arg(table, column, columns.value(2).toString().toUpper(),
                                  notNull ? QStringLiteral(" not null") : QString()));
            if (keyPosition > 0)
                key.emplace(keyPosition, column);
        }
        if (!key.empty()) {
            QStringList keyColumns;
            for (const auto& [position, column] : key)
                keyColumns.append(column);
            lines.append(QStringLiteral("primary key %1: %2").arg(table, keyColumns.join(u',')));
        }
        QSqlQuery indexes(db);
        if (!indexes.exec(QStringLiteral("PRAGMA main.index_list(%1)").arg(quoted(table))))
            return memory->dbError(what, indexes.lastError());
        while (indexes.next()) {
            const QString name = indexes.value(1).toString();
            const QString origin = indexes.value(3).toString();
            if (origin == QLatin1String("pk"))
                continue;
            QSqlQuery parts(db);
            if (!parts.exec(QStringLiteral("PRAGMA main.index_info(%1)").arg(quoted(name))))
                return memory->dbError(what, parts.lastError());
            QStringList indexColumns;
            while (parts.next())
                indexColumns.append(parts.value(2).isNull() ? QStringLiteral("(expression)")
                                                            : parts.value(2).toString());
            lines.append(QStringLiteral("index on %1(%2)%3%4")
                             .arg(table, indexColumns.join(u','),
                                  indexes.value(2).toInt() != 0 ? QStringLiteral(" unique") : QString(),
                                  indexes.value(4).toInt() != 0 ? QStringLiteral(" partial") : QString()));
            if (origin == QLatin1String("c"))
                lines.append(QStringLiteral("index %1: %2").arg(name, table));
        }
    }
    lines.sort();
    built.insert(version, lines);
    return lines;
}

Result<QList<SqliteStorage::SchemaObject>> SqliteStorage::schemaObjects() const
{
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT type, name, tbl_name, sql FROM main.sqlite_schema "
                                   "WHERE name NOT LIKE 'sqlite\\_stat%' ESCAPE '\\' ORDER BY type, name")))
        return dbError(Text::tr("Reading the schema"), query.lastError());
    static const QRegularExpression space(QStringLiteral("\\s+"));
    QList<SchemaObject> objects;
    while (query.next())
        objects.append(SchemaObject{query.value(0).toString(), query.value(1).toString(), query.value(2).toString(),
                                    query.value(3).toString().replace(space, QStringLiteral(" ")).trimmed()});
    if (query.lastError().isValid())
        return dbError(Text::tr("Reading the schema"), query.lastError());
    return objects;
}

Result<void> SqliteStorage::checkSchema() const
{
    auto problems = schemaDifferences();
    if (!problems)
        return problems.error();
    if (problems->isEmpty())
        return {};
    return Error{Error::Kind::Integrity,
                 Text::tr("%1 is refused: its database holds %2, which GateBench's schema (version %3) does not. "
                          "Another program changed its structure, and what it added could change the evaluation "
                          "behind GateBench's back; nothing was read or written. Open a backup or the original "
                          "file instead.")
                     .arg(m_path, problems->mid(0, 5).join(QStringLiteral("; ")))
                     .arg(m_version)};
}

Result<QStringList> SqliteStorage::schemaDifferences() const
{
    auto expected = expectedSchema(m_version);
    if (!expected)
        return expected.error();
    auto actual = schemaObjects();
    if (!actual)
        return actual.error();
    const auto kindOf = [](const SchemaObject& object) {
        if (object.type == QLatin1String("table"))
            return Text::tr("table");
        if (object.type == QLatin1String("index"))
            return Text::tr("index");
        if (object.type == QLatin1String("trigger"))
            return Text::tr("trigger");
        if (object.type == QLatin1String("view"))
            return Text::tr("view");
        return object.type;
    };
    const auto find = [](const QList<SchemaObject>& list, const SchemaObject& object) {
        return std::find_if(list.cbegin(), list.cend(), [&](const SchemaObject& other) {
            return other.type == object.type && other.name == object.name;
        });
    };
    QStringList problems;
    for (const SchemaObject& object : std::as_const(*actual)) {
        const auto it = find(*expected, object);
        if (it == expected->cend())
            problems.append(Text::tr("an extra %1 “%2” (on %3)").arg(kindOf(object), object.name, object.table));
        else if (!(*it == object))
            problems.append(Text::tr("the %1 “%2” differs from GateBench's").arg(kindOf(object), object.name));
    }
    for (const SchemaObject& object : std::as_const(*expected)) {
        if (find(*actual, object) == actual->cend())
            problems.append(Text::tr("the %1 “%2” is missing").arg(kindOf(object), object.name));
    }
    return problems;
}

Result<std::unique_ptr<SqliteStorage>> SqliteStorage::openAnother(Mode mode) const
{
    std::unique_ptr<SqliteStorage> storage(new SqliteStorage);
    if (auto r = storage->connect(m_path, mode, m_immutable ? Opening::Immutable : Opening::Normal); !r)
        return r.error();
    storage->m_version = m_version;
    if (auto r = storage->loadCatalogue(); !r)
        return r.error();
    return storage;
}

void SqliteStorage::allowTrials()
{
    m_trials = false;
    if (m_immutable || m_version != schema::currentVersion() || !workspaceFile::writable(m_path))
        return;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!query.exec(QStringLiteral("PRAGMA journal_mode")) || !query.next())
        return;
    m_wal = query.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) == 0;
    m_trials = m_wal;
}

bool SqliteStorage::canTrial() const
{
    return m_trials || (m_mode == Mode::ReadWrite && !m_immutable);
}

Result<void> SqliteStorage::trial(const std::function<Result<void>(Storage&)>& work) const
{
    if (!canTrial() || m_depth > 0)
        return Storage::trial(work);
    // Nothing of the trial stays (it is rolled back), so it may run on a read-only opening too: query_only
    // is lifted for it alone, as copyTo does for VACUUM INTO. The write mark's count and every other
    // write go with the rollback, so the file stays byte for byte as it was.
    auto* self = const_cast<SqliteStorage*>(this);
    const Mode mode = m_mode;
    if (mode == Mode::ReadOnly) {
        if (auto r = exec(QStringLiteral("PRAGMA query_only=OFF")); !r)
            return r;
    }
    self->m_mode = Mode::ReadWrite;
    const auto restore = qScopeGuard([&] {
        self->m_mode = mode;
        if (mode == Mode::ReadOnly)
            (void)exec(QStringLiteral("PRAGMA query_only=ON"));
    });
    std::optional<Result<void>> outcome;
    const Result<void> rolledBack = self->transaction([&]() -> Result<void> {
        outcome.emplace(work(*self));
        return Error{Error::Kind::Cancelled, QString()}; // never committed
    });
    if (!outcome) // the transaction did not begin (the file locked by a writer)
        return rolledBack;
    return std::move(*outcome);
}

Result<std::unique_ptr<Storage>> SqliteStorage::openReader() const
{
    auto opened = openAnother(Mode::ReadOnly);
    if (!opened)
        return opened.error();
    return std::unique_ptr<Storage>(std::move(opened).value());
}

Result<void> SqliteStorage::upgrade(int from, int to)
{
    return transaction([&]() -> Result<void> {
        for (int step = from + 1; step <= to; ++step) {
            const QStringList statements = schema::upgradeStep(step);
            if (statements.isEmpty()) // a step this build does not know must never pass as done
                return Error{Error::Kind::Integrity,
                             Text::tr("Upgrade step %1 is unknown to this GateBench; nothing was changed").arg(step)};
            for (const QString& statement : statements) {
                if (auto r = exec(statement); !r)
                    return Error{Error::Kind::Database,
                                 Text::tr("Upgrade step %1 failed: %2").arg(step).arg(r.error().message)};
            }
        }
        if (auto r = exec(QStringLiteral("PRAGMA user_version=%1").arg(to)); !r)
            return r;
        // Counted in the write mark as every write is (and as a change, so that it is committed).
        if (to >= schema::kWriteMarkVersion) {
            if (auto r = exec(QString::fromLatin1(schema::kCountWrite)); !r)
                return r;
        }
        m_version = to;
        return {};
    });
}

Result<void> SqliteStorage::loadCatalogue()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery list(db);
    if (!list.exec(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")))
        return dbError(Text::tr("Reading the schema"), list.lastError());
    m_tables.clear();
    m_children.clear();
    QStringList names;
    while (list.next())
        names.append(list.value(0).toString());
    if (list.lastError().isValid()) // a damaged schema page
        return dbError(Text::tr("Reading the schema"), list.lastError());
    for (const QString& name : names) {
        TableInfo info;
        QSqlQuery columns(db);
        if (!columns.exec(QStringLiteral("PRAGMA table_info(%1)").arg(quoted(name))))
            return dbError(Text::tr("Reading the schema"), columns.lastError());
        QMap<int, QString> keyByPosition;
        while (columns.next()) {
            const QString column = columns.value(1).toString();
            info.columns.append(column);
            if (columns.value(3).toInt() != 0)
                info.notNull.insert(column);
            const int pk = columns.value(5).toInt();
            if (pk > 0) {
                keyByPosition.insert(pk, column);
                if (columns.value(2).toString().compare(QLatin1String("INTEGER"), Qt::CaseInsensitive) == 0)
                    info.integerKey = true;
            }
        }
        info.key = keyByPosition.values();
        if (info.key.size() != 1)
            info.integerKey = false;
        m_tables.insert(name, info);

        QSqlQuery fks(db);
        if (!fks.exec(QStringLiteral("PRAGMA foreign_key_list(%1)").arg(quoted(name))))
            return dbError(Text::tr("Reading the schema"), fks.lastError());
        QHash<int, ChildLink> links;
        QHash<int, QString> parents;
        while (fks.next()) {
            const int id = fks.value(0).toInt();
            parents[id] = fks.value(2).toString();
            links[id].table = name;
            links[id].cascade = fks.value(6).toString().compare(QLatin1String("CASCADE"), Qt::CaseInsensitive) == 0;
            links[id].childColumns.append(fks.value(3).toString());
            links[id].parentColumns.append(fks.value(4).toString());
        }
        for (auto it = links.cbegin(); it != links.cend(); ++it)
            m_children[parents.value(it.key())].append(it.value());
    }
    return {};
}

QStringList SqliteStorage::tables() const
{
    QStringList names = m_tables.keys();
    names.sort();
    return names;
}

QStringList SqliteStorage::columns(const QString& table) const
{
    return m_tables.value(table).columns;
}
QStringList SqliteStorage::keyColumns(const QString& table) const
{
    return m_tables.value(table).key;
}
QList<ChildLink> SqliteStorage::children(const QString& table) const
{
    return m_children.value(table);
}

Result<void> SqliteStorage::checkNames(const QString& table, const QStringList& names) const
{
    const auto it = m_tables.constFind(table);
    return sqlterms::checkNames(table, it == m_tables.cend() ? nullptr : &it->columns, names);
}

QString SqliteStorage::whereClause(const Filter& filter, QVariantList& binds) const
{
    return sqlterms::whereClause(filter, binds, bindable);
}

Result<void> SqliteStorage::run(QSqlQuery& query, const QString& sql, const QVariantList& binds, Error::Kind kind,
                                const QString& what) const
{
    if (!query.prepare(sql))
        return dbError(what, query.lastError());
    for (const QVariant& value : binds)
        query.addBindValue(value);
    if (!query.exec()) {
        if (kind == Error::Kind::Database)
            return dbError(what, query.lastError());
        return writeError(what, query.lastError(), kind,
                          QStringLiteral("%1: %2").arg(what, query.lastError().databaseText()));
    }
    return {};
}

Result<void> SqliteStorage::transaction(const std::function<Result<void>()>& work)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (m_depth > 0) {
        ++m_depth;
        Result<void> r = work();
        --m_depth;
        return r;
    }
    if (!m_rollbackJournal) {
        if (auto r = ensureWal(); !r)
            return r;
    }
    if (auto r = exec(QStringLiteral("BEGIN IMMEDIATE")); !r)
        return r;
    // Every write counts itself in the write mark, first thing, so that the mark's page is in every
    // commit of the WAL and its before-image is in every rollback journal (storage/JournalCheck.h).
    const bool marked = m_mode == Mode::ReadWrite && m_version >= schema::kWriteMarkVersion;
    if (marked) {
        if (auto r = exec(QString::fromLatin1(schema::kCountWrite)); !r) {
            (void)exec(QStringLiteral("ROLLBACK"));
            return r;
        }
    }
    sqlite3* native = handle();
    const qint64 changesBefore = native ? sqlite3_total_changes64(native) : 0;
    ++m_depth;
    Result<void> r = work();
    // The indexes deferIndex dropped are built again before the commit, each in one sorted pass (in
    // the order of their names); a rollback restores them as they were.
    // SQLite's sorter may sort parts of an index on helper threads meanwhile (PRAGMA threads, one
    // for each core: the reading thread of an import has finished by then). A million shuffled
    // submit times on two quiet cores, in sqlite3: 0.36-0.41 s without, 0.31-0.34 s with 2 threads
    // (and 0.39-0.42 s with 1, 0.34-0.35 s with 3 or 4).
    QStringList deferred = m_deferredIndexes.keys();
    deferred.sort();
    const int cores = QThread::idealThreadCount();
    const int helpers = cores > 1 ? std::min(cores, 4) : 0;
    if (r && !deferred.isEmpty() && helpers > 0)
        (void)exec(QStringLiteral("PRAGMA threads=%1").arg(helpers)); // only a hint: without it, one thread
    for (const QString& index : std::as_const(deferred)) {
        if (!r)
            break;
        r = exec(m_deferredIndexes.value(index));
    }
    if (!deferred.isEmpty() && helpers > 0)
        (void)exec(QStringLiteral("PRAGMA threads=0"));
    m_deferredIndexes.clear();
    --m_depth;
    if (!r) {
        (void)exec(QStringLiteral("ROLLBACK")); // the first error is the one to report
        return r;
    }
    // A transaction that changed nothing but the mark leaves the file as it was.
    if (marked && native && sqlite3_total_changes64(native) == changesBefore)
        return exec(QStringLiteral("ROLLBACK"));
    if (auto c = exec(QStringLiteral("COMMIT")); !c) {
        (void)exec(QStringLiteral("ROLLBACK")); // the first error is the one to report
        return c;
    }
    m_wrote = true;
    checkpointIfLarge();
    return {};
}

Result<void> SqliteStorage::bulkTransaction(const std::function<Result<void>()>& work)
{
    // In WAL mode every new page is written twice: into the WAL, then by the checkpoint into the
    // file. With a rollback journal, pages added past the end of the file are written once, and only
    // the few pages that existed before are copied into the journal (a million-job log: some 100 MB
    // less to write, and no checkpoint after the commit). Leaving WAL mode needs the file to itself:
    // tried without waiting, and when another connection (here or in another process) has it open,
    // the rows go through the WAL as in every other transaction. A crash midway leaves a journal
    // that SQLite rolls back at the next opening, as it does the WAL's uncommitted frames.
    if (m_depth > 0 || m_mode == Mode::ReadOnly || OpenFiles::instance().count(m_canonicalPath) > 1)
        return transaction(work);
    if (auto r = ensureWal(); !r) // a file from before the WAL: its journal mode is the usual one
        return r;
    // Leaving WAL mode checkpoints the WAL: what this connection wrote there gets a new base first.
    if (m_walFrames > 0) {
        if (auto r = rebase(); !r)
            return r;
    }
    // The file's header as it is: a refused write puts it back (switching the journal mode and back
    // counts two changes in it, though nothing else changed).
    // Read through SQLite's own file handle: a descriptor opened and closed here would drop the locks
    // SQLite holds on the file.
    QByteArray header(100, '\0');
    sqlite3_file* file = nullptr;
    if (sqlite3* native = handle();
        !native || sqlite3_file_control(native, "main", SQLITE_FCNTL_FILE_POINTER, &file) != SQLITE_OK || !file ||
        !file->pMethods || file->pMethods->xRead(file, header.data(), int(header.size()), 0) != SQLITE_OK)
        header.clear();
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    const auto journalMode = [&](const QString& mode) {
        const bool set = query.exec(QStringLiteral("PRAGMA journal_mode=") + mode) && query.next() &&
                         query.value(0).toString().compare(mode, Qt::CaseInsensitive) == 0;
        query.finish();
        return set;
    };
    (void)exec(QStringLiteral("PRAGMA busy_timeout=0"));
    const bool alone = journalMode(QStringLiteral("DELETE"));
    (void)exec(QStringLiteral("PRAGMA busy_timeout=%1").arg(kBusyTimeoutMs));
    if (!alone)
        return transaction(work);
    m_wal = false;
    m_rollbackJournal = true;
    // Without the WAL, NORMAL would not sync the journal before the file is written.
    Result<void> r = exec(QStringLiteral("PRAGMA synchronous=FULL"));
    if (r)
        r = transaction(work);
    m_rollbackJournal = false;
    (void)exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
    if (!r && header.size() == 100) {
        // Nothing was written: the rollback journal put every page back, the header but for its
        // change counter included. The header as it was also says WAL, which SQLite takes up again.
        restoreHeader(header);
        return r;
    }
    // Back to WAL, waiting for a reader that came meanwhile as long as any write waits; should that
    // fail, the next connection that writes switches it (ensureWal).
    if (auto back = ensureWal(); !back && r)
        qWarning("%s: left with a rollback journal after a bulk write: %s", qPrintable(m_path),
                 qPrintable(back.error().message));
    return r;
}

void SqliteStorage::restoreHeader(const QByteArray& header)
{
    sqlite3* native = handle();
    if (!native)
        return;
    // An exclusive lock: no other connection reads the file while its header changes under it. Then
    // SQLite's own file handle (a descriptor opened and closed here would drop SQLite's locks).
    if (!exec(QStringLiteral("BEGIN EXCLUSIVE")))
        return;
    sqlite3_file* file = nullptr;
    if (sqlite3_file_control(native, "main", SQLITE_FCNTL_FILE_POINTER, &file) == SQLITE_OK && file && file->pMethods) {
        if (file->pMethods->xWrite(file, header.constData(), int(header.size()), 0) == SQLITE_OK)
            file->pMethods->xSync(file, SQLITE_SYNC_NORMAL);
    }
    // The page cache still holds the header SQLite wrote; ending the transaction and the change
    // counter it then reads back make it read the file again (and take up its WAL mode).
    (void)exec(QStringLiteral("ROLLBACK"));
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (query.exec(QStringLiteral("PRAGMA journal_mode")) && query.next())
        m_wal = query.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) == 0;
}

Result<qint64> SqliteStorage::changeMark() const
{
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!query.exec(QStringLiteral("PRAGMA data_version")) || !query.next())
        return dbError(Text::tr("Reading the data version"), query.lastError());
    return query.value(0).toLongLong();
}

Result<QList<Row>> SqliteStorage::select(const QString& table, const Filter& filter, const QStringList& orderBy) const
{
    if (auto r = checkNames(table, filter.keys() + orderBy); !r)
        return r.error();
    QVariantList binds;
    QString sql = QStringLiteral("SELECT * FROM ") + quoted(table) + whereClause(filter, binds);
    QStringList order = orderBy.isEmpty() ? m_tables.value(table).key : orderBy;
    if (!order.isEmpty()) {
        for (QString& column : order)
            column = quoted(column);
        sql += QStringLiteral(" ORDER BY ") + order.join(QStringLiteral(", "));
    }
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    query.setForwardOnly(true);
    if (auto r = run(query, sql, binds, Error::Kind::Database, Text::tr("Reading %1").arg(table)); !r)
        return r.error();
    QList<Row> rows;
    while (query.next()) {
        const QSqlRecord record = query.record();
        Row row;
        for (int i = 0; i < record.count(); ++i)
            // SQL NULL comes back as an invalid QVariant, never as a null QString that a later
            // insert would bind as '' (undo of a removal must restore NULLs exactly).
            row.insert(record.fieldName(i), record.isNull(i) ? QVariant() : record.value(i));
        rows.append(row);
    }
    // A row SQLite could not read (a damaged page) ends the loop as the last row would: say so.
    if (query.lastError().isValid())
        return dbError(Text::tr("Reading %1").arg(table), query.lastError());
    return rows;
}

QString SqliteStorage::scanStatement(const QString& table, const QStringList& columns, const QStringList& terms) const
{
    QStringList list = columns;
    for (QString& column : list)
        column = quoted(column);
    QStringList order = m_tables.value(table).key;
    for (QString& column : order)
        column = quoted(column);
    QString sql =
        QStringLiteral("SELECT ") + list.join(QStringLiteral(", ")) + QStringLiteral(" FROM ") + quoted(table);
    if (!terms.isEmpty())
        sql += QStringLiteral(" WHERE ") + terms.join(QStringLiteral(" AND "));
    if (!order.isEmpty())
        sql += QStringLiteral(" ORDER BY ") + order.join(QStringLiteral(", "));
    return sql;
}

Result<void> SqliteStorage::scan(const QString& table, const QStringList& columns,
                                 const std::function<bool(const QVariantList&)>& visit) const
{
    if (auto r = checkNames(table, columns); !r)
        return r;
    const QString sql = scanStatement(table, columns);
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    query.setForwardOnly(true);
    if (!query.exec(sql))
        return dbError(Text::tr("Reading %1").arg(table), query.lastError());
    QVariantList values(columns.size());
    while (query.next()) {
        for (int i = 0; i < columns.size(); ++i)
            values[i] = query.isNull(i) ? QVariant() : query.value(i);
        if (!visit(values))
            return {};
    }
    if (query.lastError().isValid())
        return dbError(Text::tr("Reading %1").arg(table), query.lastError());
    return {};
}

Result<qint64> SqliteStorage::count(const QString& table, const Filter& filter) const
{
    if (auto r = checkNames(table, filter.keys()); !r)
        return r.error();
    QVariantList binds;
    const QString sql = QStringLiteral("SELECT count(*) FROM ") + quoted(table) + whereClause(filter, binds);
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (auto r = run(query, sql, binds, Error::Kind::Database, Text::tr("Counting %1").arg(table)); !r)
        return r.error();
    if (!query.next())
        return dbError(Text::tr("Counting %1").arg(table), query.lastError());
    return query.value(0).toLongLong();
}

QStringList SqliteStorage::conditionTerms(const QList<Condition>& where, QVariantList& binds)
{
    return sqlterms::conditionTerms(where, binds, bindable);
}

Result<void> SqliteStorage::page(const QString& table, const PageQuery& query,
                                 const std::function<bool(const QVariantList&)>& visit) const
{
    const TableInfo info = m_tables.value(table);
    if (info.key.size() != 1)
        return Error{Error::Kind::Usage, Text::tr("%1 cannot be read in pages").arg(table)};
    QStringList names = query.columns;
    for (const Condition& condition : query.where)
        names.append(condition.column);
    if (!query.orderBy.isEmpty())
        names.append(query.orderBy);
    if (auto r = checkNames(table, names); !r)
        return r;
    const QString key = quoted(info.key.first());
    const QString order = query.orderBy.isEmpty() ? key : quoted(query.orderBy);
    QStringList list = query.columns;
    for (QString& column : list)
        column = quoted(column);
    list << order << key;
    QVariantList binds;
    QStringList terms = conditionTerms(query.where, binds);
    const QString direction = query.descending ? QStringLiteral(" DESC") : QString();
    if (query.after.size() == 2) {
        // Keyset paging: a row value comparison walks the order's index from the previous page's end.
        terms.append(u'(' + order + QStringLiteral(", ") + key +
                     (query.descending ? QStringLiteral(") < (?, ?)") : QStringLiteral(") > (?, ?)")));
        binds << bindable(query.after.at(0)) << bindable(query.after.at(1));
    }
    QString sql =
        QStringLiteral("SELECT ") + list.join(QStringLiteral(", ")) + QStringLiteral(" FROM ") + quoted(table);
    if (!terms.isEmpty())
        sql += QStringLiteral(" WHERE ") + terms.join(QStringLiteral(" AND "));
    sql += QStringLiteral(" ORDER BY ") + order + direction + QStringLiteral(", ") + key + direction;
    sql += QStringLiteral(" LIMIT ? OFFSET ?");
    binds << query.limit << query.skip;
    QSqlQuery sqlQuery(QSqlDatabase::database(m_connection, false));
    sqlQuery.setForwardOnly(true);
    if (auto r = run(sqlQuery, sql, binds, Error::Kind::Database, Text::tr("Reading %1").arg(table)); !r)
        return r;
    QVariantList values(list.size());
    while (sqlQuery.next()) {
        for (int i = 0; i < list.size(); ++i)
            values[i] = sqlQuery.isNull(i) ? QVariant() : sqlQuery.value(i);
        if (!visit(values))
            return {};
    }
    if (sqlQuery.lastError().isValid())
        return dbError(Text::tr("Reading %1").arg(table), sqlQuery.lastError());
    return {};
}

Result<QVariantList> SqliteStorage::distinct(const QString& table, const QString& column,
                                             const QList<Condition>& where) const
{
    QStringList names{column};
    for (const Condition& condition : where)
        names.append(condition.column);
    if (auto r = checkNames(table, names); !r)
        return r.error();
    QVariantList binds;
    QStringList terms = conditionTerms(where, binds);
    terms.prepend(quoted(column) + QStringLiteral(" IS NOT NULL"));
    const QString sql = QStringLiteral("SELECT DISTINCT ") + quoted(column) + QStringLiteral(" FROM ") + quoted(table) +
                        QStringLiteral(" WHERE ") + terms.join(QStringLiteral(" AND ")) + QStringLiteral(" ORDER BY 1");
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    query.setForwardOnly(true);
    if (auto r = run(query, sql, binds, Error::Kind::Database, Text::tr("Reading %1").arg(table)); !r)
        return r.error();
    QVariantList values;
    while (query.next())
        values.append(query.value(0));
    if (query.lastError().isValid())
        return dbError(Text::tr("Reading %1").arg(table), query.lastError());
    return values;
}

Result<qint64> SqliteStorage::countWhere(const QString& table, const QList<Condition>& where) const
{
    QStringList names;
    for (const Condition& condition : where)
        names.append(condition.column);
    if (auto r = checkNames(table, names); !r)
        return r.error();
    QVariantList binds;
    const QStringList terms = conditionTerms(where, binds);
    QString sql = QStringLiteral("SELECT count(*) FROM ") + quoted(table);
    if (!terms.isEmpty())
        sql += QStringLiteral(" WHERE ") + terms.join(QStringLiteral(" AND "));
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (auto r = run(query, sql, binds, Error::Kind::Database, Text::tr("Counting %1").arg(table)); !r)
        return r.error();
    if (!query.next())
        return dbError(Text::tr("Counting %1").arg(table), query.lastError());
    return query.value(0).toLongLong();
}

Result<qint64> SqliteStorage::insert(const QString& table, const Row& row)
{
    if (m_depth == 0)
        return inTransaction<qint64>([&] { return insert(table, row); });
    const QStringList names = row.keys();
    if (auto r = checkNames(table, names); !r)
        return r.error();
    if (auto refused = nullIntoNotNull(table, row))
        return *refused;
    const QString sql = insertStatement(table, names);
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!query.prepare(sql))
        return dbError(Text::tr("Writing %1").arg(table), query.lastError());
    for (const QString& name : names)
        query.addBindValue(bindable(row.value(name)));
    if (!query.exec())
        return writeError(table, query.lastError(), Error::Kind::Conflict,
                          Text::tr("Cannot add to %1: %2").arg(table, query.lastError().databaseText()));
    return m_tables.value(table).integerKey ? query.lastInsertId().toLongLong() : qint64(0);
}

Result<qint64> SqliteStorage::insertMany(const QString& table, const QStringList& columns,
                                         const std::function<bool(QVariantList&)>& next)
{
    if (m_depth == 0)
        return inTransaction<qint64>([&] { return insertMany(table, columns, next); });
    if (auto r = checkNames(table, columns); !r)
        return r.error();
    const QString sql = insertStatement(table, columns);
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!query.prepare(sql))
        return dbError(Text::tr("Writing %1").arg(table), query.lastError());
    QVariantList values(columns.size());
    qint64 written = 0;
    while (next(values)) {
        for (int i = 0; i < columns.size(); ++i)
            query.bindValue(i, bindable(values.at(i)));
        if (!query.exec()) {
            if (auto refused = nullIntoNotNull(table, columns, values))
                return *refused;
            return writeError(
                table, query.lastError(), Error::Kind::Conflict,
                Text::tr("Cannot add row %1 to %2: %3").arg(written + 1).arg(table, query.lastError().databaseText()));
        }
        ++written;
    }
    return written;
}

Result<qint64> SqliteStorage::insertCopied(const QString& table, const QStringList& columns,
                                           const std::function<bool(QVariantList&)>& next)
{
    const QString trigger = QString::fromLatin1(schema::kChainedTrigger);
    if (table != QLatin1String(schema::kAuditLogTable) || m_version < schema::kChainVersion)
        return insertMany(table, columns, next);
    // The statement that made the trigger, as its schema step wrote it (the schema check compares it).
    QString create;
    for (const QString& statement : schema::upgradeStep(schema::kChainVersion)) {
        if (statement.startsWith(QStringLiteral("CREATE TRIGGER ") + trigger))
            create = statement;
    }
    if (create.isEmpty())
        return Error{Error::Kind::Integrity, Text::tr("Unknown table %1").arg(trigger)};
    return inTransaction<qint64>([&]() -> Result<qint64> {
        if (auto r = exec(QStringLiteral("DROP TRIGGER main.") + quoted(trigger)); !r)
            return r.error();
        auto written = insertMany(table, columns, next);
        if (!written)
            return written;
        if (auto r = exec(create); !r)
            return r.error();
        return written;
    });
}

namespace {

/// Rows an INSERT of insertCells writes at once (fewer when SQLite's limit of bound values is lower).
constexpr int kRowsPerInsert = 64;

/// A statement of the SQLite C API, finalized when it goes.
struct NativeStatement {
    sqlite3_stmt* statement = nullptr;
    NativeStatement() = default;
    NativeStatement(const NativeStatement&) = delete;
    NativeStatement& operator=(const NativeStatement&) = delete;
    ~NativeStatement() { sqlite3_finalize(statement); }
};

QString nativeMessage(sqlite3* db)
{
    return QString::fromUtf8(sqlite3_errmsg(db));
}

} // namespace

Result<qint64> SqliteStorage::insertCells(const QString& table, const QStringList& columns, const CellBatch& rows)
{
    if (m_depth == 0)
        return inTransaction<qint64>([&] { return insertCells(table, columns, rows); });
    if (auto r = checkNames(table, columns); !r)
        return r.error();
    if (rows.columnCount() != columns.size())
        return Error{Error::Kind::Usage, Text::tr("Cannot write %1: %2 values a row for %3 columns")
                                             .arg(table)
                                             .arg(rows.columnCount())
                                             .arg(columns.size())};
    if (rows.isEmpty())
        return qint64(0);
    const QString what = Text::tr("Writing %1").arg(table);
    sqlite3* db = handle();
    if (!db)
        return dbError(what, QStringLiteral("no SQLite connection"));
    const int n = rows.columnCount();
    const qsizetype count = rows.rowCount();
    // Many rows a statement: each execution of an INSERT opens and closes its cursors on the table,
    // its indexes and the parents of its foreign keys, which for one row a statement was about a
    // third of SQLite's work on a million jobs. A statement that fails is undone whole (SQLite's
    // statement journal), and its rows are then written one by one to find the row to blame.
    const int perStatement =
        std::max(1, std::min(kRowsPerInsert, sqlite3_limit(db, SQLITE_LIMIT_VARIABLE_NUMBER, -1) / std::max(1, n)));
    const auto prepare = [&](int tuples, NativeStatement& into) -> std::optional<Error> {
        const QByteArray sql = insertStatement(table, columns, tuples).toUtf8();
        if (int rc = sqlite3_prepare_v3(db, sql.constData(), int(sql.size()), SQLITE_PREPARE_PERSISTENT,
                                        &into.statement, nullptr);
            rc != SQLITE_OK)
            return dbError(what, rc, nativeMessage(db));
        return std::nullopt;
    };
    const auto bindRow = [&](sqlite3_stmt* st, qsizetype row, int first) {
        for (int c = 0; c < n; ++c) {
            const int at = first + c + 1;
            switch (rows.type(row, c)) {
            case CellBatch::Type::Null:
                sqlite3_bind_null(st, at);
                break;
            case CellBatch::Type::Integer:
                sqlite3_bind_int64(st, at, rows.integer(row, c));
                break;
            case CellBatch::Type::Real:
                sqlite3_bind_double(st, at, rows.real(row, c));
                break;
            case CellBatch::Type::Text: {
                const std::string_view text = rows.text(row, c);
                // The batch outlives the step: SQLite need not copy the text.
                sqlite3_bind_text(st, at, text.data(), int(text.size()), SQLITE_STATIC);
                break;
            }
            }
        }
    };
    NativeStatement one;
    if (auto e = prepare(1, one))
        return *e;
    const auto writeOne = [&](qsizetype row) -> std::optional<Error> {
        sqlite3_stmt* st = one.statement;
        bindRow(st, row, 0);
        const int rc = sqlite3_step(st);
        if (rc == SQLITE_DONE) {
            sqlite3_reset(st);
            return std::nullopt;
        }
        const QString message = nativeMessage(db);
        sqlite3_reset(st);
        QVariantList values; // only which cells are NULL matters to the check
        for (int c = 0; c < n; ++c)
            values.append(rows.isNull(row, c) ? QVariant() : QVariant(1));
        if (auto refused = nullIntoNotNull(table, columns, values))
            return *refused;
        if (Error database = dbError(table, rc, message); database.kind != Error::Kind::Database)
            return database;
        return Error{Error::Kind::Conflict, Text::tr("Cannot add row %1 to %2: %3").arg(row + 1).arg(table, message)};
    };
    qsizetype row = 0;
    if (perStatement > 1 && count >= perStatement) {
        NativeStatement many;
        if (auto e = prepare(perStatement, many))
            return *e;
        sqlite3_stmt* st = many.statement;
        for (; row + perStatement <= count; row += perStatement) {
            for (int k = 0; k < perStatement; ++k)
                bindRow(st, row + k, k * n);
            const int rc = sqlite3_step(st);
            if (rc == SQLITE_DONE) {
                sqlite3_reset(st);
                continue;
            }
            const QString message = nativeMessage(db);
            sqlite3_reset(st);
            for (int k = 0; k < perStatement; ++k) {
                if (auto e = writeOne(row + k))
                    return *e;
            }
            // Not a row's fault (SQLITE_BUSY, a full disk): what SQLite said of the statement.
            return dbError(what, rc, message);
        }
    }
    for (; row < count; ++row) {
        if (auto e = writeOne(row))
            return *e;
    }
    return qint64(count);
}

Result<void> SqliteStorage::scanCells(const QString& table, const QStringList& columns, qsizetype batchRows,
                                      const std::function<bool(const CellBatch&)>& visit,
                                      const QList<Condition>& where) const
{
    QStringList names = columns;
    for (const Condition& condition : where)
        names.append(condition.column);
    if (auto r = checkNames(table, names); !r)
        return r;
    const QString what = Text::tr("Reading %1").arg(table);
    sqlite3* db = handle();
    if (!db)
        return dbError(what, QStringLiteral("no SQLite connection"));
    QVariantList binds;
    const QStringList terms = conditionTerms(where, binds);
    const QByteArray sql = scanStatement(table, columns, terms).toUtf8();
    NativeStatement select;
    if (int rc = sqlite3_prepare_v2(db, sql.constData(), int(sql.size()), &select.statement, nullptr); rc != SQLITE_OK)
        return dbError(what, rc, nativeMessage(db));
    sqlite3_stmt* st = select.statement;
    for (int i = 0; i < int(binds.size()); ++i) {
        const QVariant& value = binds.at(i);
        int rc = SQLITE_OK;
        switch (value.typeId()) {
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
        case QMetaType::ULongLong:
        case QMetaType::Bool:
            rc = sqlite3_bind_int64(st, i + 1, value.toLongLong());
            break;
        case QMetaType::Double:
            rc = sqlite3_bind_double(st, i + 1, value.toDouble());
            break;
        default:
            if (value.isNull()) {
                rc = sqlite3_bind_null(st, i + 1);
            } else {
                const QByteArray text = value.toString().toUtf8();
                rc = sqlite3_bind_text(st, i + 1, text.constData(), int(text.size()), SQLITE_TRANSIENT);
            }
            break;
        }
        if (rc != SQLITE_OK)
            return dbError(what, rc, nativeMessage(db));
    }
    const int n = int(columns.size());
    const qsizetype limit = std::max<qsizetype>(1, batchRows);
    CellBatch batch(n);
    batch.reserve(limit);
    int rc = SQLITE_ROW;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        for (int c = 0; c < n; ++c) {
            // One column call per cell, then the value's own accessors: each sqlite3_column_* call
            // checks the statement and its cursor again (a quarter of loading a million jobs). The
            // value is unprotected, which is safe here: a connection is used by one thread at a time.
            sqlite3_value* value = sqlite3_column_value(st, c);
            switch (sqlite3_value_type(value)) {
            case SQLITE_NULL:
                batch.addNull();
                break;
            case SQLITE_INTEGER:
                batch.addInteger(qint64(sqlite3_value_int64(value)));
                break;
            case SQLITE_FLOAT:
                batch.addReal(sqlite3_value_double(value));
                break;
            default: { // TEXT (and BLOB, which GateBench does not write): the bytes as stored
                const auto* bytes = reinterpret_cast<const char*>(sqlite3_value_text(value));
                batch.addText(std::string_view(bytes ? bytes : "", size_t(sqlite3_value_bytes(value))));
                break;
            }
            }
        }
        if (batch.rowCount() >= limit) {
            if (!visit(batch))
                return {};
            batch.clear();
        }
    }
    if (rc != SQLITE_DONE)
        return dbError(what, rc, nativeMessage(db));
    if (!batch.isEmpty())
        visit(batch);
    return {};
}

Result<bool> SqliteStorage::deferIndex(const QString& table, const QString& index)
{
    if (auto r = checkNames(table, {}); !r)
        return r.error();
    if (m_depth == 0 || m_deferredIndexes.contains(index))
        return false; // only inside a transaction (whose rollback restores the index), and once
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    const QString what = Text::tr("Reading the schema");
    if (auto r = run(query,
                     QStringLiteral("SELECT sql FROM main.sqlite_schema WHERE type = 'index' AND name = ? AND "
                                    "tbl_name = ? AND sql IS NOT NULL"),
                     {index, table}, Error::Kind::Database, what);
        !r)
        return r.error();
    if (!query.next())
        return Error{Error::Kind::Usage, Text::tr("%1 has no index %2").arg(table, index)};
    const QString create = query.value(0).toString();
    query.finish();
    if (auto r = exec(QStringLiteral("DROP INDEX main.") + quoted(index)); !r)
        return r.error();
    m_deferredIndexes.insert(index, create);
    return true;
}

Result<int> SqliteStorage::update(const QString& table, const Filter& key, const Row& changes)
{
    if (changes.isEmpty())
        return 0;
    if (m_depth == 0)
        return inTransaction<int>([&] { return update(table, key, changes); });
    if (auto r = checkNames(table, key.keys() + changes.keys()); !r)
        return r.error();
    if (auto refused = nullIntoNotNull(table, changes))
        return *refused;
    QStringList sets;
    QVariantList binds;
    for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
        sets.append(quoted(it.key()) + QStringLiteral(" = ?"));
        binds.append(bindable(it.value()));
    }
    const QString sql = QStringLiteral("UPDATE ") + quoted(table) + QStringLiteral(" SET ") +
                        sets.join(QStringLiteral(", ")) + whereClause(key, binds);
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (auto r = run(query, sql, binds, Error::Kind::Conflict, Text::tr("Cannot change %1").arg(table)); !r)
        return r.error();
    return query.numRowsAffected();
}

Result<int> SqliteStorage::remove(const QString& table, const Filter& filter)
{
    if (m_depth == 0)
        return inTransaction<int>([&] { return remove(table, filter); });
    if (auto r = checkNames(table, filter.keys()); !r)
        return r.error();
    QVariantList binds;
    const QString sql = QStringLiteral("DELETE FROM ") + quoted(table) + whereClause(filter, binds);
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (auto r = run(query, sql, binds, Error::Kind::Conflict, Text::tr("Cannot remove from %1").arg(table)); !r)
        return r.error();
    return query.numRowsAffected();
}

Result<qint64> SqliteStorage::updateEach(const QString& table, const QString& column, const std::vector<qint64>& ids,
                                         const Filter& filter, const Row& changes)
{
    if (changes.isEmpty() || ids.empty())
        return qint64(0);
    if (m_depth == 0)
        return inTransaction<qint64>([&] { return updateEach(table, column, ids, filter, changes); });
    if (auto r = checkNames(table, filter.keys() + changes.keys() + QStringList{column}); !r)
        return r.error();
    if (auto refused = nullIntoNotNull(table, changes))
        return *refused;
    const QString what = Text::tr("Cannot change %1").arg(table);
    sqlite3* db = handle();
    if (!db)
        return dbError(what, QStringLiteral("no SQLite connection"));
    QStringList sets;
    QVariantList head;
    for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
        sets.append(quoted(it.key()) + QStringLiteral(" = ?"));
        head.append(bindable(it.value()));
    }
    QString where = whereClause(filter, head);
    where += (where.isEmpty() ? QStringLiteral(" WHERE ") : QStringLiteral(" AND ")) + quoted(column) +
             QStringLiteral(" IN (");
    const QString prefix =
        QStringLiteral("UPDATE ") + quoted(table) + QStringLiteral(" SET ") + sets.join(QStringLiteral(", ")) + where;
    // As many ids a statement as SQLite binds (one statement prepared for the full ones, reused).
    const qsizetype perStatement = std::max<qsizetype>(
        1, std::min<qsizetype>(kUpdateEachIds, sqlite3_limit(db, SQLITE_LIMIT_VARIABLE_NUMBER, -1) - head.size()));
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    qsizetype prepared = 0;
    qint64 changed = 0;
    for (size_t from = 0; from < ids.size(); from += size_t(perStatement)) {
        const qsizetype n = qsizetype(std::min(ids.size() - from, size_t(perStatement)));
        if (n != prepared) {
            if (!query.prepare(prefix + QStringList(n, QStringLiteral("?")).join(u',') + u')'))
                return dbError(what, query.lastError());
            prepared = n;
        }
        int at = 0;
        for (const QVariant& value : std::as_const(head))
            query.bindValue(at++, value);
        for (qsizetype i = 0; i < n; ++i)
            query.bindValue(at++, qlonglong(ids[from + size_t(i)]));
        if (!query.exec())
            return writeError(what, query.lastError(), Error::Kind::Conflict,
                              QStringLiteral("%1: %2").arg(what, query.lastError().databaseText()));
        changed += query.numRowsAffected();
    }
    return changed;
}

/// Statements prepared once per table and column set (a few at most in one import) and reused for
/// every row: the cost of preparing SQL per row was most of an import's time.
class SqliteBulkWriter final : public BulkWriter {
public:
    explicit SqliteBulkWriter(SqliteStorage& storage)
        : m_storage(storage)
    {}

    Result<void> insert(const QString& table, const Row& row) override
    {
        // The same table and columns as the row before, nearly always: checked without copying the names.
        Statement* last = m_lastInsert;
        const bool same = last && last->table == table && last->columns.size() == row.size() &&
                          std::equal(row.keyBegin(), row.keyEnd(), last->columns.cbegin());
        auto statement = same ? Result<Statement*>(last) : find(Kind::Insert, table, row.keys(), {});
        if (!statement)
            return statement.error();
        m_lastInsert = *statement;
        if (sqlite3_stmt* native = (*statement)->native.get()) {
            // Bound through SQLite itself: Qt's bindValue names a placeholder with QString::arg for
            // every value, a fixed cost that dominated narrow rows (issue 28, item 10). The values
            // are bound as QSQLITE binds them.
            int i = 1;
            int rc = SQLITE_OK;
            for (auto it = row.cbegin(); it != row.cend() && rc == SQLITE_OK; ++it)
                rc = bindNative(native, i++, it.value());
            if (rc == SQLITE_OK)
                rc = sqlite3_step(native);
            const QString detail =
                rc == SQLITE_DONE ? QString() : QString::fromUtf8(sqlite3_errmsg(m_storage.handle()));
            sqlite3_reset(native);
            sqlite3_clear_bindings(native);
            if (rc == SQLITE_DONE)
                return {};
            if (auto refused = m_storage.nullIntoNotNull(table, row))
                return *refused;
            const QSqlError error(QStringLiteral("Unable to fetch row"), detail, QSqlError::StatementError,
                                  QString::number(rc));
            return m_storage.writeError(table, error, Error::Kind::Conflict,
                                        Text::tr("Cannot add to %1: %2").arg(table, detail));
        }
        QSqlQuery& query = (*statement)->query;
        int i = 0;
        for (auto it = row.cbegin(); it != row.cend(); ++it)
            query.bindValue(i++, bindable(it.value()));
        if (!query.exec()) {
            if (auto refused = m_storage.nullIntoNotNull(table, row))
                return *refused;
            return m_storage.writeError(table, query.lastError(), Error::Kind::Conflict,
                                        Text::tr("Cannot add to %1: %2").arg(table, query.lastError().databaseText()));
        }
        return {};
    }

    Result<void> insertRows(const QString& table, const QStringList& columns, const QList<QVariantList>& rows) override
    {
        // Many rows a statement, as insertCells writes them: each execution of an INSERT opens and
        // closes its cursors and evaluates the CHECKs' IN lists into a fresh ephemeral table, a fixed
        // cost per statement that narrow rows paid per row (issue 28, item 10). Bound as insert()
        // binds, so the stored bytes are the same. A statement that fails is undone whole (SQLite's
        // statement journal); its rows are then written one by one, so that the error is the one
        // insert() gives for the row at fault.
        sqlite3* db = m_storage.handle();
        const int n = int(columns.size());
        const int perStatement =
            db && n > 0 ? std::min(kRowsPerInsert, sqlite3_limit(db, SQLITE_LIMIT_VARIABLE_NUMBER, -1) / n) : 1;
        qsizetype at = 0;
        if (perStatement > 1 && rows.size() >= perStatement) {
            auto many = manyStatement(table, columns, perStatement);
            if (!many)
                return many.error();
            sqlite3_stmt* st = *many;
            for (; at + perStatement <= rows.size(); at += perStatement) {
                // The statement's texts as UTF-8 in one buffer that outlives the step, bound without
                // a copy: SQLite converted each UTF-16 value a character at a time and copied it, a
                // large part of a narrow row's cost (issue 28, item 10). The stored bytes are the same.
                qsizetype room = 1;
                for (int k = 0; k < perStatement; ++k) {
                    for (const QVariant& value : rows.at(at + k)) {
                        if (value.typeId() == QMetaType::QString)
                            room += static_cast<const QString*>(value.constData())->size() * 3;
                    }
                }
                if (qsizetype(m_utf8.size()) < room)
                    m_utf8.resize(std::size_t(room));
                char* free = m_utf8.data();
                int i = 1;
                int rc = SQLITE_OK;
                for (int k = 0; k < perStatement && rc == SQLITE_OK; ++k) {
                    const QVariantList& values = rows.at(at + k);
                    for (int c = 0; c < n && rc == SQLITE_OK; ++c) {
                        const QVariant none;
                        const QVariant& value = c < values.size() ? values.at(c) : none;
                        // A text (a QString variant is never a null variant): bound unless a null QString.
                        if (value.typeId() == QMetaType::QString &&
                            !static_cast<const QString*>(value.constData())->isNull()) {
                            char* end = m_encoder.appendToBuffer(free, *static_cast<const QString*>(value.constData()));
                            rc = sqlite3_bind_text(st, i++, free, int(end - free), SQLITE_STATIC);
                            free = end;
                        } else {
                            rc = bindNative(st, i++, value);
                        }
                    }
                }
                if (rc == SQLITE_OK)
                    rc = sqlite3_step(st);
                sqlite3_reset(st);
                sqlite3_clear_bindings(st);
                if (rc != SQLITE_DONE)
                    break;
            }
        }
        for (; at < rows.size(); ++at) {
            const QVariantList& values = rows.at(at);
            Row row;
            for (qsizetype c = 0; c < columns.size(); ++c)
                row.insert(columns.at(c), values.value(c));
            if (auto r = insert(table, row); !r)
                return r;
        }
        return {};
    }

    Result<int> update(const QString& table, const Filter& key, const Row& changes) override
    {
        if (changes.isEmpty())
            return 0;
        auto statement = find(Kind::Update, table, changes.keys(), key.keys());
        if (!statement)
            return statement.error();
        QSqlQuery& query = (*statement)->query;
        int i = 0;
        for (auto it = changes.cbegin(); it != changes.cend(); ++it)
            query.bindValue(i++, bindable(it.value()));
        for (auto it = key.cbegin(); it != key.cend(); ++it)
            query.bindValue(i++, bindable(it.value()));
        if (!query.exec()) {
            if (auto refused = m_storage.nullIntoNotNull(table, changes))
                return *refused;
            return m_storage.writeError(table, query.lastError(), Error::Kind::Conflict,
                                        Text::tr("Cannot change %1: %2").arg(table, query.lastError().databaseText()));
        }
        return query.numRowsAffected();
    }

    Result<qint64> keep(const QString& slot, const QString& table, const Filter& key) override
    {
        auto statement = find(Kind::Keep, table, {}, key.keys());
        if (!statement)
            return statement.error();
        QSqlQuery& query = (*statement)->query;
        query.bindValue(0, slot);
        int i = 1;
        for (auto it = key.cbegin(); it != key.cend(); ++it)
            query.bindValue(i++, bindable(it.value()));
        if (!query.exec())
            return m_storage.dbError(Text::tr("Keeping the rows of %1 for undo").arg(table), query.lastError());
        return query.numRowsAffected();
    }

private:
    enum class Kind { Insert, Update, Keep };
    struct Finalize {
        void operator()(sqlite3_stmt* statement) const { sqlite3_finalize(statement); }
    };
    struct Statement {
        Kind kind;
        QString table;
        QStringList columns;
        QStringList key;
        QSqlQuery query;
        std::unique_ptr<sqlite3_stmt, Finalize> native{}; ///< an insert's, when SQLite's handle is at hand
    };

    /// One value bound as QSQLITE binds it (NULL, blob, integer, real, or text).
    static int bindNative(sqlite3_stmt* statement, int at, const QVariant& value)
    {
        if (isNullValue(value) || value.isNull())
            return sqlite3_bind_null(statement, at);
        switch (value.typeId()) {
        case QMetaType::QByteArray: {
            const QByteArray bytes = value.toByteArray();
            return sqlite3_bind_blob(statement, at, bytes.constData(), int(bytes.size()), SQLITE_TRANSIENT);
        }
        case QMetaType::Int:
        case QMetaType::Bool:
            return sqlite3_bind_int(statement, at, value.toInt());
        case QMetaType::Double:
            return sqlite3_bind_double(statement, at, value.toDouble());
        case QMetaType::UInt:
        case QMetaType::LongLong:
            return sqlite3_bind_int64(statement, at, value.toLongLong());
        case QMetaType::QDateTime:
            return bindText(statement, at, value.toDateTime().toString(Qt::ISODateWithMs));
        case QMetaType::QTime:
            return bindText(statement, at, value.toTime().toString(QStringLiteral("hh:mm:ss.zzz")));
        default:
            return bindText(statement, at, value.toString());
        }
    }

    static int bindText(sqlite3_stmt* statement, int at, const QString& text)
    {
        return sqlite3_bind_text16(statement, at, text.utf16(), int(text.size() * sizeof(QChar)), SQLITE_TRANSIENT);
    }

    /// A filter is a row's key, and for an update also the values it expects to replace, which may
    /// be NULL: compared with IS, which matches NULL to NULL and still finds the row by its index.
    Result<Statement*> find(Kind kind, const QString& table, const QStringList& columns, const QStringList& key)
    {
        for (const auto& statement : m_statements) {
            if (statement->kind == kind && statement->table == table && statement->columns == columns &&
                statement->key == key)
                return statement.get();
        }
        if (auto r = m_storage.checkNames(table, columns + key); !r)
            return r.error();
        QStringList where;
        for (const QString& column : key)
            where.append(quoted(column) + QStringLiteral(" IS ?"));
        QString sql;
        if (kind == Kind::Insert) {
            sql = insertStatement(table, columns, 1, QStringLiteral("main"));
        } else if (kind == Kind::Update) {
            QStringList sets;
            for (const QString& column : columns)
                sets.append(quoted(column) + QStringLiteral(" = ?"));
            sql = QStringLiteral("UPDATE main.%1 SET %2 WHERE %3")
                      .arg(quoted(table), sets.join(QStringLiteral(", ")), where.join(QStringLiteral(" AND ")));
        } else {
            auto scratch = m_storage.stashTable(table);
            if (!scratch)
                return scratch.error();
            sql = QStringLiteral("INSERT INTO temp.%1 (stash_slot, %2) SELECT ?, %2 FROM main.%3 WHERE %4")
                      .arg(*scratch, m_storage.columnList(table), quoted(table), where.join(QStringLiteral(" AND ")));
        }
        auto statement = std::make_unique<Statement>(
            Statement{kind, table, columns, key, QSqlQuery(QSqlDatabase::database(m_storage.m_connection, false))});
        if (!statement->query.prepare(sql))
            return m_storage.dbError(Text::tr("Writing %1").arg(table), statement->query.lastError());
        if (sqlite3* handle = m_storage.handle(); handle && kind == Kind::Insert) {
            sqlite3_stmt* native = nullptr;
            if (sqlite3_prepare_v2(handle, sql.toUtf8().constData(), -1, &native, nullptr) == SQLITE_OK)
                statement->native.reset(native);
            else
                sqlite3_finalize(native);
        }
        m_statements.push_back(std::move(statement));
        return m_statements.back().get();
    }

    /// The INSERT of `tuples` rows of `columns` into `table`, prepared once.
    Result<sqlite3_stmt*> manyStatement(const QString& table, const QStringList& columns, int tuples)
    {
        for (const Many& many : m_many) {
            if (many.tuples == tuples && many.table == table && many.columns == columns)
                return many.native.get();
        }
        if (auto r = m_storage.checkNames(table, columns); !r)
            return r.error();
        const QByteArray sql = insertStatement(table, columns, tuples, QStringLiteral("main")).toUtf8();
        sqlite3_stmt* native = nullptr;
        if (sqlite3_prepare_v3(m_storage.handle(), sql.constData(), int(sql.size()), SQLITE_PREPARE_PERSISTENT, &native,
                               nullptr) != SQLITE_OK) {
            const QString detail = QString::fromUtf8(sqlite3_errmsg(m_storage.handle()));
            sqlite3_finalize(native);
            return m_storage.dbError(Text::tr("Writing %1").arg(table), detail);
        }
        m_many.push_back(Many{table, columns, tuples, std::unique_ptr<sqlite3_stmt, Finalize>(native)});
        return native;
    }

    /// A prepared INSERT of several rows.
    struct Many {
        QString table;
        QStringList columns;
        int tuples = 0;
        std::unique_ptr<sqlite3_stmt, Finalize> native;
    };

    SqliteStorage& m_storage;
    std::vector<std::unique_ptr<Statement>> m_statements;
    std::vector<Many> m_many;
    Statement* m_lastInsert = nullptr;
    std::vector<char> m_utf8;                                                          ///< insertRows' texts
    QStringEncoder m_encoder{QStringEncoder::Utf8, QStringConverter::Flag::Stateless}; ///< into m_utf8
};

std::unique_ptr<BulkWriter> SqliteStorage::bulkWriter()
{
    return std::make_unique<SqliteBulkWriter>(*this);
}

QString SqliteStorage::columnList(const QString& table, const QString& prefix) const
{
    QStringList names;
    for (const QString& column : m_tables.value(table).columns)
        names.append(prefix + quoted(column));
    return names.join(QStringLiteral(", "));
}

Result<QString> SqliteStorage::stashTable(const QString& table)
{
    if (auto r = checkNames(table, {}); !r)
        return r.error();
    // Created from the table itself, so that it has the same columns with the same affinities and
    // every value comes back exactly as it was; no constraints, so kept rows never clash.
    const QString name = quoted(QStringLiteral("stash_") + table);
    if (auto r = exec(QStringLiteral("CREATE TEMP TABLE IF NOT EXISTS %1 AS SELECT '' AS stash_slot, %2 FROM main.%3 "
                                     "WHERE 0")
                          .arg(name, columnList(table), quoted(table)));
        !r)
        return r.error();
    // No index on stash_slot: a slot is read and emptied whole, and a table rarely holds more than
    // the one import being undone; indexing 200,000 kept rows cost more than the scans it saves.
    return name;
}

Result<qint64> SqliteStorage::stash(const QString& slot, const QString& table, const Filter& filter, bool remove)
{
    if (auto r = checkNames(table, filter.keys()); !r)
        return r.error();
    auto scratch = stashTable(table);
    if (!scratch)
        return scratch.error();
    QVariantList binds{slot};
    const QString where = whereClause(filter, binds);
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (auto r = run(query,
                     QStringLiteral("INSERT INTO temp.%1 (stash_slot, %2) SELECT ?, %2 FROM main.%3")
                             .arg(*scratch, columnList(table), quoted(table)) +
                         where,
                     binds, Error::Kind::Database, Text::tr("Keeping the rows of %1 for undo").arg(table));
        !r)
        return r.error();
    const qint64 kept = query.numRowsAffected();
    if (remove) {
        binds.removeFirst();
        QSqlQuery removal(QSqlDatabase::database(m_connection, false));
        if (auto r = run(removal, QStringLiteral("DELETE FROM main.") + quoted(table) + where, binds,
                         Error::Kind::Conflict, Text::tr("Cannot remove from %1").arg(table));
            !r)
            return r.error();
    }
    return kept;
}

Result<qint64> SqliteStorage::unstash(const QString& slot, const QString& table)
{
    auto scratch = stashTable(table);
    if (!scratch)
        return scratch.error();
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (auto r = run(query,
                     QStringLiteral("INSERT INTO main.%1 (%2) SELECT %2 FROM temp.%3 WHERE stash_slot = ?")
                         .arg(quoted(table), columnList(table), *scratch),
                     {slot}, Error::Kind::Conflict, Text::tr("Cannot add to %1").arg(table));
        !r)
        return r.error();
    const qint64 restored = query.numRowsAffected();
    QSqlQuery clear(QSqlDatabase::database(m_connection, false));
    if (auto r = run(clear, QStringLiteral("DELETE FROM temp.%1 WHERE stash_slot = ?").arg(*scratch), {slot},
                     Error::Kind::Database, Text::tr("Keeping the rows of %1 for undo").arg(table));
        !r)
        return r.error();
    return restored;
}

Result<qint64> SqliteStorage::swapStash(const QString& slot, const QString& other, const QString& table)
{
    auto scratch = stashTable(table);
    if (!scratch)
        return scratch.error();
    const QStringList key = m_tables.value(table).key;
    if (key.isEmpty())
        return Error{Error::Kind::Usage, Text::tr("Unknown table %1").arg(table)};
    QStringList match;
    for (const QString& column : key)
        match.append(QStringLiteral("t.%1 = s.%1").arg(quoted(column)));
    QStringList sets;
    for (const QString& column : m_tables.value(table).columns) {
        if (!key.contains(column))
            sets.append(QStringLiteral("%1 = s.%1").arg(quoted(column)));
    }
    const QString what = Text::tr("Keeping the rows of %1 for undo").arg(table);
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery count(db);
    if (auto r = run(count, QStringLiteral("SELECT count(*) FROM temp.%1 WHERE stash_slot = ?").arg(*scratch), {slot},
                     Error::Kind::Database, what);
        !r)
        return r.error();
    const qint64 expected = count.next() ? count.value(0).toLongLong() : 0;
    QSqlQuery keep(db);
    if (auto r = run(keep,
                     QStringLiteral("INSERT INTO temp.%1 (stash_slot, %2) SELECT ?, %3 FROM main.%4 AS t JOIN temp.%1 "
                                    "AS s ON s.stash_slot = ? AND %5")
                         .arg(*scratch, columnList(table), columnList(table, QStringLiteral("t.")), quoted(table),
                              match.join(QStringLiteral(" AND "))),
                     {other, slot}, Error::Kind::Database, what);
        !r)
        return r.error();
    if (keep.numRowsAffected() != expected)
        return Error{Error::Kind::Conflict,
                     Text::tr("Some rows of %1 that the import changed no longer exist").arg(table)};
    if (!sets.isEmpty()) {
        QSqlQuery write(db);
        if (auto r = run(
                write,
                QStringLiteral("UPDATE main.%1 AS t SET %2 FROM (SELECT * FROM temp.%3 WHERE stash_slot = ?) "
                               "AS s WHERE %4")
                    .arg(quoted(table), sets.join(QStringLiteral(", ")), *scratch, match.join(QStringLiteral(" AND "))),
                {slot}, Error::Kind::Conflict, Text::tr("Cannot change %1").arg(table));
            !r)
            return r.error();
    }
    QSqlQuery clear(db);
    if (auto r = run(clear, QStringLiteral("DELETE FROM temp.%1 WHERE stash_slot = ?").arg(*scratch), {slot},
                     Error::Kind::Database, what);
        !r)
        return r.error();
    return expected;
}

Result<void> SqliteStorage::dropStash(const QString& prefix)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery list(db);
    if (!list.exec(QStringLiteral("SELECT name FROM temp.sqlite_schema WHERE type = 'table'")))
        return dbError(Text::tr("Reading the schema"), list.lastError());
    QStringList names;
    while (list.next()) {
        if (list.value(0).toString().startsWith(QLatin1String("stash_")))
            names.append(list.value(0).toString());
    }
    for (const QString& name : std::as_const(names)) {
        QSqlQuery clear(db);
        if (auto r =
                run(clear, QStringLiteral("DELETE FROM temp.%1 WHERE substr(stash_slot, 1, ?) = ?").arg(quoted(name)),
                    {prefix.size(), prefix}, Error::Kind::Database, Text::tr("Reading the schema"));
            !r)
            return r;
    }
    return {};
}

Result<QStringList> SqliteStorage::integrityCheck() const
{
    return integrityCheck({}, Check::Quick);
}

Result<QStringList> SqliteStorage::fullIntegrityCheck() const
{
    return integrityCheck({}, Check::Full);
}

Result<QStringList> SqliteStorage::integrityCheck(const QStringList& skipped, Check check) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    // A check that could not run (the file locked by a writer, a read error, a full disk) says why;
    // "failed the integrity check" is only said of a check that ran and found problems.
    const QString what = Text::tr("Checking %1").arg(m_path);
    // The whole file at once, or (leaving tables out) each other table with its indexes.
    QStringList targets{QString()};
    if (!skipped.isEmpty()) {
        targets.clear();
        QSqlQuery list(db);
        if (!list.exec(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table'")))
            return dbError(what, list.lastError());
        while (list.next()) {
            const QString name = list.value(0).toString();
            if (!skipped.contains(name))
                targets.append(name);
        }
        if (list.lastError().isValid())
            return dbError(what, list.lastError());
    }
    const QString pragma =
        check == Check::Full ? QStringLiteral("PRAGMA integrity_check") : QStringLiteral("PRAGMA quick_check");
    QStringList problems;
    for (const QString& target : std::as_const(targets)) {
        const QString argument = target.isEmpty() ? QString() : u'(' + quoted(target) + u')';
        QSqlQuery query(db);
        if (!query.exec(pragma + argument))
            return checkError(what, query.lastError());
        while (query.next()) {
            const QString line = query.value(0).toString();
            if (line != QLatin1String("ok"))
                problems.append(line);
        }
        if (query.lastError().isValid())
            return checkError(what, query.lastError());
        QSqlQuery fk(db);
        if (!fk.exec(QStringLiteral("PRAGMA foreign_key_check") + argument))
            return checkError(what, fk.lastError());
        while (fk.next())
            problems.append(Text::tr("row %1 of %2 refers to a missing row of %3")
                                .arg(fk.value(1).toString(), fk.value(0).toString(), fk.value(2).toString()));
        if (fk.lastError().isValid())
            return checkError(what, fk.lastError());
    }
    return problems;
}

Error SqliteStorage::checkError(const QString& what, const QSqlError& error) const
{
    // A lock, a full disk or a read-only file is said as such; anything else stopping the check is
    // damage the check met (SQLite's own words kept).
    if (Error database = dbError(what, error); database.kind != Error::Kind::Database)
        return database;
    return Error{Error::Kind::Integrity,
                 Text::tr("%1 failed the integrity check: %2").arg(m_path, error.databaseText())};
}

Result<void> SqliteStorage::copyTo(const QString& path) const
{
    if (QFileInfo::exists(path))
        return Error{Error::Kind::Usage, Text::tr("%1 already exists").arg(path)};
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    // VACUUM INTO writes only the copy, but a read-only connection (query_only) refuses it: lift
    // query_only for the copy and set it again after.
    const bool queryOnly =
        query.exec(QStringLiteral("PRAGMA query_only")) && query.next() && query.value(0).toInt() != 0;
    query.finish();
    if (queryOnly) {
        if (auto r = exec(QStringLiteral("PRAGMA query_only=OFF")); !r)
            return r;
    }
    const auto restore = qScopeGuard([&] {
        if (queryOnly)
            (void)exec(QStringLiteral("PRAGMA query_only=ON"));
    });
    if (!query.prepare(QStringLiteral("VACUUM INTO ?")))
        return dbError(Text::tr("Copying the workspace"), query.lastError());
    query.addBindValue(path);
    if (!query.exec()) {
        // Nothing half-written is left behind (a full disk stops the copy midway).
        const QSqlError error = query.lastError();
        query.finish();
        QFile::remove(path);
        (void)workspaceFile::removeJournals(path);
        // A full disk is the copy's; a damaged page met while copying is the file's (a read-only open
        // does not check the job log first).
        if ((error.nativeErrorCode().toInt() & 0xff) == SQLITE_FULL)
            return fullError(path);
        if (Error said = dbError(Text::tr("Copying the workspace"), error); said.kind != Error::Kind::Database)
            return said;
        return Error{Error::Kind::Io, Text::tr("Cannot write a copy to %1: %2").arg(path, error.text())};
    }
    // The copy is another file with the same state: its own base, so that a journal of this file is
    // never taken for the copy's.
    if (auto r = markCopy(path); !r) {
        QFile::remove(path);
        (void)workspaceFile::removeJournals(path);
        return r;
    }
    return {};
}

} // namespace gatebench
