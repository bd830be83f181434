#include "report/ReportWriter.h"

#include "charts/BonusBarsChart.h"
#include "charts/GateMatrixChart.h"
#include "charts/PocBarsChart.h"
#include "charts/TcoCategoryChart.h"
#include "charts/TcoTornadoChart.h"
#include "charts/WaitCdfChart.h"
#include "report/GateMatrixPages.h"
#include "report/TextWrap.h"
#include "reports/Fingerprint.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTextBoundaryFinder>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentWriter>
#include <QTextLayout>
#include <QTextTable>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <numeric>

namespace gatebench::report {

namespace {

/// The translation context of this file's words (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ReportWriter)
};

constexpr int kDpi = 300;
/// Millimetres in device units.
constexpr qreal mm(qreal value)
{
    return value * kDpi / 25.4;
}

QFont fontOf(qreal points, bool bold = false)
{
    QFont font(reportFontFamily());
    font.setPointSizeF(points);
    font.setBold(bold);
    font.setKerning(false);
    return font;
}

/// The size of every table's text: the least a committee reads on paper.
constexpr qreal kTablePoints = 8;
/// The least size of a chart's text on the page (axis and value labels, legend, bar labels).
constexpr qreal kChartPoints = 8;

/// A table cell shows at most this many lines: a longer text is cut there and given whole in "Long
/// texts in full" at the end of the report, so that a row always fits on a page.
constexpr int kCellLines = 36;
/// A text cut for the page header or a chart label keeps at most this many code points.
constexpr qsizetype kShortText = 1000;

/// Lines of `text` wrapped to `width` in `font` on `device`; an empty text is one empty line.
QStringList wrapped(const QString& text, const QFont& font, QPaintDevice* device, qreal width)
{
    return wrapText(text, font, device, width).lines;
}

using Op = std::function<void(QPainter&)>;

/// Lays the report out into pages of drawing steps, then paints them with the page count known.
class PdfLayout {
public:
    PdfLayout(const Report& report, QPdfWriter& writer)
        : m_report(report)
        , m_device(&writer)
    {
        const QRect page(0, 0, writer.width(), writer.height());
        m_left = mm(18);
        m_right = page.width() - mm(18);
        m_top = mm(26);
        m_bottom = page.height() - mm(20);
        m_pageSize = page.size();
        // The header's title, cut to its room once (every page draws it).
        const QFontMetricsF metrics(fontOf(8), m_device);
        QString title = m_report.documentTitle;
        if (!m_report.evaluationTitle.isEmpty())
            title += QStringLiteral(" · ") + m_report.evaluationTitle;
        m_headerPrint = Text::tr("Fingerprint %1").arg(fingerprint::shortForm(m_report.fingerprint));
        m_headerTitle = metrics.elidedText(capped(title, kShortText), Qt::ElideRight,
                                           width() - metrics.horizontalAdvance(m_headerPrint) - mm(6));
        // The label in the footer's left third, and as a watermark no wider than 80 % of the page's
        // diagonal (a label is at most 200 code points; either is measured once, not on every page).
        m_footerLabel = metrics.elidedText(capped(m_report.label, kShortText), Qt::ElideRight, width() / 3);
        m_watermarkFont = fontOf(60, true);
        const qreal diagonal = std::hypot(qreal(m_pageSize.width()), qreal(m_pageSize.height()));
        const qreal wide =
            QFontMetricsF(m_watermarkFont, m_device).horizontalAdvance(capped(m_report.label, kShortText));
        if (wide > diagonal * 0.8)
            m_watermarkFont.setPointSizeF(std::max(6.0, 60 * diagonal * 0.8 / wide));
    }

    void run()
    {
        bool first = true;
        for (const Section& section : m_report.sections) {
            if (!first)
                newPage();
            if (first)
                cover(section);
            else
                sectionBody(section);
            first = false;
        }
        longTexts();
    }

    void paint(QPainter& painter, QPdfWriter& writer)
    {
        for (qsizetype i = 0; i < m_pages.size(); ++i) {
            if (i > 0)
                writer.newPage();
            watermark(painter);
            header(painter);
            for (const Op& op : std::as_const(m_pages.at(i)))
                op(painter);
            footer(painter, int(i) + 1, int(m_pages.size()));
        }
    }

    // ---- Step by step (PdfPages): the same layout and painting as run() and paint() ----

    /// Lays out section `index` (the first is the cover).
    void laySection(qsizetype index)
    {
        const Section& section = m_report.sections.at(index);
        if (index == 0) {
            cover(section);
        } else {
            newPage();
            sectionBody(section);
        }
        if (index == m_report.sections.size() - 1)
            longTexts();
    }

    int pageCount() const { return int(m_pages.size()); }
    QSize pageSize() const { return m_pageSize; }

    /// Paints page `index` (0-based) with its watermark, header and footer, on a page already begun.
    void paintPage(QPainter& painter, int index) const
    {
        watermark(painter);
        header(painter);
        for (const Op& op : std::as_const(m_pages.at(index)))
            op(painter);
        footer(painter, index + 1, int(m_pages.size()));
    }

private:
    qreal width() const { return m_right - m_left; }

    void newPage()
    {
        m_pages.append(QList<Op>());
        m_y = m_top;
    }

    void ensure(qreal height)
    {
        if (m_pages.isEmpty() || (m_y + height > m_bottom && m_y > m_top))
            newPage();
    }

    void add(Op op)
    {
        if (m_pages.isEmpty())
            newPage();
        m_pages.last().append(std::move(op));
    }

    /// Wrapped text at the cursor, splitting between lines across pages.
    void text(const QString& value, const QFont& font, qreal indent = 0, const QColor& colour = Qt::black)
    {
        const QFontMetricsF metrics(font, m_device);
        for (const QString& line : wrapped(value, font, m_device, width() - indent)) {
            ensure(metrics.lineSpacing());
            const QPointF at(m_left + indent, m_y + metrics.ascent());
            add([line, font, at, colour](QPainter& p) {
                p.setFont(font);
                p.setPen(colour);
                drawLine(p, at, line);
            });
            m_y += metrics.lineSpacing();
        }
    }

    void gap(qreal millimetres) { m_y += mm(millimetres); }

    void cover(const Section& section)
    {
        m_section = section.title;
        newPage();
        m_y = m_top + mm(40);
        text(section.title, fontOf(24, true));
        gap(4);
        for (const Block& block : section.blocks) {
            if (block.kind == Block::Kind::Paragraph && &block == &section.blocks.first()) {
                text(block.text, fontOf(16));
                gap(10);
            } else {
                blockBody(block);
            }
        }
    }

    void sectionBody(const Section& section)
    {
        m_section = section.title;
        text(section.title, fontOf(16, true));
        gap(3);
        for (const Block& block : section.blocks)
            blockBody(block);
    }

    void blockBody(const Block& block)
    {
        switch (block.kind) {
        case Block::Kind::Subheading: {
            gap(2);
            const QFont font = fontOf(11, true);
            ensure(QFontMetricsF(font, m_device).lineSpacing() * 3); // never a heading alone at a page end
            text(block.text, font);
            gap(1);
            break;
        }
        case Block::Kind::Paragraph:
            text(block.text, fontOf(9.5));
            gap(1.5);
            break;
        case Block::Kind::Table:
            table(block.text, block.table);
            break;
        case Block::Kind::Chart:
            chart(*block.chart);
            break;
        case Block::Kind::PageBreak:
            newPage();
            break;
        }
    }

    /// What each column of `table` needs at `points`: `natural` shows its longest line (at most 70 %
    /// of the width), `least` its widest piece between two places where a line may break (at most 40 %;
    /// Unicode line breaking: at spaces, and between Chinese characters), padding included, with a
    /// little slack so that text laid out at exactly that width never breaks inside a word ("Ran k").
    /// Only the first kShortText characters of each line are measured: a longer line needs the 70 % in
    /// any case.
    struct ColumnNeeds {
        QList<qreal> natural;
        QList<qreal> least;
    };
    ColumnNeeds columnNeeds(const Table& table, qreal points) const
    {
        const qreal pad = mm(1.2);
        const qreal slack = mm(0.4);
        ColumnNeeds needs;
        const auto measure = [&](const QStringList& row, const QFont& f) {
            const QFontMetricsF m(f, m_device);
            if (needs.natural.size() < row.size()) {
                needs.natural.resize(row.size(), mm(8));
                needs.least.resize(row.size(), mm(6));
            }
            for (int c = 0; c < row.size(); ++c) {
                qreal widest = 0;
                qreal word = 0;
                for (const QString& whole : row.at(c).split(u'\n')) {
                    const QString part = whole.left(kShortText);
                    widest = std::max(widest, m.horizontalAdvance(part));
                    word = std::max(word, widestUnbreakable(part, m));
                }
                needs.natural[c] = std::max(needs.natural[c], std::min(widest, width() * 0.7) + 2 * pad + slack);
                needs.least[c] = std::max(needs.least[c], std::min(word, width() * 0.4) + 2 * pad + slack);
            }
        };
        measure(table.header, fontOf(points, true));
        for (const QStringList& row : table.rows)
            measure(row, fontOf(points));
        for (qsizetype c = 0; c < needs.natural.size(); ++c)
            needs.natural[c] = std::max(needs.natural[c], needs.least[c]);
        return needs;
    }

    /// The widest piece of `text` between two places where a line may break.
    static qreal widestUnbreakable(const QString& text, const QFontMetricsF& metrics)
    {
        QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
        qreal widest = 0;
        qsizetype from = 0;
        for (qsizetype at = breaks.toNextBoundary(); at > 0; at = breaks.toNextBoundary()) {
            widest = std::max(widest, metrics.horizontalAdvance(text.mid(from, at - from).trimmed()));
            from = at;
        }
        return widest;
    }

    static qreal sum(const QList<qreal>& values, qsizetype from = 0, qsizetype to = -1)
    {
        const auto end = to < 0 ? values.cend() : values.cbegin() + to;
        return std::accumulate(values.cbegin() + from, end, 0.0);
    }

    void table(const QString& caption, const Table& table)
    {
        // Every table at kTablePoints. A table whose columns do not fit the page's width even broken
        // at every place a line may break (a column per candidate of a large evaluation, the PoC's
        // figures) is split into blocks of columns, each repeating the columns that name the rows.
        const ColumnNeeds needs = columnNeeds(table, kTablePoints);
        const int columns = int(needs.natural.size());
        const int key = std::clamp(table.keyColumns, 0, std::max(columns - 1, 0));
        if (sum(needs.least) > width() && columns - key > 1 && splitColumns(caption, table, key, needs))
            return;
        layTable(caption, table, kTablePoints, needs);
    }

    /// Lays `table` out in blocks of columns at 8 pt, each with its `key` first columns; false when
    /// even one more column beside them does not fit.
    bool splitColumns(const QString& caption, const Table& table, int key, const ColumnNeeds& needs)
    {
        const int columns = int(needs.least.size());
        const qreal keyWidth = sum(needs.least, 0, key);
        QList<std::pair<int, int>> blocks; // first column, end
        for (int first = key; first < columns;) {
            int end = first + 1;
            qreal used = keyWidth + needs.least.at(first);
            if (used > width())
                return false;
            while (end < columns && used + needs.least.at(end) <= width())
                used += needs.least.at(end++);
            blocks.append({first, end});
            first = end;
        }
        const QLocale locale;
        for (const auto& [first, end] : blocks) {
            const auto pick = [&](const QStringList& row) {
                QStringList picked = row.mid(0, key);
                for (int c = first; c < end; ++c)
                    picked.append(row.value(c));
                return picked;
            };
            Table part;
            part.keyColumns = key;
            part.header = table.header.isEmpty() ? QStringList() : pick(table.header);
            for (const QStringList& row : table.rows)
                part.rows.append(pick(row));
            const QString range =
                end - first == 1 ? Text::tr("column %1 of %2").arg(locale.toString(end), locale.toString(columns))
                                 : Text::tr("columns %1–%2 of %3")
                                       .arg(locale.toString(first + 1), locale.toString(end), locale.toString(columns));
            layTable(caption.isEmpty() ? range : Text::tr("%1 (%2)").arg(caption, range), part, kTablePoints,
                     columnNeeds(part, kTablePoints));
        }
        return true;
    }

    /// The lines of a table cell: at most kCellLines, a longer text cut with the number of the note
    /// that gives it whole (`where` names the cell in that note).
    QStringList cellLines(const QString& value, const QFont& font, qreal width, const std::function<QString()>& where)
    {
        WrappedText wrapped = wrapText(value, font, m_device, width, kCellLines);
        if (!wrapped.cut)
            return wrapped.lines;
        m_longTexts.append({where(), value});
        const QStringList marker =
            wrapText(Text::tr("… continued in note %1 at the end of the report").arg(m_longTexts.size()), font,
                     m_device, width)
                .lines;
        return wrapped.lines.mid(0, std::max<qsizetype>(1, kCellLines - marker.size())) + marker;
    }

    void layTable(const QString& caption, const Table& table, qreal points, const ColumnNeeds& needs)
    {
        const QFont font = fontOf(points);
        const QFont bold = fontOf(points, true);
        const QFontMetricsF metrics(font, m_device);
        const qreal pad = mm(1.2);
        const int columns = int(needs.natural.size());
        if (columns == 0)
            return;
        // Column widths: every column at least as wide as its longest word (a number never breaks),
        // the rest shared out by how much more each column's longest line wants.
        const QList<qreal>& natural = needs.natural;
        const QList<qreal>& least = needs.least;
        QList<qreal> widths(columns, 0);
        const qreal total = sum(natural);
        const qreal minimum = sum(least);
        if (total <= width()) {
            for (int c = 0; c < columns; ++c)
                widths[c] = natural[c] * width() / total;
        } else if (minimum <= width()) {
            const qreal spare = width() - minimum;
            for (int c = 0; c < columns; ++c)
                widths[c] = least[c] + spare * (natural[c] - least[c]) / (total - minimum);
        } else {
            for (int c = 0; c < columns; ++c)
                widths[c] = least[c] * width() / minimum;
        }

        struct Laid {
            QList<QStringList> cells;
            qreal height = 0;
        };
        // `number`: the row's number in the table (0: the header row).
        const auto lay = [&](const QStringList& row, qsizetype number, const QFont& f) {
            Laid laid;
            int most = 1;
            for (int c = 0; c < columns; ++c) {
                const auto where = [&] {
                    QStringList parts;
                    for (const QString& part : {m_section, caption, table.header.value(c)}) {
                        if (!part.isEmpty())
                            parts.append(capped(part, 120));
                    }
                    if (number > 0)
                        parts.append(Text::tr("row %1").arg(QLocale().toString(number)));
                    return parts.join(QStringLiteral(" · "));
                };
                const QStringList lines = cellLines(row.value(c), f, widths[c] - 2 * pad, where);
                most = std::max(most, int(lines.size()));
                laid.cells.append(lines);
            }
            laid.height = most * metrics.lineSpacing() + 2 * pad;
            return laid;
        };
        const std::optional<Laid> header =
            table.header.isEmpty() ? std::nullopt : std::optional(lay(table.header, 0, bold));
        const auto drawRow = [&](const Laid& laid, const QFont& f, bool shaded) {
            const qreal top = m_y;
            const qreal left = m_left;
            const QList<qreal> w = widths;
            const qreal ascent = metrics.ascent();
            const qreal spacing = metrics.lineSpacing();
            add([laid, f, shaded, top, left, w, pad, ascent, spacing](QPainter& p) {
                qreal x = left;
                p.setFont(f);
                for (qsizetype c = 0; c < w.size(); ++c) {
                    const QRectF cell(x, top, w.at(c), laid.height);
                    if (shaded)
                        p.fillRect(cell, QColor(0xe8, 0xec, 0xf2));
                    p.setPen(QPen(QColor(0x9a, 0xa4, 0xb0), mm(0.15)));
                    p.drawRect(cell);
                    p.setPen(Qt::black);
                    qreal y = top + pad + ascent;
                    for (const QString& line : laid.cells.at(c)) {
                        drawLine(p, QPointF(x + pad, y), line);
                        y += spacing;
                    }
                    x += w.at(c);
                }
            });
            m_y += laid.height;
        };

        // A caption and a header row never stand alone at the end of a page: the first row comes with them.
        std::optional<Laid> first;
        if (!table.rows.isEmpty())
            first = lay(table.rows.first(), 1, font);
        const qreal firstRow = first ? first->height : 0;
        if (!caption.isEmpty()) {
            const QFont captionFont = fontOf(9, true);
            ensure(QFontMetricsF(captionFont, m_device).lineSpacing() + mm(0.8) + (header ? header->height : 0) +
                   firstRow);
            text(caption, captionFont);
            gap(0.8);
        }
        if (header) {
            ensure(header->height + firstRow);
            drawRow(*header, bold, true);
        }
        for (qsizetype r = 0; r < table.rows.size(); ++r) {
            const Laid laid = r == 0 ? *first : lay(table.rows.at(r), r + 1, font);
            if (m_y + laid.height > m_bottom && m_y > m_top) {
                newPage();
                if (header)
                    drawRow(*header, bold, true); // the header row again on every page the table reaches
            }
            drawRow(laid, font, false);
        }
        gap(3);
    }

    void chart(const Chart& chart)
    {
        const std::unique_ptr<ChartDrawing> drawing = drawingOf(chart);
        const QSize natural = drawing ? drawing->exportSize() : QSize();
        if (natural.isEmpty())
            return;
        // The page's device pixels per logical pixel of the drawing that print its smallest text at
        // kChartPoints: a drawing that can lay itself out again is laid out narrower than its natural
        // width where the page's width would print it smaller (a chart 960 pixels wide printed its
        // 12-pixel labels at about 6 pt), and less tall where the page's height would not hold it.
        const qreal most = (m_bottom - m_top) * 0.8;
        const qreal readable = kChartPoints * kDpi / 72.0 / drawing->smallestTextPixels();
        QSize layout = natural;
        qreal w = width();
        qreal h = 0;
        if (drawing->laysOutAtAnySize()) {
            layout.setWidth(std::min(natural.width(), int(std::floor(w / readable))));
            const qreal scale = w / layout.width();
            layout.setHeight(std::min(natural.height(), int(std::floor(most / scale))));
            h = layout.height() * scale;
        } else {
            h = w * natural.height() / natural.width();
            if (h > most) {
                w = w * most / h;
                h = most;
            }
        }
        // A gate matrix too large for the chart, or whose text the page would shrink below 8 pt,
        // goes across pages instead.
        const qreal smallestPoints = drawing->smallestTextPixels() * (w / natural.width()) * 72.0 / kDpi;
        if (chart.kind == ChartKind::GateMatrix &&
            (chart.paged || smallestPoints < GateMatrixPages::smallestPoints())) {
            gateMatrixPages(chart);
            return;
        }
        ensure(h);
        const QRectF target(m_left, m_y, w, h);
        const std::shared_ptr<const Chart> data = std::make_shared<const Chart>(chart);
        add([data, target, layout](QPainter& p) { drawChart(*data, p, target, layout); });
        m_y += h + mm(4);
    }

    /// The gate matrix split across pages, each page the grid's alone.
    void gateMatrixPages(const Chart& chart)
    {
        const auto pages = std::make_shared<const GateMatrixPages>(chart.gateMatrix, chart.caption, m_device, width(),
                                                                   m_bottom - m_top);
        for (int i = 0; i < pages->pages().size(); ++i) {
            if (m_pages.isEmpty() || !m_pages.last().isEmpty() || m_y > m_top)
                newPage();
            const QPointF origin(m_left, m_top);
            add([pages, i, origin](QPainter& p) { pages->paint(p, i, origin); });
            m_y = m_bottom; // whatever follows starts on the next page
        }
    }

    /// The texts cut in table cells, each whole, after the last section.
    void longTexts()
    {
        if (m_longTexts.isEmpty())
            return;
        newPage();
        text(Text::tr("Long texts in full"), fontOf(16, true));
        gap(3);
        text(Text::tr("A table cell shows at most %1 lines: each longer text is cut there, marked with the number "
                      "of its note, and given here in full.")
                 .arg(kCellLines),
             fontOf(9.5));
        gap(1.5);
        for (qsizetype i = 0; i < m_longTexts.size(); ++i) {
            const LongText& note = m_longTexts.at(i);
            gap(2);
            const QFont heading = fontOf(11, true);
            ensure(QFontMetricsF(heading, m_device).lineSpacing() * 3);
            text(Text::tr("Note %1: %2").arg(i + 1).arg(note.where), heading);
            gap(1);
            text(note.text, fontOf(9.5));
        }
    }

    /// The chart widget that draws `chart` (every kind's one place).
    static std::unique_ptr<ChartDrawing> drawingOf(const Chart& chart)
    {
        switch (chart.kind) {
        case ChartKind::GateMatrix: {
            auto widget = std::make_unique<GateMatrixChart>();
            widget->setMatrix(chart.gateMatrix, chart.caption);
            return widget;
        }
        case ChartKind::BonusBars: {
            auto widget = std::make_unique<BonusBarsChart>();
            widget->setBars(chart.bonusBars, chart.caption);
            return widget;
        }
        case ChartKind::PocBars: {
            auto widget = std::make_unique<PocBarsChart>();
            widget->setChart(chart.pocBars, chart.caption);
            return widget;
        }
        case ChartKind::WaitCdf: {
            auto widget = std::make_unique<WaitCdfChart>();
            widget->setChart(chart.waitCdf, chart.caption);
            return widget;
        }
        case ChartKind::TcoCategories: {
            auto widget = std::make_unique<TcoCategoryChart>();
            widget->setBars(chart.tcoCategories);
            return widget;
        }
        case ChartKind::TcoTornado: {
            auto widget = std::make_unique<TcoTornadoChart>();
            widget->setTornado(chart.tcoTornado);
            return widget;
        }
        }
        return {};
    }

    static void drawChart(const Chart& chart, QPainter& painter, const QRectF& page, const QSize& layout)
    {
        const std::unique_ptr<ChartDrawing> drawing = drawingOf(chart);
        if (!drawing)
            return;
        // Charts draw at their layout size in logical pixels (and never enlarge): scale the painter so
        // that this size fills the place laid out for them.
        painter.save();
        painter.translate(page.topLeft());
        painter.scale(page.width() / layout.width(), page.height() / layout.height());
        drawing->renderLaidOut(painter, QRectF(QPointF(0, 0), QSizeF(layout)), layout);
        painter.restore();
    }

    void header(QPainter& p) const
    {
        const QFont font = fontOf(8);
        const QFontMetricsF metrics(font, m_device);
        p.setFont(font);
        p.setPen(QColor(0x33, 0x3d, 0x4a));
        const qreal y = mm(12) + metrics.ascent();
        drawLine(p, QPointF(m_left, y), m_headerTitle);
        p.drawText(QPointF(m_right - metrics.horizontalAdvance(m_headerPrint), y), m_headerPrint);
        qreal line = y + metrics.descent() + mm(1);
        if (!m_report.simulatedMark.isEmpty()) {
            p.setPen(QColor(0xb0, 0x3a, 0x2e));
            drawLine(p, QPointF(m_left, line + metrics.ascent()), m_report.simulatedMark);
            line += metrics.lineSpacing();
        }
        p.setPen(QPen(QColor(0x9a, 0xa4, 0xb0), mm(0.2)));
        p.drawLine(QPointF(m_left, line + mm(0.8)), QPointF(m_right, line + mm(0.8)));
    }

    void footer(QPainter& p, int page, int pages) const
    {
        const QFont font = fontOf(8);
        const QFontMetricsF metrics(font, m_device);
        p.setFont(font);
        p.setPen(QColor(0x33, 0x3d, 0x4a));
        const qreal y = m_pageSize.height() - mm(10);
        // "n / N" drawn in three parts with clear gaps, so that text extraction keeps the spaces.
        const QStringList parts{QString::number(page), QStringLiteral("/"), QString::number(pages)};
        const qreal space = metrics.horizontalAdvance(u'0');
        qreal whole = space * 2;
        for (const QString& part : parts)
            whole += metrics.horizontalAdvance(part);
        qreal x = (m_left + m_right - whole) / 2;
        for (const QString& part : parts) {
            p.drawText(QPointF(x, y), part);
            x += metrics.horizontalAdvance(part) + space;
        }
        if (!m_footerLabel.isEmpty())
            drawLine(p, QPointF(m_left, y), m_footerLabel);
        const QString date = m_report.date.toString(Qt::ISODate);
        p.drawText(QPointF(m_right - metrics.horizontalAdvance(date), y), date);
    }

    void watermark(QPainter& p) const
    {
        if (m_report.label.isEmpty())
            return;
        p.save();
        const QFont& font = m_watermarkFont;
        p.setFont(font);
        p.setPen(QColor(0xb0, 0xb8, 0xc4, 70));
        p.translate(m_pageSize.width() / 2.0, m_pageSize.height() / 2.0);
        p.rotate(-35);
        const QFontMetricsF metrics(font, m_device);
        // As outlines, not text: the label is text in every footer, and a rotated text across the page
        // would break into the lines of a copy or of pdftotext.
        QPainterPath path;
        const QString label = capped(m_report.label, kShortText);
        path.addText(QPointF(-metrics.horizontalAdvance(label) / 2, metrics.ascent() / 2), font, label);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xb0, 0xb8, 0xc4, 70));
        p.drawPath(path);
        p.restore();
    }

    /// A text too long for its table cell, given whole at the end.
    struct LongText {
        QString where; ///< section, table, column and row
        QString text;
    };

    const Report& m_report;
    QPaintDevice* m_device;
    QString m_headerTitle;
    QString m_headerPrint;
    QString m_footerLabel;
    QFont m_watermarkFont;
    QList<LongText> m_longTexts;
    QString m_section; ///< the title of the section being laid out
    QSize m_pageSize;
    qreal m_left = 0;
    qreal m_right = 0;
    qreal m_top = 0;
    qreal m_bottom = 0;
    qreal m_y = 0;
    QList<QList<Op>> m_pages;
};

/// The PDF's dates are the report date (Qt writes the time of writing), so the same report gives
/// the same file. Both stamps keep their length, so the cross-reference offsets stay right.
void fixDates(QByteArray& pdf, const QDate& date)
{
    const QByteArray stamp = date.toString(QStringLiteral("yyyyMMdd")).toLatin1() + "000000";
    static const QRegularExpression pdfDate(QStringLiteral("D:(\\d{14})"));
    QString text = QString::fromLatin1(pdf);
    qsizetype from = 0;
    QRegularExpressionMatch match;
    while ((match = pdfDate.match(text, from)).hasMatch()) {
        pdf.replace(match.capturedStart(1), 14, stamp);
        from = match.capturedEnd(1);
    }
    static const QRegularExpression xmpDate(
        QStringLiteral("(CreateDate|ModifyDate|MetadataDate)>(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d)"));
    const QByteArray iso = date.toString(Qt::ISODate).toLatin1() + "T00:00:00";
    from = 0;
    while ((match = xmpDate.match(text, from)).hasMatch()) {
        pdf.replace(match.capturedStart(2), 19, iso);
        from = match.capturedEnd(2);
    }
}

} // namespace

QString reportFontFamily()
{
    return QStringLiteral("WenQuanYi Micro Hei");
}

Result<void> writePdf(const Report& report, QIODevice& device)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(kDpi);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
        writer.setTitle(report.documentTitle + (report.evaluationTitle.isEmpty()
                                                    ? QString()
                                                    : QStringLiteral(" · ") + report.evaluationTitle));
        writer.setCreator(QStringLiteral("GateBench"));
        PdfLayout layout(report, writer);
        layout.run();
        QPainter painter;
        if (!painter.begin(&writer))
            return makeError(Error::Kind::Io, Text::tr("cannot start the PDF"));
        painter.setRenderHint(QPainter::Antialiasing);
        layout.paint(painter, writer);
        painter.end();
    }
    QByteArray pdf = buffer.data();
    fixDates(pdf, report.date);
    if (device.write(pdf) != pdf.size())
        return makeError(Error::Kind::Io, Text::tr("cannot write the PDF: %1").arg(device.errorString()));
    return {};
}

Result<void> writePdf(const Report& report, const QString& path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return makeError(Error::Kind::Io, Text::tr("cannot write %1: %2").arg(path, file.errorString()));
    auto written = writePdf(report, file);
    if (!written)
        return written;
    if (!file.commit())
        return makeError(Error::Kind::Io, Text::tr("cannot write %1: %2").arg(path, file.errorString()));
    return {};
}

// ---- PdfPages ----

struct PdfPages::Impl {
    explicit Impl(Report r)
        : report(std::move(r))
    {
        buffer.open(QIODevice::WriteOnly);
        writer = std::make_unique<QPdfWriter>(&buffer);
        writer->setResolution(kDpi);
        writer->setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
        writer->setTitle(report.documentTitle + (report.evaluationTitle.isEmpty()
                                                     ? QString()
                                                     : QStringLiteral(" · ") + report.evaluationTitle));
        writer->setCreator(QStringLiteral("GateBench"));
        layout = std::make_unique<PdfLayout>(report, *writer);
    }

    Report report;
    QBuffer buffer;
    std::unique_ptr<QPdfWriter> writer;
    std::unique_ptr<PdfLayout> layout;
    qsizetype laid = 0;
    int painted = 0;
    QPainter painter;
};

PdfPages::PdfPages(Report report)
    : m_impl(std::make_unique<Impl>(std::move(report)))
{}

PdfPages::~PdfPages()
{
    if (m_impl->painter.isActive())
        m_impl->painter.end();
}

const Report& PdfPages::report() const
{
    return m_impl->report;
}

int PdfPages::sectionCount() const
{
    return int(m_impl->report.sections.size());
}

bool PdfPages::layNext()
{
    if (m_impl->laid >= m_impl->report.sections.size())
        return false;
    m_impl->layout->laySection(m_impl->laid++);
    return true;
}

bool PdfPages::isLaidOut() const
{
    return m_impl->laid >= m_impl->report.sections.size();
}

int PdfPages::pageCount() const
{
    return m_impl->layout->pageCount();
}

int PdfPages::resolution()
{
    return kDpi;
}

QSize PdfPages::pageSize() const
{
    return m_impl->layout->pageSize();
}

void PdfPages::paintPage(QPainter& painter, int index) const
{
    m_impl->layout->paintPage(painter, index);
}

QImage PdfPages::pageImage(int index, int width) const
{
    const QSize page = pageSize();
    const qreal scale = qreal(width) / page.width();
    QImage image(width, qRound(page.height() * scale), QImage::Format_RGB32);
    // Fonts are sized for the PDF's resolution, and the painter scales the page down to the image.
    const int dotsPerMeter = qRound(kDpi / 0.0254);
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(scale, scale);
    paintPage(painter, index);
    painter.end();
    return image;
}

bool PdfPages::paintNext()
{
    if (m_impl->painted >= pageCount())
        return false;
    if (m_impl->painted == 0) {
        if (!m_impl->painter.begin(m_impl->writer.get()))
            return false;
        m_impl->painter.setRenderHint(QPainter::Antialiasing);
    } else {
        m_impl->writer->newPage();
    }
    paintPage(m_impl->painter, m_impl->painted++);
    return true;
}

Result<void> PdfPages::finish(QIODevice& device)
{
    if (m_impl->painted < pageCount() || !m_impl->painter.isActive())
        return makeError(Error::Kind::Io, Text::tr("cannot start the PDF"));
    m_impl->painter.end();
    m_impl->writer.reset();
    QByteArray pdf = m_impl->buffer.data();
    fixDates(pdf, m_impl->report.date);
    if (device.write(pdf) != pdf.size())
        return makeError(Error::Kind::Io, Text::tr("cannot write the PDF: %1").arg(device.errorString()));
    return {};
}

Result<void> writeOdt(const Report& report, const QString& path)
{
    QTextDocument document;
    document.setDefaultFont(fontOf(10));
    document.setMetaInformation(QTextDocument::DocumentTitle, report.documentTitle);
    QTextCursor cursor(&document);
    QTextCharFormat plain;
    plain.setFont(fontOf(10));
    QTextCharFormat boldFormat = plain;
    boldFormat.setFontWeight(QFont::Bold);
    const auto heading = [&](const QString& text, qreal points, int level) {
        QTextBlockFormat block;
        block.setHeadingLevel(level);
        block.setTopMargin(points);
        QTextCharFormat format;
        format.setFont(fontOf(points, true));
        cursor.insertBlock(block, format);
        cursor.insertText(text, format);
    };
    const auto paragraph = [&](const QString& text, const QTextCharFormat& format) {
        cursor.insertBlock(QTextBlockFormat(), format);
        cursor.insertText(text, format);
    };
    QString header = report.documentTitle;
    if (!report.simulatedMark.isEmpty())
        header += QStringLiteral(" — ") + report.simulatedMark;
    if (!report.label.isEmpty())
        header += QStringLiteral(" — ") + report.label;
    paragraph(header + QStringLiteral(" — ") +
                  Text::tr("Fingerprint %1").arg(fingerprint::shortForm(report.fingerprint)),
              plain);
    for (const Section& section : report.sections) {
        heading(section.title, 16, 1);
        for (const Block& b : section.blocks) {
            switch (b.kind) {
            case Block::Kind::Subheading:
                heading(b.text, 12, 2);
                break;
            case Block::Kind::Paragraph:
                paragraph(b.text, plain);
                break;
            case Block::Kind::Chart:
                paragraph(Text::tr("Chart: %1 (drawn in the PDF report)").arg(b.text), plain);
                break;
            case Block::Kind::PageBreak:
                break;
            case Block::Kind::Table: {
                if (!b.text.isEmpty())
                    paragraph(b.text, boldFormat);
                const int columns = int(std::max<qsizetype>(b.table.header.size(),
                                                            b.table.rows.isEmpty() ? 1 : b.table.rows.first().size()));
                const int rows = int(b.table.rows.size()) + (b.table.header.isEmpty() ? 0 : 1);
                if (rows == 0 || columns == 0)
                    break;
                QTextTableFormat format;
                format.setHeaderRowCount(b.table.header.isEmpty() ? 0 : 1);
                format.setCellPadding(3);
                format.setCellSpacing(0);
                format.setBorder(0.5);
                format.setBorderCollapse(true);
                format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
                QTextTable* table = cursor.insertTable(rows, columns, format);
                int r = 0;
                const auto fill = [&](const QStringList& cells, const QTextCharFormat& f) {
                    for (int c = 0; c < columns; ++c) {
                        QTextCursor cell = table->cellAt(r, c).firstCursorPosition();
                        cell.insertText(c < cells.size() ? cells.at(c) : QString(), f);
                    }
                    ++r;
                };
                if (!b.table.header.isEmpty())
                    fill(b.table.header, boldFormat);
                for (const QStringList& row : b.table.rows)
                    fill(row, plain);
                cursor.movePosition(QTextCursor::End);
                break;
            }
            }
        }
    }
    QTextDocumentWriter writer(path, "odf");
    if (!writer.write(&document))
        return makeError(
            Error::Kind::Io,
            Text::tr("cannot write %1: %2").arg(path, writer.device() ? writer.device()->errorString() : QString()));
    return {};
}

} // namespace gatebench::report
