#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace gatebench {

/// Splits text copied from a spreadsheet (Excel, WPS, LibreOffice) into rows of cells with the one
/// CSV parser, CsvScanner, and a tab delimiter: tabs between cells, LF, CRLF or CR between rows,
/// and a cell that starts with a double quote runs to the closing quote (doubled quotes inside),
/// tabs and line breaks included. A trailing line break adds no row; blank rows are kept as one
/// empty cell so that a pasted block keeps its shape. As in a CSV file, NUL characters are dropped.
QList<QStringList> parseTabSeparated(const QString& text);

/// The reverse: cells joined by tabs and rows by line breaks, quoting cells that hold a tab, a
/// line break or a leading quote, so that a spreadsheet pastes them back into the same cells.
/// Unlike CsvWriter it does not neutralise formula-like text: its one caller copies gate letters
/// and bonus scores, never a name or title, into the user's own spreadsheet. A caller that copies
/// free text must neutralise it first.
QString toTabSeparated(const QList<QStringList>& rows);

} // namespace gatebench
