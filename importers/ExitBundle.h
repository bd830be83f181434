#pragma once

#include "ZipArchiveReader.h"
#include "core/Result.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

class QIODevice;

namespace gatebench {

class Storage;

/// The exit bundle: one ZIP archive that carries a whole evaluation out of GateBench and is safe
/// to open when it comes from someone else (README, "The exit bundle").
///
/// Entries, in archive order: the database (`workspace.gatebench`, a consistent snapshot); every
/// table as CSV (`tables/<table>.csv`: UTF-8 with BOM, header = column names, RFC 4180, formula
/// injection neutralised as CsvWriter does) and as JSON (`tables/<table>.json`); each evidence
/// file's content (`evidence/<id>/<file name>`, which the CSV and JSON name in place of the bytes);
/// the entries of further producers (the report PDFs, once they exist); and last `manifest.json`,
/// listing every other entry with its size and SHA-256, the GateBench and schema versions, the
/// creation time and what the bundle does not include yet.
namespace bundle {

/// The entry names of the fixed parts.
inline constexpr char kManifest[] = "manifest.json";
/// The minutes of every meeting, as `gatebench minutes --json` prints them on the evaluation's date.
inline constexpr char kMinutes[] = "minutes.json";
inline constexpr char kDatabase[] = "workspace.gatebench";
/// What `manifest.json` says it is, and the version of its format this build reads and writes.
inline constexpr char kFormat[] = "gatebench-exit-bundle";
inline constexpr int kFormatVersion = 1;

/// Reports progress (`done` of `total` steps); returns false to cancel (the call then fails with
/// Error::Kind::Cancelled and leaves nothing behind).
using Progress = std::function<bool(qint64 done, qint64 total)>;

/// Where a producer writes its entries while the bundle is written.
class EntrySink {
public:
    virtual ~EntrySink() = default;
    /// Adds the entry `name` (a relative path of `/`-separated parts, no `..`, no backslash) whose
    /// bytes `write` streams into the device it is given; hashed and sized for the manifest.
    virtual Result<void> add(const QString& name, const std::function<Result<void>(QIODevice&)>& write) = 0;
};

/// One more producer of entries (the report PDF in each language plugs in here): it reads the
/// snapshot and adds its entries through the sink.
struct Producer {
    QString id; ///< ASCII, stable ("report-zh_CN"); the manifest lists it among the producers
    std::function<Result<void>(const Storage& snapshot, EntrySink& sink)> produce;
};

/// Something the bundle does not carry (yet), as the manifest lists it.
struct NotIncluded {
    QString id;     ///< ASCII ("report-pdf-zh_CN")
    QString reason; ///< English, for whoever reads the manifest
};

struct WriteOptions {
    QString gatebenchVersion;
    /// The creation time the manifest states (UTC). The entries' own times are fixed (1980-01-01),
    /// so that the same workspace and the same time give the same bundle, byte for byte.
    QDateTime created;
    QList<Producer> producers;
    /// Defaults to the report PDFs in both languages, which no producer writes yet.
    QList<NotIncluded> notIncluded = defaultNotIncluded();
    Progress progress;
    /// The committee member who makes the bundle (empty: none chosen). While a scoring round is sealed,
    /// the bundle holds their kit (committee/Packets.h: their own scores and notes, no one else's)
    /// instead of the whole file; an observer's, or one with no member chosen, holds the sealed copy
    /// (no score of the sealed rounds, no kit's row).
    QString member;

    static QList<NotIncluded> defaultNotIncluded();
};

struct WriteSummary {
    int entries = 0;
    int tables = 0;
    int evidenceFiles = 0;
    qint64 bytes = 0; ///< the bundle's size
};

/// Writes the bundle of the workspace behind `storage` to `path`: snapshots it (Storage::copyTo, safe
/// while it is open elsewhere, even with a write in progress) into a temporary folder and writes
/// everything from the snapshot, streaming (a million-row table is never held in memory), into a
/// temporary file next to `path` that replaces `path` only when complete. Never writes to the
/// workspace. On failure or cancel nothing is left behind.
Result<WriteSummary> write(const Storage& storage, const QString& path, const WriteOptions& options);

/// Writes an archive of the exit bundle's form at `path` (members' packets use it too): the entries
/// `produce` adds through the sink, then `manifest.json`, which is `manifest` with "entries" (every
/// other entry with its size and SHA-256) added. Through a temporary file that replaces `path` only
/// when complete; entry times fixed at 1980-01-01. Returns the archive's size.
Result<qint64> writeArchive(const QString& path, const std::function<Result<void>(EntrySink&)>& produce,
                            const QJsonObject& manifest);

/// The limits of a bundle GateBench opens (the reasons are in ExitBundleVerify.cpp and the README):
/// 16 GiB unpacked in all, 200 times the compressed size for an entry above 4 MiB (and for all
/// together), 100,000 entries, a manifest of at most 64 MiB.
ZipLimits defaultLimits();

/// What a verified bundle holds.
struct Verified {
    int formatVersion = 0;
    QString gatebenchVersion;
    int schemaVersion = 0;
    QString created;
    /// The audit chain's head the manifest states (`N:HASH`); empty in a bundle of a GateBench
    /// before the chain (schema version 20).
    QString chainHead;
    QStringList entries;  ///< in manifest order
    QString databasePath; ///< the database entry, unpacked into the caller's folder
    QJsonObject manifest; ///< as read (after its checks)
    /// Every entry but the database and the manifest, with its bytes, when the form keeps them in memory.
    QHash<QString, QByteArray> contents;
};

/// What an archive with GateBench's manifest must be: the exit bundle (`exitBundleForm`), or another
/// form that shares its manifest and checks (a member's packet, committee/Packets.h).
struct ArchiveForm {
    QString format;            ///< the manifest's "format"
    int formatVersion = 1;     ///< the newest version this build reads
    QString database;          ///< the entry that must be there, unpacked into the folder; empty: none
    bool keepInMemory = false; ///< keep every other entry's bytes in Verified::contents
};
ArchiveForm exitBundleForm();

/// Checks the bundle at `bundlePath` (shown in messages as its file name) without trusting any of
/// it: a readable, whole archive within `limits`; entry names that are relative, with no `..` or
/// `.` part, no backslash, no drive letter, no symlink, no duplicate; a well-formed manifest that
/// lists every other entry, and nothing that is not there, with each entry's true size and SHA-256
/// (every entry is unpacked and hashed, counting the bytes really unpacked against the limits). Only
/// the database entry is written, into `folder` (which the caller removes). Every refusal is a
/// BadInput that names the bundle, the entry and why.
Result<Verified> verify(const QString& bundlePath, const QString& folder, const ZipLimits& limits = defaultLimits(),
                        const Progress& progress = {});
/// The same on a device (seekable; `name` is how messages name the bundle), of the form `form`.
Result<Verified> verify(QIODevice* device, const QString& name, const QString& folder,
                        const ZipLimits& limits = defaultLimits(), const Progress& progress = {},
                        const ArchiveForm& form = exitBundleForm());

struct ImportOptions {
    bool overwrite = false; ///< replace `target` when it exists
    ZipLimits limits = defaultLimits();
    Progress progress;
};

struct ImportSummary {
    Verified bundle;
    int upgradedFrom = 0; ///< the schema version the database was upgraded from (0: none)
    int evidenceFiles = 0;
};

/// Verifies the bundle in a temporary folder next to `target`, opens its database through
/// storageFactory::open for writing (integrity check, refusal of a newer schema, upgrade of an older one), checks
/// every evidence file's content against its recorded SHA-256 and the audit chain against the head
/// the manifest states (reports/Verification.h), and only then moves the database to
/// `target`. The temporary folder is removed in every case; on any refusal `target` is untouched.
Result<ImportSummary> importBundle(const QString& bundlePath, const QString& target, const ImportOptions& options);

} // namespace bundle
} // namespace gatebench
