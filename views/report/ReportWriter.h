#pragma once
// The decision report (model/reports/ReportContent.h) as an A4 PDF laid out page by page, or as an
// ODT document to edit into a letterhead. Charts are Qt Charts drawings: call on the GUI thread.
#include "core/Result.h"
#include "reports/ReportContent.h"

#include <QImage>
#include <QString>

#include <memory>

class QIODevice;
class QPainter;

namespace gatebench::report {

/// The one family every text of the report is set in, chart labels included: with it, the PDF's
/// text extracts as the exact characters (pdftotext, copy and paste).
QString reportFontFamily();

/// Writes `report` as PDF: A4, a header with the titles and the fingerprint's short form (and the
/// simulated-data mark) on every page, "n / N" and the confidentiality label in every footer, the
/// label as a watermark, tables split across pages with their header row repeated, charts drawn
/// as vectors. The same report gives the same text (the PDF's dates are the report date).
Result<void> writePdf(const Report& report, QIODevice& device);
/// The same into `path` (written through a temporary file that replaces it when complete).
Result<void> writePdf(const Report& report, const QString& path);
/// The PDF of a report laid out and painted step by step, for the window: between steps (a section
/// laid out, a page painted) the caller lets its event loop turn, so that it stays responsive and
/// can stop at any step. The same layout as writePdf, and the same pages for the preview images and
/// the printer. GUI thread only.
class PdfPages {
public:
    explicit PdfPages(Report report);
    ~PdfPages();
    PdfPages(const PdfPages&) = delete;
    PdfPages& operator=(const PdfPages&) = delete;

    const Report& report() const;
    int sectionCount() const;
    /// Lays out the next section; false when every section is laid out.
    bool layNext();
    bool isLaidOut() const;
    /// The pages laid out so far.
    int pageCount() const;
    /// The page in device units at resolution() dots per inch (A4, no margin).
    QSize pageSize() const;
    static int resolution();

    /// Paints page `index` (0-based) on `painter`, whose device has resolution() dots per inch and
    /// the page's size (a printer set up so, or a scaled painter on an image).
    void paintPage(QPainter& painter, int index) const;
    /// Page `index` as an image `width` pixels wide, as it prints.
    QImage pageImage(int index, int width) const;

    /// Paints the next page into the PDF (once laid out); false when every page is painted.
    bool paintNext();
    /// Writes the PDF, every page painted, into `device`.
    Result<void> finish(QIODevice& device);

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

/// Writes `report` as ODT (tables as tables; each chart as its caption, the PDF draws it).
Result<void> writeOdt(const Report& report, const QString& path);

} // namespace gatebench::report
