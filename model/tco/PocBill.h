#pragma once
// Cost lines from a PoC bill (issue 12): the billed cost of one training run and of one service
// deployment over a stated period, with the committee's volumes at normal and at peak load,
// extrapolated to a month and a year, and the recurring lines that make the engine (TcoEngine.h)
// compute exactly those figures. Pure: no storage, no widgets.
//
// The arithmetic (amounts as billed: the bill's currency, with or without tax as billed; an amount
// is rounded half-up to the currency's minor unit once, as DOMAIN.md's TCO rounds each line):
//   cost of a deployment-month = service cost x 730 / (24 x billed days), rounded (a month is
//                                730 h, as for hourly prices); this rounded price is the line's
//                                unit price, so that the engine and these figures agree to the cent
//   monthly at a volume        = round(runs x cost per run) + round(deployments x deployment-month)
//   yearly at a volume         = round(runs x cost per run x 12) + round(deployments x deployment-month x 12)
//                                (a whole year at that volume)
//
// The lines, per billed cost (training, serving):
//   base: recurring, no scenario (every scenario of the candidate), quantity = the normal volume,
//         unit price = the cost per run or per deployment-month, 12 periods, no growth, every year;
//         its own multiplier 1 in each peak scenario (template scenario "peak"), so that the peak
//         scenario's multiplier does not scale it (the peak is the extra line's); the other
//         scenarios' multipliers apply as the committee set them (low use x 0.7, maintenance x 1).
//   peak extra, in each peak scenario when the peak volume is above the normal one: quantity =
//         peak - normal volume, periods = the scenario's peak months (12 when it names none: peak
//         all year), own multiplier 1.
// Why not one line with a peak multiplier of peak / normal volume: that quotient is rarely an
// exact decimal (8 / 6), and the engine multiplies exact decimals only; a difference of volumes
// over the peak months is exact, and the engine's peak weight of an own multiplier 1 is 12 / 12.
// So the peak scenario's year is 12 months at normal volume plus its peak months at the extra
// volume; a candidate without a peak scenario (self-built: normal maintenance, major upgrade)
// takes the base lines in every scenario, and its peak figures are for comparison only.
#include "core/Decimal.h"
#include "core/Result.h"
#include "domain/Domain.h"

#include <QList>
#include <QString>

#include <optional>

namespace gatebench::tco {

/// The volumes of one load, per month.
struct PocVolumes {
    Decimal trainingRuns; ///< training runs a month
    Decimal deployments;  ///< service deployments running through the month
};

/// What the committee enters from one PoC bill.
struct PocBill {
    QString candidateId;
    QString reference; ///< names the bill (its number, the PoC, the month): the lines' source note starts with it
    QString currency = QStringLiteral("CNY"); ///< ISO 4217, as billed
    bool taxIncluded = true;                  ///< the bill's amounts include tax
    std::optional<Decimal> trainingRunCost;   ///< one training run; null: not billed
    std::optional<Decimal> serviceCost;       ///< one deployment over serviceDays; null: not billed
    Decimal serviceDays;                      ///< the billed period of serviceCost, in days (above 0)
    PocVolumes normal;
    PocVolumes peak;
};

/// The extrapolated figures and the lines that carry them.
struct PocExtrapolation {
    std::optional<Decimal> costPerRun;             ///< as billed
    std::optional<Decimal> costPerDeploymentMonth; ///< rounded, see above
    Decimal monthlyNormal;
    Decimal monthlyPeak;
    Decimal yearlyNormal;
    Decimal yearlyPeak;        ///< a whole year at peak volume
    QList<TcoLine> lines;      ///< ids 0; base lines first, then the peak extras by scenario
    QStringList peakScenarios; ///< the candidate's peak scenarios the extras go to (empty: none)
};

/// Whether `scenario` is a peak scenario (its template scenario is "peak").
bool isPeakScenario(const TcoScenario& scenario);

/// The figures and lines of `bill` for a candidate with `scenarios` (its own; others are ignored).
/// Units and notes are written in `language` ("zh_CN" or "en"). A BadInput error, in the interface
/// language, when nothing is billed, an amount or volume is negative, the billed days are not
/// above 0, a peak volume is below the normal one, or the reference is empty.
Result<PocExtrapolation> extrapolate(const PocBill& bill, const QList<TcoScenario>& scenarios,
                                     const QString& language = QStringLiteral("en"));

} // namespace gatebench::tco
