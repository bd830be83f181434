#include "CandidateImporter.h"

#include "core/Ids.h"
#include "core/Labels.h"
#include "mapping/RecordKinds.h"
#include "repositories/CandidateRepository.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::CandidateImporter)
};

using Field = CandidateImportField;

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
    auto stored = CandidateRepository(storage).stored();
    if (!stored)
        return stored.error();
    m_nextPosition = 0;
    for (const Stored<Candidate>& candidate : std::as_const(*stored)) {
        m_existing.insert(candidate.value.id, candidate);
        m_usedIds.insert(candidate.value.id);
        m_nextPosition = qMax(m_nextPosition, candidate.value.position + 1);
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
    const RecordFields<Field> record(values, columns);
    QString nameZh = record.text(Field::NameZh);
    QString nameEn = record.text(Field::NameEn);
    if (nameZh.isEmpty() && nameEn.isEmpty()) {
        issues.append({line, record.mapped(Field::NameZh) ? record.column(Field::NameZh) : record.column(Field::NameEn),
                       Issue::Severity::Error, Text::tr("the candidate has no name")});
        return issues;
    }
    if (nameZh.isEmpty())
        nameZh = nameEn;
    if (nameEn.isEmpty())
        nameEn = nameZh;

    QString id = record.text(Field::Id);
    if (!id.isEmpty() && !idPattern().match(id).hasMatch()) {
        issues.append(
            {line, record.column(Field::Id), Issue::Severity::Error,
             Text::tr("\"%1\" is not a usable id: use lower-case letters, digits and hyphens, at most 64").arg(id)});
        return issues;
    }
    const QString routeText = record.text(Field::Route);
    const QString route = routeKey(routeText);
    if (!routeText.isEmpty() && route.isEmpty()) {
        issues.append({line, record.column(Field::Route), Issue::Severity::Error,
                       Text::tr("\"%1\" is not a route; use one of: %2")
                           .arg(routeText, labels::routeKeys().join(QStringLiteral(", ")))});
        return issues;
    }
    if (!id.isEmpty() && m_lineOfId.contains(id)) {
        issues.append(
            {line, record.column(Field::Id), Issue::Severity::Error,
             Text::tr("the id %1 appears twice in the import (first on line %2)").arg(id).arg(m_lineOfId.value(id))});
        return issues;
    }

    QString aliases = record.text(Field::Aliases);
    aliases.replace(QRegularExpression(QStringLiteral("\\s*[;；|,，\\n]\\s*")), QStringLiteral("\n"));
    const QString vendor = record.text(Field::Vendor);
    QList<std::pair<CandidateField, QVariant>> fields{{CandidateField::NameZh, nameZh},
                                                      {CandidateField::NameEn, nameEn}};
    if (!vendor.isEmpty()) {
        fields.append({CandidateField::VendorZh, vendor});
        fields.append({CandidateField::VendorEn, vendor});
    }
    if (!route.isEmpty())
        fields.append({CandidateField::Route, route});
    if (record.converted(Field::Notes))
        fields.append({CandidateField::Notes, record.text(Field::Notes)});
    if (record.converted(Field::Aliases))
        fields.append({CandidateField::Aliases, nonNullText(aliases.trimmed())});

    if (!id.isEmpty() && m_existing.contains(id)) {
        for (const Change& change : CandidateRepository::updated(m_existing.value(id), fields))
            m_changes.append(change);
    } else {
        if (id.isEmpty())
            id = freeId(nameEn);
        Candidate candidate;
        candidate.id = id;
        candidate.position = m_nextPosition++;
        candidate.origin = CandidateOrigin::Custom;
        candidate.name = {nameZh, nameEn};
        if (!vendor.isEmpty())
            candidate.vendor = {vendor, vendor};
        candidate.route = route;
        if (record.converted(Field::Notes))
            candidate.notes = record.text(Field::Notes);
        if (record.converted(Field::Aliases))
            candidate.aliases = nonNullText(aliases.trimmed());
        m_changes.append(CandidateRepository::inserted(candidate));
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
