#include "report/TextWrap.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTextLayout>
#include <QTextOption>

#include <algorithm>

namespace gatebench::report {

namespace {

/// Appends the lines of one paragraph (no "\n" in it) to `out`, stopping once `out` holds `limit`
/// lines (0: no limit). True when the paragraph had more lines than were appended.
bool wrapParagraph(const QString& paragraph, const QFont& font, QPaintDevice* device, qreal width, int limit,
                   WrappedText& out)
{
    if (paragraph.isEmpty()) {
        out.lines.append(QString());
        return false;
    }
    out.laidOut += paragraph.size();
    QTextLayout layout(paragraph, font, device);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    bool more = false;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        if (limit > 0 && out.lines.size() >= limit) {
            more = true;
            break;
        }
        line.setLineWidth(width);
        out.lines.append(paragraph.mid(line.textStart(), line.textLength()).trimmed());
    }
    layout.endLayout();
    return more;
}

} // namespace

WrappedText wrapText(const QString& text, const QFont& font, QPaintDevice* device, qreal width, int maxLines)
{
    WrappedText out;
    if (maxLines <= 0) {
        for (const QString& paragraph : text.split(u'\n'))
            wrapParagraph(paragraph, font, device, width, 0, out);
        return out;
    }
    // With a limit: lay out a prefix long enough for the lines asked for, doubling it until it fills
    // them or holds the whole text. Only the last line of a prefix can differ from the whole text's
    // (a word cut short), and a full prefix drops it.
    qsizetype prefix = qsizetype(maxLines) * 64;
    for (;;) {
        const bool whole = prefix >= text.size();
        const QString part = whole ? text : text.left(prefix);
        WrappedText attempt;
        attempt.laidOut = out.laidOut;
        qsizetype from = 0;
        bool more = false;
        while (from <= part.size() && !more) {
            qsizetype end = part.indexOf(u'\n', from);
            if (end < 0)
                end = part.size();
            more = wrapParagraph(part.mid(from, end - from), font, device, width, maxLines + 1, attempt);
            from = end + 1;
        }
        out.laidOut = attempt.laidOut;
        if (attempt.lines.size() > maxLines || whole) {
            out.cut = attempt.lines.size() > maxLines;
            out.lines = attempt.lines.mid(0, maxLines);
            return out;
        }
        prefix *= 2;
    }
}

void drawLine(QPainter& painter, const QPointF& at, const QString& line)
{
    static const QString opening = QStringLiteral("（【《「『〔［｛〈");
    static const QString closing = QStringLiteral("）】》」』〕］｝〉");
    const auto bracket = [&](QChar c) { return opening.contains(c) || closing.contains(c); };
    if (std::none_of(line.cbegin(), line.cend(), bracket)) {
        painter.drawText(at, line);
        return;
    }
    const QFontMetricsF metrics(painter.font(), painter.device());
    qreal x = at.x();
    qsizetype from = 0;
    const auto run = [&](qsizetype end) {
        if (end > from) {
            const QString part = line.mid(from, end - from);
            painter.drawText(QPointF(x, at.y()), part);
            x += metrics.horizontalAdvance(part);
        }
    };
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (!bracket(c))
            continue;
        run(i);
        from = i + 1;
        const qreal advance = metrics.horizontalAdvance(c);
        const QRectF ink = metrics.tightBoundingRect(QString(c));
        const qreal margin = advance * 0.02; // the least room beside the ink, inside the bracket
        if (opening.contains(c)) {
            painter.drawText(QPointF(x, at.y()), QString(c));
            x += advance - std::max(0.0, advance - ink.right() - margin);
        } else {
            const qreal trim = std::max(0.0, ink.left() - margin);
            x -= trim;
            painter.drawText(QPointF(x, at.y()), QString(c));
            x += advance;
        }
    }
    run(line.size());
}

QString capped(const QString& text, qsizetype most)
{
    if (text.size() <= most)
        return text;
    qsizetype cut = most;
    if (cut > 0 && text.at(cut - 1).isHighSurrogate())
        --cut;
    return text.left(cut) + QStringLiteral("…");
}

} // namespace gatebench::report
