#include "repositories/SettingsRepository.h"

#include "storage/Storage.h"

namespace gatebench {

namespace {

const QString kTable = QStringLiteral("workspace_settings");
const QString kKey = QStringLiteral("key");
const QString kValue = QStringLiteral("value");

} // namespace

Result<std::optional<QString>> SettingsRepository::read(const QString& key) const
{
    auto rows = m_storage.select(kTable, {{kKey, key}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<QString>{};
    return std::optional<QString>{rows->first().value(kValue).toString()};
}

QString SettingsRepository::value(const QString& key, const QString& fallback) const
{
    auto v = read(key);
    return v && *v ? **v : fallback;
}

// A setting without a value is an empty text: the value column is NOT NULL.
Result<void> SettingsRepository::write(Storage& storage, const QList<std::pair<QString, QString>>& settings)
{
    for (const auto& [key, value] : settings) {
        if (auto r = storage.insert(kTable, {{kKey, key}, {kValue, nonNullText(value)}}); !r)
            return r.error();
    }
    return {};
}

Result<void> SettingsRepository::replace(Storage& storage, const QString& key, const QString& value)
{
    auto r = storage.update(kTable, {{kKey, key}}, {{kValue, nonNullText(value)}});
    if (!r)
        return r.error();
    return {};
}

} // namespace gatebench
