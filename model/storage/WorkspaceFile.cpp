#include "storage/WorkspaceFile.h"

#include "storage/JournalCheck.h"
#include "storage/Schema.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUrl>
#include <QtEndian>

#include <atomic>

#include <cerrno>
#include <cstdio>
#include <limits>
#include <optional>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

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
    quint32 markPage = 0;              ///< the root page of the write mark (schema 18 and later)
    std::optional<journal::Mark> mark; ///< the write mark's row
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
            if (query.prepare(QStringLiteral("SELECT rootpage FROM sqlite_schema WHERE type = 'table' AND name = ?"))) {
                query.addBindValue(QString::fromLatin1(schema::kWriteMarkTable));
                if (query.exec() && query.next())
                    result.markPage = query.value(0).toUInt();
            }
            if (result.markPage != 0 && query.exec(QString::fromLatin1(schema::kReadWriteMark)) && query.next())
                result.mark = journal::Mark{query.value(0).toLongLong(), query.value(1).toLongLong()};
            if (reading == Reading::FileAlone) {
                // Only its identity and mark are asked of the file alone.
            } else if (query.exec(QStringLiteral("PRAGMA integrity_check"))) {
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

namespace {

/// The verdict of the write mark on the journal `journalPath` beside a file whose own state is
/// `before` (read from the file alone); empty when the journal continues the file.
QString markVerdict(const QString& path, const QString& journalPath, const Inspection& before, bool& applies)
{
    QFile file(journalPath);
    if (!file.open(QIODevice::ReadOnly))
        return Text::tr("it cannot be read (%1)").arg(file.errorString());
    journal::Verdict verdict = journal::Verdict::Empty;
    if (journalPath.endsWith(QLatin1String("-wal"))) {
        const journal::WalReplay replay = journal::replayWal(file, before.markPage);
        verdict = journal::judgeWal(replay, *before.mark);
        applies = applies || (verdict == journal::Verdict::Continues && replay.committedFrames > 0);
    } else {
        const FileHeader header = FileHeader::read(path);
        QFile database(path);
        QByteArray pageOne;
        if (database.open(QIODevice::ReadOnly))
            pageOne = database.read(header.pageSize);
        verdict = journal::judgeRollback(journal::readRollbackJournal(file, header.pageSize, before.markPage),
                                         before.markPage, *before.mark, pageOne);
    }
    switch (verdict) {
    case journal::Verdict::Continues:
    case journal::Verdict::Empty:
        return {};
    case journal::Verdict::Stale:
        return Text::tr("it was written on another state of this evaluation (an older or a newer copy of the file), "
                        "not on the state the file holds now, and applying it would damage the file or lose changes");
    case journal::Verdict::Foreign:
        break;
    }
    return Text::tr("it was not written by GateBench (it changes the file without the write mark every GateBench "
                    "change carries)");
}

} // namespace

Result<bool> checkPendingJournals(const QString& path)
{
    const QStringList journals = pendingJournals(path);
    if (journals.isEmpty() || openElsewhere(path))
        return false;
    bool walApplies = false;

    const auto refuse = [&](const QString& journal, const QString& reason) {
        return Error{Error::Kind::Integrity,
                     Text::tr("%1 lies beside %2 but is not its own journal: %3. GateBench has changed neither file. "
                              "Move %1 out of this folder (keep it until you are sure nothing is missing) and open %2 "
                              "again; if the evaluation then lacks recent changes, restore it from a backup.")
                         .arg(journal, path, reason)};
    };

    // The file alone, read in place and immutable: nothing else has it open (checked above), nor this
    // process (SqliteStorage opens a file that is open here without these checks), so closing that
    // read drops no lock.
    const Inspection before = inspect(QFileInfo(path).absoluteFilePath(), Reading::FileAlone);
    // From schema version 18 on, every GateBench write carries the write mark: a journal continues
    // this file only if its copies of the mark's page say so (storage/JournalCheck.h).
    if (before.opened && before.userVersion >= schema::kWriteMarkVersion) {
        if (!before.mark)
            return Error{Error::Kind::Integrity,
                         Text::tr("%1 is damaged: it has no write mark, so GateBench cannot tell whether %2 is its "
                                  "own journal. GateBench has changed neither file; open a backup instead.")
                             .arg(path, journals.join(QStringLiteral(", ")))};
        for (const QString& journal : journals) {
            if (const QString reason = markVerdict(path, journal, before, walApplies); !reason.isEmpty())
                return refuse(journal, reason);
        }
    }

    QTemporaryDir dir;
    if (!dir.isValid())
        return Error{Error::Kind::Io,
                     Text::tr("Cannot create a temporary folder to check %1").arg(journals.join(QStringLiteral(", ")))};
    // The workspace as SQLite would recover it with its journals, on a copy.
    const QString recovered = dir.filePath(QStringLiteral("recovered.gatebench"));
    if (!QFile::copy(path, recovered))
        return Error{Error::Kind::Io, Text::tr("Cannot copy %1 to check its journal").arg(path)};
    for (const QString& journal : journals) {
        const QString suffix = journal.mid(path.size());
        if (!QFile::copy(journal, recovered + suffix))
            return Error{Error::Kind::Io, Text::tr("Cannot copy %1 to check it").arg(journal)};
    }

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
        return walApplies;
    return refuse(journals.join(QStringLiteral(", ")), reason);
}

bool writable(const QString& path)
{
    const QFileInfo info(path);
    const QByteArray file = QFile::encodeName(info.absoluteFilePath());
    const QByteArray folder = QFile::encodeName(info.absolutePath());
    // access(2) also answers EROFS for a read-only mount, for root too.
    return ::access(folder.constData(), W_OK) == 0 && (!info.exists() || ::access(file.constData(), W_OK) == 0);
}

bool removeIgnoredJournal(const QString& path)
{
    const QString journalPath = path + QStringLiteral("-journal");
    QFile file(journalPath);
    if (!file.exists() || openElsewhere(path))
        return false;
    if (file.size() > 0) {
        if (!file.open(QIODevice::ReadOnly))
            return false;
        const FileHeader header = FileHeader::read(path);
        if (!journal::readRollbackJournal(file, header.pageSize, 0).ignored)
            return false;
        file.close();
    }
    return file.remove();
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

Stamp Stamp::of(const QString& path)
{
    Stamp stamp;
    struct stat info = {};
    if (::lstat(QFile::encodeName(path).constData(), &info) != 0)
        return stamp;
    stamp.exists = true;
    stamp.symlink = S_ISLNK(info.st_mode);
    stamp.device = quint64(info.st_dev);
    stamp.inode = quint64(info.st_ino);
    stamp.size = qint64(info.st_size);
    stamp.changedNs = qint64(info.st_ctim.tv_sec) * 1000000000 + info.st_ctim.tv_nsec;
    return stamp;
}

Result<void> checkTarget(const QString& target, bool replace)
{
    const QFileInfo info(target);
    if (target.isEmpty())
        return Error{Error::Kind::Usage, Text::tr("No file name given")};
    if (info.isSymLink() && !replace)
        return Error{Error::Kind::Usage,
                     Text::tr("%1 is a symbolic link; GateBench does not write through links. Choose another file, "
                              "or use --force to replace the link itself (the file it points to stays as it is).")
                         .arg(target)};
    if (info.isSymLink())
        return {};
    if (info.exists() && !replace)
        return Error{Error::Kind::Usage, Text::tr("%1 already exists; use --force to replace it").arg(target)};
    if (info.exists() && !info.isFile())
        return Error{Error::Kind::Usage, Text::tr("%1 is not a file").arg(target)};
    if (info.exists() && openElsewhere(info.absoluteFilePath()))
        return Error{Error::Kind::Busy, Text::tr("%1 is open in another GateBench (or another program); close it "
                                                 "there before replacing it")
                                            .arg(target)};
    if (!info.absoluteDir().exists())
        return Error{Error::Kind::Io, Text::tr("The folder %1 does not exist").arg(info.absolutePath())};
    return {};
}

Result<void> moveIntoPlace(const QString& temporary, const QString& target, bool replace, const Stamp& started)
{
    const QFileInfo info(target);
    const QByteArray folder = QFile::encodeName(info.absolutePath());
    const int folderFd = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folderFd < 0)
        return Error{Error::Kind::Io, Text::tr("Cannot write in %1").arg(info.absolutePath())};
    // Two GateBench processes moving files into this folder take turns (the lock goes with the
    // descriptor).
    ::flock(folderFd, LOCK_EX);
    const auto unlock = qScopeGuard([&] { ::close(folderFd); });
    if (!(Stamp::of(target) == started))
        return Error{Error::Kind::Busy, Text::tr("%1 was created or replaced by another program while GateBench was "
                                                 "preparing it; nothing was replaced. Check that file, then try again.")
                                            .arg(target)};
    if (auto r = checkTarget(target, replace); !r)
        return r;
    const QByteArray from = QFile::encodeName(temporary);
    const QByteArray to = QFile::encodeName(info.absoluteFilePath());
    if (!replace) {
        if (!started.exists) {
            if (auto r = removeJournals(info.absoluteFilePath()); !r)
                return r;
        }
        // Never over a file that appeared meanwhile (a plain rename would replace it).
        if (::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_NOREPLACE) == 0)
            return {};
        if (errno == EEXIST)
            return Error{Error::Kind::Busy,
                         Text::tr("%1 was created by another program meanwhile; nothing was replaced.").arg(target)};
        // A file system without RENAME_NOREPLACE: a hard link fails the same way on an existing name.
        if (::link(from.constData(), to.constData()) != 0)
            return Error{errno == EEXIST ? Error::Kind::Busy : Error::Kind::Io,
                         Text::tr("Cannot move the new file into place at %1").arg(target)};
        ::unlink(from.constData());
        return {};
    }
    // The old file's journal and index go with it (or the journals of a file that was removed
    // without them): beside the new file they would be applied to it.
    if (auto r = removeJournals(info.absoluteFilePath()); !r)
        return r;
    // rename(2) replaces the target atomically (a link itself, never the file it points to).
    if (std::rename(from.constData(), to.constData()) != 0)
        return Error{Error::Kind::Io, Text::tr("Cannot move the new file into place at %1").arg(target)};
    return {};
}

} // namespace workspaceFile

} // namespace gatebench
