#pragma once

#include "core/Result.h"
#include "decision/DecisionEngine.h"
#include "decision/PathToEligibility.h"
#include "domain/Domain.h"
#include "poc/PocMetrics.h"

#include <QDate>

#include <optional>

namespace gatebench {

class Storage;

/// A candidate as the PoC sees it: marked for it, or with runs recorded (runs import for any candidate).
struct PocCandidate {
    QString id;
    Bilingual name;
    bool inPoc = false;                    ///< marked for the PoC by the committee
    bool shortlisted = true;               ///< in the evaluation (not set aside)
    std::optional<CandidateStatus> status; ///< as decided on the as-of date; null when set aside
    int runs = 0;
    /// In the same-workload check: in the evaluation, not Eliminated, and marked for the PoC or with runs.
    bool compared = false;
};

/// A metric gate of one candidate: the verdict its rule computes from the runs, with the override.
struct PocMetricGate {
    QString criterionId;
    QString candidateId;
    MetricGateFacts facts;
};

/// The whole PoC of an evaluation on one as-of date: the catalogue, the candidates, the runs, the
/// figures of every candidate x scenario that has runs, and the gaps of the same-workload check.
/// What the PoC page, `gatebench poc`, the PoC summary and the metric gates read.
struct PocAnalysis {
    QDate asOf;
    QList<PocScenario> scenarios;   ///< catalogue order
    QList<PocCandidate> candidates; ///< committee order: every candidate marked for the PoC or with runs
    QList<PocRun> runs;             ///< in the order recorded
    QList<PocCellMetrics> cells;    ///< candidates' order, then catalogue order; only cells with runs
    QList<PocGap> gaps;             ///< compared candidates' order, then catalogue order
    /// Every gate criterion with a metric rule (committee order) x every candidate above (their order).
    QList<PocMetricGate> metricGates;

    const PocScenario* scenario(const QString& id) const;
    const PocCandidate* candidate(const QString& id) const;
    /// The figures of a cell; null when the candidate has no run of the scenario.
    const PocCellMetrics* cell(const QString& candidateId, const QString& scenarioId) const;
    /// The runs of a cell, in the order recorded.
    QList<PocRun> runsOf(const QString& candidateId, const QString& scenarioId) const;
    /// The ids of the compared candidates, committee order.
    QStringList compared() const;
};

/// Reads the PoC of `storage` and decides on `asOf` (who is Eliminated leaves the same-workload check).
Result<PocAnalysis> analysePoc(const Storage& storage, QDate asOf);
/// The same from the decision input of `storage` and its decision on `asOf`, already at hand.
Result<PocAnalysis> analysePoc(const Storage& storage, QDate asOf, const DecisionInput& input,
                               const Decision& decision);

/// The PoC facts the path to eligibility reads: the catalogue and the same-workload gaps of `analysis`.
/// The criteria's metric rules plug in here (PocFacts::metricHints) once criteria carry them.
PocFacts pathFacts(const PocAnalysis& analysis);

/// The path to eligibility of `decision` (decided from `input`), with the PoC of `storage` on the
/// decision's as-of date.
Result<PathToEligibility> loadPathToEligibility(const Storage& storage, const Decision& decision,
                                                const DecisionInput& input);

} // namespace gatebench
