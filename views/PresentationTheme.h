#pragma once
// The colours and text sizes of presentation mode: readable from the back of a room on a projector.
// Every text is at least kMinTextPx pixels high at any screen size, and every pair of a text colour and
// the colour it is drawn on has a contrast ratio of at least kMinContrast (WCAG 2 relative luminance).
// Marks also read in black and white: a failing gate is inverted (light on dark), an unknown one
// framed with a heavy dashed line, a waived one with a double line, and each says its word.

#include <QColor>
#include <QList>
#include <QSize>
#include <QString>

namespace gatebench::presentation {

/// The smallest text presentation mode draws, in pixels (issue 30: 28 px at 1920x1080 and 1024x768).
inline constexpr int kMinTextPx = 28;
/// The contrast every text colour keeps against the colour it is drawn on.
inline constexpr double kMinContrast = 7.0;

/// WCAG 2 relative luminance of `colour` (0 black, 1 white).
double relativeLuminance(const QColor& colour);
/// WCAG 2 contrast ratio of two colours: (L1 + 0.05) / (L2 + 0.05) with L1 the lighter (1 to 21).
double contrastRatio(const QColor& a, const QColor& b);

struct Theme {
    QColor paper{0xFF, 0xFF, 0xFF};        ///< the background
    QColor ink{0x00, 0x00, 0x00};          ///< body text, table text, frames
    QColor secondary{0x2B, 0x2B, 0x2B};    ///< subtitle, note, page number
    QColor accent{0x00, 0x2F, 0x6C};       ///< titles, statements, bars
    QColor headerFill{0xE4, 0xE4, 0xE4};   ///< the table's header row
    QColor passInk{0x00, 0x52, 0x1A};      ///< the text of a passing cell
    QColor failFill{0x6E, 0x00, 0x00};     ///< a failing cell's fill (dark: inverted in black and white)
    QColor failInk{0xFF, 0xFF, 0xFF};      ///< a failing cell's text
    QColor unknownFrame{0x4D, 0x33, 0x00}; ///< an unknown cell's dashed frame
    QColor blank{0x00, 0x00, 0x00};        ///< the blanked screen (B)

    /// Every (text colour, background colour, what it is) pair the painter draws text with.
    struct Pair {
        QColor text;
        QColor background;
        QString use;
    };
    QList<Pair> textPairs() const;

    /// Text sizes in pixels for a screen of `size`: the body about a 27th of the height, never below
    /// kMinTextPx; the title half as large again.
    static int bodyPx(QSize size);
    static int titlePx(QSize size) { return bodyPx(size) * 3 / 2; }
    static int statementPx(QSize size) { return bodyPx(size) * 6 / 5; }

    /// The high-contrast theme presentation mode uses.
    static const Theme& highContrast();
};

} // namespace gatebench::presentation
