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

bool isEmptyValue(const QVariant& value)
{
    return !value.isValid() || value.isNull() || value.toString().isEmpty();
}

/// Whether a stored value and a wanted one are the same, column by column: texts as texts (a
/// stored '' equals an empty text), the weight as a number, and an empty nullable value only equal
/// to an empty one.
bool same(const QString& column, const QVariant& stored, const QVariant& wanted)
{
    const bool nullable = column == QLatin1String("weight") || column == QLatin1String("review_date") ||
                          column == QLatin1String("metric_rule");
    if (nullable) {
        const bool storedEmpty = isEmptyValue(stored);
        const bool wantedEmpty = isEmptyValue(wanted);
        if (storedEmpty || wantedEmpty)
            return storedEmpty == wantedEmpty;
        if (column == QLatin1String("weight"))
            return stored.toDouble() == wanted.toDouble();
    }
    return stored.toString() == wanted.toString();
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

Result<QList<Stored<Criterion>>> CriterionRepository::storedOrdered() const
{
    auto rows = m_storage.select(QStringLiteral("criteria"), {}, {QStringLiteral("position"), QStringLiteral("id")});
    if (!rows)
        return rows.error();
    QList<Stored<Criterion>> list;
    list.reserve(rows->size());
    for (const Row& row : std::as_const(*rows)) {
        auto criterion = fromRow(row);
        if (!criterion)
            return criterion.error();
        list.append({*criterion, row});
    }
    std::stable_sort(list.begin(), list.end(), [](const Stored<Criterion>& a, const Stored<Criterion>& b) {
        return tierOrder(a.value.tier) < tierOrder(b.value.tier);
    });
    return list;
}

Change CriterionRepository::inserted(const Criterion& criterion)
{
    return Change::insert(QStringLiteral("criteria"), {{QStringLiteral("id"), criterion.id}}, toRow(criterion));
}

ChangeSet CriterionRepository::updated(const Stored<Criterion>& stored, const Criterion& wanted)
{
    Row before;
    Row after;
    const Row row = toRow(wanted);
    for (auto it = row.cbegin(); it != row.cend(); ++it) {
        const QVariant old = stored.row.value(it.key());
        if (it.key() == QLatin1String("id") || same(it.key(), old, it.value()))
            continue;
        before.insert(it.key(), old);
        after.insert(it.key(), it.value());
    }
    if (after.isEmpty())
        return {};
    return {Change::update(QStringLiteral("criteria"), {{QStringLiteral("id"), stored.value.id}}, before, after)};
}

void CriterionRepository::shiftAppended(Change& change, const std::array<int, 3>& first)
{
    if (change.op != Change::Op::Insert || change.table != QLatin1String("criteria"))
        return;
    const auto tier = tierFromKey(text(change.after, "tier"));
    const int shift = first[std::size_t(tierOrder(tier.value_or(CriterionTier::Deferred)))];
    change.after.insert(QStringLiteral("position"), shift + change.after.value(QStringLiteral("position")).toInt());
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
