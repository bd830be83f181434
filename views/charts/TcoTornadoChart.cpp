#include "TcoTornadoChart.h"

#include "TcoChartStyle.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>

#include <algorithm>

namespace gatebench {

TcoTornadoChart::TcoTornadoChart(QWidget* parent)
    : QWidget(parent)
    , m_view(embedChartView(this, this))
{
    setObjectName(QStringLiteral("tcoTornadoChart"));
}

void TcoTornadoChart::setTornado(const tco::TcoTornado& tornado)
{
    m_tornado = tornado;
    QChart* old = m_view->chart();
    m_view->setChart(buildChart(true)); // titled on screen too: a chart on a projector names itself
    delete old;
    m_view->setMinimumHeight(160 + 34 * int(m_tornado.rows.size()));
}

QString TcoTornadoChart::exportTitle() const
{
    return tr("%1, %2: three-year total with each driver at -30 % and +30 %")
        .arg(m_tornado.candidateName, m_tornado.scenarioName);
}

QSize TcoTornadoChart::exportSize() const
{
    return QSize(960, 180 + 40 * int(m_tornado.rows.size()));
}

QChart* TcoTornadoChart::buildChart(bool titled) const
{
    QChart* chart = newChart(titled ? std::optional(exportTitle()) : std::nullopt);
    // Each bar is three stacked segments: an invisible one up to the lower end, then the part below
    // the base total and the part above it. Qt Charts counts rows from the bottom: the largest swing
    // goes in last to stand on top.
    const double base = m_tornado.base / tcocharts::kMillion;
    auto* offset = new QBarSet(QString());
    offset->setBrush(Qt::NoBrush);
    offset->setBorderColor(Qt::transparent);
    auto* below = new QBarSet(tr("Below the base total"));
    below->setColor(tcocharts::colour(2));
    auto* above = new QBarSet(tr("Above the base total"));
    above->setColor(tcocharts::colour(5));
    QStringList categories;
    double minimum = base;
    double maximum = base;
    for (qsizetype i = m_tornado.rows.size() - 1; i >= 0; --i) {
        const tco::TcoTornadoRow& row = m_tornado.rows.at(i);
        const double low = std::min(row.low, row.high) / tcocharts::kMillion;
        const double high = std::max(row.low, row.high) / tcocharts::kMillion;
        *offset << std::min(low, base);
        *below << std::max(0.0, base - low);
        *above << std::max(0.0, high - base);
        minimum = std::min(minimum, low);
        maximum = std::max(maximum, high);
        // The flip point beside its driver, as the report's table gives it.
        categories.append(
            chartLabel(row.flip.isEmpty() ? row.driverLabel : tr("%1 — flip at %2").arg(row.driverLabel, row.flip)));
    }
    auto* series = new QHorizontalStackedBarSeries;
    series->setBarWidth(0.6);
    series->append(offset);
    series->append(below);
    series->append(above);
    chart->addSeries(series);
    const QList<QLegendMarker*> markers = chart->legend()->markers(series);
    if (!markers.isEmpty())
        markers.first()->setVisible(false);
    auto* y = new QBarCategoryAxis;
    y->append(categories);
    y->setLabelsFont(chartFont(kChartSmallTextPx));
    y->setGridLineVisible(false);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    const double margin = std::max(0.1, (maximum - minimum) * 0.1);
    tcocharts::addMoneyAxis(
        chart, series, std::max(0.0, minimum - margin), maximum + margin, Qt::AlignBottom,
        tr("Three-year total (million %1); base %2").arg(m_tornado.currency).arg(QLocale().toString(base, 'f', 2)));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(chartFont(kChartSmallTextPx));
    return chart;
}

void TcoTornadoChart::render(QPainter& painter, const QRectF& target) const
{
    renderLaidOut(painter, target, exportSize());
}

void TcoTornadoChart::renderLaidOut(QPainter& painter, const QRectF& target, const QSize& layout) const
{
    renderChartOnce(buildChart(true), layout, painter, target);
}

} // namespace gatebench
