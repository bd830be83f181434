#include "TcoCostBonusChart.h"

#include "LabelPlacement.h"
#include "TcoChartStyle.h"
#include "core/CandidateColours.h"

#include <QChart>
#include <QChartView>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace gatebench {

namespace {

constexpr int kMarkerSize = 14;

} // namespace

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
        series->setMarkerSize(kMarkerSize);
        series->append(p.bonusScore, p.total / tcocharts::kMillion);
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
    attachNames(chart, all);
    return chart;
}

void TcoCostBonusChart::attachNames(QChart* chart, const QList<QScatterSeries*>& series) const
{
    // Each name beside its point, placed so that no two names overlap (close scores and totals would
    // put Qt Charts' point labels on top of each other) and none covers another point.
    QList<QGraphicsSimpleTextItem*> names;
    QList<QPointF> values;
    for (int i = 0; i < series.size() && i < m_points.points.size(); ++i) {
        const tco::TcoCostPoint& p = m_points.points.at(i);
        auto* name = new QGraphicsSimpleTextItem(chartLabel(p.name), chart);
        name->setFont(chartFont(kChartSmallTextPx));
        name->setZValue(10);
        name->setData(0, QStringLiteral("pointName"));
        names.append(name);
        values.append(QPointF(p.bonusScore, p.total / tcocharts::kMillion));
    }
    const auto place = [chart, series, names, values] {
        QList<QPointF> at;
        QList<QSizeF> sizes;
        for (qsizetype i = 0; i < names.size(); ++i) {
            at.append(chart->mapToPosition(values.at(i), series.at(i)));
            sizes.append(names.at(i)->boundingRect().size());
        }
        const QList<QRectF> rects = placePointLabels(at, sizes, chart->plotArea(), kMarkerSize / 2.0);
        for (qsizetype i = 0; i < names.size(); ++i)
            names.at(i)->setPos(rects.at(i).topLeft());
    };
    QObject::connect(chart, &QChart::plotAreaChanged, chart, place);
    QObject::connect(chart, &QGraphicsWidget::geometryChanged, chart, place);
    place();
}

void TcoCostBonusChart::render(QPainter& painter, const QRectF& target) const
{
    renderChartOnce(buildChart(true), exportSize(), painter, target);
}

QList<QRectF> TcoCostBonusChart::nameRects(QChart* chart)
{
    QList<QRectF> rects;
    for (QGraphicsItem* item : chart->childItems()) {
        if (item->data(0).toString() == QLatin1String("pointName"))
            rects.append(item->sceneBoundingRect());
    }
    return rects;
}

} // namespace gatebench
