#pragma once

#include "CsvReader.h"
#include "ZipArchiveReader.h"
#include "core/Issue.h"
#include "core/Result.h"

#include <QByteArrayView>
#include <QList>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace gatebench {

/// How to read an input. Each format takes what applies to it: the text options (encoding,
/// delimiter, header) for delimited text wherever it is, the ZIP limits for archives.
struct ReadOptions {
    CsvOptions csv;
    ZipLimits zipLimits = ZipLimits::defaults();
    /// When set (from any thread), reading stops at the next record: RecordStream::next() returns
    /// false and RecordStream::cancelled() true. Not owned; may be null.
    const std::atomic<bool>* cancelled = nullptr;
};

/// One record of a table and where it is: field i is in column i + 1 of line `line` of `file`.
/// (A format whose rows can skip cells, as a spreadsheet's do, fills the gaps with empty fields.)
struct SourceRecord {
    QString file;    ///< the table's name (RecordStream::name)
    qint64 line = 0; ///< the physical line (or sheet row) where the record starts, 1-based
    QStringList fields;

    static int column(qsizetype field) { return int(field) + 1; }
};

/// A table of an input as its container declares it before anything is read (a plain file is one
/// table; an archive lists its CSV members).
struct TableInfo {
    QString name;           ///< inside the input ("a.csv" in an archive); the file name for a plain file
    qint64 size = -1;       ///< bytes of the table's content, -1 when unknown
    qint64 storedSize = -1; ///< bytes it takes in the input (compressed in an archive), -1 when unknown
};

/// One table of an input, read record by record: a CSV file, a CSV member of a ZIP archive, later
/// a spreadsheet's sheet or a Slurm sacct dump. Memory is bounded by a record, not by the table.
///
/// Problems are Issues located by line and column in this table, never an abort: what the reader
/// found while opening (a binary file, an over-long header) is in issues() before the first
/// record. When failed() is true the table could not be read at all.
class RecordStream {
public:
    virtual ~RecordStream() = default;

    /// How issues and the import's audit entry name the table: the file, or ARCHIVE/MEMBER.
    virtual QString name() const = 0;
    /// True when nothing of the table can be read (its cause is in issues(), or, for a member of
    /// a container, in the container's read result).
    virtual bool failed() const = 0;
    /// The header's fields (empty without a header) and its line.
    virtual const QStringList& header() const = 0;
    virtual qint64 headerLine() const = 0;
    /// The next data record; false at the end, after a read error, or once cancelled.
    virtual bool next(SourceRecord& record) = 0;
    /// The problems found so far (all of them once next() has returned false).
    virtual const Issues& issues() const = 0;
    /// Set when reading failed part-way and the table must report it (a container reports the
    /// read errors of its members itself).
    virtual const std::optional<Error>& readError() const = 0;
    /// True once next() stopped because ReadOptions::cancelled was set.
    virtual bool cancelled() const = 0;
    /// Bytes of the input consumed for this table so far, for progress.
    virtual qint64 bytesRead() const = 0;
    /// Reads what the records left (a reader may stop before the end) and returns the SHA-256 (hex)
    /// of the table's bytes as stored, which the import's audit entry records. Fails when the rest
    /// cannot be read and the table must report it.
    virtual Result<QString> finish() = 0;
    /// What was detected of delimited text (encoding, delimiter, header); null for other formats.
    virtual const CsvDetection* textDetection() const { return nullptr; }
    /// True when the table is not text at all (a PDF or an image named .csv): issues() says what it
    /// is, and nothing is read. The preview refuses it as the import does.
    virtual bool notText() const { return false; }
};

/// An input opened by its format: one or more tables, read in order, each once.
class FormatInput {
public:
    virtual ~FormatInput() = default;

    /// The tables as the input declares them, in reading order.
    virtual const QList<TableInfo>& tables() const = 0;
    /// True for a container of tables (an archive): its tables are named INPUT/TABLE.
    virtual bool isContainer() const = 0;
    /// Bytes that reading every table consumes (for progress), -1 when unknown.
    virtual qint64 totalBytes() const = 0;

    /// Receives each table; returns false to stop reading the input. The stream is valid only
    /// during the call; the visitor may stop reading it part-way.
    using Visit = std::function<bool(RecordStream& table)>;
    /// Reads the tables in order into `visit`. Fails (BadInput, naming the input and the table)
    /// when the input cannot be read on: the tables after the failure are not read.
    virtual Result<void> read(const Visit& visit) = 0;
};

/// A file format GateBench reads records from. One class per format, registered in
/// FormatRegistry, which the import wizard, the window's drop handler and the command line share:
/// a new format (xlsx, sacct --parsable2) is one more class and one more line there.
class FormatReader {
public:
    virtual ~FormatReader() = default;

    /// ASCII, stable ("csv", "zip").
    virtual QString id() const = 0;
    /// The translated name users read ("CSV", "ZIP archive of CSV files").
    virtual QString displayName() const = 0;
    /// File name extensions without the dot, lower case, the usual one first.
    virtual QStringList extensions() const = 0;
    /// The file-dialog filter: "CSV (*.csv *.tsv *.txt)".
    QString fileFilter() const;

    /// How sure the format is that a file is its own, from its first bytes (`head`, all of the file
    /// when `wholeFile`) and its name: 0 not at all, 1 certain. The content counts for more than
    /// the name: a ZIP archive named .csv is an archive.
    virtual double detect(QByteArrayView head, bool wholeFile, const QString& fileName) const = 0;

    /// Opens `path` (nothing is decoded yet beyond what the format must check to list its tables).
    /// Fails with BadInput, in a message that names the file, when it cannot be read at all.
    virtual Result<std::unique_ptr<FormatInput>> open(const QString& path, const ReadOptions& options) const = 0;

protected:
    /// True when `fileName` ends with one of extensions().
    bool hasExtension(const QString& fileName) const;
};

} // namespace gatebench
