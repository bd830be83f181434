#pragma once
// The baseline as DOMAIN.md "Definitions the numbers must follow" defines it, computed in C++ from
// compact columns: the job log is read once (JobColumns::load, one scan), then every figure is
// recomputed from the columns in one pass per grouping, fast enough to follow a change of the
// time-slot hours or of the window on a million jobs at once. Pure data: no widgets, no charts.
//
// Definitions (each figure below follows them; "W" is the analysis window):
// - W: by default the first submit to the last end (or last submit, if later), widened to whole days
//   in the cluster time zone; the committee may set its first and last day (BaselineInputs). Job
//   counts, waits, outcomes and run times cover the jobs submitted inside W; utilization covers every
//   run second inside W (a job submitted before W counts with its part inside). A job still running
//   at export time (outcome running, no end) runs until the end of W; run seconds are clipped to W.
// - Queue wait = start - submit (seconds) of started jobs. A never-started job waited from its submit
//   until it left the queue (its end, else the end of W). Percentiles are type 7 (core/Percentile),
//   selected with nth_element so that a million values need no full sort; the same answers exactly.
// - Outcomes: completed / cancelled / failed shares of the ended jobs; not_ended counts running and
//   pending jobs. Success rate = completed / (completed + failed); null without either.
// - Run time (seconds) of ended started jobs: end - start. GPU-hours: GPUs x run hours inside W.
// - Capacity C over W: the GPU inventory, each pool on the days it applies (GpuPool::appliesOn), as
//   GPU-seconds; `capacityGpus` is their time average over W. Without an inventory the peak concurrent
//   allocation of the jobs (over their whole runs) is C on every day, and `inferred` is true.
// - Allocated share = sum of GPUs x run seconds inside W / (C x |W|). Active share weighs each job's
//   seconds by its active fraction (else 1 when its GPU utilization is above 0, else 0); effective
//   share by its GPU utilization (0-1). Active / effective are null when no job carries utilization
//   data. Idle GPU-hours = C x |W| - allocated GPU-hours.
// - Grouped utilization: by team, task type and time slot each group's GPU-seconds are divided by
//   the whole cluster's C x |W| (so the groups add up to the total); by GPU type by the capacity of
//   that type (inventory pools of the type, else its share of the inferred capacity: its mean
//   allocation plus the rest of the cluster's peak in proportion to how far its own peak rises above
//   its mean, so that the types' capacities add up to the cluster's). The
//   time-slot utilization is of the run seconds spent in the slot's hours, over C x the slot's hours
//   in W; the other time-slot figures are of the jobs submitted in the slot.
// - Time slot of a moment, in the cluster zone: weekend (Sat, Sun), weekday_day (Mon-Fri, from
//   SlotHours::dayStart to before dayEnd), weekday_night (the other weekday hours).
// - Hour of week: 168 cells, Monday 00:00 first, of local wall-clock hours; each cell's allocated
//   share = GPU-seconds run in those hours / (C x the seconds of W in those hours). Local hours are
//   cut at the zone's hour boundaries, so a daylight-saving day has 23 or 25 of them.
// - Quota satisfaction of a team with a quota q: over the time inside W in which the team had demand
//   (running + queued GPUs > 0), the time-weighted mean of min(running GPUs, q) / min(running + queued
//   GPUs, q): 1 when every queued GPU up to the quota was running. Null without demand or quota.
// - Coverage warnings: W shorter than 14 days; no Saturday or Sunday inside W; gaps of more than a
//   day between consecutive submits (also from the start of W and to its end).
// - Top losses (ranked by hours lost, the top three kept): the team and the time slot with the
//   longest P90 wait, each as team-hours waited above the cluster median wait (sum over its started
//   jobs of max(0, wait - cluster P50)); GPU-hours of failed jobs; allocated minus effective
//   GPU-hours (when utilization data exists); idle GPU-hours. Only losses above zero are candidates
//   (a team whose P90 is not above the cluster median loses nothing). Each has a stable key for its
//   owner.

#include "core/LargeBuffers.h"
#include "core/Result.h"
#include "domain/Domain.h"

#include <QDate>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QTimeZone>

#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace gatebench {

class Storage;

namespace baseline {

/// The time slots, in the order reports show them; their keys are the JSON keys.
enum class TimeSlot { WeekdayDay, WeekdayNight, Weekend };
inline constexpr int kTimeSlots = 3;
/// "weekday_day", "weekday_night", "weekend".
QString timeSlotKey(TimeSlot slot);
/// The slot's name in the interface language.
QString timeSlotName(TimeSlot slot);

/// The groupings of every figure; their keys are the JSON keys without "by_".
enum class Grouping { Team, TaskType, GpuType, TimeSlot };
/// "team", "task_type", "gpu_type", "time_slot" (ImprovementTarget::grouping).
QString groupingKey(Grouping grouping);

/// The hours of the weekday day slot: from `dayStart`:00 to before `dayEnd`:00 (the default 9 and 19:
/// 09:00-18:59). Workspace settings schema::key::WeekdayDayStart / WeekdayDayEnd.
struct SlotHours {
    int dayStart = 9;
    int dayEnd = 19;
    TimeSlot slotOf(int isoWeekday, int hour) const;
};

/// The job log as compact columns (about 70 bytes a job): labels are indexes into dictionaries, times
/// UTC seconds with kNone for "did not happen", shares NaN for "not recorded".
struct JobColumns {
    static constexpr qint64 kNone = std::numeric_limits<qint64>::min();
    enum Outcome : quint8 { Completed, Failed, Cancelled, Running, Pending };

    QStringList teams, taskTypes, gpuTypes, failureReasons;             ///< dictionaries
    memory::LargeVector<qint32> team, taskType, gpuType, failureReason; ///< -1: no failure reason
    memory::LargeVector<double> gpus;
    memory::LargeVector<qint64> submit, start, end;
    memory::LargeVector<quint8> outcome;
    memory::LargeVector<double> gpuUtil, activeFraction;

    qsizetype size() const { return qsizetype(submit.size()); }
    /// Appends one job (the loader and tests use it).
    void append(const JobRecord& job);
    /// Reads every job record of `storage`. A log of at least `twoConnectionsFrom` jobs in a
    /// GateBench file is read in two halves at once, the second through a connection of its own on
    /// another thread (the columns are the same, in the same order); when the file changed meanwhile
    /// it is read again in one scan.
    static Result<JobColumns> load(const Storage& storage, qint64 twoConnectionsFrom = kTwoConnectionsFrom);
    static constexpr qint64 kTwoConnectionsFrom = 200000;

private:
    /// Reads the jobs with row ids in [fromId, belowId) (null: no bound) into these columns,
    /// sized for `expected` jobs.
    Result<void> read(const Storage& storage, qint64 expected, std::optional<qint64> fromId,
                      std::optional<qint64> belowId);
    /// Appends the jobs of `other` (its labels taken into these dictionaries).
    void append(const JobColumns& other);

    QHash<QString, qint32> m_teamIndex, m_taskIndex, m_gpuIndex, m_reasonIndex;
};

/// What the figures depend on besides the jobs; read from the workspace (load) or built by a test.
struct BaselineInputs {
    QTimeZone zone = QTimeZone::utc();
    SlotHours slotHours;
    std::optional<QDate> windowFirstDay; ///< the committee's window, both days inclusive
    std::optional<QDate> windowLastDay;
    QList<GpuPool> inventory;
    QList<Team> teams; ///< names and quotas
    QList<LossOwner> lossOwners;
    QList<ImprovementTarget> targets;
    /// Per PoC candidate (id, name) its queue wait P50/P90 (seconds) and success rate over all its
    /// runs, for the targets of those metrics.
    struct PocFigures {
        QString candidateId;
        Bilingual name;
        std::optional<double> queueWaitP50, queueWaitP90, successRate;
    };
    QList<PocFigures> poc;
    /// Reads the settings, inventory, teams, owners, targets and PoC figures of `storage`.
    static Result<BaselineInputs> load(const Storage& storage);
};

/// Type-7 percentile of `values` (reordered in place: nth_element), exactly core/Percentile's answer.
std::optional<double> selectPercentile(double* begin, double* end, double p);

struct Window {
    qint64 startUtc = 0; ///< local midnight of the first day
    qint64 endUtc = 0;   ///< local midnight after the last day
    QDate firstDay, lastDay;
    bool set = false; ///< the committee's window rather than the jobs' span
    /// The days the window would have had when it was cut to kMaxWindowDays (around the median
    /// submit day, within that span); 0 when it was not cut.
    qint64 uncutDays = 0;
    double days() const { return double(endUtc - startUtc) / 86400.0; }
};

struct Utilization {
    double capacityGpus = 0; ///< C, time-averaged over the period
    bool inferred = false;   ///< C is the peak concurrent allocation
    double capacityGpuHours = 0;
    double allocatedGpuHours = 0;
    std::optional<double> activeGpuHours, effectiveGpuHours; ///< null without utilization data
    std::optional<double> allocated, active, effective;      ///< shares 0-1; null when C x |W| is 0
    double idleGpuHours = 0;
};

struct Outcomes {
    qint64 completed = 0, cancelled = 0, failed = 0, notEnded = 0;
    QList<std::pair<QString, qint64>> failureReasons; ///< by count, most first, then by reason
    std::optional<double> completedShare() const { return share(completed); }
    std::optional<double> cancelledShare() const { return share(cancelled); }
    std::optional<double> failedShare() const { return share(failed); }

private:
    std::optional<double> share(qint64 n) const
    {
        const qint64 ended = completed + cancelled + failed;
        return ended > 0 ? std::optional<double>(double(n) / double(ended)) : std::nullopt;
    }
};

struct Quantiles {
    std::optional<double> p50, p90, mean;
};

/// Every figure of one group of jobs (or of all of them).
struct GroupMetrics {
    QString key; ///< the group's label (team id, task type, GPU type, time-slot key); empty for all
    qint64 jobs = 0, started = 0, neverStarted = 0;
    Quantiles queueWait;        ///< seconds, started jobs
    Quantiles neverStartedWait; ///< seconds in the queue before leaving it
    std::optional<double> successRate;
    Outcomes outcomes;
    Quantiles runTime;         ///< seconds, ended started jobs
    double gpuHours = 0;       ///< GPUs x run hours inside W
    double failedGpuHours = 0; ///< of failed jobs
    Utilization utilization;
    std::optional<double> quotaSatisfaction; ///< teams with a quota only
    std::optional<double> quotaGpus;
};

struct DayMetrics {
    QDate day;
    Utilization utilization;
};

struct CoverageWarning {
    /// WindowCut: the window would have been `days` long and covers `fromUtc` to `toUtc` only.
    enum class Kind { ShortWindow, NoWeekend, SubmitGap, WindowCut };
    Kind kind = Kind::ShortWindow;
    double days = 0;    ///< the window's length, or the gap's
    qint64 fromUtc = 0; ///< a gap's first and last moment
    qint64 toUtc = 0;
};
/// The warning as a sentence in the interface language (tr), times in `zone`.
QString warningText(const CoverageWarning& warning, const QTimeZone& zone);

struct Loss {
    enum class Kind { QueueWaitTeam, QueueWaitSlot, FailedGpuHours, AllocatedNotEffective, IdleGpuHours };
    Kind kind = Kind::IdleGpuHours;
    QString key;   ///< stable: "queue_wait:team:<id>", "queue_wait:time_slot:<slot>", "failed_gpu_hours",
                   ///< "allocated_not_effective", "idle_gpu_hours"
    QString group; ///< the team id or slot key of a queue-wait loss
    double value = 0;
    QString unit; ///< "team-hours" or "gpu-hours"
    Bilingual title;
    Bilingual source;
    std::optional<QString> owner; ///< the stored owner of `key`
};
/// A loss's value with its unit, as every page and the report write it: "2,880.3 team-hours" for a
/// queue-wait loss (hours a team waited), "18,754.9 GPU-hours" for the others.
QString lossValueText(const Loss& loss);

/// The metrics an improvement target may name; their keys are ImprovementTarget::metric.
enum class Metric {
    QueueWaitP50,
    QueueWaitP90,
    QueueWaitMean,
    SuccessRate,
    AllocatedShare,
    ActiveShare,
    EffectiveShare,
    IdleGpuHours,
    FailedGpuHours,
    QuotaSatisfaction
};
/// "queue_wait_p50_s", "queue_wait_p90_s", "queue_wait_mean_s", "success_rate", "allocated_share",
/// "active_share", "effective_share", "idle_gpu_hours", "failed_gpu_hours", "quota_satisfaction".
QString metricKey(Metric metric);
std::optional<Metric> metricFromKey(const QString& key);
QString metricName(Metric metric);
/// A value of `metric` as a reader sees it: a duration, a percentage or GPU-hours; "—" for none.
QString metricValueText(Metric metric, const std::optional<double>& value);
/// True when lower values are better (waits, idle and failed GPU-hours).
bool lowerIsBetter(Metric metric);

struct TargetRow {
    ImprovementTarget target;
    std::optional<double> current; ///< the metric of the group in this baseline
    struct PocValue {
        QString candidateId;
        Bilingual name;
        std::optional<double> value;
        bool reaches = false; ///< the PoC value meets the target
    };
    QList<PocValue> poc; ///< for metrics the PoC measures (queue wait P50/P90, success rate)
};

/// The whole baseline.
struct BaselineMetrics {
    Window window;
    GroupMetrics total;
    QList<GroupMetrics> byTeam;                      ///< by key
    QList<GroupMetrics> byTaskType;                  ///< by key
    QList<GroupMetrics> byGpuType;                   ///< by key
    QList<GroupMetrics> byTimeSlot;                  ///< weekday_day, weekday_night, weekend (all three, also empty)
    QList<DayMetrics> perDay;                        ///< every day of W
    std::array<double, 168> allocatedByHourOfWeek{}; ///< shares; Monday 00:00 first; NaN: hour not in W
    QList<CoverageWarning> warnings;
    QList<Loss> candidateLosses; ///< every candidate, ranked by value, most first
    QList<Loss> topLosses;       ///< the first three of them
    QList<TargetRow> targets;

    const QList<GroupMetrics>& by(Grouping grouping) const;
    /// The value of `metric` for group `groupKey` of `grouping` (empty: the cluster).
    std::optional<double> value(Metric metric, const QString& grouping, const QString& groupKey) const;
};

/// Computes the baseline from the loaded columns: pure, no I/O.
BaselineMetrics compute(const JobColumns& jobs, const BaselineInputs& inputs);

/// Computes the baseline of the same jobs again and again (the Baseline page as the committee changes
/// the slot hours, the window, the inventory or the quotas), keeping what a change leaves valid: the
/// sums and percentiles by team, task type and GPU type and the GPU-seconds per hour depend only on
/// the jobs, the zone and the window; the time-slot groups also on the slot hours; the quota
/// satisfaction on the window and the quotas; the inferred capacity on the window. Every answer equals
/// compute(jobs, inputs), figure for figure. Not thread-safe: one computation at a time.
class BaselineComputer {
public:
    BaselineComputer();
    ~BaselineComputer();
    BaselineComputer(const BaselineComputer&) = delete;
    BaselineComputer& operator=(const BaselineComputer&) = delete;

    /// The baseline of `jobs` under `inputs`. The columns must be those of the previous call, unchanged,
    /// unless jobsChanged() was called since (other columns, or a different size, are noticed).
    BaselineMetrics compute(const JobColumns& jobs, const BaselineInputs& inputs);
    /// Forgets everything derived from the jobs (after an import, an undo, another workspace).
    void jobsChanged();
    /// From this many jobs on, compute() sorts the submits and finds the peak allocations on a
    /// second thread while it makes the window's passes (the figures are the same either way).
    void setParallelFrom(qsizetype jobs);

private:
    struct State;
    std::unique_ptr<State> m_state;
    qsizetype m_parallelFrom = 200000;
};

/// Loads and computes in one call (the command line and reports).
Result<BaselineMetrics> computeFor(const Storage& storage);

/// Every figure of `metrics` at full precision (doubles as %.17g), one per line: two baselines are
/// equal figure for figure when these texts are (tests and bench_baseline compare them).
QString figuresText(const BaselineMetrics& metrics);

/// The documented `gatebench baseline --json` text (README), keys in their order, UTF-8, indented:
/// counts as integers, seconds, shares (0-1) and hours as numbers rounded to 4 decimals, null where a
/// figure does not exist. Loss titles and sources in `language` ("zh_CN" or "en"), warnings in the
/// interface language (warningText).
QByteArray toJson(const BaselineMetrics& metrics, const BaselineInputs& inputs, const QString& language);

} // namespace baseline
} // namespace gatebench
