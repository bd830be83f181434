#include "AnswersImporter.h"

#include "decision/DecisionEngine.h"
#include "reports/Questionnaire.h"
#include "repositories/CriterionRepository.h"
#include "repositories/VendorAnswerRepository.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::AnswersImporter)
};

using Field = AnswerImportField;

QString keyOf(const QString& candidate, const QString& question)
{
    return candidate + u'\n' + question;
}

} // namespace

Result<void> AnswersImporter::snapshot(const Storage& storage)
{
    const QString language = workspaceLanguage(storage);
    auto criteria = CriterionRepository(storage).ordered();
    if (!criteria)
        return criteria.error();
    for (const Criterion& criterion : std::as_const(*criteria)) {
        m_criteria.insert(criterion.id);
        m_questionTexts.insert(criterion.id, Questionnaire::criterionQuestion(criterion, language));
    }
    for (const QString& id : Questionnaire::commercialQuestionIds()) {
        if (!m_questionTexts.contains(id))
            m_questionTexts.insert(id, Questionnaire::commercialQuestion(id, language));
    }
    auto answers = storedAnswers(storage);
    if (!answers)
        return answers.error();
    for (const Stored<VendorAnswer>& answer : std::as_const(*answers))
        m_existing.insert(keyOf(answer.value.candidateId, answer.value.questionId), answer);
    return {};
}

Issues AnswersImporter::addRecord(const RecordValues& values, qint64 line)
{
    Issues issues;
    const RecordFields<Field> record(values);
    const auto column = [&](Field field) { return record.column(field); };
    const auto error = [&](int at, const QString& message) {
        issues.append({line, at, Issue::Severity::Error, message});
    };

    QString candidate = record.text(Field::CandidateId);
    const QString named = record.text(Field::Candidate);
    if (candidate.isEmpty()) {
        candidate = named;
    } else if (!named.isEmpty() && named != candidate) {
        error(column(Field::Candidate),
              Text::tr("this names the candidate %1, but the candidate id of the row is %2").arg(named, candidate));
        return issues;
    }
    if (candidate.isEmpty()) {
        error(column(Field::CandidateId) ? column(Field::CandidateId) : column(Field::Candidate),
              Text::tr("the row names no candidate"));
        return issues;
    }

    QString question = record.text(Field::QuestionId);
    const QString criterion = record.text(Field::CriterionId);
    const int questionColumn = column(Field::QuestionId) ? column(Field::QuestionId) : column(Field::CriterionId);
    if (question.isEmpty() && criterion.isEmpty()) {
        error(questionColumn, Text::tr("the row names no question"));
        return issues;
    }
    const bool byCriterion = question.isEmpty();
    if (byCriterion)
        question = criterion;
    const bool isCriterion = m_criteria.contains(question);
    if (!isCriterion && (byCriterion || !m_questionTexts.contains(question))) {
        error(byCriterion ? column(Field::CriterionId) : questionColumn,
              byCriterion ? Text::tr("%1 is not a requirement of this evaluation").arg(question)
                          : Text::tr("%1 is not a question of the questionnaire: use the id of a requirement or of a "
                                     "commercial question")
                                .arg(question));
        return issues;
    }
    const QString linked = isCriterion ? question : QString();
    if (!criterion.isEmpty() && criterion != linked) {
        error(column(Field::CriterionId),
              isCriterion
                  ? Text::tr("the question %1 belongs to the requirement %1, not to %2").arg(question, criterion)
                  : Text::tr("the question %1 is a commercial question and belongs to no requirement, not to %2")
                        .arg(question, criterion));
        return issues;
    }

    const QString answer = record.text(Field::Answer);
    const QString link = record.text(Field::EvidenceLink);
    if (answer.isEmpty() && link.isEmpty())
        return issues; // not answered: skipped, and never erases a stored answer

    const QString key = keyOf(candidate, question);
    if (m_lineOfKey.contains(key)) {
        error(questionColumn, Text::tr("%1 answers the question %2 twice in the import (first on line %3)")
                                  .arg(candidate, question)
                                  .arg(m_lineOfKey.value(key)));
        return issues;
    }
    m_lineOfKey.insert(key, line);

    QString wording = record.text(Field::Question);
    if (wording.isEmpty())
        wording = nonNullText(m_questionTexts.value(question));
    VendorAnswer wanted;
    wanted.candidateId = candidate;
    wanted.questionId = question;
    wanted.criterionId = linked;
    wanted.question = wording;
    wanted.answer = answer;
    wanted.link = link;
    if (m_existing.contains(key)) {
        for (const Change& change : answerUpdated(m_existing.value(key), wanted))
            m_changes.append(change);
        return issues;
    }
    m_changes.append(answerInserted(wanted));
    return issues;
}

Result<ChangeSpool> AnswersImporter::finish()
{
    return m_changes;
}

} // namespace gatebench
