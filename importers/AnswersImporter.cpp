#include "AnswersImporter.h"

#include "core/Labels.h"
#include "decision/DecisionEngine.h"
#include "reports/Questionnaire.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::AnswersImporter)
};

const QString kTable = QStringLiteral("vendor_answers");

/// A cell's text; never a null QString, which the storage would not keep apart from NULL.
QString text(const QHash<QString, Converted>& values, const char* field)
{
    const Converted value = values.value(QLatin1String(field));
    return value.state == Converted::State::Value ? nonNullText(value.value.toString().trimmed()) : emptyText();
}

QString keyOf(const QString& candidate, const QString& question)
{
    return candidate + u'\n' + question;
}

/// criterion_id NULL stays NULL (an invalid QVariant) when undo writes a row back.
QVariant criterionValue(const QVariant& value)
{
    return value.isNull() || value.toString().isEmpty() ? QVariant() : QVariant(value.toString());
}

} // namespace

Result<void> AnswersImporter::snapshot(const Storage& storage)
{
    const QString language = workspaceLanguage(storage);
    auto criteria = storage.select(QStringLiteral("criteria"));
    if (!criteria)
        return criteria.error();
    for (const Row& row : std::as_const(*criteria)) {
        const auto column = [&](const char* name) { return row.value(QLatin1String(name)).toString(); };
        const QString id = column("id");
        m_criteria.insert(id);
        const QString title = pickLanguage(column("title_zh"), column("title_en"), language);
        m_questionTexts.insert(id,
                               Questionnaire::criterionQuestion(
                                   title.isEmpty() ? id : title,
                                   pickLanguage(column("acceptance_zh"), column("acceptance_en"), language), language));
    }
    for (const QString& id : Questionnaire::commercialQuestionIds()) {
        if (!m_questionTexts.contains(id))
            m_questionTexts.insert(id, Questionnaire::commercialQuestion(id, language));
    }
    auto answers = storage.select(kTable);
    if (!answers)
        return answers.error();
    for (const Row& row : std::as_const(*answers))
        m_existing.insert(keyOf(row.value(QStringLiteral("candidate_id")).toString(),
                                row.value(QStringLiteral("question_id")).toString()),
                          row);
    return {};
}

Issues AnswersImporter::addRecord(const QHash<QString, Converted>& values, const QHash<QString, int>& columns,
                                  qint64 line)
{
    Issues issues;
    const auto column = [&](const char* field) { return columns.value(QLatin1String(field)); };
    const auto error = [&](int at, const QString& message) {
        issues.append({line, at, Issue::Severity::Error, message});
    };

    QString candidate = text(values, "candidate_id");
    const QString named = text(values, "candidate");
    if (candidate.isEmpty()) {
        candidate = named;
    } else if (!named.isEmpty() && named != candidate) {
        error(column("candidate"),
              Text::tr("this names the candidate %1, but the candidate id of the row is %2").arg(named, candidate));
        return issues;
    }
    if (candidate.isEmpty()) {
        error(column("candidate_id") ? column("candidate_id") : column("candidate"),
              Text::tr("the row names no candidate"));
        return issues;
    }

    QString question = text(values, "question_id");
    const QString criterion = text(values, "criterion_id");
    const int questionColumn = column("question_id") ? column("question_id") : column("criterion_id");
    if (question.isEmpty() && criterion.isEmpty()) {
        error(questionColumn, Text::tr("the row names no question"));
        return issues;
    }
    const bool byCriterion = question.isEmpty();
    if (byCriterion)
        question = criterion;
    const bool isCriterion = m_criteria.contains(question);
    if (!isCriterion && (byCriterion || !m_questionTexts.contains(question))) {
        error(byCriterion ? column("criterion_id") : questionColumn,
              byCriterion ? Text::tr("%1 is not a requirement of this evaluation").arg(question)
                          : Text::tr("%1 is not a question of the questionnaire: use the id of a requirement or of a "
                                     "commercial question")
                                .arg(question));
        return issues;
    }
    const QString linked = isCriterion ? question : QString();
    if (!criterion.isEmpty() && criterion != linked) {
        error(column("criterion_id"),
              isCriterion
                  ? Text::tr("the question %1 belongs to the requirement %1, not to %2").arg(question, criterion)
                  : Text::tr("the question %1 is a commercial question and belongs to no requirement, not to %2")
                        .arg(question, criterion));
        return issues;
    }

    const QString answer = text(values, "answer");
    const QString link = text(values, "evidence_link");
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

    QString wording = text(values, "question");
    if (wording.isEmpty())
        wording = nonNullText(m_questionTexts.value(question));
    const Filter filter{{QStringLiteral("candidate_id"), candidate}, {QStringLiteral("question_id"), question}};
    if (m_existing.contains(key)) {
        const Row& stored = m_existing.value(key);
        Row before;
        Row after;
        const QVariant storedCriterion = criterionValue(stored.value(QStringLiteral("criterion_id")));
        if (storedCriterion.toString() != linked) {
            before.insert(QStringLiteral("criterion_id"), storedCriterion);
            after.insert(QStringLiteral("criterion_id"), criterionValue(linked));
        }
        for (const auto& [name, value] :
             {std::pair{"question", wording}, std::pair{"answer", answer}, std::pair{"link", link}}) {
            const QString storedValue = stored.value(QLatin1String(name)).toString();
            if (storedValue != value) {
                before.insert(QLatin1String(name), storedValue);
                after.insert(QLatin1String(name), value);
            }
        }
        if (!after.isEmpty())
            m_changes.append(Change::update(kTable, filter, before, after));
        return issues;
    }
    const Row row{{QStringLiteral("candidate_id"), candidate},
                  {QStringLiteral("question_id"), question},
                  {QStringLiteral("criterion_id"), criterionValue(linked)},
                  {QStringLiteral("question"), wording},
                  {QStringLiteral("answer"), answer},
                  {QStringLiteral("link"), link},
                  {QStringLiteral("import_id"), QVariant()}};
    m_changes.append(Change::insert(kTable, filter, row));
    return issues;
}

Result<ChangeSpool> AnswersImporter::finish()
{
    return m_changes;
}

} // namespace gatebench
