#include "workspace/SeedTemplate.h"

#include "decision/DecisionKeys.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/PocRepository.h"
#include "storage/Storage.h"
#include "workspace/ResourceKeys.h"

#include <QFile>
#include <QJsonDocument>

namespace gatebench {

namespace {

namespace key = resource;

// Every text the template fills is stored NOT NULL: a key the template leaves out is an empty text.

QString text(const QJsonObject& object, const char* key)
{
    return nonNullText(object.value(QLatin1String(key)).toString());
}

QJsonValue value(const QJsonObject& object, const char* key)
{
    return object.value(QLatin1String(key));
}

QString joinLines(const QJsonArray& array)
{
    QStringList lines;
    for (const QJsonValue& line : array)
        lines.append(line.toString());
    return nonNullText(lines.join(u'\n'));
}

QString sourcesText(const QJsonArray& sources, const QString& language)
{
    QStringList lines;
    for (const QJsonValue& source : sources) {
        const QString note = localized(value(source.toObject(), key::Note), language);
        const QString title = localized(value(source.toObject(), key::Title), language);
        lines.append(note.isEmpty() ? title : title + QStringLiteral(" — ") + note);
    }
    return nonNullText(lines.join(u'\n'));
}

} // namespace

QString localized(const QJsonValue& value, const QString& language)
{
    if (value.isString())
        return nonNullText(value.toString());
    const QJsonObject object = value.toObject();
    return nonNullText(
        object.value(language == QLatin1String("en") ? QLatin1String("en") : QLatin1String("zh_CN")).toString());
}

Bilingual bilingual(const QJsonValue& value)
{
    return {localized(value, QStringLiteral("zh_CN")), localized(value, QStringLiteral("en"))};
}

const SeedTemplate& SeedTemplate::instance()
{
    static const SeedTemplate seed;
    return seed;
}

SeedTemplate::SeedTemplate()
{
    QFile file(QStringLiteral(":/template/template.json"));
    if (file.open(QIODevice::ReadOnly))
        m_root = QJsonDocument::fromJson(file.readAll()).object();
    Q_ASSERT_X(!m_root.isEmpty(), "SeedTemplate", "the built-in template resource is missing or invalid");
}

Candidate SeedTemplate::candidateOf(const QJsonObject& p, int position)
{
    Candidate c;
    c.id = value(p, key::Id).toString();
    c.position = position;
    c.origin = CandidateOrigin::Template;
    c.name = bilingual(value(p, key::Name));
    c.vendor = bilingual(p.value(QLatin1String("vendor")));
    c.route = value(p, key::Route).toString();
    c.deployment = value(p, key::Deployment).toString();
    c.tcoTemplate = value(p, key::TcoTemplate).toString();
    c.consider = bilingual(p.value(QLatin1String("when_to_consider")));
    c.verifyFirst = bilingual(p.value(QLatin1String("verify_first")));
    c.risks = bilingual(value(p, key::Risks));
    c.lockIn = bilingual(p.value(QLatin1String("lock_in")));
    const QJsonArray sources = p.value(QLatin1String("sources")).toArray();
    c.sources = {sourcesText(sources, QStringLiteral("zh_CN")), sourcesText(sources, QStringLiteral("en"))};
    c.asOf = text(p, key::AsOf);
    c.aliases = joinLines(value(p, key::Aliases).toArray());
    return c;
}

QList<Candidate> SeedTemplate::candidates() const
{
    QList<Candidate> list;
    int position = 0;
    for (const QJsonValue& profile : array(key::Candidates))
        list.append(candidateOf(profile.toObject(), position++));
    return list;
}

Result<QList<Criterion>> SeedTemplate::criteria() const
{
    QList<Criterion> list;
    int position = 0;
    for (const QJsonValue& entry : array(key::Criteria)) {
        const QJsonObject o = entry.toObject();
        Criterion c;
        c.id = value(o, key::Id).toString();
        c.position = position++;
        const auto tier = tierFromKey(value(o, key::Tier).toString());
        if (!tier)
            return Error{Error::Kind::Integrity,
                         QStringLiteral("The built-in template has a criterion %1 of unknown tier").arg(c.id)};
        c.tier = *tier;
        c.category = text(o, key::Category);
        c.title = bilingual(value(o, key::Title));
        c.description = bilingual(value(o, key::Description));
        c.ownerRole = bilingual(value(o, key::OwnerRole));
        c.acceptance = bilingual(value(o, key::Acceptance));
        c.vendorQuestion = bilingual(value(o, key::VendorQuestion));
        c.evidenceRequired = value(o, key::EvidenceRequired).toBool();
        if (const QJsonValue weight = value(o, key::Weight); weight.isDouble())
            c.weight = weight.toDouble();
        if (const QJsonValue review = value(o, key::ReviewDate); review.isString())
            c.reviewDate = QDate::fromString(review.toString(), Qt::ISODate);
        list.append(c);
    }
    return list;
}

Result<QList<PocScenario>> SeedTemplate::pocScenarios() const
{
    QList<PocScenario> list;
    int position = 0;
    for (const QJsonValue& entry : array(key::PocScenarios)) {
        const QJsonObject o = entry.toObject();
        PocScenario s;
        s.id = value(o, key::Id).toString();
        s.position = position++;
        const auto kind = PocRepository::kindFromKey(value(o, key::Kind).toString());
        if (!kind)
            return Error{Error::Kind::Integrity,
                         QStringLiteral("The built-in template has a PoC scenario %1 of unknown kind").arg(s.id)};
        s.kind = *kind;
        s.title = bilingual(value(o, key::Title));
        s.description = bilingual(value(o, key::Description));
        s.minRuns = value(o, key::MinRuns).toInt(1);
        list.append(s);
    }
    return list;
}

Result<void> SeedTemplate::writeInto(Storage& storage, const QStringList& inPoc) const
{
    QList<Candidate> profiles = candidates();
    for (Candidate& c : profiles)
        c.inPoc = inPoc.contains(c.id);
    if (auto r = CandidateRepository::insertAll(storage, profiles); !r)
        return r;
    auto matrix = criteria();
    if (!matrix)
        return matrix.error();
    if (auto r = CriterionRepository::insertAll(storage, *matrix); !r)
        return r;
    auto scenarios = pocScenarios();
    if (!scenarios)
        return scenarios.error();
    return PocRepository::insertScenarios(storage, *scenarios);
}

QList<std::pair<QString, QString>> SeedTemplate::commercialQuestions(const QString& language) const
{
    QList<std::pair<QString, QString>> list;
    for (const QJsonValue& entry : commercialQuestions()) {
        const QJsonObject question = entry.toObject();
        list.append({value(question, key::Id).toString(), localized(value(question, key::Question), language)});
    }
    return list;
}

} // namespace gatebench
