#pragma once

#include "core/Result.h"
#include "domain/Domain.h"
#include "storage/Storage.h"

#include <functional>
#include <optional>

namespace gatebench {

/// A line an import rejected (with --skip-invalid) and kept with it: where, which rule (a stable key,
/// rendered in the reader's language when shown), the job it concerns and the offending value.
struct ImportRejection {
    qint64 importId = 0;
    QString file; ///< the input's name as the import's issues name it
    qint64 line = 0;
    int column = 0; ///< 1-based field; 0: the whole line
    QString rule;   ///< e.g. "end_before_start" (SacctIssue::ruleKey)
    QString jobKey;
    QString value;
    bool operator==(const ImportRejection& other) const = default;
};

/// The register of imports (`imports`) and the import tag of the rows an import adds (their
/// `import_id`): the only code that knows them. Undo and redo of a whole import move the rows
/// tagged with it and its register entry between the tables and the storage's scratch area; a
/// streamed job import is undone by its state instead (`setUndone`): its rows stay where they are,
/// hidden from every read of the job log (`undoneIds`), until `purgeUndone` deletes them.
class ImportRepository {
public:
    explicit ImportRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// The imports of `kind` ("jobs", "criteria", ...), oldest first (undone imports are not listed).
    Result<QList<ImportEntry>> ofKind(const QString& kind) const;
    /// Every import, oldest first (undone imports are not listed).
    Result<QList<ImportEntry>> all() const;
    /// The ids of the undone imports whose rows are still stored: every read of what they wrote
    /// leaves those rows out. Few (the undone steps of the open windows), read once per query.
    Result<QVariantList> undoneIds() const;
    /// The ids of the imports that are not undone (what a read of the job log checks a replaced job
    /// against: BaselineRepository).
    Result<QVariantList> activeIds() const;
    /// How many rows the undone imports wrote to the job log (their register's row counts: what a
    /// streamed job import wrote, exactly), for counting what is shown without reading the rows.
    Result<qint64> undoneRows() const;
    /// The lines import `id` rejected, by file order and line; streamed to `visit` (false stops).
    Result<void> scanRejections(qint64 id, const std::function<bool(const ImportRejection&)>& visit) const;
    /// How many lines import `id` rejected.
    Result<qint64> rejectionCount(qint64 id) const;
    /// The id the next import gets: one more than the highest so far (1 for the first).
    Result<qint64> nextId() const;

    /// Adds `entry` to the register, with its id when it has one (else storage chooses); returns it.
    static Result<qint64> insert(Storage& storage, const ImportEntry& entry);

    /// Sets the hashes and the row count of an entry written before its rows (a streamed import).
    static Result<void> finish(Storage& storage, qint64 id, const QString& sha256, qint64 rows);
    /// Writes rejected lines through one prepared statement (`next` fills the next, false: no more).
    static Result<qint64> insertRejections(Storage& storage, const std::function<bool(ImportRejection&)>& next);
    /// The tables a streamed job import writes, in order: the job log and its rejected lines.
    static QStringList jobImportTables();
    /// Whether `table` is the one of the lines imports keep (insertRejections).
    static bool keepsRejections(const QString& table);

    /// Whether rows of `table` name the import they came from; `tag` makes `row` name import `id`.
    static bool isTagged(const Storage& storage, const QString& table);
    static void tag(Row& row, qint64 id);
    /// The column that tag() sets.
    static QString tagColumn();

    /// Undo of import `id`: moves the rows of `table` it added into the scratch slot `slot`.
    static Result<qint64> stashRows(Storage& storage, const QString& slot, const QString& table, qint64 id);
    /// Undo of import `id`: moves its register entry into `slot` (1 when it was there); redo puts it
    /// back.
    static Result<qint64> stashEntry(Storage& storage, const QString& slot, qint64 id);
    static Result<qint64> unstashEntry(Storage& storage, const QString& slot);

    /// Undo (`undone`) or redo of the streamed import `id`: one row's state, whatever the number of
    /// its rows. Returns 1, or 0 when the import is not there in the state the step expects (another
    /// GateBench purged or changed it).
    static Result<int> setUndone(Storage& storage, qint64 id, bool undone);
    /// Deletes what undone imports wrote (jobImportTables) and their register entries, in one
    /// transaction: import `id` only when it is given (and undone), else every undone import. Returns
    /// how many imports were purged.
    static Result<qint64> purgeUndone(Storage& storage, std::optional<qint64> id = std::nullopt);

    /// The tables an import or its undo changes as a whole, for its change event: those it wrote
    /// (`written`) and the register.
    static QStringList touchedTables(const QStringList& written);

private:
    /// The ids of the imports whose undo state is `state`.
    Result<QVariantList> idsIn(const QString& state) const;

    const Storage& m_storage;
};

} // namespace gatebench
