#include "whatif/LoadExport.h"

#include "baseline/BaselineMetrics.h"
#include "core/Percentile.h"
#include "repositories/BaselineRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"
#include "whatif/Replay.h"
#include "whatif/WhatIf.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace gatebench::whatif {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::LoadExport)
};

constexpr qint64 kHour = 3600;

Error badInput(const QString& message)
{
    return Error{Error::Kind::BadInput, message};
}

/// A number as the files write it: at most three decimals, no trailing zeros ("8", "0.5").
QString numberText(double value)
{
    QString text = QString::number(value, 'f', 3);
    while (text.contains(u'.') && (text.endsWith(u'0') || text.endsWith(u'.')))
        text.chop(1);
    return text;
}

QString localText(qint64 utc, const QTimeZone& zone)
{
    return QDateTime::fromSecsSinceEpoch(utc, zone).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString utcText(qint64 utc)
{
    return QDateTime::fromSecsSinceEpoch(utc).toUTC().toString(Qt::ISODate); // "2026-10-05T05:00:00Z"
}

QString zoneName(const QTimeZone& zone)
{
    return QString::fromUtf8(zone.id());
}

/// "3h 58m", "45m", "20s": how long a submit script runs.
QString durationText(qint64 seconds)
{
    const qint64 h = seconds / 3600;
    const qint64 m = (seconds % 3600) / 60;
    if (h > 0)
        return m > 0 ? QStringLiteral("%1h %2m").arg(h).arg(m) : QStringLiteral("%1h").arg(h);
    if (m > 0)
        return QStringLiteral("%1m").arg(m);
    return QStringLiteral("%1s").arg(seconds);
}

/// A double-quoted YAML scalar (any text).
QString yamlQuoted(const QString& text)
{
    QString out = QStringLiteral("\"");
    for (const QChar c : text) {
        if (c == u'"' || c == u'\\')
            out += u'\\' + QString(c);
        else if (c == u'\n')
            out += QStringLiteral("\\n");
        else if (c == u'\t')
            out += QStringLiteral("\\t");
        else if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out + u'"';
}

/// A value an #SBATCH line or a shell word can take as it is, else double-quoted without the
/// characters a shell would expand (a Slurm account name never holds them).
QString slurmWord(const QString& text)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_.:+=@-]+$"));
    if (plain.match(text).hasMatch())
        return text;
    QString kept;
    for (const QChar c : text) {
        if (c != u'"' && c != u'\\' && c != u'$' && c != u'`' && c.unicode() >= 0x20)
            kept += c;
    }
    return u'"' + kept + u'"';
}

/// The busiest window in the cluster time zone: "2026-10-05 13:00 to 17:00 Asia/Shanghai" (the end's
/// date only when it is another day), with `to` between.
QString windowText(const LoadExport& load, const QString& to)
{
    const QDateTime from = QDateTime::fromSecsSinceEpoch(load.windowStartUtc, load.zone);
    const QDateTime until = QDateTime::fromSecsSinceEpoch(load.windowEndUtc, load.zone);
    const QString end = from.date() == until.date() ? until.toString(QStringLiteral("HH:mm"))
                                                    : until.toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    return QStringLiteral("%1 %2 %3 %4")
        .arg(from.toString(QStringLiteral("yyyy-MM-dd HH:mm")), to, end, zoneName(load.zone));
}

/// The two header lines every file starts with (English, Chinese), as shell and YAML comments.
QString header(const LoadExport& load)
{
    return QStringLiteral("# GateBench what-if load replay for candidate %1: the busiest %2 h of the job log (%3), "
                          "scaled to a PoC cluster of %4 GPUs.\n"
                          "# GateBench 假设分析负载回放（候选方案 %1）：任务记录中最繁忙的 %2 小时（%5），缩放到 %4 块 "
                          "GPU 的 PoC 集群。\n")
        .arg(load.candidateId)
        .arg(load.hours)
        .arg(windowText(load, QStringLiteral("to")))
        .arg(load.scaleGpus)
        .arg(windowText(load, QStringLiteral("至")));
}

QString jobLine(const ReplayJob& job)
{
    return QStringLiteral("# Job %1: original job %2, team %3, %4 GPU(s) (%5 in the log), runs %6 s, submitted at "
                          "+%7 s.\n")
        .arg(job.replayId, job.originalJobId, job.team.isEmpty() ? QStringLiteral("(none)") : job.team)
        .arg(job.gpus)
        .arg(numberText(job.originalGpus))
        .arg(job.runSeconds)
        .arg(job.submitOffsetSeconds);
}

/// Slurm's time limit: the run time in whole minutes, rounded up, plus one, so that the job ends by
/// itself and a backfilling scheduler plans with a limit close to the run.
qint64 timeLimitMinutes(qint64 runSeconds)
{
    return (runSeconds + 59) / 60 + 1;
}

QByteArray sbatchScript(const LoadExport& load, const ReplayJob& job)
{
    QString s = QStringLiteral("#!/bin/sh\n") + header(load) + jobLine(job);
    s += QStringLiteral("#SBATCH --job-name=%1\n").arg(job.replayId);
    if (!job.team.isEmpty())
        s += QStringLiteral("#SBATCH --account=%1\n").arg(slurmWord(job.team));
    s += QStringLiteral("#SBATCH --gpus=%1\n").arg(job.gpus);
    s += QStringLiteral("#SBATCH --time=%1\n").arg(timeLimitMinutes(job.runSeconds));
    s += QStringLiteral("sleep %1\n").arg(job.runSeconds);
    return s.toUtf8();
}

/// The metadata both Kubernetes kinds share: the name, the labels and the annotations.
QString kubernetesMetadata(const LoadExport& load, const ReplayJob& job, const QString& extraLabel)
{
    QString s = QStringLiteral("metadata:\n  name: %1\n  labels:\n").arg(job.replayId);
    if (!extraLabel.isEmpty())
        s += QStringLiteral("    ") + extraLabel + u'\n';
    s += QStringLiteral("    gatebench.io/replay-id: %1\n"
                        "    gatebench.io/team: %2\n"
                        "    gatebench.io/candidate: %3\n"
                        "  annotations:\n"
                        "    gatebench.io/original-job-id: %4\n"
                        "    gatebench.io/team-name: %5\n"
                        "    gatebench.io/submit-offset-s: \"%6\"\n")
             .arg(job.replayId, kubernetesName(job.team), kubernetesName(load.candidateId),
                  yamlQuoted(job.originalJobId), yamlQuoted(job.team))
             .arg(job.submitOffsetSeconds);
    return s;
}

/// The pod template of a replayed job (`indent` spaces before `spec:`): one container sleeping for the
/// run time on its GPUs.
QString podTemplate(const ReplayJob& job, int indent)
{
    const QString pad(indent, u' ');
    return pad + QStringLiteral("spec:\n") + pad + QStringLiteral("  restartPolicy: Never\n") + pad +
           QStringLiteral("  containers:\n") + pad + QStringLiteral("    - name: replay\n") + pad +
           QStringLiteral("      image: busybox:1.36\n") + pad +
           QStringLiteral("      command: [\"sleep\", \"%1\"]\n").arg(job.runSeconds) + pad +
           QStringLiteral("      resources:\n") + pad + QStringLiteral("        limits:\n") + pad +
           QStringLiteral("          nvidia.com/gpu: %1\n").arg(job.gpus);
}

QByteArray volcanoJob(const LoadExport& load, const ReplayJob& job)
{
    QString s = header(load) + jobLine(job);
    s += QStringLiteral("apiVersion: batch.volcano.sh/v1alpha1\nkind: Job\n");
    s += kubernetesMetadata(load, job, {});
    s += QStringLiteral("spec:\n"
                        "  schedulerName: volcano\n"
                        "  queue: %1\n"
                        "  minAvailable: 1\n"
                        "  tasks:\n"
                        "    - name: replay\n"
                        "      replicas: 1\n"
                        "      template:\n")
             .arg(kubernetesName(job.team));
    s += podTemplate(job, 8);
    return s.toUtf8();
}

QByteArray kueueJob(const LoadExport& load, const ReplayJob& job)
{
    QString s = header(load) + jobLine(job);
    s += QStringLiteral("apiVersion: batch/v1\nkind: Job\n");
    s += kubernetesMetadata(load, job, QStringLiteral("kueue.x-k8s.io/queue-name: %1").arg(kubernetesName(job.team)));
    s += QStringLiteral("spec:\n"
                        "  suspend: true\n"
                        "  parallelism: 1\n"
                        "  completions: 1\n"
                        "  backoffLimit: 0\n"
                        "  template:\n");
    s += podTemplate(job, 4);
    return s.toUtf8();
}

/// The sleep-based submit script of one folder: each job is submitted `command` at its offset from
/// the moment the script starts, so that the PoC scheduler sees the submit times of the log.
QByteArray submitScript(const LoadExport& load, const QString& command, const QString& extension)
{
    const qint64 last = load.jobs.isEmpty() ? 0 : load.jobs.constLast().submitOffsetSeconds;
    QString s = QStringLiteral("#!/bin/sh\n") + header(load);
    s += QStringLiteral("# Submits the %1 job(s) of this folder at their offsets from the moment it starts, sleeping "
                        "between\n# them, so that the scheduler sees the submit times of the log. The last is "
                        "submitted after %2.\n")
             .arg(load.jobs.size())
             .arg(durationText(last));
    s += QStringLiteral("set -eu\n"
                        "cd \"$(dirname \"$0\")\"\n"
                        "start=$(date +%s)\n"
                        "wait_until() {\n"
                        "    delay=$((start + $1 - $(date +%s)))\n"
                        "    if [ \"$delay\" -gt 0 ]; then sleep \"$delay\"; fi\n"
                        "}\n");
    for (const ReplayJob& job : load.jobs)
        s += QStringLiteral("wait_until %1; %2 %3.%4\n")
                 .arg(job.submitOffsetSeconds)
                 .arg(command, job.replayId, extension);
    return s.toUtf8();
}

/// A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break.
QString csvField(const QString& text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') && !text.contains(u'\r'))
        return text;
    QString quoted = text;
    quoted.replace(u'"', QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

QByteArray manifest(const LoadExport& load)
{
    QString s = QStringLiteral("replay_id,original_job_id,team,gpus,run_time_s,submit_offset_s,original_gpus\n");
    for (const ReplayJob& job : load.jobs) {
        s += QStringLiteral("%1,%2,%3,%4,%5,%6,%7\n")
                 .arg(job.replayId, csvField(job.originalJobId), csvField(job.team))
                 .arg(job.gpus)
                 .arg(job.runSeconds)
                 .arg(job.submitOffsetSeconds)
                 .arg(numberText(job.originalGpus));
    }
    return s.toUtf8();
}

/// predicted_waits.csv: the replay's prediction per job, in the manifest's order; refused jobs left out.
QByteArray predictedWaits(const LoadExport& load)
{
    QString s = QStringLiteral("replay_id,predicted_wait_s\n"); // not storage: the columns of PRED.csv
    for (const ReplayJob& job : load.jobs) {
        const auto wait = load.prediction->waits.constFind(job.replayId);
        if (wait != load.prediction->waits.cend())
            s += QStringLiteral("%1,%2\n").arg(job.replayId, numberText(*wait));
    }
    return s.toUtf8();
}

/// The README's paragraph on predicted_waits.csv.
QString predictionText(const LoadExport& load)
{
    const ExportPrediction& p = *load.prediction;
    QString s = QStringLiteral("\nPredicted waits\n");
    s += QStringLiteral("  predicted_waits.csv gives the what-if replay's own prediction of each job's wait: these "
                        "jobs\n  replayed on one pool of %1 GPUs that starts empty, under the candidate's policy with "
                        "its GPU\n  limits per team scaled as the jobs are (round(GPUs x %1 / %2), half up, at least "
                        "1), run times\n  jittered by up to 10 % per seed; the median over %3 seeds.\n  The policy: "
                        "%4. As replayed "
                        "(the PoC's queues get these limits):\n")
             .arg(load.scaleGpus)
             .arg(numberText(load.clusterGpus))
             .arg(p.seeds)
             .arg(load.policyAssumed ? QStringLiteral("a default of its profile, assumed")
                                     : QStringLiteral("the committee's"));
    s += QStringLiteral("  %1\n").arg(QString::fromUtf8(toText(p.policy)));
    if (!p.refused.isEmpty())
        s += QStringLiteral("  Not predicted (they can never start: more GPUs than their team's limit): %1\n")
                 .arg(p.refused.join(QStringLiteral(", ")));
    return s;
}

QByteArray readme(const LoadExport& load)
{
    double scaledGpuSeconds = 0;
    QStringList queues;
    for (const ReplayJob& job : load.jobs) {
        scaledGpuSeconds += double(job.gpus) * double(job.runSeconds);
        const QString queue = kubernetesName(job.team) + QStringLiteral(" (") +
                              (job.team.isEmpty() ? QStringLiteral("no team") : job.team) + u')';
        if (!queues.contains(queue))
            queues.append(queue);
    }
    std::sort(queues.begin(), queues.end());
    QString s = header(load);
    s += u'\n';
    s += QStringLiteral("Candidate: %1\n").arg(load.candidateId);
    s += QStringLiteral("Analysis window: %1 to %2 %3 (%4 to %5)\n")
             .arg(localText(load.analysisStartUtc, load.zone), localText(load.analysisEndUtc, load.zone),
                  zoneName(load.zone), utcText(load.analysisStartUtc), utcText(load.analysisEndUtc));
    s += QStringLiteral("Busiest %1 h: %2 to %3 %4 (%5 to %6)\n")
             .arg(load.hours)
             .arg(localText(load.windowStartUtc, load.zone), localText(load.windowEndUtc, load.zone),
                  zoneName(load.zone), utcText(load.windowStartUtc), utcText(load.windowEndUtc));
    s += QStringLiteral("  the window of whole hours from the start of the analysis window whose jobs (those "
                        "submitted in it\n  that started and ran on GPUs) demand the most GPU-seconds (GPUs x run "
                        "time); of equal ones the\n  earliest. Demand: %1 GPU-seconds.\n")
             .arg(numberText(load.demandGpuSeconds));
    s += QStringLiteral("Cluster: %1 GPUs (%2); PoC cluster: %3 GPUs.\n")
             .arg(numberText(load.clusterGpus),
                  load.clusterInferred ? QStringLiteral("inferred: the peak concurrent allocation of the job log")
                                       : QStringLiteral("the GPU inventory on the window's first day"))
             .arg(load.scaleGpus);
    s += QStringLiteral("Scaling: each job asks for round(GPUs x %1 / %2) GPUs, half up, at least 1 and at most %1.\n"
                        "  Run times and submit offsets are kept as recorded: the replay keeps when users "
                        "submitted and\n  how long their jobs ran; only how wide they are is scaled. Demand "
                        "after scaling: %3 GPU-seconds\n  (in proportion it would be %4: every job keeps at least "
                        "one GPU).\n")
             .arg(load.scaleGpus)
             .arg(numberText(load.clusterGpus), numberText(scaledGpuSeconds),
                  numberText(load.demandGpuSeconds * double(load.scaleGpus) / load.clusterGpus));
    s += QStringLiteral("Jobs: %1 replayed (gb-1 to gb-%1, in submit order).\n").arg(load.jobs.size());
    s += QStringLiteral("  Not replayed: %1 submitted in the window that never started (no run time), %2 without "
                        "GPUs;\n  jobs submitted before the window are not replayed: the PoC cluster starts "
                        "empty.\n")
             .arg(load.neverStarted)
             .arg(load.withoutGpus);
    s += QStringLiteral("\nFiles\n"
                        "  manifest.csv          one row per job: replay id, original job id, team, GPUs, run time "
                        "and\n                        submit offset (seconds), the GPUs of the log\n"
                        "  predicted_waits.csv   one row per job: replay id, the wait the replay predicts (seconds)\n"
                        "  slurm/gb-<n>.sbatch   a batch script per job: --job-name is the replay id, --account the "
                        "team\n"
                        "  volcano/gb-<n>.yaml   a Volcano Job per job in the queue of its team\n"
                        "  kueue/gb-<n>.yaml     a batch/v1 Job per job for Kueue, in the LocalQueue of its team\n"
                        "  */submit.sh           submits a folder's jobs at their offsets (sleep-based); run it when "
                        "the\n                        PoC cluster is idle\n");
    s += QStringLiteral("Queues (Volcano Queue, Kueue LocalQueue) to create first: %1\n")
             .arg(queues.join(QStringLiteral(", ")));
    s += QStringLiteral("Each job runs busybox:1.36 (sleep); mirror the image where the cluster cannot pull it.\n");
    if (load.prediction)
        s += predictionText(load);
    s +=
        QStringLiteral("\nMeasured waits\n"
                       "  Import the runs with `gatebench import FILE --kind poc RESULTS.csv`, one row per replayed "
                       "job with\n  its candidate (%1), a scenario, submitted_at and started_at (or queue), and the "
                       "replay id in a\n  replay_id column (sacct's JobName, the Kubernetes job name). Then `gatebench "
                       "whatif accuracy FILE\n  --candidate %1` sets the measured waits beside the predicted ones "
                       "(the evaluation records this\n  export and predicts them again; --predicted PRED.csv sets "
                       "other predictions beside them).\n")
            .arg(load.candidateId);
    return s.toUtf8();
}

} // namespace

QString kubernetesName(const QString& team)
{
    if (team.isEmpty())
        return QStringLiteral("default");
    QString name;
    for (const QChar c : team.toLower()) {
        const bool keep = (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9');
        name += keep ? c : u'-';
    }
    while (name.contains(QStringLiteral("--")))
        name.replace(QStringLiteral("--"), QStringLiteral("-"));
    name = name.left(63);
    while (name.startsWith(u'-'))
        name.remove(0, 1);
    while (name.endsWith(u'-'))
        name.chop(1);
    if (name.isEmpty())
        return QStringLiteral("team-") +
               QString::fromLatin1(QCryptographicHash::hash(team.toUtf8(), QCryptographicHash::Sha256).toHex().left(8));
    return name;
}

int scaledGpus(double gpus, int scaleGpus, double clusterGpus)
{
    if (scaleGpus < 1)
        return 0;
    const double scaled = clusterGpus > 0 ? std::floor(gpus * double(scaleGpus) / clusterGpus + 0.5) : 1.0;
    return int(std::clamp(scaled, 1.0, double(scaleGpus)));
}

std::optional<qint64> busiestWindow(const std::vector<qint64>& submits, const std::vector<double>& demands,
                                    qint64 analysisStartUtc, qint64 analysisEndUtc, int hours)
{
    if (hours < 1 || analysisEndUtc - analysisStartUtc < qint64(hours) * kHour)
        return std::nullopt;
    // Demand per hour of W (by submit), then the windows as sums of `hours` consecutive hours through
    // prefix sums: two windows with the same jobs get the same sum exactly, so "earliest of equal
    // ones" does not depend on rounding.
    const qint64 hourCount = (analysisEndUtc - analysisStartUtc + kHour - 1) / kHour;
    std::vector<double> perHour(std::size_t(hourCount), 0.0);
    for (std::size_t i = 0; i < submits.size() && i < demands.size(); ++i) {
        if (submits[i] < analysisStartUtc || submits[i] >= analysisEndUtc)
            continue;
        perHour[std::size_t((submits[i] - analysisStartUtc) / kHour)] += demands[i];
    }
    std::vector<double> prefix(perHour.size() + 1, 0.0);
    for (std::size_t h = 0; h < perHour.size(); ++h)
        prefix[h + 1] = prefix[h] + perHour[h];
    const qint64 lastStart = (analysisEndUtc - analysisStartUtc) / kHour - hours; // the window ends inside W
    qint64 best = 0;
    double bestDemand = -1;
    for (qint64 k = 0; k <= lastStart; ++k) {
        const double demand = prefix[std::size_t(k + hours)] - prefix[std::size_t(k)];
        if (demand > bestDemand) {
            bestDemand = demand;
            best = k;
        }
    }
    return analysisStartUtc + best * kHour;
}

Result<LoadExport> loadExport(const Storage& storage, const LoadExportOptions& options)
{
    if (options.hours < 1)
        return badInput(Text::tr("The window must be at least 1 hour long, not %1.").arg(options.hours));
    if (options.scaleGpus < 1)
        return badInput(Text::tr("The PoC cluster must have at least 1 GPU, not %1.").arg(options.scaleGpus));
    auto candidate = CandidateRepository(storage).exists(options.candidateId);
    if (!candidate)
        return candidate.error();
    if (!*candidate)
        return badInput(Text::tr("There is no candidate %1 in this evaluation.").arg(options.candidateId));

    auto inputs = baseline::BaselineInputs::load(storage);
    if (!inputs)
        return inputs.error();
    auto columns = baseline::JobColumns::load(storage);
    if (!columns)
        return columns.error();
    if (columns->size() == 0)
        return badInput(Text::tr("The evaluation has no job records: import the baseline's job log first "
                                 "(gatebench import FILE --kind jobs)."));
    const baseline::BaselineMetrics metrics = baseline::compute(*columns, *inputs);
    const baseline::Window& w = metrics.window;
    if (w.endUtc <= w.startUtc)
        return badInput(Text::tr("The job records have no analysis window."));
    const qint64 windowSeconds = qint64(options.hours) * kHour;
    if (windowSeconds > w.endUtc - w.startUtc)
        return badInput(Text::tr("A window of %1 hours is longer than the analysis window (%2 to %3, %4 hours).")
                            .arg(options.hours)
                            .arg(w.firstDay.toString(Qt::ISODate), w.lastDay.toString(Qt::ISODate))
                            .arg((w.endUtc - w.startUtc) / kHour));

    // The demand of every job the export may replay, by submit time.
    const baseline::JobColumns& c = *columns;
    std::vector<qint64> submits;
    std::vector<double> demands;
    for (qsizetype i = 0; i < c.size(); ++i) {
        const auto at = std::size_t(i);
        if (c.start[at] == baseline::JobColumns::kNone || !(c.gpus[at] > 0))
            continue;
        const qint64 end = c.end[at] == baseline::JobColumns::kNone ? w.endUtc : c.end[at];
        submits.push_back(c.submit[at]);
        demands.push_back(c.gpus[at] * double(std::max<qint64>(0, end - c.start[at])));
    }
    const auto start = busiestWindow(submits, demands, w.startUtc, w.endUtc, options.hours);
    if (!start)
        return badInput(Text::tr("No window of %1 hours fits in the analysis window.").arg(options.hours));

    LoadExport load;
    load.candidateId = options.candidateId;
    load.hours = options.hours;
    load.scaleGpus = options.scaleGpus;
    load.zone = inputs->zone;
    load.analysisStartUtc = w.startUtc;
    load.analysisEndUtc = w.endUtc;
    load.windowStartUtc = *start;
    load.windowEndUtc = *start + windowSeconds;

    // The cluster's GPUs on the window's first day.
    const QDate day = QDateTime::fromSecsSinceEpoch(load.windowStartUtc, load.zone).date();
    for (const GpuPool& pool : std::as_const(inputs->inventory)) {
        if (pool.appliesOn(day))
            load.clusterGpus += pool.gpus();
    }
    if (!(load.clusterGpus > 0)) {
        load.clusterGpus = metrics.total.utilization.capacityGpus;
        load.clusterInferred = metrics.total.utilization.inferred;
    }
    if (!(load.clusterGpus > 0))
        return badInput(Text::tr("The cluster's GPUs are not known: enter the GPU inventory."));

    // The jobs of the window, read again with their ids.
    std::vector<std::tuple<qint64, QString, qint64, ReplayJob>> found; // submit, job id, row id, job
    auto scanned = BaselineRepository(storage).scanJobs([&](const JobRecord& job) {
        if (job.submitUtc < load.windowStartUtc || job.submitUtc >= load.windowEndUtc)
            return true;
        if (!job.startUtc) {
            ++load.neverStarted;
            return true;
        }
        if (!(job.gpus > 0)) {
            ++load.withoutGpus;
            return true;
        }
        ReplayJob r;
        r.originalJobId = job.cluster.isEmpty() ? job.jobKey : job.cluster + u'/' + job.jobKey;
        r.team = job.team;
        r.taskType = job.taskType;
        r.originalGpus = job.gpus;
        r.gpus = scaledGpus(job.gpus, load.scaleGpus, load.clusterGpus);
        r.runSeconds = std::max<qint64>(0, job.endUtc.value_or(load.analysisEndUtc) - *job.startUtc);
        r.submitOffsetSeconds = job.submitUtc - load.windowStartUtc;
        load.demandGpuSeconds += job.gpus * double(r.runSeconds);
        found.emplace_back(job.submitUtc, r.originalJobId, job.id, r);
        return true;
    });
    if (!scanned)
        return scanned.error();
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
        return std::tie(std::get<0>(a), std::get<1>(a), std::get<2>(a)) <
               std::tie(std::get<0>(b), std::get<1>(b), std::get<2>(b));
    });
    load.jobs.reserve(qsizetype(found.size()));
    for (auto& entry : found) {
        ReplayJob& job = std::get<3>(entry);
        job.replayId = QStringLiteral("gb-%1").arg(load.jobs.size() + 1);
        load.jobs.append(job);
    }

    auto policies = loadPolicies(storage, inputs->teams, options.candidateId);
    if (!policies)
        return policies.error();
    const Policy today = resolvePolicy(policies->asIs.policy, defaultAsIs(), inputs->teams);
    load.policy = resolvePolicy(policies->candidates.constFirst().policy, today, inputs->teams);
    load.policyAssumed = policies->candidates.constFirst().assumed;
    return load;
}

Policy scaledPolicy(const Policy& policy, int scaleGpus, double clusterGpus)
{
    const auto scaled = [&](const QMap<QString, GpuLimit>& limits) {
        QMap<QString, GpuLimit> out;
        for (auto it = limits.cbegin(); it != limits.cend(); ++it) {
            if (it->isEmpty())
                continue;
            double gpus = 0;
            if (it->total) {
                gpus = *it->total;
            } else {
                for (const double perPool : it->perPool)
                    gpus += perPool;
            }
            out.insert(it.key(), GpuLimit{gpus > 0 ? double(scaledGpus(gpus, scaleGpus, clusterGpus)) : 0.0, {}});
        }
        return out;
    };
    Policy p = policy;
    p.quotas = scaled(policy.quotas);
    p.reserved = scaled(policy.reserved);
    return p;
}

Result<ExportPrediction> predictWaits(const LoadExport& load, int seeds, double jitter, const std::atomic<bool>* cancel)
{
    // The exported jobs as a trace of one pool of S GPUs (no node size: each job is charged its GPUs).
    Trace trace;
    trace.pools.push_back({QStringLiteral("PoC"), QString(), double(load.scaleGpus), 0, false, {}});
    const auto indexOf = [](QStringList& names, const QString& name) {
        qsizetype at = names.indexOf(name);
        if (at < 0) {
            names.append(name);
            at = names.size() - 1;
        }
        return qint32(at);
    };
    for (const ReplayJob& job : load.jobs) {
        Trace::Job j;
        j.submit = job.submitOffsetSeconds;
        j.run = job.runSeconds;
        j.gpus = job.gpus;
        j.team = indexOf(trace.teams, job.team);
        j.taskType = indexOf(trace.taskTypes, job.taskType);
        trace.jobs.push_back(j);
        trace.jobNames.append(job.replayId);
    }
    ExportPrediction prediction;
    prediction.policy = scaledPolicy(load.policy, load.scaleGpus, load.clusterGpus);
    prediction.seeds = std::max(1, seeds);
    std::vector<QList<double>> waits(trace.jobs.size());
    for (int seed = 1; seed <= prediction.seeds; ++seed) {
        ReplayOptions options;
        options.seed = quint64(seed);
        options.jitter = jitter;
        options.cancel = cancel;
        auto result = replay(trace, prediction.policy, options);
        if (!result)
            return result.error();
        for (size_t j = 0; j < trace.jobs.size(); ++j) {
            if (result->start[j] != kNotStarted)
                waits[j].append(double(result->start[j] - trace.jobs[j].submit));
        }
        if (seed == 1) {
            for (const Refusal& refusal : result->refused)
                prediction.refused.append(load.jobs.at(refusal.job).replayId);
        }
    }
    for (size_t j = 0; j < trace.jobs.size(); ++j) {
        if (auto wait = median(waits[j]))
            prediction.waits.insert(load.jobs.at(qsizetype(j)).replayId, *wait);
    }
    return prediction;
}

namespace {

QString recordKey(const QString& candidateId)
{
    return QLatin1String(schema::key::WhatifExportPrefix) + candidateId;
}

// The record's keys, in the stored JSON.
const QString kHours = QStringLiteral("hours");
const QString kScale = QStringLiteral("scale_gpus");
const QString kSeeds = QStringLiteral("seeds");
const QString kWindowStart = QStringLiteral("window_start_utc");
const QString kJobs = QStringLiteral("jobs"); // not storage: a key of the export's record

} // namespace

ExportRecord recordOf(const LoadExport& load, int seeds)
{
    return {load.hours, load.scaleGpus, seeds, load.windowStartUtc, load.jobs.size()};
}

Result<std::optional<ExportRecord>> recordedExport(const Storage& storage, const QString& candidateId)
{
    auto stored = SettingsRepository(storage).read(recordKey(candidateId));
    if (!stored)
        return stored.error();
    if (!*stored)
        return std::optional<ExportRecord>();
    const QJsonObject o = QJsonDocument::fromJson((*stored)->toUtf8()).object();
    ExportRecord r;
    r.hours = o.value(kHours).toInt();
    r.scaleGpus = o.value(kScale).toInt();
    r.seeds = o.value(kSeeds).toInt();
    r.windowStartUtc = qint64(o.value(kWindowStart).toDouble());
    r.jobs = qint64(o.value(kJobs).toDouble());
    if (r.hours < 1 || r.scaleGpus < 1 || r.seeds < 1)
        return Error{Error::Kind::Integrity,
                     Text::tr("The recorded what-if export of %1 does not read: %2").arg(candidateId, **stored)};
    return std::optional<ExportRecord>(r);
}

Result<std::optional<Change>> recordExportChange(const Storage& storage, const QString& candidateId,
                                                 const ExportRecord& record)
{
    const QJsonObject o{{kHours, record.hours},
                        {kScale, record.scaleGpus},
                        {kSeeds, record.seeds},
                        {kWindowStart, double(record.windowStartUtc)},
                        {kJobs, double(record.jobs)}};
    return SettingsRepository(storage).change(recordKey(candidateId),
                                              QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
}

Result<LoadExport> predictedWaitsOf(const Storage& storage, const QString& candidateId, const std::atomic<bool>* cancel)
{
    auto record = recordedExport(storage, candidateId);
    if (!record)
        return record.error();
    if (!*record)
        return badInput(Text::tr("No what-if load was exported for %1: run gatebench whatif export first, or give "
                                 "the predicted waits with --predicted.")
                            .arg(candidateId));
    auto load = loadExport(storage, {candidateId, (*record)->hours, (*record)->scaleGpus});
    if (!load)
        return load.error();
    if (load->windowStartUtc != (*record)->windowStartUtc || load->jobs.size() != (*record)->jobs)
        return badInput(Text::tr("The job log has changed since the what-if load of %1 was exported (then %2 jobs "
                                 "from %3 UTC, now %4 from %5 UTC): give the export's predicted_waits.csv with "
                                 "--predicted, or export again.")
                            .arg(candidateId)
                            .arg((*record)->jobs)
                            .arg(utcText((*record)->windowStartUtc))
                            .arg(load->jobs.size())
                            .arg(utcText(load->windowStartUtc)));
    auto prediction = predictWaits(*load, (*record)->seeds, 0.1, cancel);
    if (!prediction)
        return prediction.error();
    LoadExport out = *std::move(load);
    out.prediction = *std::move(prediction);
    return out;
}

QList<ExportFile> files(const LoadExport& load)
{
    QList<ExportFile> out;
    out.append({QStringLiteral("README.txt"), readme(load)});
    out.append({QStringLiteral("manifest.csv"), manifest(load)});
    if (load.prediction)
        out.append({QStringLiteral("predicted_waits.csv"), predictedWaits(load)});
    for (const ReplayJob& job : load.jobs)
        out.append({QStringLiteral("slurm/%1.sbatch").arg(job.replayId), sbatchScript(load, job)});
    out.append(
        {QStringLiteral("slurm/submit.sh"), submitScript(load, QStringLiteral("sbatch"), QStringLiteral("sbatch"))});
    for (const ReplayJob& job : load.jobs)
        out.append({QStringLiteral("volcano/%1.yaml").arg(job.replayId), volcanoJob(load, job)});
    out.append({QStringLiteral("volcano/submit.sh"),
                submitScript(load, QStringLiteral("kubectl create -f"), QStringLiteral("yaml"))});
    for (const ReplayJob& job : load.jobs)
        out.append({QStringLiteral("kueue/%1.yaml").arg(job.replayId), kueueJob(load, job)});
    out.append({QStringLiteral("kueue/submit.sh"),
                submitScript(load, QStringLiteral("kubectl create -f"), QStringLiteral("yaml"))});
    return out;
}

} // namespace gatebench::whatif
