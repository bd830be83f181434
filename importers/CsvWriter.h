#pragma once

#include "Result.h"

#include <QStringList>

class QIODevice;

namespace gatebench {

class Storage;

/// Writes CSV as spreadsheets read it: UTF-8 with a byte order mark (so that Excel and WPS
/// recognise the encoding of Chinese text), RFC 4180 quoting (a field holding a comma, a quote or
/// a line break is quoted, quotes doubled) and CRLF between records.
///
///     CsvWriter writer(&file);
///     writer.writeRecord({"id", "title"});
///     ...
///     if (auto r = writer.finish(); !r) ...
class CsvWriter {
public:
    /// `device` must be open for writing; it is not owned. The BOM is written with the first record.
    explicit CsvWriter(QIODevice* device, bool byteOrderMark = true);

    void writeRecord(const QStringList& fields);
    /// The first write error, if any.
    Result<void> finish() const;

    /// One field as it appears in the file.
    static QString quoted(const QString& field);

private:
    QIODevice* m_device;
    bool m_bomPending;
    QString m_error;
};

/// The columns of a criteria export, in file order; a criteria importer reads the same names.
QStringList criteriaCsvColumns();

/// Writes every criterion in reading order (gate, bonus, deferred; then position) with the columns
/// of `criteriaCsvColumns()`: evidence_required as 0 or 1, weight as a plain number (empty when
/// none), review_date as YYYY-MM-DD (empty when none).
Result<void> writeCriteriaCsv(const Storage& storage, QIODevice* device);

/// The same into a file (replaced when it exists).
Result<void> writeCriteriaCsv(const Storage& storage, const QString& path);

} // namespace gatebench
