#pragma once

#include "reports/BaselineCharts.h"

#include <QWidget>

namespace gatebench {

/// The allocated share of every hour of the week (model/reports/BaselineCharts.h) as a 7 x 24 grid
/// of cells, Monday at the top and midnight at the left, darker the more of the capacity was
/// allocated; an hour the window does not hold is hatched. A scale from 0 to 100 % below it;
/// hovering a cell names its day, hour and share.
class HourOfWeekView : public QWidget {
    Q_OBJECT

public:
    explicit HourOfWeekView(QWidget* parent = nullptr);

    void setHeatmap(const HourOfWeekHeatmap& heatmap);
    const HourOfWeekHeatmap& heatmap() const { return m_heatmap; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    /// The grid's geometry at the current size: left edge, top, cell width and height.
    struct Grid {
        double left, top, cellWidth, cellHeight;
    };
    Grid grid() const;
    int labelWidth() const;

    HourOfWeekHeatmap m_heatmap;
};

} // namespace gatebench
