// Properties of the gate-first decision over thousands of random evaluations (fixed seed, so a
// failure is repeatable): gates are never averaged away, Unknown never passes, bonus scores never
// touch a gate, the ranking is sorted and the recommendation follows it, and the reported weight
// sensitivity is what re-deciding with the changed weight gives.
#include "decision/DecisionEngine.h"

#include <QtTest>

#include <cmath>

using namespace gatebench;

namespace {

/// SplitMix64: the same sequence on every platform.
class Rng {
public:
    explicit Rng(quint64 seed)
        : m_state(seed)
    {}
    quint64 next()
    {
        quint64 z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    int below(int n) { return int(next() % quint64(n)); }
    bool chance(int percent) { return below(100) < percent; }

private:
    quint64 m_state;
};

const QDate kBase(2026, 11, 30);
constexpr int kCases = 5000;

struct Case {
    DecisionInput input;
    QDate asOf;
};

double randomScore(Rng& rng)
{
    return 0.5 * rng.below(11);
} // 0, 0.5, ..., 5

Case randomCase(Rng& rng)
{
    Case c;
    c.asOf = kBase.addDays(rng.below(7) - 3);
    DecisionInput& in = c.input;

    const QStringList categories{QStringLiteral("security_identity"), QStringLiteral("data_boundary"),
                                 QStringLiteral("hardware_compat"),   QStringLiteral("resource_availability"),
                                 QStringLiteral("key_workflow"),      QStringLiteral("custom")};
    const int gates = rng.below(6);
    const int bonuses = rng.below(5);
    const int deferreds = rng.below(3);
    int position = 0;
    for (int i = 0; i < gates + bonuses + deferreds; ++i) {
        DecisionCriterion k;
        k.id = QStringLiteral("k%1").arg(i);
        k.tier = i < gates ? CriterionTier::Gate : i < gates + bonuses ? CriterionTier::Bonus : CriterionTier::Deferred;
        k.category = categories.at(rng.below(int(categories.size())));
        k.titleEn = k.id;
        // Positions repeat now and then, so that the id decides the order.
        k.position = rng.chance(20) ? position : ++position;
        if (k.tier != CriterionTier::Gate) {
            const int roll = rng.below(100);
            if (roll < 15)
                k.weight = std::nullopt;
            else if (roll < 25)
                k.weight = 0.0;
            else
                k.weight = 0.5 * (1 + rng.below(10));
        }
        in.criteria.append(k);
    }
    // Listed out of order: the engine must restore committee order itself.
    if (rng.chance(50))
        std::reverse(in.criteria.begin(), in.criteria.end());

    const int candidates = 1 + rng.below(6);
    for (int i = 0; i < candidates; ++i) {
        DecisionCandidate cand;
        cand.id = QStringLiteral("c%1").arg(rng.below(1000), 3, 10, QLatin1Char('0'));
        if (in.candidate(cand.id))
            continue;
        cand.position = rng.below(4);
        cand.shortlisted = !rng.chance(15);
        if (!cand.shortlisted)
            cand.setAsideReason = QStringLiteral("outside the framework");
        in.candidates.append(cand);
    }

    for (const DecisionCandidate& cand : std::as_const(in.candidates)) {
        for (const DecisionCriterion& k : std::as_const(in.criteria)) {
            // Verdict rows also on bonus and deferred criteria: they must be ignored.
            if (rng.chance(k.tier == CriterionTier::Gate ? 85 : 10)) {
                DecisionAssessment a;
                a.candidateId = cand.id;
                a.criterionId = k.id;
                const int roll = rng.below(100);
                a.verdict = roll < 55   ? GateVerdict::Pass
                            : roll < 65 ? GateVerdict::Fail
                            : roll < 75 ? GateVerdict::Unknown
                                        : GateVerdict::Waived;
                // Waiver fields: on waivers, and now and then (invalidly) on a Fail.
                if (a.verdict == GateVerdict::Waived || (a.verdict == GateVerdict::Fail && rng.chance(30))) {
                    a.waiverOwner = rng.chance(90) ? QStringLiteral("owner") : QString();
                    a.waiverReason = QStringLiteral("reason");
                    a.waiverExpires = rng.chance(95) ? kBase.addDays(rng.below(9) - 4) : QDate();
                }
                in.assessments.append(a);
            }
            if (k.tier == CriterionTier::Gate && !rng.chance(5))
                continue;
            const int reviewers = rng.below(4);
            for (int r = 0; r < reviewers; ++r) {
                const double score = randomScore(rng);
                in.scores.append({cand.id, k.id, QStringLiteral("r%1").arg(r), score});
                if (rng.chance(10)) // the chair's consensus score of the cell
                    in.consensus.append({cand.id, k.id, score});
            }
        }
    }
    return c;
}

// ---- An independent statement of the rules, written plainly from DOMAIN.md ----

const DecisionAssessment* findAssessment(const DecisionInput& in, const QString& cand, const QString& crit)
{
    for (const DecisionAssessment& a : in.assessments) {
        if (a.candidateId == cand && a.criterionId == crit)
            return &a;
    }
    return nullptr;
}

bool hasFail(const DecisionInput& in, const QString& cand)
{
    for (const DecisionCriterion& k : in.criteria) {
        const DecisionAssessment* a = findAssessment(in, cand, k.id);
        if (k.tier == CriterionTier::Gate && a && a->verdict == GateVerdict::Fail)
            return true;
    }
    return false;
}

/// A gate that is neither Pass, nor Fail, nor validly waived on `asOf`.
bool hasUnknown(const DecisionInput& in, const QString& cand, QDate asOf)
{
    for (const DecisionCriterion& k : in.criteria) {
        if (k.tier != CriterionTier::Gate)
            continue;
        const DecisionAssessment* a = findAssessment(in, cand, k.id);
        if (!a || a->verdict == GateVerdict::Unknown)
            return true;
        if (a->verdict == GateVerdict::Waived && (a->waiverOwner.isEmpty() || a->waiverReason.isEmpty() ||
                                                  !a->waiverExpires.isValid() || asOf > a->waiverExpires))
            return true;
    }
    return false;
}

struct Expected {
    std::optional<double> score;
    int missing = 0;
};

Expected expectedScore(const DecisionInput& in, const QString& cand)
{
    double num = 0;
    double den = 0;
    Expected e;
    for (const DecisionCriterion& k : in.criteria) {
        if (k.tier != CriterionTier::Bonus)
            continue;
        const double w = k.weight ? *k.weight : 1.0;
        if (w <= 0)
            continue;
        double sum = 0, consensus = 0;
        int n = 0, nc = 0;
        for (const DecisionScore& s : in.scores) {
            if (s.candidateId == cand && s.criterionId == k.id) {
                sum += s.score;
                ++n;
            }
        }
        for (const DecisionConsensus& c : in.consensus) {
            if (c.candidateId == cand && c.criterionId == k.id) {
                consensus += c.score;
                ++nc;
            }
        }
        if (n == 0)
            ++e.missing;
        const double cell = nc > 0 ? consensus / nc : n > 0 ? sum / n : 0.0;
        num += w * cell;
        den += 5 * w;
    }
    if (den > 0)
        e.score = 100 * num / den;
    return e;
}

QStringList findingIds(const QList<GateFinding>& findings)
{
    QStringList ids;
    for (const GateFinding& f : findings)
        ids.append(f.criterionId);
    return ids;
}

QString leaderWithWeight(const Case& c, const QString& criterionId, double weight)
{
    DecisionInput in = c.input;
    for (DecisionCriterion& k : in.criteria) {
        if (k.id == criterionId)
            k.weight = weight;
    }
    return decide(in, c.asOf).recommended;
}

} // namespace

class TestDecisionProperty : public QObject {
    Q_OBJECT

private slots:
    void randomEvaluations()
    {
        Rng rng(20261130);
        int withRecommendation = 0, withAlternative = 0, closeCalls = 0, thresholds = 0, eliminated = 0, blocked = 0,
            expiredWaivers = 0;
        for (int n = 0; n < kCases; ++n) {
            const Case c = randomCase(rng);
            const Decision d = decide(c.input, c.asOf);
            const QByteArray where = "case " + QByteArray::number(n);

            QCOMPARE(d.candidates.size(), c.input.candidates.size());
            QStringList expectedRanking;
            for (const CandidateDecision& cd : d.candidates) {
                const DecisionCandidate* cand = c.input.candidate(cd.candidateId);
                QVERIFY2(cand, where);
                const bool fail = hasFail(c.input, cd.candidateId);
                const bool unknown = hasUnknown(c.input, cd.candidateId, c.asOf);
                if (!cand->shortlisted) {
                    QVERIFY2(!cd.status && !cd.rank && d.setAside.contains(cd.candidateId), where);
                    continue;
                }
                QVERIFY2(cd.status, where);
                const CandidateStatus expected = fail      ? CandidateStatus::Eliminated
                                                 : unknown ? CandidateStatus::Blocked
                                                           : CandidateStatus::Eligible;
                QVERIFY2(*cd.status == expected, where);
                eliminated += expected == CandidateStatus::Eliminated;
                blocked += expected == CandidateStatus::Blocked;
                for (const GateFinding& f : cd.unknownGates)
                    expiredWaivers += f.waiver == WaiverState::Expired;
                // A failed gate is never ranked or recommended; an unknown one never recommended.
                if (fail || unknown) {
                    QVERIFY2(!cd.rank, where);
                    QVERIFY2(d.recommended != cd.candidateId && d.alternative != cd.candidateId, where);
                } else {
                    QVERIFY2(cd.rank, where);
                }
                const Expected e = expectedScore(c.input, cd.candidateId);
                QVERIFY2(e.score.has_value() == cd.bonusScore.has_value(), where);
                if (e.score) {
                    QVERIFY2(std::abs(*e.score - *cd.bonusScore) < 1e-9, where);
                    QVERIFY2(*cd.bonusScore >= -1e-9 && *cd.bonusScore <= 100 + 1e-9, where);
                }
                QVERIFY2(e.missing == cd.missingScores, where);
            }

            // The ranking is sorted (score descending, ties by id) and matches ranks and choices.
            for (int i = 0; i < d.ranking.size(); ++i) {
                const CandidateDecision* cd = d.candidate(d.ranking.at(i));
                QVERIFY2(cd->status == CandidateStatus::Eligible && cd->rank == i + 1, where);
                if (i + 1 < d.ranking.size()) {
                    const double s0 = d.candidate(d.ranking.at(i))->bonusScore.value_or(0);
                    const double s1 = d.candidate(d.ranking.at(i + 1))->bonusScore.value_or(0);
                    QVERIFY2(s0 > s1 - 1e-7, where);
                    if (std::abs(s0 - s1) < 1e-7)
                        QVERIFY2(d.ranking.at(i) < d.ranking.at(i + 1), where);
                }
            }
            QCOMPARE(d.recommended, d.ranking.value(0));
            QCOMPARE(d.alternative, d.ranking.value(1));
            withRecommendation += !d.recommended.isEmpty();
            withAlternative += !d.alternative.isEmpty();
            if (d.ranking.size() >= 2) {
                const double margin = d.candidate(d.ranking.at(0))->bonusScore.value_or(0) -
                                      d.candidate(d.ranking.at(1))->bonusScore.value_or(0);
                QVERIFY2(d.closeCall == (margin <= 10 + 1e-7), where);
                closeCalls += d.closeCall;
            } else {
                QVERIFY2(!d.closeCall, where);
            }

            // Changing bonus scores never changes a gate.
            DecisionInput rescored = c.input;
            for (DecisionScore& s : rescored.scores)
                s.score = randomScore(rng);
            if (!rescored.scores.isEmpty() && rng.chance(50))
                rescored.scores.removeLast();
            const Decision after = decide(rescored, c.asOf);
            for (int i = 0; i < d.candidates.size(); ++i) {
                const CandidateDecision& x = d.candidates.at(i);
                const CandidateDecision& y = after.candidates.at(i);
                QVERIFY2(x.status == y.status, where);
                QVERIFY2(findingIds(x.failedGates) == findingIds(y.failedGates), where);
                QVERIFY2(findingIds(x.unknownGates) == findingIds(y.unknownGates), where);
                QVERIFY2(findingIds(x.waivedGates) == findingIds(y.waivedGates), where);
            }
            QVERIFY2(after.ranking.size() == d.ranking.size(), where);

            // Weight sensitivity agrees with re-deciding (every 4th case: it re-decides a lot).
            if (n % 4 != 0 || d.ranking.size() < 2)
                continue;
            for (const WeightSensitivity& s : d.sensitivity) {
                if (!s.threshold) {
                    const QByteArray cell = where + ' ' + s.criterionId.toLatin1();
                    for (int step = 0; step <= 40; ++step)
                        QVERIFY2(leaderWithWeight(c, s.criterionId, s.rangeMax * step / 40.0) == d.recommended, cell);
                    continue;
                }
                ++thresholds;
                const double t = *s.threshold;
                QVERIFY2(t >= 0 && t <= s.rangeMax, where);
                QVERIFY2(s.increase ? t >= s.weight : t <= s.weight, where);
                if (!s.beyond) {
                    QVERIFY2(leaderWithWeight(c, s.criterionId, t) == s.newLeader, where);
                    QVERIFY2(s.newLeader != d.recommended, where);
                } else {
                    const double room = s.increase ? s.rangeMax - t : t;
                    QVERIFY2(room > 0, where);
                    const double past = t + (s.increase ? 1 : -1) * std::min(1e-3, room / 2);
                    QVERIFY2(leaderWithWeight(c, s.criterionId, past) != d.recommended, where);
                    // Only past it: at the threshold itself the tie still goes to the leader.
                    QVERIFY2(leaderWithWeight(c, s.criterionId, t) == d.recommended, where);
                }
                // Anywhere strictly between the current weight and the threshold, the leader stays.
                if (std::abs(t - s.weight) > 1e-6)
                    QVERIFY2(leaderWithWeight(c, s.criterionId, (t + s.weight) / 2) == d.recommended, where);
            }
        }
        // The generator reaches every situation the properties speak about.
        qInfo("recommendations %d, alternatives %d, close calls %d, thresholds %d, eliminated %d, blocked %d, "
              "expired waivers %d",
              withRecommendation, withAlternative, closeCalls, thresholds, eliminated, blocked, expiredWaivers);
        QVERIFY(withRecommendation > kCases / 10);
        QVERIFY(withAlternative > kCases / 50);
        QVERIFY(closeCalls > 0 && thresholds > 0 && eliminated > 0 && blocked > 0 && expiredWaivers > 0);
    }
};

QTEST_GUILESS_MAIN(TestDecisionProperty)
#include "tst_decision_property.moc"
