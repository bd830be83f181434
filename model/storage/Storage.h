#pragma once

#include "core/Result.h"
#include "storage/CellBatch.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantMap>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace gatebench {

class ChangeMarkReader;
class ChangeWatch;

/// One row of a table, column name -> value. Column names are ASCII identifiers.
using Row = QVariantMap;

/// Equality conditions on columns (AND). An empty filter selects every row; a null value
/// (see `isNullValue`) matches NULL.
using Filter = QVariantMap;

/// The one NULL rule of storage: a null value is SQL NULL, written as NULL and read back as an
/// invalid QVariant. Null means an invalid or null QVariant, a null QString or a null QByteArray
/// (`QString()` is null, `QStringLiteral("")` is not). A NOT NULL column refuses a null value with an
/// error; an empty text for it is `emptyText()` (or `nonNullText(s)` for a text that may be null).
inline bool isNullValue(const QVariant& value)
{
    if (value.isNull())
        return true;
    switch (value.typeId()) {
    case QMetaType::QString:
        return static_cast<const QString*>(value.constData())->isNull();
    case QMetaType::QByteArray:
        return static_cast<const QByteArray*>(value.constData())->isNull();
    default:
        return false;
    }
}

/// An empty text that is not null: what a NOT NULL text column holds when there is no text.
inline QString emptyText()
{
    return QStringLiteral("");
}

/// `text`, or `emptyText()` when it is null (a default-constructed QString, the trimmed or joined
/// result of nothing): for NOT NULL text columns.
inline QString nonNullText(const QString& text)
{
    return text.isNull() ? emptyText() : text;
}

/// A child table that refers to a parent through a foreign key (used to snapshot what a
/// cascading delete removes, so that undo can put it back).
struct ChildLink {
    QString table;
    QStringList childColumns;  ///< in the child table
    QStringList parentColumns; ///< in the parent table
    bool cascade = true;       ///< ON DELETE CASCADE; otherwise the child's columns are set to NULL
};

/// A condition on one column for reads that need more than equality (`Storage::page`): equal to,
/// at least, or below a value (NULL never matches `AtLeast` or `Below`); or none of the values of a
/// list (`NotIn`, the value a QVariantList; NULL matches, an empty list matches every row).
struct Condition {
    enum class Op { Equal, AtLeast, Below, NotIn };
    QString column;
    Op op = Op::Equal;
    QVariant value;
};

/// One page of a table's rows matching every condition in `where`, ordered by `orderBy` and then by
/// the table's one-column key (so that the order is total): for views that scroll through millions
/// of rows without reading them all. The page starts after the row whose (`orderBy`, key) values are
/// `after` (keyset paging; empty: at the first row), skips `skip` rows and holds at most `limit`.
struct PageQuery {
    QStringList columns;
    QList<Condition> where;
    QString orderBy; ///< empty: the key alone
    bool descending = false;
    QVariantList after;
    qint64 skip = 0;
    int limit = 100;
};

/// Writes many rows inside the caller's transaction through statements prepared once per table
/// and column set: the write path of imports, whose size has no limit.
class BulkWriter {
public:
    virtual ~BulkWriter() = default;
    virtual Result<void> insert(const QString& table, const Row& row) = 0;
    /// Inserts rows of the same columns, each given as its values in the order of `columns`: the
    /// same rows and the same errors as insert() of each in turn, which is all this default does (a
    /// back end may write many rows a statement).
    virtual Result<void> insertRows(const QString& table, const QStringList& columns, const QList<QVariantList>& rows)
    {
        for (const QVariantList& values : rows) {
            Row row;
            for (qsizetype i = 0; i < columns.size(); ++i)
                row.insert(columns.at(i), values.value(i));
            if (auto r = insert(table, row); !r)
                return r;
        }
        return {};
    }
    /// Sets `changes` on the rows matching `key`: the row's key, and for an import's update also
    /// the values it expects to replace (NULL matches NULL), so that a row another writer changed
    /// meanwhile is not overwritten. Returns the number of rows changed (0: none matched).
    virtual Result<int> update(const QString& table, const Filter& key, const Row& changes) = 0;
    /// Keeps the rows matching `key` in the scratch slot `slot` (see Storage::stash), as they are
    /// before an update; returns how many.
    virtual Result<qint64> keep(const QString& slot, const QString& table, const Filter& key) = 0;

    /// One change of an import to a stored row (updateRows): the row's key, the values it expects the
    /// row still to hold (the old values of the changed columns; NULL matches NULL) and the new ones.
    struct RowUpdate {
        Filter key;
        Row before;
        Row after;
    };
    /// The row at which updateRows() stopped: gone (no row has its key) or changed (the row no longer
    /// holds the values expected).
    struct UpdateMiss {
        enum class Why { Gone, Changed };
        qsizetype row = -1; ///< its index in the rows given
        Why why = Why::Gone;
    };
    /// Keeps each of `rows` in the scratch slot `slot` as it is (keep()) and writes its changes where
    /// the row still holds its key and old values (update()): each in turn, which is all this default
    /// does, stopping at the first row gone or changed, which it returns (the rows before it written:
    /// the caller's transaction undoes them). The rows have distinct keys. A back end may check and
    /// write all of them in a few statements, with the same result: the same first row gone or changed,
    /// else the same rows kept and written, and the same error for a row that cannot be written.
    virtual Result<std::optional<UpdateMiss>> updateRows(const QString& slot, const QString& table,
                                                         const QList<RowUpdate>& rows)
    {
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const RowUpdate& row = rows.at(i);
            auto kept = keep(slot, table, row.key);
            if (!kept)
                return kept.error();
            if (*kept == 0)
                return std::optional<UpdateMiss>(UpdateMiss{i, UpdateMiss::Why::Gone});
            Filter expected = row.key;
            for (auto it = row.before.cbegin(); it != row.before.cend(); ++it)
                expected.insert(it.key(), it.value());
            auto n = update(table, expected, row.after);
            if (!n)
                return n.error();
            if (*n == 0)
                return std::optional<UpdateMiss>(UpdateMiss{i, UpdateMiss::Why::Changed});
        }
        return std::optional<UpdateMiss>();
    }
};

/// The one storage interface of a workspace: an SQLite file (`SqliteStorage`) or an evaluation on a
/// PostgreSQL server (`PostgresStorage`), created and opened through storageFactory. It is deliberately row-oriented:
/// table and column names come only from the schema catalogue (never from user text) and
/// every value is bound, so a back end needs no knowledge of the domain to be correct.
class Storage {
public:
    virtual ~Storage() = default;

    /// Runs `work` in one transaction: committed when it returns ok, rolled back otherwise.
    /// Nested calls join the outer transaction.
    virtual Result<void> transaction(const std::function<Result<void>()>& work) = 0;
    /// As transaction(), for a write of very many new rows (a job log): where the storage can write
    /// them straight into the file instead of through a journal first, it does so while nothing else
    /// has the file open. All or nothing as every transaction.
    virtual Result<void> bulkTransaction(const std::function<Result<void>()>& work) { return transaction(work); }

    virtual int schemaVersion() const = 0;
    /// A number that changes whenever another connection (another GateBench, another process)
    /// commits a change to the workspace; this connection's own commits leave it as it is. Lets a
    /// write prepared from an earlier reading tell a conflict with a concurrent writer from bad input.
    virtual Result<qint64> changeMark() const = 0;
    virtual QString location() const = 0;

    /// The tables and columns this storage holds (the catalogue that every name is checked
    /// against) and each table's primary-key columns.
    virtual QStringList tables() const = 0;
    virtual QStringList columns(const QString& table) const = 0;
    virtual QStringList keyColumns(const QString& table) const = 0;
    virtual QList<ChildLink> children(const QString& table) const = 0;

    /// Rows matching `filter`, ordered by `orderBy` (column names; default: the key).
    virtual Result<QList<Row>> select(const QString& table, const Filter& filter = {},
                                      const QStringList& orderBy = {}) const = 0;
    /// Streams rows in key order to `visit` without holding them all; `visit` returns false to stop.
    virtual Result<void> scan(const QString& table, const QStringList& columns,
                              const std::function<bool(const QVariantList&)>& visit) const = 0;
    virtual Result<qint64> count(const QString& table, const Filter& filter = {}) const = 0;
    /// Streams one page of rows (see PageQuery) to `visit`, each with `query.columns` followed by the
    /// `orderBy` value and the key (what the next page's `after` takes); `visit` returns false to stop.
    virtual Result<void> page(const QString& table, const PageQuery& query,
                              const std::function<bool(const QVariantList&)>& visit) const = 0;
    /// The distinct non-null values of `column` in the rows matching every condition, ascending (for
    /// the choices of a filter).
    virtual Result<QVariantList> distinct(const QString& table, const QString& column,
                                          const QList<Condition>& where = {}) const = 0;
    /// The number of rows matching every condition.
    virtual Result<qint64> countWhere(const QString& table, const QList<Condition>& where) const = 0;

    /// Inserts one row; returns the new row id where the table has an integer key, else 0.
    virtual Result<qint64> insert(const QString& table, const Row& row) = 0;
    /// Inserts many rows of the same columns through one prepared statement.
    /// `next` fills the values and returns false when there are no more rows.
    virtual Result<qint64> insertMany(const QString& table, const QStringList& columns,
                                      const std::function<bool(QVariantList&)>& next) = 0;
    /// Inserts rows copied from another evaluation (`gatebench copy`, Storage::copyTo) exactly as they
    /// are, as insertMany does, except that the guards that refuse what only such a copy writes let
    /// them pass: an audit entry from before the chain (an evaluation upgraded to version 20 keeps its
    /// older entries without a chain hash, which no new entry may lack).
    virtual Result<qint64> insertCopied(const QString& table, const QStringList& columns,
                                        const std::function<bool(QVariantList&)>& next)
    {
        return insertMany(table, columns, next);
    }
    /// After every row was copied in (storageTransfer::copyRows, inside its transaction): counts again
    /// what this back end derives from the rows instead of copying it (a server under its roles: the
    /// scores per round, cell and member). Default: nothing derived.
    virtual Result<void> recountCopied() { return {}; }
    /// Inserts the rows of `rows` (cells in the order of `columns`) through one prepared statement,
    /// the values bound as they are typed (no QVariant, no UTF-16): the write path of imports of
    /// millions of rows. Errors as insertMany's (a NULL for a NOT NULL column is a Usage error).
    virtual Result<qint64> insertCells(const QString& table, const QStringList& columns, const CellBatch& rows) = 0;
    /// Streams `columns` of every row matching every condition in `where` in key order to `visit` in
    /// batches of up to `batchRows` rows (one CellBatch reused; its cells are the values as stored);
    /// `visit` returns false to stop.
    virtual Result<void> scanCells(const QString& table, const QStringList& columns, qsizetype batchRows,
                                   const std::function<bool(const CellBatch&)>& visit,
                                   const QList<Condition>& where = {}) const = 0;
    /// Inside a write transaction, before very many rows go into `table` in an order far from that
    /// of its index `index` (rows inserted at random places of an index larger than the storage's
    /// cache cost a page read and write each): drops the index until the end of the transaction,
    /// where it is built again in one sorted pass over the table just before the commit; a rollback
    /// restores it as it was. Returns whether it was dropped now (false outside a transaction, for
    /// an index deferred already, or a back end that builds its indexes otherwise).
    virtual Result<bool> deferIndex(const QString& table, const QString& index) = 0;
    virtual Result<int> update(const QString& table, const Filter& key, const Row& changes) = 0;
    virtual Result<int> remove(const QString& table, const Filter& filter) = 0;
    /// Sets `changes` on the rows of `table` whose integer `column` is one of `ids` and that match
    /// `filter` (NULL matches NULL): the rows update() of each id in turn changes, which is all this
    /// default does (a back end writes many ids a statement). Returns how many rows changed.
    virtual Result<qint64> updateEach(const QString& table, const QString& column, const std::vector<qint64>& ids,
                                      const Filter& filter, const Row& changes)
    {
        qint64 changed = 0;
        for (const qint64 id : ids) {
            Filter key = filter;
            key.insert(column, id);
            auto n = update(table, key, changes);
            if (!n)
                return n.error();
            changed += *n;
        }
        return changed;
    }

    /// Statements for many rows, for use inside one `transaction`.
    virtual std::unique_ptr<BulkWriter> bulkWriter() = 0;

    /// The scratch area of this connection: whole rows that an undo or a redo of an import puts
    /// back, kept in the database engine (on disk) and never in the workspace file; it is gone when
    /// the connection closes, as the undo stack is. A slot (an ASCII name) holds one group of rows;
    /// writes to it take part in the current transaction.
    ///
    /// Copies the rows of `table` matching `filter` into `slot`, and removes them from the table when
    /// `remove` is set. Returns the number of rows.
    virtual Result<qint64> stash(const QString& slot, const QString& table, const Filter& filter, bool remove) = 0;
    /// Inserts the rows of `slot` back into `table` and empties the slot. Returns the number of rows.
    virtual Result<qint64> unstash(const QString& slot, const QString& table) = 0;
    /// Puts the rows of `slot` back over the rows of `table` with the same key, after keeping those
    /// in `other`, and empties `slot`: undo and redo of updates. A Conflict when one of them no
    /// longer exists.
    virtual Result<qint64> swapStash(const QString& slot, const QString& other, const QString& table) = 0;
    /// Forgets every slot whose name starts with `prefix`.
    virtual Result<void> dropStash(const QString& prefix) = 0;

    /// Runs the back end's own integrity check; returns the problems found (empty = sound).
    virtual Result<QStringList> integrityCheck() const = 0;
    /// The back end's most thorough check of the whole evaluation (`gatebench verify`; SQLite: its
    /// integrity_check, which also checks every index against its table). Problems found are the
    /// list; a check that could not run is an error saying why. Default: integrityCheck().
    virtual Result<QStringList> fullIntegrityCheck() const { return integrityCheck(); }
    /// What fullIntegrityCheck() checks, in a line for `gatebench verify`; empty: SQLite's full
    /// integrity check of the whole file (the verification's own words).
    virtual QString integrityCheckDescription() const { return {}; }
    /// What integrityCheck() could not check on this opening and why (empty: nothing left out); a
    /// server's check as a role that may only read the catalogue.
    virtual QString integrityCheckGaps() const { return {}; }
    /// What differs from GateBench's schema for the stored version, one object a line, as found by an
    /// opening that reports a foreign schema instead of refusing it (storageFactory::SchemaCheck::
    /// Report; empty: none, or any other opening, which refuses such a schema).
    virtual QStringList schemaDrift() const { return {}; }
    /// The schema version this opening upgraded the evaluation from (0: none).
    virtual int upgradedFrom() const { return 0; }
    /// Puts an evaluation that was copied in from elsewhere (the database of an exit bundle) in the
    /// form in which this back end leaves every evaluation it writes (SQLite: WAL mode).
    virtual Result<void> adoptCopy() { return {}; }

    /// Whether openReader() can give a reader: a storage of its own connection (not a read filter
    /// or a snapshot over another, whose reader would read past them).
    virtual bool canOpenReader() const { return false; }
    /// A read-only storage of the same evaluation on a new connection of its own, for a worker
    /// thread: connections are thread-bound, so it is called on the thread that reads through it.
    /// A Usage error where canOpenReader() is false.
    virtual Result<std::unique_ptr<Storage>> openReader() const;

    /// Whether trial() can run here: an evaluation that can take a write as it is (SQLite: a
    /// writable file in WAL mode at this version's schema), opened for writing or for trials
    /// (storageFactory::Access::Trial). Not a read-only opening or file, a reader, a read filter or
    /// a snapshot: their dry runs work on a copy.
    virtual bool canTrial() const { return false; }
    /// A trial write (the import dry run): runs `work` on this storage, writable, inside a transaction
    /// that is rolled back whatever `work` returns, so that its own reads see what it wrote, no other
    /// connection ever does, and nothing of it stays. Returns what `work` returned. Outside any
    /// transaction only; a Usage error where canTrial() is false. Const, as copyTo: it leaves the
    /// evaluation as it found it.
    virtual Result<void> trial(const std::function<Result<void>(Storage&)>& work) const;
    /// The tables whose check this opening left for later (storageFactory::Check::JobLogLater):
    /// whoever opened it runs `integrityCheck()` of the whole file before writing. Empty when the
    /// whole file was checked as it opened.
    virtual QStringList uncheckedTables() const { return {}; }
    /// Writes a consistent copy of the whole workspace to `path` (which must not exist).
    virtual Result<void> copyTo(const QString& path) const = 0;
    /// The storage under any read filter (a viewer's VisibleRows): for the committee's kit writer
    /// alone (committee/Packets.h), which copies the whole file and then removes from the copy what
    /// its member may not read. Every other reader reads through the filter.
    virtual const Storage& unfiltered() const { return *this; }

    /// A watch that hints when another connection wrote the evaluation (storage/ChangeWatch.h), on its
    /// own connection; none where nobody else writes at the same time (a file: its other windows find
    /// out by the change mark when they write).
    virtual Result<std::unique_ptr<ChangeWatch>> changeWatch() const;
    /// Connects again after the connection was lost (the server restarted, the network dropped): what
    /// was not committed then was not written. Nothing to do for a file.
    virtual Result<void> reconnect() { return {}; }
    /// A check that the server answers now, without logging in, that may run on any thread (it holds
    /// no connection of this storage): Workspace runs it on a worker before it calls reconnect(), so
    /// that the window never waits for a server that does not answer. Empty for a file.
    virtual std::function<bool()> serverProbe() const { return {}; }
    /// A reader of the write count on a connection and a thread of its own (storage/ChangeWatch.h), so
    /// that a live workspace's poll never holds up its window; none for a file. The change mark of a
    /// write count is the count less ownCommits().
    virtual Result<std::unique_ptr<ChangeMarkReader>> changeMarkReader() const;
    /// The write counts this storage's own connection committed (they are not another's changes).
    virtual qint64 ownCommits() const { return 0; }
    /// Whether the evaluation is under its database roles (a server's row-level security): only there an
    /// audit entry about a score of a sealed cell keeps its seal in place of its values (AuditRepository),
    /// a file never (it keeps the values of those a copy brought from a server). False for a file.
    virtual bool underRoles() const { return false; }
    /// The member whose login role this connection is, on an evaluation under its roles: the server lets
    /// it read that member's own sealed values. Empty for a file, an administrator, or no roles.
    virtual QString roleMember() const { return {}; }
    /// Whether this storage's own connection is known to be gone (a failed statement found the server
    /// gone), without asking the server.
    virtual bool connectionLost() const { return false; }
};

} // namespace gatebench
