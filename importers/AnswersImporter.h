#pragma once

#include "RecordImporter.h"
#include "domain/Domain.h"
#include "repositories/Stored.h"

#include <QSet>

namespace gatebench {

/// `--kind answers`: questionnaires the vendors filled in and sent back (the files that
/// `gatebench questionnaire` writes, with their Chinese or English headers, the machine headers of
/// earlier versions, or any table with the same meaning).
///
/// Rules:
/// - The candidate is named by its id or by a name in either language or an alias (columns
///   candidate_id and candidate; when both are filled they must name the same candidate).
/// - question_id must be the id of a requirement of the evaluation or of a commercial question of
///   the template; anything else is an error at its line and column. A row may name a requirement by
///   criterion_id alone. When both are filled, criterion_id must be the requirement the question
///   belongs to (empty for a commercial question): a mismatch means the rows were shuffled.
/// - A row with neither an answer nor an evidence link is skipped, not an error: vendors leave the
///   rows they do not answer empty, and an empty cell never erases a stored answer.
/// - Each answer is one row of `vendor_answers` per (candidate, question), linked to its
///   requirement. Importing an answer to a question already answered replaces it in place (an
///   update, so undo restores the previous answer); the same (candidate, question) twice in one
///   import is an error.
/// - The question text stored is the file's, as the vendor read it; when the file has none, the
///   current questionnaire wording in the workspace language.
class AnswersImporter final : public RecordImporter {
public:
    QString kind() const override { return QLatin1String(key(RecordKindId::Answers)); }
    Result<void> snapshot(const Storage& storage) override;
    Issues addRecord(const RecordValues& values, qint64 line) override;
    Result<ChangeSpool> finish() override;

private:
    QSet<QString> m_criteria;                        ///< requirement ids
    QHash<QString, QString> m_questionTexts;         ///< question id -> wording in the workspace language
    QHash<QString, Stored<VendorAnswer>> m_existing; ///< "candidate\nquestion" -> stored answer
    QHash<QString, qint64> m_lineOfKey;              ///< "candidate\nquestion" of this import -> its line
    ChangeSpool m_changes;
};

} // namespace gatebench
