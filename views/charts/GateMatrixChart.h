#pragma once

#include "ChartStyle.h"
#include "decision/DecisionCharts.h"

#include <QRectF>
#include <QWidget>

namespace gatebench {

/// The gate matrix drawn: candidates x gate criteria, every cell coloured and labelled with its
/// letter (P, F, ?, W, W?), eliminated rows greyed with the name struck out and "Eliminated" beside
/// it, a legend below. The same drawing paints the screen, the PNG and SVG exports and the report.
/// Set-aside candidates follow the shortlist, greyed, with the committee's reason. Hovering a cell
/// shows its verdict, the evidence and who changed it when; clicking a cell asks to open it in the
/// assessments grid (cellActivated); the context menu exports.
class GateMatrixChart : public QWidget, public ChartDrawing {
    Q_OBJECT

public:
    explicit GateMatrixChart(QWidget* parent = nullptr);

    /// `caption` is drawn above the matrix (e.g. "Gate matrix as of 2026-11-30").
    void setMatrix(const GateMatrix& matrix, const QString& caption);
    const GateMatrix& matrix() const { return m_matrix; }

    /// The cell under `pos` (widget coordinates): row and column, or {-1, -1}.
    std::pair<int, int> cellAt(const QPointF& pos) const;

    /// The pixel size of a cell's letter at the chart's own size (the report checks what it prints at).
    static int letterPixels();

    QString exportTitle() const override;
    QSize exportSize() const override;
    void render(QPainter& painter, const QRectF& target) const override;
    int smallestTextPixels() const override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    /// A cell was clicked: open it where it is assessed.
    void cellActivated(const QString& candidateId, const QString& criterionId);

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    /// Where everything goes, in logical pixels from the top left.
    struct Layout {
        QSizeF size;
        QRectF caption;
        qreal nameWidth = 0;
        qreal statusWidth = 0;
        qreal cellWidth = 0;
        qreal cellHeight = 0;
        qreal headerTop = 0;
        qreal headerHeight = 0;
        qreal gridTop = 0;
        qreal gridLeft = 0;
        qreal legendTop = 0;
    };
    Layout layout() const;
    /// The status as drawn: "Eligible", ..., or "Set aside: reason" (elided to `maxWidth`).
    QString statusText(const GateMatrixRow& row) const;
    /// The status with the reason in full, for the tooltip.
    QString fullStatusText(const GateMatrixRow& row) const;

    GateMatrix m_matrix;
    QString m_caption;
};

} // namespace gatebench
