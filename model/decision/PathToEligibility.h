#pragma once

// What one more week of PoC could change: for every Blocked candidate, each gate still open and what
// would settle it, and where the candidate would rank if they all passed; for every Eligible one, the
// gates that could still take it out (a waiver, a borderline metric figure) and what that would mean.
// Pure: a decision, its input and the PoC facts in, plain values out. Words are in DecisionDocument.

#include "decision/DecisionEngine.h"
#include "poc/PocMetrics.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace gatebench {

/// A waiver expiring within this many days of the as-of date is flagged as expiring soon.
inline constexpr int kWaiverSoonDays = 30;

/// What a PoC would have to record to settle a gate: a scenario and its runs (recorded vs needed),
/// and for a metric rule the figure the runs must reach. A same-workload gap has no metric.
struct PocHint {
    QString scenarioId;
    QString scenarioZh;
    QString scenarioEn;
    int runs = 0;                    ///< runs recorded
    int needed = 0;                  ///< runs the rule or the same-workload check needs
    std::optional<PocMetric> metric; ///< a metric rule's metric; null for a same-workload gap
    QString comparison;              ///< a metric rule's comparison (">=", "<=", ...); empty for a gap
    std::optional<double> threshold; ///< a metric rule's threshold; null for a gap
    std::optional<double> figure;    ///< the figure the runs measure now; null when none (or a gap)
};

/// What the committee would have to bring when no PoC scenario applies: the evidence the criterion
/// requires, from its owner.
struct EvidenceHint {
    bool required = false; ///< the criterion requires evidence for a verdict
    QString ownerZh;       ///< the criterion's owner role
    QString ownerEn;
};

/// A waiver that no longer holds (expired or incomplete): renew it.
struct WaiverHint {
    WaiverState state = WaiverState::Expired; ///< Expired or Incomplete
    QString owner;
    QDate expires; ///< invalid when none was recorded
};

/// One way to settle an open gate.
struct SettleHint {
    enum class Kind { Poc, Evidence, Waiver };
    Kind kind = Kind::Evidence;
    PocHint poc;           ///< Kind::Poc
    EvidenceHint evidence; ///< Kind::Evidence
    WaiverHint waiver;     ///< Kind::Waiver
};

/// A gate of a Blocked candidate that is still open, and what would settle it (a renewal of a lapsed
/// waiver first, then the PoC runs, else the evidence).
struct OpenGate {
    QString criterionId;
    GateFinding finding;
    QList<SettleHint> settledBy;
};

/// The decision that would follow with some gates of one candidate changed (all open gates passed,
/// or one gate it stands on lapsing), the rest unchanged.
struct WhatIf {
    std::optional<CandidateStatus> status; ///< the candidate's status then
    std::optional<int> rank;               ///< its rank then; null when it would not be Eligible
    std::optional<double> bonusScore;      ///< its bonus score (unchanged by gates; for the reader)
    QStringList ranking;                   ///< the whole ranking then, best first
    QString recommended;                   ///< empty when none
    QString alternative;                   ///< empty when none
    /// Whom it would pass: candidates ranked today (ahead of it, when it is ranked itself) that it
    /// would be ranked ahead of (ranking order).
    QStringList overtakes;
};

/// Why an Eligible candidate could still be taken out by one gate.
struct AtRisk {
    enum class Reason { Waiver, Borderline };
    QString criterionId;
    Reason reason = Reason::Waiver;
    GateFinding finding;
    QDate expires;               ///< the waiver's expiry; invalid for a borderline figure
    std::optional<int> daysLeft; ///< days from the as-of date to the expiry (0: expires that day)
    bool expiringSoon = false;   ///< daysLeft <= kWaiverSoonDays
    WhatIf ifLapses;             ///< the decision with this gate open (Unknown) again
};

/// The path of one candidate.
struct CandidatePath {
    QString candidateId;
    CandidateStatus status = CandidateStatus::Blocked; ///< Blocked or Eligible
    QList<OpenGate> openGates;                         ///< Blocked: in criterion order
    WhatIf ifAllPass;                                  ///< with every open gate Pass (Eligible: as today)
    QList<AtRisk> atRisk;                              ///< gates it stands on that could lapse
};

/// The path to eligibility of an evaluation on one as-of date: Blocked candidates first, then
/// Eligible ones, each in committee order. Eliminated and set-aside candidates are not listed (a
/// failed gate is not settled by more PoC; a set-aside candidate takes no status).
struct PathToEligibility {
    QDate asOf;
    QList<CandidatePath> candidates;

    const CandidatePath* candidate(const QString& id) const;
};

/// Where the PoC hints of one (candidate, open gate) come from. The metric rules of the criteria
/// plug in here (one hint per rule whose runs or figure fall short); an empty answer falls back to
/// the same-workload gaps (for the key-workflow gate) or to the evidence.
using PocHintSource = std::function<QList<PocHint>(const QString& candidateId, const DecisionCriterion& gate)>;

/// The PoC facts the path reads.
struct PocFacts {
    QList<PocScenario> scenarios; ///< the catalogue, for the scenarios' names
    QList<PocGap> gaps;           ///< the same-workload gaps (PocAnalysis::gaps)
    PocHintSource metricHints;    ///< null until the metric rules exist
};

/// Whether the same-workload gaps settle `gate`: the template's key-workflow gate, or any gate of
/// the key-workflow category (the gate whose rule is "every scenario run often enough").
bool settledByWorkload(const DecisionCriterion& gate);

/// The path to eligibility of `decision` (decided from `input` on decision.asOf).
PathToEligibility pathToEligibility(const Decision& decision, const DecisionInput& input, const PocFacts& facts = {});

} // namespace gatebench
