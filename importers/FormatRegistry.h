#pragma once

#include "FormatReader.h"
#include "JobLogReader.h"
#include "RecordImporter.h"
#include "TableExporter.h"

#include <QList>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

namespace gatebench {

struct RecordKind;

/// A kind of record that can be imported: its fields (the catalogue in model/RecordKinds) and
/// the importer that turns its records into rows.
struct ImportKind {
    const RecordKind* spec = nullptr;
    std::function<std::unique_ptr<RecordImporter>()> create;

    QString key() const;
    QString label() const;
};

/// The one registry of what GateBench reads and writes: the file formats records are read from
/// (CSV, ZIP archives of CSV files), the native job-log formats (Slurm sacct; JobLogReader), the formats tables are
/// exported in (CSV), and the kinds of record an import can produce (candidates, criteria, answers, PoC runs), each
/// registered once, here. The import wizard (its file dialog and preview), the window's drop handler, `gatebench
/// import`, `gatebench preview` and the import pipeline all ask it; none names a format or a kind itself.
///
///     const FormatRegistry& registry = FormatRegistry::standard();
///     auto input = registry.open(path, options);   // the format is detected from the content
///     if (!input) ...                              // input.error().message says why
///     (*input)->read([](RecordStream& table) { ...; return true; });
///
/// A later format (xlsx, a PDF export; a job log such as LSF lsb.acct: JobLogReader) is one class
/// and one line in standard(). Read-only once built: safe to use from the import's worker thread.
class FormatRegistry {
public:
    /// GateBench's registry, built on first use.
    static const FormatRegistry& standard();

    FormatRegistry();
    ~FormatRegistry();
    FormatRegistry(const FormatRegistry&) = delete;
    FormatRegistry& operator=(const FormatRegistry&) = delete;

    /// Adds a format to read; detection prefers the one registered first when two are as sure.
    void addReader(std::unique_ptr<FormatReader> reader);
    /// Adds a native job-log format (JobLogReader: how to add one).
    void addJobLogReader(std::unique_ptr<JobLogReader> reader);
    /// Adds a format to export tables in.
    void addExporter(std::unique_ptr<TableExporter> exporter);
    /// Adds an importable kind: the importer says its kind (RecordImporter::kind), whose fields
    /// must be in the record-kind catalogue (recordKinds).
    void addImporter(std::function<std::unique_ptr<RecordImporter>()> create);

    // Reading.
    QList<const FormatReader*> readers() const;
    const FormatReader* reader(const QString& id) const;

    struct Detection {
        const FormatReader* reader = nullptr; ///< null: no format reads the file
        double confidence = 0;
    };
    /// The format most sure that a file with these first bytes and this name is its own.
    Detection detect(QByteArrayView head, bool wholeFile, const QString& fileName) const;
    /// The same from the file's first bytes. Fails (BadInput) when the file cannot be read or no
    /// format reads it; the message says why and what GateBench reads, and leaves naming the file
    /// to the caller (FILE:0:0 on the command line, the file's name in the window).
    Result<const FormatReader*> detect(const QString& path) const;
    /// Detects the format of `path` and opens it (the failures of detect() and of the format's open()).
    Result<std::unique_ptr<FormatInput>> open(const QString& path, const ReadOptions& options) const;
    /// The file-dialog filter of imports: every format's extensions together first, then each
    /// format, then all files (detection does not depend on the name).
    QString importFileFilter() const;

    // Native job logs.
    QList<const JobLogReader*> jobLogReaders() const;
    /// The job-log format of this id (`--format ID`), or null.
    const JobLogReader* jobLogReader(const QString& id) const;

    // Writing.
    QList<const TableExporter*> exporters() const;
    const TableExporter* exporter(const QString& id) const;
    /// The file-dialog filter of exports: each format in turn.
    QString exportFileFilter() const;

    // Kinds of record.
    /// The importable kinds' keys, in the order the wizard offers them.
    QStringList kindKeys() const;
    const ImportKind* kind(const QString& key) const;
    /// A new importer for `key`, or null.
    std::unique_ptr<RecordImporter> createImporter(const QString& key) const;

private:
    std::vector<std::unique_ptr<FormatReader>> m_readers;
    std::vector<std::unique_ptr<JobLogReader>> m_jobLogReaders;
    std::vector<std::unique_ptr<TableExporter>> m_exporters;
    QList<ImportKind> m_kinds;
};

} // namespace gatebench
