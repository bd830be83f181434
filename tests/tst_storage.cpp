// The workspace file: schema creation, the upgrade machinery, refusal of files that are not
// GateBench workspaces or come from a newer GateBench, and the one NULL rule of storage.
#include "commands/Assessments.h"
#include "commands/Criteria.h"
#include "repositories/BaselineRepository.h"
#include "storage/Schema.h"
#include "storage/SqliteStorage.h"
#include "storage/StorageFactory.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QUrl>
#include <QtTest>

using namespace gatebench;

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

/// `typeof(column)` and the value of one row, read through a separate plain connection, as the
/// sqlite3 shell would: "null", "text", "real"... and the text as stored.
std::pair<QString, QString> stored(const QString& path, const QString& table, const QString& column,
                                   const QString& where)
{
    std::pair<QString, QString> result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("typeof"));
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(QStringLiteral("SELECT typeof(%2), quote(%2) FROM %1 WHERE %3").arg(table, column, where)) &&
                query.next())
                result = {query.value(0).toString(), query.value(1).toString()};
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("typeof"));
    return result;
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

class TestStorage : public QObject {
    Q_OBJECT

private slots:
    // A schema step this build does not know is an error, never an upgrade that silently succeeds.
    void unknownUpgradeStepIsAnError()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.gatebench"));
        auto r = SqliteStorage::createAtVersion(path, schema::currentVersion() + 1);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.contains(QString::number(schema::currentVersion() + 1)));
    }

    // One factory opens an evaluation by location: a path or a file: URL; a server URL is refused.
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
        auto server =
            storageFactory::open(QStringLiteral("postgresql://db.example/eval"), storageFactory::Access::ReadOnly);
        QVERIFY(!server.ok());
        QCOMPARE(server.error().kind, Error::Kind::BadInput);
    }

    void createsCurrentSchema()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.gatebench"));
        {
            auto storage = SqliteStorage::create(path);
            QVERIFY2(storage.ok(), qPrintable(storage.ok() ? QString() : storage.error().message));
            QCOMPARE((*storage)->schemaVersion(), schema::currentVersion());
            for (const char* table :
                 {"workspace_settings", "candidates", "criteria", "assessments", "bonus_scores", "evidence_files",
                  "poc_scenarios", "poc_runs", "baseline_jobs", "gpu_inventory", "tco_lines", "tco_scenarios",
                  "decision_record", "reviewers", "audit_log", "mapping_presets", "imports", "import_rejections"})
                QVERIFY2((*storage)->tables().contains(QLatin1String(table)), table);
            QCOMPARE((*storage)->keyColumns(QStringLiteral("assessments")),
                     QStringList({QStringLiteral("candidate_id"), QStringLiteral("criterion_id")}));
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
    }

    void enforcesConstraints()
    {
        QTemporaryDir dir;
        auto storage = SqliteStorage::create(dir.filePath(QStringLiteral("c.gatebench")));
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
        // The audit log is append-only.
        QVERIFY(
            s.insert(QStringLiteral("audit_log"), {{QStringLiteral("at_utc"), QStringLiteral("2026-11-30T00:00:00Z")},
                                                   {QStringLiteral("actor"), QStringLiteral("t")},
                                                   {QStringLiteral("action"), QStringLiteral("note")},
                                                   {QStringLiteral("entity"), QStringLiteral("settings")}})
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
        auto storage = SqliteStorage::create(path);
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
    void bulkUpdateExpectsWhatItReplaces()
    {
        QTemporaryDir dir;
        auto storage = SqliteStorage::create(dir.filePath(QStringLiteral("b.gatebench")));
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
        options.path = path;
        options.language = QStringLiteral("en");
        QVERIFY(createWorkspaceFile(options).ok());
        const QString bonus = QStringLiteral("bonus-experience");
        const QString deferred = QStringLiteral("deferred-multicloud-migration");
        const QString gate = QStringLiteral("gate-data-boundary");
        {
            // The weight of a bonus criterion and the review date of a deferred one, NULL to start with.
            auto storage = SqliteStorage::open(path, SqliteStorage::Mode::ReadWrite);
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
        auto opened = Workspace::open(path);
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

    void transactionRollsBack()
    {
        QTemporaryDir dir;
        auto storage = SqliteStorage::create(dir.filePath(QStringLiteral("t.gatebench")));
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

    void upgradesOlderFileAfterBackup()
    {
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

    /// Version 10 keeps the top losses in both languages: a file of version 8 holds them in the
    /// evaluation's language only, and the upgrade puts them in that language's columns.
    void upgradesTopLossesIntoTheirLanguage()
    {
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

    void refusesNewerVersion()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("new.gatebench"));
        QVERIFY(SqliteStorage::createAtVersion(path, 1).ok());
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bump"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version=%1").arg(schema::currentVersion() + 7));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("bump"));
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
