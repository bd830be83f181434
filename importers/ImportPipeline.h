#pragma once

#include "ImportTypes.h"
#include "RecordImporter.h"
#include "mapping/ReferenceResolver.h"

#include <QHash>
#include <QTimeZone>

#include <memory>

namespace gatebench {

class Storage;
class Workspace;

/// What an import needs to know of the workspace, read before the work starts on the thread that
/// owns the storage: the importer's snapshot, the reference targets and the cluster time zone.
/// After `load` the pipeline touches no storage, so `prepareImport` can run on a worker thread.
struct ImportContext {
    std::unique_ptr<RecordImporter> importer;
    QHash<ReferenceKind, std::shared_ptr<const ReferenceResolver>> resolvers;
    QTimeZone zone;
    qint64 changeMark = -1; ///< the workspace's change mark when it was read
    /// Job records: the job imports (not undone) whose files an input may be again.
    QList<ImportEntry> earlierJobImports;

    static Result<ImportContext> load(const Storage& storage, const ImportRequest& request);
};

/// The first rows of the first input (the first CSV member of an archive), as the wizard's
/// preview shows them with the reader options chosen so far.
struct ImportPreview {
    QString file;      ///< the table shown: the file, or ARCHIVE/MEMBER
    QString format;    ///< the display name of the input's format (FormatRegistry)
    bool text = false; ///< delimited text: `detection` says how it was read
    CsvDetection detection;
    QStringList header;
    QList<QStringList> rows;
    Issues issues;
};
Result<ImportPreview> previewFirstInput(const QStringList& inputs, const CsvOptions& options, int maxRows = 200);

/// Reads every input in the format the registry detects from its content (CSV files; the CSV
/// members of ZIP archives), table by table in one pass each, maps and converts the columns,
/// resolves references and hands the records to the importer. Writes nothing: the result lists
/// every issue by file, line and column, and the changes to write when it is acceptable.
/// Stops early, with `cancelled`, when `progress.cancelled` is set.
PreparedImport prepareImport(const ImportRequest& request, ImportContext& context, ImportProgress& progress);

/// Writes an acceptable prepared import as one transaction and one undoable command, audited
/// with the files, their SHA-256 and the row count. Returns the import's id.
Result<qint64> commitImport(Workspace& workspace, const PreparedImport& prepared);

/// The command-line path: load, prepare and (when acceptable) commit on the calling thread. When
/// another GateBench changed the evaluation meanwhile so that the rows no longer fit, they are read
/// again against the changed evaluation (up to three times). The prepared import is returned either
/// way so that the caller can print its issues.
PreparedImport runImport(Workspace& workspace, const ImportRequest& request, Result<qint64>* committed = nullptr);

} // namespace gatebench
