// ZIP archives of CSV files as a user meets them: many small members import completely, a ZIP
// bomb, a cut or damaged archive and an encrypted member end in a refusal that names the archive
// and the member and leave the evaluation untouched, and `gatebench preview` shows an archive.
#include "ImportPipeline.h"
#include "TestSupport.h"
#include "ZipArchiveReader.h"
#include "repositories/WorkspaceSummary.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QBuffer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <quacrc32.h>
#include <quazip.h>
#include <quazipfile.h>

using namespace gatebench;
using gatebench::testing::readFile;
using gatebench::testing::writeFile;

namespace {

struct ZipEntrySpec {
    QString name;
    QByteArray bytes;
    const char* password = nullptr;
};

void writeZip(const QString& path, const QList<ZipEntrySpec>& members)
{
    QuaZip zip(path);
    QVERIFY(zip.open(QuaZip::mdCreate));
    for (const ZipEntrySpec& member : members) {
        QuaZipFile file(&zip);
        // An encrypted member needs its CRC up front (the encryption header holds part of it).
        QVERIFY(file.open(QIODevice::WriteOnly, QuaZipNewInfo(member.name), member.password,
                          QuaCrc32().calculate(member.bytes)));
        QCOMPARE(file.write(member.bytes), member.bytes.size());
        file.close();
        QCOMPARE(file.getZipError(), 0);
    }
    zip.close();
    QCOMPARE(zip.getZipError(), 0);
}

/// One member of `header` and then `rowBytes` bytes of "a,b\n" rows, deflated as it is written,
/// so that a member of a gigabyte costs seconds and no memory.
void writeRowsZip(const QString& path, const QString& member, qint64 rowBytes)
{
    QuaZip zip(path);
    QVERIFY(zip.open(QuaZip::mdCreate));
    QuaZipFile file(&zip);
    QVERIFY(file.open(QIODevice::WriteOnly, QuaZipNewInfo(member)));
    QVERIFY(file.write("id,name\n") == 8);
    QByteArray rows;
    for (int i = 0; i < (1 << 18); ++i)
        rows += "a,b\n";
    for (qint64 left = rowBytes; left > 0; left -= rows.size())
        QCOMPARE(file.write(rows.constData(), std::min<qint64>(left, rows.size())),
                 std::min<qint64>(left, rows.size()));
    file.close();
    QCOMPARE(file.getZipError(), 0);
    zip.close();
}

void putLe32(QByteArray& bytes, qsizetype at, quint32 value)
{
    for (int i = 0; i < 4; ++i)
        bytes[at + i] = char((value >> (8 * i)) & 0xff);
}

QString firstIssue(const PreparedImport& prepared)
{
    return prepared.issues.isEmpty() ? QString() : prepared.issues.first().toString();
}

testing::Run runCli(const QStringList& arguments)
{
    return testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), arguments);
}

} // namespace

class TestArchive : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;
    QString m_bomb; ///< made once: 1.2 GB of short rows in 1.2 MB

    std::unique_ptr<Workspace> workspace()
    {
        return testing::createWorkspace(m_dir.filePath(QStringLiteral("w%1.gatebench").arg(++m_files)));
    }

    static ImportRequest request(const QStringList& inputs)
    {
        ImportRequest r;
        r.kind = QStringLiteral("candidates");
        r.inputs = inputs;
        return r;
    }

    QString path(const QString& name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_bomb = path(QStringLiteral("bomb.zip"));
        writeRowsZip(m_bomb, QStringLiteral("jobs.csv"), qint64(1'200'000'000));
        QVERIFY(QFileInfo(m_bomb).size() < 2 * 1024 * 1024);
    }

    void tenThousandMembersImportCompletely()
    {
        QList<ZipEntrySpec> members;
        for (int i = 0; i < 10000; ++i)
            members.append({QStringLiteral("jobs/%1.csv").arg(i, 5, 10, QLatin1Char('0')),
                            QStringLiteral("id,name\nm%1,Member %1\n").arg(i).toUtf8()});
        const QString zip = path(QStringLiteral("many.zip"));
        writeZip(zip, members);
        auto w = workspace();
        const qint64 before = *w->queries().rows().count(QStringLiteral("candidates"));
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, request({zip}), &committed);
        QVERIFY2(prepared.acceptable(), qPrintable(firstIssue(prepared)));
        QVERIFY(committed.ok());
        QCOMPARE(prepared.summary.rows, 10000);
        QCOMPARE(prepared.summary.files.size(), 10000);
        QCOMPARE(prepared.summary.files.last(), zip + QStringLiteral("/jobs/09999.csv"));
        QCOMPARE(*w->queries().rows().count(QStringLiteral("candidates")), before + 10000);
        auto last =
            w->queries().rows().select(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("m9999")}});
        QCOMPARE(last->size(), 1);
        QCOMPARE(last->first().value(QStringLiteral("name_en")).toString(), QStringLiteral("Member 9999"));
    }

    void bombIsRefusedAndWritesNothing()
    {
        auto w = workspace();
        const QString file = w->path();
        const PreparedImport prepared = runImport(*w, request({m_bomb}), nullptr);
        QVERIFY(!prepared.acceptable());
        QCOMPARE(prepared.issues.size(), 1);
        const QString message = prepared.issues.first().issue.message;
        QVERIFY2(message.contains(QStringLiteral("jobs.csv")) && message.contains(QStringLiteral("bomb.zip")) &&
                     message.contains(QStringLiteral("ZIP bomb")),
                 qPrintable(message));
        QCOMPARE(prepared.summary.rows, 0);
        w.reset();

        // From the command line, as a script would run it: exit 2, the refusal, the file unchanged.
        const QByteArray hashBefore = testing::fileSha256(file);
        const testing::Run run =
            runCli({QStringLiteral("import"), file, QStringLiteral("--kind"), QStringLiteral("candidates"), m_bomb});
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains("jobs.csv in the archive bomb.zip"), run.err.constData());
        QCOMPARE(testing::fileSha256(file), hashBefore);

        const testing::Run preview = runCli({QStringLiteral("preview"), m_bomb});
        QCOMPARE(preview.code, 2);
        QVERIFY2(preview.err.contains("ZIP bomb"), preview.err.constData());
    }

    void limitsApplyToEachMemberAndToTheArchive_data()
    {
        QTest::addColumn<QList<qint64>>("memberBytes");
        QTest::addColumn<qint64>("maxTotal");
        QTest::addColumn<qint64>("ratioFree");
        QTest::addColumn<QString>("expected");
        const qint64 mib = 1024 * 1024;
        // One member over the ratio (a few KiB of deflate for a MiB), once past the exempt size.
        QTest::newRow("ratio") << QList<qint64>{mib} << 100 * mib << 64 * 1024ll
                               << QStringLiteral(
                                      "m0.csv in the archive limits-ratio.zip unpacks to more than 200 times");
        // Each member small enough to be exempt, together far over the ratio.
        QTest::newRow("many small") << QList<qint64>(40, 60 * 1024) << 100 * mib << 64 * 1024ll
                                    << QStringLiteral("the CSV files in the archive limits-many small.zip unpack to "
                                                      "more than 200 times their compressed size");
        // Under the ratio (exempt), over the total: named at the member that crosses it.
        QTest::newRow("total") << QList<qint64>{mib, mib, mib} << qint64(2.5 * double(mib)) << 100 * mib
                               << QStringLiteral("the CSV files in the archive limits-total.zip unpack to more than "
                                                 "2.5 MiB (reached at m2.csv)");
    }

    void limitsApplyToEachMemberAndToTheArchive()
    {
        QFETCH(QList<qint64>, memberBytes);
        QFETCH(qint64, maxTotal);
        QFETCH(qint64, ratioFree);
        QFETCH(QString, expected);
        QList<ZipEntrySpec> members;
        for (qsizetype i = 0; i < memberBytes.size(); ++i)
            members.append({QStringLiteral("m%1.csv").arg(i), "id,name\n" + QByteArray(memberBytes[i], 'a')});
        const QString zip = path(QStringLiteral("limits-%1.zip").arg(QString::fromLatin1(QTest::currentDataTag())));
        writeZip(zip, members);
        auto w = workspace();
        ImportRequest r = request({zip});
        r.zipLimits.maxTotalBytes = maxTotal;
        r.zipLimits.ratioFreeBytes = ratioFree;
        const PreparedImport prepared = runImport(*w, r, nullptr);
        QVERIFY(!prepared.acceptable());
        QCOMPARE(prepared.issues.size(), 1);
        QCOMPARE(prepared.issues.first().file, zip);
        QVERIFY2(prepared.issues.first().issue.message.startsWith(expected), qPrintable(firstIssue(prepared)));

        // The defaults accept the same archive: real data is nowhere near them.
        const PreparedImport accepted = runImport(*w, request({zip}), nullptr);
        QVERIFY2(accepted.issues.isEmpty() || !accepted.issues.first().issue.message.contains(QStringLiteral("bomb")),
                 qPrintable(firstIssue(accepted)));
    }

    void lyingSizesAreRefusedAsDamaged()
    {
        // 50 MB of rows whose local and central headers claim 1 MB: under every limit as declared.
        const QString zip = path(QStringLiteral("liar.zip"));
        writeRowsZip(zip, QStringLiteral("jobs.csv"), 50'000'000);
        QByteArray bytes = readFile(zip);
        const qsizetype local = bytes.indexOf(QByteArrayLiteral("PK\x03\x04"));
        const qsizetype central = bytes.lastIndexOf(QByteArrayLiteral("PK\x01\x02"));
        QVERIFY(local == 0 && central > 0);
        putLe32(bytes, local + 22, 1'000'000);
        putLe32(bytes, central + 24, 1'000'000);
        writeFile(zip, bytes);

        auto w = workspace();
        const QByteArray hashBefore = *contentHash(w->queries().rows());
        const PreparedImport prepared = runImport(*w, request({zip}), nullptr);
        QVERIFY(!prepared.acceptable());
        QCOMPARE(prepared.issues.last().file, zip);
        QVERIFY2(prepared.issues.last().issue.message.startsWith(
                     QStringLiteral("jobs.csv in the archive liar.zip is damaged and cannot be unpacked")),
                 qPrintable(prepared.issues.last().toString()));
        QCOMPARE(*contentHash(w->queries().rows()), hashBefore);
    }

    void cutArchiveIsNotReadable()
    {
        const QString zip = path(QStringLiteral("cut.zip"));
        writeZip(zip, {{QStringLiteral("a.csv"), QByteArrayLiteral("id,name\ncut-a,Cut A\n")}});
        QByteArray bytes = readFile(zip);
        bytes.chop(10); // the end of central directory record is 22 bytes: its end is gone
        writeFile(zip, bytes);
        auto w = workspace();
        const PreparedImport prepared = runImport(*w, request({zip}), nullptr);
        QCOMPARE(prepared.issues.size(), 1);
        QCOMPARE(prepared.issues.first().file, zip);
        QCOMPARE(prepared.issues.first().issue.message,
                 QStringLiteral("cut.zip is not a readable ZIP archive (cut short or damaged)"));

        const testing::Run preview = runCli({QStringLiteral("preview"), zip});
        QCOMPARE(preview.code, 2);
        QVERIFY2(preview.err.contains("cut.zip is not a readable ZIP archive (cut short or damaged)"),
                 preview.err.constData());
    }

    void encryptedMemberIsNamed()
    {
        const QString zip = path(QStringLiteral("locked.zip"));
        writeZip(zip, {{QStringLiteral("open.csv"), QByteArrayLiteral("id,name\nopen-a,Open A\n")},
                       {QStringLiteral("secret.csv"), QByteArrayLiteral("id,name\nsecret-a,Secret A\n"), "pa55word"}});
        // QuaZip reads it back with the password: the member really is encrypted.
        {
            QuaZip check(zip);
            QVERIFY(check.open(QuaZip::mdUnzip));
            QVERIFY(check.setCurrentFile(QStringLiteral("secret.csv")));
            QuaZipFile member(&check);
            QVERIFY(member.open(QIODevice::ReadOnly, "pa55word"));
            QCOMPARE(member.readAll(), QByteArrayLiteral("id,name\nsecret-a,Secret A\n"));
        }
        auto w = workspace();
        const PreparedImport prepared = runImport(*w, request({zip}), nullptr);
        QCOMPARE(prepared.issues.size(), 1);
        QCOMPARE(prepared.issues.first().issue.message,
                 QStringLiteral("secret.csv in the archive locked.zip is encrypted: GateBench cannot read "
                                "password-protected files; add it to the archive without a password"));

        const testing::Run preview = runCli({QStringLiteral("preview"), zip});
        QCOMPARE(preview.code, 2);
        QVERIFY2(preview.err.contains("secret.csv in the archive locked.zip is encrypted"), preview.err.constData());
    }

    void previewShowsAnArchive()
    {
        const QString zip = path(QStringLiteral("shortlist.zip"));
        writeZip(zip, {{QStringLiteral("a.csv"), QByteArrayLiteral("id,name\nzip-a,Zip A\n")},
                       {QStringLiteral("notes/readme.md"), QByteArrayLiteral("not a table")},
                       {QStringLiteral("b.csv"), QByteArrayLiteral("id;name\nzip-b;Zip B\nzip-c;Zip C\n")}});
        testing::Run run = runCli({QStringLiteral("preview"), zip, QStringLiteral("--json")});
        QCOMPARE(run.code, 0);
        QJsonParseError parseError;
        QJsonObject json = QJsonDocument::fromJson(run.out, &parseError).object();
        QCOMPARE(parseError.error, QJsonParseError::NoError);
        QCOMPARE(json.value(QStringLiteral("archive")).toString(), zip);
        const QJsonArray members = json.value(QStringLiteral("members")).toArray();
        QCOMPARE(members.size(), 2);
        QCOMPARE(members.at(0).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("a.csv"));
        QCOMPARE(members.at(0).toObject().value(QStringLiteral("size")).toInt(), 20);
        QCOMPARE(members.at(1).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("b.csv"));
        QCOMPARE(json.value(QStringLiteral("member")).toString(), QStringLiteral("a.csv"));
        QCOMPARE(json.value(QStringLiteral("header")).toArray(),
                 QJsonArray({QStringLiteral("id"), QStringLiteral("name")}));
        QCOMPARE(json.value(QStringLiteral("rows")).toArray(),
                 QJsonArray({QJsonArray({QStringLiteral("zip-a"), QStringLiteral("Zip A")})}));

        run = runCli({QStringLiteral("preview"), zip, QStringLiteral("--json"), QStringLiteral("--member"),
                      QStringLiteral("b.csv")});
        QCOMPARE(run.code, 0);
        json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json.value(QStringLiteral("member")).toString(), QStringLiteral("b.csv"));
        QCOMPARE(json.value(QStringLiteral("delimiter")).toString(), QStringLiteral("semicolon"));
        QCOMPARE(json.value(QStringLiteral("rows")).toArray().size(), 2);

        run = runCli({QStringLiteral("preview"), zip});
        QCOMPARE(run.code, 0);
        QVERIFY2(run.out.contains("shortlist.zip") && run.out.contains("b.csv") && run.out.contains("zip-a"),
                 run.out.constData());

        QCOMPARE(runCli({QStringLiteral("preview"), zip, QStringLiteral("--member"), QStringLiteral("notes/readme.md")})
                     .code,
                 2);
    }

    void readerReadsFromMemory()
    {
        // The fuzzer's path: an archive in a buffer, every member in order, then the end.
        const QString zip = path(QStringLiteral("memory.zip"));
        writeZip(zip, {{QStringLiteral("a.csv"), QByteArrayLiteral("x\n1\n")},
                       {QStringLiteral("skip.bin"), QByteArrayLiteral("\x01\x02")},
                       {QStringLiteral("b.txt"), QByteArrayLiteral("y\n2\n")}});
        QByteArray bytes = readFile(zip);
        QBuffer buffer(&bytes);
        ZipArchiveReader archive;
        QVERIFY(archive.open(&buffer, QStringLiteral("memory.zip")).ok());
        QCOMPARE(archive.members().size(), 2);
        QCOMPARE(archive.declaredBytes(), 8);
        QStringList seen;
        QVERIFY(archive
                    .read([&](const ZipMember& member, QIODevice& device) {
                        seen.append(member.name + u'=' + QString::fromUtf8(device.readAll()));
                        return true;
                    })
                    .ok());
        QCOMPARE(seen, QStringList({QStringLiteral("a.csv=x\n1\n"), QStringLiteral("b.txt=y\n2\n")}));
    }
};

QTEST_GUILESS_MAIN(TestArchive)
#include "tst_archive.moc"
