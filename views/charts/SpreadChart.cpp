#include "SpreadChart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLocale>
#include <QValueAxis>

#include <algorithm>

namespace gatebench {

SpreadChart::SpreadChart(QWidget* parent)
    : QWidget(parent)
    , m_view(embedChartView(this, this))
{}

void SpreadChart::setRows(const QList<Row>& rows, double threshold)
{
    m_rows = rows;
    m_threshold = threshold;
    QChart* old = m_view->chart();
    m_view->setChart(buildChart(false));
    delete old;
    m_view->setMinimumHeight(120 + 30 * int(std::max<qsizetype>(m_rows.size(), 1)));
}

QString SpreadChart::exportTitle() const
{
    return tr("Spread of the scores per cell");
}

QSize SpreadChart::exportSize() const
{
    return QSize(960, 140 + 34 * int(std::max<qsizetype>(m_rows.size(), 1)));
}

void SpreadChart::render(QPainter& painter, const QRectF& target) const
{
    renderChartOnce(buildChart(true), exportSize(), painter, target);
}

QChart* SpreadChart::buildChart(bool titled) const
{
    QChart* chart = newChart(titled ? std::optional(exportTitle()) : std::nullopt);
    auto* series = new QHorizontalBarSeries;
    auto* spread = new QBarSet(tr("Spread (max - min)"));
    spread->setColor(QColor(0xd5, 0x5e, 0x00));
    auto* stddev = new QBarSet(tr("Standard deviation"));
    stddev->setColor(QColor(0x00, 0x72, 0xb2));
    QStringList categories;
    // Qt Charts counts categories from the bottom: the first cell goes on top.
    for (auto it = m_rows.crbegin(); it != m_rows.crend(); ++it) {
        QString label = chartLabel(it->label, 60);
        if (it->settled)
            label += QStringLiteral(" ✓");
        else if (it->flagged)
            label += QStringLiteral(" ⚑");
        categories.append(label);
        *spread << it->spread;
        *stddev << it->stddev;
    }
    series->append(spread);
    series->append(stddev);
    chart->addSeries(series);
    auto* cells = new QBarCategoryAxis;
    cells->append(categories);
    cells->setLabelsFont(chartFont(kChartSmallTextPx));
    chart->addAxis(cells, Qt::AlignLeft);
    series->attachAxis(cells);
    auto* points = new QValueAxis;
    points->setRange(0, 5);
    points->setTickCount(6);
    points->setLabelFormat(QStringLiteral("%d"));
    points->setLabelsFont(chartFont(kChartSmallTextPx));
    points->setTitleText(tr("Points (flagged at a spread of %1 or more: ⚑; settled by consensus: ✓)")
                             .arg(QLocale().toString(m_threshold, 'g', 3)));
    points->setTitleFont(chartFont(kChartSmallTextPx));
    chart->addAxis(points, Qt::AlignBottom);
    series->attachAxis(points);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(chartFont(kChartSmallTextPx));
    return chart;
}

} // namespace gatebench
