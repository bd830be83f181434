#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"

#include <functional>
#include <optional>

namespace gatebench {

class Storage;

/// The append-only audit log: the only code that reads the `audit_log` table by name.
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

private:
    const Storage& m_storage;
};

} // namespace gatebench
