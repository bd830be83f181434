#pragma once

#include "core/Result.h"

#include <QString>
#include <QStringList>

namespace gatebench {

/// What the first 100 bytes of a file say about it, read without SQLite so that a foreign, cut or
/// damaged file is recognised before SQLite touches it (SQLite would apply a journal lying beside it
/// and write the result back).
struct FileHeader {
    bool exists = false;
    bool readable = false;
    QString readError; ///< why the file cannot be read, when it exists but is not readable
    bool isSqlite = false;
    qint64 size = 0;
    int pageSize = 0;
    quint32 changeCounter = 0;
    quint32 validFor = 0;  ///< "version-valid-for": pageCount is trustworthy when it equals changeCounter
    quint32 pageCount = 0; ///< the in-header database size, in pages
    bool walMode = false;  ///< file format version bytes 18-19 both 2: the journal is a WAL
    quint32 applicationId = 0;
    int userVersion = 0;
    static FileHeader read(const QString& path);
};

/// File-level guards of a workspace: the checks that must hold before SQLite opens a file for
/// writing, because SQLite itself trusts whatever journal lies beside a database.
namespace workspaceFile {

/// The journal files beside `path` that SQLite would apply on opening it (`-wal`, `-journal`),
/// when they exist and are not empty.
QStringList pendingJournals(const QString& path);

/// True when another process has `path` open through SQLite (it holds SQLite's locks on the file or
/// on its shared-memory index). The calling process's own connections do not count.
bool openElsewhere(const QString& path);

/// The size check: a closed, sound SQLite file is exactly its page count times its page size. A
/// file cut short (or grown by junk) is an Integrity error naming both sizes.
Result<void> checkSize(const QString& path, const FileHeader& header);

/// Checks that the journals lying beside `path` continue exactly the state the file holds, touching
/// neither the file nor its journals. From schema version 18 on, a journal must carry the file's
/// write mark (storage/JournalCheck.h: a journal of an older or newer copy of the same evaluation,
/// or one another program wrote, is refused); then, on a temporary copy, what SQLite would make of
/// the file with them must have the same application id and identity, a readable schema and pass
/// the full integrity check. A journal that fails is refused (Integrity) with its name and what to
/// do. Does nothing when there is no pending journal, or when another process has the workspace open
/// (its live journal is its own). True when a WAL that applies committed changes to the file was
/// accepted (the file then moves to a later state than the one it holds).
Result<bool> checkPendingJournals(const QString& path);

/// True when this process may write `path` and create files beside it (its journal and index): false
/// for a read-only file, folder or mount.
bool writable(const QString& path);

/// Removes a rollback journal beside `path` that SQLite would ignore (empty, or its header zeroed:
/// a transaction killed before its journal was synced), which SQLite would otherwise leave there for
/// ever once the file is back in WAL mode. True when it removed one. Never while another process has
/// the file open (its journal is live).
bool removeIgnoredJournal(const QString& path);

/// Removes the journal and shared-memory files beside `path` (`-wal`, `-shm`, `-journal`), for a
/// file that is being replaced as a whole.
Result<void> removeJournals(const QString& path);

/// What a target path was when a command that will create or replace it started: whether it
/// existed, and if so which file it was (device, inode, size, change time), or that it is a link.
struct Stamp {
    bool exists = false;
    bool symlink = false;
    quint64 device = 0;
    quint64 inode = 0;
    qint64 size = 0;
    qint64 changedNs = 0;
    static Stamp of(const QString& path);
    friend bool operator==(const Stamp& a, const Stamp& b)
    {
        return a.exists == b.exists && a.symlink == b.symlink && a.device == b.device && a.inode == b.inode &&
               a.size == b.size && a.changedNs == b.changedNs;
    }
};

/// The checks before a new evaluation file goes to `target` (`new`, `import-bundle`): an existing
/// file or a symbolic link only with `replace` (a link is never written through: the link itself is
/// replaced), never a file another process has open (Busy), and an existing folder.
Result<void> checkTarget(const QString& target, bool replace);

/// Moves the finished file `temporary` (in the same folder) to `target` in one rename, as `new` and
/// `import-bundle` do. Without `replace` an existing target (even one that appeared meanwhile) is
/// never replaced; with it the old file's journal and index go too, and it is refused while another
/// process has the old file open. Either way the target must still be what it was when the command
/// started (`started`): two commands creating the same file never both succeed. The folder is
/// locked (flock) while it is checked and renamed.
Result<void> moveIntoPlace(const QString& temporary, const QString& target, bool replace, const Stamp& started);

} // namespace workspaceFile

} // namespace gatebench
