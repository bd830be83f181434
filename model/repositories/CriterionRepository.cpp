#include "repositories/CriterionRepository.h"
#include "repositories/RowValues.h"

#include "decision/DecisionKeys.h"

#include <QCoreApplication>

#include <algorithm>

namespace gatebench {

namespace {

using rows::pair;
using rows::putPair;
using rows::text;

/// The translation context of these messages when they were part of the decision engine's loader,
/// kept so that their translations still apply (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::DecisionEngine)
};

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

Row CriterionRepository::toRow(const Criterion& c)
{
    Row row{{QStringLiteral("id"), c.id},
            {QStringLiteral("position"), c.position},
            {QStringLiteral("tier"), tierKey(c.tier)},
            {QStringLiteral("category"), nonNullText(c.category)},
            {QStringLiteral("evidence_required"), c.evidenceRequired ? 1 : 0},
            {QStringLiteral("weight"), c.weight ? QVariant(*c.weight) : QVariant()},
            {QStringLiteral("review_date"),
             c.reviewDate.isValid() ? QVariant(c.reviewDate.toString(Qt::ISODate)) : QVariant()},
            {QStringLiteral("metric_rule"), c.metricRule.isEmpty() ? QVariant() : QVariant(c.metricRule)}};
    putPair(row, "title", c.title);
    putPair(row, "description", c.description);
    putPair(row, "owner_role", c.ownerRole);
    putPair(row, "acceptance", c.acceptance);
    return row;
}

Result<void> CriterionRepository::insertAll(Storage& storage, const QList<Criterion>& criteria)
{
    for (const Criterion& criterion : criteria) {
        if (auto r = storage.insert(QStringLiteral("criteria"), toRow(criterion)); !r)
            return r.error();
    }
    return {};
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

} // namespace gatebench
