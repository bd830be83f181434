#pragma once
// The four-week plan's facts (plan/PlanStatus.h), derived from the evaluation's data in one place for
// the report, the command line and the window: what each check counts, never entered by hand.

#include "core/Result.h"
#include "plan/PlanStatus.h"

#include <QList>

#include <optional>

namespace gatebench {

class Storage;
struct Candidate;
struct CandidateExit;
struct Decision;
struct DecisionInput;
struct DecisionRecord;
struct BaselineLoss;
struct PocAnalysis;

namespace baseline {
struct BaselineInputs;
struct BaselineMetrics;
} // namespace baseline
namespace tco {
struct TcoFigures;
}

namespace plan {

/// Week 1's facts, from the baseline.
struct BaselineFacts {
    qint64 jobs = 0;
    double windowDays = 0;
    int gpuPools = 0;
    int lossesWithOwner = 0;
};

/// The baseline's part: the jobs and window of `metrics`, the pools of the inventory, the top losses
/// and the losses the committee noted (`noted`) that name an owner.
BaselineFacts baselineFacts(const baseline::BaselineMetrics& metrics, const baseline::BaselineInputs& inputs,
                            const QList<BaselineLoss>& noted);

/// What the other weeks read, as the caller has loaded it (the report holds all of it already).
struct Sources {
    BaselineFacts baseline;
    const DecisionInput* input = nullptr;
    const Decision* decision = nullptr;
    const PocAnalysis* analysis = nullptr;
    const tco::TcoFigures* figures = nullptr; ///< null: the TCO cannot be computed
    const QList<CandidateExit>* exits = nullptr;
    const std::optional<DecisionRecord>* record = nullptr;
    const QList<Candidate>* candidates = nullptr;
};

/// The plan's facts from `sources` (every pointer but `figures` set).
planstatus::Facts factsOf(const Sources& sources);

/// The plan's facts read from `rows` (a viewer's rows: EvaluationQueries::rows or openReader) on the
/// date of `decision` (its as-of), `input` being what it was decided on; names in `language`. Reads
/// the job log once (a million jobs take seconds: call it off the window's thread).
Result<planstatus::Facts> loadFacts(const Storage& rows, const DecisionInput& input, const Decision& decision,
                                    const QString& language);

} // namespace plan
} // namespace gatebench
