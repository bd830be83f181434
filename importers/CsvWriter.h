#pragma once

#include "TableExporter.h"
#include "core/Result.h"

#include <QStringList>
#include <QVariantList>

class QIODevice;

namespace gatebench {

class Storage;

/// Writes CSV as spreadsheets read it: UTF-8 with a byte order mark (so that Excel and WPS
/// recognise the encoding of Chinese text), RFC 4180 quoting (a field holding a comma, a quote or
/// a line break is quoted, quotes doubled) and CRLF between records.
///
/// Every text cell is neutralised against formula injection (OWASP "CSV injection"): the files go
/// to vendors and are opened in Excel or WPS, where a cell such as `=HYPERLINK(...)` or
/// `=cmd|' /C calc'!A0` taken from a candidate's name would run as a formula. A text cell that
/// starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets an apostrophe in front, which
/// spreadsheets read as "this is text". Numbers are never prefixed: a numeric cell (writeCells)
/// and a text cell that is a plain decimal number ("-3", "-0.5", "+1", "1e-3") stay as they are.
/// GateBench's import removes exactly that apostrophe again (unneutralised), so exports round-trip.
///
///     CsvWriter writer(&file);
///     writer.writeRecord({"id", "title"});
///     ...
///     if (auto r = writer.finish(); !r) ...
class CsvWriter {
public:
    /// `device` must be open for writing; it is not owned. The BOM is written with the first record.
    explicit CsvWriter(QIODevice* device, bool byteOrderMark = true);

    /// A record of text cells, each neutralised.
    void writeRecord(const QStringList& fields);
    /// A record of typed cells: numbers (integer and floating-point QVariants) are written as plain
    /// numbers, null or invalid ones as empty cells, everything else as neutralised text.
    void writeCells(const QVariantList& cells);
    /// The first write error, if any.
    Result<void> finish() const;

    /// One field, already neutralised where it needs to be, as it appears in the file (quoted
    /// when it holds a comma, a quote or a line break).
    static QString quoted(const QString& field);

    /// True when a spreadsheet could take the text cell for a formula: it starts with `=`, `+`,
    /// `-`, `@`, a tab or a carriage return and is not a plain decimal number; or it starts with an
    /// apostrophe followed by such text (so that neutralising has an exact inverse).
    static bool needsNeutralising(QStringView text);
    /// `text` with an apostrophe in front when needsNeutralising(text), else `text`.
    static QString neutralised(const QString& text);
    /// The inverse of neutralised(), for every cell an import reads: drops a leading apostrophe
    /// only when the rest needs neutralising; any other text, a genuine apostrophe included, is
    /// returned as it is. unneutralised(neutralised(t)) == t for every t.
    static QString unneutralised(const QString& cell);

private:
    /// `numeric[i]` true: field i is a number and is written as it is; else it is neutralised.
    void writeFields(const QStringList& fields, const QList<bool>& numeric);

    QIODevice* m_device;
    bool m_bomPending;
    QString m_error;
};

/// The machine ids of the columns of a criteria export, in file order (the criteria kind's field
/// keys); a criteria importer reads the same names.
QStringList criteriaCsvColumns();

/// How a criteria export names its columns and writes its tier, category and evidence cells.
enum class CriteriaExportStyle {
    /// For people, and the default: the columns by the labels of their fields ("层级", "Tier"),
    /// the tier and category by their labels ("门槛项（必选）", "Security, identity and audit"; a
    /// committee's own category as written) and evidence required as yes or no, in the installed
    /// translation (the interface language). Every label is a synonym of its field and every
    /// value reads back through ValueConverter and the criteria importer in either language, so
    /// the file imports into an evaluation of either language without a mapping.
    Labels,
    /// For machines: the field keys (`criteriaCsvColumns()`), tier and category keys, evidence
    /// required as 0 or 1. It imports as well.
    Ids,
};

/// Every criterion in reading order (gate, bonus, deferred; then position) as a table with one
/// column per field of `criteriaCsvColumns()`, named and written as `style` says: weight as a number
/// (null when none), review_date as YYYY-MM-DD (empty when none). Any TableExporter writes it.
Result<ExportTable> criteriaExportTable(const Storage& storage,
                                        CriteriaExportStyle style = CriteriaExportStyle::Labels);

/// The same written as CSV (the registry's CSV exporter): what the Requirements page's
/// "Export CSV…" writes (with the default style).
Result<void> writeCriteriaCsv(const Storage& storage, QIODevice* device,
                              CriteriaExportStyle style = CriteriaExportStyle::Labels);

/// The same into a file (replaced when it exists).
Result<void> writeCriteriaCsv(const Storage& storage, const QString& path,
                              CriteriaExportStyle style = CriteriaExportStyle::Labels);

} // namespace gatebench
