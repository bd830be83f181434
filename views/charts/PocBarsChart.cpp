#include "PocBarsChart.h"

#include "core/CandidateColours.h"
#include "core/NumberText.h"
#include "decision/StatusColours.h"

#include "BarLabels.h"

#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLocale>
#include <QPen>
#include <QToolTip>
#include <QValueAxis>

#include <QBarCategoryAxis>

#include <algorithm>
#include <cmath>

namespace gatebench {

namespace {

/// The pixel size of the value labels and marks on the bars, the chart's smallest text.
constexpr int kMarkPx = 11;

constexpr double kGroupWidth = 0.62;

/// A slot of the candidate palette, the candidate's colour on every chart; `light`: its P90 shade.
QColor paletteColour(int slot, bool light)
{
    const QColor colour = candidatePaletteColour(slot);
    return light ? colour.lighter(165) : colour;
}

QString valueText(double value, const QString& unit)
{
    const QString number = roundedText(value, 1); // as the page's cards and tables round the same figure
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

    // Each value at the end of its bar, with its mark ("1 / 3 runs") where a gate needs more runs. A
    // value not measured is drawn as 0 (Qt Charts has no gap): it gets no value, and its row says why.
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
            const QString mark = sets.at(j).marks.value(rows - 1 - i);
            const QString text = mark.isEmpty() ? valueText(*value, m_bars.unit)
                                                : tr("%1 (%2)").arg(valueText(*value, m_bars.unit), mark);
            auto* item = new QGraphicsSimpleTextItem(text, chart);
            item->setFont(chartFont(kMarkPx, !mark.isEmpty()));
            // A figure too few runs to judge stands in the colour of an open gate.
            item->setBrush(mark.isEmpty() ? QColor(0x21, 0x21, 0x21) : statusSwatch(Standing::Open).ink);
            item->setZValue(10);
            placed.append({item, *value, i - kGroupWidth / 2 + (j + 0.5) * kGroupWidth / count});
        }
    }
    // The metric gates' thresholds: a dashed line across the rows they judge, named at its top.
    struct Line {
        QGraphicsLineItem* line;
        QGraphicsSimpleTextItem* label;
        double value;
        double from; ///< on the category axis
        double to;
    };
    QList<Line> lines;
    for (const PocBarThreshold& t : m_bars.thresholds) {
        auto* line = new QGraphicsLineItem(chart);
        line->setPen(QPen(QColor(0x21, 0x21, 0x21), 1.5, Qt::DashLine));
        line->setZValue(9);
        auto* label = new QGraphicsSimpleTextItem(t.label, chart);
        label->setFont(chartFont(kMarkPx, true));
        label->setBrush(QColor(0x21, 0x21, 0x21));
        label->setZValue(11);
        const double category = t.row < 0 ? 0 : rows - 1 - t.row;
        const double from = t.row < 0 ? -0.5 : category - 0.5;
        const double to = t.row < 0 ? rows - 0.5 : category + 0.5;
        lines.append({line, label, t.value, from, to});
    }
    const auto place = [chart, series, placed, lines] {
        for (const Line& l : lines) {
            const QPointF bottom = chart->mapToPosition(QPointF(l.value, l.from), series);
            const QPointF top = chart->mapToPosition(QPointF(l.value, l.to), series);
            l.line->setLine(QLineF(bottom, top));
            l.label->setPos(top.x() + 3, top.y());
        }
        // Values never overlap one another or a threshold's name: one that would is moved right of it.
        QList<QRectF> taken;
        for (const Line& l : lines)
            taken.append(l.label->mapRectToParent(l.label->boundingRect()));
        for (const Placed& p : placed) {
            const QPointF end = chart->mapToPosition(QPointF(p.value, p.y), series);
            QRectF box(QPointF(end.x() + 4, end.y() - p.item->boundingRect().height() / 2),
                       p.item->boundingRect().size());
            for (bool moved = true; moved;) {
                moved = false;
                for (const QRectF& other : std::as_const(taken)) {
                    if (box.intersects(other)) {
                        box.moveLeft(other.right() + 4);
                        moved = true;
                    }
                }
            }
            p.item->setPos(box.topLeft());
            taken.append(box);
        }
    };
    QObject::connect(chart, &QChart::plotAreaChanged, chart, place);
    QObject::connect(chart, &QGraphicsWidget::geometryChanged, chart, place);
    place();

    if (!m_bars.note.isEmpty()) {
        // Nothing measured: the note says so where the bars would be, never bars of 0.
        auto* note = new QGraphicsSimpleTextItem(m_bars.note, chart);
        note->setFont(chartFont(kChartSmallTextPx + 1, true));
        note->setBrush(QColor(0x57, 0x60, 0x6a));
        note->setZValue(12);
        const auto centre = [chart, note] {
            const QRectF area = chart->plotArea();
            note->setPos(area.left() + 12, area.center().y() - note->boundingRect().height() / 2);
        };
        QObject::connect(chart, &QChart::plotAreaChanged, chart, centre);
        centre();
    }

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
    renderLaidOut(painter, target, exportSize());
}

void PocBarsChart::renderLaidOut(QPainter& painter, const QRectF& target, const QSize& layout) const
{
    renderChartOnce(buildChart(true), layout, painter, target);
}

int PocBarsChart::smallestTextPixels() const
{
    return kMarkPx;
}

} // namespace gatebench
