#pragma once

#include "core/Result.h"

#include <QColor>
#include <QFont>
#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

class QPainter;
class QRectF;
class QWidget;

class QAbstractSeries;
class QChart;
class QChartView;

namespace gatebench {

/// The font every chart draws with, sized in pixels so that the screen, PNG, SVG and (later) the
/// PDF report lay out the same. Chinese labels need a CJK font: "WenQuanYi Micro Hei" when it is
/// installed, else "Noto Sans CJK SC", else the application font.
QFont chartFont(int pixelSize = 13, bool bold = false);
QString chartFontFamily();

/// A label as a chart shows it: at most `most` code points, an ellipsis marking a cut. Every text a
/// committee or a file supplies (a name, a title, a team) goes into Qt Charts through it: Qt Charts cuts
/// a legend or axis label too long for its room by measuring every shorter prefix of it, which takes
/// time and memory quadratic in its length (a 100,000-character team name took 44 s and 9.8 GB). The
/// report's tables give such a text whole.
QString chartLabel(const QString& text, qsizetype most = 150);

/// The pixel size of a chart's small text: axis labels and titles, the legend, bar labels.
inline constexpr int kChartSmallTextPx = 12;

/// A new Qt Charts chart in the house style, the one set-up every chart starts from: titled with
/// `title` in the chart font when one is given (exports carry their caption; on screen the page
/// shows it), no animation, square corners and no margins.
QChart* newChart(const std::optional<QString>& title = std::nullopt);

/// The axes and legend of a horizontal bar chart: a category axis on the left with `categories`,
/// its labels and grid hidden (the bar labels name the rows); a value axis below from 0 to
/// `maximum` with `ticks` ticks, whole-number labels and the title `valueTitle`; both attached to
/// `series`. The legend goes below. Every text is in the chart font.
void addHorizontalBarAxes(QChart* chart, QAbstractSeries* series, const QStringList& categories, double maximum,
                          int ticks, const QString& valueTitle);

/// Something that draws a chart onto any painter: the widget on screen, a PNG, an SVG, a PDF page.
class ChartDrawing {
public:
    virtual ~ChartDrawing() = default;
    /// Names the export (SVG title, suggested file name).
    virtual QString exportTitle() const = 0;
    /// The size the drawing is laid out for, in logical pixels.
    virtual QSize exportSize() const = 0;
    /// Draws into `target` (scaled to fit, aspect kept), on a white background.
    virtual void render(QPainter& painter, const QRectF& target) const = 0;
    /// Draws laid out at `layout` (logical pixels) instead of exportSize() into `target`, which it fills:
    /// the report lays a chart out narrower than on screen, so that printed on the page its smallest
    /// text is 8 pt or more. A drawing that cannot lay itself out again draws as render() does.
    virtual void renderLaidOut(QPainter& painter, const QRectF& target, const QSize& layout) const
    {
        Q_UNUSED(layout);
        render(painter, target);
    }
    /// Whether renderLaidOut() lays the drawing out at the size it is given.
    virtual bool laysOutAtAnySize() const { return false; }
    /// The smallest text the drawing sets, in logical pixels (axis labels, legend, bar labels).
    virtual int smallestTextPixels() const { return kChartSmallTextPx; }
};

/// Fills `host` with a chart view (no margins, antialiased) whose context menu exports `drawing`.
QChartView* embedChartView(QWidget* host, const ChartDrawing* drawing);

/// Lays `chart` (taken over and deleted) out at `size` in an offscreen scene and draws it into
/// `target` on white: the one export path of every Qt Charts drawing.
void renderChartOnce(QChart* chart, const QSize& size, QPainter& painter, const QRectF& target);

/// Writes `drawing` to `path` as PNG (at twice the logical size, for projectors and slides) or
/// SVG (text stays text), chosen by the file suffix.
Result<void> exportChart(const ChartDrawing& drawing, const QString& path);

/// Asks for a file name and exports; reports a failure in a message box. `format`: "png" or "svg".
void exportChartWithDialog(QWidget* parent, const ChartDrawing& drawing, const QString& format);

/// Gives `widget` a context menu with "Export as PNG…" and "Export as SVG…" (object names
/// "exportPng" and "exportSvg").
void addChartExportMenu(QWidget* widget, const ChartDrawing* drawing);

} // namespace gatebench
