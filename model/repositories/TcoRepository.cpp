#include "repositories/TcoRepository.h"
#include "repositories/RowValues.h"

#include "storage/Storage.h"

#include <QCoreApplication>

#include <array>

namespace gatebench {

namespace {

using rows::pair;
using rows::putPair;
using rows::text;

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::TcoRepository)
};

const QString kScenarios = QStringLiteral("tco_scenarios");
const QString kLines = QStringLiteral("tco_lines");
const QString kRates = QStringLiteral("fx_rates");

constexpr std::array kKinds{std::pair{TcoLineKind::Recurring, "recurring"}, std::pair{TcoLineKind::OneOff, "one_off"},
                            std::pair{TcoLineKind::Staff, "staff"}};

/// An exact amount as stored (decimal text); an Integrity error naming where when it is not one.
Result<Decimal> amount(const Row& row, const char* column, const QString& where)
{
    auto value = Decimal::parse(text(row, column));
    if (!value)
        return Error{Error::Kind::Integrity, Text::tr("%1: %2 is not an exact decimal number (%3)")
                                                 .arg(where, QLatin1String(column), value.error().message)};
    return *value;
}

Result<std::optional<Decimal>> optionalAmount(const Row& row, const char* column, const QString& where)
{
    if (isNullValue(row.value(QLatin1String(column))))
        return std::optional<Decimal>{};
    auto value = amount(row, column, where);
    if (!value)
        return value.error();
    return std::optional<Decimal>{*value};
}

QVariant textOrNull(const std::optional<Decimal>& value)
{
    return value ? QVariant(value->toString()) : QVariant();
}

} // namespace

QString TcoRepository::kindKey(TcoLineKind kind)
{
    return rows::keyOf(kKinds, kind);
}

std::optional<TcoLineKind> TcoRepository::kindFromKey(const QString& key)
{
    return rows::valueOf<TcoLineKind>(kKinds, key);
}

Result<QList<TcoScenario>> TcoRepository::scenarios() const
{
    auto rows = m_storage.select(kScenarios, {}, {QStringLiteral("id")});
    if (!rows)
        return rows.error();
    QList<TcoScenario> list;
    for (const Row& row : std::as_const(*rows)) {
        TcoScenario s;
        s.id = text(row, "id");
        s.candidateId = text(row, "candidate_id");
        s.templateScenario = text(row, "template_scenario");
        auto multiplier = amount(row, "multiplier", s.id);
        if (!multiplier)
            return multiplier.error();
        s.multiplier = *multiplier;
        for (const QString& month : text(row, "peak_months").split(u',', Qt::SkipEmptyParts))
            s.peakMonths.append(month.trimmed().toInt());
        list.append(s);
    }
    return list;
}

Result<QList<TcoLine>> TcoRepository::lines() const
{
    auto rows = m_storage.select(kLines, {}, {QStringLiteral("id")});
    if (!rows)
        return rows.error();
    QList<TcoLine> list;
    for (const Row& row : std::as_const(*rows)) {
        TcoLine l;
        l.id = row.value(QStringLiteral("id")).toLongLong();
        const QString where = Text::tr("Cost line %1").arg(l.id);
        l.candidateId = text(row, "candidate_id");
        l.scenarioId = text(row, "scenario_id");
        l.category = text(row, "category");
        l.description = pair(row, "description");
        const auto kind = kindFromKey(text(row, "kind"));
        if (!kind)
            return Error{Error::Kind::Integrity, Text::tr("%1 has an unknown kind %2").arg(where, text(row, "kind"))};
        l.kind = *kind;
        auto quantity = amount(row, "quantity", where);
        if (!quantity)
            return quantity.error();
        auto unitPrice = amount(row, "unit_price", where);
        if (!unitPrice)
            return unitPrice.error();
        auto growth = amount(row, "growth", where);
        if (!growth)
            return growth.error();
        auto fte = optionalAmount(row, "fte", where);
        if (!fte)
            return fte.error();
        auto loaded = optionalAmount(row, "loaded_annual_cost", where);
        if (!loaded)
            return loaded.error();
        l.quantity = *quantity;
        l.unitPrice = *unitPrice;
        l.growth = *growth;
        l.fte = *fte;
        l.loadedAnnualCost = *loaded;
        l.currency = text(row, "currency");
        l.periodsPerYear = row.value(QStringLiteral("periods_per_year")).toInt();
        const QVariant year = row.value(QStringLiteral("year"));
        if (!isNullValue(year))
            l.year = year.toInt();
        l.taxIncluded = row.value(QStringLiteral("tax_included")).toInt() != 0;
        const QVariant import = row.value(QStringLiteral("import_id"));
        if (!isNullValue(import))
            l.importId = import.toLongLong();
        list.append(l);
    }
    return list;
}

Result<QList<FxRate>> TcoRepository::fxRates() const
{
    auto rows = m_storage.select(kRates, {}, {QStringLiteral("currency")});
    if (!rows)
        return rows.error();
    QList<FxRate> list;
    for (const Row& row : std::as_const(*rows)) {
        auto rate = amount(row, "rate", text(row, "currency"));
        if (!rate)
            return rate.error();
        list.append({text(row, "currency"), *rate});
    }
    return list;
}

Result<void> TcoRepository::insertScenarios(Storage& storage, const QList<TcoScenario>& scenarios)
{
    for (const TcoScenario& s : scenarios) {
        QStringList months;
        for (int month : s.peakMonths)
            months.append(QString::number(month));
        const Row row{{QStringLiteral("id"), s.id},
                      {QStringLiteral("candidate_id"), s.candidateId},
                      {QStringLiteral("template_scenario"), nonNullText(s.templateScenario)},
                      {QStringLiteral("multiplier"), s.multiplier.toString()},
                      {QStringLiteral("peak_months"), nonNullText(months.join(u','))}};
        if (auto r = storage.insert(kScenarios, row); !r)
            return r.error();
    }
    return {};
}

Result<void> TcoRepository::insertLines(Storage& storage, const QList<TcoLine>& lines)
{
    for (const TcoLine& l : lines) {
        Row row{{QStringLiteral("candidate_id"), l.candidateId},
                {QStringLiteral("scenario_id"), l.scenarioId.isEmpty() ? QVariant() : QVariant(l.scenarioId)},
                {QStringLiteral("category"), nonNullText(l.category)},
                {QStringLiteral("kind"), kindKey(l.kind)},
                {QStringLiteral("quantity"), l.quantity.toString()},
                {QStringLiteral("unit_price"), l.unitPrice.toString()},
                {QStringLiteral("currency"), nonNullText(l.currency)},
                {QStringLiteral("periods_per_year"), l.periodsPerYear},
                {QStringLiteral("growth"), l.growth.toString()},
                {QStringLiteral("year"), l.year ? QVariant(*l.year) : QVariant()},
                {QStringLiteral("fte"), textOrNull(l.fte)},
                {QStringLiteral("loaded_annual_cost"), textOrNull(l.loadedAnnualCost)},
                {QStringLiteral("tax_included"), l.taxIncluded ? 1 : 0},
                {QStringLiteral("import_id"), l.importId ? QVariant(*l.importId) : QVariant()}};
        putPair(row, "description", l.description);
        if (l.id > 0)
            row.insert(QStringLiteral("id"), l.id);
        if (auto r = storage.insert(kLines, row); !r)
            return r.error();
    }
    return {};
}

Result<void> TcoRepository::insertFxRates(Storage& storage, const QList<FxRate>& rates)
{
    for (const FxRate& rate : rates) {
        if (auto r = storage.insert(
                kRates, {{QStringLiteral("currency"), rate.currency}, {QStringLiteral("rate"), rate.rate.toString()}});
            !r)
            return r.error();
    }
    return {};
}

} // namespace gatebench
