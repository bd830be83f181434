#include "PresentationTheme.h"

#include <algorithm>
#include <cmath>

namespace gatebench::presentation {

namespace {

double channel(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

} // namespace

double relativeLuminance(const QColor& colour)
{
    const QColor rgb = colour.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF()) + 0.0722 * channel(rgb.blueF());
}

double contrastRatio(const QColor& a, const QColor& b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QList<Theme::Pair> Theme::textPairs() const
{
    return {{ink, paper, QStringLiteral("text")},
            {secondary, paper, QStringLiteral("subtitle and note")},
            {accent, paper, QStringLiteral("title and statements")},
            {ink, headerFill, QStringLiteral("table header")},
            {passInk, paper, QStringLiteral("passing cell")},
            {failInk, failFill, QStringLiteral("failing cell")},
            {ink, paper, QStringLiteral("unknown and waived cells")}};
}

int Theme::bodyPx(QSize size)
{
    return std::max(kMinTextPx, int(std::lround(size.height() / 27.0)));
}

const Theme& Theme::highContrast()
{
    static const Theme theme;
    return theme;
}

} // namespace gatebench::presentation
