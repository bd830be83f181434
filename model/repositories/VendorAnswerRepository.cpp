#include "repositories/VendorAnswerRepository.h"
#include "repositories/RowValues.h"

#include "storage/Storage.h"

namespace gatebench {

namespace {

using rows::text;

} // namespace

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
