// The gate-first decision engine on small hand-built evaluations whose numbers are worked out in
// the comments: statuses, waiver expiry, bonus arithmetic, ranking, close calls, sensitivity,
// deferred and set-aside handling, the JSON document and the chart data.
#include "decision/DecisionCharts.h"
#include "decision/DecisionDocument.h"
#include "decision/DecisionEngine.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace gatebench;

namespace {

/// A list of ASCII strings (the build forbids implicit conversion from char*).
QStringList strings(std::initializer_list<const char*> items)
{
    QStringList list;
    for (const char* item : items)
        list.append(QLatin1String(item));
    return list;
}

DecisionCandidate candidate(const QString& id, int position, bool shortlisted = true)
{
    DecisionCandidate c;
    c.id = id;
    c.nameZh = id + QStringLiteral("（中文）");
    c.nameEn = id + QStringLiteral(" (en)");
    c.position = position;
    c.shortlisted = shortlisted;
    if (!shortlisted)
        c.setAsideReason = QStringLiteral("Outside the procurement framework");
    return c;
}

DecisionCriterion gate(const QString& id, const QString& category, int position)
{
    DecisionCriterion c;
    c.id = id;
    c.tier = CriterionTier::Gate;
    c.category = category;
    c.titleZh = id + QStringLiteral("（门槛）");
    c.titleEn = id + QStringLiteral(" (gate)");
    c.evidenceRequired = true;
    c.position = position;
    return c;
}

DecisionCriterion bonus(const QString& id, std::optional<double> weight, int position)
{
    DecisionCriterion c;
    c.id = id;
    c.tier = CriterionTier::Bonus;
    c.category = QStringLiteral("experience");
    c.titleZh = id + QStringLiteral("（加分）");
    c.titleEn = id + QStringLiteral(" (bonus)");
    c.weight = weight;
    c.position = position;
    return c;
}

DecisionCriterion deferred(const QString& id, int position)
{
    DecisionCriterion c;
    c.id = id;
    c.tier = CriterionTier::Deferred;
    c.category = QStringLiteral("deferred");
    c.titleZh = QStringLiteral("模型模板市场");
    c.titleEn = QStringLiteral("Model template marketplace");
    c.ownerZh = QStringLiteral("算法团队代表");
    c.ownerEn = QStringLiteral("Algorithm team representative");
    c.reviewDate = QDate(2027, 3, 31);
    c.weight = 5; // must never matter
    c.position = position;
    return c;
}

DecisionAssessment verdict(const QString& candidateId, const QString& criterionId, GateVerdict v,
                           const QString& evidence = {})
{
    DecisionAssessment a;
    a.candidateId = candidateId;
    a.criterionId = criterionId;
    a.verdict = v;
    a.evidence = evidence.isEmpty() ? candidateId + QLatin1Char('/') + criterionId : evidence;
    return a;
}

DecisionAssessment waiver(const QString& candidateId, const QString& criterionId, QDate expires)
{
    DecisionAssessment a = verdict(candidateId, criterionId, GateVerdict::Waived);
    a.waiverOwner = QStringLiteral("Security lead");
    a.waiverReason = QStringLiteral("Re-verified before expiry");
    a.waiverExpires = expires;
    return a;
}

DecisionScore score(const QString& candidateId, const QString& criterionId, const QString& reviewer, double s)
{
    return {candidateId, criterionId, reviewer, s};
}

/// Two gates; every candidate listed passes both unless the test says otherwise.
DecisionInput twoGates(const QStringList& ids)
{
    DecisionInput input;
    input.criteria = {gate(QStringLiteral("g-sec"), QStringLiteral("security_identity"), 0),
                      gate(QStringLiteral("g-hw"), QStringLiteral("hardware_compat"), 1)};
    int position = 0;
    for (const QString& id : ids) {
        input.candidates.append(candidate(id, position++));
        input.assessments.append(verdict(id, QStringLiteral("g-sec"), GateVerdict::Pass));
        input.assessments.append(verdict(id, QStringLiteral("g-hw"), GateVerdict::Pass));
    }
    return input;
}

void setVerdict(DecisionInput& input, const DecisionAssessment& assessment)
{
    for (DecisionAssessment& a : input.assessments) {
        if (a.candidateId == assessment.candidateId && a.criterionId == assessment.criterionId) {
            a = assessment;
            return;
        }
    }
    input.assessments.append(assessment);
}

QStringList ids(const QList<GateFinding>& findings)
{
    QStringList list;
    for (const GateFinding& f : findings)
        list.append(f.criterionId);
    return list;
}

const QDate kAsOf(2026, 11, 30);

} // namespace

class TestDecision : public QObject {
    Q_OBJECT

private slots:
    void statusesFromGates()
    {
        DecisionInput input =
            twoGates({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")});
        // a fails both gates, b has one Unknown, c has no row at all for g-hw, d passes.
        setVerdict(input, verdict(QStringLiteral("a"), QStringLiteral("g-sec"), GateVerdict::Fail,
                                  QStringLiteral("No audit log export")));
        setVerdict(input, verdict(QStringLiteral("a"), QStringLiteral("g-hw"), GateVerdict::Fail,
                                  QStringLiteral("Needs DGX")));
        setVerdict(input, verdict(QStringLiteral("b"), QStringLiteral("g-sec"), GateVerdict::Unknown));
        input.assessments.removeIf([](const DecisionAssessment& x) {
            return x.candidateId == QLatin1String("c") && x.criterionId == QLatin1String("g-hw");
        });
        const Decision d = decide(input, kAsOf);
        QCOMPARE(d.candidate(QStringLiteral("a"))->status, CandidateStatus::Eliminated);
        QCOMPARE(ids(d.candidate(QStringLiteral("a"))->failedGates), strings({"g-sec", "g-hw"}));
        QCOMPARE(d.candidate(QStringLiteral("a"))->failedGates.at(0).evidence, QStringLiteral("No audit log export"));
        QCOMPARE(d.candidate(QStringLiteral("a"))->failedGates.at(1).evidence, QStringLiteral("Needs DGX"));
        QCOMPARE(d.candidate(QStringLiteral("b"))->status, CandidateStatus::Blocked);
        QCOMPARE(ids(d.candidate(QStringLiteral("b"))->unknownGates), strings({"g-sec"}));
        QCOMPARE(d.candidate(QStringLiteral("c"))->status, CandidateStatus::Blocked);
        QCOMPARE(ids(d.candidate(QStringLiteral("c"))->unknownGates), strings({"g-hw"}));
        QVERIFY(!d.candidate(QStringLiteral("c"))->unknownGates.first().assessed);
        QCOMPARE(d.candidate(QStringLiteral("d"))->status, CandidateStatus::Eligible);
        QCOMPARE(d.ranking, strings({"d"}));
        QCOMPARE(d.recommended, QStringLiteral("d"));
        QVERIFY(d.alternative.isEmpty());
        QVERIFY(!d.closeCall);
        QVERIFY(!d.candidate(QStringLiteral("a"))->rank);
        QVERIFY(!d.candidate(QStringLiteral("b"))->rank);
    }

    void failAndUnknownTogetherIsEliminated()
    {
        DecisionInput input = twoGates({QStringLiteral("a")});
        setVerdict(input, verdict(QStringLiteral("a"), QStringLiteral("g-sec"), GateVerdict::Unknown));
        setVerdict(input, verdict(QStringLiteral("a"), QStringLiteral("g-hw"), GateVerdict::Fail));
        const Decision d = decide(input, kAsOf);
        QCOMPARE(d.candidate(QStringLiteral("a"))->status, CandidateStatus::Eliminated);
        QCOMPARE(ids(d.candidate(QStringLiteral("a"))->unknownGates), strings({"g-sec"}));
        QCOMPARE(d.candidate(QStringLiteral("a"))->stoppingGate()->criterionId, QStringLiteral("g-hw"));
        QVERIFY(d.recommended.isEmpty());
    }

    void waiverExpiry_data()
    {
        QTest::addColumn<QDate>("asOf");
        QTest::addColumn<bool>("valid");
        QTest::newRow("long before") << QDate(2026, 11, 30) << true;
        QTest::newRow("on the expiry day") << QDate(2027, 1, 31) << true;
        QTest::newRow("the day after") << QDate(2027, 2, 1) << false;
        QTest::newRow("a year after") << QDate(2028, 1, 31) << false;
    }

    void waiverExpiry()
    {
        QFETCH(QDate, asOf);
        QFETCH(bool, valid);
        DecisionInput input = twoGates({QStringLiteral("a"), QStringLiteral("k8s")});
        setVerdict(input, waiver(QStringLiteral("k8s"), QStringLiteral("g-sec"), QDate(2027, 1, 31)));
        const Decision d = decide(input, asOf);
        const CandidateDecision* k8s = d.candidate(QStringLiteral("k8s"));
        if (valid) {
            QCOMPARE(k8s->status, CandidateStatus::Eligible);
            QCOMPARE(ids(k8s->waivedGates), strings({"g-sec"}));
            QCOMPARE(k8s->waivedGates.first().waiver, WaiverState::Valid);
            QCOMPARE(k8s->waivedGates.first().waiverOwner, QStringLiteral("Security lead"));
            QCOMPARE(k8s->waivedGates.first().waiverExpires, QDate(2027, 1, 31));
            QVERIFY(k8s->unknownGates.isEmpty());
            QCOMPARE(d.alternative, QStringLiteral("k8s")); // equal scores (none): ties by id, "a" < "k8s"
        } else {
            QCOMPARE(k8s->status, CandidateStatus::Blocked);
            QVERIFY(k8s->waivedGates.isEmpty());
            QCOMPARE(ids(k8s->unknownGates), strings({"g-sec"}));
            QCOMPARE(k8s->unknownGates.first().waiver, WaiverState::Expired);
            QCOMPARE(k8s->unknownGates.first().recorded, GateVerdict::Waived);
            QVERIFY(d.alternative.isEmpty());
            QVERIFY(!k8s->rank);
        }
    }

    void waiverOverFailStaysFail()
    {
        DecisionInput input = twoGates({QStringLiteral("a")});
        DecisionAssessment bad = waiver(QStringLiteral("a"), QStringLiteral("g-hw"), QDate(2030, 1, 1));
        bad.verdict = GateVerdict::Fail; // waiver fields filled in over a Fail: invalid input
        setVerdict(input, bad);
        const Decision d = decide(input, kAsOf);
        QCOMPARE(d.candidate(QStringLiteral("a"))->status, CandidateStatus::Eliminated);
        QVERIFY(d.candidate(QStringLiteral("a"))->waivedGates.isEmpty());
        QCOMPARE(d.candidate(QStringLiteral("a"))->failedGates.first().waiver, WaiverState::None);
    }

    void incompleteWaiverIsUnknown()
    {
        DecisionInput input = twoGates({QStringLiteral("a"), QStringLiteral("b")});
        DecisionAssessment noOwner = waiver(QStringLiteral("a"), QStringLiteral("g-hw"), QDate(2030, 1, 1));
        noOwner.waiverOwner.clear();
        setVerdict(input, noOwner);
        DecisionAssessment noDate = waiver(QStringLiteral("b"), QStringLiteral("g-hw"), QDate());
        setVerdict(input, noDate);
        const Decision d = decide(input, kAsOf);
        for (const QString& id : {QStringLiteral("a"), QStringLiteral("b")}) {
            QCOMPARE(d.candidate(id)->status, CandidateStatus::Blocked);
            QCOMPARE(d.candidate(id)->unknownGates.first().waiver, WaiverState::Incomplete);
        }
    }

    void bonusArithmetic()
    {
        // Weights 3 and 1. Candidate a: x scored 4 and 5 by two reviewers (mean 4.5), y scored 2.
        // 100 x (3 x 4.5 + 1 x 2) / (5 x (3 + 1)) = 100 x 15.5 / 20 = 77.5
        DecisionInput input = twoGates({QStringLiteral("a")});
        input.criteria.append(bonus(QStringLiteral("x"), 3.0, 2));
        input.criteria.append(bonus(QStringLiteral("y"), 1.0, 3));
        input.scores = {score(QStringLiteral("a"), QStringLiteral("x"), QStringLiteral("r1"), 4),
                        score(QStringLiteral("a"), QStringLiteral("x"), QStringLiteral("r2"), 5),
                        score(QStringLiteral("a"), QStringLiteral("y"), QStringLiteral("r1"), 2)};
        const Decision d = decide(input, kAsOf);
        const CandidateDecision* a = d.candidate(QStringLiteral("a"));
        QVERIFY(a->bonusScore);
        QCOMPARE(*a->bonusScore, 77.5);
        QCOMPARE(a->missingScores, 0);
        QCOMPARE(a->bonusCells.size(), 2);
        // Contributions: x = 100 x 3 x 4.5 / 20 = 67.5, y = 100 x 1 x 2 / 20 = 10.
        QCOMPARE(a->bonusCells.at(0).points, 67.5);
        QCOMPARE(a->bonusCells.at(1).points, 10.0);
        QCOMPARE(a->bonusCells.at(0).reviewers, 2);
        QCOMPARE(*a->bonusCells.at(0).score, 4.5);
    }

    void unscoredCellCountsZero()
    {
        // Weights 2 and 2; a scored 5 on x, nobody scored y: 100 x (2 x 5 + 2 x 0) / (5 x 4) = 50.
        DecisionInput input = twoGates({QStringLiteral("a")});
        input.criteria.append(bonus(QStringLiteral("x"), 2.0, 2));
        input.criteria.append(bonus(QStringLiteral("y"), 2.0, 3));
        input.scores = {score(QStringLiteral("a"), QStringLiteral("x"), QStringLiteral("r1"), 5)};
        const Decision d = decide(input, kAsOf);
        QCOMPARE(*d.candidate(QStringLiteral("a"))->bonusScore, 50.0);
        QCOMPARE(d.candidate(QStringLiteral("a"))->missingScores, 1);
        QVERIFY(!d.candidate(QStringLiteral("a"))->bonusCells.at(1).score);
    }

    void consensusOverridesMean()
    {
        // Reviewers gave 1 and 2 (mean 1.5); the consensus score 4 replaces them.
        // Single weight 1: 100 x 4 / 5 = 80 (the mean would give 30).
        DecisionInput input = twoGates({QStringLiteral("a")});
        input.criteria.append(bonus(QStringLiteral("x"), 1.0, 2));
        input.scores = {score(QStringLiteral("a"), QStringLiteral("x"), QStringLiteral("r1"), 1),
                        score(QStringLiteral("a"), QStringLiteral("x"), QStringLiteral("r2"), 2)};
        input.consensus = {{QStringLiteral("a"), QStringLiteral("x"), 4}};
        const Decision d = decide(input, kAsOf);
        QCOMPARE(*d.candidate(QStringLiteral("a"))->bonusScore, 80.0);
        QVERIFY(d.candidate(QStringLiteral("a"))->bonusCells.first().consensus);
        QVERIFY(!d.candidate(QStringLiteral("a"))->bonusCells.first().provisional);
    }

    void provisionalMeanOfFlaggedCell()
    {
        // Scores 1, 4, 2 on x: spread 4 - 1 = 3 >= 2, no consensus: the mean 7/3 stands, provisional.
        // y: 3 and 4, spread 1: a plain mean. With the threshold at 3.5, x is no longer flagged.
        DecisionInput input = twoGates({QStringLiteral("a")});
        input.criteria.append(bonus(QStringLiteral("x"), 1.0, 2));
        input.criteria.append(bonus(QStringLiteral("y"), 1.0, 3));
        input.scores = {score(QStringLiteral("a"), QStringLiteral("x"), QStringLiteral("r1"), 1),
                        score(QStringLiteral("a"), QStringLiteral("x"), QStringLiteral("r2"), 4),
                        score(QStringLiteral("a"), QStringLiteral("x"), QStringLiteral("r3"), 2),
                        score(QStringLiteral("a"), QStringLiteral("y"), QStringLiteral("r1"), 3),
                        score(QStringLiteral("a"), QStringLiteral("y"), QStringLiteral("r2"), 4)};
        Decision d = decide(input, kAsOf);
        const CandidateDecision* a = d.candidate(QStringLiteral("a"));
        QVERIFY(a->bonusCells.at(0).provisional);
        QCOMPARE(a->bonusCells.at(0).spread, 3.0);
        QVERIFY(qAbs(*a->bonusCells.at(0).score - 7.0 / 3.0) < 1e-12);
        QVERIFY(!a->bonusCells.at(1).provisional);
        QCOMPARE(a->provisionalCells(), QStringList{QStringLiteral("x")});
        // 100 x (7/3 + 3.5) / 10 = 58.333...
        QVERIFY(qAbs(*a->bonusScore - 100.0 * (7.0 / 3.0 + 3.5) / 10.0) < 1e-9);

        input.spreadFlagPoints = 3.5;
        d = decide(input, kAsOf);
        QVERIFY(d.candidate(QStringLiteral("a"))->provisionalCells().isEmpty());

        // The chair settles x at 3: no longer provisional, and 3 replaces the mean.
        input.spreadFlagPoints = 2;
        input.consensus = {{QStringLiteral("a"), QStringLiteral("x"), 3}};
        d = decide(input, kAsOf);
        QVERIFY(d.candidate(QStringLiteral("a"))->provisionalCells().isEmpty());
        QVERIFY(qAbs(*d.candidate(QStringLiteral("a"))->bonusScore - 65.0) < 1e-9);
    }

    void nullAndZeroWeights()
    {
        // x: null weight = 1, y: weight 0 = left out, z: weight 3.
        // a: x 5, y 0 (and unscored by most), z 0 -> 100 x (1 x 5 + 3 x 0) / (5 x 4) = 25.
        // y is unscored for b but carries no weight, so it is not missing.
        DecisionInput input = twoGates({QStringLiteral("a"), QStringLiteral("b")});
        input.criteria.append(bonus(QStringLiteral("x"), std::nullopt, 2));
        input.criteria.append(bonus(QStringLiteral("y"), 0.0, 3));
        input.criteria.append(bonus(QStringLiteral("z"), 3.0, 4));
        input.scores = {score(QStringLiteral("a"), QStringLiteral("x"), QStringLiteral("r1"), 5),
                        score(QStringLiteral("a"), QStringLiteral("y"), QStringLiteral("r1"), 5),
                        score(QStringLiteral("a"), QStringLiteral("z"), QStringLiteral("r1"), 0),
                        score(QStringLiteral("b"), QStringLiteral("x"), QStringLiteral("r1"), 5),
                        score(QStringLiteral("b"), QStringLiteral("z"), QStringLiteral("r1"), 5)};
        const Decision d = decide(input, kAsOf);
        QCOMPARE(*d.candidate(QStringLiteral("a"))->bonusScore, 25.0);
        QCOMPARE(d.candidate(QStringLiteral("a"))->missingScores, 0);
        // b: 100 x (1 x 5 + 3 x 5) / 20 = 100.
        QCOMPARE(*d.candidate(QStringLiteral("b"))->bonusScore, 100.0);
        QCOMPARE(d.candidate(QStringLiteral("b"))->missingScores, 0);
        QCOMPARE(d.candidate(QStringLiteral("a"))->bonusCells.at(0).weight, 1.0);
        QCOMPARE(d.candidate(QStringLiteral("a"))->bonusCells.at(1).weight, 0.0);
    }

    void noBonusCriteriaGivesNoScore()
    {
        const Decision d = decide(twoGates({QStringLiteral("b"), QStringLiteral("a")}), kAsOf);
        QVERIFY(!d.candidate(QStringLiteral("a"))->bonusScore);
        QCOMPARE(d.ranking, strings({"a", "b"})); // equal (no) scores: by id
    }

    void noGatesMeansEligible()
    {
        DecisionInput input;
        input.candidates = {candidate(QStringLiteral("a"), 0)};
        const Decision d = decide(input, kAsOf);
        QCOMPARE(d.candidate(QStringLiteral("a"))->status, CandidateStatus::Eligible);
    }

    void rankingTiesById()
    {
        // Single criterion weight 1: score = 20 x s. c1 and c3 both score 4 (80), c2 scores 5 (100).
        DecisionInput input = twoGates({QStringLiteral("c3"), QStringLiteral("c1"), QStringLiteral("c2")});
        input.criteria.append(bonus(QStringLiteral("x"), 1.0, 2));
        input.scores = {score(QStringLiteral("c3"), QStringLiteral("x"), QStringLiteral("r"), 4),
                        score(QStringLiteral("c1"), QStringLiteral("x"), QStringLiteral("r"), 4),
                        score(QStringLiteral("c2"), QStringLiteral("x"), QStringLiteral("r"), 5)};
        const Decision d = decide(input, kAsOf);
        QCOMPARE(d.ranking, strings({"c2", "c1", "c3"}));
        QCOMPARE(d.recommended, QStringLiteral("c2"));
        QCOMPARE(d.alternative, QStringLiteral("c1"));
        QCOMPARE(*d.candidate(QStringLiteral("c3"))->rank, 3);
        // Committee order is kept in the candidate list.
        QCOMPARE(d.candidates.at(0).candidateId, QStringLiteral("c3"));
    }

    void tieByIdSurvivesFloatingPointNoise()
    {
        // Weights 0.1, 0.2 and 0.3. "z1" scores 3, 3, 3 and "a1" scores 2, 5, 2: both numerators are
        // 1.8 (0.3 + 0.6 + 0.9 = 0.2 + 1.0 + 0.6), both scores 60 points. In doubles the first sum
        // is 1.8 and the second 1.7999999999999998; the tie must still go to the smaller id.
        DecisionInput input = twoGates({QStringLiteral("z1"), QStringLiteral("a1")});
        input.criteria.append(bonus(QStringLiteral("x"), 0.1, 2));
        input.criteria.append(bonus(QStringLiteral("y"), 0.2, 3));
        input.criteria.append(bonus(QStringLiteral("z"), 0.3, 4));
        const QList<double> z1{3, 3, 3};
        const QList<double> a1{2, 5, 2};
        const QStringList keys{QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")};
        for (int i = 0; i < keys.size(); ++i) {
            input.scores.append(score(QStringLiteral("z1"), keys.at(i), QStringLiteral("r"), z1.at(i)));
            input.scores.append(score(QStringLiteral("a1"), keys.at(i), QStringLiteral("r"), a1.at(i)));
        }
        const Decision d = decide(input, kAsOf);
        QVERIFY(qAbs(*d.candidate(QStringLiteral("a1"))->bonusScore - 60.0) < 1e-9);
        QCOMPARE(d.ranking, strings({"a1", "z1"}));
        QVERIFY(d.closeCall);
    }

    void closeCall_data()
    {
        QTest::addColumn<double>("secondScore");
        QTest::addColumn<bool>("close");
        // One criterion of weight 1: score = 20 x s. The leader scores 4 (80 points).
        QTest::newRow("exactly 10 points") << 3.5 << true; // 70 points: 80 - 70 = 10
        QTest::newRow("10.01 points") << 3.4995 << false;  // 69.99 points: 80 - 69.99 = 10.01
        QTest::newRow("9.99 points") << 3.5005 << true;    // 70.01 points
        QTest::newRow("equal scores") << 4.0 << true;
        QTest::newRow("20 points") << 3.0 << false;
    }

    void closeCall()
    {
        QFETCH(double, secondScore);
        QFETCH(bool, close);
        DecisionInput input = twoGates({QStringLiteral("lead"), QStringLiteral("next")});
        input.criteria.append(bonus(QStringLiteral("x"), 1.0, 2));
        input.scores = {score(QStringLiteral("lead"), QStringLiteral("x"), QStringLiteral("r"), 4),
                        score(QStringLiteral("next"), QStringLiteral("x"), QStringLiteral("r"), secondScore)};
        const Decision d = decide(input, kAsOf);
        QCOMPARE(d.recommended, QStringLiteral("lead"));
        QCOMPARE(d.alternative, QStringLiteral("next"));
        QCOMPARE(d.closeCall, close);

        // Every rendering states the margin the engine decided with, never a number of its own.
        const DecisionDocument document(d, input, QStringLiteral("en"));
        QCOMPARE(document.summaryHtml().contains(QStringLiteral("(%1 or less)").arg(kCloseCallPoints)), close);
        QCOMPARE(document.text().contains(QStringLiteral("(%1 or less)").arg(kCloseCallPoints, 0, 'f', 1)), close);
        // One decimal, as every score; but a margin just above the line never reads as the line itself.
        if (!close && 80 - 20 * secondScore < 10.05)
            QVERIFY2(document.text().contains(QStringLiteral("differ by 10.01 points")), qPrintable(document.text()));
    }

    void blockedAndEliminatedKeepScoreButNoRank()
    {
        // The best-scoring candidate fails a gate and the second-best is blocked: the third,
        // the only Eligible one, is recommended.
        DecisionInput input = twoGates({QStringLiteral("best"), QStringLiteral("good"), QStringLiteral("ok")});
        input.criteria.append(bonus(QStringLiteral("x"), 1.0, 2));
        input.scores = {score(QStringLiteral("best"), QStringLiteral("x"), QStringLiteral("r"), 5),
                        score(QStringLiteral("good"), QStringLiteral("x"), QStringLiteral("r"), 4),
                        score(QStringLiteral("ok"), QStringLiteral("x"), QStringLiteral("r"), 1)};
        setVerdict(input, verdict(QStringLiteral("best"), QStringLiteral("g-sec"), GateVerdict::Fail));
        setVerdict(input, verdict(QStringLiteral("good"), QStringLiteral("g-hw"), GateVerdict::Unknown));
        const Decision d = decide(input, kAsOf);
        QCOMPARE(d.recommended, QStringLiteral("ok"));
        QCOMPARE(*d.candidate(QStringLiteral("best"))->bonusScore, 100.0);
        QCOMPARE(*d.candidate(QStringLiteral("good"))->bonusScore, 80.0);
        QVERIFY(!d.candidate(QStringLiteral("best"))->rank);
        QVERIFY(!d.candidate(QStringLiteral("good"))->rank);
        QCOMPARE(*d.candidate(QStringLiteral("ok"))->rank, 1);
    }

    void deferredItemsIgnored()
    {
        DecisionInput input = twoGates({QStringLiteral("a"), QStringLiteral("b")});
        input.criteria.append(bonus(QStringLiteral("x"), 1.0, 2));
        input.criteria.append(deferred(QStringLiteral("later"), 3));
        input.scores = {score(QStringLiteral("a"), QStringLiteral("x"), QStringLiteral("r"), 3),
                        score(QStringLiteral("b"), QStringLiteral("x"), QStringLiteral("r"), 4),
                        // Scores and verdicts on a deferred item: never counted.
                        score(QStringLiteral("a"), QStringLiteral("later"), QStringLiteral("r"), 5)};
        input.assessments.append(verdict(QStringLiteral("b"), QStringLiteral("later"), GateVerdict::Fail));
        const Decision d = decide(input, kAsOf);
        QCOMPARE(d.candidate(QStringLiteral("b"))->status, CandidateStatus::Eligible);
        QCOMPARE(*d.candidate(QStringLiteral("a"))->bonusScore, 60.0); // 20 x 3, the deferred 5 ignored
        QCOMPARE(d.candidate(QStringLiteral("a"))->bonusCells.size(), 1);
        QCOMPARE(d.recommended, QStringLiteral("b"));
        QCOMPARE(d.deferred.size(), 1);
        QCOMPARE(d.deferred.first().criterionId, QStringLiteral("later"));
        QCOMPARE(d.deferred.first().ownerEn, QStringLiteral("Algorithm team representative"));
        QCOMPARE(d.deferred.first().reviewDate, QDate(2027, 3, 31));
        QCOMPARE(d.sensitivity.size(), 1); // bonus criteria only
    }

    void setAsideCandidates()
    {
        // The set-aside candidate passes every gate and scores best: still no status, no rank.
        DecisionInput input = twoGates({QStringLiteral("a"), QStringLiteral("b")});
        input.candidates.append(candidate(QStringLiteral("aside"), 2, false));
        input.assessments.append(verdict(QStringLiteral("aside"), QStringLiteral("g-sec"), GateVerdict::Pass));
        input.assessments.append(verdict(QStringLiteral("aside"), QStringLiteral("g-hw"), GateVerdict::Pass));
        input.criteria.append(bonus(QStringLiteral("x"), 1.0, 2));
        input.scores = {score(QStringLiteral("aside"), QStringLiteral("x"), QStringLiteral("r"), 5),
                        score(QStringLiteral("a"), QStringLiteral("x"), QStringLiteral("r"), 2)};
        const Decision d = decide(input, kAsOf);
        const CandidateDecision* aside = d.candidate(QStringLiteral("aside"));
        QVERIFY(aside);
        QVERIFY(!aside->status);
        QVERIFY(!aside->rank);
        QVERIFY(!aside->shortlisted);
        QCOMPARE(*aside->bonusScore, 100.0); // for information
        QCOMPARE(d.setAside, strings({"aside"}));
        QCOMPARE(d.ranking, strings({"a", "b"}));
        QCOMPARE(d.recommended, QStringLiteral("a"));
    }

    void weightSensitivity()
    {
        // Weights x 2, y 2, z 1 (sum 5). a: x 5, y 1, z 3 -> numerator 10 + 2 + 3 = 15 -> 60 points.
        //                                b: x 1, y 4, z 3 -> numerator 2 + 8 + 3 = 13 -> 52 points.
        // x: N_a - N_b = 2 + (w - 2) x (5 - 1): tie at w = 1.5. At the tie "a" keeps the lead (a < b),
        //    so b leads only below 1.5.
        // y: N_a - N_b = 2 + (w - 2) x (1 - 4): tie at w = 2 + 2/3, b leads only above it.
        // z: both score 3, the weight cannot separate them: no change in [0, 10].
        DecisionInput input = twoGates({QStringLiteral("a"), QStringLiteral("b")});
        input.criteria.append(bonus(QStringLiteral("x"), 2.0, 2));
        input.criteria.append(bonus(QStringLiteral("y"), 2.0, 3));
        input.criteria.append(bonus(QStringLiteral("z"), 1.0, 4));
        for (const auto& [c, k, s] : QList<std::tuple<const char*, const char*, double>>{
                 {"a", "x", 5}, {"a", "y", 1}, {"a", "z", 3}, {"b", "x", 1}, {"b", "y", 4}, {"b", "z", 3}})
            input.scores.append(score(QLatin1String(c), QLatin1String(k), QStringLiteral("r"), s));
        const Decision d = decide(input, kAsOf);
        QCOMPARE(*d.candidate(QStringLiteral("a"))->bonusScore, 60.0);
        QCOMPARE(*d.candidate(QStringLiteral("b"))->bonusScore, 52.0);
        QCOMPARE(d.sensitivity.size(), 3);
        const WeightSensitivity& x = d.sensitivity.at(0);
        QCOMPARE(x.criterionId, QStringLiteral("x"));
        QVERIFY(x.threshold);
        QCOMPARE(*x.threshold, 1.5);
        QVERIFY(x.beyond);
        QCOMPARE(x.change(), -0.5);
        QVERIFY(!x.increase);
        QCOMPARE(x.newLeader, QStringLiteral("b"));
        const WeightSensitivity& y = d.sensitivity.at(1);
        QVERIFY(y.threshold);
        QVERIFY(qAbs(*y.threshold - (2.0 + 2.0 / 3.0)) < 1e-12);
        QVERIFY(y.beyond);
        QVERIFY(y.increase);
        QCOMPARE(y.newLeader, QStringLiteral("b"));
        QVERIFY(!d.sensitivity.at(2).threshold);
        QCOMPARE(d.sensitivity.at(2).rangeMax, 10.0);

        // Re-deciding just past the thresholds confirms them.
        DecisionInput moved = input;
        moved.criteria[2].weight = 1.49;
        QCOMPARE(decide(moved, kAsOf).recommended, QStringLiteral("b"));
        moved.criteria[2].weight = 1.5;
        QCOMPARE(decide(moved, kAsOf).recommended, QStringLiteral("a"));
    }

    void weightSensitivityTieGoesToChallenger()
    {
        // As above but the challenger has the smaller id, so the tie at the threshold is already
        // a change: "m" leads with 60 points, "c" has 52; x ties at weight 1.5 and "c" leads there.
        DecisionInput input = twoGates({QStringLiteral("m"), QStringLiteral("c")});
        input.criteria.append(bonus(QStringLiteral("x"), 2.0, 2));
        input.criteria.append(bonus(QStringLiteral("y"), 2.0, 3));
        input.criteria.append(bonus(QStringLiteral("z"), 1.0, 4));
        for (const auto& [c, k, s] : QList<std::tuple<const char*, const char*, double>>{
                 {"m", "x", 5}, {"m", "y", 1}, {"m", "z", 3}, {"c", "x", 1}, {"c", "y", 4}, {"c", "z", 3}})
            input.scores.append(score(QLatin1String(c), QLatin1String(k), QStringLiteral("r"), s));
        const Decision d = decide(input, kAsOf);
        QCOMPARE(d.recommended, QStringLiteral("m"));
        QCOMPARE(*d.sensitivity.at(0).threshold, 1.5);
        QVERIFY(!d.sensitivity.at(0).beyond);
        QCOMPARE(d.sensitivity.at(0).newLeader, QStringLiteral("c"));
        DecisionInput moved = input;
        moved.criteria[2].weight = 1.5;
        QCOMPARE(decide(moved, kAsOf).recommended, QStringLiteral("c"));
    }

    void sensitivityNeedsTwoEligible()
    {
        DecisionInput input = twoGates({QStringLiteral("a")});
        input.criteria.append(bonus(QStringLiteral("x"), 2.0, 2));
        const Decision d = decide(input, kAsOf);
        QCOMPARE(d.sensitivity.size(), 1);
        QVERIFY(!d.sensitivity.first().threshold);
    }

    void jsonDocument()
    {
        DecisionInput input = twoGates({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
        input.candidates.append(candidate(QStringLiteral("aside"), 3, false));
        input.criteria.append(bonus(QStringLiteral("x"), 1.0, 2));
        input.criteria.append(bonus(QStringLiteral("y"), 2.0, 3));
        // a: x 4, y unscored -> 100 x 4 / 15 = 26.666... -> 26.67 in JSON.
        input.scores = {score(QStringLiteral("a"), QStringLiteral("x"), QStringLiteral("r"), 4)};
        setVerdict(input,
                   verdict(QStringLiteral("b"), QStringLiteral("g-hw"), GateVerdict::Fail, QStringLiteral("No DGX")));
        setVerdict(input, waiver(QStringLiteral("c"), QStringLiteral("g-sec"), QDate(2026, 12, 31)));
        const Decision d = decide(input, kAsOf);
        const QJsonObject o = decisionJson(d, input, QStringLiteral("en"));
        QCOMPARE(o.value(QLatin1String("as_of")).toString(), QStringLiteral("2026-11-30"));
        QCOMPARE(o.value(QLatin1String("recommended")).toString(), QStringLiteral("a"));
        QCOMPARE(o.value(QLatin1String("alternative")).toString(), QStringLiteral("c"));
        QCOMPARE(o.value(QLatin1String("close_call")).toBool(), false); // 26.67 vs 0
        const QJsonArray list = o.value(QLatin1String("candidates")).toArray();
        QCOMPARE(list.size(), 4);
        const QJsonObject a = list.at(0).toObject();
        QCOMPARE(a.value(QLatin1String("id")).toString(), QStringLiteral("a"));
        QCOMPARE(a.value(QLatin1String("name")).toString(), QStringLiteral("a (en)"));
        QCOMPARE(a.value(QLatin1String("names")).toObject().value(QLatin1String("zh_CN")).toString(),
                 QStringLiteral("a（中文）"));
        QCOMPARE(a.value(QLatin1String("status")).toString(), QStringLiteral("eligible"));
        QCOMPARE(a.value(QLatin1String("bonus_score")).toDouble(), 26.67);
        QCOMPARE(a.value(QLatin1String("missing_scores")).toInt(), 1);
        QCOMPARE(a.value(QLatin1String("rank")).toInt(), 1);
        QVERIFY(a.value(QLatin1String("shortlisted")).toBool());
        const QJsonObject b = list.at(1).toObject();
        QCOMPARE(b.value(QLatin1String("status")).toString(), QStringLiteral("eliminated"));
        QVERIFY(b.value(QLatin1String("rank")).isNull());
        const QJsonObject failed = b.value(QLatin1String("failed_gates")).toArray().at(0).toObject();
        QCOMPARE(failed.value(QLatin1String("criterion_id")).toString(), QStringLiteral("g-hw"));
        QCOMPARE(failed.value(QLatin1String("title")).toString(), QStringLiteral("g-hw (gate)"));
        QCOMPARE(failed.value(QLatin1String("evidence")).toString(), QStringLiteral("No DGX"));
        const QJsonObject c = list.at(2).toObject();
        const QJsonObject waived = c.value(QLatin1String("waived_gates")).toArray().at(0).toObject();
        QCOMPARE(waived.value(QLatin1String("criterion_id")).toString(), QStringLiteral("g-sec"));
        QCOMPARE(waived.value(QLatin1String("owner")).toString(), QStringLiteral("Security lead"));
        QCOMPARE(waived.value(QLatin1String("expires")).toString(), QStringLiteral("2026-12-31"));
        QCOMPARE(c.value(QLatin1String("bonus_score")).toDouble(), 0.0);
        QCOMPARE(c.value(QLatin1String("missing_scores")).toInt(), 2);
        const QJsonObject aside = list.at(3).toObject();
        QVERIFY(aside.value(QLatin1String("status")).isNull());
        QVERIFY(aside.value(QLatin1String("rank")).isNull());
        QCOMPARE(aside.value(QLatin1String("shortlisted")).toBool(), false);

        // zh_CN picks the other names and titles; no Eligible candidate gives null choices.
        input.assessments.clear();
        const QJsonObject zh = decisionJson(decide(input, kAsOf), input, QStringLiteral("zh_CN"));
        QCOMPARE(
            zh.value(QLatin1String("candidates")).toArray().at(0).toObject().value(QLatin1String("name")).toString(),
            QStringLiteral("a（中文）"));
        const QJsonObject unknown = zh.value(QLatin1String("candidates"))
                                        .toArray()
                                        .at(0)
                                        .toObject()
                                        .value(QLatin1String("unknown_gates"))
                                        .toArray()
                                        .at(0)
                                        .toObject();
        QCOMPARE(unknown.value(QLatin1String("title")).toString(), QStringLiteral("g-sec（门槛）"));
        QCOMPARE(unknown.value(QLatin1String("evidence")).toString(), QString());
        QVERIFY(zh.value(QLatin1String("recommended")).isNull());
        QVERIFY(zh.value(QLatin1String("alternative")).isNull());
    }

    void gateMatrixCells()
    {
        DecisionInput input = twoGates({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
        input.candidates.append(candidate(QStringLiteral("aside"), 3, false));
        setVerdict(input,
                   verdict(QStringLiteral("a"), QStringLiteral("g-hw"), GateVerdict::Fail, QStringLiteral("No DGX")));
        setVerdict(input, waiver(QStringLiteral("b"), QStringLiteral("g-sec"), QDate(2026, 12, 31)));
        setVerdict(input, waiver(QStringLiteral("c"), QStringLiteral("g-sec"), QDate(2026, 11, 29)));
        input.assessments.removeIf([](const DecisionAssessment& x) {
            return x.candidateId == QLatin1String("c") && x.criterionId == QLatin1String("g-hw");
        });
        const Decision d = decide(input, kAsOf);
        const GateMatrix m = gateMatrix(d, input, QStringLiteral("en"));
        QCOMPARE(m.criterionIds, strings({"g-sec", "g-hw"}));
        QCOMPARE(m.columnTitles, strings({"g-sec (gate)", "g-hw (gate)"}));
        // Set-aside candidates take no status, but stay in sight: a greyed row after the shortlist.
        QCOMPARE(m.rows.size(), 4);
        QCOMPARE(m.rows.at(3).candidateId, QStringLiteral("aside"));
        QVERIFY(m.rows.at(3).setAside);
        QVERIFY(!m.rows.at(3).status.has_value());
        QCOMPARE(m.rows.at(3).cells.size(), 2);
        QVERIFY(!m.rows.at(0).setAside && !m.rows.at(1).setAside && !m.rows.at(2).setAside);
        QVERIFY(m.rows.at(0).eliminated);
        QCOMPARE(m.rows.at(0).cells.at(0).letter, QStringLiteral("P"));
        QCOMPARE(m.rows.at(0).cells.at(0).evidence, QStringLiteral("a/g-sec"));
        QCOMPARE(m.rows.at(0).cells.at(1).letter, QStringLiteral("F"));
        QCOMPARE(m.rows.at(0).cells.at(1).state, GateCellState::Fail);
        QVERIFY(m.rows.at(0).cells.at(1).tooltip.contains(QLatin1String("No DGX")));
        QVERIFY(!m.rows.at(1).eliminated);
        QCOMPARE(m.rows.at(1).cells.at(0).letter, QStringLiteral("W"));
        QCOMPARE(m.rows.at(1).cells.at(0).waiverExpires, QDate(2026, 12, 31));
        QVERIFY(m.rows.at(1).cells.at(0).tooltip.contains(QLatin1String("2026-12-31")));
        QCOMPARE(m.rows.at(2).cells.at(0).state, GateCellState::WaiverExpired);
        QCOMPARE(m.rows.at(2).cells.at(0).letter, QStringLiteral("W?"));
        QCOMPARE(m.rows.at(2).cells.at(1).state, GateCellState::Unknown);
        QCOMPARE(m.rows.at(2).cells.at(1).letter, QStringLiteral("?"));
        QVERIFY(!m.rows.at(2).cells.at(1).assessed);
        QCOMPARE(m.rows.at(2).status, CandidateStatus::Blocked);
    }

    void funnelAndBars()
    {
        // Gates: security (g-sec), data boundary (g-data), hardware (g-hw), in a custom position order.
        DecisionInput input =
            twoGates({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")});
        input.criteria.append(gate(QStringLiteral("g-data"), QStringLiteral("data_boundary"), 5));
        input.criteria.append(gate(QStringLiteral("g-custom"), QStringLiteral("vendor_viability"), 6));
        for (const QString& id : {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")}) {
            input.assessments.append(verdict(id, QStringLiteral("g-data"), GateVerdict::Pass));
            input.assessments.append(verdict(id, QStringLiteral("g-custom"), GateVerdict::Pass));
        }
        // a fails data boundary (step 2), b is unknown on security (blocked from step 1) and fails
        // hardware (step 3), c is unknown on hardware, d passes all.
        setVerdict(input, verdict(QStringLiteral("a"), QStringLiteral("g-data"), GateVerdict::Fail));
        setVerdict(input, verdict(QStringLiteral("b"), QStringLiteral("g-sec"), GateVerdict::Unknown));
        setVerdict(input, verdict(QStringLiteral("b"), QStringLiteral("g-hw"), GateVerdict::Fail));
        setVerdict(input, verdict(QStringLiteral("c"), QStringLiteral("g-hw"), GateVerdict::Unknown));
        input.criteria.append(bonus(QStringLiteral("x"), 3.0, 7));
        input.criteria.append(bonus(QStringLiteral("y"), 1.0, 8));
        input.criteria.append(bonus(QStringLiteral("zero"), 0.0, 9));
        input.scores = {score(QStringLiteral("d"), QStringLiteral("x"), QStringLiteral("r"), 4),
                        score(QStringLiteral("d"), QStringLiteral("y"), QStringLiteral("r"), 2)};
        const Decision d = decide(input, kAsOf);

        const EliminationFunnel funnel = eliminationFunnel(d, input);
        QCOMPARE(funnel.shortlisted, 4);
        QCOMPARE(funnel.steps.size(), 4); // security, data, hardware, then the custom category
        QCOMPARE(funnel.steps.at(0).category, QStringLiteral("security_identity"));
        QCOMPARE(funnel.steps.at(1).category, QStringLiteral("data_boundary"));
        QCOMPARE(funnel.steps.at(2).category, QStringLiteral("hardware_compat"));
        QCOMPARE(funnel.steps.at(3).category, QStringLiteral("vendor_viability"));
        QCOMPARE(funnel.steps.at(0).remaining, 4);
        QCOMPARE(funnel.steps.at(0).blocked, 1); // b
        QCOMPARE(funnel.steps.at(1).remaining, 3);
        QCOMPARE(funnel.steps.at(1).eliminatedHere, strings({"a"}));
        QCOMPARE(funnel.steps.at(1).blocked, 1);
        QCOMPARE(funnel.steps.at(2).remaining, 2); // c (blocked) and d
        QCOMPARE(funnel.steps.at(2).eliminatedHere, strings({"b"}));
        QCOMPARE(funnel.steps.at(2).blocked, 1);
        QCOMPARE(funnel.steps.at(3).remaining, 2);
        QCOMPARE(funnel.steps.at(3).criterionIds, strings({"g-custom"}));

        // d: x 4 (w 3), y 2 (w 1), weight sum 4: x = 100 x 12 / 20 = 60, y = 100 x 2 / 20 = 10.
        const BonusBars bars = bonusBars(d, input, QStringLiteral("en"));
        QCOMPARE(bars.criterionIds, strings({"x", "y"})); // weight 0 has no segment
        QCOMPARE(bars.bars.size(), 1);
        QCOMPARE(bars.bars.first().candidateId, QStringLiteral("d"));
        QCOMPARE(bars.bars.first().score, 70.0);
        QCOMPARE(bars.bars.first().segments.size(), 2);
        QCOMPARE(bars.bars.first().segments.at(0).points, 60.0);
        QCOMPARE(bars.bars.first().segments.at(1).points, 10.0);
        QCOMPARE(bars.stopped.size(), 3);
        QCOMPARE(bars.stopped.at(0).candidateId, QStringLiteral("a"));
        QCOMPARE(bars.stopped.at(0).criterionId, QStringLiteral("g-data"));
        QCOMPARE(bars.stopped.at(1).criterionId, QStringLiteral("g-hw")); // b: the Fail, not the earlier Unknown
        QCOMPARE(bars.stopped.at(1).status, CandidateStatus::Eliminated);
        QCOMPARE(bars.stopped.at(2).criterionId, QStringLiteral("g-hw"));
        QCOMPARE(bars.stopped.at(2).status, CandidateStatus::Blocked);
        QCOMPARE(bars.stopped.at(2).gateTitle, QStringLiteral("g-hw (gate)"));
    }
};

QTEST_GUILESS_MAIN(TestDecision)
#include "tst_decision.moc"
