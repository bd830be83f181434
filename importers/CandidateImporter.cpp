#include "CandidateImporter.h"

#include "core/Ids.h"
#include "core/Labels.h"
#include "mapping/RecordKinds.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::CandidateImporter)
};

QString text(const QHash<QString, Converted>& values, const char* field)
{
    const Converted value = values.value(QLatin1String(field));
    // An empty text, never a null one: the text columns of a candidate are NOT NULL.
    return value.state == Converted::State::Value ? nonNullText(value.value.toString().trimmed()) : emptyText();
}

const QRegularExpression& idPattern()
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9][a-z0-9-]{0,63}$"));
    return pattern;
}

} // namespace

QString CandidateImporter::routeKey(const QString& cell)
{
    static const QList<std::pair<QString, QStringList>> words{
        {QStringLiteral("hardware_ecosystem"),
         {QStringLiteral("硬件生态"), QStringLiteral("硬件"), QStringLiteral("hardware"),
          QStringLiteral("hardware ecosystem")}},
        {QStringLiteral("gpu_orchestration"),
         {QStringLiteral("GPU 调度"), QStringLiteral("调度"), QStringLiteral("GPU 编排与调度"),
          QStringLiteral("orchestration"), QStringLiteral("scheduling"), QStringLiteral("gpu orchestration")}},
        {QStringLiteral("enterprise_container"),
         {QStringLiteral("企业容器平台"), QStringLiteral("容器平台"), QStringLiteral("container platform"),
          QStringLiteral("enterprise container platform")}},
        {QStringLiteral("cloud_managed"),
         {QStringLiteral("云托管"), QStringLiteral("云上托管"), QStringLiteral("云托管平台"), QStringLiteral("云"),
          QStringLiteral("cloud"), QStringLiteral("managed"), QStringLiteral("cloud managed")}},
        {QStringLiteral("open_source"),
         {QStringLiteral("开源"), QStringLiteral("自建"), QStringLiteral("开源组装"), QStringLiteral("open source"),
          QStringLiteral("self-built"), QStringLiteral("self built")}},
        {QStringLiteral("status_quo"),
         {QStringLiteral("现状"), QStringLiteral("维持现状"), QStringLiteral("status quo")}},
        {QStringLiteral("other"), {QStringLiteral("其他"), QStringLiteral("other")}},
    };
    const QString key = matchKey(cell);
    if (key.isEmpty())
        return {};
    for (const auto& [route, names] : words) {
        if (key == matchKey(route) || key == matchKey(labels::route(route)))
            return route;
        for (const QString& name : names) {
            if (key == matchKey(name))
                return route;
        }
    }
    return {};
}

Result<void> CandidateImporter::snapshot(const Storage& storage)
{
    auto rows = storage.select(QStringLiteral("candidates"));
    if (!rows)
        return rows.error();
    m_nextPosition = 0;
    for (const Row& row : std::as_const(*rows)) {
        const QString id = row.value(QStringLiteral("id")).toString();
        m_existing.insert(id, row);
        m_usedIds.insert(id);
        m_nextPosition = qMax(m_nextPosition, row.value(QStringLiteral("position")).toInt() + 1);
    }
    return {};
}

QString CandidateImporter::freeId(const QString& name)
{
    return m_freeIds.next(name, QStringLiteral("candidate"),
                          [this](const QString& id) { return m_usedIds.contains(id); });
}

Issues CandidateImporter::addRecord(const QHash<QString, Converted>& values, const QHash<QString, int>& columns,
                                    qint64 line)
{
    Issues issues;
    QString nameZh = text(values, "name_zh");
    QString nameEn = text(values, "name_en");
    if (nameZh.isEmpty() && nameEn.isEmpty()) {
        issues.append({line, columns.value(QStringLiteral("name_zh"), columns.value(QStringLiteral("name_en"))),
                       Issue::Severity::Error, Text::tr("the candidate has no name")});
        return issues;
    }
    if (nameZh.isEmpty())
        nameZh = nameEn;
    if (nameEn.isEmpty())
        nameEn = nameZh;

    QString id = text(values, "id");
    if (!id.isEmpty() && !idPattern().match(id).hasMatch()) {
        issues.append(
            {line, columns.value(QStringLiteral("id")), Issue::Severity::Error,
             Text::tr("\"%1\" is not a usable id: use lower-case letters, digits and hyphens, at most 64").arg(id)});
        return issues;
    }
    const QString routeText = text(values, "route");
    const QString route = routeKey(routeText);
    if (!routeText.isEmpty() && route.isEmpty()) {
        issues.append({line, columns.value(QStringLiteral("route")), Issue::Severity::Error,
                       Text::tr("\"%1\" is not a route; use one of: %2")
                           .arg(routeText, labels::routeKeys().join(QStringLiteral(", ")))});
        return issues;
    }
    if (!id.isEmpty() && m_lineOfId.contains(id)) {
        issues.append(
            {line, columns.value(QStringLiteral("id")), Issue::Severity::Error,
             Text::tr("the id %1 appears twice in the import (first on line %2)").arg(id).arg(m_lineOfId.value(id))});
        return issues;
    }

    QString aliases = text(values, "aliases");
    aliases.replace(QRegularExpression(QStringLiteral("\\s*[;；|,，\\n]\\s*")), QStringLiteral("\n"));
    Row fields{{QStringLiteral("name_zh"), nameZh}, {QStringLiteral("name_en"), nameEn}};
    const QString vendor = text(values, "vendor");
    if (!vendor.isEmpty()) {
        fields.insert(QStringLiteral("vendor_zh"), vendor);
        fields.insert(QStringLiteral("vendor_en"), vendor);
    }
    if (!route.isEmpty())
        fields.insert(QStringLiteral("route"), route);
    if (values.contains(QStringLiteral("notes")))
        fields.insert(QStringLiteral("notes"), text(values, "notes"));
    if (values.contains(QStringLiteral("aliases")))
        fields.insert(QStringLiteral("aliases"), nonNullText(aliases.trimmed()));

    if (!id.isEmpty() && m_existing.contains(id)) {
        const Row& stored = m_existing.value(id);
        Row before;
        Row after;
        for (auto it = fields.cbegin(); it != fields.cend(); ++it) {
            if (stored.value(it.key()).toString() != it.value().toString()) {
                before.insert(it.key(), stored.value(it.key()));
                after.insert(it.key(), it.value());
            }
        }
        if (!after.isEmpty())
            m_changes.append(Change::update(QStringLiteral("candidates"), {{QStringLiteral("id"), id}}, before, after));
    } else {
        if (id.isEmpty())
            id = freeId(nameEn);
        Row row = fields;
        row.insert(QStringLiteral("id"), id);
        row.insert(QStringLiteral("position"), m_nextPosition++);
        row.insert(QStringLiteral("origin"), QStringLiteral("custom"));
        m_changes.append(Change::insert(QStringLiteral("candidates"), {{QStringLiteral("id"), id}}, row));
    }
    m_usedIds.insert(id);
    m_lineOfId.insert(id, line);
    return issues;
}

Result<ChangeSpool> CandidateImporter::finish()
{
    return m_changes;
}

} // namespace gatebench
