#pragma once
// How the repositories read and write a stored row's values: a text column, a bilingual pair of
// columns (`base_zh`, `base_en`). Repositories only (it names columns through its callers).
#include "commands/Change.h"
#include "domain/Domain.h"
#include "storage/Storage.h"

#include <optional>

namespace gatebench::rows {

/// A value bound as NULL when absent.
template <typename T>
QVariant orNull(const std::optional<T>& value)
{
    return value ? QVariant::fromValue(*value) : QVariant();
}

/// The stored key of an enum value in a table of {value, key} pairs (empty when not listed).
template <typename Table, typename Enum>
QString keyOf(const Table& table, Enum value)
{
    for (const auto& [v, key] : table) {
        if (v == value)
            return QLatin1String(key);
    }
    return {};
}

/// The enum value of a stored key in a table of {value, key} pairs (none when unknown).
template <typename Enum, typename Table>
std::optional<Enum> valueOf(const Table& table, const QString& key)
{
    for (const auto& [v, k] : table) {
        if (key == QLatin1String(k))
            return v;
    }
    return std::nullopt;
}

inline QString text(const Row& row, const char* column)
{
    return row.value(QLatin1String(column)).toString();
}

inline Bilingual pair(const Row& row, const char* base)
{
    const QString b = QLatin1String(base);
    return {row.value(b + QStringLiteral("_zh")).toString(), row.value(b + QStringLiteral("_en")).toString()};
}

inline void putPair(Row& row, const char* base, const Bilingual& value)
{
    const QString b = QLatin1String(base);
    row.insert(b + QStringLiteral("_zh"), nonNullText(value.zh));
    row.insert(b + QStringLiteral("_en"), nonNullText(value.en));
}

/// The update that brings `current` (the stored row `key` of `table`) to the values of `wanted`:
/// only the columns whose value changes, with their old values as what the update expects to find.
/// Empty when nothing changes.
inline ChangeSet updateTo(const QString& table, const Filter& key, const Row& current, const Row& wanted)
{
    Row before;
    Row after;
    for (auto it = wanted.cbegin(); it != wanted.cend(); ++it) {
        const QVariant old = current.value(it.key());
        if (old == it.value() && old.isNull() == it.value().isNull())
            continue;
        before.insert(it.key(), old);
        after.insert(it.key(), it.value());
    }
    if (after.isEmpty())
        return {};
    return {Change::update(table, key, before, after)};
}

/// The change that makes the keyed row `key` of `table` (a cell that is recorded or not) hold
/// `wanted`: an insert of `whole(wanted)` when none is stored, else an update of the columns of
/// `edited(wanted)` whose text changes; null when nothing changes. `shown` is the cell as an editor
/// showed it (null inside: not recorded); when the stored cell no longer is what was shown, the
/// change expects what was shown, so that the workspace refuses it as a Conflict instead of
/// overwriting what the editor never showed.
template <typename T, typename Edited, typename Whole>
std::optional<Change> cellChange(const QString& table, const Filter& key, const std::optional<T>& stored,
                                 const std::optional<std::optional<T>>& shown, const T& wanted, Edited edited,
                                 Whole whole)
{
    const Row target = edited(wanted);
    if (shown && !(*shown == stored)) {
        if (!*shown)
            return Change::insert(table, key, whole(wanted));
        return Change::update(table, key, edited(**shown), target);
    }
    if (!stored)
        return Change::insert(table, key, whole(wanted));
    const Row current = edited(*stored);
    Row before;
    Row after;
    for (auto it = target.cbegin(); it != target.cend(); ++it) {
        if (current.value(it.key()).toString() == it.value().toString())
            continue;
        before.insert(it.key(), current.value(it.key()));
        after.insert(it.key(), it.value());
    }
    if (after.isEmpty())
        return std::nullopt;
    return Change::update(table, key, before, after);
}

/// The removal of the keyed cell `key` of `table` (back to not recorded); null when there is none.
/// With `shown`, a cell changed since is expected as shown, so that the removal is refused.
template <typename T, typename Whole>
std::optional<Change> cellRemoval(const QString& table, const Filter& key, const std::optional<T>& stored,
                                  const std::optional<T>& shown, Whole whole)
{
    if (shown && !(stored && *stored == *shown))
        return Change::remove(table, key, whole(*shown));
    if (!stored)
        return std::nullopt;
    return Change::remove(table, key, whole(*stored));
}

} // namespace gatebench::rows
