// Every change is written at once, audited, undoable; undo and redo write through and are audited.
#include "TestSupport.h"
#include "commands/Candidates.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace gatebench;

namespace {

QString nameOf(const Workspace& w, const QString& id, const char* column = "name_en")
{
    auto rows = w.queries().rows().select(QStringLiteral("candidates"), {{QStringLiteral("id"), id}});
    return rows && !rows->isEmpty() ? rows->first().value(QLatin1String(column)).toString() : QString();
}

QList<Row> auditRows(const Workspace& w)
{
    return *w.queries().rows().select(QStringLiteral("audit_log"), {}, {QStringLiteral("seq")});
}

} // namespace

class TestWorkspace : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> open(const QString& name)
    {
        return testing::createWorkspace(m_dir.filePath(name), {NewWorkspaceOptions::Content::Template,
                                                               QStringLiteral("en"), QStringLiteral("Europe/Berlin")});
    }

private slots:
    void newFromTemplateHasNoHistory()
    {
        auto w = open(QStringLiteral("fresh.gatebench"));
        QCOMPARE(*w->queries().rows().count(QStringLiteral("audit_log")), 0);
        QCOMPARE(w->setting(QStringLiteral("time_zone")), QStringLiteral("Europe/Berlin"));
        QCOMPARE(w->language(), QStringLiteral("en"));
    }

    void editIsAuditedAndUndoable()
    {
        auto w = open(QStringLiteral("edit.gatebench"));
        const QString before = nameOf(*w, QStringLiteral("runai"));
        QVERIFY(!before.isEmpty());
        QVERIFY(w->setFields(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("runai")}},
                             {{QStringLiteral("name_en"), QStringLiteral("Run:ai (renamed)")}},
                             QStringLiteral("Rename"))
                    .ok());
        QCOMPARE(nameOf(*w, QStringLiteral("runai")), QStringLiteral("Run:ai (renamed)"));
        QList<Row> audit = auditRows(*w);
        QCOMPARE(audit.size(), 1);
        QCOMPARE(audit[0].value(QStringLiteral("actor")).toString(), QStringLiteral("Test Reviewer"));
        QCOMPARE(audit[0].value(QStringLiteral("at_utc")).toString(), QStringLiteral("2026-11-30T09:00:00Z"));
        QCOMPARE(audit[0].value(QStringLiteral("action")).toString(), QStringLiteral("update"));
        QCOMPARE(audit[0].value(QStringLiteral("entity")).toString(), QStringLiteral("candidate"));
        QCOMPARE(audit[0].value(QStringLiteral("entity_id")).toString(), QStringLiteral("runai"));
        QCOMPARE(audit[0].value(QStringLiteral("field")).toString(), QStringLiteral("name_en"));
        QCOMPARE(audit[0].value(QStringLiteral("old_value")).toString(), before);
        QCOMPARE(audit[0].value(QStringLiteral("new_value")).toString(), QStringLiteral("Run:ai (renamed)"));

        // Setting the same value again is no change: nothing written, nothing to undo.
        QVERIFY(w->setFields(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("runai")}},
                             {{QStringLiteral("name_en"), QStringLiteral("Run:ai (renamed)")}},
                             QStringLiteral("Rename"))
                    .ok());
        QCOMPARE(w->undoStack()->count(), 1);

        QVERIFY(w->undo().ok());
        QCOMPARE(nameOf(*w, QStringLiteral("runai")), before);
        audit = auditRows(*w);
        QCOMPARE(audit.size(), 2);
        QCOMPARE(audit[1].value(QStringLiteral("old_value")).toString(), QStringLiteral("Run:ai (renamed)"));
        QCOMPARE(audit[1].value(QStringLiteral("new_value")).toString(), before);
        QVERIFY(audit[1].value(QStringLiteral("detail")).toString().startsWith(QStringLiteral("Undo")));

        QVERIFY(w->redo().ok());
        QCOMPARE(nameOf(*w, QStringLiteral("runai")), QStringLiteral("Run:ai (renamed)"));
        QCOMPARE(auditRows(*w).size(), 3);
    }

    void changesReachTheFileAtOnce()
    {
        auto w = open(QStringLiteral("durable.gatebench"));
        QVERIFY(w->setFields(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("pai")}},
                             {{QStringLiteral("notes"), QStringLiteral("asked for a data residency statement")}},
                             QStringLiteral("Note"))
                    .ok());
        // A second connection (another process, or the app after a crash) sees it without any save.
        auto other = Workspace::open(w->path(), Workspace::Access::ReadOnly);
        QVERIFY(other.ok());
        QCOMPARE(nameOf(**other, QStringLiteral("pai"), "notes"),
                 QStringLiteral("asked for a data residency statement"));
    }

    void failedChangeWritesNothing()
    {
        auto w = open(QStringLiteral("failed.gatebench"));
        // Setting a candidate aside without a reason violates a constraint: no write, no audit, no undo step.
        auto r = w->setFields(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("pai")}},
                              {{QStringLiteral("shortlisted"), 0}}, QStringLiteral("Set aside"));
        QVERIFY(!r.ok());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("audit_log")), 0);
        QCOMPARE(w->undoStack()->count(), 0);
        QCOMPARE(*w->queries().rows().count(QStringLiteral("candidates"), {{QStringLiteral("shortlisted"), 1}}), 7);
    }

    void removeCandidateRestoresDependentsOnUndo()
    {
        auto w = open(QStringLiteral("remove.gatebench"));
        Storage& s = WorkspaceTestAccess::storage(*w);
        QVERIFY(s.insert(QStringLiteral("reviewers"),
                         {{QStringLiteral("id"), QStringLiteral("r1")}, {QStringLiteral("name"), QStringLiteral("A")}})
                    .ok());
        QVERIFY(s.insert(QStringLiteral("assessments"),
                         {{QStringLiteral("candidate_id"), QStringLiteral("pai")},
                          {QStringLiteral("criterion_id"), QStringLiteral("gate-data-boundary")},
                          {QStringLiteral("verdict"), QStringLiteral("fail")},
                          {QStringLiteral("evidence"), QStringLiteral("data leaves the site")}})
                    .ok());
        QVERIFY(s.insert(QStringLiteral("bonus_scores"),
                         {{QStringLiteral("candidate_id"), QStringLiteral("pai")},
                          {QStringLiteral("criterion_id"), QStringLiteral("bonus-experience")},
                          {QStringLiteral("reviewer_id"), QStringLiteral("r1")},
                          {QStringLiteral("score"), 4}})
                    .ok());
        auto deps = candidates::dependents(s, QStringLiteral("pai"));
        QVERIFY(deps.ok());
        QCOMPARE(deps->assessments, 1);
        QCOMPARE(deps->scores, 1);

        QVERIFY(candidates::remove(*w, QStringLiteral("pai")).ok());
        QCOMPARE(*s.count(QStringLiteral("candidates")), 6);
        QCOMPARE(*s.count(QStringLiteral("assessments")), 0);
        QCOMPARE(*s.count(QStringLiteral("bonus_scores")), 0);
        QCOMPARE(*s.count(QStringLiteral("audit_log"), {{QStringLiteral("action"), QStringLiteral("delete")}}), 3);

        QVERIFY(w->undo().ok());
        QCOMPARE(*s.count(QStringLiteral("candidates")), 7);
        auto verdict =
            s.select(QStringLiteral("assessments"), {{QStringLiteral("candidate_id"), QStringLiteral("pai")}});
        QCOMPARE(verdict->size(), 1);
        QCOMPARE(verdict->first().value(QStringLiteral("evidence")).toString(), QStringLiteral("data leaves the site"));
        QCOMPARE(*s.count(QStringLiteral("bonus_scores")), 1);
        QCOMPARE(*s.count(QStringLiteral("audit_log"), {{QStringLiteral("action"), QStringLiteral("create")}}), 3);
    }

    void undoRestoresNullsExactly()
    {
        // A PoC run with no recorded success and a cost line for every scenario (scenario NULL):
        // removing the candidate and undoing must bring both back with their NULLs, not ''.
        auto w = open(QStringLiteral("nulls.gatebench"));
        Storage& s = WorkspaceTestAccess::storage(*w);
        QVERIFY(
            s.insert(QStringLiteral("poc_runs"), {{QStringLiteral("candidate_id"), QStringLiteral("runai")},
                                                  {QStringLiteral("scenario_id"), QStringLiteral("interactive-dev")},
                                                  {QStringLiteral("success"), QVariant()}})
                .ok());
        QVERIFY(s.insert(QStringLiteral("tco_lines"), {{QStringLiteral("candidate_id"), QStringLiteral("runai")},
                                                       {QStringLiteral("category"), QStringLiteral("compute")},
                                                       {QStringLiteral("kind"), QStringLiteral("recurring")}})
                    .ok());
        QVERIFY(candidates::remove(*w, QStringLiteral("runai")).ok());
        QVERIFY(w->undo().ok());
        QCOMPARE(*s.count(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("runai")}}), 1);
        QCOMPARE(*s.count(QStringLiteral("poc_runs"), {{QStringLiteral("success"), QVariant()}}), 1);
        QCOMPARE(*s.count(QStringLiteral("tco_lines"), {{QStringLiteral("scenario_id"), QVariant()}}), 1);
    }

    void addAndDuplicateCandidates()
    {
        auto w = open(QStringLiteral("add.gatebench"));
        auto id = candidates::add(*w, QStringLiteral("维持现状：改进现有工具"),
                                  QStringLiteral("Status quo: improve the current tooling"));
        QVERIFY(id.ok());
        QCOMPARE(*id, QStringLiteral("status-quo-improve-the-current-tooling"));
        auto copy = candidates::duplicate(*w, QStringLiteral("runai"));
        QVERIFY(copy.ok());
        QCOMPARE(*copy, QStringLiteral("runai-copy"));
        auto again = candidates::duplicate(*w, QStringLiteral("runai"));
        QCOMPARE(*again, QStringLiteral("runai-copy-2"));
        QCOMPARE(nameOf(*w, *copy, "verify_first_zh"), nameOf(*w, QStringLiteral("runai"), "verify_first_zh"));
        QCOMPARE(*w->queries().rows().count(QStringLiteral("candidates")), 10);
        QVERIFY(w->undo().ok());
        QVERIFY(w->undo().ok());
        QVERIFY(w->undo().ok());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("candidates")), 7);
    }
};

QTEST_GUILESS_MAIN(TestWorkspace)
#include "tst_workspace.moc"
