#pragma once
// Lays a presentation slide (reports/PresentationSlides.h) out on a screen of a given size: titles,
// statements and the table wrapped to the width, at the theme's sizes (never below kMinTextPx), the
// table's rows split across pages and, when too wide, its columns into blocks, so that nothing is cut
// off. A cell taller than a whole page is the one thing shortened, with "…", and said so.

#include "PresentationTheme.h"
#include "reports/PresentationSlides.h"

#include <QColor>
#include <QFont>
#include <QList>
#include <QRectF>
#include <QSize>
#include <QString>

namespace gatebench::presentation {

struct DrawItem {
    enum class Kind { Text, Fill, Frame, DashedFrame, DoubleFrame, Bar };
    Kind kind = Kind::Text;
    QRectF rect;
    QString text; ///< Text
    QFont font;   ///< Text: its pixel size is set
    QColor colour;
    QColor background; ///< Text: the colour it is drawn on (for the contrast check)
    int flags = 0;     ///< Text: Qt alignment and wrap flags
    bool shortened = false;
};

struct PageLayout {
    QList<DrawItem> items;
};

/// The pages of `slide` on a screen of `size`, with the footer naming view `viewIndex` (0-based) of
/// `viewCount`. Always at least one page.
QList<PageLayout> layoutSlide(const Slide& slide, QSize size, const Theme& theme, int viewIndex, int viewCount);

/// The smallest bounding rectangle of `text` in `font` wrapped to `width` with `flags`.
QRectF textBounds(const QString& text, const QFont& font, qreal width, int flags);

} // namespace gatebench::presentation
