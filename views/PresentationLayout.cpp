#include "PresentationLayout.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace gatebench::presentation {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::PresentationLayout)
};

constexpr int kWrap = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
constexpr int kWrapAnywhere = Qt::AlignLeft | Qt::AlignTop | Qt::TextWrapAnywhere;

QFont fontOf(int px, bool bold)
{
    QFont font = QGuiApplication::font();
    font.setPixelSize(px);
    font.setBold(bold);
    return font;
}

/// Wrapping flags for `text` in `width`: at word boundaries, or anywhere when one word is wider.
int wrapFlags(const QString& text, const QFont& font, qreal width)
{
    return textBounds(text, font, width, kWrap).width() <= width + 0.5 ? kWrap : kWrapAnywhere;
}

/// `text` cut (with "…") so that it wraps into `height` at `width`.
QString shortenTo(const QString& text, const QFont& font, qreal width, qreal height, int flags)
{
    qsizetype low = 0, high = text.size();
    while (low < high) {
        const qsizetype mid = (low + high + 1) / 2;
        if (textBounds(text.left(mid) + QStringLiteral("…"), font, width, flags).height() <= height)
            low = mid;
        else
            high = mid - 1;
    }
    return text.left(low) + QStringLiteral("…");
}

struct Measured {
    QString text;
    QFont font;
    int flags = kWrap;
    qreal height = 0;
    bool shortened = false;
};

Measured measure(const QString& text, const QFont& font, qreal width)
{
    Measured m;
    m.text = text;
    m.font = font;
    m.flags = wrapFlags(text, font, width);
    m.height = text.isEmpty() ? 0 : textBounds(text, font, width, m.flags).height();
    return m;
}

/// The texts of a page's top and bottom, positioned.
struct Frame {
    QList<DrawItem> items;
    qreal top = 0;    ///< where the content starts
    qreal bottom = 0; ///< where it must end
};

DrawItem textItem(const QRectF& rect, const Measured& m, const QColor& colour, const QColor& background)
{
    DrawItem item;
    item.kind = DrawItem::Kind::Text;
    item.rect = rect;
    item.text = m.text;
    item.font = m.font;
    item.flags = m.flags;
    item.colour = colour;
    item.background = background;
    item.shortened = m.shortened;
    return item;
}

DrawItem shape(DrawItem::Kind kind, const QRectF& rect, const QColor& colour)
{
    DrawItem item;
    item.kind = kind;
    item.rect = rect;
    item.colour = colour;
    return item;
}

/// The shapes that mark a cell's box `inner` (a dark fill, a dashed or a double frame), and the colour
/// of its text with the colour under it.
struct MarkStyle {
    QList<DrawItem> shapes;
    QColor ink;
    QColor under;
};

MarkStyle markStyle(Mark mark, const QRectF& inner, const Theme& theme)
{
    MarkStyle style{{}, theme.ink, theme.paper};
    switch (mark) {
    case Mark::Fail:
        style.shapes.append(shape(DrawItem::Kind::Fill, inner, theme.failFill));
        style.ink = theme.failInk;
        style.under = theme.failFill;
        break;
    case Mark::Unknown:
        style.shapes.append(shape(DrawItem::Kind::DashedFrame, inner, theme.unknownFrame));
        break;
    case Mark::Waived:
        style.shapes.append(shape(DrawItem::Kind::DoubleFrame, inner, theme.ink));
        break;
    case Mark::Pass:
        style.ink = theme.passInk;
        break;
    case Mark::None:
        break;
    }
    return style;
}

} // namespace

QRectF textBounds(const QString& text, const QFont& font, qreal width, int flags)
{
    const QFontMetricsF metrics(font);
    return metrics.boundingRect(QRectF(0, 0, width, 1e7), flags, text);
}

namespace {

/// `slide` with its table as a list: each row's naming cells on a line of their own, then each other
/// cell on a line of its own at the whole width, after its column's header (for a screen too narrow
/// for the columns side by side).
Slide stacked(const Slide& slide)
{
    Slide list = slide;
    const int keys = std::clamp(slide.keyColumns, 0, int(slide.headers.size()) - 1);
    QStringList keyHeaders;
    for (int c = 0; c < keys; ++c)
        keyHeaders << slide.headers.at(c);
    list.headers = {keyHeaders.isEmpty() ? slide.headers.value(0) : keyHeaders.join(QStringLiteral(" · "))};
    list.keyColumns = 0;
    list.rows.clear();
    for (const QList<Cell>& row : slide.rows) {
        if (keys > 0) {
            Cell key;
            QStringList texts;
            for (int c = 0; c < keys && c < row.size(); ++c) {
                if (!row.at(c).text.isEmpty())
                    texts << row.at(c).text;
                if (key.mark == Mark::None)
                    key.mark = row.at(c).mark;
            }
            key.text = texts.join(QStringLiteral(" · "));
            key.strong = true;
            if (!key.text.isEmpty())
                list.rows.append({key});
        }
        for (int c = std::max(keys, 0); c < row.size() && c < slide.headers.size(); ++c) {
            Cell cell = row.at(c);
            if (cell.text.isEmpty() && !cell.bar)
                continue;
            cell.text = Text::tr("%1: %2").arg(QString(slide.headers.at(c)).replace(u'\n', u' '), cell.text);
            list.rows.append({cell});
        }
    }
    return list;
}

/// Widths for columns that want `wanted` and need `least` (each at most its wanted) in `room`: every
/// column its least, then what is left shared equally among those that want more, up to what they
/// want; room left over after that goes to every column in proportion to what it wanted.
QList<qreal> columnWidths(const QList<qreal>& wanted, const QList<qreal>& least, qreal room)
{
    QList<qreal> widths = least;
    qreal left = room;
    for (qreal w : least)
        left -= w;
    if (left <= 0)
        return widths;
    for (;;) {
        QList<qsizetype> hungry;
        for (qsizetype i = 0; i < widths.size(); ++i) {
            if (widths.at(i) + 0.5 < wanted.at(i))
                hungry << i;
        }
        if (hungry.isEmpty() || left < 0.5)
            break;
        const qreal share = left / qreal(hungry.size());
        for (qsizetype i : std::as_const(hungry)) {
            const qreal more = std::min(share, wanted.at(i) - widths.at(i));
            widths[i] += more;
            left -= more;
        }
    }
    qreal sum = 0;
    for (qreal w : widths)
        sum += w;
    if (left >= 0.5 && sum > 0) {
        for (qreal& w : widths)
            w += left * w / sum;
    }
    return widths;
}

bool anyShortened(const QList<PageLayout>& pages)
{
    for (const PageLayout& page : pages) {
        for (const DrawItem& item : page.items) {
            if (item.shortened)
                return true;
        }
    }
    return false;
}

QList<PageLayout> layoutPages(const Slide& slide, QSize size, const Theme& theme, int viewIndex, int viewCount,
                              bool mayStack);

} // namespace

QList<PageLayout> layoutSlide(const Slide& slide, QSize size, const Theme& theme, int viewIndex, int viewCount)
{
    return layoutPages(slide, size, theme, viewIndex, viewCount, true);
}

namespace {

QList<PageLayout> layoutPages(const Slide& slide, QSize size, const Theme& theme, int viewIndex, int viewCount,
                              bool mayStack)
{
    const qreal width = size.width();
    const qreal height = size.height();
    const int body = Theme::bodyPx(size);
    const qreal margin = std::max(24.0, std::round(width * 0.03));
    const qreal contentWidth = width - 2 * margin;
    const qreal gap = std::round(body * 0.5);
    const qreal pad = std::round(body * 0.3);
    const qreal barHeight = std::round(body * 0.35);
    const QFont titleFont = fontOf(Theme::titlePx(size), true);
    const QFont statementFont = fontOf(Theme::statementPx(size), true);
    const QFont bodyFont = fontOf(body, false);
    const QFont strongFont = fontOf(body, true);

    // The frame every page of the slide shares: title, subtitle, note; the footer comes last.
    const auto frame = [&]() {
        Frame f;
        qreal y = margin;
        const Measured title = measure(slide.title, titleFont, contentWidth);
        f.items.append(textItem(QRectF(margin, y, contentWidth, title.height), title, theme.accent, theme.paper));
        y += title.height;
        if (!slide.subtitle.isEmpty()) {
            const Measured subtitle = measure(slide.subtitle, bodyFont, contentWidth);
            f.items.append(
                textItem(QRectF(margin, y, contentWidth, subtitle.height), subtitle, theme.secondary, theme.paper));
            y += subtitle.height;
        }
        f.items.append(shape(DrawItem::Kind::Fill, QRectF(margin, y + gap / 3, contentWidth, 3), theme.accent));
        f.top = y + gap;
        const qreal footerHeight = QFontMetricsF(bodyFont).height();
        f.bottom = height - margin - footerHeight - gap / 2;
        if (!slide.note.isEmpty()) {
            const Measured note = measure(slide.note, bodyFont, contentWidth);
            f.bottom -= note.height;
            f.items.append(
                textItem(QRectF(margin, f.bottom, contentWidth, note.height), note, theme.secondary, theme.paper));
            f.bottom -= gap / 2;
        }
        if (!slide.legend.isEmpty()) {
            // The legend above the note: each mark as a sample cell drawn as the table draws it, then its
            // meaning; the entries flow from left to right onto as many lines as they need.
            const qreal lineHeight = QFontMetricsF(bodyFont).height();
            const qreal boxHeight = lineHeight + 2 * pad;
            const qreal spacing = std::round(body * 0.4);
            const qreal between = std::round(body * 1.2);
            struct Placed {
                QRectF box;
                Measured symbol;
                QRectF meaningRect;
                Measured meaning;
                Mark mark;
            };
            QList<Placed> placed;
            qreal x = 0, top = 0, lineBottom = boxHeight;
            for (const LegendEntry& entry : slide.legend) {
                Placed p;
                p.mark = entry.mark;
                p.symbol = measure(entry.symbol, strongFont, contentWidth);
                const qreal boxWidth =
                    std::max(boxHeight, QFontMetricsF(strongFont).horizontalAdvance(entry.symbol) + 2 * pad + 8);
                const qreal meaningWidth = QFontMetricsF(bodyFont).horizontalAdvance(entry.meaning) + 1;
                if (x > 0 && x + boxWidth + spacing + meaningWidth > contentWidth) {
                    x = 0;
                    top = lineBottom + pad;
                    lineBottom = top + boxHeight;
                }
                p.box = QRectF(x, top, boxWidth, boxHeight);
                // A meaning wider than the line wraps in what is left of it.
                const qreal room = std::max(contentWidth - x - boxWidth - spacing, qreal(body));
                p.meaning = measure(entry.meaning, bodyFont, std::min(meaningWidth, room));
                p.meaningRect =
                    QRectF(x + boxWidth + spacing, top + pad, std::min(meaningWidth, room), p.meaning.height);
                lineBottom = std::max(lineBottom, p.meaningRect.bottom() + pad);
                x += boxWidth + spacing + std::min(meaningWidth, room) + between;
                placed.append(p);
            }
            f.bottom -= lineBottom;
            for (Placed& p : placed) {
                const QRectF box = p.box.translated(margin, f.bottom);
                const MarkStyle style = markStyle(p.mark, box, theme);
                f.items.append(style.shapes);
                if (!p.symbol.text.isEmpty()) {
                    p.symbol.flags = Qt::AlignCenter;
                    f.items.append(
                        textItem(box.adjusted(pad / 2, pad, -pad / 2, -pad), p.symbol, style.ink, style.under));
                }
                f.items.append(textItem(p.meaningRect.translated(margin, f.bottom), p.meaning, theme.ink, theme.paper));
            }
            f.bottom -= gap / 2;
        }
        return f;
    };

    QList<PageLayout> pages;
    const Frame shared = frame();
    const qreal available = shared.bottom - shared.top;

    // The statements, on the first page.
    QList<DrawItem> statementItems;
    qreal y = shared.top;
    for (const QString& statement : slide.statements) {
        Measured m = measure(statement, statementFont, contentWidth);
        if (y + m.height > shared.bottom) {
            m.text = shortenTo(statement, statementFont, contentWidth, std::max(0.0, shared.bottom - y), m.flags);
            m.height = textBounds(m.text, statementFont, contentWidth, m.flags).height();
            m.shortened = true;
            if (y + m.height > shared.bottom)
                break;
        }
        statementItems.append(textItem(QRectF(margin, y, contentWidth, m.height), m, theme.accent, theme.paper));
        y += m.height + gap / 2;
    }
    const qreal afterStatements = statementItems.isEmpty() ? shared.top : y + gap / 2;

    PageLayout current;
    current.items = shared.items + statementItems;
    qreal cursor = afterStatements;

    const int columns = int(slide.headers.size());
    if (columns > 0) {
        // The widest line of each column, to size the columns.
        QList<qreal> natural(columns, 0.0);
        const qreal frameRoom = 8;
        for (int c = 0; c < columns; ++c) {
            for (const QString& line : slide.headers.at(c).split(u'\n'))
                natural[c] = std::max(natural[c], QFontMetricsF(strongFont).horizontalAdvance(line));
            for (const QList<Cell>& row : slide.rows) {
                if (c >= row.size())
                    continue;
                const QFont& font = row.at(c).strong ? strongFont : bodyFont;
                for (const QString& line : row.at(c).text.split(u'\n'))
                    natural[c] = std::max(natural[c], QFontMetricsF(font).horizontalAdvance(line));
            }
            natural[c] += 2 * pad + frameRoom;
        }
        const int keys = std::clamp(slide.keyColumns, 0, columns - 1);
        // A column is never narrower than its widest cell line (a cell's words stay whole: "? Unknown"), up
        // to a third of the width; the headers wrap.
        QList<qreal> least(columns, body * 4.0);
        for (const QList<Cell>& row : slide.rows) {
            for (int c = keys; c < columns && c < row.size(); ++c) {
                const QFont& font = row.at(c).strong ? strongFont : bodyFont;
                for (const QString& line : row.at(c).text.split(u'\n'))
                    least[c] = std::max(least[c], QFontMetricsF(font).horizontalAdvance(line) + 2 * pad + frameRoom);
            }
        }
        for (int c = 0; c < columns; ++c)
            least[c] = std::min({least[c], natural[c], contentWidth / 3});
        // The key columns' share of the width never cuts a word of theirs ("Kubernetes"), up to 45 % of it.
        qreal keyWords = 0;
        static const QRegularExpression spaces(QStringLiteral("\\s+"));
        for (const QList<Cell>& row : slide.rows) {
            for (int c = 0; c < keys && c < row.size(); ++c) {
                const QFont& font = row.at(c).strong ? strongFont : bodyFont;
                for (const QString& word : row.at(c).text.split(spaces))
                    keyWords = std::max(keyWords, QFontMetricsF(font).horizontalAdvance(word) + 2 * pad + frameRoom);
            }
        }
        const auto keyShareOf = [&](qreal keyWidth, qreal share) {
            return std::min(keyWidth, std::max(contentWidth * share, std::min(keyWords, contentWidth * 0.45)));
        };
        // The blocks of columns: all of them when they fit, else the key columns and as many others as fit.
        QList<QList<int>> blocks;
        QList<QList<qreal>> widths;
        qreal total = 0;
        for (qreal w : natural)
            total += w;
        if (total <= contentWidth || columns == keys + 1) {
            QList<int> all;
            QList<qreal> w;
            for (int c = 0; c < columns; ++c)
                all << c;
            if (total <= contentWidth) {
                for (int c = 0; c < columns; ++c)
                    w << natural[c] * contentWidth / total;
            } else {
                qreal keyWidth = 0;
                for (int c = 0; c < keys; ++c)
                    keyWidth += natural[c];
                const qreal keyShare = keyShareOf(keyWidth, 0.4);
                for (int c = 0; c < keys; ++c)
                    w << natural[c] * keyShare / keyWidth;
                w << contentWidth - keyShare;
            }
            blocks << all;
            widths << w;
        } else {
            qreal keyWidth = 0;
            for (int c = 0; c < keys; ++c)
                keyWidth += natural[c];
            const qreal keyShare = keys > 0 ? keyShareOf(keyWidth, 0.3) : 0;
            const qreal rest = contentWidth - keyShare;
            for (int first = keys; first < columns;) {
                // As many columns as their least widths allow, at least one.
                int last = first;
                qreal used = 0;
                while (last < columns && (last == first || used + least[last] <= rest))
                    used += least[last++];
                QList<int> block;
                QList<qreal> w;
                for (int c = 0; c < keys; ++c) {
                    block << c;
                    w << natural[c] * keyShare / keyWidth;
                }
                QList<qreal> wanted, floor;
                for (int c = first; c < last; ++c) {
                    block << c;
                    wanted << natural[c];
                    floor << least[c];
                }
                w << columnWidths(wanted, floor, rest);
                blocks << block;
                widths << w;
                first = last;
            }
        }

        for (qsizetype b = 0; b < blocks.size(); ++b) {
            const QList<int>& block = blocks.at(b);
            const QList<qreal>& w = widths.at(b);
            // The header row.
            QList<Measured> header;
            qreal headerHeight = 0;
            for (qsizetype i = 0; i < block.size(); ++i) {
                header << measure(slide.headers.at(block.at(i)), strongFont, w.at(i) - 2 * pad);
                headerHeight = std::max(headerHeight, header.last().height + 2 * pad);
            }
            const auto placeHeader = [&](PageLayout& page, qreal top) {
                page.items.append(
                    shape(DrawItem::Kind::Fill, QRectF(margin, top, contentWidth, headerHeight), theme.headerFill));
                qreal x = margin;
                for (qsizetype i = 0; i < block.size(); ++i) {
                    page.items.append(textItem(QRectF(x + pad, top + pad, w.at(i) - 2 * pad, header.at(i).height),
                                               header.at(i), theme.ink, theme.headerFill));
                    x += w.at(i);
                }
                return top + headerHeight;
            };
            // A new block of columns starts on a new page (the first one follows the statements).
            if (b > 0) {
                pages << current;
                current = PageLayout{shared.items};
                cursor = shared.top;
            }
            bool headerPlaced = false;
            for (const QList<Cell>& row : slide.rows) {
                QList<Measured> cells;
                qreal rowHeight = 0;
                for (qsizetype i = 0; i < block.size(); ++i) {
                    const Cell cell = block.at(i) < row.size() ? row.at(block.at(i)) : Cell();
                    cells << measure(cell.text, cell.strong ? strongFont : bodyFont, w.at(i) - 2 * pad - frameRoom);
                    qreal h = cells.last().height + 2 * pad;
                    if (cell.bar)
                        h += barHeight + pad / 2;
                    rowHeight = std::max(rowHeight, h);
                }
                // A row taller than a page by itself is shortened to fit one.
                const qreal room = available - headerHeight;
                if (rowHeight > room) {
                    rowHeight = 0;
                    for (qsizetype i = 0; i < block.size(); ++i) {
                        Measured& m = cells[i];
                        const Cell cell = block.at(i) < row.size() ? row.at(block.at(i)) : Cell();
                        const qreal textRoom = room - 2 * pad - (cell.bar ? barHeight + pad / 2 : 0);
                        if (m.height > textRoom) {
                            m.text = shortenTo(m.text, m.font, w.at(i) - 2 * pad - frameRoom, textRoom, m.flags);
                            m.height = textBounds(m.text, m.font, w.at(i) - 2 * pad - frameRoom, m.flags).height();
                            m.shortened = true;
                        }
                        rowHeight = std::max(rowHeight, m.height + 2 * pad + (cell.bar ? barHeight + pad / 2 : 0));
                    }
                }
                const bool fresh = current.items.size() == shared.items.size();
                if (!headerPlaced ? cursor + headerHeight + rowHeight > shared.bottom && !fresh
                                  : cursor + rowHeight > shared.bottom) {
                    pages << current;
                    current = PageLayout{shared.items};
                    cursor = shared.top;
                    headerPlaced = false;
                }
                if (!headerPlaced) {
                    cursor = placeHeader(current, cursor);
                    headerPlaced = true;
                }
                qreal x = margin;
                for (qsizetype i = 0; i < block.size(); ++i) {
                    const Cell cell = block.at(i) < row.size() ? row.at(block.at(i)) : Cell();
                    const QRectF box(x, cursor, w.at(i), rowHeight);
                    const MarkStyle style = markStyle(cell.mark, box.adjusted(3, 3, -3, -3), theme);
                    current.items.append(style.shapes);
                    const QColor ink = style.ink;
                    const QColor under = style.under;
                    const qreal textWidth = w.at(i) - 2 * pad - frameRoom;
                    const QRectF textRect(x + pad + frameRoom / 2, cursor + pad, textWidth, cells.at(i).height);
                    if (!cells.at(i).text.isEmpty())
                        current.items.append(textItem(textRect, cells.at(i), ink, under));
                    if (cell.bar) {
                        const qreal barWidth = std::max(2.0, textWidth * std::clamp(*cell.bar, 0.0, 1.0));
                        current.items.append(shape(
                            DrawItem::Kind::Bar,
                            QRectF(textRect.left(), textRect.bottom() + pad / 2, barWidth, barHeight), theme.accent));
                    }
                    x += w.at(i);
                }
                cursor += rowHeight;
                current.items.append(
                    shape(DrawItem::Kind::Fill, QRectF(margin, cursor - 1, contentWidth, 1), theme.secondary));
            }
            if (!headerPlaced && cursor + headerHeight <= shared.bottom)
                cursor = placeHeader(current, cursor);
        }
    }
    pages << current;

    // The footer: which view, which page.
    const QFont footerFont = bodyFont;
    const qreal footerHeight = QFontMetricsF(footerFont).height();
    for (qsizetype p = 0; p < pages.size(); ++p) {
        QString position = Text::tr("%1 / %2").arg(viewIndex + 1).arg(viewCount);
        if (pages.size() > 1)
            position = Text::tr("%1 · page %2 of %3").arg(position).arg(p + 1).arg(pages.size());
        Measured m;
        m.text = position;
        m.font = footerFont;
        m.flags = Qt::AlignRight | Qt::AlignTop;
        m.height = footerHeight;
        pages[p].items.append(textItem(QRectF(margin, height - margin - footerHeight, contentWidth, footerHeight), m,
                                       theme.secondary, theme.paper));
    }
    // A table whose columns side by side leave a cell too tall for a page (a narrow screen, or the
    // minutes beside the slides) is shown as a list instead, when that fits whole.
    if (mayStack && slide.headers.size() > 1 && anyShortened(pages)) {
        QList<PageLayout> list = layoutPages(stacked(slide), size, theme, viewIndex, viewCount, false);
        if (!anyShortened(list))
            return list;
    }
    return pages;
}

} // namespace

} // namespace gatebench::presentation
