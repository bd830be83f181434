#include "QuestionnaireWriter.h"

#include "FormatRegistry.h"
#include "reports/Questionnaire.h"

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
    return {QStringLiteral("candidate_id"), QStringLiteral("candidate"), QStringLiteral("question_id"),
            QStringLiteral("criterion_id"), QStringLiteral("question"),  QStringLiteral("answer"),
            QStringLiteral("evidence_link")};
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
