#include "Questionnaire.h"

#include "Criteria.h"
#include "DecisionEngine.h"
#include "Labels.h"
#include "ReferenceResolver.h"
#include "Schema.h"
#include "SeedTemplate.h"
#include "Storage.h"

#include <QCoreApplication>
#include <QSet>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Questionnaire)
};

QString text(const Row& row, const char* column)
{
    return row.value(QLatin1String(column)).toString();
}

/// `sentence` with a full stop of `language` when it ends without one.
QString closed(const QString& sentence, bool english)
{
    static const QString zhEnds = QStringLiteral("。！？!?.…”\"");
    static const QString enEnds = QStringLiteral(".!?…\"");
    const QString t = sentence.trimmed();
    if (t.isEmpty() || (english ? enEnds : zhEnds).contains(t.back()))
        return t;
    return t + (english ? QStringLiteral(".") : QStringLiteral("。"));
}

} // namespace

QString workspaceLanguage(const Storage& storage)
{
    auto rows = storage.select(QStringLiteral("workspace_settings"),
                               {{QStringLiteral("key"), QLatin1String(schema::key::Language)}});
    const bool english = rows && !rows->isEmpty() && text(rows->first(), "value") == QLatin1String("en");
    return english ? QStringLiteral("en") : QStringLiteral("zh_CN");
}

QString Questionnaire::criterionQuestion(const QString& title, const QString& acceptance, const QString& language)
{
    // Document content in the workspace language (see the class comment), hence two literal
    // wordings rather than Text::tr(): a Chinese committee sends Chinese questions whatever its menus say.
    const bool english = language == QLatin1String("en");
    const QString rule = closed(acceptance, english);
    if (english) {
        const QString head = title.trimmed().isEmpty() ? QString() : closed(title, true) + u' ';
        if (rule.isEmpty())
            return head + QStringLiteral("Does your platform meet this requirement, and how? Please give a link to "
                                         "the evidence.");
        return head + QStringLiteral("Acceptance rule: %1 Does your platform meet it, and how? Please give a link to "
                                     "the evidence.")
                          .arg(rule);
    }
    const QString head = title.trimmed().isEmpty() ? QString() : QStringLiteral("关于“%1”，").arg(title.trimmed());
    if (rule.isEmpty())
        return head + QStringLiteral("请说明贵方方案能否满足、如何满足这一要求，并附上证据链接。");
    return head + QStringLiteral("验收标准是：%1请说明贵方方案能否满足、如何满足，并附上证据链接。").arg(rule);
}

QStringList Questionnaire::commercialQuestionIds()
{
    QStringList ids;
    for (const QJsonValue& value : SeedTemplate::instance().commercialQuestions())
        ids.append(value.toObject().value(QLatin1String("id")).toString());
    return ids;
}

QString Questionnaire::commercialQuestion(const QString& id, const QString& language)
{
    for (const QJsonValue& value : SeedTemplate::instance().commercialQuestions()) {
        const QJsonObject question = value.toObject();
        if (question.value(QLatin1String("id")).toString() == id)
            return localized(question.value(QLatin1String("question")), language);
    }
    return {};
}

Result<Questionnaire> Questionnaire::build(const Storage& storage, const QStringList& candidates)
{
    Questionnaire q;
    q.language = workspaceLanguage(storage);

    auto criteriaRows = criteria::ordered(storage);
    if (!criteriaRows)
        return criteriaRows.error();
    for (const Row& row : std::as_const(*criteriaRows)) {
        const QString tier = text(row, "tier");
        if (tier != QLatin1String("gate") && tier != QLatin1String("bonus"))
            continue;
        const QString id = text(row, "id");
        const QString title = pickLanguage(text(row, "title_zh"), text(row, "title_en"), q.language);
        const QString acceptance = pickLanguage(text(row, "acceptance_zh"), text(row, "acceptance_en"), q.language);
        q.questions.append({id, id, criterionQuestion(title.isEmpty() ? id : title, acceptance, q.language)});
    }
    for (const QJsonValue& value : SeedTemplate::instance().commercialQuestions()) {
        const QJsonObject question = value.toObject();
        q.questions.append({question.value(QLatin1String("id")).toString(), QString(),
                            localized(question.value(QLatin1String("question")), q.language)});
    }

    auto candidateRows =
        storage.select(QStringLiteral("candidates"), {}, {QStringLiteral("position"), QStringLiteral("id")});
    if (!candidateRows)
        return candidateRows.error();
    QSet<QString> wanted;
    if (!candidates.isEmpty()) {
        auto resolver = ReferenceResolver::load(storage, ReferenceKind::Candidate);
        if (!resolver)
            return resolver.error();
        for (const QString& name : candidates) {
            const auto found = resolver->lookup(name);
            switch (found.outcome) {
            case ReferenceResolver::Outcome::Resolved:
                wanted.insert(found.id);
                break;
            case ReferenceResolver::Outcome::Ambiguous:
                return Error{Error::Kind::BadInput, Text::tr("The candidate \"%1\" could mean %2; give its id.")
                                                        .arg(name, found.candidates.join(QStringLiteral(", ")))};
            case ReferenceResolver::Outcome::Empty:
            case ReferenceResolver::Outcome::Unresolved:
                return Error{Error::Kind::BadInput,
                             Text::tr("There is no candidate \"%1\" in this evaluation.").arg(name)};
            }
        }
    }
    for (const Row& row : std::as_const(*candidateRows)) {
        const QString id = text(row, "id");
        const bool shortlisted = row.value(QStringLiteral("shortlisted")).toInt() != 0;
        if (!wanted.isEmpty() && !wanted.contains(id))
            continue;
        if (!shortlisted) {
            if (wanted.isEmpty())
                continue;
            return Error{Error::Kind::BadInput,
                         Text::tr("The candidate %1 is set aside (%2); the questionnaire goes to the candidates in the "
                                  "evaluation.")
                             .arg(id, text(row, "set_aside_reason"))};
        }
        q.candidates.append({id, pickLanguage(text(row, "name_zh"), text(row, "name_en"), q.language)});
    }
    return q;
}

Result<QList<VendorAnswer>> answersFor(const Storage& storage, const QString& candidateId, const QString& criterionId)
{
    auto rows = storage.select(QStringLiteral("vendor_answers"), {{QStringLiteral("candidate_id"), candidateId}},
                               {QStringLiteral("id")});
    if (!rows)
        return rows.error();
    QList<VendorAnswer> answers;
    for (const Row& row : std::as_const(*rows)) {
        if (text(row, "criterion_id") != criterionId)
            continue;
        VendorAnswer a;
        a.id = row.value(QStringLiteral("id")).toLongLong();
        a.candidateId = candidateId;
        a.questionId = text(row, "question_id");
        a.criterionId = text(row, "criterion_id");
        a.question = text(row, "question");
        a.answer = text(row, "answer");
        a.link = text(row, "link");
        if (const QVariant importId = row.value(QStringLiteral("import_id")); !importId.isNull())
            a.importId = importId.toLongLong();
        answers.append(a);
    }
    return answers;
}

} // namespace gatebench
