#include "workspace/EvaluationSettings.h"

#include "core/Times.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"

#include <cmath>

namespace gatebench {

namespace {

/// The stored value of `key`; null when missing or unreadable (as SettingsRepository::value's fallback).
std::optional<QString> stored(const SettingsRepository& settings, const char* key)
{
    auto read = settings.read(QLatin1String(key));
    if (!read)
        return std::nullopt;
    return *read;
}

} // namespace

bool EvaluationSettings::parseFlag(const std::optional<QString>& stored)
{
    return stored && *stored == QLatin1String("1");
}

QString EvaluationSettings::parseLanguage(const std::optional<QString>& stored)
{
    return stored && *stored == QLatin1String("en") ? QStringLiteral("en") : QStringLiteral("zh_CN");
}

double EvaluationSettings::parseSpreadFlagPoints(const std::optional<QString>& stored)
{
    bool ok = false;
    const double value = stored ? stored->trimmed().toDouble(&ok) : 0.0;
    return ok && std::isfinite(value) && value >= 0 && value <= 5 ? value : 2.0;
}

EvaluationSettings EvaluationSettings::read(const Storage& storage)
{
    const SettingsRepository settings(storage);
    EvaluationSettings out;
    out.language = parseLanguage(stored(settings, schema::key::Language));
    out.title = settings.bilingual(QLatin1String(schema::key::Title));
    out.organisation = settings.bilingual(QLatin1String(schema::key::Organisation));
    out.currency = stored(settings, schema::key::Currency).value_or(QString());
    out.timeZoneId = stored(settings, schema::key::TimeZone);
    out.statedZone = QTimeZone(out.timeZoneId.value_or(QString()).toUtf8());
    out.clusterZone = zoneOrUtc(out.timeZoneId.value_or(QString()));
    out.statedDate = QDate::fromString(stored(settings, schema::key::AsOf).value_or(QString()), Qt::ISODate);
    out.simulated = parseFlag(stored(settings, schema::key::Simulated));
    out.spreadFlagPoints = parseSpreadFlagPoints(stored(settings, schema::key::SpreadFlagPoints));
    return out;
}

} // namespace gatebench
