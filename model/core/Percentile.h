#pragma once

#include <QList>

#include <cstddef>
#include <optional>

namespace gatebench {

/// The `p`-th percentile (0-100) of `values`, as DOMAIN.md defines it for the whole product: linear
/// interpolation between the closest ranks, the default of numpy.percentile and pandas.quantile
/// (Hyndman and Fan's "type 7"). With the values sorted as x[0] <= ... <= x[n-1], the position is
/// h = (n - 1) * p / 100 and the result x[floor(h)] + (h - floor(h)) * (x[floor(h) + 1] - x[floor(h)]).
/// One value is every percentile of itself. Null when there are no values; `p` is clamped to 0-100.
/// Takes the values by copy (it sorts them); NaNs must not be passed.
std::optional<double> percentile(QList<double> values, double p);

/// The median: percentile(values, 50).
std::optional<double> median(QList<double> values);

/// The values at `ranks` (0-based positions in ascending order, each below `end - begin`) of
/// [begin, end), into `out`, found by counting rather than by sorting or selecting: two passes
/// over the values and a few of them sorted, when every value is a whole number from 0 to 2^53
/// (job waits and run times in seconds). False, with nothing written, when one is not (negative,
/// fractional, too large or NaN); the caller then selects as before. At most four ranks. The
/// values are not reordered.
bool wholeNumberRanks(const double* begin, const double* end, const std::size_t* ranks, std::size_t count, double* out);

} // namespace gatebench
