#pragma once

#include "core/Result.h"
#include "domain/Domain.h"

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

    /// The candidate profiles, the requirements and the PoC scenarios as domain values, positions
    /// numbered from 0 in template order. An error only when the template holds a tier or a kind
    /// the program does not know (a build defect).
    QList<Candidate> candidates() const;
    Result<QList<Criterion>> criteria() const;
    Result<QList<PocScenario>> pocScenarios() const;
    QJsonArray pocMetrics() const { return m_root.value(QLatin1String("poc_metrics")).toArray(); }
    QJsonArray tcoCategories() const { return m_root.value(QLatin1String("tco_categories")).toArray(); }
    QJsonArray tcoTemplates() const { return m_root.value(QLatin1String("tco_templates")).toArray(); }
    QJsonArray commercialQuestions() const { return m_root.value(QLatin1String("questionnaire_commercial")).toArray(); }
    /// The commercial questions of the questionnaire as (id, question in `language`), template order.
    QList<std::pair<QString, QString>> commercialQuestions(const QString& language) const;

    /// Writes the template's candidates (those in `inPoc` marked for the PoC), criteria and PoC
    /// scenarios into `storage` through their repositories (inside the caller's transaction).
    Result<void> writeInto(Storage& storage, const QStringList& inPoc = {}) const;

    /// The candidate of a template profile.
    static Candidate candidateOf(const QJsonObject& profile, int position);

private:
    SeedTemplate();
    QJsonArray array(const char* key) const { return m_root.value(QLatin1String(key)).toArray(); }
    QJsonObject m_root;
};

/// The zh_CN / en texts of a localized JSON value {"zh_CN": s, "en": s}; an empty text, never a null
/// one, when it has none (the text columns it fills are NOT NULL).
QString localized(const QJsonValue& value, const QString& language);
/// Both texts of a localized JSON value.
Bilingual bilingual(const QJsonValue& value);

} // namespace gatebench
