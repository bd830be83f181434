#include "repositories/SettingsRepository.h"

#include "storage/Schema.h"
#include "storage/Storage.h"

namespace gatebench {

namespace {

const QString kTable = QStringLiteral("workspace_settings");
const QString kKey = QStringLiteral("key");
const QString kValue = QStringLiteral("value");
// A bilingual setting's languages, as suffixes of its key ("title_zh", "title_en").
const QString kZhSuffix = QStringLiteral("_zh");
const QString kEnSuffix = QStringLiteral("_en");

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

Result<std::optional<Change>> SettingsRepository::change(const QString& key, const std::optional<QString>& value) const
{
    auto stored = read(key);
    if (!stored)
        return stored.error();
    const Filter filter{{kKey, key}};
    if (*stored == value)
        return std::optional<Change>();
    if (!value)
        return std::optional<Change>(Change::remove(kTable, filter, {{kKey, key}, {kValue, **stored}}));
    if (!*stored)
        return std::optional<Change>(Change::insert(kTable, filter, {{kKey, key}, {kValue, nonNullText(*value)}}));
    return std::optional<Change>(Change::update(kTable, filter, {{kValue, **stored}}, {{kValue, nonNullText(*value)}}));
}

QString SettingsRepository::value(const QString& key, const QString& fallback) const
{
    auto v = read(key);
    return v && *v ? **v : fallback;
}

Bilingual SettingsRepository::bilingual(const QString& key) const
{
    Bilingual text{value(key + kZhSuffix), value(key + kEnSuffix)};
    if (text.zh.isEmpty() && text.en.isEmpty()) {
        const bool english = value(QLatin1String(schema::key::Language)) == QLatin1String("en");
        (english ? text.en : text.zh) = value(key);
    }
    return text;
}

QList<std::pair<QString, QString>> SettingsRepository::bilingualSettings(const QString& key, const Bilingual& text,
                                                                         const QString& language)
{
    return {{key, text.in(language)}, {key + kZhSuffix, text.zh}, {key + kEnSuffix, text.en}};
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
