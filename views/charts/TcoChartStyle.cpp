#include "TcoChartStyle.h"

#include "ChartStyle.h"

#include <QAbstractSeries>
#include <QChart>
#include <QValueAxis>

#include <cmath>

namespace gatebench::tcocharts {

QColor colour(int i)
{
    static const QList<QColor> colours = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73),
                                          QColor(0xcc, 0x79, 0xa7), QColor(0x56, 0xb4, 0xe9), QColor(0xd5, 0x5e, 0x00),
                                          QColor(0xf0, 0xe4, 0x42), QColor(0x99, 0x99, 0x99), QColor(0x33, 0x33, 0x33)};
    return colours.at(i % colours.size());
}

QAbstractAxis* addMoneyAxis(QChart* chart, QAbstractSeries* series, double minimum, double maximum,
                            Qt::Alignment alignment, const QString& title)
{
    auto* axis = new QValueAxis;
    axis->setRange(minimum, maximum);
    axis->setTickCount(6);
    axis->applyNiceNumbers(); // round ticks: 0, 5, 10, ... rather than 0, 5.3, 10.6, ...
    axis->setLabelFormat(QStringLiteral("%.1f"));
    axis->setLabelsFont(chartFont(kChartSmallTextPx));
    axis->setTitleText(chartLabel(title));
    axis->setTitleFont(chartFont(kChartSmallTextPx));
    chart->addAxis(axis, alignment);
    series->attachAxis(axis);
    return axis;
}

double niceMaximum(double value)
{
    return std::max(0.5, std::ceil(value * 1.1 * 2) / 2);
}

} // namespace gatebench::tcocharts
