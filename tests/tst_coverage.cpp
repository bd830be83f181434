// The workflow coverage matrix: cells and essential steps written as undoable, audited commands that
// refuse to overwrite another writer's edit; the demo's coverage gaps of each PoC candidate against
// what its narrative states; the matrix's item model; the evidence sentence and the JSON.
#include "TestSupport.h"
#include "commands/Candidates.h"
#include "commands/Coverage.h"
#include "core/Labels.h"
#include "itemmodels/WorkflowCoverageModel.h"
#include "reports/WorkflowGaps.h"
#include "repositories/AuditLabels.h"
#include "repositories/AuditRepository.h"
#include "repositories/WorkflowCoverageRepository.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace gatebench;

namespace {

const QString kRunai = QStringLiteral("runai");

WorkflowCoverage cell(const QString& candidate, WorkflowStep step, CoverageMode mode, const QString& teamEn = {},
                      const QString& boundaryEn = {})
{
    WorkflowCoverage c;
    c.candidateId = candidate;
    c.step = step;
    c.mode = mode;
    c.owningTeam = {QString(), teamEn};
    c.permissionBoundary = {QString(), boundaryEn};
    return c;
}

std::optional<WorkflowCoverage> stored(const Workspace& w, const QString& candidate, WorkflowStep step)
{
    auto found = WorkflowCoverageRepository(w.queries().rows()).find(candidate, step);
    if (!found)
        qFatal("%s", qPrintable(found.error().message));
    return *found;
}

/// The gaps of a candidate as "step=mode" keys (mode "unrecorded" when not recorded), in chain order.
QStringList gapKeys(const Storage& storage, const QString& candidate)
{
    auto gaps = workflowgaps::of(storage, candidate);
    if (!gaps)
        qFatal("%s", qPrintable(gaps.error().message));
    QStringList keys;
    for (const CoverageGap& gap : std::as_const(*gaps))
        keys.append(WorkflowCoverageRepository::stepKey(gap.step) + u'=' +
                    (gap.mode ? WorkflowCoverageRepository::modeKey(*gap.mode) : QStringLiteral("unrecorded")));
    return keys;
}

QList<AuditEntry> auditSince(const Workspace& w, qint64 seq)
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

} // namespace

class TestCoverage : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;
    int m_files = 0;

    std::unique_ptr<Workspace> demo()
    {
        // One demo, copied: it holds twenty thousand job records.
        const QString path =
            testing::copyEvaluation(m_demo, m_dir.filePath(QStringLiteral("demo%1.gatebench").arg(++m_files)));
        if (path.isEmpty())
            qFatal("cannot copy the demo");
        auto w = Workspace::open(path);
        if (!w)
            qFatal("%s", qPrintable(w.error().message));
        auto workspace = std::move(w).value();
        workspace->setActor(QStringLiteral("Test Reviewer"));
        workspace->setClock([] { return QDateTime(QDate(2026, 11, 30), QTime(9, 0), QTimeZone::utc()); });
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

    void everyStepAndModeHasAKeyAndALabel()
    {
        QCOMPARE(workflowSteps().size(), 8);
        QStringList keys;
        for (WorkflowStep step : workflowSteps()) {
            const QString key = WorkflowCoverageRepository::stepKey(step);
            QVERIFY(!key.isEmpty());
            QCOMPARE(WorkflowCoverageRepository::stepFromKey(key), std::optional<WorkflowStep>(step));
            QVERIFY2(labels::workflowStep(key) != key, qPrintable(key));
            keys.append(key);
        }
        QCOMPARE(keys, labels::workflowStepKeys());
        for (CoverageMode mode : {CoverageMode::Managed, CoverageMode::Manual, CoverageMode::NotCovered}) {
            const QString key = WorkflowCoverageRepository::modeKey(mode);
            QCOMPARE(WorkflowCoverageRepository::modeFromKey(key), std::optional<CoverageMode>(mode));
            QVERIFY(labels::coverageMode(key) != key);
        }
        QCOMPARE(labels::workflowStep(QStringLiteral("rollback")), QStringLiteral("Rollback"));
        QCOMPARE(labels::coverageMode(QStringLiteral("none")), QStringLiteral("Not covered"));
        QVERIFY(!WorkflowCoverageRepository::stepFromKey(QStringLiteral("deploy")));
    }

    void aCellRoundTripsWithUndoAndRedo()
    {
        auto w = blank();
        QVERIFY(!stored(*w, kRunai, WorkflowStep::Rollback));
        QSignalSpy changed(w.get(), &Workspace::changed);
        const qint64 before = lastSeq(*w);

        WorkflowCoverage wanted = cell(kRunai, WorkflowStep::Rollback, CoverageMode::Manual, QStringLiteral(" Ops "),
                                       QStringLiteral("Project admin role"));
        wanted.owningTeam.zh = QStringLiteral("运维组");
        wanted.note = QStringLiteral("runbook only");
        auto r = coverage::setCell(*w, wanted, std::optional<WorkflowCoverage>());
        QVERIFY2(r, r ? "" : qPrintable(r.error().message));
        QCOMPARE(changed.size(), 1);
        QVERIFY(WorkflowCoverageRepository::touchedBy(changed.first().first().value<ChangeEvent>()));
        auto read = stored(*w, kRunai, WorkflowStep::Rollback);
        QVERIFY(read);
        QCOMPARE(read->mode, CoverageMode::Manual);
        QCOMPARE(read->owningTeam.en, QStringLiteral("Ops")); // trimmed
        QCOMPARE(read->owningTeam.zh, QStringLiteral("运维组"));
        QCOMPARE(read->permissionBoundary.en, QStringLiteral("Project admin role"));
        QCOMPARE(read->note, QStringLiteral("runbook only"));

        // Audited as the other records are: one entry, its record kind and fields in the reader's words.
        const QList<AuditEntry> created = auditSince(*w, before);
        QCOMPARE(created.size(), 1);
        QCOMPARE(created.first().action, QStringLiteral("create"));
        QCOMPARE(auditlabels::entity(created.first().entity), QStringLiteral("Workflow coverage"));
        const QString shownRow = auditlabels::value({}, created.first().newValue);
        QVERIFY2(shownRow.contains(QLatin1String("Coverage: Manual")), qPrintable(shownRow));
        QVERIFY2(shownRow.contains(QLatin1String("Workflow step: Rollback")), qPrintable(shownRow));

        // An edit changes the mode only, audited per field with labels.
        const qint64 afterCreate = lastSeq(*w);
        WorkflowCoverage managed = *read;
        managed.mode = CoverageMode::Managed;
        QVERIFY(coverage::setCell(*w, managed, read).ok());
        QCOMPARE(changed.size(), 2);
        QCOMPARE(stored(*w, kRunai, WorkflowStep::Rollback)->mode, CoverageMode::Managed);
        const QList<AuditEntry> updated = auditSince(*w, afterCreate);
        QCOMPARE(updated.size(), 1);
        QCOMPARE(auditlabels::field(updated.first().field), QStringLiteral("Coverage"));
        QCOMPARE(auditlabels::value(updated.first().field, updated.first().oldValue), QStringLiteral("Manual"));
        QCOMPARE(auditlabels::value(updated.first().field, updated.first().newValue),
                 QStringLiteral("Platform-managed"));

        // The same values again: nothing to do, nothing pushed.
        QVERIFY(coverage::setCell(*w, managed).ok());
        QCOMPARE(w->undoStack()->count(), 2);

        QVERIFY(w->undo().ok());
        QCOMPARE(stored(*w, kRunai, WorkflowStep::Rollback)->mode, CoverageMode::Manual);
        QVERIFY(w->undo().ok());
        QVERIFY(!stored(*w, kRunai, WorkflowStep::Rollback));
        QCOMPARE(changed.size(), 4);
        QVERIFY(w->redo().ok());
        QVERIFY(w->redo().ok());
        QCOMPARE(stored(*w, kRunai, WorkflowStep::Rollback)->mode, CoverageMode::Managed);

        // Cleared back to "not recorded", and undone.
        QVERIFY(
            coverage::clearCell(*w, kRunai, WorkflowStep::Rollback, stored(*w, kRunai, WorkflowStep::Rollback)).ok());
        QVERIFY(!stored(*w, kRunai, WorkflowStep::Rollback));
        QVERIFY(w->undo().ok());
        QCOMPARE(stored(*w, kRunai, WorkflowStep::Rollback)->owningTeam.en, QStringLiteral("Ops"));
    }

    void essentialStepsToggleWithUndo()
    {
        auto w = blank();
        // A new evaluation holds no step essential: the committee decides.
        QCOMPARE(WorkflowCoverageRepository(w->queries().rows()).essentialSteps()->size(), 0);
        QVERIFY(coverage::setEssential(*w, WorkflowStep::Rollback, true).ok());
        QVERIFY(coverage::setEssential(*w, WorkflowStep::Training, true).ok());
        QVERIFY(coverage::setEssential(*w, WorkflowStep::Training, true).ok()); // already: nothing
        QCOMPARE(w->undoStack()->count(), 2);
        QCOMPARE(*WorkflowCoverageRepository(w->queries().rows()).essentialSteps(),
                 (QList<WorkflowStep>{WorkflowStep::Training, WorkflowStep::Rollback}));
        // With nothing recorded for the candidate, each essential step is a gap "not recorded".
        QCOMPARE(gapKeys(w->queries().rows(), kRunai),
                 QStringList({QStringLiteral("training=unrecorded"), QStringLiteral("rollback=unrecorded")}));
        QVERIFY(w->undo().ok());
        QCOMPARE(*WorkflowCoverageRepository(w->queries().rows()).essentialSteps(),
                 QList<WorkflowStep>{WorkflowStep::Rollback});
        QVERIFY(coverage::setEssential(*w, WorkflowStep::Rollback, false).ok());
        QCOMPARE(WorkflowCoverageRepository(w->queries().rows()).essentialSteps()->size(), 0);
        QVERIFY(gapKeys(w->queries().rows(), kRunai).isEmpty());
    }

    void anEditOverAnotherWritersEditIsRefused()
    {
        const QString path = testing::location(m_dir.filePath(QStringLiteral("shared.gatebench")));
        auto first = testing::createWorkspace(path, {NewWorkspaceOptions::Content::Template, QStringLiteral("en")});
        auto opened = Workspace::open(path);
        QVERIFY(opened);
        auto second = std::move(opened).value();

        // Both editors show the cell as not recorded; the second records it first.
        QVERIFY(coverage::setCell(*second, cell(kRunai, WorkflowStep::Training, CoverageMode::Managed),
                                  std::optional<WorkflowCoverage>())
                    .ok());
        auto r = coverage::setCell(*first, cell(kRunai, WorkflowStep::Training, CoverageMode::NotCovered),
                                   std::optional<WorkflowCoverage>());
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QCOMPARE(stored(*first, kRunai, WorkflowStep::Training)->mode, CoverageMode::Managed);

        // The first now shows Managed; the second changes it to Manual; the first's edit is refused.
        const auto shown = stored(*first, kRunai, WorkflowStep::Training);
        WorkflowCoverage manual = *shown;
        manual.mode = CoverageMode::Manual;
        QVERIFY(coverage::setCell(*second, manual, shown).ok());
        WorkflowCoverage none = *shown;
        none.mode = CoverageMode::NotCovered;
        r = coverage::setCell(*first, none, shown);
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QCOMPARE(stored(*first, kRunai, WorkflowStep::Training)->mode, CoverageMode::Manual);
        // A clear over an edit it did not show is refused too.
        r = coverage::clearCell(*first, kRunai, WorkflowStep::Training, shown);
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QVERIFY(stored(*first, kRunai, WorkflowStep::Training));

        // A removed candidate takes no coverage.
        r = coverage::setCell(*first, cell(QStringLiteral("nobody"), WorkflowStep::Training, CoverageMode::Managed));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
    }

    void removingACandidateTakesItsCoverageAndUndoBringsItBack()
    {
        auto w = demo();
        QCOMPARE(WorkflowCoverageRepository(w->queries().rows()).of(QStringLiteral("k8s-oss"))->size(), 8);
        auto removed = candidates::remove(*w, QStringLiteral("k8s-oss"));
        QVERIFY2(removed, removed ? "" : qPrintable(removed.error().message));
        QCOMPARE(WorkflowCoverageRepository(w->queries().rows()).of(QStringLiteral("k8s-oss"))->size(), 0);
        QVERIFY(w->undo().ok());
        QCOMPARE(WorkflowCoverageRepository(w->queries().rows()).of(QStringLiteral("k8s-oss"))->size(), 8);
        QCOMPARE(stored(*w, QStringLiteral("k8s-oss"), WorkflowStep::Rollback)->mode, CoverageMode::NotCovered);
    }

    void theDemosGapsAreAsItsNarrativeStates()
    {
        auto w = demo();
        const Storage& storage = w->queries().rows();
        // demo.json: the committee holds training, deployment, monitoring and rollback essential.
        QCOMPARE(*WorkflowCoverageRepository(storage).essentialSteps(),
                 (QList<WorkflowStep>{WorkflowStep::Training, WorkflowStep::Deployment, WorkflowStep::Monitoring,
                                      WorkflowStep::Rollback}));
        // Every step of the three PoC candidates is recorded; no other candidate has coverage.
        auto cells = WorkflowCoverageRepository(storage).all();
        QVERIFY(cells);
        QCOMPARE(cells->size(), 24);
        // Run:ai: rollback is a runbook done by hand. OpenShift AI: every essential step managed.
        // Kubernetes + Volcano + Kubeflow: monitoring kept by hand, no rollback path yet.
        QCOMPARE(gapKeys(storage, QStringLiteral("runai")), QStringList{QStringLiteral("rollback=manual")});
        QCOMPARE(gapKeys(storage, QStringLiteral("openshift-ai")), QStringList());
        QCOMPARE(gapKeys(storage, QStringLiteral("k8s-oss")),
                 QStringList({QStringLiteral("monitoring=manual"), QStringLiteral("rollback=none")}));
        // Non-essential steps left manual or uncovered are not gaps (Run:ai has no model registry).
        QCOMPARE(stored(*w, QStringLiteral("runai"), WorkflowStep::Registration)->mode, CoverageMode::NotCovered);

        auto all = workflowgaps::all(storage);
        QVERIFY(all);
        QStringList listed;
        for (const CandidateCoverageGaps& g : std::as_const(*all))
            listed.append(g.candidateId);
        QCOMPARE(listed,
                 QStringList({QStringLiteral("runai"), QStringLiteral("openshift-ai"), QStringLiteral("k8s-oss")}));

        // The evidence sentence names the steps, their mode and the owning team.
        auto k8s = workflowgaps::of(storage, QStringLiteral("k8s-oss"));
        const QString text = workflowgaps::evidenceText(*k8s, true, QStringLiteral("en"));
        QVERIFY2(text.contains(QLatin1String("Monitoring (Manual, owned by Operations on-call team (simulated))")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("Rollback (Not covered")), qPrintable(text));
        QVERIFY(workflowgaps::evidenceText({}, true, QStringLiteral("en")).contains(QLatin1String("every essential")));
        QVERIFY(workflowgaps::evidenceText({}, false, QStringLiteral("en")).contains(QLatin1String("no workflow")));
    }

    void theKeyWorkflowGateCitesCoverage()
    {
        Criterion gate;
        gate.id = QString::fromLatin1(workflowgaps::kKeyWorkflowGate);
        gate.tier = CriterionTier::Gate;
        QVERIFY(workflowgaps::citesCoverage(gate));
        gate.id = QStringLiteral("gate-own-workflows");
        gate.category = QStringLiteral("key_workflow");
        QVERIFY(workflowgaps::citesCoverage(gate));
        gate.category = QStringLiteral("data_boundary");
        QVERIFY(!workflowgaps::citesCoverage(gate));
        gate.category = QStringLiteral("key_workflow");
        gate.tier = CriterionTier::Bonus;
        QVERIFY(!workflowgaps::citesCoverage(gate));
    }

    void theJsonHoldsEveryStepAndTheGaps()
    {
        auto w = demo();
        auto json = workflowgaps::json(w->queries().rows());
        QVERIFY(json);
        QCOMPARE(json->value(QLatin1String("essential_steps")).toArray().size(), 4);
        const QJsonArray candidates = json->value(QLatin1String("candidates")).toArray();
        QCOMPARE(candidates.size(), 3);
        const QJsonObject k8s = candidates.at(2).toObject();
        QCOMPARE(k8s.value(QLatin1String("candidate_id")).toString(), QStringLiteral("k8s-oss"));
        const QJsonArray steps = k8s.value(QLatin1String("steps")).toArray();
        QCOMPARE(steps.size(), 8);
        QCOMPARE(steps.at(0).toObject().value(QLatin1String("step")).toString(), QStringLiteral("data_preparation"));
        QCOMPARE(steps.at(7).toObject().value(QLatin1String("mode")).toString(), QStringLiteral("none"));
        const QJsonArray gaps = k8s.value(QLatin1String("gaps")).toArray();
        QCOMPARE(gaps.size(), 2);
        QCOMPARE(gaps.at(0).toObject().value(QLatin1String("step")).toString(), QStringLiteral("monitoring"));
        QCOMPARE(gaps.at(0).toObject().value(QLatin1String("mode")).toString(), QStringLiteral("manual"));
    }

    void theMatrixModelFollowsTheWorkspace()
    {
        auto w = demo();
        WorkflowCoverageModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setLanguage(QStringLiteral("en"));
        model.setWorkspace(w.get());
        QCOMPARE(model.rowCount(), 8);
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("NVIDIA Run:ai"));
        // Essential steps are marked in the header.
        QCOMPARE(model.headerData(2, Qt::Vertical).toString(), QStringLiteral("★ Training"));
        QCOMPARE(model.headerData(0, Qt::Vertical).toString(), QStringLiteral("Data preparation"));
        // A cell says its mode in a symbol and a word, not in colour alone; the tooltip names the team.
        const QModelIndex rollback = model.index(7, 0);
        QCOMPARE(rollback.data().toString(), QStringLiteral("◐ Manual"));
        QCOMPARE(rollback.data(WorkflowCoverageModel::ModeKeyRole).toString(), QStringLiteral("manual"));
        QVERIFY(rollback.data(Qt::BackgroundRole).isValid());
        const QString tip = rollback.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QLatin1String("Owning team: Operations on-call team (simulated)")), qPrintable(tip));
        QVERIFY2(tip.contains(QLatin1String("Permission boundary: The previous image")), qPrintable(tip));
        QCOMPARE(model.index(7, 2).data().toString(), QStringLiteral("✕ Not covered"));
        QCOMPARE(model.index(5, 1).data().toString(), QStringLiteral("● Platform-managed"));

        // An edit through the commands shows at once, and so does its undo.
        WorkflowCoverage changed = *model.cell(7, 0);
        changed.mode = CoverageMode::Managed;
        QVERIFY(coverage::setCell(*w, changed, model.cell(7, 0)).ok());
        QCOMPARE(model.index(7, 0).data().toString(), QStringLiteral("● Platform-managed"));
        QVERIFY(coverage::setEssential(*w, WorkflowStep::Training, false).ok());
        QCOMPARE(model.headerData(2, Qt::Vertical).toString(), QStringLiteral("Training"));
        QVERIFY(w->undo().ok());
        QVERIFY(w->undo().ok());
        QCOMPARE(model.index(7, 0).data().toString(), QStringLiteral("◐ Manual"));

        // A candidate taken out of the PoC stays listed while it has coverage; a new one is listed once
        // it is marked for the PoC.
        auto added = candidates::add(*w, QStringLiteral("现状"), QStringLiteral("Status quo"));
        QVERIFY(added);
        QCOMPARE(model.columnCount(), 3);
        QVERIFY(candidates::setField(*w, *added, CandidateField::InPoc, true).ok());
        QCOMPARE(model.columnCount(), 4);
        QCOMPARE(model.index(0, 3).data().toString(), QStringLiteral("– Not recorded"));
    }
};

QTEST_GUILESS_MAIN(TestCoverage)
#include "tst_coverage.moc"
