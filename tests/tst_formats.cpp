// The one registry of formats, exporters and record kinds: a file's format comes from its content
// (a ZIP named .csv is an archive, a CSV named .txt or .dat is CSV), what no format reads is refused
// by name and never crashes, the CSV exporter round-trips through the reader, the clipboard's
// tab-separated text goes through the CSV scanner, and the command line reads by content too.
#include "CsvExporter.h"
#include "CsvFormat.h"
#include "CsvReader.h"
#include "CsvWriter.h"
#include "FormatRegistry.h"
#include "ImportPipeline.h"
#include "TestSupport.h"
#include "ZipTestSupport.h"
#include "commands/Criteria.h"
#include "core/Random.h"
#include "mapping/RecordKinds.h"
#include "mapping/TabSeparated.h"
#include "repositories/WorkspaceSummary.h"
#include "workspace/EvaluationQueries.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <quazip.h>
#include <quazipfile.h>

using namespace gatebench;

namespace {

void writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

/// A PNG signature and header, then random bytes (seeded: the same every run).
QByteArray pngBytes()
{
    QByteArray png("\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x02\0\0\0", 29);
    Random random(20261130);
    png.append(random.bytes(4096));
    return png;
}

/// Every table of an input read through the registry: name, then each record's fields.
QList<QStringList> readAllTables(const QString& path, QStringList* names = nullptr)
{
    QList<QStringList> records;
    auto input = FormatRegistry::standard().open(path, ReadOptions{});
    if (!input)
        return records;
    auto read = (*input)->read([&](RecordStream& table) {
        if (names)
            names->append(table.name());
        records.append(table.header());
        SourceRecord record;
        while (table.next(record))
            records.append(record.fields);
        return true;
    });
    if (!read)
        records.clear();
    return records;
}

/// One line per record of a format the test plugs in: "#lines" then one value per line. Stands
/// for a later format (sacct, xlsx): the registry and the stream interface take it as they are.
class LinesFormat final : public FormatReader {
public:
    QString id() const override { return QStringLiteral("lines"); }
    QString displayName() const override { return QStringLiteral("Lines"); }
    QStringList extensions() const override { return {QStringLiteral("lines")}; }
    double detect(QByteArrayView head, bool, const QString&) const override
    {
        return head.startsWith("#lines\n") ? 1.0 : 0.0;
    }
    Result<std::unique_ptr<FormatInput>> open(const QString& path, const ReadOptions&) const override
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return Error{Error::Kind::BadInput, file.errorString()};
        return std::unique_ptr<FormatInput>(std::make_unique<Input>(path, file.readAll()));
    }

private:
    class Stream final : public RecordStream {
    public:
        Stream(QString name, QList<QByteArray> lines)
            : m_name(std::move(name))
            , m_lines(std::move(lines))
        {}
        QString name() const override { return m_name; }
        bool failed() const override { return false; }
        const QStringList& header() const override { return m_header; }
        qint64 headerLine() const override { return 1; }
        bool next(SourceRecord& record) override
        {
            if (m_next >= m_lines.size() || m_lines.at(m_next).isEmpty())
                return false;
            record = {m_name, m_next + 1, {QString::fromUtf8(m_lines.at(m_next))}};
            ++m_next;
            return true;
        }
        const Issues& issues() const override { return m_issues; }
        const std::optional<Error>& readError() const override { return m_error; }
        bool cancelled() const override { return false; }
        qint64 bytesRead() const override { return 0; }
        Result<QString> finish() override { return QString(); }

    private:
        QString m_name;
        QList<QByteArray> m_lines;
        QStringList m_header{QStringLiteral("value")};
        qsizetype m_next = 1;
        Issues m_issues;
        std::optional<Error> m_error;
    };
    class Input final : public FormatInput {
    public:
        Input(QString path, const QByteArray& bytes)
            : m_path(std::move(path))
            , m_lines(bytes.split('\n'))
            , m_tables{{m_path, bytes.size(), bytes.size()}}
        {}
        const QList<TableInfo>& tables() const override { return m_tables; }
        bool isContainer() const override { return false; }
        qint64 totalBytes() const override { return m_tables.first().size; }
        Result<void> read(const Visit& visit) override
        {
            Stream stream(m_path, m_lines);
            (void)visit(stream);
            return {};
        }

    private:
        QString m_path;
        QList<QByteArray> m_lines;
        QList<TableInfo> m_tables;
    };
};

/// The workspace's content (every table), read-only: a read-write open may touch SQLite's change
/// counter on close, so a refused import is checked on the content (as tst_cli does).
QByteArray contentOf(const QString& path)
{
    auto workspace = Workspace::open(path, Workspace::Access::ReadOnly);
    if (!workspace)
        return {};
    auto hash = contentHash((*workspace)->queries().rows());
    return hash ? *hash : QByteArray();
}

/// A device that counts the bytes read from it, to show that a table is read once.
class CountingBuffer final : public QBuffer {
public:
    using QBuffer::QBuffer;
    qint64 bytesServed = 0;

protected:
    qint64 readData(char* data, qint64 maxSize) override
    {
        const qint64 n = QBuffer::readData(data, maxSize);
        bytesServed += std::max<qint64>(n, 0);
        return n;
    }
};

} // namespace

class TestFormats : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    testing::Run runCli(const QStringList& arguments) const
    {
        return testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), arguments);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    /// The registry lists each importable kind once, with the fields of the catalogue and the
    /// importer of that kind; the formats and the exporter are there by id.
    void registryHoldsFormatsExportersAndKinds()
    {
        const FormatRegistry& registry = FormatRegistry::standard();
        QCOMPARE(registry.kindKeys(),
                 QStringList({QStringLiteral("candidates"), QStringLiteral("criteria"), QStringLiteral("answers"),
                              QStringLiteral("poc"), QStringLiteral("jobs"), QStringLiteral("tco")}));
        for (const QString& key : registry.kindKeys()) {
            const ImportKind* kind = registry.kind(key);
            QVERIFY(kind);
            QCOMPARE(kind->spec, recordKinds::find(key));
            QCOMPARE(registry.createImporter(key)->kind(), key);
        }
        QVERIFY(!registry.createImporter(QStringLiteral("nonsense")));
        QCOMPARE(registry.reader(QStringLiteral("csv"))->fileFilter(), QStringLiteral("CSV (*.csv *.tsv *.txt)"));
        QCOMPARE(registry.reader(QStringLiteral("zip"))->fileFilter(),
                 QStringLiteral("ZIP archive of CSV files (*.zip)"));
        QCOMPARE(registry.importFileFilter(),
                 QStringLiteral("Tables (*.csv *.tsv *.txt *.zip);;CSV (*.csv *.tsv *.txt);;"
                                "ZIP archive of CSV files (*.zip);;All files (*)"));
        QCOMPARE(registry.exporter(QStringLiteral("csv"))->fileFilter(), QStringLiteral("CSV (*.csv)"));
        QCOMPARE(registry.exportFileFilter(), QStringLiteral("CSV (*.csv)"));
    }

    void detectionGoesByContent_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("format");

        const QByteArray csv = "id,name\nzip-a,Zip A\n";
        QTest::newRow("CSV named .csv") << "plain.csv" << csv << "csv";
        QTest::newRow("CSV named .txt") << "export.txt" << csv << "csv";
        QTest::newRow("tab-separated named .dat") << "sacct.dat" << QByteArray("JobID\tState\n1\tCOMPLETED\n") << "csv";
        QTest::newRow("CSV named .zip") << "mislabelled.zip" << csv << "csv";
        QTest::newRow("empty archive named .dat")
            << "empty.dat" << (QByteArray("PK\x05\x06") + QByteArray(18, '\0')) << "zip";
        QTest::newRow("PDF named .csv: the CSV reader says what it is")
            << "report.csv" << QByteArray("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n") << "csv";
        QTest::newRow("PNG named .dat") << "photo.dat" << pngBytes() << QString();
        QTest::newRow("PDF named .pdf") << "report.pdf" << QByteArray("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n")
                                        << QString();
    }

    void detectionGoesByContent()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, format);
        const QString file = path(name);
        writeBytes(file, bytes);
        const auto detected = FormatRegistry::standard().detect(file);
        if (format.isEmpty()) {
            QVERIFY(!detected);
            QCOMPARE(detected.error().kind, Error::Kind::BadInput);
            QVERIFY2(detected.error().message.startsWith(QStringLiteral("not a file GateBench can import")),
                     qPrintable(detected.error().message));
        } else {
            QVERIFY2(detected, qPrintable(detected ? QString() : detected.error().message));
            QCOMPARE((*detected)->id(), format);
        }
    }

    /// Real archives, whatever they are called: a ZIP named .csv is read member by member, with
    /// the members named ARCHIVE/MEMBER; an Office workbook is not an archive of CSV files.
    void archivesAreFoundByTheirSignature()
    {
        const QString zip = path(QStringLiteral("shortlist.csv"));
        writeZip(zip, {{QStringLiteral("a.csv"), QByteArrayLiteral("id,name\nzip-a,Zip A\n")},
                       {QStringLiteral("b.txt"), QByteArrayLiteral("id;name\nzip-b;Zip B\n")}});
        QCOMPARE((*FormatRegistry::standard().detect(zip))->id(), QStringLiteral("zip"));
        QStringList names;
        QCOMPARE(readAllTables(zip, &names), QList<QStringList>({{QStringLiteral("id"), QStringLiteral("name")},
                                                                 {QStringLiteral("zip-a"), QStringLiteral("Zip A")},
                                                                 {QStringLiteral("id"), QStringLiteral("name")},
                                                                 {QStringLiteral("zip-b"), QStringLiteral("Zip B")}}));
        QCOMPARE(names, QStringList({zip + QStringLiteral("/a.csv"), zip + QStringLiteral("/b.txt")}));

        const QString workbook = path(QStringLiteral("answers.xlsx"));
        writeZip(workbook, {{QStringLiteral("[Content_Types].xml"), QByteArrayLiteral("<Types/>")},
                            {QStringLiteral("xl/workbook.xml"), QByteArrayLiteral("<workbook/>")}});
        const auto refused = FormatRegistry::standard().detect(workbook);
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.contains(QStringLiteral(".xlsx workbook")),
                 qPrintable(refused.error().message));
    }

    /// Binary input of no known format is refused before any reading, with the file named where the
    /// import lists its issues; random bytes of every small size never crash detection or reading.
    void unknownBinaryIsRefusedByName()
    {
        const QString photo = path(QStringLiteral("holiday.dat"));
        writeBytes(photo, pngBytes());
        auto w = testing::createWorkspace(path(QStringLiteral("refuse.gatebench")));
        const QByteArray before = *contentHash(w->queries().rows());
        ImportRequest request;
        request.kind = QStringLiteral("candidates");
        request.inputs = {photo};
        const PreparedImport prepared = runImport(*w, request, nullptr);
        QVERIFY(!prepared.acceptable());
        QCOMPARE(prepared.issues.size(), 1);
        QCOMPARE(prepared.issues.first().file, photo);
        QVERIFY2(prepared.issues.first().toString().startsWith(
                     photo + QStringLiteral(":0:0: not a file GateBench can import (CSV, ZIP archive of CSV files)")),
                 qPrintable(prepared.issues.first().toString()));
        QCOMPARE(*contentHash(w->queries().rows()), before);

        Random random(8);
        for (int i = 0; i < 300; ++i) {
            QByteArray bytes = random.bytes(random.below(i < 100 ? 8 : 600));
            if (i % 3 == 0)
                bytes.prepend("PK\x03\x04");
            const QString file = path(QStringLiteral("random-%1.%2").arg(i).arg(QLatin1String(i % 2 ? "csv" : "bin")));
            writeBytes(file, bytes);
            if (auto input = FormatRegistry::standard().open(file, ReadOptions{})) {
                (void)(*input)->read([](RecordStream& table) {
                    SourceRecord record;
                    while (table.next(record)) {
                    }
                    (void)table.finish();
                    return true;
                });
            }
        }
    }

    /// The exporter writes exactly what a spreadsheet expects (known bytes written by hand), and
    /// the registry's reader reads it back to the same cells once the neutralising apostrophe of
    /// formula-like text is removed, as the import does.
    void csvExporterRoundTripsThroughTheReader()
    {
        ExportTable table;
        table.header = {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("score"), QStringLiteral("note")};
        table.rows = {{QStringLiteral("a"), QStringLiteral("=HYPERLINK(\"x\")"), 2.5, QVariant()},
                      {QStringLiteral("b"), QStringLiteral("-3"), 7, QStringLiteral("two\nlines, \"quoted\"")},
                      {QStringLiteral("c"), QStringLiteral("候选方案"), -1, QStringLiteral("@sum")}};
        QBuffer buffer;
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        const TableExporter* csv = FormatRegistry::standard().exporter(QStringLiteral("csv"));
        QVERIFY(csv->write(table, buffer));
        const QByteArray expected = "\xEF\xBB\xBF"
                                    "id,name,score,note\r\n"
                                    "a,\"'=HYPERLINK(\"\"x\"\")\",2.5,\r\n"
                                    "b,-3,7,\"two\nlines, \"\"quoted\"\"\"\r\n"
                                    "c,\xE5\x80\x99\xE9\x80\x89\xE6\x96\xB9\xE6\xA1\x88,-1,'@sum\r\n";
        QCOMPARE(buffer.data(), expected);

        const QString file = path(QStringLiteral("export.csv"));
        writeBytes(file, buffer.data());
        QList<QStringList> read = readAllTables(file);
        for (QStringList& record : read) {
            for (QString& field : record)
                field = CsvWriter::unneutralised(field);
        }
        QCOMPARE(
            read,
            QList<QStringList>(
                {table.header,
                 {QStringLiteral("a"), QStringLiteral("=HYPERLINK(\"x\")"), QStringLiteral("2.5"), QString()},
                 {QStringLiteral("b"), QStringLiteral("-3"), QStringLiteral("7"),
                  QStringLiteral("two\nlines, \"quoted\"")},
                 {QStringLiteral("c"), QStringLiteral("候选方案"), QStringLiteral("-1"), QStringLiteral("@sum")}}));

        // A device that refuses to be written gives a clear error, not a half-truth.
        QBuffer closed;
        const auto failed = csv->write(table, closed);
        QVERIFY(!failed);
        QCOMPARE(failed.error().kind, Error::Kind::Io);
        QVERIFY(failed.error().message.startsWith(QStringLiteral("Writing the CSV file failed")));
    }

    /// A table's bytes are pulled from its device once: reading and hashing are one pass, and the
    /// digest is the file's SHA-256.
    void aTableIsReadOnce()
    {
        QByteArray bytes = "id,name\n";
        for (int i = 0; i < 20000; ++i)
            bytes += "vendor-" + QByteArray::number(i) + ",Vendor " + QByteArray::number(i) + "\n";
        CountingBuffer device;
        device.setData(bytes);
        QVERIFY(device.open(QIODevice::ReadOnly));
        CsvRecordStream table(device, QStringLiteral("big.csv"), bytes.size(), false, ReadOptions{});
        QVERIFY(!table.failed());
        SourceRecord record;
        int records = 0;
        while (table.next(record)) {
            QCOMPARE(record.file, QStringLiteral("big.csv"));
            ++records;
        }
        QCOMPARE(records, 20000);
        QCOMPARE(record.line, 20001);
        const auto digest = table.finish();
        QVERIFY(digest);
        QCOMPARE(*digest, QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()));
        QCOMPARE(device.bytesServed, qint64(bytes.size()));
    }

    /// Cancelling stops a stream at the next record and says so.
    void cancelStopsTheStream()
    {
        QBuffer device;
        device.setData("a,b\n1,2\n3,4\n5,6\n");
        QVERIFY(device.open(QIODevice::ReadOnly));
        std::atomic<bool> cancelled{false};
        ReadOptions options;
        options.cancelled = &cancelled;
        CsvRecordStream table(device, QStringLiteral("c.csv"), -1, false, options);
        SourceRecord record;
        QVERIFY(table.next(record));
        QCOMPARE(record.fields, QStringList({QStringLiteral("1"), QStringLiteral("2")}));
        cancelled = true;
        QVERIFY(!table.next(record));
        QVERIFY(table.cancelled());
    }

    /// A later format is one class: registered, it is detected and read through the same
    /// interfaces as CSV.
    void aNewFormatPlugsIn()
    {
        FormatRegistry registry;
        registry.addReader(std::make_unique<CsvFormat>());
        registry.addReader(std::make_unique<LinesFormat>());
        const QString file = path(QStringLiteral("values.txt"));
        writeBytes(file, "#lines\nalpha\nbeta\n");
        QCOMPARE((*registry.detect(file))->id(), QStringLiteral("lines"));
        auto input = registry.open(file, ReadOptions{});
        QVERIFY(input);
        QStringList values;
        QVERIFY((*input)->read([&](RecordStream& table) {
            SourceRecord record;
            while (table.next(record))
                values.append(record.fields.first() + u'@' + QString::number(record.line));
            return true;
        }));
        QCOMPARE(values, QStringList({QStringLiteral("alpha@2"), QStringLiteral("beta@3")}));
        QCOMPARE(registry.importFileFilter(), QStringLiteral("Tables (*.csv *.tsv *.txt *.lines);;CSV (*.csv *.tsv "
                                                             "*.txt);;Lines (*.lines);;All files (*)"));
    }

    /// Text copied from Excel or WPS, parsed by the CSV scanner with a tab delimiter. The answers
    /// are written out by hand.
    void clipboardTextGoesThroughTheCsvScanner_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<QStringList>>("rows");
        QTest::newRow("plain") << QStringLiteral("a\tb\nc\td\n")
                               << QList<QStringList>{{QStringLiteral("a"), QStringLiteral("b")},
                                                     {QStringLiteral("c"), QStringLiteral("d")}};
        QTest::newRow("quoted tab and line break")
            << QStringLiteral("Key rotation\t\"gate\tor not\"\n\"two\nlines\"\tx\n")
            << QList<QStringList>{{QStringLiteral("Key rotation"), QStringLiteral("gate\tor not")},
                                  {QStringLiteral("two\nlines"), QStringLiteral("x")}};
        QTest::newRow("doubled quotes, CRLF, blank row kept")
            << QStringLiteral("\"say \"\"hi\"\"\"\tx\r\n\r\ny")
            << QList<QStringList>{
                   {QStringLiteral("say \"hi\""), QStringLiteral("x")}, {QString()}, {QStringLiteral("y")}};
        QTest::newRow("empty cells") << QStringLiteral("x\t\ty\t\n")
                                     << QList<QStringList>{
                                            {QStringLiteral("x"), QString(), QStringLiteral("y"), QString()}};
        QTest::newRow("lone CR, stray quote kept")
            << QStringLiteral("5\"\rW") << QList<QStringList>{{QStringLiteral("5\"")}, {QStringLiteral("W")}};
        QTest::newRow("quoted CRLF kept as it is")
            << QStringLiteral("\"a\r\nb\"\tc") << QList<QStringList>{{QStringLiteral("a\r\nb"), QStringLiteral("c")}};
        QTest::newRow("unterminated quote runs to the end")
            << QStringLiteral("\"open\tcell\nstill") << QList<QStringList>{{QStringLiteral("open\tcell\nstill")}};
        QTest::newRow("Chinese") << QStringLiteral("门槛\t加分\n")
                                 << QList<QStringList>{{QStringLiteral("门槛"), QStringLiteral("加分")}};
        QTest::newRow("nothing") << QString() << QList<QStringList>{};
    }

    void clipboardTextGoesThroughTheCsvScanner()
    {
        QFETCH(QString, text);
        QFETCH(QList<QStringList>, rows);
        QCOMPARE(parseTabSeparated(text), rows);
        // What GateBench copies pastes back into the same cells.
        if (!rows.isEmpty())
            QCOMPARE(parseTabSeparated(toTabSeparated(rows)), rows);
    }

    /// The clipboard and CSV files agree: the same bytes read by the CSV reader with a tab
    /// delimiter give the same records (the reader skips blank lines, the paste keeps them).
    void clipboardAndCsvReaderAgree()
    {
        const QString text = QStringLiteral("t\t\"a\tb\"\t\"x\"\"y\"\n\"multi\nline\"\t\t候选\r\nlast\tz\tq");
        QBuffer device;
        device.setData(text.toUtf8());
        QVERIFY(device.open(QIODevice::ReadOnly));
        CsvOptions options;
        options.delimiter = '\t';
        options.header = CsvOptions::Header::No;
        CsvReader reader(options);
        QVERIFY(reader.open(&device));
        QList<QStringList> records;
        CsvRecord record;
        while (reader.next(record))
            records.append(record.fields);
        QCOMPARE(parseTabSeparated(text), records);
        QCOMPARE(records.size(), 3);
    }

    /// The requirements page's paste (criteria::parsePastedRows) reads quoted cells with tabs and
    /// line breaks as one cell each.
    void pastedRequirementsKeepQuotedCells()
    {
        const auto drafts = criteria::parsePastedRows(
            QStringLiteral("标题\t层级\t分类\t负责人\t验收标准\n"
                           "Key rotation\tgate\tsecurity\tSecurity lead\t\"1. rotate keys\n2. audit\tlog kept\"\n"));
        QVERIFY(drafts);
        QCOMPARE(drafts->size(), 1);
        QCOMPARE(drafts->first().title, QStringLiteral("Key rotation"));
        QCOMPARE(drafts->first().owner, QStringLiteral("Security lead"));
        QCOMPARE(drafts->first().acceptance, QStringLiteral("1. rotate keys\n2. audit\tlog kept"));
    }

    /// `gatebench import` and `gatebench preview` ask the registry: a ZIP archive renamed .dat is
    /// still an archive, and binary data is refused with exit code 2, naming the file.
    void commandLineReadsByContent()
    {
        const QString workspace = path(QStringLiteral("cli.gatebench"));
        QCOMPARE(runCli({QStringLiteral("new"), workspace}).code, 0);
        const QString zip = path(QStringLiteral("shortlist.zip"));
        writeZip(zip, {{QStringLiteral("a.csv"), QByteArrayLiteral("id,name\nzip-a,Zip A\n")},
                       {QStringLiteral("b.csv"), QByteArrayLiteral("id,name\nzip-b,Zip B\nzip-c,Zip C\n")}});
        const QString renamed = path(QStringLiteral("shortlist.dat"));
        QVERIFY(QFile::rename(zip, renamed));

        testing::Run r = runCli(
            {QStringLiteral("import"), workspace, QStringLiteral("--kind"), QStringLiteral("candidates"), renamed});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.startsWith("Imported 3 rows of candidates"), r.out.constData());
        r = runCli({QStringLiteral("info"), workspace, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject info = QJsonDocument::fromJson(r.out).object();
        QStringList ids;
        for (const QJsonValue candidate : info.value(QStringLiteral("candidates")).toArray())
            ids.append(candidate.toObject().value(QStringLiteral("id")).toString());
        QVERIFY(ids.contains(QStringLiteral("zip-a")) && ids.contains(QStringLiteral("zip-c")));

        r = runCli({QStringLiteral("preview"), renamed, QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject preview = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(preview.value(QStringLiteral("archive")).toString(), renamed);
        QCOMPARE(preview.value(QStringLiteral("member")).toString(), QStringLiteral("a.csv"));

        const QString photo = path(QStringLiteral("photo.dat"));
        writeBytes(photo, pngBytes());
        const QByteArray before = contentOf(workspace);
        QVERIFY(!before.isEmpty());
        r = runCli(
            {QStringLiteral("import"), workspace, QStringLiteral("--kind"), QStringLiteral("candidates"), photo});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith(QByteArray(photo.toUtf8() + ":0:0: not a file GateBench can import")),
                 r.err.constData());
        QCOMPARE(contentOf(workspace), before);
        r = runCli({QStringLiteral("preview"), photo});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QByteArray(photo.toUtf8() + ": not a file GateBench can import")), r.err.constData());
    }

    /// Issue 27, item 14: `gatebench preview` refuses what `import` refuses as not CSV (a PDF, an
    /// image, an executable named .csv): exit 2 and the same message, at the same line and column; the
    /// import wizard's preview (previewFirstInput) refuses it too.
    void previewRefusesWhatImportRefusesAsNotCsv_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("PDF named .csv") << "report.csv"
                                        << QByteArray("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<< /Type /Catalog >>\n");
        QTest::newRow("PNG named .csv") << "photo.csv" << pngBytes();
        QByteArray elf("\x7F"
                       "ELF\x02\x01\x01",
                       7);
        elf += QByteArray(57, '\0') + QByteArray(256, '\x01');
        QTest::newRow("executable named .csv") << "tool.csv" << elf;
    }

    void previewRefusesWhatImportRefusesAsNotCsv()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        const QString workspace = path(QStringLiteral("not-csv-%1.gatebench").arg(name));
        QCOMPARE(runCli({QStringLiteral("new"), workspace}).code, 0);
        const QString file = path(name);
        writeBytes(file, bytes);
        const testing::Run imported =
            runCli({QStringLiteral("import"), workspace, QStringLiteral("--kind"), QStringLiteral("candidates"), file,
                    QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(imported.code, 2);
        const QByteArray refusal = imported.err.left(imported.err.indexOf('\n'));
        QVERIFY2(refusal.startsWith(QByteArray(file.toUtf8() + ':')), imported.err.constData());
        const testing::Run previewed =
            runCli({QStringLiteral("preview"), file, QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(previewed.code, 2);
        QVERIFY2(previewed.out.isEmpty(), previewed.out.constData());
        QCOMPARE(previewed.err.left(previewed.err.indexOf('\n')), refusal);
        // The wizard's preview: the same refusal, no rows.
        auto preview = previewFirstInput({file}, CsvOptions());
        QVERIFY(!preview);
        QVERIFY2(preview.error().message.startsWith(QString::fromUtf8(refusal)), qPrintable(preview.error().message));
    }
};

QTEST_GUILESS_MAIN(TestFormats)
#include "tst_formats.moc"
