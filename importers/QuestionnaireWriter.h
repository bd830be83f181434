#pragma once

#include "TableExporter.h"
#include "core/Result.h"

#include <QStringList>

class QIODevice;

namespace gatebench {

struct Questionnaire;
struct QuestionnaireCandidate;

/// One candidate's questionnaire as a table with the headers of Questionnaire::headers() in the
/// questionnaire's language, every cell text: one row per question, in questionnaire order, with
/// the candidate's id and name, the question's id, topic and text, and the answer and the evidence
/// or reference left empty. Any TableExporter writes it.
ExportTable questionnaireExportTable(const Questionnaire& questionnaire, const QuestionnaireCandidate& candidate);

/// Writes one candidate's questionnaire as CSV (UTF-8 with BOM and CRLF, the registry's CSV
/// exporter) for the vendor to fill in and send back; `gatebench import FILE --kind answers` reads
/// it again with either language's headers. Text that a spreadsheet would run as a formula (a
/// candidate named "=HYPERLINK(...)") is neutralised with a leading apostrophe (CsvWriter); the
/// answers import removes it again.
Result<void> writeQuestionnaireCsv(const Questionnaire& questionnaire, const QuestionnaireCandidate& candidate,
                                   QIODevice* device);

/// Writes one file per candidate of `questionnaire` into `folder` (created when absent), each named
/// by Questionnaire::fileName and never over an existing file: a name that is taken in the folder
/// (or by an earlier candidate of the same call) gets " (2)", " (3)" ... before ".csv". Returns
/// the paths written, in candidate order. All or nothing: when one file cannot be written, the
/// files written before it are removed again and the error says which file failed.
Result<QStringList> writeQuestionnaireFiles(const Questionnaire& questionnaire, const QString& folder);

} // namespace gatebench
