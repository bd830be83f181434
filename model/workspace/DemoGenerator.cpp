#include "workspace/DemoGenerator.h"

#include "core/Random.h"
#include "repositories/AuditRepository.h"
#include "storage/Schema.h"
#include "storage/Storage.h"
#include "workspace/SeedTemplate.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimeZone>

#include <algorithm>
#include <cmath>

namespace gatebench {

namespace {

struct Job {
    qint64 submit = 0;
    QString team;
    QString user;
    QString taskType;
    QString gpuType;
    double gpus = 0;
    qint64 start = -1;
    qint64 end = -1;
    QString outcome;
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

/// A text of the demo; an empty text, never a null one, when the key is missing (the text columns
/// are NOT NULL).
/// A text given in both languages ({"zh_CN": ..., "en": ...}).
Bilingual bilingual(const QJsonObject& o, const char* key)
{
    const QJsonObject text = o.value(QLatin1String(key)).toObject();
    return {text.value(QLatin1String("zh_CN")).toString(), text.value(QLatin1String("en")).toString()};
}

QString str(const QJsonObject& o, const char* key)
{
    return nonNullText(o.value(QLatin1String(key)).toString());
}

QVariant nullable(const QJsonValue& value)
{
    if (value.isNull() || value.isUndefined())
        return {};
    if (value.isDouble())
        return value.toDouble();
    if (value.isBool())
        return value.toBool() ? 1 : 0;
    return nonNullText(value.toString()); // an empty JSON string is an empty text, not NULL
}

Result<void> put(Storage& storage, const char* table, const QVariantMap& row)
{
    auto r = storage.insert(QLatin1String(table), row);
    if (!r)
        return r.error();
    return {};
}

/// Four weeks of job records, Monday 2026-10-05 to Sunday 2026-11-01 in the cluster's zone. The
/// NLP team's weekday-daytime queueing on the A100 pool is the visible problem of the demo.
QList<Job> generateJobs(const QTimeZone& zone, const QJsonArray& teams, qint64 windowEnd)
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
        const QString id = str(team.toObject(), "id");
        profiles.append({id, sizes.value(id, 0.6)});
    }
    const QList<std::pair<QString, double>> taskMix{{QStringLiteral("training"), 0.35},
                                                    {QStringLiteral("interactive"), 0.30},
                                                    {QStringLiteral("inference"), 0.10},
                                                    {QStringLiteral("preprocessing"), 0.25}};
    const QList<std::pair<double, double>> trainingGpus{
        {1.0, 0.40}, {2.0, 0.20}, {4.0, 0.20}, {8.0, 0.15}, {16.0, 0.05}};
    const QList<std::pair<QString, double>> failureReasons{{QStringLiteral("OUT_OF_MEMORY"), 0.35},
                                                           {QStringLiteral("FAILED"), 0.30},
                                                           {QStringLiteral("TIMEOUT"), 0.20},
                                                           {QStringLiteral("NODE_FAIL"), 0.15}};

    QList<Job> jobs;
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
                    double queueSeconds = 0;
                    if (job.taskType == QLatin1String("training")) {
                        job.gpuType = QStringLiteral("A100 80GB");
                        job.gpus = rng.pick(trainingGpus);
                        runHours = std::min(rng.lognormal(1.5, 0.9), 48.0);
                        job.util = std::clamp(0.55 + 0.35 * rng.uniform() - (job.gpus >= 8 ? 0.1 : 0.0), 0.0, 1.0);
                        job.active = std::clamp(0.85 + 0.15 * rng.uniform(), 0.0, 1.0);
                        double median = weekend ? 30.0 : (daytime ? 300.0 : 60.0);
                        double sigma = 1.0;
                        if (daytime && team.id == QLatin1String("nlp")) {
                            median = 1880.0; // about 31 minutes: the NLP team's daytime queue (P90 about 3.8 h)
                            sigma = 1.3;
                        }
                        if (job.gpus >= 8)
                            median *= 2.0;
                        queueSeconds = rng.lognormal(median, sigma);
                    } else {
                        job.gpuType = QStringLiteral("L40S");
                        if (job.taskType == QLatin1String("interactive")) {
                            job.gpus = 1;
                            runHours = std::min(rng.lognormal(1.0, 0.8), 12.0);
                            job.util = 0.05 + 0.2 * rng.uniform();
                            job.active = 0.2 + 0.3 * rng.uniform();
                        } else if (job.taskType == QLatin1String("inference")) {
                            job.gpus = rng.uniform() < 0.5 ? 1 : 2;
                            runHours = std::min(rng.lognormal(2.0, 0.6), 24.0);
                            job.util = 0.3 + 0.3 * rng.uniform();
                            job.active = 0.8 + 0.2 * rng.uniform();
                        } else {
                            job.gpus = 1;
                            runHours = std::min(rng.lognormal(0.5, 0.8), 8.0);
                            job.util = 0.1 + 0.3 * rng.uniform();
                            job.active = 0.5 + 0.4 * rng.uniform();
                        }
                        queueSeconds = rng.lognormal(daytime ? 45.0 : 20.0, 0.9);
                    }
                    // Shares are kept to two decimals, as monitoring exports give them.
                    job.util = std::round(job.util * 100.0) / 100.0;
                    job.active = std::round(job.active * 100.0) / 100.0;

                    const double fate = rng.uniform();
                    const qint64 wait = qint64(std::llround(queueSeconds));
                    qint64 run = std::max<qint64>(30, std::llround(runHours * 3600.0));
                    if (fate < 0.07) {
                        job.outcome = QStringLiteral("cancelled");
                        if (rng.uniform() < 0.3) { // cancelled while still queued
                            job.end = job.submit + std::max<qint64>(1, wait / 2);
                        } else {
                            job.start = job.submit + wait;
                            job.end = job.start + run / 3;
                        }
                    } else if (fate < 0.16) {
                        job.outcome = QStringLiteral("failed");
                        job.reason = rng.pick(failureReasons);
                        job.start = job.submit + wait;
                        job.end = job.start + std::max<qint64>(30, run * 3 / 10);
                    } else {
                        job.outcome = QStringLiteral("completed");
                        job.start = job.submit + wait;
                        job.end = job.start + run;
                    }
                    if (rng.uniform() < 0.01)
                        job.requeues = 1;
                    // The export was taken at the end of the window: later events had not happened.
                    if (job.start >= windowEnd) {
                        job.start = job.end = -1;
                        job.outcome = QStringLiteral("pending");
                        job.reason.clear();
                    } else if (job.end >= windowEnd) {
                        job.end = -1;
                        job.outcome = QStringLiteral("running");
                        job.reason.clear();
                    }
                    if (job.start < 0) {
                        job.util = -1;
                        job.active = -1;
                    }
                    jobs.append(job);
                }
            }
        }
    }
    std::stable_sort(jobs.begin(), jobs.end(), [](const Job& a, const Job& b) { return a.submit < b.submit; });
    return jobs;
}

Result<void> writeJobs(Storage& storage, const QList<Job>& jobs, qint64 importId)
{
    const QStringList columns{
        QStringLiteral("import_id"), QStringLiteral("job_key"),         QStringLiteral("team"),
        QStringLiteral("user_name"), QStringLiteral("task_type"),       QStringLiteral("gpu_type"),
        QStringLiteral("gpus"),      QStringLiteral("submit_utc"),      QStringLiteral("start_utc"),
        QStringLiteral("end_utc"),   QStringLiteral("outcome"),         QStringLiteral("failure_reason"),
        QStringLiteral("gpu_util"),  QStringLiteral("active_fraction"), QStringLiteral("requeues")};
    int index = 0;
    auto r = storage.insertMany(QStringLiteral("baseline_jobs"), columns, [&](QVariantList& v) {
        if (index >= jobs.size())
            return false;
        const Job& job = jobs.at(index);
        ++index;
        v[0] = importId;
        v[1] = QStringLiteral("demo-%1").arg(index, 6, 10, QLatin1Char('0'));
        v[2] = nonNullText(job.team);
        v[3] = nonNullText(job.user);
        v[4] = nonNullText(job.taskType);
        v[5] = nonNullText(job.gpuType);
        v[6] = job.gpus;
        v[7] = job.submit;
        v[8] = job.start >= 0 ? QVariant(job.start) : QVariant();
        v[9] = job.end >= 0 ? QVariant(job.end) : QVariant();
        v[10] = job.outcome;
        v[11] = nonNullText(job.reason);
        v[12] = job.util >= 0 ? QVariant(job.util) : QVariant();
        v[13] = job.active >= 0 ? QVariant(job.active) : QVariant();
        v[14] = job.requeues;
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
                         .arg(job.outcome)
                         .toUtf8());
    return hash.result().toHex();
}

} // namespace

Result<void> DemoGenerator::write(Storage& storage, const QString& language, const QString& timeZone,
                                  const QString& createdWith)
{
    using namespace schema::key;
    const QJsonObject demo = loadDemo();
    if (demo.isEmpty())
        return Error{Error::Kind::Io, QStringLiteral("The built-in demo resource is missing")};
    const QTimeZone zone(timeZone.toUtf8());

    const QList<std::pair<QString, QString>> settings{
        {QLatin1String(Title), localized(demo.value(QLatin1String("title")), language)},
        {QLatin1String(Organisation), localized(demo.value(QLatin1String("organisation")), language)},
        {QLatin1String(Currency), str(demo, "currency")},
        {QLatin1String(TimeZone), timeZone},
        {QLatin1String(Language), language},
        {QLatin1String(WeekdayDayStart), QStringLiteral("9")},
        {QLatin1String(WeekdayDayEnd), QStringLiteral("19")},
        {QLatin1String(AsOf), str(demo, "as_of")},
        {QLatin1String(Simulated), QStringLiteral("1")},
        {QLatin1String(CreatedWith), createdWith}};
    for (const auto& [key, value] : settings) {
        if (auto r =
                put(storage, "workspace_settings", {{QStringLiteral("key"), key}, {QStringLiteral("value"), value}});
            !r)
            return r;
    }

    if (auto r = SeedTemplate::instance().writeInto(storage); !r)
        return r;
    for (const QJsonValue& id : demo.value(QLatin1String("poc_candidates")).toArray()) {
        auto r = storage.update(QStringLiteral("candidates"), {{QStringLiteral("id"), id.toString()}},
                                {{QStringLiteral("in_poc"), 1}});
        if (!r)
            return r.error();
    }

    QHash<QString, QString> reviewerNames;
    for (const QJsonValue& value : demo.value(QLatin1String("reviewers")).toArray()) {
        const QJsonObject reviewer = value.toObject();
        const QString name = localized(reviewer.value(QLatin1String("name")), language);
        reviewerNames.insert(str(reviewer, "id"), name);
        if (auto r = put(storage, "reviewers",
                         {{QStringLiteral("id"), str(reviewer, "id")},
                          {QStringLiteral("name"), name},
                          {QStringLiteral("role"), localized(reviewer.value(QLatin1String("role")), language)},
                          {QStringLiteral("simulated"), 1}});
            !r)
            return r;
    }

    const QJsonArray teams = demo.value(QLatin1String("teams")).toArray();
    for (const QJsonValue& value : teams) {
        const QJsonObject team = value.toObject();
        if (auto r =
                put(storage, "teams",
                    {{QStringLiteral("id"), str(team, "id")},
                     {QStringLiteral("name_zh"), localized(team.value(QLatin1String("name")), QStringLiteral("zh_CN"))},
                     {QStringLiteral("name_en"), localized(team.value(QLatin1String("name")), QStringLiteral("en"))}});
            !r)
            return r;
    }
    for (const QJsonValue& value : demo.value(QLatin1String("gpu_inventory")).toArray()) {
        const QJsonObject pool = value.toObject();
        if (auto r =
                put(storage, "gpu_inventory",
                    {{QStringLiteral("pool"), str(pool, "pool")},
                     {QStringLiteral("name_zh"), localized(pool.value(QLatin1String("name")), QStringLiteral("zh_CN"))},
                     {QStringLiteral("name_en"), localized(pool.value(QLatin1String("name")), QStringLiteral("en"))},
                     {QStringLiteral("gpu_type"), str(pool, "gpu_type")},
                     {QStringLiteral("nodes"), pool.value(QLatin1String("nodes")).toInt()},
                     {QStringLiteral("gpus_per_node"), pool.value(QLatin1String("gpus_per_node")).toDouble()}});
            !r)
            return r;
    }

    // Baseline: four weeks of jobs, as one simulated import at the start of week 1.
    const qint64 windowEnd = QDateTime(QDate(2026, 11, 2), QTime(0, 0), zone).toSecsSinceEpoch();
    const QList<Job> jobs = generateJobs(zone, teams, windowEnd);
    const QString importer = reviewerNames.value(QStringLiteral("r2"), reviewerNames.value(QStringLiteral("r1")));
    auto importId = storage.insert(QStringLiteral("imports"),
                                   {{QStringLiteral("kind"), QStringLiteral("jobs")},
                                    {QStringLiteral("file_name"), QStringLiteral("sacct-2026-10-05_2026-11-01.csv")},
                                    {QStringLiteral("sha256"), QString::fromLatin1(jobsDigest(jobs))},
                                    {QStringLiteral("row_count"), jobs.size()},
                                    {QStringLiteral("actor"), importer},
                                    {QStringLiteral("at_utc"), QStringLiteral("2026-11-03T02:30:00Z")}});
    if (!importId)
        return importId.error();
    if (auto r = writeJobs(storage, jobs, *importId); !r)
        return r;

    int position = 0;
    for (const QJsonValue& value : demo.value(QLatin1String("top_losses")).toArray()) {
        const QJsonObject loss = value.toObject();
        if (auto r = put(storage, "baseline_losses",
                         {{QStringLiteral("position"), position++},
                          {QStringLiteral("title"), localized(loss.value(QLatin1String("title")), language)},
                          {QStringLiteral("current"), localized(loss.value(QLatin1String("current_value")), language)},
                          {QStringLiteral("source"), localized(loss.value(QLatin1String("source")), language)},
                          {QStringLiteral("owner"), localized(loss.value(QLatin1String("owner")), language)}});
            !r)
            return r;
    }

    // Requirements: gate verdicts with evidence, the waiver, and bonus scores.
    for (const QJsonValue& value : demo.value(QLatin1String("gate_verdicts")).toArray()) {
        const QJsonObject v = value.toObject();
        QVariantMap row{{QStringLiteral("candidate_id"), str(v, "candidate")},
                        {QStringLiteral("criterion_id"), str(v, "criterion")},
                        {QStringLiteral("verdict"), str(v, "verdict")},
                        {QStringLiteral("evidence"), localized(v.value(QLatin1String("evidence")), language)},
                        {QStringLiteral("reviewer"), nonNullText(reviewerNames.value(str(v, "reviewer")))},
                        {QStringLiteral("updated_at"), str(v, "at")}};
        const QJsonObject waiver = v.value(QLatin1String("waiver")).toObject();
        if (!waiver.isEmpty()) {
            row.insert(QStringLiteral("waiver_owner"), reviewerNames.value(str(waiver, "owner"), str(waiver, "owner")));
            row.insert(QStringLiteral("waiver_reason"), localized(waiver.value(QLatin1String("reason")), language));
            row.insert(QStringLiteral("waiver_expires"), str(waiver, "expires"));
        }
        if (auto r = put(storage, "assessments", row); !r)
            return r;
    }
    for (const QJsonValue& value : demo.value(QLatin1String("bonus_scores")).toArray()) {
        const QJsonObject s = value.toObject();
        if (auto r = put(storage, "bonus_scores",
                         {{QStringLiteral("candidate_id"), str(s, "candidate")},
                          {QStringLiteral("criterion_id"), str(s, "criterion")},
                          {QStringLiteral("reviewer_id"), str(s, "reviewer")},
                          {QStringLiteral("score"), s.value(QLatin1String("score")).toDouble()},
                          {QStringLiteral("updated_at"), QStringLiteral("2026-11-27T08:00:00Z")}});
            !r)
            return r;
    }

    // PoC runs in week 3, from each candidate's typical values with a fixed-seed spread.
    const QJsonObject poc = demo.value(QLatin1String("poc")).toObject();
    const QJsonObject runsPer = poc.value(QLatin1String("runs_per_scenario")).toObject();
    const QJsonObject pocProfiles = poc.value(QLatin1String("profiles")).toObject();
    Random rng(kSeed + 1);
    const QDateTime pocStart(QDate(2026, 11, 16), QTime(10, 0), zone);
    int runIndex = 0;
    for (const QJsonValue& candidateValue : demo.value(QLatin1String("poc_candidates")).toArray()) {
        const QString candidate = candidateValue.toString();
        const QJsonObject profile = pocProfiles.value(candidate).toObject();
        for (const QJsonValue& scenarioValue : SeedTemplate::instance().pocScenarios()) {
            const QJsonObject scenario = scenarioValue.toObject();
            const QString scenarioId = str(scenario, "id");
            const bool drill = str(scenario, "kind") == QLatin1String("drill");
            int runs = runsPer.value(scenarioId)
                           .toInt(runsPer.value(drill ? QLatin1String("drill") : QLatin1String("standard")).toInt(3));
            if (candidate == QLatin1String("openshift-ai") && scenarioId == QLatin1String("drill-node-failure"))
                runs = poc.value(QLatin1String("openshift-ai-node-failure-runs")).toInt(1);
            const QJsonObject typical = profile.value(scenarioId).toObject();
            const auto spread = [&](const char* key, double fallback) {
                const QJsonValue v = typical.value(QLatin1String(key));
                const double median = v.isDouble() ? v.toDouble() : fallback;
                return std::round(rng.lognormal(median, 0.25) * 10.0) / 10.0;
            };
            for (int run = 1; run <= runs; ++run) {
                const QDateTime started = pocStart.addDays((runIndex / 12) % 5).addSecs(1800 * (runIndex % 12));
                ++runIndex;
                const bool success = rng.uniform() < typical.value(QLatin1String("success_rate")).toDouble(0.9);
                QVariantMap row{
                    {QStringLiteral("candidate_id"), candidate},
                    {QStringLiteral("scenario_id"), scenarioId},
                    {QStringLiteral("run_no"), run},
                    {QStringLiteral("started_at"), started.toUTC().toString(Qt::ISODate)},
                    {QStringLiteral("submit_to_available_s"), spread("submit_to_available_s", 600)},
                    {QStringLiteral("queue_s"), spread("queue_s", 60)},
                    {QStringLiteral("success"), success ? 1 : 0},
                    {QStringLiteral("gpu_hours"), std::round(rng.lognormal(drill ? 4.0 : 8.0, 0.3) * 10.0) / 10.0},
                    {QStringLiteral("operation_steps"), qMax(1, int(std::lround(spread("operation_steps", 6))))},
                    {QStringLiteral("manual_interventions"), int(std::lround(spread("manual_interventions", 0.5)))},
                    {QStringLiteral("recovery_s"), drill ? QVariant(spread("recovery_s", 900)) : QVariant()},
                    {QStringLiteral("self_diagnosed"),
                     drill ? QVariant(rng.uniform() < typical.value(QLatin1String("self_diagnosed_rate")).toDouble(0.7)
                                          ? 1
                                          : 0)
                           : QVariant()},
                    {QStringLiteral("notes"), emptyText()}};
                if (auto r = put(storage, "poc_runs", row); !r)
                    return r;
            }
        }
    }

    // TCO: scenarios and lines for the three PoC candidates, with the FX rates they use.
    const QJsonObject fx = demo.value(QLatin1String("fx_rates")).toObject();
    for (auto it = fx.constBegin(); it != fx.constEnd(); ++it) {
        if (auto r = put(storage, "fx_rates",
                         {{QStringLiteral("currency"), it.key()}, {QStringLiteral("rate"), it.value().toString()}});
            !r)
            return r;
    }
    for (const QJsonValue& value : demo.value(QLatin1String("scenarios")).toArray()) {
        const QJsonObject s = value.toObject();
        QStringList months;
        for (const QJsonValue& month : s.value(QLatin1String("peak_months")).toArray())
            months.append(QString::number(month.toInt()));
        if (auto r = put(storage, "tco_scenarios",
                         {{QStringLiteral("id"), str(s, "id")},
                          {QStringLiteral("candidate_id"), str(s, "candidate")},
                          {QStringLiteral("template_scenario"), str(s, "template_scenario")},
                          {QStringLiteral("multiplier"), str(s, "multiplier")},
                          {QStringLiteral("peak_months"), nonNullText(months.join(u','))}});
            !r)
            return r;
    }
    for (const QJsonValue& value : demo.value(QLatin1String("tco_lines")).toArray()) {
        const QJsonObject l = value.toObject();
        const QString kind = str(l, "kind");
        QVariantMap row{
            {QStringLiteral("candidate_id"), str(l, "candidate")},
            {QStringLiteral("scenario_id"), nullable(l.value(QLatin1String("scenario")))},
            {QStringLiteral("category"), str(l, "category")},
            {QStringLiteral("description_zh"),
             localized(l.value(QLatin1String("description")), QStringLiteral("zh_CN"))},
            {QStringLiteral("description_en"), localized(l.value(QLatin1String("description")), QStringLiteral("en"))},
            {QStringLiteral("kind"), kind},
            {QStringLiteral("quantity"), l.value(QLatin1String("quantity")).toString(QStringLiteral("1"))},
            {QStringLiteral("unit_price"), l.value(QLatin1String("unit_price")).toString(QStringLiteral("0"))},
            {QStringLiteral("currency"), l.value(QLatin1String("currency")).toString(QStringLiteral("CNY"))},
            {QStringLiteral("periods_per_year"), l.value(QLatin1String("periods_per_year")).toInt(12)},
            {QStringLiteral("growth"), l.value(QLatin1String("growth")).toString(QStringLiteral("0"))},
            {QStringLiteral("year"),
             l.value(QLatin1String("year")).isDouble() ? QVariant(l.value(QLatin1String("year")).toInt()) : QVariant()},
            {QStringLiteral("fte"), nullable(l.value(QLatin1String("fte")))},
            {QStringLiteral("loaded_annual_cost"), nullable(l.value(QLatin1String("loaded_annual_cost")))},
            {QStringLiteral("tax_included"), l.value(QLatin1String("tax_included")).toBool() ? 1 : 0}};
        if (auto r = put(storage, "tco_lines", row); !r)
            return r;
    }

    // The simulated history of the four selection weeks, never the real clock.
    for (const QJsonValue& value : demo.value(QLatin1String("audit_history")).toArray()) {
        const QJsonObject a = value.toObject();
        if (auto r = put(storage, "audit_log",
                         {{QStringLiteral("at_utc"), str(a, "at")},
                          {QStringLiteral("actor"), reviewerNames.value(str(a, "reviewer"), str(a, "reviewer"))},
                          {QStringLiteral("action"), str(a, "action")},
                          {QStringLiteral("entity"), str(a, "entity")},
                          {QStringLiteral("entity_id"), str(a, "entity_id")},
                          {QStringLiteral("field"), str(a, "field")},
                          {QStringLiteral("old_value"), nullable(a.value(QLatin1String("old")))},
                          {QStringLiteral("new_value"), nullable(a.value(QLatin1String("new")))},
                          // Both languages: the log reads in the reader's language, whatever the demo's.
                          {QStringLiteral("detail"), AuditRepository::bilingualDetail(bilingual(a, "summary"))}});
            !r)
            return r;
    }
    return {};
}

} // namespace gatebench
