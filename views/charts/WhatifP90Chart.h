#pragma once

#include "ChartStyle.h"
#include "whatif/WhatifChart.h"

#include <QWidget>

class QChart;
class QChartView;

namespace gatebench {

/// The what-if's chart (model/whatif/WhatifChart.h): each team's P90 queue wait as measured today
/// (black squares) and as each candidate's policy is predicted to make it (a dot in the candidate's
/// colour at the median over the seeds, a bar from the shortest to the longest seed), in minutes.
/// Uncalibrated predictions are titled so. Exports as PNG or SVG from its context menu.
class WhatifP90Chart : public QWidget, public ChartDrawing {
    Q_OBJECT

public:
    explicit WhatifP90Chart(QWidget* parent = nullptr);

    void setChart(const whatif::P90Chart& chart, const QString& caption);
    const whatif::P90Chart& data() const { return m_data; }

    QString exportTitle() const override;
    QSize exportSize() const override;
    void render(QPainter& painter, const QRectF& target) const override;
    void renderLaidOut(QPainter& painter, const QRectF& target, const QSize& layout) const override;
    bool laysOutAtAnySize() const override { return true; }

private:
    QChart* buildChart(bool titled) const;

    whatif::P90Chart m_data;
    QString m_caption;
    QChartView* m_view;
};

} // namespace gatebench
