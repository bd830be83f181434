// The workspace file: schema creation, the upgrade machinery, refusal of files that are not
// GateBench workspaces or come from a newer GateBench, and the one NULL rule of storage.
#include "TestSupport.h"
#include "commands/Assessments.h"
#include "commands/Criteria.h"
#include "repositories/AuditRepository.h"
#include "repositories/BaselineRepository.h"
#include "storage/ChangeSpool.h"
#include "storage/Schema.h"
#include "storage/SpaceVfs.h"
#include "storage/SqliteStorage.h"
#include "storage/StorageFactory.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QUrl>
#include <QtTest>

#include <cstring>
#include <limits>
#include <string>
#include <thread>

using namespace gatebench;
using gatebench::testing::writeFile;

namespace {

/// Reads a PRAGMA through a separate plain connection, as the sqlite3 shell would.
QVariant pragma(const QString& path, const QString& name)
{
    QVariant value;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("probe"));
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(QStringLiteral("PRAGMA ") + name) && query.next())
                value = query.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("probe"));
    return value;
}

/// `typeof(column)` and `quote(column)` as the sqlite3 shell shows them, as one SQL text "type|quoted";
/// on a server the same from the value's type ("integer" for bigint, "real" for double precision).
QString typeAndQuote(const QString& column)
{
    if (!testing::serverMode())
        return QStringLiteral("typeof(%1) || '|' || quote(%1)").arg(column);
    return QStringLiteral("CASE WHEN %1 IS NULL THEN 'null' WHEN pg_typeof(%1)::text IN ('bigint', 'integer') THEN "
                          "'integer' WHEN pg_typeof(%1)::text IN ('double precision', 'real') THEN 'real' ELSE 'text' "
                          "END || '|' || CASE WHEN %1 IS NULL THEN 'NULL' WHEN pg_typeof(%1)::text = 'text' THEN "
                          "quote_literal(%1) ELSE %1::text END")
        .arg(column);
}

/// `typeof(column)` and the value of one row, read through a separate plain connection, as the
/// sqlite3 shell would: "null", "text", "real"... and the text as stored (on a server: typeAndQuote).
std::pair<QString, QString> stored(const QString& path, const QString& table, const QString& column,
                                   const QString& where)
{
    const QString cell =
        testing::selectColumn(testing::location(path),
                              QStringLiteral("SELECT %2 FROM %1 WHERE %3").arg(table, typeAndQuote(column), where))
            .value(0);
    const qsizetype bar = cell.indexOf(u'|');
    return bar < 0 ? std::pair<QString, QString>() : std::pair(cell.left(bar), cell.mid(bar + 1));
}

/// A new evaluation named by the file `path` (in server mode on the server: testing::location), as
/// storageFactory::create makes it.
Result<std::unique_ptr<Storage>> createStorage(const QString& path)
{
    return storageFactory::create(testing::location(path));
}

/// The evaluation named by the file `path`, opened for writing through the storage factory.
Result<std::unique_ptr<Storage>> openStorage(const QString& path)
{
    return storageFactory::open(testing::location(path), storageFactory::Access::ReadWrite);
}

/// SHA-256 of the SQLite statements of schema steps 1 to 22 as released (each followed by a NUL, each
/// step by a newline).
constexpr const char* kReleasedSteps = "f78dcc2c12d388d17b25d0fa9dbe2fb09ca9250fb407963e130c9a259345fd92";

} // namespace

class TestStorage : public QObject {
    Q_OBJECT

private slots:
    // A schema step this build does not know is an error, never an upgrade that silently succeeds.
    void unknownUpgradeStepIsAnError()
    {
        GATEBENCH_FILE_ONLY("a file written at an unknown schema version");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.gatebench"));
        auto r = SqliteStorage::createAtVersion(path, schema::currentVersion() + 1);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.contains(QString::number(schema::currentVersion() + 1)));
    }

    // One logical schema version for every back end: each step is its version, what it does and its
    // statements per back end; the SQLite ones are the ones every file was made with (and the schema
    // check compares with), the PostgreSQL slots are empty until that back end writes them.
    void schemaStepsAreOneVersionForEveryBackEnd()
    {
        const QList<schema::Step>& steps = schema::steps();
        QCOMPARE(qsizetype(schema::currentVersion()), steps.size());
        QCOMPARE(steps.constLast().version, schema::currentVersion());
        for (qsizetype i = 0; i < steps.size(); ++i) {
            const schema::Step& step = steps.at(i);
            QCOMPARE(step.version, int(i) + 1);
            QVERIFY2(std::strlen(step.does) > 10, qPrintable(QString::number(step.version)));
            QVERIFY(!step.sqlite.isEmpty());
            QCOMPARE(schema::upgradeStep(step.version), step.sqlite);
            QCOMPARE(schema::upgradeStep(step.version, schema::Backend::Sqlite), step.sqlite);
            QCOMPARE(&step.statements(schema::Backend::Postgres), &step.postgres);
            QCOMPARE(schema::upgradeStep(step.version, schema::Backend::Postgres), step.postgres);
        }
        QVERIFY(schema::upgradeStep(0).isEmpty());
        QVERIFY(schema::upgradeStep(schema::currentVersion() + 1).isEmpty());
        // Every step is written for PostgreSQL too (tst_postgres checks what they make against a
        // file's); a step not written for a back end would never be taken as done (both back ends'
        // upgrade refuses an empty step).
        for (const schema::Step& step : steps)
            QVERIFY2(!step.postgres.isEmpty(), qPrintable(QString::number(step.version)));
        // The released SQLite statements, byte for byte as every file of versions 1 to 22 was made
        // with them (a released step never changes; the digest was taken before the steps became a
        // table).
        QCryptographicHash released(QCryptographicHash::Sha256);
        for (int version = 1; version <= 22; ++version) {
            for (const QString& statement : schema::upgradeStep(version))
                released.addData(QByteArray(statement.toUtf8() + '\0'));
            released.addData(QByteArrayLiteral("\n"));
        }
        QCOMPARE(released.result().toHex(), QByteArray(kReleasedSteps));
        // And a file made by them passes the schema check that compares its stored SQL.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.gatebench"));
        QVERIFY(SqliteStorage::create(path));
        auto opened = SqliteStorage::open(path, SqliteStorage::Mode::ReadOnly);
        QVERIFY(opened);
        QVERIFY((*opened)->checkSchema());
        auto expected = SqliteStorage::expectedSchema(schema::currentVersion());
        QVERIFY(expected);
        QCOMPARE(*(*opened)->schemaObjects(), *expected);
    }

    // One factory opens an evaluation by location: a path or a file: URL; a server's URI goes to the
    // server back end (a name it cannot take refused before connecting); any other scheme is refused.
    void factoryOpensByLocation()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f.gatebench"));
        QVERIFY(SqliteStorage::create(path).ok());
        auto byPath = storageFactory::open(path, storageFactory::Access::ReadOnly);
        QVERIFY(byPath.ok());
        QCOMPARE((*byPath)->location(), path);
        byPath = Error{};
        auto byUrl = storageFactory::open(QUrl::fromLocalFile(path).toString(), storageFactory::Access::ReadWrite);
        QVERIFY2(byUrl.ok(), qPrintable(byUrl.ok() ? QString() : byUrl.error().message));
        QCOMPARE((*byUrl)->schemaVersion(), schema::currentVersion());
        auto server = storageFactory::open(QStringLiteral("postgresql://db.example/eval?evaluation=Not-A-Name"),
                                           storageFactory::Access::ReadOnly);
        QVERIFY(!server.ok());
        QCOMPARE(server.error().kind, Error::Kind::BadInput);
        QVERIFY2(server.error().message.contains(QLatin1String("Not-A-Name")), qPrintable(server.error().message));
        auto other = storageFactory::open(QStringLiteral("mysql://db.example/eval"), storageFactory::Access::ReadOnly);
        QVERIFY(!other.ok());
        QCOMPARE(other.error().kind, Error::Kind::BadInput);
    }

    // Every evaluation is created, checked and read on another thread through the factory and the
    // Storage interface alone, whatever the back end (the PostgreSQL one follows the same calls).
    void factoryCreatesChecksAndOpensReaders()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("n.gatebench"));
        auto created = storageFactory::create(QUrl::fromLocalFile(path).toString());
        QVERIFY2(created.ok(), qPrintable(created.ok() ? QString() : created.error().message));
        Storage& storage = **created;
        QCOMPARE(storage.schemaVersion(), schema::currentVersion());
        QCOMPARE(storage.location(), path);
        QCOMPARE(storage.upgradedFrom(), 0);
        QVERIFY(storage.schemaDrift().isEmpty());
        QCOMPARE(pragma(path, QStringLiteral("application_id")).toInt(), schema::kApplicationId);
        // Never over what is there, and a server location it cannot take is refused with the words
        // open() uses (before connecting).
        auto again = storageFactory::create(path);
        QVERIFY(!again.ok());
        QCOMPARE(again.error().kind, Error::Kind::Usage);
        const QString server = QStringLiteral("postgresql://member@db.example:5432/eval?evaluation=pg_x");
        auto onServer = storageFactory::create(server);
        QVERIFY(!onServer.ok());
        QCOMPARE(onServer.error().kind, Error::Kind::BadInput);
        auto openServer = storageFactory::open(server, storageFactory::Access::ReadWrite);
        QVERIFY(!openServer.ok());
        QCOMPARE(onServer.error().message, openServer.error().message);
        QVERIFY(onServer.error().message.contains(QLatin1String("PostgreSQL")));

        // A reader: a connection of its own that sees what was committed and writes nothing.
        QVERIFY(storage.insert(QStringLiteral("reviewers"), {{QStringLiteral("id"), QStringLiteral("r1")},
                                                             {QStringLiteral("name"), QStringLiteral("Ann")}}));
        QVERIFY(storage.canOpenReader());
        Result<qint64> readerCount = qint64(-1);
        Result<qint64> readerInsert = qint64(0);
        std::thread worker([&] {
            auto reader = storage.openReader();
            if (!reader) {
                readerCount = reader.error();
                return;
            }
            readerCount = (*reader)->count(QStringLiteral("reviewers"));
            readerInsert = const_cast<Storage&>(**reader).insert(
                QStringLiteral("reviewers"),
                {{QStringLiteral("id"), QStringLiteral("r2")}, {QStringLiteral("name"), QStringLiteral("Bo")}});
        });
        worker.join();
        QVERIFY2(readerCount.ok(), qPrintable(readerCount.ok() ? QString() : readerCount.error().message));
        QCOMPARE(*readerCount, qint64(1));
        QVERIFY(!readerInsert.ok());
        QCOMPARE(*storage.count(QStringLiteral("reviewers")), qint64(1));
        auto full = storage.fullIntegrityCheck();
        QVERIFY(full.ok());
        QVERIFY(full->isEmpty());

        // A copy made elsewhere (VACUUM INTO: a rollback journal) is put in the form of every evaluation.
        const QString copy = dir.filePath(QStringLiteral("copy.gatebench"));
        QVERIFY(storage.copyTo(copy));
        QCOMPARE(pragma(copy, QStringLiteral("journal_mode")).toString(), QStringLiteral("delete"));
        {
            auto adopted = storageFactory::open(copy, storageFactory::Access::ReadWrite);
            QVERIFY(adopted.ok());
            QVERIFY((*adopted)->adoptCopy());
        }
        QCOMPARE(pragma(copy, QStringLiteral("journal_mode")).toString(), QStringLiteral("wal"));

        // A schema that is not GateBench's: refused, or (read-only, for verify) opened with the drift.
        QCOMPARE(testing::execSql(copy, {"CREATE TRIGGER extra AFTER INSERT ON reviewers BEGIN SELECT 1; END"}),
                 QString());
        auto refused = storageFactory::open(copy, storageFactory::Access::ReadOnly);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, Error::Kind::Integrity);
        auto reported = storageFactory::open(copy, storageFactory::Access::ReadOnly, storageFactory::Check::Whole,
                                             storageFactory::SchemaCheck::Report);
        QVERIFY2(reported.ok(), qPrintable(reported.ok() ? QString() : reported.error().message));
        QCOMPARE((*reported)->schemaDrift().size(), qsizetype(1));
        QVERIFY((*reported)->schemaDrift().constFirst().contains(QLatin1String("extra")));
    }

    void createsCurrentSchema()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.gatebench"));
        {
            auto storage = createStorage(path);
            QVERIFY2(storage.ok(), qPrintable(storage.ok() ? QString() : storage.error().message));
            QCOMPARE((*storage)->schemaVersion(), schema::currentVersion());
            for (const char* table :
                 {"workspace_settings", "candidates", "criteria", "assessments", "bonus_scores", "evidence_files",
                  "poc_scenarios", "poc_runs", "baseline_jobs", "gpu_inventory", "tco_lines", "tco_scenarios",
                  "decision_record", "reviewers", "audit_log", "mapping_presets", "imports", "import_rejections"})
                QVERIFY2((*storage)->tables().contains(QLatin1String(table)), table);
            QCOMPARE((*storage)->keyColumns(QStringLiteral("assessments")),
                     QStringList({QStringLiteral("candidate_id"), QStringLiteral("criterion_id")}));
            if (testing::serverMode())
                return; // what follows is the file's: its journal mode, header, WAL and pages
            QCOMPARE(pragma(path, QStringLiteral("journal_mode")).toString(), QStringLiteral("wal"));
        }
        // Closed: one self-contained file (the WAL checkpointed into it and removed), recognisable by
        // its application id. The journal mode stays WAL, so that opening and closing a file without
        // a change never rewrites its header.
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
        QVERIFY(!QFile::exists(path + QStringLiteral("-shm")));
        QCOMPARE(pragma(path, QStringLiteral("application_id")).toInt(), schema::kApplicationId);
        QCOMPARE(pragma(path, QStringLiteral("user_version")).toInt(), schema::currentVersion());
        QCOMPARE(pragma(path, QStringLiteral("journal_mode")).toString(), QStringLiteral("wal"));
        // Pages of 16 KiB, not SQLite's 4 KiB: a million-job log goes through the WAL in a quarter
        // as many pages (set before the file's first page is written, or it would not take).
        QCOMPARE(pragma(path, QStringLiteral("page_size")).toInt(), 16384);
    }

    void enforcesConstraints()
    {
        QTemporaryDir dir;
        auto storage = createStorage(dir.filePath(QStringLiteral("c.gatebench")));
        QVERIFY(storage.ok());
        Storage& s = **storage;
        QVERIFY(s.insert(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("x")}}).ok());
        // A verdict for a candidate that does not exist: foreign keys are on.
        auto orphan =
            s.insert(QStringLiteral("assessments"), {{QStringLiteral("candidate_id"), QStringLiteral("nope")},
                                                     {QStringLiteral("criterion_id"), QStringLiteral("nope")}});
        QVERIFY(!orphan.ok());
        // Set aside without a reason is refused by the schema itself.
        auto aside = s.update(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("x")}},
                              {{QStringLiteral("shortlisted"), 0}});
        QVERIFY(!aside.ok());
        // Column names are checked against the catalogue, never spliced from user text.
        auto bad = s.select(QStringLiteral("candidates"), {{QStringLiteral("id; DROP TABLE candidates"), 1}});
        QVERIFY(!bad.ok());
        QCOMPARE(*s.count(QStringLiteral("candidates")), 1);
        // The audit log is append-only, and a chain (version 20): an entry without its hash is
        // refused; its writer appends it with the hash.
        const Row entry{{QStringLiteral("at_utc"), QStringLiteral("2026-11-30T00:00:00Z")},
                        {QStringLiteral("actor"), QStringLiteral("t")},
                        {QStringLiteral("action"), QStringLiteral("note")},
                        {QStringLiteral("entity"), QStringLiteral("settings")}};
        QVERIFY(!s.insert(QStringLiteral("audit_log"), entry).ok());
        QVERIFY(AuditRepository::append(s, AuditEntry{0,
                                                      QStringLiteral("2026-11-30T00:00:00Z"),
                                                      QStringLiteral("t"),
                                                      QStringLiteral("note"),
                                                      QStringLiteral("settings"),
                                                      {},
                                                      {},
                                                      {},
                                                      {},
                                                      {}})
                    .ok());
        QVERIFY(!s.remove(QStringLiteral("audit_log"), {}).ok());
        QCOMPARE(*s.count(QStringLiteral("audit_log")), 1);
    }

    // One NULL rule: a null value (invalid QVariant, null QString) is SQL NULL in every write; an
    // empty text is an empty text; a NOT NULL column refuses NULL with an error naming it.
    void nullIsNullEverywhere()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("n.gatebench"));
        auto storage = createStorage(path);
        QVERIFY(storage.ok());
        Storage& s = **storage;
        const QString where = QStringLiteral("id = 'c1'");
        QVERIFY(s.insert(QStringLiteral("criteria"), {{QStringLiteral("id"), QStringLiteral("c1")},
                                                      {QStringLiteral("tier"), QStringLiteral("deferred")},
                                                      {QStringLiteral("review_date"), QStringLiteral("2027-01-15")}})
                    .ok());
        const Filter key{{QStringLiteral("id"), QStringLiteral("c1")}};

        // Nullable columns: every kind of null stores NULL, and is read back as an invalid QVariant.
        for (const QVariant& null : {QVariant(), QVariant(QString()), QVariant(QMetaType::fromType<QString>())}) {
            QVERIFY(
                s.update(QStringLiteral("criteria"), key, {{QStringLiteral("review_date"), QStringLiteral("x")}}).ok());
            QVERIFY(s.update(QStringLiteral("criteria"), key, {{QStringLiteral("review_date"), null}}).ok());
            QCOMPARE(stored(path, QStringLiteral("criteria"), QStringLiteral("review_date"), where).first,
                     QStringLiteral("null"));
            const QVariant back =
                s.select(QStringLiteral("criteria"), key)->first().value(QStringLiteral("review_date"));
            QVERIFY(!back.isValid());
        }
        // A null in a filter matches NULL.
        QCOMPARE(*s.count(QStringLiteral("criteria"), {{QStringLiteral("review_date"), QString()}}), 1);
        // An empty text stays an empty text, also in a nullable column.
        QVERIFY(s.update(QStringLiteral("criteria"), key, {{QStringLiteral("review_date"), emptyText()}}).ok());
        QCOMPARE(stored(path, QStringLiteral("criteria"), QStringLiteral("review_date"), where),
                 std::pair(QStringLiteral("text"), QStringLiteral("''")));

        // NOT NULL columns refuse a null value, with the column named, and keep what they hold.
        QVERIFY(s.update(QStringLiteral("criteria"), key, {{QStringLiteral("category"), QStringLiteral("k")}}).ok());
        for (const QVariant& null : {QVariant(), QVariant(QString())}) {
            auto refused = s.update(QStringLiteral("criteria"), key, {{QStringLiteral("category"), null}});
            QVERIFY(!refused.ok());
            QCOMPARE(refused.error().kind, Error::Kind::Usage);
            QVERIFY2(refused.error().message.contains(QStringLiteral("criteria.category")),
                     qPrintable(refused.error().message));
            QCOMPARE(stored(path, QStringLiteral("criteria"), QStringLiteral("category"), where),
                     std::pair(QStringLiteral("text"), QStringLiteral("'k'")));
        }
        auto insert = s.insert(QStringLiteral("criteria"), {{QStringLiteral("id"), QStringLiteral("c2")},
                                                            {QStringLiteral("tier"), QStringLiteral("gate")},
                                                            {QStringLiteral("title_en"), QString()}});
        QVERIFY(!insert.ok());
        QVERIFY(insert.error().message.contains(QStringLiteral("criteria.title_en")));
        // The bulk write path of imports says the same.
        auto bulk = s.transaction([&]() -> Result<void> {
            return s.bulkWriter()->insert(QStringLiteral("criteria"), {{QStringLiteral("id"), QStringLiteral("c3")},
                                                                       {QStringLiteral("tier"), QStringLiteral("gate")},
                                                                       {QStringLiteral("category"), QString()}});
        });
        QVERIFY(!bulk.ok());
        QVERIFY(bulk.error().message.contains(QStringLiteral("criteria.category")));
        QCOMPARE(*s.count(QStringLiteral("criteria")), 1);
        // An empty text is what a NOT NULL text column takes when there is nothing to say.
        QVERIFY(s.update(QStringLiteral("criteria"), key, {{QStringLiteral("category"), emptyText()}}).ok());
        QCOMPARE(stored(path, QStringLiteral("criteria"), QStringLiteral("category"), where),
                 std::pair(QStringLiteral("text"), QStringLiteral("''")));
    }

    // An import's update names the values it expects to replace, NULL among them: it changes the
    // row only while the row still holds them, so that what another writer wrote since the import
    // read the file is reported, not overwritten.
    void spooledChangesReadBackExactly()
    {
        // Past the changes kept in memory the spool writes names by number and common values by
        // tag (issue 28, item 10): every value comes back with its type, and NULL stays apart
        // from an empty text.
        const QList<QVariant> values{QVariant(),
                                     QVariant(QString()),
                                     QVariant(emptyText()),
                                     QVariant(QStringLiteral("批量要求 7, \"quoted\"")),
                                     QVariant(qint64(-9007199254740993LL)),
                                     QVariant(0.1),
                                     QVariant(true),
                                     QVariant(42),
                                     QVariant(QDate(2027, 3, 1)),
                                     QVariant(QByteArray("\0bytes", 6))};
        ChangeSpool spool;
        ChangeSet expected;
        for (int i = 0; i < 5000; ++i) {
            Row row;
            row.insert(QStringLiteral("value"), values.at(i % values.size()));
            row.insert(QStringLiteral("id"), QStringLiteral("id-%1").arg(i));
            if (i % 2)
                row.insert(QStringLiteral("column_%1").arg(i % 3), i);
            const Change change =
                i % 5 == 0 ? Change::update(QStringLiteral("criteria"), {{QStringLiteral("id"), i}}, row,
                                            {{QStringLiteral("title_en"), i}})
                           : Change::insert(i % 3 ? QStringLiteral("criteria") : QStringLiteral("candidates"),
                                            {{QStringLiteral("id"), i}}, row);
            spool.append(change);
            expected.append(change);
        }
        const ChangeSet read = spool.toList();
        QCOMPARE(read.size(), expected.size());
        for (qsizetype i = 0; i < read.size(); ++i) {
            const Change& a = read.at(i);
            const Change& b = expected.at(i);
            QCOMPARE(a.op, b.op);
            QCOMPARE(a.table, b.table);
            QCOMPARE(a.key, b.key);
            QCOMPARE(a.after, b.after);
            QCOMPARE(a.before, b.before);
            for (const Row* row : {&a.after, &a.before}) {
                for (auto it = row->cbegin(); it != row->cend(); ++it) {
                    const QVariant& wanted = (row == &a.after ? b.after : b.before).value(it.key());
                    QCOMPARE(it.value().typeId(), wanted.typeId());
                    QCOMPARE(it.value().isNull(), wanted.isNull());
                }
            }
        }
    }

    // The typed path of the spool (issue 28, item 10): an insert appended as columns and values, or
    // as a Change, reads back on either path as the same row, past the changes kept in memory too,
    // in order with the other changes, each adjusted by its own touch.
    void spooledInsertsReadBackOnTheTypedPath()
    {
        // A title null, empty (not null) or a text: each reads back as it was written.
        const QStringList columns{QStringLiteral("id"), QStringLiteral("position"), QStringLiteral("tier"),
                                  QStringLiteral("title_en"), QStringLiteral("weight")};
        ChangeSpool spool;
        ChangeSet expected;
        for (int i = 0; i < 9000; ++i) {
            const QString title = i % 3 == 0 ? QString() : i % 3 == 1 ? emptyText() : QStringLiteral("t-%1").arg(i);
            const QVariantList values{QStringLiteral("c-%1").arg(i), i, i % 2 ? QStringLiteral("bonus") : QString(),
                                      title, i % 3 ? QVariant(i * 0.5) : QVariant()};
            const Filter key{{QStringLiteral("id"), values.at(0)}};
            Row row;
            for (int c = 0; c < columns.size(); ++c)
                row.insert(columns.at(c), values.at(c));
            Change change = i % 7 == 0 ? Change::update(QStringLiteral("criteria"), key, {{QStringLiteral("tier"), 1}},
                                                        {{QStringLiteral("tier"), 2}})
                                       : Change::insert(QStringLiteral("criteria"), key, row);
            if (change.op == Change::Op::Insert && i % 10 == 5) {
                // A second shape between the rows of the first (another table and columns): each row
                // keeps its own table, key and columns, written by the shape's number after its first.
                const QStringList other{QStringLiteral("id"), QStringLiteral("name")};
                const QVariantList named{values.at(0), QStringLiteral("n-%1").arg(i)};
                change = Change::insert(QStringLiteral("candidates"), key,
                                        {{other.at(0), named.at(0)}, {other.at(1), named.at(1)}});
                spool.appendInsert(QStringLiteral("candidates"), key, other, named);
                expected.append(change);
                continue;
            }
            if (change.op == Change::Op::Insert && i % 2)
                spool.appendInsert(QStringLiteral("criteria"), key, columns, values);
            else
                spool.append(change);
            if (change.op == Change::Op::Insert)
                change.after.insert(QStringLiteral("position"), i + 1000);
            expected.append(change);
        }
        // The same touch both ways: the position moves by 1000.
        spool.setAdjustment([](Change& change) {
            if (change.op == Change::Op::Insert && change.table == QLatin1String("criteria"))
                change.after.insert(QStringLiteral("position"),
                                    change.after.value(QStringLiteral("position")).toInt() + 1000);
        });
        spool.setInsertAdjustment([](SpooledInsert& row) {
            if (row.table == QLatin1String("criteria"))
                row.setValue(QStringLiteral("position"), row.value(QStringLiteral("position")).toInt() + 1000);
        });
        const auto same = [](const Change& a, const Change& b) {
            QCOMPARE(a.op, b.op);
            QCOMPARE(a.table, b.table);
            QCOMPARE(a.key, b.key);
            QCOMPARE(a.before, b.before);
            QCOMPARE(a.after, b.after);
            for (auto it = a.after.cbegin(); it != a.after.cend(); ++it) {
                QCOMPARE(it.value().typeId(), b.after.value(it.key()).typeId());
                // A null text and an empty one are stored apart (NULL, ''); QVariant::isNull cannot tell.
                QCOMPARE(isNullValue(it.value()), isNullValue(b.after.value(it.key())));
            }
        };
        const ChangeSet asChanges = spool.toList();
        QCOMPARE(asChanges.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i)
            same(asChanges.at(i), expected.at(i));
        qsizetype at = 0;
        qsizetype inserts = 0;
        auto typed = spool.forEach(
            [&](Change& change) -> Result<void> {
                same(change, expected.at(at++));
                return {};
            },
            [&](SpooledInsert& row) -> Result<void> {
                const QStringList named{QStringLiteral("id"), QStringLiteral("name")};
                if (row.columns != (row.table == QLatin1String("criteria") ? columns : named))
                    return Error{Error::Kind::Usage, row.columns.join(u',')};
                same(row.toChange(), expected.at(at++));
                ++inserts;
                row.values = QVariantList(); // taken by the visitor: the next row is read whole again
                return {};
            });
        QVERIFY(typed.ok());
        QCOMPARE(at, expected.size());
        QCOMPARE(inserts, 9000 - 9000 / 7 - 1);
    }

    // Rows written several to a statement by the bulk writer (issue 28, item 10) are stored as
    // insert() stores each, NULL, empty texts, numbers and texts alike; and a row that breaks a rule
    // in the middle of a statement gets the error insert() gives it, naming the row, with none of
    // the rows of the refused transaction kept.
    void bulkRowsAreStoredAsSingleInsertsAre()
    {
        QTemporaryDir dir;
        const QStringList columns{QStringLiteral("id"),     QStringLiteral("tier"),        QStringLiteral("title_en"),
                                  QStringLiteral("weight"), QStringLiteral("review_date"), QStringLiteral("position")};
        QList<QVariantList> rows;
        for (int i = 0; i < 300; ++i)
            rows.append({QStringLiteral("c-%1").arg(i), i % 2 ? QStringLiteral("bonus") : QStringLiteral("deferred"),
                         i % 5 ? QVariant(QStringLiteral("需求 %1").arg(i)) : QVariant(emptyText()),
                         i % 2 ? QVariant(i * 0.25) : QVariant(),
                         i % 2 ? QVariant() : QVariant(QStringLiteral("2027-03-01")), i});
        const auto dump = [](const QString& path) {
            // As the sqlite3 shell sees them: each value's type and its text as stored.
            QStringList terms{QStringLiteral("id")};
            for (const char* column : {"tier", "title_en", "weight", "review_date", "position"})
                terms.append(typeAndQuote(QLatin1String(column)));
            return testing::selectColumn(testing::location(path), QStringLiteral("SELECT ") +
                                                                      terms.join(QStringLiteral(" || '|' || ")) +
                                                                      QStringLiteral(" FROM criteria ORDER BY id"));
        };
        const QString one = dir.filePath(QStringLiteral("one.gatebench"));
        const QString many = dir.filePath(QStringLiteral("many.gatebench"));
        {
            auto a = createStorage(one);
            auto b = createStorage(many);
            QVERIFY(a.ok() && b.ok());
            QVERIFY((*a)->transaction([&]() -> Result<void> {
                            const auto writer = (*a)->bulkWriter();
                            for (const QVariantList& values : std::as_const(rows)) {
                                Row row;
                                for (int c = 0; c < columns.size(); ++c)
                                    row.insert(columns.at(c), values.at(c));
                                if (auto r = writer->insert(QStringLiteral("criteria"), row); !r)
                                    return r;
                            }
                            return {};
                        })
                        .ok());
            QVERIFY((*b)->transaction([&]() -> Result<void> {
                            return (*b)->bulkWriter()->insertRows(QStringLiteral("criteria"), columns, rows);
                        })
                        .ok());
            QCOMPARE(*(*b)->count(QStringLiteral("criteria")), 300);
        }
        QCOMPARE(dump(one).size(), 300);
        QCOMPARE(dump(many), dump(one));

        // Row 131 of 300 (the third statement of 64) breaks the tier rule.
        QList<QVariantList> broken = rows;
        for (QVariantList& values : broken)
            values[0] = QString(values.at(0).toString() + QStringLiteral("-b"));
        broken[130][1] = QStringLiteral("nonsense");
        Row bad;
        for (int c = 0; c < columns.size(); ++c)
            bad.insert(columns.at(c), broken.at(130).at(c));
        auto b = openStorage(many);
        QVERIFY(b.ok());
        const auto alone = (*b)->transaction(
            [&]() -> Result<void> { return (*b)->bulkWriter()->insert(QStringLiteral("criteria"), bad); });
        QVERIFY(!alone.ok());
        const auto together = (*b)->transaction([&]() -> Result<void> {
            return (*b)->bulkWriter()->insertRows(QStringLiteral("criteria"), columns, broken);
        });
        QVERIFY(!together.ok());
        QCOMPARE(together.error().kind, alone.error().kind);
        QCOMPARE(together.error().message, alone.error().message);
        QCOMPARE(*(*b)->count(QStringLiteral("criteria")), 300);
    }

    void bulkUpdateExpectsWhatItReplaces()
    {
        QTemporaryDir dir;
        auto storage = createStorage(dir.filePath(QStringLiteral("b.gatebench")));
        QVERIFY(storage.ok());
        Storage& s = **storage;
        QVERIFY(s.insert(QStringLiteral("criteria"), {{QStringLiteral("id"), QStringLiteral("c1")},
                                                      {QStringLiteral("tier"), QStringLiteral("bonus")},
                                                      {QStringLiteral("title_en"), QStringLiteral("Old")}})
                    .ok());
        const auto bulkUpdate = [&](const Filter& expected, const Row& changes) {
            Result<int> n = 0;
            auto r = s.transaction([&]() -> Result<void> {
                n = s.bulkWriter()->update(QStringLiteral("criteria"), expected, changes);
                return n ? Result<void>() : Result<void>(n.error());
            });
            return r ? *n : -1;
        };
        const auto title = [&] {
            return s.select(QStringLiteral("criteria"))->first().value(QStringLiteral("title_en")).toString();
        };
        // Expecting a title the row no longer holds: nothing changes.
        QCOMPARE(bulkUpdate({{QStringLiteral("id"), QStringLiteral("c1")},
                             {QStringLiteral("title_en"), QStringLiteral("Older")}},
                            {{QStringLiteral("title_en"), QStringLiteral("New")}}),
                 0);
        QCOMPARE(title(), QStringLiteral("Old"));
        // Expecting what it holds, a NULL weight among it: written.
        QCOMPARE(bulkUpdate({{QStringLiteral("id"), QStringLiteral("c1")},
                             {QStringLiteral("title_en"), QStringLiteral("Old")},
                             {QStringLiteral("weight"), QVariant()}},
                            {{QStringLiteral("title_en"), QStringLiteral("New")}, {QStringLiteral("weight"), 2.0}}),
                 1);
        QCOMPARE(title(), QStringLiteral("New"));
        // The weight is no longer NULL: an update expecting NULL finds nothing.
        QCOMPARE(bulkUpdate({{QStringLiteral("id"), QStringLiteral("c1")}, {QStringLiteral("weight"), QVariant()}},
                            {{QStringLiteral("title_en"), QStringLiteral("Newer")}}),
                 0);
        QCOMPARE(title(), QStringLiteral("New"));
    }

    // Undo of an edit that gave a NULL column a value puts NULL back, not an empty text.
    void undoRestoresNull()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("u.gatebench"));
        NewWorkspaceOptions options;
        options.path = testing::location(path);
        options.language = QStringLiteral("en");
        QVERIFY(createWorkspaceFile(options).ok());
        const QString bonus = QStringLiteral("bonus-experience");
        const QString deferred = QStringLiteral("deferred-multicloud-migration");
        const QString gate = QStringLiteral("gate-data-boundary");
        {
            // The weight of a bonus criterion and the review date of a deferred one, NULL to start with.
            auto storage = openStorage(path);
            QVERIFY(storage.ok());
            QVERIFY((*storage)
                        ->update(QStringLiteral("criteria"), {{QStringLiteral("id"), bonus}},
                                 {{QStringLiteral("weight"), QVariant()}})
                        .ok());
            QVERIFY((*storage)
                        ->update(QStringLiteral("criteria"), {{QStringLiteral("id"), deferred}},
                                 {{QStringLiteral("review_date"), QVariant()}})
                        .ok());
        }
        auto opened = Workspace::open(testing::location(path));
        QVERIFY(opened.ok());
        Workspace& w = **opened;
        w.setActor(QStringLiteral("Test Reviewer"));
        w.setClock([] { return QDateTime(QDate(2026, 11, 30), QTime(9, 0), QTimeZone::utc()); });
        const auto column = [&](const QString& table, const QString& name, const QString& where) {
            return stored(path, table, name, where);
        };
        const std::pair null(QStringLiteral("null"), QStringLiteral("NULL"));

        const QString whereBonus = QStringLiteral("id = '%1'").arg(bonus);
        const QString whereDeferred = QStringLiteral("id = '%1'").arg(deferred);
        QVERIFY(criteria::setFields(w, bonus, {{QStringLiteral("weight"), 2.5}}).ok());
        QCOMPARE(column(QStringLiteral("criteria"), QStringLiteral("weight"), whereBonus),
                 std::pair(QStringLiteral("real"), QStringLiteral("2.5")));
        QVERIFY(w.undo().ok());
        QCOMPARE(column(QStringLiteral("criteria"), QStringLiteral("weight"), whereBonus), null);
        QVERIFY(criteria::setFields(w, deferred, {{QStringLiteral("review_date"), QStringLiteral("2027-03-01")}}).ok());
        QCOMPARE(column(QStringLiteral("criteria"), QStringLiteral("review_date"), whereDeferred),
                 std::pair(QStringLiteral("text"), QStringLiteral("'2027-03-01'")));
        QVERIFY(w.undo().ok());
        QCOMPARE(column(QStringLiteral("criteria"), QStringLiteral("review_date"), whereDeferred), null);
        QVERIFY(w.redo().ok());
        QVERIFY(w.undo().ok());
        QCOMPARE(column(QStringLiteral("criteria"), QStringLiteral("review_date"), whereDeferred), null);

        // A waiver on a cell that has a row (an evidence note) and no expiry: undo clears the expiry
        // to NULL and the owner and reason to empty texts, as they were.
        QVERIFY(
            assessments::setEvidence(w, QStringLiteral("runai"), gate, QStringLiteral("asked the vendor"), {}).ok());
        const QString whereCell = QStringLiteral("candidate_id = 'runai' AND criterion_id = '%1'").arg(gate);
        QCOMPARE(column(QStringLiteral("assessments"), QStringLiteral("waiver_expires"), whereCell), null);
        QCOMPARE(column(QStringLiteral("assessments"), QStringLiteral("links"), whereCell),
                 std::pair(QStringLiteral("text"), QStringLiteral("''")));
        QVERIFY(assessments::waive(w, QStringLiteral("runai"), gate,
                                   Waiver{QStringLiteral("CIO"), QStringLiteral("contract review"), QDate(2027, 1, 31)})
                    .ok());
        QCOMPARE(column(QStringLiteral("assessments"), QStringLiteral("waiver_expires"), whereCell),
                 std::pair(QStringLiteral("text"), QStringLiteral("'2027-01-31'")));
        QVERIFY(w.undo().ok());
        QCOMPARE(column(QStringLiteral("assessments"), QStringLiteral("waiver_expires"), whereCell), null);
        QCOMPARE(column(QStringLiteral("assessments"), QStringLiteral("waiver_owner"), whereCell),
                 std::pair(QStringLiteral("text"), QStringLiteral("''")));
        QCOMPARE(column(QStringLiteral("assessments"), QStringLiteral("verdict"), whereCell),
                 std::pair(QStringLiteral("text"), QStringLiteral("'unknown'")));
    }

    // The typed bulk path (insertCells / scanCells: no QVariant, no UTF-16) stores exactly what it
    // is given: 64-bit integers at both extremes, doubles bit for bit, UTF-8 texts (Chinese
    // included), NULL as NULL and an empty text as an empty text; the QVariant path reads the same.
    void typedCellsRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("c.gatebench"));
        auto storage = createStorage(path);
        QVERIFY(storage.ok());
        Storage& s = **storage;
        const QString table = QStringLiteral("baseline_jobs");
        const QStringList columns{QStringLiteral("import_id"),  QStringLiteral("job_key"),
                                  QStringLiteral("team"),       QStringLiteral("gpus"),
                                  QStringLiteral("submit_utc"), QStringLiteral("start_utc"),
                                  QStringLiteral("end_utc"),    QStringLiteral("outcome"),
                                  QStringLiteral("gpu_util"),   QStringLiteral("active_fraction")};
        constexpr qint64 kMax = std::numeric_limits<qint64>::max();
        constexpr qint64 kMin = std::numeric_limits<qint64>::min();
        const double third = 1.0 / 3.0;
        const double sum = 0.1 + 0.2; // 0.30000000000000004: not the double nearest 0.3
        const std::string chinese = "视觉组·训练“甲”";
        CellBatch batch(int(columns.size()));
        // Row 1: extremes and Chinese text.
        batch.addNull();
        batch.addText("作业-1");
        batch.addText(chinese);
        batch.addReal(sum);
        batch.addInteger(kMax);
        batch.addInteger(kMin);
        batch.addNull();
        batch.addText("running");
        batch.addReal(third);
        batch.addNull();
        // Row 2: an empty text and the smallest positive double.
        batch.addNull();
        batch.addText("2");
        batch.addText(std::string_view());
        batch.addReal(std::numeric_limits<double>::denorm_min());
        batch.addInteger(-1);
        batch.addInteger(0);
        batch.addInteger(std::optional<qint64>());
        batch.addText("pending");
        batch.addReal(std::optional<double>(0.0));
        batch.addReal(1.0);
        QCOMPARE(batch.rowCount(), 2);
        auto written = s.transaction([&]() -> Result<void> {
            auto n = s.insertCells(table, columns, batch);
            if (!n)
                return n.error();
            if (*n != 2)
                return Error{Error::Kind::Database, QStringLiteral("wrote %1 rows").arg(*n)};
            return {};
        });
        QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error().message));

        // As the sqlite3 shell sees it.
        QCOMPARE(stored(path, table, QStringLiteral("submit_utc"), QStringLiteral("job_key = '作业-1'")),
                 std::pair(QStringLiteral("integer"), QStringLiteral("9223372036854775807")));
        QCOMPARE(stored(path, table, QStringLiteral("start_utc"), QStringLiteral("job_key = '作业-1'")),
                 std::pair(QStringLiteral("integer"), QStringLiteral("-9223372036854775808")));
        QCOMPARE(stored(path, table, QStringLiteral("end_utc"), QStringLiteral("job_key = '作业-1'")).first,
                 QStringLiteral("null"));
        QCOMPARE(stored(path, table, QStringLiteral("team"), QStringLiteral("job_key = '作业-1'")),
                 std::pair(QStringLiteral("text"), QStringLiteral("'视觉组·训练“甲”'")));
        QCOMPARE(stored(path, table, QStringLiteral("team"), QStringLiteral("job_key = '2'")),
                 std::pair(QStringLiteral("text"), QStringLiteral("''")));
        QCOMPARE(stored(path, table, QStringLiteral("gpus"), QStringLiteral("job_key = '2'")).first,
                 QStringLiteral("real"));

        // Back through the typed scan, in batches, exactly.
        QList<qsizetype> sizes;
        int seen = 0;
        auto scanned = s.scanCells(table, columns, 1, [&](const CellBatch& b) {
            sizes.append(b.rowCount());
            const qsizetype r = 0;
            if (seen++ == 0) {
                [&] {
                    QVERIFY(b.isNull(r, 0));
                    QCOMPARE(b.text(r, 1), std::string_view("作业-1"));
                    QCOMPARE(b.text(r, 2), std::string_view(chinese));
                    QCOMPARE(b.type(r, 3), CellBatch::Type::Real);
                    // QCOMPARE on doubles is fuzzy: the bits.
                    const double back = b.real(r, 3);
                    QVERIFY(std::memcmp(&back, &sum, sizeof back) == 0);
                    QCOMPARE(b.integer(r, 4), kMax);
                    QCOMPARE(b.integer(r, 5), kMin);
                    QVERIFY(b.isNull(r, 6));
                    QCOMPARE(b.text(r, 7), std::string_view("running"));
                    const double backThird = b.real(r, 8);
                    QVERIFY(std::memcmp(&backThird, &third, sizeof backThird) == 0);
                    QVERIFY(b.isNull(r, 9));
                }();
            } else {
                [&] {
                    QCOMPARE(b.type(r, 2), CellBatch::Type::Text);
                    QVERIFY(b.text(r, 2).empty());
                    QCOMPARE(b.real(r, 3), std::numeric_limits<double>::denorm_min());
                    QVERIFY(b.real(r, 3) > 0);
                    QCOMPARE(b.integer(r, 4), qint64(-1));
                    QCOMPARE(b.type(r, 5), CellBatch::Type::Integer);
                    QCOMPARE(b.integer(r, 5), qint64(0));
                    QVERIFY(b.isNull(r, 6));
                    QCOMPARE(b.type(r, 8), CellBatch::Type::Real);
                    QCOMPARE(b.real(r, 9), 1.0);
                }();
            }
            return true;
        });
        QVERIFY(scanned.ok());
        QCOMPARE(sizes, (QList<qsizetype>{1, 1}));
        // Stopping after the first batch stops.
        int batches = 0;
        QVERIFY(s.scanCells(table, columns, 1, [&](const CellBatch&) { return ++batches < 1; }).ok());
        QCOMPARE(batches, 1);

        // The QVariant path reads the same values.
        auto rows = s.select(table, {{QStringLiteral("job_key"), QStringLiteral("作业-1")}});
        QVERIFY(rows.ok());
        QCOMPARE(rows->size(), 1);
        const Row& row = rows->first();
        QCOMPARE(row.value(QStringLiteral("team")).toString(), QStringLiteral("视觉组·训练“甲”"));
        QCOMPARE(row.value(QStringLiteral("submit_utc")).toLongLong(), kMax);
        QCOMPARE(row.value(QStringLiteral("start_utc")).toLongLong(), kMin);
        QVERIFY(!row.value(QStringLiteral("end_utc")).isValid());
        const double viaVariant = row.value(QStringLiteral("gpus")).toDouble();
        QVERIFY(std::memcmp(&viaVariant, &sum, sizeof viaVariant) == 0);
        // Columns the batch did not name take their defaults.
        QCOMPARE(row.value(QStringLiteral("task_type")).toString(), QStringLiteral("unspecified"));
    }

    // The typed path refuses as the QVariant path does: a NULL for a NOT NULL column is a Usage
    // error naming the column, a broken CHECK a Conflict naming the row; the transaction then
    // writes nothing. A batch that does not fit its columns is refused before anything is written.
    void typedCellsRefuseAsBefore()
    {
        QTemporaryDir dir;
        auto storage = createStorage(dir.filePath(QStringLiteral("r.gatebench")));
        QVERIFY(storage.ok());
        Storage& s = **storage;
        const QString table = QStringLiteral("baseline_jobs");
        const QStringList columns{QStringLiteral("job_key"), QStringLiteral("submit_utc"), QStringLiteral("outcome"),
                                  QStringLiteral("gpus")};
        const auto job = [](CellBatch& b, std::optional<std::string_view> key, double gpus) {
            key ? b.addText(*key) : b.addNull();
            b.addInteger(100);
            b.addText("completed");
            b.addReal(gpus);
        };
        const auto insert = [&](const CellBatch& b) {
            return s.transaction([&]() -> Result<void> {
                auto n = s.insertCells(table, columns, b);
                if (!n)
                    return n.error();
                return {};
            });
        };
        CellBatch nullKey(4);
        job(nullKey, "a", 1);
        job(nullKey, std::nullopt, 1);
        auto refused = insert(nullKey);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, Error::Kind::Usage);
        QVERIFY2(refused.error().message.contains(QStringLiteral("baseline_jobs.job_key")),
                 qPrintable(refused.error().message));
        QCOMPARE(*s.count(table), 0);

        CellBatch negative(4);
        job(negative, "a", 1);
        job(negative, "b", -2);
        refused = insert(negative);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, Error::Kind::Conflict);
        QVERIFY2(refused.error().message.contains(QStringLiteral("row 2")), qPrintable(refused.error().message));
        QVERIFY2(refused.error().message.contains(QStringLiteral("CHECK")), qPrintable(refused.error().message));
        QCOMPARE(*s.count(table), 0);

        CellBatch misfit(3);
        misfit.addText("a");
        misfit.addInteger(1);
        misfit.addText("completed");
        refused = insert(misfit);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, Error::Kind::Usage);
        auto unknown = s.insertCells(table, {QStringLiteral("no_such_column")}, CellBatch(1));
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.error().kind, Error::Kind::Usage);
        QCOMPARE(*s.count(table), 0);

        // Many rows go into one statement: a broken row inside the second statement's rows, or in the
        // rows written one by one after the last full statement, is still named by its number.
        for (const int bad : {130, 200}) {
            CellBatch many(4);
            for (int i = 1; i <= 203; ++i)
                job(many, std::to_string(i), i == bad ? -1.0 : 1.0);
            refused = insert(many);
            QVERIFY(!refused.ok());
            QCOMPARE(refused.error().kind, Error::Kind::Conflict);
            QVERIFY2(refused.error().message.contains(QStringLiteral("row %1 to").arg(bad)),
                     qPrintable(refused.error().message));
            QCOMPARE(*s.count(table), 0);
        }

        CellBatch good(4);
        job(good, "a", 1);
        job(good, "b", 0.5);
        QVERIFY(insert(good).ok());
        QCOMPARE(*s.count(table), 2);
        CellBatch more(4);
        for (int i = 1; i <= 203; ++i)
            job(more, "m" + std::to_string(i), double(i) / 4);
        QVERIFY(insert(more).ok());
        QCOMPARE(*s.count(table), 205);
        const QStringList sum =
            testing::selectColumn(s.location(), QStringLiteral("SELECT sum(gpus) FROM baseline_jobs"));
        QCOMPARE(sum.value(0).toDouble(), 5178.0); // 1 + 0.5 + (1 + ... + 203) / 4 = 1.5 + 20706 / 4
    }

    // Job records through the repository's typed rows come back as they went in.
    void jobRowsRoundTrip()
    {
        QTemporaryDir dir;
        auto storage = createStorage(dir.filePath(QStringLiteral("j.gatebench")));
        QVERIFY(storage.ok());
        Storage& s = **storage;
        QList<JobRecord> jobs;
        JobRecord a;
        a.jobKey = QStringLiteral("123_4");
        a.team = QStringLiteral("视觉");
        a.user = QStringLiteral("张三");
        a.taskType = QStringLiteral("training");
        a.gpuType = QStringLiteral("A100");
        a.gpus = 0.25;
        a.submitUtc = 1'700'000'000;
        a.startUtc = 1'700'000'060;
        a.endUtc = 1'700'003'600;
        a.outcome = JobOutcome::Failed;
        a.failureReason = QStringLiteral("TIMEOUT");
        a.gpuUtil = 0.7;
        a.activeFraction = 1.0 / 3.0;
        a.requeues = 2;
        JobRecord b;
        b.jobKey = QStringLiteral("124");
        b.team = a.team; // shared, as the readers intern it
        b.user = QString();
        b.outcome = JobOutcome::Pending;
        b.submitUtc = -5;
        jobs = {a, b, a};
        jobs[2].jobKey = QStringLiteral("125");
        jobs[2].team = QStringLiteral("视觉"); // equal, not shared
        JobRows rows;
        for (const JobRecord& job : std::as_const(jobs))
            rows.append(job);
        QCOMPARE(rows.size(), 3);
        auto written = BaselineRepository::insertJobs(s, rows);
        QVERIFY(written.ok());
        QCOMPARE(*written, 3);
        QList<JobRecord> back;
        QVERIFY(BaselineRepository(s)
                    .scanJobs([&](const JobRecord& job) {
                        back.append(job);
                        return true;
                    })
                    .ok());
        QCOMPARE(back.size(), 3);
        for (int i = 0; i < 3; ++i) {
            const JobRecord& w = jobs.at(i);
            const JobRecord& g = back.at(i);
            QCOMPARE(g.jobKey, w.jobKey);
            QCOMPARE(g.team, w.team);
            QCOMPARE(g.user, nonNullText(w.user));
            QCOMPARE(g.taskType, w.taskType);
            QCOMPARE(g.gpuType, w.gpuType);
            QCOMPARE(g.gpus, w.gpus);
            QCOMPARE(g.submitUtc, w.submitUtc);
            QCOMPARE(g.startUtc, w.startUtc);
            QCOMPARE(g.endUtc, w.endUtc);
            QCOMPARE(g.outcome, w.outcome);
            QCOMPARE(g.failureReason, w.failureReason);
            QCOMPARE(g.gpuUtil, w.gpuUtil);
            QCOMPARE(g.activeFraction, w.activeFraction);
            QCOMPARE(g.requeues, w.requeues);
            QVERIFY(!g.importId);
        }
        // The views of the column loader: the same values, UTF-8.
        QList<StoredJobView> views;
        QStringList teams;
        QVERIFY(BaselineRepository(s)
                    .scanJobViews([&](const StoredJobView& v) {
                        views.append(v);
                        teams.append(QString::fromUtf8(v.team.data(), qsizetype(v.team.size())));
                        return true;
                    })
                    .ok());
        QCOMPARE(views.size(), 3);
        QCOMPARE(teams, (QStringList{QStringLiteral("视觉"), QStringLiteral("视觉"), QStringLiteral("视觉")}));
        QCOMPARE(views.at(0).id, back.at(0).id);
        QCOMPARE(views.at(0).outcome, JobOutcome::Failed);
        QCOMPARE(views.at(0).startUtc, a.startUtc);
        QCOMPARE(views.at(1).outcome, JobOutcome::Pending);
        QVERIFY(!views.at(1).startUtc);
        QVERIFY(!views.at(1).gpuUtil);
        QCOMPARE(views.at(1).submitUtc, qint64(-5));
    }

    void transactionRollsBack()
    {
        QTemporaryDir dir;
        auto storage = createStorage(dir.filePath(QStringLiteral("t.gatebench")));
        QVERIFY(storage.ok());
        Storage& s = **storage;
        auto r = s.transaction([&]() -> Result<void> {
            if (auto a = s.insert(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("a")}}); !a)
                return a.error();
            return Error{Error::Kind::Cancelled, QStringLiteral("stop")};
        });
        QVERIFY(!r.ok());
        QCOMPARE(*s.count(QStringLiteral("candidates")), 0);
    }

    // SQLite says "database or disk is full" (SQLITE_FULL) also when it stops at a limit of its own:
    // the redo of a large import was refused as "the disk that holds ... is full" with 70 GB free.
    // A full disk is said only when the system refused a write for lack of space (ENOSPC), and then
    // where; SQLite's own limit says so, without blaming the disk.
    void aFullDiskIsSaidOnlyWhenTheSystemSaysSo()
    {
        GATEBENCH_FILE_ONLY("the file system refusing the file's writes (ENOSPC) and SQLite's own limits");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("limit.gatebench"));
        auto storage = SqliteStorage::create(path);
        QVERIFY(storage.ok());
        Storage& s = **storage;
        const auto addCriteria = [&](int from, int count) {
            return s.transaction([&]() -> Result<void> {
                for (int i = from; i < from + count; ++i) {
                    if (auto r = s.insert(QStringLiteral("criteria"),
                                          {{QStringLiteral("id"), QStringLiteral("c%1").arg(i)},
                                           {QStringLiteral("tier"), QStringLiteral("deferred")},
                                           {QStringLiteral("description_en"), QString(5000, u'x')}});
                        !r)
                        return r.error();
                }
                return {};
            });
        };
        QVERIFY(addCriteria(0, 1).ok());

        // The system refuses a write for lack of space.
        spaceVfs::failNextWriteForTest();
        const Result<void> full = addCriteria(1, 1);
        QVERIFY(!full.ok());
        QVERIFY2(full.error().message.contains(QStringLiteral("The disk that holds %1 is full").arg(dir.path())),
                 qPrintable(full.error().message));
        QCOMPARE(*s.count(QStringLiteral("criteria")), 1);

        // SQLite's page limit, lowered on the storage's own connection to the pages the file has: the
        // disk has room, and the message does not say otherwise.
        QString connection;
        for (const QString& name : QSqlDatabase::connectionNames()) {
            if (QSqlDatabase::database(name, false).databaseName() == path)
                connection = name;
        }
        QVERIFY(!connection.isEmpty());
        {
            QSqlQuery query(QSqlDatabase::database(connection, false));
            QVERIFY(query.exec(QStringLiteral("PRAGMA page_count")) && query.next());
            const qint64 pages = query.value(0).toLongLong();
            QVERIFY(query.exec(QStringLiteral("PRAGMA max_page_count=%1").arg(pages)));
        }
        const Result<void> limited = addCriteria(1, 50);
        QVERIFY(!limited.ok());
        QVERIFY2(!limited.error().message.contains(QStringLiteral("is full")) &&
                     !limited.error().message.contains(QStringLiteral("disk is")),
                 qPrintable(limited.error().message));
        QVERIFY2(limited.error().message.contains(QStringLiteral("limit of its own")) &&
                     limited.error().message.contains(path),
                 qPrintable(limited.error().message));
        QCOMPARE(*s.count(QStringLiteral("criteria")), 1);
    }

    void upgradesOlderFileAfterBackup()
    {
        GATEBENCH_FILE_ONLY("a file of schema version 1 upgraded, its backup beside it");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.gatebench"));
        QVERIFY(SqliteStorage::createAtVersion(path, 1).ok());
        QCOMPARE(pragma(path, QStringLiteral("user_version")).toInt(), 1);
        {
            // Read-only opening never upgrades.
            auto ro = SqliteStorage::open(path, SqliteStorage::Mode::ReadOnly);
            QVERIFY(ro.ok());
            QCOMPARE((*ro)->schemaVersion(), 1);
            QVERIFY(!(*ro)->tables().contains(QStringLiteral("mapping_presets")));
        }
        QCOMPARE(pragma(path, QStringLiteral("user_version")).toInt(), 1);
        {
            auto rw = SqliteStorage::open(path, SqliteStorage::Mode::ReadWrite);
            QVERIFY2(rw.ok(), qPrintable(rw.ok() ? QString() : rw.error().message));
            QCOMPARE((*rw)->schemaVersion(), schema::currentVersion());
            QCOMPARE((*rw)->upgradedFrom(), 1);
            QVERIFY((*rw)->tables().contains(QStringLiteral("mapping_presets")));
            QCOMPARE((*rw)->backupPath(), path + QStringLiteral(".v1.bak"));
        }
        QCOMPARE(pragma(path, QStringLiteral("user_version")).toInt(), schema::currentVersion());
        QCOMPARE(pragma(path + QStringLiteral(".v1.bak"), QStringLiteral("user_version")).toInt(), 1);
        QCOMPARE(pragma(path + QStringLiteral(".v1.bak"), QStringLiteral("application_id")).toInt(),
                 schema::kApplicationId);
    }

    /// Version 25 keeps the values of sealed audit entries apart (a copy from a server brings them): a file
    /// of version 24 upgrades to an empty table of them, with its columns, and keeps what it held.
    void upgradesToTheSealedValues()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v24.gatebench"));
        QVERIFY(SqliteStorage::createAtVersion(path, 24).ok());
        {
            auto ro = SqliteStorage::open(path, SqliteStorage::Mode::ReadOnly);
            QVERIFY(ro.ok());
            QVERIFY(!(*ro)->tables().contains(QStringLiteral("audit_sealed")));
        }
        auto rw = SqliteStorage::open(path, SqliteStorage::Mode::ReadWrite);
        QVERIFY2(rw.ok(), qPrintable(rw.ok() ? QString() : rw.error().message));
        QCOMPARE((*rw)->schemaVersion(), 25);
        QCOMPARE((*rw)->upgradedFrom(), 24);
        QCOMPARE((*rw)->columns(QStringLiteral("audit_sealed")),
                 (QStringList{QStringLiteral("seq"), QStringLiteral("member_id"), QStringLiteral("round_id"),
                              QStringLiteral("salt"), QStringLiteral("old_value"), QStringLiteral("new_value"),
                              QStringLiteral("detail")}));
        QCOMPARE(*(*rw)->count(QStringLiteral("audit_sealed")), qint64(0));
        // A file is under no roles: it seals nothing of its own.
        QVERIFY(!(*rw)->underRoles());
        QVERIFY((*rw)->roleMember().isEmpty());
        auto problems = (*rw)->integrityCheck();
        QVERIFY(problems.ok());
        QVERIFY2(problems->isEmpty(), qPrintable(problems->join(u'\n')));
    }

    /// Version 10 keeps the top losses in both languages: a file of version 8 holds them in the
    /// evaluation's language only, and the upgrade puts them in that language's columns.
    void upgradesTopLossesIntoTheirLanguage()
    {
        GATEBENCH_FILE_ONLY("a file of schema version 8 upgraded");
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("v8.gatebench"));
            QVERIFY(SqliteStorage::createAtVersion(path, 8).ok());
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v8"));
                db.setDatabaseName(path);
                QVERIFY(db.open());
                QSqlQuery q(db);
                QVERIFY(q.exec(QStringLiteral("INSERT INTO workspace_settings (key, value) VALUES ('language', '%1')")
                                   .arg(language)));
                QVERIFY(q.exec(QStringLiteral("INSERT INTO baseline_losses (position, title, current, source, owner) "
                                              "VALUES (0, 'Long queues', '3.8 h', 'sacct', 'Chen')")));
                db.close();
            }
            QSqlDatabase::removeDatabase(QStringLiteral("v8"));
            auto rw = SqliteStorage::open(path, SqliteStorage::Mode::ReadWrite);
            QVERIFY2(rw.ok(), qPrintable(rw.ok() ? QString() : rw.error().message));
            auto losses = BaselineRepository(**rw).losses();
            QVERIFY(losses.ok());
            QCOMPARE(losses->size(), 1);
            const BaselineLoss& loss = losses->first();
            const bool english = language == QLatin1String("en");
            QCOMPARE(loss.title, (english ? Bilingual{QString(), QStringLiteral("Long queues")}
                                          : Bilingual{QStringLiteral("Long queues"), QString()}));
            QCOMPARE(english ? loss.owner.en : loss.owner.zh, QStringLiteral("Chen"));
            QCOMPARE(english ? loss.current.zh : loss.current.en, QString());
        }
    }

    // Version 17 checks a job's outcome by comparisons instead of an IN list (see Schema.cpp): a
    // version 16 job log comes through the upgrade whole (ids, values, the import it belongs to, both
    // indexes), and the new check refuses and accepts what the old one did.
    void jobLogUpgradesToVersionSeventeen()
    {
        GATEBENCH_FILE_ONLY("a file of schema version 16 upgraded");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v16.gatebench"));
        QVERIFY(SqliteStorage::createAtVersion(path, 16).ok());
        QCOMPARE(
            testing::execSql(
                path, {"INSERT INTO imports (id, kind, file_name, sha256, row_count, at_utc) "
                       "VALUES (4, 'jobs', 'a.sacct', 'ab', 2, '2026-10-12T00:00:00Z')",
                       "INSERT INTO baseline_jobs (id, import_id, job_key, team, user_name, task_type, gpu_type, gpus, "
                       "submit_utc, start_utc, end_utc, outcome, failure_reason, gpu_util, active_fraction, requeues) "
                       "VALUES (7, 4, '101_3', 'vision', 'u1', 'training', 'A100', 8, 1000, 1060, 4660, 'failed', "
                       "'OUT_OF_MEMORY', 0.5, NULL, 2)",
                       "INSERT INTO baseline_jobs (id, import_id, job_key, submit_utc, outcome) "
                       "VALUES (9, NULL, '102', 2000, 'pending')"}),
            QString());
        auto rw = SqliteStorage::open(path, SqliteStorage::Mode::ReadWrite);
        QVERIFY2(rw.ok(), qPrintable(rw.ok() ? QString() : rw.error().message));
        QCOMPARE((*rw)->schemaVersion(), schema::currentVersion());
        QCOMPARE((*rw)->upgradedFrom(), 16);
        Storage& s = **rw;
        auto rows = s.select(QStringLiteral("baseline_jobs"), {}, {QStringLiteral("id")});
        QVERIFY(rows.ok());
        QCOMPARE(rows->size(), 2);
        const Row& first = rows->at(0);
        QCOMPARE(first.value(QStringLiteral("id")).toLongLong(), 7);
        QCOMPARE(first.value(QStringLiteral("import_id")).toLongLong(), 4);
        QCOMPARE(first.value(QStringLiteral("job_key")).toString(), QStringLiteral("101_3"));
        QCOMPARE(first.value(QStringLiteral("gpus")).toDouble(), 8.0);
        QCOMPARE(first.value(QStringLiteral("end_utc")).toLongLong(), 4660);
        QCOMPARE(first.value(QStringLiteral("outcome")).toString(), QStringLiteral("failed"));
        QCOMPARE(first.value(QStringLiteral("failure_reason")).toString(), QStringLiteral("OUT_OF_MEMORY"));
        QCOMPARE(first.value(QStringLiteral("gpu_util")).toDouble(), 0.5);
        QVERIFY(first.value(QStringLiteral("active_fraction")).isNull());
        QCOMPARE(first.value(QStringLiteral("requeues")).toLongLong(), 2);
        const Row& second = rows->at(1);
        QVERIFY(second.value(QStringLiteral("import_id")).isNull());
        QVERIFY(second.value(QStringLiteral("start_utc")).isNull());
        QCOMPARE(second.value(QStringLiteral("task_type")).toString(), QStringLiteral("unspecified"));
        // The indexes are there again, and the foreign key to the import still holds.
        QCOMPARE(*s.count(QStringLiteral("baseline_jobs"), {{QStringLiteral("import_id"), 4}}), 1);
        QCOMPARE(testing::selectColumn(path, QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'index' "
                                                            "AND tbl_name = 'baseline_jobs' ORDER BY name")),
                 (QStringList{QStringLiteral("baseline_jobs_import"), QStringLiteral("baseline_jobs_replaced"),
                              QStringLiteral("baseline_jobs_submit")}));
        // Version 19: every job of an older file is of the evaluation's one cluster, replaced by none.
        QCOMPARE(first.value(QStringLiteral("cluster")).toString(), QString());
        QVERIFY(first.value(QStringLiteral("replaced_by")).isNull());
        const auto job = [](qint64 id, const QString& outcome, const QVariant& importId) {
            return Row{{QStringLiteral("id"), id},
                       {QStringLiteral("import_id"), importId},
                       {QStringLiteral("job_key"), QString::number(id)},
                       {QStringLiteral("submit_utc"), 3000},
                       {QStringLiteral("outcome"), outcome}};
        };
        QVERIFY(!s.insert(QStringLiteral("baseline_jobs"), job(20, QStringLiteral("done"), QVariant())).ok());
        QVERIFY(!s.insert(QStringLiteral("baseline_jobs"), job(21, QStringLiteral("Completed"), QVariant())).ok());
        QVERIFY(
            !s.insert(QStringLiteral("baseline_jobs"), job(22, QStringLiteral("running"), 99)).ok()); // no import 99
        qint64 id = 30;
        for (const QString& outcome :
             {QStringLiteral("completed"), QStringLiteral("failed"), QStringLiteral("cancelled"),
              QStringLiteral("running"), QStringLiteral("pending")})
            QVERIFY2(s.insert(QStringLiteral("baseline_jobs"), job(id++, outcome, 4)).ok(), qPrintable(outcome));
        QCOMPARE(*s.count(QStringLiteral("baseline_jobs")), 7);
    }

    void refusesNewerVersion()
    {
        GATEBENCH_FILE_ONLY("a file whose header says a newer version, byte for byte as it was");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("new.gatebench"));
        QVERIFY(SqliteStorage::createAtVersion(path, 1).ok());
        QCOMPARE(testing::execSql(path, {QStringLiteral("PRAGMA user_version=%1").arg(schema::currentVersion() + 7)}),
                 QString());
        const QByteArray before = [&] {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        auto opened = SqliteStorage::open(path, SqliteStorage::Mode::ReadWrite);
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().kind, Error::Kind::BadInput);
        const QString message = opened.error().message;
        QVERIFY2(message.contains(QString::number(schema::currentVersion() + 7)), qPrintable(message));
        QVERIFY2(message.contains(QString::number(schema::currentVersion())), qPrintable(message));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    }

    void refusesForeignFiles_data()
    {
        QTest::addColumn<QByteArray>("kind");
        QTest::newRow("text file") << QByteArray("text");
        QTest::newRow("empty file") << QByteArray("empty");
        QTest::newRow("foreign sqlite") << QByteArray("sqlite");
        QTest::newRow("missing") << QByteArray("missing");
    }

    void refusesForeignFiles()
    {
        GATEBENCH_FILE_ONLY("files that are not GateBench's (a CSV, an empty file, another SQLite database)");
        QFETCH(QByteArray, kind);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f.gatebench"));
        if (kind == "text") {
            writeFile(path, "candidate,scenario\nrunai,1\n");
        } else if (kind == "empty") {
            writeFile(path, QByteArray());
        } else if (kind == "sqlite") {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("foreign"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(QStringLiteral("CREATE TABLE notes (x TEXT)")));
            db.close();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(QStringLiteral("foreign"));
        }
        auto opened = SqliteStorage::open(path, SqliteStorage::Mode::ReadWrite);
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().kind, Error::Kind::BadInput);
        QVERIFY(opened.error().message.contains(path));
    }

    void reportsDamagedWorkspace()
    {
        GATEBENCH_FILE_ONLY("a file whose bytes were damaged");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("d.gatebench"));
        {
            auto storage = SqliteStorage::create(path);
            QVERIFY(storage.ok());
            const QString text(200, u'x');
            for (int i = 0; i < 400; ++i)
                QVERIFY(
                    (*storage)
                        ->insert(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("c%1").arg(i)},
                                                                {QStringLiteral("notes"), text}})
                        .ok());
        }
        // Overwrite pages in the middle of the file; the header (and so the application id) survives.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.size() > 16 * 4096);
        file.seek(8 * 4096);
        file.write(QByteArray(6 * 4096, '\x5a'));
        file.close();
        auto opened = SqliteStorage::open(path, SqliteStorage::Mode::ReadOnly);
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().kind, Error::Kind::Integrity);
    }
};

QTEST_GUILESS_MAIN(TestStorage)
#include "tst_storage.moc"
