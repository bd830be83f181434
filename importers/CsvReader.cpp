// The RFC 4180 parsing here is a hand-written byte scanner (CsvScanner), not libcsv, although
// the project prefers well-kept Debian libraries. Measured with bench/bench_csvreader on a
// generated 200 MB sacct-like job log (bench/README.md has the machine, command and figures):
// libcsv's bare parse, counting fields and nothing else, runs at 239 MB/s of CPU time; this
// reader, with line numbers, issues and UTF-8 validation, at 683 MB/s (390 MB/s with every field
// a QString). And libcsv would still need a second pass of our own for what importers need:
//  - line numbers: libcsv reports fields and records, not where they are in the file;
//  - the line where an unterminated quote opens (libcsv only says "parse error" at the end);
//  - stray quotes and text after a closing quote: libcsv's lenient mode silently merges them,
//    its strict mode rejects the whole file;
//  - the record size limit: libcsv buffers a field whole, however long it gets;
//  - fields as views into a buffer we own (nextRaw()).
// The scanner is one small file with no state between calls, fuzzed (fuzz/) and tested case by
// case with every read size from one byte up (tests/tst_csvreader.cpp).

#include "CsvReader.h"

#include "CsvSniffer.h"
#include "TextDecoder.h"
#include "mapping/CsvScanner.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStringDecoder>

#include <algorithm>
#include <cstring>
#include <deque>
#include <span>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::CsvReader)
};

bool isUsableSeparator(char c)
{
    return c > 0 && c != '"' && c != '\n' && c != '\r';
}

/// Sets `text` to the UTF-8 `bytes` as QString::fromUtf8 does, in the storage `text` already has
/// when nobody else holds it: a caller that converts fields and lets them go allocates nothing
/// per field after the first rows. ASCII is widened here; Qt decodes from the first other byte.
/// (A UTF-8 field never needs more UTF-16 units than it has bytes.)
void assignUtf8(QString& text, QByteArrayView bytes, QStringDecoder& utf8)
{
    const qsizetype size = bytes.size();
    if (!text.isDetached() || (text.capacity() > 4096 && text.capacity() > 4 * size)) // nor keep a giant
        text = QString();
    if (text.capacity() < size)
        text.reserve(std::max<qsizetype>(size, 2 * text.capacity()));
    text.resize(size);
    QChar* const out = text.data();
    const auto* in = reinterpret_cast<const uchar*>(bytes.data());
    qsizetype i = 0;
    for (; i < size && in[i] < 0x80; ++i)
        out[i] = QChar(char16_t(in[i]));
    if (i == size)
        return;
    // fromUtf8 drops a byte order mark at the start (only there): `utf8` keeps them.
    const qsizetype skip = i == 0 && bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    text.truncate(utf8.appendToBuffer(out + i, bytes.sliced(i + skip)) - out);
}

/// The physical line (LF, CRLF or CR ends one) and field number, both 1-based, of byte `offset` of
/// `bytes`. For binary files, which are never scanned: quotes are not looked at, and the fields are
/// counted by `delimiter` alone.
std::pair<qint64, int> bytePosition(QByteArrayView bytes, qsizetype offset, char delimiter)
{
    qint64 line = 1;
    int field = 1;
    const qsizetype end = std::min(offset, bytes.size());
    for (qsizetype i = 0; i < end; ++i) {
        const char c = bytes[i];
        if (c == '\n' || (c == '\r' && (i + 1 >= bytes.size() || bytes[i + 1] != '\n'))) {
            ++line;
            field = 1;
        } else if (c == delimiter) {
            ++field;
        }
    }
    return {line, field};
}

} // namespace

class CsvReader::Impl {
public:
    explicit Impl(CsvOptions options)
        : m_options(std::move(options))
    {}

    Result<void> open(QIODevice* device);
    bool nextRaw(CsvRawRecord& record)
    {
        Step step = Step::Skipped;
        while ((step = next(record)) == Step::Skipped) {
        }
        return step == Step::Record;
    }

    CsvOptions m_options;
    std::unique_ptr<QFile> m_file;
    CsvDetection m_detection;
    QStringList m_header;
    qint64 m_headerLine = 0;
    bool m_notText = false; ///< the file is not text: nothing was read
    Issues m_issues;
    std::optional<Error> m_readError;
    qint64 m_bytesRead = 0;
    qint64 m_totalBytes = -1;
    CsvRawRecord m_rawRecord; ///< next()'s record before conversion
    /// For assignUtf8(): stateless, and a byte order mark inside a field stays a character.
    QStringDecoder m_utf8{QStringConverter::Utf8,
                          QStringConverter::Flag::Stateless | QStringConverter::Flag::ConvertInitialBom};

private:
    enum class Step { Record, Skipped, End };
    /// The next record, or the news that an over-long one was skipped, or the end.
    Step next(CsvRawRecord& record);
    /// Reads up to `want` bytes into the buffer (converted to UTF-8); sets m_eof at the end.
    void fill(qsizetype want);
    qint64 readRaw(char* into, qint64 want);
    /// Skips the over-long record starting at m_begin, to its end (quotes respected).
    /// `tooManyFields`: it has more than CsvScanner::kMaxFields fields (else too many bytes).
    void skipRecord(bool tooManyFields = false);
    /// Skips the over-long comment line starting at m_begin, silently, as a short one is.
    void skipComment();
    void finish();

    void addIssue(qint64 line, int column, Issue::Severity severity, QString message);
    /// Turns the suspects of the decoder that lie before buffer index `to` into issues, located
    /// in the record or line that starts at m_begin on line m_line (`locate` false: at that line,
    /// for a record that is not in the buffer whole).
    void placeSuspects(qsizetype to, std::span<const CsvScanField> fields = {}, bool locate = true);
    void reportFields(std::span<const CsvScanField> fields);
    void checkFieldCount(qint64 line, qsizetype count);
    qint64 lineBreaks(qsizetype from, qsizetype to) const;

    QIODevice* m_device = nullptr;
    QByteArray m_sample;        ///< the first bytes of the device, read for detection
    qsizetype m_sampleUsed = 0; ///< how many of them the buffer has taken
    bool m_sampleIsWhole = false;
    std::optional<TextDecoder> m_decoder;
    std::optional<CsvScanner> m_scanner;
    QByteArray m_raw; ///< a chunk of bytes before conversion (encodings other than UTF-8)

    // The buffer: UTF-8 bytes [m_begin, m_end) not consumed yet; m_begin is a record start.
    std::unique_ptr<char[]> m_buffer;
    qsizetype m_capacity = 0;
    qsizetype m_begin = 0;
    qsizetype m_end = 0;
    qint64 m_streamBase = 0; ///< offset in the UTF-8 stream of m_buffer[0]
    bool m_eof = false;      ///< the buffer holds the rest of the stream
    bool m_finished = false;
    qint64 m_line = 1; ///< physical line of m_begin
    std::vector<CsvScanField> m_fields;
    std::deque<TextDecoder::Suspect> m_suspects;
    qsizetype m_expectedFields = -1; ///< fields of the header (or of the first record)
    qint64 m_suppressed = 0;
};

Result<void> CsvReader::Impl::open(QIODevice* device)
{
    CsvOptions& o = m_options;
    if (o.delimiter != 0 && !isUsableSeparator(o.delimiter))
        return makeError(Error::Kind::Usage, Text::tr("The delimiter must be one ASCII character other than a quote"));
    if (o.comment != 0 && (!isUsableSeparator(o.comment) || o.comment == o.delimiter))
        return makeError(
            Error::Kind::Usage,
            Text::tr("The comment character must be one ASCII character other than a quote or the delimiter"));
    QString encoding;
    if (!o.encoding.isEmpty()) {
        encoding = TextDecoder::canonicalName(o.encoding);
        if (encoding.isEmpty())
            return makeError(Error::Kind::Usage, Text::tr("Unknown encoding %1").arg(o.encoding));
    }
    o.maxRecordBytes = std::clamp<qsizetype>(o.maxRecordBytes, 1, qsizetype(1) << 30);
    o.readBytes = std::clamp<qsizetype>(o.readBytes, 1, qsizetype(64) << 20);
    o.sniffBytes = std::clamp<qsizetype>(o.sniffBytes, 64, qsizetype(64) << 20);

    m_device = device;
    m_totalBytes = device->isSequential() ? -1 : device->size();
    m_sample.resize(o.sniffBytes);
    qsizetype got = 0;
    while (got < m_sample.size()) {
        const qint64 n = device->read(m_sample.data() + got, m_sample.size() - got);
        if (n < 0)
            return makeError(Error::Kind::Io, device->errorString());
        if (n == 0) {
            m_sampleIsWhole = true;
            break;
        }
        got += n;
    }
    m_sample.resize(got);
    m_sampleIsWhole = m_sampleIsWhole || (!device->isSequential() && device->atEnd());

    const EncodingGuess guess =
        encoding.isEmpty() ? TextDecoder::detect(m_sample, m_sampleIsWhole) : TextDecoder::named(m_sample, encoding);
    m_detection.encoding = guess.name;
    m_detection.encodingConfidence = guess.confidence;
    if (!guess.problem.isEmpty() && !guess.binary)
        addIssue(0, 0, Issue::Severity::Warning, guess.problem);
    if (guess.binary) {
        const auto [line, column] = bytePosition(m_sample, guess.binaryOffset, o.delimiter != 0 ? o.delimiter : ',');
        addIssue(line, column, Issue::Severity::Error, guess.problem);
        m_notText = true;
        m_finished = true;
        m_bytesRead = got;
        return {};
    }
    // A detected encoding is checked for a second one (a file of UTF-8 and GBK lines); a named one is
    // the user's choice.
    m_decoder.emplace(guess.name, encoding.isEmpty());
    m_sampleUsed = guess.bomLength;
    m_bytesRead = guess.bomLength;

    // Detection reads the sample converted by a decoder of its own; the buffer's decoder then
    // starts on the same bytes, so a sequential device never needs to seek.
    const QByteArrayView body = QByteArrayView(m_sample).sliced(guess.bomLength);
    QByteArray utf8;
    if (m_decoder->passesThrough()) {
        utf8 = body.toByteArray();
    } else {
        TextDecoder decoder(guess.name);
        utf8.resize(decoder.maxOutput(body.size()));
        char* end = decoder.convert(body, utf8.data());
        if (m_sampleIsWhole)
            end = decoder.finish(end);
        utf8.resize(end - utf8.data());
    }
    if (utf8.isEmpty() && m_sampleIsWhole)
        addIssue(0, 0, Issue::Severity::Warning, Text::tr("The file is empty"));

    if (o.delimiter != 0) {
        m_detection.delimiter = o.delimiter;
        m_detection.delimiterConfidence = 1.0;
    } else {
        const CsvSniffer::Delimiter delimiter = CsvSniffer::delimiter(utf8, m_sampleIsWhole, o.comment);
        m_detection.delimiter = delimiter.delimiter;
        m_detection.delimiterConfidence = delimiter.confidence;
    }
    if (o.comment == m_detection.delimiter)
        return makeError(Error::Kind::Usage, Text::tr("The comment character must not be the delimiter"));
    if (o.header == CsvOptions::Header::Auto) {
        const CsvSniffer::Header header = CsvSniffer::header(utf8, m_sampleIsWhole, m_detection.delimiter, o.comment);
        m_detection.hasHeader = header.present;
        m_detection.headerConfidence = header.confidence;
    } else {
        m_detection.hasHeader = o.header == CsvOptions::Header::Yes;
        m_detection.headerConfidence = 1.0;
    }
    m_scanner.emplace(m_detection.delimiter, o.comment);

    if (m_detection.hasHeader) {
        // The first record is the header; when it is too long (reported) there is none, and the
        // records after it are data all the same.
        CsvRawRecord record;
        if (next(record) == Step::Record) {
            m_headerLine = record.line;
            for (const QByteArrayView field : std::as_const(record.fields))
                m_header.append(QString::fromUtf8(field));
        }
    }
    return {};
}

CsvReader::Impl::Step CsvReader::Impl::next(CsvRawRecord& record)
{
    for (;;) {
        if (m_finished)
            return Step::End;
        if (m_begin == m_end) {
            if (m_eof) {
                finish();
                return Step::End;
            }
            fill(m_options.readBytes);
            continue;
        }
        const CsvScan scan = m_scanner->scan(m_buffer.get(), m_end, m_begin, m_eof, m_fields);
        switch (scan.kind) {
        case CsvScan::Kind::NeedMore: {
            Q_ASSERT(!m_eof);
            const qsizetype pending = m_end - m_begin;
            // More than the limit plus a CR that may be the line break: the record is too long.
            if (pending > m_options.maxRecordBytes + 1) {
                if (m_options.comment == 0 || m_buffer[m_begin] != m_options.comment) {
                    skipRecord();
                    return Step::Skipped;
                }
                skipComment();
                continue;
            }
            // Reading as much again as is pending keeps rescanning a long record linear.
            fill(std::max(m_options.readBytes, std::min(pending, m_options.maxRecordBytes)));
            continue;
        }
        case CsvScan::Kind::TooManyFields:
            skipRecord(true);
            return Step::Skipped;
        case CsvScan::Kind::BlankLine:
        case CsvScan::Kind::Comment:
            placeSuspects(scan.next);
            m_line += scan.lineBreaks;
            m_begin = scan.next;
            continue;
        case CsvScan::Kind::Record:
            break;
        }
        if (scan.length > m_options.maxRecordBytes) {
            addIssue(m_line, 0, Issue::Severity::Error,
                     Text::tr("Record longer than %1 bytes or %2 fields; it was skipped")
                         .arg(m_options.maxRecordBytes)
                         .arg(CsvScanner::kMaxFields));
            placeSuspects(scan.next, {}, false); // as skipRecord() does: at the record's first line
        } else {
            const std::span<const CsvScanField> fields(m_fields.data(), size_t(scan.fields));
            placeSuspects(scan.next, fields);
            reportFields(fields);
            record.line = m_line;
            record.fields.resize(scan.fields);
            for (qsizetype i = 0; i < scan.fields; ++i)
                record.fields[i] = CsvScanner::text(m_buffer.get(), fields[size_t(i)]);
            checkFieldCount(m_line, record.fields.size());
        }
        m_line += scan.lineBreaks;
        m_begin = scan.next;
        return scan.length <= m_options.maxRecordBytes ? Step::Record : Step::Skipped;
    }
}

void CsvReader::Impl::fill(qsizetype want)
{
    if (m_begin > 0) {
        std::memmove(m_buffer.get(), m_buffer.get() + m_begin, size_t(m_end - m_begin));
        m_streamBase += m_begin;
        m_end -= m_begin;
        m_begin = 0;
    }
    const qsizetype needed = m_end + m_decoder->maxOutput(want);
    if (needed > m_capacity) {
        const qsizetype capacity = std::max(needed, m_capacity + m_capacity / 2);
        auto buffer = std::make_unique_for_overwrite<char[]>(size_t(capacity));
        if (m_end > 0)
            std::memcpy(buffer.get(), m_buffer.get(), size_t(m_end));
        m_buffer = std::move(buffer);
        m_capacity = capacity;
    }
    qint64 n = 0;
    if (m_decoder->passesThrough()) {
        n = readRaw(m_buffer.get() + m_end, want);
        if (n > 0) {
            m_decoder->inspect(QByteArrayView(m_buffer.get() + m_end, n));
            m_end += n;
        }
    } else {
        m_raw.resize(want);
        n = readRaw(m_raw.data(), want);
        if (n > 0)
            m_end = m_decoder->convert(QByteArrayView(m_raw.constData(), n), m_buffer.get() + m_end) - m_buffer.get();
    }
    if (n < 0)
        m_readError = makeError(Error::Kind::Io, m_device->errorString());
    if (n <= 0) {
        m_eof = true;
        m_end = m_decoder->finish(m_buffer.get() + m_end) - m_buffer.get();
    }
    const std::vector<TextDecoder::Suspect> found = m_decoder->takeSuspects();
    if (found.empty())
        return;
    m_suspects.insert(m_suspects.end(), found.begin(), found.end());
    // In the order of their place, then of their kind: a line's verdict (Mixed) is known at its end,
    // later than a character in it, and reads of other sizes find them in another order.
    std::stable_sort(m_suspects.begin(), m_suspects.end(), [](const auto& a, const auto& b) {
        return a.offset != b.offset ? a.offset < b.offset : a.kind < b.kind;
    });
}

qint64 CsvReader::Impl::readRaw(char* into, qint64 want)
{
    qint64 n = 0;
    if (m_sampleUsed < m_sample.size()) {
        n = std::min<qint64>(want, m_sample.size() - m_sampleUsed);
        std::memcpy(into, m_sample.constData() + m_sampleUsed, size_t(n));
        m_sampleUsed += n;
        if (m_sampleUsed == m_sample.size())
            m_sample = QByteArray();
    } else if (!m_sampleIsWhole) {
        n = m_device->read(into, want);
    }
    m_bytesRead += std::max<qint64>(n, 0);
    return n;
}

void CsvReader::Impl::skipRecord(bool tooManyFields)
{
    enum class State { FieldStart, Unquoted, Quoted, QuoteInQuoted };
    const qint64 line = m_line;
    if (tooManyFields) // located at the first field past the limit
        addIssue(line, int(CsvScanner::kMaxFields) + 1, Issue::Severity::Error,
                 Text::tr("Record with more than %1 fields; it was skipped").arg(CsvScanner::kMaxFields));
    else
        addIssue(line, 0, Issue::Severity::Error,
                 Text::tr("Record longer than %1 bytes or %2 fields; it was skipped")
                     .arg(m_options.maxRecordBytes)
                     .arg(CsvScanner::kMaxFields));
    const char delimiter = m_scanner->delimiter();
    State state = State::FieldStart;
    int field = 0;
    qint64 lines = 0;
    qint64 quoteLine = 0;
    int quoteField = 0;
    bool previousCr = false;
    bool crEnds = false; // a CR ended the record: an LF right after it belongs to the line break
    bool terminated = false;
    qsizetype pos = m_begin;
    while (!terminated) {
        if (pos == m_end) {
            if (m_eof)
                break;
            // The suspects of the record are placed once it ends, all at its first line: a line's
            // verdict (Mixed) is known only at its end, after a character in it that a read of another
            // size may place first.
            m_begin = pos; // the part scanned so far is dropped: the record is never held whole
            fill(m_options.readBytes);
            pos = m_begin;
            continue;
        }
        const char c = m_buffer[pos];
        if (crEnds) {
            terminated = true;
            pos += c == '\n' ? 1 : 0;
            break;
        }
        switch (state) {
        case State::Quoted:
            if (c == '"')
                state = State::QuoteInQuoted;
            else if (c == '\r' || (c == '\n' && !previousCr))
                ++lines;
            break;
        case State::QuoteInQuoted:
        case State::FieldStart:
        case State::Unquoted:
            if (c == '"' && state != State::Unquoted) {
                if (state == State::FieldStart) {
                    quoteLine = lines;
                    quoteField = field;
                }
                state = State::Quoted; // an opening quote, or the second of a doubled one
            } else if (c == delimiter) {
                ++field;
                state = State::FieldStart;
            } else if (c == '\n') {
                terminated = true;
            } else if (c == '\r') {
                crEnds = true;
            } else {
                state = State::Unquoted;
            }
            break;
        }
        previousCr = c == '\r';
        ++pos;
    }
    if (crEnds)
        terminated = true;
    if (state == State::Quoted)
        addIssue(line + quoteLine, quoteField + 1, Issue::Severity::Error,
                 Text::tr("Unterminated quote: the field opened here runs to the end of the file"));
    placeSuspects(pos, {}, false);
    m_line = line + lines + (terminated ? 1 : 0);
    m_begin = pos;
}

void CsvReader::Impl::skipComment()
{
    bool crEnds = false;
    for (;;) {
        if (m_begin == m_end) {
            if (m_eof)
                break;
            fill(m_options.readBytes); // its suspects placed at its end, as a skipped record's
            continue;
        }
        const char c = m_buffer[m_begin];
        if (crEnds) {
            m_begin += c == '\n' ? 1 : 0;
            break;
        }
        ++m_begin;
        if (c == '\n')
            break;
        crEnds = c == '\r';
    }
    placeSuspects(m_begin, {}, false);
    ++m_line;
}

void CsvReader::Impl::finish()
{
    placeSuspects(m_end, {}, false); // none should be left; if one is, it is still reported
    m_finished = true;
    if (m_suppressed > 0) {
        m_issues.append(
            {0, 0, Issue::Severity::Info, Text::tr("%n more problem(s) not listed", nullptr, m_suppressed)});
        m_suppressed = 0;
    }
}

void CsvReader::Impl::addIssue(qint64 line, int column, Issue::Severity severity, QString message)
{
    if (m_options.maxIssues > 0 && m_issues.size() >= m_options.maxIssues) {
        ++m_suppressed;
        return;
    }
    m_issues.append({line, column, severity, std::move(message)});
}

void CsvReader::Impl::placeSuspects(qsizetype to, std::span<const CsvScanField> fields, bool locate)
{
    while (!m_suspects.empty() && m_suspects.front().offset < m_streamBase + to) {
        const TextDecoder::Suspect suspect = m_suspects.front();
        m_suspects.pop_front();
        const qsizetype at = std::clamp<qsizetype>(suspect.offset - m_streamBase, m_begin, to);
        int column = 0;
        for (size_t i = 0; i < fields.size() && fields[i].begin <= at; ++i)
            column = int(i) + 1;
        const qint64 line = m_line + (locate ? lineBreaks(m_begin, at) : 0);
        if (suspect.kind == TextDecoder::Suspect::Kind::Mixed)
            addIssue(line, column, Issue::Severity::Error,
                     Text::tr("The file mixes two encodings, UTF-8 and GBK (GB18030): this line is in one, lines "
                              "before it in the other, so some would be read wrongly. Choose the encoding to read it "
                              "in (--encoding UTF-8 or --encoding GB18030, or the encoding in the import's preview), "
                              "or save the file again in one encoding"));
        else if (suspect.kind == TextDecoder::Suspect::Kind::PrivateUse)
            addIssue(
                line, column, Issue::Severity::Warning,
                Text::tr("Private-use characters after reading as GB18030: the file may be in another encoding, or "
                         "use user-defined characters"));
        else if (m_decoder->passesThrough())
            addIssue(
                line, column, Issue::Severity::Error,
                Text::tr("Text that is not valid UTF-8 (shown as \uFFFD); the file may be in another encoding, such "
                         "as GB18030"));
        else
            addIssue(line, column, Issue::Severity::Error,
                     Text::tr("Bytes that are not valid %1 (shown as \uFFFD); the file may be in another encoding")
                         .arg(m_detection.encoding));
    }
}

void CsvReader::Impl::reportFields(std::span<const CsvScanField> fields)
{
    for (size_t i = 0; i < fields.size(); ++i) {
        const CsvScanField& field = fields[i];
        if (field.flags == 0 || field.flags == CsvScanField::Quoted)
            continue;
        const qint64 line = m_line + field.lineOffset;
        const int column = int(i) + 1;
        if (field.flags & CsvScanField::Unterminated)
            addIssue(line, column, Issue::Severity::Error,
                     Text::tr("Unterminated quote: the field opened here runs to the end of the file"));
        if (field.flags & CsvScanField::StrayQuote)
            addIssue(line, column, Issue::Severity::Warning,
                     Text::tr("Quote inside a field that does not start with one; it is kept as text"));
        if (field.flags & CsvScanField::TextAfterQuote)
            addIssue(line, column, Issue::Severity::Warning,
                     Text::tr("Text after the closing quote; it is kept after the quoted text"));
        // An error, as undecodable bytes are: the value read is not the one written.
        if (field.flags & CsvScanField::Nul)
            addIssue(line, column, Issue::Severity::Error,
                     Text::tr("NUL bytes removed from the field; the file may be damaged"));
    }
}

void CsvReader::Impl::checkFieldCount(qint64 line, qsizetype count)
{
    if (m_expectedFields < 0) {
        m_expectedFields = count;
        return;
    }
    if (count == m_expectedFields)
        return;
    const bool fewer = count < m_expectedFields;
    const QString message = m_detection.hasHeader
                                ? (fewer ? Text::tr("Missing fields: this row has %1, the header has %2")
                                         : Text::tr("Extra fields: this row has %1, the header has %2"))
                                : (fewer ? Text::tr("Missing fields: this row has %1, the first row has %2")
                                         : Text::tr("Extra fields: this row has %1, the first row has %2"));
    addIssue(line, int(std::min(count, m_expectedFields)) + 1,
             fewer ? Issue::Severity::Warning : Issue::Severity::Error, message.arg(count).arg(m_expectedFields));
}

qint64 CsvReader::Impl::lineBreaks(qsizetype from, qsizetype to) const
{
    qint64 count = 0;
    for (qsizetype i = from; i < to; ++i) {
        const char c = m_buffer[i];
        if (c == '\n' || (c == '\r' && (i + 1 >= m_end || m_buffer[i + 1] != '\n')))
            ++count;
    }
    return count;
}

CsvReader::CsvReader(CsvOptions options)
    : m_impl(std::make_unique<Impl>(std::move(options)))
{}

CsvReader::~CsvReader() = default;

Result<void> CsvReader::open(const QString& path)
{
    auto file = std::make_unique<QFile>(path);
    // Unbuffered: the reader reads big chunks itself; QFile's buffer would only add a copy.
    if (!file->open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return makeError(Error::Kind::Io,
                         Text::tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), file->errorString()));
    auto result = open(file.get());
    if (!result)
        return makeError(
            result.error().kind,
            result.error().kind == Error::Kind::Io
                ? Text::tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), result.error().message)
                : result.error().message);
    m_impl->m_file = std::move(file);
    return {};
}

Result<void> CsvReader::open(QIODevice* device)
{
    m_impl = std::make_unique<Impl>(m_impl->m_options);
    if (!device || !device->isReadable())
        return makeError(Error::Kind::Io, Text::tr("The input is not open for reading"));
    return m_impl->open(device);
}

const CsvDetection& CsvReader::detection() const
{
    return m_impl->m_detection;
}
const QStringList& CsvReader::header() const
{
    return m_impl->m_header;
}
qint64 CsvReader::headerLine() const
{
    return m_impl->m_headerLine;
}

bool CsvReader::next(CsvRecord& record)
{
    if (!m_impl->nextRaw(m_impl->m_rawRecord))
        return false;
    const QList<QByteArrayView>& fields = m_impl->m_rawRecord.fields;
    record.line = m_impl->m_rawRecord.line;
    record.fields.resize(fields.size());
    QString* const texts = record.fields.data();
    for (qsizetype i = 0; i < fields.size(); ++i)
        assignUtf8(texts[i], fields[i], m_impl->m_utf8);
    return true;
}

bool CsvReader::notText() const
{
    return m_impl->m_notText;
}

bool CsvReader::nextRaw(CsvRawRecord& record)
{
    return m_impl->nextRaw(record);
}

const Issues& CsvReader::issues() const
{
    return m_impl->m_issues;
}
const std::optional<Error>& CsvReader::readError() const
{
    return m_impl->m_readError;
}
qint64 CsvReader::bytesRead() const
{
    return m_impl->m_bytesRead;
}
qint64 CsvReader::totalBytes() const
{
    return m_impl->m_totalBytes;
}

} // namespace gatebench
