#pragma once

#include "core/Result.h"

#include <QObject>
#include <QString>

namespace gatebench {

/// What tells an open evaluation that another connection wrote it (Storage::changeWatch): on a server,
/// a connection of its own that listens for the notifications the writers send when they commit
/// (PostgreSQL's LISTEN/NOTIFY). A notification is only a hint, naming a table and a change number
/// (`write_mark 42`), never a value: whoever receives it reads the change mark and, when it moved,
/// reads again. A lost notification is caught by a poll of the change mark (Workspace).
class ChangeWatch : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    ~ChangeWatch() override = default;

    /// Connects (again, after the server was lost) and subscribes; refused while the server cannot be
    /// reached.
    virtual Result<void> restart() = 0;

signals:
    /// Another connection may have written: `payload` is `<table> <change number>`.
    void hint(const QString& payload);
};

/// Reads the write count of a server evaluation on a connection of its own, in a worker thread of its
/// own (Storage::changeMarkReader), so that the window never waits for a server that stopped answering:
/// request() returns at once and the answer comes later as a signal, delivered in the thread that made
/// the reader. Its connection logs in as the storage's does (libpq's password file or service, or the
/// password typed in this session; none is kept) and stays open between reads; one that fails is
/// dropped and made again at the next request.
///
/// A read waits at most a bounded time for the server (a server behind a dropped network or a stopped
/// one keeps a connection waiting without an error, as long as its host's kernel answers): then it is
/// `failed`. Destroying the reader stops its worker within a fraction of a second whatever the server
/// does; signals are no longer delivered then.
class ChangeMarkReader : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    ~ChangeMarkReader() override = default;

    /// Asks for one read of the write count; a request while one is waiting is the same request.
    virtual void request() = 0;

signals:
    /// The write count of every connection's commits (the storage's own included: Storage::ownCommits).
    void read(qint64 writeCount);
    /// The server could not be read (`detail` says why, for the user): the connection is lost.
    void failed(const QString& detail);
};

} // namespace gatebench
