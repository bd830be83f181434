// Every step (edit, import, undo, redo) is announced once, naming the rows it changed, and the item
// models follow it row by row; QAbstractItemModelTester watches every model throughout.
#include "TestSupport.h"
#include "commands/Assessments.h"
#include "commands/Candidates.h"
#include "commands/Criteria.h"
#include "itemmodels/AssessmentGridModel.h"
#include "itemmodels/AuditLogModel.h"
#include "itemmodels/CandidateListModel.h"
#include "itemmodels/CriteriaTableModel.h"
#include "storage/ChangeSpool.h"
#include "storage/Storage.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace gatebench;

namespace {

const QString kGate = QStringLiteral("gate-data-boundary");

ChangeEvent eventAt(const QSignalSpy& spy, int i)
{
    return spy.at(i).at(0).value<ChangeEvent>();
}

QList<ChangeEvent::RowChange> rowsOf(const ChangeEvent& event, const QString& table)
{
    QList<ChangeEvent::RowChange> rows;
    for (const ChangeEvent::RowChange& row : event.rows) {
        if (row.table == table)
            rows.append(row);
    }
    return rows;
}

/// True when one of the dataChanged signals in `spy` covers `row`.
bool coversRow(const QSignalSpy& spy, int row)
{
    for (const QList<QVariant>& signal : spy) {
        const auto top = signal.at(0).value<QModelIndex>();
        const auto bottom = signal.at(1).value<QModelIndex>();
        if (top.row() <= row && row <= bottom.row())
            return true;
    }
    return false;
}

} // namespace

class TestEvents : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_serial = 0;
    std::unique_ptr<Workspace> m_w;
    std::unique_ptr<AssessmentGridModel> m_grid;
    std::unique_ptr<CandidateListModel> m_candidates;
    std::unique_ptr<CriteriaTableModel> m_criteria;
    std::unique_ptr<AuditLogModel> m_audit;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> m_testers;

private slots:
    void init()
    {
        m_w = testing::createWorkspace(
            m_dir.filePath(QStringLiteral("events-%1.gatebench").arg(++m_serial)),
            {NewWorkspaceOptions::Content::Template, QStringLiteral("en"), QStringLiteral("Asia/Shanghai")});
        m_grid = std::make_unique<AssessmentGridModel>();
        m_candidates = std::make_unique<CandidateListModel>();
        m_criteria = std::make_unique<CriteriaTableModel>();
        m_audit = std::make_unique<AuditLogModel>();
        for (QAbstractItemModel* model : std::initializer_list<QAbstractItemModel*>{m_grid.get(), m_candidates.get(),
                                                                                    m_criteria.get(), m_audit.get()})
            m_testers.push_back(std::make_unique<QAbstractItemModelTester>(
                model, QAbstractItemModelTester::FailureReportingMode::QtTest));
        m_grid->setWorkspace(m_w.get());
        m_candidates->setWorkspace(m_w.get());
        m_criteria->setWorkspace(m_w.get());
        m_audit->setWorkspace(m_w.get());
    }
    void cleanup()
    {
        m_testers.clear();
        m_grid.reset();
        m_candidates.reset();
        m_criteria.reset();
        m_audit.reset();
        m_w.reset();
    }

    void oneCommandIsOneEventNamingItsRows()
    {
        QSignalSpy changed(m_w.get(), &Workspace::changed);
        QVERIFY(m_w->setFields(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("runai")}},
                               {{QStringLiteral("notes"), QStringLiteral("Asked for a quote")},
                                {QStringLiteral("vendor_en"), QStringLiteral("NVIDIA (Run:ai)")}},
                               QStringLiteral("Edit"))
                    .ok());
        QCOMPARE(changed.size(), 1);
        const ChangeEvent event = eventAt(changed, 0);
        QVERIFY(!event.everything);
        QVERIFY(event.wholeTables.isEmpty());
        const auto rows = rowsOf(event, QStringLiteral("candidates"));
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first().op, Change::Op::Update);
        QCOMPARE(rows.first().key, Filter({{QStringLiteral("id"), QStringLiteral("runai")}}));
        QCOMPARE(rows.first().columns, QStringList({QStringLiteral("notes"), QStringLiteral("vendor_en")}));
        // One audit entry for the edit of two fields (what the user did), named by its sequence number.
        QCOMPARE(rowsOf(event, QStringLiteral("audit_log")).size(), 1);
        QCOMPARE(event.rows.size(), 2);

        // A refused edit (nothing changes) announces nothing.
        QVERIFY(m_w->setFields(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("runai")}},
                               {{QStringLiteral("notes"), QStringLiteral("Asked for a quote")}}, QStringLiteral("Edit"))
                    .ok());
        QCOMPARE(changed.size(), 1);

        QVERIFY(m_w->undo().ok());
        QCOMPARE(changed.size(), 2);
        const auto undone = rowsOf(eventAt(changed, 1), QStringLiteral("candidates"));
        QCOMPARE(undone.size(), 1);
        QCOMPARE(undone.first().op, Change::Op::Update);
        QCOMPARE(undone.first().key, Filter({{QStringLiteral("id"), QStringLiteral("runai")}}));
        QVERIFY(m_w->redo().ok());
        QCOMPARE(changed.size(), 3);
    }

    void removingACandidateReloadsTheGridOnce()
    {
        const int gridRow = m_grid->indexOf(QStringLiteral("runai"), kGate).row();
        const int listRow = m_candidates->rowOf(QStringLiteral("runai"));
        QVERIFY(gridRow >= 0);
        QVERIFY(listRow >= 0);
        const int gridRows = m_grid->rowCount();
        QSignalSpy changed(m_w.get(), &Workspace::changed);
        QSignalSpy decisions(m_grid.get(), &AssessmentGridModel::decisionChanged);
        QSignalSpy gridResets(m_grid.get(), &QAbstractItemModel::modelReset);
        QSignalSpy gridRemoved(m_grid.get(), &QAbstractItemModel::rowsRemoved);
        QSignalSpy listResets(m_candidates.get(), &QAbstractItemModel::modelReset);
        QSignalSpy listRemoved(m_candidates.get(), &QAbstractItemModel::rowsRemoved);

        QVERIFY(candidates::remove(*m_w, QStringLiteral("runai")).ok());
        QCOMPARE(changed.size(), 1);
        const auto removed = rowsOf(eventAt(changed, 0), QStringLiteral("candidates"));
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed.first().op, Change::Op::Remove);
        QCOMPARE(removed.first().key, Filter({{QStringLiteral("id"), QStringLiteral("runai")}}));
        QCOMPARE(decisions.size(), 1);
        QCOMPARE(gridResets.size(), 0);
        QCOMPARE(gridRemoved.size(), 1);
        QCOMPARE(gridRemoved.first().at(1).toInt(), gridRow);
        QCOMPARE(m_grid->rowCount(), gridRows - 1);
        QVERIFY(!m_grid->indexOf(QStringLiteral("runai"), kGate).isValid());
        QCOMPARE(listResets.size(), 0);
        QCOMPARE(listRemoved.size(), 1);
        QCOMPARE(listRemoved.first().at(1).toInt(), listRow);

        QSignalSpy gridInserted(m_grid.get(), &QAbstractItemModel::rowsInserted);
        QVERIFY(m_w->undo().ok());
        QCOMPARE(changed.size(), 2);
        const auto back = rowsOf(eventAt(changed, 1), QStringLiteral("candidates"));
        QCOMPARE(back.size(), 1);
        QCOMPARE(back.first().op, Change::Op::Insert);
        QCOMPARE(decisions.size(), 2);
        QCOMPARE(gridResets.size(), 0);
        QCOMPARE(gridInserted.size(), 1);
        QCOMPARE(m_grid->indexOf(QStringLiteral("runai"), kGate).row(), gridRow);
        QCOMPARE(m_candidates->rowOf(QStringLiteral("runai")), listRow);
    }

    void anEditedCellChangesItsRowWithoutAReset()
    {
        const QModelIndex cell = m_grid->indexOf(QStringLiteral("runai"), kGate);
        QVERIFY(cell.isValid());
        QVERIFY(cell.data(AssessmentGridModel::LetterRole).toString() != QLatin1String("F"));
        QSignalSpy resets(m_grid.get(), &QAbstractItemModel::modelReset);
        QSignalSpy changedCells(m_grid.get(), &QAbstractItemModel::dataChanged);
        QSignalSpy decisions(m_grid.get(), &AssessmentGridModel::decisionChanged);
        QVERIFY(assessments::setVerdict(*m_w, QStringLiteral("runai"), kGate, GateVerdict::Fail,
                                        QStringLiteral("egress to the vendor's cloud in the PoC"))
                    .ok());
        QCOMPARE(resets.size(), 0);
        QCOMPARE(decisions.size(), 1);
        QVERIFY(coversRow(changedCells, cell.row()));
        QCOMPARE(m_grid->indexOf(QStringLiteral("runai"), kGate).data(AssessmentGridModel::LetterRole).toString(),
                 QStringLiteral("F"));
        // A row whose cells and status did not change is not reported.
        for (int row = 0; row < m_grid->rowCount(); ++row) {
            if (row == cell.row())
                continue;
            const QString id = m_grid->candidateAt(row);
            if (m_grid->shortStatus(id).contains(QLatin1String("rank")))
                continue; // ranks may move when a candidate drops out
            QVERIFY2(!coversRow(changedCells, row), qPrintable(id));
        }
        QVERIFY(m_w->undo().ok());
        QCOMPARE(resets.size(), 0);
        QVERIFY(m_grid->indexOf(QStringLiteral("runai"), kGate).data(AssessmentGridModel::LetterRole).toString() !=
                QLatin1String("F"));
    }

    void criteriaFollowRowByRow()
    {
        const int row = m_criteria->rowOf(kGate);
        QVERIFY(row >= 0);
        const int rows = m_criteria->rowCount();
        QSignalSpy resets(m_criteria.get(), &QAbstractItemModel::modelReset);
        QSignalSpy changedRows(m_criteria.get(), &QAbstractItemModel::dataChanged);
        QSignalSpy removed(m_criteria.get(), &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(m_criteria.get(), &QAbstractItemModel::rowsInserted);
        QVERIFY(
            criteria::setFields(*m_w, kGate, {{QStringLiteral("title_en"), QStringLiteral("Data stays here")}}).ok());
        QCOMPARE(changedRows.size(), 1);
        QCOMPARE(changedRows.first().at(0).value<QModelIndex>().row(), row);
        QCOMPARE(m_criteria->index(row, CriteriaTableModel::Title).data().toString(),
                 QStringLiteral("Data stays here"));
        QVERIFY(criteria::remove(*m_w, kGate).ok());
        QCOMPARE(removed.size(), 1);
        QCOMPARE(m_criteria->rowCount(), rows - 1);
        QVERIFY(m_w->undo().ok());
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(m_criteria->rowOf(kGate), row);
        QVERIFY(m_w->undo().ok());
        QCOMPARE(m_criteria->index(row, CriteriaTableModel::Title).data().toString() ==
                     QLatin1String("Data stays here"),
                 false);
        QCOMPARE(resets.size(), 0);
    }

    void theAuditLogGrowsAtTheTop()
    {
        const int before = m_audit->rowCount();
        QSignalSpy resets(m_audit.get(), &QAbstractItemModel::modelReset);
        QSignalSpy inserted(m_audit.get(), &QAbstractItemModel::rowsInserted);
        QVERIFY(m_w->setFields(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("runai")}},
                               {{QStringLiteral("notes"), QStringLiteral("n")},
                                {QStringLiteral("risks_en"), QStringLiteral("r")}},
                               QStringLiteral("Edit"))
                    .ok());
        QCOMPARE(m_audit->rowCount(), before + 1); // one entry for the edit of two fields
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted.first().at(1).toInt(), 0);
        QCOMPARE(inserted.first().at(2).toInt(), 0);
        // One entry for the edit, on top, naming both fields with their values.
        QCOMPARE(m_audit->index(0, AuditLogModel::Action).data(Qt::UserRole).toString(), QStringLiteral("edit"));
        const QString edited = m_audit->index(0, AuditLogModel::Detail).data(Qt::ToolTipRole).toString();
        QVERIFY2(edited.contains(QStringLiteral("Risks (English)")) && edited.contains(QStringLiteral("Notes")),
                 qPrintable(edited));
        QVERIFY(m_w->undo().ok());
        QCOMPARE(m_audit->rowCount(), before + 2);
        QCOMPARE(m_audit->index(0, AuditLogModel::Action).data(Qt::UserRole).toString(), QStringLiteral("undo edit"));
        // Shown from what the entry records, still marked as an undo.
        QVERIFY(m_audit->index(0, AuditLogModel::Detail).data().toString().startsWith(QStringLiteral("Undo: ")));
        QCOMPARE(resets.size(), 0);
        QVERIFY(m_audit->loadError().isEmpty());
        // What the model shows is what a fresh read shows.
        AuditLogModel fresh;
        fresh.setWorkspace(m_w.get());
        QCOMPARE(fresh.rowCount(), m_audit->rowCount());
        for (int row = 0; row < fresh.rowCount(); ++row) {
            for (int column = 0; column < AuditLogModel::ColumnCount; ++column)
                QCOMPARE(m_audit->index(row, column).data(Qt::UserRole), fresh.index(row, column).data(Qt::UserRole));
        }
    }

    void anImportIsOneEventAndTheModelsFollow()
    {
        ChangeSpool spool;
        for (const QString& id : {QStringLiteral("imported-a"), QStringLiteral("imported-b")})
            spool.append(Change::insert(QStringLiteral("candidates"), {{QStringLiteral("id"), id}},
                                        {{QStringLiteral("id"), id},
                                         {QStringLiteral("position"), 100},
                                         {QStringLiteral("name_zh"), id},
                                         {QStringLiteral("name_en"), id}}));
        ImportSummary summary;
        summary.kind = QStringLiteral("candidates");
        summary.files = {QStringLiteral("shortlist.csv")};
        summary.sha256 = {QStringLiteral("00")};
        summary.rows = 2;
        const int rows = m_candidates->rowCount();
        const int gridRows = m_grid->rowCount();
        const int auditRows = m_audit->rowCount();
        QSignalSpy changed(m_w.get(), &Workspace::changed);
        QSignalSpy decisions(m_grid.get(), &AssessmentGridModel::decisionChanged);
        auto imported = m_w->executeImport(spool, summary, QStringLiteral("Import"));
        QVERIFY2(imported, qPrintable(imported ? QString() : imported.error().message));
        QCOMPARE(changed.size(), 1);
        QVERIFY(eventAt(changed, 0).isWhole(QStringLiteral("candidates")));
        QVERIFY(!eventAt(changed, 0).isWhole(QStringLiteral("criteria")));
        QCOMPARE(decisions.size(), 1);
        QCOMPARE(m_candidates->rowCount(), rows + 2);
        QCOMPARE(m_grid->rowCount(), gridRows + 2);
        QCOMPARE(m_audit->rowCount(), auditRows + 1);
        QVERIFY(m_w->undo().ok());
        QCOMPARE(changed.size(), 2);
        QCOMPARE(m_candidates->rowCount(), rows);
        QCOMPARE(m_grid->rowCount(), gridRows);
        QVERIFY(m_w->redo().ok());
        QCOMPARE(changed.size(), 3);
        QCOMPARE(m_candidates->rowCount(), rows + 2);
        QCOMPARE(m_audit->rowCount(), auditRows + 3);
        QCOMPARE(decisions.size(), 3);
    }
};

QTEST_MAIN(TestEvents)
#include "tst_events.moc"
