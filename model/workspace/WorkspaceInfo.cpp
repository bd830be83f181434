#include "workspace/WorkspaceInfo.h"

#include <QJsonArray>

namespace gatebench {

QJsonObject candidateJsonName(const QString& id, const QString& nameZh, const QString& nameEn, const QString& language)
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("name"), language == QLatin1String("en") ? nameEn : nameZh},
            {QStringLiteral("names"), QJsonObject{{QStringLiteral("zh_CN"), nameZh}, {QStringLiteral("en"), nameEn}}}};
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
                       {QStringLiteral("audit_entries"), double(summary.auditEntries)},
                       {QStringLiteral("chain_head"), summary.chainHead}};
}

} // namespace gatebench
