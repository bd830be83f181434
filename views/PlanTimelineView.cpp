#include "PlanTimelineView.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>

namespace gatebench {

namespace {

const QColor kDone(0x2e, 0x7d, 0x32);
const QColor kOverdue(0xc6, 0x28, 0x28);
const QColor kOpen(0x75, 0x75, 0x75);
const QColor kAsOf(0x15, 0x65, 0xc0);
const QColor kWeekShade(0xf3, 0xf5, 0xf8);

/// The mark of a check: a tick in a green disc, a cross in a red one, an empty grey circle.
void drawMark(QPainter& p, QPointF centre, qreal radius, const plan::PlanCheck& check)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    if (check.done || check.overdue) {
        p.setPen(Qt::NoPen);
        p.setBrush(check.done ? kDone : kOverdue);
        p.drawEllipse(centre, radius, radius);
        QPen pen(Qt::white, std::max<qreal>(1.5, radius / 3.5));
        pen.setCapStyle(Qt::RoundCap);
        p.setPen(pen);
        const qreal r = radius * 0.5;
        if (check.done) {
            QPainterPath tick;
            tick.moveTo(centre + QPointF(-r, 0));
            tick.lineTo(centre + QPointF(-r * 0.2, r * 0.8));
            tick.lineTo(centre + QPointF(r, -r * 0.7));
            p.setBrush(Qt::NoBrush);
            p.drawPath(tick);
        } else {
            p.drawLine(centre + QPointF(-r, -r), centre + QPointF(r, r));
            p.drawLine(centre + QPointF(-r, r), centre + QPointF(r, -r));
        }
    } else {
        p.setPen(QPen(kOpen, 2));
        p.setBrush(Qt::white);
        p.drawEllipse(centre, radius - 1, radius - 1);
    }
    p.restore();
}

QString statusText(const plan::PlanCheck& check)
{
    return check.done      ? PlanTimelineView::tr("Done")
           : check.overdue ? PlanTimelineView::tr("Overdue")
                           : PlanTimelineView::tr("Open");
}

} // namespace

PlanTimelineView::PlanTimelineView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("planTimeline"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setMouseTracking(true);
}

void PlanTimelineView::setPlan(const plan::Plan& plan)
{
    m_plan = plan;
    m_message.clear();
    updateGeometry();
    update();
}

void PlanTimelineView::setMessage(const QString& text)
{
    m_message = text;
    m_plan = {};
    updateGeometry();
    update();
}

int PlanTimelineView::rowHeight() const
{
    return fontMetrics().height() + 6;
}

int PlanTimelineView::headerHeight() const
{
    return 2 * fontMetrics().height() + 10;
}

int PlanTimelineView::nameWidth() const
{
    // The check names take at most 40 % of the width, so that the owners beside the marks stay readable.
    int widest = 0;
    for (const plan::PlanCheck& c : m_plan.checks)
        widest = std::max(widest, fontMetrics().horizontalAdvance(c.name));
    return std::min(widest + 12, int(width() * 0.4));
}

QSize PlanTimelineView::sizeHint() const
{
    if (m_plan.checks.isEmpty())
        return {600, fontMetrics().height() * 2};
    return {900, headerHeight() + int(m_plan.checks.size()) * rowHeight() + fontMetrics().height() + 8};
}

QSize PlanTimelineView::minimumSizeHint() const
{
    return {480, sizeHint().height()};
}

int PlanTimelineView::rowAt(int y) const
{
    const int top = headerHeight();
    if (y < top)
        return -1;
    const int row = (y - top) / rowHeight();
    return row < m_plan.checks.size() ? row : -1;
}

bool PlanTimelineView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int row = rowAt(help->pos().y());
        if (row < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        const plan::PlanCheck& c = m_plan.checks.at(row);
        QToolTip::showText(
            help->globalPos(),
            tr("%1\nWeek %2 · %3\nOwner: %4 · due %5")
                .arg(c.text)
                .arg(c.week)
                .arg(statusText(c), c.ownerName.isEmpty() ? tr("no owner") : c.ownerName, c.due.toString(Qt::ISODate)),
            this);
        return true;
    }
    return QWidget::event(event);
}

void PlanTimelineView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    const QFontMetrics fm = fontMetrics();
    if (m_plan.checks.isEmpty() || !m_plan.start.isValid()) {
        p.setPen(palette().text().color());
        p.drawText(rect().adjusted(4, 0, -4, 0), Qt::AlignLeft | Qt::AlignVCenter, m_message);
        return;
    }
    const int left = nameWidth();
    const int right = width() - 8;
    const int top = headerHeight();
    const int rows = int(m_plan.checks.size());
    const int bottom = top + rows * rowHeight();
    // The days shown: the four weeks, and further when the as-of date or a due date lies beyond them.
    qint64 days = 28;
    const auto reach = [&](QDate date) {
        if (date.isValid())
            days = std::max(days, m_plan.start.daysTo(date) + 2);
    };
    reach(m_plan.asOf);
    for (const plan::PlanCheck& c : m_plan.checks)
        reach(c.due);
    qint64 first = 0;
    for (const plan::PlanCheck& c : m_plan.checks)
        first = std::min(first, m_plan.start.daysTo(c.due));
    if (m_plan.asOf.isValid())
        first = std::min(first, m_plan.start.daysTo(m_plan.asOf));
    const qreal span = qreal(days - first);
    const auto xOf = [&](qreal dayOffset) { return left + (dayOffset - first) / span * (right - left); };

    // The four weeks: shaded bands with their number and first day.
    for (int week = 1; week <= 4; ++week) {
        const qreal x0 = xOf(7 * (week - 1));
        const qreal x1 = xOf(7 * week);
        if (week % 2 == 1)
            p.fillRect(QRectF(x0, 0, x1 - x0, bottom), kWeekShade);
        p.setPen(palette().text().color());
        QFont bold = font();
        bold.setBold(true);
        p.setFont(bold);
        p.drawText(QRectF(x0 + 4, 2, x1 - x0 - 8, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(tr("Week %1").arg(week), Qt::ElideRight, int(x1 - x0 - 8)));
        p.setFont(font());
        p.setPen(palette().placeholderText().color());
        p.drawText(QRectF(x0 + 4, 2 + fm.height(), x1 - x0 - 8, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   m_plan.weekStart(week).toString(Qt::ISODate));
        p.setPen(QPen(palette().mid().color(), 1));
        p.drawLine(QPointF(x0, 0), QPointF(x0, bottom));
    }
    p.setPen(QPen(palette().mid().color(), 1));
    p.drawLine(QPointF(xOf(28), 0), QPointF(xOf(28), bottom));

    // The as-of date: a line across every row (under the marks and owners), labelled under them.
    if (m_plan.asOf.isValid()) {
        const qreal x = xOf(m_plan.start.daysTo(m_plan.asOf) + 0.5);
        p.setPen(QPen(kAsOf, 2, Qt::DashLine));
        p.drawLine(QPointF(x, top - 4), QPointF(x, bottom + 2));
        const QString label = tr("As of %1").arg(m_plan.asOf.toString(Qt::ISODate));
        const int w = fm.horizontalAdvance(label) + 4;
        const qreal lx = std::clamp(x - w / 2.0, qreal(left), qreal(right - w));
        p.setPen(kAsOf);
        p.drawText(QRectF(lx, bottom + 2, w, fm.height() + 4), Qt::AlignCenter, label);
    }
    // One row per check: its name, a faint line, its mark at the due date and its owner.
    const qreal radius = std::max(5.0, fm.height() * 0.36);
    for (int r = 0; r < rows; ++r) {
        const plan::PlanCheck& c = m_plan.checks.at(r);
        const int y = top + r * rowHeight();
        const qreal cy = y + rowHeight() / 2.0;
        p.setPen(c.overdue ? kOverdue : palette().text().color());
        p.drawText(QRect(4, y, left - 8, rowHeight()), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(c.name, Qt::ElideRight, left - 8));
        p.setPen(QPen(palette().midlight().color(), 1, Qt::DotLine));
        p.drawLine(QPointF(left, cy), QPointF(right, cy));
        const qreal x = xOf(m_plan.start.daysTo(c.due) + 0.5);
        drawMark(p, QPointF(x, cy), radius, c);
        const QString owner = c.ownerName.isEmpty() ? tr("no owner") : c.ownerName;
        const int ownerWidth = fm.horizontalAdvance(owner);
        // Beside the mark, on the side with room.
        const bool onRight = x + radius + 6 + ownerWidth <= right;
        const QRectF box = onRight ? QRectF(x + radius + 4, y, ownerWidth + 2, rowHeight())
                                   : QRectF(x - radius - 6 - ownerWidth, y, ownerWidth + 2, rowHeight());
        p.setPen(c.ownerName.isEmpty() ? palette().placeholderText().color()
                 : c.overdue           ? kOverdue
                                       : palette().text().color());
        p.fillRect(box.adjusted(-1, 3, 1, -3), palette().base());
        p.drawText(box, Qt::AlignLeft | Qt::AlignVCenter, owner);
    }
}

} // namespace gatebench
