#include "mapping/CsvScanner.h"

#include <bit>
#include <cstring>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace gatebench {

namespace {

constexpr char kQuote = '"';

bool isLineBreak(char c)
{
    return c == '\n' || c == '\r';
}

/// The first LF or CR at or after `from`, or `size`.
qsizetype findLineBreak(const char* data, qsizetype from, qsizetype size)
{
    const auto* lf = static_cast<const char*>(std::memchr(data + from, '\n', size_t(size - from)));
    const qsizetype until = lf ? lf - data : size;
    const auto* cr = static_cast<const char*>(std::memchr(data + from, '\r', size_t(until - from)));
    return cr ? cr - data : until;
}

} // namespace

CsvScanner::CsvScanner(char delimiter, char comment)
    : m_delimiter(delimiter)
    , m_comment(comment)
{
    for (const char c : {delimiter, kQuote, '\n', '\r', '\0'})
        m_special[uchar(c)] = true;
}

// The scanner spends its time here: sixteen bytes per step with SSE2 (part of every x86-64 CPU),
// one at a time at the end of the data and on other machines. Finding the special bytes of a
// whole 64-byte block at once and walking its bits costs a few instructions per field instead of
// a search per field.
quint64 CsvScanner::specialMask(const char* data, qsizetype from, qsizetype size) const
{
    quint64 mask = 0;
    qsizetype i = 0;
#ifdef __SSE2__
    if (from + 64 <= size) {
        const __m128i delimiter = _mm_set1_epi8(m_delimiter);
        const __m128i quote = _mm_set1_epi8(kQuote);
        const __m128i lf = _mm_set1_epi8('\n');
        const __m128i cr = _mm_set1_epi8('\r');
        const __m128i nul = _mm_setzero_si128();
        for (; i < 64; i += 16) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + from + i));
            const __m128i hit = _mm_or_si128(
                _mm_or_si128(_mm_cmpeq_epi8(v, delimiter), _mm_cmpeq_epi8(v, quote)),
                _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, lf), _mm_cmpeq_epi8(v, cr)), _mm_cmpeq_epi8(v, nul)));
            mask |= quint64(quint16(_mm_movemask_epi8(hit))) << i;
        }
        return mask;
    }
#endif
    for (const qsizetype n = std::min<qsizetype>(64, size - from); i < n; ++i) {
        if (m_special[uchar(data[from + i])])
            mask |= quint64(1) << i;
    }
    return mask;
}

CsvScan CsvScanner::scan(const char* data, qsizetype size, qsizetype pos, bool eof,
                         std::vector<CsvScanField>& fields) const
{
    Q_ASSERT(pos < size);
    const CsvScan needMore{CsvScan::Kind::NeedMore, 0, pos, 0, 0};
    qsizetype count = 0;
    // Member by member: a field assembled on the stack and copied whole stalls on store forwarding.
    const auto append = [&fields, &count](qsizetype begin, qsizetype end, int lineOffset, quint8 flags) {
        if (count == qsizetype(fields.size()))
            fields.resize(fields.size() * 2 + 32);
        CsvScanField& field = fields[size_t(count++)];
        field.begin = begin;
        field.end = end;
        field.lineOffset = lineOffset;
        field.flags = flags;
    };

    // The end of a line at data[q] (LF, CR or CRLF): where the next line starts, or -1 when a CR
    // is the last byte so far and an LF may follow.
    const auto afterLineBreak = [&](qsizetype q) -> qsizetype {
        if (data[q] == '\n')
            return q + 1;
        if (q + 1 == size)
            return eof ? q + 1 : -1;
        return data[q + 1] == '\n' ? q + 2 : q + 1;
    };

    const char first = data[pos];
    if (isLineBreak(first) || (m_comment != 0 && first == m_comment)) {
        const bool comment = !isLineBreak(first);
        const qsizetype q = comment ? findLineBreak(data, pos + 1, size) : pos;
        if (q == size)
            return eof ? CsvScan{CsvScan::Kind::Comment, 0, size, size - pos, 0} : needMore;
        const qsizetype next = afterLineBreak(q);
        if (next < 0)
            return needMore;
        return {comment ? CsvScan::Kind::Comment : CsvScan::Kind::BlankLine, 0, next, q - pos, 1};
    }

    // The next special byte at or after `from`, or `size`.
    qsizetype blockStart = -64;
    quint64 block = 0;
    const auto nextSpecial = [&](qsizetype from) -> qsizetype {
        for (;;) {
            if (from >= blockStart + 64) {
                if (from >= size)
                    return size;
                blockStart = from;
                block = specialMask(data, from, size);
            }
            if (const quint64 ahead = block & (~quint64(0) << (from - blockStart)); ahead != 0)
                return blockStart + std::countr_zero(ahead);
            from = blockStart + 64;
        }
    };

    int lines = 0;
    qsizetype p = pos;
    for (;;) {
        if (count >= kMaxFields)
            return {CsvScan::Kind::TooManyFields, 0, pos, 0, 0};
        const int fieldLines = lines;
        quint8 flags = 0;
        qsizetype q = p;
        bool unquotedText = true;
        if (p < size && data[p] == kQuote) {
            flags |= CsvScanField::Quoted;
            q = p + 1;
            for (bool closed = false; !closed;) {
                q = nextSpecial(q);
                if (q == size) {
                    if (!eof)
                        return needMore;
                    append(p, size, fieldLines, flags | CsvScanField::Unterminated);
                    return {CsvScan::Kind::Record, count, size, size - pos, lines};
                }
                switch (data[q]) {
                case kQuote:
                    if (q + 1 == size && !eof)
                        return needMore;
                    if (q + 1 < size && data[q + 1] == kQuote) {
                        flags |= CsvScanField::Dirty;
                        q += 2;
                    } else {
                        ++q;
                        closed = true;
                    }
                    break;
                case '\n':
                    ++lines;
                    ++q;
                    break;
                case '\r':
                    if (q + 1 == size && !eof)
                        return needMore;
                    if (q + 1 == size || data[q + 1] != '\n')
                        ++lines; // a lone CR; the LF of a CRLF counts for both
                    ++q;
                    break;
                case '\0':
                    flags |= CsvScanField::Dirty | CsvScanField::Nul;
                    ++q;
                    break;
                default: // the delimiter, which is text inside quotes
                    ++q;
                    break;
                }
            }
            unquotedText = q < size && data[q] != m_delimiter && !isLineBreak(data[q]);
            if (unquotedText)
                flags |= CsvScanField::Dirty | CsvScanField::TextAfterQuote;
        }
        while (unquotedText) {
            q = nextSpecial(q);
            if (q == size) {
                if (!eof)
                    return needMore;
                break;
            }
            if (data[q] == kQuote) {
                if (!(flags & CsvScanField::Quoted))
                    flags |= CsvScanField::StrayQuote;
            } else if (data[q] == '\0') {
                flags |= CsvScanField::Dirty | CsvScanField::Nul;
            } else {
                break; // the delimiter or a line break
            }
            ++q;
        }
        append(p, q, fieldLines, flags);
        if (q == size) // only at the end of the data: the last line has no line break
            return {CsvScan::Kind::Record, count, size, size - pos, lines};
        if (data[q] == m_delimiter) {
            p = q + 1;
            continue;
        }
        const qsizetype next = afterLineBreak(q);
        if (next < 0)
            return needMore;
        return {CsvScan::Kind::Record, count, next, q - pos, lines + 1};
    }
}

QByteArrayView CsvScanner::text(char* data, const CsvScanField& field)
{
    if (!(field.flags & CsvScanField::Dirty)) {
        if (!(field.flags & CsvScanField::Quoted))
            return {data + field.begin, field.end - field.begin};
        const qsizetype closingQuote = (field.flags & CsvScanField::Unterminated) ? 0 : 1;
        return {data + field.begin + 1, field.end - field.begin - 1 - closingQuote};
    }
    // In place: the output never overtakes the input (quotes and NULs only ever drop out).
    char* const begin = data + field.begin;
    char* out = begin;
    const char* in = begin;
    const char* const end = data + field.end;
    bool quoted = field.flags & CsvScanField::Quoted;
    if (quoted)
        ++in;
    while (in < end) {
        const char c = *in++;
        if (c == '\0')
            continue;
        if (quoted && c == kQuote) {
            if (in < end && *in == kQuote) {
                *out++ = kQuote;
                ++in;
            } else {
                quoted = false;
            }
            continue;
        }
        *out++ = c;
    }
    return {begin, out - begin};
}

} // namespace gatebench
