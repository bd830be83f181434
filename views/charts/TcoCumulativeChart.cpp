#include "TcoCumulativeChart.h"

#include "TcoChartStyle.h"

#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <algorithm>

namespace gatebench {

TcoCumulativeChart::TcoCumulativeChart(QWidget* parent)
    : QWidget(parent)
    , m_view(embedChartView(this, this))
{
    setObjectName(QStringLiteral("tcoCumulativeChart"));
}

void TcoCumulativeChart::setCumulative(const tco::TcoCumulative& cumulative)
{
    m_cumulative = cumulative;
    QChart* old = m_view->chart();
    m_view->setChart(buildChart(true)); // titled on screen too: a chart on a projector names itself
    delete old;
    m_view->setMinimumHeight(300);
}

QString TcoCumulativeChart::exportTitle() const
{
    return tr("%1: cumulative cost per scenario").arg(m_cumulative.candidateName);
}

QSize TcoCumulativeChart::exportSize() const
{
    return QSize(720, 440);
}

QChart* TcoCumulativeChart::buildChart(bool titled) const
{
    QChart* chart = newChart(titled ? std::optional(exportTitle()) : std::nullopt);
    auto* x = new QValueAxis;
    x->setRange(0, 3);
    x->setTickCount(4);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setLabelsFont(chartFont(kChartSmallTextPx));
    x->setTitleText(tr("End of year"));
    x->setTitleFont(chartFont(kChartSmallTextPx));
    chart->addAxis(x, Qt::AlignBottom);
    double maximum = 0;
    for (const tco::TcoCumulativeLine& line : m_cumulative.lines)
        maximum = std::max(maximum, line.cumulative.back() / tcocharts::kMillion);
    QList<QLineSeries*> lines;
    for (int i = 0; i < m_cumulative.lines.size(); ++i) {
        const tco::TcoCumulativeLine& line = m_cumulative.lines.at(i);
        auto* series = new QLineSeries;
        series->setName(chartLabel(line.scenarioName));
        series->setPen(QPen(tcocharts::colour(i), 2.5, i == 0 ? Qt::SolidLine : Qt::DashLine));
        series->setPointsVisible(true);
        series->append(0, 0);
        for (int y = 0; y < 3; ++y)
            series->append(y + 1, line.cumulative[std::size_t(y)] / tcocharts::kMillion);
        chart->addSeries(series);
        series->attachAxis(x);
        lines.append(series);
    }
    if (!lines.isEmpty()) {
        QAbstractAxis* y =
            tcocharts::addMoneyAxis(chart, lines.first(), 0, tcocharts::niceMaximum(maximum), Qt::AlignLeft,
                                    tr("Cumulative cost (million %1)").arg(m_cumulative.currency));
        for (QLineSeries* series : std::as_const(lines).mid(1))
            series->attachAxis(y);
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(chartFont(kChartSmallTextPx));
    return chart;
}

void TcoCumulativeChart::render(QPainter& painter, const QRectF& target) const
{
    renderChartOnce(buildChart(true), exportSize(), painter, target);
}

} // namespace gatebench
