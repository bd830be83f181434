#include "core/NiceAxis.h"

#include <cmath>
#include <initializer_list>

namespace gatebench {

NiceAxis niceAxis(double largest, double headroom)
{
    NiceAxis axis;
    const double target = largest > 0 && std::isfinite(largest) ? largest * (1 + headroom) : 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(target / 6)));
    for (double step : {1.0, 2.0, 2.5, 5.0, 10.0, 20.0}) {
        const double tick = step * magnitude;
        if (std::ceil(target / tick) <= 6) {
            axis.tick = tick;
            axis.maximum = std::ceil(target / tick) * tick;
            return axis;
        }
    }
    return axis;
}

} // namespace gatebench
