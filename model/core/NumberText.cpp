#include "core/NumberText.h"

#include <QLocale>

#include <cmath>

namespace gatebench {

QString roundedText(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    // Rounded on the decimal digits first: QString::number(19.15, 'f', 1) gives "19.1" (19.15 is
    // 19.1499... in binary) where a reader, and std::round, say 19.2.
    double rounded = std::round(value * scale) / scale;
    if (rounded == 0)
        rounded = 0; // no "-0"
    const QLocale locale;
    QString text = locale.toString(rounded, 'f', decimals);
    const QString point = locale.decimalPoint();
    if (decimals > 0 && text.contains(point)) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

} // namespace gatebench
