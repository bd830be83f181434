#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace gatebench::tco {
struct TcoFigures;
}

namespace gatebench {

/// The three-year TCO as an Excel workbook (issue 12), through libxlsxwriter: a summary sheet with
/// every candidate's totals per scenario, then one sheet per candidate with its cost lines and, per
/// scenario and year, a live formula that multiplies the line's cells as the engine does
/// (TcoEngine.h: quantity x unit price x periods [x 730] x (1 + growth)^(y-1) x multiplier or the
/// peak weight / 12, x FX, with or without tax) and rounds once with ROUND to the currency's minor
/// unit; year, category and three-year sums are SUM / SUMIF formulas. Every formula carries the
/// engine's exact figure as its cached result, so a viewer that does not recalculate shows
/// GateBench's numbers, and one that does computes the same. Labels and headers are in the
/// interface language, candidate names in the figures' language.
///
/// Deterministic: the same figures give the same bytes (the workbook's creation date is the
/// evaluation's date, never the clock). Not a TableExporter: a table has no formulas.
class TcoXlsxExporter {
public:
    /// ASCII, stable.
    static QString id() { return QStringLiteral("xlsx"); }
    /// The translated name users read ("Excel workbook").
    static QString displayName();
    static QString extension() { return QStringLiteral("xlsx"); }
    /// The file-dialog filter: "Excel workbook (*.xlsx)".
    static QString fileFilter();

    /// The workbook's bytes. Fails (Io) when libxlsxwriter cannot write it.
    static Result<QByteArray> workbook(const tco::TcoFigures& figures);
    /// Writes the workbook to `path`, replacing a file there only once it is complete.
    static Result<void> write(const tco::TcoFigures& figures, const QString& path);
};

/// A sheet name Excel accepts, as close to `wanted` as it can be: none of []:*?/\, no apostrophe at
/// either end, at most 31 characters, not empty and not one of `taken` (compared as Excel does,
/// ignoring case): a repeated name gets " (2)", " (3)", ...
QString excelSheetName(const QString& wanted, const QStringList& taken);

/// The column letters of a 0-based column ("A", ..., "Z", "AA", ...).
QString excelColumn(int column);

/// An Excel number format for amounts in `currency` with its minor unit's digits: "¥"#,##0.00 for
/// CNY, "$"#,##0.00 for USD, #,##0.000 "KWD" for a currency without a symbol here.
QString excelCurrencyFormat(const QString& currency, int places);

} // namespace gatebench
