#include "HourOfWeekView.h"

#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QToolTip>

#include <cmath>

namespace gatebench {

namespace {

constexpr int kHourRow = 22;   ///< the hour labels above the grid
constexpr int kScaleRows = 44; ///< the scale below the grid
constexpr int kCellHeight = 22;

/// White to the deep blue of the other charts, by share (0-1).
QColor shade(double share)
{
    const double t = std::clamp(share, 0.0, 1.0);
    const QColor low(0xf4, 0xf8, 0xfb);
    const QColor high(0x00, 0x4a, 0x80);
    return QColor::fromRgbF(float(low.redF() + t * (high.redF() - low.redF())),
                            float(low.greenF() + t * (high.greenF() - low.greenF())),
                            float(low.blueF() + t * (high.blueF() - low.blueF())));
}

} // namespace

HourOfWeekView::HourOfWeekView(QWidget* parent)
    : QWidget(parent)
{
    m_heatmap.share.fill(std::nan(""));
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void HourOfWeekView::setHeatmap(const HourOfWeekHeatmap& heatmap)
{
    m_heatmap = heatmap;
    update();
}

int HourOfWeekView::labelWidth() const
{
    int widest = 0;
    for (const QString& day : m_heatmap.dayNames)
        widest = std::max(widest, fontMetrics().horizontalAdvance(day));
    return widest + 12;
}

QSize HourOfWeekView::sizeHint() const
{
    return QSize(labelWidth() + 24 * 32, kHourRow + 7 * kCellHeight + kScaleRows);
}

QSize HourOfWeekView::minimumSizeHint() const
{
    return QSize(labelWidth() + 24 * 16, kHourRow + 7 * kCellHeight + kScaleRows);
}

HourOfWeekView::Grid HourOfWeekView::grid() const
{
    const double left = labelWidth();
    return {left, double(kHourRow), (width() - left - 2) / 24.0, double(kCellHeight)};
}

void HourOfWeekView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    const Grid g = grid();
    const QFontMetrics metrics = fontMetrics();
    painter.setPen(palette().text().color());
    // Hours every three, centred over their cell.
    for (int hour = 0; hour < 24; hour += 3) {
        const QRectF cell(g.left + hour * g.cellWidth - 20, 0, g.cellWidth + 40, kHourRow);
        painter.drawText(cell, Qt::AlignHCenter | Qt::AlignBottom,
                         QStringLiteral("%1:00").arg(hour, 2, 10, QLatin1Char('0')));
    }
    for (int day = 0; day < 7; ++day) {
        const double top = g.top + day * g.cellHeight;
        painter.setPen(palette().text().color());
        painter.drawText(QRectF(0, top, g.left - 6, g.cellHeight), Qt::AlignRight | Qt::AlignVCenter,
                         m_heatmap.dayNames.value(day));
        for (int hour = 0; hour < 24; ++hour) {
            const QRectF cell(g.left + hour * g.cellWidth, top, g.cellWidth, g.cellHeight);
            const double share = m_heatmap.share.at(size_t(day * 24 + hour));
            if (std::isnan(share))
                painter.fillRect(cell, QBrush(QColor(0xbd, 0xbd, 0xbd), Qt::BDiagPattern));
            else
                painter.fillRect(cell, shade(share));
            painter.setPen(QPen(QColor(0xff, 0xff, 0xff), 1));
            painter.drawRect(cell);
        }
    }
    // The scale: 0 % to 100 % in five steps, with the largest hour's share named.
    const double scaleTop = g.top + 7 * g.cellHeight + 10;
    const double stepWidth = std::min(80.0, 4 * g.cellWidth);
    for (int i = 0; i <= 4; ++i) {
        const QRectF swatch(g.left + i * stepWidth, scaleTop, stepWidth, 12);
        painter.fillRect(swatch, shade(i / 4.0));
        painter.setPen(palette().text().color());
        painter.drawText(QRectF(swatch.left(), swatch.bottom() + 2, stepWidth, metrics.height()), Qt::AlignLeft,
                         QStringLiteral("%1%").arg(i * 25));
    }
    const QRectF note(g.left + 5 * stepWidth + 16, scaleTop - 2, width() - g.left - 5 * stepWidth - 16,
                      2 * metrics.height());
    painter.drawText(
        note, Qt::AlignLeft | Qt::TextWordWrap,
        tr("Allocated share of the capacity in each hour of the week (cluster time); the busiest hour: %1 %.")
            .arg(QLocale().toString(100 * m_heatmap.maximum, 'f', 0)));
}

bool HourOfWeekView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const Grid g = grid();
        const int hour = int(std::floor((help->pos().x() - g.left) / g.cellWidth));
        const int day = int(std::floor((help->pos().y() - g.top) / g.cellHeight));
        if (hour >= 0 && hour < 24 && day >= 0 && day < 7) {
            const double share = m_heatmap.share.at(size_t(day * 24 + hour));
            const QString hours =
                QStringLiteral("%1:00–%2:00").arg(hour, 2, 10, QLatin1Char('0')).arg(hour + 1, 2, 10, QLatin1Char('0'));
            QToolTip::showText(
                help->globalPos(),
                std::isnan(share)
                    ? tr("%1 %2: not in the window").arg(m_heatmap.dayNames.value(day), hours)
                    : tr("%1 %2: %3 % allocated")
                          .arg(m_heatmap.dayNames.value(day), hours, QLocale().toString(100 * share, 'f', 0)),
                this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

} // namespace gatebench
