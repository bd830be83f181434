#include "QuestionnaireWriter.h"

#include "FormatRegistry.h"
#include "reports/Questionnaire.h"
#include "repositories/ImportFields.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::QuestionnaireWriter)
};

} // namespace

QStringList questionnaireCsvColumns()
{
    // The fields of the answers kind, in their order: a filled-in questionnaire imports as it is.
    using F = AnswerImportField;
    QStringList columns;
    for (const F field :
         {F::CandidateId, F::Candidate, F::QuestionId, F::CriterionId, F::Question, F::Answer, F::EvidenceLink})
        columns.append(QLatin1String(key(field)));
    return columns;
}

ExportTable questionnaireExportTable(const Questionnaire& questionnaire)
{
    ExportTable table;
    table.title = Text::tr("Questionnaire");
    table.header = questionnaireCsvColumns();
    for (const QuestionnaireCandidate& candidate : questionnaire.candidates) {
        for (const Question& question : questionnaire.questions)
            table.rows.append(
                {candidate.id, candidate.name, question.id, question.criterionId, question.text, QString(), QString()});
    }
    return table;
}

Result<void> writeQuestionnaireCsv(const Questionnaire& questionnaire, QIODevice* device)
{
    return FormatRegistry::standard()
        .exporter(QStringLiteral("csv"))
        ->write(questionnaireExportTable(questionnaire), *device);
}

Result<void> writeQuestionnaireCsv(const Questionnaire& questionnaire, const QString& path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{Error::Kind::Io, Text::tr("Cannot write %1: %2").arg(path, file.errorString())};
    if (auto r = writeQuestionnaireCsv(questionnaire, &file); !r) {
        file.cancelWriting();
        return r;
    }
    if (!file.commit())
        return Error{Error::Kind::Io, Text::tr("Cannot write %1: %2").arg(path, file.errorString())};
    return {};
}

} // namespace gatebench
