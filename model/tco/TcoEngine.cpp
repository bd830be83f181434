#include "tco/TcoEngine.h"

#include "core/Labels.h"
#include "decision/DecisionEngine.h"
#include "decision/DecisionLoader.h"
#include "repositories/CandidateRepository.h"
#include "repositories/SettingsRepository.h"
#include "repositories/TcoRepository.h"
#include "storage/Schema.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace gatebench::tco {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::TcoEngine)
};

const Decimal kOne = Decimal::fromInteger(1);

/// `value` x `factor`, in place.
Result<void> multiply(Decimal& value, const Decimal& factor)
{
    auto product = value.times(factor);
    if (!product)
        return product.error();
    value = *product;
    return {};
}

/// 1 + `rate`.
Decimal onePlus(const Decimal& rate)
{
    return *kOne.plus(rate); // a rate is a small number: always in range
}

/// `value` x (1 + `change`), the driver's scale.
Result<Decimal> scaled(const Decimal& value, const Decimal& change)
{
    auto factor = kOne.plus(change);
    if (!factor)
        return factor.error();
    return value.times(*factor);
}

/// The yearly volumes of a setting: "1200" (every year) or "1200,1300,1400"; nulls when absent.
Result<std::array<std::optional<Decimal>, kYears>> volumesOf(const SettingsRepository& settings, const char* key)
{
    std::array<std::optional<Decimal>, kYears> volumes;
    const QString stored = settings.value(QLatin1String(key)).trimmed();
    if (stored.isEmpty())
        return volumes;
    const QStringList parts = stored.split(u',');
    if (parts.size() != 1 && parts.size() != kYears)
        return Error{Error::Kind::Integrity,
                     Text::tr("The volume %1 is %2: one number, or one per year").arg(QLatin1String(key), stored)};
    for (int y = 0; y < kYears; ++y) {
        const QString part = parts.value(parts.size() == 1 ? 0 : y).trimmed();
        if (part.isEmpty())
            continue;
        auto value = Decimal::parse(part);
        if (!value || value->isNegative())
            return Error{Error::Kind::Integrity,
                         Text::tr("The volume %1 is %2: not a number of 0 or more").arg(QLatin1String(key), part)};
        volumes[std::size_t(y)] = *value;
    }
    return volumes;
}

bool appliesTo(const TcoLine& line, const TcoScenario& scenario)
{
    return line.candidateId == scenario.candidateId && (line.scenarioId.isEmpty() || line.scenarioId == scenario.id);
}

bool hasYear(const TcoLine& line, int year)
{
    if (!line.years.isEmpty())
        return line.years.contains(year);
    return line.kind != TcoLineKind::OneOff || year == 1;
}

/// The counterpart of `scenario` for another candidate: its scenario of the same template key,
/// else its normal one (normal, maintenance, base), else its first.
std::optional<TcoScenario> counterpart(const TcoInput& input, const QString& candidateId, const TcoScenario& scenario)
{
    const QList<TcoScenario> own = scenariosOf(input, candidateId);
    if (own.isEmpty())
        return std::nullopt;
    for (const TcoScenario& s : own) {
        if (s.candidateId == scenario.candidateId && s.id == scenario.id)
            return s;
    }
    for (const TcoScenario& s : own) {
        if (!scenario.templateScenario.isEmpty() && s.templateScenario == scenario.templateScenario)
            return s;
    }
    for (const char* normal : {"normal", "maintenance", "base"}) {
        for (const TcoScenario& s : own) {
            if (s.templateScenario == QLatin1String(normal))
                return s;
        }
    }
    return own.first();
}

/// The unrounded total of a candidate and the part of it a driver changes (linear drivers: the
/// changed line-years' unrounded amounts).
struct Linear {
    Decimal base;
    Decimal slope;
};

Result<Linear> linearOf(const TcoInput& input, const QString& candidateId, const TcoScenario& scenario,
                        const Driver& driver)
{
    Linear l;
    for (const TcoLine& line : input.lines) {
        if (!appliesTo(line, scenario))
            continue;
        const bool changed = driver.affects(line, input.basis.currency);
        for (int y = 1; y <= kYears; ++y) {
            auto ly = lineYear(input, line, scenario, y);
            if (!ly)
                return ly.error();
            if (!*ly)
                continue;
            auto sum = l.base.plus((*ly)->unrounded);
            if (!sum)
                return sum.error();
            l.base = *sum;
            if (changed) {
                auto slope = l.slope.plus((*ly)->unrounded);
                if (!slope)
                    return slope.error();
                l.slope = *slope;
            }
        }
    }
    Q_UNUSED(candidateId)
    return l;
}

/// The unrounded total of a candidate in a scenario with a driver changed by `change`.
Result<Decimal> unroundedTotal(const TcoInput& input, const TcoScenario& scenario, const Driver& driver,
                               const Decimal& change)
{
    Decimal sum;
    const Adjustment adjustment{&driver, change};
    for (const TcoLine& line : input.lines) {
        if (!appliesTo(line, scenario))
            continue;
        for (int y = 1; y <= kYears; ++y) {
            auto ly = lineYear(input, line, scenario, y, adjustment);
            if (!ly)
                return ly.error();
            if (!*ly)
                continue;
            auto next = sum.plus((*ly)->unrounded);
            if (!next)
                return next.error();
            sum = *next;
        }
    }
    return sum;
}

constexpr int kFlipPlaces = 12;
/// The places of a flip point found by bisection (the change as a fraction: 0.0001 %).
constexpr int kBisectionPlaces = 6;
constexpr int kGrowthPlaces = 8;
constexpr int kGrowthFactorPlaces = 12;

/// Where the line a + b k meets the line c + d k (k = (a - c) / (d - b)); none when parallel.
Result<std::optional<Decimal>> meeting(const Linear& first, const Linear& second)
{
    auto slopeDiff = second.slope.minus(first.slope);
    if (!slopeDiff)
        return slopeDiff.error();
    if (slopeDiff->isZero())
        return std::optional<Decimal>{};
    auto baseDiff = first.base.minus(second.base);
    if (!baseDiff)
        return baseDiff.error();
    // A meeting beyond k = +/-1 lies outside every range searched (+/-50 %, and for the utilization
    // k = 1 / (1 + x) - 1 within [-1/3, 1]); dividing there could leave the exact range for nothing.
    if (baseDiff->abs() > slopeDiff->abs())
        return std::optional<Decimal>{};
    auto k = baseDiff->dividedBy(*slopeDiff, kFlipPlaces);
    if (!k)
        return k.error();
    return std::optional<Decimal>{*k};
}

using Compared = QList<std::pair<QString, TcoScenario>>;
using Flip = std::optional<std::pair<Decimal, QString>>;

/// The driver changes the affected amounts in proportion (x): the total is linear in x.
bool isLinear(DriverKind kind)
{
    return kind != DriverKind::Utilization && kind != DriverKind::StorageGrowth;
}

/// The change of `driver` at which `other` becomes as cheap as `cheapest` (both with their
/// unrounded totals), searched in (0, +0.5] and [-0.5, 0) by bisection to 6 places: for a driver
/// whose total is not linear in the change (storage growth compounds). Nulls where the difference
/// keeps its sign at the end of a direction.
Result<QList<Decimal>> bisected(const TcoInput& input, const Driver& driver, const TcoScenario& cheapest,
                                const TcoScenario& other)
{
    const auto difference = [&](const Decimal& x) -> Result<Decimal> {
        auto a = unroundedTotal(input, other, driver, x);
        auto b = unroundedTotal(input, cheapest, driver, x);
        if (!a || !b)
            return !a ? a.error() : b.error();
        return a->minus(*b);
    };
    QList<Decimal> found;
    for (int sign : {1, -1}) {
        Decimal near;
        auto far = Decimal::fromUnits(sign * kFlipRangePct, 2);
        if (!far)
            return far.error();
        auto atFar = difference(*far);
        if (!atFar)
            return atFar.error();
        if (!atFar->isNegative() && !atFar->isZero())
            continue;
        Decimal farX = *far;
        for (int i = 0; i < 64; ++i) {
            auto sum = near.plus(farX);
            if (!sum)
                return sum.error();
            auto middle = sum->dividedBy(Decimal::fromInteger(2), kBisectionPlaces);
            if (!middle)
                return middle.error();
            if (*middle == near || *middle == farX)
                break; // one step of 10^-6 apart: farX is the first change where `other` is as cheap
            auto d = difference(*middle);
            if (!d)
                return d.error();
            if (d->isNegative() || d->isZero())
                farX = *middle;
            else
                near = *middle;
        }
        found.append(farX);
    }
    return found;
}

/// The nearest change of `driver` within +/- 50 % at which another compared candidate becomes as
/// cheap as `cheapest`: (the change in percent, that candidate); null when there is none.
///
/// Linear drivers: each total is base + slope x x (slope: the unrounded amounts the driver scales),
/// so the change where two totals meet is (base_e - base_o) / (slope_o - slope_e), exactly. The
/// utilization divides the affected amounts by (1 + x): linear in k = 1 / (1 + x) - 1, solved for k,
/// then x = 1 / (1 + k) - 1. Storage growth compounds: bisection (see bisected).
Result<Flip> flipPoint(const TcoInput& input, const Driver& driver, const Compared& compared, const QString& cheapest)
{
    const auto self =
        std::find_if(compared.cbegin(), compared.cend(), [&](const auto& entry) { return entry.first == cheapest; });
    if (self == compared.cend())
        return Flip{};
    auto limit = Decimal::fromUnits(kFlipRangePct, 2);
    if (!limit)
        return limit.error();
    std::optional<Decimal> best;
    QString bestId;
    const auto consider = [&](const Decimal& x, const QString& id) {
        if (x.isZero() || x.abs() > *limit)
            return;
        if (!best || x.abs() < best->abs() || (x.abs() == best->abs() && !x.isNegative() && best->isNegative())) {
            best = x;
            bestId = id;
        }
    };
    if (driver.kind == DriverKind::StorageGrowth) {
        for (const auto& [id, scenario] : compared) {
            if (id == cheapest)
                continue;
            auto xs = bisected(input, driver, self->second, scenario);
            if (!xs)
                return xs.error();
            for (const Decimal& x : std::as_const(*xs))
                consider(x, id);
        }
    } else {
        auto mine = linearOf(input, cheapest, self->second, driver);
        if (!mine)
            return mine.error();
        for (const auto& [id, scenario] : compared) {
            if (id == cheapest)
                continue;
            auto theirs = linearOf(input, id, scenario, driver);
            if (!theirs)
                return theirs.error();
            auto k = meeting(*mine, *theirs);
            if (!k)
                return k.error();
            if (!*k)
                continue;
            Decimal x = **k;
            if (!isLinear(driver.kind)) {
                const Decimal scale = onePlus(x); // the share of the affected amounts left: 1 + k
                if (scale.isNegative() || scale.isZero())
                    continue;
                auto inverse = kOne.dividedBy(scale, kFlipPlaces);
                if (!inverse)
                    return inverse.error();
                x = *inverse->minus(kOne);
            }
            consider(x, id);
        }
    }
    if (!best)
        return Flip{};
    auto percent = best->times(Decimal::fromInteger(100));
    if (!percent)
        return percent.error();
    auto rounded = percent->rounded(2);
    if (!rounded)
        return rounded.error();
    return Flip{std::pair{*rounded, bestId}};
}

} // namespace

int minorUnitDigits(const QString& currency)
{
    static const QSet<QString> none{QStringLiteral("JPY"), QStringLiteral("KRW"), QStringLiteral("VND"),
                                    QStringLiteral("CLP"), QStringLiteral("ISK"), QStringLiteral("UGX"),
                                    QStringLiteral("PYG"), QStringLiteral("XAF"), QStringLiteral("XOF")};
    static const QSet<QString> three{QStringLiteral("BHD"), QStringLiteral("KWD"), QStringLiteral("OMR"),
                                     QStringLiteral("JOD"), QStringLiteral("TND"), QStringLiteral("IQD"),
                                     QStringLiteral("LYD")};
    if (none.contains(currency))
        return 0;
    if (three.contains(currency))
        return 3;
    return 2;
}

Result<TcoInput> TcoInput::load(const Storage& storage, QDate asOf)
{
    auto decisionInput = loadDecisionInput(storage);
    if (!decisionInput)
        return decisionInput.error();
    return load(storage, decide(*decisionInput, asOf.isValid() ? asOf : SettingsRepository(storage).evaluationDate()));
}

Result<TcoInput> TcoInput::load(const Storage& storage, const Decision& decision)
{
    const TcoRepository repository(storage);
    TcoInput input;
    auto basis = repository.basis();
    if (!basis)
        return basis.error();
    input.basis = *basis;
    auto scenarios = repository.scenarios();
    if (!scenarios)
        return scenarios.error();
    input.scenarios = *scenarios;
    auto lines = repository.lines();
    if (!lines)
        return lines.error();
    input.lines = *lines;
    auto rates = repository.fxRates();
    if (!rates)
        return rates.error();
    input.fxRates = *rates;
    const SettingsRepository settings(storage);
    auto experiments = volumesOf(settings, schema::key::TcoVolumeExperiments);
    if (!experiments)
        return experiments.error();
    auto versions = volumesOf(settings, schema::key::TcoVolumeModelVersions);
    if (!versions)
        return versions.error();
    auto requests = volumesOf(settings, schema::key::TcoVolumeInferenceRequests);
    if (!requests)
        return requests.error();
    input.volumes = {*experiments, *versions, *requests};
    auto candidates = CandidateRepository(storage).all();
    if (!candidates)
        return candidates.error();
    for (const Candidate& candidate : std::as_const(*candidates))
        input.candidateNames.insert(candidate.id, candidate.name);
    for (const CandidateDecision& c : decision.candidates) {
        if (c.status == CandidateStatus::Eligible)
            input.eligible.append(c.candidateId);
    }
    return input;
}

bool Driver::affects(const TcoLine& line, const QString& basisCurrency) const
{
    const bool compute = line.category == QLatin1String("compute");
    switch (kind) {
    case DriverKind::UnitPrice:
    case DriverKind::Quantity:
        return line.id == lineId;
    case DriverKind::GpuHourlyPrice:
    case DriverKind::Utilization:
        return compute && line.hourly && line.kind == TcoLineKind::Recurring;
    case DriverKind::FteCost:
        return line.kind == TcoLineKind::Staff;
    case DriverKind::StorageGrowth:
        return line.category == QLatin1String("storage") && line.kind != TcoLineKind::OneOff && !line.growth.isZero();
    case DriverKind::EgressVolume:
        return line.category == QLatin1String("data_transfer") && line.kind == TcoLineKind::Recurring;
    case DriverKind::FxRate:
        return line.currency == currency && line.currency != basisCurrency;
    }
    return false;
}

Decimal TornadoBar::swing() const
{
    auto difference = high().minus(low());
    return difference ? difference->abs() : Decimal();
}

Result<std::optional<LineYear>> lineYear(const TcoInput& input, const TcoLine& line, const TcoScenario& scenario,
                                         int year, const Adjustment& adjustment)
{
    if (year < 1 || year > kYears || !hasYear(line, year))
        return std::optional<LineYear>{};
    const Driver* driver = adjustment.driver;
    const bool adjusted = driver && !adjustment.change.isZero() && driver->affects(line, input.basis.currency);
    const auto changedBy = [&](DriverKind kind, const Decimal& value) -> Result<Decimal> {
        if (adjusted && driver->kind == kind)
            return scaled(value, adjustment.change);
        return value;
    };
    // Named only in a refusal: built when needed (a TCO computes hundreds of thousands of line-years).
    const auto where = [&line] { return Text::tr("Cost line %1 of %2").arg(line.id).arg(line.candidateId); };

    LineYear ly;
    ly.lineId = line.id;
    ly.year = year;
    const auto add = [&](FactorKind kind, const Decimal& value, bool divides = false) {
        ly.factors.append({kind, value, divides});
    };
    const std::optional<Decimal> ownMultiplier = line.multipliers.contains(scenario.id)
                                                     ? std::optional<Decimal>(line.multipliers.value(scenario.id))
                                                     : std::nullopt;
    const auto growthFactor = [&]() -> Result<Decimal> {
        auto rate = changedBy(DriverKind::StorageGrowth, line.growth);
        if (!rate)
            return rate.error();
        // A changed growth rate (sensitivity only: the tornado's steps keep it exact) is held to
        // kGrowthPlaces, its compounded factor to kGrowthFactorPlaces, so that the product of the
        // line's factors stays within Decimal's 18 places.
        const bool growthChanged = adjusted && driver->kind == DriverKind::StorageGrowth;
        if (growthChanged && rate->scale() > kGrowthPlaces)
            rate = rate->rounded(kGrowthPlaces);
        Decimal factor = kOne;
        const Decimal step = onePlus(*rate);
        for (int y = 1; y < year; ++y) {
            if (auto r = multiply(factor, step); !r)
                return r.error();
        }
        if (growthChanged && factor.scale() > kGrowthFactorPlaces)
            return factor.rounded(kGrowthFactorPlaces);
        return factor;
    };

    switch (line.kind) {
    case TcoLineKind::Recurring: {
        auto quantity = changedBy(DriverKind::Quantity, line.quantity);
        if (quantity && adjusted && driver->kind == DriverKind::EgressVolume)
            quantity = scaled(*quantity, adjustment.change);
        auto price = changedBy(DriverKind::UnitPrice, line.unitPrice);
        if (price && adjusted && driver->kind == DriverKind::GpuHourlyPrice)
            price = scaled(*price, adjustment.change);
        auto growth = growthFactor();
        if (!quantity || !price || !growth)
            return !quantity ? quantity.error() : (!price ? price.error() : growth.error());
        add(FactorKind::Quantity, *quantity);
        add(FactorKind::UnitPrice, *price);
        add(FactorKind::Periods, Decimal::fromInteger(line.periodsPerYear));
        if (line.hourly) {
            if (line.periodsPerYear != kMonths)
                return Error{Error::Kind::BadInput,
                             Text::tr("%1 has a price per hour but %2 periods a year: a price per hour needs "
                                      "monthly periods (12 a year, 730 h each)")
                                 .arg(where())
                                 .arg(line.periodsPerYear)};
            add(FactorKind::HoursPerMonth, Decimal::fromInteger(kHoursPerMonth));
        }
        add(FactorKind::Growth, *growth);
        const Decimal multiplier = ownMultiplier.value_or(scenario.multiplier);
        if (scenario.peakMonths.isEmpty()) {
            add(FactorKind::Multiplier, multiplier);
        } else {
            const qint64 peak = scenario.peakMonths.size();
            auto peakPart = Decimal::fromInteger(peak).times(multiplier);
            if (!peakPart)
                return peakPart.error();
            auto weight = Decimal::fromInteger(kMonths - peak).plus(*peakPart);
            if (!weight)
                return weight.error();
            add(FactorKind::PeakWeight, *weight);
            add(FactorKind::PeakMonthsDivisor, Decimal::fromInteger(kMonths), true);
        }
        if (adjusted && driver->kind == DriverKind::Utilization)
            add(FactorKind::Utilization, onePlus(adjustment.change), true);
        break;
    }
    case TcoLineKind::OneOff: {
        auto quantity = changedBy(DriverKind::Quantity, line.quantity);
        auto price = changedBy(DriverKind::UnitPrice, line.unitPrice);
        if (!quantity || !price)
            return !quantity ? quantity.error() : price.error();
        add(FactorKind::Quantity, *quantity);
        add(FactorKind::UnitPrice, *price);
        if (ownMultiplier)
            add(FactorKind::Multiplier, *ownMultiplier);
        break;
    }
    case TcoLineKind::Staff: {
        auto fte = changedBy(DriverKind::Quantity, line.fte.value_or(line.quantity));
        auto cost = changedBy(DriverKind::UnitPrice, line.loadedAnnualCost.value_or(line.unitPrice));
        if (cost && adjusted && driver->kind == DriverKind::FteCost)
            cost = scaled(*cost, adjustment.change);
        auto growth = growthFactor();
        if (!fte || !cost || !growth)
            return !fte ? fte.error() : (!cost ? cost.error() : growth.error());
        add(FactorKind::Fte, *fte);
        add(FactorKind::LoadedAnnualCost, *cost);
        add(FactorKind::Growth, *growth);
        if (ownMultiplier)
            add(FactorKind::Multiplier, *ownMultiplier);
        break;
    }
    }

    if (line.currency != input.basis.currency) {
        const auto rate = std::find_if(input.fxRates.cbegin(), input.fxRates.cend(),
                                       [&](const FxRate& r) { return r.currency == line.currency; });
        if (rate == input.fxRates.cend())
            return Error{
                Error::Kind::BadInput,
                Text::tr("%1 is in %2, but the evaluation states no FX rate for %2").arg(where(), line.currency)};
        auto value = changedBy(DriverKind::FxRate, rate->rate);
        if (!value)
            return value.error();
        add(FactorKind::FxRate, *value);
    }
    const Decimal taxRate = line.taxRate.value_or(input.basis.taxRate);
    if (!taxRate.isZero() && line.taxIncluded != input.basis.taxIncluded)
        add(line.taxIncluded ? FactorKind::TaxRemoved : FactorKind::TaxAdded, onePlus(taxRate), line.taxIncluded);

    Decimal numerator = kOne;
    Decimal divisor = kOne;
    for (const Factor& f : std::as_const(ly.factors)) {
        if (auto r = multiply(f.divides ? divisor : numerator, f.value); !r)
            return Error{r.error().kind, QStringLiteral("%1: %2").arg(where(), r.error().message)};
    }
    const int places = minorUnitDigits(input.basis.currency);
    if (divisor == kOne) {
        auto rounded = numerator.rounded(places);
        if (!rounded)
            return rounded.error();
        ly.amount = *rounded;
        ly.unrounded = numerator;
    } else {
        // The division is the rounding: the exact quotient rounded half-up once.
        auto rounded = numerator.dividedBy(divisor, places);
        auto unrounded = numerator.dividedBy(divisor, kFlipPlaces);
        if (!rounded || !unrounded)
            return !rounded ? rounded.error() : unrounded.error();
        ly.amount = *rounded;
        ly.unrounded = *unrounded;
    }
    return std::optional<LineYear>{ly};
}

QList<TcoScenario> scenariosOf(const TcoInput& input, const QString& candidateId)
{
    QList<TcoScenario> list;
    for (const TcoScenario& s : input.scenarios) {
        if (s.candidateId == candidateId)
            list.append(s);
    }
    std::sort(list.begin(), list.end(), [](const TcoScenario& a, const TcoScenario& b) { return a.id < b.id; });
    if (list.isEmpty()) {
        TcoScenario implied;
        implied.candidateId = candidateId;
        list.append(implied);
    }
    return list;
}

bool noTaxApplies(const TcoInput& input)
{
    if (!input.basis.taxRate.isZero())
        return false;
    return std::all_of(input.lines.cbegin(), input.lines.cend(),
                       [](const TcoLine& line) { return !line.taxRate || line.taxRate->isZero(); });
}

QStringList candidatesWithLines(const TcoInput& input)
{
    QStringList ids;
    for (const TcoLine& line : input.lines) {
        if (!ids.contains(line.candidateId))
            ids.append(line.candidateId);
    }
    std::sort(ids.begin(), ids.end());
    return ids;
}

Result<ScenarioTotals> totals(const TcoInput& input, const QString& candidateId, const TcoScenario& scenario,
                              const Adjustment& adjustment)
{
    ScenarioTotals t;
    // Zero in the currency's minor unit ("0.00"), for a year without amounts.
    const Decimal zero = *Decimal::fromUnits(0, minorUnitDigits(input.basis.currency));
    t.years.fill(zero);
    t.total = zero;
    t.candidateId = candidateId;
    t.scenarioId = scenario.id;
    t.templateScenario = scenario.templateScenario;
    for (const TcoLine& line : input.lines) {
        if (line.candidateId != candidateId || !(line.scenarioId.isEmpty() || line.scenarioId == scenario.id))
            continue;
        for (int y = 1; y <= kYears; ++y) {
            auto ly = lineYear(input, line, scenario, y, adjustment);
            if (!ly)
                return ly.error();
            if (!*ly)
                continue;
            const Decimal amount = (*ly)->amount;
            const auto i = std::size_t(y - 1);
            auto year = t.years[i].plus(amount);
            if (!t.byCategoryYear.contains(line.category)) {
                Years empty;
                empty.fill(zero);
                t.byCategoryYear.insert(line.category, empty);
                t.byCategory.insert(line.category, zero);
            }
            Years& category = t.byCategoryYear[line.category];
            auto inCategory = category[i].plus(amount);
            auto total = t.total.plus(amount);
            auto overYears = t.byCategory.value(line.category).plus(amount);
            if (!year || !inCategory || !total || !overYears)
                return Error{Error::Kind::BadInput, Text::tr("The TCO of %1 is out of range").arg(candidateId)};
            t.years[i] = *year;
            category[i] = *inCategory;
            t.total = *total;
            t.byCategory.insert(line.category, *overYears);
            t.lineYears.append(**ly);
        }
    }
    return t;
}

QList<Driver> drivers(const TcoInput& input)
{
    QList<Driver> list;
    const auto named = [&](DriverKind kind, const char* id) {
        Driver d;
        d.id = QLatin1String(id);
        d.kind = kind;
        if (std::any_of(input.lines.cbegin(), input.lines.cend(),
                        [&](const TcoLine& l) { return d.affects(l, input.basis.currency); }))
            list.append(d);
    };
    named(DriverKind::GpuHourlyPrice, "gpu_hourly_price");
    named(DriverKind::Utilization, "utilization");
    named(DriverKind::FteCost, "fte_cost");
    named(DriverKind::StorageGrowth, "storage_growth");
    named(DriverKind::EgressVolume, "egress_volume");
    for (const TcoLine& line : input.lines) {
        list.append({QStringLiteral("unit_price:%1").arg(line.id), DriverKind::UnitPrice, line.id, {}});
        list.append({QStringLiteral("quantity:%1").arg(line.id), DriverKind::Quantity, line.id, {}});
    }
    QStringList currencies;
    for (const TcoLine& line : input.lines) {
        if (line.currency != input.basis.currency && !currencies.contains(line.currency))
            currencies.append(line.currency);
    }
    std::sort(currencies.begin(), currencies.end());
    for (const QString& currency : std::as_const(currencies))
        list.append({QStringLiteral("fx:%1").arg(currency), DriverKind::FxRate, 0, currency});
    return list;
}

Result<TcoResult> analyse(const TcoInput& input, const QString& scenarioId)
{
    TcoResult result;
    result.basis = input.basis;
    const QList<Driver> allDrivers = drivers(input);
    const QStringList candidates = candidatesWithLines(input);
    QStringList eligible;
    for (const QString& id : candidates) {
        if (input.eligible.contains(id))
            eligible.append(id);
    }
    const int places = minorUnitDigits(input.basis.currency);

    for (const QString& candidateId : candidates) {
        for (const TcoScenario& scenario : scenariosOf(input, candidateId)) {
            if (!scenarioId.isEmpty() && scenario.id != scenarioId)
                continue;
            CandidateTco entry;
            entry.eligible = eligible.contains(candidateId);
            auto t = totals(input, candidateId, scenario);
            if (!t)
                return t.error();
            entry.totals = *t;

            // The Eligible candidates compared in this scenario, and the cheapest of them now.
            QList<std::pair<QString, TcoScenario>> compared;
            for (const QString& id : std::as_const(eligible)) {
                if (auto s = counterpart(input, id, scenario))
                    compared.append({id, *s});
            }
            QHash<QString, Decimal> comparedTotals;
            QString cheapest;
            for (const auto& [id, s] : std::as_const(compared)) {
                auto other = totals(input, id, s);
                if (!other)
                    return other.error();
                comparedTotals.insert(id, other->total);
                if (cheapest.isEmpty() || other->total < comparedTotals.value(cheapest))
                    cheapest = id; // by id on a tie: `eligible` is in id order
            }
            if (result.cheapestEligible.isEmpty())
                result.cheapestEligible = cheapest;

            for (const Driver& driver : allDrivers) {
                const bool mine = std::any_of(input.lines.cbegin(), input.lines.cend(), [&](const TcoLine& l) {
                    return appliesTo(l, scenario) && driver.affects(l, input.basis.currency);
                });
                if (!mine)
                    continue;
                TornadoBar bar;
                bar.driverId = driver.id;
                for (std::size_t i = 0; i < kTornadoSteps.size(); ++i) {
                    auto change = Decimal::fromUnits(kTornadoSteps[i], 2);
                    if (!change)
                        return change.error();
                    auto at = totals(input, candidateId, scenario, Adjustment{&driver, *change});
                    if (!at)
                        return at.error();
                    bar.totals[i] = at->total;
                }
                entry.tornado.append(bar);
            }
            std::stable_sort(entry.tornado.begin(), entry.tornado.end(), [](const TornadoBar& a, const TornadoBar& b) {
                const Decimal sa = a.swing();
                const Decimal sb = b.swing();
                return sa != sb ? sa > sb : a.driverId < b.driverId;
            });

            for (const TornadoBar& bar : std::as_const(entry.tornado)) {
                const Driver& driver = *std::find_if(allDrivers.cbegin(), allDrivers.cend(),
                                                     [&](const Driver& d) { return d.id == bar.driverId; });
                FlipPoint flip;
                flip.driverId = driver.id;
                if (compared.size() >= 2) {
                    auto found = flipPoint(input, driver, compared, cheapest);
                    if (!found)
                        return found.error();
                    if (*found) {
                        flip.changePct = (*found)->first;
                        flip.newCheapest = (*found)->second;
                    }
                }
                entry.flips.append(flip);
            }

            const auto unit = [&](const std::array<std::optional<Decimal>, kYears>& volumes,
                                  std::array<std::optional<Decimal>, kYears>& out, qint64 per) -> Result<void> {
                for (int y = 0; y < kYears; ++y) {
                    const auto& volume = volumes[std::size_t(y)];
                    if (!volume || volume->isZero())
                        continue;
                    auto per1 = volume->dividedBy(Decimal::fromInteger(per), Decimal::kMaxScale);
                    if (!per1)
                        return per1.error();
                    // A volume too small to divide by (below 10^-18 of its unit) has no unit cost either.
                    if (per1->isZero())
                        continue;
                    auto cost = entry.totals.years[std::size_t(y)].dividedBy(*per1, places);
                    if (!cost)
                        continue; // beyond the exact range: a volume far below any real one
                    out[std::size_t(y)] = *cost;
                }
                return {};
            };
            if (auto r = unit(input.volumes.experiments, entry.unitCosts.perExperiment, 1); !r)
                return r.error();
            if (auto r = unit(input.volumes.modelVersions, entry.unitCosts.perModelVersion, 1); !r)
                return r.error();
            if (auto r = unit(input.volumes.inferenceRequests, entry.unitCosts.per1000Requests, 1000); !r)
                return r.error();
            result.entries.append(entry);
        }
    }
    return result;
}

QString driverLabel(const Driver& driver, const TcoInput& input, const QString& language)
{
    const auto line = [&]() {
        const auto it = std::find_if(input.lines.cbegin(), input.lines.cend(),
                                     [&](const TcoLine& l) { return l.id == driver.lineId; });
        if (it == input.lines.cend())
            return QString::number(driver.lineId);
        const QString text = shownIn(it->description.zh, it->description.en, language);
        return text.isEmpty() ? labels::tcoCategory(it->category) : text;
    };
    switch (driver.kind) {
    case DriverKind::UnitPrice:
        return Text::tr("Unit price: %1").arg(line());
    case DriverKind::Quantity:
        return Text::tr("Quantity: %1").arg(line());
    case DriverKind::GpuHourlyPrice:
        return Text::tr("GPU hourly price");
    case DriverKind::Utilization:
        return Text::tr("GPU utilization");
    case DriverKind::FteCost:
        return Text::tr("Loaded cost per FTE");
    case DriverKind::StorageGrowth:
        return Text::tr("Storage growth");
    case DriverKind::EgressVolume:
        return Text::tr("Data transfer volume");
    case DriverKind::FxRate:
        return Text::tr("FX rate %1").arg(driver.currency);
    }
    return driver.id;
}

} // namespace gatebench::tco
