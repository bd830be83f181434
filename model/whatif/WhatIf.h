#pragma once
// The what-if comparison (issue 32): the baseline's job log replayed under today's policy ("as is",
// to calibrate) and under each candidate's policy, over several seeds, as advice beside the
// evidence (a prediction never settles a gate). Pure computation from the loaded job columns and
// inputs (model/baseline); load() reads them and the stored policies from an evaluation.
//
// Which jobs are replayed: the started jobs submitted inside the analysis window W (their waits make
// the figures, as the baseline's do), run for their recorded run time (end - start; a job still
// running at export runs to the end of W), plus the jobs submitted before W that ran into it (they
// hold GPUs, from their recorded start, and count in no wait). Jobs that never started (cancelled
// while pending, still pending at export) are not replayed: they asked for GPUs but no run time is
// known; the baseline reports them apart and so does every output here (assumption "never started").
// Waits: start - submit of each replayed job submitted inside W, percentiles exactly as the
// baseline's (type 7, baseline::selectPercentile), by team and by the time slot of the submit.

#include "baseline/BaselineMetrics.h"
#include "core/Result.h"
#include "domain/Domain.h"
#include "whatif/Policy.h"
#include "whatif/Replay.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <array>
#include <atomic>
#include <functional>
#include <optional>
#include <vector>

namespace gatebench {

class Storage;

namespace whatif {

/// The job log made ready to replay, with what each job counts in.
struct PreparedTrace {
    Trace trace;
    std::vector<quint8> slot; ///< per job: time slot of its submit (0-2); 255: not counted (submitted before W)
    qint64 windowStart = 0, windowEnd = 0;
    double capacityGpus = 0;
    bool inferred = false;   ///< some pool's capacity is the log's peak, not the inventory
    qint64 neverStarted = 0; ///< jobs submitted in W that never started: not replayed
};

/// Builds the trace from the baseline's columns and inputs (pools from the inventory on the days of
/// W; a GPU type no pool has gets a pool of its own at the log's peak for it, inferred; without an
/// inventory one pool at the baseline's inferred capacity).
PreparedTrace prepare(const baseline::JobColumns& jobs, const baseline::BaselineInputs& inputs,
                      const baseline::BaselineMetrics& metrics);

/// A median over seeds with its range.
struct Spread {
    std::optional<double> median, min, max;
};

struct WaitFigures {
    QString key; ///< team id or time-slot key; empty for all
    qint64 jobs = 0;
    Spread p50, p90;
    std::optional<double> measuredP50, measuredP90; ///< the baseline's
};

struct TargetPrediction {
    ImprovementTarget target;
    Spread predicted;
    bool met = false; ///< the whole range meets the target
};

/// One policy's predictions over the seeds.
struct Prediction {
    QString candidateId; ///< empty for "as is"
    Bilingual name;
    Policy policy;        ///< as given (before resolution)
    bool assumed = false; ///< a default of a built-in profile, not the committee's
    QString models;       ///< what the default stands for
    WaitFigures total;
    QList<WaitFigures> byTeam;               ///< by team id
    QList<WaitFigures> byTimeSlot;           ///< weekday_day, weekday_night, weekend
    QList<QList<WaitFigures>> byTeamAndSlot; ///< per team (as byTeam), per slot
    Spread allocatedShare, effectiveShare;   ///< of C x |W|
    Spread preemptionGpuHours;
    QList<std::pair<QString, Spread>> quotaSatisfaction; ///< by team, where it exists
    QList<TargetPrediction> targets;
    QStringList refused;    ///< messages of jobs left out (first seed)
    QStringList betterThan; ///< candidate ids whose overall P90 range lies wholly above this one's
};

struct CalibrationRow {
    QString key; ///< team id; empty: overall
    qint64 started = 0;
    bool checked = false; ///< overall, or a team with at least kMinCalibrationJobs started jobs
    bool ok = true;
    WaitFigures figures;
};
inline constexpr qint64 kMinCalibrationJobs = 300;

struct Comparison {
    QStringList assumptions; ///< in the interface language
    bool calibrated = false;
    CalibrationRow overall;
    QList<CalibrationRow> teams;
    Prediction asIs;
    QList<Prediction> candidates;
    int seeds = 0;
    bool inferred = false;
    double capacityGpus = 0;
    qint64 neverStarted = 0;
};

/// A policy to replay, for a candidate (or "as is" with an empty id).
struct PolicyInput {
    QString candidateId;
    Bilingual name;
    Policy policy;
    bool assumed = false;
    QString models;
};

/// Whether `predicted` is within max(20 %, 5 min) of `measured` (the calibration rule).
bool withinTolerance(double predicted, double measured);

/// Replays the trace under `asIs` and each of `candidates`, `seeds` times each (seeds 1..N), on up to
/// `threads` threads (0: the machine's cores). `progress(done, total)` is called from the calling
/// thread as replays finish; a Cancelled error when `cancel` was set. Candidates are named in the
/// assumptions in `language`. Policies that resolve alike replay once, and the figures of the last few
/// dozen replays of the process are reused for the same trace, resolved policy and seed (a report
/// built again, the window after the report): the result is the same as replaying.
Result<Comparison> compare(const PreparedTrace& prepared, const baseline::BaselineMetrics& metrics,
                           const baseline::BaselineInputs& inputs, const PolicyInput& asIs,
                           const QList<PolicyInput>& candidates, int seeds, int threads = 0,
                           const std::atomic<bool>* cancel = nullptr,
                           const std::function<void(int, int)>& progress = {},
                           const QString& language = QStringLiteral("en"));

/// What an evaluation holds for the what-if: the baseline's columns and inputs, its metrics, today's
/// policy and each candidate's (stored, else the built-in profile's default, else "as is", marked
/// assumed). With `candidateId`, that candidate only (a NotFound-like BadInput when it is none).
struct Loaded {
    baseline::JobColumns jobs;
    baseline::BaselineInputs inputs;
    baseline::BaselineMetrics metrics;
    PolicyInput asIs;
    QList<PolicyInput> candidates;
};
Result<Loaded> load(const Storage& storage, const QString& candidateId = {});

/// Today's policy and the candidates' (as load() gives them, `teams` for the defaults' start-up), without
/// the job log.
struct LoadedPolicies {
    PolicyInput asIs;
    QList<PolicyInput> candidates;
};
Result<LoadedPolicies> loadPolicies(const Storage& storage, const QList<Team>& teams, const QString& candidateId = {});

/// The documented `gatebench whatif --json` (README): waits in seconds, shares 0-1, GPU-hours.
QByteArray toJson(const Comparison& comparison);
/// The comparison as text in the interface language.
QString toText(const Comparison& comparison, const QList<Team>& teams, const QString& language);

} // namespace whatif
} // namespace gatebench
