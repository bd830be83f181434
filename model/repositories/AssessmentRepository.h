#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"
#include "storage/Storage.h"

#include <functional>
#include <optional>

namespace gatebench {

/// The cells of the assessment grid: verdicts with waivers and evidence (`assessments`), the
/// reviewers' bonus scores (`bonus_scores`), the reviewers (`reviewers`) and the evidence files
/// (`evidence_files`): the only code that knows these tables and their columns. Writes are
/// `Change`s for the command functions (model/commands/Assessments.h).
class AssessmentRepository {
public:
    explicit AssessmentRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// The recorded cell; null when nothing was recorded (the verdict is then Unknown).
    Result<std::optional<Assessment>> find(const QString& candidateId, const QString& criterionId) const;
    /// Every reviewer's score of one cell, in reviewer order.
    Result<QList<BonusScore>> scores(const QString& candidateId, const QString& criterionId) const;
    /// Every recorded cell, and every score, in key order.
    Result<QList<Assessment>> all() const;
    Result<QList<BonusScore>> allScores() const;
    /// How many assessments and bonus scores are stored.
    Result<qint64> count() const;
    Result<qint64> scoreCount() const;
    /// Every score of one reviewer.
    Result<QList<BonusScore>> scoresBy(const QString& reviewerId) const;

    /// The parts of a cell that an edit sets: the verdict with its waiver, the note with its links.
    enum Part { VerdictPart = 1, NotePart = 2 };
    /// The change that turns the stored cell of `wanted` (no row: an Unknown cell with nothing
    /// recorded) into `wanted`'s verdict, waiver, note and links, stamped with `reviewer` and `at`;
    /// null when nothing but the stamp would change. With `shown` (the cell as the view showed it),
    /// each column of `parts` that no longer holds the shown value is written expecting the shown
    /// value, so that the workspace refuses the change (another writer changed it since) instead
    /// of overwriting what the view never showed.
    Result<std::optional<Change>> cellChange(const Assessment& wanted, const QString& reviewer, const QString& at,
                                             int parts, const std::optional<Assessment>& shown = std::nullopt) const;
    /// The changes that set (a score) or clear (null) reviewer `reviewerId`'s score of a cell, stamped
    /// `at`; empty when nothing changes. With `shown` (the score the view showed, null for none),
    /// a score another writer set, changed or cleared since is expected as shown, and the workspace
    /// refuses the change. `note` (null: as stored, none for a new score) sets the score's note.
    Result<ChangeSet> scoreChange(const QString& candidateId, const QString& criterionId, const QString& reviewerId,
                                  std::optional<double> score, const QString& at,
                                  const std::optional<std::optional<double>>& shown = std::nullopt,
                                  const std::optional<QString>& note = std::nullopt) const;

    /// The evidence files of one cell, without their content (listing must not load the bytes).
    Result<QList<EvidenceFile>> files(const QString& candidateId, const QString& criterionId) const;
    /// The file `id` without its content; null when there is none.
    Result<std::optional<EvidenceFile>> file(qint64 id) const;
    /// The content of file `id`; null when there is none.
    Result<std::optional<QByteArray>> fileContent(qint64 id) const;
    /// Every evidence file in id order, without its content.
    Result<QList<EvidenceFile>> allFiles() const;
    /// Where the evidence contents are stored, for code that copies every table as it is (the exit
    /// bundle writes each content as an entry of its own and names it in the content column's place).
    struct FileColumns {
        QString table;
        QString id;
        QString fileName;
        QString content;
    };
    static FileColumns fileColumns();
    /// The highest evidence file id (0 when there are none).
    Result<qint64> lastFileId() const;
    /// Adds `file` with `content` (its id must be free), the content outside the audit log.
    static ChangeSet attach(const EvidenceFile& file, const QByteArray& content);
    /// Removes file `id` (null when there is none), the content outside the audit log.
    Result<std::optional<ChangeSet>> detach(qint64 id) const;
    /// Evidence file contents must not reach the audit log (it records rows as text). Rewrites the
    /// inserts and removals of evidence files in `changes` so that the content travels in a separate
    /// update, which the log records as "<n bytes>"; applying and undoing give the same rows.
    static ChangeSet withFileContentOutOfAudit(const ChangeSet& changes);

    /// Whether a step may have changed what the grid shows (candidates, criteria, verdicts, scores,
    /// reviewers, and the PoC runs and scenarios that metric gates are computed from), and also what a
    /// cell's evidence shows (its files too).
    static bool gridTouchedBy(const ChangeEvent& event);
    static bool evidenceTouchedBy(const ChangeEvent& event);

    /// A stored row as an assessment; an Integrity error when its verdict is not one the program knows.
    static Result<Assessment> fromRow(const Row& row);
    /// The same from the values of the columns all() reads, in their order.
    static Result<Assessment> fromValues(const QVariantList& values);
    /// The stored form of a whole cell.
    static Row toRow(const Assessment& assessment);

    /// Write directly, in order (creating a workspace, inside its transaction), never through undo.
    static Result<void> insertAssessments(Storage& storage, const QList<Assessment>& assessments);
    static Result<void> insertScores(Storage& storage, const QList<BonusScore>& scores);

private:
    Result<QList<BonusScore>> scoresWhere(const Filter& filter) const;
    /// Visits every row of `table` in key order with the values of `columns` (those the file's version
    /// lacks empty) until `visit` returns false.
    Result<void> scanPresent(const QString& table, const QStringList& columns,
                             const std::function<bool(const QVariantList&)>& visit) const;

    const Storage& m_storage;
};

} // namespace gatebench
