#pragma once

#include "storage/Storage.h"
#include "storage/WorkspaceFile.h"

#include <QHash>
#include <QSet>
#include <QSqlDatabase>

class QSqlError;
class QSqlQuery;
struct sqlite3;

#include <memory>
#include <optional>

namespace gatebench {

class SqliteBulkWriter;

/// The SQLite back end of `Storage`: one connection to one `.gatebench` file, WAL journal while
/// open, foreign keys on, prepared statements only.
class SqliteStorage final : public Storage {
public:
    enum class Mode { ReadOnly, ReadWrite };

    ~SqliteStorage() override;

    /// Creates a new, empty workspace at `path` (which must not exist) at the current schema.
    static Result<std::unique_ptr<SqliteStorage>> create(const QString& path);

    /// Opens an existing GateBench workspace. Foreign and non-SQLite files and files from a newer
    /// GateBench are refused (BadInput); a GateBench file that fails the integrity check is an
    /// Integrity error. With Mode::ReadWrite an older file is upgraded after a backup copy
    /// `<name>.v<old>.bak` is written next to it (its path is returned by `backupPath()`).
    /// With JobLog::CheckLater an opening for writing checks every table but the job log
    /// (`uncheckedTables()`), unless a journal lies beside the file or it is to be upgraded
    /// (storageFactory::Check).
    enum class JobLog { CheckNow, CheckLater };
    /// What a schema that is not GateBench's own does to the opening: refuses it (every opening but
    /// one), or, for a read-only opening only (`gatebench verify`), is kept in `schemaDrift()` so that
    /// the record can still be checked and the drift reported.
    enum class SchemaCheck { Refuse, Report };
    static Result<std::unique_ptr<SqliteStorage>> open(const QString& path, Mode mode, JobLog jobLog = JobLog::CheckNow,
                                                       SchemaCheck schemaCheck = SchemaCheck::Refuse);

    /// Creates a file at schema version `version` only (for tests of the upgrade machinery).
    static Result<void> createAtVersion(const QString& path, int version);

    /// Another connection to the same file, for a worker thread (connections are thread-bound).
    Result<std::unique_ptr<SqliteStorage>> openAnother(Mode mode) const;

    /// The objects GateBench's schema steps create up to `version` (tables, indexes, triggers, views:
    /// type, name, table and SQL with its whitespace collapsed), built once per version in an in-memory
    /// database by the same numbered steps. A file holds exactly these, and nothing else.
    struct SchemaObject {
        QString type;
        QString name;
        QString table;
        QString sql;
        friend bool operator==(const SchemaObject& a, const SchemaObject& b)
        {
            return a.type == b.type && a.name == b.name && a.table == b.table && a.sql == b.sql;
        }
    };
    static Result<QList<SchemaObject>> expectedSchema(int version);
    /// The shape of GateBench's tables at `version` as its steps make them, for a back end that cannot
    /// build its schema to compare with (PostgresStorage's check from the catalogue alone): sorted lines
    /// `column T.C: TYPE` (the declared type, upper case; ` not null` when it refuses NULL, as every
    /// primary key column does), `primary key T: C1,C2`, `index on T(C1,C2)` (an expression is
    /// `(expression)`; ` unique`, ` partial` as they are) and `index N: T` for each index the steps
    /// name. Built once per version, in an in-memory database by the same steps.
    static Result<QStringList> expectedLayout(int version);
    /// The objects this connection's file holds (sqlite_stat tables left out), in the same form.
    Result<QList<SchemaObject>> schemaObjects() const;
    /// Refuses (Integrity, naming the object) a file whose schema objects are not exactly the ones
    /// GateBench creates for its version: an extra trigger or view, or a changed table.
    Result<void> checkSchema() const;
    /// What differs from GateBench's schema for the file's version, one object a line (empty: none).
    Result<QStringList> schemaDifferences() const;
    /// The differences an opening with SchemaCheck::Report found (empty: none).
    QStringList schemaDrift() const override { return m_schemaDrift; }

    /// Puts a file that has a rollback journal (a VACUUM INTO copy, a file of an older GateBench) in
    /// WAL mode, as GateBench leaves every evaluation.
    Result<void> adoptCopy() override { return ensureWal(); }

    QString backupPath() const { return m_backupPath; }
    int upgradedFrom() const override { return m_upgradedFrom; }
    bool canOpenReader() const override { return true; }
    /// Lets trial() run on this opening (read-only: query_only is lifted for the trial alone) when the
    /// file can take a write as it is: writable (not opened immutable), in WAL mode (a rolled-back
    /// write then touches only the WAL, which the last connection removes) and at this version's
    /// schema (a write to an older one would upgrade it first).
    void allowTrials();
    bool canTrial() const override;
    Result<void> trial(const std::function<Result<void>(Storage&)>& work) const override;
    /// openAnother(Mode::ReadOnly).
    Result<std::unique_ptr<Storage>> openReader() const override;

    Result<void> transaction(const std::function<Result<void>()>& work) override;
    Result<void> bulkTransaction(const std::function<Result<void>()>& work) override;
    int schemaVersion() const override { return m_version; }
    Result<qint64> changeMark() const override;
    QString location() const override { return m_path; }
    QStringList tables() const override;
    QStringList columns(const QString& table) const override;
    QStringList keyColumns(const QString& table) const override;
    QList<ChildLink> children(const QString& table) const override;
    Result<QList<Row>> select(const QString& table, const Filter& filter = {},
                              const QStringList& orderBy = {}) const override;
    Result<void> scan(const QString& table, const QStringList& columns,
                      const std::function<bool(const QVariantList&)>& visit) const override;
    Result<qint64> count(const QString& table, const Filter& filter = {}) const override;
    Result<void> page(const QString& table, const PageQuery& query,
                      const std::function<bool(const QVariantList&)>& visit) const override;
    Result<QVariantList> distinct(const QString& table, const QString& column,
                                  const QList<Condition>& where = {}) const override;
    Result<qint64> countWhere(const QString& table, const QList<Condition>& where) const override;
    Result<qint64> insert(const QString& table, const Row& row) override;
    Result<qint64> insertMany(const QString& table, const QStringList& columns,
                              const std::function<bool(QVariantList&)>& next) override;
    /// insertMany; into the audit log with the trigger that refuses an entry without its chain hash
    /// dropped for the insert and made again from its schema step, inside the transaction.
    Result<qint64> insertCopied(const QString& table, const QStringList& columns,
                                const std::function<bool(QVariantList&)>& next) override;
    Result<qint64> insertCells(const QString& table, const QStringList& columns, const CellBatch& rows) override;
    Result<void> scanCells(const QString& table, const QStringList& columns, qsizetype batchRows,
                           const std::function<bool(const CellBatch&)>& visit,
                           const QList<Condition>& where = {}) const override;
    Result<bool> deferIndex(const QString& table, const QString& index) override;
    Result<int> update(const QString& table, const Filter& key, const Row& changes) override;
    Result<int> remove(const QString& table, const Filter& filter) override;
    /// Up to kUpdateEachIds ids (as many as SQLite binds) a statement, `column IN (?, ...)`.
    Result<qint64> updateEach(const QString& table, const QString& column, const std::vector<qint64>& ids,
                              const Filter& filter, const Row& changes) override;
    static constexpr qsizetype kUpdateEachIds = 10000;
    std::unique_ptr<BulkWriter> bulkWriter() override;
    Result<qint64> stash(const QString& slot, const QString& table, const Filter& filter, bool remove) override;
    Result<qint64> unstash(const QString& slot, const QString& table) override;
    Result<qint64> swapStash(const QString& slot, const QString& other, const QString& table) override;
    Result<void> dropStash(const QString& prefix) override;
    Result<QStringList> integrityCheck() const override;
    /// SQLite's quick_check (structure), or its integrity_check (also every index against its table).
    enum class Check { Quick, Full };
    /// The same check table by table, leaving out `skipped` (with foreign_key_check). Problems found
    /// are the list; a check that could not run is an error saying why (Busy, Io, Integrity).
    Result<QStringList> integrityCheck(const QStringList& skipped, Check check) const;
    /// integrityCheck({}, Check::Full).
    Result<QStringList> fullIntegrityCheck() const override;
    Result<void> copyTo(const QString& path) const override;
    QStringList uncheckedTables() const override { return m_unchecked; }

private:
    friend class SqliteBulkWriter;

    struct TableInfo {
        QStringList columns;
        QStringList key;
        QSet<QString> notNull; ///< the NOT NULL columns
        bool integerKey = false;
    };

    SqliteStorage() = default;
    /// A new file at schema `version`: 16 KiB pages, WAL, GateBench's application id.
    static Result<std::unique_ptr<SqliteStorage>> createFile(const QString& path, int version);
    /// How connect opens the file: as SQLite usually does, or immutable (a read-only file, folder or
    /// mount: no journal, no lock, nothing created beside it).
    enum class Opening { Normal, Immutable };
    Result<void> connect(const QString& path, Mode mode, Opening opening = Opening::Normal);
    /// `write` in a transaction of its own: a write outside any transaction is counted in the write
    /// mark as every other.
    template <typename T, typename Write>
    Result<T> inTransaction(const Write& write)
    {
        std::optional<Result<T>> out;
        auto r = transaction([&]() -> Result<void> {
            out.emplace(write());
            return out->ok() ? Result<void>() : Result<void>(out->error());
        });
        if (!r)
            return r.error();
        return std::move(*out);
    }
    /// Commits a new random base of the write mark (before a checkpoint, on closing after writes,
    /// after a journal was recovered); a no-op on files without the mark.
    Result<void> rebase();
    /// The write mark's base of a copy of this state (a VACUUM INTO): derived from the mark, so that
    /// the same state copied twice gives the same file, and never the source's own base.
    Result<void> markCopy(const QString& path) const;
    /// After a commit: when the WAL has grown past SQLite's usual threshold, rebase and checkpoint.
    void checkpointIfLarge();
    /// Recovers what an interrupted GateBench left (a hot rollback journal, which SQLite rolls back on
    /// the first read; the file left in rollback-journal mode); when a WAL's committed changes were
    /// applied (`walApplied`), gives the mark a new base and checkpoints them into the file.
    Result<void> recoverAfterJournal(bool walApplied);
    /// Puts the first 100 bytes of the file back as they were (`header`) through SQLite's own file
    /// handle, under an exclusive lock: a refused bulk write switched the journal mode and back, which
    /// changed nothing else.
    void restoreHeader(const QByteArray& header);
    Result<void> exec(const QString& sql) const;
    /// Switches a file written by an older GateBench (rollback journal) to WAL, waiting as long as
    /// the busy timeout for other connections to let go; a no-op once the file is in WAL mode.
    Result<void> ensureWal();
    /// Prepares `sql`, binds `binds` in order and executes it; failures are `kind` errors about `what`.
    Result<void> run(QSqlQuery& query, const QString& sql, const QVariantList& binds, Error::Kind kind,
                     const QString& what) const;
    Result<void> upgrade(int from, int to);
    Result<void> loadCatalogue();
    Result<void> checkNames(const QString& table, const QStringList& names) const;
    QString whereClause(const Filter& filter, QVariantList& binds) const;
    /// The terms of `where`, joined with AND (empty when there are none), their values added to `binds`.
    static QStringList conditionTerms(const QList<Condition>& where, QVariantList& binds);
    Error dbError(const QString& what, const QSqlError& error) const;
    /// dbError for a result `code` of the SQLite C API (`detail`: its message).
    Error dbError(const QString& what, int code, const QString& detail) const;
    /// The connection's SQLite handle (the C API of the typed paths; it stays in this class).
    sqlite3* handle() const;
    /// The scratch table of `table` in the connection's temporary database (created when first
    /// needed, with a `stash_slot` column before the table's own); returns its quoted name.
    Result<QString> stashTable(const QString& table);
    /// `table`'s columns, quoted and joined with commas, each prefixed with `prefix`.
    QString columnList(const QString& table, const QString& prefix = {}) const;
    /// The SELECT of `columns` of every row of `table` in key order (scan and scanCells read it).
    QString scanStatement(const QString& table, const QStringList& columns, const QStringList& terms = {}) const;
    Error dbError(const QString& what, const QString& detail) const;
    /// The error of an integrity check that could not run to its end.
    Error checkError(const QString& what, const QSqlError& error) const;
    /// The error of a write that gives a null value to a NOT NULL column of `table`: `values` in the
    /// order of `columns`. None when every NOT NULL column gets a value.
    std::optional<Error> nullIntoNotNull(const QString& table, const QStringList& columns,
                                         const QVariantList& values) const;
    std::optional<Error> nullIntoNotNull(const QString& table, const Row& row) const;
    /// A failed write: Busy or Integrity when that is the cause (see dbError), else `kind` with `message`.
    Error writeError(const QString& what, const QSqlError& error, Error::Kind kind, const QString& message) const;

    QString m_connection;
    QString m_path;
    QString m_canonicalPath; ///< registered as open in this process while connected
    QString m_backupPath;
    QStringList m_unchecked;   ///< tables this opening left unchecked (JobLog::CheckLater)
    QStringList m_schemaDrift; ///< what differs from GateBench's schema (SchemaCheck::Report)
    Mode m_mode = Mode::ReadOnly;
    int m_version = 0;
    int m_upgradedFrom = 0;
    int m_depth = 0;
    bool m_wal = false;
    bool m_rollbackJournal = false; ///< in a bulkTransaction written with a rollback journal
    bool m_wrote = false;           ///< this connection committed a write (it rebases the mark on closing)
    bool m_created = false;         ///< made by create(): a new file has no earlier state to rebase from
    bool m_immutable = false;       ///< opened immutable (a read-only file, folder or mount)
    bool m_trials = false;          ///< allowTrials() found that the file can take a trial write
    int m_walFrames = 0;            ///< the WAL's frames after this connection's last commit
    bool m_checkpointing = false;   ///< in checkpointIfLarge (its rebase commits too)
    QHash<QString, TableInfo> m_tables;
    QHash<QString, QList<ChildLink>> m_children;
    /// The statements that build again the indexes deferIndex dropped in the open transaction.
    QHash<QString, QString> m_deferredIndexes;
};

} // namespace gatebench
