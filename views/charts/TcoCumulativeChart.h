#pragma once

#include "ChartStyle.h"
#include "tco/TcoCharts.h"

#include <QWidget>

class QChart;
class QChartView;

namespace gatebench {

/// The cumulative cost of one candidate at the end of each year, one line per scenario (normal
/// and peak use, normal maintenance and a major upgrade).
class TcoCumulativeChart : public QWidget, public ChartDrawing {
    Q_OBJECT

public:
    explicit TcoCumulativeChart(QWidget* parent = nullptr);

    void setCumulative(const tco::TcoCumulative& cumulative);
    const tco::TcoCumulative& cumulative() const { return m_cumulative; }

    QString exportTitle() const override;
    QSize exportSize() const override;
    void render(QPainter& painter, const QRectF& target) const override;
    /// Builds the chart (the caller owns it); the screen, every export and the report use it.
    QChart* buildChart(bool titled) const;

private:
    tco::TcoCumulative m_cumulative;
    QChartView* m_view;
};

} // namespace gatebench
