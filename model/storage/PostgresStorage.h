#pragma once

#include "storage/Storage.h"

#include <QHash>
#include <QSet>
#include <QSqlDatabase>

#include <algorithm>
#include <map>
#include <optional>
#include <vector>

class QSqlError;
class QSqlQuery;

namespace gatebench {

class PostgresBulkWriter;

/// The PostgreSQL back end of `Storage`, through Qt's QPSQL driver: one connection to one evaluation,
/// which is one schema of a database on a server (README, "An evaluation on a PostgreSQL server").
///
/// Its location is a connection URI, `postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME` (default
/// evaluation `default`; `?host=/path` names a socket folder). A password is never part of it: libpq
/// reads one from ~/.pgpass, the file PGPASSFILE names or a service file (`?service=NAME`), so that no
/// password reaches the recent files, the settings, the logs or a shell's history.
///
/// The same rows, in the same order, as SqliteStorage gives for the same operations: the schema steps
/// are written for PostgreSQL with types that change nothing (storage/Schema.cpp), every order puts
/// NULL first as SQLite does, and a write that fails inside a transaction is undone alone (a savepoint)
/// so that the transaction goes on, as in SQLite. Writers take turns: every write transaction holds the
/// write mark's row from its start to its end (SQLite's BEGIN IMMEDIATE), and counts itself in it when
/// it changed something; the count is this back end's change mark.
class PostgresStorage final : public Storage {
public:
    enum class Mode { ReadOnly, ReadWrite };

    /// Where an evaluation is, as a location names it.
    struct Location {
        QString host;     ///< a name, an address or a socket folder; empty: libpq's default
        int port = -1;    ///< -1: libpq's default
        QString user;     ///< empty: libpq's default (the operating-system user)
        QString database; ///< empty: libpq's default (the user's name)
        QString evaluation = QStringLiteral("default");
        QString options; ///< further libpq options (sslmode, connect_timeout, service), `key=value;...`
        /// The location as shown and kept: the URI without anything secret.
        QString uri() const;
        /// The location as a window shows it: `user@host/database · evaluation` (what is empty left out).
        QString shown() const;
    };

    /// Whether `location` names a server (a `postgresql:` or `postgres:` URI).
    static bool isServerLocation(const QString& location);
    /// Reads a server location. A password in it is refused (it would be kept wherever the location
    /// is), as is an evaluation name that is not `^[a-z][a-z0-9_]{0,47}$` or an option GateBench does not
    /// pass on; each with a message that says what to do.
    static Result<Location> parseLocation(const QString& location);

    ~PostgresStorage() override;

    /// Opens the evaluation at `location`: refused when the server cannot be reached, the evaluation
    /// does not exist, its schema is of a newer GateBench or not GateBench's own (with
    /// SchemaCheck::Report, a read-only opening keeps what differs in schemaDrift() instead). With
    /// Mode::ReadWrite an older schema is upgraded, step by step, refusing a step not written for
    /// PostgreSQL.
    enum class SchemaCheck { Refuse, Report };
    static Result<std::unique_ptr<PostgresStorage>> open(const QString& location, Mode mode,
                                                         SchemaCheck schemaCheck = SchemaCheck::Refuse);
    /// Creates the evaluation's schema at this version and opens it for writing (refused when the
    /// schema exists already).
    static Result<std::unique_ptr<PostgresStorage>> create(const QString& location);
    /// Whether the database holds a schema of the evaluation's name.
    static Result<bool> exists(const QString& location);
    /// Drops the evaluation's schema and everything in it (gatebench copy --force); none there is no error.
    static Result<void> drop(const QString& location);

    /// The evaluation's name (its schema's).
    QString evaluation() const { return m_location.evaluation; }
    /// Runs `statements` as they are in one transaction of their own, the first that fails undoing
    /// them all (the roles of `gatebench server`: storage/PostgresRoles).
    Result<void> administer(const QStringList& statements);
    /// The first column of the rows of `sql` with `binds`, as text.
    Result<QStringList> administrativeQuery(const QString& sql, const QVariantList& binds = {}) const;

    /// Lets trial() run on this read-only opening (storageFactory::Access::Trial).
    void allowTrials() { m_trials = true; }
    bool canTrial() const override { return m_trials || m_mode == Mode::ReadWrite; }
    Result<void> trial(const std::function<Result<void>(Storage&)>& work) const override;
    bool canOpenReader() const override { return true; }
    Result<std::unique_ptr<Storage>> openReader() const override;
    QStringList schemaDrift() const override { return m_schemaDrift; }
    int upgradedFrom() const override { return m_upgradedFrom; }

    Result<void> transaction(const std::function<Result<void>()>& work) override;
    int schemaVersion() const override { return m_version; }
    Result<qint64> changeMark() const override;
    QString location() const override { return m_location.uri(); }
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
    Result<qint64> insertCopied(const QString& table, const QStringList& columns,
                                const std::function<bool(QVariantList&)>& next) override;
    /// Counts the scores per round, cell and member again (postgresRoles::recountStatements) where the
    /// evaluation is under its roles.
    Result<void> recountCopied() override;
    /// Row-level security on the scores (postgresRoles::install), as the catalogue read at opening says.
    bool underRoles() const override;
    /// The member of the location's user (postgresRoles::memberOfRole), under the roles.
    QString roleMember() const override;
    Result<qint64> insertCells(const QString& table, const QStringList& columns, const CellBatch& rows) override;
    Result<void> scanCells(const QString& table, const QStringList& columns, qsizetype batchRows,
                           const std::function<bool(const CellBatch&)>& visit,
                           const QList<Condition>& where = {}) const override;
    /// False: PostgreSQL keeps its indexes up to date as rows come.
    Result<bool> deferIndex(const QString& table, const QString& index) override;
    Result<int> update(const QString& table, const Filter& key, const Row& changes) override;
    Result<int> remove(const QString& table, const Filter& filter) override;
    /// One UPDATE for up to kUpdateEachIds ids (`column = ANY(array)`), each in a savepoint as update().
    Result<qint64> updateEach(const QString& table, const QString& column, const std::vector<qint64>& ids,
                              const Filter& filter, const Row& changes) override;
    static constexpr qsizetype kUpdateEachIds = 50000;
    std::unique_ptr<BulkWriter> bulkWriter() override;
    Result<qint64> stash(const QString& slot, const QString& table, const Filter& filter, bool remove) override;
    Result<qint64> unstash(const QString& slot, const QString& table) override;
    Result<qint64> swapStash(const QString& slot, const QString& other, const QString& table) override;
    Result<void> dropStash(const QString& prefix) override;
    /// What a server can check without extensions: the schema is exactly GateBench's for its version
    /// (tables, columns, types, collations, defaults, constraints, indexes, triggers, functions, and
    /// nothing else), every constraint is validated, every index valid and every trigger enabled, and
    /// no row refers to a missing row (each foreign key, as SQLite's foreign_key_check). The pages
    /// themselves are the server's to check (its data checksums, pg_amcheck).
    Result<QStringList> integrityCheck() const override;
    QString integrityCheckDescription() const override;
    /// What the schema check left out when it could only read the catalogue (catalogueDifferences).
    QString integrityCheckGaps() const override;
    /// Writes a new SQLite evaluation file at `path` with every row of this evaluation.
    Result<void> copyTo(const QString& path) const override;
    /// Listens on a connection of its own for the notifications of this evaluation's writers.
    Result<std::unique_ptr<ChangeWatch>> changeWatch() const override;
    /// Opens the connection again (the same location, mode and settings) after it was lost, waiting
    /// at most kReconnectTimeoutSeconds for the server (it answered serverProbe() a moment ago).
    Result<void> reconnect() override;
    /// libpq's ping of the location's server (PQpingParams: no login, no password asked), waiting at
    /// most kReconnectTimeoutSeconds; true when the server accepts connections.
    std::function<bool()> serverProbe() const override;
    /// Reads the write count on a connection of its own in a worker thread, waiting at most
    /// kMarkAnswerSeconds for the server; none for an evaluation older than the write mark.
    Result<std::unique_ptr<ChangeMarkReader>> changeMarkReader() const override;
    qint64 ownCommits() const override { return m_ownWrites; }
    /// True once libpq says the connection is bad (a statement found the server gone).
    bool connectionLost() const override;
    /// How long a read of the write count on the reader's connection (connecting included) waits for
    /// the server before the connection counts as lost: as long as the connections' tcp_user_timeout,
    /// which alone does not end a wait on a server whose host still acknowledges (a stopped server, a
    /// socket folder).
    static constexpr int kMarkAnswerSeconds = 10;
    /// How long a connection made again after a loss (reconnect(), ChangeWatch::restart()) and the
    /// probe before it wait for the server: short, since the window waits for the first (libpq's
    /// least is 2 s).
    static constexpr int kReconnectTimeoutSeconds = 2;
    /// The notification channel of the evaluation at `location`: `gatebench_` and its name. Every
    /// transaction that wrote sends `write_mark <change number>` on it when it commits.
    static QString notificationChannel(const Location& location);

    /// A password the user typed for `location` (its uri()), kept in this process's memory for the
    /// session only (never in settings, recent files or logs) and given to every connection to it.
    static void setSessionPassword(const QString& location, const QString& password);
    /// Whether the last attempt to connect to `location` (its uri()) failed because the server asked
    /// for a password that no password file, service file or session password gave (or a wrong one).
    static bool passwordWanted(const QString& location);
    /// Opens a QPSQL connection named `name` to `location`'s server (the settings of the location, no
    /// session settings); an Io error that says what to do when it cannot. `connectTimeoutSeconds`
    /// (when > 0) bounds the wait for the server below the location's own connect_timeout.
    static Result<void> openConnection(const Location& location, const QString& name, int connectTimeoutSeconds = 0);

private:
    friend class PostgresBulkWriter;

    struct TableInfo {
        QStringList columns;
        QStringList key;
        QSet<QString> notNull;
        QSet<QString> binary; ///< bytea columns
        bool integerKey = false;
        /// Under row-level security (an evaluation under its roles): this role may not see every row.
        bool rowSecurity = false;
    };

    PostgresStorage() = default;
    Result<void> connect(const Location& location, Mode mode, int connectTimeoutSeconds = 0);
    Result<void> loadCatalogue();
    Result<void> upgrade(int from, int to);
    /// The objects of schema `schemaName` as lines "kind name: definition" (the schema's name
    /// replaced by a neutral word), sorted; read with search_path set to that schema.
    Result<QStringList> describeSchema(const QString& schemaName) const;
    /// The description of GateBench's schema at `version`, built once per process in a scratch schema
    /// that is rolled back.
    Result<QStringList> expectedSchema(int version, bool roles) const;
    /// The whole check (expectedSchema against describeSchema) where this role may create a schema in
    /// the database (an administrator, the owner, the chair's role), else the check from the
    /// catalogue alone (catalogueDifferences), noted in m_schemaFromCatalogue.
    Result<QStringList> schemaDifferences() const;
    /// What read-only queries of the catalogue can check, as any member's role can: the tables,
    /// columns, types, collations, NOT NULL, primary keys and indexes against the shape GateBench's
    /// steps give (SqliteStorage::expectedLayout, in PostgreSQL's types), and under the roles that
    /// row-level security is enabled and forced on the tables that must have it, with every policy by
    /// name.
    Result<QStringList> catalogueDifferences() const;
    /// The row-level security of the evaluation's tables and its policies, as lines
    /// `row security T: enabled, forced` (for a table with either) and `policy T.N`.
    Result<QStringList> describeRowSecurity() const;

    Result<void> exec(const QString& sql) const;
    Result<void> run(QSqlQuery& query, const QString& sql, const QVariantList& binds, Error::Kind kind,
                     const QString& what) const;
    /// `write` inside a savepoint: a failed statement is undone alone and the transaction goes on (as
    /// SQLite goes on after a failed statement). Marks the transaction as one that wrote.
    template <typename T, typename Write>
    Result<T> guarded(const Write& write)
    {
        if (m_depth == 0) {
            std::optional<Result<T>> out;
            auto r = transaction([&]() -> Result<void> {
                out.emplace(guarded<T>(write));
                return out->ok() ? Result<void>() : Result<void>(out->error());
            });
            if (!r)
                return r.error();
            return std::move(*out);
        }
        if (auto r = exec(QStringLiteral("SAVEPOINT gatebench_write")); !r)
            return r.error();
        Result<T> result = write();
        if (result.ok()) {
            m_wroteInTransaction = true;
            if (auto r = exec(QStringLiteral("RELEASE SAVEPOINT gatebench_write")); !r)
                return r.error();
        } else {
            (void)exec(QStringLiteral("ROLLBACK TO SAVEPOINT gatebench_write"));
            (void)exec(QStringLiteral("RELEASE SAVEPOINT gatebench_write"));
        }
        return result;
    }
    /// Writes rows into `columns` of `table` through COPY ... FROM STDIN on the driver's own libpq
    /// connection (inside the open transaction): `fill` appends lines of COPY's text format to the
    /// buffer it is given (about kCopyChunk bytes a call) and returns whether more follow; an error
    /// from `fill` or the server ends the COPY, which then wrote nothing. Returns the rows written.
    Result<qint64> copyIn(const QString& table, const QStringList& columns,
                          const std::function<Result<bool>(QByteArray&)>& fill);
    /// The COPY of copyIn() into `target` (a table's name as SQL: qualified, or a temporary table's),
    /// as it is; errors name `table`.
    Result<qint64> copyInto(const QString& target, const QString& table, const QStringList& columns,
                            const std::function<Result<bool>(QByteArray&)>& fill);
    /// How the rows of `columns` of `table` go into a COPY: which columns refuse NULL and which are
    /// bytea, and for a table with an integer key the ids that the key's trigger (max + 1, row after
    /// row) would give, numbered here from the largest id so far (the write mark is held), so that
    /// the server need not run the trigger for every row.
    struct CopyPlan {
        QStringList columns; ///< those of the COPY: the caller's, then the key when they lack it
        std::vector<char> notNull;
        std::vector<char> bytea;
        int key = -1;          ///< the integer key's column in `columns`, -1: none
        bool keyAdded = false; ///< the key is not among the caller's columns
        qint64 lastId = 0;     ///< the largest id so far
        /// The id of a row whose key is NULL.
        qint64 nextId() { return ++lastId; }
        /// A row given `id`.
        void given(qint64 id) { lastId = std::max(lastId, id); }
    };
    Result<CopyPlan> copyPlan(const QString& table, const QStringList& columns) const;
    /// Runs `read` (which declares and fetches a cursor) in a transaction: the one open, else one of
    /// its own.
    Result<void> inReadTransaction(const std::function<Result<void>()>& read) const;
    /// Streams the rows of `sql` (values inlined by the driver) in batches of `batchRows` through a
    /// cursor, so that `visit` may run other statements on this connection between rows.
    Result<void> stream(const QString& sql, const QVariantList& binds, int columns, qsizetype batchRows,
                        const std::function<bool(const QList<QVariantList>&)>& visit, const QString& what) const;
    /// `sql` with each `?` replaced by the driver's literal of the next value of `binds`.
    QString inlined(const QString& sql, const QVariantList& binds) const;

    Result<void> checkNames(const QString& table, const QStringList& names) const;
    QString whereClause(const Filter& filter, QVariantList& binds) const;
    static QStringList conditionTerms(const QList<Condition>& where, QVariantList& binds);
    QString qualified(const QString& table) const;
    QString columnList(const QString& table, const QString& prefix = {}) const;
    QString selectStatement(const QString& table, const QStringList& columns, const QStringList& terms,
                            const QStringList& order) const;
    /// The value a NULL-first order of SQLite gives: the ORDER BY terms of `columns`.
    static QString orderTerms(const QStringList& columns, bool descending = false);
    Result<QString> stashTable(const QString& table);
    std::optional<Error> nullIntoNotNull(const QString& table, const QStringList& columns,
                                         const QVariantList& values) const;
    /// What a failed statement says: the server gone (Io), a lock held too long (Busy), a read-only
    /// transaction (Io), else `kind` with `message` (Database: "WHAT failed in LOCATION: DETAIL").
    Error dbError(const QString& what, const QSqlError& error, Error::Kind kind = Error::Kind::Database,
                  const QString& message = {}) const;
    /// What the server says of a failed statement; a broken rule in SQLite's words, as a file says it
    /// ("CHECK constraint failed: NAME", "UNIQUE constraint failed: TABLE.COLUMN", "NOT NULL constraint
    /// failed: TABLE.COLUMN", "FOREIGN KEY constraint failed"), so that a refusal reads the same on
    /// both back ends.
    QString refusalText(const QSqlError& error) const;
    QSqlDatabase database() const;

    QString m_connection;
    Location m_location;
    QString m_schema; ///< the evaluation's schema, quoted
    Mode m_mode = Mode::ReadOnly;
    int m_version = 0;
    int m_upgradedFrom = 0;
    mutable int m_depth = 0;
    mutable bool m_locked = false;             ///< this transaction holds the write mark's row
    mutable bool m_wroteInTransaction = false; ///< this transaction changed something
    mutable qint64 m_ownWrites = 0;            ///< write counts this connection committed
    mutable int m_cursors = 0;
    QHash<QString, qint64> m_copiedRows; ///< rows COPY wrote into each table in this transaction
    bool m_trials = false;
    bool m_schemaReported = false; ///< opened with SchemaCheck::Report: the drift is in m_schemaDrift
    QStringList m_schemaDrift;
    mutable bool m_schemaFromCatalogue = false; ///< the last schema check read the catalogue alone
    mutable QString m_role;                     ///< the role the catalogue check ran as
    QHash<QString, TableInfo> m_tables;
    QHash<QString, QList<ChildLink>> m_children;
};

} // namespace gatebench
