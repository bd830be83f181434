#pragma once
// The what-if replay checked against reality (issue 32): the busiest hours of the baseline's job log,
// scaled to the PoC cluster, as job scripts the PoC replays, so that the waits the PoC measures for
// the same jobs can be set beside the waits the replay predicts (whatif/ReplayAccuracy.h).
//
// Definitions:
// - The jobs: those the baseline counts (baseline/BaselineMetrics.h), submitted inside the analysis
//   window W. A job's demand = its GPUs x its run time, run time = end - start (a job still running
//   at export time runs until the end of W, as in the baseline). Jobs that never started (they have
//   no run time) and jobs without GPUs are not replayed; the export counts them.
// - The busiest window of H hours: among the windows [W start + k hours, + H hours) that lie inside
//   W (k = 0, 1, 2 ...; W starts at local midnight, so these start on the hour), the one whose jobs
//   (those submitted inside it) demand the most GPU-seconds; of equal ones, the earliest. Jobs
//   submitted before it that still run at its start are not replayed: the PoC cluster starts empty.
// - The cluster's GPUs G: the GPU inventory's pools that apply on the window's first day (cluster time
//   zone); without them, the baseline's capacity (without an inventory, its inferred peak concurrent
//   allocation, marked inferred).
// - Scaling to a PoC cluster of S GPUs: each job asks for round(GPUs x S / G) GPUs (half up), at least
//   1 and at most S. Run times and submit offsets (submit - window start, seconds) are kept as
//   recorded: the replay keeps when users submitted and how long their jobs ran, and scales only how
//   wide they are.
// - Replay ids: gb-1, gb-2 ... in the order of submit time, then original job id, then the stored row.
// - The replay's own prediction of each exported job's wait (predictWaits): the exported jobs (scaled
//   GPUs, recorded run times, submit offsets) replayed on one pool of S GPUs, starting empty, under the
//   candidate's policy (whatif/WhatIf.h loadPolicies, resolved) with its GPU limits scaled as the jobs
//   are (scaledPolicy), kExportSeeds seeds with run times jittered as every replay's; a job's predicted
//   wait is the median (type 7) of its waits over the seeds. Written as predicted_waits.csv.
// - The export is recorded in the evaluation (candidate, hours, S, seeds, the window's start and job
//   count: ExportRecord), so that `gatebench whatif accuracy` and the What-if page predict the same
//   waits again without the files (predictedWaitsOf).
//
// loadExport reads the workspace; files() is pure text; the command (app/WhatifExportCommand) writes.
#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"
#include "whatif/Policy.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QTimeZone>

#include <atomic>
#include <optional>
#include <vector>

namespace gatebench {
class Storage;
}

namespace gatebench::whatif {

/// What `gatebench whatif export` asks for.
struct LoadExportOptions {
    QString candidateId; ///< the candidate whose PoC replays the load (must exist)
    int hours = 4;       ///< H, whole hours, at least 1
    int scaleGpus = 0;   ///< S, the PoC cluster's GPUs, at least 1
};

/// One job of the busiest window, as the PoC replays it.
struct ReplayJob {
    QString replayId;      ///< gb-<n>
    QString originalJobId; ///< the scheduler's job id ("CLUSTER/ID" when the log names clusters)
    QString team;          ///< as the log writes it; empty: none
    QString taskType;      ///< as the log writes it (a policy's priorities may name it); not in the files
    double originalGpus = 0;
    int gpus = 0;                   ///< scaled to the PoC cluster
    qint64 runSeconds = 0;          ///< as recorded
    qint64 submitOffsetSeconds = 0; ///< submit - window start, as recorded
};

/// The seeds of the export's prediction (the command line's default for every replay).
inline constexpr int kExportSeeds = 5;

/// The replay's own prediction of the exported jobs' waits on the PoC cluster (see above).
struct ExportPrediction {
    Policy policy; ///< as replayed: resolved, its GPU limits scaled to the PoC cluster
    int seeds = 0;
    QMap<QString, double> waits; ///< replay id -> predicted wait, seconds (median over the seeds)
    QStringList refused;         ///< replay ids of the jobs the replay leaves out (more GPUs than a cap)
};

/// The busiest window and the jobs it replays.
struct LoadExport {
    QString candidateId;
    int hours = 0;
    int scaleGpus = 0;
    QTimeZone zone;
    qint64 analysisStartUtc = 0, analysisEndUtc = 0; ///< W
    qint64 windowStartUtc = 0, windowEndUtc = 0;     ///< the busiest window
    double demandGpuSeconds = 0;                     ///< of its jobs, as recorded
    double clusterGpus = 0;                          ///< G
    bool clusterInferred = false;                    ///< G is the baseline's inferred peak
    QList<ReplayJob> jobs;
    qint64 neverStarted = 0;                    ///< submitted in the window but never started: not replayed
    qint64 withoutGpus = 0;                     ///< submitted in the window, started, without GPUs: not replayed
    Policy policy;                              ///< the candidate's policy, resolved (cluster GPUs)
    bool policyAssumed = false;                 ///< a default of a built-in profile, not the committee's
    std::optional<ExportPrediction> prediction; ///< predictWaits(); written as predicted_waits.csv
};

/// What the evaluation remembers of an export: enough to find the same jobs and predict them again.
struct ExportRecord {
    int hours = 0;
    int scaleGpus = 0;
    int seeds = kExportSeeds;
    qint64 windowStartUtc = 0; ///< the busiest window's start when exported
    qint64 jobs = 0;           ///< the jobs exported
    bool operator==(const ExportRecord& other) const = default;
};

/// The start (UTC) of the busiest window of `hours` hours in [analysisStart, analysisEnd) for jobs
/// submitted at `submits` demanding `demands` GPU-seconds (see the definitions above); null when no
/// window of that length fits.
std::optional<qint64> busiestWindow(const std::vector<qint64>& submits, const std::vector<double>& demands,
                                    qint64 analysisStartUtc, qint64 analysisEndUtc, int hours);

/// round(gpus x scaleGpus / clusterGpus), half up, at least 1 and at most scaleGpus (see above).
int scaledGpus(double gpus, int scaleGpus, double clusterGpus);

/// Reads the job log, the window, the zone and the inventory of `storage` and finds the busiest window
/// and its jobs. A BadInput error when the candidate does not exist, there are no job records (or none
/// that ran on GPUs inside W), `hours` or `scaleGpus` is below 1, or the window is longer than W.
Result<LoadExport> loadExport(const Storage& storage, const LoadExportOptions& options);

/// `policy` (resolved) for the PoC cluster: every GPU limit (quota, reservation) of a team becomes one
/// across the cluster, its total or else the sum of its limits per pool, scaled as a job's GPUs are
/// (scaledGpus; a limit of 0 stays 0). Weights, priorities and times are kept.
Policy scaledPolicy(const Policy& policy, int scaleGpus, double clusterGpus);

/// The exported jobs replayed on the PoC cluster under `load.policy` scaled (see above), seeds 1..`seeds`
/// with run times jittered by up to `jitter` (0: as recorded). A Cancelled error when `cancel` was set.
Result<ExportPrediction> predictWaits(const LoadExport& load, int seeds = kExportSeeds, double jitter = 0.1,
                                      const std::atomic<bool>* cancel = nullptr);

/// The export recorded for `candidateId`; null: none. An Integrity error for a record that does not read.
Result<std::optional<ExportRecord>> recordedExport(const Storage& storage, const QString& candidateId);
/// The change that records `record` as the export of `candidateId`; null when it already is so.
Result<std::optional<Change>> recordExportChange(const Storage& storage, const QString& candidateId,
                                                 const ExportRecord& record);
/// The record of `load` (its parameters, window and jobs).
ExportRecord recordOf(const LoadExport& load, int seeds = kExportSeeds);

/// The export recorded for `candidateId` loaded again and its waits predicted (the same as its
/// predicted_waits.csv while the job log and the policy are unchanged). A BadInput error when no export
/// is recorded, or when the job log no longer gives the same window and number of jobs.
Result<LoadExport> predictedWaitsOf(const Storage& storage, const QString& candidateId,
                                    const std::atomic<bool>* cancel = nullptr);

/// One file of the export: its path relative to the output folder (with '/'), and its bytes.
struct ExportFile {
    QString path;
    QByteArray bytes;
};

/// Every file of the export, in a fixed order and byte for byte the same for the same export:
/// README.txt, manifest.csv, predicted_waits.csv (with a prediction), slurm/gb-<n>.sbatch and slurm/submit.sh,
/// volcano/gb-<n>.yaml and volcano/submit.sh, kueue/gb-<n>.yaml and kueue/submit.sh. Engineers' files: English, each
/// with a short English and Chinese header comment; times in the cluster time zone and UTC.
QList<ExportFile> files(const LoadExport& load);

/// A Kubernetes name (a DNS-1123 label) for a team: lower case, characters other than a-z, 0-9 and
/// '-' as '-', at most 63; "default" for no team; "team-" and 8 hex digits of its SHA-256 when
/// nothing is left (a team named in Chinese).
QString kubernetesName(const QString& team);

} // namespace gatebench::whatif
