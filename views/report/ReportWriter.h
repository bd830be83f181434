#pragma once
// The decision report (model/reports/ReportContent.h) as an A4 PDF laid out page by page, or as an
// ODT document to edit into a letterhead. Charts are Qt Charts drawings: call on the GUI thread.
#include "core/Result.h"
#include "reports/ReportContent.h"

#include <QString>

class QIODevice;

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
/// Writes `report` as ODT (tables as tables; each chart as its caption, the PDF draws it).
Result<void> writeOdt(const Report& report, const QString& path);

} // namespace gatebench::report
