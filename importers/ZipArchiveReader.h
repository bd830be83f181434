#pragma once

#include "core/Result.h"

#include <QList>
#include <QString>

#include <functional>
#include <memory>

class QIODevice;

namespace gatebench {

/// What a ZIP archive may unpack to before GateBench refuses it as a possible ZIP bomb. The
/// defaults (see ZipArchiveReader.cpp for the reasons behind each number) are far above what a
/// real archive of job logs or shortlists reaches; tests and the fuzzer lower them.
struct ZipLimits {
    /// Uncompressed bytes of all CSV members of one archive together.
    qint64 maxTotalBytes;
    /// Uncompressed bytes per compressed byte of a member (and of all members together) ...
    qint64 maxRatio;
    /// ... once it unpacks to more than this: small members may compress far better, harmlessly.
    qint64 ratioFreeBytes;
    /// Entries in the archive's central directory.
    qint64 maxEntries;

    static ZipLimits defaults();
};

/// One CSV member of an archive as its central directory declares it.
struct ZipMember {
    QString name; ///< the path inside the archive
    qint64 compressedSize = 0;
    qint64 size = 0; ///< uncompressed
};

/// Reads the CSV members (`.csv`, `.tsv`, `.txt`) of one ZIP archive in a single pass, whatever
/// the archive holds: a hostile, cut or encrypted archive ends in a precise refusal that names the
/// archive and the member, never in minutes of work or unbounded memory.
///
/// `open` opens the archive once and walks its central directory (names and declared sizes only,
/// nothing is decompressed): it refuses an archive that is not readable, has too many entries, a
/// member that is encrypted or compressed with a method other than stored or Deflate, or declared
/// sizes over the limits. `read` then walks the members in archive order, decompressing each once
/// as a sequential device for the caller; that device counts the bytes it really unpacks and fails
/// the read past the same limits (declared sizes can lie), or when a member turns out damaged.
///
///     ZipArchiveReader archive;
///     if (auto r = archive.open(path); !r) ...          // r.error().message names archive and member
///     auto r = archive.read([](const ZipMember& member, QIODevice& device) { ...; return true; });
class ZipArchiveReader {
public:
    explicit ZipArchiveReader(ZipLimits limits = ZipLimits::defaults());
    ~ZipArchiveReader();
    ZipArchiveReader(const ZipArchiveReader&) = delete;
    ZipArchiveReader& operator=(const ZipArchiveReader&) = delete;

    /// Opens the archive file and checks its central directory. Fails with BadInput.
    Result<void> open(const QString& path);
    /// The same on a device (not owned, kept open by the caller or opened here; must be seekable);
    /// `name` is how messages name the archive.
    Result<void> open(QIODevice* device, const QString& name);

    /// The CSV members, in archive order (after a successful open).
    const QList<ZipMember>& members() const;
    /// Their declared uncompressed size together.
    qint64 declaredBytes() const;

    /// Receives each member's bytes; returns false to stop reading the archive. The device is
    /// valid only during the call; the visitor may stop reading it part-way.
    using Visit = std::function<bool(const ZipMember& member, QIODevice& device)>;
    /// Decompresses the CSV members one after the other into `visit`. Fails (BadInput) when a
    /// member cannot be read: damaged, or unpacking past the limits (the device's reads fail with
    /// the same message, so a reader on it stops there); the members after it are not read.
    Result<void> read(const Visit& visit);

    /// Whether the archive on `device` ends with a whole "end of central directory" record (a cut
    /// archive does not); the device is opened when closed and left at its start.
    static bool hasWholeEndRecord(QIODevice* device);

    /// Whether a name in an archive is a CSV member.
    static bool isTableMember(const QString& name);

private:
    class Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace gatebench
