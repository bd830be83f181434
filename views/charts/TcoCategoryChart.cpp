#include "TcoCategoryChart.h"

#include "BarLabels.h"
#include "TcoChartStyle.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLocale>

#include <algorithm>

namespace gatebench {

namespace {

constexpr double kBarWidth = 0.5;

} // namespace

TcoCategoryChart::TcoCategoryChart(QWidget* parent)
    : QWidget(parent)
    , m_view(embedChartView(this, this))
{
    setObjectName(QStringLiteral("tcoCategoryChart"));
}

void TcoCategoryChart::setBars(const tco::TcoCategoryBars& bars)
{
    m_bars = bars;
    QChart* old = m_view->chart();
    m_view->setChart(buildChart(true)); // titled on screen too: a chart on a projector names itself
    delete old;
    m_view->setMinimumHeight(std::min(360, exportSize().height()));
}

QString TcoCategoryChart::exportTitle() const
{
    return tr("Three-year TCO by category");
}

QSize TcoCategoryChart::exportSize() const
{
    return QSize(960, 220 + 64 * int(m_bars.candidates.size()));
}

QChart* TcoCategoryChart::buildChart(bool titled) const
{
    QChart* chart = newChart(titled ? std::optional(exportTitle()) : std::nullopt);
    // Horizontal bars with each candidate's name above its bar, across the chart's whole width: on a
    // category axis below upright bars, each name had a bar's width and was cut short at 1280x800.
    // Rows from the top in the data's order; Qt Charts counts categories from the bottom.
    QList<tco::TcoCategoryStack> rows = m_bars.candidates;
    std::reverse(rows.begin(), rows.end());
    auto* series = new QHorizontalStackedBarSeries;
    series->setBarWidth(kBarWidth);
    // Per category, one set for the Eligible candidates (solid) and one for the others (hatched in
    // the same colour): a bar set has one brush for all its bars.
    for (int k = 0; k < m_bars.categoryKeys.size(); ++k) {
        auto* solid = new QBarSet(chartLabel(m_bars.categoryLabels.value(k)));
        solid->setColor(tcocharts::colour(k));
        solid->setBorderColor(Qt::white);
        auto* marked = new QBarSet(chartLabel(m_bars.categoryLabels.value(k)));
        marked->setBrush(QBrush(tcocharts::colour(k), Qt::BDiagPattern));
        marked->setBorderColor(tcocharts::colour(k));
        for (const tco::TcoCategoryStack& c : std::as_const(rows)) {
            const double value = c.amounts.value(k) / tcocharts::kMillion;
            *solid << (c.eligible ? value : 0.0);
            *marked << (c.eligible ? 0.0 : value);
        }
        series->append(solid);
        series->append(marked);
    }
    chart->addSeries(series);
    // The legend names each category once (its solid set); markers come in the sets' order.
    const QList<QLegendMarker*> markers = chart->legend()->markers(series);
    for (qsizetype i = 1; i < markers.size(); i += 2)
        markers.at(i)->setVisible(false);
    QStringList categories;
    QList<BarLabel> labels;
    double maximum = 0;
    for (const tco::TcoCategoryStack& c : std::as_const(rows)) {
        // The status first: a long name is cut at its end.
        categories.append(chartLabel(c.eligible ? c.name : tr("[%1] %2").arg(c.statusText, c.name)));
        BarLabel label;
        label.text = categories.last();
        label.end = c.total / tcocharts::kMillion;
        label.value = QLocale().toString(label.end, 'f', 1);
        if (!c.eligible) {
            label.colour = QColor(0x75, 0x75, 0x75);
            label.italic = true;
        }
        labels.append(label);
        maximum = std::max(maximum, c.total / tcocharts::kMillion);
    }
    auto* y = new QBarCategoryAxis;
    y->append(categories);
    y->setLabelsVisible(false); // the names stand above the bars
    y->setGridLineVisible(false);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    tcocharts::addMoneyAxis(chart, series, 0, tcocharts::niceMaximum(maximum), Qt::AlignBottom,
                            tr("Three-year total, base scenario (million %1)").arg(m_bars.currency));
    chart->legend()->setAlignment(Qt::AlignRight); // one category a line: a row below cuts them short
    chart->legend()->setFont(chartFont(kChartSmallTextPx));
    attachBarLabels(chart, series, labels, kBarWidth, chartFont(kChartSmallTextPx));
    return chart;
}

void TcoCategoryChart::render(QPainter& painter, const QRectF& target) const
{
    renderLaidOut(painter, target, exportSize());
}

void TcoCategoryChart::renderLaidOut(QPainter& painter, const QRectF& target, const QSize& layout) const
{
    renderChartOnce(buildChart(true), layout, painter, target);
}

} // namespace gatebench
