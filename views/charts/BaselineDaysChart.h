#pragma once

#include "ChartStyle.h"

#include <QDate>
#include <QList>
#include <QWidget>

#include <optional>

class QChart;
class QChartView;

namespace gatebench {

/// One day of the analysis window: its three utilization shares (0-1; null without data).
struct DayUtilization {
    QDate day;
    std::optional<double> allocated, active, effective;
};

/// The allocated, active and effective utilization of every day of the window as three lines (0-100 %),
/// weekends shaded grey behind them and named in the legend; the days below, labelled as often as
/// they fit (weekday and date). A measure without data is left out and said so in the legend's place.
/// Hovering a point names its day, measure and share. Exports as PNG or SVG from its context menu.
class BaselineDaysChart : public QWidget, public ChartDrawing {
    Q_OBJECT

public:
    explicit BaselineDaysChart(QWidget* parent = nullptr);

    void setDays(const QList<DayUtilization>& days, const QString& caption);
    const QList<DayUtilization>& days() const { return m_days; }
    /// The names of the series drawn, in order (the three measures that have data, then "Weekend"
    /// when the window has one), for tests.
    QStringList seriesNames() const;

    QString exportTitle() const override;
    QSize exportSize() const override;
    void render(QPainter& painter, const QRectF& target) const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    QChart* buildChart(bool titled, int width) const;

    QList<DayUtilization> m_days;
    QString m_caption;
    QChartView* m_view;
    int m_builtFor = 0; ///< the width the axis labels were spaced for
};

} // namespace gatebench
