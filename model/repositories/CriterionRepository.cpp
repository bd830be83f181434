#include "repositories/CriterionRepository.h"

#include "DecisionKeys.h"

#include <algorithm>

namespace gatebench {

namespace {

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

Criterion CriterionRepository::fromRow(const Row& row)
{
    Criterion c;
    c.id = text(row, "id");
    c.position = row.value(QStringLiteral("position")).toInt();
    c.tier = tierFromKey(text(row, "tier")).value_or(CriterionTier::Gate);
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
    for (const Row& row : std::as_const(*rows))
        list.append(fromRow(row));
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
    return std::optional<Criterion>{fromRow(rows->first())};
}

Assessment AssessmentRepository::fromRow(const Row& row)
{
    Assessment a;
    a.candidateId = text(row, "candidate_id");
    a.criterionId = text(row, "criterion_id");
    a.verdict = verdictFromKey(text(row, "verdict")).value_or(GateVerdict::Unknown);
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
    return std::optional<Assessment>{fromRow(rows->first())};
}

Result<QList<BonusScore>> AssessmentRepository::scores(const QString& candidateId, const QString& criterionId) const
{
    auto rows = m_storage.select(QStringLiteral("bonus_scores"), {{QStringLiteral("candidate_id"), candidateId},
                                                                  {QStringLiteral("criterion_id"), criterionId}});
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
