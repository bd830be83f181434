// Job records from CSV (issue 11) through the shared import pipeline: the three built-in presets
// (GateBench's own job CSV in Chinese, Helios / Acme logs, Alibaba's GPU trace pod lists) on small
// fixtures whose fields were worked out by hand (UTC instants of America/New_York local times across
// both daylight-saving changes with Python's zoneinfo; fractional GPUs num_gpu x gpu_milli / 1000;
// Slurm states and Kubernetes pod phases as DOMAIN.md maps them), each row rule at its line and
// column with the sacct reader's rule key, all-or-nothing against --skip-invalid, undo by import,
// export -> import round trips, the real Alibaba pod lists of ../shared/data/traces, and
// `gatebench import --kind jobs --format ...` as a user runs it.
#include "ImportPipeline.h"
#include "JobCsvExport.h"
#include "TestSupport.h"
#include "baseline/BaselineMetrics.h"
#include "mapping/ColumnMapping.h"
#include "mapping/ValueConverter.h"
#include "repositories/AuditRepository.h"
#include "repositories/BaselineRepository.h"
#include "repositories/ImportRepository.h"
#include "workspace/EvaluationQueries.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <cmath>

using namespace gatebench;

namespace {

const QString kData = QStringLiteral(GATEBENCH_TEST_DATA);
const QString kAlibabaTrace = QStringLiteral(GATEBENCH_SHARED_DATA "/traces/alibaba-gpu-v2023");
const QString kDedupe = QStringLiteral(GATEBENCH_TEST_DATA "/jobdedupe");

QString fixture(const char* name)
{
    return kData + QStringLiteral("/jobs/") + QLatin1String(name) + QStringLiteral("/input.csv");
}

QString u(const char* text)
{
    return QString::fromUtf8(text);
}

ImportRequest jobImport(const QStringList& inputs, const QString& format = QStringLiteral("csv"))
{
    ImportRequest request;
    request.kind = QStringLiteral("jobs");
    request.inputs = inputs;
    if (format != QLatin1String("csv"))
        request.preset = MappingPreset::builtIn(request.kind, format);
    return request;
}

QString issuesText(const LocatedIssues& issues)
{
    QStringList lines;
    for (const LocatedIssue& issue : issues)
        lines.append(issue.toString() + QStringLiteral(" [") + issue.issue.rule + u']');
    return lines.join(u'\n');
}

QList<JobRecord> jobsOf(const Workspace& w)
{
    QList<JobRecord> jobs;
    const auto r = BaselineRepository(w.queries().rows()).scanJobs([&](const JobRecord& job) {
        jobs.append(job);
        return true;
    });
    if (!r)
        qFatal("scanJobs: %s", qPrintable(r.error().message));
    return jobs;
}

QHash<QString, JobRecord> byKey(const QList<JobRecord>& jobs)
{
    QHash<QString, JobRecord> map;
    for (const JobRecord& job : jobs)
        map.insert(job.jobKey, job);
    return map;
}

qint64 importCount(const Workspace& w)
{
    auto entries = ImportRepository(w.queries().rows()).ofKind(QStringLiteral("jobs"));
    return entries ? entries->size() : -1;
}

/// The fields an import gives, as text, to compare two records at once.
QString describe(const JobRecord& j)
{
    const auto opt = [](const auto& v) { return v ? QString::number(*v, 'g', 12) : QStringLiteral("null"); };
    return QStringLiteral("%1|%2|%3|%4|%5|%6|%7|%8|%9|%10|%11|%12|%13")
        .arg(j.jobKey, j.team, j.user, j.taskType, j.gpuType, QString::number(j.gpus, 'g', 12),
             QString::number(j.submitUtc), opt(j.startUtc), opt(j.endUtc))
        .arg(BaselineRepository::outcomeKey(j.outcome), j.failureReason, opt(j.gpuUtil), opt(j.activeFraction));
}

} // namespace

class TestJobCsv : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    QString newPath(const QString& stem) { return m_dir.filePath(QStringLiteral("%1-%2").arg(++m_files).arg(stem)); }

    std::unique_ptr<Workspace> workspace(const QString& zone = QStringLiteral("Asia/Shanghai"))
    {
        testing::WorkspaceSpec spec;
        spec.language = QStringLiteral("en");
        spec.timeZone = zone;
        return testing::createWorkspace(newPath(QStringLiteral("w.gatebench")), spec);
    }

    /// Imports; fails the test when the import is refused.
    static PreparedImport imported(Workspace& w, const ImportRequest& request)
    {
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        PreparedImport prepared = runImport(w, request, &committed);
        if (!prepared.acceptable())
            qWarning("%s", qPrintable(issuesText(prepared.issues)));
        if (!committed.ok())
            qWarning("%s", qPrintable(committed.error().message));
        return prepared;
    }

private slots:
    // ValueConverter: Kubernetes pod phases and the Slurm states the sacct reader knows.
    void outcomes()
    {
        const auto outcome = [](const char* text) {
            const Converted c = ValueConverter::parse(u(text), ValueType::Outcome, {});
            return c.state == Converted::State::Value ? c.value.toString() + u'/' + c.failureReason
                                                      : QStringLiteral("fail");
        };
        QCOMPARE(outcome("Succeeded"), QStringLiteral("completed/"));
        QCOMPARE(outcome("Failed"), QStringLiteral("failed/FAILED"));
        QCOMPARE(outcome("Running"), QStringLiteral("running/"));
        QCOMPARE(outcome("Pending"), QStringLiteral("pending/"));
        QCOMPARE(outcome("COMPLETING"), QStringLiteral("running/"));
        QCOMPARE(outcome("CONFIGURING"), QStringLiteral("running/"));
        QCOMPARE(outcome("STAGE_OUT"), QStringLiteral("running/"));
        QCOMPARE(outcome("STOPPED"), QStringLiteral("running/"));
        QCOMPARE(outcome("SPECIAL_EXIT"), QStringLiteral("pending/"));
        QCOMPARE(outcome("NODE_FAIL"), QStringLiteral("failed/NODE_FAIL"));
        QCOMPARE(outcome("CANCELLED by 1000"), QStringLiteral("cancelled/"));
        QCOMPARE(outcome("EXPLODED"), QStringLiteral("fail"));
        // "COMPL+" is now both COMPLETED and COMPLETING: refused, never guessed.
        QCOMPARE(outcome("COMPL+"), QStringLiteral("fail"));
        // A required outcome that is empty, or Kubernetes' "Unknown" phase (a null word), is missing.
        ConversionOptions required;
        required.required = true;
        QCOMPARE(ValueConverter::parse(u("Unknown"), ValueType::Outcome, required).problem,
                 Converted::Problem::Missing);
        QCOMPARE(ValueConverter::parse(u("bogus"), ValueType::Outcome, required).problem,
                 Converted::Problem::Unreadable);
    }

    // Times counted from a trace start: only with a stated duration unit, never from a header's.
    void traceOffsets()
    {
        ConversionOptions options;
        options.unit = QStringLiteral("s");
        const Converted missing = ValueConverter::parse(u("3600"), ValueType::Timestamp, options);
        QCOMPARE(missing.state, Converted::State::Failed);
        QVERIFY2(missing.message.contains(u("start of the trace")), qPrintable(missing.message));
        options.traceStartMs = qint64(1672527600) * 1000;
        const Converted c = ValueConverter::parse(u("3600.5"), ValueType::Timestamp, options);
        QCOMPARE(c.state, Converted::State::Value);
        QCOMPARE(c.value.toDateTime().toMSecsSinceEpoch(), qint64(1672531200500));
        QCOMPARE(c.format, QStringLiteral("trace_offset"));
        options.unit = QStringLiteral("min");
        QCOMPARE(ValueConverter::parse(u("2"), ValueType::Timestamp, options).value.toDateTime().toSecsSinceEpoch(),
                 qint64(1672527720));
        // An absolute time in such a column is still absolute.
        QCOMPARE(ValueConverter::parse(u("2023-01-01T00:00:00Z"), ValueType::Timestamp, options)
                     .value.toDateTime()
                     .toSecsSinceEpoch(),
                 qint64(1672531200));
        // A header "(s)" does not make a submit column an offset.
        auto mapping = ColumnMapping::propose(QStringLiteral("jobs"), {u("job id"), u("submit (s)"), u("state")});
        QVERIFY(mapping.ok());
        QCOMPARE(mapping->field(1), QStringLiteral("submit"));
        QCOMPARE(mapping->unit(QStringLiteral("submit")), QString());
        QVERIFY(!mapping->hasTraceOffsets());
        QVERIFY(mapping->isValid());
    }

    // Helios: team from vc, task type from type, states per DOMAIN.md, naive times in a zone with DST.
    void heliosPreset()
    {
        auto w = workspace();
        ImportRequest request = jobImport({fixture("helios")}, QStringLiteral("helios"));
        request.timeZone = QStringLiteral("America/New_York");
        const PreparedImport prepared = imported(*w, request);
        QVERIFY(prepared.acceptable());
        QCOMPARE(prepared.summary.rows, qint64(7));
        // The one warning: h3's end, 01:30 on 5 November 2023, happened twice in New York.
        QCOMPARE(prepared.issues.size(), 1);
        QCOMPARE(prepared.issues.first().issue.severity, Issue::Severity::Warning);
        QCOMPARE(prepared.issues.first().issue.line, qint64(4));
        QCOMPARE(prepared.issues.first().issue.column, 10);

        const auto jobs = byKey(jobsOf(*w));
        QCOMPARE(jobs.size(), 7);
        // 23:00 EST, 01:30 EST, 03:30 EDT: the clocks skipped 02:00-03:00, so h1 ran one hour.
        QCOMPARE(describe(jobs.value(u("h1"))),
                 u("h1|vcA|alice|training||8|1678593600|1678602600|1678606200|completed||null|null"));
        QCOMPARE(describe(jobs.value(u("h2"))),
                 u("h2|vcB|bob|debug||1|1678629600|1678629900|1678633200|failed|FAILED|null|null"));
        // Never started; left the queue at the first 01:30 (EDT), an hour after it was submitted.
        QCOMPARE(describe(jobs.value(u("h3"))),
                 u("h3|vcA|carol|unspecified||2|1699158600|null|1699162200|cancelled||null|null"));
        // 12:00:10 EDT on the 4th to 12:00:10 EST on the 5th: 25 hours.
        QCOMPARE(describe(jobs.value(u("h4"))),
                 u("h4|vcC|dave|training||4|1699113600|1699113610|1699203610|failed|TIMEOUT|null|null"));
        QCOMPARE(jobs.value(u("h4")).endUtc.value() - jobs.value(u("h4")).startUtc.value(), qint64(90000));
        QCOMPARE(jobs.value(u("h5")).failureReason, QStringLiteral("NODE_FAIL"));
        QCOMPARE(jobs.value(u("h5")).gpus, 16.0);
        QCOMPARE(describe(jobs.value(u("h6"))),
                 u("h6|vcA|frank|inference||1|1699275600|1699275660|null|running||null|null"));
        QCOMPARE(describe(jobs.value(u("h7"))),
                 u("h7|vcC|gina|unspecified||1|1699279200|null|null|pending||null|null"));
        for (const JobRecord& job : jobs)
            QVERIFY(job.importId.has_value());
    }

    // Alibaba: seconds from the trace start, num_gpu x gpu_milli / 1000, gpu_spec, qos, pod phases.
    void alibabaPreset()
    {
        auto w = workspace();
        ImportRequest request = jobImport({fixture("alibaba")}, QStringLiteral("alibaba"));
        // Refused clearly without the trace start, naming each offset column; nothing written.
        {
            const PreparedImport refused = runImport(*w, request, nullptr);
            QVERIFY(!refused.acceptable());
            QCOMPARE(refused.issues.size(), 3);
            QList<int> columns;
            for (const LocatedIssue& issue : refused.issues) {
                QCOMPARE(issue.issue.line, qint64(1));
                QVERIFY2(issue.issue.message.contains(u("no trace start")), qPrintable(issue.issue.message));
                columns.append(issue.issue.column);
            }
            QCOMPARE(columns, (QList<int>{9, 10, 11}));
            QCOMPARE(jobsOf(*w).size(), 0);
        }
        // 2023-01-01 00:00 in Berlin is 2022-12-31 23:00 UTC, 1672527600.
        request.timeZone = QStringLiteral("Europe/Berlin");
        request.traceStart = QStringLiteral("2023-01-01T00:00:00");
        const PreparedImport prepared = imported(*w, request);
        QVERIFY(prepared.acceptable());
        QVERIFY2(prepared.issues.isEmpty(), qPrintable(issuesText(prepared.issues)));
        const auto jobs = byKey(jobsOf(*w));
        QCOMPARE(jobs.size(), 5);
        const qint64 t0 = 1672527600;
        // A pod deleted while Running has not ended (DOMAIN.md) but keeps its deletion as its end.
        QCOMPARE(describe(jobs.value(u("p0"))),
                 QStringLiteral("p0|LS||unspecified||1|%1|%1|%2|running||null|null").arg(t0).arg(t0 + 12537496));
        QCOMPARE(describe(jobs.value(u("p1"))),
                 QStringLiteral("p1|BE||unspecified|V100M16|0.46|%1|%2|%3|completed||null|null")
                     .arg(t0 + 3600)
                     .arg(t0 + 3700)
                     .arg(t0 + 7200));
        QCOMPARE(describe(jobs.value(u("p2"))),
                 QStringLiteral("p2|Burstable||unspecified|G2|T4|8|%1|%2|%3|failed|FAILED|null|null")
                     .arg(t0 + 86400)
                     .arg(t0 + 86401)
                     .arg(t0 + 90000));
        // Never scheduled: no start; it left the queue 125 s after its creation.
        QCOMPARE(
            describe(jobs.value(u("p3"))),
            QStringLiteral("p3|BE||unspecified||0.32|%1|null|%2|pending||null|null").arg(t0 + 100000).arg(t0 + 100125));
        QCOMPARE(jobs.value(u("p4")).gpus, 0.0);
        QCOMPARE(jobs.value(u("p4")).outcome, JobOutcome::Running);

        // The team from another column when asked (--team-field).
        auto other = workspace();
        request.fieldColumns = {{QStringLiteral("team"), QStringLiteral("gpu_spec")}};
        QVERIFY(imported(*other, request).acceptable());
        QCOMPARE(byKey(jobsOf(*other)).value(u("p1")).team, QStringLiteral("V100M16"));
        request.fieldColumns = {{QStringLiteral("team"), QStringLiteral("no_such_column")}};
        const PreparedImport missing = runImport(*other, request, nullptr);
        QVERIFY(!missing.acceptable());
        QVERIFY2(issuesText(missing.issues).contains(u("no_such_column")), qPrintable(issuesText(missing.issues)));
    }

    // Alibaba's gpu_spec is the set of GPU types a pod accepts (DOMAIN.md): one set is one GPU type
    // however a row spells it (members sorted, each once), so that its pods are one group and the
    // per-type capacities (without an inventory: shares of the cluster's peak) add up to the cluster's.
    // Worked out by hand: s1-s3 accept V100M16 and V100M32 and run one after the other (peak 1 GPU);
    // s4 (T4, 2 GPUs), s5 (A10 or T4) and s6 (any type) run alongside them from t0: the cluster's
    // peak is 1 + 2 + 1 + 1 = 5 GPUs, and so is the sum of the four types' peaks.
    void alibabaGpuSpecIsASet()
    {
        auto w = workspace();
        ImportRequest request = jobImport({fixture("alibaba-gpu-spec")}, QStringLiteral("alibaba"));
        request.timeZone = QStringLiteral("UTC");
        request.traceStart = QStringLiteral("2023-01-01T00:00:00");
        const PreparedImport prepared = imported(*w, request);
        QVERIFY(prepared.acceptable());
        QVERIFY2(prepared.issues.isEmpty(), qPrintable(issuesText(prepared.issues)));
        const auto jobs = byKey(jobsOf(*w));
        QCOMPARE(jobs.size(), 6);
        for (const char* key : {"s1", "s2", "s3"})
            QCOMPARE(jobs.value(u(key)).gpuType, u("V100M16|V100M32"));
        QCOMPARE(jobs.value(u("s4")).gpuType, u("T4"));
        QCOMPARE(jobs.value(u("s5")).gpuType, u("A10|T4"));
        QCOMPARE(jobs.value(u("s6")).gpuType, QString()); // empty: any type

        const auto metrics = baseline::computeFor(w->queries().rows());
        QVERIFY(metrics.ok());
        QVERIFY(metrics->total.utilization.inferred);
        QCOMPARE(metrics->total.utilization.capacityGpus, 5.0);
        QHash<QString, const baseline::GroupMetrics*> byType;
        double capacities = 0;
        for (const baseline::GroupMetrics& group : metrics->byGpuType) {
            byType.insert(group.key, &group);
            capacities += group.utilization.capacityGpus;
        }
        QCOMPARE(QSet<QString>(byType.keyBegin(), byType.keyEnd()),
                 (QSet<QString>{QString(), u("A10|T4"), u("T4"), u("V100M16|V100M32")}));
        QCOMPARE(byType.value(u("V100M16|V100M32"))->jobs, qint64(3));
        QCOMPARE(byType.value(u("V100M16|V100M32"))->utilization.capacityGpus, 1.0);
        QCOMPARE(capacities, 5.0);
    }

    // Without a GPU inventory the per-type capacities are shares of the cluster's inferred capacity
    // (its peak), never more than it in sum (README, "gatebench baseline"): each type's mean
    // allocation plus the rest of the peak in proportion to how far its own peak rises above its
    // mean. Before, each type took its own peak, and the types' peaks (4 + 4 + 2 = 10 here) added up
    // to far more than the cluster ever held. By hand (UTC, 2023-01-01, W = 24 h):
    //   any type: 4 GPUs 00:00-06:00; V100M16|V100M32: 4 GPUs 06:00-12:00; T4: 2 GPUs 03:00-09:00
    //   and 2 GPUs 12:00-18:00. Levels 4, 6 (03:00-09:00), 4, 2, 0: the cluster's peak is 6.
    //   Means: 24 GPU-h / 24 h = 1 each (sum 3); headroom above the mean 3, 3 and 1 (sum 7);
    //   6 - 3 = 3 of it to share, 3/7 of each: any 1 + 9/7 = 16/7, V100 16/7, T4 1 + 3/7 = 10/7;
    //   16/7 + 16/7 + 10/7 = 6. Allocated: any 24 / (16/7 x 24) = 7/16, T4 7/10.
    void inferredTypeCapacitiesShareTheClusterPeak()
    {
        auto w = workspace(QStringLiteral("UTC"));
        ImportRequest request = jobImport({fixture("alibaba-gpu-spec-overlap")}, QStringLiteral("alibaba"));
        request.timeZone = QStringLiteral("UTC");
        request.traceStart = QStringLiteral("2023-01-01T00:00:00");
        QVERIFY(imported(*w, request).acceptable());
        const auto metrics = baseline::computeFor(w->queries().rows());
        QVERIFY(metrics.ok());
        QVERIFY(metrics->total.utilization.inferred);
        QCOMPARE(metrics->window.days(), 1.0);
        QCOMPARE(metrics->total.utilization.capacityGpus, 6.0);
        QHash<QString, baseline::Utilization> byType;
        double capacities = 0;
        for (const baseline::GroupMetrics& group : metrics->byGpuType) {
            byType.insert(group.key, group.utilization);
            capacities += group.utilization.capacityGpus;
        }
        QCOMPARE(byType.size(), 3);
        QCOMPARE(byType.value(QString()).capacityGpus, 16.0 / 7.0);
        QCOMPARE(byType.value(u("V100M16|V100M32")).capacityGpus, 16.0 / 7.0);
        QCOMPARE(byType.value(u("T4")).capacityGpus, 10.0 / 7.0);
        QCOMPARE(capacities, 6.0);
        QCOMPARE(*byType.value(QString()).allocated, 7.0 / 16.0);
        QCOMPARE(*byType.value(u("T4")).allocated, 0.7);
        QCOMPARE(*metrics->total.utilization.allocated, 0.5);
    }

    // The same on Alibaba's real openb trace (gpuspec33): the types' own peaks add up to about 122
    // GPUs where the cluster's peak is 65.6; their shares add up to the cluster's inferred capacity,
    // and no type is more than fully allocated.
    void inferredTypeCapacitiesOfTheRealTrace()
    {
        const QString path = kAlibabaTrace + QStringLiteral("/openb_pod_list_gpuspec33.csv");
        if (!QFile::exists(path))
            QSKIP("../shared/data/traces/alibaba-gpu-v2023/openb_pod_list_gpuspec33.csv is not there");
        auto w = workspace();
        ImportRequest request = jobImport({path}, QStringLiteral("alibaba"));
        request.traceStart = QStringLiteral("2023-01-01T00:00:00Z");
        QVERIFY(imported(*w, request).acceptable());
        const auto metrics = baseline::computeFor(w->queries().rows());
        QVERIFY(metrics.ok());
        QVERIFY(metrics->total.utilization.inferred);
        const double cluster = metrics->total.utilization.capacityGpus;
        QVERIFY2(cluster > 60 && cluster < 70, qPrintable(QString::number(cluster)));
        double capacities = 0;
        for (const baseline::GroupMetrics& group : metrics->byGpuType) {
            capacities += group.utilization.capacityGpus;
            QVERIFY2(!group.utilization.allocated || *group.utilization.allocated <= 1.0 + 1e-9, qPrintable(group.key));
        }
        QVERIFY2(std::abs(capacities - cluster) < 1e-6,
                 qPrintable(QStringLiteral("types %1, cluster %2").arg(capacities).arg(cluster)));
    }

    // Issue 28, item 7: the options that shaped a CSV job import, --trace-start first among them,
    // are kept with it (its audit entry; `gatebench imports` shows them). Before, the trace start an
    // Alibaba import was read from was nowhere to be found afterwards.
    void theTraceStartAndEveryOptionAreKeptWithTheImport()
    {
        auto w = workspace();
        ImportRequest request = jobImport({fixture("alibaba")}, QStringLiteral("alibaba"));
        request.timeZone = QStringLiteral("Europe/Berlin");
        request.traceStart = QStringLiteral("2023-01-01T00:00:00");
        request.fieldColumns = {{QStringLiteral("team"), QStringLiteral("gpu_spec")}};
        request.cluster = QStringLiteral("pai-east");
        request.csv.delimiter = ',';
        QVERIFY(imported(*w, request).acceptable());
        AuditEntry last;
        (void)AuditRepository(w->queries().rows()).scan([&](const AuditEntry& entry) {
            last = entry;
            return true;
        });
        const AuditDetail detail = AuditRepository::detailOf(last.detail);
        QVERIFY(detail.import);
        const QList<std::pair<QString, QString>> expected{
            {u("format"), u("alibaba")},      {u("delimiter"), u(",")},
            {u("tz"), u("Europe/Berlin")},    {u("trace-start"), u("2023-01-01T00:00:00")},
            {u("team-field"), u("gpu_spec")}, {u("cluster"), u("pai-east")}};
        QCOMPARE(detail.import->options, expected);
    }

    // GateBench's own job CSV with Chinese headers (the labels of a Chinese export).
    void gatebenchPresetChinese()
    {
        auto w = workspace();
        const PreparedImport prepared = imported(*w, jobImport({fixture("gatebench-zh")}, QStringLiteral("gatebench")));
        QVERIFY(prepared.acceptable());
        QVERIFY2(prepared.issues.isEmpty(), qPrintable(issuesText(prepared.issues)));
        const auto jobs = byKey(jobsOf(*w));
        QCOMPARE(jobs.size(), 3);
        QCOMPARE(describe(jobs.value(u("g1"))),
                 u("g1|算法组|张三|训练|A100|0.5|1678600800|1678601400|1678608600|completed||0.42|0.9"));
        QCOMPARE(describe(jobs.value(u("g2"))),
                 u("g2|推理组|李四|推理|H800|2|1678604400|1678604430|1678606230|failed|OUT_OF_MEMORY|null|null"));
        QCOMPARE(describe(jobs.value(u("g3"))),
                 u("g3|算法组|王五|unspecified|A100|1|1678611600|null|null|pending||null|null"));
    }

    // Every row rule at its line and column with the sacct reader's key; all or nothing.
    void rowRules()
    {
        struct Expected {
            qint64 line;
            int column;
            const char* rule;
        };
        const QList<Expected> expected = {
            {3, 5, "end_before_start"}, {4, 4, "start_before_submit"}, {5, 5, "end_before_submit"},
            {6, 7, "negative_gpus"},    {7, 1, "duplicate_job"},       {8, 3, "missing_submit"},
            {9, 6, "unknown_state"},    {11, 7, "too_many_gpus"},
        };
        const auto check = [&](const LocatedIssues& issues) {
            QCOMPARE(issues.size(), expected.size());
            for (int i = 0; i < expected.size(); ++i) {
                const Issue& issue = issues.at(i).issue;
                QCOMPARE(issue.severity, Issue::Severity::Error);
                QCOMPARE(issue.line, expected.at(i).line);
                QCOMPARE(issue.column, expected.at(i).column);
                QCOMPARE(issue.rule, QLatin1String(expected.at(i).rule));
            }
        };

        auto w = workspace();
        const QByteArray before = testing::fileSha256(w->path());
        const int steps = w->undoStack()->count();
        const PreparedImport refused = runImport(*w, jobImport({fixture("rules")}), nullptr);
        QVERIFY(!refused.acceptable());
        check(refused.issues);
        QVERIFY(issuesText(refused.issues).contains(u("first at line 2")));
        // All or nothing: the workspace is as it was.
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        (void)runImport(*w, jobImport({fixture("rules")}), &committed);
        QVERIFY(!committed.ok());
        QCOMPARE(jobsOf(*w).size(), 0);
        QCOMPARE(importCount(*w), qint64(0));
        QCOMPARE(w->undoStack()->count(), steps);
        QCOMPARE(testing::fileSha256(w->path()), before);

        // --skip-invalid: the valid rows, and one rejected entry per bad row.
        ImportRequest skipping = jobImport({fixture("rules")});
        skipping.skipInvalidRows = true;
        const PreparedImport prepared = imported(*w, skipping);
        QVERIFY(prepared.acceptable());
        check(prepared.rejected);
        for (const LocatedIssue& rejected : prepared.rejected)
            QVERIFY(rejected.issue.message.startsWith(u("row rejected: ")));
        QCOMPARE(prepared.summary.rows, qint64(2));
        const auto jobs = byKey(jobsOf(*w));
        QCOMPARE(jobs.keys().size(), 2);
        QCOMPARE(jobs.value(u("ok1")).submitUtc, qint64(1672531200)); // line 2's, not line 7's
        QCOMPARE(jobs.value(u("ok2")).gpus, 0.5);
        QCOMPARE(jobs.value(u("ok2")).failureReason, QStringLiteral("OUT_OF_MEMORY"));
        QCOMPARE(importCount(*w), qint64(1));
    }

    // Undo of an import removes exactly its jobs.
    void undoByImport()
    {
        auto w = workspace();
        ImportRequest helios = jobImport({fixture("helios")}, QStringLiteral("helios"));
        helios.timeZone = QStringLiteral("America/New_York");
        QVERIFY(imported(*w, helios).acceptable());
        ImportRequest alibaba = jobImport({fixture("alibaba")}, QStringLiteral("alibaba"));
        alibaba.traceStart = QStringLiteral("2023-01-01T00:00:00Z");
        QVERIFY(imported(*w, alibaba).acceptable());
        const QList<JobRecord> both = jobsOf(*w);
        QCOMPARE(both.size(), 12);
        QList<JobRecord> heliosJobs;
        for (const JobRecord& job : both) {
            if (job.jobKey.startsWith(u'h'))
                heliosJobs.append(job);
        }
        QCOMPARE(heliosJobs.size(), 7);

        QVERIFY(w->undo().ok());
        const QList<JobRecord> left = jobsOf(*w);
        QCOMPARE(left.size(), 7);
        for (int i = 0; i < left.size(); ++i) {
            QCOMPARE(left.at(i).id, heliosJobs.at(i).id);
            QCOMPARE(describe(left.at(i)), describe(heliosJobs.at(i)));
        }
        QVERIFY(w->redo().ok());
        QCOMPARE(jobsOf(*w).size(), 12);
        QVERIFY(w->undo().ok());
        QVERIFY(w->undo().ok());
        QCOMPARE(jobsOf(*w).size(), 0);
        QCOMPARE(importCount(*w), qint64(0));
    }

    /// Issue 27, item 4, through the CSV path (Helios logs, the same weeks as tests/data/jobdedupe/'s
    /// sacct files): the same file again is refused with the earlier import named, or, insisted on,
    /// adds nothing; the overlapping week adds up to the union (7 jobs, 70 GPU-hours by hand, see
    /// tst_job_import), its later records update the stored jobs in place, and undo puts every stored
    /// row back as it was.
    void overlappingCsvExportsAddUpToTheirUnion()
    {
        auto w = workspace();
        const auto request = [](const char* file) {
            return jobImport({kDedupe + u'/' + QLatin1String(file)}, QStringLiteral("helios"));
        };
        const PreparedImport first = imported(*w, request("week1.csv"));
        QCOMPARE(first.summary.rows, qint64(5));
        const QStringList afterWeek1 = [&] {
            QStringList list;
            for (const JobRecord& job : jobsOf(*w))
                list.append(QString::number(job.id) + u' ' + describe(job));
            return list;
        }();
        const QByteArray contentAfterWeek1 = testing::tableContents(w->queries().rows(), false);

        const PreparedImport again = runImport(*w, request("week1.csv"), nullptr);
        QVERIFY(!again.acceptable());
        QCOMPARE(again.sameFile.size(), 1);
        QCOMPARE(again.sameFile.first().earlier.id,
                 ImportRepository(w->queries().rows()).ofKind(QStringLiteral("jobs"))->first().id);
        QVERIFY2(issuesText(again.issues).contains(QStringLiteral("was imported before: import ")) &&
                     issuesText(again.issues).contains(QStringLiteral("[same_file]")),
                 qPrintable(issuesText(again.issues)));
        ImportRequest insist = request("week1.csv");
        insist.allowSameFile = true;
        const PreparedImport insisted = imported(*w, insist);
        QCOMPARE(insisted.summary.rows, qint64(0));
        QCOMPARE(insisted.summary.duplicates, qint64(5));
        QCOMPARE(jobsOf(*w).size(), 5);
        QVERIFY(w->undo().ok()); // the import that added nothing

        const PreparedImport second = imported(*w, request("week2.csv"));
        QCOMPARE(second.summary.rows, qint64(4));
        QCOMPARE(second.summary.updated, qint64(2));
        QCOMPARE(second.summary.duplicates, qint64(1));
        const QList<JobRecord> jobs = jobsOf(*w);
        QCOMPARE(jobs.size(), 7);
        const JobRecord j3004 = byKey(jobs).value(u("3004"));
        QCOMPARE(j3004.outcome, JobOutcome::Completed);
        QVERIFY(j3004.startUtc.has_value());
        const auto metrics = baseline::computeFor(w->queries().rows());
        QVERIFY(metrics.ok());
        QCOMPARE(metrics->total.jobs, qint64(7));
        QCOMPARE(metrics->total.gpuHours, 70.0);
        const AuditDetail detail = AuditRepository::detailOf([&] {
            AuditEntry last;
            (void)AuditRepository(w->queries().rows()).scan([&](const AuditEntry& entry) {
                last = entry;
                return true;
            });
            return last.detail;
        }());
        QCOMPARE(detail.import->addedCount, qint64(2));
        QCOMPARE(detail.import->changedCount, qint64(2));
        QCOMPARE(detail.import->duplicateCount, qint64(1));
        // The duplicate is kept with the import, under its rule.
        QList<ImportRejection> kept;
        const qint64 id = ImportRepository(w->queries().rows()).ofKind(QStringLiteral("jobs"))->last().id;
        QVERIFY(ImportRepository(w->queries().rows())
                    .scanRejections(id,
                                    [&](const ImportRejection& r) {
                                        kept.append(r);
                                        return true;
                                    })
                    .ok());
        QCOMPARE(kept.size(), 1);
        QCOMPARE(kept.first().jobKey, u("3005"));
        QCOMPARE(kept.first().rule, u("already_imported"));
        QCOMPARE(kept.first().line, qint64(4));

        // Undo brings every stored row back as it was (3003 running, 3004 pending), redo the later ones.
        QVERIFY(w->undo().ok());
        QStringList undone;
        for (const JobRecord& job : jobsOf(*w))
            undone.append(QString::number(job.id) + u' ' + describe(job));
        QCOMPARE(undone, afterWeek1);
        QCOMPARE(testing::tableContents(w->queries().rows(), false), contentAfterWeek1);
        QVERIFY(w->redo().ok());
        QCOMPARE(jobsOf(*w).size(), 7);
        QCOMPARE(byKey(jobsOf(*w)).value(u("3004")).outcome, JobOutcome::Completed);
    }

    /// Issue 27, items 11 and 12, through the CSV path: a 100,000-character team (vc) and a time of
    /// year 9999 are refused at their line and column under their rules.
    void csvLabelsAndTimesAreBounded()
    {
        auto w = workspace();
        const QString path = newPath(QStringLiteral("long.csv"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("job_id,user,vc,gpu_num,cpu_num,node_num,state,submit_time,start_time,end_time,type\n");
            file.write("1,alice," + QByteArray(100000, 'v') +
                       ",1,8,1,COMPLETED,2026-10-05 09:00:00,2026-10-05 10:00:00,2026-10-05 11:00:00,training\n");
            file.write(
                "2,bob,nlp,1,8,1,COMPLETED,2026-10-05 09:00:00,2026-10-05 10:00:00,9999-12-31 00:00:00,training\n");
            file.write("3,carol,nlp,1,8,1,COMPLETED,2026-10-05 09:00:00,2026-10-05 10:00:00,2026-10-05 11:00:00," +
                       QString(201, QChar(0x8BAD)).toUtf8() + "\n");
        }
        const PreparedImport refused = runImport(*w, jobImport({path}, QStringLiteral("helios")), nullptr);
        QVERIFY(!refused.acceptable());
        const QString text = issuesText(refused.issues);
        QVERIFY2(text.contains(QStringLiteral("long.csv:2:3: ")) && text.contains(QStringLiteral("[label_too_long]")),
                 qPrintable(text.left(3000)));
        QVERIFY2(text.contains(QStringLiteral("long.csv:3:10: ")) &&
                     text.contains(QStringLiteral("[time_out_of_range]")),
                 qPrintable(text.left(3000)));
        QVERIFY2(text.contains(QStringLiteral("long.csv:4:11: ")), qPrintable(text.left(3000)));
        QCOMPARE(jobsOf(*w).size(), 0);
    }

    // Export -> import (--format gatebench) gives the same jobs, by labels and by keys.
    void exportRoundTrip()
    {
        auto w = workspace();
        ImportRequest helios = jobImport({fixture("helios")}, QStringLiteral("helios"));
        helios.timeZone = QStringLiteral("America/New_York");
        QVERIFY(imported(*w, helios).acceptable());
        ImportRequest alibaba = jobImport({fixture("alibaba")}, QStringLiteral("alibaba"));
        alibaba.traceStart = QStringLiteral("2023-01-01T00:00:00Z");
        QVERIFY(imported(*w, alibaba).acceptable());
        QVERIFY(imported(*w, jobImport({fixture("gatebench-zh")}, QStringLiteral("gatebench"))).acceptable());
        QStringList original;
        for (const JobRecord& job : jobsOf(*w))
            original.append(describe(job));
        QCOMPARE(original.size(), 15);

        for (const JobExportStyle style : {JobExportStyle::Labels, JobExportStyle::Ids}) {
            const QString path = newPath(QStringLiteral("jobs.csv"));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            const auto written = writeJobsCsv(w->queries().rows(), &file, style);
            QVERIFY(written.ok());
            QCOMPARE(*written, qint64(15));
            file.close();
            if (style == JobExportStyle::Ids) {
                QVERIFY(file.open(QIODevice::ReadOnly));
                QCOMPARE(file.readLine().trimmed(), QByteArray("\xEF\xBB\xBF") + jobCsvColumns().join(u',').toUtf8());
                file.close();
            }
            // Into an evaluation of another cluster zone: the export's times are UTC.
            auto copy = workspace(QStringLiteral("Europe/Berlin"));
            const PreparedImport prepared = imported(*copy, jobImport({path}, QStringLiteral("gatebench")));
            QVERIFY(prepared.acceptable());
            QVERIFY2(prepared.issues.isEmpty(), qPrintable(issuesText(prepared.issues)));
            QStringList back;
            for (const JobRecord& job : jobsOf(*copy))
                back.append(describe(job));
            QCOMPARE(back, original);
        }
    }

    // The real pod lists of Alibaba's GPU trace v2023: every row imports, none with an error.
    // Expected figures from awk over the files: 8152 pods each; sum of num_gpu*gpu_milli/1000 =
    // 6086.8; 897 pods without scheduled_time; phases 5193 Running, 1870 Failed, 897 Pending,
    // 192 Succeeded; 2388 pods of gpuspec33 with a gpu_spec.
    void realAlibabaTrace()
    {
        if (!QDir(kAlibabaTrace).exists())
            QSKIP("../shared/data/traces/alibaba-gpu-v2023 is not there");
        for (const char* name : {"openb_pod_list_default.csv", "openb_pod_list_gpuspec33.csv"}) {
            const QString path = kAlibabaTrace + u'/' + QLatin1String(name);
            if (!QFile::exists(path))
                QSKIP("a pod list of ../shared/data/traces/alibaba-gpu-v2023 is not there");
            auto w = workspace();
            ImportRequest request = jobImport({path}, QStringLiteral("alibaba"));
            request.traceStart = QStringLiteral("2023-01-01T00:00:00Z");
            const PreparedImport prepared = imported(*w, request);
            QVERIFY(prepared.acceptable());
            QVERIFY2(prepared.issues.isEmpty(), qPrintable(issuesText(prepared.issues)));
            QCOMPARE(prepared.summary.rows, qint64(8152));
            const QList<JobRecord> jobs = jobsOf(*w);
            QCOMPARE(jobs.size(), 8152);
            double gpus = 0;
            qint64 neverStarted = 0;
            qint64 typed = 0;
            qint64 firstSubmit = std::numeric_limits<qint64>::max();
            QHash<JobOutcome, qint64> outcomes;
            for (const JobRecord& job : jobs) {
                gpus += job.gpus;
                neverStarted += job.startUtc ? 0 : 1;
                typed += job.gpuType.isEmpty() ? 0 : 1;
                firstSubmit = std::min(firstSubmit, job.submitUtc);
                ++outcomes[job.outcome];
            }
            QVERIFY2(std::abs(gpus - 6086.8) < 1e-6, qPrintable(QString::number(gpus, 'f', 6)));
            QCOMPARE(neverStarted, qint64(897));
            QCOMPARE(typed, qint64(qstrcmp(name, "openb_pod_list_default.csv") == 0 ? 0 : 2388));
            QCOMPARE(firstSubmit, qint64(1672531200));
            QCOMPARE(outcomes.value(JobOutcome::Running), qint64(5193));
            QCOMPARE(outcomes.value(JobOutcome::Failed), qint64(1870));
            QCOMPARE(outcomes.value(JobOutcome::Pending), qint64(897));
            QCOMPARE(outcomes.value(JobOutcome::Completed), qint64(192));
            // gpu_spec as sets (members sorted, each once): 16 spellings in gpuspec33 are 15 types
            // (V100M16|V100M32|V100M32 is V100M16|V100M32: 141 + 22 pods), by Python over the file.
            QHash<QString, qint64> types;
            for (const JobRecord& job : jobs)
                ++types[job.gpuType];
            if (qstrcmp(name, "openb_pod_list_gpuspec33.csv") == 0) {
                QCOMPARE(types.size(), 16); // with the empty one (any type)
                QCOMPARE(types.value(u("V100M16|V100M32")), qint64(163));
                QCOMPARE(types.value(u("A10|G2|P100|T4|V100M16|V100M32")), qint64(3));
                QCOMPARE(types.value(QString()), qint64(8152 - 2388));
            }
        }
    }

    // `gatebench import --kind jobs --format ...` as a user runs it.
    void commandLine()
    {
        const QString program = QStringLiteral(GATEBENCH_EXECUTABLE);
        auto w = workspace();
        const QString file = w->path();
        w.reset();
        const QStringList env{QStringLiteral("LC_ALL=C.UTF-8"), QStringLiteral("LANG=C.UTF-8"),
                              QStringLiteral("LANGUAGE")};

        // Without --trace-start the alibaba format is refused, exit 2, and says why.
        auto run = testing::runProgram(
            program, {u("import"), file, u("--kind"), u("jobs"), u("--format"), u("alibaba"), fixture("alibaba")}, env);
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains("no trace start"), run.err.constData());
        run =
            testing::runProgram(program,
                                {u("import"), file, u("--kind"), u("jobs"), u("--format"), u("alibaba"),
                                 u("--trace-start"), u("2023-01-01T00:00:00"), u("--tz"), u("UTC"), fixture("alibaba")},
                                env);
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY2(run.out.contains("Imported 5 rows of jobs"), run.out.constData());

        // An unknown format, and a format that is not for this kind, are usage errors.
        run = testing::runProgram(
            program, {u("import"), file, u("--kind"), u("jobs"), u("--format"), u("bogus"), fixture("helios")}, env);
        QCOMPARE(run.code, 1);
        QVERIFY2(run.err.contains("unknown format bogus"), run.err.constData());
        run = testing::runProgram(
            program, {u("import"), file, u("--kind"), u("poc"), u("--format"), u("helios"), fixture("helios")}, env);
        QCOMPARE(run.code, 1);

        // --skip-invalid lists each rejected row and imports the rest.
        run = testing::runProgram(program, {u("import"), file, u("--kind"), u("jobs"), fixture("rules")}, env);
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains("input.csv:3:5: "), run.err.constData());
        run = testing::runProgram(
            program, {u("import"), file, u("--kind"), u("jobs"), u("--skip-invalid"), fixture("rules")}, env);
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY2(run.out.contains("Imported 2 rows of jobs") && run.out.contains("8 rows rejected"),
                 run.out.constData());

        // The team from another column, the task type from one.
        run = testing::runProgram(program,
                                  {u("import"), file, u("--kind"), u("jobs"), u("--format"), u("helios"),
                                   u("--team-field"), u("user"), u("--task-type-field"), u("node_num"),
                                   fixture("helios")},
                                  env);
        QVERIFY2(run.code == 0, run.err.constData());
        auto opened = Workspace::open(file, Workspace::Access::ReadOnly);
        QVERIFY(opened.ok());
        const auto jobs = jobsOf(**opened);
        QCOMPARE(jobs.size(), 5 + 2 + 7);
        const JobRecord h5 = byKey(jobs).value(u("h5"));
        QCOMPARE(h5.team, QStringLiteral("erin"));
        QCOMPARE(h5.taskType, QStringLiteral("2"));

        // The help names the formats and options.
        run = testing::runProgram(program, {u("import"), u("--help")}, env);
        for (const char* word : {"--format", "helios", "alibaba", "--trace-start", "--team-field", "--task-type-field"})
            QVERIFY2(run.out.contains(word), word);
    }
};

QTEST_GUILESS_MAIN(TestJobCsv)
#include "tst_job_csv.moc"
