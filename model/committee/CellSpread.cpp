#include "committee/CellSpread.h"

#include <algorithm>
#include <cmath>

namespace gatebench::committee {

bool isFlagged(double spread, double flagPoints)
{
    return spread >= flagPoints - 1e-9;
}

std::optional<CellSpread> spreadOf(const QList<double>& scores, double flagPoints)
{
    if (scores.isEmpty())
        return std::nullopt;
    CellSpread result;
    result.n = int(scores.size());
    double sum = 0;
    for (double s : scores)
        sum += s;
    result.mean = sum / result.n;
    const auto [low, high] = std::minmax_element(scores.cbegin(), scores.cend());
    result.spread = *high - *low;
    double squares = 0;
    for (double s : scores)
        squares += (s - result.mean) * (s - result.mean);
    result.stddev = std::sqrt(squares / result.n); // population: divided by n, not n - 1
    result.flagged = isFlagged(result.spread, flagPoints);
    return result;
}

} // namespace gatebench::committee
