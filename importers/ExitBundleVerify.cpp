#include "ExitBundle.h"

#include "repositories/AuditRepository.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <quazip.h>
#include <quazipfile.h>
#include <quazipfileinfo.h>

#include <algorithm>
#include <memory>

namespace gatebench::bundle {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ExitBundle)
};

// The limits. A bundle of a million-job baseline holds the database (about 300 MB) and the same
// rows again as CSV and JSON (about 250 and 400 MB), plus the evidence files: a few GB at the very
// most. 16 GiB is four times that and still fits a laptop's disk, and only the database entry is
// ever written to disk.
constexpr qint64 kMaxTotalBytes = qint64(16) * 1024 * 1024 * 1024;
// Table CSV and JSON compress 5 to 50 times, a database file of text a little less; Deflate cannot
// exceed about 1032 times, so 200 times refuses every bomb that pays off while leaving four times the
// most compressible real entry.
constexpr qint64 kMaxRatio = 200;
// Small entries (an empty table's CSV, a mostly empty manifest) may compress far better, harmlessly.
constexpr qint64 kRatioFreeBytes = qint64(4) * 1024 * 1024;
// A bundle has two entries per table and one per evidence file: tens of thousands of evidence files
// would already be a lot.
constexpr qint64 kMaxEntries = 100'000;
// The manifest lists every entry in about 150 bytes: 100,000 entries take 15 MB.
constexpr qint64 kMaxManifestBytes = qint64(64) * 1024 * 1024;

constexpr int kStored = 0;
constexpr int kDeflated = 8;

Error refusal(const QString& message)
{
    return Error{Error::Kind::BadInput, message};
}

QString entryRefusal(const QString& bundle, const QString& entry, const QString& why)
{
    return Text::tr("The bundle %1 is refused: the entry “%2” %3.").arg(bundle, entry, why);
}

QString dataSize(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1);
}

/// Why an entry's name is not one a bundle may hold; empty when it may.
QString badName(const QString& name)
{
    if (name.isEmpty())
        return Text::tr("has no name");
    if (name.contains(u'\\'))
        return Text::tr("has a backslash in its name");
    if (name.startsWith(u'/'))
        return Text::tr("has an absolute path");
    static const QRegularExpression drive(QStringLiteral("^[A-Za-z]:"));
    if (drive.match(name).hasMatch() || name.contains(u':'))
        return Text::tr("names a drive or holds a colon");
    for (const QChar c : name)
        if (c.category() == QChar::Other_Control)
            return Text::tr("has a control character in its name");
    const QStringList parts = name.split(u'/');
    for (const QString& part : parts) {
        if (part == QLatin1String(".."))
            return Text::tr("leads out of the folder with “..”");
        if (part.isEmpty() || part == QLatin1String("."))
            return Text::tr("has an empty or “.” part in its path");
    }
    return {};
}

/// The file type bits of a Unix mode in a ZIP entry's external attributes (APPNOTE 4.4.15: the
/// high 16 bits when the entry was made on Unix).
bool isSymlink(const QuaZipFileInfo64& info)
{
    constexpr quint32 kTypeMask = 0170000;
    constexpr quint32 kLink = 0120000;
    return ((info.externalAttr >> 16) & kTypeMask) == kLink;
}

bool overRatio(const ZipLimits& limits, qint64 size, qint64 compressed)
{
    return size > limits.ratioFreeBytes && double(size) > double(limits.maxRatio) * double(compressed);
}

struct ArchiveEntry {
    QString name;
    qint64 compressedSize = 0;
    qint64 size = 0;
};

struct ManifestEntry {
    QString name;
    qint64 size = 0;
    QByteArray sha256;
};

class Verifier {
public:
    Verifier(QIODevice* device, const QString& name, const QString& folder, const ZipLimits& limits,
             const Progress& progress)
        : m_device(device)
        , m_name(name)
        , m_folder(folder)
        , m_limits(limits)
        , m_progress(progress)
    {}

    Result<Verified> run();

private:
    Result<void> walkDirectory();
    Result<QByteArray> readManifestBytes();
    Result<QList<ManifestEntry>> parseManifest(const QByteArray& bytes, Verified& verified);
    /// Unpacks an entry, counting and hashing; writes it to the file `target` when not empty, or
    /// into `memory` when given.
    Result<void> unpack(const ArchiveEntry& entry, const ManifestEntry* expected, const QString& target,
                        QByteArray* memory = nullptr);

    QString refused(const QString& entry, const QString& why) const { return entryRefusal(m_name, entry, why); }
    QString unreadable() const
    {
        return Text::tr("The bundle %1 is refused: it is not a readable ZIP archive (cut short or damaged).")
            .arg(m_name);
    }

    QIODevice* m_device;
    QString m_name;
    QString m_folder;
    ZipLimits m_limits;
    const Progress& m_progress;
    std::unique_ptr<QuaZip> m_zip;
    QList<ArchiveEntry> m_entries;
    qint64 m_declared = 0;
    qint64 m_compressed = 0;
    qint64 m_unpacked = 0;
    bool m_cancelled = false;
};

Result<void> Verifier::walkDirectory()
{
    if (!ZipArchiveReader::hasWholeEndRecord(m_device))
        return refusal(unreadable());
    m_zip = std::make_unique<QuaZip>(m_device);
    m_zip->setAutoClose(false);
    m_zip->setUtf8Enabled(true);
    if (!m_zip->open(QuaZip::mdUnzip))
        return refusal(unreadable());
    QSet<QString> seen;
    QuaZipFileInfo64 info;
    for (bool more = m_zip->getEntriesCount() != 0 && m_zip->goToFirstFile(); more; more = m_zip->goToNextFile()) {
        if (m_entries.size() >= m_limits.maxEntries)
            return refusal(Text::tr("The bundle %1 is refused: it holds more than %2 entries.")
                               .arg(m_name)
                               .arg(m_limits.maxEntries));
        if (!m_zip->getCurrentFileInfo(&info))
            return refusal(unreadable());
        if (const QString why = badName(info.name); !why.isEmpty())
            return refusal(refused(info.name, why));
        if (isSymlink(info))
            return refusal(refused(info.name, Text::tr("is a symbolic link")));
        if (info.name.endsWith(u'/'))
            return refusal(refused(info.name, Text::tr("is a folder, which a bundle does not hold")));
        if (seen.contains(info.name))
            return refusal(refused(info.name, Text::tr("appears more than once")));
        seen.insert(info.name);
        if (info.isEncrypted())
            return refusal(refused(info.name, Text::tr("is encrypted")));
        if (info.method != kStored && info.method != kDeflated)
            return refusal(refused(
                info.name, Text::tr("is compressed with a method GateBench cannot read (%1)").arg(info.method)));
        const ArchiveEntry entry{info.name, qint64(std::min<quint64>(info.compressedSize, quint64(1) << 62)),
                                 qint64(std::min<quint64>(info.uncompressedSize, quint64(1) << 62))};
        if (overRatio(m_limits, entry.size, entry.compressedSize))
            return refusal(refused(entry.name, Text::tr("unpacks to more than %1 times its compressed size of %2 (a "
                                                        "possible ZIP bomb)")
                                                   .arg(m_limits.maxRatio)
                                                   .arg(dataSize(entry.compressedSize))));
        m_declared = std::min(m_declared + entry.size, qint64(1) << 62);
        m_compressed = std::min(m_compressed + entry.compressedSize, qint64(1) << 62);
        if (m_declared > m_limits.maxTotalBytes)
            return refusal(refused(entry.name, Text::tr("takes the bundle past %1 unpacked (a possible ZIP bomb)")
                                                   .arg(dataSize(m_limits.maxTotalBytes))));
        m_entries.append(entry);
    }
    if (m_zip->getEntriesCount() != 0 && m_zip->getZipError() != UNZ_OK)
        return refusal(unreadable());
    if (overRatio(m_limits, m_declared, m_compressed))
        return refusal(Text::tr("The bundle %1 is refused: its entries unpack to more than %2 times their compressed "
                                "size (a possible ZIP bomb).")
                           .arg(m_name)
                           .arg(m_limits.maxRatio));
    return {};
}

Result<void> Verifier::unpack(const ArchiveEntry& entry, const ManifestEntry* expected, const QString& target,
                              QByteArray* memory)
{
    if (!m_zip->setCurrentFile(entry.name, QuaZip::csSensitive))
        return refusal(refused(entry.name, Text::tr("cannot be found again in the archive (damaged)")));
    QuaZipFile file(m_zip.get());
    const auto damaged = [&] {
        return refusal(
            refused(entry.name, Text::tr("is damaged and cannot be unpacked (ZIP error %1)").arg(file.getZipError())));
    };
    if (!file.open(QIODevice::ReadOnly))
        return damaged();
    std::unique_ptr<QFile> out;
    if (!target.isEmpty()) {
        out = std::make_unique<QFile>(target);
        if (!out->open(QIODevice::WriteOnly | QIODevice::NewOnly))
            return Error{Error::Kind::Io, Text::tr("Cannot write %1: %2").arg(target, out->errorString())};
    }
    QCryptographicHash hash(QCryptographicHash::Sha256);
    QByteArray buffer(256 * 1024, Qt::Uninitialized);
    qint64 size = 0;
    for (;;) {
        const qint64 n = file.read(buffer.data(), buffer.size());
        if (n < 0)
            return damaged();
        if (n == 0)
            break;
        size += n;
        m_unpacked += n;
        if (size > entry.size || (expected && size > expected->size))
            return refusal(refused(entry.name, Text::tr("unpacks to more bytes than it declares")));
        if (overRatio(m_limits, size, entry.compressedSize))
            return refusal(refused(entry.name, Text::tr("unpacks to more than %1 times its compressed size of %2 (a "
                                                        "possible ZIP bomb)")
                                                   .arg(m_limits.maxRatio)
                                                   .arg(dataSize(entry.compressedSize))));
        if (m_unpacked > m_limits.maxTotalBytes)
            return refusal(refused(entry.name, Text::tr("takes the bundle past %1 unpacked (a possible ZIP bomb)")
                                                   .arg(dataSize(m_limits.maxTotalBytes))));
        hash.addData(QByteArrayView(buffer.constData(), n));
        if (memory)
            memory->append(buffer.constData(), n);
        if (out && out->write(buffer.constData(), n) != n)
            return Error{Error::Kind::Io, Text::tr("Cannot write %1: %2").arg(target, out->errorString())};
        if (m_progress && !m_progress(m_unpacked, m_declared)) {
            m_cancelled = true;
            return Error{Error::Kind::Cancelled, Text::tr("Opening the bundle was cancelled; nothing was written.")};
        }
    }
    // Closing checks the CRC of what was unpacked against the one the archive states.
    file.close();
    if (file.getZipError() != UNZ_OK)
        return damaged();
    if (size != entry.size)
        return refusal(refused(
            entry.name, Text::tr("unpacks to %1 bytes where the archive declares %2").arg(size).arg(entry.size)));
    if (out && !out->flush())
        return Error{Error::Kind::Io, Text::tr("Cannot write %1: %2").arg(target, out->errorString())};
    if (expected) {
        if (size != expected->size)
            return refusal(refused(
                entry.name, Text::tr("holds %1 bytes where the manifest lists %2").arg(size).arg(expected->size)));
        if (hash.result().toHex() != expected->sha256)
            return refusal(refused(entry.name, Text::tr("does not match the SHA-256 the manifest lists for it")));
    }
    return {};
}

Result<QByteArray> Verifier::readManifestBytes()
{
    const QString name = QLatin1String(kManifest);
    const auto it =
        std::find_if(m_entries.cbegin(), m_entries.cend(), [&](const ArchiveEntry& e) { return e.name == name; });
    if (it == m_entries.cend())
        return refusal(
            Text::tr("The bundle %1 is refused: it has no %2, so nothing in it can be checked.").arg(m_name, name));
    if (it->size > kMaxManifestBytes)
        return refusal(refused(name, Text::tr("is larger than %1").arg(dataSize(kMaxManifestBytes))));
    // In memory: nothing but the database is ever written to disk.
    QByteArray bytes;
    if (auto r = unpack(*it, nullptr, QString(), &bytes); !r)
        return r.error();
    return bytes;
}

Result<QList<ManifestEntry>> Verifier::parseManifest(const QByteArray& bytes, Verified& verified)
{
    const QString name = QLatin1String(kManifest);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return refusal(refused(name, Text::tr("is not well-formed JSON")));
    const QJsonObject manifest = document.object();
    const auto malformed = [&](const QString& what) {
        return refusal(refused(name, Text::tr("is not a GateBench manifest (%1)").arg(what)));
    };
    if (manifest.value(QStringLiteral("format")).toString() != QLatin1String(kFormat))
        return malformed(QStringLiteral("format"));
    const QJsonValue version = manifest.value(QStringLiteral("format_version"));
    if (!version.isDouble() || version.toInt(-1) < 1)
        return malformed(QStringLiteral("format_version"));
    if (version.toInt() > kFormatVersion)
        return refusal(refused(name, Text::tr("is of bundle format %1, newer than this GateBench reads (%2): open it "
                                              "with a newer GateBench")
                                         .arg(version.toInt())
                                         .arg(kFormatVersion)));
    verified.formatVersion = version.toInt();
    verified.gatebenchVersion = manifest.value(QStringLiteral("gatebench_version")).toString();
    verified.schemaVersion = manifest.value(QStringLiteral("schema_version")).toInt();
    verified.created = manifest.value(QStringLiteral("created_utc")).toString();
    if (manifest.value(QStringLiteral("database")).toString() != QLatin1String(kDatabase))
        return malformed(QStringLiteral("database"));
    const QString chainHeadKey = QStringLiteral("chain_head"); // not storage: the bundle manifest's key
    if (const QJsonValue head = manifest.value(chainHeadKey); !head.isUndefined()) {
        if (!head.isString() || !ChainHead::parse(head.toString()))
            return malformed(chainHeadKey);
        verified.chainHead = head.toString();
    }
    const QJsonValue list = manifest.value(QStringLiteral("entries"));
    if (!list.isArray())
        return malformed(QStringLiteral("entries"));
    static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{64}$"));
    QList<ManifestEntry> entries;
    QSet<QString> names;
    for (const QJsonValue& value : list.toArray()) {
        const QJsonObject object = value.toObject();
        const QJsonValue entryName = object.value(QStringLiteral("name")); // not storage: manifest key
        const QJsonValue size = object.value(QStringLiteral("size"));
        const QString sha = object.value(QStringLiteral("sha256")).toString(); // not storage: manifest key
        if (!value.isObject() || !entryName.isString() || !size.isDouble() || size.toDouble() < 0 ||
            size.toDouble() != double(qint64(size.toDouble())) || !hex.match(sha).hasMatch())
            return malformed(QStringLiteral("entries"));
        const QString entry = entryName.toString();
        if (entry == name)
            return malformed(QStringLiteral("entries"));
        if (names.contains(entry))
            return refusal(refused(entry, Text::tr("is listed twice in the manifest")));
        names.insert(entry);
        entries.append({entry, qint64(size.toDouble()), sha.toLatin1()});
    }
    return entries;
}

Result<Verified> Verifier::run()
{
    if (auto r = walkDirectory(); !r)
        return r.error();
    auto bytes = readManifestBytes();
    if (!bytes)
        return bytes.error();
    Verified verified;
    auto manifest = parseManifest(*bytes, verified);
    if (!manifest)
        return manifest.error();
    QHash<QString, qsizetype> listed;
    for (qsizetype i = 0; i < manifest->size(); ++i)
        listed.insert(manifest->at(i).name, i);
    // Every entry of the archive is listed, with the size the archive declares ...
    for (const ArchiveEntry& entry : std::as_const(m_entries)) {
        if (entry.name == QLatin1String(kManifest))
            continue;
        const auto it = listed.constFind(entry.name);
        if (it == listed.cend())
            return refusal(refused(entry.name, Text::tr("is not listed in the manifest")));
        if (manifest->at(*it).size != entry.size)
            return refusal(refused(
                entry.name,
                Text::tr("declares %1 bytes where the manifest lists %2").arg(entry.size).arg(manifest->at(*it).size)));
    }
    // ... and every listed entry is in the archive.
    QSet<QString> present;
    for (const ArchiveEntry& entry : std::as_const(m_entries))
        present.insert(entry.name);
    bool hasDatabase = false;
    for (const ManifestEntry& entry : std::as_const(*manifest)) {
        if (!present.contains(entry.name))
            return refusal(refused(entry.name, Text::tr("is listed in the manifest but missing from the archive")));
        hasDatabase = hasDatabase || entry.name == QLatin1String(kDatabase);
    }
    if (!hasDatabase)
        return refusal(refused(QLatin1String(kDatabase), Text::tr("is missing")));
    // Every entry unpacked and hashed; only the database is kept, in the caller's folder.
    verified.databasePath = QDir(m_folder).filePath(QLatin1String(kDatabase));
    m_unpacked = 0;
    for (const ArchiveEntry& entry : std::as_const(m_entries)) {
        if (entry.name == QLatin1String(kManifest))
            continue;
        const ManifestEntry& expected = manifest->at(listed.value(entry.name));
        const QString target = entry.name == QLatin1String(kDatabase) ? verified.databasePath : QString();
        if (auto r = unpack(entry, &expected, target); !r)
            return r.error();
        verified.entries.append(entry.name);
    }
    return verified;
}

} // namespace

ZipLimits defaultLimits()
{
    return {kMaxTotalBytes, kMaxRatio, kRatioFreeBytes, kMaxEntries};
}

Result<Verified> verify(QIODevice* device, const QString& name, const QString& folder, const ZipLimits& limits,
                        const Progress& progress)
{
    Verifier verifier(device, name, folder, limits, progress);
    return verifier.run();
}

Result<Verified> verify(const QString& bundlePath, const QString& folder, const ZipLimits& limits,
                        const Progress& progress)
{
    const QString name = QFileInfo(bundlePath).fileName();
    QFile file(bundlePath);
    if (!file.open(QIODevice::ReadOnly))
        return refusal(Text::tr("Cannot open the bundle %1: %2").arg(name, file.errorString()));
    return verify(&file, name, folder, limits, progress);
}

} // namespace gatebench::bundle
