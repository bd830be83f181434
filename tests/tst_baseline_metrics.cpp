// The baseline metrics (model/baseline) against answers computed by hand from small job logs built
// in code, each rule of DOMAIN.md "Definitions the numbers must follow" on its own; the demo's figures
// against a separate simple computation (a loop over scanJobs with std::sort).
#include "TestSupport.h"
#include "baseline/BaselineMetrics.h"
#include "commands/Baseline.h"
#include "core/Percentile.h"
#include "core/Random.h"
#include "core/TimeSort.h"
#include "repositories/BaselineRepository.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QDateTime>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>

using namespace gatebench;
using namespace gatebench::baseline;

namespace {

qint64 at(const QString& local, const QTimeZone& zone = QTimeZone::utc())
{
    QDateTime t = QDateTime::fromString(local, QStringLiteral("yyyy-MM-dd HH:mm"));
    t.setTimeZone(zone);
    return t.toSecsSinceEpoch();
}

JobRecord job(const QString& team, double gpus, qint64 submit, std::optional<qint64> start, std::optional<qint64> end,
              JobOutcome outcome = JobOutcome::Completed)
{
    JobRecord j;
    j.jobKey = QString::number(submit);
    j.team = team;
    j.taskType = QStringLiteral("training");
    j.gpuType = QStringLiteral("A100");
    j.gpus = gpus;
    j.submitUtc = submit;
    j.startUtc = start;
    j.endUtc = end;
    j.outcome = outcome;
    return j;
}

JobColumns columns(const QList<JobRecord>& jobs)
{
    JobColumns c;
    for (const JobRecord& j : jobs)
        c.append(j);
    return c;
}

BaselineInputs oneDayUtc(const QDate& first, const QDate& last, double capacity)
{
    BaselineInputs in;
    in.windowFirstDay = first;
    in.windowLastDay = last;
    if (capacity > 0)
        in.inventory.append(GpuPool{1, QStringLiteral("p"), {}, QStringLiteral("A100"), 1, capacity, {}, {}});
    return in;
}

const GroupMetrics& group(const QList<GroupMetrics>& groups, const QString& key)
{
    for (const GroupMetrics& g : groups) {
        if (g.key == key)
            return g;
    }
    qFatal("no group %s", qPrintable(key));
}

/// A varied log of `count` jobs over three weeks in Berlin, across the change from summer time
/// (25 October 2026): four teams, three task types, two GPU types, fractional GPUs, pending and
/// running jobs, failures with and without a reason, utilization data on most started jobs.
JobColumns variedLog(int count, const QTimeZone& zone)
{
    Random rng(7);
    const qint64 first = QDateTime(QDate(2026, 10, 12), QTime(0, 0), zone).toSecsSinceEpoch();
    const QStringList teams{QStringLiteral("vision"), QStringLiteral("nlp"), QStringLiteral("speech"),
                            QStringLiteral("recsys")};
    const QStringList types{QStringLiteral("training"), QStringLiteral("inference"), QStringLiteral("interactive")};
    JobColumns c;
    for (int i = 0; i < count; ++i) {
        JobRecord j;
        j.jobKey = QString::number(i);
        j.team = teams.at(rng.below(4));
        j.taskType = types.at(rng.below(3));
        j.gpuType = rng.below(3) == 0 ? QStringLiteral("L40S") : QStringLiteral("A100");
        j.gpus = rng.below(5) == 0 ? 0.25 * (1 + rng.below(3)) : double(1 << rng.below(4));
        j.submitUtc = first + qint64(rng.uniform() * 21 * 86400);
        const double r = rng.uniform();
        if (r < 0.03) {
            j.outcome = JobOutcome::Pending;
        } else {
            j.startUtc = j.submitUtc + qint64(std::exp(rng.uniform() * 9.0));
            j.outcome = r < 0.06   ? JobOutcome::Running
                        : r < 0.80 ? JobOutcome::Completed
                        : r < 0.90 ? JobOutcome::Failed
                                   : JobOutcome::Cancelled;
            if (j.outcome != JobOutcome::Running)
                j.endUtc = *j.startUtc + 30 + qint64(rng.uniform() * 8 * 3600);
            if (j.outcome == JobOutcome::Failed && rng.below(3) > 0)
                j.failureReason = rng.below(2) == 0 ? QStringLiteral("TIMEOUT") : QStringLiteral("OUT_OF_MEMORY");
            if (rng.below(10) > 0) {
                j.gpuUtil = rng.uniform();
                if (rng.below(2) == 0)
                    j.activeFraction = rng.uniform();
            }
        }
        if (j.outcome == JobOutcome::Cancelled && !j.startUtc)
            j.endUtc = j.submitUtc + 600;
        c.append(j);
    }
    return c;
}

} // namespace

class TestBaselineMetrics : public QObject {
    Q_OBJECT

private slots:
    void percentileIsTypeSevenBySelection()
    {
        // numpy.percentile([1, 2, 3, 4, 10], 90) = 7.6; 50 -> 3; 25 -> 2; one value is itself.
        std::vector<double> v{10, 2, 4, 1, 3};
        QCOMPARE(*selectPercentile(v.data(), v.data() + v.size(), 90), 7.6);
        QCOMPARE(*selectPercentile(v.data(), v.data() + v.size(), 50), 3.0);
        QCOMPARE(*selectPercentile(v.data(), v.data() + v.size(), 25), 2.0);
        std::vector<double> one{42};
        QCOMPARE(*selectPercentile(one.data(), one.data() + 1, 90), 42.0);
        QVERIFY(!selectPercentile(one.data(), one.data(), 50));
        // The same answer, bit for bit, as the sorting definition of core/Percentile.
        Random rng(11);
        QList<double> values;
        for (int i = 0; i < 5001; ++i)
            values.append(double(rng.below(100000)) / 7.0);
        for (double p : {0.0, 10.0, 50.0, 90.0, 99.0, 100.0}) {
            std::vector<double> copy(values.cbegin(), values.cend());
            QCOMPARE(*selectPercentile(copy.data(), copy.data() + copy.size(), p), *percentile(values, p));
        }
    }

    void waitsOutcomesAndNeverStarted()
    {
        const QDate day(2026, 10, 5);
        QList<JobRecord> jobs{
            job(QStringLiteral("a"), 1, at(QStringLiteral("2026-10-05 10:00")), at(QStringLiteral("2026-10-05 10:01")),
                at(QStringLiteral("2026-10-05 11:00"))), // wait 60
            job(QStringLiteral("a"), 1, at(QStringLiteral("2026-10-05 10:00")), at(QStringLiteral("2026-10-05 10:02")),
                at(QStringLiteral("2026-10-05 11:00")), JobOutcome::Failed), // wait 120
            job(QStringLiteral("a"), 1, at(QStringLiteral("2026-10-05 10:00")), at(QStringLiteral("2026-10-05 10:10")),
                at(QStringLiteral("2026-10-05 10:20")), JobOutcome::Cancelled), // wait 600
            // Never started: cancelled in the queue after 600 s; still pending: waits to the end of W (14 h).
            job(QStringLiteral("a"), 1, at(QStringLiteral("2026-10-05 10:00")), {},
                at(QStringLiteral("2026-10-05 10:10")), JobOutcome::Cancelled),
            job(QStringLiteral("a"), 1, at(QStringLiteral("2026-10-05 10:00")), {}, {}, JobOutcome::Pending),
        };
        jobs[1].failureReason = QStringLiteral("TIMEOUT");
        const BaselineMetrics m = compute(columns(jobs), oneDayUtc(day, day, 10));
        QCOMPARE(m.total.jobs, 5);
        QCOMPARE(m.total.started, 3);
        QCOMPARE(m.total.neverStarted, 2);
        QCOMPARE(*m.total.queueWait.p50, 120.0);
        QCOMPARE(*m.total.queueWait.p90, 504.0); // 120 + 0.8 * 480
        QCOMPARE(*m.total.queueWait.mean, 260.0);
        QCOMPARE(*m.total.neverStartedWait.p50, (600.0 + 50400.0) / 2);
        QCOMPARE(m.total.outcomes.completed, 1);
        QCOMPARE(m.total.outcomes.failed, 1);
        QCOMPARE(m.total.outcomes.cancelled, 2);
        QCOMPARE(m.total.outcomes.notEnded, 1);
        QCOMPARE(*m.total.successRate, 0.5); // cancellations are neither
        QCOMPARE(*m.total.outcomes.cancelledShare(), 0.5);
        QCOMPARE(m.total.outcomes.failureReasons.size(), 1);
        QCOMPARE(m.total.outcomes.failureReasons.first().first, QStringLiteral("TIMEOUT"));
        QCOMPARE(*m.total.runTime.p50, 3480.0); // 3540, 3480, 600
    }

    void timeSlotsAcrossMidnightAndWeekends()
    {
        // Monday 2026-10-05 .. Monday 2026-10-12, UTC, weekday day 09:00-18:59.
        const QStringList night{QStringLiteral("2026-10-05 08:59"), QStringLiteral("2026-10-05 19:00"),
                                QStringLiteral("2026-10-09 23:59"), QStringLiteral("2026-10-12 00:00")};
        const QStringList day{QStringLiteral("2026-10-05 09:00"), QStringLiteral("2026-10-05 18:59")};
        const QStringList weekend{QStringLiteral("2026-10-10 00:00"), QStringLiteral("2026-10-11 23:59")};
        QList<JobRecord> jobs;
        for (const QStringList* list : {&night, &day, &weekend}) {
            for (const QString& t : *list)
                jobs.append(job(QStringLiteral("a"), 1, at(t), at(t) + 60, at(t) + 120));
        }
        BaselineMetrics m = compute(columns(jobs), oneDayUtc(QDate(2026, 10, 5), QDate(2026, 10, 12), 1));
        QCOMPARE(m.byTimeSlot.size(), 3);
        QCOMPARE(group(m.byTimeSlot, QStringLiteral("weekday_day")).jobs, 2);
        QCOMPARE(group(m.byTimeSlot, QStringLiteral("weekday_night")).jobs, 4);
        QCOMPARE(group(m.byTimeSlot, QStringLiteral("weekend")).jobs, 2);
        // Other hours: 08:00-08:59 becomes day, 18:xx night.
        BaselineInputs in = oneDayUtc(QDate(2026, 10, 5), QDate(2026, 10, 12), 1);
        in.slotHours = {8, 18};
        m = compute(columns(jobs), in);
        QCOMPARE(group(m.byTimeSlot, QStringLiteral("weekday_day")).jobs, 2); // 08:59 and 09:00
        QCOMPARE(group(m.byTimeSlot, QStringLiteral("weekday_night")).jobs, 4);
    }

    void daylightSavingChange()
    {
        // Europe/Berlin leaves summer time on Sunday 2026-10-25 (03:00 CEST -> 02:00 CET): that day
        // has 25 hours. Friday 07:30 UTC is 09:30 CEST (day); Monday 07:30 UTC is 08:30 CET (night).
        const QTimeZone berlin("Europe/Berlin");
        QVERIFY(berlin.isValid());
        BaselineInputs in;
        in.zone = berlin;
        in.windowFirstDay = QDate(2026, 10, 23);
        in.windowLastDay = QDate(2026, 10, 26);
        in.inventory.append(GpuPool{1, QStringLiteral("p"), {}, QStringLiteral("A100"), 1, 1, {}, {}});
        const qint64 friday = QDateTime(QDate(2026, 10, 23), QTime(7, 30), QTimeZone::utc()).toSecsSinceEpoch();
        const qint64 monday = QDateTime(QDate(2026, 10, 26), QTime(7, 30), QTimeZone::utc()).toSecsSinceEpoch();
        const qint64 sunday = at(QStringLiteral("2026-10-25 00:00"), berlin);
        const qint64 sundayEnd = at(QStringLiteral("2026-10-26 00:00"), berlin);
        QCOMPARE(sundayEnd - sunday, 25 * 3600);
        const QList<JobRecord> jobs{job(QStringLiteral("a"), 1, friday, friday + 60, friday + 120),
                                    job(QStringLiteral("a"), 1, monday, monday + 60, monday + 120),
                                    // One GPU for the whole Sunday: 25 GPU-hours.
                                    job(QStringLiteral("a"), 1, sunday, sunday, sundayEnd)};
        const BaselineMetrics m = compute(columns(jobs), in);
        QCOMPARE(m.window.days(), 4.0 + 1.0 / 24.0);
        QCOMPARE(group(m.byTimeSlot, QStringLiteral("weekday_day")).jobs, 1);
        QCOMPARE(group(m.byTimeSlot, QStringLiteral("weekday_night")).jobs, 1);
        QCOMPARE(group(m.byTimeSlot, QStringLiteral("weekend")).jobs, 1);
        QCOMPARE(m.perDay.size(), 4);
        const DayMetrics& sundayFigures = m.perDay.at(2);
        QCOMPARE(sundayFigures.day, QDate(2026, 10, 25));
        QCOMPARE(sundayFigures.utilization.capacityGpuHours, 25.0);
        QCOMPARE(*sundayFigures.utilization.allocated, 1.0);
        // The repeated hour 02:00-02:59 on Sunday is one cell with two hours, both allocated.
        const int cell = 6 * 24 + 2;
        QCOMPARE(m.allocatedByHourOfWeek[cell], 1.0);
        QCOMPARE(m.total.gpuHours, 25.0 + 2.0 / 60.0);
    }

    void utilizationWithPartialOverlap()
    {
        // W = 2026-10-05 (UTC, 24 h), 10 GPUs: 240 GPU-hours of capacity.
        QList<JobRecord> jobs{
            // 2 GPUs from 22:00 the day before to 02:00: 2 h inside W.
            job(QStringLiteral("a"), 2, at(QStringLiteral("2026-10-04 21:00")), at(QStringLiteral("2026-10-04 22:00")),
                at(QStringLiteral("2026-10-05 02:00"))),
            // 4 GPUs from 23:00 to 01:00 the day after: 1 h inside W.
            job(QStringLiteral("b"), 4, at(QStringLiteral("2026-10-05 22:00")), at(QStringLiteral("2026-10-05 23:00")),
                at(QStringLiteral("2026-10-06 01:00"))),
            // Still running at export time: from 12:00 to the end of W, 1 GPU, 12 h.
            job(QStringLiteral("b"), 1, at(QStringLiteral("2026-10-05 11:00")), at(QStringLiteral("2026-10-05 12:00")),
                {}, JobOutcome::Running),
        };
        jobs[0].gpuUtil = 0.5;
        jobs[0].activeFraction = 1.0;
        jobs[1].gpuUtil = 0.25; // no active fraction: active because its utilization is above 0
        jobs[2].gpuUtil = 0.0;
        const BaselineMetrics m = compute(columns(jobs), oneDayUtc(QDate(2026, 10, 5), QDate(2026, 10, 5), 10));
        const Utilization& u = m.total.utilization;
        QCOMPARE(u.capacityGpus, 10.0);
        QVERIFY(!u.inferred);
        QCOMPARE(u.allocatedGpuHours, 4.0 + 4.0 + 12.0);
        QCOMPARE(*u.allocated, 20.0 / 240.0);
        QCOMPARE(*u.active, (4.0 + 4.0) / 240.0);
        QCOMPARE(*u.effective, (4.0 * 0.5 + 4.0 * 0.25) / 240.0);
        QCOMPARE(u.idleGpuHours, 220.0);
        // The job submitted before W counts in utilization, not among W's jobs.
        QCOMPARE(m.total.jobs, 2);
        QCOMPARE(*group(m.byTeam, QStringLiteral("a")).utilization.allocated, 4.0 / 240.0);
        QCOMPARE(m.total.outcomes.notEnded, 1);
        // Without any utilization data, active and effective are null, never 0.
        for (JobRecord& j : jobs) {
            j.gpuUtil.reset();
            j.activeFraction.reset();
        }
        const BaselineMetrics bare = compute(columns(jobs), oneDayUtc(QDate(2026, 10, 5), QDate(2026, 10, 5), 10));
        QVERIFY(!bare.total.utilization.active);
        QVERIFY(!bare.total.utilization.effective);
        QCOMPARE(*bare.total.utilization.allocated, 20.0 / 240.0);
    }

    void inferredCapacityAndInventoryDates()
    {
        const QList<JobRecord> jobs{
            job(QStringLiteral("a"), 2, at(QStringLiteral("2026-10-05 01:00")), at(QStringLiteral("2026-10-05 01:00")),
                at(QStringLiteral("2026-10-05 05:00"))),
            job(QStringLiteral("a"), 3, at(QStringLiteral("2026-10-05 02:00")), at(QStringLiteral("2026-10-05 04:00")),
                at(QStringLiteral("2026-10-05 06:00"))),
            // Starts as the first one ends: never concurrent with it.
            job(QStringLiteral("a"), 2, at(QStringLiteral("2026-10-05 05:00")), at(QStringLiteral("2026-10-05 05:00")),
                at(QStringLiteral("2026-10-05 07:00"))),
        };
        BaselineMetrics m = compute(columns(jobs), oneDayUtc(QDate(2026, 10, 5), QDate(2026, 10, 6), 0));
        QVERIFY(m.total.utilization.inferred);
        QCOMPARE(m.total.utilization.capacityGpus, 5.0); // peak: 2 + 3
        QCOMPARE(*m.total.utilization.allocated, (8.0 + 6.0 + 4.0) / (5.0 * 48.0));

        // An inventory: 8 GPUs throughout, 4 more from the second day.
        BaselineInputs in = oneDayUtc(QDate(2026, 10, 5), QDate(2026, 10, 6), 8);
        in.inventory.append(
            GpuPool{2, QStringLiteral("q"), {}, QStringLiteral("L40S"), 1, 4, QDate(2026, 10, 6), std::nullopt});
        m = compute(columns(jobs), in);
        QVERIFY(!m.total.utilization.inferred);
        QCOMPARE(m.total.utilization.capacityGpuHours, 8.0 * 48 + 4.0 * 24);
        QCOMPARE(m.total.utilization.capacityGpus, 10.0);
        QCOMPARE(m.perDay.at(0).utilization.capacityGpus, 8.0);
        QCOMPARE(m.perDay.at(1).utilization.capacityGpus, 12.0);
        // By GPU type: each type over its own pools.
        QCOMPARE(*group(m.byGpuType, QStringLiteral("A100")).utilization.allocated, 18.0 / (8.0 * 48));
        // A pool that ended before W adds nothing.
        in.inventory.last().validFrom = QDate(2026, 9, 1);
        in.inventory.last().validTo = QDate(2026, 9, 30);
        QCOMPARE(compute(columns(jobs), in).total.utilization.capacityGpus, 8.0);
    }

    // Without an inventory, the capacity of the whole cluster is the peak of all GPUs allocated at
    // once; the peaks of the types come at different times, so the cluster's is not their sum, and a
    // type's capacity is its share of the cluster's (they add up to it). A job ending as another starts is never
    // concurrent with it, also across types. By hand (UTC, 2026-10-05):
    //   A100 4 GPUs 01:00-03:00, 6 GPUs 05:00-06:00; L40S 2 GPUs 02:00-04:00, 3 GPUs 03:00-04:30,
    //   1 GPU 05:30-07:00. Levels: 4, 6 (02:00), 5 (03:00: 4 ended, 3 began), 3 (04:00), 0 (04:30),
    //   6 (05:00), 7 (05:30), 1 (06:00), 0 (07:00): peak 7; A100 peak 6; L40S peak 5 (03:00-04:00).
    void inferredPeaksAcrossGpuTypes()
    {
        const auto typed = [](const char* type, double gpus, const char* from, const char* to) {
            JobRecord j = job(QStringLiteral("a"), gpus, at(QString::fromLatin1(from)), at(QString::fromLatin1(from)),
                              at(QString::fromLatin1(to)));
            j.gpuType = QString::fromLatin1(type);
            return j;
        };
        const QList<JobRecord> jobs{
            typed("A100", 4, "2026-10-05 01:00", "2026-10-05 03:00"),
            typed("L40S", 2, "2026-10-05 02:00", "2026-10-05 04:00"),
            typed("L40S", 3, "2026-10-05 03:00", "2026-10-05 04:30"),
            typed("A100", 6, "2026-10-05 05:00", "2026-10-05 06:00"),
            typed("L40S", 1, "2026-10-05 05:30", "2026-10-05 07:00"),
        };
        const BaselineMetrics m = compute(columns(jobs), oneDayUtc(QDate(2026, 10, 5), QDate(2026, 10, 5), 0));
        QVERIFY(m.total.utilization.inferred);
        QCOMPARE(m.total.utilization.capacityGpus, 7.0);
        // The types' own peaks (6 and 5) add up to more than the cluster's; each type's capacity is
        // its mean (14/24 and 10/24 GPUs) plus a share of the rest of the peak (7 - 1 = 6) in
        // proportion to its headroom above the mean (65/12 and 55/12 of 10): 23/6 and 19/6.
        QCOMPARE(group(m.byGpuType, QStringLiteral("A100")).utilization.capacityGpus, 23.0 / 6.0);
        QCOMPARE(group(m.byGpuType, QStringLiteral("L40S")).utilization.capacityGpus, 19.0 / 6.0);
        // Allocated: (8 + 6 + 4 + 4.5 + 1.5) GPU-h over 7 GPUs x 24 h.
        QCOMPARE(*m.total.utilization.allocated, 24.0 / (7.0 * 24.0));
    }

    void quotaSatisfaction()
    {
        // Quota 4. Job 1: 2 GPUs, 00:00-02:00. Job 2: 2 GPUs, queued 00:00-01:00, runs 01:00-02:00.
        // 00:00-01:00: min(2, 4) / min(4, 4) = 0.5; 01:00-02:00: 1. Time-weighted: 0.75.
        const QList<JobRecord> jobs{
            job(QStringLiteral("a"), 2, at(QStringLiteral("2026-10-05 00:00")), at(QStringLiteral("2026-10-05 00:00")),
                at(QStringLiteral("2026-10-05 02:00"))),
            job(QStringLiteral("a"), 2, at(QStringLiteral("2026-10-05 00:00")), at(QStringLiteral("2026-10-05 01:00")),
                at(QStringLiteral("2026-10-05 02:00"))),
            job(QStringLiteral("b"), 8, at(QStringLiteral("2026-10-05 00:00")), at(QStringLiteral("2026-10-05 03:00")),
                at(QStringLiteral("2026-10-05 04:00"))),
        };
        BaselineInputs in = oneDayUtc(QDate(2026, 10, 5), QDate(2026, 10, 5), 16);
        in.teams = {Team{QStringLiteral("a"), {}, 4.0}, Team{QStringLiteral("b"), {}, 4.0}};
        const BaselineMetrics m = compute(columns(jobs), in);
        QCOMPARE(*group(m.byTeam, QStringLiteral("a")).quotaSatisfaction, 0.75);
        // Team b: queued 3 h with nothing running (0), then 1 h at 8 >= 4 (1): 0.25.
        QCOMPARE(*group(m.byTeam, QStringLiteral("b")).quotaSatisfaction, 0.25);
        in.teams.clear();
        QVERIFY(!compute(columns(jobs), in).byTeam.first().quotaSatisfaction);
    }

    void coverageWarnings()
    {
        // Monday to Wednesday, submits on Monday only: short, no weekend, and a gap to the end of W.
        const QList<JobRecord> jobs{job(QStringLiteral("a"), 1, at(QStringLiteral("2026-10-05 10:00")),
                                        at(QStringLiteral("2026-10-05 10:00")),
                                        at(QStringLiteral("2026-10-05 11:00")))};
        BaselineMetrics m = compute(columns(jobs), oneDayUtc(QDate(2026, 10, 5), QDate(2026, 10, 7), 1));
        QList<CoverageWarning::Kind> kinds;
        for (const CoverageWarning& w : m.warnings)
            kinds.append(w.kind);
        QCOMPARE(kinds,
                 (QList<CoverageWarning::Kind>{CoverageWarning::Kind::ShortWindow, CoverageWarning::Kind::NoWeekend,
                                               CoverageWarning::Kind::SubmitGap}));
        QCOMPARE(m.warnings.at(2).days, 62.0 / 24.0); // Monday 10:00 to Thursday 00:00
        QVERIFY(warningText(m.warnings.at(0), QTimeZone::utc()).contains(QStringLiteral("14")));
        // Fourteen days with a weekend and a submit every day: no warning.
        QList<JobRecord> daily;
        for (int d = 0; d < 14; ++d) {
            const qint64 t = at(QStringLiteral("2026-10-05 10:00")) + d * 86400;
            daily.append(job(QStringLiteral("a"), 1, t, t, t + 60));
        }
        m = compute(columns(daily), BaselineInputs{});
        QCOMPARE(m.window.days(), 14.0);
        QVERIFY(m.warnings.isEmpty());
    }

    void topLossesRankedWithOwners()
    {
        // W one day, 10 GPUs (240 GPU-h). A failed job: 8 GPUs x 20 h = 160 GPU-h; idle 240 - 168 = 72.
        QList<JobRecord> jobs{
            job(QStringLiteral("a"), 8, at(QStringLiteral("2026-10-05 00:00")), at(QStringLiteral("2026-10-05 00:00")),
                at(QStringLiteral("2026-10-05 20:00")), JobOutcome::Failed),
            job(QStringLiteral("b"), 1, at(QStringLiteral("2026-10-05 00:00")), at(QStringLiteral("2026-10-05 00:00")),
                at(QStringLiteral("2026-10-05 08:00"))),
        };
        jobs[0].gpuUtil = 0.9;
        jobs[1].gpuUtil = 0.5;
        BaselineInputs in = oneDayUtc(QDate(2026, 10, 5), QDate(2026, 10, 5), 10);
        in.lossOwners = {LossOwner{QStringLiteral("failed_gpu_hours"), QStringLiteral("Li Wei")}};
        const BaselineMetrics m = compute(columns(jobs), in);
        QVERIFY(m.topLosses.size() <= 3);
        QCOMPARE(m.topLosses.at(0).key, QStringLiteral("failed_gpu_hours"));
        QCOMPARE(m.topLosses.at(0).value, 160.0);
        QCOMPARE(m.topLosses.at(0).unit, QStringLiteral("gpu-hours"));
        QCOMPARE(*m.topLosses.at(0).owner, QStringLiteral("Li Wei"));
        QCOMPARE(m.topLosses.at(1).key, QStringLiteral("idle_gpu_hours"));
        QCOMPARE(m.topLosses.at(1).value, 72.0);
        QVERIFY(!m.topLosses.at(1).owner);
        QCOMPARE(m.topLosses.at(2).key, QStringLiteral("allocated_not_effective"));
        QCOMPARE(m.topLosses.at(2).value, 168.0 - (160.0 * 0.9 + 8.0 * 0.5));
        QVERIFY(!m.topLosses.at(0).title.zh.isEmpty() && !m.topLosses.at(0).title.en.isEmpty());
        for (qsizetype i = 1; i < m.candidateLosses.size(); ++i)
            QVERIFY(m.candidateLosses.at(i - 1).value >= m.candidateLosses.at(i).value);
    }

    void queueWaitLossesSumTheWaitsBeyondTheMedian()
    {
        // Six jobs submitted on a Monday at 10:00 (weekday daytime), waits 0, 60 and 120 s (team a)
        // and 600, 1800 and 3600 s (team b). The cluster's median wait: rank 2.5 of 6, 120 + 0.5 x
        // (600 - 120) = 360 s. Team b has the longest P90; its waits beyond 360 s: 240 + 1440 + 3240 =
        // 4920 s. The daytime slot holds every job: team a adds nothing beyond the median.
        const qint64 submit = at(QStringLiteral("2026-10-05 10:00"));
        QList<JobRecord> jobs;
        for (const auto& [team, wait] :
             {std::pair{"a", 0}, {"b", 600}, {"a", 60}, {"b", 1800}, {"a", 120}, {"b", 3600}})
            jobs.append(job(QString::fromLatin1(team), 1, submit, submit + wait, submit + wait + 600));
        const BaselineMetrics m = compute(columns(jobs), oneDayUtc(QDate(2026, 10, 5), QDate(2026, 10, 5), 10));
        QCOMPARE(*m.total.queueWait.p50, 360.0);
        const auto lossOf = [&](const QString& key) -> std::optional<double> {
            for (const Loss& loss : m.candidateLosses) {
                if (loss.key == key)
                    return loss.value;
            }
            return std::nullopt;
        };
        QCOMPARE(lossOf(QStringLiteral("queue_wait:team:b")), std::optional<double>(4920.0 / 3600.0));
        QCOMPARE(lossOf(QStringLiteral("queue_wait:time_slot:weekday_day")), std::optional<double>(4920.0 / 3600.0));
        QVERIFY(!lossOf(QStringLiteral("queue_wait:team:a")));
    }

    void recomputeEqualsFreshCompute()
    {
        // The Baseline page keeps one BaselineComputer and recomputes as the committee changes the
        // inputs: after each kind of change its answer must be the fresh computation's, figure for
        // figure, and each change must change some figure (else the step would prove nothing).
        const QTimeZone berlin("Europe/Berlin");
        JobColumns jobs = variedLog(4000, berlin);
        BaselineInputs in;
        in.zone = berlin;
        in.inventory.append(GpuPool{1, QStringLiteral("a"), {}, QStringLiteral("A100"), 4, 8, {}, {}});
        in.inventory.append(GpuPool{2, QStringLiteral("l"), {}, QStringLiteral("L40S"), 2, 4, {}, QDate(2026, 10, 20)});
        in.teams.append({QStringLiteral("vision"), {QStringLiteral("视觉"), QStringLiteral("Vision")}, 16.0});
        in.lossOwners.append({QStringLiteral("failed_gpu_hours"), QStringLiteral("ops")});
        ImprovementTarget target;
        target.metric = QStringLiteral("queue_wait_p90_s");
        target.grouping = QStringLiteral("time_slot");
        target.groupKey = QStringLiteral("weekday_day");
        target.targetValue = 600;
        in.targets.append(target);

        BaselineComputer computer;
        QString previous = figuresText(computer.compute(jobs, in));
        QCOMPARE(previous, figuresText(compute(jobs, in)));
        const auto step = [&](const char* what, const std::function<void()>& change) {
            change();
            const QString cached = figuresText(computer.compute(jobs, in));
            const QString fresh = figuresText(compute(jobs, in));
            if (cached != fresh)
                QFAIL(qPrintable(
                    QStringLiteral("after %1: the recompute differs from a fresh compute").arg(QLatin1String(what))));
            if (fresh == previous)
                QFAIL(qPrintable(QStringLiteral("%1 changed no figure").arg(QLatin1String(what))));
            previous = fresh;
        };
        step("slot hours 8-20", [&] { in.slotHours = {8, 20}; });
        step("slot hours 0-24", [&] { in.slotHours = {0, 24}; });
        step("window 2026-10-19..2026-10-28", [&] {
            in.windowFirstDay = QDate(2026, 10, 19);
            in.windowLastDay = QDate(2026, 10, 28);
        });
        step("slot hours 9-19 in that window", [&] { in.slotHours = {9, 19}; });
        step("window's first day only", [&] { in.windowLastDay.reset(); });
        step("inventory pool gone", [&] { in.inventory.removeLast(); });
        step("no inventory (inferred)", [&] { in.inventory.clear(); });
        step("window cleared, inferred", [&] { in.windowFirstDay.reset(); });
        step("inventory back", [&] {
            in.inventory.append(GpuPool{1, QStringLiteral("a"), {}, QStringLiteral("A100"), 8, 8, {}, {}});
        });
        step("quota of vision", [&] { in.teams.first().quotaGpus = 4.0; });
        step("quota of nlp", [&] { in.teams.append({QStringLiteral("nlp"), {}, 2.0}); });
        step("quotas gone", [&] { in.teams.clear(); });
        step("owner of the failed GPU-hours loss", [&] { in.lossOwners.first().owner = QStringLiteral("platform"); });
        step("target of another slot", [&] { in.targets.first().groupKey = QStringLiteral("weekend"); });
        step("zone Shanghai", [&] { in.zone = QTimeZone("Asia/Shanghai"); });
        step("more jobs (noticed by their count)", [&] {
            JobRecord late = job(QStringLiteral("nlp"), 2, jobs.submit.back() + 3600, jobs.submit.back() + 7200,
                                 jobs.submit.back() + 9000, JobOutcome::Failed);
            late.taskType = QStringLiteral("inference");
            jobs.append(late);
        });
        step("a job's start changed in place (jobsChanged)", [&] {
            for (size_t j = 0; j < jobs.start.size(); ++j) {
                if (jobs.start[j] != JobColumns::kNone)
                    jobs.start[j] += 5000;
            }
            computer.jobsChanged();
        });
    }

    // A large log is read in two halves on two connections at once: the columns, their dictionaries
    // and the figures are those of one scan. The demo's log (over 20,000 jobs) is read both ways, the
    // split forced by a threshold of one job.
    /// Labels are matched by their bytes as stored: a few by comparing them, many (here 40 teams,
    /// Chinese and English, many sharing a prefix) through a hash table.
    /// Every job reads back under the label it was written with, in one scan and in two halves.
    void manyLabelsReadBackAsWritten()
    {
        QTemporaryDir dir;
        auto w = testing::createWorkspace(dir.filePath(QStringLiteral("labels.gatebench")),
                                          {NewWorkspaceOptions::Content::Empty, QStringLiteral("en")});
        QStringList written;
        QStringList reasons;
        qint64 i = 0;
        Storage& storage = WorkspaceTestAccess::storage(*w);
        auto n = BaselineRepository::insertJobs(storage, [&](JobRecord& job) {
            if (i == 3000)
                return false;
            const int t = int((i * 7) % 40);
            job.jobKey = QString::number(i + 1);
            job.team = t % 2 ? QStringLiteral("视觉组%1").arg(t)
                             : (t % 4 ? QStringLiteral("Team%1") : QStringLiteral("team%1")).arg(t);
            job.taskType = i % 3 ? QStringLiteral("training") : QStringLiteral("inference");
            job.gpuType = QStringLiteral("gpu-%1").arg(i % 19);
            job.gpus = 1;
            job.submitUtc = 1790000000 + i * 60;
            job.startUtc = job.submitUtc + 30;
            job.endUtc = *job.startUtc + 600;
            job.outcome = i % 5 ? JobOutcome::Completed : JobOutcome::Failed;
            job.failureReason = i % 5 ? QString() : QStringLiteral("REASON_%1").arg(i % 23);
            written.append(job.team);
            reasons.append(job.failureReason);
            ++i;
            return true;
        });
        QVERIFY2(n, n ? "" : qPrintable(n.error().message));
        for (const qint64 from : {std::numeric_limits<qint64>::max(), qint64(1)}) {
            auto jobs = JobColumns::load(w->queries().rows(), from);
            QVERIFY(jobs);
            QCOMPARE(jobs->size(), qsizetype(3000));
            QCOMPARE(jobs->teams.size(), qsizetype(40));
            QCOMPARE(jobs->gpuTypes.size(), qsizetype(19));
            QCOMPARE(jobs->failureReasons.size(), qsizetype(23));
            for (qsizetype j = 0; j < jobs->size(); ++j) {
                QCOMPARE(jobs->teams.at(jobs->team[size_t(j)]), written.at(j));
                const qint32 reason = jobs->failureReason[size_t(j)];
                QCOMPARE(reason < 0 ? QString() : jobs->failureReasons.at(reason), reasons.at(j));
                QCOMPARE(jobs->gpuTypes.at(jobs->gpuType[size_t(j)]), QStringLiteral("gpu-%1").arg(j % 19));
            }
        }
    }

    /// The P50/P90 of a large group are found by counting whole seconds into buckets, a bucket
    /// looked into again when it holds a rank: the values at any ranks are those of the sorted
    /// values, for spreads that take one, two or four levels, values crowded into one bucket, and
    /// duplicates; a value that is not a whole number of seconds from 0 is refused (the caller
    /// then selects as before).
    void wholeNumberRanksAreTheSortedValues()
    {
        Random random(7);
        const auto check = [&](std::vector<double> values, const char* what) {
            std::vector<double> sorted = values;
            std::sort(sorted.begin(), sorted.end());
            const std::size_t n = values.size();
            const std::size_t ranks[4] = {0, n / 2, (n - 1) * 9 / 10, n - 1};
            double found[4] = {};
            QVERIFY2(wholeNumberRanks(values.data(), values.data() + n, ranks, 4, found), what);
            for (int r = 0; r < 4; ++r)
                QVERIFY2(found[r] == sorted[ranks[r]], what);
            const std::size_t neighbours[2] = {n / 3, n / 3 + 1};
            double pair[2] = {};
            QVERIFY2(wholeNumberRanks(values.data(), values.data() + n, neighbours, 2, pair), what);
            QVERIFY2(pair[0] == sorted[n / 3] && pair[1] == sorted[n / 3 + 1], what);
        };
        const auto draw = [&](std::size_t n, quint64 below) {
            std::vector<double> values(n);
            for (double& v : values)
                v = double(random.next() % below);
            return values;
        };
        check(draw(100000, 1000), "spread under 2^16: one level");
        check(draw(100000, 86400 * 30), "a month of seconds: two levels");
        check(draw(200000, quint64(1) << 52), "spread near 2^52: four levels");
        std::vector<double> crowded = draw(100000, 20);
        for (std::size_t i = 0; i < crowded.size(); i += 1000)
            crowded[i] = 5000000 + double(i); // a long tail: most values in the lowest bucket
        check(crowded, "crowded into one bucket");
        check(std::vector<double>(70000, 42.0), "all equal");
        check(draw(5000, 1000000), "few values: sorted");

        std::vector<double> values = draw(70000, 100000);
        const std::size_t ranks[1] = {35000};
        double found[1] = {-1};
        for (const double bad : {-1.0, 0.5, 9007199254740992.0, std::numeric_limits<double>::quiet_NaN()}) {
            std::vector<double> withBad = values;
            withBad[12345] = bad;
            QVERIFY(!wholeNumberRanks(withBad.data(), withBad.data() + withBad.size(), ranks, 1, found));
            QCOMPARE(found[0], -1.0);
        }
        const std::size_t beyond[1] = {values.size()};
        QVERIFY(!wholeNumberRanks(values.data(), values.data() + values.size(), beyond, 1, found));
    }

    /// The submits and the run events (time, change) are sorted by counting digits of their times:
    /// the result is std::sort's, element for element, for times a few weeks apart, before the epoch,
    /// all equal, a span too wide for the digits, few values, and many events at one moment whose
    /// changes (ends before starts) must still come in order.
    /// The baseline's large columns start on a 2 MB boundary (so that all of them can be huge pages),
    /// keep their values as they grow and are copied, and small ones are ordinary vectors.
    void largeColumnsStartOnHugePageBoundaries()
    {
        constexpr auto kHuge = std::uintptr_t(2) << 20;
        memory::LargeVector<qint64> times;
        memory::reserveLarge(times, 300000); // 2.4 MB
        QCOMPARE(reinterpret_cast<std::uintptr_t>(times.data()) % kHuge, std::uintptr_t(0));
        for (qint64 i = 0; i < 1000000; ++i) // grows past what was reserved
            times.push_back(i * 7);
        QCOMPARE(reinterpret_cast<std::uintptr_t>(times.data()) % kHuge, std::uintptr_t(0));
        const memory::LargeVector<qint64> copy = times;
        QCOMPARE(copy.size(), size_t(1000000));
        QCOMPARE(copy[999999], qint64(999999) * 7);
        QVERIFY(std::equal(copy.begin(), copy.end(), times.begin()));
        memory::LargeVector<quint8> small(100, quint8(3));
        QCOMPARE(std::count(small.begin(), small.end(), quint8(3)), 100);
    }

    void timeSortsAreStdSorts()
    {
        Random random(11);
        const qint64 weekAgo = 1764000000;
        const auto drawTimes = [&](std::size_t n, qint64 from, quint64 spread) {
            std::vector<qint64> times(n);
            for (qint64& t : times)
                t = from + qint64(random.next() % spread);
            return times;
        };
        memory::LargeVector<qint64> scratch; // kept from one sort to the next, as the baseline keeps it
        const auto checkTimes = [&scratch](std::vector<qint64> times, const char* what) {
            std::vector<qint64> expected = times;
            std::sort(expected.begin(), expected.end());
            sortTimes(times.data(), times.data() + times.size(), scratch);
            QVERIFY2(times == expected, what);
        };
        checkTimes(drawTimes(300000, weekAgo, 86400 * 28), "four weeks of seconds");
        checkTimes(drawTimes(300000, -86400 * 400, 86400 * 800), "around the epoch");
        checkTimes(drawTimes(100000, weekAgo, 1), "all equal");
        checkTimes(drawTimes(100000, std::numeric_limits<qint64>::min() / 2, quint64(1) << 62), "a span too wide");
        checkTimes(drawTimes(1000, weekAgo, 86400), "few");
        checkTimes({}, "none");

        memory::LargeVector<std::pair<qint64, double>> eventScratch;
        const auto checkChanges = [&](std::size_t n, quint64 spread, const char* what) {
            std::vector<std::pair<qint64, double>> events(n);
            for (auto& [t, change] : events) {
                t = weekAgo + qint64(random.next() % spread);
                const double gpus = double(random.next() % 16) / 2; // 0 to 7.5 GPUs
                change = random.next() % 2 ? gpus : -gpus;
            }
            auto expected = events;
            std::sort(expected.begin(), expected.end());
            sortTimedChanges(events.data(), events.data() + events.size(), eventScratch);
            QVERIFY2(events == expected, what);
        };
        checkChanges(400000, 86400 * 28, "four weeks");
        checkChanges(400000, 1000, "many changes a second");
        checkChanges(2000, 86400, "few");
    }

    void twoConnectionsReadWhatOneScanReads()
    {
        QTemporaryDir dir;
        auto w = testing::createWorkspace(dir.filePath(QStringLiteral("demo.gatebench")),
                                          {NewWorkspaceOptions::Content::Demo, QStringLiteral("en")});
        auto one = JobColumns::load(w->queries().rows(), std::numeric_limits<qint64>::max());
        auto two = JobColumns::load(w->queries().rows(), 1);
        QVERIFY(one && two);
        QVERIFY(one->size() >= 20000);
        QCOMPARE(two->size(), one->size());
        QCOMPARE(two->teams, one->teams);
        QCOMPARE(two->taskTypes, one->taskTypes);
        QCOMPARE(two->gpuTypes, one->gpuTypes);
        QCOMPARE(two->failureReasons, one->failureReasons);
        QVERIFY(two->team == one->team);
        QVERIFY(two->taskType == one->taskType);
        QVERIFY(two->gpuType == one->gpuType);
        QVERIFY(two->failureReason == one->failureReason);
        QVERIFY(two->gpus == one->gpus);
        QVERIFY(two->submit == one->submit);
        QVERIFY(two->start == one->start);
        QVERIFY(two->end == one->end);
        QVERIFY(two->outcome == one->outcome);
        QCOMPARE(two->gpuUtil.size(), one->gpuUtil.size()); // NaN != NaN: compared bit for bit
        QVERIFY(std::memcmp(two->gpuUtil.data(), one->gpuUtil.data(), one->gpuUtil.size() * sizeof(double)) == 0);
        QVERIFY(std::memcmp(two->activeFraction.data(), one->activeFraction.data(),
                            one->activeFraction.size() * sizeof(double)) == 0);
        auto inputs = BaselineInputs::load(w->queries().rows());
        QVERIFY(inputs);
        QCOMPARE(figuresText(compute(*two, *inputs)), figuresText(compute(*one, *inputs)));
    }

    void secondThreadComputesWhatOneThreadComputes()
    {
        QTemporaryDir dir;
        auto w = testing::createWorkspace(dir.filePath(QStringLiteral("demo.gatebench")),
                                          {NewWorkspaceOptions::Content::Demo, QStringLiteral("en")});
        auto jobs = JobColumns::load(w->queries().rows());
        auto loaded = BaselineInputs::load(w->queries().rows());
        QVERIFY(jobs && loaded);
        QVERIFY(jobs->size() >= 20000);
        // The submit gaps and the inferred peak are what the second thread computes: a window with
        // a day without submits and no inventory make both count.
        BaselineInputs inputs = *loaded;
        inputs.inventory.clear();
        BaselineComputer alone;
        alone.setParallelFrom(std::numeric_limits<qsizetype>::max());
        BaselineComputer two;
        two.setParallelFrom(0);
        const BaselineMetrics whole = alone.compute(*jobs, inputs);
        QVERIFY(whole.total.utilization.inferred);
        QVERIFY(whole.total.utilization.capacityGpus > 0);
        QCOMPARE(figuresText(two.compute(*jobs, inputs)), figuresText(whole));
        // The same computers again for another window (the first day moved on, two days added past
        // the last): what each recomputes agrees, and a day-long gap warning shows in both.
        BaselineInputs later = inputs;
        later.windowFirstDay = whole.window.firstDay.addDays(3);
        later.windowLastDay = whole.window.lastDay.addDays(2);
        const BaselineMetrics shifted = alone.compute(*jobs, later);
        QVERIFY(std::any_of(shifted.warnings.cbegin(), shifted.warnings.cend(),
                            [](const CoverageWarning& c) { return c.kind == CoverageWarning::Kind::SubmitGap; }));
        QCOMPARE(figuresText(two.compute(*jobs, later)), figuresText(shifted));
        BaselineComputer fresh;
        fresh.setParallelFrom(0);
        QCOMPARE(figuresText(fresh.compute(*jobs, later)), figuresText(shifted));
    }

    void demoAgainstIndependentComputation()
    {
        QTemporaryDir dir;
        auto w = testing::createWorkspace(dir.filePath(QStringLiteral("demo.gatebench")),
                                          {NewWorkspaceOptions::Content::Demo, QStringLiteral("en")});
        auto metrics = computeFor(w->queries().rows());
        QVERIFY2(metrics, qPrintable(metrics ? QString() : metrics.error().message));
        // Straight from the stored jobs: waits sorted, percentiles by hand, outcomes counted.
        std::vector<double> waits;
        qint64 jobs = 0, completed = 0, failed = 0;
        double gpuSeconds = 0;
        const qint64 start = metrics->window.startUtc;
        const qint64 end = metrics->window.endUtc;
        auto r = BaselineRepository(w->queries().rows()).scanJobs([&](const JobRecord& j) {
            ++jobs;
            if (j.startUtc)
                waits.push_back(double(*j.startUtc - j.submitUtc));
            completed += j.outcome == JobOutcome::Completed;
            failed += j.outcome == JobOutcome::Failed;
            if (j.startUtc) {
                const qint64 to = std::min(j.endUtc.value_or(end), end);
                const qint64 from = std::max(*j.startUtc, start);
                if (to > from)
                    gpuSeconds += j.gpus * double(to - from);
            }
            return true;
        });
        QVERIFY(r);
        std::sort(waits.begin(), waits.end());
        const auto type7 = [&](double p) {
            const double h = double(waits.size() - 1) * p;
            const auto lo = size_t(std::floor(h));
            return lo + 1 < waits.size() ? waits[lo] + (h - double(lo)) * (waits[lo + 1] - waits[lo]) : waits[lo];
        };
        QVERIFY(jobs >= 20000);
        QCOMPARE(metrics->total.jobs, jobs);
        QCOMPARE(qint64(waits.size()), metrics->total.started);
        QCOMPARE(*metrics->total.queueWait.p50, type7(0.5));
        QCOMPARE(*metrics->total.queueWait.p90, type7(0.9));
        QCOMPARE(*metrics->total.successRate, double(completed) / double(completed + failed));
        // 16 x 8 A100 + 12 x 4 L40S over four weeks from 2026-10-05 (Asia/Shanghai).
        QCOMPARE(metrics->window.firstDay, QDate(2026, 10, 5));
        const double capacity = 176.0 * double(end - start);
        QVERIFY(qAbs(*metrics->total.utilization.allocated - gpuSeconds / capacity) < 1e-12);
        QVERIFY(!metrics->total.utilization.inferred);
        QCOMPARE(metrics->topLosses.size(), 3);
    }

    /// Issue 27, item 11: a window longer than kMaxWindowDays (jobs of absurd dates stored by an older
    /// GateBench, or a window set so) is cut to that many days around the median submit and says so,
    /// instead of sizing per-day and per-hour arrays by the span. Before, the window was the span.
    void aWindowLongerThanTenYearsIsCutAndSaysSo()
    {
        // Three jobs in October 2026, one ending in 2040: the median submit is in October 2026.
        const qint64 t = at(QStringLiteral("2026-10-05 10:00"));
        const QList<JobRecord> jobs{
            job(QStringLiteral("a"), 1, t, t, t + 3600), job(QStringLiteral("a"), 1, t + 86400, t + 86400, t + 90000),
            job(QStringLiteral("b"), 2, t + 2 * 86400, t + 2 * 86400, at(QStringLiteral("2040-01-01 00:00")))};
        const BaselineMetrics m = compute(columns(jobs), BaselineInputs{});
        QCOMPARE(m.window.days(), double(kMaxWindowDays));
        QCOMPARE(m.perDay.size(), qsizetype(kMaxWindowDays));
        QCOMPARE(m.window.firstDay, QDate(2026, 10, 5)); // the span's first day: the cut stays within it
        QCOMPARE(m.window.uncutDays, QDate(2026, 10, 5).daysTo(QDate(2040, 1, 1)) + 1);
        QVERIFY(std::any_of(m.warnings.cbegin(), m.warnings.cend(),
                            [](const CoverageWarning& w) { return w.kind == CoverageWarning::Kind::WindowCut; }));
        QCOMPARE(m.total.jobs, qint64(3));

        // A window set from year 1 to 9999: cut around the median submit, within it.
        BaselineInputs wide;
        wide.windowFirstDay = QDate(1, 1, 1);
        wide.windowLastDay = QDate(9999, 12, 31);
        const BaselineMetrics set = compute(columns(jobs), wide);
        QCOMPARE(set.window.days(), double(kMaxWindowDays));
        QVERIFY(set.window.firstDay <= QDate(2026, 10, 6) && QDate(2026, 10, 6) <= set.window.lastDay);
        const auto cut = std::find_if(set.warnings.cbegin(), set.warnings.cend(), [](const CoverageWarning& w) {
            return w.kind == CoverageWarning::Kind::WindowCut;
        });
        QVERIFY(cut != set.warnings.cend());
        QVERIFY(warningText(*cut, QTimeZone::utc()).contains(set.window.firstDay.toString(Qt::ISODate)));

        // The committee cannot set such a window.
        QTemporaryDir dir;
        auto w = testing::createWorkspace(dir.filePath(QStringLiteral("t.gatebench")), {});
        QCOMPARE(baselineedits::setAnalysisWindow(*w, QDate(2000, 1, 1), QDate(2030, 1, 1)).error().kind,
                 Error::Kind::BadInput);
        QVERIFY(baselineedits::setAnalysisWindow(*w, QDate(2020, 1, 1), QDate(2020, 1, 1).addDays(kMaxWindowDays - 1)));
    }

    void commandsAreUndoable()
    {
        QTemporaryDir dir;
        auto w = testing::createWorkspace(dir.filePath(QStringLiteral("t.gatebench")), {});
        QVERIFY(baselineedits::setLossOwner(*w, QStringLiteral("idle_gpu_hours"), QStringLiteral("Ops lead")));
        QVERIFY(baselineedits::setQuota(*w, QStringLiteral("vision"), 16.0));
        ImprovementTarget t;
        t.metric = QStringLiteral("queue_wait_p90_s");
        t.grouping = QStringLiteral("team");
        t.groupKey = QStringLiteral("vision");
        t.targetValue = 600;
        auto id = baselineedits::addTarget(*w, t);
        QVERIFY(id);
        t.metric = QStringLiteral("nonsense");
        QCOMPARE(baselineedits::addTarget(*w, t).error().kind, Error::Kind::BadInput);
        GpuPool pool{0, QStringLiteral("extra"), {}, QStringLiteral("H100"), 2, 8, QDate(2026, 10, 1), {}};
        auto poolId = baselineedits::addPool(*w, pool);
        QVERIFY(poolId);
        QVERIFY(baselineedits::setSlotHours(*w, 8, 20));
        auto inputs = BaselineInputs::load(w->queries().rows());
        QVERIFY(inputs);
        QCOMPARE(inputs->lossOwners.size(), 1);
        QCOMPARE(inputs->targets.size(), 1);
        QCOMPARE(inputs->targets.first().id, *id);
        QCOMPARE(inputs->slotHours.dayStart, 8);
        QCOMPARE(inputs->inventory.last().validFrom, QDate(2026, 10, 1));
        bool quota = false;
        for (const Team& team : inputs->teams)
            quota = quota || (team.id == QLatin1String("vision") && team.quotaGpus == 16.0);
        QVERIFY(quota);
        // Each is one step: undo all five and everything is as before.
        for (int i = 0; i < 5; ++i)
            QVERIFY(w->undo().ok());
        inputs = BaselineInputs::load(w->queries().rows());
        QVERIFY(inputs->lossOwners.isEmpty());
        QVERIFY(inputs->targets.isEmpty());
        QCOMPARE(inputs->slotHours.dayStart, 9);
        QVERIFY(std::none_of(inputs->inventory.cbegin(), inputs->inventory.cend(),
                             [](const GpuPool& p) { return p.gpuType == QLatin1String("H100"); }));
    }
};

QTEST_GUILESS_MAIN(TestBaselineMetrics)
#include "tst_baseline_metrics.moc"
