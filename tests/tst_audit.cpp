// The audit log as a reader meets it: labels and names instead of stored keys, descriptions in the
// reader's language, a waiver as one entry, the CSV export and `gatebench audit`.
#include "AuditLogPage.h"
#include "TestSupport.h"
#include "Translation.h"
#include "commands/Assessments.h"
#include "core/Labels.h"
#include "itemmodels/AuditLogModel.h"
#include "repositories/AuditRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace gatebench;

namespace {

QList<AuditEntry> entries(const Workspace& w)
{
    QList<AuditEntry> all;
    (void)AuditRepository(w.storage()).scan([&](const AuditEntry& e) {
        all.append(e);
        return true;
    });
    return all;
}

/// The row of the model (newest first) that shows the stored entry `seq`.
int rowOf(const AuditLogModel& model, const QString& action, const QString& entityId)
{
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.data(model.index(r, AuditLogModel::Action), Qt::UserRole).toString() == action &&
            model.data(model.index(r, AuditLogModel::EntityId), Qt::UserRole).toString() == entityId)
            return r;
    }
    return -1;
}

} // namespace

class TestAudit : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_englishDemo;

private slots:
    void initTestCase()
    {
        m_englishDemo = m_dir.filePath(QStringLiteral("demo-en.gatebench"));
        NewWorkspaceOptions options;
        options.path = m_englishDemo;
        options.content = NewWorkspaceOptions::Content::Demo;
        options.language = QStringLiteral("en");
        QVERIFY(createWorkspaceFile(options).ok());
    }

    void cleanup() { applyLanguage(QStringLiteral("en")); }

    /// An English demo read in Chinese: no stored key in the table, descriptions and names in
    /// Chinese, times in the cluster's zone (Asia/Shanghai, UTC+8) with the zone named.
    void englishDemoReadsInChinese()
    {
        applyLanguage(QStringLiteral("zh_CN"));
        auto w = Workspace::open(m_englishDemo, Workspace::Access::ReadOnly);
        QVERIFY(w.ok());
        AuditLogModel model;
        model.setLanguage(QStringLiteral("zh_CN"));
        model.setWorkspace(w->get());
        QCOMPARE(model.rowCount(), int(entries(**w).size()));
        QVERIFY(model.rowCount() >= 60);

        // Every stored key of an action, record type, field or value that has a label.
        QSet<QString> keys;
        for (const AuditEntry& e : entries(**w)) {
            keys << e.action << e.entity;
            if (!e.field.isEmpty())
                keys << e.field;
        }
        keys << QStringLiteral("unknown") << QStringLiteral("waived") << QStringLiteral("pass")
             << QStringLiteral("fail");
        for (int r = 0; r < model.rowCount(); ++r) {
            for (int c : {AuditLogModel::Action, AuditLogModel::Entity, AuditLogModel::Field, AuditLogModel::OldValue,
                          AuditLogModel::NewValue}) {
                const QString shown = model.data(model.index(r, c)).toString();
                QVERIFY2(!keys.contains(shown),
                         qPrintable(QStringLiteral("row %1 column %2 shows the key %3").arg(r).arg(c).arg(shown)));
            }
        }

        // The demo's waiver: Chinese description although the demo is English, names not ids.
        const int waiver = rowOf(model, QStringLiteral("waive"), QStringLiteral("k8s-oss/gate-identity-audit"));
        QVERIFY(waiver >= 0);
        const QString description = model.data(model.index(waiver, AuditLogModel::Detail)).toString();
        QVERIFY2(description.startsWith(QStringLiteral("安全负责人豁免")), qPrintable(description));
        const QString record = model.data(model.index(waiver, AuditLogModel::EntityId)).toString();
        QVERIFY2(!record.contains(QStringLiteral("k8s-oss")) && record.contains(QStringLiteral("Kubernetes")),
                 qPrintable(record));
        QCOMPARE(model.data(model.index(waiver, AuditLogModel::OldValue)).toString(), QStringLiteral("未知"));
        QCOMPARE(model.data(model.index(waiver, AuditLogModel::NewValue)).toString(),
                 labels::verdict(QStringLiteral("waived")));
        // 2026-11-25T06:00:00Z is 14:00 in Shanghai; the header names the zone.
        QCOMPARE(model.data(model.index(waiver, AuditLogModel::When)).toString(), QStringLiteral("2026-11-25 14:00"));
        QVERIFY(
            model.headerData(AuditLogModel::When, Qt::Horizontal).toString().contains(QStringLiteral("Asia/Shanghai")));

        // The same file in English reads in English.
        model.setLanguage(QStringLiteral("en"));
        const int again = rowOf(model, QStringLiteral("waive"), QStringLiteral("k8s-oss/gate-identity-audit"));
        QVERIFY(model.data(model.index(again, AuditLogModel::Detail))
                    .toString()
                    .startsWith(QStringLiteral("The security lead waived")));
    }

    /// A waiver made in the window is one "waive" entry with owner, reason and expiry; its undo one
    /// entry too.
    void waiverIsOneEntry()
    {
        auto w = testing::createWorkspace(m_dir.filePath(QStringLiteral("waive.gatebench")));
        const auto candidates = CandidateRepository(w->storage()).all();
        QVERIFY(candidates.ok() && !candidates->isEmpty());
        const auto criteria = CriterionRepository(w->storage()).ordered();
        QVERIFY(criteria.ok());
        QString gate;
        for (const Criterion& c : *criteria) {
            if (c.tier == CriterionTier::Gate) {
                gate = c.id;
                break;
            }
        }
        QVERIFY(!gate.isEmpty());
        const QString candidate = candidates->first().id;
        const qsizetype before = entries(*w).size();
        const QDate expires = QDate::currentDate().addDays(40);
        QVERIFY(assessments::waive(*w, candidate, gate,
                                   Waiver{QStringLiteral("Lin"), QStringLiteral("Vendor fix due"), expires})
                    .ok());
        QList<AuditEntry> log = entries(*w);
        QCOMPARE(log.size(), before + 1);
        const AuditEntry& e = log.last();
        QCOMPARE(e.action, QStringLiteral("waive"));
        QCOMPARE(e.entity, QStringLiteral("assessment"));
        QCOMPARE(e.entityId, candidate + u'/' + gate);
        QCOMPARE(e.oldValue.toString(), QStringLiteral("unknown"));
        QCOMPARE(e.newValue.toString(), QStringLiteral("waived"));
        const AuditDetail detail = AuditRepository::detailOf(e.detail);
        QVERIFY(detail.waiver.has_value());
        QCOMPARE(detail.waiver->owner, QStringLiteral("Lin"));
        QCOMPARE(detail.waiver->reason, QStringLiteral("Vendor fix due"));
        QCOMPARE(detail.waiver->expires, expires);
        // Read as what the committee did: the waiver, its owner, reason and expiry.
        AuditLogModel model;
        model.setLanguage(QStringLiteral("en"));
        model.setWorkspace(w.get());
        QCOMPARE(model.data(model.index(0, AuditLogModel::Action)).toString(), QStringLiteral("Waived"));
        const QString shown = model.data(model.index(0, AuditLogModel::Detail)).toString();
        QVERIFY2(shown.contains(expires.toString(Qt::ISODate)) && shown.contains(QStringLiteral("Owner: Lin")) &&
                     shown.contains(QStringLiteral("Vendor fix due")),
                 qPrintable(shown));

        QVERIFY(w->undo().ok());
        log = entries(*w);
        QCOMPARE(log.size(), before + 2);
        QCOMPARE(log.last().action, QStringLiteral("undo waive"));
        QCOMPARE(log.last().newValue.toString(), QStringLiteral("unknown"));
    }

    /// The export: UTF-8 with BOM, headers in the interface language, one line per entry.
    void exportCsv()
    {
        auto w = Workspace::open(m_englishDemo, Workspace::Access::ReadOnly);
        QVERIFY(w.ok());
        AuditLogModel model;
        model.setLanguage(QStringLiteral("en"));
        model.setWorkspace(w->get());
        const QByteArray csv = model.csv();
        QVERIFY(csv.startsWith("\xEF\xBB\xBF"));
        const QStringList lines = QString::fromUtf8(csv.mid(3)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(
            lines.first(),
            QStringLiteral("When (Asia/Shanghai),Who,Action,Record type,Record,Field,Old value,New value,Description"));
        QCOMPARE(lines.size(), model.rowCount() + 1);
        // Newest first: the demo's last entry.
        QVERIFY(lines.at(1).startsWith(model.data(model.index(0, AuditLogModel::When)).toString() + u','));
        QVERIFY(csv.contains("Waived"));
        QVERIFY(!csv.contains(",waive,"));

        // The page's export writes the same file.
        AuditLogPage page;
        page.setWorkspace(w->get());
        const QString path = m_dir.filePath(QStringLiteral("log.csv"));
        QCOMPARE(page.exportTo(path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), csv);
    }

    /// `gatebench audit --json`: language-neutral keys and values, names and descriptions in both
    /// languages, the waiver as data.
    void commandLineJson()
    {
        const testing::Run run = testing::runProgram(
            QStringLiteral(GATEBENCH_EXECUTABLE), {QStringLiteral("audit"), m_englishDemo, QStringLiteral("--json")});
        QCOMPARE(run.code, 0);
        const QJsonObject document = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(document.value(QLatin1String("time_zone")).toString(), QStringLiteral("Asia/Shanghai"));
        const QJsonArray list = document.value(QLatin1String("entries")).toArray();
        auto w = Workspace::open(m_englishDemo, Workspace::Access::ReadOnly);
        QVERIFY(w.ok());
        QCOMPARE(list.size(), entries(**w).size());
        QJsonObject waiver;
        for (const QJsonValue& v : list) {
            if (v.toObject().value(QLatin1String("action")).toString() == QLatin1String("waive"))
                waiver = v.toObject();
        }
        QCOMPARE(waiver.value(QLatin1String("entity_id")).toString(), QStringLiteral("k8s-oss/gate-identity-audit"));
        QCOMPARE(waiver.value(QLatin1String("old")).toString(), QStringLiteral("unknown"));
        QCOMPARE(waiver.value(QLatin1String("new")).toString(), QStringLiteral("waived"));
        QCOMPARE(waiver.value(QLatin1String("at_utc")).toString(), QStringLiteral("2026-11-25T06:00:00Z"));
        const QJsonObject description = waiver.value(QLatin1String("description")).toObject();
        QVERIFY(description.value(QLatin1String("zh_CN")).toString().startsWith(QStringLiteral("安全负责人豁免")));
        QVERIFY(description.value(QLatin1String("en")).toString().startsWith(QStringLiteral("The security lead")));
        const QJsonObject names = waiver.value(QLatin1String("names")).toObject();
        QVERIFY(names.value(QLatin1String("en")).toString().contains(QStringLiteral("Kubernetes")));
        QVERIFY(!names.value(QLatin1String("zh_CN")).toString().isEmpty());
        // Newest first.
        QVERIFY(list.first().toObject().value(QLatin1String("seq")).toInt() >
                list.last().toObject().value(QLatin1String("seq")).toInt());
    }
};

QTEST_MAIN(TestAudit)
#include "tst_audit.moc"
