#pragma once

namespace gatebench {

/// A value axis from 0 to a round end a little beyond the largest value, its ticks a round distance
/// apart (1, 2, 2.5 or 5 times a power of ten), at most six intervals. Every bar chart's value axis
/// is laid out by it.
struct NiceAxis {
    double maximum = 1; ///< the axis's end, a whole number of ticks
    double tick = 0.2;  ///< the distance between ticks
};

/// The axis for values up to `largest`, with `headroom` (0.1: 10 %) of room beyond it for the value
/// written at a bar's end; 0 to 1 when nothing is above 0.
NiceAxis niceAxis(double largest, double headroom = 0.1);

} // namespace gatebench
