#include "WhatifP90Chart.h"

#include "core/CandidateColours.h"
#include "poc/PocMetrics.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gatebench {

namespace {

/// A round axis end at or above `value` minutes.
double niceCeiling(double value)
{
    if (value <= 1)
        return 1;
    // Whole halves of the order of magnitude: 102 -> 150, 38 -> 40, 7 -> 7.5 (five ticks fall on round numbers).
    const double half = std::pow(10.0, std::floor(std::log10(value))) / 2;
    return std::ceil(value / half - 1e-9) * half;
}

} // namespace

WhatifP90Chart::WhatifP90Chart(QWidget* parent)
    : QWidget(parent)
    , m_view(embedChartView(this, this))
{
    setMinimumHeight(420);
}

void WhatifP90Chart::setChart(const whatif::P90Chart& chart, const QString& caption)
{
    m_data = chart;
    m_caption = caption;
    QChart* old = m_view->chart();
    m_view->setChart(buildChart(false));
    delete old;
}

QString WhatifP90Chart::exportTitle() const
{
    return m_caption;
}

QSize WhatifP90Chart::exportSize() const
{
    return QSize(960, 480);
}

QChart* WhatifP90Chart::buildChart(bool titled) const
{
    QChart* chart = newChart(titled ? std::optional(m_caption) : std::nullopt);
    chart->setMargins(QMargins(4, 4, 16, 4));
    const int teams = int(m_data.teams.size());
    const int series = int(m_data.series.size());
    double top = 0;
    for (const whatif::P90Series& s : m_data.series) {
        for (const auto& list : {s.median, s.high}) {
            for (const std::optional<double>& v : list) {
                if (v)
                    top = std::max(top, *v / 60.0);
            }
        }
    }
    auto* x = new QCategoryAxis;
    x->setRange(-0.5, std::max(0, teams) - 0.5);
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    for (int t = 0; t < teams; ++t)
        x->append(chartLabel(m_data.teams.at(t), 40), t + 0.5);
    x->setLabelsFont(chartFont(kChartSmallTextPx + 1));
    x->setGridLineVisible(false);
    chart->addAxis(x, Qt::AlignBottom);
    auto* y = new QValueAxis;
    y->setRange(0, niceCeiling(top * 1.05));
    y->setTickCount(6);
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setLabelsFont(chartFont(kChartSmallTextPx));
    y->setTitleText(m_data.calibrated ? tr("P90 queue wait (min)") : tr("P90 queue wait (min), uncalibrated"));
    y->setTitleFont(chartFont(kChartSmallTextPx));
    chart->addAxis(y, Qt::AlignLeft);

    // Each series its own place inside a team's column, the measured one first.
    const double width = 0.8;
    const auto place = [&](int team, int s) { return team - width / 2 + width * (s + 0.5) / std::max(1, series); };
    for (int s = 0; s < series; ++s) {
        const whatif::P90Series& data = m_data.series.at(s);
        const QColor colour = data.measured ? QColor(Qt::black) : candidateColour(data.candidateId);
        auto* dots = new QScatterSeries;
        dots->setName(chartLabel(data.name, 60));
        dots->setMarkerShape(data.measured ? QScatterSeries::MarkerShapeRectangle : QScatterSeries::MarkerShapeCircle);
        dots->setMarkerSize(data.measured ? 13 : 11);
        dots->setColor(colour);
        dots->setBorderColor(data.measured ? colour : colour.darker(130));
        for (int t = 0; t < teams && t < data.median.size(); ++t) {
            if (data.median.at(t))
                dots->append(place(t, s), *data.median.at(t) / 60.0);
        }
        // A range: one short vertical line per team, hidden from the legend (the dot names the series).
        for (int t = 0; t < teams && t < data.low.size(); ++t) {
            if (!data.low.at(t) || !data.high.at(t))
                continue;
            auto* bar = new QLineSeries;
            bar->append(place(t, s), *data.low.at(t) / 60.0);
            bar->append(place(t, s), *data.high.at(t) / 60.0);
            QPen pen(colour);
            pen.setWidthF(2.5);
            bar->setPen(pen);
            chart->addSeries(bar);
            bar->attachAxis(x);
            bar->attachAxis(y);
            for (QLegendMarker* marker : chart->legend()->markers(bar))
                marker->setVisible(false);
        }
        chart->addSeries(dots);
        dots->attachAxis(x);
        dots->attachAxis(y);
        const QString name = data.name;
        const QStringList teamNames = m_data.teams;
        const bool measured = data.measured;
        const whatif::P90Series copy = data;
        QObject::connect(dots, &QScatterSeries::hovered, chart, [=](const QPointF& point, bool on) {
            if (!on) {
                QToolTip::hideText();
                return;
            }
            const int t = int(std::lround(point.x()));
            if (t < 0 || t >= teamNames.size())
                return;
            const QString value = pocDurationText(point.y() * 60.0);
            QString text = measured ? tr("%1, %2: measured P90 %3").arg(name, teamNames.at(t), value)
                                    : tr("%1, %2: predicted P90 %3").arg(name, teamNames.at(t), value);
            if (!measured && t < copy.low.size() && copy.low.at(t) && copy.high.at(t))
                text += u' ' + tr("(%1 to %2 over the seeds)")
                                   .arg(pocDurationText(*copy.low.at(t)), pocDurationText(*copy.high.at(t)));
            QToolTip::showText(QCursor::pos(), text);
        });
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(chartFont(kChartSmallTextPx + 1)); // read from the back of the room
    chart->legend()->setShowToolTips(true);
    return chart;
}

void WhatifP90Chart::render(QPainter& painter, const QRectF& target) const
{
    renderLaidOut(painter, target, exportSize());
}

void WhatifP90Chart::renderLaidOut(QPainter& painter, const QRectF& target, const QSize& layout) const
{
    renderChartOnce(buildChart(true), layout, painter, target);
}

} // namespace gatebench
