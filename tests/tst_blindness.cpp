// The blindness test of issue 29, end to end on the command line: a unique marker in one member's note
// and score, and every command and export run as another member (decide, report PDF text via
// pdftotext, the exit bundle, audit, questionnaire, xlsx/csv exports, info, poc, tco, imports, round
// status): zero hits while the round is sealed, the marker found by its author, and by the other member
// once the round is revealed (`round reveal` is the consensus part's: the test sets the state in the
// file). Hidden prices: a member gets no TCO figure until the round is revealed; the chair does.
#include "TestSupport.h"
#include "XlsxTestSupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace gatebench;

namespace {

const QString kMarkerNote = QStringLiteral("BLIND-MARKER-5e1f9c");
const QString kMarkerScore = QStringLiteral("3.1416");
const QString kMarkerSealedValue = QStringLiteral("SEALED-VALUE-7c2d41");

testing::Run runCli(const QStringList& arguments)
{
    return testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                               arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
}

/// Every file under `folder`, read (an .xlsx unpacked: its XML is compressed).
QByteArray folderBytes(const QString& folder)
{
    QByteArray all;
    QDir dir(folder);
    for (const QString& name : dir.entryList(QDir::Files)) {
        const QByteArray bytes = testing::readFile(dir.filePath(name));
        if (name.endsWith(QLatin1String(".xlsx"))) {
            QString error;
            for (const QByteArray& part : testing::unzipAll(bytes, error))
                all += part;
        } else {
            all += bytes;
        }
    }
    return all;
}

QByteArray pdfText(const QString& pdf)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"),
                  {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    process.waitForFinished(60000);
    return process.readAllStandardOutput();
}

} // namespace

class TestBlindness : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void hiddenPricesUntilRevealed();
    void blindnessEndToEnd();

private:
    QTemporaryDir m_dir;
    testing::DemoCopies m_demos;
};

void TestBlindness::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(m_demos.create(m_dir.path()));
}

void TestBlindness::hiddenPricesUntilRevealed()
{
    const QString file = m_demos.fresh();
    // r1 chairs the demo's committee (the members part names the demo's chair; here the file says so).
    QCOMPARE(testing::execSql(file, {"UPDATE reviewers SET permission = 'chair' WHERE id = 'r1'"}), QString());
    testing::Run opened =
        runCli({QStringLiteral("round"), QStringLiteral("open"), file, QStringLiteral("--hide-prices"),
                QStringLiteral("--as-member"), QStringLiteral("r1")});
    QVERIFY2(opened.code == 0, opened.err.constData());

    // A member: no TCO, no workbook, no cost lines in what they read.
    for (const QStringList& command : {QStringList{QStringLiteral("tco"), file, QStringLiteral("--json")},
                                       QStringList{QStringLiteral("export-tco-csv"), file, QStringLiteral("-o"),
                                                   m_dir.filePath(QStringLiteral("p.csv"))},
                                       QStringList{QStringLiteral("export-xlsx"), file, QStringLiteral("-o"),
                                                   m_dir.filePath(QStringLiteral("p.xlsx"))}}) {
        testing::Run refused = runCli(command + QStringList{QStringLiteral("--as-member"), QStringLiteral("r2")});
        QCOMPARE(refused.code, 6);
        QVERIFY(refused.err.contains("hidden"));
    }
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("p.csv"))));
    // The chair reads them.
    testing::Run chair = runCli(
        {QStringLiteral("tco"), file, QStringLiteral("--json"), QStringLiteral("--as-member"), QStringLiteral("r1")});
    QCOMPARE(chair.code, 0);
    // The member's report says they are hidden.
    const QString pdf = m_dir.filePath(QStringLiteral("hidden.pdf"));
    testing::Run report = runCli({QStringLiteral("report"), file, QStringLiteral("-o"), pdf,
                                  QStringLiteral("--as-member"), QStringLiteral("r2")});
    QCOMPARE(report.code, 0);
    QVERIFY(pdfText(pdf).contains("Prices and TCO figures are hidden"));
    // Revealed: the member reads them.
    QCOMPARE(testing::execSql(file, {"UPDATE scoring_rounds SET state = 'revealed'"}), QString());
    testing::Run member = runCli(
        {QStringLiteral("tco"), file, QStringLiteral("--json"), QStringLiteral("--as-member"), QStringLiteral("r2")});
    QCOMPARE(member.code, 0);
    QCOMPARE(member.out, chair.out);
}

void TestBlindness::blindnessEndToEnd()
{
    const QString file = m_demos.fresh();
    QCOMPARE(testing::execSql(file, {"UPDATE reviewers SET permission = 'chair' WHERE id = 'r1'"}), QString());
    testing::Run opened = runCli(
        {QStringLiteral("round"), QStringLiteral("open"), file, QStringLiteral("--as-member"), QStringLiteral("r1")});
    QVERIFY2(opened.code == 0, opened.err.constData());
    testing::Run scored = runCli({QStringLiteral("score"), file, QStringLiteral("--member"), QStringLiteral("r2"),
                                  QStringLiteral("--candidate"), QStringLiteral("runai"), QStringLiteral("--criterion"),
                                  QStringLiteral("bonus-automation"), QStringLiteral("--score"), kMarkerScore,
                                  QStringLiteral("--note"), kMarkerNote});
    QVERIFY2(scored.code == 0, scored.err.constData());
    // Before anything else: the marker is in the file (so that not finding it means something).
    QVERIFY(
        !testing::selectColumn(file, QStringLiteral("SELECT note FROM bonus_scores WHERE note = '%1'").arg(kMarkerNote))
             .isEmpty());
    // A file seals no entry of its own (only a server under its roles does): the score's entry keeps its
    // values, and no values are kept apart.
    QCOMPARE(testing::selectColumn(file, QStringLiteral("SELECT count(*) FROM audit_sealed")),
             QStringList{QStringLiteral("0")});
    // The values a copy from such a server brings along (audit_sealed, as the server wrote them for r2's
    // score of the sealed round): the file shows them to nobody while the round is sealed either.
    QCOMPARE(testing::execSql(file, {QStringLiteral("INSERT INTO audit_sealed (seq, member_id, round_id, salt, "
                                                    "old_value, new_value, detail) SELECT max(seq), 'r2', (SELECT "
                                                    "max(id) FROM scoring_rounds), 'salt', NULL, '%1', '' FROM "
                                                    "audit_log")
                                         .arg(kMarkerSealedValue)}),
             QString());

    /// Every command and export run as `member` (empty: no member named), each output collected.
    const auto everything = [&](const QString& member, const QString& tag) {
        QByteArray all;
        const QStringList as = member.isEmpty() ? QStringList() : QStringList{QStringLiteral("--as-member"), member};
        const QString folder = m_dir.filePath(tag);
        QDir().mkpath(folder);
        const auto out = [&](const QString& name) { return QDir(folder).filePath(name); };
        const QList<QStringList> commands{
            {QStringLiteral("decide"), file},
            {QStringLiteral("decide"), file, QStringLiteral("--json")},
            {QStringLiteral("info"), file, QStringLiteral("--json")},
            {QStringLiteral("audit"), file},
            {QStringLiteral("audit"), file, QStringLiteral("--json")},
            {QStringLiteral("poc"), file, QStringLiteral("--json")},
            {QStringLiteral("tco"), file, QStringLiteral("--json")},
            {QStringLiteral("imports"), file, QStringLiteral("--json")},
            {QStringLiteral("round"), QStringLiteral("status"), file, QStringLiteral("--json")},
            {QStringLiteral("report"), file, QStringLiteral("-o"), out(QStringLiteral("report.pdf"))},
            {QStringLiteral("export"), file, QStringLiteral("-o"), out(QStringLiteral("bundle.zip"))},
            {QStringLiteral("questionnaire"), file, out(QStringLiteral("questionnaire"))},
            {QStringLiteral("export-xlsx"), file, QStringLiteral("-o"), out(QStringLiteral("tco.xlsx"))},
            {QStringLiteral("export-tco-csv"), file, QStringLiteral("-o"), out(QStringLiteral("tco.csv"))},
        };
        for (const QStringList& command : commands) {
            testing::Run run = runCli(command + as);
            if (run.code < 0)
                qWarning("%s did not finish", qPrintable(command.join(u' ')));
            all += run.out + run.err;
        }
        all += pdfText(out(QStringLiteral("report.pdf")));
        // The bundle would carry the whole file: while a round is sealed it is not written.
        if (QFile::exists(out(QStringLiteral("bundle.zip")))) {
            QString error;
            for (const QByteArray& entry :
                 testing::unzipAll(testing::readFile(out(QStringLiteral("bundle.zip"))), error))
                all += entry;
        }
        all += folderBytes(out(QStringLiteral("questionnaire")));
        all += folderBytes(folder);
        return all;
    };

    // Another member, the chair and no one in particular: zero hits while the round is sealed.
    for (const QString& reader : {QStringLiteral("r3"), QStringLiteral("r1"), QString()}) {
        const QByteArray all =
            everything(reader, QStringLiteral("sealed-") + (reader.isEmpty() ? QStringLiteral("all") : reader));
        QVERIFY2(!all.contains(kMarkerNote.toUtf8()), qPrintable(reader));
        QVERIFY2(!all.contains(kMarkerScore.toUtf8()), qPrintable(reader));
        QVERIFY2(!all.contains(kMarkerSealedValue.toUtf8()), qPrintable(reader));
        QVERIFY(all.contains("\"sealed\": true"));
    }
    // Its author reads their own note.
    testing::Run own = runCli(
        {QStringLiteral("audit"), file, QStringLiteral("--json"), QStringLiteral("--as-member"), QStringLiteral("r2")});
    QCOMPARE(own.code, 0);
    QVERIFY(own.out.contains(kMarkerNote.toUtf8()));

    // Revealed, another member finds it.
    QCOMPARE(testing::execSql(file, {"UPDATE scoring_rounds SET state = 'revealed'"}), QString());
    const QByteArray revealed = everything(QStringLiteral("r3"), QStringLiteral("revealed-r3"));
    QVERIFY(revealed.contains(kMarkerNote.toUtf8()));
    QVERIFY(revealed.contains(kMarkerSealedValue.toUtf8()));
}

QTEST_GUILESS_MAIN(TestBlindness)
#include "tst_blindness.moc"
