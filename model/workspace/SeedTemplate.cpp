#include "workspace/SeedTemplate.h"

#include "storage/Storage.h"

#include <QFile>
#include <QJsonDocument>

namespace gatebench {

namespace {

// Every text column the template fills is NOT NULL: a key the template leaves out is an empty text.

QString text(const QJsonValue& value)
{
    return nonNullText(value.toString());
}

QString joinLines(const QJsonArray& array)
{
    QStringList lines;
    for (const QJsonValue& value : array)
        lines.append(value.toString());
    return nonNullText(lines.join(u'\n'));
}

QString sourcesText(const QJsonArray& sources, const QString& language)
{
    QStringList lines;
    for (const QJsonValue& value : sources) {
        const QJsonObject source = value.toObject();
        const QString note = localized(source.value(QLatin1String("note")), language);
        const QString title = localized(source.value(QLatin1String("title")), language);
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

QVariantMap SeedTemplate::candidateRow(const QJsonObject& p, int position)
{
    const auto both = [&](const char* json, const char* column, QVariantMap& row) {
        const QJsonValue value = p.value(QLatin1String(json));
        row.insert(QLatin1String(column) + QLatin1String("_zh"), localized(value, QStringLiteral("zh_CN")));
        row.insert(QLatin1String(column) + QLatin1String("_en"), localized(value, QStringLiteral("en")));
    };
    QVariantMap row{{QStringLiteral("id"), p.value(QLatin1String("id")).toString()},
                    {QStringLiteral("position"), position},
                    {QStringLiteral("origin"), QStringLiteral("template")},
                    {QStringLiteral("route"), p.value(QLatin1String("route")).toString()},
                    {QStringLiteral("deployment"), p.value(QLatin1String("deployment")).toString()},
                    {QStringLiteral("tco_template"), p.value(QLatin1String("tco_template")).toString()},
                    {QStringLiteral("as_of"), text(p.value(QLatin1String("as_of")))},
                    {QStringLiteral("aliases"), joinLines(p.value(QLatin1String("aliases")).toArray())}};
    both("name", "name", row);
    both("vendor", "vendor", row);
    both("when_to_consider", "consider", row);
    both("verify_first", "verify_first", row);
    both("risks", "risks", row);
    both("lock_in", "lock_in", row);
    const QJsonArray sources = p.value(QLatin1String("sources")).toArray();
    row.insert(QStringLiteral("sources_zh"), sourcesText(sources, QStringLiteral("zh_CN")));
    row.insert(QStringLiteral("sources_en"), sourcesText(sources, QStringLiteral("en")));
    return row;
}

Result<void> SeedTemplate::writeInto(Storage& storage) const
{
    int position = 0;
    for (const QJsonValue& value : candidates()) {
        if (auto r = storage.insert(QStringLiteral("candidates"), candidateRow(value.toObject(), position++)); !r)
            return r.error();
    }
    position = 0;
    for (const QJsonValue& value : criteria()) {
        const QJsonObject c = value.toObject();
        QVariantMap row{
            {QStringLiteral("id"), c.value(QLatin1String("id")).toString()},
            {QStringLiteral("position"), position++},
            {QStringLiteral("tier"), c.value(QLatin1String("tier")).toString()},
            {QStringLiteral("category"), text(c.value(QLatin1String("category")))},
            {QStringLiteral("evidence_required"), c.value(QLatin1String("evidence_required")).toBool() ? 1 : 0}};
        for (const char* field : {"title", "description", "owner_role", "acceptance"}) {
            const QJsonValue texts = c.value(QLatin1String(field));
            row.insert(QLatin1String(field) + QLatin1String("_zh"), localized(texts, QStringLiteral("zh_CN")));
            row.insert(QLatin1String(field) + QLatin1String("_en"), localized(texts, QStringLiteral("en")));
        }
        const QJsonValue weight = c.value(QLatin1String("weight"));
        row.insert(QStringLiteral("weight"), weight.isDouble() ? QVariant(weight.toDouble()) : QVariant());
        const QJsonValue review = c.value(QLatin1String("review_date"));
        row.insert(QStringLiteral("review_date"), review.isString() ? QVariant(review.toString()) : QVariant());
        if (auto r = storage.insert(QStringLiteral("criteria"), row); !r)
            return r.error();
    }
    position = 0;
    for (const QJsonValue& value : pocScenarios()) {
        const QJsonObject s = value.toObject();
        QVariantMap row{{QStringLiteral("id"), s.value(QLatin1String("id")).toString()},
                        {QStringLiteral("position"), position++},
                        {QStringLiteral("kind"), s.value(QLatin1String("kind")).toString()},
                        {QStringLiteral("min_runs"), s.value(QLatin1String("min_runs")).toInt(1)}};
        for (const char* field : {"title", "description"}) {
            const QJsonValue texts = s.value(QLatin1String(field));
            row.insert(QLatin1String(field) + QLatin1String("_zh"), localized(texts, QStringLiteral("zh_CN")));
            row.insert(QLatin1String(field) + QLatin1String("_en"), localized(texts, QStringLiteral("en")));
        }
        if (auto r = storage.insert(QStringLiteral("poc_scenarios"), row); !r)
            return r.error();
    }
    return {};
}

QList<std::pair<QString, QString>> SeedTemplate::commercialQuestions(const QString& language) const
{
    QList<std::pair<QString, QString>> list;
    for (const QJsonValue& value : commercialQuestions()) {
        const QJsonObject question = value.toObject();
        list.append({question.value(QLatin1String("id")).toString(),
                     localized(question.value(QLatin1String("question")), language)});
    }
    return list;
}

} // namespace gatebench
