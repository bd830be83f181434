#pragma once

#include <QByteArrayView>
#include <QtGlobal>

#include <vector>

namespace gatebench {

/// One field of a scanned record, as byte offsets into the scanned buffer. `begin` is the first
/// byte of the field as it stands in the file (the opening quote of a quoted field), `end` the
/// delimiter or line break that ends it (or the end of the data).
struct CsvScanField {
    enum Flag : quint8 {
        Quoted = 1,         ///< starts with a quote
        Dirty = 2,          ///< needs rewriting: doubled quotes, NUL bytes or text after the closing quote
        StrayQuote = 4,     ///< a quote inside an unquoted field (kept as text)
        TextAfterQuote = 8, ///< text between the closing quote and the delimiter (kept)
        Nul = 16,           ///< NUL bytes (dropped)
        Unterminated = 32,  ///< the closing quote is missing: the field runs to the end of the data
    };
    qsizetype begin = 0;
    qsizetype end = 0;
    int lineOffset = 0; ///< line breaks inside the record before this field starts
    quint8 flags = 0;
};

/// What one call of CsvScanner::scan found at the position it was given.
struct CsvScan {
    enum class Kind {
        NeedMore,     ///< the record does not end inside the data: supply more bytes and scan again
        Record,       ///< a record; its fields are in the vector passed to scan()
        BlankLine,    ///< an empty line, skipped
        Comment,      ///< a comment line, skipped
        TooManyFields ///< more than CsvScanner::kMaxFields fields: treat as an over-long record
    };
    Kind kind = Kind::NeedMore;
    qsizetype fields = 0; ///< fields of a Record: the first entries of the vector passed to scan()
    qsizetype next = 0;   ///< where the next record starts
    qsizetype length = 0; ///< bytes of the record without its line break
    int lineBreaks = 0;   ///< physical line breaks consumed, inside the record and at its end
};

/// The RFC 4180 byte scanner: the one quote-aware parser of delimited text in GateBench, under
/// CsvReader (importers/, every CSV file and archive member) and under the clipboard's
/// tab-separated paste (TabSeparated). It lives in model/ so that both can reach it: importers
/// link model, never the reverse. It reads UTF-8 (any ASCII-compatible encoding
/// works: delimiter, quote and line breaks are ASCII bytes that never occur inside a multi-byte
/// character of UTF-8) and keeps no state between calls: a record that runs past the end of the
/// data is scanned again from its start once more bytes are there.
///
/// Line breaks are LF, CRLF and a lone CR (classic Mac Excel exports), outside and inside quotes;
/// inside quotes they are kept exactly as they are in the file.
class CsvScanner {
public:
    /// A record with more fields is reported as TooManyFields (the field list costs memory per
    /// field, so the byte limit alone does not bound it). Excel's limit is 16,384 columns.
    static constexpr qsizetype kMaxFields = 65536;

    CsvScanner(char delimiter, char comment);

    /// Scans the record that starts at data[pos]. `eof`: no byte follows data[size - 1].
    /// Requires pos < size. `fields` only grows (its first CsvScan::fields entries are the
    /// record's): resizing it per record would cost more than the scan.
    CsvScan scan(const char* data, qsizetype size, qsizetype pos, bool eof, std::vector<CsvScanField>& fields) const;

    /// The text of a field of a complete record. Dirty fields are rewritten in place (their text is
    /// never longer than their bytes in the file), so call this once per field, after scan().
    static QByteArrayView text(char* data, const CsvScanField& field);

    char delimiter() const { return m_delimiter; }

private:
    /// Bit i set when data[from + i] is special (delimiter, quote, CR, LF or NUL), for the 64
    /// bytes from `from` (fewer at the end of the data).
    quint64 specialMask(const char* data, qsizetype from, qsizetype size) const;

    char m_delimiter;
    char m_comment;
    bool m_special[256] = {};
};

} // namespace gatebench
