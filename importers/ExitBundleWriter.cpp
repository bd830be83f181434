#include "ExitBundle.h"

#include "CsvWriter.h"
#include "committee/Packets.h"
#include "reports/MeetingMinutes.h"
#include "repositories/AssessmentRepository.h"
#include "repositories/AuditRepository.h"
#include "repositories/MinutesRepository.h"
#include "storage/Storage.h"
#include "storage/StorageFactory.h"
#include "workspace/EvaluationSettings.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QTemporaryDir>

#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#include <memory>

namespace gatebench::bundle {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ExitBundle)
};

/// Every entry's time: the earliest a ZIP entry can state (MS-DOS time), so that the same workspace
/// gives the same bundle whenever it is written.
QDateTime entryTime()
{
    return QDateTime(QDate(1980, 1, 1), QTime(0, 0));
}

/// An entry's bytes on their way into the archive: buffered, counted and hashed for the manifest.
class EntryDevice final : public QIODevice {
public:
    explicit EntryDevice(QuaZipFile& file)
        : m_file(file)
        , m_hash(QCryptographicHash::Sha256)
    {
        m_buffer.reserve(kBuffer);
    }

    bool start() { return QIODevice::open(QIODevice::WriteOnly); }
    bool flushAll()
    {
        if (m_buffer.isEmpty())
            return true;
        const bool ok = m_file.write(m_buffer) == m_buffer.size();
        m_buffer.clear();
        return ok;
    }
    qint64 written() const { return m_size; }
    QByteArray sha256() const { return m_hash.result().toHex(); }
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override
    {
        m_hash.addData(QByteArrayView(data, size));
        m_size += size;
        m_buffer.append(data, size);
        if (m_buffer.size() >= kBuffer && !flushAll()) {
            setErrorString(m_file.errorString());
            return -1;
        }
        return size;
    }

private:
    static constexpr qsizetype kBuffer = 256 * 1024;
    QuaZipFile& m_file;
    QCryptographicHash m_hash;
    QByteArray m_buffer;
    qint64 m_size = 0;
};

struct Entry {
    QString name;
    qint64 size = 0;
    QByteArray sha256;
};

class Writer final : public EntrySink {
public:
    Writer(QuaZip& zip, const QString& bundleName)
        : m_zip(zip)
        , m_bundleName(bundleName)
    {}

    Result<void> add(const QString& name, const std::function<Result<void>(QIODevice&)>& write) override
    {
        QuaZipFile file(&m_zip);
        QuaZipNewInfo info(name);
        info.dateTime = entryTime();
        info.externalAttr = 0100644u << 16; // a regular file, rw-r--r--
        if (!file.open(QIODevice::WriteOnly, info, nullptr, 0, Z_DEFLATED, Z_DEFAULT_COMPRESSION))
            return failed(name, file.getZipError());
        EntryDevice device(file);
        device.start();
        Result<void> written = write(device);
        const bool flushed = device.flushAll();
        device.close();
        file.close();
        if (!written)
            return written.error();
        if (!flushed || file.getZipError() != ZIP_OK)
            return failed(name, file.getZipError());
        m_entries.append({name, device.written(), device.sha256()});
        return {};
    }

    const QList<Entry>& entries() const { return m_entries; }

private:
    Error failed(const QString& name, int zipError) const
    {
        return Error{
            Error::Kind::Io,
            Text::tr("Writing %1 into the bundle %2 failed (ZIP error %3)").arg(name, m_bundleName).arg(zipError)};
    }

    QuaZip& m_zip;
    QString m_bundleName;
    QList<Entry> m_entries;
};

/// A file name as an entry's last part: no separator, no drive colon, no control character, never
/// "." or ".." (the reader refuses all of those); the entry's folder keeps it unique.
QString safePart(const QString& name)
{
    QString part;
    part.reserve(name.size());
    for (const QChar c : name)
        part.append(c == u'/' || c == u'\\' || c == u':' || c.category() == QChar::Other_Control ? u'_' : c);
    if (part.isEmpty() || part == QLatin1String(".") || part == QLatin1String(".."))
        part = QStringLiteral("file");
    return part;
}

QJsonValue jsonCell(const QVariant& cell)
{
    if (isNullValue(cell))
        return QJsonValue::Null;
    switch (cell.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
    case QMetaType::Long:
    case QMetaType::ULong:
        return QJsonValue(cell.toLongLong());
    case QMetaType::Double:
    case QMetaType::Float:
        return QJsonValue(cell.toDouble());
    case QMetaType::Bool:
        return QJsonValue(cell.toBool());
    default:
        return QJsonValue(cell.toString());
    }
}

/// Walks the rows of tables while reporting progress; false once cancelled.
class Steps {
public:
    Steps(const Progress& progress, qint64 total)
        : m_progress(progress)
        , m_total(total)
    {}
    bool step(qint64 n = 1)
    {
        m_done += n;
        if (!m_progress || (m_done - m_reported < 4096 && m_done < m_total))
            return !m_cancelled;
        m_reported = m_done;
        m_cancelled = m_cancelled || !m_progress(m_done, m_total);
        return !m_cancelled;
    }
    bool cancelled() const { return m_cancelled; }

private:
    const Progress& m_progress;
    qint64 m_total;
    qint64 m_done = 0;
    qint64 m_reported = 0;
    bool m_cancelled = false;
};

Error cancelled()
{
    return Error{Error::Kind::Cancelled, Text::tr("Writing the bundle was cancelled; nothing was written.")};
}

struct TableInfo {
    QString name;
    QStringList columns;
    qint64 rows = 0;
};

/// The bundle's entries from the snapshot, in order, then the manifest.
Result<WriteSummary> writeEntries(const QString& databaseFile, const Storage& snapshot, Writer& writer,
                                  const WriteOptions& options)
{
    const AssessmentRepository::FileColumns evidence = AssessmentRepository::fileColumns();
    QList<TableInfo> tables;
    qint64 total = 1;
    for (const QString& table : snapshot.tables()) {
        auto rows = snapshot.count(table);
        if (!rows)
            return rows.error();
        tables.append({table, snapshot.columns(table), *rows});
        total += 2 * *rows;
    }
    Steps steps(options.progress, total);

    // The database file itself, as the snapshot wrote it.
    if (auto r = writer.add(QLatin1String(kDatabase),
                            [&](QIODevice& device) -> Result<void> {
                                QFile file(databaseFile);
                                if (!file.open(QIODevice::ReadOnly))
                                    return Error{Error::Kind::Io, file.errorString()};
                                while (!file.atEnd()) {
                                    const QByteArray chunk = file.read(1024 * 1024);
                                    if (chunk.isEmpty() || device.write(chunk) != chunk.size())
                                        return Error{Error::Kind::Io, device.errorString()};
                                }
                                return {};
                            });
        !r)
        return r.error();
    if (!steps.step())
        return cancelled();

    // A cell of bytes is not inlined: the evidence content as the entry that holds it, any other
    // (no other table stores bytes today) as an entry named after its table, column and row.
    QJsonArray tableList;
    int evidenceFiles = 0;
    for (const TableInfo& table : std::as_const(tables)) {
        const bool isEvidence = table.name == evidence.table;
        const qsizetype idAt = table.columns.indexOf(evidence.id);
        const qsizetype nameAt = table.columns.indexOf(evidence.fileName);
        const auto blobEntry = [&](const QVariantList& row, qsizetype column, qint64 rowNumber) {
            if (isEvidence && table.columns.at(column) == evidence.content && idAt >= 0 && nameAt >= 0)
                return QStringLiteral("evidence/%1/%2")
                    .arg(row.at(idAt).toLongLong())
                    .arg(safePart(row.at(nameAt).toString()));
            return QStringLiteral("blobs/%1/%2/%3").arg(table.name, table.columns.at(column)).arg(rowNumber);
        };
        const auto isBlob = [](const QVariant& cell) {
            return cell.typeId() == QMetaType::QByteArray && !isNullValue(cell);
        };
        const auto withEntries = [&](QVariantList row, qint64 rowNumber) {
            for (qsizetype i = 0; i < row.size(); ++i)
                if (isBlob(row.at(i)))
                    row[i] = blobEntry(row, i, rowNumber);
            return row;
        };

        const QString csvName = QStringLiteral("tables/%1.csv").arg(table.name);
        if (auto r = writer.add(csvName,
                                [&](QIODevice& device) -> Result<void> {
                                    CsvWriter csv(&device);
                                    csv.writeRecord(table.columns);
                                    qint64 rowNumber = 0;
                                    auto scanned =
                                        snapshot.scan(table.name, table.columns, [&](const QVariantList& row) {
                                            csv.writeCells(withEntries(row, ++rowNumber));
                                            return steps.step();
                                        });
                                    if (!scanned)
                                        return scanned.error();
                                    if (steps.cancelled())
                                        return cancelled();
                                    return csv.finish();
                                });
            !r)
            return r.error();

        const QString jsonName = QStringLiteral("tables/%1.json").arg(table.name);
        if (auto r =
                writer.add(jsonName,
                           [&](QIODevice& device) -> Result<void> {
                               // Streamed row by row: {"table": ..., "columns": [...], "rows": [[...], ...]}.
                               QJsonObject head{{QStringLiteral("table"), table.name},
                                                {QStringLiteral("columns"), QJsonArray::fromStringList(table.columns)}};
                               QByteArray text = QJsonDocument(head).toJson(QJsonDocument::Compact);
                               text.chop(1); // the closing brace: the rows follow
                               text.append(",\"rows\":[\n");
                               bool first = true;
                               qint64 rowNumber = 0;
                               bool ok = device.write(text) == text.size();
                               auto scanned = snapshot.scan(table.name, table.columns, [&](const QVariantList& row) {
                                   QJsonArray cells;
                                   for (const QVariant& cell : withEntries(row, ++rowNumber))
                                       cells.append(jsonCell(cell));
                                   QByteArray line = first ? QByteArray() : QByteArrayLiteral(",\n");
                                   first = false;
                                   line.append(QJsonDocument(cells).toJson(QJsonDocument::Compact));
                                   ok = ok && device.write(line) == line.size();
                                   return ok && steps.step();
                               });
                               if (!scanned)
                                   return scanned.error();
                               if (steps.cancelled())
                                   return cancelled();
                               ok = ok && device.write("\n]}\n") == 4;
                               if (!ok)
                                   return Error{Error::Kind::Io, device.errorString()};
                               return {};
                           });
            !r)
            return r.error();
        tableList.append(QJsonObject{{QStringLiteral("name"), table.name}, // not storage: manifest key
                                     {QStringLiteral("rows"), table.rows},
                                     {QStringLiteral("csv"), csvName},
                                     {QStringLiteral("json"), jsonName}});

        // The bytes themselves, one entry each, read one row at a time.
        QString failure;
        qint64 rowNumber = 0;
        auto scanned = snapshot.scan(table.name, table.columns, [&](const QVariantList& row) {
            ++rowNumber;
            for (qsizetype i = 0; i < row.size(); ++i) {
                if (!isBlob(row.at(i)))
                    continue;
                const QByteArray bytes = row.at(i).toByteArray();
                auto r = writer.add(blobEntry(row, i, rowNumber), [&](QIODevice& device) -> Result<void> {
                    if (device.write(bytes) != bytes.size())
                        return Error{Error::Kind::Io, device.errorString()};
                    return {};
                });
                if (!r) {
                    failure = r.error().message;
                    return false;
                }
                if (isEvidence)
                    ++evidenceFiles;
            }
            return !steps.cancelled();
        });
        if (!scanned)
            return scanned.error();
        if (!failure.isEmpty())
            return Error{Error::Kind::Io, failure};
        if (steps.cancelled())
            return cancelled();
    }

    // The minutes of every meeting as `gatebench minutes --json` prints them on the evaluation's date
    // (names in the evaluation's language), beside the tables that hold them.
    if (MinutesRepository(snapshot).available()) {
        const EvaluationSettings settings = EvaluationSettings::read(snapshot);
        const QDate asOf = settings.evaluationDate(options.created.isValid() ? options.created.toUTC()
                                                                             : QDateTime::currentDateTimeUtc());
        auto minutes = readMinutes(snapshot, asOf, settings.language);
        if (!minutes)
            return minutes.error();
        const QByteArray json = QJsonDocument(minutesJson(*minutes, asOf)).toJson(QJsonDocument::Indented);
        if (auto r = writer.add(QLatin1String(kMinutes),
                                [&](QIODevice& device) -> Result<void> {
                                    if (device.write(json) != json.size())
                                        return Error{Error::Kind::Io, device.errorString()};
                                    return {};
                                });
            !r)
            return r.error();
    }

    for (const Producer& producer : options.producers) {
        if (auto r = producer.produce(snapshot, writer); !r)
            return r.error();
        if (!steps.step(0))
            return cancelled();
    }

    QJsonArray entries;
    for (const Entry& entry : writer.entries())
        entries.append(
            QJsonObject{{QStringLiteral("name"), entry.name}, // not storage: manifest key
                        {QStringLiteral("size"), entry.size},
                        {QStringLiteral("sha256"), QString::fromLatin1(entry.sha256)}}); // not storage: manifest key
    QJsonArray producers;
    for (const Producer& producer : options.producers)
        producers.append(producer.id);
    QJsonArray notIncluded;
    for (const NotIncluded& item : options.notIncluded)
        notIncluded.append(
            QJsonObject{{QStringLiteral("id"), item.id},           // not storage: manifest key
                        {QStringLiteral("reason"), item.reason}}); // not storage: a key of the bundle's JSON
    // The audit chain's head as the snapshot stores it: whoever holds the bundle can give it to
    // `gatebench verify --expect`, and opening the bundle checks the database against it.
    auto head = AuditRepository(snapshot).storedHead();
    if (!head)
        return head.error();
    const QJsonObject manifest{
        {QStringLiteral("format"), QLatin1String(kFormat)},
        {QStringLiteral("format_version"), kFormatVersion},
        {QStringLiteral("gatebench_version"), options.gatebenchVersion},
        {QStringLiteral("schema_version"), snapshot.schemaVersion()},
        {QStringLiteral("created_utc"), options.created.toUTC().toString(Qt::ISODate)},
        {QStringLiteral("database"), QLatin1String(kDatabase)},
        {QStringLiteral("chain_head"), head->text()}, // not storage: the bundle manifest's key
        {QStringLiteral("entries"), entries},
        {QStringLiteral("tables"), tableList},
        {QStringLiteral("producers"), producers},
        {QStringLiteral("not_included"), notIncluded},
    };
    const int count = int(writer.entries().size());
    const QByteArray text = QJsonDocument(manifest).toJson(QJsonDocument::Indented);
    if (auto r = writer.add(QLatin1String(kManifest),
                            [&](QIODevice& device) -> Result<void> {
                                if (device.write(text) != text.size())
                                    return Error{Error::Kind::Io, device.errorString()};
                                return {};
                            });
        !r)
        return r.error();
    WriteSummary summary;
    summary.entries = count + 1;
    summary.tables = int(tables.size());
    summary.evidenceFiles = evidenceFiles;
    return summary;
}

} // namespace

Result<qint64> writeArchive(const QString& path, const std::function<Result<void>(EntrySink&)>& produce,
                            const QJsonObject& manifest)
{
    const QString name = QFileInfo(path).fileName();
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return Error{Error::Kind::Io, Text::tr("Cannot write %1: %2").arg(path, out.errorString())};
    Result<void> written;
    {
        QuaZip zip(&out);
        zip.setAutoClose(false); // QSaveFile commits instead of closing
        zip.setUtf8Enabled(true);
        if (!zip.open(QuaZip::mdCreate)) {
            out.cancelWriting();
            return Error{Error::Kind::Io, Text::tr("Cannot write %1 (ZIP error %2)").arg(path).arg(zip.getZipError())};
        }
        Writer writer(zip, name);
        written = produce(writer);
        if (written) {
            QJsonArray entries;
            for (const Entry& entry : writer.entries())
                entries.append(QJsonObject{{QStringLiteral("name"), entry.name}, // not storage: manifest key
                                           {QStringLiteral("size"), entry.size},
                                           {QStringLiteral("sha256"), // not storage: manifest key
                                            QString::fromLatin1(entry.sha256)}});
            QJsonObject full = manifest;
            full.insert(QStringLiteral("entries"), entries);
            const QByteArray text = QJsonDocument(full).toJson(QJsonDocument::Indented);
            written = writer.add(QLatin1String(kManifest), [&](QIODevice& device) -> Result<void> {
                if (device.write(text) != text.size())
                    return Error{Error::Kind::Io, device.errorString()};
                return {};
            });
        }
        zip.close();
        if (written && zip.getZipError() != ZIP_OK)
            written =
                Error{Error::Kind::Io, Text::tr("Cannot write %1 (ZIP error %2)").arg(path).arg(zip.getZipError())};
    }
    if (!written) {
        out.cancelWriting();
        return written.error();
    }
    if (!out.commit())
        return Error{Error::Kind::Io, Text::tr("Cannot write %1: %2").arg(path, out.errorString())};
    return QFileInfo(path).size();
}

QList<NotIncluded> WriteOptions::defaultNotIncluded()
{
    const QString reason = QStringLiteral("GateBench does not write the decision report PDF yet; a later version adds "
                                          "it to the bundle");
    return {{QStringLiteral("report-pdf-zh_CN"), reason}, {QStringLiteral("report-pdf-en"), reason}};
}

Result<WriteSummary> write(const Storage& storage, const QString& path, const WriteOptions& options)
{
    const QString bundleName = QFileInfo(path).fileName();
    QTemporaryDir scratch(QDir(QDir::tempPath()).filePath(QStringLiteral("gatebench-export-XXXXXX")));
    if (!scratch.isValid())
        return Error{Error::Kind::Io, Text::tr("Cannot create a temporary folder: %1").arg(scratch.errorString())};
    const QString snapshotPath = scratch.filePath(QLatin1String(kDatabase));
    auto asKit = packets::copyIsKit(storage);
    if (!asKit)
        return asKit.error();
    if (*asKit) {
        if (auto r = packets::makeBundleKit(storage, options.member, snapshotPath, QDateTime::currentDateTimeUtc()); !r)
            return r.error();
    } else if (auto r = storage.copyTo(snapshotPath); !r) {
        return r.error();
    }
    // The entry is the file as the snapshot wrote it: read before any connection opens it.
    QFile snapshotFile(snapshotPath);
    if (!snapshotFile.open(QIODevice::ReadOnly))
        return Error{Error::Kind::Io, snapshotFile.errorString()};
    snapshotFile.close();
    const QString copyPath = scratch.filePath(QStringLiteral("database-as-written"));
    if (!QFile::copy(snapshotPath, copyPath))
        return Error{Error::Kind::Io, Text::tr("Cannot copy the snapshot of the workspace")};
    auto snapshot = storageFactory::open(snapshotPath, storageFactory::Access::ReadOnly);
    if (!snapshot)
        return snapshot.error();

    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return Error{Error::Kind::Io, Text::tr("Cannot write %1: %2").arg(path, out.errorString())};
    Result<WriteSummary> summary = Error{Error::Kind::Io, QString()};
    {
        QuaZip zip(&out);
        zip.setAutoClose(false); // QSaveFile commits instead of closing
        zip.setUtf8Enabled(true);
        zip.setZip64Enabled(true); // a database or table of more than 4 GiB still fits
        if (!zip.open(QuaZip::mdCreate)) {
            out.cancelWriting();
            return Error{Error::Kind::Io, Text::tr("Cannot write %1 (ZIP error %2)").arg(path).arg(zip.getZipError())};
        }
        Writer writer(zip, bundleName);
        summary = writeEntries(copyPath, **snapshot, writer, options);
        zip.close();
        if (summary && zip.getZipError() != ZIP_OK)
            summary =
                Error{Error::Kind::Io, Text::tr("Cannot write %1 (ZIP error %2)").arg(path).arg(zip.getZipError())};
    }
    if (!summary) {
        out.cancelWriting();
        return summary.error();
    }
    if (!out.commit())
        return Error{Error::Kind::Io, Text::tr("Cannot write %1: %2").arg(path, out.errorString())};
    WriteSummary written = *summary;
    written.bytes = QFileInfo(path).size();
    return written;
}

} // namespace gatebench::bundle
