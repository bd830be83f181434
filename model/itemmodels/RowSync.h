#pragma once

#include "storage/Storage.h"

#include <QList>
#include <QSet>
#include <QStringList>

#include <functional>

namespace gatebench {

/// What a list model does to tell its views about new rows (its protected begin/end calls, wrapped in
/// lambdas by the model itself).
struct RowSyncSteps {
    std::function<void(int first, int last)> beginRemove;
    std::function<void()> endRemove;
    std::function<void(int first, int last)> beginInsert;
    std::function<void()> endInsert;
    std::function<void()> beginReset;
    std::function<void()> endReset;
    std::function<void(int row)> changed;
};

/// Brings `rows` (identified by `idOf`) to `fresh` the way views follow best: when only rows were
/// removed, or only added, with the others in the same order, as removed or inserted runs of rows;
/// then every row whose values differ as one changed row. Any other change (a new order) is a reset.
template <typename T, typename IdOf>
void syncRows(QList<T>& rows, const QList<T>& fresh, IdOf idOf, const RowSyncSteps& steps)
{
    const auto ids = [&](const QList<T>& list) {
        QStringList result;
        result.reserve(list.size());
        for (const T& row : list)
            result.append(idOf(row));
        return result;
    };
    // True when `part` is `whole` with some ids left out, the others in the same order.
    const auto within = [](const QStringList& part, const QStringList& whole) {
        qsizetype at = 0;
        for (const QString& id : whole) {
            if (at < part.size() && part.at(at) == id)
                ++at;
        }
        return at == part.size();
    };
    const QStringList before = ids(rows);
    const QStringList after = ids(fresh);
    if (before != after && within(after, before)) {
        const QSet<QString> kept(after.cbegin(), after.cend());
        for (int last = int(before.size()) - 1; last >= 0; --last) {
            if (kept.contains(before.at(last)))
                continue;
            int first = last;
            while (first > 0 && !kept.contains(before.at(first - 1)))
                --first;
            steps.beginRemove(first, last);
            rows.remove(first, last - first + 1);
            steps.endRemove();
            last = first;
        }
    } else if (before != after && within(before, after)) {
        const QSet<QString> had(before.cbegin(), before.cend());
        for (int first = 0; first < after.size(); ++first) {
            if (had.contains(after.at(first)))
                continue;
            int last = first;
            while (last + 1 < after.size() && !had.contains(after.at(last + 1)))
                ++last;
            steps.beginInsert(first, last);
            QList<T> merged = rows.mid(0, first);
            merged.append(fresh.mid(first, last - first + 1));
            merged.append(rows.mid(first));
            rows = std::move(merged);
            steps.endInsert();
            first = last;
        }
    } else if (before != after) {
        steps.beginReset();
        rows = fresh;
        steps.endReset();
        return;
    }
    for (int i = 0; i < fresh.size(); ++i) {
        if (rows.at(i) == fresh.at(i))
            continue;
        rows[i] = fresh.at(i);
        steps.changed(i);
    }
}

/// The same for stored rows identified by the column `idColumn`.
inline void syncRows(QList<Row>& rows, const QList<Row>& fresh, const QString& idColumn, const RowSyncSteps& steps)
{
    syncRows(
        rows, fresh, [&](const Row& row) { return row.value(idColumn).toString(); }, steps);
}

} // namespace gatebench
