#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"

#include <optional>

namespace gatebench {

class Storage;

/// The decision records the committee signs (`decision_record`): the only code that knows that
/// table. The latest row is the current record (the report's); older rows are the versions the
/// committee signed before it changed its mind.
///
/// Saving (saveChange) updates the current record in place while it is unsigned: every edit is in
/// the audit log with its old and new values, and undo restores it exactly. Once a record is signed
/// (`signed_at` set) it is never changed again: the next save appends a new row, so that each signed
/// version stays as it was signed.
class DecisionRecordRepository {
public:
    explicit DecisionRecordRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// Every record, oldest first.
    Result<QList<DecisionRecord>> all() const;
    /// The latest record; null when none was made.
    Result<std::optional<DecisionRecord>> latest() const;

    /// The change that makes the current record hold `wanted`'s options and texts (its id and
    /// signed_at are ignored; its as_of is written with them): an update of the columns that change
    /// when the current record is unsigned, else the insert of a new record; null when nothing
    /// changes. `shown` is the current record as the editor showed it (null: none); when the stored
    /// one is no longer that, a Conflict and nothing is written.
    Result<std::optional<Change>> saveChange(const DecisionRecord& wanted,
                                             const std::optional<DecisionRecord>& shown) const;

    /// Whether a step may have changed the current record or the names it refers to.
    static bool touchedBy(const ChangeEvent& event);

private:
    const Storage& m_storage;
};

} // namespace gatebench
