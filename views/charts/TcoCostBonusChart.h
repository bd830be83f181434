#pragma once

#include "ChartStyle.h"
#include "tco/TcoCharts.h"

#include <QList>
#include <QRectF>
#include <QWidget>

class QChart;
class QChartView;
class QScatterSeries;

namespace gatebench {

/// Three-year cost (base scenario) against bonus score of the Eligible candidates, one named
/// point each: cost never enters the bonus score, so the two stand side by side here.
class TcoCostBonusChart : public QWidget, public ChartDrawing {
    Q_OBJECT

public:
    explicit TcoCostBonusChart(QWidget* parent = nullptr);

    void setPoints(const tco::TcoCostVersusBonus& points);
    const tco::TcoCostVersusBonus& points() const { return m_points; }

    QString exportTitle() const override;
    QSize exportSize() const override;
    void render(QPainter& painter, const QRectF& target) const override;
    /// Builds the chart (the caller owns it); the screen, every export and the report use it.
    QChart* buildChart(bool titled) const;
    /// Where the candidates' names stand in `chart` (built by buildChart), in scene coordinates.
    static QList<QRectF> nameRects(QChart* chart);

private:
    void attachNames(QChart* chart, const QList<QScatterSeries*>& series) const;

    tco::TcoCostVersusBonus m_points;
    QChartView* m_view;
};

} // namespace gatebench
