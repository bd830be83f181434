#pragma once

#include "core/Result.h"
#include "domain/Domain.h"
#include "storage/Storage.h"

namespace gatebench {

/// The register of imports (`imports`) and the import tag of the rows an import adds (their
/// `import_id`): the only code that knows them. Undo and redo of a whole import move the rows
/// tagged with it and its register entry between the tables and the storage's scratch area.
class ImportRepository {
public:
    explicit ImportRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// The imports of `kind` ("jobs", "criteria", ...), oldest first.
    Result<QList<ImportEntry>> ofKind(const QString& kind) const;
    /// The id the next import gets: one more than the highest so far (1 for the first).
    Result<qint64> nextId() const;

    /// Adds `entry` to the register, with its id when it has one (else storage chooses); returns it.
    static Result<qint64> insert(Storage& storage, const ImportEntry& entry);

    /// Whether rows of `table` name the import they came from; `tag` makes `row` name import `id`.
    static bool isTagged(const Storage& storage, const QString& table);
    static void tag(Row& row, qint64 id);

    /// Undo of import `id`: moves the rows of `table` it added into the scratch slot `slot`.
    static Result<qint64> stashRows(Storage& storage, const QString& slot, const QString& table, qint64 id);
    /// Undo of import `id`: moves its register entry into `slot` (1 when it was there); redo puts it
    /// back.
    static Result<qint64> stashEntry(Storage& storage, const QString& slot, qint64 id);
    static Result<qint64> unstashEntry(Storage& storage, const QString& slot);

    /// The tables an import or its undo changes as a whole, for its change event: those it wrote
    /// (`written`) and the register.
    static QStringList touchedTables(const QStringList& written);

private:
    const Storage& m_storage;
};

} // namespace gatebench
