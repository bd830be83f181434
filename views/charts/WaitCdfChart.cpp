#include "WaitCdfChart.h"

#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>

namespace gatebench {

namespace {

/// Okabe-Ito, as the other charts: distinguishable with the common colour-vision deficiencies.
QColor lineColour(int i)
{
    static const QList<QColor> colours = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73),
                                          QColor(0xcc, 0x79, 0xa7), QColor(0x56, 0xb4, 0xe9), QColor(0xd5, 0x5e, 0x00),
                                          QColor(0x00, 0x00, 0x00)};
    return colours.at(i % colours.size());
}

} // namespace

WaitCdfChart::WaitCdfChart(QWidget* parent)
    : QWidget(parent)
    , m_view(embedChartView(this, this))
{
    setMinimumHeight(340);
}

void WaitCdfChart::setChart(const WaitCdf& cdf, const QString& caption)
{
    m_cdf = cdf;
    m_caption = caption;
    QChart* old = m_view->chart();
    m_view->setChart(buildChart(false));
    delete old;
}

QString WaitCdfChart::exportTitle() const
{
    return m_caption;
}

QSize WaitCdfChart::exportSize() const
{
    return QSize(960, 440);
}

QChart* WaitCdfChart::buildChart(bool titled) const
{
    QChart* chart = newChart(titled ? std::optional(m_caption) : std::nullopt);
    chart->setMargins(QMargins(4, 4, 16, 4));
    auto* x = new QValueAxis;
    x->setRange(0, m_cdf.maximum);
    x->setTickCount(int(std::lround(m_cdf.maximum / m_cdf.tick)) + 1);
    x->setLabelFormat(m_cdf.tick >= 1 ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
    x->setLabelsFont(chartFont(kChartSmallTextPx));
    x->setTitleText(chartLabel(m_cdf.valueTitle));
    x->setTitleFont(chartFont(kChartSmallTextPx));
    chart->addAxis(x, Qt::AlignBottom);
    auto* y = new QValueAxis;
    y->setRange(0, 100);
    y->setTickCount(6);
    y->setLabelFormat(QStringLiteral("%.0f%%"));
    y->setLabelsFont(chartFont(kChartSmallTextPx));
    y->setTitleText(tr("Jobs started within the wait (%)"));
    y->setTitleFont(chartFont(kChartSmallTextPx));
    chart->addAxis(y, Qt::AlignLeft);
    const QString unit = m_cdf.unit;
    for (int i = 0; i < m_cdf.series.size(); ++i) {
        const WaitCdfSeries& s = m_cdf.series.at(i);
        auto* line = new QLineSeries;
        line->setName(tr("%1 (%2 jobs)").arg(chartLabel(s.name), QLocale().toString(s.jobs)));
        // Beyond the axis's end every curve goes on flat to the edge, so that none seems to stop short.
        for (const QPointF& p : s.points)
            line->append(QPointF(std::min(p.x(), m_cdf.maximum), p.y()));
        QPen pen(lineColour(i));
        pen.setWidthF(2);
        line->setPen(pen);
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        const QString name = s.name;
        QObject::connect(line, &QLineSeries::hovered, chart, [name, unit](const QPointF& point, bool on) {
            if (!on) {
                QToolTip::hideText();
                return;
            }
            QToolTip::showText(QCursor::pos(), tr("%1: %2 % of jobs started within %3 %4")
                                                   .arg(name, QLocale().toString(point.y(), 'f', 0),
                                                        QLocale().toString(point.x(), 'f', 1), unit));
        });
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(chartFont(kChartSmallTextPx));
    chart->legend()->setShowToolTips(true);
    return chart;
}

void WaitCdfChart::render(QPainter& painter, const QRectF& target) const
{
    renderLaidOut(painter, target, exportSize());
}

void WaitCdfChart::renderLaidOut(QPainter& painter, const QRectF& target, const QSize& layout) const
{
    renderChartOnce(buildChart(true), layout, painter, target);
}

} // namespace gatebench
