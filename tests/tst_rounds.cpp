// Scoring rounds (issue 29): the chair opens and closes a round, a score given in an open round belongs
// to it, the chair sees each member's progress as counts, and while a round is sealed nobody but a
// score's own member reads it, anywhere: the read layer's rows, the decision, the audit log, and every
// command and export of the command line (the blindness test: a unique marker in one member's note and
// score, searched for in every output another member gets). Hidden prices: a member reads no price and
// no TCO figure until the round is revealed. `round reveal` is the consensus part's: the tests reveal a
// round by setting its state in the file.
#include "TestSupport.h"
#include "commands/Members.h"
#include "commands/Rounds.h"
#include "committee/CommitteeStatus.h"
#include "repositories/AssessmentRepository.h"
#include "repositories/AuditRepository.h"
#include "repositories/RoundRepository.h"
#include "repositories/TcoRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace gatebench;

namespace {

const QString kMarkerNote = QStringLiteral("BLIND-MARKER-5e1f9c");

/// A committee member written straight into the file (the members part's commands are not merged yet).
void addMember(Workspace& workspace, const QString& id, const QString& name, const QString& permission)
{
    auto added = WorkspaceTestAccess::storage(workspace).insert(
        QStringLiteral("reviewers"), {{QStringLiteral("id"), id},
                                      {QStringLiteral("name"), name},
                                      {QStringLiteral("role"), QStringLiteral("")},
                                      {QStringLiteral("simulated"), 0},
                                      {QStringLiteral("permission"), permission},
                                      {QStringLiteral("function"), QStringLiteral("other")}});
    QVERIFY2(added.ok(), qPrintable(added ? QString() : added.error().message));
}

/// Reveals every round in the file as `round reveal` will (the consensus part's command).
void revealAll(Workspace& workspace)
{
    auto revealed = WorkspaceTestAccess::storage(workspace).update(
        QStringLiteral("scoring_rounds"), {},
        {{QStringLiteral("state"), QStringLiteral("revealed")},
         {QStringLiteral("revealed_by"), QStringLiteral("c1")},
         {QStringLiteral("revealed_at"), QStringLiteral("2026-12-01T09:00:00Z")}});
    QVERIFY(revealed.ok());
    workspace.queries().invalidate();
}

QList<BonusScore> scoresFor(const Workspace& workspace, const Viewer& viewer)
{
    auto scores = AssessmentRepository(workspace.queries().rows(viewer)).allScores();
    return scores ? *scores : QList<BonusScore>();
}

bool hasScore(const QList<BonusScore>& scores, const QString& reviewer, const QString& candidate,
              const QString& criterion)
{
    return std::any_of(scores.cbegin(), scores.cend(), [&](const BonusScore& s) {
        return s.reviewerId == reviewer && s.candidateId == candidate && s.criterionId == criterion;
    });
}

} // namespace

class TestRounds : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void progressCountsOfAHandComputedRound();
    void sealedScoresOnlyForTheirMember();
    void closedRoundTakesNoScores();
    void onlyTheChairOpensAndCloses();
    void hiddenPricesForMembers();

private:
    /// A template evaluation (English) with a chair c1, members m1 and m2 and an observer o1, and
    /// round 1 opened by the chair on runai and k8s-oss x bonus-automation and bonus-ecosystem.
    std::unique_ptr<Workspace> committee(const QString& name);

    QTemporaryDir m_dir;
};

void TestRounds::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

std::unique_ptr<Workspace> TestRounds::committee(const QString& name)
{
    testing::WorkspaceSpec spec;
    spec.language = QStringLiteral("en");
    auto workspace = testing::createWorkspace(m_dir.filePath(name), spec);
    addMember(*workspace, QStringLiteral("c1"), QStringLiteral("Chair One"), QStringLiteral("chair"));
    addMember(*workspace, QStringLiteral("m1"), QStringLiteral("Member One"), QStringLiteral("member"));
    addMember(*workspace, QStringLiteral("m2"), QStringLiteral("Member Two"), QStringLiteral("member"));
    addMember(*workspace, QStringLiteral("o1"), QStringLiteral("Observer One"), QStringLiteral("observer"));
    workspace->setActingMember(QStringLiteral("c1"));
    rounds::OpenOptions options;
    options.candidates = {QStringLiteral("runai"), QStringLiteral("k8s-oss")};
    options.criteria = {QStringLiteral("bonus-automation"), QStringLiteral("bonus-ecosystem")};
    auto opened = rounds::open(*workspace, options);
    if (!opened)
        qFatal("cannot open the round: %s", qPrintable(opened.error().message));
    if (*opened != 1)
        qFatal("the first round is not round 1");
    return workspace;
}

void TestRounds::progressCountsOfAHandComputedRound()
{
    auto workspace = committee(QStringLiteral("progress.gatebench"));
    const auto score = [&](const QString& member, const QString& candidate, const QString& criterion, double value) {
        workspace->setActingMember(member);
        auto written = rounds::score(*workspace, candidate, criterion, value, std::nullopt);
        QVERIFY2(written.ok(), qPrintable(written ? QString() : written.error().message));
    };
    // m1 scores three of the round's four cells, m2 one; the chair none; a score outside the round
    // (openshift-ai) counts for no round.
    score(QStringLiteral("m1"), QStringLiteral("runai"), QStringLiteral("bonus-automation"), 3);
    score(QStringLiteral("m1"), QStringLiteral("runai"), QStringLiteral("bonus-ecosystem"), 4);
    score(QStringLiteral("m1"), QStringLiteral("k8s-oss"), QStringLiteral("bonus-automation"), 2);
    score(QStringLiteral("m1"), QStringLiteral("openshift-ai"), QStringLiteral("bonus-automation"), 5);
    score(QStringLiteral("m2"), QStringLiteral("k8s-oss"), QStringLiteral("bonus-ecosystem"), 1);

    auto progress = workspace->queries().progress();
    QVERIFY(progress.ok());
    QCOMPARE(progress->size(), 1);
    QCOMPARE(progress->first().roundId, qint64(1));
    QStringList rows;
    for (const MemberProgress& m : progress->first().members)
        rows.append(QStringLiteral("%1 %2/%3").arg(m.memberId).arg(m.scored).arg(m.assigned));
    // The observer scores nothing and is not listed.
    QCOMPARE(rows, (QStringList{QStringLiteral("c1 0/4"), QStringLiteral("m1 3/4"), QStringLiteral("m2 1/4")}));

    // Assignments and recusals count as the committee page counts them: bonus-ecosystem scored by m1
    // alone, and m2 recused from k8s-oss. By hand: c1 and m2 are assigned bonus-automation's two
    // cells, m2 less k8s-oss (1); m1 all four, of which three scored; m2's ecosystem score is no
    // longer in an assigned cell.
    workspace->setActingMember(QStringLiteral("c1"));
    QVERIFY(members::setAssignments(*workspace, QStringLiteral("bonus-ecosystem"), {QStringLiteral("m1")}).ok());
    workspace->setActingMember(QStringLiteral("m2"));
    QVERIFY(members::declareRecusal(*workspace, QStringLiteral("m2"), QStringLiteral("k8s-oss"),
                                    QStringLiteral("Former employer of the k8s-oss maintainers"))
                .ok());
    progress = workspace->queries().progress();
    QVERIFY(progress.ok());
    rows.clear();
    for (const MemberProgress& m : progress->first().members)
        rows.append(QStringLiteral("%1 %2/%3").arg(m.memberId).arg(m.scored).arg(m.assigned));
    QCOMPARE(rows, (QStringList{QStringLiteral("c1 0/2"), QStringLiteral("m1 3/4"), QStringLiteral("m2 0/1")}));
    // The same counts as `committee` gives the chair.
    auto status = committee::committeeStatus(workspace->queries().rows(), Viewer::everyone(), 2.0);
    QVERIFY(status.ok());
    QStringList committeeRows;
    for (const committee::RoundProgress& p : *status->rounds.first().progress)
        committeeRows.append(QStringLiteral("%1 %2/%3").arg(p.memberId).arg(p.scored).arg(p.assigned));
    QCOMPARE(committeeRows, rows);

    // A score given in the open round belongs to it; one outside it to none.
    const QStringList rounds = testing::selectColumn(
        workspace->path(), QStringLiteral("SELECT coalesce(round_id, 0) || ' ' || candidate_id FROM bonus_scores "
                                          "WHERE reviewer_id = 'm1' ORDER BY candidate_id, criterion_id"));
    QCOMPARE(rounds, (QStringList{QStringLiteral("1 k8s-oss"), QStringLiteral("0 openshift-ai"),
                                  QStringLiteral("1 runai"), QStringLiteral("1 runai")}));

    // An observer scores nothing.
    workspace->setActingMember(QStringLiteral("o1"));
    auto refused = rounds::score(*workspace, QStringLiteral("runai"), QStringLiteral("bonus-automation"), 2, {});
    QVERIFY(!refused);
    QCOMPARE(refused.error().kind, Error::Kind::NotPermitted);
}

void TestRounds::sealedScoresOnlyForTheirMember()
{
    auto workspace = committee(QStringLiteral("sealed.gatebench"));
    const QString runai = QStringLiteral("runai");
    const QString automation = QStringLiteral("bonus-automation");
    workspace->setActingMember(QStringLiteral("m1"));
    QVERIFY(rounds::score(*workspace, runai, automation, 4, kMarkerNote).ok());
    workspace->setActingMember(QStringLiteral("m2"));
    QVERIFY(rounds::score(*workspace, runai, automation, 2, QStringLiteral("m2's own note")).ok());
    workspace->setActingMember(QStringLiteral("m1"));
    QVERIFY(rounds::score(*workspace, QStringLiteral("openshift-ai"), automation, 5, std::nullopt).ok());

    const EvaluationQueries& queries = workspace->queries();
    const Viewer m1 = Viewer::member(QStringLiteral("m1"));
    const Viewer m2 = Viewer::member(QStringLiteral("m2"));
    QVERIFY(hasScore(scoresFor(*workspace, m1), QStringLiteral("m1"), runai, automation));
    QVERIFY(!hasScore(scoresFor(*workspace, m1), QStringLiteral("m2"), runai, automation));
    QVERIFY(hasScore(scoresFor(*workspace, m2), QStringLiteral("m2"), runai, automation));
    QVERIFY(!hasScore(scoresFor(*workspace, m2), QStringLiteral("m1"), runai, automation));
    for (const Viewer& other :
         {Viewer::chair(QStringLiteral("c1")), Viewer::observer(QStringLiteral("o1")), Viewer::everyone()}) {
        const QList<BonusScore> seen = scoresFor(*workspace, other);
        QVERIFY(!hasScore(seen, QStringLiteral("m1"), runai, automation));
        QVERIFY(!hasScore(seen, QStringLiteral("m2"), runai, automation));
        // A cell outside the round is read by everyone.
        QVERIFY(hasScore(seen, QStringLiteral("m1"), QStringLiteral("openshift-ai"), automation));
    }

    // The decision: bonus scores, ranks and the options sealed for everyone, the statuses as ever.
    auto sealed = queries.decision(QDate(2026, 11, 30), m1);
    QVERIFY(sealed.ok());
    QVERIFY((*sealed)->decision.sealed);
    QVERIFY((*sealed)->decision.ranking.isEmpty());
    for (const CandidateDecision& c : (*sealed)->decision.candidates) {
        QVERIFY(!c.bonusScore);
        QVERIFY(!c.rank);
    }

    // The audit log: m2 reads that m1 scored, never what or with which note.
    QByteArray m2Log;
    QVERIFY(
        AuditRepository(queries.rows(m2))
            .scan([&](const AuditEntry& e) {
                m2Log +=
                    QString(e.actor + e.entityId + e.oldValue.toString() + e.newValue.toString() + e.detail).toUtf8();
                return true;
            })
            .ok());
    QVERIFY(!m2Log.contains(kMarkerNote.toUtf8()));
    QVERIFY(m2Log.contains("m2's own note"));
    QByteArray m1Log;
    QVERIFY(AuditRepository(queries.rows(m1))
                .scan([&](const AuditEntry& e) {
                    m1Log += QString(e.oldValue.toString() + e.newValue.toString() + e.detail).toUtf8();
                    return true;
                })
                .ok());
    QVERIFY(m1Log.contains(kMarkerNote.toUtf8()));

    // Revealed, everyone reads every score, and the decision is decided again.
    revealAll(*workspace);
    QVERIFY(hasScore(scoresFor(*workspace, m2), QStringLiteral("m1"), runai, automation));
    QVERIFY(hasScore(scoresFor(*workspace, Viewer::everyone()), QStringLiteral("m2"), runai, automation));
    auto open = queries.decision(QDate(2026, 11, 30), m2);
    QVERIFY(open.ok());
    QVERIFY(!(*open)->decision.sealed);
}

void TestRounds::closedRoundTakesNoScores()
{
    auto workspace = committee(QStringLiteral("closed.gatebench"));
    QVERIFY(rounds::close(*workspace, 1).ok());
    workspace->setActingMember(QStringLiteral("m1"));
    auto refused = rounds::score(*workspace, QStringLiteral("runai"), QStringLiteral("bonus-automation"), 3, {});
    QVERIFY(!refused);
    QCOMPARE(refused.error().kind, Error::Kind::BadInput);
    // Still sealed: closed is not revealed.
    QCOMPARE(workspace->queries().sealedRounds().size(), 1);
    QCOMPARE(workspace->queries().sealedRounds().first().state, RoundState::Closed);
    // Undo reopens it, and the score is taken.
    workspace->setActingMember(QStringLiteral("c1"));
    QVERIFY(workspace->undo().ok());
    QCOMPARE(workspace->queries().sealedRounds().first().state, RoundState::Open);
    workspace->setActingMember(QStringLiteral("m1"));
    QVERIFY(rounds::score(*workspace, QStringLiteral("runai"), QStringLiteral("bonus-automation"), 3, {}).ok());
}

void TestRounds::onlyTheChairOpensAndCloses()
{
    auto workspace = committee(QStringLiteral("chair.gatebench"));
    for (const QString& member : {QStringLiteral("m1"), QStringLiteral("o1")}) {
        workspace->setActingMember(member);
        auto closed = rounds::close(*workspace, 1);
        QVERIFY(!closed);
        QCOMPARE(closed.error().kind, Error::Kind::NotPermitted);
        rounds::OpenOptions options;
        options.candidates = {QStringLiteral("openshift-ai")};
        auto opened = rounds::open(*workspace, options);
        QVERIFY(!opened);
        QCOMPARE(opened.error().kind, Error::Kind::NotPermitted);
    }
    // A cell already in a sealed round is refused; others are not.
    workspace->setActingMember(QStringLiteral("c1"));
    rounds::OpenOptions overlapping;
    overlapping.candidates = {QStringLiteral("runai")};
    QVERIFY(!rounds::open(*workspace, overlapping));
    rounds::OpenOptions other;
    other.candidates = {QStringLiteral("openshift-ai")};
    other.criteria = {QStringLiteral("bonus-automation")};
    auto second = rounds::open(*workspace, other);
    QVERIFY(second.ok());
    QCOMPARE(*second, qint64(2));
}

void TestRounds::hiddenPricesForMembers()
{
    // The demo holds cost lines (Run:ai, OpenShift AI, Kubernetes + Volcano + Kubeflow).
    testing::WorkspaceSpec spec;
    spec.content = NewWorkspaceOptions::Content::Demo;
    spec.language = QStringLiteral("en");
    auto workspace = testing::createWorkspace(m_dir.filePath(QStringLiteral("prices.gatebench")), spec);
    addMember(*workspace, QStringLiteral("c1"), QStringLiteral("Chair One"), QStringLiteral("chair"));
    addMember(*workspace, QStringLiteral("o1"), QStringLiteral("Observer One"), QStringLiteral("observer"));
    const EvaluationQueries& queries = workspace->queries();
    const Viewer member = Viewer::member(QStringLiteral("r2"));
    auto before = TcoRepository(queries.rows(member)).lines();
    QVERIFY(before.ok());
    QVERIFY(!before->isEmpty());

    workspace->setActingMember(QStringLiteral("c1"));
    rounds::OpenOptions options;
    options.candidates = {QStringLiteral("runai")};
    options.hidePrices = true;
    QVERIFY(rounds::open(*workspace, options).ok());
    QVERIFY(queries.pricesHidden(member));
    QVERIFY(queries.pricesHidden(Viewer::everyone()));
    QVERIFY(!queries.pricesHidden(Viewer::chair(QStringLiteral("c1"))));
    QVERIFY(!queries.pricesHidden(Viewer::observer(QStringLiteral("o1"))));
    auto memberLines = TcoRepository(queries.rows(member)).lines();
    QVERIFY(memberLines.ok());
    QVERIFY(memberLines->isEmpty());
    auto chairLines = TcoRepository(queries.rows(Viewer::chair(QStringLiteral("c1")))).lines();
    QVERIFY(chairLines.ok());
    QCOMPARE(chairLines->size(), before->size());

    revealAll(*workspace);
    QVERIFY(!queries.pricesHidden(member));
    auto after = TcoRepository(queries.rows(member)).lines();
    QVERIFY(after.ok());
    QCOMPARE(after->size(), before->size());
}

QTEST_GUILESS_MAIN(TestRounds)
#include "tst_rounds.moc"
