#include "reports/Questionnaire.h"

#include "core/Times.h"
#include "decision/DecisionLoader.h"
#include "mapping/ReferenceResolver.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"
#include "storage/Storage.h"
#include "workspace/SeedTemplate.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QSet>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Questionnaire)
};

bool isEnglish(const QString& language)
{
    return language == QLatin1String("en");
}

/// A document text in both languages (see the class comment: not user interface, so not tr()).
QString inLanguage(const QString& language, const char* zh, const char* en)
{
    return QString::fromUtf8(isEnglish(language) ? en : zh);
}

/// The candidates' statuses on `asOf` (set-aside candidates have none).
Result<QHash<QString, std::optional<CandidateStatus>>> statuses(const Storage& storage, QDate asOf)
{
    auto input = loadDecisionInput(storage);
    if (!input)
        return input.error();
    QHash<QString, std::optional<CandidateStatus>> byId;
    for (const CandidateDecision& candidate : decide(*input, asOf).candidates)
        byId.insert(candidate.candidateId, candidate.status);
    return byId;
}

bool chosenByDefault(const Candidate& candidate, const std::optional<CandidateStatus>& status)
{
    return candidate.shortlisted && status && *status != CandidateStatus::Eliminated;
}

} // namespace

QString workspaceLanguage(const Storage& storage)
{
    const bool english = SettingsRepository(storage).value(QLatin1String(schema::key::Language)) == QLatin1String("en");
    return english ? QStringLiteral("en") : QStringLiteral("zh_CN");
}

QString fileNamePart(const QString& text, int maxBytes)
{
    // Windows forbids / \ : * ? " < > | and control characters, and a name that ends in a dot or a
    // space; the other systems accept the rest, Chinese included.
    static const QString forbidden = QStringLiteral("/\\:*?\"<>|");
    QString part;
    part.reserve(text.size());
    bool space = false;
    for (const QChar c : text) {
        if (c.isSpace()) {
            space = !part.isEmpty();
            continue;
        }
        if (space)
            part += u' ';
        space = false;
        part += forbidden.contains(c) || c.category() == QChar::Other_Control ? QChar(u'_') : c;
    }
    // File systems count bytes (255 on most): cut whole characters until the UTF-8 form fits.
    while (part.toUtf8().size() > maxBytes) {
        part.chop(1);
        if (!part.isEmpty() && part.back().isHighSurrogate())
            part.chop(1);
    }
    while (!part.isEmpty() && (part.back() == u'.' || part.back() == u' '))
        part.chop(1);
    return part;
}

QString Questionnaire::criterionQuestion(const Criterion& criterion, const QString& language)
{
    const QString written = criterion.vendorQuestion.in(language).trimmed();
    if (!written.isEmpty())
        return written;
    QString title = criterion.title.in(language).trimmed();
    if (title.isEmpty())
        title = criterion.id;
    // Only the title goes out: the acceptance rule and the rubric stay with the committee.
    if (isEnglish(language))
        return QStringLiteral("%1: does your platform meet this requirement, and how? Please describe it and give a "
                              "link to the evidence.")
            .arg(title);
    return QStringLiteral("关于“%1”，请说明平台能否满足这一要求、如何满足，并附上证据链接。").arg(title);
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

QStringList Questionnaire::headers(const QString& language)
{
    return {inLanguage(language, "候选方案编号", "Candidate ID"),
            inLanguage(language, "候选方案", "Candidate"),
            inLanguage(language, "问题编号", "Question ID"),
            inLanguage(language, "主题", "Topic"),
            inLanguage(language, "问题", "Question"),
            inLanguage(language, "答复", "Answer"),
            inLanguage(language, "证据或参考资料", "Evidence or reference")};
}

QString Questionnaire::fileName(const QuestionnaireCandidate& candidate) const
{
    // At most 140 + 70 bytes of names, so that with the separators, the date and a number from the
    // writer the whole name stays under the 255 bytes most file systems allow.
    QString title = fileNamePart(evaluationTitle, 140);
    if (title.isEmpty())
        title = inLanguage(language, "评估", "Evaluation");
    QString name = fileNamePart(candidate.name, 70);
    if (name.isEmpty())
        name = fileNamePart(candidate.id, 70);
    const QString date = asOf.toString(Qt::ISODate);
    return QStringLiteral("%1 - %2 - %3 %4.csv").arg(title, name, inLanguage(language, "问卷", "questionnaire"), date);
}

Result<QList<QuestionnaireChoice>> Questionnaire::choices(const Storage& storage, QDate asOf)
{
    auto candidates = CandidateRepository(storage).all();
    if (!candidates)
        return candidates.error();
    auto status = statuses(storage, asOf);
    if (!status)
        return status.error();
    QList<QuestionnaireChoice> list;
    for (const Candidate& candidate : std::as_const(*candidates)) {
        const std::optional<CandidateStatus> s = status->value(candidate.id);
        if (!candidate.shortlisted || !s)
            continue;
        list.append({candidate.id, candidate.name, *s, chosenByDefault(candidate, s)});
    }
    return list;
}

Result<Questionnaire> Questionnaire::build(const Storage& storage, const QuestionnaireOptions& options)
{
    Questionnaire q;
    q.language = options.language.isEmpty()    ? workspaceLanguage(storage)
                 : isEnglish(options.language) ? QStringLiteral("en")
                                               : QStringLiteral("zh_CN");
    q.asOf = options.asOf.isValid() ? options.asOf : SettingsRepository(storage).evaluationDate();
    q.evaluationTitle = SettingsRepository(storage).value(QLatin1String(schema::key::Title)).trimmed();

    auto criteria = CriterionRepository(storage).ordered();
    if (!criteria)
        return criteria.error();
    for (const Criterion& c : std::as_const(*criteria)) {
        if (c.tier == CriterionTier::Deferred)
            continue;
        const QString title = c.title.in(q.language).trimmed();
        q.questions.append({c.id, c.id, title.isEmpty() ? c.id : title, criterionQuestion(c, q.language)});
    }
    const QString commercial = inLanguage(q.language, "商务条款", "Commercial terms");
    for (const auto& [id, question] : SeedTemplate::instance().commercialQuestions(q.language))
        q.questions.append({id, QString(), commercial, question});

    auto candidateList = CandidateRepository(storage).all();
    if (!candidateList)
        return candidateList.error();
    auto status = statuses(storage, q.asOf);
    if (!status)
        return status.error();
    QSet<QString> wanted;
    if (!options.candidates.isEmpty()) {
        auto resolver = ReferenceResolver::load(storage, ReferenceKind::Candidate);
        if (!resolver)
            return resolver.error();
        for (const QString& name : options.candidates) {
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
        const std::optional<CandidateStatus> s = status->value(id);
        if (wanted.isEmpty()) {
            if (!chosenByDefault(candidate, s))
                continue;
        } else if (!wanted.contains(id)) {
            continue;
        } else if (!candidate.shortlisted) {
            return Error{Error::Kind::BadInput,
                         Text::tr("The candidate %1 is set aside (%2); the questionnaire goes to the candidates in the "
                                  "evaluation.")
                             .arg(id, candidate.setAsideReason)};
        }
        q.candidates.append({id, candidate.name.in(q.language), s});
    }
    return q;
}

} // namespace gatebench
