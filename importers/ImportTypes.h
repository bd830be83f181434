#pragma once

#include "CsvReader.h"
#include "ZipArchiveReader.h"
#include "core/Issue.h"
#include "mapping/ColumnMapping.h"
#include "storage/ChangeSpool.h"
#include "workspace/Workspace.h"

#include <QStringList>

#include <atomic>
#include <optional>
#include <utility>

namespace gatebench {

/// An issue of one input file: FILE:LINE:COLUMN: message.
struct LocatedIssue {
    QString file;
    Issue issue;
    QString toString() const;
};
using LocatedIssues = QList<LocatedIssue>;

bool hasErrors(const LocatedIssues& issues);

/// What to import, as the wizard or `gatebench import` states it.
struct ImportRequest {
    QString kind;       ///< a registered importer's kind (a key of RecordKindId)
    QStringList inputs; ///< CSV files, or ZIP archives whose CSV members are imported together
    CsvOptions csv;     ///< encoding, delimiter, header: detected unless set
    /// The column mapping (and units, zone, reference choices) to apply over the proposed one.
    std::optional<MappingPreset> preset;
    QString timeZone; ///< zone of naive timestamps; empty: the preset's, else the workspace's
    /// The start of the trace when the mapping reads times as offsets from it (Alibaba's traces):
    /// a timestamp, naive in the import's zone. Empty: such a mapping is refused.
    QString traceStart;
    /// Fields that must come from a named column, over the preset and the proposal (`--team-field
    /// vc`): field key -> header. A header the file lacks is an error.
    QList<std::pair<QString, QString>> fieldColumns;
    /// Values of fields the files have no column for (`--candidate pai`: the TCO page imports into the
    /// candidate it shows): field key -> value, read as a cell of the field would be (a reference
    /// resolved). A file with a column for the field keeps its own.
    QList<std::pair<QString, QString>> fieldDefaults;
    bool skipInvalidRows = false;                ///< import the valid rows and list each rejected one
    ZipLimits zipLimits = ZipLimits::defaults(); ///< what an archive may unpack to (tests lower it)
    /// Job records: the cluster of the jobs (`--cluster`; empty: the evaluation's one cluster).
    QString cluster;
    /// Job records: import a file an earlier job import read (the same SHA-256) anyway
    /// (`--allow-same-file`); without it such a file is refused.
    bool allowSameFile = false;
    /// The format as the user named it (`--format helios`); empty: the built-in preset's name, if any.
    QString format;
    /// The mapping file the preset was read from (`--mapping MAP.json`); empty: none.
    QString mappingFile;
};

/// The options of `request` that shape how its files are read, as its import records them
/// (ImportDetail::options, shown by `gatebench imports`): by their command-line names, only those
/// given.
QList<std::pair<QString, QString>> recordedOptions(const ImportRequest& request);

/// A file of an import that an earlier job import (not undone) already read: the same SHA-256.
struct SameFile {
    QString file;        ///< the input, as the import names it
    ImportEntry earlier; ///< the earlier import: its id, when, who, its files
};

/// Shared between the worker that prepares an import and the window that shows its progress.
struct ImportProgress {
    std::atomic<qint64> bytesRead{0};
    std::atomic<qint64> totalBytes{0};
    std::atomic<qint64> rows{0};
    std::atomic<bool> cancelled{false};
};

/// The column report of one mapped column of one file.
struct FileColumnReport {
    QString file;
    ColumnReport report;
};

/// A value of a reference column that names nothing (or several things) in the workspace, for
/// the user to map to an existing id; never guessed.
struct UnresolvedValue {
    QString field;
    QString value;
    QList<qint64> lines;
    bool ambiguous = false;
    QStringList suggestions; ///< ids it could mean (ambiguous) or with a similar name
    QStringList targets;     ///< every id it may be mapped to
};

/// The result of reading, mapping, converting and validating every input; nothing is written yet.
struct PreparedImport {
    QString kind;
    ImportSummary summary;
    ChangeSpool changes;    ///< spooled: a large import is not held in memory
    LocatedIssues issues;   ///< everything found (errors and warnings), in file order
    LocatedIssues rejected; ///< with skipInvalidRows: one error per rejected row
    QList<FileColumnReport> columns;
    QList<UnresolvedValue> unresolved;
    /// Job records: the files an earlier job import read already (an error issue each, unless
    /// ImportRequest::allowSameFile).
    QList<SameFile> sameFile;
    bool cancelled = false;
    /// The workspace's change mark when the import was read (`Storage::changeMark`), -1 unknown.
    qint64 readAtChangeMark = -1;

    /// True when the import may be written: not cancelled and, unless rows were skipped on
    /// purpose, no error anywhere.
    bool acceptable() const;
};

} // namespace gatebench
