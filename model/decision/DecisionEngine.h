#pragma once

// The gate-first decision rules, and nothing else: plain typed input (decision/DecisionLoader.h reads
// it from a workspace), plain typed output, enums for tiers, verdicts, statuses and waivers. The
// engine loads nothing and formats nothing: keys are in DecisionKeys.h, and every wording of a
// decision (command line, JSON, decision panel, Overview) is in DecisionDocument.h.

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gatebench {

enum class CriterionTier { Gate, Bonus, Deferred };
enum class GateVerdict { Pass, Fail, Unknown, Waived };
enum class CandidateStatus { Eligible, Blocked, Eliminated };

/// Whether a recorded waiver holds on the as-of date. Only a Waived verdict has a waiver that counts.
enum class WaiverState {
    None,      ///< no waiver
    Valid,     ///< owner, reason and expiry present, as-of date on or before the expiry date
    Expired,   ///< the as-of date is after the expiry date: the gate counts as Unknown
    Incomplete ///< owner, reason or expiry missing: never valid, the gate counts as Unknown
};

/// The committee's close-call margin, in bonus score points (inclusive).
inline constexpr double kCloseCallPoints = 10.0;
/// Weight sensitivity looks for a leader change with the criterion's weight anywhere in
/// [0, max(kSensitivityMaxWeight, current weight)].
inline constexpr double kSensitivityMaxWeight = 10.0;

// ---- Input: what the committee recorded, as plain values (no storage, no Qt SQL). ----

struct DecisionCandidate {
    QString id;
    QString nameZh;
    QString nameEn;
    bool shortlisted = true;
    QString setAsideReason;
    bool inPoc = false;
    int position = 0;
};

struct DecisionCriterion {
    QString id;
    CriterionTier tier = CriterionTier::Gate;
    QString category;
    QString titleZh;
    QString titleEn;
    std::optional<double> weight; ///< bonus only; null counts as 1, 0 leaves the criterion out of the score
    bool evidenceRequired = false;
    QString ownerZh;
    QString ownerEn;
    QDate reviewDate; ///< deferred items; invalid when none
    int position = 0;
};

/// A verdict computed from the PoC runs by a criterion's metric rule (model/poc/MetricRule.h).
enum class MetricVerdict {
    Pass,
    Fail,
    Unknown,   ///< too few runs, no figure, or a stored rule that cannot be read
    Borderline ///< the figure lies within the rule's band around the threshold: needs the chair's review
};

/// One run a computed verdict rests on: its id as the result file names it and where it came from.
struct MetricRunRef {
    QString runId;      ///< empty when the file named none
    int runNo = 0;      ///< 1-based order among its candidate's runs of the scenario
    QString sourceFile; ///< empty when not imported
    qint64 sourceLine = 0;
};

/// What a metric gate (a gate criterion with a metric rule) computed for one candidate, with the
/// chair's override. Filled by decision/DecisionLoader.h (model/poc/MetricRule.h computes it); the
/// engine only applies the rules below to it, and DecisionDocument renders it.
struct MetricGateFacts {
    MetricVerdict computed = MetricVerdict::Unknown;
    QString ruleError;  ///< non-empty: the stored rule cannot be read (computed is then Unknown)
    QString scenarioId; ///< empty when the rule cannot be read
    QString scenarioZh;
    QString scenarioEn;
    QString metricKey;  ///< pocMetricKey ("success_rate", "recovery_p90_s" ...)
    QString comparison; ///< "<=", ">=", "<" or ">"
    double threshold = 0;
    std::optional<double> band; ///< the borderline band around the threshold, in the metric's unit
    int needed = 0;             ///< the rule's minimum number of runs
    std::optional<double> figure;
    int runs = 0;                        ///< the runs the figure rests on (for a success rate: successes + failures)
    int successes = 0;                   ///< for a success rate
    QList<MetricRunRef> runRefs;         ///< every run of the candidate on the scenario, in the order recorded
    std::optional<GateVerdict> override; ///< the chair's Pass or Fail; null when none
    QString overrideReason;
    QString overrideBy;
    QString overrideAt;
};

/// The gate verdict of one (candidate, criterion). A missing assessment is Unknown.
struct DecisionAssessment {
    QString candidateId;
    QString criterionId;
    GateVerdict verdict = GateVerdict::Unknown;
    QString evidence;
    QString waiverOwner;
    QString waiverReason;
    QDate waiverExpires;
    QString reviewer;
    QString updatedAt; ///< when the cell last changed, as stored (ISO 8601, UTC); empty when unknown
    /// The verdict rests on a borderline metric figure outside the metric gates' own facts (a
    /// hand-built input); a metric gate's borderline comes from `metric`.
    bool borderline = false;
    /// Set on a metric gate: the verdict computed from the runs (it replaces `verdict`, see `decide`).
    std::optional<MetricGateFacts> metric;
};

/// One reviewer's revealed bonus score (0-5) of one (candidate, criterion).
struct DecisionScore {
    QString candidateId;
    QString criterionId;
    QString reviewerId;
    double score = 0;
};

/// The chair's consensus score (0-5) of one (candidate, criterion): it replaces the reviewers' mean.
struct DecisionConsensus {
    QString candidateId;
    QString criterionId;
    double score = 0;
};

/// The spread (max - min of a cell's scores) at which a cell without a consensus score is flagged and
/// its mean provisional, unless the input says otherwise (EvaluationSettings::spreadFlagPoints).
inline constexpr double kDefaultSpreadFlagPoints = 2.0;

/// Everything the decision depends on. Candidates and criteria are taken in committee order
/// (position, then id) whatever order they are listed in.
struct DecisionInput {
    QList<DecisionCandidate> candidates;
    QList<DecisionCriterion> criteria;
    QList<DecisionAssessment> assessments;
    QList<DecisionScore> scores;
    QList<DecisionConsensus> consensus;
    /// A cell whose scores lie this far apart (or more) and that has no consensus score is flagged:
    /// the mean stands in for it, marked provisional.
    double spreadFlagPoints = kDefaultSpreadFlagPoints;
    /// A scoring round is sealed (open or closed, not revealed): the decision's bonus scores, ranks and
    /// everything derived from them are sealed (see `seal`); gate statuses are decided as ever.
    bool sealed = false;

    const DecisionCandidate* candidate(const QString& id) const;
    const DecisionCriterion* criterion(const QString& id) const;
};

// ---- Output ----

/// A gate of a candidate that fails, is unknown, or is waived, with what the committee recorded.
struct GateFinding {
    QString criterionId;
    GateVerdict recorded = GateVerdict::Unknown; ///< the stored verdict (Waived for an expired waiver)
    bool assessed = false;                       ///< false: no assessment row, Unknown by default
    QString evidence;
    WaiverState waiver = WaiverState::None;
    QString waiverOwner;
    QString waiverReason;
    QDate waiverExpires;
    bool borderline = false;               ///< the verdict rests on a borderline metric figure
    std::optional<MetricGateFacts> metric; ///< a metric gate's computed verdict and override
};

/// One bonus criterion of one candidate.
struct BonusCell {
    QString criterionId;
    double weight = 0;           ///< the weight used (a null weight counts as 1)
    std::optional<double> score; ///< 0-5: the consensus score, else the reviewers' mean; null = unscored
    bool consensus = false;      ///< the score is the chair's consensus score
    /// The score is the mean of scores that lie `spreadFlagPoints` or more apart, with no consensus
    /// score yet: it stands until the chair settles the cell.
    bool provisional = false;
    double spread = 0; ///< max - min of the reviewers' scores (0 with one score or none)
    int reviewers = 0;
    double points = 0; ///< contribution to the bonus score: 100 x w x s / (5 x sum(w))
};

struct CandidateDecision {
    QString candidateId;
    bool shortlisted = true;
    std::optional<CandidateStatus> status; ///< null for a set-aside candidate
    QList<GateFinding> failedGates;        ///< in criterion order
    QList<GateFinding> unknownGates;       ///< Unknown, unassessed, expired or incomplete waivers
    QList<GateFinding> waivedGates;        ///< validly waived on the as-of date
    QList<GateFinding> borderlineGates;    ///< Pass, but on a borderline metric figure
    std::optional<double> bonusScore;      ///< 0-100; null when no bonus criterion has a weight above 0
    int missingScores = 0;                 ///< weighted bonus cells no reviewer scored (counted as 0)
    QList<BonusCell> bonusCells;           ///< every bonus criterion, in criterion order
    std::optional<int> rank;               ///< 1-based, Eligible candidates only

    /// The gate that stops the candidate: the first failing gate, else the first unknown one.
    const GateFinding* stoppingGate() const;
    /// The bonus criteria whose score is a provisional mean (BonusCell::provisional), criterion order.
    QStringList provisionalCells() const;
};

/// A deferred item: never scored or judged, listed with its owner and review date.
struct DeferredItem {
    QString criterionId;
    QString titleZh;
    QString titleEn;
    QString ownerZh;
    QString ownerEn;
    QDate reviewDate;
};

/// How far one bonus criterion's weight must move before the leader changes.
struct WeightSensitivity {
    QString criterionId;
    double weight = 0;               ///< the weight used now
    double rangeMax = 0;             ///< the weights searched: [0, rangeMax]
    std::optional<double> threshold; ///< the weight at which the leader changes; null: not within the range
    bool increase = false;           ///< the change comes with a higher weight (else a lower one)
    bool beyond = false;             ///< the leader changes only strictly past `threshold` (a tie there stays)
    QString newLeader;               ///< who leads just past the threshold

    double change() const { return threshold ? *threshold - weight : 0.0; }
};

/// The gate-first decision on one as-of date.
struct Decision {
    QDate asOf;
    QList<CandidateDecision> candidates; ///< committee order, set-aside candidates included (status null)
    QStringList ranking;                 ///< Eligible candidates, best first
    QString recommended;                 ///< empty when no candidate is Eligible
    QString alternative;                 ///< empty when fewer than two are Eligible
    std::optional<double> margin;        ///< leader's bonus score minus the alternative's
    bool closeCall = false;              ///< margin <= kCloseCallPoints; the recommendation stands
    QStringList setAside;                ///< set-aside candidates, committee order
    QList<DeferredItem> deferred;
    QList<WeightSensitivity> sensitivity; ///< one per bonus criterion, criterion order
    /// A scoring round is sealed: no bonus score, rank, ranking, recommendation, alternative, margin,
    /// close call or weight sensitivity is given (each reads "sealed"), so that nobody can infer the
    /// other members' scores by moving their own.
    bool sealed = false;

    const CandidateDecision* candidate(const QString& id) const;
};

/// Decides gate first. Pure: the same input and date give the same decision.
///
/// Rules where the committee's rules are silent (see also the header comments above):
/// - A Fail stands even when waiver fields are filled in (a waiver only ever covers an Unknown gate).
/// - A Waived verdict without owner, reason or expiry date is no waiver: the gate counts as Unknown.
/// - With no gate criterion at all, every shortlisted candidate is Eligible.
/// - Bonus weights: null counts as 1, 0 (or negative) leaves the criterion out of the score.
/// - A cell's consensus score (DecisionInput::consensus) replaces its reviewers' mean; several on one
///   cell: their mean. Without one, the mean stands; when the scores lie spreadFlagPoints or more apart
///   (1e-9 allowed), it is marked provisional. Scores are clamped to 0-5.
/// - Scores are compared at a resolution of 1e-6 points so that floating-point noise never breaks a
///   tie that the arithmetic says is one; ties go to the smaller id.
/// - Set-aside candidates get their gate findings and bonus score for information, never a status
///   or a rank.
///
/// Metric gates (an assessment with `metric`): the verdict computed from the runs replaces the
/// stored one. The chair's override (Pass or Fail, with a reason) stands over it. Without one, a
/// computed Pass passes and a computed Fail fails (a waiver never covers it); a computed Unknown
/// (too few runs, no figure, an unreadable rule) and a Borderline figure count as Unknown
/// (gate-first: nothing unreviewed passes), which a valid waiver recorded on the cell may cover as
/// for any Unknown gate. A stored Pass or Fail on a metric gate is ignored.
Decision decide(const DecisionInput& input, QDate asOf);

/// Seals `decision` (what `decide` does when its input is sealed): every bonus score, bonus cell
/// score and rank is removed, and the ranking, recommendation, alternative, margin, close call and
/// weight sensitivity with them; the statuses and gate findings stay.
void seal(Decision& decision);

} // namespace gatebench
