#include "CandidateImporter.h"

#include "commands/Candidates.h"
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

QString CandidateImporter::deploymentKey(const QString& cell)
{
    static const QList<std::pair<QString, QStringList>> words{
        {QStringLiteral("on_prem"),
         {QStringLiteral("本地"), QStringLiteral("本地部署"), QStringLiteral("私有化"), QStringLiteral("私有化部署"),
          QStringLiteral("私有云"), QStringLiteral("自有机房"), QStringLiteral("on premises"),
          QStringLiteral("on-premises"), QStringLiteral("on prem"), QStringLiteral("on-prem"),
          QStringLiteral("self-hosted")}},
        {QStringLiteral("cloud"),
         {QStringLiteral("云"), QStringLiteral("云端"), QStringLiteral("云上"), QStringLiteral("公有云"),
          QStringLiteral("cloud"), QStringLiteral("public cloud"), QStringLiteral("saas")}},
        {QStringLiteral("hybrid"),
         {QStringLiteral("混合"), QStringLiteral("混合云"), QStringLiteral("混合部署"), QStringLiteral("hybrid"),
          QStringLiteral("hybrid cloud")}},
    };
    const QString key = matchKey(cell);
    if (key.isEmpty())
        return {};
    for (const auto& [deployment, names] : words) {
        if (key == matchKey(deployment) || key == matchKey(labels::deployment(deployment)))
            return deployment;
        for (const QString& name : names) {
            if (key == matchKey(name))
                return deployment;
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

QString CandidateImporter::freeId(const QString& name, const QString& route)
{
    // The Latin letters and digits of the name ("华为云 ModelArts" gives "modelarts"); a name
    // without any gives a stem from the route, numbered: "cand-cloud-managed", "cand-cloud-managed-2".
    QString fallback = QStringLiteral("cand-") + (route.isEmpty() ? QStringLiteral("other") : route);
    fallback.replace(u'_', u'-');
    return m_freeIds.next(name, fallback, [this](const QString& id) { return m_usedIds.contains(id); });
}

Issues CandidateImporter::addRecord(const RecordValues& values, qint64 line)
{
    Issues issues;
    const RecordFields<Field> record(values);
    // A name given in one language only stays in that language: the window shows it in the other
    // (CandidateListModel falls back visibly), and a copy would pass a Chinese name off as English.
    const QString nameZh = record.text(Field::NameZh);
    const QString nameEn = record.text(Field::NameEn);
    QString id = record.text(Field::Id);
    if (!id.isEmpty() && !idPattern().match(id).hasMatch()) {
        issues.append(
            {line, record.column(Field::Id), Issue::Severity::Error,
             Text::tr("\"%1\" is not a usable id: use lower-case letters, digits and hyphens, at most 64").arg(id)});
        return issues;
    }
    const bool exists = !id.isEmpty() && m_existing.contains(id);
    // A new candidate needs a name; an update without one keeps the names it has.
    if (!exists && nameZh.isEmpty() && nameEn.isEmpty()) {
        issues.append({line, record.mapped(Field::NameZh) ? record.column(Field::NameZh) : record.column(Field::NameEn),
                       Issue::Severity::Error, Text::tr("the candidate has no name")});
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
    const QString deploymentText = record.text(Field::Deployment);
    const QString deployment = deploymentKey(deploymentText);
    if (!deploymentText.isEmpty() && deployment.isEmpty()) {
        issues.append({line, record.column(Field::Deployment), Issue::Severity::Error,
                       Text::tr("\"%1\" is not a deployment; use one of: %2")
                           .arg(deploymentText, labels::deploymentKeys().join(QStringLiteral(", ")))});
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
    // One vendor column: a name in Chinese script is the Chinese name only; a Latin one ("NVIDIA")
    // reads the same in both languages.
    const QString vendorText = record.text(Field::Vendor);
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    const Bilingual vendor{vendorText, vendorText.contains(han) ? emptyText() : vendorText};

    if (exists) {
        // An update sets what the row says: a name cell left empty keeps the stored name.
        const Candidate& stored = m_existing.value(id).value;
        QList<std::pair<CandidateField, QVariant>> fields;
        if (!nameZh.isEmpty())
            fields.append({CandidateField::NameZh, nameZh});
        if (!nameEn.isEmpty())
            fields.append({CandidateField::NameEn, nameEn});
        if (!vendorText.isEmpty()) {
            fields.append({CandidateField::VendorZh, vendor.zh});
            fields.append({CandidateField::VendorEn, vendor.en});
        }
        // A new route or deployment brings the cost template that fits it; the same ones leave the
        // template the committee may have chosen by hand.
        const QString newRoute = route.isEmpty() ? stored.route : route;
        const QString newDeployment = !deployment.isEmpty()      ? deployment
                                      : newRoute != stored.route ? candidates::defaultDeployment(newRoute)
                                                                 : stored.deployment;
        if (newRoute != stored.route || newDeployment != stored.deployment) {
            fields.append({CandidateField::Route, newRoute});
            fields.append({CandidateField::Deployment, newDeployment});
            fields.append({CandidateField::TcoTemplate, candidates::tcoTemplateFor(newRoute, newDeployment)});
        }
        if (record.converted(Field::Notes))
            fields.append({CandidateField::Notes, record.text(Field::Notes)});
        if (record.converted(Field::Aliases))
            fields.append({CandidateField::Aliases, nonNullText(aliases.trimmed())});
        for (const Change& change : CandidateRepository::updated(m_existing.value(id), fields))
            m_changes.append(change);
    } else {
        // The schema's route when the row names none ("other").
        const QString newRoute = route.isEmpty() ? QStringLiteral("other") : route;
        if (id.isEmpty())
            id = freeId(nameEn.isEmpty() ? nameZh : nameEn, newRoute);
        Candidate candidate;
        candidate.id = id;
        candidate.position = m_nextPosition++;
        candidate.origin = CandidateOrigin::Custom;
        candidate.name = {nameZh, nameEn};
        if (!vendorText.isEmpty())
            candidate.vendor = vendor;
        candidate.route = newRoute;
        candidate.deployment = deployment.isEmpty() ? candidates::defaultDeployment(newRoute) : deployment;
        candidate.tcoTemplate = candidates::tcoTemplateFor(candidate.route, candidate.deployment);
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
