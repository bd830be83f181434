#pragma once

#include "core/Issue.h"
#include "core/Result.h"

#include <QByteArrayView>
#include <QList>
#include <QStringList>

#include <memory>
#include <optional>

class QIODevice;

namespace gatebench {

/// How to read a CSV file. The defaults detect everything.
struct CsvOptions {
    enum class Header { Auto, Yes, No };

    /// Encoding name; empty: detect. GBK, GB2312 and CP936 read as GB18030 (their superset); any
    /// codec name ICU knows works (see TextDecoder::canonicalName).
    QString encoding;
    /// Field separator, one ASCII character other than a quote or line break; 0: detect among
    /// comma, semicolon, tab and pipe.
    char delimiter = 0;
    Header header = Header::Auto;
    /// Lines starting with this character (at the start of a record) are skipped; 0: none.
    /// `#` for sacct output.
    char comment = 0;
    /// A record (fields and delimiters, not its line break) longer than this is skipped and
    /// reported; it is never held in memory whole.
    qsizetype maxRecordBytes = qsizetype(16) * 1024 * 1024;
    /// Issues kept; further ones are counted in one summary issue at the end. 0: keep all.
    int maxIssues = 1000;
    /// Bytes read from the device at a time (tests use a few bytes to exercise the boundaries).
    qsizetype readBytes = qsizetype(1) * 1024 * 1024;
    /// Bytes at the start of the file that detection looks at.
    qsizetype sniffBytes = qsizetype(1) * 1024 * 1024;
};

/// What the reader decided about a file; what the options fixed has confidence 1.
struct CsvDetection {
    /// "UTF-8", "UTF-8-BOM", "UTF-16LE", "UTF-16BE", "GB18030" or another ICU codec name.
    QString encoding;
    double encodingConfidence = 0;
    char delimiter = ',';
    double delimiterConfidence = 0;
    bool hasHeader = false;
    double headerConfidence = 0;
};

/// One record as text.
struct CsvRecord {
    qint64 line = 0; ///< the physical line of the file where the record starts (1-based)
    QStringList fields;
};

/// One record as UTF-8 views into the reader's buffer: valid until the next call of the reader.
/// The fast path for large files: convert only the fields you use.
struct CsvRawRecord {
    qint64 line = 0;
    QList<QByteArrayView> fields;
};

/// The streaming CSV reader under every GateBench importer: RFC 4180 (quoted fields, doubled
/// quotes, line breaks inside quotes kept as they are), LF / CRLF / CR line ends, blank lines
/// skipped, and detection of encoding, delimiter and header with confidences.
///
/// Memory is bounded by the longest record (and maxRecordBytes), not by the file: the device is
/// read in chunks. Problems become Issues located by physical line and field number, never an
/// abort: ragged rows, unterminated quotes (on the line where the quote opens), stray quotes,
/// NUL bytes, over-long records, undecodable bytes, binary files.
///
///     CsvReader reader;
///     if (auto opened = reader.open(path); !opened) ...
///     CsvRecord record;
///     while (reader.next(record)) { ...; if (cancelled) break; }
///     const Issues issues = reader.issues();
class CsvReader {
public:
    explicit CsvReader(CsvOptions options = {});
    ~CsvReader();
    CsvReader(const CsvReader&) = delete;
    CsvReader& operator=(const CsvReader&) = delete;

    /// Opens the file and runs detection. Fails (Io) only when the file cannot be opened or read,
    /// or (Usage) when the options are invalid; anything wrong with the content is an issue.
    Result<void> open(const QString& path);
    /// The same on a device open for reading (not owned; reads must block until data or EOF,
    /// as files, pipes and buffers do). Sequential devices are fine: nothing seeks.
    Result<void> open(QIODevice* device);

    const CsvDetection& detection() const;
    /// True when the file is not text at all (a PDF, an image, an executable): nothing is read, and
    /// issues() says what it is at its line and column, as an import refuses it.
    bool notText() const;
    /// The header's fields (empty without a header) and its line.
    const QStringList& header() const;
    qint64 headerLine() const;

    /// The next data record; false at the end (or after a read error, see readError()).
    bool next(CsvRecord& record);
    /// The same as views into the reader's buffer, valid until the next call.
    bool nextRaw(CsvRawRecord& record);

    /// The problems found so far (all of them once next() has returned false).
    const Issues& issues() const;
    /// Set when reading failed part-way (the device reported an error).
    const std::optional<Error>& readError() const;

    /// Bytes of the file consumed so far and the file size (-1 when unknown), for progress.
    qint64 bytesRead() const;
    qint64 totalBytes() const;

private:
    class Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace gatebench
