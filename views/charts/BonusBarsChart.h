#pragma once

#include "ChartStyle.h"
#include "decision/DecisionCharts.h"

#include <QWidget>

class QChart;
class QChartView;

namespace gatebench {

/// Bonus scores of the Eligible candidates as horizontal bars stacked by criterion (rank 1 on
/// top, the score at the end of each bar). The Eliminated and Blocked candidates stand below them,
/// greyed, with the gate that stops them and no bar: their scores are not ranked.
class BonusBarsChart : public QWidget, public ChartDrawing {
    Q_OBJECT

public:
    explicit BonusBarsChart(QWidget* parent = nullptr);

    void setBars(const BonusBars& bars, const QString& caption);
    const BonusBars& bars() const { return m_bars; }

    QString exportTitle() const override;
    QSize exportSize() const override;
    void render(QPainter& painter, const QRectF& target) const override;
    void renderLaidOut(QPainter& painter, const QRectF& target, const QSize& layout) const override;
    bool laysOutAtAnySize() const override { return true; }

private:
    /// Builds the chart (the caller owns it); the screen and every export use this one function.
    /// On screen the panel's heading stands in for the title, which a narrow chart would cut short.
    QChart* buildChart(bool titled) const;

    BonusBars m_bars;
    QString m_caption;
    QChartView* m_view;
};

} // namespace gatebench
