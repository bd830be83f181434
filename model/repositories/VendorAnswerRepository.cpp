#include "repositories/VendorAnswerRepository.h"
#include "repositories/RowValues.h"

#include "storage/Storage.h"

namespace gatebench {

namespace {

using rows::text;

const QString kTable = QStringLiteral("vendor_answers");

VendorAnswer fromRow(const Row& row)
{
    VendorAnswer a;
    a.id = row.value(QStringLiteral("id")).toLongLong();
    a.candidateId = text(row, "candidate_id");
    a.questionId = text(row, "question_id");
    a.criterionId = text(row, "criterion_id");
    a.question = text(row, "question");
    a.answer = text(row, "answer");
    a.link = text(row, "link");
    if (const QVariant importId = row.value(QStringLiteral("import_id")); !importId.isNull())
        a.importId = importId.toLongLong();
    return a;
}

Filter keyOf(const VendorAnswer& answer)
{
    return {{QStringLiteral("candidate_id"), answer.candidateId}, {QStringLiteral("question_id"), answer.questionId}};
}

/// No criterion is NULL, never an empty text.
QVariant criterionValue(const QString& id)
{
    return id.isEmpty() ? QVariant() : QVariant(id);
}

} // namespace

Result<QList<VendorAnswer>> answersFor(const Storage& storage, const QString& candidateId, const QString& criterionId)
{
    auto rows = storage.select(QStringLiteral("vendor_answers"), {{QStringLiteral("candidate_id"), candidateId}},
                               {QStringLiteral("id")});
    if (!rows)
        return rows.error();
    QList<VendorAnswer> answers;
    for (const Row& row : std::as_const(*rows)) {
        if (text(row, "criterion_id") == criterionId)
            answers.append(fromRow(row));
    }
    return answers;
}

Result<QList<Stored<VendorAnswer>>> storedAnswers(const Storage& storage)
{
    auto rows = storage.select(kTable);
    if (!rows)
        return rows.error();
    QList<Stored<VendorAnswer>> answers;
    answers.reserve(rows->size());
    for (const Row& row : std::as_const(*rows))
        answers.append({fromRow(row), row});
    return answers;
}

Change answerInserted(const VendorAnswer& a)
{
    const Row row{{QStringLiteral("candidate_id"), a.candidateId},
                  {QStringLiteral("question_id"), a.questionId},
                  {QStringLiteral("criterion_id"), criterionValue(a.criterionId)},
                  {QStringLiteral("question"), nonNullText(a.question)},
                  {QStringLiteral("answer"), nonNullText(a.answer)},
                  {QStringLiteral("link"), nonNullText(a.link)},
                  {QStringLiteral("import_id"), QVariant()}};
    return Change::insert(kTable, keyOf(a), row);
}

ChangeSet answerUpdated(const Stored<VendorAnswer>& stored, const VendorAnswer& wanted)
{
    Row before;
    Row after;
    if (stored.value.criterionId != wanted.criterionId) {
        before.insert(QStringLiteral("criterion_id"), stored.row.value(QStringLiteral("criterion_id")));
        after.insert(QStringLiteral("criterion_id"), criterionValue(wanted.criterionId));
    }
    for (const auto& [column, value] :
         {std::pair{"question", wanted.question}, std::pair{"answer", wanted.answer}, std::pair{"link", wanted.link}}) {
        const QVariant old = stored.row.value(QLatin1String(column));
        if (old.toString() != value) {
            before.insert(QLatin1String(column), old);
            after.insert(QLatin1String(column), nonNullText(value));
        }
    }
    if (after.isEmpty())
        return {};
    return {Change::update(kTable, keyOf(stored.value), before, after)};
}

} // namespace gatebench
