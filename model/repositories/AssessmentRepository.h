#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"
#include "storage/Storage.h"

#include <optional>

namespace gatebench {

/// The cells of the assessment grid: verdicts with waivers and evidence (`assessments`), the
/// reviewers' bonus scores (`bonus_scores`) and the reviewers (`reviewers`).
class AssessmentRepository {
public:
    explicit AssessmentRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// The recorded cell; null when nothing was recorded (the verdict is then Unknown).
    Result<std::optional<Assessment>> find(const QString& candidateId, const QString& criterionId) const;
    /// Every reviewer's score of one cell, in reviewer order.
    Result<QList<BonusScore>> scores(const QString& candidateId, const QString& criterionId) const;
    Result<QList<Reviewer>> reviewers() const;
    /// Every recorded cell, and every score, in key order.
    Result<QList<Assessment>> all() const;
    Result<QList<BonusScore>> allScores() const;
    /// Every score of one reviewer.
    Result<QList<BonusScore>> scoresBy(const QString& reviewerId) const;

    /// Whether a step may have changed what the grid shows (candidates, criteria, verdicts, scores,
    /// reviewers), and also what a cell's evidence shows (its files too).
    static bool gridTouchedBy(const ChangeEvent& event);
    static bool evidenceTouchedBy(const ChangeEvent& event);

    /// A stored row as an assessment; an Integrity error when its verdict is not one the program knows.
    static Result<Assessment> fromRow(const Row& row);

    /// Write directly, in order (creating a workspace, inside its transaction), never through undo.
    static Result<void> insertReviewers(Storage& storage, const QList<Reviewer>& reviewers);
    static Result<void> insertAssessments(Storage& storage, const QList<Assessment>& assessments);
    static Result<void> insertScores(Storage& storage, const QList<BonusScore>& scores);

private:
    Result<QList<BonusScore>> scoresWhere(const Filter& filter) const;

    const Storage& m_storage;
};

} // namespace gatebench
