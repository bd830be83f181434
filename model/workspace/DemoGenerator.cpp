#include "workspace/DemoGenerator.h"

#include "baseline/BaselineMetrics.h"
#include "committee/Snapshots.h"
#include "core/Random.h"
#include "decision/DecisionKeys.h"
#include "poc/MetricRule.h"
#include "repositories/AssessmentRepository.h"
#include "repositories/AuditActors.h"
#include "repositories/AuditRepository.h"
#include "repositories/BaselineRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/ExitReadinessRepository.h"
#include "repositories/ImportRepository.h"
#include "repositories/MemberRepository.h"
#include "repositories/MinutesRepository.h"
#include "repositories/PlanRepository.h"
#include "repositories/PocRepository.h"
#include "repositories/PolicyRepository.h"
#include "repositories/SettingsRepository.h"
#include "repositories/TcoRepository.h"
#include "repositories/WorkflowCoverageRepository.h"
#include "storage/Schema.h"
#include "storage/Storage.h"
#include "whatif/Replay.h"
#include "workspace/ResourceKeys.h"
#include "workspace/SeedTemplate.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTimeZone>

#include <algorithm>
#include <cmath>
#include <functional>
#include <queue>
#include <vector>

namespace gatebench {

namespace {

namespace key = resource;

/// A simulated job while it is generated: -1 stands for a time or share that did not happen.
struct Job {
    qint64 submit = 0;
    QString team;
    QString user;
    QString taskType;
    QString gpuType;
    double gpus = 0;
    qint64 start = -1;
    qint64 end = -1;
    JobOutcome outcome = JobOutcome::Completed;
    QString reason;
    double util = 0;
    double active = 0;
    int requeues = 0;
};

QJsonObject loadDemo()
{
    QFile file(QStringLiteral(":/demo/demo.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

/// A text given in both languages ({"zh_CN": ..., "en": ...}).
Bilingual bilingual(const QJsonObject& o, const char* key)
{
    const QJsonObject text = o.value(QLatin1String(key)).toObject();
    return {text.value(QLatin1String("zh_CN")).toString(), text.value(QLatin1String("en")).toString()};
}

/// A text of the demo; an empty text, never a null one, when the key is missing (the text columns
/// are NOT NULL).
QString str(const QJsonObject& o, const char* key)
{
    return nonNullText(o.value(QLatin1String(key)).toString());
}

QJsonValue value(const QJsonObject& o, const char* key)
{
    return o.value(QLatin1String(key));
}

/// An exact decimal of the demo, written as a JSON string ("520000.00"); `fallback` when missing.
Result<Decimal> decimal(const QJsonObject& o, const char* key, const char* fallback)
{
    return Decimal::parse(value(o, key).toString(QLatin1String(fallback)));
}

/// An exact decimal of the demo that may be null.
Result<std::optional<Decimal>> optionalDecimal(const QJsonObject& o, const char* key)
{
    const QJsonValue v = value(o, key);
    if (v.isNull() || v.isUndefined())
        return std::optional<Decimal>{};
    auto d = Decimal::parse(v.toString());
    if (!d)
        return d.error();
    return std::optional<Decimal>{*d};
}

/// A job while the queue is simulated: how long it runs once started, and whether it leaves the
/// queue before it starts (then when).
struct Queued {
    qsizetype index = 0; ///< in the generated list
    qint64 run = 0;
    bool leavesQueued = false; ///< cancelled while queued: never holds GPUs
    qint64 leaves = 0;         ///< when it leaves the queue, if it does
};

/// Starts the jobs under today's policy `asIs` (the demo's stated one: first come, first served per
/// pool, team limits on the training pool) with the what-if replay itself, without jitter: the waits
/// come from contention that the policy expresses, so that replaying the log "as is" calibrates.
/// Sets `start` and `end` of every job that starts (a job cancelled while queued ends when it leaves).
Result<void> runQueues(QList<Job>& jobs, const QList<Queued>& queued, const QList<GpuPool>& inventory,
                       const QStringList& teams, const whatif::Policy& asIs)
{
    whatif::Trace trace;
    trace.teams = teams;
    for (const GpuPool& pool : inventory)
        trace.pools.push_back({pool.pool, pool.gpuType, pool.gpus(), pool.gpusPerNode, false, {}});
    std::vector<qsizetype> replayed;
    for (const Queued& q : queued) {
        Job& job = jobs[q.index];
        if (q.leavesQueued) { // gone before its turn: it never holds a GPU
            job.end = q.leaves;
            continue;
        }
        whatif::Trace::Job t;
        t.submit = job.submit;
        t.run = q.run;
        t.gpus = job.gpus;
        t.team = qint32(teams.indexOf(job.team));
        t.pool = 0;
        for (size_t p = 0; p < trace.pools.size(); ++p) {
            if (trace.pools[p].gpuType == job.gpuType)
                t.pool = qint32(p);
        }
        trace.jobs.push_back(t);
        replayed.push_back(q.index);
    }
    whatif::ReplayOptions options;
    options.jitter = 0;
    auto result = whatif::replay(trace, asIs, options);
    if (!result)
        return result.error();
    if (!result->refused.isEmpty())
        return Error{Error::Kind::Integrity, result->refused.first().message};
    for (size_t i = 0; i < replayed.size(); ++i) {
        Job& job = jobs[replayed[i]];
        job.start = result->start[i];
        job.end = result->end[i];
    }
    return {};
}

/// Four weeks of job records, Monday 2026-10-05 to Sunday 2026-11-01 in the cluster's zone, on the
/// GPU inventory. Each job waits in its pool's queue under today's policy `asIs` (runQueues): the
/// allocation never exceeds the inventory, waits grow at peaks, and the NLP team's daytime training,
/// held at its limit on the A100 pool, is the visible problem of the demo.
Result<QList<Job>> generateJobs(const QTimeZone& zone, const QJsonArray& teams, qint64 windowEnd,
                                const QList<GpuPool>& inventory, const whatif::Policy& asIs)
{
    Random rng(DemoGenerator::kSeed);
    struct TeamProfile {
        QString id;
        double size;
    };
    QList<TeamProfile> profiles;
    const QHash<QString, double> sizes{{QStringLiteral("vision"), 1.0},
                                       {QStringLiteral("nlp"), 0.95},
                                       {QStringLiteral("speech"), 0.5},
                                       {QStringLiteral("recsys"), 0.7}};
    for (const QJsonValue& team : teams) {
        const QString id = str(team.toObject(), key::Id);
        profiles.append({id, sizes.value(id, 0.6)});
    }
    const QList<std::pair<QString, double>> taskMix{{QStringLiteral("training"), 0.35},
                                                    {QStringLiteral("interactive"), 0.30},
                                                    {QStringLiteral("inference"), 0.10},
                                                    {QStringLiteral("preprocessing"), 0.25}};
    const QList<std::pair<double, double>> trainingGpus{
        {1.0, 0.50}, {2.0, 0.20}, {4.0, 0.15}, {8.0, 0.12}, {16.0, 0.03}};
    const QList<std::pair<QString, double>> failureReasons{{QStringLiteral("OUT_OF_MEMORY"), 0.35},
                                                           {QStringLiteral("FAILED"), 0.30},
                                                           {QStringLiteral("TIMEOUT"), 0.20},
                                                           {QStringLiteral("NODE_FAIL"), 0.15}};

    QList<Job> jobs;
    QList<Queued> queues;
    jobs.reserve(DemoGenerator::kJobTarget + 2000);
    const QDate first(2026, 10, 5);
    for (int day = 0; day < 28; ++day) {
        const QDate date = first.addDays(day);
        const bool weekend = date.dayOfWeek() >= 6;
        for (int hour = 0; hour < 24; ++hour) {
            const bool daytime = !weekend && hour >= 9 && hour < 19;
            const double rate = weekend ? 4.5 : (daytime ? 22.0 : 6.0);
            const qint64 hourStart = QDateTime(date, QTime(hour, 0), zone).toSecsSinceEpoch();
            for (const TeamProfile& team : std::as_const(profiles)) {
                const int n = rng.poisson(rate * team.size);
                for (int i = 0; i < n; ++i) {
                    Job job;
                    job.submit = hourStart + rng.below(3600);
                    job.team = team.id;
                    job.user = QStringLiteral("%1-%2").arg(team.id).arg(1 + rng.below(12), 2, 10, QLatin1Char('0'));
                    job.taskType = rng.pick(taskMix);
                    double runHours = 0;
                    double holdSeconds = 0;
                    if (job.taskType == QLatin1String("training")) {
                        job.gpuType = QStringLiteral("A100 80GB");
                        job.gpus = rng.pick(trainingGpus);
                        runHours = std::min(rng.lognormal(1.0, 0.9), 48.0);
                        job.util = std::clamp(0.55 + 0.35 * rng.uniform() - (job.gpus >= 8 ? 0.1 : 0.0), 0.0, 1.0);
                        job.active = std::clamp(0.85 + 0.15 * rng.uniform(), 0.0, 1.0);
                        double median = weekend ? 30.0 : (daytime ? 240.0 : 60.0);
                        double sigma = 1.0;
                        if (daytime && team.id == QLatin1String("nlp")) {
                            median = 2050.0; // NLP's daytime jobs are the most patient before cancelling
                            sigma = 1.3;
                        }
                        if (job.gpus >= 8)
                            median *= 2.0;
                        holdSeconds = rng.lognormal(median, sigma);
                    } else {
                        job.gpuType = QStringLiteral("L40S");
                        if (job.taskType == QLatin1String("interactive")) {
                            job.gpus = 1;
                            runHours = std::min(rng.lognormal(0.7, 0.8), 12.0);
                            job.util = 0.05 + 0.2 * rng.uniform();
                            job.active = 0.2 + 0.3 * rng.uniform();
                        } else if (job.taskType == QLatin1String("inference")) {
                            job.gpus = rng.uniform() < 0.8 ? 1 : 2;
                            runHours = std::min(rng.lognormal(1.2, 0.6), 24.0);
                            job.util = 0.3 + 0.3 * rng.uniform();
                            job.active = 0.8 + 0.2 * rng.uniform();
                        } else {
                            job.gpus = 1;
                            runHours = std::min(rng.lognormal(0.4, 0.8), 8.0);
                            job.util = 0.1 + 0.3 * rng.uniform();
                            job.active = 0.5 + 0.4 * rng.uniform();
                        }
                        holdSeconds = rng.lognormal(daytime ? 30.0 : 15.0, 0.9);
                    }
                    // Shares are kept to two decimals, as monitoring exports give them.
                    job.util = std::round(job.util * 100.0) / 100.0;
                    job.active = std::round(job.active * 100.0) / 100.0;

                    const double fate = rng.uniform();
                    // The hold is drawn as before (the same job mix), but it is now only how long a
                    // job cancelled while queued waits before it leaves: the scheduler holds no job.
                    const qint64 hold = qint64(std::llround(holdSeconds));
                    const qint64 run = std::max<qint64>(30, std::llround(runHours * 3600.0));
                    Queued queued{jobs.size(), run, false, 0};
                    if (fate < 0.07) {
                        job.outcome = JobOutcome::Cancelled;
                        if (rng.uniform() < 0.3) { // cancelled while still queued
                            queued.leavesQueued = true;
                            queued.leaves = job.submit + std::max<qint64>(1, hold / 2);
                        } else {
                            queued.run = std::max<qint64>(1, run / 3);
                        }
                    } else if (fate < 0.16) {
                        job.outcome = JobOutcome::Failed;
                        job.reason = rng.pick(failureReasons);
                        queued.run = std::max<qint64>(30, run * 3 / 10);
                    } else {
                        job.outcome = JobOutcome::Completed;
                    }
                    if (rng.uniform() < 0.01)
                        job.requeues = 1;
                    queues.append(queued);
                    jobs.append(job);
                }
            }
        }
    }
    QStringList teamIds;
    for (const TeamProfile& team : std::as_const(profiles))
        teamIds.append(team.id);
    if (auto r = runQueues(jobs, queues, inventory, teamIds, asIs); !r)
        return r.error();
    for (Job& job : jobs) {
        // The export was taken at the end of the window: later events had not happened.
        if (job.start >= windowEnd || (job.start < 0 && job.end >= windowEnd)) {
            job.start = job.end = -1;
            job.outcome = JobOutcome::Pending;
            job.reason.clear();
        } else if (job.end >= windowEnd) {
            job.end = -1;
            job.outcome = JobOutcome::Running;
            job.reason.clear();
        }
        if (job.start < 0) {
            job.util = -1;
            job.active = -1;
        }
    }
    std::stable_sort(jobs.begin(), jobs.end(), [](const Job& a, const Job& b) { return a.submit < b.submit; });
    return jobs;
}

Result<void> writeJobs(Storage& storage, const QList<Job>& jobs, qint64 importId)
{
    int index = 0;
    auto r = BaselineRepository::insertJobs(storage, [&](JobRecord& record) {
        if (index >= jobs.size())
            return false;
        const Job& job = jobs.at(index);
        ++index;
        record.importId = importId;
        record.jobKey = QStringLiteral("demo-%1").arg(index, 6, 10, QLatin1Char('0'));
        record.team = job.team;
        record.user = job.user;
        record.taskType = job.taskType;
        record.gpuType = job.gpuType;
        record.gpus = job.gpus;
        record.submitUtc = job.submit;
        if (job.start >= 0)
            record.startUtc = job.start;
        if (job.end >= 0)
            record.endUtc = job.end;
        record.outcome = job.outcome;
        record.failureReason = job.reason;
        if (job.util >= 0)
            record.gpuUtil = job.util;
        if (job.active >= 0)
            record.activeFraction = job.active;
        record.requeues = job.requeues;
        return true;
    });
    if (!r)
        return r.error();
    return {};
}

QByteArray jobsDigest(const QList<Job>& jobs)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const Job& job : jobs)
        hash.addData(QStringLiteral("%1,%2,%3,%4,%5,%6\n")
                         .arg(job.team, job.taskType)
                         .arg(job.submit)
                         .arg(job.start)
                         .arg(job.end)
                         .arg(BaselineRepository::outcomeKey(job.outcome))
                         .toUtf8());
    return hash.result().toHex();
}

} // namespace

Result<void> DemoGenerator::write(Storage& storage, const QString& language, const QString& timeZone,
                                  const QString& createdWith)
{
    const QJsonObject demo = loadDemo();
    if (demo.isEmpty())
        return Error{Error::Kind::Io, QStringLiteral("The built-in demo resource is missing")};
    const QTimeZone zone(timeZone.toUtf8());
    const auto text = [&](const QJsonObject& o, const char* k) { return localized(value(o, k), language); };

    {
        using namespace schema::key;
        // The title and the organisation in both languages: the window shows them in its own.
        const QList<std::pair<QString, QString>> named =
            SettingsRepository::bilingualSettings(QLatin1String(Title), bilingual(demo, key::Title), language) +
            SettingsRepository::bilingualSettings(QLatin1String(Organisation), bilingual(demo, "organisation"),
                                                  language);
        if (auto r = SettingsRepository::write(
                storage,
                named + QList<std::pair<QString, QString>>{{QLatin1String(Currency), str(demo, key::Currency)},
                                                           {QLatin1String(TimeZone), timeZone},
                                                           {QLatin1String(Language), language},
                                                           {QLatin1String(WeekdayDayStart), QStringLiteral("9")},
                                                           {QLatin1String(WeekdayDayEnd), QStringLiteral("19")},
                                                           {QLatin1String(AsOf), str(demo, key::AsOf)},
                                                           {QLatin1String(Simulated), QStringLiteral("1")},
                                                           {QLatin1String(CreatedWith), createdWith}});
            !r)
            return r;
    }

    QStringList pocCandidates;
    for (const QJsonValue& id : value(demo, "poc_candidates").toArray())
        pocCandidates.append(id.toString());
    if (auto r = SeedTemplate::instance().writeInto(storage, pocCandidates); !r)
        return r;
    // Gates whose verdict the PoC runs compute (DOMAIN.md: OpenShift AI's key-workflow gate is
    // Unknown because its node-failure drill ran too few times).
    for (const QJsonValue& entry : value(demo, "metric_rules").toArray()) {
        const QJsonObject o = entry.toObject();
        MetricRule rule;
        rule.scenarioId = str(o, "scenario");
        const auto metric = pocMetricFromKey(str(o, "metric"));
        const auto comparison = metricComparisonFromSymbol(str(o, "comparison"));
        if (!metric || !comparison)
            return Error{Error::Kind::Integrity, QStringLiteral("The demo has a metric rule GateBench cannot read")};
        rule.metric = *metric;
        rule.comparison = *comparison;
        rule.threshold = value(o, "threshold").toDouble();
        rule.minRuns = value(o, "min_runs").toInt(1); // not storage: a key of demo.json
        if (const QJsonValue band = value(o, "band"); band.isDouble())
            rule.band = band.toDouble();
        if (auto r = checkMetricRule(rule); !r)
            return r.error();
        if (auto r = CriterionRepository::writeMetricRule(storage, str(o, "criterion"), metricRuleText(rule)); !r)
            return r;
    }

    // The committee: a chair and members, each with a function (the reviewers of older demos).
    QHash<QString, QString> reviewerNames;
    QList<Member> members;
    for (const QJsonValue& entry : value(demo, key::Reviewers).toArray()) {
        const QJsonObject reviewer = entry.toObject();
        Member member;
        member.id = str(reviewer, key::Id);
        member.name = text(reviewer, key::Name);
        member.role = text(reviewer, key::Role);
        member.simulated = true;
        member.permission = permissionFromKey(str(reviewer, key::Permission)).value_or(Permission::Member);
        member.function = functionFromKey(str(reviewer, key::Function)).value_or(MemberFunction::Other);
        members.append(member);
        reviewerNames.insert(member.id, member.name);
    }
    if (auto r = MemberRepository::insertMembers(storage, members); !r)
        return r;

    const QJsonArray teams = value(demo, key::Teams).toArray();
    QList<Team> teamList;
    for (const QJsonValue& team : teams) {
        // Each team's promised GPUs (the four add up to the cluster's 176): the candidates' default
        // policies read their quotas, shares and reservations from them.
        const QJsonValue quota = value(team.toObject(), "quota_gpus"); // not storage: a key of demo.json
        teamList.append({str(team.toObject(), key::Id), bilingual(value(team.toObject(), key::Name)),
                         quota.isDouble() ? std::optional<double>(quota.toDouble()) : std::nullopt});
    }
    if (auto r = BaselineRepository::insertTeams(storage, teamList); !r)
        return r;
    QList<GpuPool> pools;
    for (const QJsonValue& entry : value(demo, key::GpuInventory).toArray()) {
        const QJsonObject pool = entry.toObject();
        pools.append({0, str(pool, key::Pool), bilingual(value(pool, key::Name)), str(pool, key::GpuType),
                      value(pool, key::Nodes).toInt(), value(pool, key::GpusPerNode).toDouble(), std::nullopt,
                      std::nullopt});
    }
    if (auto r = BaselineRepository::insertGpuPools(storage, pools); !r)
        return r;

    // Baseline: four weeks of jobs, as one simulated import at the start of week 1.
    const qint64 windowEnd = QDateTime(QDate(2026, 11, 2), QTime(0, 0), zone).toSecsSinceEpoch();
    // Today's scheduling policy, as the committee states it: the jobs' waits come from it.
    auto asIs = whatif::policyFromJson(value(demo, "as_is_policy").toObject(), QStringLiteral("demo.json"));
    if (!asIs)
        return asIs.error();
    if (auto r = PolicyRepository::insert(storage, QString(), *asIs); !r)
        return r;
    auto generated = generateJobs(zone, teams, windowEnd, pools, *asIs);
    if (!generated)
        return generated.error();
    const QList<Job>& jobs = *generated;
    ImportEntry jobImport;
    jobImport.kind = QStringLiteral("jobs");
    jobImport.fileName = QStringLiteral("sacct-2026-10-05_2026-11-01.csv");
    jobImport.sha256 = QString::fromLatin1(jobsDigest(jobs));
    jobImport.rows = jobs.size();
    jobImport.actor = reviewerNames.value(QStringLiteral("r2"), reviewerNames.value(QStringLiteral("r1")));
    jobImport.at = QStringLiteral("2026-11-03T02:30:00Z");
    jobImport.timeZone = QString::fromUtf8(zone.id()); // the cluster's: the simulated export's times
    auto importId = ImportRepository::insert(storage, jobImport);
    if (!importId)
        return importId.error();
    if (auto r = writeJobs(storage, jobs, *importId); !r)
        return r;

    QList<BaselineLoss> losses;
    for (const QJsonValue& entry : value(demo, "top_losses").toArray()) {
        const QJsonObject loss = entry.toObject();
        // Both languages: the Baseline page shows them in the reader's.
        losses.append({0, int(losses.size()), bilingual(loss, key::Title), bilingual(loss, "current_value"),
                       bilingual(loss, key::Source), bilingual(loss, key::Owner)});
    }
    if (auto r = BaselineRepository::insertLosses(storage, losses); !r)
        return r;

    // Two improvement targets the committee set from the baseline (the PoC measures both, so each PoC
    // candidate's value stands beside them): the daytime queue and the success rate. Their baseline
    // values are the baseline's figures at the time, computed from the jobs just written.
    auto measured = baseline::computeFor(storage);
    if (!measured)
        return measured.error();
    const auto target = [&](baseline::Metric metric, const QString& grouping, const QString& group, double value,
                            const QString& owner) {
        ImprovementTarget t;
        t.metric = baseline::metricKey(metric);
        t.grouping = grouping;
        t.groupKey = group;
        t.baselineValue = measured->value(metric, grouping, group);
        t.targetValue = value;
        t.owner = owner;
        return t;
    };
    const QList<ImprovementTarget> targets{
        target(baseline::Metric::QueueWaitP90, baseline::groupingKey(baseline::Grouping::TimeSlot),
               baseline::timeSlotKey(baseline::TimeSlot::WeekdayDay), 10 * 60,
               reviewerNames.value(QStringLiteral("r4"))),
        target(baseline::Metric::SuccessRate, QString(), QString(), 0.92, reviewerNames.value(QStringLiteral("r1"))),
    };
    if (auto r = BaselineRepository::insertTargets(storage, targets); !r)
        return r;

    // The snapshot taken at the end of the demo's past meeting (simulated), and what changed since: those
    // verdicts were Unknown and those cost lines held other amounts when it was taken. They are written
    // as they were, the snapshot taken in the history's place, then they are brought to what they are.
    const QJsonObject snapshot = value(demo, "snapshot").toObject();       // not storage: a key of demo.json
    const QJsonObject since = value(snapshot, "changed_since").toObject(); // not storage: a key of demo.json
    const auto cellKey = [](const QString& candidate, const QString& criterion) -> QString {
        return candidate + QChar(0x1f) + criterion;
    };
    QSet<QString> unknownThen;
    for (const QJsonValue& entry : value(since, "verdicts").toArray())
        unknownThen.insert(cellKey(str(entry.toObject(), "candidate"), str(entry.toObject(), "criterion")));
    QList<Assessment> laterCells; // as they are now; Unknown in the snapshot

    // Requirements: gate verdicts with evidence, the waiver, and bonus scores.
    QList<Assessment> assessments;
    for (const QJsonValue& entry : value(demo, "gate_verdicts").toArray()) {
        const QJsonObject v = entry.toObject();
        Assessment a;
        a.candidateId = str(v, "candidate");
        a.criterionId = str(v, "criterion");
        const auto verdict = verdictFromKey(str(v, key::Verdict));
        if (!verdict)
            return Error{Error::Kind::Integrity,
                         QStringLiteral("The built-in demo has an unknown verdict %1").arg(str(v, key::Verdict))};
        a.verdict = *verdict;
        a.evidence = text(v, key::Evidence);
        a.reviewer = nonNullText(reviewerNames.value(str(v, key::Reviewer)));
        a.updatedAt = str(v, "at");
        const QJsonObject waiver = value(v, "waiver").toObject();
        if (!waiver.isEmpty())
            a.waiver = {reviewerNames.value(str(waiver, key::Owner), str(waiver, key::Owner)),
                        text(waiver, "reason"), // not storage: a key of demo.json
                        QDate::fromString(str(waiver, "expires"), Qt::ISODate)};
        if (unknownThen.contains(cellKey(a.candidateId, a.criterionId))) {
            laterCells.append(a);
            Assessment then;
            then.candidateId = a.candidateId;
            then.criterionId = a.criterionId;
            then.verdict = GateVerdict::Unknown;
            then.reviewer = a.reviewer;
            then.updatedAt = snapshot.value(QLatin1String("at")).toString();
            assessments.append(then);
            continue;
        }
        assessments.append(a);
    }
    if (auto r = AssessmentRepository::insertAssessments(storage, assessments); !r)
        return r;
    QList<BonusScore> scores;
    for (const QJsonValue& entry : value(demo, key::BonusScores).toArray()) {
        const QJsonObject s = entry.toObject();
        BonusScore score;
        score.candidateId = str(s, "candidate");
        score.criterionId = str(s, "criterion");
        score.reviewerId = str(s, key::Reviewer);
        score.score = value(s, key::Score).toDouble();
        score.updatedAt = QStringLiteral("2026-11-27T08:00:00Z");
        scores.append(score);
    }
    if (auto r = AssessmentRepository::insertScores(storage, scores); !r)
        return r;

    // PoC runs in week 3, from each candidate's typical values with a fixed-seed spread.
    auto scenarios = SeedTemplate::instance().pocScenarios();
    if (!scenarios)
        return scenarios.error();
    const QJsonObject poc = value(demo, "poc").toObject();
    const QJsonObject runsPer = value(poc, "runs_per_scenario").toObject();
    const QJsonObject pocProfiles = value(poc, "profiles").toObject();
    Random rng(kSeed + 1);
    const QDateTime pocStart(QDate(2026, 11, 16), QTime(10, 0), zone);
    int runIndex = 0;
    QList<PocRun> runs;
    for (const QString& candidate : std::as_const(pocCandidates)) {
        const QJsonObject profile = pocProfiles.value(candidate).toObject();
        for (const PocScenario& scenario : std::as_const(*scenarios)) {
            const bool drill = scenario.kind == PocScenarioKind::Drill;
            int count = runsPer.value(scenario.id)
                            .toInt(runsPer.value(drill ? QLatin1String("drill") : QLatin1String("standard")).toInt(3));
            if (candidate == QLatin1String("openshift-ai") && scenario.id == QLatin1String("drill-node-failure"))
                count = value(poc, "openshift-ai-node-failure-runs").toInt(1);
            const QJsonObject typical = profile.value(scenario.id).toObject();
            const auto spread = [&](const char* k, double fallback) {
                const QJsonValue v = value(typical, k);
                const double median = v.isDouble() ? v.toDouble() : fallback;
                return std::round(rng.lognormal(median, 0.25) * 10.0) / 10.0;
            };
            for (int run = 1; run <= count; ++run) {
                const QDateTime started = pocStart.addDays((runIndex / 12) % 5).addSecs(1800 * (runIndex % 12));
                ++runIndex;
                // The draws keep their order: the fixed seed gives the same runs in every demo.
                PocRun pocRun;
                pocRun.candidateId = candidate;
                pocRun.scenarioId = scenario.id;
                pocRun.runNo = run;
                pocRun.runId = QString::number(run);
                pocRun.startedAt = started.toUTC().toString(Qt::ISODate);
                pocRun.outcome = rng.uniform() < value(typical, "success_rate").toDouble(0.9) ? PocOutcome::Success
                                                                                              : PocOutcome::Failure;
                // Available after it started: the submit-to-available time is the queue wait plus the
                // time to get ready, so it is never shorter than the wait. The profile's typical
                // submit-to-available time less its typical wait (at least a fifth of it) is the
                // typical time to get ready.
                const double typicalWait = value(typical, key::QueueSeconds).toDouble(60);
                const double typicalReady =
                    std::max(value(typical, key::SubmitToAvailableSeconds).toDouble(600) - typicalWait,
                             0.2 * value(typical, key::SubmitToAvailableSeconds).toDouble(600));
                const double ready = std::round(rng.lognormal(typicalReady, 0.25) * 10.0) / 10.0;
                pocRun.queueSeconds = spread(key::QueueSeconds, 60);
                pocRun.submitToAvailableSeconds = std::round((*pocRun.queueSeconds + ready) * 10.0) / 10.0;
                // Submitted when the queue wait before the start began (the runs table shows it).
                pocRun.submittedAt =
                    started.addMSecs(-qint64(std::llround(*pocRun.queueSeconds * 1000))).toUTC().toString(Qt::ISODate);
                pocRun.gpuHours = std::round(rng.lognormal(drill ? 4.0 : 8.0, 0.3) * 10.0) / 10.0;
                pocRun.operationSteps = qMax(1, int(std::lround(spread(key::OperationSteps, 6))));
                pocRun.manualInterventions = int(std::lround(spread(key::ManualInterventions, 0.5)));
                if (drill) {
                    pocRun.recoverySeconds = spread(key::RecoverySeconds, 900);
                    pocRun.selfDiagnosed = rng.uniform() < value(typical, "self_diagnosed_rate").toDouble(0.7);
                }
                pocRun.notes = emptyText();
                runs.append(pocRun);
            }
        }
    }
    if (auto r = PocRepository::insertRuns(storage, runs); !r)
        return r;

    // Workflow coverage of the three PoC candidates, and the steps the committee holds essential.
    QList<WorkflowStep> essential;
    for (const QJsonValue& step : value(demo, "essential_workflow_steps").toArray()) {
        const auto known = WorkflowCoverageRepository::stepFromKey(step.toString());
        if (!known)
            return Error{Error::Kind::Integrity,
                         QStringLiteral("The built-in demo has an unknown workflow step %1").arg(step.toString())};
        essential.append(*known);
    }
    if (auto r = WorkflowCoverageRepository::insertEssential(storage, essential); !r)
        return r;
    QList<WorkflowCoverage> coverage;
    for (const QJsonValue& entry : value(demo, key::WorkflowCoverage).toArray()) {
        const QJsonObject c = entry.toObject();
        const auto step = WorkflowCoverageRepository::stepFromKey(str(c, key::Step));
        const auto mode = WorkflowCoverageRepository::modeFromKey(str(c, key::Mode));
        if (!step || !mode)
            return Error{Error::Kind::Integrity, QStringLiteral("The built-in demo has a coverage cell of %1 with an "
                                                                "unknown step or mode")
                                                     .arg(str(c, "candidate"))};
        WorkflowCoverage cell;
        cell.candidateId = str(c, "candidate");
        cell.step = *step;
        cell.mode = *mode;
        cell.owningTeam = bilingual(c, "owning_team");
        cell.permissionBoundary = bilingual(c, "permission_boundary");
        cell.note = text(c, key::Note);
        coverage.append(cell);
    }
    if (auto r = WorkflowCoverageRepository::insertCells(storage, coverage); !r)
        return r;

    // The exit checklist of the three PoC candidates.
    QList<ExitCheck> exitChecks;
    for (const QJsonValue& entry : value(demo, key::ExitChecks).toArray()) {
        const QJsonObject c = entry.toObject();
        const auto item = ExitReadinessRepository::itemFromKey(str(c, "item"));
        const auto status = ExitReadinessRepository::statusFromKey(str(c, "status"));
        if (!item || !status)
            return Error{Error::Kind::Integrity,
                         QStringLiteral("The built-in demo has an exit item of %1 with an unknown item or status")
                             .arg(str(c, "candidate"))};
        exitChecks.append({str(c, "candidate"), *item, *status, text(c, "evidence")}); // not storage: demo.json
    }
    if (auto r = ExitReadinessRepository::insertChecks(storage, exitChecks); !r)
        return r;

    // TCO: scenarios and lines for the three PoC candidates, with the FX rates they use.
    QList<FxRate> rates;
    const QJsonObject fx = value(demo, key::FxRates).toObject();
    for (auto it = fx.constBegin(); it != fx.constEnd(); ++it) {
        auto rate = Decimal::parse(it.value().toString());
        if (!rate)
            return rate.error();
        rates.append({it.key(), *rate});
    }
    if (auto r = TcoRepository::insertFxRates(storage, rates); !r)
        return r;
    QList<TcoScenario> tcoScenarios;
    for (const QJsonValue& entry : value(demo, "scenarios").toArray()) {
        const QJsonObject s = entry.toObject();
        TcoScenario scenario;
        scenario.id = str(s, key::Id);
        scenario.candidateId = str(s, "candidate");
        scenario.templateScenario = str(s, key::TemplateScenario);
        auto multiplier = Decimal::parse(str(s, key::Multiplier));
        if (!multiplier)
            return multiplier.error();
        scenario.multiplier = *multiplier;
        for (const QJsonValue& month : value(s, key::PeakMonths).toArray())
            scenario.peakMonths.append(month.toInt());
        tcoScenarios.append(scenario);
    }
    if (auto r = TcoRepository::insertScenarios(storage, tcoScenarios); !r)
        return r;
    QList<TcoLine> lines;
    QList<std::pair<qsizetype, TcoLine>> laterLines; // a line's index, and the line as it is now
    for (const QJsonValue& entry : value(demo, key::TcoLines).toArray()) {
        const QJsonObject l = entry.toObject();
        TcoLine line;
        line.candidateId = str(l, "candidate");
        line.scenarioId = value(l, "scenario").toString();
        line.category = str(l, key::Category);
        line.description = bilingual(value(l, key::Description));
        const auto kind = TcoRepository::kindFromKey(str(l, key::Kind));
        if (!kind)
            return Error{Error::Kind::Integrity,
                         QStringLiteral("The built-in demo has a cost line of unknown kind %1").arg(str(l, key::Kind))};
        line.kind = *kind;
        auto quantity = decimal(l, key::Quantity, "1");
        auto unitPrice = decimal(l, key::UnitPrice, "0");
        auto growth = decimal(l, key::Growth, "0");
        auto fte = optionalDecimal(l, key::Fte);
        auto loaded = optionalDecimal(l, key::LoadedAnnualCost);
        if (!quantity || !unitPrice || !growth || !fte || !loaded)
            return Error{Error::Kind::Integrity,
                         QStringLiteral("The built-in demo has a cost line of %1 with an amount that is not exact")
                             .arg(line.candidateId)};
        line.quantity = *quantity;
        line.unitPrice = *unitPrice;
        line.growth = *growth;
        line.fte = *fte;
        line.loadedAnnualCost = *loaded;
        line.currency = value(l, key::Currency).toString(QStringLiteral("CNY"));
        line.periodsPerYear = value(l, key::PeriodsPerYear).toInt(12);
        if (const QJsonValue year = value(l, key::Year); year.isDouble())
            line.years = {year.toInt()};
        line.taxIncluded = value(l, key::TaxIncluded).toBool();
        // A line the snapshot kept with other amounts (a staff line: its FTE, which is its quantity).
        for (const QJsonValue& then : value(since, "tco_lines").toArray()) { // not storage: a key of demo.json
            const QJsonObject t = then.toObject();
            if (str(t, "candidate") != line.candidateId || str(t, key::Category) != line.category ||
                value(t, "scenario").toString() != line.scenarioId)
                continue;
            auto fteThen = optionalDecimal(t, key::Fte);
            auto quantityThen = decimal(t, key::Quantity, "1");
            if (!fteThen || !quantityThen)
                return Error{Error::Kind::Integrity,
                             QStringLiteral("The built-in demo's snapshot has a cost line amount that is not exact")};
            laterLines.append({lines.size(), line});
            line.fte = *fteThen;
            line.quantity = *quantityThen;
        }
        lines.append(line);
    }
    if (auto r = TcoRepository::insertLines(storage, lines); !r)
        return r;
    if (!laterLines.isEmpty()) {
        auto stored = TcoRepository(storage).lines(); // their ids, in the order entered
        if (!stored)
            return stored.error();
        for (auto& [index, later] : laterLines) {
            if (index >= stored->size())
                return Error{Error::Kind::Integrity, QStringLiteral("The built-in demo's cost lines were not stored")};
            later.id = stored->at(index).id;
        }
    }

    // One past meeting of the committee with its minutes (simulated): who came, the agenda, two
    // verdicts it decided and a decision in words, and its actions (one done, one past its due date on
    // the demo's date, one still due).
    {
        QList<Meeting> meetings;
        QList<Attendance> attendance;
        QList<AgendaItem> agenda;
        QList<MeetingDecision> decisions;
        QList<MeetingAction> actions;
        for (const QJsonValue& entry : value(demo, "meetings").toArray()) { // not storage: demo.json
            const QJsonObject m = entry.toObject();
            Meeting meeting;
            meeting.id = meetings.size() + 1;
            meeting.heldOn = QDate::fromString(str(m, "date"), Qt::ISODate);
            meeting.title = text(m, "title"); // not storage: demo.json
            meeting.state = MeetingState::Closed;
            meeting.simulated = true;
            meetings.append(meeting);
            for (const QJsonValue& id : value(m, "present").toArray()) // not storage: demo.json
                attendance.append({meeting.id, id.toString(), true});
            for (const QJsonValue& id : value(m, "absent").toArray())
                attendance.append({meeting.id, id.toString(), false});
            for (const QJsonValue& item : value(m, "agenda").toArray())
                agenda.append({agenda.size() + 1, meeting.id, localized(item, language)});
            for (const QJsonValue& d : value(m, "decisions").toArray()) {
                const QJsonObject o = d.toObject();
                MeetingDecision decision;
                decision.id = decisions.size() + 1;
                decision.meetingId = meeting.id;
                decision.text = text(o, "text");
                decision.link =
                    decisionLinkFromKey(str(o, "link")).value_or(DecisionLink::None); // not storage: demo.json
                decision.candidateId = str(o, "candidate");
                decision.criterionId = str(o, "criterion");
                decisions.append(decision);
            }
            for (const QJsonValue& a : value(m, "actions").toArray()) {
                const QJsonObject o = a.toObject();
                MeetingAction action;
                action.id = actions.size() + 1;
                action.meetingId = meeting.id;
                action.text = text(o, "text");
                action.ownerId = str(o, "owner");                           // not storage: demo.json
                action.due = QDate::fromString(str(o, "due"), Qt::ISODate); // not storage: demo.json
                action.status = actionStatusFromKey(str(o, "status")).value_or(ActionStatus::Open);
                actions.append(action);
            }
        }
        if (auto r = MinutesRepository::insertAll(storage, meetings, attendance, agenda, decisions, actions); !r)
            return r;
    }
    // The four-week plan's owners (the checks stay derived from the data; simulated members own them).
    QList<PlanAssignment> planOwners;
    for (const QJsonValue& entry : value(demo, "plan_owners").toArray()) {
        const QJsonObject o = entry.toObject();
        const QString owner = str(o, "owner");                           // not storage: a key of demo.json
        const QDate due = QDate::fromString(str(o, "due"), Qt::ISODate); // not storage: a key of demo.json
        planOwners.append({str(o, "check"), owner, due});
    }
    if (auto r = PlanRepository::insertAssignments(storage, planOwners); !r)
        return r.error();

    // The snapshot, in the history's place: then the verdicts and cost lines that changed since become
    // what they are (the history's later entries say who changed them and when).
    const QString snapshotAt = str(snapshot, "at");
    bool snapshotTaken = snapshot.isEmpty();
    const auto takeSnapshot = [&]() -> Result<void> {
        snapshotTaken = true;
        const QString by = str(snapshot, "by");
        auto taken = snapshots::writeSimulated(storage, text(snapshot, key::Name), reviewerNames.value(by, by), by,
                                               QDateTime::fromString(snapshotAt, Qt::ISODate));
        if (!taken)
            return taken.error();
        ChangeSet later;
        const AssessmentRepository cells(storage);
        for (const Assessment& a : std::as_const(laterCells)) {
            auto change = cells.cellChange(a, a.reviewer, a.updatedAt,
                                           AssessmentRepository::VerdictPart | AssessmentRepository::NotePart);
            if (!change)
                return change.error();
            if (*change)
                later.append(**change);
        }
        for (const auto& [index, line] : std::as_const(laterLines)) {
            TcoLine then = lines.at(index);
            then.id = line.id;
            later.append(TcoRepository::lineUpdated(then, line));
        }
        for (const Change& change : std::as_const(later)) {
            Result<void> written;
            switch (change.op) {
            case Change::Op::Insert:
                if (auto r = storage.insert(change.table, change.after); !r)
                    written = r.error();
                break;
            case Change::Op::Update:
                if (auto r = storage.update(change.table, change.key, change.after); !r)
                    written = r.error();
                break;
            case Change::Op::Remove:
                if (auto r = storage.remove(change.table, change.key); !r)
                    written = r.error();
                break;
            }
            if (!written)
                return written;
        }
        return {};
    };

    // The simulated history of the four selection weeks, never the real clock.
    for (const QJsonValue& entry : value(demo, "audit_history").toArray()) {
        const QJsonObject a = entry.toObject();
        if (!snapshotTaken && str(a, "at") > snapshotAt) {
            if (auto r = takeSnapshot(); !r)
                return r.error();
        }
        const auto nullable = [&](const char* k) {
            const QJsonValue v = value(a, k);
            return v.isNull() || v.isUndefined() ? QVariant() : QVariant(nonNullText(v.toString()));
        };
        AuditEntry e;
        e.at = str(a, "at");
        e.actor = reviewerNames.value(str(a, key::Reviewer), str(a, key::Reviewer));
        e.action = str(a, key::Action);
        e.entity = str(a, key::Entity);
        e.entityId = str(a, key::EntityId);
        e.field = str(a, key::Field);
        e.oldValue = nullable("old");
        e.newValue = nullable("new");
        // Both languages: the log reads in the reader's language, whatever the demo's.
        e.detail = AuditRepository::bilingualDetail(bilingual(a, "summary"), bilingual(a, "record"));
        // The simulated member who acted; no operating-system user (the history is simulated, and two
        // demos made alike are the same file).
        const AuditActors actors{reviewerNames.contains(str(a, key::Reviewer)) ? str(a, key::Reviewer) : QString(),
                                 QString()};
        if (auto r = auditactors::append(storage, e, actors); !r)
            return r.error();
    }
    if (!snapshotTaken) {
        if (auto r = takeSnapshot(); !r)
            return r.error();
    }
    return {};
}

} // namespace gatebench
