#include "report/GateMatrixPages.h"

#include "decision/DecisionDocument.h"
#include "itemmodels/AssessmentGridModel.h"
#include "report/ReportWriter.h"
#include "report/TextWrap.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPaintDevice>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gatebench::report {

namespace {

/// The translation context of this file's words (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::GateMatrixPages)
};

constexpr qreal kPoints = 8;
constexpr qreal kNotePoints = 9;
/// The key of a page's gates is a list in this many columns.
constexpr int kKeyColumns = 2;

QFont fontAt(qreal points, bool bold)
{
    QFont font(reportFontFamily());
    font.setPointSizeF(points);
    font.setBold(bold);
    font.setKerning(false);
    return font;
}

const QColor kInk(0x21, 0x21, 0x21);
const QColor kMuted(0x75, 0x75, 0x75);
const QColor kGrid(0x9a, 0xa4, 0xb0);
const QColor kHeaderFill(0xe8, 0xec, 0xf2);
const QColor kEliminatedRow(0xee, 0xee, 0xee);
const QColor kSetAsideRow(0xf5, 0xf5, 0xf5);

/// The legend of the chart's letters, in its words.
QList<std::pair<GateCellState, QString>> legend()
{
    const auto chart = [](const char* text) { return QCoreApplication::translate("gatebench::GateMatrixChart", text); };
    return {{GateCellState::Pass, chart("P pass")},
            {GateCellState::Fail, chart("F fail")},
            {GateCellState::Unknown, chart("? unknown")},
            {GateCellState::Waived, chart("W waived")},
            {GateCellState::WaiverExpired, chart("W? waiver expired")}};
}

QString statusWord(const GateMatrixRow& row)
{
    if (row.setAside || !row.status)
        return QCoreApplication::translate("gatebench::AssessmentGridModel", "Set aside");
    return DecisionDocument::statusLabel(*row.status);
}

} // namespace

qreal GateMatrixPages::smallestPoints()
{
    return kPoints;
}

GateMatrixPages::GateMatrixPages(GateMatrix matrix, QString caption, QPaintDevice* device, qreal width, qreal height)
    : m_matrix(std::move(matrix))
    , m_caption(std::move(caption))
    , m_device(device)
    , m_width(width)
    , m_text(fontAt(kPoints, false))
    , m_bold(fontAt(kPoints, true))
{
    const qreal dotsPerMm = device->logicalDpiY() / 25.4;
    const QFontMetricsF text(m_text, device);
    const QFontMetricsF bold(m_bold, device);
    m_lineSpacing = text.lineSpacing();
    m_ascent = text.ascent();
    m_pad = 0.7 * dotsPerMm;
    const int gates = int(m_matrix.criterionIds.size());
    const int rows = int(m_matrix.rows.size());

    // A cell holds the widest letter; a column header holds its gate's number turned upright.
    qreal letter = 0;
    for (const auto& word : {u"P", u"F", u"?", u"W", u"W?"})
        letter = std::max(letter, bold.horizontalAdvance(QString::fromUtf16(word)));
    m_cellWidth = std::ceil(std::max(letter + 2 * m_pad, bold.height() + m_pad));
    m_headerHeight = std::ceil(bold.horizontalAdvance(QString::number(std::max(gates, 1))) + 2 * m_pad);
    m_rowPad = 0.45 * dotsPerMm;
    m_rowHeight = std::ceil(m_lineSpacing + 2 * m_rowPad);
    m_numberWidth = std::ceil(text.horizontalAdvance(QString::number(std::max(rows, 1))) + 2 * m_pad);
    for (const GateMatrixRow& row : m_matrix.rows) {
        m_statuses.append(statusWord(row));
        m_statusWidth = std::max(m_statusWidth, bold.horizontalAdvance(m_statuses.last()));
    }
    m_statusWidth = std::ceil(m_statusWidth + 2 * m_pad);

    // As many gates a page as leave the names 38 mm; every page the same columns, the last fewer.
    const qreal leastName = 38 * dotsPerMm;
    const int perPage =
        std::max(1, int(std::floor((m_width - m_numberWidth - m_statusWidth - leastName) / m_cellWidth)));
    m_nameWidth = m_width - m_numberWidth - m_statusWidth - qreal(std::min(perPage, std::max(gates, 1))) * m_cellWidth;
    for (const GateMatrixRow& row : m_matrix.rows)
        m_names.append(text.elidedText(capped(row.name, 1000), Qt::ElideRight, m_nameWidth - 2 * m_pad));

    // The key below each grid: its gates' numbers (bold, right-aligned) and titles, one a line in
    // kKeyColumns columns read downwards, each title cut to its column (the requirements matrix of the
    // appendix gives them whole).
    m_keyNumberWidth = std::ceil(bold.horizontalAdvance(QString::number(std::max(gates, 1))) + m_pad);
    m_keyColumnWidth = m_width / kKeyColumns;
    const qreal titleWidth = m_keyColumnWidth - m_keyNumberWidth - 3 * m_pad;
    int keyLines = 0;
    for (int first = 0; first < gates; first += perPage) {
        Band band;
        band.firstGate = first;
        band.gateCount = std::min(perPage, gates - first);
        for (int g = first; g < first + band.gateCount; ++g)
            band.keyTitles.append(
                text.elidedText(capped(m_matrix.columnTitles.value(g), 1000), Qt::ElideRight, titleWidth));
        band.keyLines = (band.gateCount + kKeyColumns - 1) / kKeyColumns;
        keyLines = std::max(keyLines, band.keyLines);
        m_bands.append(band);
    }

    // The pages: the same candidates on the pages of every block of gates (the fullest key decides),
    // down, then over, as a spreadsheet prints. The note above each grid is wrapped, not cut (a Chinese
    // one takes two lines): laid out for one line, then again if the widest note needs more.
    const QFontMetricsF note(fontAt(kNotePoints, true), device);
    const auto paginate = [&] {
        m_noteHeight = note.lineSpacing() * qreal(m_noteLines) + m_lineSpacing + 2 * dotsPerMm;
        const int rowsPerPage =
            std::max(1, int(std::floor((height - keyTop(0) - m_lineSpacing * keyLines) / m_rowHeight)));
        m_pages.clear();
        m_bandOfPage.clear();
        for (qsizetype b = 0; b < m_bands.size(); ++b) {
            const Band& band = m_bands.at(b);
            for (int first = 0; first < std::max(rows, 1); first += rowsPerPage) {
                m_pages.append({band.firstGate, band.gateCount, first, std::min(rowsPerPage, rows - first)});
                m_bandOfPage.append(int(b));
            }
        }
    };
    paginate();
    const int pages = int(m_pages.size());
    const QString widest = noteText(gates, gates, rows, rows, pages, pages);
    const qsizetype lines = wrapText(widest, fontAt(kNotePoints, true), device, m_width).lines.size();
    if (lines > m_noteLines) {
        m_noteLines = lines;
        paginate();
    }
}

QString GateMatrixPages::noteText(int firstGate, int gateCount, int firstRow, int rowCount, int page, int pages) const
{
    const QLocale locale;
    const auto range = [&](int first, int count) {
        return count == 1 ? locale.toString(first + 1)
                          : QStringLiteral("%1–%2").arg(locale.toString(first + 1), locale.toString(first + count));
    };
    return Text::tr("%1: gates %2 of %3, candidates %4 of %5 (page %6 of %7 of the matrix)")
        .arg(m_caption, range(firstGate, gateCount), locale.toString(m_matrix.criterionIds.size()),
             range(firstRow, rowCount), locale.toString(m_matrix.rows.size()), locale.toString(page),
             locale.toString(pages));
}

QString GateMatrixPages::note(int index) const
{
    const GateMatrixPage& page = m_pages.at(index);
    return noteText(page.firstGate, page.gateCount, page.firstRow, page.rowCount, index + 1, int(m_pages.size()));
}

qreal GateMatrixPages::keyTop(int rows) const
{
    return m_noteHeight + m_headerHeight + m_rowHeight * rows + m_pad * 3;
}

void GateMatrixPages::paint(QPainter& painter, int index, const QPointF& origin) const
{
    const GateMatrixPage& page = m_pages.at(index);
    const Band& band = m_bands.at(m_bandOfPage.at(index));
    const QFontMetricsF text(m_text, m_device);
    const QFontMetricsF bold(m_bold, m_device);
    const QFont noteFont = fontAt(kNotePoints, true);
    const QFontMetricsF note(noteFont, m_device);
    painter.save();
    painter.translate(origin);

    // Where the page stands, and the legend: each letter on its colour, then its meaning.
    painter.setFont(noteFont);
    painter.setPen(kInk);
    const QStringList noteLines = wrapText(this->note(index), noteFont, m_device, m_width, int(m_noteLines)).lines;
    for (qsizetype i = 0; i < noteLines.size(); ++i)
        drawLine(painter, QPointF(0, note.ascent() + note.lineSpacing() * qreal(i)), noteLines.at(i));
    qreal x = 0;
    const qreal legendTop = note.lineSpacing() * qreal(m_noteLines) + m_pad;
    for (const auto& [state, label] : legend()) {
        const QRectF swatch(x, legendTop, m_cellWidth, m_lineSpacing);
        painter.fillRect(swatch, AssessmentGridModel::stateFill(state));
        painter.setPen(QPen(kGrid, m_pad / 4));
        painter.drawRect(swatch);
        x += m_cellWidth + m_pad;
        painter.setFont(m_text);
        painter.setPen(kInk);
        painter.drawText(QPointF(x, legendTop + m_ascent), label);
        x += text.horizontalAdvance(label) + 4 * m_pad;
    }

    // Column headers: the gates' numbers, turned to read upwards.
    const qreal gridLeft = m_numberWidth + m_nameWidth + m_statusWidth;
    const qreal headerTop = m_noteHeight;
    const qreal gridTop = headerTop + m_headerHeight;
    const qreal gridRight = gridLeft + m_cellWidth * page.gateCount;
    painter.fillRect(QRectF(0, headerTop, gridRight, m_headerHeight), kHeaderFill);
    painter.setFont(m_bold);
    painter.setPen(kInk);
    for (int c = 0; c < page.gateCount; ++c) {
        const QString number = QString::number(page.firstGate + c + 1);
        painter.save();
        painter.translate(gridLeft + m_cellWidth * c + (m_cellWidth + bold.ascent() - bold.descent()) / 2,
                          gridTop - m_pad);
        painter.rotate(-90);
        painter.drawText(QPointF(0, 0), number);
        painter.restore();
    }
    // The row header's titles over the candidates' columns.
    painter.setFont(m_bold);
    const qreal titleBase = gridTop - m_pad - bold.descent();
    painter.drawText(QPointF(m_pad, titleBase), QStringLiteral("#"));
    painter.drawText(QPointF(m_numberWidth + m_pad, titleBase),
                     bold.elidedText(Text::tr("Candidate"), Qt::ElideRight, m_nameWidth - 2 * m_pad));
    painter.drawText(QPointF(m_numberWidth + m_nameWidth + m_pad, titleBase),
                     bold.elidedText(Text::tr("Status"), Qt::ElideRight, m_statusWidth - 2 * m_pad));

    // Rows: number, name (struck out when eliminated), status, then one cell a gate.
    for (int r = 0; r < page.rowCount; ++r) {
        const int row = page.firstRow + r;
        const GateMatrixRow& data = m_matrix.rows.at(row);
        const qreal top = gridTop + m_rowHeight * r;
        const qreal base = top + m_rowPad + m_ascent;
        if (data.eliminated)
            painter.fillRect(QRectF(0, top, gridLeft, m_rowHeight), kEliminatedRow);
        else if (data.setAside)
            painter.fillRect(QRectF(0, top, gridLeft, m_rowHeight), kSetAsideRow);
        const bool faded = data.eliminated || data.setAside;
        QFont name = m_text;
        name.setStrikeOut(data.eliminated);
        painter.setPen(faded ? kMuted : kInk);
        painter.setFont(m_text);
        painter.drawText(QPointF(m_pad, base), QString::number(row + 1));
        painter.setFont(name);
        drawLine(painter, QPointF(m_numberWidth + m_pad, base), m_names.at(row));
        painter.setFont(m_bold);
        drawLine(painter, QPointF(m_numberWidth + m_nameWidth + m_pad, base), m_statuses.at(row));
        for (int c = 0; c < page.gateCount; ++c) {
            const GateMatrixCell* cell =
                page.firstGate + c < data.cells.size() ? &data.cells.at(page.firstGate + c) : nullptr;
            if (!cell)
                continue;
            const QRectF box(gridLeft + m_cellWidth * c, top, m_cellWidth, m_rowHeight);
            painter.fillRect(box, AssessmentGridModel::stateFill(cell->state));
            painter.setPen(AssessmentGridModel::stateText(cell->state));
            painter.drawText(QPointF(box.center().x() - bold.horizontalAdvance(cell->letter) / 2, base), cell->letter);
        }
    }

    // Grid lines.
    painter.setPen(QPen(kGrid, m_pad / 4));
    const qreal gridBottom = gridTop + m_rowHeight * page.rowCount;
    for (int r = 0; r <= page.rowCount; ++r)
        painter.drawLine(QPointF(0, gridTop + m_rowHeight * r), QPointF(gridRight, gridTop + m_rowHeight * r));
    painter.drawLine(QPointF(0, headerTop), QPointF(gridRight, headerTop));
    for (const qreal at : {0.0, m_numberWidth, m_numberWidth + m_nameWidth})
        painter.drawLine(QPointF(at, headerTop), QPointF(at, gridBottom));
    for (int c = 0; c <= page.gateCount; ++c)
        painter.drawLine(QPointF(gridLeft + m_cellWidth * c, headerTop),
                         QPointF(gridLeft + m_cellWidth * c, gridBottom));

    // The key of this page's gates, read down each column.
    painter.setPen(kInk);
    const qreal keyTopY = keyTop(page.rowCount);
    for (int i = 0; i < band.gateCount; ++i) {
        const QString number = QString::number(band.firstGate + i + 1);
        const qreal left = m_keyColumnWidth * qreal(i / band.keyLines);
        const qreal y = keyTopY + m_ascent + m_lineSpacing * qreal(i % band.keyLines);
        painter.setFont(m_bold);
        painter.drawText(QPointF(left + m_keyNumberWidth - bold.horizontalAdvance(number), y), number);
        painter.setFont(m_text);
        drawLine(painter, QPointF(left + m_keyNumberWidth + m_pad, y), band.keyTitles.at(i));
    }
    painter.restore();
}

} // namespace gatebench::report
