#pragma once

#include "Storage.h"

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

} // namespace gatebench
