#pragma once

#include "ChartStyle.h"

#include <QList>
#include <QWidget>

class QChart;
class QChartView;

namespace gatebench {

/// The committee's disagreement per revealed cell: two horizontal bars a cell, the spread (max - min)
/// and the population standard deviation of its scores, on the 0-5 scale; a flagged cell (spread at
/// or above the threshold) is marked in its label, and so is one a consensus score settles.
class SpreadChart : public QWidget, public ChartDrawing {
    Q_OBJECT

public:
    struct Row {
        QString label;
        double spread = 0;
        double stddev = 0;
        bool flagged = false;
        bool settled = false;
    };

    explicit SpreadChart(QWidget* parent = nullptr);
    void setRows(const QList<Row>& rows, double threshold);

    QString exportTitle() const override;
    QSize exportSize() const override;
    void render(QPainter& painter, const QRectF& target) const override;

private:
    QChart* buildChart(bool titled) const;

    QList<Row> m_rows;
    double m_threshold = 2;
    QChartView* m_view;
};

} // namespace gatebench
