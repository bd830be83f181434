#include "WorkspaceInfo.h"

#include "Schema.h"
#include "Storage.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"

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

Result<WorkspaceSummary> workspaceSummary(const Storage& storage)
{
    WorkspaceSummary summary;
    summary.schemaVersion = storage.schemaVersion();
    summary.language =
        setting(storage, schema::key::Language) == QLatin1String("en") ? QStringLiteral("en") : QStringLiteral("zh_CN");
    summary.title = setting(storage, schema::key::Title);
    summary.timeZone = setting(storage, schema::key::TimeZone);
    summary.simulated = setting(storage, schema::key::Simulated) == QLatin1String("1");
    auto candidates = CandidateRepository(storage).all();
    if (!candidates)
        return candidates.error();
    summary.candidates = *candidates;
    auto criteria = CriterionRepository(storage).ordered();
    if (!criteria)
        return criteria.error();
    for (const Criterion& c : std::as_const(*criteria)) {
        switch (c.tier) {
        case CriterionTier::Gate:
            ++summary.gates;
            break;
        case CriterionTier::Bonus:
            ++summary.bonus;
            break;
        case CriterionTier::Deferred:
            ++summary.deferred;
            break;
        }
    }
    for (auto [table, target] :
         {std::pair{"poc_runs", &summary.pocRuns}, std::pair{"baseline_jobs", &summary.jobs},
          std::pair{"tco_lines", &summary.tcoLines}, std::pair{"audit_log", &summary.auditEntries}}) {
        auto n = storage.count(QLatin1String(table));
        if (!n)
            return n.error();
        *target = *n;
    }
    return summary;
}

QJsonObject toJson(const WorkspaceSummary& summary)
{
    QJsonArray list;
    for (const Candidate& c : summary.candidates) {
        QJsonObject item = candidateJsonName(c.id, c.name.zh, c.name.en, summary.language);
        item.insert(QStringLiteral("route"), c.route);
        list.append(item);
    }
    const QJsonObject criteria{{QStringLiteral("gate"), summary.gates},
                               {QStringLiteral("bonus"), summary.bonus},
                               {QStringLiteral("deferred"), summary.deferred}};
    return QJsonObject{{QStringLiteral("schema_version"), summary.schemaVersion},
                       {QStringLiteral("title"), summary.title},
                       {QStringLiteral("language"), summary.language},
                       {QStringLiteral("time_zone"), summary.timeZone},
                       {QStringLiteral("simulated"), summary.simulated},
                       {QStringLiteral("candidates"), list},
                       {QStringLiteral("criteria"), criteria},
                       {QStringLiteral("poc_runs"), double(summary.pocRuns)},
                       {QStringLiteral("jobs"), double(summary.jobs)},
                       {QStringLiteral("tco_lines"), double(summary.tcoLines)},
                       {QStringLiteral("audit_entries"), double(summary.auditEntries)}};
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
