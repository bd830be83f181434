// Gate verdicts, waivers, bonus scores, evidence and pasted blocks: the committee's rules, each
// write stamped, audited and undoable; the PoC warning; and the assessments grid model.
#include "TestSupport.h"
#include "commands/Assessments.h"
#include "decision/DecisionEngine.h"
#include "decision/DecisionLoader.h"
#include "itemmodels/AssessmentGridModel.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QAbstractItemModelTester>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace gatebench;

namespace {

const QString kGate = QStringLiteral("gate-data-boundary");
const QString kBonus = QStringLiteral("bonus-experience");

Row assessment(const Workspace& w, const QString& candidate, const QString& criterion)
{
    auto rows = w.queries().rows().select(QStringLiteral("assessments"), {{QStringLiteral("candidate_id"), candidate},
                                                                          {QStringLiteral("criterion_id"), criterion}});
    return rows && !rows->isEmpty() ? rows->first() : Row();
}

QList<Row> scores(const Workspace& w, const QString& candidate, const QString& criterion)
{
    return *w.queries().rows().select(QStringLiteral("bonus_scores"), {{QStringLiteral("candidate_id"), candidate},
                                                                       {QStringLiteral("criterion_id"), criterion}});
}

/// Runs `statement` on the workspace file through a separate plain connection, as another program would.
bool runSql(const QString& path, const QString& statement)
{
    if (testing::serverMode())
        return testing::execSql(path, QStringList{statement}).isEmpty();
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        db.setDatabaseName(path);
        ok = db.open() && QSqlQuery(db).exec(statement);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
    return ok;
}

QList<Row> audit(const Workspace& w)
{
    return *w.queries().rows().select(QStringLiteral("audit_log"), {}, {QStringLiteral("seq")});
}

} // namespace

class TestAssessments : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;
    QString m_demo;

    std::unique_ptr<Workspace> open(NewWorkspaceOptions::Content content = NewWorkspaceOptions::Content::Template)
    {
        QString path;
        if (content == NewWorkspaceOptions::Content::Demo) {
            // One demo, copied: it holds twenty thousand job records.
            path = testing::copyEvaluation(m_demo, m_dir.filePath(QStringLiteral("demo%1.gatebench").arg(++m_files)));
            if (path.isEmpty())
                qFatal("cannot copy the demo");
        } else {
            NewWorkspaceOptions options;
            options.path = testing::location(m_dir.filePath(QStringLiteral("w%1.gatebench").arg(++m_files)));
            options.language = QStringLiteral("en");
            options.content = content;
            if (auto r = createWorkspaceFile(options); !r)
                qFatal("%s", qPrintable(r.error().message));
            path = options.path;
        }
        auto w = Workspace::open(path);
        if (!w)
            qFatal("%s", qPrintable(w.error().message));
        auto workspace = std::move(w).value();
        workspace->setActor(QStringLiteral("Test Reviewer"));
        workspace->setClock([] { return QDateTime(QDate(2026, 11, 30), QTime(9, 0), QTimeZone::utc()); });
        return workspace;
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

    void passOrFailNeedsEvidenceWhereRequired()
    {
        auto w = open();
        auto r = assessments::setVerdict(*w, QStringLiteral("runai"), kGate, GateVerdict::Fail);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, Error::Kind::BadInput);
        QCOMPARE(r.error().message, QStringLiteral("NVIDIA Run:ai / Data boundary requires evidence: write an evidence "
                                                   "note before marking it Fail."));
        QVERIFY(
            !assessments::setVerdict(*w, QStringLiteral("runai"), kGate, GateVerdict::Pass, QStringLiteral("  ")).ok());
        QVERIFY(assessment(*w, QStringLiteral("runai"), kGate).isEmpty());
        QCOMPARE(w->undoStack()->count(), 0);
        QCOMPARE(audit(*w).size(), 0);

        // With a note (in the same command, or already on the cell) it is saved and stamped.
        QVERIFY(assessments::setVerdict(*w, QStringLiteral("runai"), kGate, GateVerdict::Pass,
                                        QStringLiteral("data-flow diagram signed; no egress in the PoC"))
                    .ok());
        Row row = assessment(*w, QStringLiteral("runai"), kGate);
        QCOMPARE(row.value(QStringLiteral("verdict")).toString(), QStringLiteral("pass"));
        QCOMPARE(row.value(QStringLiteral("reviewer")).toString(), QStringLiteral("Test Reviewer"));
        QCOMPARE(row.value(QStringLiteral("updated_at")).toString(), QStringLiteral("2026-11-30T09:00:00Z"));
        const QList<Row> log = audit(*w);
        QCOMPARE(log.size(), 1);
        QCOMPARE(log.first().value(QStringLiteral("action")).toString(), QStringLiteral("create"));
        QCOMPARE(log.first().value(QStringLiteral("entity")).toString(), QStringLiteral("assessment"));
        QCOMPARE(log.first().value(QStringLiteral("entity_id")).toString(), QStringLiteral("runai/") + kGate);
        // The undo text is a whole sentence, said again in the interface language when it changes.
        QCOMPARE(w->undoStack()->undoText(),
                 QStringLiteral("set the verdict of NVIDIA Run:ai on “Data boundary” to Pass"));
        w->setTextLanguage(QStringLiteral("zh_CN"));
        QVERIFY2(w->undoStack()->undoText().contains(QStringLiteral("“数据边界”")),
                 qPrintable(w->undoStack()->undoText()));
        w->setTextLanguage(QStringLiteral("en"));
        QCOMPARE(w->undoStack()->undoText(),
                 QStringLiteral("set the verdict of NVIDIA Run:ai on “Data boundary” to Pass"));

        QVERIFY(assessments::setVerdict(*w, QStringLiteral("runai"), kGate, GateVerdict::Fail).ok());
        QCOMPARE(assessment(*w, QStringLiteral("runai"), kGate).value(QStringLiteral("verdict")).toString(),
                 QStringLiteral("fail"));
        // The note of a Pass or Fail cannot be emptied.
        QVERIFY(!assessments::setEvidence(*w, QStringLiteral("runai"), kGate, QString(), QString()).ok());

        // Where the criterion requires no evidence, a bare verdict is fine.
        QVERIFY(w->setFields(QStringLiteral("criteria"), {{QStringLiteral("id"), QStringLiteral("gate-key-workflow")}},
                             {{QStringLiteral("evidence_required"), 0}}, QStringLiteral("test"))
                    .ok());
        QVERIFY(
            assessments::setVerdict(*w, QStringLiteral("runai"), QStringLiteral("gate-key-workflow"), GateVerdict::Pass)
                .ok());

        // Undo takes back one verdict at a time, and is audited too.
        QVERIFY(w->undo().ok());
        QVERIFY(w->undo().ok());
        QVERIFY(w->undo().ok());
        QCOMPARE(assessment(*w, QStringLiteral("runai"), kGate).value(QStringLiteral("verdict")).toString(),
                 QStringLiteral("pass"));
        QVERIFY(w->undo().ok());
        QVERIFY(assessment(*w, QStringLiteral("runai"), kGate).isEmpty());
        QCOMPARE(audit(*w).last().value(QStringLiteral("action")).toString(), QStringLiteral("delete"));
    }

    void verdictsOnlyOnGates()
    {
        auto w = open();
        auto r = assessments::setVerdict(*w, QStringLiteral("runai"), kBonus, GateVerdict::Pass, QStringLiteral("x"));
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.contains(QStringLiteral("only gate criteria")));
        QVERIFY(!assessments::setScore(*w, QStringLiteral("runai"), kGate, 3).ok());
        QVERIFY(
            !assessments::setVerdict(*w, QStringLiteral("nobody"), kGate, GateVerdict::Pass, QStringLiteral("x")).ok());
        QVERIFY(!assessments::setVerdict(*w, QStringLiteral("runai"), kGate, GateVerdict::Waived).ok());
    }

    void waiverOnlyFromUnknown()
    {
        auto w = open();
        const assessments::Waiver waiver{QStringLiteral("Security lead"), QStringLiteral("SSO connector ships in Q1"),
                                         QDate(2027, 1, 31)};
        // Over a Fail: never.
        QVERIFY(assessments::setVerdict(*w, QStringLiteral("pai"), kGate, GateVerdict::Fail,
                                        QStringLiteral("training data must go to the cloud"))
                    .ok());
        auto r = assessments::waive(*w, QStringLiteral("pai"), kGate, waiver);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.contains(QStringLiteral("a Fail cannot be waived")));
        // Over a Pass: makes no sense.
        QVERIFY(
            assessments::setVerdict(*w, QStringLiteral("runai"), kGate, GateVerdict::Pass, QStringLiteral("ok")).ok());
        QVERIFY(!assessments::waive(*w, QStringLiteral("runai"), kGate, waiver).ok());
        // Owner, reason and expiry are all required, and the expiry must not have passed.
        QVERIFY(
            !assessments::waive(*w, QStringLiteral("k8s-oss"), kGate, {QString(), waiver.reason, waiver.expires}).ok());
        QVERIFY(
            !assessments::waive(*w, QStringLiteral("k8s-oss"), kGate, {waiver.owner, QString(), waiver.expires}).ok());
        QVERIFY(!assessments::waive(*w, QStringLiteral("k8s-oss"), kGate, {waiver.owner, waiver.reason, QDate()}).ok());
        QVERIFY(!assessments::waive(*w, QStringLiteral("k8s-oss"), kGate,
                                    {waiver.owner, waiver.reason, QDate(2026, 11, 29)})
                     .ok());
        const int steps = w->undoStack()->count();

        // From Unknown (no row yet): saved with all three.
        QVERIFY(assessments::waive(*w, QStringLiteral("k8s-oss"), kGate, waiver).ok());
        Row row = assessment(*w, QStringLiteral("k8s-oss"), kGate);
        QCOMPARE(row.value(QStringLiteral("verdict")).toString(), QStringLiteral("waived"));
        QCOMPARE(row.value(QStringLiteral("waiver_owner")).toString(), waiver.owner);
        QCOMPARE(row.value(QStringLiteral("waiver_reason")).toString(), waiver.reason);
        QCOMPARE(row.value(QStringLiteral("waiver_expires")).toString(), QStringLiteral("2027-01-31"));
        QCOMPARE(row.value(QStringLiteral("reviewer")).toString(), QStringLiteral("Test Reviewer"));
        QCOMPARE(w->undoStack()->count(), steps + 1);
        // A waiver can be extended.
        QVERIFY(
            assessments::waive(*w, QStringLiteral("k8s-oss"), kGate, {waiver.owner, waiver.reason, QDate(2027, 2, 28)})
                .ok());
        const Decision asOfMarch = decide(*loadDecisionInput(w->queries().rows()), QDate(2027, 3, 1));
        const QList<GateFinding> unknown = asOfMarch.candidate(QStringLiteral("k8s-oss"))->unknownGates;
        const auto lapsed =
            std::find_if(unknown.cbegin(), unknown.cend(), [](const GateFinding& f) { return f.criterionId == kGate; });
        QVERIFY(lapsed != unknown.cend());
        QCOMPARE(lapsed->waiver, WaiverState::Expired);

        // Pass, Fail and Unknown clear the waiver.
        QVERIFY(assessments::setVerdict(*w, QStringLiteral("k8s-oss"), kGate, GateVerdict::Unknown).ok());
        row = assessment(*w, QStringLiteral("k8s-oss"), kGate);
        QCOMPARE(row.value(QStringLiteral("verdict")).toString(), QStringLiteral("unknown"));
        QVERIFY(row.value(QStringLiteral("waiver_owner")).toString().isEmpty());
        QVERIFY(row.value(QStringLiteral("waiver_reason")).toString().isEmpty());
        QVERIFY(row.value(QStringLiteral("waiver_expires")).isNull());

        QVERIFY(w->undo().ok());
        QCOMPARE(assessment(*w, QStringLiteral("k8s-oss"), kGate).value(QStringLiteral("waiver_expires")).toString(),
                 QStringLiteral("2027-02-28"));
        // And undoing the first waiver leaves no row, not an empty expiry.
        QVERIFY(w->undo().ok());
        QVERIFY(w->undo().ok());
        QVERIFY(assessment(*w, QStringLiteral("k8s-oss"), kGate).isEmpty());
        QVERIFY(w->redo().ok());
        QVERIFY(!assessment(*w, QStringLiteral("k8s-oss"), kGate).value(QStringLiteral("waiver_expires")).isNull());
        QVERIFY(w->undo().ok());
        QVERIFY(assessments::setEvidence(*w, QStringLiteral("k8s-oss"), kGate, QStringLiteral("asked"), {}).ok());
        QVERIFY(w->undo().ok());
        QVERIFY(assessment(*w, QStringLiteral("k8s-oss"), kGate).isEmpty());
    }

    void evidenceNoteAndLinks()
    {
        auto w = open();
        QVERIFY(assessments::setEvidence(*w, QStringLiteral("runai"), kGate, QStringLiteral(" diagram v3 "),
                                         QStringLiteral("https://wiki.example/dfd\n\n https://wiki.example/egress "))
                    .ok());
        Row row = assessment(*w, QStringLiteral("runai"), kGate);
        QCOMPARE(row.value(QStringLiteral("verdict")).toString(), QStringLiteral("unknown"));
        QCOMPARE(row.value(QStringLiteral("evidence")).toString(), QStringLiteral("diagram v3"));
        QCOMPARE(row.value(QStringLiteral("links")).toString(),
                 QStringLiteral("https://wiki.example/dfd\nhttps://wiki.example/egress"));
        QCOMPARE(row.value(QStringLiteral("reviewer")).toString(), QStringLiteral("Test Reviewer"));
        // Now the Fail can be saved on the note already there.
        QVERIFY(assessments::setVerdict(*w, QStringLiteral("runai"), kGate, GateVerdict::Fail).ok());
        // Notes on bonus cells too.
        QVERIFY(
            assessments::setEvidence(*w, QStringLiteral("runai"), kBonus, QStringLiteral("3 steps to logs"), {}).ok());
        // Same text again: no command.
        const int steps = w->undoStack()->count();
        QVERIFY(
            assessments::setEvidence(*w, QStringLiteral("runai"), kBonus, QStringLiteral("3 steps to logs"), {}).ok());
        QCOMPARE(w->undoStack()->count(), steps);
    }

    void scoresBelongToTheReviewer()
    {
        auto w = open();
        QVERIFY(!assessments::setScore(*w, QStringLiteral("runai"), kBonus, 6).ok());
        QVERIFY(!assessments::setScore(*w, QStringLiteral("runai"), kBonus, -1).ok());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("reviewers")), 0);

        QVERIFY(assessments::setScore(*w, QStringLiteral("runai"), kBonus, 4).ok());
        auto reviewers = *w->queries().rows().select(QStringLiteral("reviewers"));
        QCOMPARE(reviewers.size(), 1);
        QCOMPARE(reviewers.first().value(QStringLiteral("id")).toString(), QStringLiteral("test-reviewer"));
        QCOMPARE(reviewers.first().value(QStringLiteral("name")).toString(), QStringLiteral("Test Reviewer"));
        QList<Row> rows = scores(*w, QStringLiteral("runai"), kBonus);
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first().value(QStringLiteral("score")).toDouble(), 4.0);
        QCOMPARE(rows.first().value(QStringLiteral("reviewer_id")).toString(), QStringLiteral("test-reviewer"));
        QCOMPARE(rows.first().value(QStringLiteral("updated_at")).toString(), QStringLiteral("2026-11-30T09:00:00Z"));
        QCOMPARE(w->undoStack()->count(), 1);
        // Audited: the new reviewer and the score, by the reviewer, at the workspace's time.
        const QList<Row> log = audit(*w);
        QCOMPARE(log.size(), 2);
        QCOMPARE(log.at(0).value(QStringLiteral("entity")).toString(), QStringLiteral("reviewer"));
        QCOMPARE(log.at(1).value(QStringLiteral("entity")).toString(), QStringLiteral("bonus_score"));
        QCOMPARE(log.at(1).value(QStringLiteral("entity_id")).toString(),
                 QStringLiteral("runai/bonus-experience/test-reviewer"));
        QCOMPARE(log.at(1).value(QStringLiteral("actor")).toString(), QStringLiteral("Test Reviewer"));

        // A second reviewer scores the same cell: one row each.
        w->setActor(QStringLiteral("陈思远"));
        QVERIFY(assessments::setScore(*w, QStringLiteral("runai"), kBonus, 2).ok());
        QCOMPARE(scores(*w, QStringLiteral("runai"), kBonus).size(), 2);
        const QString chenId = *assessments::existingReviewerId(w->queries().rows(), QStringLiteral("陈思远"));
        QVERIFY(chenId.startsWith(QStringLiteral("reviewer-")));
        QCOMPARE(chenId.size(), 17);
        QCOMPARE(*assessments::reviewerId(w->queries().rows(), QStringLiteral("陈思远")), chenId);
        const Decision d = decide(*loadDecisionInput(w->queries().rows()), QDate(2026, 11, 30));
        QCOMPARE(*d.candidate(QStringLiteral("runai"))->bonusCells.first().score, 3.0); // the mean

        // Changing one's own score updates the row; clearing removes only one's own.
        QVERIFY(assessments::setScore(*w, QStringLiteral("runai"), kBonus, 5).ok());
        QCOMPARE(scores(*w, QStringLiteral("runai"), kBonus).size(), 2);
        QVERIFY(assessments::clearScore(*w, QStringLiteral("runai"), kBonus).ok());
        rows = scores(*w, QStringLiteral("runai"), kBonus);
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first().value(QStringLiteral("reviewer_id")).toString(), QStringLiteral("test-reviewer"));
        const int steps = w->undoStack()->count();
        QVERIFY(assessments::clearScore(*w, QStringLiteral("runai"), kBonus).ok()); // nothing left to clear
        QCOMPARE(w->undoStack()->count(), steps);

        QVERIFY(w->undo().ok()); // the clear
        QCOMPARE(scores(*w, QStringLiteral("runai"), kBonus).size(), 2);
        QVERIFY(w->undo().ok()); // 2 -> 5
        QVERIFY(w->undo().ok()); // Chen's first score and reviewer row
        QCOMPARE(scores(*w, QStringLiteral("runai"), kBonus).size(), 1);
        QVERIFY(assessments::existingReviewerId(w->queries().rows(), QStringLiteral("陈思远"))->isEmpty());
        QVERIFY(w->undo().ok());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("reviewers")), 0);
        QCOMPARE(*w->queries().rows().count(QStringLiteral("bonus_scores")), 0);
    }

    void verdictWords()
    {
        const auto verdict = [](const char* text) {
            const auto entry = assessments::parseVerdict(QString::fromUtf8(text));
            return entry ? std::optional<GateVerdict>(entry->verdict) : std::nullopt;
        };
        QCOMPARE(verdict("P"), GateVerdict::Pass);
        QCOMPARE(verdict(" pass "), GateVerdict::Pass);
        QCOMPARE(verdict("通过"), GateVerdict::Pass);
        QCOMPARE(verdict("f"), GateVerdict::Fail);
        QCOMPARE(verdict("不通过"), GateVerdict::Fail);
        QCOMPARE(verdict("?"), GateVerdict::Unknown);
        QCOMPARE(verdict("未知"), GateVerdict::Unknown);
        QCOMPARE(verdict("U"), GateVerdict::Unknown);
        QCOMPARE(verdict("W"), GateVerdict::Waived);
        QCOMPARE(verdict("豁免"), GateVerdict::Waived);
        QVERIFY(!verdict("maybe"));
        QVERIFY(!verdict(""));
        const auto fail = assessments::parseVerdict(QStringLiteral("F：训练数据须上传公有云"));
        QCOMPARE(*fail->evidence, QStringLiteral("训练数据须上传公有云"));
        const auto waived = assessments::parseVerdict(QStringLiteral("W: Security lead; SSO in Q1; 2027-01-31"));
        QCOMPARE(waived->waiver->owner, QStringLiteral("Security lead"));
        QCOMPARE(waived->waiver->reason, QStringLiteral("SSO in Q1"));
        QCOMPARE(waived->waiver->expires, QDate(2027, 1, 31));
    }

    void pasteIsOneCommandOrNothing()
    {
        auto w = open();
        const QList<assessments::PastedCell> bad = {
            {QStringLiteral("runai"), kGate, QStringLiteral("P: data-flow diagram signed")},
            {QStringLiteral("pai"), kGate, QStringLiteral("F")}, // evidence required, none given
            {QStringLiteral("runai"), kBonus, QStringLiteral("7")},
        };
        auto r = assessments::paste(*w, bad);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.startsWith(QStringLiteral("Nothing was pasted.")));
        QVERIFY(r.error().message.contains(QStringLiteral("Alibaba Cloud PAI / Data boundary")));
        QCOMPARE(*w->queries().rows().count(QStringLiteral("assessments")), 0);
        QCOMPARE(w->undoStack()->count(), 0);

        const QList<assessments::PastedCell> good = {
            {QStringLiteral("runai"), kGate, QStringLiteral("P: data-flow diagram signed")},
            {QStringLiteral("pai"), kGate, QStringLiteral("不通过：训练数据须上传公有云")},
            {QStringLiteral("k8s-oss"), kGate, QStringLiteral("W: Security lead; SSO in Q1; 2027-01-31")},
            {QStringLiteral("modelarts"), kGate, QString()}, // left alone
            {QStringLiteral("runai"), kBonus, QStringLiteral("4")},
            {QStringLiteral("pai"), kBonus, QStringLiteral("3,5")},
        };
        r = assessments::paste(*w, good);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message));
        QCOMPARE(*r, 5);
        QCOMPARE(w->undoStack()->count(), 1);
        // One audit entry per row written (three verdicts, the reviewer, two scores), one detail.
        const QList<Row> log = audit(*w);
        QCOMPARE(log.size(), 6);
        for (const Row& entry : log)
            QCOMPARE(entry.value(QStringLiteral("detail")).toString(), QStringLiteral("paste 5 verdicts and scores"));
        QCOMPARE(assessment(*w, QStringLiteral("pai"), kGate).value(QStringLiteral("evidence")).toString(),
                 QStringLiteral("训练数据须上传公有云"));
        QCOMPARE(assessment(*w, QStringLiteral("k8s-oss"), kGate).value(QStringLiteral("verdict")).toString(),
                 QStringLiteral("waived"));
        QCOMPARE(scores(*w, QStringLiteral("pai"), kBonus).first().value(QStringLiteral("score")).toDouble(), 3.5);
        QVERIFY(assessment(*w, QStringLiteral("modelarts"), kGate).isEmpty());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("reviewers")), 1);

        QVERIFY(w->undo().ok());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("assessments")), 0);
        QCOMPARE(*w->queries().rows().count(QStringLiteral("bonus_scores")), 0);
        QCOMPARE(*w->queries().rows().count(QStringLiteral("reviewers")), 0);
    }

    void attachFilesAsEvidence()
    {
        auto w = open();
        const QString path = m_dir.filePath(QStringLiteral("egress-report.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("egress monitoring: no training data left the site\n");
        file.close();
        auto id = assessments::attachFile(*w, QStringLiteral("runai"), kGate, path);
        QVERIFY2(id.ok(), qPrintable(id.ok() ? QString() : id.error().message));
        auto list = assessments::files(w->queries().rows(), QStringLiteral("runai"), kGate);
        QCOMPARE(list->size(), 1);
        const assessments::EvidenceFile f = list->first();
        QCOMPARE(f.fileName, QStringLiteral("egress-report.txt"));
        QCOMPARE(f.size, 50);
        QCOMPARE(f.sha256, QStringLiteral("df3c1f9c1757c804a81eb64dcb4e7ba964767e056925696df589ea6126f4f21e"));
        QCOMPARE(f.mimeType, QStringLiteral("text/plain"));
        QCOMPARE(f.addedBy, QStringLiteral("Test Reviewer"));
        QCOMPARE(*assessments::fileContent(w->queries().rows(), *id),
                 QByteArray("egress monitoring: no training data left the site\n"));
        // The same file twice on one cell is refused.
        QVERIFY(!assessments::attachFile(*w, QStringLiteral("runai"), kGate, path).ok());
        // The audit log names the file and its size, never its bytes.
        bool sawCreate = false;
        for (const Row& row : audit(*w)) {
            QVERIFY(!row.value(QStringLiteral("new_value")).toString().contains(QStringLiteral("egress monitoring")));
            sawCreate =
                sawCreate || (row.value(QStringLiteral("entity")).toString() == QLatin1String("evidence_file") &&
                              row.value(QStringLiteral("action")).toString() == QLatin1String("create"));
        }
        QVERIFY(sawCreate);

        QVERIFY(assessments::removeFile(*w, *id).ok());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("evidence_files")), 0);
        QVERIFY(w->undo().ok());
        QCOMPARE(*assessments::fileContent(w->queries().rows(), *id),
                 QByteArray("egress monitoring: no training data left the site\n"));
        QVERIFY(w->undo().ok());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("evidence_files")), 0);
        QVERIFY(w->redo().ok());
        QCOMPARE(*assessments::fileContent(w->queries().rows(), *id),
                 QByteArray("egress monitoring: no training data left the site\n"));

        // Over 20 MiB: refused with a message, nothing stored.
        const QString big = m_dir.filePath(QStringLiteral("cluster-dump.bin"));
        QFile large(big);
        QVERIFY(large.open(QIODevice::WriteOnly));
        QVERIFY(large.resize(assessments::kMaxFileBytes + 1));
        large.close();
        auto refused = assessments::attachFile(*w, QStringLiteral("runai"), kGate, big);
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().message.contains(QStringLiteral("20 MiB")));
        QCOMPARE(*w->queries().rows().count(QStringLiteral("evidence_files")), 1);
        QVERIFY(
            !assessments::attachFile(*w, QStringLiteral("runai"), kGate, m_dir.filePath(QStringLiteral("none"))).ok());
    }

    void pocWarningAboveThree()
    {
        auto w = open();
        const QDate asOf(2026, 11, 30);
        QVERIFY(assessments::pocWarning(w->queries().rows(), asOf)->isEmpty());
        for (const char* id : {"runai", "openshift-ai", "k8s-oss"})
            QVERIFY(w->setFields(QStringLiteral("candidates"), {{QStringLiteral("id"), QLatin1String(id)}},
                                 {{QStringLiteral("in_poc"), 1}}, QStringLiteral("PoC"))
                        .ok());
        QVERIFY(assessments::pocWarning(w->queries().rows(), asOf)->isEmpty());
        // A fourth with PoC runs (not marked) is one too many.
        QVERIFY(WorkspaceTestAccess::storage(*w)
                    .insert(QStringLiteral("poc_scenarios"), {{QStringLiteral("id"), QStringLiteral("s1")},
                                                              {QStringLiteral("kind"), QStringLiteral("standard")}})
                    .ok());
        QVERIFY(WorkspaceTestAccess::storage(*w)
                    .insert(QStringLiteral("poc_runs"), {{QStringLiteral("candidate_id"), QStringLiteral("pai")},
                                                         {QStringLiteral("scenario_id"), QStringLiteral("s1")}})
                    .ok());
        const QString warning = *assessments::pocWarning(w->queries().rows(), asOf);
        QVERIFY(warning.startsWith(QStringLiteral("4 candidates still in the running are in the PoC")));
        QVERIFY(warning.contains(QStringLiteral("Alibaba Cloud PAI")));
        // Eliminated candidates no longer count.
        QVERIFY(assessments::setVerdict(*w, QStringLiteral("pai"), kGate, GateVerdict::Fail,
                                        QStringLiteral("training data must be uploaded"))
                    .ok());
        QVERIFY(assessments::pocWarning(w->queries().rows(), asOf)->isEmpty());
        // Nor do set-aside ones.
        QVERIFY(w->undo().ok());
        QVERIFY(!assessments::pocWarning(w->queries().rows(), asOf)->isEmpty());
        QVERIFY(w->setFields(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("pai")}},
                             {{QStringLiteral("shortlisted"), 0},
                              {QStringLiteral("set_aside_reason"), QStringLiteral("outside the framework")}},
                             QStringLiteral("aside"))
                    .ok());
        QVERIFY(assessments::pocWarning(w->queries().rows(), asOf)->isEmpty());
    }

    // A workspace that cannot be read is reported as such, never taken for "no reviewer yet" or
    // "no warning": here another program has renamed the tables they read.
    void readFailuresAreReported()
    {
        auto w = open();
        const QDate asOf(2026, 11, 30);
        QVERIFY(runSql(w->path(), QStringLiteral("ALTER TABLE poc_runs RENAME TO poc_runs_gone")));
        auto warning = assessments::pocWarning(w->queries().rows(), asOf);
        QVERIFY(!warning.ok());
        QVERIFY2(warning.error().message.contains(QStringLiteral("poc_runs")), qPrintable(warning.error().message));
        QVERIFY(runSql(w->path(), QStringLiteral("ALTER TABLE poc_runs_gone RENAME TO poc_runs")));
        QVERIFY(assessments::pocWarning(w->queries().rows(), asOf)->isEmpty());

        QVERIFY(runSql(w->path(), QStringLiteral("ALTER TABLE reviewers RENAME TO reviewers_gone")));
        auto existing = assessments::existingReviewerId(w->queries().rows(), QStringLiteral("Test Reviewer"));
        QVERIFY(!existing.ok());
        QVERIFY(existing.error().message.contains(QStringLiteral("reviewers")));
        auto derived = assessments::reviewerId(w->queries().rows(), QStringLiteral("Test Reviewer"));
        QVERIFY(!derived.ok());
        QVERIFY(derived.error().message.contains(QStringLiteral("reviewers")));
        auto score = assessments::setScore(*w, QStringLiteral("runai"), kBonus, 4);
        QVERIFY(!score.ok());
        QVERIFY(score.error().message.contains(QStringLiteral("reviewers")));
        QVERIFY(!assessments::clearScore(*w, QStringLiteral("runai"), kBonus).ok());
        QCOMPARE(w->undoStack()->count(), 0);
        QVERIFY(runSql(w->path(), QStringLiteral("ALTER TABLE reviewers_gone RENAME TO reviewers")));
        QCOMPARE(*assessments::reviewerId(w->queries().rows(), QStringLiteral("Test Reviewer")),
                 QStringLiteral("test-reviewer"));
        QVERIFY(assessments::setScore(*w, QStringLiteral("runai"), kBonus, 4).ok());
    }

    void demoDecisionMovesWithAFail()
    {
        auto w = open(NewWorkspaceOptions::Content::Demo);
        const QDate asOf(2026, 11, 30);
        QCOMPARE(decide(*loadDecisionInput(w->queries().rows()), asOf).recommended, QStringLiteral("runai"));
        QVERIFY(assessments::setVerdict(*w, QStringLiteral("runai"), kGate, GateVerdict::Fail,
                                        QStringLiteral("the managed control plane copies job data off site"))
                    .ok());
        const Decision d = decide(*loadDecisionInput(w->queries().rows()), asOf);
        QCOMPARE(d.candidate(QStringLiteral("runai"))->status, CandidateStatus::Eliminated);
        QCOMPARE(d.recommended, QStringLiteral("k8s-oss"));
        QVERIFY(d.alternative.isEmpty());
        QVERIFY(w->undo().ok());
        QCOMPARE(decide(*loadDecisionInput(w->queries().rows()), asOf).recommended, QStringLiteral("runai"));
    }

    void gridModel()
    {
        auto w = open(NewWorkspaceOptions::Content::Demo);
        AssessmentGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setLanguage(QStringLiteral("en"));
        model.setAsOf(QDate(2026, 11, 30));
        model.setWorkspace(w.get());
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.columnCount(), 5 + 4);
        QCOMPARE(model.kind(0), AssessmentGridModel::ColumnKind::Gate);
        QCOMPARE(model.kind(4), AssessmentGridModel::ColumnKind::Gate);
        QCOMPARE(model.kind(5), AssessmentGridModel::ColumnKind::Bonus);
        QCOMPARE(model.criterionAt(1), kGate);
        const QModelIndex cell = model.indexOf(QStringLiteral("runai"), kGate);
        QVERIFY(cell.isValid());
        QCOMPARE(cell.data().toString(), QStringLiteral("P"));
        QCOMPARE(model.statusText(QStringLiteral("runai")), QStringLiteral("Eligible, rank 1"));
        QCOMPARE(model.statusText(QStringLiteral("pai")), QStringLiteral("Eliminated by gate Data boundary"));
        const int paiRow = model.indexOf(QStringLiteral("pai"), kGate).row();
        QCOMPARE(model.headerData(paiRow, Qt::Vertical).toString(), QStringLiteral("Alibaba Cloud PAI\nEliminated"));
        QCOMPARE(model.indexOf(QStringLiteral("pai"), kGate).data().toString(), QStringLiteral("F"));
        const QModelIndex waived = model.indexOf(QStringLiteral("k8s-oss"), QStringLiteral("gate-identity-audit"));
        QCOMPARE(waived.data().toString(), QStringLiteral("W"));
        QVERIFY(model.headerData(paiRow, Qt::Vertical, Qt::FontRole).value<QFont>().strikeOut());
        // Bonus cells: the mean of the four simulated reviewers, greyed for a candidate that is not ranked.
        const QModelIndex bonus = model.indexOf(QStringLiteral("runai"), kBonus);
        QVERIFY(bonus.data(AssessmentGridModel::MeanRole).isValid());
        QVERIFY(!bonus.data(AssessmentGridModel::OwnScoreRole).isValid());
        QVERIFY(!bonus.data().toString().contains(QStringLiteral("you")));

        // After the waiver's expiry it shows as lapsed.
        model.setAsOf(QDate(2027, 2, 1));
        QCOMPARE(waived.data().toString(), QStringLiteral("W?"));
        QCOMPARE(model.statusText(QStringLiteral("k8s-oss")), QStringLiteral("Blocked by Identity and audit"));
        model.setAsOf(QDate(2026, 11, 30));

        // Commands show up in place: the current index stays valid.
        QVERIFY(assessments::setVerdict(*w, QStringLiteral("runai"), kGate, GateVerdict::Fail).ok());
        QCOMPARE(cell.data().toString(), QStringLiteral("F"));
        QCOMPARE(model.statusText(QStringLiteral("runai")), QStringLiteral("Eliminated by gate Data boundary"));
        QCOMPARE(model.decision().recommended, QStringLiteral("k8s-oss"));
        QVERIFY(assessments::setScore(*w, QStringLiteral("runai"), kBonus, 2).ok());
        QCOMPARE(bonus.data(AssessmentGridModel::OwnScoreRole).toDouble(), 2.0);
        QVERIFY(bonus.data().toString().contains(QStringLiteral("you: 2")));
        QVERIFY(w->undo().ok());
        QVERIFY(w->undo().ok());
        QCOMPARE(cell.data().toString(), QStringLiteral("P"));
        model.setWorkspace(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(TestAssessments)
#include "tst_assessments.moc"
