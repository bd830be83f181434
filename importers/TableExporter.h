#pragma once

#include "core/Result.h"

#include <QList>
#include <QStringList>
#include <QVariantList>

class QIODevice;

namespace gatebench {

/// A table to export: a header and rows of typed cells.
struct ExportTable {
    /// What the table is ("Requirements"), for the formats that show a title (a sheet's name, a
    /// document's heading); CSV has none.
    QString title;
    QStringList header;
    /// Integer and floating-point cells are numbers, null or invalid ones empty, everything else
    /// text (which formats read by spreadsheets neutralise against formula injection).
    QList<QVariantList> rows;
};

/// A file format GateBench writes tables in. One class per format (CSV now; xlsx, PDF and ODT
/// later), registered in FormatRegistry next to the formats it reads.
class TableExporter {
public:
    virtual ~TableExporter() = default;

    /// ASCII, stable ("csv").
    virtual QString id() const = 0;
    /// The translated name users read ("CSV").
    virtual QString displayName() const = 0;
    /// The file name extension, without the dot ("csv").
    virtual QString extension() const = 0;
    /// The file-dialog filter: "CSV (*.csv)".
    QString fileFilter() const;

    /// Writes `table` to `device` (open for writing; not owned). Fails (Io) with a message that
    /// says what went wrong; the device may then hold part of the table, so write to a QSaveFile.
    virtual Result<void> write(const ExportTable& table, QIODevice& device) const = 0;
};

} // namespace gatebench
