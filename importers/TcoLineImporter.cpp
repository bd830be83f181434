#include "TcoLineImporter.h"

#include "mapping/RecordKinds.h"
#include "repositories/TcoRepository.h"
#include "tco/TcoEngine.h"
#include "tco/TcoLimits.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::TcoLineImporter)
};

using Field = TcoImportField;
using tcoedits::LineField;

/// The field's label as the mapping shows it, quoted for a message.
QString label(Field field)
{
    const RecordKind* kind = recordKinds::find(QLatin1String(key(RecordKindId::Tco)));
    const FieldSpec* spec = kind ? kind->field(QLatin1String(key(field))) : nullptr;
    return QStringLiteral("“%1”").arg(spec ? spec->label() : QLatin1String(key(field)));
}

/// The ISO code of a currency mark written in a price cell ("$", "¥", "USD"); empty when unknown.
QString currencyOfMark(const QString& mark)
{
    static const QHash<QString, QString> marks{
        {QStringLiteral("$"), QStringLiteral("USD")},  {QStringLiteral("US$"), QStringLiteral("USD")},
        {QStringLiteral("¥"), QStringLiteral("CNY")},  {QStringLiteral("￥"), QStringLiteral("CNY")},
        {QStringLiteral("元"), QStringLiteral("CNY")}, {QStringLiteral("€"), QStringLiteral("EUR")},
        {QStringLiteral("£"), QStringLiteral("GBP")}};
    static const QRegularExpression iso(QStringLiteral("^[A-Z]{3}$"));
    const QString trimmed = mark.trimmed();
    if (iso.match(trimmed.toUpper()).hasMatch())
        return trimmed.toUpper();
    return marks.value(trimmed);
}

/// A share as a finance sheet writes it: "5%" is 0.05, "0.05" is 0.05; a bare number above 1 is
/// ambiguous (5 % or 500 %?) and refused, as the import reads percentages everywhere.
Result<Decimal> share(const QString& text)
{
    QString t = text.trimmed();
    const bool percent = t.endsWith(u'%') || t.endsWith(QChar(0xFF05));
    if (percent)
        t.chop(1);
    auto value = Decimal::parse(t.trimmed());
    if (!value)
        return Error{Error::Kind::BadInput,
                     Text::tr("“%1” is not a number (%2)").arg(text.trimmed(), value.error().message)};
    if (percent)
        return value->times(*Decimal::parse(u"0.01"));
    if (*value > Decimal::fromInteger(1) || *value < Decimal::fromInteger(-1))
        return Error{Error::Kind::BadInput,
                     Text::tr("“%1” has no percent sign and is above 1: write 5% or 0.05").arg(text.trimmed())};
    return *value;
}

bool hasHan(const QString& text)
{
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    return text.contains(han);
}

} // namespace

Result<void> TcoLineImporter::snapshot(const Storage& storage)
{
    // Numbers in the file are read as the import reads them everywhere ("." is the decimal point).
    auto context = tcoedits::CellContext::read(storage, QStringLiteral("en"), QLocale(QLocale::English));
    if (!context)
        return context.error();
    m_context = std::move(context).value();
    auto next = TcoRepository(storage).nextLineId();
    if (!next)
        return next.error();
    m_nextId = *next;
    auto stored = TcoRepository(storage).lines();
    if (!stored)
        return stored.error();
    m_stored = *stored;
    return {};
}

namespace {

tco::TcoInput inputOf(const tcoedits::CellContext& context, const QList<TcoLine>& lines = {})
{
    tco::TcoInput input;
    input.basis = context.basis;
    input.scenarios = context.scenarios;
    input.fxRates = context.fxRates;
    input.lines = lines;
    return input;
}

/// The three-year amount of `line` in `scenario` (rounded line-years added); null when it cannot be computed.
std::optional<Decimal> threeYears(const tco::TcoInput& input, const TcoLine& line, const TcoScenario& scenario)
{
    Decimal total;
    for (int year = 1; year <= tco::kYears; ++year) {
        auto amount = tco::lineYear(input, line, scenario, year);
        if (!amount)
            return std::nullopt;
        if (!*amount)
            continue;
        auto sum = total.plus((*amount)->amount);
        if (!sum)
            return std::nullopt;
        total = *sum;
    }
    return total;
}

} // namespace

Issues TcoLineImporter::addRecord(const RecordValues& values, qint64 line)
{
    Issues issues;
    const RecordFields<Field> record(values);
    const auto error = [&](Field field, const QString& message) {
        issues.append({line, record.column(field), Issue::Severity::Error, message});
    };
    // Sets a field of the line from a cell as the TCO sheet reads it; false (with the error) when refused.
    TcoLine draft;
    const auto cell = [&](Field field, LineField lineField, const QString& text) {
        auto next = tcoedits::withCellText(draft, lineField, text, m_context);
        if (!next) {
            error(field, next.error().message);
            return false;
        }
        draft = std::move(next).value();
        return true;
    };
    const auto decimal = [&](Field field) -> std::optional<Decimal> {
        if (!record.hasValue(field))
            return std::nullopt;
        auto value = Decimal::parse(record.text(field));
        if (!value) {
            error(field, value.error().message);
            return std::nullopt;
        }
        if (value->isNegative()) {
            error(field, Text::tr("%1 cannot be negative (%2)").arg(label(field), record.text(field)));
            return std::nullopt;
        }
        const tco::Bounded bounded = field == Field::Quantity    ? tco::Bounded::Quantity
                                     : field == Field::UnitPrice ? tco::Bounded::UnitPrice
                                     : field == Field::Fte       ? tco::Bounded::Fte
                                                                 : tco::Bounded::LoadedAnnualCost;
        if (const QString why = tco::boundProblem(bounded, *value); !why.isEmpty()) {
            error(field, why);
            return std::nullopt;
        }
        return *value;
    };

    draft.candidateId = record.text(Field::Candidate);
    if (draft.candidateId.isEmpty()) {
        issues.append({line, record.column(Field::Candidate), Issue::Severity::Error,
                       record.mapped(Field::Candidate)
                           ? Text::tr("the row names no candidate")
                           : Text::tr("the file has no candidate column: import it from the candidate's TCO page "
                                      "or name the candidate (--candidate)")});
        return issues;
    }
    draft.currency = m_context.basis.currency;
    draft.taxIncluded = m_context.basis.taxIncluded;
    if (record.hasValue(Field::Kind))
        cell(Field::Kind, LineField::Kind, record.text(Field::Kind));
    const bool staff = draft.kind == TcoLineKind::Staff;
    cell(Field::Category, LineField::Category, record.text(Field::Category));
    if (record.hasValue(Field::Scenario))
        cell(Field::Scenario, LineField::Scenario, record.text(Field::Scenario));

    // Descriptions: each language's column, and one text in the language of its script.
    draft.description.zh = record.text(Field::DescriptionZh);
    draft.description.en = record.text(Field::DescriptionEn);
    if (const QString text = record.text(Field::Description); !text.isEmpty()) {
        QString& target = hasHan(text) ? draft.description.zh : draft.description.en;
        if (target.isEmpty())
            target = text;
    }

    // Amounts.
    const auto fte = decimal(Field::Fte);
    const auto loaded = decimal(Field::LoadedAnnualCost);
    draft.fte = fte;
    draft.loadedAnnualCost = loaded;
    if (const auto quantity = decimal(Field::Quantity))
        draft.quantity = *quantity;
    else if (!record.hasValue(Field::Quantity))
        draft.quantity = staff && fte ? Decimal() : Decimal::fromInteger(1);
    if (const auto price = decimal(Field::UnitPrice))
        draft.unitPrice = *price;
    else if (!record.hasValue(Field::UnitPrice) && !(staff && loaded))
        error(Field::UnitPrice, staff ? Text::tr("a staff line needs a unit price or a loaded annual cost")
                                      : Text::tr("the line has no unit price; write 0 for none"));
    draft.unit = record.text(Field::Unit);

    // Currency: the column's, else a mark in the price cell, else the evaluation's.
    const QString mark = record.value(Field::UnitPrice).currency;
    const QString markCode = currencyOfMark(mark);
    if (record.hasValue(Field::Currency)) {
        if (cell(Field::Currency, LineField::Currency, record.text(Field::Currency)) && !markCode.isEmpty() &&
            markCode != draft.currency)
            error(Field::UnitPrice,
                  Text::tr("the price is written in %1 but the currency column says %2").arg(mark, draft.currency));
    } else if (!mark.isEmpty()) {
        if (markCode.isEmpty())
            error(Field::UnitPrice,
                  Text::tr("“%1” is not a currency GateBench knows: add a currency column (CNY, USD ...)").arg(mark));
        else
            draft.currency = markCode;
    }
    const Field currencyField = record.hasValue(Field::Currency) ? Field::Currency : Field::UnitPrice;
    if (draft.currency != m_context.basis.currency &&
        std::none_of(m_context.fxRates.cbegin(), m_context.fxRates.cend(),
                     [&](const FxRate& rate) { return rate.currency == draft.currency; }))
        error(currencyField,
              Text::tr("there is no FX rate for %1: state it in the TCO settings first").arg(draft.currency));

    if (record.hasValue(Field::Hourly))
        draft.hourly = record.value(Field::Hourly).value.toBool();
    if (record.hasValue(Field::PeriodsPerYear)) {
        const qint64 periods = record.value(Field::PeriodsPerYear).value.toLongLong();
        if (periods < 1 || periods > tco::kMonths)
            error(Field::PeriodsPerYear,
                  Text::tr("periods per year is a whole number from 1 to 12, not %1").arg(periods));
        else
            draft.periodsPerYear = int(periods);
    } else {
        draft.periodsPerYear = draft.kind == TcoLineKind::Recurring ? tco::kMonths : 1;
    }
    if (record.hasValue(Field::TaxIncluded))
        draft.taxIncluded = record.value(Field::TaxIncluded).value.toBool();
    // Growth and tax rate are text columns (a share or a percentage): their empty markers are read here.
    // A tax rate's marker is "no rate of its own"; growth's would silently become 0 %.
    const auto marker = [&](Field field) { return ValueConverter::marker(record.text(field)); };
    const auto markerError = [&](Field field) {
        const ValueConverter::Marker m = marker(field);
        error(field, m == ValueConverter::Marker::Empty
                         ? Text::tr("“%1” marks a missing number, but an empty cell here means a default value: "
                                    "write the number, or leave the cell empty for the default")
                               .arg(record.text(field))
                     : m == ValueConverter::Marker::Infinity
                         ? Text::tr("“%1” is infinite: a number here must be finite").arg(record.text(field))
                         : Text::tr("“%1” is a spreadsheet error, not a number").arg(record.text(field)));
    };
    if (record.hasValue(Field::TaxRate) && marker(Field::TaxRate) == ValueConverter::Marker::Empty) {
        // no rate of its own: the evaluation's
    } else if (record.hasValue(Field::TaxRate) && marker(Field::TaxRate) != ValueConverter::Marker::None) {
        markerError(Field::TaxRate);
    } else if (record.hasValue(Field::TaxRate)) {
        auto rate = share(record.text(Field::TaxRate));
        if (!rate)
            error(Field::TaxRate, rate.error().message);
        else if (rate->isNegative())
            error(Field::TaxRate, Text::tr("a tax rate cannot be negative (%1)").arg(record.text(Field::TaxRate)));
        else if (const QString why = tco::boundProblem(tco::Bounded::TaxRate, *rate); !why.isEmpty())
            error(Field::TaxRate, why);
        else
            draft.taxRate = *rate;
    }
    if (record.hasValue(Field::Growth) && marker(Field::Growth) != ValueConverter::Marker::None) {
        markerError(Field::Growth);
    } else if (record.hasValue(Field::Growth)) {
        auto growth = share(record.text(Field::Growth));
        if (!growth)
            error(Field::Growth, growth.error().message);
        else if (*growth <= Decimal::fromInteger(-1))
            error(Field::Growth, Text::tr("a yearly growth must be above -100 % (%1)").arg(record.text(Field::Growth)));
        else if (const QString why = tco::boundProblem(tco::Bounded::Growth, *growth); !why.isEmpty())
            error(Field::Growth, why);
        else
            draft.growth = *growth;
    }
    if (record.hasValue(Field::Years))
        cell(Field::Years, LineField::Years, record.text(Field::Years));
    if (record.hasValue(Field::Source))
        cell(Field::Source, LineField::Source, record.text(Field::Source));
    draft.sourceNote = record.text(Field::SourceNote);
    if (hasErrors(issues))
        return issues;
    // What the sheet would refuse as a whole (a price per hour over other periods than months, an
    // amount beyond the TCO's bounds ...). A value beyond its bound, or an amount, is refused at the
    // column of the value it names, an amount at the price's (the product's largest factor as a rule).
    const Field priceField =
        staff && record.mapped(Field::LoadedAnnualCost) ? Field::LoadedAnnualCost : Field::UnitPrice;
    if (auto checked = tcoedits::check(draft, m_context); !checked) {
        const auto problem = tco::lineProblem(inputOf(m_context), draft, m_context.language);
        if (problem && problem->reason == checked.error().message) {
            const Field at = problem->value == tco::Bounded::Quantity           ? Field::Quantity
                             : problem->value == tco::Bounded::Fte              ? Field::Fte
                             : problem->value == tco::Bounded::LoadedAnnualCost ? Field::LoadedAnnualCost
                             : problem->value == tco::Bounded::Growth           ? Field::Growth
                             : problem->value == tco::Bounded::TaxRate          ? Field::TaxRate
                                                                                : priceField;
            error(at, problem->reason);
        } else {
            issues.append({line, 0, Issue::Severity::Error, checked.error().message});
        }
        return issues;
    }

    // The rows of one line (GateBench's export writes a line once per scenario it belongs to).
    if (record.hasValue(Field::LineId)) {
        const QString key = draft.candidateId + u'\n' + record.text(Field::LineId);
        if (const auto seen = m_byLineId.constFind(key); seen != m_byLineId.cend()) {
            TcoLine same = draft;
            same.id = seen->line.id;
            if (!(same == seen->line))
                error(Field::LineId, Text::tr("the line %1 of this candidate is on line %2 with other values")
                                         .arg(record.text(Field::LineId))
                                         .arg(seen->sourceLine));
            return issues;
        }
        draft.id = m_nextId++;
        m_byLineId.insert(key, {draft, line});
    } else {
        draft.id = m_nextId++;
    }
    // The three-year total of its candidate in each of its scenarios, with the lines stored and those
    // accepted before it, within its bound.
    const tco::TcoInput withStored = inputOf(m_context, m_stored);
    QHash<QString, Decimal> totals;
    for (const TcoScenario& scenario : tco::scenariosOf(withStored, draft.candidateId)) {
        if (!draft.scenarioId.isEmpty() && draft.scenarioId != scenario.id)
            continue;
        const QString totalKey = draft.candidateId + u'\n' + scenario.id;
        auto total = m_totals.constFind(totalKey);
        if (total == m_totals.cend()) {
            Decimal sum;
            for (const TcoLine& stored : std::as_const(m_stored)) {
                if (stored.candidateId != draft.candidateId ||
                    (!stored.scenarioId.isEmpty() && stored.scenarioId != scenario.id))
                    continue;
                const auto own = threeYears(withStored, stored, scenario);
                auto added = own ? sum.plus(*own) : Result<Decimal>(sum);
                if (added)
                    sum = *added;
            }
            total = m_totals.insert(totalKey, sum);
        }
        const auto own = threeYears(withStored, draft, scenario);
        auto after = own ? total->plus(*own) : Result<Decimal>(Error{Error::Kind::BadInput, QString()});
        if (!after || *after > tco::maxTotal()) {
            error(priceField,
                  Text::tr("with this line the three-year TCO of its candidate in %1 would be %2, above %3, "
                           "the largest GateBench computes")
                      .arg(scenario.id.isEmpty() ? draft.candidateId : scenario.id,
                           after ? after->toString() : Text::tr("beyond the exact range"), tco::maxTotal().toString()));
            return issues;
        }
        totals.insert(totalKey, *after);
    }
    for (auto it = totals.cbegin(); it != totals.cend(); ++it)
        m_totals.insert(it.key(), it.value());
    for (const Change& change : TcoRepository::lineInserted(draft))
        m_changes.append(change);
    return issues;
}

Result<ChangeSpool> TcoLineImporter::finish()
{
    return m_changes;
}

} // namespace gatebench
