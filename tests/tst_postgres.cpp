// An evaluation on a PostgreSQL server (issue 31, part 1): the server back end against the file's on a
// throwaway cluster (tests/support/PostgresCluster.h). The schema holds the same tables, columns and keys
// as a file's; a text sorts as in SQLite whatever the server's collation; the demo copied file -> server
// -> file gives the same command outputs, report fingerprint and verification, on the server too; an
// import is all or nothing and undone, a sealed round's scores counted, as on a file; a wrong name, an
// unreachable server or a missing password is a clear message, and no password is ever kept.
// Skipped when PostgreSQL cannot start here, unless GATEBENCH_REQUIRE_POSTGRES=1 (CI), which fails instead.
#include "ImportPipeline.h"
#include "JobImport.h"
#include "TestSupport.h"
#include "mapping/ColumnMapping.h"
#include "repositories/BaselineRepository.h"
#include "repositories/TcoRepository.h"
#include "storage/CellBatch.h"
#include "storage/PostgresStorage.h"
#include "storage/Schema.h"
#include "storage/SqliteStorage.h"
#include "storage/Storage.h"
#include "storage/StorageFactory.h"
#include "support/PostgresCluster.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QUrlQuery>
#include <QtTest>

#include <algorithm>

using namespace gatebench;
using namespace gatebench::testing;

namespace {

const QString kExe = QStringLiteral(GATEBENCH_EXECUTABLE);

Run cli(const QStringList& arguments)
{
    return runProgram(kExe, arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
}

/// `command LOCATION --json`'s output, or the error.
QByteArray jsonOf(const QString& command, const QString& location)
{
    const Run run = cli({command, location, QStringLiteral("--json")});
    if (run.code != 0)
        return QByteArray("exit ") + QByteArray::number(run.code) + ": " + run.err;
    return run.out;
}

/// `json` without what depends on the moment it was written: times of day and the audit chain's head
/// (whose entries hold those times).
QString timeless(const QByteArray& json)
{
    static const QRegularExpression time(QStringLiteral("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d[^\"]*"));
    static const QRegularExpression head(QStringLiteral("\"chain_head\": \"[^\"]*\""));
    return QString::fromUtf8(json).replace(time, QStringLiteral("TIME")).replace(head, QStringLiteral("HEAD"));
}

/// Every row of `table` in key order, each value with its type (NULL apart from an empty text).
QStringList rowsOf(const Storage& storage, const QString& table)
{
    QStringList out;
    auto r = storage.scan(table, storage.columns(table), [&](const QVariantList& values) {
        QStringList cells;
        for (const QVariant& value : values) {
            if (!value.isValid() || value.isNull())
                cells.append(QStringLiteral("NULL"));
            else if (value.typeId() == QMetaType::QByteArray)
                cells.append(QStringLiteral("bytes:") + QString::fromLatin1(value.toByteArray().toHex()));
            else
                cells.append(QString::fromLatin1(value.typeName()) + u':' + value.toString());
        }
        out.append(cells.join(QStringLiteral(" | ")));
        return true;
    });
    if (!r)
        qFatal("%s", qPrintable(r.error().message));
    return out;
}

/// Awkward texts for COPY's text format: its delimiter, line ends, escape character and NULL marker,
/// 4-byte UTF-8 and a text larger than one of its chunks.
QStringList awkwardTexts()
{
    return {QStringLiteral("tab\there"),
            QStringLiteral("line\nbreak"),
            QStringLiteral("carriage\rreturn\r\n"),
            QStringLiteral("back\\slash\\"),
            QStringLiteral("\\N"),
            QStringLiteral("\\."),
            QStringLiteral("."),
            QString(),
            QStringLiteral(""),
            QStringLiteral("评分副本 \U0001F600 \U00020BB7"),
            QStringLiteral("\\t\\n|,;\"'"),
            QString(3 * 1024 * 1024 / 4, u'\\') + QStringLiteral("x\ty\n").repeated(100000)};
}

} // namespace

class TestPostgres : public QObject {
    Q_OBJECT

    std::unique_ptr<test::PostgresCluster> m_cluster;
    QTemporaryDir m_dir;
    QString m_demo;
    int m_names = 0;

    QString name(const QString& prefix) { return prefix + QString::number(++m_names); }
    QString file(const QString& name) const { return m_dir.filePath(name + QStringLiteral(".gatebench")); }

    /// A CSV of `rows` requirements bulk-0, bulk-1 ... titled "WORD N" (NAME-WORD.csv): every one a
    /// gate, or with `mixed` the three tiers in turn and a weight on each bonus row.
    QString requirementsCsv(const QString& name, const char* word, int rows, bool mixed) const
    {
        const QString path = m_dir.filePath(QStringLiteral("%1-%2.csv").arg(name, QLatin1String(word)));
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        out.write(mixed ? "id,tier,title,weight\n" : "id,tier,title\n");
        static const char* const tiers[] = {"gate", "bonus", "deferred"};
        for (int i = 0; i < rows; ++i) {
            QByteArray line = "bulk-" + QByteArray::number(i) + ',' + (mixed ? tiers[i % 3] : "gate") + ',' + word +
                              ' ' + QByteArray::number(i);
            if (mixed)
                line += ',' + (i % 3 == 1 ? QByteArray::number(i % 5 + 1) : QByteArray());
            out.write(line + '\n');
        }
        return path;
    }

    /// A new evaluation at `location` (a server's address or a file), made with the command line as a
    /// user makes one, then opened for writing; none, with `why`, when either fails.
    static std::unique_ptr<Workspace> newEvaluation(const QString& location, QString& why)
    {
        const Run made = cli({QStringLiteral("new"), location});
        if (made.code != 0) {
            why = QString::fromUtf8(made.err);
            return nullptr;
        }
        auto opened = Workspace::open(location, Workspace::Access::ReadWrite);
        if (!opened) {
            why = opened.error().message;
            return nullptr;
        }
        return *std::move(opened);
    }

    /// The demo copied to a new evaluation on the server; its location.
    QString demoOnServer()
    {
        const QString uri = m_cluster->uri(name(QStringLiteral("demo")));
        const Run run = cli({QStringLiteral("copy"), m_demo, uri});
        if (run.code != 0)
            qFatal("copy to the server failed: %s", run.err.constData());
        return uri;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        GATEBENCH_START_CLUSTER(m_cluster);
        m_demo = file(QStringLiteral("demo"));
        const Run run = cli({QStringLiteral("new"), m_demo, QStringLiteral("--demo")});
        QVERIFY2(run.code == 0, run.err.constData());
    }

    void cleanupTestCase() { m_cluster.reset(); }

    // The same tables, columns in the same order, keys and foreign keys as a new file, at the same
    // schema version; what is written comes back with the same values and types.
    void schemaAndValuesAsInAFile()
    {
        auto server = storageFactory::create(m_cluster->uri(QStringLiteral("schema_check")));
        QVERIFY2(server.ok(), server ? "" : qPrintable(server.error().message));
        auto local = storageFactory::create(file(QStringLiteral("schema-check")));
        QVERIFY(local.ok());
        Storage& pg = **server;
        Storage& lite = **local;
        QCOMPARE(pg.schemaVersion(), schema::currentVersion());
        QCOMPARE(pg.tables(), lite.tables());
        for (const QString& table : lite.tables()) {
            QCOMPARE(pg.columns(table), lite.columns(table));
            QCOMPARE(pg.keyColumns(table), lite.keyColumns(table));
            const auto links = [](const QList<ChildLink>& list) {
                QStringList out;
                for (const ChildLink& l : list)
                    out.append(QStringLiteral("%1(%2)->(%3)%4")
                                   .arg(l.table, l.childColumns.join(u','), l.parentColumns.join(u','))
                                   .arg(l.cascade ? QStringLiteral(" cascade") : QString()));
                out.sort();
                return out;
            };
            QCOMPARE(links(pg.children(table)), links(lite.children(table)));
        }
        // Values and their types: integers, doubles (exactly), texts empty and null, bytes, booleans.
        for (Storage* storage : {&pg, &lite}) {
            QVERIFY(storage
                        ->insert(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("c1")},
                                                                {QStringLiteral("name_en"), QStringLiteral("")},
                                                                {QStringLiteral("in_poc"), true}})
                        .ok());
            QVERIFY(storage
                        ->insert(QStringLiteral("criteria"), {{QStringLiteral("id"), QStringLiteral("k1")},
                                                              {QStringLiteral("tier"), QStringLiteral("bonus")},
                                                              {QStringLiteral("weight"), 0.1 + 0.2},
                                                              {QStringLiteral("review_date"), QString()}})
                        .ok());
            auto id = storage->insert(QStringLiteral("evidence_files"),
                                      {{QStringLiteral("candidate_id"), QStringLiteral("c1")},
                                       {QStringLiteral("criterion_id"), QStringLiteral("k1")},
                                       {QStringLiteral("file_name"), QStringLiteral("証拠.bin")},
                                       {QStringLiteral("size_bytes"), 3},
                                       {QStringLiteral("sha256"), QStringLiteral("x")},
                                       {QStringLiteral("content"), QByteArray("\0\x01\xff", 3)}});
            QVERIFY2(id.ok(), id ? "" : qPrintable(id.error().message));
            QCOMPARE(*id, qint64(1));
        }
        for (const QString& table :
             {QStringLiteral("candidates"), QStringLiteral("criteria"), QStringLiteral("evidence_files")}) {
            auto a = pg.select(table);
            auto b = lite.select(table);
            QVERIFY(a.ok() && b.ok());
            QCOMPARE(a->size(), b->size());
            for (qsizetype i = 0; i < a->size(); ++i) {
                for (const QString& column : lite.columns(table)) {
                    const QVariant x = a->at(i).value(column);
                    const QVariant y = b->at(i).value(column);
                    QVERIFY2(x == y && x.typeId() == y.typeId() && x.isValid() == y.isValid(),
                             qPrintable(QStringLiteral("%1.%2: %3 (%4) on the server, %5 (%6) in the file")
                                            .arg(table, column, x.toString(), QString::fromLatin1(x.typeName()),
                                                 y.toString(), QString::fromLatin1(y.typeName()))));
                }
            }
        }
        // Every row of every table, but each evaluation's own random identity.
        for (Storage* storage : {&pg, &lite})
            QVERIFY(storage->remove(QStringLiteral("workspace_settings"), {}).ok());
        QCOMPARE(testing::tableContents(pg), testing::tableContents(lite));
        QVERIFY(!pg.location().contains(QLatin1String("password")));
    }

    // Text keys sort byte by byte (COLLATE "C"), as SQLite sorts them, although the server's own
    // collation (ICU's en-US here) puts "a" before "B".
    void textSortsAsInSqlite()
    {
        auto server = storageFactory::create(m_cluster->uri(QStringLiteral("sorting")));
        QVERIFY(server.ok());
        auto local = storageFactory::create(file(QStringLiteral("sorting")));
        QVERIFY(local.ok());
        const QStringList ids{QStringLiteral("b"),  QStringLiteral("B"), QStringLiteral("a"),   QStringLiteral("_x"),
                              QStringLiteral("é"),  QStringLiteral("Z"), QStringLiteral("a b"), QStringLiteral("ab"),
                              QStringLiteral("中"), QStringLiteral("A")};
        for (Storage* storage : {&**server, &**local}) {
            for (const QString& id : ids)
                QVERIFY(storage->insert(QStringLiteral("teams"), {{QStringLiteral("id"), id}}).ok());
        }
        const auto order = [](const Storage& storage) {
            QStringList out;
            for (const Row& row : *storage.select(QStringLiteral("teams")))
                out.append(row.value(QStringLiteral("id")).toString());
            return out;
        };
        QCOMPARE(order(**server), order(**local));
        QCOMPARE(order(**server).first(), QStringLiteral("A"));
        auto a = (*server)->distinct(QStringLiteral("teams"), QStringLiteral("id"));
        auto b = (*local)->distinct(QStringLiteral("teams"), QStringLiteral("id"));
        QVERIFY(a.ok() && b.ok());
        QCOMPARE(*a, *b);
        // The server's own order is another one: without COLLATE "C" this test would fail.
        const QString serverOrder = m_cluster->psql(
            QStringLiteral("SELECT string_agg(id, ',' ORDER BY id COLLATE \"default\") FROM sorting.teams"));
        QVERIFY2(serverOrder != order(**local).join(u','), qPrintable(serverOrder));
    }

    // file -> server -> file: the same command outputs, on the copy and on the server itself.
    void demoRoundTrip()
    {
        const QString uri = demoOnServer();
        const QString back = file(QStringLiteral("back"));
        Run run = cli({QStringLiteral("copy"), uri, back});
        QVERIFY2(run.code == 0, run.err.constData());
        for (const QString& command : {QStringLiteral("info"), QStringLiteral("decide"), QStringLiteral("baseline"),
                                       QStringLiteral("tco"), QStringLiteral("committee")}) {
            const QByteArray original = jsonOf(command, m_demo);
            QVERIFY2(original.startsWith('{') || original.startsWith('['), original.constData());
            QCOMPARE(jsonOf(command, uri), original);
            QCOMPARE(jsonOf(command, back), original);
        }
        // The report's fingerprint and the audit chain's head.
        const QRegularExpression fingerprint(QStringLiteral("fingerprint ([0-9a-f]+), audit chain head ([^)]+)\\)"));
        QStringList prints;
        for (const QString& location : {m_demo, uri, back}) {
            run = cli({QStringLiteral("report"), location, QStringLiteral("-o"),
                       m_dir.filePath(name(QStringLiteral("report")) + QStringLiteral(".pdf")),
                       QStringLiteral("--date"), QStringLiteral("2026-11-30")});
            QVERIFY2(run.code == 0, run.err.constData());
            const auto match = fingerprint.match(QString::fromUtf8(run.out));
            QVERIFY2(match.hasMatch(), run.out.constData());
            prints.append(match.captured(1) + u' ' + match.captured(2));
        }
        QCOMPARE(prints.at(1), prints.at(0));
        QCOMPARE(prints.at(2), prints.at(0));
        // verify: the same verdict and the same chain, evidence and expectations.
        for (const QString& location : {m_demo, uri, back}) {
            run = cli({QStringLiteral("verify"), location, QStringLiteral("--json")});
            QVERIFY2(run.code == 0, (location + QStringLiteral(": ") + QString::fromUtf8(run.err + run.out)).toUtf8());
        }
        // A copy of the copy is refused over an evaluation, and replaces it with --force.
        run = cli({QStringLiteral("copy"), back, uri});
        QCOMPARE(run.code, 1);
        QVERIFY2(run.err.contains("--force"), run.err.constData());
        run = cli({QStringLiteral("copy"), back, uri, QStringLiteral("--force")});
        QVERIFY2(run.code == 0, run.err.constData());
        QCOMPARE(jsonOf(QStringLiteral("info"), uri), jsonOf(QStringLiteral("info"), m_demo));
    }

    // An evaluation upgraded past version 20 keeps its older audit entries without a chain hash, which
    // no new entry may lack: a copy takes them along, to the server and back to a file, both of which
    // still refuse such an entry from anyone else.
    void entriesFromBeforeTheChainCopied()
    {
        const QString old = file(name(QStringLiteral("old")));
        QVERIFY(SqliteStorage::createAtVersion(old, 19).ok());
        QCOMPARE(execSql(old, {"INSERT INTO audit_log (at_utc, actor, action, entity, entity_id) VALUES "
                               "('2025-01-01T00:00:00Z', 'Old Reviewer', 'create', 'candidate', 'c9')"}),
                 QString());
        {
            auto upgraded = storageFactory::open(old, storageFactory::Access::ReadWrite);
            QVERIFY2(upgraded.ok(), upgraded ? "" : qPrintable(upgraded.error().message));
            QCOMPARE((*upgraded)->schemaVersion(), schema::currentVersion());
        }
        const QString uri = m_cluster->uri(name(QStringLiteral("old")));
        const QString back = file(name(QStringLiteral("old-back")));
        Run run = cli({QStringLiteral("copy"), old, uri});
        QVERIFY2(run.code == 0, run.err.constData());
        run = cli({QStringLiteral("copy"), uri, back});
        QVERIFY2(run.code == 0, run.err.constData());
        const auto entries = [](const QString& location) {
            auto storage = storageFactory::open(location, storageFactory::Access::ReadOnly);
            if (!storage)
                return QList<Row>();
            return *(*storage)->select(QStringLiteral("audit_log"));
        };
        QCOMPARE(entries(old).size(), 1);
        QVERIFY(!entries(old).first().value(QStringLiteral("chain_hash")).isValid());
        QCOMPARE(entries(uri), entries(old));
        QCOMPARE(entries(back), entries(old));
        // The guard is back on both: a new entry without its hash is refused.
        for (const QString& location : {uri, back}) {
            auto storage = storageFactory::open(location, storageFactory::Access::ReadWrite);
            QVERIFY2(storage.ok(), storage ? "" : qPrintable(storage.error().message));
            auto refused = (*storage)->insert(QStringLiteral("audit_log"),
                                              {{QStringLiteral("at_utc"), QStringLiteral("2026-01-01T00:00:00Z")},
                                               {QStringLiteral("actor"), QStringLiteral("x")},
                                               {QStringLiteral("action"), QStringLiteral("create")},
                                               {QStringLiteral("entity"), QStringLiteral("candidate")}});
            QVERIFY(!refused.ok());
            QVERIFY2(refused.error().message.contains(QLatin1String("chain hash")),
                     qPrintable(refused.error().message));
        }
        run = cli({QStringLiteral("verify"), back});
        QVERIFY2(run.code == 0, QByteArray(run.out + run.err).constData());
    }

    // The demo made on the server itself is the demo made in a file: every row, so every output.
    void demoMadeOnTheServer()
    {
        const QString uri = m_cluster->uri(name(QStringLiteral("made")));
        Run run = cli({QStringLiteral("new"), uri, QStringLiteral("--demo")});
        QVERIFY2(run.code == 0, run.err.constData());
        for (const QString& command : {QStringLiteral("info"), QStringLiteral("decide"), QStringLiteral("baseline"),
                                       QStringLiteral("tco"), QStringLiteral("committee")})
            QCOMPARE(jsonOf(command, uri), jsonOf(command, m_demo));
        auto server = storageFactory::open(uri, storageFactory::Access::ReadOnly);
        auto local = storageFactory::open(m_demo, storageFactory::Access::ReadOnly);
        QVERIFY(server.ok() && local.ok());
        QCOMPARE(testing::tableContents(**server), testing::tableContents(**local));
        // Made again only with --force.
        run = cli({QStringLiteral("new"), uri, QStringLiteral("--demo")});
        QCOMPARE(run.code, 1);
        run = cli({QStringLiteral("new"), uri, QStringLiteral("--empty"), QStringLiteral("--force")});
        QVERIFY2(run.code == 0, run.err.constData());
    }

    // An import is all or nothing on the server as in a file; undo takes it back whole; redo again.
    void importRefusedUndoneAndRedone()
    {
        const QString uri = demoOnServer();
        auto opened = Workspace::open(uri, Workspace::Access::ReadWrite);
        QVERIFY2(opened.ok(), opened ? "" : qPrintable(opened.error().message));
        Workspace& w = **opened;
        const QByteArray before = testing::tableContents(w.queries().rows(), false);
        ImportRequest bad;
        bad.kind = QStringLiteral("tco");
        bad.inputs = {QStringLiteral(GATEBENCH_TEST_DATA "/tco-import/bad-rows.csv")};
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        (void)runImport(w, bad, &committed);
        QVERIFY(!committed.ok());
        QCOMPARE(testing::tableContents(w.queries().rows(), false), before);

        ImportRequest good;
        good.kind = QStringLiteral("tco");
        good.inputs = {QStringLiteral(GATEBENCH_TEST_DATA "/tco-import/finance.csv")};
        good.preset = MappingPreset::builtIn(QStringLiteral("tco"), QStringLiteral("finance"));
        good.fieldDefaults = {{QStringLiteral("candidate"), QStringLiteral("runai")}};
        (void)runImport(w, good, &committed);
        QVERIFY2(committed.ok(), committed ? "" : qPrintable(committed.error().message));
        auto lines = TcoRepository(w.queries().rows()).lines();
        QVERIFY(lines.ok());
        QCOMPARE(lines->size(), 37);
        QVERIFY(w.undo().ok());
        QCOMPARE(testing::tableContents(w.queries().rows(), false), before);
        QVERIFY(w.redo().ok());
        QCOMPARE(TcoRepository(w.queries().rows()).lines()->size(), 37);
    }

    // A re-import that changes every requirement's title (issue 31: the changed rows of a set checked,
    // kept for undo and written by a few statements on the server, BulkWriter::updateRows, rather than
    // one UPDATE a row): the same rows and the same import entry as on a file, and undo and redo bring
    // back exactly the rows before and after, on the server as on the file.
    void reimportUndoneAndRedoneAsInAFile()
    {
        // Two sets of changes (4,096 a set) and the spool's temporary file (past 4,096 changes).
        constexpr int rows = 5000;
        const QString added = requirementsCsv(QStringLiteral("reimport"), "Bulk", rows, true);
        const QString changed = requirementsCsv(QStringLiteral("reimport"), "Changed", rows, true);
        const QString uri = m_cluster->uri(name(QStringLiteral("reimport")));
        const QString path = file(name(QStringLiteral("reimport")));
        QHash<QString, QStringList> criteria;
        for (const QString& location : {uri, path}) {
            QString why;
            const auto opened = newEvaluation(location, why);
            QVERIFY2(opened, qPrintable(why));
            Workspace& w = *opened;
            const QByteArray empty = testing::tableContents(w.queries().rows(), false);
            ImportRequest request;
            request.kind = QStringLiteral("criteria");
            request.inputs = {added};
            Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
            (void)runImport(w, request, &committed);
            QVERIFY2(committed.ok(), committed ? "" : qPrintable(committed.error().message));
            const QByteArray first = testing::tableContents(w.queries().rows(), false);
            request.inputs = {changed};
            (void)runImport(w, request, &committed);
            QVERIFY2(committed.ok(), committed ? "" : qPrintable(committed.error().message));
            const QByteArray second = testing::tableContents(w.queries().rows(), false);
            QVERIFY(second != first);
            criteria[location] = rowsOf(w.queries().rows(), QStringLiteral("criteria"));
            QCOMPARE(criteria[location].filter(QStringLiteral("Changed ")).size(), rows);

            QVERIFY(w.undo().ok());
            QCOMPARE(testing::tableContents(w.queries().rows(), false), first);
            QVERIFY(w.undo().ok());
            QCOMPARE(testing::tableContents(w.queries().rows(), false), empty);
            QVERIFY(w.redo().ok());
            QCOMPARE(testing::tableContents(w.queries().rows(), false), first);
            QVERIFY(w.redo().ok());
            QCOMPARE(testing::tableContents(w.queries().rows(), false), second);
            // Once more, from the rows the redo kept.
            QVERIFY(w.undo().ok());
            QCOMPARE(testing::tableContents(w.queries().rows(), false), first);
            QVERIFY(w.redo().ok());
            QCOMPARE(testing::tableContents(w.queries().rows(), false), second);
            QCOMPARE(rowsOf(w.queries().rows(), QStringLiteral("criteria")), criteria[location]);
        }
        QCOMPARE(criteria[uri], criteria[path]);
        // The same audit: 5,000 added, then 5,000 changed (the first rows of each listed), undone and
        // redone twice.
        const QByteArray audit = jsonOf(QStringLiteral("audit"), path);
        QVERIFY2(audit.contains("\"changed_count\": 5000"), audit.constData());
        QCOMPARE(timeless(jsonOf(QStringLiteral("audit"), uri)), timeless(audit));
    }

    // A re-import over rows another writer changed or removed after the files were read is refused on
    // the server as on a file: the same message, naming the first such row in the import's order
    // (whichever set of changes it is in), and nothing written.
    void reimportOverAnotherWritersChangeRefusedAsInAFile()
    {
        constexpr int rows = 5000;
        const QString added = requirementsCsv(QStringLiteral("clash"), "Bulk", rows, false);
        const QString changed = requirementsCsv(QStringLiteral("clash"), "Changed", rows, false);
        const QString uri = m_cluster->uri(name(QStringLiteral("clash")));
        const QString path = file(name(QStringLiteral("clash")));
        QHash<QString, QStringList> messages;
        for (const QString& location : {uri, path}) {
            QString why;
            const auto opened = newEvaluation(location, why);
            QVERIFY2(opened, qPrintable(why));
            Workspace& w = *opened;
            ImportRequest request;
            request.kind = QStringLiteral("criteria");
            request.inputs = {added};
            Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
            (void)runImport(w, request, &committed);
            QVERIFY2(committed.ok(), committed ? "" : qPrintable(committed.error().message));
            request.inputs = {changed};
            auto context = ImportContext::load(w.queries().rows(), request);
            QVERIFY(context.ok());
            ImportProgress progress;
            const PreparedImport prepared = prepareImport(request, context.value(), progress);
            QVERIFY(prepared.acceptable());
            QCOMPARE(prepared.changes.size(), qsizetype(rows));
            auto other = storageFactory::open(location, storageFactory::Access::ReadWrite);
            QVERIFY2(other.ok(), other ? "" : qPrintable(other.error().message));
            const auto attempt = [&] {
                const QByteArray before = testing::tableContents(w.queries().rows(), false);
                const auto written = w.executeImport(prepared.changes, prepared.summary,
                                                     [](const QString&) { return QStringLiteral("import"); });
                QVERIFY(!written.ok());
                QCOMPARE(written.error().kind, Error::Kind::Conflict);
                messages[location].append(written.error().message);
                QCOMPARE(testing::tableContents(w.queries().rows(), false), before);
            };
            // Removed, in the second set: "no longer exists".
            QCOMPARE(
                *(*other)->remove(QStringLiteral("criteria"), {{QStringLiteral("id"), QStringLiteral("bulk-4500")}}),
                1);
            attempt();
            // Changed, in the first set, and before the removed one.
            QCOMPARE(*(*other)->update(QStringLiteral("criteria"), {{QStringLiteral("id"), QStringLiteral("bulk-100")}},
                                       {{QStringLiteral("title_en"), QStringLiteral("Meanwhile")}}),
                     1);
            attempt();
        }
        QCOMPARE(messages[uri], messages[path]);
        QCOMPARE(messages[path].size(), 2);
        QVERIFY2(messages[path].at(0).contains(QLatin1String("bulk-4500 no longer exists")),
                 qPrintable(messages[path].at(0)));
        QVERIFY2(messages[path].at(1).contains(QLatin1String("bulk-100 was changed by someone else")),
                 qPrintable(messages[path].at(1)));
    }

    // Bulk writes go through COPY on the server: every awkward value comes back exactly as it was
    // written, as from a file given the same rows (insertMany, insertCopied and insertCells alike).
    void copyRoundTripsAwkwardValues()
    {
        auto server = storageFactory::create(m_cluster->uri(QStringLiteral("copy_values")));
        QVERIFY2(server.ok(), server ? "" : qPrintable(server.error().message));
        auto local = storageFactory::create(file(QStringLiteral("copy-values")));
        QVERIFY(local.ok());
        const QStringList texts = awkwardTexts();
        const QStringList criteria{QStringLiteral("id"),         QStringLiteral("tier"),
                                   QStringLiteral("title_en"),   QStringLiteral("title_zh"),
                                   QStringLiteral("weight"),     QStringLiteral("review_date"),
                                   QStringLiteral("metric_rule")};
        const QList<double> weights{0.1 + 0.2, 1e-300, 123456789.125, 0.0, 5e300};
        const QByteArray bytes("\0\x01\\\t\n\r\xff\\N\x7f", 11);
        for (Storage* storage : {&**server, &**local}) {
            qsizetype i = 0;
            auto many = storage->insertMany(QStringLiteral("criteria"), criteria, [&](QVariantList& v) {
                if (i >= texts.size())
                    return false;
                const QString& text = texts.at(i);
                v = {QStringLiteral("m%1").arg(i),
                     QStringLiteral("gate"),
                     text.isNull() ? QStringLiteral("") : text,
                     texts.at(texts.size() - 1 - i).isNull() ? QStringLiteral("") : texts.at(texts.size() - 1 - i),
                     i % 3 == 2 ? QVariant() : QVariant(weights.at(i % weights.size())),
                     text,
                     text};
                ++i;
                return true;
            });
            QVERIFY2(many.ok(), many ? "" : qPrintable(many.error().message));
            QCOMPARE(*many, qint64(texts.size()));

            CellBatch cells(int(criteria.size()));
            for (qsizetype k = 0; k < texts.size(); ++k) {
                const QByteArray utf8 = texts.at(k).toUtf8();
                const std::string_view text(utf8.constData(), size_t(utf8.size()));
                const QByteArray id = "c" + QByteArray::number(k);
                cells.addText(std::string_view(id.constData(), size_t(id.size())));
                cells.addText("bonus");
                cells.addText(text);
                cells.addText(text);
                if (k % 3 == 1)
                    cells.addNull();
                else
                    cells.addReal(weights.at(k % weights.size()));
                if (texts.at(k).isNull())
                    cells.addNull();
                else
                    cells.addText(text);
                cells.addInteger(k - 3);
            }
            auto batch = storage->insertCells(QStringLiteral("criteria"), criteria, cells);
            QVERIFY2(batch.ok(), batch ? "" : qPrintable(batch.error().message));
            QCOMPARE(*batch, qint64(texts.size()));

            QVERIFY(storage->insert(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("c")}}).ok());
            qsizetype f = 0;
            auto files = storage->insertCopied(
                QStringLiteral("evidence_files"),
                {QStringLiteral("candidate_id"), QStringLiteral("criterion_id"), QStringLiteral("file_name"),
                 QStringLiteral("size_bytes"), QStringLiteral("sha256"), QStringLiteral("content")},
                [&](QVariantList& v) {
                    if (f >= 3)
                        return false;
                    const QByteArray content = f == 1 ? QByteArray("") : bytes.repeated(int(f) * 1000 + 1);
                    v = {QStringLiteral("c"), QStringLiteral("m%1").arg(f),
                         texts.at(f),         content.size(),
                         texts.at(3),         content};
                    ++f;
                    return true;
                });
            QVERIFY2(files.ok(), files ? "" : qPrintable(files.error().message));
            QCOMPARE(*files, qint64(3));
        }
        for (const QString& table : {QStringLiteral("criteria"), QStringLiteral("evidence_files")}) {
            const QStringList onServer = rowsOf(**server, table);
            const QStringList inFile = rowsOf(**local, table);
            QCOMPARE(onServer.size(), inFile.size());
            for (qsizetype i = 0; i < inFile.size(); ++i)
                QCOMPARE(onServer.at(i), inFile.at(i));
        }
        // Read back as written, not merely alike: the texts themselves, NULL apart from empty.
        auto rows = (*server)->select(QStringLiteral("criteria"), {{QStringLiteral("tier"), QStringLiteral("gate")}});
        QVERIFY(rows.ok());
        QCOMPARE(rows->size(), texts.size());
        for (const Row& row : *rows) {
            const int i = row.value(QStringLiteral("id")).toString().mid(1).toInt();
            const QVariant date = row.value(QStringLiteral("review_date"));
            QCOMPARE(date.isValid() && !date.isNull(), !texts.at(i).isNull());
            if (!texts.at(i).isNull())
                QCOMPARE(date.toString(), texts.at(i));
            QCOMPARE(row.value(QStringLiteral("metric_rule")).toString(), texts.at(i));
        }
        auto evidence = (*server)->select(QStringLiteral("evidence_files"));
        QVERIFY(evidence.ok());
        QCOMPARE(evidence->size(), 3);
        QCOMPARE(evidence->at(0).value(QStringLiteral("content")).toByteArray(), bytes);
        QCOMPARE(evidence->at(1).value(QStringLiteral("content")).toByteArray(), QByteArray(""));
        QCOMPARE(evidence->at(2).value(QStringLiteral("content")).toByteArray(), bytes.repeated(2001));
    }

    // A COPY refused part way (a key taken, a NULL where a value is needed) writes none of its rows and
    // names the row at fault; an import refused so leaves the evaluation exactly as it was.
    void failedCopyWritesNothing()
    {
        const QString uri = m_cluster->uri(QStringLiteral("copy_refused"));
        auto server = storageFactory::create(uri);
        QVERIFY2(server.ok(), server ? "" : qPrintable(server.error().message));
        Storage& pg = **server;
        QVERIFY(pg.insert(QStringLiteral("criteria"), {{QStringLiteral("id"), QStringLiteral("k5")},
                                                       {QStringLiteral("tier"), QStringLiteral("gate")}})
                    .ok());
        const QByteArray before = testing::tableContents(pg);
        const QStringList columns{QStringLiteral("id"), QStringLiteral("tier"), QStringLiteral("title_en")};
        int i = 0;
        auto many = pg.insertMany(QStringLiteral("criteria"), columns, [&](QVariantList& v) {
            if (i >= 20000)
                return false;
            ++i;
            v = {QStringLiteral("k%1").arg(i), QStringLiteral("gate"), QStringLiteral("tab\tline\n")};
            return true;
        });
        QVERIFY(!many.ok());
        QCOMPARE(many.error().kind, Error::Kind::Conflict);
        QVERIFY2(many.error().message.contains(QLatin1String("row 5 ")), qPrintable(many.error().message));
        QCOMPARE(testing::tableContents(pg), before);

        CellBatch cells(int(columns.size()));
        for (int k = 100; k < 200; ++k) {
            const QByteArray id = "k" + QByteArray::number(k);
            cells.addText(std::string_view(id.constData(), size_t(id.size())));
            cells.addText("gate");
            if (k == 150)
                cells.addNull();
            else
                cells.addText("x");
        }
        auto batch = pg.insertCells(QStringLiteral("criteria"), columns, cells);
        QVERIFY(!batch.ok());
        QCOMPARE(batch.error().kind, Error::Kind::Usage);
        QCOMPARE(testing::tableContents(pg), before);

        // Inside one transaction (an import's): the rows written before the refused COPY go too.
        auto r = pg.transaction([&]() -> Result<void> {
            int j = 0;
            auto first = pg.insertMany(QStringLiteral("criteria"), columns, [&](QVariantList& v) {
                if (j >= 1000)
                    return false;
                ++j;
                v = {QStringLiteral("t%1").arg(j), QStringLiteral("gate"), QString()};
                v[2] = QStringLiteral("");
                return true;
            });
            if (!first)
                return first.error();
            j = 0;
            auto second = pg.insertMany(QStringLiteral("criteria"), columns, [&](QVariantList& v) {
                if (j >= 1000)
                    return false;
                ++j;
                v = {QStringLiteral("u%1").arg(j), j == 700 ? QStringLiteral("no such tier") : QStringLiteral("gate"),
                     QStringLiteral("")};
                return true;
            });
            if (!second)
                return second.error();
            return {};
        });
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.contains(QLatin1String("row 700 ")), qPrintable(r.error().message));
        QCOMPARE(testing::tableContents(pg), before);
        QCOMPARE(*pg.count(QStringLiteral("criteria")), qint64(1));
    }

    // A job import into the server stores the same rows as the same import into a file, and gives the
    // same baseline.
    void jobImportAsInAFile()
    {
        const QString uri = m_cluster->uri(name(QStringLiteral("jobs")));
        const QString path = file(QStringLiteral("jobs"));
        const QStringList logs{QStringLiteral(GATEBENCH_TEST_DATA "/jobimport/good.txt"),
                               QStringLiteral(GATEBENCH_TEST_DATA "/sacct/dst-berlin.txt"),
                               QStringLiteral(GATEBENCH_TEST_DATA "/sacct/folding.txt"),
                               QStringLiteral(GATEBENCH_TEST_DATA "/sacct/pending-cancelled.txt")};
        for (const QString& location : {uri, path}) {
            Run run = cli({QStringLiteral("new"), location, QStringLiteral("--empty"), QStringLiteral("--tz"),
                           QStringLiteral("UTC")});
            QVERIFY2(run.code == 0, run.err.constData());
            for (const QString& log : logs) {
                run = cli({QStringLiteral("import"), location, QStringLiteral("--kind"), QStringLiteral("jobs"),
                           QStringLiteral("--format"), QStringLiteral("sacct"), log, QStringLiteral("--tz"),
                           QStringLiteral("Asia/Shanghai")});
                QVERIFY2(run.code == 0, run.err.constData());
            }
        }
        const QByteArray baseline = jsonOf(QStringLiteral("baseline"), path);
        QVERIFY2(baseline.startsWith('{'), baseline.constData());
        QCOMPARE(timeless(jsonOf(QStringLiteral("baseline"), uri)), timeless(baseline));
        auto server = storageFactory::open(uri, storageFactory::Access::ReadOnly);
        QVERIFY2(server.ok(), server ? "" : qPrintable(server.error().message));
        auto local = storageFactory::open(path, storageFactory::Access::ReadOnly);
        QVERIFY(local.ok());
        const QStringList onServer = rowsOf(**server, QStringLiteral("baseline_jobs"));
        const QStringList inFile = rowsOf(**local, QStringLiteral("baseline_jobs"));
        QVERIFY(inFile.size() > 10);
        QCOMPARE(onServer, inFile);
    }

    // A job import over an earlier one marks the stored records it replaces (issue 31: one statement
    // for many, Storage::updateEach, rather than one UPDATE a row): the same stored rows on the server
    // as in a file; undo shows the earlier jobs again and redo the later ones, as in a file.
    void jobReimportReplacesAsInAFile()
    {
        const QString dedupe = QStringLiteral(GATEBENCH_TEST_DATA "/jobdedupe");
        const QString uri = m_cluster->uri(name(QStringLiteral("rejobs")));
        const QString path = file(name(QStringLiteral("rejobs")));
        QHash<QString, QList<QStringList>> stored;
        for (const QString& location : {uri, path}) {
            Run run = cli({QStringLiteral("new"), location, QStringLiteral("--empty"), QStringLiteral("--tz"),
                           QStringLiteral("UTC")});
            QVERIFY2(run.code == 0, run.err.constData());
            run = cli({QStringLiteral("import"), location, QStringLiteral("--kind"), QStringLiteral("jobs"),
                       QStringLiteral("--format"), QStringLiteral("sacct"), dedupe + QStringLiteral("/week1.sacct")});
            QVERIFY2(run.code == 0, run.err.constData());
            auto opened = Workspace::open(location, Workspace::Access::ReadWrite);
            QVERIFY2(opened.ok(), opened ? "" : qPrintable(opened.error().message));
            Workspace& w = **opened;
            const auto jobs = [&] { return BaselineRepository(w.queries().rows()).countJobs({}).value(); };
            QCOMPARE(jobs(), qint64(5));
            stored[location].append(rowsOf(w.queries().rows(), QStringLiteral("baseline_jobs")));
            JobImportRequest request;
            request.inputs = {dedupe + QStringLiteral("/week2.sacct")};
            JobImportProgress progress;
            auto result = importJobsAt(location, request, progress);
            QVERIFY2(result.ok() && result->written(), result ? "not written" : qPrintable(result.error().message));
            adoptJobImport(w, *result);
            // Week 2 updates 3003 and 3004: week 1's records of them are kept, marked replaced.
            QCOMPARE(jobs(), qint64(7));
            QCOMPARE(*w.queries().rows().count(QStringLiteral("baseline_jobs")), qint64(9));
            QCOMPARE(*w.queries().rows().count(QStringLiteral("baseline_jobs"),
                                               {{QStringLiteral("replaced_by"), QVariant()}}),
                     qint64(7));
            stored[location].append(rowsOf(w.queries().rows(), QStringLiteral("baseline_jobs")));
            QVERIFY(w.undo().ok());
            QCOMPARE(jobs(), qint64(5));
            QVERIFY(w.redo().ok());
            QCOMPARE(jobs(), qint64(7));
            stored[location].append(rowsOf(w.queries().rows(), QStringLiteral("baseline_jobs")));
        }
        QCOMPARE(stored[uri], stored[path]);
    }

    // A sealed round: each member's scores, counted per member, as on a file.
    void sealedRoundAsInAFile()
    {
        const QString uri = demoOnServer();
        const QString local = file(name(QStringLiteral("round")));
        QVERIFY(QFile::copy(m_demo, local));
        QStringList outputs;
        const QStringList chair{QStringLiteral("--as-member"), QStringLiteral("r1")};
        for (const QString& location : {local, uri}) {
            Run run = cli(QStringList{QStringLiteral("round"), QStringLiteral("open"), location} + chair);
            QVERIFY2(run.code == 0, run.err.constData());
            run = cli({QStringLiteral("score"), location, QStringLiteral("--member"), QStringLiteral("r2"),
                       QStringLiteral("--candidate"), QStringLiteral("runai"), QStringLiteral("--criterion"),
                       QStringLiteral("bonus-experience"), QStringLiteral("--score"), QStringLiteral("3.5"),
                       QStringLiteral("--note"), QStringLiteral("sealed until revealed")});
            QVERIFY2(run.code == 0, run.err.constData());
            // The chair reads the round sealed: r2's progress, not r2's score.
            run = cli(QStringList{QStringLiteral("committee"), location, QStringLiteral("--json")} + chair);
            QVERIFY2(run.code == 0, run.err.constData());
            QVERIFY(!run.out.contains("sealed until revealed"));
            outputs.append(timeless(run.out));
            run =
                cli(QStringList{QStringLiteral("round"), QStringLiteral("status"), location, QStringLiteral("--json")} +
                    chair);
            QVERIFY2(run.code == 0, run.err.constData());
            outputs.append(timeless(run.out));
        }
        QCOMPARE(outputs.at(2), outputs.at(0));
        QCOMPARE(outputs.at(3), outputs.at(1));
        QVERIFY(outputs.at(1).contains(QLatin1String("\"r2\"")));
    }

    // What goes wrong is said, never a crash; a password is never taken, kept or shown.
    void clearMessages()
    {
        const QString demo = demoOnServer();
        // A name that cannot be an evaluation's.
        auto opened =
            storageFactory::open(m_cluster->uri(QStringLiteral("Bad-Name")), storageFactory::Access::ReadOnly);
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().kind, Error::Kind::BadInput);
        QVERIFY2(opened.error().message.contains(QLatin1String("lowercase")), qPrintable(opened.error().message));
        // An evaluation that is not there: the ones that are are named.
        opened = storageFactory::open(m_cluster->uri(QStringLiteral("nothere")), storageFactory::Access::ReadOnly);
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().kind, Error::Kind::BadInput);
        QVERIFY2(opened.error().message.contains(QUrlQuery(QUrl(demo)).queryItemValue(QStringLiteral("evaluation"))),
                 qPrintable(opened.error().message));
        // No server there.
        Run run = cli({QStringLiteral("info"), QStringLiteral("postgresql://gatebench@127.0.0.1:1/x?evaluation=a")});
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains("Cannot connect"), run.err.constData());
        // A password in the location is refused, and not repeated.
        for (const QString& location :
             {QStringLiteral("postgresql://gatebench:hunter2@127.0.0.1:%1/gatebench_test?evaluation=a")
                  .arg(m_cluster->port()),
              QStringLiteral("postgresql://gatebench@127.0.0.1:%1/gatebench_test?evaluation=a&password=hunter2")
                  .arg(m_cluster->port())}) {
            run = cli({QStringLiteral("info"), location});
            QCOMPARE(run.code, 1);
            QVERIFY2(run.err.contains("pgpass"), run.err.constData());
            QVERIFY(!run.err.contains("hunter2") && !run.out.contains("hunter2"));
        }
        // A login that needs a password, without one: where to put it.
        const QString secret = m_cluster->uri(QUrlQuery(QUrl(demo)).queryItemValue(QStringLiteral("evaluation")),
                                              QStringLiteral("secret"));
        const QString none = m_dir.filePath(QStringLiteral("no-pgpass"));
        run = runProgram(kExe, {QStringLiteral("info"), secret, QStringLiteral("--lang"), QStringLiteral("en")},
                         {QStringLiteral("PGPASSFILE=") + none});
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains("password") && run.err.contains(".pgpass"), run.err.constData());
        // With the password in a password file, it connects (and reads what it was granted).
        const QString evaluation = QUrlQuery(QUrl(demo)).queryItemValue(QStringLiteral("evaluation"));
        bool ok = false;
        m_cluster->psql(QStringLiteral("GRANT USAGE ON SCHEMA %1 TO secret; GRANT SELECT ON ALL TABLES IN SCHEMA %1 TO "
                                       "secret")
                            .arg(evaluation),
                        &ok);
        QVERIFY(ok);
        const QString passFile = m_dir.filePath(QStringLiteral("pgpass"));
        writeFile(passFile, QStringLiteral("127.0.0.1:%1:*:secret:secret-password\n").arg(m_cluster->port()).toUtf8());
        QFile::setPermissions(passFile, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        run = runProgram(
            kExe,
            {QStringLiteral("info"), secret, QStringLiteral("--json"), QStringLiteral("--lang"), QStringLiteral("en")},
            {QStringLiteral("PGPASSFILE=") + passFile});
        QVERIFY2(run.code == 0, run.err.constData());
        QCOMPARE(run.out, jsonOf(QStringLiteral("info"), m_demo));
        // The location an opening keeps never holds a password.
        auto storage = storageFactory::open(demo, storageFactory::Access::ReadOnly);
        QVERIFY(storage.ok());
        QCOMPARE((*storage)->location(), demo);
    }

    // A schema changed behind GateBench's back is refused, and verify says what differs.
    void foreignSchemaRefused()
    {
        const QString uri = demoOnServer();
        const QString evaluation = QUrlQuery(QUrl(uri)).queryItemValue(QStringLiteral("evaluation"));
        bool ok = false;
        m_cluster->psql(QStringLiteral("CREATE TRIGGER sneaky BEFORE INSERT ON %1.candidates FOR EACH ROW EXECUTE "
                                       "FUNCTION %1.next_row_id('id')")
                            .arg(evaluation),
                        &ok);
        QVERIFY(ok);
        auto opened = storageFactory::open(uri, storageFactory::Access::ReadWrite);
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().kind, Error::Kind::Integrity);
        QVERIFY2(opened.error().message.contains(QLatin1String("sneaky")), qPrintable(opened.error().message));
        const Run run = cli({QStringLiteral("verify"), uri});
        QCOMPARE(run.code, 3);
    }
};

QTEST_GUILESS_MAIN(TestPostgres)
#include "tst_postgres.moc"
