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

} // namespace gatebench::rows
