// File > Committee packets (README "Offline members: kits, seals and packets"), driven by objectName:
// the chair records a member's seal line in the dialog, and on a member's kit the dialog shows the
// kit's seal line as `gatebench packet seal` prints it (recomputed from the kit here). Both views are
// shown in Chinese and in English; GATEBENCH_PACKET_SHOTS=DIR saves each as a PNG to look at.
#include "PacketsDialog.h"
#include "TestSupport.h"
#include "Translation.h"
#include "committee/ActingMember.h"
#include "committee/PacketData.h"
#include "committee/Packets.h"
#include "repositories/PacketRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace gatebench;
using testing::execSql;
using testing::selectColumn;

class TestPacketsGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void chairRecordsASeal_data();
    void chairRecordsASeal();
    void memberSeesTheSealLine_data();
    void memberSeesTheSealLine();

private:
    QString committeeFile();
    void shot(QWidget* widget, const QString& name);

    QTemporaryDir m_dir;
    int m_files = 0;
};

void TestPacketsGui::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestPacketsGui::shot(QWidget* widget, const QString& name)
{
    const QString folder = qEnvironmentVariable("GATEBENCH_PACKET_SHOTS");
    if (!folder.isEmpty())
        widget->grab().save(QDir(folder).filePath(name + QStringLiteral(".png")));
}

QString TestPacketsGui::committeeFile()
{
    const QString file = m_dir.filePath(QStringLiteral("eval-%1.gatebench").arg(++m_files));
    {
        auto workspace = testing::createWorkspace(file);
        if (!workspace)
            return {};
    }
    const QString error = execSql(
        file,
        {"INSERT INTO reviewers (id, name, permission, function) VALUES ('chair', '主任 Chair', 'chair', "
         "'platform'), ('alice', 'Alice 李', 'member', 'security'), ('bob', 'Bob 王', 'member', 'finance')",
         "INSERT INTO scoring_rounds (id, state, opened_by, opened_at) VALUES (1, 'open', 'Chair', "
         "'2026-11-30T09:00:00Z')",
         "INSERT INTO round_cells (round_id, candidate_id, criterion_id) VALUES (1, 'runai', 'bonus-experience'), "
         "(1, 'k8s-oss', 'bonus-experience')",
         "INSERT INTO bonus_scores (candidate_id, criterion_id, reviewer_id, score, note, updated_at, round_id) "
         "VALUES ('runai', 'bonus-experience', 'alice', 4, 'solid', '2026-11-30T09:00:00Z', 1)"});
    if (!error.isEmpty())
        qWarning("%s", qPrintable(error));
    return error.isEmpty() ? file : QString();
}

void TestPacketsGui::chairRecordsASeal_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    QTest::newRow("en") << QStringLiteral("en");
}

void TestPacketsGui::chairRecordsASeal()
{
    QFETCH(QString, language);
    applyLanguage(language);
    const QString file = committeeFile();
    QVERIFY(!file.isEmpty());
    auto workspace = Workspace::open(file);
    QVERIFY(workspace);
    committee::setActingMember(**workspace, QStringLiteral("chair")); // the chair records seals
    PacketsDialog dialog(**workspace);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* make = dialog.findChild<QPushButton*>(QStringLiteral("packetMakeKit"));
    QVERIFY(make);
    QVERIFY(make->isEnabled()); // a round is open
    auto* member = dialog.findChild<QComboBox*>(QStringLiteral("packetSealMember"));
    auto* line = dialog.findChild<QLineEdit*>(QStringLiteral("packetSealLine"));
    auto* record = dialog.findChild<QPushButton*>(QStringLiteral("packetRecordSeal"));
    QVERIFY(member && line && record);
    member->setCurrentIndex(member->findData(QStringLiteral("alice")));
    const QString hash(64, u'a');
    line->setText(QStringLiteral("gatebench-seal 1 alice 1 ") + hash);
    shot(&dialog, QStringLiteral("packets-chair-") + language);
    record->click();
    QCOMPARE(selectColumn(file, QStringLiteral("SELECT seal FROM packet_seals WHERE member_id = 'alice' AND "
                                               "round_id = 1")),
             QStringList{hash});
    // A line of another member is refused in place, with the reason; nothing is recorded.
    member->setCurrentIndex(member->findData(QStringLiteral("bob")));
    line->setText(QStringLiteral("gatebench-seal 1 alice 1 ") + QString(64, u'b'));
    record->click();
    auto* status = dialog.findChild<QLabel*>(QStringLiteral("packetsStatus"));
    QVERIFY(status && !status->text().isEmpty());
    QVERIFY(selectColumn(file, QStringLiteral("SELECT seal FROM packet_seals WHERE member_id = 'bob'")).isEmpty());
}

void TestPacketsGui::memberSeesTheSealLine_data()
{
    chairRecordsASeal_data();
}

void TestPacketsGui::memberSeesTheSealLine()
{
    QFETCH(QString, language);
    applyLanguage(language);
    const QString file = committeeFile();
    QVERIFY(!file.isEmpty());
    const QString kit = m_dir.filePath(QStringLiteral("kit-%1.gatebench").arg(m_files));
    {
        auto workspace = Workspace::open(file, Workspace::Access::ReadOnly);
        QVERIFY(workspace);
        auto made = packets::makeKit((*workspace)->queries().rows(), QStringLiteral("alice"), kit,
                                     QDateTime::currentDateTimeUtc());
        QVERIFY2(made, made ? "" : qPrintable(made.error().message));
    }
    auto workspace = Workspace::open(kit);
    QVERIFY(workspace);
    PacketsDialog dialog(**workspace);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* seal = dialog.findChild<QLineEdit*>(QStringLiteral("packetOwnSeal"));
    QVERIFY(seal);
    const QString secret = selectColumn(kit, QStringLiteral("SELECT secret FROM packet_kit")).value(0);
    const QString hex =
        packets::seal(secret, QStringLiteral("alice"), 1,
                      {{QStringLiteral("runai"), QStringLiteral("bonus-experience"), 4, QStringLiteral("solid")}});
    QCOMPARE(seal->text(), QStringLiteral("gatebench-seal 1 alice 1 ") + hex);
    QVERIFY(!seal->text().contains(secret));
    QVERIFY(dialog.findChild<QPushButton*>(QStringLiteral("packetExport")));
    QVERIFY(!dialog.findChild<QPushButton*>(QStringLiteral("packetMakeKit"))); // the chair's steps are not a member's
    shot(&dialog, QStringLiteral("packets-member-") + language);
}

QTEST_MAIN(TestPacketsGui)
#include "tst_packets_gui.moc"
