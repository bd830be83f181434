#pragma once

#include "ChartStyle.h"
#include "reports/BaselineCharts.h"

#include <QWidget>

class QChart;
class QChartView;

namespace gatebench {

/// The queue-wait distribution of each team (model/reports/BaselineCharts.h) as step-like lines: the
/// share of a team's started jobs (0-100 %) that waited at most the time below. One colour per team,
/// named in the legend with its job count; hovering a line names its team, wait and share. Exports as
/// PNG or SVG from its context menu, titled with its caption.
class WaitCdfChart : public QWidget, public ChartDrawing {
    Q_OBJECT

public:
    explicit WaitCdfChart(QWidget* parent = nullptr);

    void setChart(const WaitCdf& cdf, const QString& caption);
    const WaitCdf& cdf() const { return m_cdf; }

    QString exportTitle() const override;
    QSize exportSize() const override;
    void render(QPainter& painter, const QRectF& target) const override;
    void renderLaidOut(QPainter& painter, const QRectF& target, const QSize& layout) const override;
    bool laysOutAtAnySize() const override { return true; }

private:
    QChart* buildChart(bool titled) const;

    WaitCdf m_cdf;
    QString m_caption;
    QChartView* m_view;
};

} // namespace gatebench
