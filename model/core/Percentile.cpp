#include "core/Percentile.h"

#include <algorithm>
#include <cmath>

namespace gatebench {

std::optional<double> percentile(QList<double> values, double p)
{
    if (values.isEmpty())
        return std::nullopt;
    std::sort(values.begin(), values.end());
    const double clamped = std::clamp(p, 0.0, 100.0);
    const double h = double(values.size() - 1) * clamped / 100.0;
    const auto below = qsizetype(std::floor(h));
    if (below + 1 >= values.size())
        return values.last();
    const double fraction = h - double(below);
    const double low = values.at(below);
    const double high = values.at(below + 1);
    // low + f * (high - low), written so that equal neighbours give exactly their value.
    return fraction == 0.0 ? low : low + fraction * (high - low);
}

std::optional<double> median(QList<double> values)
{
    return percentile(std::move(values), 50.0);
}

} // namespace gatebench
