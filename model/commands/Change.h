#pragma once

#include "storage/Storage.h"

namespace gatebench {

/// One row-level change. Updates carry only the changed columns in `before` / `after`; an insert
/// carries the whole new row in `after`, a removal the whole old row in `before`. A change knows
/// everything needed to write it, audit it and reverse it.
struct Change {
    enum class Op { Insert, Update, Remove };
    Op op = Op::Update;
    QString table;
    Filter key;
    Row before;
    Row after;

    static Change insert(const QString& table, const Filter& key, const Row& row)
    {
        return {Op::Insert, table, key, {}, row};
    }
    static Change update(const QString& table, const Filter& key, const Row& before, const Row& after)
    {
        return {Op::Update, table, key, before, after};
    }
    static Change remove(const QString& table, const Filter& key, const Row& row)
    {
        return {Op::Remove, table, key, row, {}};
    }

    Change inverse() const
    {
        switch (op) {
        case Op::Insert:
            return remove(table, key, after);
        case Op::Remove:
            return insert(table, key, before);
        case Op::Update:
            break;
        }
        return update(table, key, after, before);
    }
};

/// What a step records in the audit log when it is one act of the user (a waiver) rather than the
/// rows it writes: one entry instead of one per field. Undo records it once too, as "undo <action>"
/// with the old and new values swapped.
struct AuditAct {
    QString action;
    QString entity;
    QString entityId;
    QString field;
    QVariant oldValue;
    QVariant newValue;
    QString detail;
};

/// Changes applied together in one transaction, in order.
using ChangeSet = QList<Change>;

inline ChangeSet inverse(const ChangeSet& changes)
{
    ChangeSet result;
    result.reserve(changes.size());
    for (auto it = changes.crbegin(); it != changes.crend(); ++it)
        result.append(it->inverse());
    return result;
}

/// What one step written through the workspace (an edit, an import, an undo or a redo) changed, as
/// the views need to know it: the keys of the rows added, changed (with the columns) and removed,
/// in the order written. The workspace announces it once per step, after the step is committed.
///
/// A step that changes more rows than are worth naming (an import) names whole tables instead, and
/// a refused write says that anything may have changed (someone else wrote the file meanwhile), so
/// that every view reads the file again.
struct ChangeEvent {
    struct RowChange {
        Change::Op op = Change::Op::Update;
        QString table;
        Filter key;          ///< for an update, the key before it
        QStringList columns; ///< for an update, the columns written
    };

    QList<RowChange> rows;
    QStringList wholeTables; ///< tables any of whose rows may have changed, added or gone
    bool everything = false; ///< anything in the file may have changed

    bool isEmpty() const { return rows.isEmpty() && wholeTables.isEmpty() && !everything; }
    /// True when the step may have changed `table` (any row, whole, or everything).
    bool touches(const QString& table) const
    {
        if (isWhole(table))
            return true;
        for (const RowChange& row : rows) {
            if (row.table == table)
                return true;
        }
        return false;
    }
    /// True when the rows of `table` cannot be named: read the whole table again.
    bool isWhole(const QString& table) const { return everything || wholeTables.contains(table); }
    /// True when a row of `table` was added or removed, or had one of `columns` changed.
    bool reshapes(const QString& table, const QStringList& columns) const
    {
        if (isWhole(table))
            return true;
        for (const RowChange& row : rows) {
            if (row.table != table)
                continue;
            if (row.op != Change::Op::Update)
                return true;
            for (const QString& column : columns) {
                if (row.columns.contains(column))
                    return true;
            }
        }
        return false;
    }
};

} // namespace gatebench
