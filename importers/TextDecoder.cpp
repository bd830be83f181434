#include "TextDecoder.h"

#include <QCoreApplication>

#include <algorithm>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::TextDecoder)
};

const QString kUtf8 = QStringLiteral("UTF-8");
const QString kUtf8Bom = QStringLiteral("UTF-8-BOM");
const QString kUtf16 = QStringLiteral("UTF-16");
const QString kUtf16Le = QStringLiteral("UTF-16LE");
const QString kUtf16Be = QStringLiteral("UTF-16BE");
const QString kGb18030 = QStringLiteral("GB18030");

bool startsWith(QByteArrayView data, QByteArrayView prefix)
{
    return data.startsWith(prefix);
}

/// The byte order mark at the start of `data`: {our name, length}, or {} when there is none.
std::pair<QString, int> byteOrderMark(QByteArrayView data)
{
    if (startsWith(data, "\xEF\xBB\xBF"))
        return {kUtf8Bom, 3};
    if (startsWith(data, "\xFF\xFE"))
        return {kUtf16Le, 2};
    if (startsWith(data, "\xFE\xFF"))
        return {kUtf16Be, 2};
    return {};
}

/// What a file with these first bytes is when it is a well-known binary format; empty otherwise.
/// Spreadsheets saved in their own format instead of as CSV are the common mistake.
QString binaryFormat(QByteArrayView data)
{
    if (startsWith(data, "PK\x03\x04"))
        return Text::tr("The file is a ZIP archive, such as an Excel .xlsx workbook, not CSV; save it as CSV first");
    if (startsWith(data, "\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1"))
        return Text::tr("The file is an old Excel .xls workbook, not CSV; save it as CSV first");
    if (startsWith(data, "%PDF-"))
        return Text::tr("The file is a PDF document, not CSV");
    return {};
}

/// Index of the first byte of the first invalid UTF-8 sequence in `data`, or -1 (Unicode 15,
/// table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF). Unless `complete`, a
/// sequence cut off by the end of `data` is not invalid: `*tail` is set to its start (else to
/// data.size()). `*multibyte` counts the valid multi-byte sequences.
qsizetype firstInvalidUtf8(QByteArrayView data, bool complete, qsizetype* tail, qsizetype* multibyte)
{
    const auto* bytes = reinterpret_cast<const uchar*>(data.data());
    const qsizetype size = data.size();
    *tail = size;
    qsizetype i = 0;
    while (i < size) {
#ifdef __SSE2__
        while (i + 16 <= size && _mm_movemask_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes + i))) == 0)
            i += 16;
        if (i == size)
            break;
#endif
        const uchar lead = bytes[i];
        if (lead < 0x80) {
            ++i;
            continue;
        }
        int trail = 0;
        uchar low = 0x80;
        uchar high = 0xBF;
        if (lead >= 0xC2 && lead <= 0xDF) {
            trail = 1;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            trail = 2;
            low = lead == 0xE0 ? 0xA0 : 0x80;
            high = lead == 0xED ? 0x9F : 0xBF;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            trail = 3;
            low = lead == 0xF0 ? 0x90 : 0x80;
            high = lead == 0xF4 ? 0x8F : 0xBF;
        } else {
            return i;
        }
        for (int k = 1; k <= trail; ++k) {
            if (i + k == size) {
                if (complete)
                    return i;
                *tail = i;
                return -1;
            }
            const uchar byte = bytes[i + k];
            if (byte < (k == 1 ? low : 0x80) || byte > (k == 1 ? high : 0xBF))
                return i;
        }
        ++*multibyte;
        i += trail + 1;
    }
    return -1;
}

/// Bytes of UTF-8 for `text` (a surrogate pair is four bytes, two per half).
qint64 utf8Length(QStringView text)
{
    qint64 length = 0;
    for (const QChar c : text)
        length += c.unicode() < 0x80 ? 1 : c.unicode() < 0x800 ? 2 : c.isSurrogate() ? 2 : 3;
    return length;
}

EncodingGuess guessed(const QString& name, double confidence, int bomLength = 0)
{
    EncodingGuess guess;
    guess.name = name;
    guess.confidence = confidence;
    guess.bomLength = bomLength;
    return guess;
}

EncodingGuess notText(const QString& why, qsizetype offset = 0)
{
    EncodingGuess guess = guessed(kUtf8, 0.0);
    guess.problem = why;
    guess.binary = true;
    guess.binaryOffset = offset;
    return guess;
}

bool isPrivateUse(QChar c)
{
    return c.unicode() >= 0xE000 && c.unicode() <= 0xF8FF;
}

} // namespace

QString TextDecoder::canonicalName(const QString& name)
{
    QString key = name.trimmed().toUpper();
    key.replace(QLatin1Char('_'), QLatin1Char('-'));
    if (key == QLatin1String("UTF-8") || key == QLatin1String("UTF8") || key == QLatin1String("UTF-8-BOM") ||
        key == QLatin1String("UTF8-BOM") || key == QLatin1String("UTF-8-SIG"))
        return kUtf8;
    if (key == QLatin1String("UTF-16LE") || key == QLatin1String("UTF16LE"))
        return kUtf16Le;
    if (key == QLatin1String("UTF-16BE") || key == QLatin1String("UTF16BE"))
        return kUtf16Be;
    if (key == QLatin1String("UTF-16") || key == QLatin1String("UTF16") || key == QLatin1String("UNICODE"))
        return kUtf16;
    // Qt knows none of these; GB18030 decodes all of them (GBK extends GB2312, GB18030 extends GBK).
    for (const char* alias : {"GB18030", "GBK", "GB2312", "CP936", "MS936", "WINDOWS-936", "EUC-CN"}) {
        if (key == QLatin1String(alias))
            return kGb18030;
    }
    if (key.isEmpty())
        return {};
    const QStringDecoder decoder(name.trimmed().toLatin1().constData());
    return decoder.isValid() ? QString::fromLatin1(decoder.name()) : QString();
}

EncodingGuess TextDecoder::detect(QByteArrayView sample, bool wholeFile)
{
    if (sample.isEmpty())
        return guessed(kUtf8, 1.0);
    if (const auto [bom, length] = byteOrderMark(sample); length > 0)
        return guessed(bom, 1.0, length);
    if (QString format = binaryFormat(sample); !format.isEmpty())
        return notText(format);

    qsizetype zerosEven = 0;
    qsizetype zerosOdd = 0;
    qsizetype control = 0;
    qsizetype firstControl = -1;
    for (qsizetype i = 0; i < sample.size(); ++i) {
        const auto byte = uchar(sample[i]);
        if (byte == 0)
            ++(i % 2 == 0 ? zerosEven : zerosOdd);
        // C0 controls that no text file has (tab, line breaks, form feed, SUB and ESC do occur).
        if (byte < 0x20 && byte != '\t' && byte != '\n' && byte != '\r' && byte != '\f' && byte != '\v' &&
            byte != 0x1A && byte != 0x1B) {
            ++control;
            if (firstControl < 0)
                firstControl = i;
        }
    }
    // UTF-16 without a byte order mark: mostly-ASCII text has a zero in every other byte.
    const qsizetype zeros = zerosEven + zerosOdd;
    if (sample.size() >= 4 && zeros * 4 >= sample.size()) {
        if (zerosOdd * 10 >= zeros * 9 && zerosEven * 10 < sample.size() / 2)
            return guessed(kUtf16Le, 0.8);
        if (zerosEven * 10 >= zeros * 9 && zerosOdd * 10 < sample.size() / 2)
            return guessed(kUtf16Be, 0.8);
    }
    if (control * 32 > sample.size())
        return notText(Text::tr("The file is not text (it contains binary data); nothing was read"), firstControl);

    qsizetype tail = 0;
    qsizetype multibyte = 0;
    if (firstInvalidUtf8(sample, wholeFile, &tail, &multibyte) < 0) {
        // Pure ASCII reads the same in every candidate; a few valid sequences may be chance.
        const double confidence = multibyte == 0 ? (wholeFile ? 1.0 : 0.9) : multibyte >= 4 ? 0.99 : 0.9;
        return guessed(kUtf8, confidence);
    }

    QStringDecoder decoder(kGb18030.toLatin1().constData());
    const QString text = decoder.decode(sample);
    if (decoder.hasError())
        return guessed(kGb18030, 0.3);
    if (std::any_of(text.cbegin(), text.cend(), isPrivateUse))
        return guessed(kGb18030, 0.4);
    const auto nonAscii = std::count_if(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() >= 0x80; });
    return guessed(kGb18030, nonAscii >= 4 ? 0.95 : 0.8);
}

EncodingGuess TextDecoder::named(QByteArrayView sample, const QString& canonical)
{
    EncodingGuess guess = guessed(canonical, 1.0);
    if (QString format = binaryFormat(sample); !format.isEmpty()) {
        guess.problem = format;
        guess.binary = true;
        return guess;
    }
    const auto [bom, length] = byteOrderMark(sample);
    if (canonical == kUtf16)
        guess.name = bom == kUtf16Be ? kUtf16Be : kUtf16Le;
    if (length == 0)
        return guess;
    if (guess.name == kUtf8 && bom == kUtf8Bom) {
        guess.name = kUtf8Bom;
        guess.bomLength = length;
    } else if (guess.name == bom) {
        guess.bomLength = length;
    } else {
        guess.problem = Text::tr("The file starts with a %1 byte order mark but is read as %2").arg(bom, guess.name);
    }
    return guess;
}

TextDecoder::TextDecoder(const QString& name, bool checkMixed)
    : m_passThrough(name == kUtf8 || name == kUtf8Bom)
    , m_checkPrivateUse(name == kGb18030)
    , m_checkMixed(checkMixed && (name == kUtf8 || name == kUtf8Bom || name == kGb18030))
    // Constructed in place, never assigned: Qt 6.4's ICU-backed decoders point ICU's error callback
    // at their own state, so a moved decoder never reports errors (and ICU writes to the old one).
    , m_decoder(m_passThrough ? QStringDecoder(QStringConverter::Utf8) : QStringDecoder(name.toLatin1().constData()))
    , m_encoder(QStringConverter::Utf8)
{
    m_holdBack = !m_passThrough && name != kUtf16Le && name != kUtf16Be;
}

void TextDecoder::inspect(QByteArrayView bytes)
{
    const qint64 start = m_offset;
    m_offset += bytes.size();
    if (m_pending) {
        readPendingLine(bytes);
        return;
    }
    if (m_invalidSeen || m_mixedSeen || bytes.isEmpty())
        return;
    qsizetype tail = 0;
    qsizetype multibyte = 0;
    if (!m_carry.isEmpty()) {
        // Complete the sequence cut off last time: its lead byte says how long it is.
        const auto lead = uchar(m_carry.front());
        const qsizetype length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
        const qsizetype missing = std::min(length - m_carry.size(), bytes.size());
        const QByteArray joined = m_carry + bytes.first(missing).toByteArray();
        if (firstInvalidUtf8(joined, false, &tail, &multibyte) >= 0) {
            invalidAt(start - m_carry.size(), m_carry, bytes);
            m_carry.clear();
            return;
        }
        m_carry.clear();
        if (tail < joined.size()) { // still incomplete: all of `bytes` went into it
            m_carry = joined;
            return;
        }
        bytes = bytes.sliced(missing);
    }
    const qsizetype invalid = firstInvalidUtf8(bytes, false, &tail, &multibyte);
    m_multibyte += multibyte;
    if (invalid >= 0)
        invalidAt(m_offset - bytes.size() + invalid, {}, bytes.sliced(invalid));
    else if (tail < bytes.size())
        m_carry = bytes.sliced(tail).toByteArray();
}

void TextDecoder::invalidAt(qint64 offset, QByteArrayView first, QByteArrayView rest)
{
    if (!m_checkMixed || m_multibyte == 0) {
        suspect(Suspect::Kind::Invalid, offset);
        return;
    }
    // After UTF-8 text, a line that reads as GBK is a file of two encodings, not a damaged one: the
    // rest of the line decides, read to its end whatever the reads' sizes (the same verdict for a
    // file read at once or a few bytes at a time).
    m_pending = true;
    m_pendingOffset = offset;
    m_pendingGb = true;
    m_gbState = 0;
    readPendingLine(first);
    if (m_pending)
        readPendingLine(rest);
}

void TextDecoder::readPendingLine(QByteArrayView bytes)
{
    for (const char c : bytes) {
        const auto b = uchar(c);
        if (b == '\n' || b == '\r') {
            resolvePending();
            return;
        }
        // GB18030: ASCII; or a lead 81-FE and a trail 40-7E / 80-FE; or a lead, 30-39, 81-FE, 30-39.
        switch (m_gbState) {
        case 0:
            if (b >= 0x81 && b <= 0xFE)
                m_gbState = 1;
            else if (b >= 0x80)
                m_pendingGb = false;
            break;
        case 1:
            if ((b >= 0x40 && b <= 0x7E) || (b >= 0x80 && b <= 0xFE))
                m_gbState = 0;
            else if (b >= 0x30 && b <= 0x39)
                m_gbState = 2;
            else {
                m_pendingGb = false;
                m_gbState = 0;
            }
            break;
        case 2:
            if (b >= 0x81 && b <= 0xFE)
                m_gbState = 3;
            else {
                m_pendingGb = false;
                m_gbState = 0;
            }
            break;
        default:
            if (!(b >= 0x30 && b <= 0x39))
                m_pendingGb = false;
            m_gbState = 0;
            break;
        }
    }
}

void TextDecoder::resolvePending()
{
    m_pending = false;
    suspect(m_pendingGb && m_gbState == 0 ? Suspect::Kind::Mixed : Suspect::Kind::Invalid, m_pendingOffset);
}

qsizetype TextDecoder::maxOutput(qsizetype inputBytes) const
{
    return m_passThrough ? inputBytes : m_encoder.requiredSpace(m_decoder.requiredSpace(inputBytes + m_held.size()));
}

char* TextDecoder::convert(QByteArrayView bytes, char* out)
{
    Q_ASSERT(!m_passThrough);
    if (!m_holdBack)
        return decode(bytes, out);
    constexpr qsizetype kMaxHeld = 64 * 1024;
    QByteArray joined;
    if (!m_held.isEmpty()) {
        joined = std::exchange(m_held, {}) + bytes.toByteArray();
        bytes = joined;
    }
    qsizetype cut = bytes.size();
    while (cut > 0 && uchar(bytes[cut - 1]) >= 0x30)
        --cut;
    if (cut == 0 && bytes.size() >= kMaxHeld)
        cut = bytes.size(); // no safe place in 64 KiB: convert anyway
    m_held = bytes.sliced(cut).toByteArray();
    return cut > 0 ? decode(bytes.first(cut), out) : out;
}

qsizetype TextDecoder::mixedLine(QByteArrayView bytes)
{
    qsizetype lineStart = -2; // the line in progress began before these bytes
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const auto b = uchar(bytes[i]);
        // A line ends where the CSV reader ends one: at a LF, and at a CR (a lone CR ends a line
        // too; the LF after a CR then ends an empty line), so that a line's verdict is known by the
        // time the reader reaches the line's end, whatever the reads' sizes.
        if (b == '\n' || b == '\r') {
            const bool notUtf8 = m_lineNotUtf8 || m_lineTrail > 0;
            const bool utf8 = !notUtf8 && m_lineLongSequences >= 3;
            if ((utf8 && m_otherLineSeen) || (notUtf8 && m_utf8LineSeen))
                return lineStart;
            m_utf8LineSeen = m_utf8LineSeen || utf8;
            m_otherLineSeen = m_otherLineSeen || notUtf8;
            m_lineLongSequences = 0;
            m_lineNotUtf8 = false;
            m_lineTrail = 0;
            lineStart = i + 1;
            continue;
        }
        if (m_lineTrail > 0) {
            if (b >= 0x80 && b <= 0xBF) {
                if (--m_lineTrail == 0 && m_lineSequenceLong)
                    ++m_lineLongSequences;
                continue;
            }
            m_lineNotUtf8 = true;
            m_lineTrail = 0;
        }
        if (b < 0x80)
            continue;
        if (b >= 0xC2 && b <= 0xDF) {
            m_lineTrail = 1;
            m_lineSequenceLong = false;
        } else if (b >= 0xE0 && b <= 0xF4) {
            m_lineTrail = b >= 0xF0 ? 3 : 2;
            m_lineSequenceLong = true;
        } else {
            m_lineNotUtf8 = true;
        }
    }
    return -1;
}

char* TextDecoder::decode(QByteArrayView bytes, char* out)
{
    m_utf16.resize(size_t(m_decoder.requiredSpace(bytes.size())));
    const QChar* end = m_decoder.appendToBuffer(m_utf16.data(), bytes);
    const QStringView text(m_utf16.data(), end);
    if (!m_invalidSeen && m_decoder.hasError()) {
        const qsizetype at = std::max<qsizetype>(0, text.indexOf(QChar(QChar::ReplacementCharacter)));
        suspect(Suspect::Kind::Invalid, m_offset + utf8Length(text.first(at)));
    }
    if (m_checkPrivateUse && !m_privateUseSeen) {
        if (const auto it = std::find_if(text.begin(), text.end(), isPrivateUse); it != text.end())
            suspect(Suspect::Kind::PrivateUse, m_offset + utf8Length(text.first(it - text.begin())));
    }
    if (m_checkMixed && !m_mixedSeen) {
        // Lines keep their line breaks in any encoding this runs for: the k-th CR or LF of the bytes
        // is the k-th CR or LF of the text.
        const auto isBreak = [](auto c) { return c == '\n' || c == '\r'; };
        const auto breaksIn = [&](QByteArrayView part) {
            return qsizetype(std::count_if(part.begin(), part.end(), isBreak));
        };
        const auto offsetAfterLine = [&](qsizetype lineBreaks) {
            qsizetype at = 0;
            for (qsizetype seen = 0; seen < lineBreaks && at < text.size(); ++seen)
                at = qsizetype(
                         std::find_if(text.begin() + at, text.end(), [&](QChar c) { return isBreak(c.unicode()); }) -
                         text.begin()) +
                     1;
            return m_offset + utf8Length(text.first(std::min(at, text.size())));
        };
        const qsizetype line = mixedLine(bytes);
        if (line != -1)
            suspect(Suspect::Kind::Mixed, line == -2 ? m_lineStart : offsetAfterLine(breaksIn(bytes.first(line))));
        else if (const qsizetype breaks = breaksIn(bytes); breaks > 0)
            m_lineStart = offsetAfterLine(breaks);
    }
    char* const written = m_encoder.appendToBuffer(out, text);
    m_offset += written - out;
    return written;
}

char* TextDecoder::finish(char* out)
{
    if (m_pending)
        resolvePending(); // the line ends with the file
    if (m_passThrough && !m_invalidSeen && !m_carry.isEmpty())
        suspect(Suspect::Kind::Invalid, m_offset - m_carry.size());
    m_carry.clear();
    char* end = m_held.isEmpty() ? out : decode(std::exchange(m_held, {}), out);
    // The last line, when no line break ends it.
    if (m_checkMixed && !m_passThrough && !m_mixedSeen && mixedLine("\n") != -1)
        suspect(Suspect::Kind::Mixed, m_lineStart);
    return end;
}

std::vector<TextDecoder::Suspect> TextDecoder::takeSuspects()
{
    // One chunk may hold both kinds, found in kind order; the reader places them in stream order.
    std::sort(m_suspects.begin(), m_suspects.end(),
              [](const Suspect& a, const Suspect& b) { return a.offset < b.offset; });
    return std::exchange(m_suspects, {});
}

void TextDecoder::suspect(Suspect::Kind kind, qint64 offset)
{
    // Each kind once per stream, whatever else was found: so that a file read at once and read a few
    // bytes at a time report the same.
    (kind == Suspect::Kind::PrivateUse ? m_privateUseSeen
     : kind == Suspect::Kind::Mixed    ? m_mixedSeen
                                       : m_invalidSeen) = true;
    m_suspects.push_back({kind, offset});
}

} // namespace gatebench
