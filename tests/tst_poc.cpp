// PoC results: type-7 percentiles against numpy's definition, per candidate x scenario figures worked out
// by hand from realistic result files (Chinese headers and values in GBK with CRLF and multi-line
// notes; English headers in UTF-16), units in headers and cells and the refusal of a duration with no
// unit, waits from times and the disagreement report, unresolved names reported, re-imports and undo,
// the same-workload check of the demo (OpenShift AI's node-failure drill), the scenario catalogue's
// commands, the upgrade of version-5 files, and `gatebench import --kind poc` as a script meets it.
#include "ImportPipeline.h"
#include "TestSupport.h"
#include "commands/Poc.h"
#include "core/Percentile.h"
#include "mapping/ColumnMapping.h"
#include "poc/PocAnalysis.h"
#include "poc/PocJson.h"
#include "repositories/PocRepository.h"
#include "storage/Schema.h"
#include "storage/SqliteStorage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <cmath>

using namespace gatebench;

namespace {

QString u(const char* text)
{
    return QString::fromUtf8(text);
}

const QString kData = QStringLiteral(GATEBENCH_TEST_DATA);

QString fixture(const char* name)
{
    return kData + QStringLiteral("/poc/") + QLatin1String(name) + QStringLiteral("/input.csv");
}

ImportRequest pocImport(const QStringList& inputs)
{
    ImportRequest request;
    request.kind = QStringLiteral("poc");
    request.inputs = inputs;
    return request;
}

QString issuesText(const PreparedImport& prepared)
{
    QStringList lines;
    for (const LocatedIssue& issue : prepared.issues)
        lines.append(issue.toString());
    return lines.join(u'\n');
}

bool near(const std::optional<double>& value, double expected)
{
    return value && std::abs(*value - expected) < 1e-9;
}

#define COMPARE_NEAR(value, expected)                                                                                  \
    QVERIFY2(near(value, expected), qPrintable(QStringLiteral("%1 is %2, expected %3")                                 \
                                                   .arg(QStringLiteral(#value))                                        \
                                                   .arg((value) ? QString::number(*(value), 'g', 12) : u("null"))      \
                                                   .arg(expected)))

PocRun run(const QString& candidate, const QString& scenario, std::optional<PocOutcome> outcome)
{
    PocRun r;
    r.candidateId = candidate;
    r.scenarioId = scenario;
    r.outcome = outcome;
    return r;
}

} // namespace

class TestPoc : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    QString newPath(const QString& stem) { return m_dir.filePath(QStringLiteral("%1-%2").arg(++m_files).arg(stem)); }

    std::unique_ptr<Workspace> workspace(NewWorkspaceOptions::Content content = NewWorkspaceOptions::Content::Template)
    {
        testing::WorkspaceSpec spec;
        spec.content = content;
        spec.language = QStringLiteral("en");
        return testing::createWorkspace(newPath(QStringLiteral("w.gatebench")), spec);
    }

    QString writeFile(const QString& stem, const QByteArray& bytes)
    {
        const QString path = newPath(stem);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    /// Imports `inputs` into `w`; fails the test when the import is refused.
    static void imported(Workspace& w, const QStringList& inputs)
    {
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(w, pocImport(inputs), &committed);
        QVERIFY2(prepared.acceptable(), qPrintable(issuesText(prepared)));
        QVERIFY2(committed.ok(), committed.ok() ? "" : qPrintable(committed.error().message));
    }

    static PocAnalysis analysis(const Workspace& w, QDate asOf = QDate(2026, 11, 30))
    {
        auto a = analysePoc(w.queries().rows(), asOf);
        if (!a)
            qFatal("%s", qPrintable(a.error().message));
        return *a;
    }

    static qint64 runCount(const Workspace& w) { return PocRepository(w.queries().rows()).runs()->size(); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // What numpy.percentile(values, p) gives (method "linear", the default): the docs' example
    // (median of [[10, 7, 4], [3, 2, 1]] = 3.5), the rest worked out by hand with its formula
    // h = (n - 1) p / 100 (numpy is not installed here to run them).
    void percentileIsNumpyType7_data()
    {
        QTest::addColumn<QList<double>>("values");
        QTest::addColumn<double>("p");
        QTest::addColumn<double>("expected");
        QTest::newRow("numpy docs median") << QList<double>{10, 7, 4, 3, 2, 1} << 50.0 << 3.5;
        QTest::newRow("even count median") << QList<double>{1, 2, 3, 4} << 50.0 << 2.5;
        QTest::newRow("p90 of four") << QList<double>{1, 2, 3, 4} << 90.0 << 3.7;
        QTest::newRow("p90 of three, unsorted") << QList<double>{40, 15, 20} << 90.0 << 36.0;
        QTest::newRow("p10") << QList<double>{3, 1, 2} << 10.0 << 1.2;
        QTest::newRow("p90 of ten") << QList<double>{10, 20, 30, 40, 50, 60, 70, 80, 90, 100} << 90.0 << 91.0;
        QTest::newRow("p75 skewed") << QList<double>{1.5, 2.5, 100} << 75.0 << 51.25;
        QTest::newRow("one value") << QList<double>{7} << 90.0 << 7.0;
        QTest::newRow("p0 is the minimum") << QList<double>{5, 9, 1} << 0.0 << 1.0;
        QTest::newRow("p100 is the maximum") << QList<double>{5, 9, 1} << 100.0 << 9.0;
        QTest::newRow("ties") << QList<double>{2, 2, 2, 8} << 50.0 << 2.0;
    }

    void percentileIsNumpyType7()
    {
        QFETCH(QList<double>, values);
        QFETCH(double, p);
        QFETCH(double, expected);
        COMPARE_NEAR(percentile(values, p), expected);
    }

    void percentileOfNothingIsNull()
    {
        QVERIFY(!percentile({}, 50));
        QVERIFY(!median({}));
        COMPARE_NEAR(median({4, 1, 3}), 3.0);
    }

    void cellFiguresByHand()
    {
        // Four runs of one cell, one of another cell (ignored).
        PocRun a = run(u("c"), u("s"), PocOutcome::Success);
        a.id = 11;
        a.queueSeconds = 30;
        a.submitToAvailableSeconds = 100;
        a.operationSteps = 4;
        a.manualInterventions = 0;
        a.recoverySeconds = 600;
        a.selfDiagnosed = true;
        a.gpuHours = 2;
        PocRun b = run(u("c"), u("s"), PocOutcome::Failure);
        b.id = 12;
        b.queueSeconds = 90;
        b.operationSteps = 7;
        b.manualInterventions = 2;
        b.recoverySeconds = 1200;
        b.selfDiagnosed = false;
        PocRun c = run(u("c"), u("s"), PocOutcome::Cancelled);
        c.id = 13;
        c.queueSeconds = 60;
        c.operationSteps = 5;
        PocRun d = run(u("c"), u("s"), std::nullopt);
        d.id = 14;
        PocRun other = run(u("c"), u("t"), PocOutcome::Failure);
        const PocCellMetrics cell = pocCellMetrics(u("c"), u("s"), {a, b, c, d, other});
        QCOMPARE(cell.runs, 4);
        QCOMPARE(cell.runIds, QList<qint64>({11, 12, 13, 14}));
        QCOMPARE(cell.successes, 1);
        QCOMPARE(cell.failures, 1);
        QCOMPARE(cell.cancelled, 1);
        COMPARE_NEAR(cell.successRate, 0.5); // the cancelled run and the one without outcome are neither
        COMPARE_NEAR(cell.queueWait.p50, 60.0);
        COMPARE_NEAR(cell.queueWait.p90, 84.0); // 60 + 0.8 x 30
        QCOMPARE(cell.queueWait.runs, 3);
        COMPARE_NEAR(cell.timeToAvailable.p50, 100.0);
        COMPARE_NEAR(cell.timeToAvailable.p90, 100.0);
        COMPARE_NEAR(cell.engineerStepsMedian, 5.0);
        QCOMPARE(cell.manualInterventions, std::optional<int>(2));
        QCOMPARE(cell.manualInterventionRuns, 2);
        COMPARE_NEAR(cell.recovery.p50, 900.0);
        COMPARE_NEAR(cell.recovery.p90, 1140.0); // 600 + 0.9 x 600
        COMPARE_NEAR(cell.diagnosedWithoutVendor, 0.5);
        COMPARE_NEAR(cell.gpuHours, 2.0);
        // A figure says how many runs it rests on (a rule's minimum runs compares with it).
        QCOMPARE(cell.figure(PocMetric::SuccessRate).runs, 2);
        COMPARE_NEAR(cell.figure(PocMetric::RecoveryP90).value, 1140.0);
        QCOMPARE(cell.figure(PocMetric::Runs).runs, 4);

        // No data: null, never 0.
        const PocCellMetrics empty = pocCellMetrics(u("c"), u("s"), {d});
        QCOMPARE(empty.runs, 1);
        QVERIFY(!empty.successRate);
        QVERIFY(!empty.queueWait.p50 && !empty.queueWait.p90);
        QVERIFY(!empty.manualInterventions);
        QVERIFY(!empty.diagnosedWithoutVendor);
        QVERIFY(!empty.engineerStepsMedian);

        for (const PocMetric metric : pocMetrics())
            QCOMPARE(pocMetricFromKey(pocMetricKey(metric)), std::optional<PocMetric>(metric));
    }

    void sameWorkloadGapsByHand()
    {
        PocScenario due;
        due.id = u("due");
        due.minRuns = 2;
        PocScenario optional;
        optional.id = u("optional");
        optional.minRuns = 0;
        PocScenario unrun;
        unrun.id = u("unrun");
        unrun.minRuns = 0;
        const QList<PocRun> runs{run(u("a"), u("due"), PocOutcome::Success), run(u("a"), u("due"), PocOutcome::Success),
                                 run(u("b"), u("due"), PocOutcome::Failure),
                                 run(u("b"), u("optional"), PocOutcome::Success),
                                 run(u("x"), u("due"), PocOutcome::Success)}; // not compared
        const QList<PocGap> gaps = sameWorkloadGaps({due, optional, unrun}, {u("a"), u("b"), u("c")}, runs);
        // b ran the optional scenario, so every candidate compared owes it once; nobody ran "unrun".
        QCOMPARE(gaps, (QList<PocGap>{{u("a"), u("optional"), 0, 1},
                                      {u("b"), u("due"), 1, 2},
                                      {u("c"), u("due"), 0, 2},
                                      {u("c"), u("optional"), 0, 1}}));
    }

    /// The committee's own words name the fields, in Chinese or English, with no mapping file.
    void headersResolveWithoutMapping_data()
    {
        QTest::addColumn<QString>("header");
        QTest::addColumn<QString>("field");
        const QList<std::pair<const char*, const char*>> rows{
            {"候选方案", "candidate"},
            {"平台", "candidate"},
            {"厂商", "candidate"},
            {"Candidate", "candidate"},
            {"Vendor", "candidate"},
            {"场景", "scenario"},
            {"Scenario", "scenario"},
            {"结果", "outcome"},
            {"Result", "outcome"},
            {"Outcome", "outcome"},
            {"备注", "notes"},
            {"Notes", "notes"},
            {"运行编号", "run_id"},
            {"Run ID", "run_id"},
            {"提交时间", "submitted_at"},
            {"Submitted", "submitted_at"},
            {"开始时间", "started_at"},
            {"Started", "started_at"},
            {"可用时间", "available_at"},
            {"Available at", "available_at"},
            {"结束时间", "finished_at"},
            {"Finished", "finished_at"},
            {"失败原因", "failure_reason"},
            {"Failure reason", "failure_reason"},
            {"排队时间(秒)", "queue"},
            {"Queue wait [min]", "queue"},
            {"提交到可用时间", "submit_to_available"},
            {"Time to available", "submit_to_available"},
            {"GPU 时", "gpu_hours"},
            {"GPU hours", "gpu_hours"},
            {"操作步骤", "operation_steps"},
            {"Engineer steps", "operation_steps"},
            {"人工干预", "manual_interventions"},
            {"Manual interventions", "manual_interventions"},
            {"恢复时间", "recovery"},
            {"Recovery [min]", "recovery"},
            {"无需厂商自行诊断", "self_diagnosed"},
            {"Diagnosed without vendor", "self_diagnosed"},
        };
        for (const auto& [header, field] : rows)
            QTest::addRow("%s", header) << u(header) << QString::fromLatin1(field);
    }

    void headersResolveWithoutMapping()
    {
        QFETCH(QString, header);
        QFETCH(QString, field);
        auto mapping = ColumnMapping::propose(QStringLiteral("poc"), {header});
        QVERIFY(mapping.ok());
        QCOMPARE(mapping->field(0), field);
        QCOMPARE(mapping->status(0), MatchStatus::Matched);
    }

    /// A vendor's Excel export: Chinese headers and values, GBK, CRLF, quoted notes over two lines,
    /// dates as 2026/3/7 8:05 in the cluster's zone, candidates and scenarios by name or alias in
    /// either language, waits from the times or from the file.
    void chineseGbkFile()
    {
        auto w = workspace();
        const QString path = fixture("import-zh-gbk");
        imported(*w, {path});
        const PocAnalysis a = analysis(*w);
        QCOMPARE(a.runs.size(), 8);
        QCOMPARE(a.cells.size(), 4);

        const PocCellMetrics* runai = a.cell(u("runai"), u("distributed-training"));
        QVERIFY(runai);
        QCOMPARE(runai->runs, 3);
        COMPARE_NEAR(runai->successRate, 2.0 / 3.0);
        // Queue waits 120 (8:05 -> 8:07), 90 (given, and 9:00 -> 9:01:30), 240 (8:00 -> 8:04).
        COMPARE_NEAR(runai->queueWait.p50, 120.0);
        COMPARE_NEAR(runai->queueWait.p90, 216.0); // 120 + 0.8 x 120
        // Submit to available 300, 300, 540.
        COMPARE_NEAR(runai->timeToAvailable.p50, 300.0);
        COMPARE_NEAR(runai->timeToAvailable.p90, 492.0); // 300 + 0.8 x 240
        COMPARE_NEAR(runai->engineerStepsMedian, 5.0);
        QCOMPARE(runai->manualInterventions, std::optional<int>(1));
        QCOMPARE(runai->recovery.runs, 0);
        COMPARE_NEAR(runai->diagnosedWithoutVendor, 0.0); // one run said 否
        COMPARE_NEAR(runai->gpuHours, 144.0);

        // 节点故障演练 and 节点宕机 are aliases of the node-failure drill; recovery in minutes (header).
        const PocCellMetrics* drill = a.cell(u("runai"), u("drill-node-failure"));
        QVERIFY(drill);
        QCOMPARE(drill->runs, 2);
        COMPARE_NEAR(drill->successRate, 1.0);
        COMPARE_NEAR(drill->queueWait.p50, 37.5);
        COMPARE_NEAR(drill->queueWait.p90, 43.5);
        QVERIFY(!drill->timeToAvailable.p50);
        COMPARE_NEAR(drill->engineerStepsMedian, 3.5);
        COMPARE_NEAR(drill->recovery.p50, 570.0); // 7 and 12 minutes
        COMPARE_NEAR(drill->recovery.p90, 690.0);
        COMPARE_NEAR(drill->diagnosedWithoutVendor, 1.0);

        // 红帽 OpenShift AI and OpenShift AI; 分布式训练 and "Distributed training".
        const PocCellMetrics* openshift = a.cell(u("openshift-ai"), u("distributed-training"));
        QVERIFY(openshift);
        QCOMPARE(openshift->runs, 2);
        COMPARE_NEAR(openshift->successRate, 0.5);
        COMPARE_NEAR(openshift->queueWait.p50, 1350.0); // 900 and 1800
        COMPARE_NEAR(openshift->queueWait.p90, 1710.0);
        COMPARE_NEAR(openshift->timeToAvailable.p50, 1200.0); // the failed run was never available
        QCOMPARE(openshift->timeToAvailable.runs, 1);
        COMPARE_NEAR(openshift->engineerStepsMedian, 8.0);
        QCOMPARE(openshift->manualInterventions, std::optional<int>(3));

        // 自建 -> Kubernetes + Volcano + Kubeflow; 交互开发 -> interactive development; 已取消 is neither.
        const PocCellMetrics* k8s = a.cell(u("k8s-oss"), u("interactive-dev"));
        QVERIFY(k8s);
        QCOMPARE(k8s->runs, 1);
        QCOMPARE(k8s->cancelled, 1);
        QVERIFY(!k8s->successRate);
        COMPARE_NEAR(k8s->queueWait.p50, 120.0);
        COMPARE_NEAR(k8s->timeToAvailable.p50, 180.0);

        // What each run keeps: UTC times, outcome and reason, notes with their line break, where it came from.
        const QByteArray sha = testing::fileSha256(path).toHex();
        const QList<PocRun> runai3 = a.runsOf(u("runai"), u("distributed-training"));
        QCOMPARE(runai3.size(), 3);
        const PocRun& r3 = runai3.at(2);
        QCOMPARE(r3.runId, u("R3"));
        QCOMPARE(r3.runNo, 3);
        QCOMPARE(r3.submittedAt, u("2026-03-08T00:00:00Z")); // 8:00 in Asia/Shanghai
        QCOMPARE(r3.startedAt, u("2026-03-08T00:04:00Z"));
        QCOMPARE(r3.availableAt, u("2026-03-08T00:09:00Z"));
        QCOMPARE(r3.finishedAt, u("2026-03-08T00:30:00Z"));
        QCOMPARE(r3.outcome, std::optional<PocOutcome>(PocOutcome::Failure));
        QCOMPARE(r3.failureReason, u("NCCL 通信超时"));
        QCOMPARE(r3.notes, u("多机通信超时，\r\n已提交工单"));
        QCOMPARE(r3.sourceFile, path);
        QCOMPARE(r3.sourceLine, 4);
        QCOMPARE(r3.sourceSha256.toLatin1(), sha);
        // The record after the two-line note starts on file line 6.
        QCOMPARE(a.runsOf(u("runai"), u("drill-node-failure")).first().sourceLine, 6);
        QVERIFY(a.runs.first().importId.has_value());
    }

    /// An English export in UTF-16 with a byte-order mark: minutes in the header, units in cells.
    void englishUtf16File()
    {
        auto w = workspace();
        imported(*w, {fixture("import-en-utf16")});
        const PocAnalysis a = analysis(*w);
        QCOMPARE(a.runs.size(), 6);
        const PocCellMetrics* runai = a.cell(u("runai"), u("interactive-dev"));
        QVERIFY(runai);
        QCOMPARE(runai->runs, 3);
        COMPARE_NEAR(runai->successRate, 2.0 / 3.0); // pass, pass, fail
        // 60 s from the times, "2" minutes (header), "90 s" (the cell's own unit).
        COMPARE_NEAR(runai->queueWait.p50, 90.0);
        COMPARE_NEAR(runai->queueWait.p90, 114.0);
        COMPARE_NEAR(runai->timeToAvailable.p50, 120.0);
        COMPARE_NEAR(runai->engineerStepsMedian, 3.0);
        QCOMPARE(runai->manualInterventions, std::optional<int>(1));
        COMPARE_NEAR(runai->gpuHours, 1.2);

        const PocCellMetrics* k8s = a.cell(u("k8s-oss"), u("drill-node-failure"));
        QVERIFY(k8s);
        COMPARE_NEAR(k8s->successRate, 2.0 / 3.0); // success, failure, success
        COMPARE_NEAR(k8s->queueWait.p50, 30.0);    // 0 and 1 minute
        COMPARE_NEAR(k8s->queueWait.p90, 54.0);
        COMPARE_NEAR(k8s->recovery.p50, 1200.0); // 15 min, 1.5h, 20 (minutes)
        COMPARE_NEAR(k8s->recovery.p90, 4560.0); // 1200 + 0.8 x 4200
        COMPARE_NEAR(k8s->engineerStepsMedian, 6.0);
        QCOMPARE(k8s->manualInterventions, std::optional<int>(5));
        COMPARE_NEAR(k8s->diagnosedWithoutVendor, 2.0 / 3.0); // yes, no, yes
        QCOMPARE(a.runsOf(u("k8s-oss"), u("drill-node-failure")).at(1).failureReason, u("checkpoint lost"));
    }

    void unitsInHeadersAndCellsAndNone()
    {
        auto w = workspace();
        // The header's unit converts bare numbers; a cell's own unit wins over it.
        const QString good = writeFile(QStringLiteral("units.csv"), u("候选方案,场景,排队时间,恢复时间(分钟),GPU 时\n"
                                                                      "Run:ai,节点故障,90秒,7,1.5\n"
                                                                      "Run:ai,节点故障,2小时,1.5h,2\n"
                                                                      "Run:ai,节点故障,15 min,90秒,3\n")
                                                                        .toUtf8());
        imported(*w, {good});
        const QList<PocRun> runs = analysis(*w).runsOf(u("runai"), u("drill-node-failure"));
        QCOMPARE(runs.size(), 3);
        QCOMPARE(runs.at(0).queueSeconds, std::optional<double>(90));
        QCOMPARE(runs.at(0).recoverySeconds, std::optional<double>(420));
        QCOMPARE(runs.at(1).queueSeconds, std::optional<double>(7200));
        QCOMPARE(runs.at(1).recoverySeconds, std::optional<double>(5400));
        QCOMPARE(runs.at(2).queueSeconds, std::optional<double>(900));
        QCOMPARE(runs.at(2).recoverySeconds, std::optional<double>(90));
        QCOMPARE(runs.at(2).gpuHours, std::optional<double>(3));

        // A bare number with no unit anywhere is refused where it stands, asking for a unit.
        const QString bare =
            writeFile(QStringLiteral("bare.csv"),
                      u("候选方案,场景,排队时间\nRun:ai,节点故障,90秒\nRun:ai,节点故障,90\n").toUtf8());
        const PreparedImport refused = runImport(*w, pocImport({bare}), nullptr);
        QVERIFY(!refused.acceptable());
        bool found = false;
        for (const LocatedIssue& issue : refused.issues) {
            if (issue.issue.severity != Issue::Severity::Error)
                continue;
            found = true;
            QCOMPARE(issue.file, bare);
            QCOMPARE(issue.issue.line, 3);
            QCOMPARE(issue.issue.column, 3);
            QVERIFY2(issue.issue.message.contains(u("has no unit")), qPrintable(issue.issue.message));
        }
        QVERIFY(found);
        QCOMPARE(runCount(*w), 3); // nothing written

        // The same with the unit stated in the mapping imports.
        ImportRequest withUnit = pocImport({bare});
        MappingPreset preset;
        preset.kind = QStringLiteral("poc");
        preset.units.insert(QStringLiteral("queue"), QStringLiteral("s"));
        withUnit.preset = preset;
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport mapped = runImport(*w, withUnit, &committed);
        QVERIFY2(mapped.acceptable(), qPrintable(issuesText(mapped)));
        QCOMPARE(runCount(*w), 5);
    }

    void waitsFromTimesAndTheirDisagreement()
    {
        auto w = workspace();
        const QString agreeing =
            writeFile(QStringLiteral("agree.csv"),
                      u("候选方案,场景,提交时间,开始时间,可用时间,排队时间(秒),提交到可用时间(分钟)\n"
                        "Run:ai,分布式训练,2026/3/7 8:00,2026/3/7 8:06,2026/3/7 8:10,359.5,10\n")
                          .toUtf8());
        imported(*w, {agreeing});
        const PocRun r = analysis(*w).runs.first();
        QCOMPARE(r.queueSeconds, std::optional<double>(360)); // from the times; the file's 359.5 is within 1 s
        QCOMPARE(r.submitToAvailableSeconds, std::optional<double>(600));

        // 300 s in the file, 360 s from the times: an error with both figures; nothing written.
        const QString disagreeing =
            writeFile(QStringLiteral("disagree.csv"), u("候选方案,场景,提交时间,开始时间,排队时间(秒)\n"
                                                        "Run:ai,分布式训练,2026/3/7 8:00,2026/3/7 8:06,300\n")
                                                          .toUtf8());
        const PreparedImport refused = runImport(*w, pocImport({disagreeing}), nullptr);
        QVERIFY(!refused.acceptable());
        const QString text = issuesText(refused);
        QVERIFY2(text.contains(disagreeing + QStringLiteral(":2:5: ")), qPrintable(text));
        QVERIFY2(text.contains(u("300 s in the file")) && text.contains(u("is 360 s")), qPrintable(text));
        QCOMPARE(runCount(*w), 1);

        // Times out of order, and a run that has not ended, are refused.
        const QString odd =
            writeFile(QStringLiteral("odd.csv"), u("候选方案,场景,提交时间,开始时间,结果\n"
                                                   "Run:ai,分布式训练,2026/3/7 8:10,2026/3/7 8:00,成功\n"
                                                   "Run:ai,分布式训练,2026/3/7 8:00,2026/3/7 8:05,运行中\n")
                                                     .toUtf8());
        const QString oddText = issuesText(runImport(*w, pocImport({odd}), nullptr));
        QVERIFY2(oddText.contains(odd + QStringLiteral(":2:4: ")) && oddText.contains(u("before it was submitted")),
                 qPrintable(oddText));
        QVERIFY2(oddText.contains(odd + QStringLiteral(":3:5: ")) && oddText.contains(u("has not ended")),
                 qPrintable(oddText));
        QCOMPARE(runCount(*w), 1);
    }

    void unresolvedNamesAreReportedNotDropped()
    {
        auto w = workspace();
        const QString path = writeFile(QStringLiteral("unknown.csv"), u("平台,场景,结果\n"
                                                                        "某某云,分布式训练,成功\n"
                                                                        "Run:ai,不存在的场景,成功\n"
                                                                        "Run:ai,分布式训练,成功\n"
                                                                        "某某云,单机训练,失败\n")
                                                                          .toUtf8());
        const PreparedImport prepared = runImport(*w, pocImport({path}), nullptr);
        QVERIFY(!prepared.acceptable());
        QCOMPARE(prepared.unresolved.size(), 2);
        QCOMPARE(prepared.unresolved.at(0).field, QStringLiteral("candidate"));
        QCOMPARE(prepared.unresolved.at(0).value, u("某某云"));
        QCOMPARE(prepared.unresolved.at(0).lines, QList<qint64>({2, 5}));
        QCOMPARE(prepared.unresolved.at(1).field, QStringLiteral("scenario"));
        QCOMPARE(prepared.unresolved.at(1).value, u("不存在的场景"));
        QVERIFY(prepared.unresolved.at(1).targets.contains(QStringLiteral("drill-node-failure")));
        QVERIFY2(issuesText(prepared).contains(path + QStringLiteral(":3:2: ")), qPrintable(issuesText(prepared)));
        QCOMPARE(runCount(*w), 0);

        // Mapped by hand, the same file imports every row.
        ImportRequest request = pocImport({path});
        MappingPreset preset;
        preset.kind = QStringLiteral("poc");
        preset.references[QStringLiteral("candidate")].insert(u("某某云"), QStringLiteral("ti-one"));
        preset.references[QStringLiteral("scenario")].insert(u("不存在的场景"), QStringLiteral("rollback"));
        request.preset = preset;
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport mapped = runImport(*w, request, &committed);
        QVERIFY2(mapped.acceptable() && committed.ok(), qPrintable(issuesText(mapped)));
        QCOMPARE(runCount(*w), 4);
        QCOMPARE(analysis(*w).cell(QStringLiteral("ti-one"), QStringLiteral("single-node-training"))->failures, 1);
    }

    void undoRedoAndReimport()
    {
        auto w = workspace();
        const QString path = fixture("import-zh-gbk");
        const int steps = w->undoStack()->count();
        imported(*w, {path});
        QCOMPARE(w->undoStack()->count(), steps + 1); // one undoable command for the whole file
        QCOMPARE(runCount(*w), 8);
        QVERIFY(w->undo().ok());
        QCOMPARE(runCount(*w), 0);
        QVERIFY(analysis(*w).cells.isEmpty());
        QVERIFY(w->redo().ok());
        QCOMPARE(runCount(*w), 8);
        COMPARE_NEAR(analysis(*w).cell(u("runai"), u("distributed-training"))->queueWait.p90, 216.0);

        // The same file again is the same runs: nothing changes.
        const PreparedImport again = runImport(*w, pocImport({path}), nullptr);
        QVERIFY(again.acceptable());
        QVERIFY(again.changes.isEmpty());

        // A corrected file updates the runs it names in place; undo restores them.
        QFile original(path);
        QVERIFY(original.open(QIODevice::ReadOnly));
        QByteArray bytes = original.readAll();
        const QByteArray from = QStringLiteral(",R2,").toUtf8();
        QVERIFY(bytes.contains(from));
        bytes.replace(",90,64,4,0,", ",90,64,6,0,"); // R2: 6 operation steps instead of 4
        const QString corrected = writeFile(QStringLiteral("corrected.csv"), bytes);
        imported(*w, {corrected});
        QCOMPARE(runCount(*w), 8);
        const PocRun r2 = analysis(*w).runsOf(u("runai"), u("distributed-training")).at(1);
        QCOMPARE(r2.runId, u("R2"));
        QCOMPARE(r2.operationSteps, std::optional<int>(6));
        QCOMPARE(r2.sourceFile, corrected);
        COMPARE_NEAR(analysis(*w).cell(u("runai"), u("distributed-training"))->engineerStepsMedian, 6.0);
        QVERIFY(w->undo().ok());
        QCOMPARE(analysis(*w).runsOf(u("runai"), u("distributed-training")).at(1).operationSteps,
                 std::optional<int>(4));

        // One run twice in one import is refused at the second.
        const QString twice =
            writeFile(QStringLiteral("twice.csv"),
                      u("平台,场景,运行编号,结果\nRun:ai,单机训练,S1,成功\nRun:ai,单机训练,S1,失败\n").toUtf8());
        const PreparedImport refused = runImport(*w, pocImport({twice}), nullptr);
        QVERIFY(!refused.acceptable());
        QVERIFY2(issuesText(refused).contains(twice + QStringLiteral(":3:3: ")) &&
                     issuesText(refused).contains(twice + QStringLiteral(":2")),
                 qPrintable(issuesText(refused)));
    }

    /// DOMAIN.md: OpenShift AI ran the node-failure drill too few times; it is Blocked, not
    /// Eliminated, so the check names it. Runs of an eliminated candidate are kept but not compared.
    void demoGapsAndTheirRecomputation()
    {
        auto w = workspace(NewWorkspaceOptions::Content::Demo);
        PocAnalysis a = analysis(*w);
        QCOMPARE(a.compared(), QStringList({u("runai"), u("openshift-ai"), u("k8s-oss")}));
        QCOMPARE(a.gaps, (QList<PocGap>{{u("openshift-ai"), u("drill-node-failure"), 1, 3}}));
        const QJsonArray gaps = pocJson(a).value(QStringLiteral("gaps")).toArray();
        QCOMPARE(gaps.size(), 1);
        QCOMPARE(gaps.first().toObject().value(QStringLiteral("needed")).toInt(), 3);

        // Two more drill runs close the gap; undo opens it again.
        const QString more =
            writeFile(QStringLiteral("more.csv"), u("候选方案,场景,运行编号,结果,恢复时间(分钟)\nOpenShift "
                                                    "AI,节点故障,2,成功,9\nOpenShift AI,节点故障,3,失败,25\n")
                                                      .toUtf8());
        imported(*w, {more});
        a = analysis(*w);
        QVERIFY(a.gaps.isEmpty());
        QCOMPARE(a.cell(u("openshift-ai"), u("drill-node-failure"))->runs, 3);
        QVERIFY(w->undo().ok());
        QCOMPARE(analysis(*w).gaps, (QList<PocGap>{{u("openshift-ai"), u("drill-node-failure"), 1, 3}}));

        // Runs of Alibaba Cloud PAI (eliminated on the data-boundary gate): kept, shown, not compared.
        const QString pai =
            writeFile(QStringLiteral("pai.csv"), u("候选方案,场景,结果\n阿里云 PAI,分布式训练,成功\n").toUtf8());
        imported(*w, {pai});
        a = analysis(*w);
        QVERIFY(a.candidate(u("pai")));
        QVERIFY(!a.candidate(u("pai"))->compared);
        QVERIFY(!a.candidate(u("pai"))->inPoc);
        QCOMPARE(a.gaps.size(), 1);
        QVERIFY(a.cell(u("pai"), u("distributed-training")));
    }

    /// Runs import for a candidate not marked for the PoC; the same-workload check then names it.
    void unmarkedCandidateWithRunsIsCompared()
    {
        // In the template nothing is judged yet: TI-ONE is Blocked, not Eliminated, and not marked.
        const QString ti =
            writeFile(QStringLiteral("ti.csv"), u("候选方案,场景,结果\nTI-ONE,分布式训练,成功\n").toUtf8());
        auto t = workspace();
        imported(*t, {ti});
        const PocAnalysis a = analysis(*t);
        QVERIFY(a.candidate(u("ti-one")));
        QVERIFY(!a.candidate(u("ti-one"))->inPoc);
        QVERIFY(a.candidate(u("ti-one"))->compared); // Blocked (gates Unknown), not Eliminated
        bool namesSingleNode = false;
        for (const PocGap& gap : a.gaps)
            namesSingleNode = namesSingleNode || (gap.candidateId == u("ti-one") &&
                                                  gap.scenarioId == u("single-node-training") && gap.runs == 0);
        QVERIFY(namesSingleNode);
    }

    void scenarioCatalogueCommands()
    {
        auto w = workspace();
        PocScenario draft;
        draft.kind = PocScenarioKind::Drill;
        draft.title = {u("多租户隔离"), u("Multi-tenant isolation")};
        draft.minRuns = 2;
        draft.aliases = {u("租户隔离"), u(" 租户隔离 "), QString()};
        auto id = poc::addScenario(*w, draft);
        QVERIFY2(id.ok(), id.ok() ? "" : qPrintable(id.error().message));
        QCOMPARE(*id, u("multi-tenant-isolation"));
        auto added = PocRepository(w->queries().rows()).scenario(*id);
        QVERIFY(added.ok() && added->has_value());
        QCOMPARE((*added)->aliases, QStringList({u("租户隔离")}));
        QCOMPARE((*added)->position, 19); // after the template's 19

        // Its alias names it in a result file.
        imported(*w,
                 {writeFile(QStringLiteral("tenant.csv"), u("候选方案,场景,结果\nRun:ai,租户隔离,成功\n").toUtf8())});
        QVERIFY(analysis(*w).cell(u("runai"), *id));

        // A name of another scenario is refused; so is a scenario without a title.
        PocScenario clash = **added;
        clash.aliases.append(u("节点宕机"));
        auto refused = poc::setScenario(*w, *id, clash);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.contains(u("Node failure")), qPrintable(refused.error().message));
        PocScenario untitled = **added;
        untitled.title = {};
        QVERIFY(!poc::setScenario(*w, *id, untitled).ok());
        QVERIFY(!poc::addScenario(*w, draft).ok()); // its names are taken now

        // An edit is one undoable step.
        PocScenario more = **added;
        more.minRuns = 4;
        more.title.en = u("Tenant isolation");
        QVERIFY(poc::setScenario(*w, *id, more).ok());
        QCOMPARE((*PocRepository(w->queries().rows()).scenario(*id))->minRuns, 4);
        QVERIFY(w->undo().ok());
        QCOMPARE((*PocRepository(w->queries().rows()).scenario(*id))->minRuns, 2);
        QCOMPARE((*PocRepository(w->queries().rows()).scenario(*id))->title.en, u("Multi-tenant isolation"));

        // An editor's view that another writer changed meanwhile is not written over.
        PocScenario shown = **added;
        QVERIFY(poc::setScenario(*w, *id, more).ok()); // someone else: 4 runs
        PocScenario mine = shown;
        mine.minRuns = 3;
        const auto conflict = poc::setScenario(*w, *id, mine, shown);
        QVERIFY(!conflict.ok());
        QCOMPARE(conflict.error().kind, Error::Kind::Conflict);
        QCOMPARE((*PocRepository(w->queries().rows()).scenario(*id))->minRuns, 4);

        // Removal takes its runs with it; undo restores both.
        QCOMPARE(*poc::runCount(w->queries().rows(), *id), 1);
        QVERIFY(poc::removeScenario(*w, *id).ok());
        QVERIFY(!(*PocRepository(w->queries().rows()).scenario(*id)).has_value());
        QCOMPARE(runCount(*w), 0);
        QVERIFY(w->undo().ok());
        QCOMPARE(runCount(*w), 1);
        QVERIFY((*PocRepository(w->queries().rows()).scenario(*id)).has_value());
    }

    void versionFiveFilesUpgrade()
    {
        GATEBENCH_FILE_ONLY("a file of schema version 5 (written by SqliteStorage::createAtVersion) upgraded");
        const QString path = newPath(QStringLiteral("v5.gatebench"));
        QVERIFY(SqliteStorage::createAtVersion(path, 5).ok());
        QCOMPARE(
            testing::execSql(
                path,
                {"INSERT INTO candidates (id, name_en) VALUES ('c', 'C')",
                 "INSERT INTO poc_scenarios (id, kind, title_en, min_runs) VALUES ('s', 'drill', 'S', 2)",
                 "INSERT INTO poc_runs (candidate_id, scenario_id, run_no, success, queue_s) VALUES ('c', 's', 1, 1, "
                 "5)",
                 "INSERT INTO poc_runs (candidate_id, scenario_id, run_no, success) VALUES ('c', 's', 2, 0)",
                 "INSERT INTO poc_runs (candidate_id, scenario_id, run_no) VALUES ('c', 's', 3)"}),
            QString());
        auto w = Workspace::open(path);
        QVERIFY2(w.ok(), w.ok() ? "" : qPrintable(w.error().message));
        QCOMPARE((*w)->queries().rows().schemaVersion(), schema::currentVersion());
        auto runs = PocRepository((*w)->queries().rows()).runs();
        QVERIFY(runs.ok());
        QCOMPARE(runs->size(), 3);
        QCOMPARE(runs->at(0).runId, u("1"));
        QCOMPARE(runs->at(0).outcome, std::optional<PocOutcome>(PocOutcome::Success));
        QCOMPARE(runs->at(1).outcome, std::optional<PocOutcome>(PocOutcome::Failure));
        QVERIFY(!runs->at(2).outcome);
        QCOMPARE(runs->at(2).runId, u("3"));
        auto scenario = PocRepository((*w)->queries().rows()).scenario(QStringLiteral("s"));
        QVERIFY(scenario.ok() && scenario->has_value());
        QVERIFY((*scenario)->aliases.isEmpty());
    }

    void commandLine()
    {
        const QString file = testing::location(newPath(QStringLiteral("cli.gatebench")));
        testing::WorkspaceSpec spec;
        spec.language = QStringLiteral("en");
        testing::createWorkspace(file, spec).reset();
        const QString bare = writeFile(QStringLiteral("cli-bare.csv"),
                                       u("candidate,scenario,queue wait\nRun:ai,Node failure,90\n").toUtf8());
        testing::Run r = testing::runProgram(
            QStringLiteral(GATEBENCH_EXECUTABLE),
            {QStringLiteral("import"), file, QStringLiteral("--kind"), QStringLiteral("poc"), bare});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("%1:2:3: ").arg(bare).toUtf8()) && r.err.contains("has no unit"),
                 r.err.constData());

        r = testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                {QStringLiteral("import"), file, QStringLiteral("--kind"), QStringLiteral("poc"),
                                 fixture("import-en-utf16")});
        QCOMPARE(r.code, 0);
        r = testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                {QStringLiteral("poc"), file, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject json = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(json.value(QStringLiteral("scenarios")).toArray().size(), 19);
        QCOMPARE(json.value(QStringLiteral("results")).toArray().size(), 2);
        QVERIFY(json.value(QStringLiteral("metric_gates")).isArray());
        const QJsonObject first = json.value(QStringLiteral("results")).toArray().first().toObject();
        QCOMPARE(first.value(QStringLiteral("candidate_id")).toString(), QStringLiteral("runai"));
        QCOMPARE(first.value(QStringLiteral("queue_wait_s")).toObject().value(QStringLiteral("p90")).toDouble(), 114.0);
        QVERIFY(first.value(QStringLiteral("recovery_s")).isNull());
        QCOMPARE(first.value(QStringLiteral("success_rate")).toDouble(), 0.6667);

        r = testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                {QStringLiteral("poc"), file, QStringLiteral("--as-of"), QStringLiteral("soon")});
        QCOMPARE(r.code, 1);
    }
};

QTEST_GUILESS_MAIN(TestPoc)
#include "tst_poc.moc"
