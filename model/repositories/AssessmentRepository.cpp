#include "repositories/AssessmentRepository.h"
#include "repositories/RowValues.h"

#include "decision/DecisionKeys.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

using rows::text;

/// The translation context of these messages when they were part of the decision engine's loader,
/// kept so that their translations still apply (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::DecisionEngine)
};

} // namespace

Result<Assessment> AssessmentRepository::fromRow(const Row& row)
{
    Assessment a;
    a.candidateId = text(row, "candidate_id");
    a.criterionId = text(row, "criterion_id");
    const auto verdict = verdictFromKey(text(row, "verdict"));
    if (!verdict)
        return makeError(Error::Kind::Integrity, Text::tr("The assessment of %1 on %2 has an unknown verdict %3")
                                                     .arg(a.candidateId, a.criterionId, text(row, "verdict")));
    a.verdict = *verdict;
    a.waiver = {text(row, "waiver_owner"), text(row, "waiver_reason"),
                QDate::fromString(text(row, "waiver_expires"), Qt::ISODate)};
    a.evidence = text(row, "evidence");
    a.links = text(row, "links");
    a.reviewer = text(row, "reviewer");
    a.updatedAt = text(row, "updated_at");
    return a;
}

Result<std::optional<Assessment>> AssessmentRepository::find(const QString& candidateId,
                                                             const QString& criterionId) const
{
    auto rows = m_storage.select(QStringLiteral("assessments"), {{QStringLiteral("candidate_id"), candidateId},
                                                                 {QStringLiteral("criterion_id"), criterionId}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<Assessment>{};
    auto assessment = fromRow(rows->first());
    if (!assessment)
        return assessment.error();
    return std::optional<Assessment>{*assessment};
}

Result<QList<Assessment>> AssessmentRepository::all() const
{
    auto rows = m_storage.select(QStringLiteral("assessments"));
    if (!rows)
        return rows.error();
    QList<Assessment> list;
    list.reserve(rows->size());
    for (const Row& row : std::as_const(*rows)) {
        auto assessment = fromRow(row);
        if (!assessment)
            return assessment.error();
        list.append(*assessment);
    }
    return list;
}

Result<QList<BonusScore>> AssessmentRepository::allScores() const
{
    return scoresWhere({});
}

Result<QList<BonusScore>> AssessmentRepository::scoresBy(const QString& reviewerId) const
{
    return scoresWhere({{QStringLiteral("reviewer_id"), reviewerId}});
}

Result<QList<BonusScore>> AssessmentRepository::scores(const QString& candidateId, const QString& criterionId) const
{
    return scoresWhere({{QStringLiteral("candidate_id"), candidateId}, {QStringLiteral("criterion_id"), criterionId}});
}

Result<QList<BonusScore>> AssessmentRepository::scoresWhere(const Filter& filter) const
{
    auto rows = m_storage.select(QStringLiteral("bonus_scores"), filter);
    if (!rows)
        return rows.error();
    QList<BonusScore> list;
    for (const Row& row : std::as_const(*rows))
        list.append({text(row, "candidate_id"), text(row, "criterion_id"), text(row, "reviewer_id"),
                     row.value(QStringLiteral("score")).toDouble(), row.value(QStringLiteral("consensus")).toInt() != 0,
                     text(row, "note"), text(row, "updated_at")});
    return list;
}

bool AssessmentRepository::gridTouchedBy(const ChangeEvent& event)
{
    for (const char* table : {"candidates", "criteria", "assessments", "bonus_scores", "reviewers"}) {
        if (event.touches(QLatin1String(table)))
            return true;
    }
    return false;
}

bool AssessmentRepository::evidenceTouchedBy(const ChangeEvent& event)
{
    return gridTouchedBy(event) || event.touches(QStringLiteral("evidence_files"));
}

Result<QList<Reviewer>> AssessmentRepository::reviewers() const
{
    auto rows = m_storage.select(QStringLiteral("reviewers"));
    if (!rows)
        return rows.error();
    QList<Reviewer> list;
    for (const Row& row : std::as_const(*rows))
        list.append({text(row, "id"), text(row, "name"), text(row, "role"),
                     row.value(QStringLiteral("simulated")).toInt() != 0});
    return list;
}

Result<void> AssessmentRepository::insertReviewers(Storage& storage, const QList<Reviewer>& reviewers)
{
    for (const Reviewer& reviewer : reviewers) {
        if (auto r = storage.insert(QStringLiteral("reviewers"),
                                    {{QStringLiteral("id"), reviewer.id},
                                     {QStringLiteral("name"), nonNullText(reviewer.name)},
                                     {QStringLiteral("role"), nonNullText(reviewer.role)},
                                     {QStringLiteral("simulated"), reviewer.simulated ? 1 : 0}});
            !r)
            return r.error();
    }
    return {};
}

// A waiver's columns are written only when the cell has one: its expiry is NULL otherwise.
Result<void> AssessmentRepository::insertAssessments(Storage& storage, const QList<Assessment>& assessments)
{
    for (const Assessment& a : assessments) {
        Row row{{QStringLiteral("candidate_id"), a.candidateId},
                {QStringLiteral("criterion_id"), a.criterionId},
                {QStringLiteral("verdict"), verdictKey(a.verdict)},
                {QStringLiteral("waiver_owner"), nonNullText(a.waiver.owner)},
                {QStringLiteral("waiver_reason"), nonNullText(a.waiver.reason)},
                {QStringLiteral("waiver_expires"),
                 a.waiver.expires.isValid() ? QVariant(a.waiver.expires.toString(Qt::ISODate)) : QVariant()},
                {QStringLiteral("evidence"), nonNullText(a.evidence)},
                {QStringLiteral("links"), nonNullText(a.links)},
                {QStringLiteral("reviewer"), nonNullText(a.reviewer)},
                {QStringLiteral("updated_at"), nonNullText(a.updatedAt)}};
        if (auto r = storage.insert(QStringLiteral("assessments"), row); !r)
            return r.error();
    }
    return {};
}

Result<void> AssessmentRepository::insertScores(Storage& storage, const QList<BonusScore>& scores)
{
    for (const BonusScore& s : scores) {
        const Row row{
            {QStringLiteral("candidate_id"), s.candidateId},         {QStringLiteral("criterion_id"), s.criterionId},
            {QStringLiteral("reviewer_id"), s.reviewerId},           {QStringLiteral("score"), s.score},
            {QStringLiteral("consensus"), s.consensus ? 1 : 0},      {QStringLiteral("note"), nonNullText(s.note)},
            {QStringLiteral("updated_at"), nonNullText(s.updatedAt)}};
        if (auto r = storage.insert(QStringLiteral("bonus_scores"), row); !r)
            return r.error();
    }
    return {};
}

} // namespace gatebench
