#include "BonusBarsChart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QCursor>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLocale>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace gatebench {

namespace {

/// Okabe-Ito: distinguishable with the common colour-vision deficiencies.
QColor segmentColour(int i)
{
    static const QList<QColor> colours = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73),
                                          QColor(0xcc, 0x79, 0xa7), QColor(0x56, 0xb4, 0xe9), QColor(0xd5, 0x5e, 0x00),
                                          QColor(0xf0, 0xe4, 0x42)};
    return colours.at(i % colours.size());
}

QString points(double value)
{
    return QLocale().toString(value, 'f', 1);
}

/// Labels inside the plot area: each bar's score, and the stopping gate of those without a bar.
/// Placed from the chart's own coordinates, so they follow every resize.
void placeLabels(QChart* chart, QAbstractSeries* series, const QList<QGraphicsSimpleTextItem*>& scores,
                 const QList<double>& values, const QList<QGraphicsSimpleTextItem*>& stopped, int firstStopped)
{
    for (int i = 0; i < scores.size(); ++i) {
        const QPointF at = chart->mapToPosition(QPointF(values.at(i), i), series);
        QGraphicsSimpleTextItem* item = scores.at(i);
        item->setPos(at.x() + 6, at.y() - item->boundingRect().height() / 2);
    }
    for (int i = 0; i < stopped.size(); ++i) {
        const QPointF at = chart->mapToPosition(QPointF(0, firstStopped + i), series);
        QGraphicsSimpleTextItem* item = stopped.at(i);
        item->setPos(at.x() + 6, at.y() - item->boundingRect().height() / 2);
    }
}

} // namespace

BonusBarsChart::BonusBarsChart(QWidget* parent)
    : QWidget(parent)
    , m_view(new QChartView(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setContextMenuPolicy(Qt::NoContextMenu);
    m_view->setMinimumHeight(300);
    addChartExportMenu(this, this);
}

void BonusBarsChart::setBars(const BonusBars& bars, const QString& caption)
{
    m_bars = bars;
    m_caption = caption;
    QChart* old = m_view->chart();
    m_view->setChart(buildChart());
    delete old;
}

QString BonusBarsChart::exportTitle() const
{
    return m_caption.isEmpty() ? tr("Bonus scores") : m_caption;
}

QSize BonusBarsChart::exportSize() const
{
    return QSize(960, std::max(360, 140 + 44 * int(m_bars.bars.size() + m_bars.stopped.size())));
}

QChart* BonusBarsChart::buildChart() const
{
    auto* chart = new QChart;
    chart->setTitle(m_caption);
    chart->setTitleFont(chartFont(15, true));
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->layout()->setContentsMargins(0, 0, 0, 0);

    // Rows from the top: the ranked candidates, then the stopped ones.
    QStringList categories;
    QList<double> totals;
    for (const BonusBar& bar : m_bars.bars) {
        categories.append(QStringLiteral("%1. %2").arg(bar.rank).arg(bar.name));
        totals.append(bar.score);
    }
    for (const StoppedCandidate& s : m_bars.stopped)
        categories.append(s.name);

    auto* series = new QHorizontalStackedBarSeries;
    series->setBarWidth(0.62);
    for (int k = 0; k < m_bars.criterionIds.size(); ++k) {
        auto* set = new QBarSet(m_bars.criterionTitles.value(k));
        set->setColor(segmentColour(k));
        set->setBorderColor(Qt::white);
        for (const BonusBar& bar : m_bars.bars) {
            double value = 0;
            for (const BonusSegment& segment : bar.segments) {
                if (segment.criterionId == m_bars.criterionIds.at(k))
                    value = segment.points;
            }
            *set << value;
        }
        for (int i = 0; i < m_bars.stopped.size(); ++i)
            *set << 0;
        series->append(set);
    }
    chart->addSeries(series);

    auto* y = new QBarCategoryAxis;
    y->append(categories);
    y->setReverse(true); // rank 1 on top
    y->setLabelsFont(chartFont(12));
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    auto* x = new QValueAxis;
    x->setRange(0, 100);
    x->setTickCount(6);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setLabelsFont(chartFont(12));
    x->setTitleText(tr("Bonus score (0-100): weighted mean of the scores, only for candidates that pass every gate"));
    x->setTitleFont(chartFont(12));
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(chartFont(12));

    QList<QGraphicsSimpleTextItem*> scoreLabels;
    for (double total : std::as_const(totals)) {
        auto* item = new QGraphicsSimpleTextItem(points(total), chart);
        item->setFont(chartFont(12, true));
        item->setZValue(10);
        scoreLabels.append(item);
    }
    QList<QGraphicsSimpleTextItem*> stoppedLabels;
    for (const StoppedCandidate& s : m_bars.stopped) {
        const QString text = s.status == CandidateStatus::Eliminated
                                 ? tr("Eliminated on %1: not ranked").arg(s.gateTitle)
                                 : tr("Blocked by %1 (unknown): not ranked").arg(s.gateTitle);
        auto* item = new QGraphicsSimpleTextItem(text, chart);
        QFont font = chartFont(12);
        font.setItalic(true);
        item->setFont(font);
        item->setBrush(QColor(0x75, 0x75, 0x75));
        item->setZValue(10);
        stoppedLabels.append(item);
    }
    const int firstStopped = int(m_bars.bars.size());
    QObject::connect(chart, &QChart::plotAreaChanged, chart,
                     [=] { placeLabels(chart, series, scoreLabels, totals, stoppedLabels, firstStopped); });

    const BonusBars bars = m_bars;
    QObject::connect(series, &QHorizontalStackedBarSeries::hovered, chart, [bars](bool on, int index, QBarSet* set) {
        if (!on || index < 0 || index >= bars.bars.size()) {
            QToolTip::hideText();
            return;
        }
        const BonusBar& bar = bars.bars.at(index);
        QToolTip::showText(QCursor::pos(), tr("%1, rank %2: %3 points in all; %4: %5")
                                               .arg(bar.name)
                                               .arg(bar.rank)
                                               .arg(points(bar.score), set->label(), points(set->at(index))));
    });
    return chart;
}

void BonusBarsChart::render(QPainter& painter, const QRectF& target) const
{
    QGraphicsScene scene;
    QChart* chart = buildChart();
    scene.addItem(chart);
    chart->resize(exportSize());
    chart->layout()->activate();
    painter.save();
    painter.fillRect(target, Qt::white);
    scene.render(&painter, target, QRectF(QPointF(0, 0), QSizeF(exportSize())));
    painter.restore();
}

} // namespace gatebench
