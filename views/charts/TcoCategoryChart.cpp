#include "TcoCategoryChart.h"

#include "TcoChartStyle.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QLegendMarker>
#include <QStackedBarSeries>

#include <algorithm>

namespace gatebench {

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
    m_view->setMinimumHeight(360);
}

QString TcoCategoryChart::exportTitle() const
{
    return tr("Three-year TCO by category");
}

QSize TcoCategoryChart::exportSize() const
{
    return QSize(std::max(720, 420 + 200 * int(m_bars.candidates.size())), 540);
}

QChart* TcoCategoryChart::buildChart(bool titled) const
{
    QChart* chart = newChart(titled ? std::optional(exportTitle()) : std::nullopt);
    auto* series = new QStackedBarSeries;
    series->setBarWidth(0.55);
    // Per category, one set for the Eligible candidates (solid) and one for the others (hatched in
    // the same colour): a bar set has one brush for all its bars.
    for (int k = 0; k < m_bars.categoryKeys.size(); ++k) {
        auto* solid = new QBarSet(chartLabel(m_bars.categoryLabels.value(k)));
        solid->setColor(tcocharts::colour(k));
        solid->setBorderColor(Qt::white);
        auto* marked = new QBarSet(chartLabel(m_bars.categoryLabels.value(k)));
        marked->setBrush(QBrush(tcocharts::colour(k), Qt::BDiagPattern));
        marked->setBorderColor(tcocharts::colour(k));
        for (const tco::TcoCategoryStack& c : m_bars.candidates) {
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
    double maximum = 0;
    for (const tco::TcoCategoryStack& c : m_bars.candidates) {
        // The status first: a long name is cut at its end.
        categories.append(chartLabel(c.eligible ? c.name : tr("[%1] %2").arg(c.statusText, c.name)));
        maximum = std::max(maximum, c.total / tcocharts::kMillion);
    }
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    x->setLabelsFont(chartFont(kChartSmallTextPx));
    x->setGridLineVisible(false);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    tcocharts::addMoneyAxis(chart, series, 0, tcocharts::niceMaximum(maximum), Qt::AlignLeft,
                            tr("Three-year total, base scenario (million %1)").arg(m_bars.currency));
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setFont(chartFont(kChartSmallTextPx));
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
