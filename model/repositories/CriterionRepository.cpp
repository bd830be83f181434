#include "repositories/CriterionRepository.h"

#include "DecisionKeys.h"

#include <QCoreApplication>

#include <algorithm>

namespace gatebench {

namespace {

/// The translation context of these messages when they were part of the decision engine's loader,
/// kept so that their translations still apply (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::DecisionEngine)
};

Bilingual pair(const Row& row, const char* base)
{
    const QString b = QLatin1String(base);
    return {row.value(b + QStringLiteral("_zh")).toString(), row.value(b + QStringLiteral("_en")).toString()};
}

QString text(const Row& row, const char* column)
{
    return row.value(QLatin1String(column)).toString();
}

int tierOrder(CriterionTier tier)
{
    switch (tier) {
    case CriterionTier::Gate:
        return 0;
    case CriterionTier::Bonus:
        return 1;
    case CriterionTier::Deferred:
        return 2;
    }
    return 3;
}

} // namespace

Result<Criterion> CriterionRepository::fromRow(const Row& row)
{
    Criterion c;
    c.id = text(row, "id");
    c.position = row.value(QStringLiteral("position")).toInt();
    const auto tier = tierFromKey(text(row, "tier"));
    if (!tier)
        return makeError(Error::Kind::Integrity,
                         Text::tr("Criterion %1 has an unknown tier %2").arg(c.id, text(row, "tier")));
    c.tier = *tier;
    c.category = text(row, "category");
    c.title = pair(row, "title");
    c.description = pair(row, "description");
    c.ownerRole = pair(row, "owner_role");
    c.acceptance = pair(row, "acceptance");
    c.evidenceRequired = row.value(QStringLiteral("evidence_required")).toInt() != 0;
    const QVariant weight = row.value(QStringLiteral("weight"));
    if (!weight.isNull())
        c.weight = weight.toDouble();
    c.reviewDate = QDate::fromString(text(row, "review_date"), Qt::ISODate);
    c.metricRule = text(row, "metric_rule");
    return c;
}

Result<QList<Criterion>> CriterionRepository::ordered() const
{
    auto rows = m_storage.select(QStringLiteral("criteria"), {}, {QStringLiteral("position"), QStringLiteral("id")});
    if (!rows)
        return rows.error();
    QList<Criterion> list;
    list.reserve(rows->size());
    for (const Row& row : std::as_const(*rows)) {
        auto criterion = fromRow(row);
        if (!criterion)
            return criterion.error();
        list.append(*criterion);
    }
    std::stable_sort(list.begin(), list.end(),
                     [](const Criterion& a, const Criterion& b) { return tierOrder(a.tier) < tierOrder(b.tier); });
    return list;
}

Result<std::optional<Criterion>> CriterionRepository::find(const QString& id) const
{
    auto rows = m_storage.select(QStringLiteral("criteria"), {{QStringLiteral("id"), id}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<Criterion>{};
    auto criterion = fromRow(rows->first());
    if (!criterion)
        return criterion.error();
    return std::optional<Criterion>{*criterion};
}

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

} // namespace gatebench
