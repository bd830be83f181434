#pragma once

#include "ChartStyle.h"
#include "tco/TcoCharts.h"

#include <QWidget>

class QChart;
class QChartView;

namespace gatebench {

/// The tornado of one candidate: per driver (named in the reader's language), a bar from the
/// three-year total at -30 % to the total at +30 % around the base total, the largest swing on top.
class TcoTornadoChart : public QWidget, public ChartDrawing {
    Q_OBJECT

public:
    explicit TcoTornadoChart(QWidget* parent = nullptr);

    void setTornado(const tco::TcoTornado& tornado);
    const tco::TcoTornado& tornado() const { return m_tornado; }

    QString exportTitle() const override;
    QSize exportSize() const override;
    void render(QPainter& painter, const QRectF& target) const override;
    void renderLaidOut(QPainter& painter, const QRectF& target, const QSize& layout) const override;
    bool laysOutAtAnySize() const override { return true; }
    /// Builds the chart (the caller owns it); the screen, every export and the report use it.
    QChart* buildChart(bool titled) const;

private:
    tco::TcoTornado m_tornado;
    QChartView* m_view;
};

} // namespace gatebench
