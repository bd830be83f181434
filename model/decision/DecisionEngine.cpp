#include "decision/DecisionEngine.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace gatebench {

namespace {

/// Scores are compared at 1e-6 points: an integer key makes the comparison a strict weak order
/// (an epsilon comparison would not be transitive) and absorbs floating-point noise.
qint64 scoreKey(double points)
{
    return std::llround(points * 1e6);
}
qint64 scoreKey(const std::optional<double>& points)
{
    return scoreKey(points.value_or(0.0));
}

template <typename T>
QList<T> inCommitteeOrder(QList<T> items)
{
    std::stable_sort(items.begin(), items.end(), [](const T& a, const T& b) {
        return a.position != b.position ? a.position < b.position : a.id < b.id;
    });
    return items;
}

double effectiveWeight(const DecisionCriterion& criterion)
{
    if (!criterion.weight)
        return 1.0;
    const double w = *criterion.weight;
    return std::isfinite(w) && w > 0 ? w : 0.0;
}

QString cellKey(const QString& candidate, const QString& criterion)
{
    return candidate + QChar(0x1f) + criterion;
}

/// Judges one gate cell. Returns the effective verdict (Pass, Fail, Unknown or Waived) and fills
/// `finding` with what was recorded.
GateVerdict judgeGate(const DecisionAssessment* assessment, QDate asOf, GateFinding& finding)
{
    if (!assessment)
        return GateVerdict::Unknown;
    finding.assessed = true;
    finding.recorded = assessment->verdict;
    finding.evidence = assessment->evidence;
    finding.borderline =
        assessment->borderline || (assessment->metric && assessment->metric->computed == MetricVerdict::Borderline);
    if (assessment->metric) {
        const MetricGateFacts& metric = *assessment->metric;
        finding.metric = metric;
        if (metric.override) {
            finding.recorded = *metric.override;
            return *metric.override;
        }
        switch (metric.computed) {
        case MetricVerdict::Pass:
            finding.recorded = GateVerdict::Pass;
            return GateVerdict::Pass;
        case MetricVerdict::Fail:
            // A waiver never covers a Fail, computed or recorded.
            finding.recorded = GateVerdict::Fail;
            return GateVerdict::Fail;
        case MetricVerdict::Unknown:
        case MetricVerdict::Borderline:
            if (assessment->verdict != GateVerdict::Waived) {
                finding.recorded = GateVerdict::Unknown;
                return GateVerdict::Unknown;
            }
            break; // a waiver over a computed Unknown: judged as any waiver below
        }
    }
    switch (assessment->verdict) {
    case GateVerdict::Pass:
        return GateVerdict::Pass;
    case GateVerdict::Fail:
        // A waiver over a Fail is invalid input: the Fail stands and the waiver fields are ignored.
        return GateVerdict::Fail;
    case GateVerdict::Unknown:
        return GateVerdict::Unknown;
    case GateVerdict::Waived:
        break;
    }
    finding.waiverOwner = assessment->waiverOwner;
    finding.waiverReason = assessment->waiverReason;
    finding.waiverExpires = assessment->waiverExpires;
    if (assessment->waiverOwner.trimmed().isEmpty() || assessment->waiverReason.trimmed().isEmpty() ||
        !assessment->waiverExpires.isValid()) {
        finding.waiver = WaiverState::Incomplete;
        return GateVerdict::Unknown;
    }
    // Valid through the expiry date inclusive.
    if (asOf > assessment->waiverExpires) {
        finding.waiver = WaiverState::Expired;
        return GateVerdict::Unknown;
    }
    finding.waiver = WaiverState::Valid;
    return GateVerdict::Waived;
}

struct Ranked {
    QString id;
    qint64 key = 0;
};

bool ranksBefore(const Ranked& a, const Ranked& b)
{
    return a.key != b.key ? a.key > b.key : a.id < b.id;
}

/// The weight sensitivity of bonus criterion `k`. `cells[c][j]` is candidate c's cell score (0 when
/// unscored), `weights[j]` the weights in use, `eligible` the ranking (leader first).
///
/// All candidates share the denominator 5 x sum(w), so the order is the order of the numerators
/// N_c(w) = A_c + w x s_ck, which are linear in the weight w of criterion k. The leader L loses the
/// lead to challenger c where N_L(w) = N_c(w); a tie there goes to the smaller id. The smallest
/// such move over all challengers, in either direction, is the answer.
WeightSensitivity sensitivityOf(int k, const QString& criterionId, const QList<double>& weights,
                                const QStringList& ranking, const QHash<QString, QList<double>>& cells)
{
    WeightSensitivity result;
    result.criterionId = criterionId;
    result.weight = weights.at(k);
    result.rangeMax = std::max(kSensitivityMaxWeight, result.weight);
    if (ranking.size() < 2)
        return result;

    double weightSum = 0;
    for (double w : weights)
        weightSum += w;
    const auto numerator = [&](const QString& id) {
        double sum = 0;
        const QList<double> s = cells.value(id);
        for (int j = 0; j < weights.size(); ++j)
            sum += weights.at(j) * s.at(j);
        return sum;
    };
    // The same quantized score `decide` ranks by, so that "tied now" means what the ranking says.
    const auto keyOf = [&](double n) { return weightSum > 0 ? scoreKey(100.0 * n / (5.0 * weightSum)) : 0; };
    const QString leader = ranking.first();
    const double leaderN = numerator(leader);
    const double leaderS = cells.value(leader).at(k);

    struct Crossing {
        double threshold = 0;
        bool beyond = false;
        bool increasing = false;
        double slope = 0; ///< how fast the challenger gains past the threshold
        QString challenger;
    };
    std::optional<Crossing> best;
    for (int i = 1; i < ranking.size(); ++i) {
        const QString& challenger = ranking.at(i);
        const double slope = leaderS - cells.value(challenger).at(k); // d/dw of N_L - N_c
        if (slope == 0.0)
            continue;
        const double challengerN = numerator(challenger);
        const double gap = keyOf(leaderN) == keyOf(challengerN) ? 0.0 : std::max(0.0, leaderN - challengerN);
        Crossing crossing;
        crossing.threshold = result.weight - gap / slope;
        // Rounding must not move a threshold off the ends of the range (e.g. 2e-16 for 0).
        const double snap = 1e-9 * std::max(1.0, result.rangeMax);
        if (std::abs(crossing.threshold) < snap)
            crossing.threshold = 0;
        else if (std::abs(crossing.threshold - result.rangeMax) < snap)
            crossing.threshold = result.rangeMax;
        crossing.beyond = !(challenger < leader);
        crossing.slope = std::abs(slope);
        crossing.challenger = challenger;
        crossing.increasing = slope < 0;
        const bool increasing = crossing.increasing;
        // Past the threshold means above it when increasing, below it when decreasing.
        if (crossing.threshold < 0 || crossing.threshold > result.rangeMax)
            continue;
        if (crossing.beyond && (increasing ? crossing.threshold >= result.rangeMax : crossing.threshold <= 0))
            continue;
        // Where every weight is 0 all scores are null and only ids decide: the linear model says
        // the same, since every numerator is 0 there.
        if (!best) {
            best = crossing;
            continue;
        }
        const double d = std::abs(crossing.threshold - result.weight);
        const double bestD = std::abs(best->threshold - result.weight);
        if (d < bestD - 1e-12) {
            best = crossing;
        } else if (std::abs(d - bestD) <= 1e-12) {
            // Same move. At the threshold all of them tie with the leader, so a change reached there
            // goes to the smallest id; past it, to whoever gains fastest, then the smallest id.
            if (best->beyond != crossing.beyond) {
                if (!crossing.beyond)
                    best = crossing;
            } else if (!crossing.beyond || crossing.slope == best->slope) {
                if (crossing.challenger < best->challenger)
                    best = crossing;
            } else if (crossing.slope > best->slope) {
                best = crossing;
            }
        }
    }
    if (best) {
        result.threshold = best->threshold;
        result.beyond = best->beyond;
        result.increase = best->increasing;
        result.newLeader = best->challenger;
    }
    return result;
}

} // namespace

const DecisionCandidate* DecisionInput::candidate(const QString& id) const
{
    for (const DecisionCandidate& c : candidates) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

const DecisionCriterion* DecisionInput::criterion(const QString& id) const
{
    for (const DecisionCriterion& c : criteria) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

const GateFinding* CandidateDecision::stoppingGate() const
{
    if (!failedGates.isEmpty())
        return &failedGates.first();
    if (!unknownGates.isEmpty())
        return &unknownGates.first();
    return nullptr;
}

QStringList CandidateDecision::provisionalCells() const
{
    QStringList cells;
    for (const BonusCell& cell : bonusCells) {
        if (cell.provisional)
            cells.append(cell.criterionId);
    }
    return cells;
}

const CandidateDecision* Decision::candidate(const QString& id) const
{
    for (const CandidateDecision& c : candidates) {
        if (c.candidateId == id)
            return &c;
    }
    return nullptr;
}

Decision decide(const DecisionInput& input, QDate asOf)
{
    Decision decision;
    decision.asOf = asOf;

    const QList<DecisionCandidate> candidates = inCommitteeOrder(input.candidates);
    const QList<DecisionCriterion> criteria = inCommitteeOrder(input.criteria);

    QHash<QString, const DecisionAssessment*> assessments;
    for (const DecisionAssessment& a : input.assessments)
        assessments.insert(cellKey(a.candidateId, a.criterionId), &a);

    struct CellScores {
        double sum = 0;
        int count = 0;
        double low = 5;
        double high = 0;
        double consensusSum = 0;
        int consensusCount = 0;
    };
    const auto clamped = [](double score) { return std::isfinite(score) ? std::clamp(score, 0.0, 5.0) : 0.0; };
    QHash<QString, CellScores> scoreCells;
    for (const DecisionScore& s : input.scores) {
        const double score = clamped(s.score);
        CellScores& cell = scoreCells[cellKey(s.candidateId, s.criterionId)];
        cell.sum += score;
        ++cell.count;
        cell.low = std::min(cell.low, score);
        cell.high = std::max(cell.high, score);
    }
    for (const DecisionConsensus& c : input.consensus) {
        CellScores& cell = scoreCells[cellKey(c.candidateId, c.criterionId)];
        cell.consensusSum += clamped(c.score);
        ++cell.consensusCount;
    }
    const double flagPoints = std::isfinite(input.spreadFlagPoints) ? input.spreadFlagPoints : kDefaultSpreadFlagPoints;

    QList<const DecisionCriterion*> gates;
    QList<const DecisionCriterion*> bonus;
    QList<double> weights;
    double weightSum = 0;
    for (const DecisionCriterion& c : criteria) {
        switch (c.tier) {
        case CriterionTier::Gate:
            gates.append(&c);
            break;
        case CriterionTier::Bonus:
            bonus.append(&c);
            weights.append(effectiveWeight(c));
            weightSum += weights.last();
            break;
        case CriterionTier::Deferred:
            decision.deferred.append({c.id, c.titleZh, c.titleEn, c.ownerZh, c.ownerEn, c.reviewDate});
            break;
        }
    }

    QHash<QString, QList<double>> cellScores; // per candidate, per bonus criterion, 0 when unscored
    QList<Ranked> eligible;
    for (const DecisionCandidate& candidate : candidates) {
        CandidateDecision result;
        result.candidateId = candidate.id;
        result.shortlisted = candidate.shortlisted;

        for (const DecisionCriterion* gate : std::as_const(gates)) {
            GateFinding finding;
            finding.criterionId = gate->id;
            switch (judgeGate(assessments.value(cellKey(candidate.id, gate->id)), asOf, finding)) {
            case GateVerdict::Pass:
                if (finding.borderline)
                    result.borderlineGates.append(finding);
                break;
            case GateVerdict::Fail:
                result.failedGates.append(finding);
                break;
            case GateVerdict::Unknown:
                result.unknownGates.append(finding);
                break;
            case GateVerdict::Waived:
                result.waivedGates.append(finding);
                break;
            }
        }

        QList<double>& scores = cellScores[candidate.id];
        double numerator = 0;
        for (int j = 0; j < bonus.size(); ++j) {
            BonusCell cell;
            cell.criterionId = bonus.at(j)->id;
            cell.weight = weights.at(j);
            const auto it = scoreCells.constFind(cellKey(candidate.id, cell.criterionId));
            if (it != scoreCells.constEnd() && (it->count > 0 || it->consensusCount > 0)) {
                cell.reviewers = it->count;
                cell.consensus = it->consensusCount > 0;
                cell.spread = it->count > 0 ? it->high - it->low : 0.0;
                cell.score = cell.consensus ? it->consensusSum / it->consensusCount : it->sum / it->count;
                cell.provisional = !cell.consensus && it->count > 1 && cell.spread >= flagPoints - 1e-9;
            } else if (cell.weight > 0) {
                ++result.missingScores;
            }
            scores.append(cell.score.value_or(0.0));
            numerator += cell.weight * cell.score.value_or(0.0);
            if (weightSum > 0)
                cell.points = 100.0 * cell.weight * cell.score.value_or(0.0) / (5.0 * weightSum);
            result.bonusCells.append(cell);
        }
        if (weightSum > 0)
            result.bonusScore = 100.0 * numerator / (5.0 * weightSum);

        if (candidate.shortlisted) {
            result.status = !result.failedGates.isEmpty()    ? CandidateStatus::Eliminated
                            : !result.unknownGates.isEmpty() ? CandidateStatus::Blocked
                                                             : CandidateStatus::Eligible;
            if (*result.status == CandidateStatus::Eligible)
                eligible.append({candidate.id, scoreKey(result.bonusScore)});
        } else {
            decision.setAside.append(candidate.id);
        }
        decision.candidates.append(result);
    }

    std::sort(eligible.begin(), eligible.end(), ranksBefore);
    for (int i = 0; i < eligible.size(); ++i) {
        decision.ranking.append(eligible.at(i).id);
        for (CandidateDecision& c : decision.candidates) {
            if (c.candidateId == eligible.at(i).id)
                c.rank = i + 1;
        }
    }
    if (!decision.ranking.isEmpty())
        decision.recommended = decision.ranking.at(0);
    if (decision.ranking.size() >= 2) {
        decision.alternative = decision.ranking.at(1);
        const auto scoreOf = [&](const QString& id) { return decision.candidate(id)->bonusScore.value_or(0.0); };
        decision.margin = scoreOf(decision.recommended) - scoreOf(decision.alternative);
        decision.closeCall = eligible.at(0).key - eligible.at(1).key <= scoreKey(kCloseCallPoints);
    }

    for (int k = 0; k < bonus.size(); ++k)
        decision.sensitivity.append(sensitivityOf(k, bonus.at(k)->id, weights, decision.ranking, cellScores));
    if (input.sealed)
        seal(decision);
    return decision;
}

void seal(Decision& decision)
{
    decision.sealed = true;
    for (CandidateDecision& c : decision.candidates) {
        c.bonusScore.reset();
        c.rank.reset();
        c.missingScores = 0;
        for (BonusCell& cell : c.bonusCells) {
            cell.score.reset();
            cell.consensus = false;
            cell.provisional = false; // a provisional mean would tell how far the sealed scores lie apart
            cell.spread = 0;
            cell.reviewers = 0;
            cell.points = 0;
        }
    }
    decision.ranking.clear();
    decision.recommended.clear();
    decision.alternative.clear();
    decision.margin.reset();
    decision.closeCall = false;
    decision.sensitivity.clear();
}

} // namespace gatebench
