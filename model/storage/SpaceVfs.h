#pragma once

#include <QString>

/// Whether SQLITE_FULL meant a full disk. SQLite reports SQLITE_FULL both when a write met a full disk
/// (the system's ENOSPC) and when it stopped at a limit of its own (a page count, a short write the
/// system did not call an error), so the result code alone cannot say that the disk is full. This
/// VFS passes every call to the platform's default VFS and notes, per thread, a write that the system
/// refused for lack of space (ENOSPC) or over a quota (EDQUOT), and which file it was for. It also hands
/// a write larger than the platform VFS takes in one call (128 KB - 1 bytes on unix) to it in pieces.
namespace gatebench::spaceVfs {

/// Makes the VFS SQLite's default, once, before the first connection opens (later calls do nothing).
void install();

/// A write of this thread that the system refused for lack of space or quota.
struct NoSpace {
    bool met = false;
    bool temporary = false; ///< the write was to one of SQLite's temporary files, not a named file
    int error = 0;          ///< ENOSPC or EDQUOT
};

/// The last write of this thread refused for lack of space since the previous call; clears it.
NoSpace take();

/// The folder SQLite writes its temporary files to (its own order: SQLITE_TMPDIR, TMPDIR, /var/tmp,
/// /usr/tmp, /tmp).
QString temporaryFolder();

/// Tests: the next write of this thread to an SQLite file fails as a full disk would (ENOSPC).
void failNextWriteForTest();

} // namespace gatebench::spaceVfs
