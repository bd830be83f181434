#include "TcoCostBonusChart.h"

#include "TcoChartStyle.h"
#include "core/CandidateColours.h"

#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace gatebench {

TcoCostBonusChart::TcoCostBonusChart(QWidget* parent)
    : QWidget(parent)
    , m_view(embedChartView(this, this))
{
    setObjectName(QStringLiteral("tcoCostBonusChart"));
}

void TcoCostBonusChart::setPoints(const tco::TcoCostVersusBonus& points)
{
    m_points = points;
    QChart* old = m_view->chart();
    m_view->setChart(buildChart(true)); // titled on screen too: a chart on a projector names itself
    delete old;
    m_view->setMinimumHeight(300);
}

QString TcoCostBonusChart::exportTitle() const
{
    return tr("Three-year cost and bonus score of the Eligible candidates");
}

QSize TcoCostBonusChart::exportSize() const
{
    return QSize(720, 480);
}

QChart* TcoCostBonusChart::buildChart(bool titled) const
{
    QChart* chart = newChart(titled ? std::optional(exportTitle()) : std::nullopt);
    auto* x = new QValueAxis;
    x->setRange(0, 100);
    x->setTickCount(6);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setLabelsFont(chartFont(kChartSmallTextPx));
    x->setTitleText(tr("Bonus score (0-100)"));
    x->setTitleFont(chartFont(kChartSmallTextPx));
    chart->addAxis(x, Qt::AlignBottom);
    double maximum = 0;
    for (const tco::TcoCostPoint& p : m_points.points)
        maximum = std::max(maximum, p.total / tcocharts::kMillion);
    QList<QScatterSeries*> all;
    for (int i = 0; i < m_points.points.size(); ++i) {
        const tco::TcoCostPoint& p = m_points.points.at(i);
        auto* series = new QScatterSeries;
        series->setName(chartLabel(p.name));
        series->setColor(candidateColour(p.candidateId)); // the candidate's colour on every chart
        series->setMarkerSize(14);
        series->append(p.bonusScore, p.total / tcocharts::kMillion);
        // The name beside its point (a point label is a format; "@" would stand for a coordinate).
        series->setPointLabelsFormat(QString(p.name).replace(u'@', u' '));
        series->setPointLabelsVisible(true);
        series->setPointLabelsFont(chartFont(kChartSmallTextPx));
        series->setPointLabelsClipping(false);
        chart->addSeries(series);
        series->attachAxis(x);
        all.append(series);
    }
    if (!all.isEmpty()) {
        QAbstractAxis* y =
            tcocharts::addMoneyAxis(chart, all.first(), 0, tcocharts::niceMaximum(maximum), Qt::AlignLeft,
                                    tr("Three-year total, base scenario (million %1)").arg(m_points.currency));
        for (QScatterSeries* series : std::as_const(all).mid(1))
            series->attachAxis(y);
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(chartFont(kChartSmallTextPx));
    return chart;
}

void TcoCostBonusChart::render(QPainter& painter, const QRectF& target) const
{
    renderChartOnce(buildChart(true), exportSize(), painter, target);
}

} // namespace gatebench
