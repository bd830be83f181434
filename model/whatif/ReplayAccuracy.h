#pragma once
// How close the what-if replay came to the PoC (issue 32, "checked against reality"): the PoC replays
// the load `gatebench whatif export` wrote, its runs are imported with the replay id of each job
// (poc_runs.replay_id), and the waits they measured are set beside the waits the replay predicted.
//
// Definitions:
// - The measured wait of a replayed job on a candidate: the queue wait (started - submitted, or as the
//   file gives it) of the candidate's PoC runs with that replay id; with several runs (the load
//   replayed more than once), their median (type 7, core/Percentile). Runs without a queue wait (a
//   run cancelled before it started) measure nothing and are listed.
// - The error of a job = |predicted - measured|, over the jobs that have both; the median absolute
//   error is their median (type 7). Jobs measured but not predicted, and predicted but not measured,
//   are listed and enter no error.
#include "core/Result.h"
#include "domain/Domain.h"
#include "whatif/LoadExport.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <atomic>
#include <optional>

namespace gatebench {
class Storage;
}

namespace gatebench::whatif {

/// One replayed job measured on the PoC.
struct MeasuredWait {
    QString replayId;
    double waitSeconds = 0; ///< the median of its runs' waits
    int runs = 0;           ///< the runs that measured it
};

/// One job with both a measured and a predicted wait.
struct AccuracyRow {
    QString replayId;
    double measuredSeconds = 0;
    double predictedSeconds = 0;
    double absoluteErrorSeconds = 0;
    int runs = 0;
};

struct ReplayAccuracy {
    QString candidateId;
    QList<AccuracyRow> rows;                   ///< by replay id (gb-2 before gb-10)
    std::optional<double> medianAbsoluteError; ///< seconds; null without a row
    QStringList measuredOnly;                  ///< measured, not predicted
    QStringList predictedOnly;                 ///< predicted, not measured
    QStringList notMeasured;                   ///< runs with a replay id but no queue wait (no other run measured it)
};

/// Replay ids in their natural order: the text before the trailing digits, then the number ("gb-2" before
/// "gb-10").
bool replayIdLess(const QString& a, const QString& b);

/// The measured wait of every job candidate `candidateId`'s runs replayed, by replay id (see above).
QList<MeasuredWait> measuredWaits(const QList<PocRun>& runs, const QString& candidateId);

/// The measured waits of `candidateId` against `predicted` (replay id -> predicted wait, seconds).
ReplayAccuracy accuracy(const QList<PocRun>& runs, const QString& candidateId, const QMap<QString, double>& predicted);

/// The same from the PoC runs of `storage`; a BadInput error when the candidate does not exist.
Result<ReplayAccuracy> loadAccuracy(const Storage& storage, const QString& candidateId,
                                    const QMap<QString, double>& predicted);

/// The check of one candidate against its PoC: the export recorded for it (whatif/LoadExport.h), the
/// waits predicted for it again, and the measured waits beside them.
struct ExportCheck {
    QString candidateId;
    int replayedRuns = 0;               ///< the candidate's PoC runs with a replay id
    std::optional<ExportRecord> record; ///< null: no export recorded
    std::optional<ReplayAccuracy> accuracy;
    QString error; ///< why there is no accuracy (no export recorded, the job log changed)
};

/// The check of each of `candidateIds` (in that order) that has PoC runs with a replay id; the others
/// are left out. A Cancelled error when `cancel` was set; an error of one candidate's prediction is kept
/// in its ExportCheck.
Result<QList<ExportCheck>> exportChecks(const Storage& storage, const QStringList& candidateIds,
                                        const std::atomic<bool>* cancel = nullptr);

} // namespace gatebench::whatif
