#pragma once

#include "TableExporter.h"
#include "core/Result.h"

#include <QStringList>

class QIODevice;

namespace gatebench {

struct Questionnaire;

/// The columns of a questionnaire file, in file order; the answers importer (`--kind answers`)
/// reads the same names.
QStringList questionnaireCsvColumns();

/// The questionnaire as a table with the columns of `questionnaireCsvColumns()`, every cell text;
/// any TableExporter writes it.
ExportTable questionnaireExportTable(const Questionnaire& questionnaire);

/// Writes the questionnaire as CSV (UTF-8 with BOM, the registry's CSV exporter) for the vendors to fill in:
/// one row per candidate and question (candidates in committee order, each with every question in
/// questionnaire order), with candidate_id, candidate (its name in the workspace language),
/// question_id, criterion_id (empty for a commercial question), question, and answer and
/// evidence_link left empty. Each vendor fills in its own rows and sends the file back. Text that a
/// spreadsheet would run as a formula (a candidate named "=HYPERLINK(...)") is neutralised with a
/// leading apostrophe (CsvWriter); the answers import removes it again.
Result<void> writeQuestionnaireCsv(const Questionnaire& questionnaire, QIODevice* device);

/// The same into a file, written whole or not at all (an existing file is replaced; refusing to
/// overwrite is the caller's decision).
Result<void> writeQuestionnaireCsv(const Questionnaire& questionnaire, const QString& path);

} // namespace gatebench
