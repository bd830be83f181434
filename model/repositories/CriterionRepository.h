#pragma once

#include "Result.h"
#include "Storage.h"
#include "domain/Domain.h"

#include <optional>

namespace gatebench {

/// The requirements matrix: the only code that reads the `criteria` table by name for views and the
/// command line. Reads give `Criterion` values in reading order (tier, then position, then id).
class CriterionRepository {
public:
    explicit CriterionRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// Every criterion in reading order: gate, bonus, deferred; within a tier by position, then id.
    Result<QList<Criterion>> ordered() const;
    /// The criterion `id`; null when there is none.
    Result<std::optional<Criterion>> find(const QString& id) const;

    /// A stored row as a criterion; an Integrity error when its tier is not one the program knows.
    static Result<Criterion> fromRow(const Row& row);

private:
    const Storage& m_storage;
};

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

    /// A stored row as an assessment; an Integrity error when its verdict is not one the program knows.
    static Result<Assessment> fromRow(const Row& row);

private:
    Result<QList<BonusScore>> scoresWhere(const Filter& filter) const;

    const Storage& m_storage;
};

} // namespace gatebench
