#pragma once
// The bounds of the TCO's values (README "Limits"): what every edit of the sheet, an FX rate or a
// multiplier, every import and every output hold the TCO to, so that no value that passes can make
// a later computation (a total, the tornado, a flip point, the unit costs, an export) leave the
// exact decimal range.
//
// Why these bounds: TcoEngine multiplies exactly (core/Decimal.h: 38 digits, at most 18 places)
// and rounds once; the flip points sum unrounded amounts aligned to 18 places, which stays exact
// only below 10^20. So every value has a bound of its own (checked with a message naming it), and
// each line is then computed as the engine will compute it: every year of every scenario of its
// candidate, unchanged and with each sensitivity driver that moves it at its extreme (+30 %, the
// utilization at -30 %, storage growth at +50 %, the flip search's range). A line-year must be
// computable exactly and at most kMaxLineYear; a candidate's three years in a scenario at most
// kMaxTotal. With those, every sum the engine forms stays at least a thousand times inside 10^20.
#include "core/Decimal.h"
#include "tco/TcoEngine.h"

#include <QList>
#include <QString>

#include <optional>

namespace gatebench::tco {

/// A value the TCO bounds.
enum class Bounded {
    Quantity,           ///< 0 to 10^12, at most 6 places
    UnitPrice,          ///< 0 to 10^12, at most 6 places
    Fte,                ///< 0 to 10^12, at most 6 places
    LoadedAnnualCost,   ///< 0 to 10^12, at most 6 places
    Growth,             ///< above -1 (-100 %), at most 10 (+1000 %), at most 6 places
    TaxRate,            ///< 0 to 1 (100 %), at most 6 places
    ScenarioMultiplier, ///< above 0, at most 1000, at most 6 places
    LineMultiplier,     ///< 0 to 1000, at most 6 places
    FxRate,             ///< above 0, at most 10^6, at most 10 places
    Amount,             ///< a line's amount in a year, or a candidate's total (a product, not a value)
};

/// The most a line may cost in one year (in the evaluation's currency, with a sensitivity driver at
/// its extreme): 10^15.
Decimal maxLineYear();
/// The most a candidate's three years may cost in one scenario: 10^16.
Decimal maxTotal();

/// Why `value` cannot be a `what` (a sentence in the interface language naming the value and its
/// bound); empty when it can.
QString boundProblem(Bounded what, const Decimal& value);

/// What is wrong with a cost line's values or amounts.
struct RangeProblem {
    qint64 lineId = 0;
    QString candidateId;
    Bounded value = Bounded::Amount; ///< the value beyond its bound; Amount: the product or the total
    QString message;                 ///< names the line (candidate, description) and what is wrong
    QString reason;                  ///< what is wrong, without naming the line (for its own cell)
};

/// The first range problem of `line` with the scenarios, FX rates and basis of `input` (the line
/// need not be among input.lines): a value beyond its bound, or an amount that cannot be computed
/// exactly or is above its bound. A line the engine refuses for another reason (a currency without
/// an FX rate, a price per hour over other periods than months) has none: that is the engine's to say.
/// `language` chooses the candidate's name and the line's description in the message.
std::optional<RangeProblem> lineProblem(const TcoInput& input, const TcoLine& line, const QString& language);

/// Every range problem of `input`: each line's (lineProblem), then each candidate's total in each
/// scenario above maxTotal() (named by its largest line). Only lines in `lineIds` and totals of
/// candidates in `candidates` when these are given.
QList<RangeProblem> rangeProblems(const TcoInput& input, const QString& language, const QList<qint64>& lineIds = {},
                                  const QStringList& candidates = {});

/// The problems as one message, a line each, for an output that cannot be computed.
QString describe(const QList<RangeProblem>& problems);

} // namespace gatebench::tco
