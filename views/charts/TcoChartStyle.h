#pragma once

#include <QColor>
#include <QString>

#include <Qt>

class QAbstractAxis;
class QAbstractSeries;
class QChart;

namespace gatebench::tcocharts {

/// Money on a chart axis is drawn in millions of the evaluation's currency.
inline constexpr double kMillion = 1e6;

/// The colour of the i-th category or scenario (Okabe-Ito, as the other charts).
QColor colour(int i);

/// A value axis of millions of `currency` from `minimum` to `maximum` (both in millions), titled
/// `title` (which says the unit), attached to `series` on `alignment`.
QAbstractAxis* addMoneyAxis(QChart* chart, QAbstractSeries* series, double minimum, double maximum,
                            Qt::Alignment alignment, const QString& title);

/// A tidy upper end for an axis of millions: `value` + 10 %, rounded up to a half million.
double niceMaximum(double value);

} // namespace gatebench::tcocharts
