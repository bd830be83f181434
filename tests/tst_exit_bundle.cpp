// The exit bundle: `gatebench export` writes the whole evaluation into one ZIP archive and
// `gatebench import-bundle` (and File > Open bundle) makes an evaluation of it again. The round trip
// of the demo keeps every row and every evidence byte; the manifest's hashes are the entries' own;
// hostile archives built here with QuaZip are each refused, naming the entry, with nothing written.
#include "CsvReader.h"
#include "CsvWriter.h"
#include "ExitBundle.h"
#include "TestSupport.h"
#include "commands/Assessments.h"
#include "repositories/AssessmentRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "storage/Schema.h"
#include "storage/SqliteStorage.h"
#include "storage/StorageFactory.h"
#include "workspace/EvaluationQueries.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

using namespace gatebench;
using gatebench::testing::readFile;

namespace {

QByteArray sha256(const QByteArray& bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

/// Every entry of an archive, name -> bytes, read back independently of the bundle reader.
QList<QPair<QString, QByteArray>> readZip(const QString& path)
{
    QList<QPair<QString, QByteArray>> entries;
    QuaZip zip(path);
    zip.setUtf8Enabled(true);
    if (!zip.open(QuaZip::mdUnzip))
        return entries;
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        entries.append({zip.getCurrentFileName(), file.readAll()});
        file.close();
    }
    return entries;
}

QByteArray entry(const QList<QPair<QString, QByteArray>>& entries, const QString& name)
{
    for (const auto& e : entries)
        if (e.first == name)
            return e.second;
    return {};
}

/// One entry of a hand-built archive.
struct Part {
    QString name;
    QByteArray bytes;
    quint32 unixMode = 0100644;
    qint64 zeros = 0; ///< this many zero bytes instead of `bytes`, written in chunks
};

void writeZip(const QString& path, const QList<Part>& parts)
{
    QuaZip zip(path);
    zip.setUtf8Enabled(true);
    QVERIFY(zip.open(QuaZip::mdCreate));
    for (const Part& part : parts) {
        QuaZipFile file(&zip);
        QuaZipNewInfo info(part.name);
        info.externalAttr = part.unixMode << 16;
        QVERIFY(file.open(QIODevice::WriteOnly, info));
        if (part.zeros > 0) {
            const QByteArray chunk(1 << 20, '\0');
            for (qint64 left = part.zeros; left > 0; left -= chunk.size())
                QVERIFY(file.write(chunk.constData(), std::min<qint64>(left, chunk.size())) > 0);
        } else {
            QCOMPARE(file.write(part.bytes), part.bytes.size());
        }
        file.close();
        QCOMPARE(file.getZipError(), 0);
    }
    zip.close();
    QCOMPARE(zip.getZipError(), 0);
}

/// A manifest as the writer writes it, listing `listed` (name, bytes) with their true sizes and hashes.
QByteArray manifestFor(const QList<QPair<QString, QByteArray>>& listed)
{
    QJsonArray entries;
    for (const auto& e : listed)
        entries.append(QJsonObject{{QStringLiteral("name"), e.first},
                                   {QStringLiteral("size"), qint64(e.second.size())},
                                   {QStringLiteral("sha256"), QString::fromLatin1(sha256(e.second))}});
    const QJsonObject manifest{{QStringLiteral("format"), QStringLiteral("gatebench-exit-bundle")},
                               {QStringLiteral("format_version"), 1},
                               {QStringLiteral("gatebench_version"), QStringLiteral("test")},
                               {QStringLiteral("schema_version"), 1},
                               {QStringLiteral("created_utc"), QStringLiteral("2026-12-01T00:00:00Z")},
                               {QStringLiteral("database"), QStringLiteral("workspace.gatebench")},
                               {QStringLiteral("entries"), entries}};
    return QJsonDocument(manifest).toJson();
}

/// The rows of every table, as strings, in key order.
QMap<QString, QList<QVariantList>> allRows(const Storage& storage)
{
    QMap<QString, QList<QVariantList>> rows;
    for (const QString& table : storage.tables()) {
        QList<QVariantList>& list = rows[table];
        auto r = storage.scan(table, storage.columns(table), [&](const QVariantList& row) {
            list.append(row);
            return true;
        });
        if (!r)
            qWarning() << r.error().message;
    }
    return rows;
}

} // namespace

class TestExitBundle : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    testing::DemoCopies m_demos;
    QString m_demo;   ///< a demo copy with two evidence files
    QString m_bundle; ///< its bundle
    QByteArray m_database;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    /// A fresh empty folder for the targets of one case.
    QString targetFolder(const QString& name) const
    {
        const QString folder = path(QStringLiteral("targets-") + name);
        QDir().mkpath(folder);
        return folder;
    }

    /// Imports `bundle` into a fresh folder and checks that it is refused with a message naming
    /// `named` (and `why`), and that the folder is left empty (no target, no temporary folder).
    void expectRefused(const QString& bundle, const QString& named, const QString& why)
    {
        const QString folder = targetFolder(QFileInfo(bundle).completeBaseName());
        const QString target = QDir(folder).filePath(QStringLiteral("out.gatebench"));
        auto r = bundle::importBundle(bundle, target, {});
        QVERIFY2(!r, qPrintable(bundle));
        const QString message = r.error().message;
        QVERIFY2(message.contains(QFileInfo(bundle).fileName()), qPrintable(message));
        QVERIFY2(message.contains(named), qPrintable(message));
        QVERIFY2(message.contains(why), qPrintable(message));
        QVERIFY(!QFileInfo::exists(target));
        QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    }

    /// The valid parts of a bundle with one more entry (listed in the manifest unless `unlisted`).
    QString hostile(const QString& name, const Part& extra, bool unlisted = false)
    {
        const QString bundle = path(name);
        QList<QPair<QString, QByteArray>> listed{{QStringLiteral("workspace.gatebench"), m_database}};
        if (!unlisted)
            listed.append({extra.name, extra.bytes});
        writeZip(bundle, {{QStringLiteral("workspace.gatebench"), m_database},
                          extra,
                          {QStringLiteral("manifest.json"), manifestFor(listed)}});
        return bundle;
    }

    void attachEvidence()
    {
        auto w = Workspace::open(m_demo);
        QVERIFY(w);
        const auto candidates = CandidateRepository((*w)->queries().rows()).all();
        const auto criteria = CriterionRepository((*w)->queries().rows()).ordered();
        QVERIFY(candidates && !candidates->isEmpty() && criteria && !criteria->isEmpty());
        // Evidence with a Chinese name, and binary bytes.
        const QString pdf = path(QStringLiteral("测试 报告.pdf"));
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QByteArray bytes("%PDF-1.4\n");
        for (int i = 0; i < 5000; ++i)
            bytes.append(char(i * 7 % 256));
        f.write(bytes);
        f.close();
        QVERIFY(assessments::attachFile(**w, candidates->first().id, criteria->first().id, pdf));
        const QString log = path(QStringLiteral("=cmd.log"));
        QFile l(log);
        QVERIFY(l.open(QIODevice::WriteOnly));
        l.write("line one\nline two\n");
        l.close();
        QVERIFY(assessments::attachFile(**w, candidates->last().id, criteria->last().id, log));
    }

    void writeDemoBundle()
    {
        QVERIFY(QDir().mkpath(path(QStringLiteral("demo"))));
        QVERIFY(m_demos.create(path(QStringLiteral("demo"))));
        m_demo = m_demos.fresh();
        attachEvidence();
        QVERIFY(!QTest::currentTestFailed());

        m_bundle = path(QStringLiteral("demo.zip"));
        auto opened = Workspace::open(m_demo, Workspace::Access::ReadOnly);
        QVERIFY(opened);
        bundle::WriteOptions options;
        options.gatebenchVersion = QStringLiteral("test");
        options.created = QDateTime(QDate(2026, 12, 1), QTime(0, 0), Qt::UTC);
        auto written = bundle::write((*opened)->queries().rows(), m_bundle, options);
        QVERIFY2(written, written ? "" : qPrintable(written.error().message));
        QCOMPARE(written->evidenceFiles, 2);
        m_database = entry(readZip(m_bundle), QStringLiteral("workspace.gatebench"));
        QVERIFY(m_database.startsWith("SQLite format 3"));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        writeDemoBundle();
    }

    void manifestHashesAreTheEntriesOwn()
    {
        const auto entries = readZip(m_bundle);
        QVERIFY(entries.size() > 10);
        QCOMPARE(entries.last().first, QStringLiteral("manifest.json"));
        const QJsonObject manifest = QJsonDocument::fromJson(entries.last().second).object();
        QCOMPARE(manifest.value(QStringLiteral("format")).toString(), QStringLiteral("gatebench-exit-bundle"));
        QCOMPARE(manifest.value(QStringLiteral("gatebench_version")).toString(), QStringLiteral("test"));
        QCOMPARE(manifest.value(QStringLiteral("created_utc")).toString(), QStringLiteral("2026-12-01T00:00:00Z"));
        QVERIFY(manifest.value(QStringLiteral("schema_version")).toInt() >= 7);
        const QJsonArray listed = manifest.value(QStringLiteral("entries")).toArray();
        QCOMPARE(listed.size(), entries.size() - 1);
        for (qsizetype i = 0; i < listed.size(); ++i) {
            const QJsonObject e = listed.at(i).toObject();
            QCOMPARE(e.value(QStringLiteral("name")).toString(), entries.at(i).first);
            QCOMPARE(e.value(QStringLiteral("size")).toInteger(), qint64(entries.at(i).second.size()));
            QCOMPARE(e.value(QStringLiteral("sha256")).toString().toLatin1(), sha256(entries.at(i).second));
        }
        // The report PDFs are not there yet, and the manifest says so.
        const QJsonArray missing = manifest.value(QStringLiteral("not_included")).toArray();
        QCOMPARE(missing.size(), 2);
        QCOMPARE(missing.at(0).toObject().value(QStringLiteral("id")).toString(), QStringLiteral("report-pdf-zh_CN"));
    }

    /// The minutes of every meeting ride in the bundle as `minutes.json`, listed in the manifest, as
    /// `gatebench minutes --json` prints them on the evaluation's date (the demo's one meeting, its
    /// overdue action flagged).
    void minutesEntry()
    {
        const auto entries = readZip(m_bundle);
        const QByteArray bytes = entry(entries, QStringLiteral("minutes.json"));
        QVERIFY(!bytes.isEmpty());
        const QJsonObject minutes = QJsonDocument::fromJson(bytes).object();
        QCOMPARE(minutes.value(QStringLiteral("as_of")).toString(), QStringLiteral("2026-11-30"));
        const QJsonArray meetings = minutes.value(QStringLiteral("meetings")).toArray();
        QCOMPARE(meetings.size(), 1);
        QCOMPARE(meetings.first().toObject().value(QStringLiteral("actions")).toArray().size(), 3);
        QCOMPARE(minutes.value(QStringLiteral("overdue_actions")).toArray().size(), 1);
        const auto cli = testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                             {QStringLiteral("minutes"), m_demo, QStringLiteral("--json")});
        QCOMPARE(cli.code, 0);
        QCOMPARE(bytes, cli.out);
        const QJsonObject manifest = QJsonDocument::fromJson(entries.last().second).object();
        bool listed = false;
        for (const QJsonValue& e : manifest.value(QStringLiteral("entries")).toArray())
            listed = listed || e.toObject().value(QStringLiteral("name")).toString() == QStringLiteral("minutes.json");
        QVERIFY(listed);
    }

    void tablesAsCsvAndJson()
    {
        const auto entries = readZip(m_bundle);
        auto w = Workspace::open(m_demo, Workspace::Access::ReadOnly);
        QVERIFY(w);
        const auto candidates = CandidateRepository((*w)->queries().rows()).all();
        QVERIFY(candidates);
        const QByteArray csv = entry(entries, QStringLiteral("tables/candidates.csv"));
        QVERIFY(csv.startsWith("\xEF\xBB\xBF"));
        // Read back with the import's CSV reader: the header is the columns, and every row the
        // stored row, cell by cell (text cells through the reader's unneutralising).
        const QStringList columns = (*w)->queries().rows().columns(QStringLiteral("candidates"));
        QBuffer buffer;
        buffer.setData(csv);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        CsvOptions csvOptions;
        csvOptions.header = CsvOptions::Header::Yes;
        CsvReader reader(csvOptions);
        QVERIFY(reader.open(&buffer));
        QCOMPARE(reader.detection().encoding, QStringLiteral("UTF-8-BOM"));
        QCOMPARE(reader.header(), columns);
        QList<QVariantList> stored;
        QVERIFY((*w)->queries().rows().scan(QStringLiteral("candidates"), columns, [&](const QVariantList& row) {
            stored.append(row);
            return true;
        }));
        QCOMPARE(stored.size(), candidates->size());
        CsvRecord record;
        qsizetype n = 0;
        while (reader.next(record)) {
            QVERIFY(n < stored.size());
            QCOMPARE(record.fields.size(), columns.size());
            for (qsizetype i = 0; i < columns.size(); ++i)
                QCOMPARE(CsvWriter::unneutralised(record.fields.at(i)),
                         isNullValue(stored.at(n).at(i)) ? QString() : stored.at(n).at(i).toString());
            ++n;
        }
        QCOMPARE(n, stored.size());

        // The evidence table names each content's entry instead of the bytes, and the entry holds them.
        const QByteArray evidence = entry(entries, QStringLiteral("tables/evidence_files.csv"));
        QVERIFY2(evidence.contains("evidence/1/测试 报告.pdf"), evidence.constData());
        QVERIFY(evidence.contains("evidence/2/=cmd.log"));
        QVERIFY(evidence.contains(",'=cmd.log,")); // the file name neutralised, as every CSV export does
        QVERIFY(entry(entries, QStringLiteral("evidence/1/测试 报告.pdf")).startsWith("%PDF-1.4"));
        QCOMPARE(entry(entries, QStringLiteral("evidence/2/=cmd.log")), QByteArray("line one\nline two\n"));

        const QJsonObject json =
            QJsonDocument::fromJson(entry(entries, QStringLiteral("tables/candidates.json"))).object();
        QCOMPARE(json.value(QStringLiteral("columns")).toArray().size(), columns.size());
        QCOMPARE(json.value(QStringLiteral("rows")).toArray().size(), candidates->size());
        const QJsonObject files =
            QJsonDocument::fromJson(entry(entries, QStringLiteral("tables/evidence_files.json"))).object();
        const qsizetype content =
            (*w)->queries().rows().columns(QStringLiteral("evidence_files")).indexOf(QStringLiteral("content"));
        QCOMPARE(files.value(QStringLiteral("rows")).toArray().at(1).toArray().at(content).toString(),
                 QStringLiteral("evidence/2/=cmd.log"));
    }

    void roundTripKeepsEveryRowAndByte()
    {
        const QString target = path(QStringLiteral("roundtrip.gatebench"));
        auto imported = bundle::importBundle(m_bundle, target, {});
        QVERIFY2(imported, imported ? "" : qPrintable(imported.error().message));
        QCOMPARE(imported->evidenceFiles, 2);
        {
            auto original = Workspace::open(m_demo, Workspace::Access::ReadOnly);
            auto copy = Workspace::open(target, Workspace::Access::ReadOnly);
            QVERIFY(original && copy);
            const auto before = allRows((*original)->queries().rows());
            const auto after = allRows((*copy)->queries().rows());
            QCOMPARE(after.keys(), before.keys());
            // Every table, but the write mark: a copy is another file and gets a base of its own, so
            // that a journal of the original is never applied to it.
            for (const QString& table : before.keys()) {
                if (table != QLatin1String(schema::kWriteMarkTable))
                    QVERIFY2(after.value(table) == before.value(table), qPrintable(table));
            }
            QVERIFY(after.value(QLatin1String(schema::kWriteMarkTable)) !=
                    before.value(QLatin1String(schema::kWriteMarkTable)));
            QVERIFY(before.value(QStringLiteral("baseline_jobs")).size() > 100);
            const AssessmentRepository files((*copy)->queries().rows());
            auto content = files.fileContent(1);
            QVERIFY(content && *content);
            QCOMPARE(**content, entry(readZip(m_bundle), QStringLiteral("evidence/1/测试 报告.pdf")));
        }
        // The target is not replaced without --force, and is with it.
        auto again = bundle::importBundle(m_bundle, target, {});
        QVERIFY(!again);
        QCOMPARE(again.error().kind, Error::Kind::Usage);
        bundle::ImportOptions force;
        force.overwrite = true;
        QVERIFY(bundle::importBundle(m_bundle, target, force));
    }

    void snapshotWhileAnotherConnectionWrites()
    {
        // The app has the file open and another connection is in the middle of a write: the bundle
        // holds the last committed state, and the write goes on unharmed.
        const QString file = m_demos.fresh();
        auto w = Workspace::open(file);
        QVERIFY(w);
        auto other = storageFactory::open(file, storageFactory::Access::ReadWrite);
        QVERIFY(other);
        const qint64 reviewers = *(*other)->count(QStringLiteral("reviewers"));
        const QString bundlePath = path(QStringLiteral("busy.zip"));
        auto inTransaction = (*other)->transaction([&]() -> Result<void> {
            if (auto r = (*other)->insert(QStringLiteral("reviewers"),
                                          {{QStringLiteral("id"), QStringLiteral("uncommitted")},
                                           {QStringLiteral("name"), QStringLiteral("Not yet")}});
                !r)
                return r.error();
            bundle::WriteOptions options;
            options.created = QDateTime::currentDateTimeUtc();
            auto written = bundle::write((*w)->queries().rows(), bundlePath, options);
            if (!written)
                return written.error();
            return {};
        });
        QVERIFY2(inTransaction, inTransaction ? "" : qPrintable(inTransaction.error().message));
        QCOMPARE(*(*other)->count(QStringLiteral("reviewers")), reviewers + 1);
        const QString target = path(QStringLiteral("busy.gatebench"));
        QVERIFY(bundle::importBundle(bundlePath, target, {}));
        auto copy = Workspace::open(target, Workspace::Access::ReadOnly);
        QVERIFY(copy);
        QCOMPARE(*(*copy)->queries().rows().count(QStringLiteral("reviewers")), reviewers);
    }

    void exportCommandNeverChangesTheFileAndIsReproducible()
    {
        const QString file = m_demos.fresh();
        const QByteArray before = readFile(file);
        const QDateTime modified(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC);
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadWrite) && f.setFileTime(modified, QFileDevice::FileModificationTime));
        }
        const QString a = path(QStringLiteral("cli-a.zip"));
        const QString b = path(QStringLiteral("cli-b.zip"));
        auto run =
            testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                {QStringLiteral("export"), file, QStringLiteral("-o"), a, QStringLiteral("--date"),
                                 QStringLiteral("2026-12-01"), QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY2(run.out.contains("report-zh_CN.pdf, report-en.pdf"), run.out.constData());
        {
            // The command's bundle carries the report in both languages, listed in the manifest, and
            // no longer says that anything is missing.
            const auto entries = readZip(a);
            const QJsonObject manifest = QJsonDocument::fromJson(entries.last().second).object();
            QVERIFY(manifest.value(QStringLiteral("not_included")).toArray().isEmpty());
            for (const QString& name : {QStringLiteral("report-zh_CN.pdf"), QStringLiteral("report-en.pdf")}) {
                const QByteArray pdf = entry(entries, name);
                QVERIFY2(pdf.startsWith("%PDF-"), qPrintable(name));
                bool listed = false;
                for (const QJsonValue& e : manifest.value(QStringLiteral("entries")).toArray())
                    listed = listed || e.toObject().value(QStringLiteral("name")).toString() == name;
                QVERIFY2(listed, qPrintable(name));
            }
        }
        run = testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                  {QStringLiteral("export"), file, QStringLiteral("-o"), b, QStringLiteral("--date"),
                                   QStringLiteral("2026-12-01")});
        QCOMPARE(run.code, 0);
        QCOMPARE(readFile(file), before);
        QCOMPARE(QFileInfo(file).lastModified().toUTC(), modified);
        QCOMPARE(sha256(readFile(a)), sha256(readFile(b)));
        // An existing bundle is not replaced without --force.
        run = testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                  {QStringLiteral("export"), file, QStringLiteral("-o"), b});
        QCOMPARE(run.code, 1);
        QCOMPARE(sha256(readFile(a)), sha256(readFile(b)));

        const QString target = path(QStringLiteral("cli.gatebench"));
        run = testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                  {QStringLiteral("import-bundle"), a, QStringLiteral("-o"), target,
                                   QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY(QFileInfo::exists(target));
    }

    void cancelLeavesNothing()
    {
        auto w = Workspace::open(m_demo, Workspace::Access::ReadOnly);
        QVERIFY(w);
        const QString out = path(QStringLiteral("cancelled.zip"));
        bundle::WriteOptions options;
        options.progress = [](qint64 done, qint64) { return done < 2000; };
        auto written = bundle::write((*w)->queries().rows(), out, options);
        QVERIFY(!written);
        QCOMPARE(written.error().kind, Error::Kind::Cancelled);
        QVERIFY(!QFileInfo::exists(out));
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("cancelled*")}, QDir::AllEntries | QDir::Hidden),
                 QStringList());
        const QString folder = targetFolder(QStringLiteral("cancel"));
        bundle::ImportOptions cancel;
        cancel.progress = [](qint64, qint64) { return false; };
        auto imported = bundle::importBundle(m_bundle, QDir(folder).filePath(QStringLiteral("x.gatebench")), cancel);
        QVERIFY(!imported);
        QCOMPARE(imported.error().kind, Error::Kind::Cancelled);
        QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    }

    void pathTraversalIsRefused()
    {
        expectRefused(hostile(QStringLiteral("evil.zip"), {QStringLiteral("../evil"), "x"}),
                      QStringLiteral("“../evil”"), QStringLiteral(".."));
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("evil"))));
        auto run = testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                       {QStringLiteral("import-bundle"), path(QStringLiteral("evil.zip")),
                                        QStringLiteral("-o"), path(QStringLiteral("cli-evil.gatebench")),
                                        QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains("../evil"), run.err.constData());
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("cli-evil.gatebench"))));
        expectRefused(hostile(QStringLiteral("deep.zip"), {QStringLiteral("tables/../../evil"), "x"}),
                      QStringLiteral("“tables/../../evil”"), QStringLiteral(".."));
    }

    void absolutePathIsRefused()
    {
        expectRefused(hostile(QStringLiteral("abs.zip"), {QStringLiteral("/tmp/abs"), "x"}),
                      QStringLiteral("“/tmp/abs”"), QStringLiteral("absolute path"));
    }

    void driveLetterAndBackslashAreRefused()
    {
        expectRefused(hostile(QStringLiteral("drive.zip"), {QStringLiteral("C:\\x"), "x"}), QStringLiteral("“C:\\x”"),
                      QStringLiteral("backslash"));
        expectRefused(hostile(QStringLiteral("drive2.zip"), {QStringLiteral("C:/x"), "x"}), QStringLiteral("“C:/x”"),
                      QStringLiteral("drive"));
    }

    void symlinkIsRefused()
    {
        expectRefused(hostile(QStringLiteral("link.zip"), {QStringLiteral("evidence/1/link"), "/etc/passwd", 0120777}),
                      QStringLiteral("“evidence/1/link”"), QStringLiteral("symbolic link"));
    }

    void entryOutsideTheManifestIsRefused()
    {
        expectRefused(hostile(QStringLiteral("extra.zip"), {QStringLiteral("extra.txt"), "x"}, true),
                      QStringLiteral("“extra.txt”"), QStringLiteral("not listed in the manifest"));
    }

    void hashMismatchIsRefused()
    {
        const QString bundle = path(QStringLiteral("mismatch.zip"));
        QByteArray changed = m_database;
        changed[100] = char(changed.at(100) ^ 1);
        // The manifest lists the database as it was; the archive holds a changed one of the same size.
        writeZip(bundle, {{QStringLiteral("workspace.gatebench"), changed},
                          {QStringLiteral("manifest.json"),
                           manifestFor({{QStringLiteral("workspace.gatebench"), m_database}})}});
        expectRefused(bundle, QStringLiteral("“workspace.gatebench”"), QStringLiteral("SHA-256"));
    }

    void truncatedArchiveIsRefused()
    {
        const QByteArray whole = readFile(m_bundle);
        for (const qsizetype keep : {whole.size() - 10, whole.size() / 2, qsizetype(100)}) {
            const QString bundle = path(QStringLiteral("cut-%1.zip").arg(keep));
            QFile f(bundle);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(whole.left(keep));
            f.close();
            expectRefused(bundle, QStringLiteral("cut short or damaged"), QStringLiteral("ZIP"));
        }
        // Bytes cut out of the middle, the end kept: the central directory points at the wrong places.
        const QString bundle = path(QStringLiteral("holed.zip"));
        QFile f(bundle);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(whole.left(whole.size() / 3) + whole.mid(whole.size() / 3 + 4096));
        f.close();
        const QString folder = targetFolder(QStringLiteral("holed"));
        auto r = bundle::importBundle(bundle, QDir(folder).filePath(QStringLiteral("x.gatebench")), {});
        QVERIFY(!r);
        QVERIFY2(r.error().message.contains(QStringLiteral("holed.zip")), qPrintable(r.error().message));
        QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    }

    void bombIsRefused()
    {
        // 64 MiB of zeros deflate about a thousand times.
        const QString bundle = path(QStringLiteral("bomb.zip"));
        const qint64 size = qint64(64) << 20;
        QByteArray zeros(size, '\0');
        writeZip(bundle,
                 {{QStringLiteral("workspace.gatebench"), m_database},
                  {QStringLiteral("zeros.bin"), {}, 0100644, size},
                  {QStringLiteral("manifest.json"), manifestFor({{QStringLiteral("workspace.gatebench"), m_database},
                                                                 {QStringLiteral("zeros.bin"), zeros}})}});
        QVERIFY(QFileInfo(bundle).size() < size / 20);
        expectRefused(bundle, QStringLiteral("“zeros.bin”"), QStringLiteral("ZIP bomb"));
    }

    void duplicateNameIsRefused()
    {
        const QString bundle = path(QStringLiteral("twice.zip"));
        writeZip(bundle, {{QStringLiteral("workspace.gatebench"), m_database},
                          {QStringLiteral("workspace.gatebench"), m_database},
                          {QStringLiteral("manifest.json"),
                           manifestFor({{QStringLiteral("workspace.gatebench"), m_database}})}});
        expectRefused(bundle, QStringLiteral("“workspace.gatebench”"), QStringLiteral("more than once"));
    }

    void missingOrMalformedManifestIsRefused()
    {
        const QString none = path(QStringLiteral("nomanifest.zip"));
        writeZip(none, {{QStringLiteral("workspace.gatebench"), m_database}});
        expectRefused(none, QStringLiteral("manifest.json"), QStringLiteral("nothing in it can be checked"));
        const QString bad = path(QStringLiteral("badmanifest.zip"));
        writeZip(bad, {{QStringLiteral("workspace.gatebench"), m_database},
                       {QStringLiteral("manifest.json"), "{\"format\": \"gatebench-exit-bundle\", \"entries\": 3"}});
        expectRefused(bad, QStringLiteral("“manifest.json”"), QStringLiteral("well-formed"));
        // A listed entry that the archive does not hold.
        const QString missing = path(QStringLiteral("missing.zip"));
        writeZip(missing,
                 {{QStringLiteral("workspace.gatebench"), m_database},
                  {QStringLiteral("manifest.json"), manifestFor({{QStringLiteral("workspace.gatebench"), m_database},
                                                                 {QStringLiteral("evidence/9/gone.pdf"), "x"}})}});
        expectRefused(missing, QStringLiteral("“evidence/9/gone.pdf”"), QStringLiteral("missing"));
    }

    void olderDatabaseIsUpgradedAndNewerRefused()
    {
        // A bundle from an older GateBench: its database is upgraded as any file is opened.
        const QString old = path(QStringLiteral("old.gatebench"));
        QVERIFY(SqliteStorage::createAtVersion(old, 5).ok());
        const QByteArray oldBytes = readFile(old);
        const QString oldBundle = path(QStringLiteral("old.zip"));
        writeZip(oldBundle,
                 {{QStringLiteral("workspace.gatebench"), oldBytes},
                  {QStringLiteral("manifest.json"), manifestFor({{QStringLiteral("workspace.gatebench"), oldBytes}})}});
        const QString folder = targetFolder(QStringLiteral("old"));
        const QString target = QDir(folder).filePath(QStringLiteral("old.gatebench"));
        auto imported = bundle::importBundle(oldBundle, target, {});
        QVERIFY2(imported, imported ? "" : qPrintable(imported.error().message));
        QCOMPARE(imported->upgradedFrom, 5);
        QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("old.gatebench")});
        auto opened = SqliteStorage::open(target, SqliteStorage::Mode::ReadOnly);
        QVERIFY(opened);
        QCOMPARE((*opened)->schemaVersion(), schema::currentVersion());

        // One from a newer GateBench is refused, both versions named, nothing written.
        const QString newer = path(QStringLiteral("newer.gatebench"));
        QVERIFY(SqliteStorage::createAtVersion(newer, 1).ok());
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bump"));
            db.setDatabaseName(newer);
            QVERIFY(db.open());
            QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version=%1").arg(schema::currentVersion() + 7));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("bump"));
        const QByteArray newerBytes = readFile(newer);
        const QString newerBundle = path(QStringLiteral("newer.zip"));
        writeZip(newerBundle, {{QStringLiteral("workspace.gatebench"), newerBytes},
                               {QStringLiteral("manifest.json"),
                                manifestFor({{QStringLiteral("workspace.gatebench"), newerBytes}})}});
        expectRefused(newerBundle, QStringLiteral("workspace.gatebench"),
                      QString::number(schema::currentVersion() + 7));
    }

    void foreignDatabaseIsRefused()
    {
        // Every hash matches, but the database is not a GateBench file: refused when opened.
        const QString bundle = path(QStringLiteral("foreign.zip"));
        const QByteArray junk("not a database at all");
        writeZip(bundle,
                 {{QStringLiteral("workspace.gatebench"), junk},
                  {QStringLiteral("manifest.json"), manifestFor({{QStringLiteral("workspace.gatebench"), junk}})}});
        expectRefused(bundle, QStringLiteral("workspace.gatebench"), QStringLiteral("cannot be opened"));
    }

    void tamperedEvidenceIsRefused()
    {
        // The manifest is consistent with a database whose evidence content no longer matches its
        // recorded SHA-256 (changed before the bundle was written): refused after opening.
        const QString file = path(QStringLiteral("tampered.gatebench"));
        QFile::copy(m_demo, file);
        {
            auto storage = SqliteStorage::open(file, SqliteStorage::Mode::ReadWrite);
            QVERIFY(storage);
            QVERIFY((*storage)->update(QStringLiteral("evidence_files"), {{QStringLiteral("id"), 1}},
                                       {{QStringLiteral("content"), QByteArray("changed")}}));
        }
        auto w = Workspace::open(file, Workspace::Access::ReadOnly);
        QVERIFY(w);
        const QString bundle = path(QStringLiteral("tampered.zip"));
        bundle::WriteOptions options;
        options.created = QDateTime::currentDateTimeUtc();
        QVERIFY(bundle::write((*w)->queries().rows(), bundle, options));
        expectRefused(bundle, QStringLiteral("测试 报告.pdf"), QStringLiteral("SHA-256"));
    }

    // Issue 27, item 3: a bundle whose database carries objects GateBench's schema does not create is
    // refused before anything of it is used (here a trigger that turns failed gates into passed ones
    // on GateBench's next write); so is any file holding one, by every command.
    void extraSchemaObjectsAreRefused_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("named");
        QTest::newRow("trigger") << QStringLiteral(
                                        "CREATE TRIGGER pass_all AFTER INSERT ON audit_log BEGIN "
                                        "UPDATE assessments SET verdict = 'pass' WHERE verdict = 'fail'; END")
                                 << QStringLiteral("pass_all");
        QTest::newRow("view") << QStringLiteral("CREATE VIEW summary AS SELECT id FROM candidates")
                              << QStringLiteral("summary");
        QTest::newRow("index") << QStringLiteral("CREATE INDEX by_name ON candidates (name_en)")
                               << QStringLiteral("by_name");
        QTest::newRow("table") << QStringLiteral("CREATE TABLE notes (x TEXT)") << QStringLiteral("notes");
        QTest::newRow("changed table") << QStringLiteral("ALTER TABLE candidates ADD COLUMN secret TEXT")
                                       << QStringLiteral("candidates");
    }
    void extraSchemaObjectsAreRefused()
    {
        QFETCH(QString, sql);
        QFETCH(QString, named);
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-');
        const QString database = path(QStringLiteral("hostile-%1.gatebench").arg(tag));
        QFile::remove(database);
        {
            QFile file(database);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(m_database);
        }
        QCOMPARE(testing::execSql(database, {sql}), QString());
        const QByteArray bytes = readFile(database);
        const QString bundle = path(QStringLiteral("hostile-%1.zip").arg(tag));
        writeZip(bundle,
                 {{QStringLiteral("workspace.gatebench"), bytes},
                  {QStringLiteral("manifest.json"), manifestFor({{QStringLiteral("workspace.gatebench"), bytes}})}});
        expectRefused(bundle, named, QStringLiteral("GateBench"));

        const QString folder = targetFolder(QStringLiteral("cli-") + tag);
        const QString target = QDir(folder).filePath(QStringLiteral("out.gatebench"));
        const auto cli = testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                             {QStringLiteral("import-bundle"), bundle, QStringLiteral("-o"), target});
        QCOMPARE(cli.code, 3);
        QVERIFY2(cli.err.contains(named.toUtf8()), cli.err.constData());
        QVERIFY(!QFileInfo::exists(target));

        // The same database as a file: every command refuses it (exit 3), and leaves it as it was.
        const QByteArray before = testing::fileSha256(database);
        for (const QStringList& command : {QStringList{QStringLiteral("info")}, QStringList{QStringLiteral("decide")},
                                           QStringList{QStringLiteral("audit")}}) {
            const auto r = testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), command + QStringList{database});
            QCOMPARE(r.code, 3);
            QVERIFY2(r.err.contains(named.toUtf8()), r.err.constData());
        }
        QVERIFY(!Workspace::open(database, Workspace::Access::ReadWrite));
        QCOMPARE(testing::fileSha256(database), before);
    }

    // Issue 27, item 2: --force replaces the target as `new --force` does: the old file's journal and
    // index go with it, never while another process has it open, never through a symbolic link, and
    // the new file is in WAL mode.
    void importBundleForceReplacesTheOldFileWhole()
    {
        const QString folder = targetFolder(QStringLiteral("force"));
        const QString target = QDir(folder).filePath(QStringLiteral("eval.gatebench"));
        QVERIFY(QFile::copy(m_demo, target));
        // A journal of the old file, from a GateBench that crashed with it open.
        QFile::copy(m_demo, target + QStringLiteral(".old"));
        {
            auto w = Workspace::open(target, Workspace::Access::ReadWrite);
            QVERIFY(w);
            QVERIFY(WorkspaceTestAccess::storage(**w).update(QStringLiteral("candidates"),
                                                             {{QStringLiteral("id"), QStringLiteral("runai")}},
                                                             {{QStringLiteral("name_en"), QStringLiteral("Old")}}));
            QVERIFY(QFile::copy(target + QStringLiteral("-wal"), path(QStringLiteral("force.wal"))));
        }
        QVERIFY(QFile::copy(path(QStringLiteral("force.wal")), target + QStringLiteral("-wal")));
        {
            QFile shm(target + QStringLiteral("-shm"));
            QVERIFY(shm.open(QIODevice::WriteOnly));
            shm.write(QByteArray(32768, '\x7f'));
        }
        const auto run = [&](const QStringList& extra) {
            return testing::runProgram(
                QStringLiteral(GATEBENCH_EXECUTABLE),
                QStringList{QStringLiteral("import-bundle"), m_bundle, QStringLiteral("-o"), target} + extra);
        };
        const auto r = run({QStringLiteral("--force")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(!QFile::exists(target + QStringLiteral("-wal")));
        QVERIFY(!QFile::exists(target + QStringLiteral("-shm")));
        QCOMPARE(readFile(target).mid(18, 2), QByteArray("\x02\x02", 2)); // WAL mode
        QCOMPARE(testing::selectColumn(target, QStringLiteral("PRAGMA integrity_check")),
                 QStringList{QStringLiteral("ok")});
        const auto info = testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                              {QStringLiteral("info"), target, QStringLiteral("--json")});
        QCOMPARE(info.code, 0);
        QVERIFY(!info.out.contains("\"Old\""));

        // A target that is a symbolic link: refused without --force, nothing written through it;
        // with --force the link itself is replaced and the file it pointed to stays as it was.
        const QString pointed = QDir(folder).filePath(QStringLiteral("pointed.gatebench"));
        QVERIFY(QFile::copy(m_demo, pointed));
        const QByteArray pointedBefore = testing::fileSha256(pointed);
        const QString link = QDir(folder).filePath(QStringLiteral("link.gatebench"));
        QVERIFY(QFile::link(pointed, link));
        const auto viaLink =
            testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                {QStringLiteral("import-bundle"), m_bundle, QStringLiteral("-o"), link});
        QVERIFY(viaLink.code != 0);
        QVERIFY2(viaLink.err.contains("link"), viaLink.err.constData());
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(testing::fileSha256(pointed), pointedBefore);
        const auto forced = testing::runProgram(
            QStringLiteral(GATEBENCH_EXECUTABLE),
            {QStringLiteral("import-bundle"), m_bundle, QStringLiteral("-o"), link, QStringLiteral("--force")});
        QVERIFY2(forced.code == 0, forced.err.constData());
        QVERIFY(!QFileInfo(link).isSymLink());
        QCOMPARE(testing::fileSha256(pointed), pointedBefore);
    }

    // Issue 27, item 2: never replaced under another process that has it open (exit 4, as `new`).
    void importBundleForceRefusesAnOpenTarget()
    {
        const QString folder = targetFolder(QStringLiteral("open"));
        const QString target = QDir(folder).filePath(QStringLiteral("eval.gatebench"));
        QVERIFY(QFile::copy(m_demo, target));
        testing::Holder holder(QStringLiteral(GATEBENCH_HOLDER), target, QStringLiteral("open"));
        QVERIFY2(holder.ready(), holder.error().constData());
        const QByteArray before = testing::fileSha256(target);
        const auto r = testing::runProgram(
            QStringLiteral(GATEBENCH_EXECUTABLE),
            {QStringLiteral("import-bundle"), m_bundle, QStringLiteral("-o"), target, QStringLiteral("--force")});
        holder.kill();
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains(target.toUtf8()), r.err.constData());
        QCOMPARE(testing::fileSha256(target), before);
    }

    // Issue 27, item 2: two imports to the same new file at once: one creates it, the other says it
    // exists; never both "Created".
    void twoImportsToOneTargetNeverBothCreate()
    {
        for (int round = 0; round < 3; ++round) {
            const QString folder = targetFolder(QStringLiteral("race-%1").arg(round));
            const QString target = QDir(folder).filePath(QStringLiteral("eval.gatebench"));
            QProcess first;
            QProcess second;
            const QStringList arguments{QStringLiteral("import-bundle"), m_bundle, QStringLiteral("-o"), target};
            first.start(QStringLiteral(GATEBENCH_EXECUTABLE), arguments);
            second.start(QStringLiteral(GATEBENCH_EXECUTABLE), arguments);
            QVERIFY(first.waitForFinished(60000) && second.waitForFinished(60000));
            const int created = (first.exitCode() == 0 ? 1 : 0) + (second.exitCode() == 0 ? 1 : 0);
            QCOMPARE(created, 1);
            const QByteArray loser =
                first.exitCode() == 0 ? second.readAllStandardError() : first.readAllStandardError();
            QVERIFY2(loser.contains(target.toUtf8()), loser.constData());
            QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                     QStringList{QStringLiteral("eval.gatebench")});
        }
    }
};

QTEST_GUILESS_MAIN(TestExitBundle)
#include "tst_exit_bundle.moc"
