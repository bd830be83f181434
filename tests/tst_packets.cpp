// Offline members (issue 29, "Offline members"; README "Offline members: kits, seals and packets"):
// the chair makes a kit for one member, the member scores in it, prints the seal line and exports the
// packet, the chair records the seal and imports the packet. Run as a user runs GateBench (the built
// program). The seal is recomputed here from the README's canonical form, independently of GateBench's
// code; the kit's bytes are searched for another member's unique marker.
#include "TestSupport.h"
#include "XlsxTestSupport.h"
#include "commands/Assessments.h"
#include "commands/Tco.h"
#include "core/Decimal.h"
#include "domain/Domain.h"
#include "storage/StorageFactory.h"
#include "workspace/Workspace.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace gatebench;
using testing::execSql;
using testing::fileSha256;
using testing::selectColumn;

namespace {

/// Whether the evaluation at `location` holds `text`: in its bytes (a file), or in a value of one of its
/// tables (a server's evaluation, whose bytes are the server's).
bool holds(const QString& location, const QByteArray& text)
{
    if (!testing::serverMode())
        return testing::readFile(location).contains(text);
    auto storage = storageFactory::open(location, storageFactory::Access::ReadOnly);
    if (!storage)
        return false;
    const QString wanted = QString::fromUtf8(text);
    bool found = false;
    for (const QString& table : (*storage)->tables()) {
        (void)(*storage)->scan(table, (*storage)->columns(table), [&](const QVariantList& values) {
            for (const QVariant& value : values)
                found = found || value.toString().contains(wanted);
            return !found;
        });
    }
    return found;
}

const QString kBobMarker = QStringLiteral("BOB-MARKER-7f3a91");
const QString kAliceNote = QStringLiteral("Alice's reasons\tacross\na line");

testing::Run runCli(const QStringList& arguments)
{
    return testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                               arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
}

/// The chair's own commands (kit, record-seal, import), acting as the chair of committeeFile().
testing::Run chairCli(const QStringList& arguments)
{
    return runCli(arguments + QStringList{QStringLiteral("--as-member"), QStringLiteral("chair")});
}

/// The README's canonical form of the seal, written out here from its description.
QByteArray escaped(const QString& text)
{
    QByteArray out = text.toUtf8();
    out.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r");
    return out;
}

struct Score {
    QString candidate;
    QString criterion;
    QByteArray score; ///< as the shortest text of the double
    QString note;
};

QString expectedSeal(const QString& secretHex, const QString& member, int round, const QList<Score>& scores)
{
    QList<QByteArray> lines;
    for (const Score& s : scores)
        lines.append("score\t" + escaped(s.candidate) + '\t' + escaped(s.criterion) + '\t' + s.score + '\t' +
                     escaped(s.note) + '\n');
    std::sort(lines.begin(), lines.end());
    QByteArray canonical =
        "gatebench-seal 1\nmember\t" + escaped(member) + "\nround\t" + QByteArray::number(round) + '\n';
    for (const QByteArray& line : lines)
        canonical += line;
    QByteArray input = QByteArray::fromHex(secretHex.toLatin1());
    input.append(canonical);
    return QString::fromLatin1(QCryptographicHash::hash(input, QCryptographicHash::Sha256).toHex());
}

QString scoreOf(const QString& file, const QString& member, const QString& candidate, const QString& criterion)
{
    // The score with one decimal, as SQLite prints a REAL (PostgreSQL prints 3 for 3.0).
    const QString where = QStringLiteral(" FROM bonus_scores WHERE reviewer_id = '%1' AND candidate_id = '%2' AND "
                                         "criterion_id = '%3'")
                              .arg(member, candidate, criterion);
    const QStringList score = selectColumn(file, QStringLiteral("SELECT score") + where);
    if (score.isEmpty())
        return {};
    return QString::number(score.first().toDouble(), 'f', 1) + u'|' +
           selectColumn(file, QStringLiteral("SELECT note") + where).value(0) + u'|' +
           selectColumn(file, QStringLiteral("SELECT coalesce(CAST(round_id AS TEXT), '')") + where).value(0);
}

/// Every entry of the ZIP archive at `path`, decompressed, with its name.
QHash<QString, QByteArray> unzipped(const QString& path)
{
    QString error;
    QHash<QString, QByteArray> entries = testing::unzipAll(testing::readFile(path), error);
    if (!error.isEmpty())
        qWarning("%s", qPrintable(error));
    return entries;
}

QByteArray pdfText(const QByteArray& pdf, const QString& scratch)
{
    testing::writeFile(scratch, pdf);
    QProcess process;
    process.start(QStringLiteral("pdftotext"),
                  {QStringLiteral("-enc"), QStringLiteral("UTF-8"), scratch, QStringLiteral("-")});
    process.waitForFinished(60000);
    return process.readAllStandardOutput();
}

int auditCount(const QString& file)
{
    return selectColumn(file, QStringLiteral("SELECT count(*) FROM audit_log")).value(0).toInt();
}

} // namespace

class TestPackets : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void roundTrip();
    void sealMismatch();
    void olderCriteriaList();
    void twoPlaceConflict();
    void onlyTheChair();
    void hostilePackets();
    void memberBundleWhileSealed();
    void hiddenPricesLeaveKitsAndBundles();
    void nobodysBundleIsNoKit();

private:
    /// A template evaluation with a chair, Alice and Bob, round 1 open over two candidates and two bonus
    /// criteria; Bob's score of runai on bonus-experience carries his marker in its note (audited), and
    /// Alice scored k8s-oss on bonus-automation 2 before her kit was made.
    QString committeeFile();
    /// Writes `score` (and `note`) as `member` in the file, through GateBench's own commands (audited).
    void score(const QString& file, const QString& name, const QString& member, const QString& candidate,
               const QString& criterion, double value, const QString& note);

    QTemporaryDir m_dir;
    int m_files = 0;
};

void TestPackets::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestPackets::score(const QString& file, const QString& name, const QString& member, const QString& candidate,
                        const QString& criterion, double value, const QString& note)
{
    auto workspace = Workspace::open(file);
    QVERIFY2(workspace, workspace ? "" : qPrintable(workspace.error().message));
    (*workspace)->setActor(name);
    auto set = assessments::setScore(**workspace, candidate, criterion, value);
    QVERIFY2(set, set ? "" : qPrintable(set.error().message));
    const Filter key{{QStringLiteral("candidate_id"), candidate},
                     {QStringLiteral("criterion_id"), criterion},
                     {QStringLiteral("reviewer_id"), member}};
    auto noted =
        (*workspace)
            ->setFields(QStringLiteral("bonus_scores"), key, {{QStringLiteral("note"), note}}, QStringLiteral("note"));
    QVERIFY2(noted, noted ? "" : qPrintable(noted.error().message));
}

QString TestPackets::committeeFile()
{
    const QString file = testing::location(m_dir.filePath(QStringLiteral("eval-%1.gatebench").arg(++m_files)));
    {
        testing::WorkspaceSpec spec;
        spec.language = QStringLiteral("en");
        auto workspace = testing::createWorkspace(file, spec);
        if (!workspace)
            return {};
    }
    const QString error = execSql(
        file,
        {"INSERT INTO reviewers (id, name, permission, function) VALUES ('chair', 'Chair', 'chair', 'platform'), "
         "('alice', 'Alice', 'member', 'security'), ('bob', 'Bob', 'member', 'finance')",
         "INSERT INTO scoring_rounds (id, state, opened_by, opened_at) VALUES (1, 'open', 'Chair', "
         "'2026-11-30T09:00:00Z')",
         "INSERT INTO round_cells (round_id, candidate_id, criterion_id) VALUES (1, 'runai', 'bonus-experience'), "
         "(1, 'runai', 'bonus-automation'), (1, 'k8s-oss', 'bonus-experience'), (1, 'k8s-oss', "
         "'bonus-automation')"});
    if (!error.isEmpty()) {
        qWarning("%s", qPrintable(error));
        return {};
    }
    score(file, QStringLiteral("Bob"), QStringLiteral("bob"), QStringLiteral("runai"),
          QStringLiteral("bonus-experience"), 4.5, kBobMarker);
    score(file, QStringLiteral("Alice"), QStringLiteral("alice"), QStringLiteral("k8s-oss"),
          QStringLiteral("bonus-automation"), 2, QStringLiteral("first look"));
    return file;
}

void TestPackets::roundTrip()
{
    const QString file = committeeFile();
    QVERIFY(!file.isEmpty());
    // Bob's marker is in the evaluation, in his note and in the audit log's entry of it.
    QVERIFY(holds(file, kBobMarker.toUtf8()));
    QVERIFY(
        !selectColumn(file, QStringLiteral("SELECT seq FROM audit_log WHERE new_value LIKE '%BOB-MARKER%'")).isEmpty());
    // A snapshot of the evaluation keeps every member's scores and notes (compressed, so not found by
    // the byte search below): a kit holds none.
    QCOMPARE(chairCli({QStringLiteral("snapshot"), file, QStringLiteral("--name"), QStringLiteral("before kits")}).code,
             0);
    QCOMPARE(selectColumn(file, QStringLiteral("SELECT count(*) FROM snapshots")), QStringList{QStringLiteral("1")});
    const QString kit = m_dir.filePath(QStringLiteral("alice-kit.gatebench"));
    const QByteArray before = fileSha256(file);
    auto made = chairCli({QStringLiteral("packet"), QStringLiteral("kit"), file, QStringLiteral("--member"),
                          QStringLiteral("alice"), QStringLiteral("-o"), kit});
    QCOMPARE(made.code, 0);
    QCOMPARE(fileSha256(file), before); // making a kit never writes to the evaluation

    // Bob's score and note are not in the kit at all: not in its tables, its audit log, or its bytes.
    QVERIFY(!testing::readFile(kit).contains(kBobMarker.toUtf8()));
    QVERIFY(!testing::readFile(kit).contains("BOB-MARKER"));
    QCOMPARE(selectColumn(kit, QStringLiteral("SELECT count(*) FROM bonus_scores WHERE reviewer_id <> 'alice'")),
             QStringList{QStringLiteral("0")});
    QCOMPARE(selectColumn(kit, QStringLiteral("SELECT count(*) FROM snapshots")), QStringList{QStringLiteral("0")});
    QCOMPARE(selectColumn(kit, QStringLiteral("SELECT member_id || ' ' || round_id FROM packet_kit")),
             QStringList{QStringLiteral("alice 1")});
    // The kit records the evaluation's workspace and chain head; it has an identity of its own.
    const QString sourceId =
        selectColumn(file, QStringLiteral("SELECT value FROM workspace_settings WHERE key = 'workspace_id'")).value(0);
    QCOMPARE(selectColumn(kit, QStringLiteral("SELECT source_workspace FROM packet_kit")).value(0), sourceId);
    QVERIFY(
        selectColumn(kit, QStringLiteral("SELECT value FROM workspace_settings WHERE key = 'workspace_id'")).value(0) !=
        sourceId);
    const QString info = QString::fromUtf8(runCli({QStringLiteral("info"), file, QStringLiteral("--json")}).out);
    QVERIFY(info.contains(selectColumn(kit, QStringLiteral("SELECT source_head FROM packet_kit")).value(0)));
    // The kit opens as any evaluation (schema, triggers and integrity as GateBench made them).
    QCOMPARE(runCli({QStringLiteral("verify"), kit}).code, 0);

    // Alice scores in her kit.
    score(kit, QStringLiteral("Alice"), QStringLiteral("alice"), QStringLiteral("runai"),
          QStringLiteral("bonus-experience"), 3, kAliceNote);
    score(kit, QStringLiteral("Alice"), QStringLiteral("alice"), QStringLiteral("k8s-oss"),
          QStringLiteral("bonus-automation"), 2.5, QStringLiteral("second look"));

    auto sealed = runCli({QStringLiteral("packet"), QStringLiteral("seal"), kit});
    QCOMPARE(sealed.code, 0);
    const QString line = QString::fromUtf8(sealed.out).trimmed();
    const QString secret = selectColumn(kit, QStringLiteral("SELECT secret FROM packet_kit")).value(0);
    QCOMPARE(secret.size(), 64);
    QVERIFY(!sealed.out.contains(secret.toLatin1())); // the random value is never printed
    const QString hex = expectedSeal(
        secret, QStringLiteral("alice"), 1,
        {{QStringLiteral("runai"), QStringLiteral("bonus-experience"), "3", kAliceNote},
         {QStringLiteral("k8s-oss"), QStringLiteral("bonus-automation"), "2.5", QStringLiteral("second look")}});
    QCOMPARE(line, QStringLiteral("gatebench-seal 1 alice 1 ") + hex);

    const QString packet = m_dir.filePath(QStringLiteral("alice-packet.zip"));
    QCOMPARE(runCli({QStringLiteral("packet"), QStringLiteral("export"), kit, QStringLiteral("-o"), packet}).code, 0);
    QVERIFY(!testing::readFile(packet).isEmpty());

    QCOMPARE(chairCli({QStringLiteral("packet"), QStringLiteral("record-seal"), file, QStringLiteral("--member"),
                       QStringLiteral("alice"), line})
                 .code,
             0);
    QCOMPARE(selectColumn(file, QStringLiteral("SELECT seal FROM packet_seals WHERE member_id = 'alice'")),
             QStringList{hex});
    auto imported = chairCli({QStringLiteral("packet"), QStringLiteral("import"), file, packet});
    QVERIFY2(imported.code == 0, imported.err.constData());
    QCOMPARE(scoreOf(file, QStringLiteral("alice"), QStringLiteral("runai"), QStringLiteral("bonus-experience")),
             QStringLiteral("3.0|") + kAliceNote + QStringLiteral("|1"));
    QCOMPARE(scoreOf(file, QStringLiteral("alice"), QStringLiteral("k8s-oss"), QStringLiteral("bonus-automation")),
             QStringLiteral("2.5|second look|1"));
    // Bob's score is untouched.
    QCOMPARE(scoreOf(file, QStringLiteral("bob"), QStringLiteral("runai"), QStringLiteral("bonus-experience")),
             QStringLiteral("4.5|") + kBobMarker + QStringLiteral("|1")); // given while round 1 is open
    QCOMPARE(selectColumn(file, QStringLiteral("SELECT count(*) FROM audit_log WHERE action = 'import packet'")),
             QStringList{QStringLiteral("1")});
    QVERIFY(!selectColumn(file, QStringLiteral("SELECT imported_at FROM packet_seals WHERE member_id = 'alice'"))
                 .value(0)
                 .isEmpty());

    // The same packet again changes nothing: the file stays byte for byte as it was, no new entry.
    const QByteArray once = fileSha256(file);
    const int entries = auditCount(file);
    auto again = chairCli({QStringLiteral("packet"), QStringLiteral("import"), file, packet});
    QCOMPARE(again.code, 0);
    QVERIFY(again.out.contains("Nothing to import"));
    QCOMPARE(fileSha256(file), once);
    QCOMPARE(auditCount(file), entries);
}

void TestPackets::sealMismatch()
{
    const QString file = committeeFile();
    QVERIFY(!file.isEmpty());
    const QString kit = m_dir.filePath(QStringLiteral("mismatch-kit.gatebench"));
    QCOMPARE(chairCli({QStringLiteral("packet"), QStringLiteral("kit"), file, QStringLiteral("--member"),
                       QStringLiteral("alice"), QStringLiteral("-o"), kit})
                 .code,
             0);
    score(kit, QStringLiteral("Alice"), QStringLiteral("alice"), QStringLiteral("runai"),
          QStringLiteral("bonus-automation"), 1, QString());
    const QString line =
        QString::fromUtf8(runCli({QStringLiteral("packet"), QStringLiteral("seal"), kit}).out).trimmed();
    QCOMPARE(chairCli({QStringLiteral("packet"), QStringLiteral("record-seal"), file, QStringLiteral("--member"),
                       QStringLiteral("alice"), line})
                 .code,
             0);
    // The member changes a score after sending the seal: the packet no longer matches it.
    score(kit, QStringLiteral("Alice"), QStringLiteral("alice"), QStringLiteral("runai"),
          QStringLiteral("bonus-automation"), 5, QString());
    const QString packet = m_dir.filePath(QStringLiteral("mismatch.zip"));
    QCOMPARE(runCli({QStringLiteral("packet"), QStringLiteral("export"), kit, QStringLiteral("-o"), packet}).code, 0);
    const QByteArray before = fileSha256(file);
    auto imported = chairCli({QStringLiteral("packet"), QStringLiteral("import"), file, packet});
    QCOMPARE(imported.code, 3);
    QVERIFY(imported.err.contains("does not match the seal"));
    QCOMPARE(fileSha256(file), before);
    QVERIFY(
        scoreOf(file, QStringLiteral("alice"), QStringLiteral("runai"), QStringLiteral("bonus-automation")).isEmpty());

    // Without a recorded seal a packet is refused as well (exit 2), nothing written.
    const QString other = committeeFile();
    const QString otherKit = m_dir.filePath(QStringLiteral("unsealed-kit.gatebench"));
    QCOMPARE(chairCli({QStringLiteral("packet"), QStringLiteral("kit"), other, QStringLiteral("--member"),
                       QStringLiteral("alice"), QStringLiteral("-o"), otherKit})
                 .code,
             0);
    const QString otherPacket = m_dir.filePath(QStringLiteral("unsealed.zip"));
    QCOMPARE(
        runCli({QStringLiteral("packet"), QStringLiteral("export"), otherKit, QStringLiteral("-o"), otherPacket}).code,
        0);
    const QByteArray unsealed = fileSha256(other);
    QCOMPARE(chairCli({QStringLiteral("packet"), QStringLiteral("import"), other, otherPacket}).code, 2);
    QCOMPARE(fileSha256(other), unsealed);
    // A packet made from another evaluation is refused too.
    QCOMPARE(chairCli({QStringLiteral("packet"), QStringLiteral("import"), other, packet}).code, 2);
    QCOMPARE(fileSha256(other), unsealed);
}

void TestPackets::olderCriteriaList()
{
    const QString file = committeeFile();
    QVERIFY(!file.isEmpty());
    const QString kit = m_dir.filePath(QStringLiteral("older-kit.gatebench"));
    QCOMPARE(chairCli({QStringLiteral("packet"), QStringLiteral("kit"), file, QStringLiteral("--member"),
                       QStringLiteral("alice"), QStringLiteral("-o"), kit})
                 .code,
             0);
    score(kit, QStringLiteral("Alice"), QStringLiteral("alice"), QStringLiteral("runai"),
          QStringLiteral("bonus-experience"), 4, QString());
    score(kit, QStringLiteral("Alice"), QStringLiteral("alice"), QStringLiteral("runai"),
          QStringLiteral("bonus-automation"), 1, QString());
    const QString line =
        QString::fromUtf8(runCli({QStringLiteral("packet"), QStringLiteral("seal"), kit}).out).trimmed();
    const QString packet = m_dir.filePath(QStringLiteral("older.zip"));
    QCOMPARE(runCli({QStringLiteral("packet"), QStringLiteral("export"), kit, QStringLiteral("-o"), packet}).code, 0);
    QCOMPARE(chairCli({QStringLiteral("packet"), QStringLiteral("record-seal"), file, QStringLiteral("--member"),
                       QStringLiteral("alice"), line})
                 .code,
             0);
    // Meanwhile the committee reworded one bonus criterion and changed another's weight.
    {
        auto workspace = Workspace::open(file);
        QVERIFY(workspace);
        QVERIFY((*workspace)
                    ->setFields(QStringLiteral("criteria"),
                                {{QStringLiteral("id"), QStringLiteral("bonus-automation")}},
                                {{QStringLiteral("title_en"), QStringLiteral("Automation of the whole pipeline")}},
                                QStringLiteral("reword")));
        QVERIFY((*workspace)
                    ->setFields(QStringLiteral("criteria"),
                                {{QStringLiteral("id"), QStringLiteral("bonus-experience")}},
                                {{QStringLiteral("weight"), 7.0}}, QStringLiteral("weight")));
    }
    const QByteArray before = fileSha256(file);
    auto refused = chairCli({QStringLiteral("packet"), QStringLiteral("import"), file, packet});
    QCOMPARE(refused.code, 2);
    QVERIFY(refused.err.contains("bonus-automation"));
    QVERIFY(refused.err.contains("reworded"));
    QVERIFY(refused.err.contains("weight"));
    QCOMPARE(fileSha256(file), before);

    auto accepted = chairCli(
        {QStringLiteral("packet"), QStringLiteral("import"), file, packet, QStringLiteral("--accept-changes")});
    QVERIFY2(accepted.code == 0, accepted.err.constData());
    // What still applies is imported; the reworded criterion's score is not.
    QCOMPARE(scoreOf(file, QStringLiteral("alice"), QStringLiteral("runai"), QStringLiteral("bonus-experience")),
             QStringLiteral("4.0||1"));
    QVERIFY(
        scoreOf(file, QStringLiteral("alice"), QStringLiteral("runai"), QStringLiteral("bonus-automation")).isEmpty());
    QVERIFY(accepted.out.contains("not imported: runai on bonus-automation"));
}

void TestPackets::twoPlaceConflict()
{
    const QString file = committeeFile();
    QVERIFY(!file.isEmpty());
    const QString kit = m_dir.filePath(QStringLiteral("conflict-kit.gatebench"));
    QCOMPARE(chairCli({QStringLiteral("packet"), QStringLiteral("kit"), file, QStringLiteral("--member"),
                       QStringLiteral("alice"), QStringLiteral("-o"), kit})
                 .code,
             0);
    // In the kit Alice changes k8s-oss/bonus-automation from 2 to 3 and scores runai/bonus-experience ...
    score(kit, QStringLiteral("Alice"), QStringLiteral("alice"), QStringLiteral("k8s-oss"),
          QStringLiteral("bonus-automation"), 3, QStringLiteral("from the kit"));
    score(kit, QStringLiteral("Alice"), QStringLiteral("alice"), QStringLiteral("runai"),
          QStringLiteral("bonus-experience"), 2, QString());
    // ... while in the evaluation her k8s-oss/bonus-automation score is changed to 5.
    score(file, QStringLiteral("Alice"), QStringLiteral("alice"), QStringLiteral("k8s-oss"),
          QStringLiteral("bonus-automation"), 5, QStringLiteral("in the meeting"));
    const QString line =
        QString::fromUtf8(runCli({QStringLiteral("packet"), QStringLiteral("seal"), kit}).out).trimmed();
    const QString packet = m_dir.filePath(QStringLiteral("conflict.zip"));
    QCOMPARE(runCli({QStringLiteral("packet"), QStringLiteral("export"), kit, QStringLiteral("-o"), packet}).code, 0);
    QCOMPARE(chairCli({QStringLiteral("packet"), QStringLiteral("record-seal"), file, QStringLiteral("--member"),
                       QStringLiteral("alice"), line})
                 .code,
             0);
    auto imported = chairCli({QStringLiteral("packet"), QStringLiteral("import"), file, packet});
    QVERIFY2(imported.code == 0, imported.err.constData());
    QVERIFY(imported.out.contains("conflict, kept as it is: k8s-oss on bonus-automation"));
    // The conflicting cell keeps the evaluation's score; the other cell is imported.
    QCOMPARE(scoreOf(file, QStringLiteral("alice"), QStringLiteral("k8s-oss"), QStringLiteral("bonus-automation")),
             QStringLiteral("5.0|in the meeting|1"));
    QCOMPARE(scoreOf(file, QStringLiteral("alice"), QStringLiteral("runai"), QStringLiteral("bonus-experience")),
             QStringLiteral("2.0||1"));
}

void TestPackets::onlyTheChair()
{
    const QString file = committeeFile();
    QVERIFY(!file.isEmpty());
    const QString kit = m_dir.filePath(QStringLiteral("bob-made.gatebench"));
    auto refused = runCli({QStringLiteral("packet"), QStringLiteral("kit"), file, QStringLiteral("--member"),
                           QStringLiteral("alice"), QStringLiteral("-o"), kit, QStringLiteral("--as-member"),
                           QStringLiteral("bob")});
    QCOMPARE(refused.code, 6);
    QVERIFY(!QFileInfo::exists(kit));
    QCOMPARE(runCli({QStringLiteral("packet"), QStringLiteral("kit"), file, QStringLiteral("--member"),
                     QStringLiteral("alice"), QStringLiteral("-o"), kit, QStringLiteral("--as-member"),
                     QStringLiteral("chair")})
                 .code,
             0);
    const QString line =
        QString::fromUtf8(runCli({QStringLiteral("packet"), QStringLiteral("seal"), kit}).out).trimmed();
    const QByteArray before = fileSha256(file);
    QCOMPARE(runCli({QStringLiteral("packet"), QStringLiteral("record-seal"), file, QStringLiteral("--member"),
                     QStringLiteral("alice"), line, QStringLiteral("--as-member"), QStringLiteral("bob")})
                 .code,
             6);
    QCOMPARE(fileSha256(file), before);
    // A seal line of another member is refused for this one.
    QCOMPARE(chairCli({QStringLiteral("packet"), QStringLiteral("record-seal"), file, QStringLiteral("--member"),
                       QStringLiteral("bob"), line})
                 .code,
             2);
}

void TestPackets::hostilePackets()
{
    const QString file = committeeFile();
    QVERIFY(!file.isEmpty());
    const QByteArray before = fileSha256(file);
    // An exit bundle is not a packet; a cut packet and a file of random bytes are refused, nothing written.
    const QString bundle = m_dir.filePath(QStringLiteral("bundle.zip"));
    QCOMPARE(runCli({QStringLiteral("export"), file, QStringLiteral("-o"), bundle}).code, 0);
    auto notPacket = chairCli({QStringLiteral("packet"), QStringLiteral("import"), file, bundle});
    QCOMPARE(notPacket.code, 2);
    const QString cut = m_dir.filePath(QStringLiteral("cut.zip"));
    const QByteArray bytes = testing::readFile(bundle);
    testing::writeFile(cut, bytes.left(bytes.size() / 2));
    QCOMPARE(chairCli({QStringLiteral("packet"), QStringLiteral("import"), file, cut}).code, 2);
    const QString noise = m_dir.filePath(QStringLiteral("noise.zip"));
    testing::writeFile(noise, QByteArray(4096, '\x50'));
    QCOMPARE(chairCli({QStringLiteral("packet"), QStringLiteral("import"), file, noise}).code, 2);
    QCOMPARE(fileSha256(file), before);
}

void TestPackets::memberBundleWhileSealed()
{
    const QString file = committeeFile();
    QVERIFY(!file.isEmpty());
    // Alice's exit bundle while round 1 is sealed carries her kit: Bob's marker is nowhere in it.
    const QString bundle = m_dir.filePath(QStringLiteral("alice-bundle.zip"));
    auto exported = runCli({QStringLiteral("export"), file, QStringLiteral("-o"), bundle, QStringLiteral("--as-member"),
                            QStringLiteral("alice")});
    QVERIFY2(exported.code == 0, exported.err.constData());
    const QString opened = m_dir.filePath(QStringLiteral("alice-bundle.gatebench"));
    QCOMPARE(runCli({QStringLiteral("import-bundle"), bundle, QStringLiteral("-o"), opened}).code, 0);
    QVERIFY(!testing::readFile(opened).contains(kBobMarker.toUtf8()));
    QCOMPARE(selectColumn(opened, QStringLiteral("SELECT member_id FROM packet_kit")),
             QStringList{QStringLiteral("alice")});
    QCOMPARE(selectColumn(opened, QStringLiteral("SELECT count(*) FROM bonus_scores WHERE reviewer_id = 'bob'")),
             QStringList{QStringLiteral("0")});
    // The chair's bundle holds the chair's own scores only, and one made with no member chosen none:
    // while the round is sealed, nobody reads Bob's.
    score(file, QStringLiteral("Chair"), QStringLiteral("chair"), QStringLiteral("k8s-oss"),
          QStringLiteral("bonus-experience"), 3, QStringLiteral("the chair's own"));
    for (const QString& maker : {QStringLiteral("chair"), QString()}) {
        const QString tag = maker.isEmpty() ? QStringLiteral("nobody") : maker;
        const QString made = m_dir.filePath(tag + QStringLiteral("-bundle.zip"));
        QStringList arguments{QStringLiteral("export"), file, QStringLiteral("-o"), made};
        if (!maker.isEmpty())
            arguments << QStringLiteral("--as-member") << maker;
        QCOMPARE(runCli(arguments).code, 0);
        const QString madeOpened = m_dir.filePath(tag + QStringLiteral("-bundle.gatebench"));
        QCOMPARE(runCli({QStringLiteral("import-bundle"), made, QStringLiteral("-o"), madeOpened}).code, 0);
        QVERIFY(!testing::readFile(madeOpened).contains(kBobMarker.toUtf8()));
        QCOMPARE(selectColumn(madeOpened, QStringLiteral("SELECT reviewer_id FROM bonus_scores")),
                 maker.isEmpty() ? QStringList() : QStringList{QStringLiteral("chair")});
    }
}

void TestPackets::hiddenPricesLeaveKitsAndBundles()
{
    // A cost line with a unique text and a unique price, entered through GateBench (so that the audit
    // log holds them too); the round hides prices or does not.
    const QByteArray marker = "PRICE-MARKER-c41d07";
    const QByteArray price = "7318293.17";
    const auto carries = [&](const QByteArray& bytes) { return bytes.contains(marker) || bytes.contains(price); };
    for (const bool hide : {false, true}) {
        const QString tag = hide ? QStringLiteral("hidden") : QStringLiteral("shown");
        const QString file = committeeFile();
        QVERIFY(!file.isEmpty());
        {
            auto workspace = Workspace::open(file);
            QVERIFY2(workspace, workspace ? "" : qPrintable(workspace.error().message));
            (*workspace)->setActor(QStringLiteral("Chair"));
            TcoLine line;
            line.candidateId = QStringLiteral("runai");
            line.category = QStringLiteral("compute");
            line.description.en = QString::fromLatin1(marker);
            line.unitPrice = *Decimal::parse(QString::fromLatin1(price));
            auto added = tcoedits::addLine(**workspace, line);
            QVERIFY2(added, added ? "" : qPrintable(added.error().message));
        }
        QCOMPARE(execSql(file, {hide ? "UPDATE scoring_rounds SET hide_prices = 1" : "SELECT 1"}), QString());
        QVERIFY(holds(file, marker) || holds(file, price));

        // Alice's kit: the line is in its bytes only when the round shows prices.
        const QString kit = m_dir.filePath(tag + QStringLiteral("-alice-kit.gatebench"));
        auto made = chairCli({QStringLiteral("packet"), QStringLiteral("kit"), file, QStringLiteral("--member"),
                              QStringLiteral("alice"), QStringLiteral("-o"), kit});
        QVERIFY2(made.code == 0, made.err.constData());
        QCOMPARE(carries(testing::readFile(kit)), !hide);
        QCOMPARE(selectColumn(kit, QStringLiteral("SELECT count(*) FROM tco_lines")).value(0) == QLatin1String("0"),
                 hide);

        // Alice's exit bundle (her kit): no entry carries the line, decompressed; its reports say why.
        const QString bundle = m_dir.filePath(tag + QStringLiteral("-alice-bundle.zip"));
        auto exported = runCli({QStringLiteral("export"), file, QStringLiteral("-o"), bundle,
                                QStringLiteral("--as-member"), QStringLiteral("alice")});
        QVERIFY2(exported.code == 0, exported.err.constData());
        const QHash<QString, QByteArray> entries = unzipped(bundle);
        QVERIFY(entries.contains(QStringLiteral("workspace.gatebench")));
        bool anywhere = false;
        for (auto it = entries.cbegin(); it != entries.cend(); ++it) {
            if (carries(it.value())) {
                anywhere = true;
                QVERIFY2(!hide, qPrintable(it.key()));
            }
        }
        QCOMPARE(anywhere, !hide);
        const QByteArray report = pdfText(entries.value(QStringLiteral("report-en.pdf")),
                                          m_dir.filePath(tag + QStringLiteral("-report.pdf")));
        QVERIFY(!report.isEmpty());
        QCOMPARE(report.contains("Prices and TCO figures are hidden"), hide);

        // The chair reads prices: the chair's own bundle keeps the line.
        const QString chairBundle = m_dir.filePath(tag + QStringLiteral("-chair-bundle.zip"));
        QCOMPARE(chairCli({QStringLiteral("export"), file, QStringLiteral("-o"), chairBundle}).code, 0);
        QVERIFY(carries(unzipped(chairBundle).value(QStringLiteral("workspace.gatebench"))));

        // Alice still scores in her kit, and its packet imports.
        score(kit, QStringLiteral("Alice"), QStringLiteral("alice"), QStringLiteral("runai"),
              QStringLiteral("bonus-experience"), 3, QStringLiteral("priced blind"));
        auto sealed = runCli({QStringLiteral("packet"), QStringLiteral("seal"), kit});
        QCOMPARE(sealed.code, 0);
        const QString packet = m_dir.filePath(tag + QStringLiteral("-alice-packet.zip"));
        QCOMPARE(runCli({QStringLiteral("packet"), QStringLiteral("export"), kit, QStringLiteral("-o"), packet}).code,
                 0);
        QCOMPARE(chairCli({QStringLiteral("packet"), QStringLiteral("record-seal"), file, QStringLiteral("--member"),
                           QStringLiteral("alice"), QString::fromUtf8(sealed.out).trimmed()})
                     .code,
                 0);
        auto imported = chairCli({QStringLiteral("packet"), QStringLiteral("import"), file, packet});
        QVERIFY2(imported.code == 0, imported.err.constData());
        QCOMPARE(scoreOf(file, QStringLiteral("alice"), QStringLiteral("runai"), QStringLiteral("bonus-experience")),
                 QStringLiteral("3.0|priced blind|1"));
    }
}

void TestPackets::nobodysBundleIsNoKit()
{
    const QString file = committeeFile();
    QVERIFY(!file.isEmpty());
    QCOMPARE(execSql(file, {"INSERT INTO reviewers (id, name, permission, function) VALUES ('olga', 'Olga', "
                            "'observer', 'business')"}),
             QString());
    // Bob's marker is in the evaluation: in his note, and in the audit entry of it.
    QVERIFY(holds(file, kBobMarker.toUtf8()));

    // Made with no member chosen, and by an observer, while round 1 is sealed: a sealed copy of the
    // evaluation. It opens (its manifest, checks and chain hold), it is no kit, and it holds no score of
    // the sealed round, Bob's marker nowhere in any entry; the audit log, whose entries tell the sealed
    // scores and notes, is not in it.
    for (const QString& maker : {QString(), QStringLiteral("olga")}) {
        const QString tag = maker.isEmpty() ? QStringLiteral("nobody-copy") : QStringLiteral("observer-copy");
        const QString bundle = m_dir.filePath(tag + QStringLiteral(".zip"));
        QStringList arguments{QStringLiteral("export"), file, QStringLiteral("-o"), bundle};
        if (!maker.isEmpty())
            arguments << QStringLiteral("--as-member") << maker;
        auto exported = runCli(arguments);
        QVERIFY2(exported.code == 0, exported.err.constData());
        const QHash<QString, QByteArray> entries = unzipped(bundle);
        QVERIFY(entries.contains(QStringLiteral("workspace.gatebench")));
        for (auto it = entries.cbegin(); it != entries.cend(); ++it)
            QVERIFY2(!it.value().contains(kBobMarker.toUtf8()), qPrintable(it.key()));
        const QString opened = m_dir.filePath(tag + QStringLiteral(".gatebench"));
        auto imported = runCli({QStringLiteral("import-bundle"), bundle, QStringLiteral("-o"), opened});
        QVERIFY2(imported.code == 0, imported.err.constData());
        QCOMPARE(runCli({QStringLiteral("verify"), opened}).code, 0);
        QCOMPARE(selectColumn(opened, QStringLiteral("SELECT count(*) FROM packet_kit")),
                 QStringList{QStringLiteral("0")});
        QCOMPARE(selectColumn(opened, QStringLiteral("SELECT count(*) FROM bonus_scores b JOIN round_cells c ON "
                                                     "c.candidate_id = b.candidate_id AND c.criterion_id = "
                                                     "b.criterion_id WHERE c.round_id = 1")),
                 QStringList{QStringLiteral("0")});
        QCOMPARE(selectColumn(opened, QStringLiteral("SELECT count(*) FROM audit_log")),
                 QStringList{QStringLiteral("0")});
        // It is the evaluation's copy, not a member's kit: same identity, and `packet seal` refuses it.
        QCOMPARE(selectColumn(opened, QStringLiteral("SELECT value FROM workspace_settings WHERE key = "
                                                     "'workspace_id'")),
                 selectColumn(file, QStringLiteral("SELECT value FROM workspace_settings WHERE key = "
                                                   "'workspace_id'")));
        auto seal = runCli({QStringLiteral("packet"), QStringLiteral("seal"), opened});
        QCOMPARE(seal.code, 2);
        QVERIFY2(seal.err.contains("is not a member's kit"), seal.err.constData());
    }

    // While no audit entry tells a sealed score (the round opened, nothing scored in it yet), the copy
    // keeps the log whole: its chain still ends at the evaluation's head.
    const QString quiet = committeeFile();
    QVERIFY(!quiet.isEmpty());
    QCOMPARE(execSql(quiet, {"UPDATE scoring_rounds SET state = 'revealed'",
                             "INSERT INTO scoring_rounds (id, state, opened_by, opened_at) VALUES (2, 'open', "
                             "'Chair', '2026-11-30T10:00:00Z')",
                             "INSERT INTO round_cells (round_id, candidate_id, criterion_id) VALUES (2, 'runai', "
                             "'bonus-ecosystem')"}),
             QString());
    const QString bundle = m_dir.filePath(QStringLiteral("quiet-copy.zip"));
    QCOMPARE(runCli({QStringLiteral("export"), quiet, QStringLiteral("-o"), bundle}).code, 0);
    const QString opened = m_dir.filePath(QStringLiteral("quiet-copy.gatebench"));
    QCOMPARE(runCli({QStringLiteral("import-bundle"), bundle, QStringLiteral("-o"), opened}).code, 0);
    QCOMPARE(auditCount(opened), auditCount(quiet));
    QVERIFY(auditCount(opened) > 0);
    const QString head = QString::fromUtf8(runCli({QStringLiteral("info"), quiet, QStringLiteral("--json")}).out);
    const QRegularExpression headPattern(QStringLiteral("\"chain_head\": \"([0-9]+:[0-9a-f]{64})\""));
    const QString expected = headPattern.match(head).captured(1);
    QVERIFY2(!expected.isEmpty(), qPrintable(head));
    QCOMPARE(runCli({QStringLiteral("verify"), opened, QStringLiteral("--expect"), expected}).code, 0);
    QCOMPARE(selectColumn(opened, QStringLiteral("SELECT count(*) FROM packet_kit")), QStringList{QStringLiteral("0")});
}

QTEST_GUILESS_MAIN(TestPackets)
#include "tst_packets.moc"
