// Exit readiness (issue 12): the exit checklist written as undoable, audited commands that refuse to
// overwrite another writer's edit; each candidate's checklist counts and exit cost (its migration and
// exit reserve per TCO scenario) against the demo's own data; the checklist's item model and view.
#include "ExitCheckDialog.h"
#include "ExitReadinessView.h"
#include "TestSupport.h"
#include "commands/Candidates.h"
#include "commands/Exit.h"
#include "core/Labels.h"
#include "itemmodels/ExitReadinessModel.h"
#include "reports/ExitReadiness.h"
#include "repositories/AuditLabels.h"
#include "repositories/AuditRepository.h"
#include "repositories/ExitReadinessRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using namespace gatebench;

namespace {

const QString kRunai = QStringLiteral("runai");

std::optional<ExitCheck> stored(const Workspace& w, const QString& candidate, ExitItem item)
{
    auto found = ExitReadinessRepository(w.queries().rows()).find(candidate, item);
    if (!found)
        qFatal("%s", qPrintable(found.error().message));
    return *found;
}

QList<AuditEntry> auditAfter(const Workspace& w, qint64 seq)
{
    QList<AuditEntry> entries;
    auto r = AuditRepository(w.queries().rows()).scan([&](const AuditEntry& e) {
        if (e.seq > seq)
            entries.append(e);
        return true;
    });
    if (!r)
        qFatal("%s", qPrintable(r.error().message));
    return entries;
}

qint64 lastSeq(const Workspace& w)
{
    qint64 seq = 0;
    (void)AuditRepository(w.queries().rows()).scan([&](const AuditEntry& e) {
        seq = std::max(seq, e.seq);
        return true;
    });
    return seq;
}

/// The demo's own exit data, read from its resource: per candidate, the statuses of its items, and
/// the unit price of its one-off exit-reserve line (quantity 1, tax included as the totals are).
struct DemoExit {
    QMap<QString, QMap<QString, QString>> statuses; ///< candidate -> item -> status
    QMap<QString, QString> reserve;                 ///< candidate -> unit price
};

DemoExit demoExit()
{
    QFile file(QStringLiteral(":/demo/demo.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("no demo resource");
    const QJsonObject demo = QJsonDocument::fromJson(file.readAll()).object();
    DemoExit result;
    for (const QJsonValue& v : demo.value(QStringLiteral("exit_checks")).toArray()) {
        const QJsonObject o = v.toObject();
        result.statuses[o.value(QStringLiteral("candidate")).toString()].insert(
            o.value(QStringLiteral("item")).toString(), o.value(QStringLiteral("status")).toString());
    }
    for (const QJsonValue& v : demo.value(QStringLiteral("tco_lines")).toArray()) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("category")).toString() == QLatin1String(exitreadiness::kExitCategory))
            result.reserve.insert(o.value(QStringLiteral("candidate")).toString(),
                                  o.value(QStringLiteral("unit_price")).toString());
    }
    return result;
}

} // namespace

class TestExitReadiness : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;
    int m_files = 0;

    std::unique_ptr<Workspace> demo()
    {
        const QString path = m_dir.filePath(QStringLiteral("demo%1.gatebench").arg(++m_files));
        if (!QFile::copy(m_demo, path))
            qFatal("cannot copy the demo");
        auto w = Workspace::open(path);
        if (!w)
            qFatal("%s", qPrintable(w.error().message));
        auto workspace = std::move(w).value();
        workspace->setActor(QStringLiteral("Test Reviewer"));
        return workspace;
    }

    std::unique_ptr<Workspace> blank()
    {
        return testing::createWorkspace(m_dir.filePath(QStringLiteral("t%1.gatebench").arg(++m_files)),
                                        {NewWorkspaceOptions::Content::Template, QStringLiteral("en")});
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath(QStringLiteral("demo.gatebench"));
        NewWorkspaceOptions options;
        options.path = m_demo;
        options.language = QStringLiteral("en");
        options.content = NewWorkspaceOptions::Content::Demo;
        QVERIFY(createWorkspaceFile(options).ok());
    }

    void everyItemAndStatusHasAKeyAndALabel()
    {
        QCOMPARE(exitItems().size(), 6);
        QStringList keys;
        for (ExitItem item : exitItems()) {
            const QString key = ExitReadinessRepository::itemKey(item);
            QCOMPARE(ExitReadinessRepository::itemFromKey(key), std::optional<ExitItem>(item));
            QVERIFY2(labels::exitItem(key) != key, qPrintable(key));
            keys.append(key);
        }
        QCOMPARE(keys, labels::exitItemKeys());
        QStringList statuses;
        for (ExitStatus status : {ExitStatus::Ready, ExitStatus::Partial, ExitStatus::Missing}) {
            const QString key = ExitReadinessRepository::statusKey(status);
            QCOMPARE(ExitReadinessRepository::statusFromKey(key), std::optional<ExitStatus>(status));
            QVERIFY(labels::exitStatus(key) != key);
            statuses.append(key);
        }
        QCOMPARE(statuses, labels::exitStatusKeys());
        QCOMPARE(labels::exitItem(QStringLiteral("audit_records")), QStringLiteral("Audit records exportable"));
        QVERIFY(!ExitReadinessRepository::itemFromKey(QStringLiteral("audit")));
    }

    void anItemRoundTripsWithUndoRedoAndAudit()
    {
        auto w = blank();
        QVERIFY(!stored(*w, kRunai, ExitItem::AuditRecords));
        QSignalSpy changed(w.get(), &Workspace::changed);
        const qint64 before = lastSeq(*w);

        auto r = exitreadiness::setCheck(
            *w, {kRunai, ExitItem::AuditRecords, ExitStatus::Partial, QStringLiteral("  API export, 90 days  ")},
            std::optional<ExitCheck>());
        QVERIFY2(r, r ? "" : qPrintable(r.error().message));
        QCOMPARE(changed.size(), 1);
        QVERIFY(ExitReadinessRepository::touchedBy(changed.first().first().value<ChangeEvent>()));
        auto read = stored(*w, kRunai, ExitItem::AuditRecords);
        QVERIFY(read);
        QCOMPARE(read->status, ExitStatus::Partial);
        QCOMPARE(read->evidence, QStringLiteral("API export, 90 days")); // trimmed

        const QList<AuditEntry> created = auditAfter(*w, before);
        QCOMPARE(created.size(), 1);
        QCOMPARE(created.first().action, QStringLiteral("create"));
        QCOMPARE(auditlabels::entity(created.first().entity), QStringLiteral("Exit readiness"));
        const QString shownRow = auditlabels::value({}, created.first().newValue);
        QVERIFY2(shownRow.contains(QLatin1String("Exit readiness: Partly ready")), qPrintable(shownRow));
        QVERIFY2(shownRow.contains(QLatin1String("Exit item: Audit records exportable")), qPrintable(shownRow));

        // An edit of the status alone is one audited field, in the reader's words.
        const qint64 afterCreate = lastSeq(*w);
        ExitCheck ready = *read;
        ready.status = ExitStatus::Ready;
        QVERIFY(exitreadiness::setCheck(*w, ready, read).ok());
        const QList<AuditEntry> updated = auditAfter(*w, afterCreate);
        QCOMPARE(updated.size(), 1);
        QCOMPARE(auditlabels::field(updated.first().field), QStringLiteral("Exit readiness"));
        QCOMPARE(auditlabels::value(updated.first().field, updated.first().oldValue), QStringLiteral("Partly ready"));
        QCOMPARE(auditlabels::value(updated.first().field, updated.first().newValue), QStringLiteral("Ready"));

        // The same values again: nothing pushed.
        QVERIFY(exitreadiness::setCheck(*w, ready).ok());
        QCOMPARE(w->undoStack()->count(), 2);

        QVERIFY(w->undo().ok());
        QCOMPARE(stored(*w, kRunai, ExitItem::AuditRecords)->status, ExitStatus::Partial);
        QVERIFY(w->undo().ok());
        QVERIFY(!stored(*w, kRunai, ExitItem::AuditRecords));
        QVERIFY(w->redo().ok());
        QVERIFY(w->redo().ok());
        QCOMPARE(stored(*w, kRunai, ExitItem::AuditRecords)->status, ExitStatus::Ready);

        // Cleared back to "not recorded", and undone.
        QVERIFY(exitreadiness::clearCheck(*w, kRunai, ExitItem::AuditRecords).ok());
        QVERIFY(!stored(*w, kRunai, ExitItem::AuditRecords));
        QVERIFY(w->undo().ok());
        QCOMPARE(stored(*w, kRunai, ExitItem::AuditRecords)->evidence, QStringLiteral("API export, 90 days"));
    }

    void anEditOverAnotherWritersEditIsRefused()
    {
        const QString path = m_dir.filePath(QStringLiteral("shared.gatebench"));
        auto first = testing::createWorkspace(path, {NewWorkspaceOptions::Content::Template, QStringLiteral("en")});
        auto opened = Workspace::open(path);
        QVERIFY(opened);
        auto second = std::move(opened).value();

        QVERIFY(exitreadiness::setCheck(*second, {kRunai, ExitItem::TrainingCode, ExitStatus::Ready, {}},
                                        std::optional<ExitCheck>())
                    .ok());
        auto r = exitreadiness::setCheck(*first, {kRunai, ExitItem::TrainingCode, ExitStatus::Missing, {}},
                                         std::optional<ExitCheck>());
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QCOMPARE(stored(*first, kRunai, ExitItem::TrainingCode)->status, ExitStatus::Ready);

        const auto shown = stored(*first, kRunai, ExitItem::TrainingCode);
        ExitCheck partial = *shown;
        partial.status = ExitStatus::Partial;
        QVERIFY(exitreadiness::setCheck(*second, partial, shown).ok());
        ExitCheck missing = *shown;
        missing.status = ExitStatus::Missing;
        r = exitreadiness::setCheck(*first, missing, shown);
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        r = exitreadiness::clearCheck(*first, kRunai, ExitItem::TrainingCode, shown);
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QCOMPARE(stored(*first, kRunai, ExitItem::TrainingCode)->status, ExitStatus::Partial);

        r = exitreadiness::setCheck(*first, {QStringLiteral("nobody"), ExitItem::TrainingCode, ExitStatus::Ready, {}});
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
    }

    void theDemosReadinessAndExitCostAreItsOwnData()
    {
        auto w = demo();
        const DemoExit expected = demoExit();
        QCOMPARE(expected.statuses.keys(),
                 (QStringList{QStringLiteral("k8s-oss"), QStringLiteral("openshift-ai"), QStringLiteral("runai")}));
        auto all = exitreadiness::all(w->queries().rows());
        QVERIFY2(all, all ? "" : qPrintable(all.error().message));
        QStringList listed;
        for (const CandidateExit& exit : std::as_const(*all)) {
            listed.append(exit.candidateId);
            const QMap<QString, QString> statuses = expected.statuses.value(exit.candidateId);
            QCOMPARE(exit.checks.size(), 6);
            QCOMPARE(exit.ready, int(std::count(statuses.cbegin(), statuses.cend(), QStringLiteral("ready"))));
            QCOMPARE(exit.partial, int(std::count(statuses.cbegin(), statuses.cend(), QStringLiteral("partial"))));
            QCOMPARE(exit.missing, int(std::count(statuses.cbegin(), statuses.cend(), QStringLiteral("missing"))));
            QCOMPARE(exit.unrecorded, 6 - int(statuses.size()));
            for (int i = 0; i < exit.checks.size(); ++i) {
                const QString item = ExitReadinessRepository::itemKey(exitItems().at(i));
                QCOMPARE(exit.checks.at(i) ? ExitReadinessRepository::statusKey(exit.checks.at(i)->status) : QString(),
                         statuses.value(item));
            }
            // One one-off exit-reserve line of quantity 1 in year 3, tax included as the totals are:
            // its unit price is the exit cost of every scenario.
            QCOMPARE(exit.exitLines.size(), 1);
            QVERIFY(!exit.costs.isEmpty());
            for (const ExitCost& cost : exit.costs)
                QCOMPARE(cost.threeYears.toString(), expected.reserve.value(exit.candidateId));
        }
        // The three PoC candidates, in committee order; Kubernetes has its two self-built scenarios.
        QCOMPARE(listed.size(), 3);
        for (const QString& id : expected.statuses.keys())
            QVERIFY(listed.contains(id));
        for (const CandidateExit& exit : std::as_const(*all)) {
            if (exit.candidateId == QLatin1String("k8s-oss"))
                QCOMPARE(exit.costs.size(), 2);
        }
    }

    void removingACandidateTakesItsChecklistAndUndoBringsItBack()
    {
        auto w = demo();
        QCOMPARE(ExitReadinessRepository(w->queries().rows()).of(QStringLiteral("k8s-oss"))->size(), 6);
        QVERIFY(candidates::remove(*w, QStringLiteral("k8s-oss")).ok());
        QCOMPARE(ExitReadinessRepository(w->queries().rows()).of(QStringLiteral("k8s-oss"))->size(), 0);
        QVERIFY(w->undo().ok());
        QCOMPARE(ExitReadinessRepository(w->queries().rows()).of(QStringLiteral("k8s-oss"))->size(), 6);
        QCOMPARE(stored(*w, QStringLiteral("k8s-oss"), ExitItem::AuditRecords)->status, ExitStatus::Missing);
    }

    void theModelShowsEachItemAndFollowsEdits()
    {
        auto w = demo();
        ExitReadinessModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setWorkspace(w.get());
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.columnCount(), 3);
        int column = -1;
        for (int c = 0; c < model.columnCount(); ++c) {
            if (model.candidateId(c) == QLatin1String("k8s-oss"))
                column = c;
        }
        QVERIFY(column >= 0);
        const int row = int(exitItems().indexOf(ExitItem::AuditRecords));
        const QModelIndex cell = model.index(row, column);
        QCOMPARE(cell.data().toString(), QStringLiteral("✕ Not ready"));
        QCOMPARE(cell.data(ExitReadinessModel::StatusKeyRole).toString(), QStringLiteral("missing"));
        QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(QLatin1String("Evidence: Audit log persistence")));
        QCOMPARE(model.headerData(row, Qt::Vertical).toString(), QStringLiteral("Audit records exportable"));

        QVERIFY(exitreadiness::setCheck(*w, {QStringLiteral("k8s-oss"), ExitItem::AuditRecords, ExitStatus::Ready,
                                             QStringLiteral("Loki retention set in week 3")})
                    .ok());
        QCOMPARE(model.index(row, column).data().toString(), QStringLiteral("● Ready"));
        QVERIFY(exitreadiness::clearCheck(*w, QStringLiteral("k8s-oss"), ExitItem::AuditRecords).ok());
        QCOMPARE(model.index(row, column).data().toString(), QStringLiteral("– Not recorded"));
    }

    void theViewEditsACellThroughItsDialogAndSumsUp()
    {
        auto w = demo();
        ExitReadinessView view;
        view.setWorkspace(w.get());
        const QString summary = view.summaryText();
        QVERIFY2(summary.contains(QLatin1String("5 of 6 ready, 1 partly ready")), qPrintable(summary));
        QVERIFY2(summary.contains(QLatin1String("350,000.00 CNY")), qPrintable(summary));
        // The reserve under the category's one name, as the TCO sheet shows the category.
        QVERIFY2(
            summary.contains(labels::tcoCategory(QStringLiteral("exit_reserve")) + QLatin1String(" over three years")),
            qPrintable(summary));

        int column = -1;
        for (int c = 0; c < view.model()->columnCount(); ++c) {
            if (view.model()->candidateId(c) == kRunai)
                column = c;
        }
        const int row = int(exitItems().indexOf(ExitItem::ModelMetadata));
        // The dialog opens modal: answer it from a timer, as a user would.
        QTimer::singleShot(0, this, [] {
            auto* dialog = qobject_cast<ExitCheckDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            auto* status = dialog->findChild<QComboBox*>(QStringLiteral("exitStatus"));
            status->setCurrentIndex(status->findData(QStringLiteral("ready")));
            dialog->findChild<QPlainTextEdit*>(QStringLiteral("exitEvidence"))
                ->setPlainText(QStringLiteral("MLflow export tried in week 4"));
            dialog->accept();
        });
        view.editCell(view.model()->index(row, column));
        QCOMPARE(stored(*w, kRunai, ExitItem::ModelMetadata)->status, ExitStatus::Ready);
        QCOMPARE(stored(*w, kRunai, ExitItem::ModelMetadata)->evidence,
                 QStringLiteral("MLflow export tried in week 4"));
        QVERIFY2(view.summaryText().contains(QLatin1String("6 of 6 ready")), qPrintable(view.summaryText()));
        QVERIFY(w->undo().ok());
        QVERIFY(view.summaryText().contains(QLatin1String("5 of 6 ready")));
    }
};

QTEST_MAIN(TestExitReadiness)
#include "tst_exit_readiness.moc"
