#pragma once
// The three-year TCO (DOMAIN.md "Three-year TCO" and "Unit costs"): per candidate and scenario, per
// year 1..3 and category, in exact decimals (core/Decimal.h, never a double), every line-year's
// amount traceable to the factors it multiplies; the sensitivity of the three-year total to each
// driver (tornado) and the change of a driver at which the cheapest Eligible candidate changes
// (flip point); unit costs from the volumes the committee states. Pure: loads nothing (TcoInput::load
// reads a workspace), formats nothing but the documented JSON (toJson).
//
// The arithmetic of one line in year y of scenario S (amounts in the evaluation's currency):
//   recurring: quantity x unit price x periods per year [x 730 when the price is per hour]
//              x (1 + growth)^(y-1) x M, where M is the line's own multiplier in S if it has one,
//              else S's multiplier; a scenario with peak months P (1..12) applies M to those months
//              only: the factor is ((12 - |P|) + |P| x M) / 12 instead of M.
//   one-off:   quantity x unit price, in each of its years (none stated: year 1) [x its own multiplier in S]
//   staff:     FTE x loaded annual cost x (1 + growth)^(y-1) [x its own multiplier in S]
//              (FTE and cost fall back to quantity and unit price when not stated)
//   then x the FX rate of the line's currency when it is not the evaluation's, and the tax: a line
//   entered with tax, in totals stated without, is divided by (1 + rate); a line entered without
//   tax, in totals stated with, is multiplied by (1 + rate) (rate: the line's, else the evaluation's).
// The exact result is rounded half-up to the currency's minor unit ONCE (a division, by 12 or by
// 1 + rate, is carried out in that same rounding, so nothing is rounded twice); every total is a
// sum of rounded line-year amounts. A line without a scenario belongs to every scenario of its
// candidate; a candidate with lines and no scenario has one, with an empty id and multiplier 1.
#include "core/Decimal.h"
#include "core/Result.h"
#include "domain/Domain.h"

#include <QByteArray>
#include <QDate>
#include <QMap>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace gatebench {
class Storage;
struct Decision;
} // namespace gatebench

namespace gatebench::tco {

inline constexpr int kYears = 3;
inline constexpr int kHoursPerMonth = 730;
inline constexpr int kMonths = 12;

using Years = std::array<Decimal, kYears>;

/// The fraction digits of a currency's minor unit (ISO 4217): 2 for most, 0 for JPY, KRW, ..., 3
/// for BHD, KWD, ...
int minorUnitDigits(const QString& currency);

/// The volumes unit costs divide by, per year (null: not stated).
struct Volumes {
    std::array<std::optional<Decimal>, kYears> experiments;       ///< successful experiment runs
    std::array<std::optional<Decimal>, kYears> modelVersions;     ///< successful model versions
    std::array<std::optional<Decimal>, kYears> inferenceRequests; ///< inference requests served
};

/// Everything the engine computes from.
struct TcoInput {
    TcoBasis basis;
    QList<TcoScenario> scenarios;
    QList<TcoLine> lines;
    QList<FxRate> fxRates;
    Volumes volumes;
    /// The Eligible candidates of the gate engine (decision/DecisionEngine.h) on the evaluation date.
    QStringList eligible;
    /// The candidates' names, for messages that name a line (TcoLimits.h); empty ones show the id.
    QMap<QString, Bilingual> candidateNames;

    /// Reads a workspace: its TCO (repositories/TcoRepository.h), the volumes and the decision as of
    /// `asOf` (invalid: the evaluation's date).
    static Result<TcoInput> load(const Storage& storage, QDate asOf = {});
    /// The same with the Eligible candidates of `decision` (decided on the date meant), for a reader
    /// that has decided already: a large evaluation takes seconds to load and decide.
    static Result<TcoInput> load(const Storage& storage, const Decision& decision);
};

/// What one factor of a line-year is.
enum class FactorKind {
    Quantity,
    UnitPrice,
    Periods,           ///< periods per year
    HoursPerMonth,     ///< 730, for a price per hour
    Growth,            ///< (1 + growth)^(y-1)
    Multiplier,        ///< the scenario's (or the line's own) multiplier
    PeakWeight,        ///< (12 - peak months) + peak months x multiplier, with PeakMonthsDivisor
    PeakMonthsDivisor, ///< 12 (a divisor)
    Fte,
    LoadedAnnualCost,
    FxRate,
    TaxAdded,    ///< 1 + rate (a line without tax in totals with tax)
    TaxRemoved,  ///< 1 + rate, a divisor (a line with tax in totals without)
    Utilization, ///< 1 + the utilization change, a divisor (sensitivity only)
};

/// One factor: `amount = round(product of the factors / product of the divisors)`.
struct Factor {
    FactorKind kind = FactorKind::Quantity;
    Decimal value;
    bool divides = false;
};

/// The amount of one line in one year of one scenario, and how it was reached.
struct LineYear {
    qint64 lineId = 0;
    int year = 1;
    Decimal amount;    ///< rounded half-up to the minor unit
    Decimal unrounded; ///< the exact value (12 places when a division was needed)
    QList<Factor> factors;
};

/// The totals of one candidate in one scenario.
struct ScenarioTotals {
    QString candidateId;
    QString scenarioId;       ///< empty: the candidate has no scenario
    QString templateScenario; ///< the scenario's key in the candidate's TCO template
    Years years;              ///< per year, sums of rounded line-years
    Decimal total;            ///< the three years
    QMap<QString, Years> byCategoryYear;
    QMap<QString, Decimal> byCategory; ///< over the three years
    QList<LineYear> lineYears;         ///< every line-year with an amount, in line order then year
};

/// A sensitivity driver: what it changes, by a relative change x (+0.1 is +10 %).
enum class DriverKind {
    UnitPrice,      ///< one line's unit price (a staff line's loaded annual cost)
    Quantity,       ///< one line's quantity (a staff line's FTE)
    GpuHourlyPrice, ///< the unit price of every compute line priced per hour
    Utilization,    ///< the GPU utilization: hourly compute lines need 1 / (1 + x) of their quantity
    FteCost,        ///< the loaded annual cost of every staff line
    StorageGrowth,  ///< the yearly growth rate of every storage line
    EgressVolume,   ///< the quantity of every recurring data-transfer line
    FxRate,         ///< one currency's FX rate
};

struct Driver {
    QString id; ///< "unit_price:17", "quantity:17", "gpu_hourly_price", "utilization", "fte_cost",
                ///< "storage_growth", "egress_volume", "fx:USD"
    DriverKind kind = DriverKind::UnitPrice;
    qint64 lineId = 0; ///< UnitPrice, Quantity
    QString currency;  ///< FxRate

    /// Whether the driver changes `line` (in an evaluation stated in `basisCurrency`).
    bool affects(const TcoLine& line, const QString& basisCurrency) const;
};

/// A driver changed by `change` (+0.1: +10 %).
struct Adjustment {
    const Driver* driver = nullptr;
    Decimal change;
};

/// The relative changes of a tornado bar: -30, -20, -10, +10, +20, +30 %.
inline constexpr std::array<int, 6> kTornadoSteps{-30, -20, -10, 10, 20, 30};
/// How far a flip point is searched: +/- 50 %.
inline constexpr int kFlipRangePct = 50;

/// One bar of the tornado: the three-year total at each of kTornadoSteps.
struct TornadoBar {
    QString driverId;
    std::array<Decimal, kTornadoSteps.size()> totals;
    Decimal low() const { return totals.front(); } ///< at -30 %
    Decimal high() const { return totals.back(); } ///< at +30 %
    Decimal swing() const;                         ///< |high - low|
};

/// Where the cheapest Eligible candidate changes as one driver moves.
struct FlipPoint {
    QString driverId;
    /// The change in percent (rounded half-up to 2 places) at which another Eligible candidate
    /// becomes as cheap as the cheapest; null: no flip within +/- 50 %.
    std::optional<Decimal> changePct;
    QString newCheapest; ///< the candidate cheapest past the flip
};

/// Unit costs per year (DOMAIN.md): the year's total over the year's volume, rounded half-up to
/// the minor unit; null where the volume is not stated or zero.
struct UnitCosts {
    std::array<std::optional<Decimal>, kYears> perExperiment;
    std::array<std::optional<Decimal>, kYears> perModelVersion;
    std::array<std::optional<Decimal>, kYears> per1000Requests;
};

/// Everything the TCO page, the command line and the export show for one candidate and scenario.
struct CandidateTco {
    ScenarioTotals totals;
    bool eligible = false;
    QList<TornadoBar> tornado; ///< drivers of this candidate's lines, by swing (largest first), ties by id
    QList<FlipPoint> flips;    ///< the same drivers, in tornado order
    UnitCosts unitCosts;
};

struct TcoResult {
    TcoBasis basis;
    /// The cheapest Eligible candidate in the compared scenarios (empty: none Eligible).
    QString cheapestEligible;
    QList<CandidateTco> entries; ///< per candidate (by id) and scenario (by id)
};

/// The amount of `line` in `year` of `scenario` (null: the line has no amount that year), with an
/// optional driver change. An Input error when a currency has no FX rate or an hourly line is not
/// monthly; a Decimal error when a value leaves the exact range.
Result<std::optional<LineYear>> lineYear(const TcoInput& input, const TcoLine& line, const TcoScenario& scenario,
                                         int year, const Adjustment& adjustment = {});

/// The scenarios the engine computes for a candidate: its own, or one implied (empty id, x1).
QList<TcoScenario> scenariosOf(const TcoInput& input, const QString& candidateId);
/// The candidates with lines, by id.
QStringList candidatesWithLines(const TcoInput& input);

/// No tax applies anywhere: the evaluation's rate is 0 and no line sets a rate of its own above 0, so
/// "with tax" and "without tax" are the same amounts and the totals should say neither.
bool noTaxApplies(const TcoInput& input);

/// The totals of `candidateId` in `scenario`.
Result<ScenarioTotals> totals(const TcoInput& input, const QString& candidateId, const TcoScenario& scenario,
                              const Adjustment& adjustment = {});

/// Every driver the input has: the named ones that change a line, then each line's unit price and
/// quantity, then each FX rate a line uses.
QList<Driver> drivers(const TcoInput& input);

/// Totals, tornado, flip points and unit costs of every candidate with lines and each of its
/// scenarios (only `scenarioId` when not empty).
Result<TcoResult> analyse(const TcoInput& input, const QString& scenarioId = {});

/// The JSON of `gatebench tco --json` (issue 12): money as decimal strings.
QByteArray toJson(const TcoResult& result);

/// A driver's name in the reader's language ("Unit price: <line>", "FX rate USD").
QString driverLabel(const Driver& driver, const TcoInput& input, const QString& language);

} // namespace gatebench::tco
