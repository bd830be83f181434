#pragma once

#include "ChartStyle.h"
#include "DecisionCharts.h"

#include <QWidget>

class QChart;
class QChartView;

namespace gatebench {

/// How many shortlisted candidates remain after each gate category, in the committee's gate
/// order: per category a stacked bar of those still clear, those blocked by an unknown gate so far
/// (hatched) and those eliminated in that category (cross-hatched), so that the bars step down
/// like a funnel. Names of the eliminated are in each bar's tooltip and category label count.
class EliminationFunnelChart : public QWidget, public ChartDrawing {
    Q_OBJECT

public:
    explicit EliminationFunnelChart(QWidget* parent = nullptr);

    void setFunnel(const EliminationFunnel& funnel, const QStringList& eliminatedNames, const QString& caption);
    const EliminationFunnel& funnel() const { return m_funnel; }

    QString exportTitle() const override;
    QSize exportSize() const override;
    void render(QPainter& painter, const QRectF& target) const override;

private:
    /// Builds the chart (the caller owns it); the screen and every export use this one function.
    QChart* buildChart() const;

    EliminationFunnel m_funnel;
    QStringList m_eliminatedNames; ///< per step: the names eliminated there, joined
    QString m_caption;
    QChartView* m_view;
};

} // namespace gatebench
