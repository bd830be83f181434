#include "GateMatrixChart.h"

#include "decision/StatusColours.h"
#include "itemmodels/AssessmentGridModel.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace gatebench {

namespace {

constexpr int kTextPx = 13;
constexpr int kLetterPx = 16;
constexpr int kCaptionPx = 15;
constexpr qreal kPad = 8;
constexpr qreal kMinCell = 76;
constexpr qreal kCellHeight = 30;
constexpr qreal kMaxStatusWidth = 230; ///< a set-aside reason longer than this is elided (tooltip: whole)

const QColor kInk(0x21, 0x21, 0x21);
const QColor kMuted(0x75, 0x75, 0x75);
const QColor kGrid(0xbd, 0xbd, 0xbd);
const QColor kEliminatedRow(0xee, 0xee, 0xee);
const QColor kSetAsideRow(0xf5, 0xf5, 0xf5);

/// `colour` at `strength` (0..1) over `background`: the colour a translucent fill would show.
QColor mixed(const QColor& colour, const QColor& background, qreal strength)
{
    const auto mix = [strength](int a, int b) { return int(std::lround(a * strength + b * (1 - strength))); };
    return QColor(mix(colour.red(), background.red()), mix(colour.green(), background.green()),
                  mix(colour.blue(), background.blue()));
}

/// Diagonal hatching over `box`, drawn as lines: a pattern brush would do on screen, but SVG viewers
/// draw an SVG pattern differently (ImageMagick fills it black), so the export draws what it means.
void hatch(QPainter& painter, const QRectF& box, const QColor& colour)
{
    constexpr qreal kStep = 6;
    painter.save();
    painter.setPen(QPen(colour, 1.2));
    // Lines x + y = c, cut to the box.
    for (qreal c = box.left() + box.top() + kStep; c < box.right() + box.bottom(); c += kStep) {
        const QPointF from(std::max(box.left(), c - box.bottom()), std::min(box.bottom(), c - box.left()));
        const QPointF to(std::min(box.right(), c - box.top()), std::max(box.top(), c - box.right()));
        painter.drawLine(from, to);
    }
    painter.restore();
}

/// The status word's colour: the colour of what the status stands on, as the cells and the funnel
/// draw it (an Eligible row through a waiver in the waiver's colour, never plain green).
QColor statusColour(const GateMatrixRow& row)
{
    return statusSwatch(standingOf(row.status, standsOnWaiver(row))).ink;
}

} // namespace

GateMatrixChart::GateMatrixChart(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    addChartExportMenu(this, this);
}

void GateMatrixChart::setMatrix(const GateMatrix& matrix, const QString& caption)
{
    m_matrix = matrix;
    m_caption = caption;
    // Never drawn smaller than laid out on screen: a projector needs every letter readable.
    setMinimumSize(m_matrix.rows.isEmpty() ? QSize(200, 60) : exportSize());
    updateGeometry();
    update();
}

int GateMatrixChart::letterPixels()
{
    return kLetterPx;
}

int GateMatrixChart::smallestTextPixels() const
{
    return std::min(kTextPx, kLetterPx);
}

QString GateMatrixChart::exportTitle() const
{
    return m_caption.isEmpty() ? tr("Gate matrix") : m_caption;
}

QString GateMatrixChart::fullStatusText(const GateMatrixRow& row) const
{
    if (row.setAside)
        return row.setAsideReason.isEmpty()
                   ? QCoreApplication::translate("gatebench::AssessmentGridModel", "Set aside")
                   : QCoreApplication::translate("gatebench::OverviewPage", "Set aside: %1").arg(row.setAsideReason);
    return statusText(row);
}

QString GateMatrixChart::statusText(const GateMatrixRow& row) const
{
    if (row.setAside) {
        const QFontMetricsF bold(chartFont(kTextPx, true));
        return bold.elidedText(fullStatusText(row), Qt::ElideRight, kMaxStatusWidth);
    }
    if (!row.status)
        return {};
    switch (*row.status) {
    case CandidateStatus::Eliminated:
        return tr("Eliminated");
    case CandidateStatus::Blocked:
        return tr("Blocked");
    case CandidateStatus::Eligible:
        break;
    }
    return standsOnWaiver(row) ? tr("Eligible on a waiver") : tr("Eligible");
}

GateMatrixChart::Layout GateMatrixChart::layout() const
{
    Layout l;
    const QFontMetricsF text(chartFont(kTextPx));
    const QFontMetricsF bold(chartFont(kTextPx, true));
    const QFontMetricsF caption(chartFont(kCaptionPx, true));
    qreal y = kPad;
    if (!m_caption.isEmpty()) {
        l.caption = QRectF(kPad, y, caption.horizontalAdvance(m_caption), caption.height());
        y += caption.height() + kPad;
    }
    // Names are never elided: an export must carry every candidate's full name.
    for (const GateMatrixRow& row : m_matrix.rows) {
        l.nameWidth = std::max(l.nameWidth, text.horizontalAdvance(row.name));
        l.statusWidth = std::max(l.statusWidth, bold.horizontalAdvance(statusText(row)));
    }
    l.nameWidth += 2 * kPad;
    l.statusWidth += 2 * kPad;
    // Column titles wrap onto up to three lines over cells at least kMinCell wide.
    l.cellWidth = kMinCell;
    for (const QString& title : m_matrix.columnTitles) {
        const QStringList words = title.split(u' ');
        qreal longest = 0;
        for (const QString& word : words)
            longest = std::max(longest, bold.horizontalAdvance(word));
        const qreal whole = bold.horizontalAdvance(title);
        l.cellWidth = std::max({l.cellWidth, longest + kPad, std::min(whole / 2.0 + kPad, 130.0)});
    }
    l.cellWidth = std::ceil(l.cellWidth);
    qreal header = bold.height();
    for (const QString& title : m_matrix.columnTitles) {
        const QRectF r =
            bold.boundingRect(QRectF(0, 0, l.cellWidth - 4, 1000), Qt::TextWordWrap | Qt::AlignHCenter, title);
        header = std::max(header, r.height());
    }
    l.headerTop = y;
    l.headerHeight = header + kPad;
    l.gridTop = y + l.headerHeight;
    l.gridLeft = kPad + l.nameWidth + l.statusWidth;
    l.cellHeight = kCellHeight;
    l.legendTop = l.gridTop + l.cellHeight * qreal(m_matrix.rows.size()) + kPad * 1.5;
    const qreal width = l.gridLeft + l.cellWidth * qreal(m_matrix.criterionIds.size()) + kPad;
    const qreal legendWidth = 5 * 150 + 2 * kPad;
    l.size = QSizeF(std::max({width, legendWidth, l.caption.right() + kPad}), l.legendTop + 28 + kPad);
    return l;
}

QSize GateMatrixChart::exportSize() const
{
    return layout().size.toSize() + QSize(1, 1);
}

QSize GateMatrixChart::sizeHint() const
{
    return exportSize();
}

QSize GateMatrixChart::minimumSizeHint() const
{
    return QSize(200, exportSize().height());
}

void GateMatrixChart::render(QPainter& painter, const QRectF& target) const
{
    const Layout l = layout();
    painter.save();
    painter.translate(target.topLeft());
    const qreal scale = std::min({1.0, target.width() / l.size.width(), target.height() / l.size.height()});
    painter.scale(scale, scale);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);

    const QFont text = chartFont(kTextPx);
    const QFont bold = chartFont(kTextPx, true);
    const QFont letter = chartFont(kLetterPx, true);
    if (!m_caption.isEmpty()) {
        painter.setFont(chartFont(kCaptionPx, true));
        painter.setPen(kInk);
        painter.drawText(l.caption, Qt::AlignLeft | Qt::AlignVCenter, m_caption);
    }

    // Column titles.
    painter.setFont(bold);
    painter.setPen(kInk);
    for (int c = 0; c < m_matrix.columnTitles.size(); ++c) {
        const QRectF r(l.gridLeft + l.cellWidth * c + 2, l.headerTop, l.cellWidth - 4, l.headerHeight - kPad / 2);
        painter.drawText(r, Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignBottom, m_matrix.columnTitles.at(c));
    }

    for (int r = 0; r < m_matrix.rows.size(); ++r) {
        const GateMatrixRow& row = m_matrix.rows.at(r);
        const qreal top = l.gridTop + l.cellHeight * r;
        const QRectF whole(kPad, top, l.size.width() - 2 * kPad, l.cellHeight);
        if (row.eliminated)
            painter.fillRect(whole, kEliminatedRow);
        else if (row.setAside)
            painter.fillRect(whole, kSetAsideRow);
        const bool faded = row.eliminated || row.setAside;
        // Name (struck out when eliminated) and status.
        QFont nameFont = text;
        nameFont.setStrikeOut(row.eliminated);
        painter.setFont(nameFont);
        painter.setPen(faded ? kMuted : kInk);
        painter.drawText(QRectF(kPad * 2, top, l.nameWidth - kPad, l.cellHeight), Qt::AlignLeft | Qt::AlignVCenter,
                         row.name);
        painter.setFont(bold);
        QFont statusFont = bold;
        statusFont.setItalic(row.setAside);
        painter.setFont(statusFont);
        painter.setPen(statusColour(row));
        painter.drawText(QRectF(kPad + l.nameWidth, top, l.statusWidth, l.cellHeight), Qt::AlignLeft | Qt::AlignVCenter,
                         statusText(row));
        // Cells: colour and letter; an eliminated row's cells are faded, never hidden.
        for (int c = 0; c < row.cells.size(); ++c) {
            const GateMatrixCell& cell = row.cells.at(c);
            const QRectF box(l.gridLeft + l.cellWidth * c + 2, top + 2, l.cellWidth - 4, l.cellHeight - 4);
            // Faded by mixing the colours with the row's background rather than by opacity, which SVG
            // viewers draw differently (ImageMagick outlines a translucent group in black).
            const qreal strength = row.setAside                                          ? 0.45
                                   : row.eliminated && cell.state != GateCellState::Fail ? 0.55
                                                                                         : 1.0;
            const QColor background = row.eliminated ? kEliminatedRow : row.setAside ? kSetAsideRow : QColor(Qt::white);
            const auto fade = [&](const QColor& colour) { return mixed(colour, background, strength); };
            painter.fillRect(box, fade(AssessmentGridModel::stateFill(cell.state)));
            if (cell.state == GateCellState::WaiverExpired)
                hatch(painter, box, fade(AssessmentGridModel::stateText(cell.state).lighter(260)));
            painter.setFont(letter);
            painter.setPen(fade(AssessmentGridModel::stateText(cell.state)));
            painter.drawText(box, Qt::AlignCenter, cell.letter);
        }
        painter.setPen(QPen(kGrid, 0.8));
        painter.drawLine(QPointF(kPad, top + l.cellHeight), QPointF(l.size.width() - kPad, top + l.cellHeight));
    }

    // Legend: the letter is the meaning; the colour repeats it.
    const QList<std::pair<GateCellState, QString>> legend = {
        {GateCellState::Pass, tr("P pass")},
        {GateCellState::Fail, tr("F fail")},
        {GateCellState::Unknown, tr("? unknown")},
        {GateCellState::Waived, tr("W waived")},
        {GateCellState::WaiverExpired, tr("W? waiver expired")},
    };
    qreal x = kPad;
    painter.setFont(text);
    const QFontMetricsF metrics(text);
    for (const auto& [state, label] : legend) {
        const QRectF swatch(x, l.legendTop + 4, 18, 18);
        painter.fillRect(swatch, AssessmentGridModel::stateFill(state));
        if (state == GateCellState::WaiverExpired)
            hatch(painter, swatch, AssessmentGridModel::stateText(state).lighter(260));
        painter.setPen(QPen(kGrid, 0.8));
        painter.drawRect(swatch);
        painter.setPen(kInk);
        painter.drawText(QRectF(x + 24, l.legendTop, 150, 26), Qt::AlignLeft | Qt::AlignVCenter, label);
        x += 24 + metrics.horizontalAdvance(label) + 2 * kPad;
    }
    painter.restore();
}

void GateMatrixChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), Qt::white);
    if (m_matrix.rows.isEmpty()) {
        painter.setPen(kMuted);
        painter.setFont(chartFont(kTextPx));
        painter.drawText(rect(), Qt::AlignCenter, tr("No shortlisted candidates yet."));
        return;
    }
    render(painter, QRectF(rect()));
}

std::pair<int, int> GateMatrixChart::cellAt(const QPointF& pos) const
{
    const Layout l = layout();
    const qreal scale = std::min({1.0, width() / l.size.width(), height() / l.size.height()});
    const QPointF p = pos / scale;
    if (p.x() < l.gridLeft || p.y() < l.gridTop)
        return {-1, -1};
    const int column = int((p.x() - l.gridLeft) / l.cellWidth);
    const int row = int((p.y() - l.gridTop) / l.cellHeight);
    if (row >= m_matrix.rows.size() || column >= m_matrix.criterionIds.size())
        return {-1, -1};
    return {row, column};
}

bool GateMatrixChart::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const auto [row, column] = cellAt(help->pos());
        if (row >= 0 && column < m_matrix.rows.at(row).cells.size()) {
            const GateMatrixRow& r = m_matrix.rows.at(row);
            QString tip = QStringLiteral("%1 — %2\n%3")
                              .arg(r.name, m_matrix.columnTitles.value(column), r.cells.at(column).tooltip);
            if (r.setAside)
                tip += QStringLiteral("\n") + fullStatusText(r);
            QToolTip::showText(help->globalPos(), tip, this);
            return true;
        }
        // Over a name or a status: the whole status (a long set-aside reason is elided in the row).
        const Layout l = layout();
        const qreal scale = std::min({1.0, width() / l.size.width(), height() / l.size.height()});
        const QPointF p = QPointF(help->pos()) / scale;
        const int nameRow = p.y() >= l.gridTop ? int((p.y() - l.gridTop) / l.cellHeight) : -1;
        if (p.x() < l.gridLeft && nameRow >= 0 && nameRow < m_matrix.rows.size()) {
            const GateMatrixRow& r = m_matrix.rows.at(nameRow);
            QToolTip::showText(help->globalPos(), QStringLiteral("%1 — %2").arg(r.name, fullStatusText(r)), this);
            return true;
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

void GateMatrixChart::mouseMoveEvent(QMouseEvent* event)
{
    const auto [row, column] = cellAt(event->position());
    if (row >= 0 && column >= 0)
        setCursor(Qt::PointingHandCursor);
    else
        unsetCursor();
    QWidget::mouseMoveEvent(event);
}

void GateMatrixChart::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        const auto [row, column] = cellAt(event->position());
        if (row >= 0 && column >= 0 && column < m_matrix.criterionIds.size()) {
            emit cellActivated(m_matrix.rows.at(row).candidateId, m_matrix.criterionIds.at(column));
            return;
        }
    }
    QWidget::mouseReleaseEvent(event);
}

} // namespace gatebench
