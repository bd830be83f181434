#include "ZipArchiveReader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <quazip.h>
#include <quazipfile.h>

#include <algorithm>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ZipArchiveReader)
};

// The limits. A million-job sacct export is about 150 MB of CSV and compresses 5 to 15 times
// with Deflate; very repetitive CSV (mostly empty columns, the same values on every row) reaches
// 30 to 50 times. Deflate cannot do better than about 1032 times, so a bomb built with it needs
// ratios of several hundred to pay off.
//
// 4 GiB of CSV is 27 times that export: no real archive of job logs or shortlists comes close.
constexpr qint64 kMaxTotalBytes = qint64(4) * 1024 * 1024 * 1024;
// 200 times is four times the most compressible real CSV; a bomb of short rows deflates about 1000
// times (1.2 GB into 1.2 MB), so it is refused from its declared sizes before anything is unpacked.
constexpr qint64 kMaxRatio = 200;
// Below 4 MiB a member is not held to the ratio: a small file of repeated lines or padding may
// compress a thousand times, legitimately, and 4 MiB is read in a few milliseconds anyway. The
// ratio of all members together still applies, so many small bombs add up to a refusal.
constexpr qint64 kRatioFreeBytes = qint64(4) * 1024 * 1024;
// 10,000 members (one job log per job) import in about the time of the same rows in one file;
// ten times that is still seconds, and a central directory of millions of empty entries is not.
constexpr qint64 kMaxEntries = 100'000;

// The compression methods minizip reads (APPNOTE 4.4.5); others (LZMA, bzip2, AES) fail to open.
constexpr int kStored = 0;
constexpr int kDeflated = 8;

QString dataSize(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1);
}

QString ratioRefusal(const QString& member, const QString& archive, qint64 ratio, qint64 compressedSize)
{
    return Text::tr("%1 in the archive %2 unpacks to more than %3 times its compressed size of %4: GateBench "
                    "refuses it as a possible ZIP bomb")
        .arg(member, archive)
        .arg(ratio)
        .arg(dataSize(compressedSize));
}

QString totalRefusal(const QString& archive, qint64 limit, const QString& member)
{
    return Text::tr("the CSV files in the archive %1 unpack to more than %2 (reached at %3): GateBench refuses it "
                    "as a possible ZIP bomb")
        .arg(archive, dataSize(limit), member);
}

QString archiveRatioRefusal(const QString& archive, qint64 ratio, qint64 compressedSize)
{
    return Text::tr("the CSV files in the archive %1 unpack to more than %2 times their compressed size of %3: "
                    "GateBench refuses it as a possible ZIP bomb")
        .arg(archive)
        .arg(ratio)
        .arg(dataSize(compressedSize));
}

QString damaged(const QString& member, const QString& archive, int zipError)
{
    return Text::tr("%1 in the archive %2 is damaged and cannot be unpacked (ZIP error %3)")
        .arg(member, archive)
        .arg(zipError);
}

/// Whether the archive ends with a whole "end of central directory" record (APPNOTE 4.3.16: 22
/// bytes and a comment of up to 64 KiB). minizip finds the record's signature in a cut file and
/// then reads an archive of no entries, which would be reported as holding no CSV file.
bool hasWholeEndRecord(QIODevice* device)
{
    constexpr qint64 kRecord = 22;
    constexpr qint64 kMaxComment = 0xffff;
    if (!device->isOpen() && !device->open(QIODevice::ReadOnly))
        return false;
    const qint64 size = device->size();
    const qint64 start = std::max<qint64>(0, size - kRecord - kMaxComment);
    if (size < kRecord || !device->seek(start))
        return false;
    const QByteArray tail = device->read(size - start);
    if (tail.size() != size - start || !device->seek(0))
        return false;
    for (qsizetype at = tail.lastIndexOf("PK\x05\x06"); at >= 0;
         at = at > 0 ? tail.lastIndexOf("PK\x05\x06", at - 1) : -1) {
        if (at + kRecord > tail.size())
            continue;
        const auto byte = [&](qsizetype i) { return uint(uchar(tail.at(at + i))); };
        if (at + kRecord + qsizetype(byte(20) | byte(21) << 8) <= tail.size())
            return true;
    }
    return false;
}

/// `size` bytes from `compressed` bytes break the ratio (exempt up to `limits.ratioFreeBytes`).
bool overRatio(const ZipLimits& limits, qint64 size, qint64 compressed)
{
    return size > limits.ratioFreeBytes && double(size) > double(limits.maxRatio) * double(compressed);
}

/// A member's bytes as the caller reads them: counts what is really unpacked, fails past the
/// limits or on a damaged member (bad data, wrong CRC at the end), and remembers why.
class MemberDevice final : public QIODevice {
public:
    MemberDevice(QuaZip* zip, const ZipLimits& limits, const QString& archive, const ZipMember& member,
                 qint64& totalRead, qint64 totalCompressed)
        : m_file(zip)
        , m_limits(limits)
        , m_archive(archive)
        , m_member(member)
        , m_totalRead(totalRead)
        , m_totalCompressed(totalCompressed)
    {}
    ~MemberDevice() override
    {
        if (m_file.isOpen())
            m_file.close();
    }

    bool start()
    {
        if (!m_file.open(QIODevice::ReadOnly)) {
            m_failure = damaged(m_member.name, m_archive, m_file.getZipError());
            return false;
        }
        return QIODevice::open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    }

    bool isSequential() const override { return true; }
    const QString& failure() const { return m_failure; }

protected:
    qint64 readData(char* data, qint64 maxSize) override
    {
        if (!m_failure.isEmpty())
            return -1;
        if (!m_file.isOpen())
            return 0;
        const qint64 n = m_file.read(data, maxSize);
        if (n < 0)
            return fail(damaged(m_member.name, m_archive, m_file.getZipError()));
        if (n == 0) {
            // The end: closing checks the CRC of what was unpacked against the declared one.
            m_file.close();
            if (m_file.getZipError() != UNZ_OK)
                return fail(damaged(m_member.name, m_archive, m_file.getZipError()));
            return 0;
        }
        m_read += n;
        m_totalRead += n;
        if (overRatio(m_limits, m_read, m_member.compressedSize))
            return fail(ratioRefusal(m_member.name, m_archive, m_limits.maxRatio, m_member.compressedSize));
        if (m_totalRead > m_limits.maxTotalBytes)
            return fail(totalRefusal(m_archive, m_limits.maxTotalBytes, m_member.name));
        if (overRatio(m_limits, m_totalRead, m_totalCompressed))
            return fail(archiveRatioRefusal(m_archive, m_limits.maxRatio, m_totalCompressed));
        return n;
    }
    qint64 writeData(const char*, qint64) override { return -1; }

private:
    qint64 fail(const QString& why)
    {
        m_failure = why;
        setErrorString(why);
        return -1;
    }

    QuaZipFile m_file;
    const ZipLimits& m_limits;
    const QString& m_archive;
    const ZipMember& m_member;
    qint64& m_totalRead;
    qint64 m_totalCompressed;
    qint64 m_read = 0;
    QString m_failure;
};

} // namespace

ZipLimits ZipLimits::defaults()
{
    return {kMaxTotalBytes, kMaxRatio, kRatioFreeBytes, kMaxEntries};
}

class ZipArchiveReader::Impl {
public:
    explicit Impl(ZipLimits limits)
        : m_limits(limits)
    {}

    Result<void> open(QIODevice* device, const QString& name);
    Result<void> read(const Visit& visit);

    ZipLimits m_limits;
    std::unique_ptr<QFile> m_file; ///< the archive when opened by path
    std::unique_ptr<QuaZip> m_zip;
    QString m_name;
    QList<ZipMember> m_members;
    qint64 m_declaredBytes = 0;
    qint64 m_compressedBytes = 0;
};

Result<void> ZipArchiveReader::Impl::open(QIODevice* device, const QString& name)
{
    m_name = name;
    m_members.clear();
    m_declaredBytes = 0;
    m_compressedBytes = 0;
    const auto refuse = [](const QString& message) { return Error{Error::Kind::BadInput, message}; };
    const QString unreadable = Text::tr("%1 is not a readable ZIP archive (cut short or damaged)").arg(name);
    if (!hasWholeEndRecord(device))
        return refuse(unreadable);
    auto zip = std::make_unique<QuaZip>(device);
    if (!zip->open(QuaZip::mdUnzip))
        return refuse(unreadable);
    QuaZipFileInfo64 info;
    qint64 entries = 0;
    // An empty archive has no first entry to go to (minizip reports an error for it).
    for (bool more = zip->getEntriesCount() != 0 && zip->goToFirstFile(); more; more = zip->goToNextFile()) {
        if (++entries > m_limits.maxEntries)
            return refuse(Text::tr("the archive %1 holds more than %2 files; GateBench reads archives of at most %2")
                              .arg(name)
                              .arg(m_limits.maxEntries));
        if (!zip->getCurrentFileInfo(&info))
            return refuse(unreadable);
        if (!isTableMember(info.name))
            continue;
        if (info.isEncrypted())
            return refuse(Text::tr("%1 in the archive %2 is encrypted: GateBench cannot read password-protected "
                                   "files; add it to the archive without a password")
                              .arg(info.name, name));
        if (info.method != kStored && info.method != kDeflated)
            return refuse(Text::tr("%1 in the archive %2 is compressed with a method GateBench cannot read (method "
                                   "%3); use the usual Deflate method")
                              .arg(info.name, name)
                              .arg(info.method));
        // Hostile sizes near 2^64 stay positive and above every limit.
        const ZipMember member{info.name, qint64(std::min<quint64>(info.compressedSize, quint64(1) << 62)),
                               qint64(std::min<quint64>(info.uncompressedSize, quint64(1) << 62))};
        if (overRatio(m_limits, member.size, member.compressedSize))
            return refuse(ratioRefusal(member.name, name, m_limits.maxRatio, member.compressedSize));
        m_declaredBytes += member.size;
        m_compressedBytes = std::min(m_compressedBytes + member.compressedSize, qint64(1) << 62);
        if (m_declaredBytes > m_limits.maxTotalBytes)
            return refuse(totalRefusal(name, m_limits.maxTotalBytes, member.name));
        m_members.append(member);
    }
    if (zip->getEntriesCount() != 0 && zip->getZipError() != UNZ_OK)
        return refuse(unreadable);
    if (overRatio(m_limits, m_declaredBytes, m_compressedBytes))
        return refuse(archiveRatioRefusal(name, m_limits.maxRatio, m_compressedBytes));
    m_zip = std::move(zip);
    return {};
}

Result<void> ZipArchiveReader::Impl::read(const Visit& visit)
{
    if (!m_zip)
        return Error{Error::Kind::Usage, QStringLiteral("ZipArchiveReader::read before a successful open")};
    qint64 totalRead = 0;
    qsizetype next = 0;
    QuaZipFileInfo64 info;
    for (bool more = m_zip->goToFirstFile(); more && next < m_members.size(); more = m_zip->goToNextFile()) {
        if (!m_zip->getCurrentFileInfo(&info))
            return Error{Error::Kind::BadInput,
                         Text::tr("%1 is not a readable ZIP archive (cut short or damaged)").arg(m_name)};
        if (!isTableMember(info.name))
            continue;
        const ZipMember& member = m_members.at(next++);
        MemberDevice device(m_zip.get(), m_limits, m_name, member, totalRead, m_compressedBytes);
        if (!device.start())
            return Error{Error::Kind::BadInput, device.failure()};
        const bool goOn = visit(member, device);
        if (!device.failure().isEmpty())
            return Error{Error::Kind::BadInput, device.failure()};
        if (!goOn)
            return {};
    }
    if (m_zip->getZipError() != UNZ_OK)
        return Error{Error::Kind::BadInput,
                     Text::tr("%1 is not a readable ZIP archive (cut short or damaged)").arg(m_name)};
    return {};
}

ZipArchiveReader::ZipArchiveReader(ZipLimits limits)
    : m_impl(std::make_unique<Impl>(limits))
{}

ZipArchiveReader::~ZipArchiveReader() = default;

Result<void> ZipArchiveReader::open(const QString& path)
{
    m_impl->m_zip.reset();
    m_impl->m_file = std::make_unique<QFile>(path);
    const QString name = QFileInfo(path).fileName();
    if (!m_impl->m_file->open(QIODevice::ReadOnly))
        return Error{Error::Kind::BadInput, Text::tr("cannot open %1: %2").arg(name, m_impl->m_file->errorString())};
    return m_impl->open(m_impl->m_file.get(), name);
}

Result<void> ZipArchiveReader::open(QIODevice* device, const QString& name)
{
    m_impl->m_zip.reset();
    m_impl->m_file.reset();
    return m_impl->open(device, name);
}

const QList<ZipMember>& ZipArchiveReader::members() const
{
    return m_impl->m_members;
}

qint64 ZipArchiveReader::declaredBytes() const
{
    return m_impl->m_declaredBytes;
}

Result<void> ZipArchiveReader::read(const Visit& visit)
{
    return m_impl->read(visit);
}

bool ZipArchiveReader::hasWholeEndRecord(QIODevice* device)
{
    return gatebench::hasWholeEndRecord(device);
}

bool ZipArchiveReader::isTableMember(const QString& name)
{
    const QString suffix = QFileInfo(name).suffix().toLower();
    return !name.endsWith(u'/') &&
           (suffix == QLatin1String("csv") || suffix == QLatin1String("tsv") || suffix == QLatin1String("txt"));
}

} // namespace gatebench
