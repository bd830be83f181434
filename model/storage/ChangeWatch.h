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

} // namespace gatebench
