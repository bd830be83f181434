// Requirement commands: add, edit, reorder, move between tiers, remove with dependents, paste and
// export, each one undoable and audited; and the requirements matrix model that drives them.
#include "CsvReader.h"
#include "CsvWriter.h"
#include "TestSupport.h"
#include "commands/Assessments.h"
#include "commands/Criteria.h"
#include "decision/DecisionEngine.h"
#include "decision/DecisionLoader.h"
#include "itemmodels/CriteriaTableModel.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QAbstractItemModelTester>
#include <QBuffer>
#include <QMimeData>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace gatebench;

namespace {

Row criterionRow(const Workspace& w, const QString& id)
{
    auto rows = w.queries().rows().select(QStringLiteral("criteria"), {{QStringLiteral("id"), id}});
    return rows && !rows->isEmpty() ? rows->first() : Row();
}

QStringList orderOf(const Workspace& w)
{
    QStringList ids;
    for (const Row& row : *criteria::ordered(w.queries().rows()))
        ids.append(row.value(QStringLiteral("id")).toString());
    return ids;
}

/// Positions must always equal the reading order.
bool positionsMatchOrder(const Workspace& w)
{
    const QList<Row> rows = *criteria::ordered(w.queries().rows());
    for (int i = 0; i < rows.size(); ++i) {
        if (rows.at(i).value(QStringLiteral("position")).toInt() != i)
            return false;
    }
    return true;
}

qint64 auditCount(const Workspace& w, const QString& action = {})
{
    return action.isEmpty()
               ? *w.queries().rows().count(QStringLiteral("audit_log"))
               : *w.queries().rows().count(QStringLiteral("audit_log"), {{QStringLiteral("action"), action}});
}

const QStringList kTemplateOrder = {
    QStringLiteral("gate-identity-audit"),
    QStringLiteral("gate-data-boundary"),
    QStringLiteral("gate-hardware-compat"),
    QStringLiteral("gate-resource-availability"),
    QStringLiteral("gate-key-workflow"),
    QStringLiteral("bonus-experience"),
    QStringLiteral("bonus-automation"),
    QStringLiteral("bonus-ecosystem"),
    QStringLiteral("bonus-extensibility"),
    QStringLiteral("deferred-multicloud-migration"),
    QStringLiteral("deferred-model-template-marketplace"),
};

} // namespace

class TestCriteria : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    std::unique_ptr<Workspace> open(const QString& language = QStringLiteral("en"))
    {
        testing::WorkspaceSpec spec;
        spec.language = language;
        return testing::createWorkspace(m_dir.filePath(QStringLiteral("w%1.gatebench").arg(++m_files)), spec);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void templateOrderIsTheReadingOrder()
    {
        auto w = open();
        QCOMPARE(orderOf(*w), kTemplateOrder);
        QVERIFY(positionsMatchOrder(*w));
    }

    void addGoesToTheEndOfItsTier()
    {
        auto w = open();
        criteria::Draft draft;
        draft.tier = CriterionTier::Gate;
        draft.title = QStringLiteral("GPU sharing isolation");
        draft.category = QStringLiteral("security_identity");
        draft.owner = QStringLiteral("Security lead");
        auto id = criteria::add(*w, draft, QStringLiteral("en"));
        QVERIFY2(id.ok(), qPrintable(id.ok() ? QString() : id.error().message));
        QCOMPARE(*id, QStringLiteral("gpu-sharing-isolation"));
        QStringList expected = kTemplateOrder;
        expected.insert(5, *id);
        QCOMPARE(orderOf(*w), expected);
        QVERIFY(positionsMatchOrder(*w));
        const Row row = criterionRow(*w, *id);
        QCOMPARE(row.value(QStringLiteral("title_en")).toString(), QStringLiteral("GPU sharing isolation"));
        QCOMPARE(row.value(QStringLiteral("owner_role_en")).toString(), QStringLiteral("Security lead"));
        QCOMPARE(row.value(QStringLiteral("evidence_required")).toInt(), 1); // a gate needs evidence
        QVERIFY(row.value(QStringLiteral("weight")).isNull());
        QCOMPARE(auditCount(*w, QStringLiteral("create")), 1);
        QCOMPARE(w->undoStack()->count(), 1);

        auto bonus =
            criteria::add(*w, {CriterionTier::Bonus, {}, QStringLiteral("Cost reports"), {}, {}}, QStringLiteral("en"));
        QVERIFY(bonus.ok());
        QCOMPARE(criterionRow(*w, *bonus).value(QStringLiteral("weight")).toDouble(), 1.0);
        QCOMPARE(orderOf(*w).indexOf(*bonus), 10);

        QVERIFY(w->undo().ok());
        QVERIFY(w->undo().ok());
        QCOMPARE(orderOf(*w), kTemplateOrder);
        QVERIFY(positionsMatchOrder(*w));
    }

    void idsComeFromTheTitle()
    {
        auto w = open(QStringLiteral("zh_CN"));
        auto a =
            criteria::add(*w, {CriterionTier::Gate, {}, QStringLiteral("密钥管理"), {}, {}}, QStringLiteral("zh_CN"));
        auto b =
            criteria::add(*w, {CriterionTier::Gate, {}, QStringLiteral("审计保留"), {}, {}}, QStringLiteral("zh_CN"));
        QCOMPARE(*a, QStringLiteral("criterion"));
        QCOMPARE(*b, QStringLiteral("criterion-2"));
        QCOMPARE(criterionRow(*w, *a).value(QStringLiteral("title_zh")).toString(), QStringLiteral("密钥管理"));
        auto c =
            criteria::add(*w, {CriterionTier::Gate, {}, QStringLiteral("Data boundary"), {}, {}}, QStringLiteral("en"));
        QCOMPARE(*c, QStringLiteral("data-boundary"));
        QVERIFY(!criteria::add(*w, {CriterionTier::Gate, {}, QStringLiteral("  "), {}, {}}, QStringLiteral("en")).ok());
    }

    void editFieldsWithTheRules()
    {
        auto w = open();
        const QString gate = QStringLiteral("gate-data-boundary");
        QVERIFY(criteria::setFields(*w, gate, {{QStringLiteral("owner_role_en"), QStringLiteral(" CISO ")}}).ok());
        QCOMPARE(criterionRow(*w, gate).value(QStringLiteral("owner_role_en")).toString(), QStringLiteral("CISO"));
        QCOMPARE(w->undoStack()->count(), 1);
        QCOMPARE(w->undoStack()->undoText(), QStringLiteral("change “Owner (English)” of “Data boundary”"));

        // Gates are never weighted; deferred dates only on deferred items; weights are numbers >= 0.
        auto weighted = criteria::setFields(*w, gate, {{QStringLiteral("weight"), 2}});
        QVERIFY(!weighted.ok());
        QVERIFY(weighted.error().message.contains(QStringLiteral("never weighted")));
        QVERIFY(!criteria::setFields(*w, gate, {{QStringLiteral("review_date"), QStringLiteral("2027-01-01")}}).ok());
        QVERIFY(!criteria::setFields(*w, QStringLiteral("bonus-experience"), {{QStringLiteral("weight"), -1}}).ok());
        QVERIFY(
            !criteria::setFields(*w, QStringLiteral("bonus-experience"), {{QStringLiteral("weight"), QString()}}).ok());
        QVERIFY(!criteria::setFields(*w, QStringLiteral("deferred-multicloud-migration"),
                                     {{QStringLiteral("review_date"), QStringLiteral("next spring")}})
                     .ok());
        QVERIFY(!criteria::setFields(*w, gate, {{QStringLiteral("tier"), QStringLiteral("bonus")}}).ok());
        QCOMPARE(w->undoStack()->count(), 1); // refused edits leave nothing to undo
        // A title may be empty in one language, never in both.
        QVERIFY(criteria::setFields(*w, gate, {{QStringLiteral("title_zh"), QString()}}).ok());
        QVERIFY(!criteria::setFields(*w, gate, {{QStringLiteral("title_en"), QStringLiteral(" ")}}).ok());
        QVERIFY(w->undo().ok());
        QCOMPARE(criterionRow(*w, gate).value(QStringLiteral("title_zh")).toString(), QStringLiteral("数据边界"));

        QVERIFY(criteria::setFields(*w, QStringLiteral("bonus-experience"), {{QStringLiteral("weight"), 4.5}}).ok());
        QCOMPARE(criterionRow(*w, QStringLiteral("bonus-experience")).value(QStringLiteral("weight")).toDouble(), 4.5);
        QVERIFY(criteria::setFields(*w, QStringLiteral("deferred-multicloud-migration"),
                                    {{QStringLiteral("review_date"), QStringLiteral("2027-09-30")}})
                    .ok());
        QVERIFY(criteria::setFields(*w, gate, {{QStringLiteral("evidence_required"), false}}).ok());
        QCOMPARE(criterionRow(*w, gate).value(QStringLiteral("evidence_required")).toInt(), 0);
        QVERIFY(w->undo().ok());
        QVERIFY(w->undo().ok());
        QVERIFY(w->undo().ok());
        QCOMPARE(criterionRow(*w, QStringLiteral("bonus-experience")).value(QStringLiteral("weight")).toDouble(), 3.0);
        QCOMPARE(criterionRow(*w, gate).value(QStringLiteral("evidence_required")).toInt(), 1);
    }

    void moveWithinATierWritesOnlyWhatChanges()
    {
        auto w = open();
        const qint64 before = auditCount(*w);
        QVERIFY(criteria::moveTo(*w, QStringLiteral("gate-hardware-compat"), 0).ok());
        QStringList expected = kTemplateOrder;
        expected.move(2, 0);
        QCOMPARE(orderOf(*w), expected);
        QVERIFY(positionsMatchOrder(*w));
        // Three gates changed position (0, 1, 2): one audit entry (the move), one undo step.
        QCOMPARE(auditCount(*w) - before, 1);
        QCOMPARE(w->undoStack()->count(), 1);
        // Moving to where it is already is no change.
        QVERIFY(criteria::moveTo(*w, QStringLiteral("gate-hardware-compat"), 0).ok());
        QCOMPARE(w->undoStack()->count(), 1);
        // An index past the end of the tier puts it last in its tier, never into another tier.
        QVERIFY(criteria::moveTo(*w, QStringLiteral("bonus-experience"), 99).ok());
        QCOMPARE(orderOf(*w).indexOf(QStringLiteral("bonus-experience")), 8);
        QCOMPARE(criterionRow(*w, QStringLiteral("bonus-experience")).value(QStringLiteral("tier")).toString(),
                 QStringLiteral("bonus"));
        QVERIFY(w->undo().ok());
        QVERIFY(w->undo().ok());
        QCOMPARE(orderOf(*w), kTemplateOrder);
        QVERIFY(positionsMatchOrder(*w));
    }

    void moveBetweenTiers()
    {
        auto w = open();
        Storage& s = WorkspaceTestAccess::storage(*w);
        // runai fails the key-workflow gate: eliminated while it is a gate.
        QVERIFY(assessments::setVerdict(*w, QStringLiteral("runai"), QStringLiteral("gate-key-workflow"),
                                        GateVerdict::Fail, QStringLiteral("node-failure drill never recovered"))
                    .ok());
        auto status = [&]() {
            const Decision d = decide(*loadDecisionInput(s), QDate(2026, 11, 30));
            return d.candidate(QStringLiteral("runai"))->status;
        };
        QCOMPARE(status(), CandidateStatus::Eliminated);

        QVERIFY(criteria::setTier(*w, QStringLiteral("gate-key-workflow"), CriterionTier::Bonus).ok());
        Row row = criterionRow(*w, QStringLiteral("gate-key-workflow"));
        QCOMPARE(row.value(QStringLiteral("tier")).toString(), QStringLiteral("bonus"));
        QCOMPARE(row.value(QStringLiteral("weight")).toDouble(), 1.0);
        QCOMPARE(orderOf(*w).indexOf(QStringLiteral("gate-key-workflow")), 8); // last of the bonus tier
        QVERIFY(positionsMatchOrder(*w));
        // The verdict row stays, but no longer counts.
        QCOMPARE(*s.count(QStringLiteral("assessments"),
                          {{QStringLiteral("criterion_id"), QStringLiteral("gate-key-workflow")}}),
                 1);
        QCOMPARE(status(), CandidateStatus::Blocked); // still unknown on the other gates, but not out
        QCOMPARE(w->undoStack()->undoText(), QStringLiteral("move “Key workflows” to Bonus (optional)"));

        // To the gate tier: the weight goes. Out of the deferred tier: the review date goes.
        QVERIFY(criteria::setTier(*w, QStringLiteral("bonus-automation"), CriterionTier::Gate).ok());
        QVERIFY(criterionRow(*w, QStringLiteral("bonus-automation")).value(QStringLiteral("weight")).isNull());
        QVERIFY(criteria::setTier(*w, QStringLiteral("deferred-multicloud-migration"), CriterionTier::Bonus).ok());
        row = criterionRow(*w, QStringLiteral("deferred-multicloud-migration"));
        QVERIFY(row.value(QStringLiteral("review_date")).isNull());
        QCOMPARE(row.value(QStringLiteral("weight")).toDouble(), 1.0);
        QVERIFY(criteria::setTier(*w, QStringLiteral("bonus-ecosystem"), CriterionTier::Deferred).ok());
        QVERIFY(criterionRow(*w, QStringLiteral("bonus-ecosystem")).value(QStringLiteral("weight")).isNull());
        QVERIFY(positionsMatchOrder(*w));

        // Moved into another tier at a given place.
        QVERIFY(criteria::move(*w, QStringLiteral("bonus-ecosystem"), CriterionTier::Gate, 0).ok());
        QCOMPARE(orderOf(*w).first(), QStringLiteral("bonus-ecosystem"));

        for (int i = 0; i < 5; ++i)
            QVERIFY(w->undo().ok());
        QCOMPARE(orderOf(*w), kTemplateOrder);
        QCOMPARE(criterionRow(*w, QStringLiteral("bonus-automation")).value(QStringLiteral("weight")).toDouble(), 2.0);
        QCOMPARE(criterionRow(*w, QStringLiteral("deferred-multicloud-migration"))
                     .value(QStringLiteral("review_date"))
                     .toString(),
                 QStringLiteral("2027-06-30"));
        QVERIFY(criterionRow(*w, QStringLiteral("gate-key-workflow")).value(QStringLiteral("weight")).isNull());
        QCOMPARE(status(), CandidateStatus::Eliminated);
    }

    void removeTakesDependentsAndUndoRestoresThem()
    {
        auto w = open();
        Storage& s = WorkspaceTestAccess::storage(*w);
        const QString gate = QStringLiteral("gate-data-boundary");
        QVERIFY(assessments::setVerdict(*w, QStringLiteral("pai"), gate, GateVerdict::Fail,
                                        QStringLiteral("uploads training data to the public cloud"))
                    .ok());
        QTemporaryFile file;
        QVERIFY(file.open());
        const QByteArray bytes = QByteArray("data-flow diagram, signed\n").repeated(200);
        file.write(bytes);
        file.flush();
        QVERIFY(assessments::attachFile(*w, QStringLiteral("pai"), gate, file.fileName()).ok());
        QVERIFY(assessments::setScore(*w, QStringLiteral("pai"), QStringLiteral("bonus-experience"), 4).ok());

        auto deps = criteria::dependents(s, gate);
        QVERIFY(deps.ok());
        QCOMPARE(deps->assessments, 1);
        QCOMPARE(deps->files, 1);
        QCOMPARE(deps->scores, 0);

        QVERIFY(criteria::remove(*w, gate).ok());
        QVERIFY(criterionRow(*w, gate).isEmpty());
        QCOMPARE(*s.count(QStringLiteral("assessments")), 0);
        QCOMPARE(*s.count(QStringLiteral("evidence_files")), 0);
        QCOMPARE(*s.count(QStringLiteral("bonus_scores")), 1); // another criterion's score stays
        QCOMPARE(w->undoStack()->undoText(), QStringLiteral("remove the requirement “Data boundary”"));

        QVERIFY(w->undo().ok());
        QCOMPARE(criterionRow(*w, gate).value(QStringLiteral("title_en")).toString(), QStringLiteral("Data boundary"));
        auto verdict =
            s.select(QStringLiteral("assessments"), {{QStringLiteral("candidate_id"), QStringLiteral("pai")}});
        QCOMPARE(verdict->size(), 1);
        QCOMPARE(verdict->first().value(QStringLiteral("verdict")).toString(), QStringLiteral("fail"));
        auto files = assessments::files(s, QStringLiteral("pai"), gate);
        QCOMPARE(files->size(), 1);
        QCOMPARE(*assessments::fileContent(s, files->first().id), bytes);
        QCOMPARE(orderOf(*w), kTemplateOrder);

        // The file's bytes never reach the audit log, whichever way it went.
        for (const Row& row : *s.select(QStringLiteral("audit_log"))) {
            QVERIFY(!row.value(QStringLiteral("old_value")).toString().contains(QStringLiteral("diagram, signed")));
            QVERIFY(!row.value(QStringLiteral("new_value")).toString().contains(QStringLiteral("diagram, signed")));
        }
        // NULL columns come back as NULL.
        QVERIFY(criterionRow(*w, gate).value(QStringLiteral("weight")).isNull());
        QVERIFY(criterionRow(*w, gate).value(QStringLiteral("review_date")).isNull());
    }

    void tierWords()
    {
        QCOMPARE(criteria::tierFromWord(QStringLiteral(" Gate ")), CriterionTier::Gate);
        QCOMPARE(criteria::tierFromWord(QStringLiteral("门槛项")), CriterionTier::Gate);
        QCOMPARE(criteria::tierFromWord(QStringLiteral("必选")), CriterionTier::Gate);
        QCOMPARE(criteria::tierFromWord(QStringLiteral("MUST")), CriterionTier::Gate);
        QCOMPARE(criteria::tierFromWord(QStringLiteral("加分")), CriterionTier::Bonus);
        QCOMPARE(criteria::tierFromWord(QStringLiteral("可选")), CriterionTier::Bonus);
        QCOMPARE(criteria::tierFromWord(QStringLiteral("optional")), CriterionTier::Bonus);
        QCOMPARE(criteria::tierFromWord(QStringLiteral("暂缓")), CriterionTier::Deferred);
        QCOMPARE(criteria::tierFromWord(QStringLiteral("deferred")), CriterionTier::Deferred);
        QVERIFY(!criteria::tierFromWord(QStringLiteral("maybe")));
        QCOMPARE(criteria::categoryFromWord(QStringLiteral("数据边界")), QStringLiteral("data_boundary"));
        QCOMPARE(criteria::categoryFromWord(QStringLiteral("Hardware compatibility")),
                 QStringLiteral("hardware_compat"));
        QCOMPARE(criteria::categoryFromWord(QStringLiteral("automation")), QStringLiteral("automation"));
        QVERIFY(criteria::categoryFromWord(QStringLiteral("finance")).isEmpty());
    }

    void pasteRowsFromASpreadsheet()
    {
        auto w = open();
        // As Excel puts it on the clipboard: a header, a quoted cell with a line break, both languages.
        const QString text = QStringLiteral("Title\tTier\tCategory\tOwner\tAcceptance\r\n"
                                            "Key rotation\t门槛\t安全\tSecurity lead\t\"Keys rotate every 90 days;\n"
                                            "checked in the PoC\"\r\n"
                                            "Cost reports per team\tbonus\tfinance\tFinance\t\r\n"
                                            "Edge inference\t暂缓\t\t\t\r\n");
        auto drafts = criteria::parsePastedRows(text);
        QVERIFY2(drafts.ok(), qPrintable(drafts.ok() ? QString() : drafts.error().message));
        QCOMPARE(drafts->size(), 3);
        QCOMPARE(drafts->at(0).tier, CriterionTier::Gate);
        QCOMPARE(drafts->at(0).category, QStringLiteral("security_identity"));
        QCOMPARE(drafts->at(0).acceptance, QStringLiteral("Keys rotate every 90 days;\nchecked in the PoC"));
        QCOMPARE(drafts->at(1).tier, CriterionTier::Bonus);
        QCOMPARE(drafts->at(1).category, QStringLiteral("finance")); // the committee's own category
        QCOMPARE(drafts->at(2).tier, CriterionTier::Deferred);

        auto ids = criteria::addMany(*w, *drafts, QStringLiteral("en"));
        QVERIFY(ids.ok());
        QCOMPARE(*ids, (QStringList{QStringLiteral("key-rotation"), QStringLiteral("cost-reports-per-team"),
                                    QStringLiteral("edge-inference")}));
        QCOMPARE(w->undoStack()->count(), 1);
        QCOMPARE(criterionRow(*w, QStringLiteral("edge-inference")).value(QStringLiteral("category")).toString(),
                 QStringLiteral("deferred"));
        QVERIFY(positionsMatchOrder(*w));
        QCOMPARE(orderOf(*w).size(), 14);
        QVERIFY(w->undo().ok());
        QCOMPARE(orderOf(*w), kTemplateOrder);

        auto bad = criteria::parsePastedRows(QStringLiteral("Key rotation\tgate\nGPU quotas\tsometimes\n"));
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().message.contains(QStringLiteral("Line 2")));
        QVERIFY(!criteria::parsePastedRows(QStringLiteral("\tgate\n")).ok());
        QVERIFY(!criteria::parsePastedRows(QString()).ok());
    }

    void exportCsvReadsBack()
    {
        auto w = open();
        // A title with a comma, a quote and a line break must survive.
        const QString tricky = QStringLiteral("Quotas, \"fair\" share\nacross teams");
        QVERIFY(
            criteria::setFields(*w, QStringLiteral("bonus-automation"), {{QStringLiteral("title_en"), tricky}}).ok());
        QBuffer buffer;
        QVERIFY(buffer.open(QIODevice::ReadWrite));
        QVERIFY(writeCriteriaCsv(w->queries().rows(), &buffer).ok());
        const QByteArray bytes = buffer.data();
        // By default the labels of the interface language (no translation installed here: English).
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"
                                 "Id,Tier,Category,Title (Chinese),Title (English),Description (Chinese),"
                                 "Description (English),Owner (Chinese),Owner (English),Acceptance (Chinese),"
                                 "Acceptance (English),Evidence required,Weight,Review date,"
                                 "Question for the vendors (Chinese),Question for the vendors (English)\r\n"));
        QVERIFY(bytes.contains("\"Quotas, \"\"fair\"\" share\nacross teams\""));

        const auto read = [](QBuffer& source, QStringList& header) {
            source.seek(0);
            CsvReader reader;
            QList<QStringList> records;
            if (!reader.open(&source).ok())
                return records;
            header = reader.header();
            CsvRecord record;
            while (reader.next(record))
                records.append(record.fields);
            return records;
        };
        QStringList header;
        QList<QStringList> records = read(buffer, header);
        QCOMPARE(header.size(), criteriaCsvColumns().size());
        QCOMPARE(records.size(), 11);
        QCOMPARE(records.at(0).at(0), QStringLiteral("gate-identity-audit"));
        QCOMPARE(records.at(0).at(1), QStringLiteral("Gate (must)"));
        QCOMPARE(records.at(0).at(2), QStringLiteral("Security, identity and audit"));
        QCOMPARE(records.at(0).at(3), QStringLiteral("身份认证与审计"));
        QCOMPARE(records.at(0).at(8), QStringLiteral("Security lead"));
        QCOMPARE(records.at(0).at(11), QStringLiteral("Yes"));
        QCOMPARE(records.at(0).at(12), QString());
        QCOMPARE(records.at(5).at(1), QStringLiteral("Bonus (optional)"));
        QCOMPARE(records.at(5).at(12), QStringLiteral("3"));
        QCOMPARE(records.at(6).at(4), tricky);
        QCOMPARE(records.at(9).at(1), QStringLiteral("Deferred"));
        QCOMPARE(records.at(9).at(13), QStringLiteral("2027-06-30"));

        const QString path = m_dir.filePath(QStringLiteral("criteria.csv"));
        QVERIFY(writeCriteriaCsv(w->queries().rows(), path).ok());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), bytes);

        // For machines: the field keys, the tier and category keys, evidence as 1 or 0.
        QBuffer ids;
        QVERIFY(ids.open(QIODevice::ReadWrite));
        QVERIFY(writeCriteriaCsv(w->queries().rows(), &ids, CriteriaExportStyle::Ids).ok());
        QVERIFY(ids.data().startsWith("\xEF\xBB\xBF"
                                      "id,tier,category,title_zh,title_en,description_zh,description_en,"
                                      "owner_zh,owner_en,acceptance_zh,acceptance_en,evidence_required,weight,"
                                      "review_date,vendor_question_zh,vendor_question_en\r\n"));
        records = read(ids, header);
        QCOMPARE(header, criteriaCsvColumns());
        QCOMPARE(records.size(), 11);
        QCOMPARE(records.at(0).at(1), QStringLiteral("gate"));
        QCOMPARE(records.at(0).at(2), QStringLiteral("security_identity"));
        QCOMPARE(records.at(0).at(11), QStringLiteral("1"));
        QCOMPARE(records.at(6).at(4), tricky);
        QCOMPARE(records.at(9).at(13), QStringLiteral("2027-06-30"));
    }

    void tableModelPushesCommands()
    {
        auto w = open();
        CriteriaTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setLanguage(QStringLiteral("en"));
        model.setWorkspace(w.get());
        QCOMPARE(model.rowCount(), 11);
        QCOMPARE(model.columnCount(), int(CriteriaTableModel::ColumnCount));
        const QModelIndex title = model.index(1, CriteriaTableModel::Title);
        QCOMPARE(title.data().toString(), QStringLiteral("Data boundary"));
        QCOMPARE(model.index(1, CriteriaTableModel::Tier).data(Qt::EditRole).toString(), QStringLiteral("gate"));
        QCOMPARE(model.index(5, CriteriaTableModel::Weight).data().toString(), QStringLiteral("3"));
        QVERIFY(model.index(1, CriteriaTableModel::Weight).data().toString().isEmpty());
        QVERIFY(!(model.flags(model.index(1, CriteriaTableModel::Weight)) & Qt::ItemIsEditable));
        QVERIFY(model.flags(model.index(5, CriteriaTableModel::Weight)) & Qt::ItemIsEditable);
        QVERIFY(model.flags(model.index(9, CriteriaTableModel::ReviewDate)) & Qt::ItemIsEditable);
        QVERIFY(!(model.flags(model.index(1, CriteriaTableModel::ReviewDate)) & Qt::ItemIsEditable));

        // An edit is a command: in the file, on the undo stack, and back in the model.
        QVERIFY(model.setData(title, QStringLiteral("Data stays on site")));
        QCOMPARE(criterionRow(*w, QStringLiteral("gate-data-boundary")).value(QStringLiteral("title_en")).toString(),
                 QStringLiteral("Data stays on site"));
        QCOMPARE(model.index(1, CriteriaTableModel::Title).data().toString(), QStringLiteral("Data stays on site"));
        QCOMPARE(w->undoStack()->count(), 1);
        QVERIFY(w->undo().ok());
        QCOMPARE(model.index(1, CriteriaTableModel::Title).data().toString(), QStringLiteral("Data boundary"));

        // Evidence checkbox.
        QVERIFY(model.setData(model.index(1, CriteriaTableModel::Evidence), Qt::Unchecked, Qt::CheckStateRole));
        QCOMPARE(
            criterionRow(*w, QStringLiteral("gate-data-boundary")).value(QStringLiteral("evidence_required")).toInt(),
            0);

        // A refused edit: nothing written, the message reported.
        QSignalSpy refused(&model, &CriteriaTableModel::editRefused);
        QVERIFY(!model.setData(model.index(5, CriteriaTableModel::Weight), QStringLiteral("heavy")));
        QCOMPARE(refused.count(), 1);
        QVERIFY(!model.setData(model.index(1, CriteriaTableModel::Title), QVariant()));
        QCOMPARE(w->undoStack()->count(), 1); // the undone title edit made way for the checkbox

        // The tier column moves the row: to the end of the deferred tier.
        QVERIFY(model.setData(model.index(0, CriteriaTableModel::Tier), QStringLiteral("暂缓")));
        QCOMPARE(model.idAt(10), QStringLiteral("gate-identity-audit"));
        QCOMPARE(model.index(10, CriteriaTableModel::Tier).data(CriteriaTableModel::TierRole).toString(),
                 QStringLiteral("deferred"));
        QVERIFY(w->undo().ok());
        QCOMPARE(model.idAt(0), QStringLiteral("gate-identity-audit"));

        // Drag and drop: the key-workflow gate dropped on the first row goes first.
        std::unique_ptr<QMimeData> data(model.mimeData({model.index(4, 0)}));
        QVERIFY(data);
        QVERIFY(model.canDropMimeData(data.get(), Qt::MoveAction, 0, 0, {}));
        model.dropMimeData(data.get(), Qt::MoveAction, 0, 0, {});
        QCOMPARE(model.idAt(0), QStringLiteral("gate-key-workflow"));
        QCOMPARE(model.placeInTier(0), std::make_pair(0, 5));
        // Dropped into the gap right after the last gate, it stays a gate (last).
        data.reset(model.mimeData({model.index(0, 0)}));
        model.dropMimeData(data.get(), Qt::MoveAction, 5, 0, {});
        QCOMPARE(model.idAt(4), QStringLiteral("gate-key-workflow"));
        QCOMPARE(model.index(4, 0).data(CriteriaTableModel::TierRole).toString(), QStringLiteral("gate"));
        // Dropped in the middle of the bonus tier, it becomes a bonus criterion there.
        data.reset(model.mimeData({model.index(4, 0)}));
        model.dropMimeData(data.get(), Qt::MoveAction, 7, 0, {});
        QCOMPARE(model.idAt(6), QStringLiteral("gate-key-workflow"));
        QCOMPARE(model.index(6, 0).data(CriteriaTableModel::TierRole).toString(), QStringLiteral("bonus"));
        QVERIFY(positionsMatchOrder(*w));

        model.setWorkspace(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(TestCriteria)
#include "tst_criteria.moc"
