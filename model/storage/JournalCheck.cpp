#include "storage/JournalCheck.h"

#include <QIODevice>
#include <QSet>
#include <QtEndian>

#include <algorithm>

namespace gatebench::journal {

namespace {

quint32 be32(const QByteArray& bytes, qsizetype at)
{
    return qFromBigEndian<quint32>(reinterpret_cast<const uchar*>(bytes.constData()) + at);
}

quint16 be16(const QByteArray& bytes, qsizetype at)
{
    return qFromBigEndian<quint16>(reinterpret_cast<const uchar*>(bytes.constData()) + at);
}

/// SQLite's variable-length integer (1-9 bytes, big-endian, seven bits a byte, the ninth whole) at
/// `at` of `bytes` before `end`; advances `at`. None when it runs past `end`.
std::optional<quint64> varint(const QByteArray& bytes, qsizetype& at, qsizetype end)
{
    quint64 value = 0;
    for (int i = 0; i < 9; ++i) {
        if (at >= end)
            return std::nullopt;
        const auto byte = quint8(bytes.at(at++));
        if (i == 8)
            return (value << 8) | byte;
        value = (value << 7) | (byte & 0x7f);
        if ((byte & 0x80) == 0)
            return value;
    }
    return value;
}

/// The integer value of a record field of serial type `type` at `at` (types 1-6, 8, 9); none for
/// any other type or when it runs past `end`.
std::optional<qint64> integerField(const QByteArray& bytes, quint64 type, qsizetype at, qsizetype end)
{
    static constexpr int kWidths[] = {0, 1, 2, 3, 4, 6, 8};
    if (type == 8)
        return 0;
    if (type == 9)
        return 1;
    if (type < 1 || type > 6)
        return std::nullopt;
    const int width = kWidths[type];
    if (at + width > end)
        return std::nullopt;
    quint64 value = (quint8(bytes.at(at)) & 0x80) ? ~quint64(0) : 0; // sign-extended
    for (int i = 0; i < width; ++i)
        value = (value << 8) | quint8(bytes.at(at + i));
    return qint64(value);
}

/// The byte width of a record field of serial type `type`.
quint64 fieldWidth(quint64 type)
{
    static constexpr quint64 kWidths[] = {0, 1, 2, 3, 4, 6, 8, 8, 0, 0, 0, 0};
    if (type < 12)
        return kWidths[type];
    return (type - 12) / 2;
}

/// SQLite's WAL checksum: two 32-bit sums over 8-byte chunks, words in the byte order the WAL's
/// magic states.
void walChecksum(const uchar* data, qsizetype size, bool bigEndian, quint32& s0, quint32& s1)
{
    for (qsizetype i = 0; i + 8 <= size; i += 8) {
        const quint32 x0 = bigEndian ? qFromBigEndian<quint32>(data + i) : qFromLittleEndian<quint32>(data + i);
        const quint32 x1 = bigEndian ? qFromBigEndian<quint32>(data + i + 4) : qFromLittleEndian<quint32>(data + i + 4);
        s0 += x0 + s1;
        s1 += x1 + s0;
    }
}

bool validPageSize(quint32 size)
{
    return size >= 512 && size <= 65536 && (size & (size - 1)) == 0;
}

} // namespace

std::optional<Mark> markOnPage(const QByteArray& page, int headerOffset, int usableSize)
{
    const qsizetype end = usableSize > 0 ? std::min<qsizetype>(usableSize, page.size()) : page.size();
    if (headerOffset < 0 || headerOffset + 8 > end)
        return std::nullopt;
    // A table b-tree leaf (type 13) holding one cell.
    if (quint8(page.at(headerOffset)) != 13 || be16(page, headerOffset + 3) != 1)
        return std::nullopt;
    qsizetype at = be16(page, headerOffset + 8);
    if (at <= headerOffset || at >= end)
        return std::nullopt;
    const auto payload = varint(page, at, end);
    const auto rowid = varint(page, at, end);
    if (!payload || !rowid || *rowid != 1 || at + qsizetype(*payload) > end)
        return std::nullopt;
    const qsizetype recordStart = at;
    const qsizetype recordEnd = at + qsizetype(*payload);
    const auto headerSize = varint(page, at, recordEnd);
    if (!headerSize || *headerSize > quint64(recordEnd - recordStart))
        return std::nullopt;
    const qsizetype headerEnd = recordStart + qsizetype(*headerSize);
    QList<quint64> types;
    while (at < headerEnd) {
        const auto type = varint(page, at, headerEnd);
        if (!type)
            return std::nullopt;
        types.append(*type);
    }
    // id (the rowid's alias: stored as NULL), base, counter.
    if (types.size() != 3 || types.at(0) != 0)
        return std::nullopt;
    qsizetype field = headerEnd;
    const auto base = integerField(page, types.at(1), field, recordEnd);
    field += qsizetype(fieldWidth(types.at(1)));
    const auto counter = integerField(page, types.at(2), field, recordEnd);
    if (!base || !counter)
        return std::nullopt;
    return Mark{*base, *counter};
}

WalReplay replayWal(QIODevice& wal, quint32 markPage)
{
    WalReplay replay;
    constexpr qsizetype kHeader = 32;
    constexpr qsizetype kFrameHeader = 24;
    const QByteArray header = wal.read(kHeader);
    if (header.size() < kHeader)
        return replay;
    const quint32 magic = be32(header, 0);
    if ((magic & 0xFFFFFFFE) != 0x377f0682 || be32(header, 4) != 3007000)
        return replay;
    const bool bigEndian = (magic & 1) != 0;
    const quint32 pageSize = be32(header, 8);
    if (!validPageSize(pageSize))
        return replay;
    quint32 s0 = 0;
    quint32 s1 = 0;
    walChecksum(reinterpret_cast<const uchar*>(header.constData()), 24, bigEndian, s0, s1);
    if (s0 != be32(header, 24) || s1 != be32(header, 28))
        return replay;
    replay.headerValid = true;
    replay.pageSize = int(pageSize);
    const quint32 salt1 = be32(header, 16);
    const quint32 salt2 = be32(header, 20);

    QList<quint32> pending;
    QList<QByteArray> pendingImages;
    int frames = 0;
    const qsizetype frameSize = kFrameHeader + qsizetype(pageSize);
    for (;;) {
        const QByteArray frame = wal.read(frameSize);
        if (frame.size() < frameSize)
            break;
        const auto* data = reinterpret_cast<const uchar*>(frame.constData());
        const quint32 page = be32(frame, 0);
        const quint32 commitSize = be32(frame, 4);
        if (page == 0 || be32(frame, 8) != salt1 || be32(frame, 12) != salt2)
            break;
        walChecksum(data, 8, bigEndian, s0, s1);
        walChecksum(data + kFrameHeader, qsizetype(pageSize), bigEndian, s0, s1);
        if (s0 != be32(frame, 16) || s1 != be32(frame, 20))
            break;
        ++frames;
        pending.append(page);
        if (markPage != 0 && page == markPage)
            pendingImages.append(frame.mid(kFrameHeader));
        if (commitSize != 0) {
            replay.committedFrames = frames;
            replay.pages += pending;
            replay.images += pendingImages;
            pending.clear();
            pendingImages.clear();
        }
    }
    return replay;
}

std::optional<QByteArray> RollbackJournal::imageOf(quint32 page) const
{
    const auto it = images.constFind(page);
    if (it == images.cend())
        return std::nullopt;
    return *it;
}

RollbackJournal readRollbackJournal(QIODevice& journal, int databasePageSize, quint32 markPage)
{
    static const QByteArray kMagic = QByteArray::fromHex("d9d505f920a163d7");
    RollbackJournal result;
    const qint64 size = journal.size();
    const QByteArray first = journal.read(28);
    if (first.isEmpty() || first.at(0) == '\0') {
        result.ignored = true;
        return result;
    }
    if (first.size() < 28 || !first.startsWith(kMagic))
        return result;
    result.headerValid = true;
    quint32 sectorSize = be32(first, 20);
    quint32 pageSize = be32(first, 24);
    if (pageSize == 0)
        pageSize = quint32(databasePageSize);
    // SQLite takes sector sizes outside 32 B - 64 KiB as its default of 512 bytes (pager.c).
    if (sectorSize < 32 || sectorSize > 65536 || (sectorSize & (sectorSize - 1)) != 0)
        sectorSize = 512;
    if (!validPageSize(pageSize))
        return result;
    result.pageSize = int(pageSize);
    result.originalPages = be32(first, 16);
    const qint64 record = 8 + qint64(pageSize);
    qint64 header = 0;
    QSet<quint32> seen;
    // Segments: a header (padded to the sector size), then its records; the next header starts at
    // the next sector boundary. Playback stops at a header without the magic, or a record whose
    // checksum fails.
    for (;;) {
        if (!journal.seek(header))
            return result;
        const QByteArray segment = journal.read(28);
        if (segment.size() < 28 || !segment.startsWith(kMagic))
            return result;
        quint32 records = be32(segment, 8);
        const quint32 nonce = be32(segment, 12);
        qint64 at = header + qint64(sectorSize);
        if (records == 0xFFFFFFFF)
            records = quint32(std::max<qint64>(0, (size - at) / record));
        if (records == 0)
            return result; // a hot journal's segment of no records ends the playback
        if (!journal.seek(at))
            return result;
        for (quint32 i = 0; i < records; ++i, at += record) {
            const QByteArray bytes = journal.read(record);
            if (bytes.size() < record)
                return result;
            const QByteArray image = bytes.mid(4, qsizetype(pageSize));
            quint32 sum = nonce;
            for (qsizetype b = qsizetype(pageSize) - 200; b > 0; b -= 200)
                sum += quint8(image.at(b));
            if (sum != be32(bytes, 4 + qsizetype(pageSize)))
                return result;
            const quint32 page = be32(bytes, 0);
            if (page == 0 || seen.contains(page))
                continue; // SQLite writes back the first image of a page; a later one changes nothing
            seen.insert(page);
            result.pages.append(page);
            if (page == 1 || page == markPage)
                result.images.insert(page, image);
        }
        header = ((at + qint64(sectorSize) - 1) / qint64(sectorSize)) * qint64(sectorSize);
    }
}

Verdict judgeWal(const WalReplay& wal, const Mark& fileMark)
{
    if (!wal.headerValid || wal.committedFrames == 0)
        return Verdict::Empty;
    if (wal.images.isEmpty())
        return Verdict::Foreign;
    QList<Mark> marks;
    for (const QByteArray& image : wal.images) {
        const auto mark = markOnPage(image);
        if (!mark)
            return Verdict::Foreign; // the page is no longer the mark's: the file is not the WAL's
        marks.append(*mark);
    }
    if (marks.contains(fileMark))
        return Verdict::Continues;
    const Mark& first = marks.first();
    if (first.base == fileMark.base && first.counter == fileMark.counter + 1)
        return Verdict::Continues;
    return Verdict::Stale;
}

Verdict judgeRollback(const RollbackJournal& journal, quint32 markPage, const Mark& fileMark,
                      const QByteArray& filePageOne)
{
    if (journal.ignored)
        return Verdict::Empty;
    if (!journal.headerValid)
        return Verdict::Foreign;
    if (journal.pages.isEmpty())
        return Verdict::Empty;
    if (const auto image = journal.imageOf(markPage)) {
        const auto mark = markOnPage(*image);
        if (!mark)
            return Verdict::Foreign;
        if (mark->base == fileMark.base && (mark->counter == fileMark.counter || mark->counter + 1 == fileMark.counter))
            return Verdict::Continues;
        return Verdict::Stale;
    }
    // Page 1 alone: SQLite changing the journal mode between WAL and a rollback journal.
    if (journal.pages.size() == 1 && journal.pages.first() == 1) {
        const QByteArray image = journal.imageOf(1).value_or(QByteArray());
        return image.size() == filePageOne.size() && image.mid(100) == filePageOne.mid(100) ? Verdict::Continues
                                                                                            : Verdict::Stale;
    }
    return Verdict::Foreign;
}

} // namespace gatebench::journal
