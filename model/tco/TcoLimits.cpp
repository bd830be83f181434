#include "tco/TcoLimits.h"

#include "core/Labels.h"

#include <QCoreApplication>

#include <algorithm>

namespace gatebench::tco {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::TcoLimits)
};

Decimal power(int digits)
{
    Decimal value = Decimal::fromInteger(1);
    for (int i = 0; i < digits; ++i)
        value = *value.times(Decimal::fromInteger(10));
    return value;
}

struct Bound {
    Decimal min;
    bool minIncluded = true;
    Decimal max;
    int places = 6;
};

Bound boundOf(Bounded what)
{
    switch (what) {
    case Bounded::Quantity:
    case Bounded::UnitPrice:
    case Bounded::Fte:
    case Bounded::LoadedAnnualCost:
        return {Decimal(), true, power(12), 6};
    case Bounded::Growth:
        return {Decimal::fromInteger(-1), false, Decimal::fromInteger(10), 6};
    case Bounded::TaxRate:
        return {Decimal(), true, Decimal::fromInteger(1), 6};
    case Bounded::ScenarioMultiplier:
        return {Decimal(), false, Decimal::fromInteger(1000), 6};
    case Bounded::LineMultiplier:
        return {Decimal(), true, Decimal::fromInteger(1000), 6};
    case Bounded::FxRate:
        return {Decimal(), false, power(6), 10};
    case Bounded::Amount:
        break;
    }
    return {Decimal(), true, maxLineYear(), Decimal::kMaxScale};
}

QString valueName(Bounded what)
{
    switch (what) {
    case Bounded::Quantity:
        return Text::tr("the quantity");
    case Bounded::UnitPrice:
        return Text::tr("the unit price");
    case Bounded::Fte:
        return Text::tr("the FTE");
    case Bounded::LoadedAnnualCost:
        return Text::tr("the loaded annual cost");
    case Bounded::Growth:
        return Text::tr("the yearly growth");
    case Bounded::TaxRate:
        return Text::tr("the tax rate");
    case Bounded::ScenarioMultiplier:
        return Text::tr("the scenario's multiplier");
    case Bounded::LineMultiplier:
        return Text::tr("the line's own multiplier");
    case Bounded::FxRate:
        return Text::tr("the FX rate");
    case Bounded::Amount:
        break;
    }
    return Text::tr("the amount");
}

/// The number of fraction digits `value` needs (its scale without trailing zeros).
int placesOf(const Decimal& value)
{
    QString text = value.toString();
    if (!text.contains(u'.'))
        return 0;
    while (text.endsWith(u'0'))
        text.chop(1);
    return int(text.size() - text.indexOf(u'.') - 1);
}

/// "Cost line 17 of NVIDIA Run:ai (“GPU servers”)".
QString lineName(const TcoInput& input, const TcoLine& line, const QString& language)
{
    QString candidate = input.candidateNames.value(line.candidateId).in(language);
    if (candidate.isEmpty())
        candidate = line.candidateId;
    QString description = line.description.in(language);
    if (description.isEmpty())
        description = labels::tcoCategory(line.category);
    return Text::tr("Cost line %1 of %2 (“%3”)").arg(line.id).arg(candidate, description);
}

/// The driver changes the amounts in proportion; its extreme is +30 % (the tornado's largest step).
/// Utilization divides (its extreme is -30 %); storage growth compounds, and the flip point search
/// moves it up to +/-50 % in steps of six places (which round the compounded factor to 12 places).
QList<Decimal> extremesOf(DriverKind kind)
{
    switch (kind) {
    case DriverKind::Utilization:
        return {*Decimal::parse(u"-0.30")};
    case DriverKind::StorageGrowth:
        return {*Decimal::parse(u"0.50"), *Decimal::parse(u"0.499999"), *Decimal::parse(u"-0.499999")};
    default:
        break;
    }
    return {*Decimal::parse(u"0.30")};
}

bool computable(const TcoInput& input, const TcoLine& line)
{
    if (line.hourly && line.periodsPerYear != kMonths)
        return false;
    return line.currency == input.basis.currency ||
           std::any_of(input.fxRates.cbegin(), input.fxRates.cend(),
                       [&](const FxRate& rate) { return rate.currency == line.currency; });
}

} // namespace

Decimal maxLineYear()
{
    static const Decimal value = power(15);
    return value;
}

Decimal maxTotal()
{
    static const Decimal value = power(16);
    return value;
}

QString boundProblem(Bounded what, const Decimal& value)
{
    const Bound bound = boundOf(what);
    const QString name = valueName(what);
    const bool below = bound.minIncluded ? value < bound.min : value <= bound.min;
    if (below)
        return bound.minIncluded
                   ? Text::tr("%1 cannot be below %2 (%3)").arg(name, bound.min.toString(), value.toString())
                   : Text::tr("%1 must be above %2 (%3)").arg(name, bound.min.toString(), value.toString());
    if (value > bound.max)
        return Text::tr("%1 is %2, above %3, the largest GateBench computes a TCO with")
            .arg(name, value.toString(), bound.max.toString());
    if (placesOf(value) > bound.places)
        return Text::tr("%1 has more than %2 decimal places (%3)").arg(name).arg(bound.places).arg(value.toString());
    return {};
}

std::optional<RangeProblem> lineProblem(const TcoInput& input, const TcoLine& line, const QString& language)
{
    const auto problem = [&](Bounded value, const QString& why) {
        return RangeProblem{line.id, line.candidateId, value,
                            Text::tr("%1: %2").arg(lineName(input, line, language), why), why};
    };
    // Each value within its bound (a tax rate, growth and multipliers of the line itself; the FX
    // rates and the scenarios' multipliers are bounded where they are set).
    QList<std::pair<Bounded, Decimal>> values{
        {Bounded::Quantity, line.quantity}, {Bounded::UnitPrice, line.unitPrice}, {Bounded::Growth, line.growth}};
    if (line.fte)
        values.append({Bounded::Fte, *line.fte});
    if (line.loadedAnnualCost)
        values.append({Bounded::LoadedAnnualCost, *line.loadedAnnualCost});
    if (line.taxRate)
        values.append({Bounded::TaxRate, *line.taxRate});
    for (const Decimal& multiplier : line.multipliers)
        values.append({Bounded::LineMultiplier, multiplier});
    for (const auto& [what, value] : std::as_const(values)) {
        if (const QString why = boundProblem(what, value); !why.isEmpty())
            return problem(what, why);
    }
    if (!computable(input, line))
        return std::nullopt;

    // Its amounts as the engine will compute them, also with each driver that moves it at its extreme.
    TcoInput one;
    one.basis = input.basis;
    one.scenarios = input.scenarios;
    one.fxRates = input.fxRates;
    one.lines = {line};
    const QList<Driver> moving = drivers(one);
    const Decimal cap = maxLineYear();
    for (const TcoScenario& scenario : scenariosOf(input, line.candidateId)) {
        if (!line.scenarioId.isEmpty() && line.scenarioId != scenario.id)
            continue;
        const QString scenarioName = scenario.id.isEmpty() ? Text::tr("its one scenario") : scenario.id;
        for (int year = 1; year <= kYears; ++year) {
            QList<Adjustment> adjustments{Adjustment{}};
            for (const Driver& driver : moving) {
                for (const Decimal& change : extremesOf(driver.kind))
                    adjustments.append(Adjustment{&driver, change});
            }
            for (const Adjustment& adjustment : std::as_const(adjustments)) {
                auto amount = lineYear(one, line, scenario, year, adjustment);
                if (!amount)
                    return problem(Bounded::Amount,
                                   Text::tr("its amount in year %1 of %2 cannot be computed exactly (%3); write its "
                                            "quantity, prices and rates with fewer digits")
                                       .arg(year)
                                       .arg(scenarioName, amount.error().message));
                if (*amount && (*amount)->amount > cap)
                    return problem(
                        Bounded::Amount,
                        Text::tr("its amount in year %1 of %2 would be %3%4, above %5, the largest GateBench "
                                 "computes for one line in one year")
                            .arg(year)
                            .arg(scenarioName, (*amount)->amount.toString(),
                                 adjustment.driver ? Text::tr(" (in the sensitivity analysis)") : QString(),
                                 cap.toString()));
            }
        }
    }
    return std::nullopt;
}

QList<RangeProblem> rangeProblems(const TcoInput& input, const QString& language, const QList<qint64>& lineIds,
                                  const QStringList& candidates)
{
    QList<RangeProblem> problems;
    QList<qint64> failed;
    for (const TcoLine& line : input.lines) {
        if (!lineIds.isEmpty() && !lineIds.contains(line.id))
            continue;
        if (auto problem = lineProblem(input, line, language)) {
            problems.append(*problem);
            failed.append(line.id);
        }
    }
    const Decimal cap = maxTotal();
    for (const QString& candidateId : candidatesWithLines(input)) {
        if (!candidates.isEmpty() && !candidates.contains(candidateId))
            continue;
        for (const TcoScenario& scenario : scenariosOf(input, candidateId)) {
            Decimal total;
            Decimal largest;
            const TcoLine* largestLine = nullptr;
            bool overflow = false;
            for (const TcoLine& line : input.lines) {
                if (line.candidateId != candidateId || failed.contains(line.id) || !computable(input, line) ||
                    (!line.scenarioId.isEmpty() && line.scenarioId != scenario.id))
                    continue;
                Decimal own;
                for (int year = 1; year <= kYears; ++year) {
                    auto amount = lineYear(input, line, scenario, year);
                    if (!amount || !*amount)
                        continue;
                    auto sum = own.plus((*amount)->amount);
                    overflow = overflow || !sum;
                    own = sum ? *sum : cap;
                }
                if (!largestLine || own > largest) {
                    largest = own;
                    largestLine = &line;
                }
                auto sum = total.plus(own);
                overflow = overflow || !sum;
                total = sum ? *sum : cap;
            }
            if (largestLine && (overflow || total > cap)) {
                const QString scenarioName = scenario.id.isEmpty() ? Text::tr("its one scenario") : scenario.id;
                const QString why =
                    Text::tr("the three-year TCO of its candidate in %1 would be %2, above %3, the "
                             "largest GateBench computes")
                        .arg(scenarioName, overflow ? Text::tr("beyond the exact range") : total.toString(),
                             cap.toString());
                problems.append({largestLine->id, candidateId, Bounded::Amount,
                                 Text::tr("%1: %2").arg(lineName(input, *largestLine, language), why), why});
            }
        }
    }
    return problems;
}

QString describe(const QList<RangeProblem>& problems)
{
    QStringList lines;
    for (const RangeProblem& problem : problems)
        lines.append(problem.message);
    lines.append(Text::tr("No TCO can be computed until these values are corrected (on the TCO page, or by "
                          "importing the lines again)."));
    return lines.join(u'\n');
}

} // namespace gatebench::tco
