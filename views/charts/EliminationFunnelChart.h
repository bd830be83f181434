#pragma once

#include "ChartStyle.h"
#include "decision/DecisionCharts.h"

#include <QWidget>

class QChart;
class QChartView;

namespace gatebench {

/// How many shortlisted candidates remain after each gate category, in the committee's gate
/// order, top to bottom like a funnel: per category a bar of those still clear, those blocked by
/// an unknown gate so far (hatched) and those eliminated in that category (cross-hatched), with the
/// counts and the names of the eliminated written above it.
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
    QChart* buildChart(bool titled) const;

    EliminationFunnel m_funnel;
    QStringList m_eliminatedNames; ///< per step: the names eliminated there, joined
    QString m_caption;
    QChartView* m_view;
};

} // namespace gatebench
