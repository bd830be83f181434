#pragma once
// What the TCO charts draw (views/charts/Tco*.h), computed from the figures (TcoFigures.h) as plain
// data in the reader's language: amounts as doubles for drawing only (never computed with again).
#include "decision/DecisionEngine.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace gatebench::tco {

struct TcoFigures;

/// One candidate's bar: its three-year total in its base scenario, by category.
struct TcoCategoryStack {
    QString candidateId;
    QString name;
    QString scenarioName;
    bool eligible = false;
    QString statusText;    ///< "Eligible", "Blocked", "Eliminated", "Set aside"
    QList<double> amounts; ///< per category of TcoCategoryBars, 0 where none
    double total = 0;
};

/// Stacked bars of the three-year total by category per candidate: the Eligible candidates first
/// (cheapest first), then the others (Blocked, Eliminated, set aside; cheapest first), which the
/// chart marks.
struct TcoCategoryBars {
    QString currency;
    QStringList categoryKeys; ///< the categories any candidate has, in the order of the first lines
    QStringList categoryLabels;
    QList<TcoCategoryStack> candidates;
};

/// The cumulative total of one candidate at the end of years 1, 2 and 3, per scenario.
struct TcoCumulativeLine {
    QString scenarioName;
    std::array<double, 3> cumulative{};
};

struct TcoCumulative {
    QString candidateName;
    QString currency;
    QList<TcoCumulativeLine> lines; ///< by scenario id
};

struct TcoTornadoRow {
    QString driverLabel; ///< in the reader's language
    double low = 0;      ///< the three-year total at -30 %
    double high = 0;     ///< at +30 %
    /// Where the cheapest Eligible candidate changes as the driver moves ("+12.5 %: NVIDIA Run:ai");
    /// empty when it does not within +/-50 %.
    QString flip;
};

/// The tornado of one candidate in one scenario: the drivers by swing, largest first.
struct TcoTornado {
    QString candidateName;
    QString scenarioName;
    QString currency;
    double base = 0;
    QList<TcoTornadoRow> rows;
};

struct TcoCostPoint {
    QString candidateId;
    QString name;
    double bonusScore = 0; ///< 0-100
    double total = 0;      ///< three years, base scenario
};

/// Three-year cost against bonus score, Eligible candidates with a bonus score only.
struct TcoCostVersusBonus {
    QString currency;
    QList<TcoCostPoint> points; ///< by bonus score, highest first
};

/// The scenario a chart shows for a candidate when it shows one: its normal one (normal,
/// maintenance, base), else its first (by id).
QString baseScenarioId(const TcoFigures& figures, const QString& candidateId);

TcoCategoryBars categoryBars(const TcoFigures& figures);
/// Every candidate with lines in the charts' order (categoryBars): the Eligible ones first, then the
/// others; a candidate the bars leave out (no base scenario total) after them, by id.
QStringList chartOrder(const TcoFigures& figures);
TcoCumulative cumulative(const TcoFigures& figures, const QString& candidateId);
/// The tornado of `candidateId` in `scenarioId` (empty, or one the candidate lacks: its base scenario),
/// at most `maxRows` drivers, each with its flip point. The quantity and the unit price of one line
/// always move its total alike (both multiply it): when their bars are equal they are one row,
/// "Quantity or unit price: LINE".
TcoTornado tornado(const TcoFigures& figures, const QString& candidateId, const QString& scenarioId = {},
                   int maxRows = 10);
TcoCostVersusBonus costVersusBonus(const TcoFigures& figures);

} // namespace gatebench::tco
