#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench export-xlsx FILE -o OUT.xlsx [--as-of DATE] [--force]`: the three-year TCO of every
/// candidate with cost lines as an Excel workbook with live formulas (importers/TcoXlsxExporter.h),
/// headers and labels in the interface language (--lang). Opens FILE read-only.
int commandExportXlsx(const QStringList& arguments);

/// `gatebench export-tco-csv FILE -o OUT.csv [--as-of DATE] [--force]`: the same lines with their
/// yearly amounts per scenario as CSV (importers/TcoCsvExport.h). Opens FILE read-only.
int commandExportTcoCsv(const QStringList& arguments);

} // namespace gatebench
