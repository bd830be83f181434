#include "PocBarsChart.h"

#include "BarLabels.h"

#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>

#include <QBarCategoryAxis>

#include <algorithm>
#include <cmath>

namespace gatebench {

namespace {

constexpr double kGroupWidth = 0.62;

/// Okabe-Ito, as the Overview's charts: distinguishable with the common colour-vision deficiencies.
QColor paletteColour(int i, bool light)
{
    static const QList<QColor> colours = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73),
                                          QColor(0xcc, 0x79, 0xa7), QColor(0x56, 0xb4, 0xe9), QColor(0xd5, 0x5e, 0x00)};
    const QColor colour = colours.at(i % colours.size());
    return light ? colour.lighter(165) : colour;
}

QString valueText(double value, const QString& unit)
{
    const QString number = QLocale().toString(value, 'f', value >= 10 ? 0 : 1);
    return unit == QLatin1String("%") ? QString(number + unit) : QString(number + u' ' + unit);
}

} // namespace

PocBarsChart::PocBarsChart(QWidget* parent)
    : QWidget(parent)
    , m_view(embedChartView(this, this))
{}

int PocBarsChart::heightFor(int barHeight) const
{
    const int bars = int(m_bars.series.size());
    return 110 + int(m_bars.rows.size()) * (bars * barHeight + 30);
}

void PocBarsChart::setChart(const PocBarChart& bars, const QString& caption)
{
    m_bars = bars;
    m_caption = caption;
    QChart* old = m_view->chart();
    m_view->setChart(buildChart(false));
    delete old;
    const int height = heightFor(m_bars.rows.size() > 3 ? 12 : 16);
    m_view->setMinimumHeight(height);
    setMinimumHeight(height);
}

QString PocBarsChart::exportTitle() const
{
    return m_caption;
}

QSize PocBarsChart::exportSize() const
{
    return QSize(960, heightFor(m_bars.rows.size() > 3 ? 13 : 17) + 40);
}

QChart* PocBarsChart::buildChart(bool titled) const
{
    QChart* chart = newChart(titled ? std::optional(m_caption) : std::nullopt);
    chart->setMargins(QMargins(4, 4, 64, 4)); // room for the value at the end of the longest bar
    // Rows from the top; Qt Charts counts categories from the bottom, and draws a group's first set
    // lowest: both go in reversed.
    const int rows = int(m_bars.rows.size());
    auto* series = new QHorizontalBarSeries;
    series->setBarWidth(kGroupWidth);
    QList<PocBarSeries> sets = m_bars.series;
    std::reverse(sets.begin(), sets.end());
    for (const PocBarSeries& s : std::as_const(sets)) {
        auto* set = new QBarSet(chartLabel(s.label));
        set->setColor(paletteColour(s.colour, s.light));
        set->setBorderColor(paletteColour(s.colour, false).darker(120));
        for (int r = rows - 1; r >= 0; --r)
            *set << s.values.value(r).value_or(0);
        series->append(set);
    }
    chart->addSeries(series);

    QStringList categories;
    QList<BarLabel> labels;
    for (int r = rows - 1; r >= 0; --r) {
        categories.append(QString::number(categories.size() + 1));
        BarLabel label;
        label.text = m_bars.rows.at(r);
        labels.append(label);
    }
    auto* y = new QBarCategoryAxis;
    y->append(categories);
    y->setLabelsVisible(false);
    y->setGridLineVisible(false);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    auto* x = new QValueAxis;
    x->setRange(0, m_bars.maximum);
    x->setTickCount(int(std::lround(m_bars.maximum / m_bars.tick)) + 1);
    x->setLabelFormat(m_bars.tick >= 1 ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
    x->setLabelsFont(chartFont(kChartSmallTextPx));
    x->setTitleText(m_bars.valueTitle);
    x->setTitleFont(chartFont(kChartSmallTextPx));
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(chartFont(kChartSmallTextPx));
    chart->legend()->setShowToolTips(true);   // a name cut short by the legend shows whole on hover
    chart->legend()->setReverseMarkers(true); // the sets went in reversed: the legend reads in row order
    for (QLegendMarker* marker : chart->legend()->markers(series)) {
        auto* barMarker = qobject_cast<QBarLegendMarker*>(marker);
        const qsizetype k = barMarker ? sets.size() - 1 - series->barSets().indexOf(barMarker->barset()) : -1;
        const QString legend = m_bars.series.value(k).legend;
        marker->setLabel(chartLabel(legend));
        marker->setVisible(!legend.isEmpty());
    }
    attachBarLabels(chart, series, labels, kGroupWidth, chartFont(kChartSmallTextPx));

    // Each value at the end of its bar. A value not measured is drawn as 0 (Qt Charts has no gap):
    // it gets no value, and its row says why.
    struct Placed {
        QGraphicsSimpleTextItem* item;
        double value;
        double y; ///< the bar's centre on the category axis
    };
    QList<Placed> placed;
    const int count = int(sets.size());
    for (int j = 0; j < count; ++j) {
        for (int i = 0; i < rows; ++i) {
            const std::optional<double> value = sets.at(j).values.value(rows - 1 - i);
            if (!value)
                continue;
            auto* item = new QGraphicsSimpleTextItem(valueText(*value, m_bars.unit), chart);
            item->setFont(chartFont(11));
            item->setBrush(QColor(0x21, 0x21, 0x21));
            item->setZValue(10);
            placed.append({item, *value, i - kGroupWidth / 2 + (j + 0.5) * kGroupWidth / count});
        }
    }
    const auto place = [chart, series, placed] {
        for (const Placed& p : placed) {
            const QPointF end = chart->mapToPosition(QPointF(p.value, p.y), series);
            p.item->setPos(end.x() + 4, end.y() - p.item->boundingRect().height() / 2);
        }
    };
    QObject::connect(chart, &QChart::plotAreaChanged, chart, place);
    QObject::connect(chart, &QGraphicsWidget::geometryChanged, chart, place);
    place();

    const PocBarChart bars = m_bars;
    QObject::connect(
        series, &QHorizontalBarSeries::hovered, chart, [bars, rows, series](bool on, int index, QBarSet* set) {
            const int row = rows - 1 - index;
            const qsizetype k = bars.series.size() - 1 - series->barSets().indexOf(set);
            if (!on || row < 0 || row >= rows || k < 0 || k >= bars.series.size()) {
                QToolTip::hideText();
                return;
            }
            const PocBarSeries& s = bars.series.at(k);
            const std::optional<double> value = s.values.value(row);
            QToolTip::showText(QCursor::pos(), tr("%1, %2: %3")
                                                   .arg(bars.rows.at(row), s.label,
                                                        value ? valueText(*value, bars.unit) : tr("not measured")));
        });
    return chart;
}

void PocBarsChart::render(QPainter& painter, const QRectF& target) const
{
    renderChartOnce(buildChart(true), exportSize(), painter, target);
}

} // namespace gatebench
