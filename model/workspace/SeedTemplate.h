#pragma once

#include "core/Result.h"

#include <QJsonArray>
#include <QJsonObject>

namespace gatebench {

class Storage;

/// The built-in template (`:/template/template.json`): the seven candidate profiles, the default
/// requirements matrix, the PoC scenario catalogue and fault drills, and the TCO catalogue.
class SeedTemplate {
public:
    /// The parsed template; it is compiled in, so failure to read it is a build defect.
    static const SeedTemplate& instance();

    QJsonArray candidates() const { return m_root.value(QLatin1String("candidates")).toArray(); }
    QJsonArray criteria() const { return m_root.value(QLatin1String("criteria")).toArray(); }
    QJsonArray pocScenarios() const { return m_root.value(QLatin1String("poc_scenarios")).toArray(); }
    QJsonArray pocMetrics() const { return m_root.value(QLatin1String("poc_metrics")).toArray(); }
    QJsonArray tcoCategories() const { return m_root.value(QLatin1String("tco_categories")).toArray(); }
    QJsonArray tcoTemplates() const { return m_root.value(QLatin1String("tco_templates")).toArray(); }
    QJsonArray commercialQuestions() const { return m_root.value(QLatin1String("questionnaire_commercial")).toArray(); }
    /// The commercial questions of the questionnaire as (id, question in `language`), template order.
    QList<std::pair<QString, QString>> commercialQuestions(const QString& language) const;

    /// Writes the template's candidates, criteria and PoC scenarios into `storage`
    /// (inside the caller's transaction).
    Result<void> writeInto(Storage& storage) const;

    /// The candidate row of a template profile, as stored in the `candidates` table.
    static QVariantMap candidateRow(const QJsonObject& profile, int position);

private:
    SeedTemplate();
    QJsonObject m_root;
};

/// The zh_CN / en texts of a localized JSON value {"zh_CN": s, "en": s}; an empty text, never a null
/// one, when it has none (the text columns it fills are NOT NULL).
QString localized(const QJsonValue& value, const QString& language);

} // namespace gatebench
