#pragma once

#include <QString>

namespace gatebench {

/// `value` rounded half away from zero to `decimals` places, trailing zeros dropped ("19.2", "19",
/// "0.5"), in the default locale's digits and separators. The one rounding of every figure the pages
/// show (a duration, a share, GPU-hours), so that a figure reads the same in a card, a table, a title
/// and on a chart: 1149 s is "19.2 min" everywhere, never 19.1 in one place and 19 in another.
QString roundedText(double value, int decimals = 1);

} // namespace gatebench
