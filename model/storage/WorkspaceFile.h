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

/// Checks what `path` would become once SQLite recovered the journals lying beside it, on a
/// temporary copy, touching neither the file nor its journals: the same application id, the same
/// workspace identity, a readable schema and a sound file. A journal that fails is refused
/// (Integrity) with its name and what to do. Does nothing when there is no pending journal, or
/// when another process has the workspace open (its live journal is its own).
Result<void> checkPendingJournals(const QString& path);

/// Removes the journal and shared-memory files beside `path` (`-wal`, `-shm`, `-journal`), for a
/// file that is being replaced as a whole.
Result<void> removeJournals(const QString& path);

} // namespace workspaceFile

} // namespace gatebench
