#pragma once
// The gate matrix of a large evaluation split across the report's pages (views/report/ReportWriter.h).
#include "decision/DecisionCharts.h"

#include <QFont>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

class QPainter;
class QPaintDevice;

namespace gatebench::report {

/// One page of a split gate matrix: a block of gates (columns) by a block of candidates (rows).
struct GateMatrixPage {
    int firstGate = 0; ///< 0-based column of the matrix
    int gateCount = 0;
    int firstRow = 0; ///< 0-based row of the matrix
    int rowCount = 0;
};

/// The gate matrix laid out across pages, candidates by rows and gates by columns, both numbered in
/// the matrix's order (gates as the committee orders them, shortlisted candidates, then set-aside
/// ones). Every page repeats the column headers (the gates' numbers) and the row headers (each
/// candidate's number, name and status), says where it stands ("gates 26–50 of 1,200, candidates
/// 1–40 of 200") with the legend, and keys its gates' numbers to their titles below the grid. Pages go
/// down the candidates first, then across the gates, as a spreadsheet prints: the pages of one block
/// of gates follow each other under the same key. Every text is set at 8 pt or more; a cell's verdict
/// is its letter (P, F, ?, W, W?), its colour only repeats it, so a black-and-white print tells a
/// failing gate from an unknown one.
class GateMatrixPages {
public:
    /// Lays `matrix` out on `device` for pages `width` device units wide whose room below the page
    /// header is `height` high. `caption` starts each page's note ("Gate matrix as of 2026-11-30").
    GateMatrixPages(GateMatrix matrix, QString caption, QPaintDevice* device, qreal width, qreal height);

    const QList<GateMatrixPage>& pages() const { return m_pages; }
    /// The size of the smallest text (points).
    static qreal smallestPoints();
    /// What page `index` says of itself: the caption, its gates and candidates, and its place among
    /// the matrix's pages.
    QString note(int index) const;
    /// Paints page `index` with its top left corner at `origin` (device units).
    void paint(QPainter& painter, int index, const QPointF& origin) const;

private:
    struct Band {
        int firstGate = 0;
        int gateCount = 0;
        QStringList keyTitles; ///< each gate's title, cut to its column of the key
        int keyLines = 0;      ///< the key's lines (its entries per column)
    };
    /// Where the key starts below a grid of `rows` rows.
    qreal keyTop(int rows) const;
    /// The note of a page of these gates and candidates (0-based), the `page`th of `pages`.
    QString noteText(int firstGate, int gateCount, int firstRow, int rowCount, int page, int pages) const;

    GateMatrix m_matrix;
    QString m_caption;
    QPaintDevice* m_device;
    qreal m_width = 0;
    QFont m_text;
    QFont m_bold;
    qreal m_lineSpacing = 0;
    qreal m_ascent = 0;
    qreal m_pad = 0;
    qreal m_rowPad = 0; ///< above and below the text of a row
    qreal m_cellWidth = 0;
    qreal m_rowHeight = 0;
    qreal m_headerHeight = 0;
    qreal m_numberWidth = 0;
    qreal m_nameWidth = 0;
    qreal m_statusWidth = 0;
    qreal m_noteHeight = 0;
    qsizetype m_noteLines = 1;
    qreal m_keyNumberWidth = 0;
    qreal m_keyColumnWidth = 0;
    QStringList m_names;    ///< each row's name as drawn (elided to its column)
    QStringList m_statuses; ///< each row's status word
    QList<Band> m_bands;
    QList<GateMatrixPage> m_pages;
    QList<int> m_bandOfPage;
};

} // namespace gatebench::report
