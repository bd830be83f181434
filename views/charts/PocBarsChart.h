#pragma once

#include "ChartStyle.h"
#include "poc/PocCharts.h"

#include <QWidget>

class QChart;
class QChartView;

namespace gatebench {

/// A PoC bar chart (model/poc/PocCharts.h): grouped horizontal bars, each group's name above it (not on
/// the category axis, where Qt Charts would cut it short), each bar's value at its end, the value axis
/// titled with its unit below. A value not measured has no bar and no value. Hovering a bar names its
/// row, series and value. Exports as PNG or SVG from its context menu, titled with its caption.
class PocBarsChart : public QWidget, public ChartDrawing {
    Q_OBJECT

public:
    explicit PocBarsChart(QWidget* parent = nullptr);

    void setChart(const PocBarChart& bars, const QString& caption);
    const PocBarChart& bars() const { return m_bars; }

    QString exportTitle() const override;
    QSize exportSize() const override;
    void render(QPainter& painter, const QRectF& target) const override;
    void renderLaidOut(QPainter& painter, const QRectF& target, const QSize& layout) const override;
    bool laysOutAtAnySize() const override { return true; }
    int smallestTextPixels() const override;

private:
    QChart* buildChart(bool titled) const;
    int heightFor(int rowHeight) const;

    PocBarChart m_bars;
    QString m_caption;
    QChartView* m_view;
};

} // namespace gatebench
