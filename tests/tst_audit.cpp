// The audit log as a reader meets it: labels and names instead of stored keys, descriptions in the
// reader's language, a waiver as one entry, the CSV export and `gatebench audit`.
#include "AuditLogPage.h"
#include "ImportPipeline.h"
#include "TestSupport.h"
#include "Translation.h"
#include "commands/Assessments.h"
#include "commands/Candidates.h"
#include "commands/Criteria.h"
#include "commands/Rounds.h"
#include "commands/Tco.h"
#include "commands/Whatif.h"
#include "committee/ActingMember.h"
#include "committee/Signoff.h"
#include "core/Decimal.h"
#include "core/Labels.h"
#include "itemmodels/AuditLogModel.h"
#include "repositories/AuditLabels.h"
#include "repositories/AuditRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "whatif/Policy.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QRegularExpression>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace gatebench;

namespace {

QList<AuditEntry> entries(const Workspace& w)
{
    QList<AuditEntry> all;
    (void)AuditRepository(w.queries().rows()).scan([&](const AuditEntry& e) {
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

    /// The Record column names every entry of the demo as a reader knows it (a candidate, a
    /// requirement, "candidate × requirement", a reviewer's scores, a part of the evaluation), never
    /// by its stored key; the key stays in the tooltip. The command line's text does the same.
    /// The committee's acts and the what-if policies read in Chinese too: on a copy of the demo the
    /// members sign, the chair freezes and reopens the decision, opens and closes a scoring round (the
    /// close undone and redone), a candidate's scheduling policy is set and undone, a currency rate is
    /// set. Every action and record type the log then holds has a label, none shows its stored key.
    void committeeActsReadInChinese()
    {
        const QString path = m_dir.filePath(QStringLiteral("acts.gatebench"));
        QFile::remove(path);
        QVERIFY(QFile::copy(m_englishDemo, path));
        auto opened = Workspace::open(path);
        QVERIFY(opened.ok());
        Workspace& w = **opened;
        for (const QString& member :
             {QStringLiteral("r1"), QStringLiteral("r2"), QStringLiteral("r3"), QStringLiteral("r4")})
            QVERIFY(signoff::sign(w, member, SignChoice::Agree, QString()).ok());
        committee::setActingMember(w, QStringLiteral("r1")); // the demo's chair
        QVERIFY(signoff::freeze(w, QString()).ok());
        QVERIFY(signoff::reopen(w, QStringLiteral("round two")).ok());
        auto round = rounds::open(w, {});
        QVERIFY2(round.ok(), round.ok() ? "" : qPrintable(round.error().message));
        QVERIFY(rounds::close(w, *round).ok());
        QVERIFY(w.undo().ok());
        QVERIFY(w.redo().ok());
        whatif::Policy policy;
        policy.kind = whatif::PolicyKind::FairShare;
        QVERIFY(whatifedits::setPolicy(w, QStringLiteral("runai"), policy).ok());
        QVERIFY(w.undo().ok());
        QVERIFY(tcoedits::setFxRate(w, QStringLiteral("EUR"), Decimal::fromInteger(8)).ok());

        applyLanguage(QStringLiteral("zh_CN"));
        QSet<QString> actions, entities;
        for (const AuditEntry& e : entries(w)) {
            actions << e.action;
            entities << e.entity;
        }
        for (const QString& expected :
             {QStringLiteral("open round"), QStringLiteral("close round"), QStringLiteral("undo close round"),
              QStringLiteral("freeze"), QStringLiteral("reopen"), QStringLiteral("sign")})
            QVERIFY2(actions.contains(expected), qPrintable(expected));
        for (const QString& action : std::as_const(actions))
            QVERIFY2(auditlabels::action(action) != action, qPrintable(QStringLiteral("action ") + action));
        for (const QString& entity : std::as_const(entities))
            QVERIFY2(auditlabels::entity(entity) != entity, qPrintable(QStringLiteral("record type ") + entity));
        // The page's rows: no stored key in any column, no stored form as a description, the policy
        // named by its candidate.
        AuditLogModel model;
        model.setLanguage(QStringLiteral("zh_CN"));
        model.setWorkspace(&w);
        QSet<QString> keys = actions + entities;
        for (const AuditEntry& e : entries(w)) {
            if (!e.field.isEmpty())
                keys << e.field;
        }
        keys << QStringLiteral("open") << QStringLiteral("closed") << QStringLiteral("agree");
        int policyRows = 0;
        for (int r = 0; r < model.rowCount(); ++r) {
            for (int c : {AuditLogModel::Action, AuditLogModel::Entity, AuditLogModel::EntityId, AuditLogModel::Field,
                          AuditLogModel::OldValue, AuditLogModel::NewValue, AuditLogModel::Detail}) {
                const QString shown = model.data(model.index(r, c)).toString();
                QVERIFY2(!keys.contains(shown),
                         qPrintable(QStringLiteral("row %1 column %2 shows the key %3").arg(r).arg(c).arg(shown)));
                QVERIFY2(!shown.startsWith(u'{'),
                         qPrintable(QStringLiteral("row %1 column %2: %3").arg(r).arg(c).arg(shown)));
            }
            const QString field = model.data(model.index(r, AuditLogModel::NewValue)).toString() +
                                  model.data(model.index(r, AuditLogModel::OldValue)).toString();
            // a row's fields by their labels, never by a stored key ("rate：8", "kind：fair_share")
            static const QRegularExpression storedKey(QStringLiteral("(^|; )[a-z_]+："));
            QVERIFY2(!field.contains(storedKey) && !field.contains(QLatin1String("fair_share")), qPrintable(field));
            if (model.data(model.index(r, AuditLogModel::Entity), Qt::UserRole).toString() ==
                QLatin1String("scheduling_policy")) {
                ++policyRows;
                QCOMPARE(model.data(model.index(r, AuditLogModel::EntityId)).toString(),
                         QStringLiteral("NVIDIA Run:ai"));
                QVERIFY2(model.data(model.index(r, AuditLogModel::Detail))
                             .toString()
                             .contains(QStringLiteral("NVIDIA Run:ai")),
                         qPrintable(model.data(model.index(r, AuditLogModel::Detail)).toString()));
            }
        }
        QCOMPARE(policyRows, 2); // set, and its undo
    }

    void demoRecordsAreNamed()
    {
        auto w = Workspace::open(m_englishDemo, Workspace::Access::ReadOnly);
        QVERIFY(w.ok());
        AuditLogModel model;
        model.setLanguage(QStringLiteral("en"));
        model.setWorkspace(w->get());
        QVERIFY(model.rowCount() >= 60);
        int snapshots = 0;
        for (int r = 0; r < model.rowCount(); ++r) {
            const QString key = model.data(model.index(r, AuditLogModel::EntityId), Qt::UserRole).toString();
            const QString shown = model.data(model.index(r, AuditLogModel::EntityId)).toString();
            // A snapshot's key is the name the chair gave it: shown as it is (the demo's, at its meeting).
            if (model.data(model.index(r, AuditLogModel::Entity), Qt::UserRole).toString() ==
                QLatin1String("snapshot")) {
                QCOMPARE(shown, QStringLiteral("Week 3 review meeting (simulated)"));
                ++snapshots;
                continue;
            }
            bool keyShown = shown.isEmpty() || shown == key;
            for (const QString& part : key.split(u'/'))
                keyShown = keyShown || shown.contains(part);
            QVERIFY2(!keyShown, qPrintable(QStringLiteral("row %1 shows the key %2 as %3").arg(r).arg(key, shown)));
            QVERIFY(model.data(model.index(r, AuditLogModel::EntityId), Qt::ToolTipRole).toString().contains(key));
        }
        QCOMPARE(snapshots, 1);
        // A reviewer's bonus scores: the reviewer by name and what was scored.
        const int scores = rowOf(model, QStringLiteral("create"), QStringLiteral("r4/poc-candidates"));
        QVERIFY(scores >= 0);
        QCOMPARE(model.data(model.index(scores, AuditLogModel::EntityId)).toString(),
                 QStringLiteral("Xu Jianing (simulated): bonus scores of the PoC candidates"));

        const testing::Run run =
            testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), {QStringLiteral("audit"), m_englishDemo,
                                                                       QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(run.code, 0);
        const QString text = QString::fromUtf8(run.out);
        for (const char* key : {"poc-candidates", "eliminated-candidates", "builtin-template", "desk-review",
                                "poc-plan", "job_records", "k8s-oss", "gate-"})
            QVERIFY2(!text.contains(QLatin1String(key)), key);
        QVERIFY(text.contains(QStringLiteral("Bonus scores of the eliminated candidates")));
    }

    /// A waiver made in the window is one "waive" entry with owner, reason and expiry; its undo one
    /// entry too.
    void waiverIsOneEntry()
    {
        auto w = testing::createWorkspace(m_dir.filePath(QStringLiteral("waive.gatebench")));
        const auto candidates = CandidateRepository(w->queries().rows()).all();
        QVERIFY(candidates.ok() && !candidates->isEmpty());
        const auto criteria = CriterionRepository(w->queries().rows()).ordered();
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

    /// Edits made in the window that change several fields in one step are audited as what the user
    /// did, one entry each with the values as data: setting a candidate aside with its reason, editing
    /// two texts of a requirement, moving a requirement among the others; an undo is one entry too.
    void windowEditsAreOneEntryEach()
    {
        auto w = testing::createWorkspace(m_dir.filePath(QStringLiteral("edits.gatebench")));
        const auto candidates = CandidateRepository(w->queries().rows()).all();
        QVERIFY(candidates.ok() && candidates->size() >= 2);
        const Candidate candidate = candidates->first();
        AuditLogModel model;
        model.setLanguage(QStringLiteral("en"));

        // Set aside with a reason: one entry, the reason in its description.
        qsizetype before = entries(*w).size();
        QVERIFY(candidates::setShortlisted(*w, candidate.id, false, QStringLiteral("Quote withdrawn")).ok());
        QList<AuditEntry> log = entries(*w);
        QCOMPARE(log.size(), before + 1);
        QCOMPARE(log.last().action, QStringLiteral("set aside"));
        QCOMPARE(log.last().entity, QStringLiteral("candidate"));
        QCOMPARE(log.last().entityId, candidate.id);
        AuditDetail detail = AuditRepository::detailOf(log.last().detail);
        QVERIFY(detail.edit.has_value());
        QCOMPARE(detail.edit->size(), 1);
        QStringList fields;
        for (const EditedField& f : detail.edit->first().fields)
            fields.append(f.field);
        QVERIFY2(fields.contains(QStringLiteral("shortlisted")) && fields.contains(QStringLiteral("set_aside_reason")),
                 qPrintable(fields.join(u',')));
        model.setWorkspace(w.get());
        QCOMPARE(model.data(model.index(0, AuditLogModel::Action)).toString(), QStringLiteral("Set aside"));
        QCOMPARE(model.data(model.index(0, AuditLogModel::Detail)).toString(),
                 QStringLiteral("Set %1 aside. Reason: Quote withdrawn").arg(candidate.name.en));
        QVERIFY(w->undo().ok());
        log = entries(*w);
        QCOMPARE(log.size(), before + 2);
        QCOMPARE(log.last().action, QStringLiteral("undo set aside"));

        // Two texts of a requirement in one step: one "edit" entry naming both, old and new.
        const auto criteria = CriterionRepository(w->queries().rows()).ordered();
        QVERIFY(criteria.ok() && criteria->size() >= 3);
        const Criterion criterion = criteria->first();
        before = entries(*w).size();
        QVERIFY(criteria::setFields(*w, criterion.id,
                                    QVariantMap{{QStringLiteral("title_en"), QStringLiteral("Data stays home")},
                                                {QStringLiteral("acceptance_en"), QStringLiteral("No upload")}})
                    .ok());
        log = entries(*w);
        QCOMPARE(log.size(), before + 1);
        QCOMPARE(log.last().action, QStringLiteral("edit"));
        QCOMPARE(log.last().entityId, criterion.id);
        model.setWorkspace(w.get());
        const QString edited = model.data(model.index(0, AuditLogModel::Detail), Qt::ToolTipRole).toString();
        QVERIFY2(edited.startsWith(QStringLiteral("Edited ")) &&
                     edited.contains(QStringLiteral("Title (English): %1 → Data stays home").arg(criterion.title.en)) &&
                     edited.contains(QStringLiteral("→ No upload")),
                 qPrintable(edited));

        // One field stays an update of that field.
        before = entries(*w).size();
        QVERIFY(candidates::setField(*w, candidate.id, CandidateField::NameEn, QStringLiteral("Renamed")).ok());
        log = entries(*w);
        QCOMPARE(log.size(), before + 1);
        QCOMPARE(log.last().action, QStringLiteral("update"));
        QCOMPARE(log.last().field, QStringLiteral("name_en"));

        // A move renumbers several rows: one "move" entry on the requirement moved.
        const Criterion last = [&] {
            Criterion found;
            for (const Criterion& c : *criteria) {
                if (c.tier == criterion.tier)
                    found = c;
            }
            return found;
        }();
        QVERIFY(last.id != criterion.id);
        before = entries(*w).size();
        QVERIFY(criteria::moveTo(*w, last.id, 0).ok());
        log = entries(*w);
        QCOMPARE(log.size(), before + 1);
        QCOMPARE(log.last().action, QStringLiteral("move"));
        QCOMPARE(log.last().entityId, last.id);
        QVERIFY(w->undo().ok());
        QCOMPARE(entries(*w).size(), before + 2);
        QCOMPARE(entries(*w).last().action, QStringLiteral("undo move"));
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

    /// An import's entry keeps which rows it added and changed, as data: the Audit page lists them
    /// under the entry (names in the reader's language), its undo and redo keep the same list, and
    /// `gatebench audit --json` gives them with their keys and both names.
    void importEntryListsItsRows()
    {
        const QString path = m_dir.filePath(QStringLiteral("imported.gatebench"));
        testing::WorkspaceSpec spec;
        spec.actor = QStringLiteral("Importer");
        auto w = testing::createWorkspace(path, spec);
        const auto existing = CandidateRepository(w->queries().rows()).all();
        QVERIFY(existing.ok() && !existing->isEmpty());
        const Candidate renamed = existing->first();
        const QString csv = m_dir.filePath(QStringLiteral("two-candidates.csv"));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("id,name_zh,name_en\n"
                                  "alpha-ml,甲平台,Alpha Platform\n"
                                  "%1,%2,Renamed Platform\n")
                       .arg(renamed.id, renamed.name.zh)
                       .toUtf8());
        file.close();
        ImportRequest request;
        request.kind = QStringLiteral("candidates");
        request.inputs = {csv};
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        (void)runImport(*w, request, &committed);
        QVERIFY2(committed.ok(), qPrintable(committed ? QString() : committed.error().message));

        // Stored as data: the added row with its names, the changed row with the field it changed.
        const AuditEntry imported = entries(*w).last();
        QCOMPARE(imported.action, QStringLiteral("import"));
        const AuditDetail detail = AuditRepository::detailOf(imported.detail);
        QVERIFY(detail.import.has_value());
        QCOMPARE(detail.import->kind, QStringLiteral("candidates"));
        QCOMPARE(detail.import->rows, 2);
        QCOMPARE(detail.import->files, QStringList{csv});
        QCOMPARE(detail.import->addedCount, 1);
        QCOMPARE(detail.import->changedCount, 1);
        QCOMPARE(detail.import->added.size(), 1);
        QCOMPARE(detail.import->added.first().entity, QStringLiteral("candidate"));
        QCOMPARE(detail.import->added.first().key, QStringLiteral("alpha-ml"));
        QCOMPARE(detail.import->added.first().name.zh, QStringLiteral("甲平台"));
        QCOMPARE(detail.import->added.first().name.en, QStringLiteral("Alpha Platform"));
        QCOMPARE(detail.import->changed.size(), 1);
        QCOMPARE(detail.import->changed.first().key, renamed.id);
        QCOMPARE(detail.import->changed.first().fields, QStringList{QStringLiteral("name_en")});

        // Read in English: one sentence, and the rows by name.
        AuditLogModel model;
        model.setLanguage(QStringLiteral("en"));
        model.setWorkspace(w.get());
        // (The plural of "row(s)" comes with the English translation.)
        const QString sentence = model.data(model.index(0, AuditLogModel::Detail)).toString();
        QVERIFY2(sentence.startsWith(QStringLiteral("Imported 2 row")) &&
                     sentence.endsWith(QStringLiteral(" of Candidates from two-candidates.csv: 1 added, 1 changed.")),
                 qPrintable(sentence));
        QVERIFY(model.renderer());
        const QList<ShownImportedRow> rows = model.renderer()->importedRows(imported);
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(0).change, QStringLiteral("Added"));
        QCOMPARE(rows.at(0).entity, QStringLiteral("Candidate"));
        QCOMPARE(rows.at(0).record, QStringLiteral("Alpha Platform"));
        QCOMPARE(rows.at(1).change, QStringLiteral("Changed"));
        QCOMPARE(rows.at(1).key, renamed.id);
        QCOMPARE(rows.at(1).fields, QStringLiteral("Name (English)"));
        // The same rows in the Chinese names.
        model.setLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(model.renderer()->importedRows(imported).at(0).record, QStringLiteral("甲平台"));
        model.setLanguage(QStringLiteral("en"));

        // Undo and redo keep the list; their descriptions say what they did.
        QVERIFY(w->undo().ok());
        const AuditEntry undone = entries(*w).last();
        QCOMPARE(undone.action, QStringLiteral("undo import"));
        QCOMPARE(AuditRepository::detailOf(undone.detail).import->added, detail.import->added);
        QVERIFY(w->redo().ok());
        const AuditEntry redone = entries(*w).last();
        QCOMPARE(redone.action, QStringLiteral("import"));
        QVERIFY(AuditRepository::detailOf(redone.detail).import->redo);
        QCOMPARE(model.rowCount(), int(entries(*w).size()));
        QVERIFY(model.data(model.index(1, AuditLogModel::Detail))
                    .toString()
                    .startsWith(QStringLiteral("Undo: Imported 2 row")));
        QVERIFY(model.data(model.index(0, AuditLogModel::Detail))
                    .toString()
                    .startsWith(QStringLiteral("Redo: Imported 2 row")));
        // Even after the undo took the added candidate away, its entry names it.
        QVERIFY(w->undo().ok());
        QCOMPARE(model.renderer()->importedRows(imported).at(0).record, QStringLiteral("Alpha Platform"));
        QVERIFY(w->redo().ok());

        // An edit after it, whose entry lists nothing.
        QVERIFY(candidates::setField(*w, renamed.id, CandidateField::Notes, QStringLiteral("Checked")).ok());

        // The page: choosing the import's entry lists its rows under the log.
        AuditLogPage page;
        page.resize(1200, 800);
        page.setWorkspace(w.get());
        page.show();
        auto* table = page.findChild<QTableView*>(QStringLiteral("auditTable"));
        auto* listed = page.findChild<QTableView*>(QStringLiteral("auditImportedRows"));
        QVERIFY(table && listed);
        QVERIFY(!listed->isVisible());
        int importRow = -1;
        for (int r = 0; r < table->model()->rowCount() && importRow < 0; ++r) {
            if (table->model()->index(r, AuditLogModel::Action).data(Qt::UserRole).toString() ==
                QLatin1String("import"))
                importRow = r;
        }
        QVERIFY(importRow >= 0);
        table->setCurrentIndex(table->model()->index(importRow, 0));
        QVERIFY(listed->isVisible());
        QCOMPARE(listed->model()->rowCount(), 2);
        QCOMPARE(listed->model()->index(0, 2).data().toString(), QStringLiteral("Alpha Platform"));
        QCOMPARE(listed->model()->index(1, 4).data().toString(), QStringLiteral("Name (English)"));
        QVERIFY(page.findChild<QLabel*>(QStringLiteral("auditImportFiles"))
                    ->text()
                    .contains(QStringLiteral("two-candidates.csv")));
        // Another entry: no list, its description whole.
        table->setCurrentIndex(table->model()->index(0, 0));
        QCOMPARE(table->model()->index(0, AuditLogModel::Action).data(Qt::UserRole).toString(),
                 QStringLiteral("update"));
        QVERIFY(!listed->isVisible());
        QVERIFY(page.findChild<QLabel*>(QStringLiteral("auditDetailText"))->text().contains(QStringLiteral("Checked")));
        page.setWorkspace(nullptr);
        w.reset();

        // The command line: the rows as data, keys and names in both languages.
        const testing::Run run = testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                                     {QStringLiteral("audit"), path, QStringLiteral("--json")});
        QCOMPARE(run.code, 0);
        const QJsonArray list = QJsonDocument::fromJson(run.out).object().value(QLatin1String("entries")).toArray();
        QVERIFY(list.size() >= 2);
        const QJsonObject redoneJson = list.at(1).toObject(); // newest first: the edit, then the redo
        QCOMPARE(redoneJson.value(QLatin1String("action")).toString(), QStringLiteral("import"));
        const QJsonObject import = redoneJson.value(QLatin1String("import")).toObject();
        QCOMPARE(import.value(QLatin1String("kind")).toString(), QStringLiteral("candidates"));
        QCOMPARE(import.value(QLatin1String("added_count")).toInt(), 1);
        const QJsonObject added = import.value(QLatin1String("added")).toArray().first().toObject();
        QCOMPARE(added.value(QLatin1String("key")).toString(), QStringLiteral("alpha-ml"));
        QCOMPARE(added.value(QLatin1String("names")).toObject().value(QLatin1String("zh_CN")).toString(),
                 QStringLiteral("甲平台"));
        const QJsonObject changed = import.value(QLatin1String("changed")).toArray().first().toObject();
        QCOMPARE(changed.value(QLatin1String("key")).toString(), renamed.id);
        QCOMPARE(changed.value(QLatin1String("fields")).toArray().first().toString(), QStringLiteral("name_en"));
        // The text output lists the rows under the entry.
        const testing::Run text =
            testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                {QStringLiteral("audit"), path, QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains("Added: Candidate Alpha Platform (alpha-ml)"), text.out.constData());
    }
};

QTEST_MAIN(TestAudit)
#include "tst_audit.moc"
