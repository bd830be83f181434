#include "repositories/TcoRepository.h"
#include "repositories/RowValues.h"
#include "repositories/SettingsRepository.h"

#include "storage/Schema.h"
#include "storage/Storage.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
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
const QString kMultipliers = QStringLiteral("tco_line_multipliers");

constexpr std::array kKinds{std::pair{TcoLineKind::Recurring, "recurring"}, std::pair{TcoLineKind::OneOff, "one_off"},
                            std::pair{TcoLineKind::Staff, "staff"}};
constexpr std::array kSources{std::pair{TcoSource::Unstated, ""}, std::pair{TcoSource::Quote, "quote"},
                              std::pair{TcoSource::ListPrice, "list_price"},
                              std::pair{TcoSource::Estimate, "estimate"}};

/// "1,3" -> {1, 3}; none when a part is not a year 1..3 or the years repeat or descend.
std::optional<QList<int>> yearsFrom(const QString& stored)
{
    QList<int> years;
    for (const QString& part : stored.split(u',', Qt::SkipEmptyParts)) {
        bool ok = false;
        const int year = part.trimmed().toInt(&ok);
        if (!ok || year < 1 || year > 3 || (!years.isEmpty() && year <= years.last()))
            return std::nullopt;
        years.append(year);
    }
    return years;
}

QString yearsText(const QList<int>& years)
{
    QStringList parts;
    for (int year : years)
        parts.append(QString::number(year));
    return parts.join(u',');
}

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

QString TcoRepository::sourceKey(TcoSource source)
{
    return rows::keyOf(kSources, source);
}

std::optional<TcoSource> TcoRepository::sourceFromKey(const QString& key)
{
    return rows::valueOf<TcoSource>(kSources, key);
}

QString TcoRepository::taxBasisKey(bool taxIncluded)
{
    return taxIncluded ? QStringLiteral("included") : QStringLiteral("excluded");
}

std::optional<bool> TcoRepository::taxBasisFromKey(const QString& key)
{
    if (key == QLatin1String("included"))
        return true;
    if (key == QLatin1String("excluded"))
        return false;
    return std::nullopt;
}

Result<TcoBasis> TcoRepository::basis() const
{
    const SettingsRepository settings(m_storage);
    TcoBasis b;
    b.currency = settings.value(QLatin1String(schema::key::Currency), b.currency);
    const QString basisKey = settings.value(QLatin1String(schema::key::TcoTaxBasis), taxBasisKey(b.taxIncluded));
    const auto included = taxBasisFromKey(basisKey);
    if (!included)
        return Error{Error::Kind::Integrity,
                     Text::tr("The TCO tax basis %1 is neither included nor excluded").arg(basisKey)};
    b.taxIncluded = *included;
    const QString rateText = settings.value(QLatin1String(schema::key::TcoTaxRate), QStringLiteral("0"));
    auto rate = Decimal::parse(rateText);
    if (!rate || rate->isNegative())
        return Error{Error::Kind::Integrity, Text::tr("The TCO tax rate %1 is not a rate of 0 or more").arg(rateText)};
    b.taxRate = *rate;
    return b;
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
        auto taxRate = optionalAmount(row, "tax_rate", where);
        if (!taxRate)
            return taxRate.error();
        l.taxRate = *taxRate;
        l.currency = text(row, "currency");
        l.unit = text(row, "quantity_unit");
        l.periodsPerYear = row.value(QStringLiteral("periods_per_year")).toInt();
        l.hourly = row.value(QStringLiteral("hourly")).toInt() != 0;
        const auto years = yearsFrom(text(row, "years"));
        if (!years)
            return Error{
                Error::Kind::Integrity,
                Text::tr("%1 has years %2, not years 1 to 3 in ascending order").arg(where, text(row, "years"))};
        l.years = *years;
        const QVariant year = row.value(QStringLiteral("year"));
        if (l.years.isEmpty() && !isNullValue(year))
            l.years = {year.toInt()};
        const auto source = sourceFromKey(text(row, "source"));
        if (!source)
            return Error{Error::Kind::Integrity,
                         Text::tr("%1 has an unknown price source %2").arg(where, text(row, "source"))};
        l.source = *source;
        l.sourceNote = text(row, "source_note");
        l.taxIncluded = row.value(QStringLiteral("tax_included")).toInt() != 0;
        auto target = optionalAmount(row, "target_utilization", where);
        if (!target)
            return target.error();
        l.baselineTarget = *target;
        const QVariant import = row.value(QStringLiteral("import_id"));
        if (!isNullValue(import))
            l.importId = import.toLongLong();
        list.append(l);
    }
    auto multipliers = m_storage.select(kMultipliers, {}, {QStringLiteral("line_id"), QStringLiteral("scenario_id")});
    if (!multipliers)
        return multipliers.error();
    QHash<qint64, qsizetype> index;
    for (qsizetype i = 0; i < list.size(); ++i)
        index.insert(list.at(i).id, i);
    for (const Row& row : std::as_const(*multipliers)) {
        const qint64 lineId = row.value(QStringLiteral("line_id")).toLongLong();
        const QString where = Text::tr("Cost line %1").arg(lineId);
        auto multiplier = amount(row, "multiplier", where);
        if (!multiplier)
            return multiplier.error();
        if (const auto it = index.constFind(lineId); it != index.constEnd())
            list[*it].multipliers.insert(text(row, "scenario_id"), *multiplier);
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

Row TcoRepository::scenarioRow(const TcoScenario& s)
{
    QStringList months;
    for (int month : s.peakMonths)
        months.append(QString::number(month));
    return Row{{QStringLiteral("id"), s.id},
               {QStringLiteral("candidate_id"), s.candidateId},
               {QStringLiteral("template_scenario"), nonNullText(s.templateScenario)},
               {QStringLiteral("multiplier"), s.multiplier.toString()},
               {QStringLiteral("peak_months"), nonNullText(months.join(u','))}};
}

Result<void> TcoRepository::insertScenarios(Storage& storage, const QList<TcoScenario>& scenarios)
{
    for (const TcoScenario& s : scenarios) {
        if (auto r = storage.insert(kScenarios, scenarioRow(s)); !r)
            return r.error();
    }
    return {};
}

Row TcoRepository::lineRow(const TcoLine& l)
{
    Row row{{QStringLiteral("candidate_id"), l.candidateId},
            {QStringLiteral("scenario_id"), l.scenarioId.isEmpty() ? QVariant() : QVariant(l.scenarioId)},
            {QStringLiteral("category"), nonNullText(l.category)},
            {QStringLiteral("kind"), kindKey(l.kind)},
            {QStringLiteral("quantity"), l.quantity.toString()},
            {QStringLiteral("unit_price"), l.unitPrice.toString()},
            {QStringLiteral("currency"), nonNullText(l.currency)},
            {QStringLiteral("periods_per_year"), l.periodsPerYear},
            {QStringLiteral("growth"), l.growth.toString()},
            {QStringLiteral("year"), l.years.size() == 1 ? QVariant(l.years.first()) : QVariant()},
            {QStringLiteral("years"), nonNullText(yearsText(l.years))},
            {QStringLiteral("quantity_unit"), nonNullText(l.unit)},
            {QStringLiteral("hourly"), l.hourly ? 1 : 0},
            {QStringLiteral("source"), nonNullText(sourceKey(l.source))},
            {QStringLiteral("source_note"), nonNullText(l.sourceNote)},
            {QStringLiteral("tax_rate"), textOrNull(l.taxRate)},
            {QStringLiteral("fte"), textOrNull(l.fte)},
            {QStringLiteral("loaded_annual_cost"), textOrNull(l.loadedAnnualCost)},
            {QStringLiteral("tax_included"), l.taxIncluded ? 1 : 0},
            {QStringLiteral("import_id"), l.importId ? QVariant(*l.importId) : QVariant()},
            {QStringLiteral("target_utilization"), textOrNull(l.baselineTarget)}};
    putPair(row, "description", l.description);
    if (l.id > 0)
        row.insert(QStringLiteral("id"), l.id);
    return row;
}

Result<void> TcoRepository::insertLines(Storage& storage, const QList<TcoLine>& lines)
{
    for (const TcoLine& l : lines) {
        auto inserted = storage.insert(kLines, lineRow(l));
        if (!inserted)
            return inserted.error();
        const qint64 lineId = l.id > 0 ? l.id : *inserted;
        for (auto it = l.multipliers.cbegin(); it != l.multipliers.cend(); ++it) {
            const Row multiplier{{QStringLiteral("line_id"), lineId},
                                 {QStringLiteral("scenario_id"), it.key()},
                                 {QStringLiteral("multiplier"), it.value().toString()}};
            if (auto r = storage.insert(kMultipliers, multiplier); !r)
                return r.error();
        }
    }
    return {};
}

Result<qint64> TcoRepository::nextLineId() const
{
    auto rows = m_storage.select(kLines, {}, {QStringLiteral("id")});
    if (!rows)
        return rows.error();
    qint64 next = 1;
    for (const Row& row : std::as_const(*rows))
        next = std::max(next, row.value(QStringLiteral("id")).toLongLong() + 1);
    return next;
}

namespace {

Filter multiplierKey(qint64 lineId, const QString& scenarioId)
{
    return {{QStringLiteral("line_id"), lineId}, {QStringLiteral("scenario_id"), scenarioId}};
}

Row multiplierRow(qint64 lineId, const QString& scenarioId, const Decimal& multiplier)
{
    Row row = multiplierKey(lineId, scenarioId);
    row.insert(QStringLiteral("multiplier"), multiplier.toString());
    return row;
}

} // namespace

ChangeSet TcoRepository::lineInserted(const TcoLine& line)
{
    ChangeSet changes{Change::insert(kLines, {{QStringLiteral("id"), line.id}}, lineRow(line))};
    for (auto it = line.multipliers.cbegin(); it != line.multipliers.cend(); ++it)
        changes.append(Change::insert(kMultipliers, multiplierKey(line.id, it.key()),
                                      multiplierRow(line.id, it.key(), it.value())));
    return changes;
}

ChangeSet TcoRepository::lineUpdated(const TcoLine& expected, const TcoLine& wanted)
{
    TcoLine target = wanted;
    target.id = expected.id;
    target.importId = expected.importId;
    Row current = lineRow(expected);
    Row row = lineRow(target);
    row.remove(QStringLiteral("id"));
    ChangeSet changes = rows::updateTo(kLines, {{QStringLiteral("id"), expected.id}}, current, row);
    for (auto it = expected.multipliers.cbegin(); it != expected.multipliers.cend(); ++it) {
        const Filter key = multiplierKey(expected.id, it.key());
        if (!target.multipliers.contains(it.key()))
            changes.append(Change::remove(kMultipliers, key, multiplierRow(expected.id, it.key(), it.value())));
        else if (target.multipliers.value(it.key()).toString() != it.value().toString())
            changes.append(
                Change::update(kMultipliers, key, {{QStringLiteral("multiplier"), it.value().toString()}},
                               {{QStringLiteral("multiplier"), target.multipliers.value(it.key()).toString()}}));
    }
    for (auto it = target.multipliers.cbegin(); it != target.multipliers.cend(); ++it) {
        if (!expected.multipliers.contains(it.key()))
            changes.append(Change::insert(kMultipliers, multiplierKey(expected.id, it.key()),
                                          multiplierRow(expected.id, it.key(), it.value())));
    }
    return changes;
}

Change TcoRepository::scenarioInserted(const TcoScenario& scenario)
{
    return Change::insert(kScenarios, {{QStringLiteral("id"), scenario.id}}, scenarioRow(scenario));
}

ChangeSet TcoRepository::scenarioUpdated(const TcoScenario& expected, const TcoScenario& wanted)
{
    TcoScenario target = wanted;
    target.id = expected.id;
    target.candidateId = expected.candidateId;
    Row row = scenarioRow(target);
    row.remove(QStringLiteral("id"));
    return rows::updateTo(kScenarios, {{QStringLiteral("id"), expected.id}}, scenarioRow(expected), row);
}

TcoRepository::Removal TcoRepository::lineRemoval(qint64 id)
{
    return {kLines, {{QStringLiteral("id"), id}}};
}

TcoRepository::Removal TcoRepository::scenarioRemoval(const QString& id)
{
    return {kScenarios, {{QStringLiteral("id"), id}}};
}

ChangeSet TcoRepository::fxRateSet(const QString& currency, const std::optional<Decimal>& current,
                                   const std::optional<Decimal>& wanted)
{
    const Filter key{{QStringLiteral("currency"), currency}};
    const auto row = [&](const Decimal& rate) {
        return Row{{QStringLiteral("currency"), currency}, {QStringLiteral("rate"), rate.toString()}};
    };
    if (!current && !wanted)
        return {};
    if (!current)
        return {Change::insert(kRates, key, row(*wanted))};
    if (!wanted)
        return {Change::remove(kRates, key, row(*current))};
    if (current->toString() == wanted->toString())
        return {};
    return {Change::update(kRates, key, {{QStringLiteral("rate"), current->toString()}},
                           {{QStringLiteral("rate"), wanted->toString()}})};
}

bool TcoRepository::touchedBy(const ChangeEvent& event)
{
    return event.touches(kLines) || event.touches(kScenarios) || event.touches(kRates) || event.touches(kMultipliers) ||
           event.touches(QStringLiteral("workspace_settings")) || event.touches(QStringLiteral("candidates"));
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
