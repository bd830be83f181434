#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringDecoder>
#include <QStringEncoder>

#include <vector>

namespace gatebench {

/// What the first bytes of a file say about its encoding, or how a named encoding applies to them.
struct EncodingGuess {
    /// "UTF-8", "UTF-8-BOM", "UTF-16LE", "UTF-16BE", "GB18030", or the name of another ICU codec.
    QString name;
    double confidence = 0; ///< 0..1; 1 for a byte order mark or a name the caller gave
    int bomLength = 0;     ///< bytes of byte order mark at the start, not part of the text
    QString problem;       ///< a problem of the whole file worth an issue (a sentence), or empty
    bool binary = false;   ///< not text at all (`problem` says what it is): read nothing
    /// For a binary file: the offset of the first byte that shows it (0 for a known signature such
    /// as ZIP or PDF, else the first control character no text file has), to locate the issue.
    qsizetype binaryOffset = 0;
};

/// Encoding detection, and the streaming conversion of a file's bytes to UTF-8, the one encoding
/// that CsvScanner reads. UTF-8 input passes through untouched and is only validated; any other
/// encoding goes through a stateful QStringDecoder (ICU for GB18030), so a character split
/// between two reads is decoded whole.
///
/// The first doubtful character of the stream (invalid bytes, or private-use characters after
/// GB18030 decoding, which is how GBK decoders hide bytes they do not know) is reported as a
/// Suspect at its offset in the UTF-8 output, for the reader to turn into a located issue.
class TextDecoder {
public:
    struct Suspect {
        /// Invalid: bytes the encoding cannot read. PrivateUse: characters a GBK decoder makes of bytes
        /// it does not know. Mixed: a line in the other of UTF-8 and GBK/GB18030 than the file is
        /// read in, where the file has lines in both (see TextDecoder()).
        enum class Kind { Invalid, PrivateUse, Mixed };
        Kind kind = Kind::Invalid;
        qint64 offset = 0; ///< in the UTF-8 output stream
    };

    /// Our name for a user-given encoding name (case-insensitive; GBK, GB2312 and CP936 read as
    /// GB18030, their superset; "UTF-16" lets the byte order mark decide); any codec name ICU
    /// knows is accepted. Empty when nothing knows the name.
    static QString canonicalName(const QString& name);

    /// Detects the encoding of `sample`, the first bytes of a file (`wholeFile`: all of them).
    static EncodingGuess detect(QByteArrayView sample, bool wholeFile);

    /// How the encoding `canonical` (from canonicalName) applies to a file starting with `sample`:
    /// a matching byte order mark is skipped, a contradicting one reported.
    static EncodingGuess named(QByteArrayView sample, const QString& canonical);

    /// A decoder for an EncodingGuess name (after the byte order mark). With `checkMixed` (the
    /// encoding was detected, not named by the user) a file that mixes UTF-8 and GBK is reported as
    /// a Mixed suspect at the first line in the other encoding: in a file read as UTF-8, a line not
    /// valid as UTF-8 but valid as GB18030 after UTF-8 text; in one read as GB18030, a line valid as
    /// UTF-8 with three or more of its three- or four-byte sequences (Chinese text: GBK bytes make
    /// that by chance about once in 10^5 lines of five or more characters) where other lines are not
    /// valid UTF-8. The user then chooses one (CsvOptions::encoding).
    explicit TextDecoder(const QString& name, bool checkMixed = false);

    /// True for UTF-8: call inspect() on the bytes, no conversion needed.
    bool passesThrough() const { return m_passThrough; }

    /// Validates the next bytes of a UTF-8 stream.
    void inspect(QByteArrayView bytes);

    /// The most UTF-8 bytes that convert() (or finish()) writes for `inputBytes` more bytes.
    qsizetype maxOutput(qsizetype inputBytes) const;

    /// Converts the next bytes of the stream and writes their UTF-8 at `out`; returns the end.
    /// Some bytes may be held back until the next call (see m_held).
    char* convert(QByteArrayView bytes, char* out);

    /// The end of the input: converts what was held back and writes it at `out` (returns the
    /// end); a character cut off at the end is invalid.
    char* finish(char* out);

    /// The suspects found since the last call, in stream order (at most one of each kind per stream).
    std::vector<Suspect> takeSuspects();

private:
    void suspect(Suspect::Kind kind, qint64 offset);
    char* decode(QByteArrayView bytes, char* out);
    /// Classifies the lines of raw GB18030-read bytes (UTF-8 or not); returns the index in `bytes` of
    /// the start of the first line that shows the file mixes the two, or -1.
    qsizetype mixedLine(QByteArrayView bytes);
    /// The first bytes that are not UTF-8, at `offset` (`first`, then `rest`: the bytes from there):
    /// Invalid, or, after UTF-8 text, pending until their line ends (see readPendingLine).
    void invalidAt(qint64 offset, QByteArrayView first, QByteArrayView rest);
    /// Reads the line of a pending invalid sequence as GB18030 up to its end (LF or CR), then resolves it.
    void readPendingLine(QByteArrayView bytes);
    /// Mixed when the line read as GB18030 to its end, else Invalid.
    void resolvePending();

    bool m_passThrough = true;
    bool m_checkPrivateUse = false;
    bool m_invalidSeen = false;
    bool m_privateUseSeen = false;
    bool m_checkMixed = false;
    bool m_mixedSeen = false;
    bool m_pending = false; ///< an invalid sequence after UTF-8 text whose line is being read
    qint64 m_pendingOffset = 0;
    bool m_pendingGb = true; ///< its line reads as GB18030 so far
    int m_gbState = 0;       ///< 0: a character starts; 1-3: inside a GB18030 sequence
    qint64 m_multibyte = 0;  ///< valid UTF-8 multi-byte sequences so far (UTF-8 read)
    // The line being classified (GB18030 read): its long UTF-8 sequences, whether it has a byte
    // that cannot be UTF-8, and what the lines so far were.
    int m_lineLongSequences = 0;
    bool m_lineNotUtf8 = false;
    int m_lineTrail = 0; ///< continuation bytes still expected by the sequence being read
    bool m_lineSequenceLong = false;
    bool m_utf8LineSeen = false;
    bool m_otherLineSeen = false;
    qint64 m_lineStart = 0; ///< UTF-8 output offset of the line being classified
    qint64 m_offset = 0;    ///< UTF-8 bytes out so far
    QByteArray m_carry;     ///< the start of a UTF-8 sequence cut off by the end of the last bytes
    /// ICU codecs get their input only up to a byte below 0x30 (a line break, delimiter, quote or
    /// space, never part of a multi-byte character in GB18030, Big5, Shift_JIS or EUC): ICU 72
    /// loses a byte when an invalid sequence is split between two calls, so the text would depend
    /// on where reads happen to end. The rest waits here for the next call (up to kMaxHeld).
    QByteArray m_held;
    bool m_holdBack = false;
    QStringDecoder m_decoder;
    QStringEncoder m_encoder;
    std::vector<QChar> m_utf16;
    std::vector<Suspect> m_suspects;
};

} // namespace gatebench
