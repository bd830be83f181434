#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

class QIODevice;

#include <optional>

namespace gatebench::journal {

/// The row of the write mark (schema version 18): `base` changes before each of GateBench's
/// checkpoints and on every copy, `counter` with every write. Two states of one file with the same
/// mark are the same state.
struct Mark {
    qint64 base = 0;
    qint64 counter = 0;
    friend bool operator==(const Mark& a, const Mark& b) { return a.base == b.base && a.counter == b.counter; }
};

/// Reads the mark's row out of a page image: the write mark's table is one row on one leaf page
/// (its root). None when the page is not a table leaf holding exactly that row. `headerOffset` is
/// 100 for page 1 (the database header comes first), else 0; `usableSize` the page size less the
/// reserved bytes at each page's end.
std::optional<Mark> markOnPage(const QByteArray& page, int headerOffset = 0, int usableSize = 0);

/// A write-ahead log as SQLite replays it when it opens the database beside it: the header's magic,
/// version and checksum, then the frames whose salts match the header and whose cumulative
/// checksums hold, up to the last commit frame among them. Frames after it are never applied.
struct WalReplay {
    bool headerValid = false; ///< false: SQLite ignores the file (nothing is applied)
    int pageSize = 0;
    int committedFrames = 0;  ///< the frames that would be applied
    QList<quint32> pages;     ///< the page of each applied frame, in order
    QList<QByteArray> images; ///< the images of `markPage` among them, in order
};

/// Reads the -wal file `wal` from its start, frame by frame, and keeps the images of `markPage`
/// (0: none).
WalReplay replayWal(QIODevice& wal, quint32 markPage);

/// A rollback journal as SQLite reads it: `ignored` when SQLite would not apply it (empty, or its
/// header zeroed: a journal whose transaction had not yet synced, or was committed in
/// journal_mode=PERSIST); otherwise the before-images of the pages it would write back.
struct RollbackJournal {
    bool ignored = false;
    bool headerValid = false; ///< the magic is there (a non-zero header without it is not SQLite's)
    int pageSize = 0;
    quint32 originalPages = 0;         ///< the database's size in pages before the transaction
    QList<quint32> pages;              ///< the pages it restores, in journal order
    QHash<quint32, QByteArray> images; ///< the before-images of page 1 and of the mark's page, when there
    std::optional<QByteArray> imageOf(quint32 page) const;
};

/// Reads a rollback journal (`-journal`) of a database of `databasePageSize`-byte pages from its
/// start (the journal's header states its own page size; this one is used when the header's is 0),
/// keeping the images of page 1 and of `markPage`.
RollbackJournal readRollbackJournal(QIODevice& journal, int databasePageSize, quint32 markPage);

/// What a journal beside a file of mark `fileMark` would do to it, judged from its copies of the
/// write mark's page (WAL, in order) or its before-image (rollback journal).
enum class Verdict {
    Continues, ///< it was written on top of exactly this state of the file
    Stale,     ///< it holds the mark's page, but never with this file's state: another state's journal
    Foreign,   ///< it changes the file without ever touching the mark: not written by GateBench
    Empty,     ///< it applies nothing
};

/// The verdict on a WAL: it continues the file when the file's mark is the mark of one of its
/// commits (the file was checkpointed up to that commit, or copied then), or when its first commit
/// has the file's base and the next counter (the WAL starts on the file as it is).
Verdict judgeWal(const WalReplay& wal, const Mark& fileMark);

/// The verdict on a rollback journal: it continues the file when its before-image of the mark's
/// page carries the file's base and a counter the file has or one before it (the page may or may
/// not have been written back before the crash). A journal of page 1 alone (SQLite changing the
/// journal mode) continues the file when that page's image matches the file's page 1 beyond the
/// 100-byte database header.
Verdict judgeRollback(const RollbackJournal& journal, quint32 markPage, const Mark& fileMark,
                      const QByteArray& filePageOne);

} // namespace gatebench::journal
