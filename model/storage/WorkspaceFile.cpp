#include "storage/WorkspaceFile.h"

#include "storage/Schema.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUrl>
#include <QtEndian>

#include <atomic>

#include <limits>

#ifdef Q_OS_LINUX
#include <sys/stat.h>
#include <sys/sysmacros.h>
#endif

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Storage)
};

constexpr const char* kJournalSuffixes[] = {"-wal", "-journal"};
constexpr const char* kAllSuffixes[] = {"-wal", "-shm", "-journal"};

/// What a copy of the workspace says about itself once SQLite has opened it.
struct Inspection {
    bool opened = false;
    QString error;
    quint32 applicationId = 0;
    int userVersion = 0;
    QString identity;
    QStringList problems;
};

/// How `inspect` opens a file: as SQLite would (applying a journal beside it, and checking the
/// result), or as the file alone says (immutable: no journal, no lock, nothing written).
enum class Reading { Recovered, FileAlone };

Inspection inspect(const QString& path, Reading reading)
{
    static std::atomic<int> counter{0};
    const QString connection = QStringLiteral("gatebench-inspect-%1").arg(counter.fetch_add(1));
    Inspection result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        if (reading == Reading::FileAlone) {
            db.setDatabaseName(QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded) + QStringLiteral("?immutable=1"));
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_URI;QSQLITE_OPEN_READONLY"));
        } else {
            db.setDatabaseName(path);
        }
        if (!db.open()) {
            result.error = db.lastError().text();
        } else {
            result.opened = true;
            QSqlQuery query(db);
            if (query.exec(QStringLiteral("PRAGMA application_id")) && query.next())
                result.applicationId = query.value(0).toUInt();
            else
                result.error = query.lastError().text();
            if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next())
                result.userVersion = query.value(0).toInt();
            if (query.prepare(QStringLiteral("SELECT value FROM workspace_settings WHERE key = ?"))) {
                query.addBindValue(QString::fromLatin1(schema::key::WorkspaceId));
                if (query.exec() && query.next())
                    result.identity = query.value(0).toString();
            }
            if (reading == Reading::FileAlone) {
                // Only its identity is asked of the file alone.
            } else if (query.exec(QStringLiteral("PRAGMA quick_check"))) {
                while (query.next()) {
                    const QString line = query.value(0).toString();
                    if (line != QLatin1String("ok"))
                        result.problems.append(line);
                }
            } else {
                result.problems.append(query.lastError().text());
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return result;
}

#ifdef Q_OS_LINUX
/// True when a process other than this one holds a POSIX lock overlapping [start, start + length)
/// of `path`. Read from /proc/locks rather than probed with fcntl(F_GETLK): probing needs a file
/// descriptor, and closing any descriptor of a file drops every POSIX lock this process holds on it,
/// SQLite's included.
bool lockedByOther(const QString& path, qint64 start, qint64 length)
{
    struct stat info = {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return false;
    QFile locks(QStringLiteral("/proc/locks"));
    if (!locks.open(QIODevice::ReadOnly | QIODevice::Text))
        return false;
    // "1: POSIX  ADVISORY  READ 1234 08:01:5678 128 128" (device in hex, end inclusive or EOF).
    const QByteArray device = QByteArray::number(qulonglong(major(info.st_dev)), 16).rightJustified(2, '0') + ':' +
                              QByteArray::number(qulonglong(minor(info.st_dev)), 16).rightJustified(2, '0') + ':' +
                              QByteArray::number(qulonglong(info.st_ino));
    const qint64 self = QCoreApplication::applicationPid();
    const QList<QByteArray> lines = locks.readAll().split('\n');
    for (const QByteArray& line : lines) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        // An entry that waits for a lock ("->" after the number) shifts the fields by one.
        const int shift = fields.value(1) == "->" ? 1 : 0;
        if (fields.size() < 8 + shift || fields.at(5 + shift) != device)
            continue;
        if (fields.at(4 + shift).toLongLong() == self)
            continue;
        const qint64 lockStart = fields.at(6 + shift).toLongLong();
        const QByteArray endText = fields.at(7 + shift);
        const qint64 lockEnd = endText == "EOF" ? std::numeric_limits<qint64>::max() : endText.toLongLong();
        if (lockStart < start + length && lockEnd >= start)
            return true;
    }
    return false;
}
#endif

} // namespace

FileHeader FileHeader::read(const QString& path)
{
    FileHeader header;
    QFileInfo info(path);
    if (!info.exists())
        return header;
    header.exists = true;
    header.size = info.size();
    QFile file(path);
    if (info.isDir() || !file.open(QIODevice::ReadOnly)) {
        header.readError = info.isDir() ? Text::tr("it is a folder") : file.errorString();
        return header;
    }
    header.readable = true;
    const QByteArray bytes = file.read(100);
    if (bytes.size() < 100 || !bytes.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return header;
    header.isSqlite = true;
    const auto* data = reinterpret_cast<const uchar*>(bytes.constData());
    const int rawPageSize = qFromBigEndian<quint16>(data + 16);
    header.pageSize = rawPageSize == 1 ? 65536 : rawPageSize;
    header.walMode = data[18] == 2 && data[19] == 2;
    header.changeCounter = qFromBigEndian<quint32>(data + 24);
    header.pageCount = qFromBigEndian<quint32>(data + 28);
    header.validFor = qFromBigEndian<quint32>(data + 92);
    header.userVersion = int(qFromBigEndian<quint32>(data + 60));
    header.applicationId = qFromBigEndian<quint32>(data + 68);
    return header;
}

namespace workspaceFile {

QStringList pendingJournals(const QString& path)
{
    QStringList journals;
    for (const char* suffix : kJournalSuffixes) {
        const QFileInfo journal(path + QLatin1String(suffix));
        if (journal.exists() && journal.size() > 0)
            journals.append(journal.filePath());
    }
    return journals;
}

bool openElsewhere(const QString& path)
{
#ifdef Q_OS_LINUX
    // SQLite's unix locking: the database file's lock bytes start at the "pending byte" (1 GiB);
    // every connection to a WAL database holds a shared lock on the "dead man switch" byte of the
    // -shm index (offset 128) for as long as it is open.
    constexpr qint64 kPendingByte = 0x40000000;
    constexpr qint64 kShmDeadManSwitch = 128;
    if (lockedByOther(path, kPendingByte, 512))
        return true;
    const QString shm = path + QStringLiteral("-shm");
    return QFileInfo::exists(shm) && lockedByOther(shm, kShmDeadManSwitch, 1);
#else
    Q_UNUSED(path);
    return false;
#endif
}

Result<void> checkSize(const QString& path, const FileHeader& header)
{
    if (!header.isSqlite || header.pageSize < 512)
        return {};
    const bool countKnown = header.changeCounter == header.validFor && header.pageCount > 0;
    const qint64 expected = countKnown ? qint64(header.pageCount) * header.pageSize : header.size;
    if (header.size % header.pageSize == 0 && header.size == expected)
        return {};
    if (countKnown)
        return Error{Error::Kind::Integrity,
                     Text::tr("%1 is damaged: it holds %2 bytes, but its header records %3 pages of %4 bytes "
                              "(%5 bytes). It may have been cut short while being copied; open the original or a "
                              "backup instead.")
                         .arg(path)
                         .arg(header.size)
                         .arg(header.pageCount)
                         .arg(header.pageSize)
                         .arg(expected)};
    return Error{Error::Kind::Integrity,
                 Text::tr("%1 is damaged: its size (%2 bytes) is not a whole number of %3-byte pages. It may have "
                          "been cut short while being copied; open the original or a backup instead.")
                     .arg(path)
                     .arg(header.size)
                     .arg(header.pageSize)};
}

Result<void> checkPendingJournals(const QString& path)
{
    const QStringList journals = pendingJournals(path);
    if (journals.isEmpty() || openElsewhere(path))
        return {};

    QTemporaryDir dir;
    if (!dir.isValid())
        return Error{Error::Kind::Io,
                     Text::tr("Cannot create a temporary folder to check %1").arg(journals.join(QStringLiteral(", ")))};
    // The workspace as SQLite would recover it with its journals, on a copy. The file alone is read
    // in place, immutable: nothing else has it open (checked above), nor this process (SqliteStorage
    // opens a file that is open here without these checks), so closing that read drops no lock.
    const QString recovered = dir.filePath(QStringLiteral("recovered.gatebench"));
    if (!QFile::copy(path, recovered))
        return Error{Error::Kind::Io, Text::tr("Cannot copy %1 to check its journal").arg(path)};
    for (const QString& journal : journals) {
        const QString suffix = journal.mid(path.size());
        if (!QFile::copy(journal, recovered + suffix))
            return Error{Error::Kind::Io, Text::tr("Cannot copy %1 to check it").arg(journal)};
    }

    const Inspection before = inspect(QFileInfo(path).absoluteFilePath(), Reading::FileAlone);
    const Inspection after = inspect(recovered, Reading::Recovered);
    QString reason;
    if (!after.opened || !after.error.isEmpty())
        reason = Text::tr("SQLite cannot open the result (%1)").arg(after.error);
    else if (after.applicationId != quint32(schema::kApplicationId))
        reason = Text::tr("the result would no longer be a GateBench workspace (application id %1)")
                     .arg(after.applicationId);
    else if (after.userVersion < 1 || after.userVersion > schema::currentVersion())
        reason = Text::tr("the result would have no readable schema (schema version %1)").arg(after.userVersion);
    else if (!after.problems.isEmpty())
        reason = Text::tr("the result would fail the integrity check (%1)")
                     .arg(after.problems.mid(0, 3).join(QStringLiteral("; ")));
    else if (!before.identity.isEmpty() && after.identity != before.identity)
        reason = Text::tr("it belongs to another workspace (identity %1, not %2)")
                     .arg(after.identity.isEmpty() ? Text::tr("none") : after.identity, before.identity);
    else if (auto size = checkSize(recovered, FileHeader::read(recovered)); !size)
        reason = Text::tr("the result would be damaged");
    if (reason.isEmpty())
        return {};
    return Error{Error::Kind::Integrity,
                 Text::tr("%1 lies beside %2 but is not its own journal: %3. GateBench has changed neither file. "
                          "Move %1 out of this folder (keep it until you are sure nothing is missing) and open %2 "
                          "again; if the evaluation then lacks recent changes, restore it from a backup.")
                     .arg(journals.join(QStringLiteral(", ")), path, reason)};
}

Result<void> removeJournals(const QString& path)
{
    for (const char* suffix : kAllSuffixes) {
        const QString file = path + QLatin1String(suffix);
        if (QFileInfo::exists(file) && !QFile::remove(file))
            return Error{Error::Kind::Io, Text::tr("Cannot remove %1").arg(file)};
    }
    return {};
}

} // namespace workspaceFile

} // namespace gatebench
