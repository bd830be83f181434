#pragma once
// Line breaking for the report's PDF layout (views/report/ReportWriter.h), in time linear in the text.
#include <QFont>
#include <QString>
#include <QStringList>

class QPaintDevice;
class QPainter;
class QPointF;

namespace gatebench::report {

/// Lines of a text wrapped to a width.
struct WrappedText {
    QStringList lines;
    /// The text goes on beyond `lines` (only with a line limit).
    bool cut = false;
    /// How many characters were handed to Qt's text layout: the work done, which grows linearly with
    /// the text's length and, with a line limit, no further than the limit needs.
    qsizetype laidOut = 0;
};

/// `text` wrapped to `width` device units in `font` on `device`: at word boundaries, or anywhere in a
/// word longer than the line; each "\n" starts a new line and an empty text is one empty line. With
/// `maxLines` above 0, at most that many lines, and only as much of the text is laid out as they take
/// (growing a prefix geometrically), so that a 300,000-character text costs a table cell no more than a
/// short one.
WrappedText wrapText(const QString& text, const QFont& font, QPaintDevice* device, qreal width, int maxLines = 0);

/// `text` cut to `most` UTF-16 units and an ellipsis when it is longer, never splitting a surrogate pair:
/// what a single line (the page header, a name in the gate matrix) measures and elides, so that eliding
/// costs the same for any length.
QString capped(const QString& text, qsizetype most);

/// Draws `line` with its baseline starting at `at`, in the painter's font, every full-width bracket
/// (（）【】《》「」『』〔〕［］｛｝〈〉) set close to the text it encloses. WenQuanYi Micro Hei, the report's
/// one family, centres these brackets in their full width, which prints as a loose space inside them
/// ("（ 模拟 ）"); the space outside stays. The line is never wider than its measured width.
void drawLine(QPainter& painter, const QPointF& at, const QString& line);

} // namespace gatebench::report
