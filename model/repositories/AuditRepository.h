#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"

#include <functional>
#include <optional>

namespace gatebench {

class Storage;

/// The append-only audit log: the only code that knows the `audit_log` table, and how the log and
/// the messages of a refused step name the rows of each table.
class AuditRepository {
public:
    explicit AuditRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// Streams every entry, oldest first, without holding them all; `visit` returns false to stop.
    Result<void> scan(const std::function<bool(const AuditEntry&)>& visit) const;
    /// The entry `seq`; null when there is none.
    Result<std::optional<AuditEntry>> find(qint64 seq) const;

    /// What a step's change event says about the log: whether it wrote to it, whether the whole
    /// log must be read again, and the entries it appended (their seq, in order).
    static bool touchedBy(const ChangeEvent& event);
    static bool rewrittenBy(const ChangeEvent& event);
    static QList<qint64> appendedIn(const ChangeEvent& event);

    /// Appends `entry` (its seq is ignored: storage chooses the next) inside the current transaction
    /// if there is one; returns its seq. Old and new values are written as given (see auditValue).
    static Result<qint64> append(Storage& storage, const AuditEntry& entry);
    /// The row change of an appended entry, for the step's change event.
    static ChangeEvent::RowChange appended(qint64 seq);

    /// How the log names a row of `table` (its `entity`, in the singular: "candidate").
    static QString entityOf(const QString& table);
    /// What the committee calls a row of `table`, translated, for messages ("requirement").
    static QString labelOf(const QString& table);

private:
    const Storage& m_storage;
};

} // namespace gatebench
