#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QString>

class QAbstractSeries;
class QChart;

namespace gatebench {

/// A line of text drawn just above one bar of a horizontal bar chart (and, optionally, a value at
/// the bar's end). Names live above their bars rather than on the category axis, where Qt Charts
/// would cut them short in a narrow panel; in an SVG they stay whole text.
struct BarLabel {
    QString text;
    QString value;  ///< drawn right of the bar's end; empty: none
    double end = 0; ///< where the bar ends, in value-axis units
    QColor colour = QColor(0x21, 0x21, 0x21);
    bool italic = false;
};

/// Adds `labels` to `chart` (row i = category i of `series`, whose bars are `barWidth` wide) and
/// keeps them in place whenever the plot area changes.
void attachBarLabels(QChart* chart, QAbstractSeries* series, const QList<BarLabel>& labels, double barWidth,
                     const QFont& font);

} // namespace gatebench
