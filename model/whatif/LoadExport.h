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
//
// loadExport reads the workspace; files() is pure text; the command (app/WhatifExportCommand) writes.
#include "core/Result.h"
#include "domain/Domain.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QTimeZone>

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
    double originalGpus = 0;
    int gpus = 0;                   ///< scaled to the PoC cluster
    qint64 runSeconds = 0;          ///< as recorded
    qint64 submitOffsetSeconds = 0; ///< submit - window start, as recorded
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
    qint64 neverStarted = 0; ///< submitted in the window but never started: not replayed
    qint64 withoutGpus = 0;  ///< submitted in the window, started, without GPUs: not replayed
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

/// One file of the export: its path relative to the output folder (with '/'), and its bytes.
struct ExportFile {
    QString path;
    QByteArray bytes;
};

/// Every file of the export, in a fixed order and byte for byte the same for the same export:
/// README.txt, manifest.csv, slurm/gb-<n>.sbatch and slurm/submit.sh, volcano/gb-<n>.yaml and
/// volcano/submit.sh, kueue/gb-<n>.yaml and kueue/submit.sh. Engineers' files: English, each with a
/// short English and Chinese header comment; times in the cluster time zone and UTC.
QList<ExportFile> files(const LoadExport& load);

/// A Kubernetes name (a DNS-1123 label) for a team: lower case, characters other than a-z, 0-9 and
/// '-' as '-', at most 63; "default" for no team; "team-" and 8 hex digits of its SHA-256 when
/// nothing is left (a team named in Chinese).
QString kubernetesName(const QString& team);

} // namespace gatebench::whatif
