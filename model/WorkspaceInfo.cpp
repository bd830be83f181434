#include "WorkspaceInfo.h"

#include "Schema.h"
#include "Storage.h"

#include <QCryptographicHash>
#include <QJsonArray>

namespace gatebench {

namespace {

QString setting(const Storage& storage, const char* key)
{
    auto rows = storage.select(QStringLiteral("workspace_settings"), {{QStringLiteral("key"), QLatin1String(key)}});
    return rows && !rows->isEmpty() ? rows->first().value(QStringLiteral("value")).toString() : QString();
}

} // namespace

QJsonObject candidateJsonName(const QString& id, const QString& nameZh, const QString& nameEn, const QString& language)
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("name"), language == QLatin1String("en") ? nameEn : nameZh},
            {QStringLiteral("names"), QJsonObject{{QStringLiteral("zh_CN"), nameZh}, {QStringLiteral("en"), nameEn}}}};
}

Result<QJsonObject> workspaceInfo(const Storage& storage)
{
    const QString language =
        setting(storage, schema::key::Language) == QLatin1String("en") ? QStringLiteral("en") : QStringLiteral("zh_CN");
    auto candidates =
        storage.select(QStringLiteral("candidates"), {}, {QStringLiteral("position"), QStringLiteral("id")});
    if (!candidates)
        return candidates.error();
    QJsonArray list;
    for (const auto& row : std::as_const(*candidates)) {
        QJsonObject item = candidateJsonName(row.value(QStringLiteral("id")).toString(),
                                             row.value(QStringLiteral("name_zh")).toString(),
                                             row.value(QStringLiteral("name_en")).toString(), language);
        item.insert(QStringLiteral("route"), row.value(QStringLiteral("route")).toString());
        list.append(item);
    }
    QJsonObject criteria;
    for (const char* tier : {"gate", "bonus", "deferred"}) {
        auto n = storage.count(QStringLiteral("criteria"), {{QStringLiteral("tier"), QLatin1String(tier)}});
        if (!n)
            return n.error();
        criteria.insert(QLatin1String(tier), double(*n));
    }
    const auto countOf = [&](const char* table) -> Result<qint64> { return storage.count(QLatin1String(table)); };
    auto poc = countOf("poc_runs");
    auto jobs = countOf("baseline_jobs");
    auto tco = countOf("tco_lines");
    auto audit = countOf("audit_log");
    for (const auto* r : {&poc, &jobs, &tco, &audit}) {
        if (!*r)
            return r->error();
    }
    return QJsonObject{{QStringLiteral("schema_version"), storage.schemaVersion()},
                       {QStringLiteral("title"), setting(storage, schema::key::Title)},
                       {QStringLiteral("language"), language},
                       {QStringLiteral("time_zone"), setting(storage, schema::key::TimeZone)},
                       {QStringLiteral("simulated"), setting(storage, schema::key::Simulated) == QLatin1String("1")},
                       {QStringLiteral("candidates"), list},
                       {QStringLiteral("criteria"), criteria},
                       {QStringLiteral("poc_runs"), double(*poc)},
                       {QStringLiteral("jobs"), double(*jobs)},
                       {QStringLiteral("tco_lines"), double(*tco)},
                       {QStringLiteral("audit_entries"), double(*audit)}};
}

Result<QByteArray> contentHash(const Storage& storage)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString& table : storage.tables()) {
        const QStringList columns = storage.columns(table);
        hash.addData(table.toUtf8());
        hash.addData(columns.join(u',').toUtf8());
        auto r = storage.scan(table, columns, [&](const QVariantList& values) {
            for (const QVariant& value : values) {
                hash.addData(value.isNull() ? QByteArrayLiteral("\x01null") : value.toString().toUtf8());
                hash.addData(QByteArrayLiteral("\x1f"));
            }
            hash.addData(QByteArrayLiteral("\x1e"));
            return true;
        });
        if (!r)
            return r.error();
    }
    return hash.result().toHex();
}

} // namespace gatebench
