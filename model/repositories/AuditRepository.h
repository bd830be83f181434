#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"

#include <functional>
#include <optional>

namespace gatebench {

class Storage;

/// What an entry's detail holds. Entries written as one act or by the demo keep what happened as
/// data (a JSON object in `detail`): the description in both languages, or the waiver granted.
/// Older entries and imports hold a sentence, kept as it was written.
struct AuditDetail {
    QString plain;                ///< a sentence as written; empty when the detail is data
    Bilingual text;               ///< the description in both languages, when written so
    std::optional<Waiver> waiver; ///< the waiver a "waive" entry granted
};

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
    /// The act of waiving a gate cell: one "waive" entry with the verdict before and the waiver.
    static AuditAct waiverAct(const QString& candidateId, const QString& criterionId, GateVerdict before,
                              const Waiver& waiver);
    /// A detail that keeps a description in both languages (the demo's history).
    static QString bilingualDetail(const Bilingual& text);
    /// Reads an entry's detail back.
    static AuditDetail detailOf(const QString& detail);
    /// The parts of an entry's key ("k8s-oss/gate-identity-audit" -> {"k8s-oss", "gate-identity-audit"}).
    static QStringList keyParts(const QString& entityId);

private:
    const Storage& m_storage;
};

} // namespace gatebench
