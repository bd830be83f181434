#pragma once

#include "ChartStyle.h"
#include "tco/TcoCharts.h"

#include <QWidget>

class QChart;
class QChartView;

namespace gatebench {

/// The three-year total of each candidate as a bar stacked by cost category (its base scenario:
/// normal use or normal maintenance). The Eligible candidates come first, cheapest first; the
/// others follow, hatched and labelled with their status ("Blocked", "Eliminated").
class TcoCategoryChart : public QWidget, public ChartDrawing {
    Q_OBJECT

public:
    explicit TcoCategoryChart(QWidget* parent = nullptr);

    void setBars(const tco::TcoCategoryBars& bars);
    const tco::TcoCategoryBars& bars() const { return m_bars; }

    QString exportTitle() const override;
    QSize exportSize() const override;
    void render(QPainter& painter, const QRectF& target) const override;
    void renderLaidOut(QPainter& painter, const QRectF& target, const QSize& layout) const override;
    bool laysOutAtAnySize() const override { return true; }
    /// Builds the chart (the caller owns it); the screen, every export and the report use it.
    QChart* buildChart(bool titled) const;

private:
    tco::TcoCategoryBars m_bars;
    QChartView* m_view;
};

} // namespace gatebench
