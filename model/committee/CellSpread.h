#pragma once

#include <QList>

#include <optional>

namespace gatebench::committee {

/// The default spread at which a cell is flagged: 2 points (EvaluationSettings::spreadFlagPoints).
inline constexpr double kDefaultSpreadFlagPoints = 2.0;

/// How far the revealed scores of one cell (candidate x bonus criterion) lie apart.
struct CellSpread {
    int n = 0;            ///< the scores counted
    double mean = 0;      ///< their mean
    double spread = 0;    ///< max - min
    double stddev = 0;    ///< population standard deviation: sqrt(sum((s - mean)^2) / n)
    bool flagged = false; ///< spread >= the flag threshold (the committee should settle the cell)
};

/// The spread of `scores` with `flagPoints` as the threshold; null when there are none.
/// The comparison allows 1e-9 so that 3.7 - 1.7 counts as 2.
std::optional<CellSpread> spreadOf(const QList<double>& scores, double flagPoints);

/// Whether a spread is flagged at `flagPoints`.
bool isFlagged(double spread, double flagPoints);

} // namespace gatebench::committee
