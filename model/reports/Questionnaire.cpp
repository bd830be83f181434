#include "reports/Questionnaire.h"

#include "core/Labels.h"
#include "decision/DecisionEngine.h"
#include "mapping/ReferenceResolver.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"
#include "storage/Storage.h"
#include "workspace/SeedTemplate.h"

#include <QCoreApplication>
#include <QSet>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Questionnaire)
};

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
    const bool english = SettingsRepository(storage).value(QLatin1String(schema::key::Language)) == QLatin1String("en");
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
    for (const auto& [id, question] : SeedTemplate::instance().commercialQuestions(QStringLiteral("en")))
        ids.append(id);
    return ids;
}

QString Questionnaire::commercialQuestion(const QString& id, const QString& language)
{
    for (const auto& [questionId, question] : SeedTemplate::instance().commercialQuestions(language)) {
        if (questionId == id)
            return question;
    }
    return {};
}

Result<Questionnaire> Questionnaire::build(const Storage& storage, const QStringList& candidates)
{
    Questionnaire q;
    q.language = workspaceLanguage(storage);

    auto criteria = CriterionRepository(storage).ordered();
    if (!criteria)
        return criteria.error();
    for (const Criterion& c : std::as_const(*criteria)) {
        if (c.tier == CriterionTier::Deferred)
            continue;
        const QString title = c.title.in(q.language);
        q.questions.append(
            {c.id, c.id, criterionQuestion(title.isEmpty() ? c.id : title, c.acceptance.in(q.language), q.language)});
    }
    for (const auto& [id, question] : SeedTemplate::instance().commercialQuestions(q.language))
        q.questions.append({id, QString(), question});

    auto candidateList = CandidateRepository(storage).all();
    if (!candidateList)
        return candidateList.error();
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
    for (const Candidate& candidate : std::as_const(*candidateList)) {
        const QString& id = candidate.id;
        if (!wanted.isEmpty() && !wanted.contains(id))
            continue;
        if (!candidate.shortlisted) {
            if (wanted.isEmpty())
                continue;
            return Error{Error::Kind::BadInput,
                         Text::tr("The candidate %1 is set aside (%2); the questionnaire goes to the candidates in the "
                                  "evaluation.")
                             .arg(id, candidate.setAsideReason)};
        }
        q.candidates.append({id, candidate.name.in(q.language)});
    }
    return q;
}

} // namespace gatebench
