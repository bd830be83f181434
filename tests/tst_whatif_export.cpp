// The what-if replay checked against reality (issue 32): `gatebench whatif export` finds the busiest
// hours of a job log worked out by hand, scales them to the PoC cluster as worked out by hand, writes
// the files of tests/data/whatif_export/<case>/ byte for byte, refuses what it cannot export; a PoC
// run keeps its replay id, and `gatebench whatif accuracy` gives the median absolute error by hand.
#include "TestSupport.h"
#include "commands/Baseline.h"
#include "commands/Whatif.h"
#include "core/Percentile.h"
#include "repositories/BaselineRepository.h"
#include "repositories/PocRepository.h"
#include "whatif/LoadExport.h"
#include "whatif/Replay.h"
#include "whatif/ReplayAccuracy.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace gatebench;
using namespace gatebench::testing;

namespace {

const QString kData = QStringLiteral(GATEBENCH_TEST_DATA);
const QString kExe = QStringLiteral(GATEBENCH_EXECUTABLE);

template <typename R>
QString why(const R& result)
{
    return result ? QString() : result.error().message;
}

/// A local time of 2026-10-05 in the cluster zone (Asia/Shanghai, UTC+8), as UTC seconds.
qint64 at(const char* hhmmss)
{
    return QDateTime::fromString(QStringLiteral("2026-10-05T%1+08:00").arg(QLatin1String(hhmmss)), Qt::ISODate)
        .toSecsSinceEpoch();
}

JobRecord job(const char* id, const char* team, double gpus, const char* submit, const char* start, const char* end,
              JobOutcome outcome = JobOutcome::Completed)
{
    JobRecord j;
    j.jobKey = QLatin1String(id);
    j.team = QLatin1String(team);
    j.user = QStringLiteral("u1");
    j.taskType = QStringLiteral("training");
    j.gpuType = QStringLiteral("A100");
    j.gpus = gpus;
    j.submitUtc = at(submit);
    if (start)
        j.startUtc = at(start);
    if (end)
        j.endUtc = at(end);
    j.outcome = outcome;
    return j;
}

// The hand-made job log of one day, 2026-10-05 (local times; demand = GPUs x run seconds):
//   1001 vision  8 GPUs  submit 01:30  run 01:30-03:30            57,600
//   1000 recsys  1       submit 05:00  run 05:00-11:00            21,600
//   1002 nlp     8       submit 09:10  run 09:40-10:40            28,800
//   1009 nlp     6       submit 09:10  run 09:20-09:30             3,600
//   1003 nlp     2       submit 10:00  run 10:00-12:00            14,400
//   1010 vision  0       submit 11:00  run 11:00-11:10            (no GPUs: not replayed)
//   1008 speech 80       submit 11:00  run 11:30-11:40            48,000
//   1004 speech  3       submit 12:30  run 12:45-14:45            21,600
//   1005 vision 16       submit 12:59:59, cancelled pending       (never started: not replayed)
//   1006 recsys  1       submit 20:00  run 20:00-21:00             3,600
//   1007 recsys  2       submit 21:00  run 21:30-, still running  until the end of W (24:00): 18,000
// Windows of 4 whole hours from 00:00: 09-13 holds 1002, 1009, 1003, 1008, 1004 = 116,400; the next
// best are 08-12 (94,800: 1002, 1009, 1003, 1008) and 10-14 (84,000); 00-04 and 01-05 hold 1001 alone
// (57,600). So the busiest 4 h are 09:00-13:00 (01:00-05:00 UTC).
QList<JobRecord> handMadeLog()
{
    return {job("1001", "vision", 8, "01:30:00", "01:30:00", "03:30:00"),
            job("1000", "recsys", 1, "05:00:00", "05:00:00", "11:00:00"),
            job("1002", "nlp", 8, "09:10:00", "09:40:00", "10:40:00"),
            job("1009", "nlp", 6, "09:10:00", "09:20:00", "09:30:00"),
            job("1003", "nlp", 2, "10:00:00", "10:00:00", "12:00:00"),
            job("1010", "vision", 0, "11:00:00", "11:00:00", "11:10:00"),
            job("1008", "speech", 80, "11:00:00", "11:30:00", "11:40:00"),
            job("1004", "speech", 3, "12:30:00", "12:45:00", "14:45:00"),
            job("1005", "vision", 16, "12:59:59", nullptr, "13:30:00", JobOutcome::Cancelled),
            job("1006", "recsys", 1, "20:00:00", "20:00:00", "21:00:00"),
            job("1007", "recsys", 2, "21:00:00", "21:30:00", nullptr, JobOutcome::Running)};
}

void insertJobs(Workspace& w, const QList<JobRecord>& jobs)
{
    Storage& storage = WorkspaceTestAccess::storage(w);
    qsizetype next = 0;
    auto written = storage.transaction([&]() -> Result<void> {
        auto r = BaselineRepository::insertJobs(storage, [&](JobRecord& j) {
            if (next == jobs.size())
                return false;
            j = jobs.at(next++);
            return true;
        });
        if (!r)
            return r.error();
        return {};
    });
    QVERIFY2(written.ok(), qPrintable(why(written)));
}

/// One pool of 8 nodes x 8 GPUs: the cluster has 64 GPUs.
void insertInventory(Workspace& w)
{
    Storage& storage = WorkspaceTestAccess::storage(w);
    GpuPool pool;
    pool.pool = QStringLiteral("train");
    pool.gpuType = QStringLiteral("A100");
    pool.nodes = 8;
    pool.gpusPerNode = 8;
    auto written =
        storage.transaction([&]() -> Result<void> { return BaselineRepository::insertGpuPools(storage, {pool}); });
    QVERIFY2(written.ok(), qPrintable(why(written)));
}

/// Every file under `dir`, by its path relative to it ('/'), sorted.
QStringList filesUnder(const QString& dir)
{
    QStringList found;
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        found.append(QDir(dir).relativeFilePath(it.next()));
    found.sort();
    return found;
}

PocRun run(const char* candidate, const QString& scenario, const char* replayId, std::optional<double> queue, int line)
{
    PocRun r;
    r.candidateId = QLatin1String(candidate);
    r.scenarioId = scenario;
    r.runId = QStringLiteral("r%1").arg(line);
    r.replayId = QLatin1String(replayId);
    r.queueSeconds = queue;
    r.outcome = queue ? PocOutcome::Success : PocOutcome::Cancelled;
    r.sourceLine = line;
    return r;
}

/// A policy document read strictly (a test's own, known to read).
whatif::Policy policy(const char* json)
{
    auto p = whatif::parsePolicy(QByteArray(json));
    return p ? *p : whatif::Policy{};
}

/// The hand-made log, the 64-GPU inventory, the day as the analysis window and `runaiPolicy` as runai's.
void prepareHandMade(Workspace& w, const char* runaiPolicy)
{
    insertJobs(w, handMadeLog());
    insertInventory(w);
    QVERIFY(baselineedits::setAnalysisWindow(w, QDate(2026, 10, 5), QDate(2026, 10, 5)));
    if (runaiPolicy) {
        auto set = whatifedits::setPolicy(w, QStringLiteral("runai"), policy(runaiPolicy));
        QVERIFY2(set.ok(), qPrintable(why(set)));
    }
}

/// The waits of the exported hand-made jobs (see busiestWindowOfTheLog) under fifo with nlp capped at 2
/// of the PoC's 16 GPUs, when gb-1 .. gb-4 run for r1 .. r4 seconds (by hand, in the replay's order):
///   gb-1 nlp 2   at 600: starts, nlp at its cap of 2; ends at 600 + r1
///   gb-2 nlp 2   at 600: nlp at its cap; starts when gb-1 ends: wait r1
///   gb-3 nlp 1   at 3600: nlp at its cap until gb-2 ends at 600 + r1 + r2: wait r1 + r2 - 3000
///   gb-4 speech 16 at 7200: gb-3 holds 1 GPU until 600 + r1 + r2 + r3: wait r1 + r2 + r3 - 6600
///   gb-5 speech 1 at 12600: gb-4 holds all 16 until 600 + r1 + r2 + r3 + r4: wait the rest, if any
/// (each "- 3000" etc. positive for run times within 10 % of the recorded ones).
QList<double> fifoWaits(double r1, double r2, double r3, double r4)
{
    return {0, r1, r1 + r2 - 3000, r1 + r2 + r3 - 6600, std::max(0.0, 600 + r1 + r2 + r3 + r4 - 12600)};
}

/// The predicted waits of `rows` of predicted_waits.csv (header first), by replay id.
QMap<QString, double> readPredictedCsv(const QByteArray& csv)
{
    QMap<QString, double> out;
    const QList<QByteArray> lines = csv.trimmed().split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> fields = lines.at(i).split(',');
        out.insert(QString::fromUtf8(fields.value(0)), fields.value(1).toDouble());
    }
    return out;
}

} // namespace

class TstWhatifExport : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("w%1.gatebench").arg(m_n++));
        m_w = createWorkspace(m_path, WorkspaceSpec{NewWorkspaceOptions::Content::Template, QStringLiteral("en"),
                                                    QStringLiteral("Asia/Shanghai"), QStringLiteral("Test Reviewer")});
    }
    void cleanup() { m_w.reset(); }

    // Two bursts of the same demand: the earlier wins; a burst across an hour boundary counts in the
    // hours of its submits; a window never ends after W.
    void busiestWindowByHand()
    {
        const qint64 w0 = 1'000'000 * 3600LL; // on the hour
        const qint64 w1 = w0 + 10 * 3600;
        // hour 1: 100; hour 2: 50 + 50; hour 6: 200; hour 9 (the last): 500.
        const std::vector<qint64> submits{w0 + 3600 + 10, w0 + 2 * 3600, w0 + 2 * 3600 + 3599, w0 + 6 * 3600 + 1,
                                          w0 + 9 * 3600 + 5};
        const std::vector<double> demands{100, 50, 50, 200, 500};
        // 2 h windows: [1,3) = 200, [5,7) = [6,8) = 200, [8,10) = 500: the last, the only one with 500.
        QCOMPARE(whatif::busiestWindow(submits, demands, w0, w1, 2), std::optional<qint64>(w0 + 8 * 3600));
        // Without the 500: [0,2) = 100, [1,3) = 200 = [5,7) = [6,8): the earliest, hour 1.
        QCOMPARE(whatif::busiestWindow({submits.begin(), submits.end() - 1}, {demands.begin(), demands.end() - 1}, w0,
                                       w1, 2),
                 std::optional<qint64>(w0 + 3600));
        // The whole of W is one window; a longer one does not fit.
        QCOMPARE(whatif::busiestWindow(submits, demands, w0, w1, 10), std::optional<qint64>(w0));
        QCOMPARE(whatif::busiestWindow(submits, demands, w0, w1, 11), std::nullopt);
    }

    // round(GPUs x S / G), half up, at least 1, at most S.
    void scalingByHand()
    {
        QCOMPARE(whatif::scaledGpus(8, 16, 64), 2);   // 2
        QCOMPARE(whatif::scaledGpus(6, 16, 64), 2);   // 1.5 -> 2 (half up)
        QCOMPARE(whatif::scaledGpus(2, 16, 64), 1);   // 0.5 -> 1 (half up)
        QCOMPARE(whatif::scaledGpus(3, 16, 64), 1);   // 0.75 -> 1
        QCOMPARE(whatif::scaledGpus(1, 16, 64), 1);   // 0.25 -> 0 -> at least 1
        QCOMPARE(whatif::scaledGpus(0.5, 16, 64), 1); // a shared GPU: at least 1
        QCOMPARE(whatif::scaledGpus(80, 16, 64), 16); // 20 -> at most 16
        QCOMPARE(whatif::scaledGpus(10, 16, 64), 3);  // 2.5 -> 3
        QCOMPARE(whatif::scaledGpus(9, 16, 64), 2);   // 2.25 -> 2
    }

    // The hand-made log with the 64-GPU inventory, scaled to 16 GPUs (factor 1/4):
    //   gb-1 1002 nlp     8 -> 2   run 3600  offset  600 (09:10)
    //   gb-2 1009 nlp     6 -> 2   run  600  offset  600 (same submit: by job id)
    //   gb-3 1003 nlp     2 -> 1   run 7200  offset 3600
    //   gb-4 1008 speech 80 -> 16  run  600  offset 7200
    //   gb-5 1004 speech  3 -> 1   run 7200  offset 12600
    void busiestWindowOfTheLog()
    {
        insertJobs(*m_w, handMadeLog());
        insertInventory(*m_w);
        QVERIFY(baselineedits::setAnalysisWindow(*m_w, QDate(2026, 10, 5), QDate(2026, 10, 5)));
        auto load = whatif::loadExport(m_w->queries().rows(), {QStringLiteral("runai"), 4, 16});
        QVERIFY2(load, qPrintable(why(load)));
        QCOMPARE(load->windowStartUtc, at("09:00:00"));
        QCOMPARE(load->windowEndUtc, at("13:00:00"));
        QCOMPARE(load->demandGpuSeconds, 116400.0);
        QCOMPARE(load->clusterGpus, 64.0);
        QVERIFY(!load->clusterInferred);
        QCOMPARE(load->neverStarted, 1);
        QCOMPARE(load->withoutGpus, 1);
        QStringList rows;
        for (const whatif::ReplayJob& j : load->jobs)
            rows.append(QStringLiteral("%1 %2 %3 %4 %5 %6")
                            .arg(j.replayId, j.originalJobId, j.team)
                            .arg(j.gpus)
                            .arg(j.runSeconds)
                            .arg(j.submitOffsetSeconds));
        QCOMPARE(rows, (QStringList{
                           QStringLiteral("gb-1 1002 nlp 2 3600 600"), QStringLiteral("gb-2 1009 nlp 2 600 600"),
                           QStringLiteral("gb-3 1003 nlp 1 7200 3600"), QStringLiteral("gb-4 1008 speech 16 600 7200"),
                           QStringLiteral("gb-5 1004 speech 1 7200 12600")}));
    }

    // Without an inventory the cluster is the baseline's inferred peak: 1003 (2) and 1008 (80) run
    // together at 11:30, 82 GPUs. 16 / 82: 8 -> 1.56 -> 2, 6 -> 1.17 -> 1, 2 -> 0.39 -> 1, 80 -> 15.6 -> 16,
    // 3 -> 0.59 -> 1.
    void inferredCluster()
    {
        insertJobs(*m_w, handMadeLog());
        QVERIFY(baselineedits::setAnalysisWindow(*m_w, QDate(2026, 10, 5), QDate(2026, 10, 5)));
        auto load = whatif::loadExport(m_w->queries().rows(), {QStringLiteral("runai"), 4, 16});
        QVERIFY2(load, qPrintable(why(load)));
        QCOMPARE(load->clusterGpus, 82.0);
        QVERIFY(load->clusterInferred);
        QList<int> gpus;
        for (const whatif::ReplayJob& j : load->jobs)
            gpus.append(j.gpus);
        QCOMPARE(gpus, (QList<int>{2, 1, 1, 16, 1}));
    }

    // Every file the command writes, byte for byte (GATEBENCH_UPDATE_GOLDEN=1 rewrites them).
    void goldenFiles()
    {
        insertJobs(*m_w, handMadeLog());
        insertInventory(*m_w);
        QVERIFY(baselineedits::setAnalysisWindow(*m_w, QDate(2026, 10, 5), QDate(2026, 10, 5)));
        m_w.reset();
        const QString out = m_dir.filePath(QStringLiteral("export"));
        const Run r = runProgram(
            kExe, {QStringLiteral("whatif"), QStringLiteral("export"), m_path, QStringLiteral("--candidate"),
                   QStringLiteral("runai"), QStringLiteral("--hours"), QStringLiteral("4"), QStringLiteral("--scale"),
                   QStringLiteral("16"), QStringLiteral("-o"), out, QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(r.code == 0, r.err.constData());
        // "5 job(s)" until the English numerus forms are in translations/gatebench_en.ts, then "5 jobs".
        QVERIFY2(r.out.startsWith(QByteArray("Wrote " + out.toUtf8() + ": 5 job")) &&
                     r.out.endsWith(" of the busiest 4 hours, scaled to 16 GPUs.\n"),
                 r.out.constData());
        const QString golden = kData + QStringLiteral("/whatif_export/hand-made");
        const QStringList written = filesUnder(out);
        if (qEnvironmentVariable("GATEBENCH_UPDATE_GOLDEN") == QLatin1String("1")) {
            QDir(golden).removeRecursively();
            for (const QString& name : written) {
                QDir().mkpath(QFileInfo(golden + u'/' + name).absolutePath());
                writeFile(golden + u'/' + name, readFile(out + u'/' + name));
            }
        }
        QCOMPARE(written, filesUnder(golden));
        QCOMPARE(written.size(), 3 + 3 * (5 + 1));
        for (const QString& name : written) {
            const QByteArray actual = readFile(out + u'/' + name);
            const QByteArray expected = readFile(golden + u'/' + name);
            QVERIFY2(actual == expected,
                     qPrintable(name + QStringLiteral(" differs from its golden file:\n") + QString::fromUtf8(actual)));
        }
        QVERIFY(QFileInfo(out + QStringLiteral("/slurm/submit.sh")).isExecutable());
        // The same export again: refused into the folder it filled, the same bytes with --force.
        QStringList again{QStringLiteral("whatif"),      QStringLiteral("export"), m_path,
                          QStringLiteral("--candidate"), QStringLiteral("runai"),  QStringLiteral("--scale"),
                          QStringLiteral("16"),          QStringLiteral("-o"),     out,
                          QStringLiteral("--lang"),      QStringLiteral("en")};
        Run refused = runProgram(kExe, again);
        QCOMPARE(refused.code, 1);
        QVERIFY2(refused.err.contains("is not empty; add --force"), refused.err.constData());
        writeFile(out + QStringLiteral("/notes.txt"), "mine");
        writeFile(out + QStringLiteral("/volcano/gb-9.yaml"), "an earlier export's job");
        Run forced = runProgram(kExe, again + QStringList{QStringLiteral("--force")});
        QVERIFY2(forced.code == 0, forced.err.constData());
        QStringList kept = written + QStringList{QStringLiteral("notes.txt")}; // not an export's: kept
        kept.sort();
        QCOMPARE(filesUnder(out), kept);
        for (const QString& name : written)
            QCOMPARE(readFile(out + u'/' + name), readFile(golden + u'/' + name));
    }

    // A team's GPU limit on the PoC cluster: its total (else the sum of its limits per pool) scaled as
    // a job's GPUs are, 16 / 64: 8 -> 2; 20 + 12 = 32 -> 8; 0 stays 0; 1 -> 0.25 -> at least 1;
    // 6 -> 1.5 -> 2; a total beside per-pool limits wins (40 -> 10). Weights and times are kept.
    void scaledPolicyByHand()
    {
        const whatif::Policy fifo = policy(R"({"kind": "fifo", "quotas": {"nlp": 8, "vision": {"A100": 20, "H100": 12},
                                                 "speech": 0, "recsys": 1}, "startup_delay_s": 20})");
        const whatif::Policy scaled = whatif::scaledPolicy(fifo, 16, 64);
        QCOMPARE(scaled.quotas.value(QStringLiteral("nlp")), (whatif::GpuLimit{2.0, {}}));
        QCOMPARE(scaled.quotas.value(QStringLiteral("vision")), (whatif::GpuLimit{8.0, {}}));
        QCOMPARE(scaled.quotas.value(QStringLiteral("speech")), (whatif::GpuLimit{0.0, {}}));
        QCOMPARE(scaled.quotas.value(QStringLiteral("recsys")), (whatif::GpuLimit{1.0, {}}));
        QCOMPARE(scaled.startupDelayS, qint64(20));
        whatif::Policy reserved = policy(R"({"kind": "reserved", "reserved": {"nlp": 6}})");
        reserved.reserved[QStringLiteral("vision")] = whatif::GpuLimit{40.0, {{QStringLiteral("A100"), 4.0}}};
        const whatif::Policy scaledReserved = whatif::scaledPolicy(reserved, 16, 64);
        QCOMPARE(scaledReserved.reserved.value(QStringLiteral("nlp")), (whatif::GpuLimit{2.0, {}}));
        QCOMPARE(scaledReserved.reserved.value(QStringLiteral("vision")), (whatif::GpuLimit{10.0, {}}));
        const whatif::Policy gang = policy(R"({"kind": "gang", "weights": {"nlp": 3, "vision": 1}})");
        QCOMPARE(whatif::scaledPolicy(gang, 16, 64).weights, gang.weights);
    }

    // The replay's own prediction of the exported jobs: runai's policy fifo with nlp capped at 8 of the
    // cluster's 64 GPUs (2 of the PoC's 16). Without jitter the run times are as recorded (3600, 600,
    // 7200, 600): waits 0, 3600, 1200, 4800 and 0 (fifoWaits). With the jitter, seed by seed from the
    // documented jittered run times, and the median of the five per job.
    void predictedWaitsByHand()
    {
        prepareHandMade(*m_w, R"({"kind": "fifo", "quotas": {"nlp": 8}})");
        auto load = whatif::loadExport(m_w->queries().rows(), {QStringLiteral("runai"), 4, 16});
        QVERIFY2(load, qPrintable(why(load)));
        QVERIFY(!load->policyAssumed);
        auto exact = whatif::predictWaits(*load, 1, 0.0);
        QVERIFY2(exact, qPrintable(why(exact)));
        QCOMPARE(exact->policy.quotas.value(QStringLiteral("nlp")), (whatif::GpuLimit{2.0, {}}));
        const QList<double> byHand = fifoWaits(3600, 600, 7200, 600);
        QCOMPARE(byHand, (QList<double>{0, 3600, 1200, 4800, 0}));
        QStringList ids{QStringLiteral("gb-1"), QStringLiteral("gb-2"), QStringLiteral("gb-3"), QStringLiteral("gb-4"),
                        QStringLiteral("gb-5")};
        QCOMPARE(exact->waits.keys().size(), 5);
        for (int j = 0; j < 5; ++j)
            QCOMPARE(exact->waits.value(ids.at(j), -1), byHand.at(j));
        QVERIFY(exact->refused.isEmpty());

        auto jittered = whatif::predictWaits(*load);
        QVERIFY2(jittered, qPrintable(why(jittered)));
        QCOMPARE(jittered->seeds, 5);
        QList<QList<double>> perJob(5);
        for (quint64 seed = 1; seed <= 5; ++seed) {
            const auto run = [seed](qint64 recorded, qsizetype job) {
                return double(whatif::jitteredRun(recorded, job, seed, 0.1));
            };
            const QList<double> waits = fifoWaits(run(3600, 0), run(600, 1), run(7200, 2), run(600, 3));
            for (int j = 0; j < 5; ++j)
                perJob[j].append(waits.at(j));
        }
        for (int j = 0; j < 5; ++j)
            QCOMPARE(jittered->waits.value(ids.at(j), -1), *median(perJob.at(j)));
        QVERIFY(jittered->waits.value(QStringLiteral("gb-2")) != 3600); // the jitter did move it
    }

    // A job wider than its team's limit on the PoC cluster can never start: speech capped at 4 of 64
    // is 1 of 16, and gb-4 asks for 16. It is left out of predicted_waits.csv and named in the README.
    void refusedJobsAreNotPredicted()
    {
        prepareHandMade(*m_w, R"({"kind": "fifo", "quotas": {"speech": 4}})");
        auto load = whatif::loadExport(m_w->queries().rows(), {QStringLiteral("runai"), 4, 16});
        QVERIFY2(load, qPrintable(why(load)));
        auto prediction = whatif::predictWaits(*load, 1, 0.0);
        QVERIFY2(prediction, qPrintable(why(prediction)));
        QCOMPARE(prediction->refused, QStringList{QStringLiteral("gb-4")});
        QVERIFY(!prediction->waits.contains(QStringLiteral("gb-4")));
        whatif::LoadExport withPrediction = *load;
        withPrediction.prediction = *prediction;
        QByteArray csv, readme;
        for (const whatif::ExportFile& f : whatif::files(withPrediction)) {
            if (f.path == QLatin1String("predicted_waits.csv"))
                csv = f.bytes;
            if (f.path == QLatin1String("README.txt"))
                readme = f.bytes;
        }
        QCOMPARE(csv, QByteArray("replay_id,predicted_wait_s\ngb-1,0\ngb-2,0\ngb-3,0\ngb-5,0\n"));
        QVERIFY2(readme.contains("Not predicted (they can never start: more GPUs than their team's limit): gb-4\n"),
                 readme.constData());
    }

    // `whatif export` writes predicted_waits.csv and records the export; `whatif accuracy` without
    // --predicted predicts the same waits again from the record and sets the PoC's measured waits
    // beside them; a changed job log is refused rather than predicted for other jobs.
    void accuracyFromTheRecordedExport()
    {
        prepareHandMade(*m_w, R"({"kind": "fifo", "quotas": {"nlp": 8}})");
        auto scenarios = PocRepository(m_w->queries().rows()).scenarios();
        QVERIFY(scenarios && !scenarios->isEmpty());
        const QByteArray scenario = scenarios->first().id.toUtf8();
        m_w.reset();
        const QStringList accuracy{QStringLiteral("whatif"),      QStringLiteral("accuracy"), m_path,
                                   QStringLiteral("--candidate"), QStringLiteral("runai"),    QStringLiteral("--json"),
                                   QStringLiteral("--lang"),      QStringLiteral("en")};
        Run before = runProgram(kExe, accuracy);
        QCOMPARE(before.code, 2);
        QVERIFY2(before.err.contains("No what-if load was exported for runai"), before.err.constData());

        const QString out = m_dir.filePath(QStringLiteral("recorded"));
        Run exported = runProgram(kExe, {QStringLiteral("whatif"), QStringLiteral("export"), m_path,
                                         QStringLiteral("--candidate"), QStringLiteral("runai"),
                                         QStringLiteral("--scale"), QStringLiteral("16"), QStringLiteral("-o"), out});
        QVERIFY2(exported.code == 0, exported.err.constData());
        const QMap<QString, double> written = readPredictedCsv(readFile(out + QStringLiteral("/predicted_waits.csv")));
        QCOMPARE(written.size(), 5);
        {
            auto opened = Workspace::open(m_path, Workspace::Access::ReadOnly);
            QVERIFY2(opened, qPrintable(why(opened)));
            auto record = whatif::recordedExport((*opened)->queries().rows(), QStringLiteral("runai"));
            QVERIFY2(record, qPrintable(why(record)));
            QCOMPARE(**record, (whatif::ExportRecord{4, 16, 5, at("09:00:00"), 5}));
        }
        // The audit log names the record by its candidate, not by the setting's key.
        Run audit = runProgram(kExe, {QStringLiteral("audit"), m_path, QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(audit.out.contains("Exported what-if load of NVIDIA Run:ai"), audit.out.constData());
        QVERIFY2(!audit.out.contains("whatif_export"), audit.out.constData());

        // Measured: gb-1 100 s, gb-2 3000 s, gb-4 runs of 4000 and 6000 s (5000); gb-3, gb-5 not run.
        const QString csv = m_dir.filePath(QStringLiteral("measured.csv"));
        const QByteArray rows = "candidate,scenario,run_id,replay_id,submitted_at,started_at,outcome\n"
                                "runai,S,r1,gb-1,2026-11-10 10:00:00,2026-11-10 10:01:40,success\n"
                                "runai,S,r2,gb-2,2026-11-10 10:00:00,2026-11-10 10:50:00,success\n"
                                "runai,S,r3,gb-4,2026-11-10 11:00:00,2026-11-10 12:06:40,success\n"
                                "runai,S,r4,gb-4,2026-11-10 14:00:00,2026-11-10 15:40:00,success\n";
        writeFile(csv, QByteArray(rows).replace(QByteArray(",S,"), QByteArray("," + scenario + ",")));
        Run imported = runProgram(kExe, {QStringLiteral("import"), m_path, QStringLiteral("--kind"),
                                         QStringLiteral("poc"), csv, QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(imported.code == 0, imported.err.constData());
        Run r = runProgram(kExe, accuracy);
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QLatin1String("predicted_by")).toObject(),
                 (QJsonObject{
                     {QStringLiteral("hours"), 4}, {QStringLiteral("scale_gpus"), 16}, {QStringLiteral("seeds"), 5}}));
        const QJsonArray jobs = o.value(QLatin1String("jobs")).toArray();
        QCOMPARE(jobs.size(), 3);
        QList<double> errors;
        const QList<std::pair<const char*, double>> measured{{"gb-1", 100}, {"gb-2", 3000}, {"gb-4", 5000}};
        for (int i = 0; i < 3; ++i) {
            const QJsonObject job = jobs.at(i).toObject();
            const QString id = QLatin1String(measured.at(i).first);
            QCOMPARE(job.value(QLatin1String("replay_id")).toString(), id);
            QCOMPARE(job.value(QLatin1String("measured_wait_s")).toDouble(), measured.at(i).second);
            QCOMPARE(job.value(QLatin1String("predicted_wait_s")).toDouble(), written.value(id));
            errors.append(std::abs(written.value(id) - measured.at(i).second));
        }
        // gb-1 is predicted to start at once: its error is the 100 s it waited.
        QCOMPARE(written.value(QStringLiteral("gb-1")), 0.0);
        QCOMPARE(o.value(QLatin1String("median_absolute_error_s")).toDouble(), *median(errors));
        QCOMPARE(o.value(QLatin1String("predicted_only")).toArray(),
                 (QJsonArray{QStringLiteral("gb-3"), QStringLiteral("gb-5")}));
        // The text names where the predictions came from.
        Run text = runProgram(kExe, accuracy.mid(0, 5) + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(text.code == 0, text.err.constData());
        QVERIFY2(text.out.contains("Predicted by replaying the exported load (4 hour"), text.out.constData());

        // Another job in the busiest window: the record no longer matches; --predicted still works.
        {
            auto opened = Workspace::open(m_path);
            QVERIFY2(opened, qPrintable(why(opened)));
            insertJobs(**opened, {job("1011", "nlp", 1, "09:30:00", "09:30:00", "09:40:00")});
        }
        Run changed = runProgram(kExe, accuracy);
        QCOMPARE(changed.code, 2);
        QVERIFY2(changed.err.contains("The job log has changed since the what-if load of runai was exported (then 5 "
                                      "jobs from 2026-10-05T01:00:00Z UTC, now 6"),
                 changed.err.constData());
        Run given = runProgram(
            kExe, accuracy + QStringList{QStringLiteral("--predicted"), out + QStringLiteral("/predicted_waits.csv")});
        QVERIFY2(given.code == 0, given.err.constData());
        const QJsonObject fromFile = QJsonDocument::fromJson(given.out).object();
        QCOMPARE(fromFile.value(QLatin1String("predicted_by")).toString(), QStringLiteral("file"));
        QCOMPARE(fromFile.value(QLatin1String("median_absolute_error_s")).toDouble(), *median(errors));
    }

    void refusals()
    {
        // No job records.
        auto none = whatif::loadExport(m_w->queries().rows(), {QStringLiteral("runai"), 4, 16});
        QVERIFY(!none);
        QVERIFY2(none.error().message.contains(QLatin1String("no job records")), qPrintable(none.error().message));

        insertJobs(*m_w, handMadeLog());
        QVERIFY(baselineedits::setAnalysisWindow(*m_w, QDate(2026, 10, 5), QDate(2026, 10, 5)));
        const Storage& rows = m_w->queries().rows();
        // A window longer than the analysis window (one day, 24 hours).
        auto longer = whatif::loadExport(rows, {QStringLiteral("runai"), 25, 16});
        QVERIFY(!longer);
        QCOMPARE(longer.error().message,
                 QStringLiteral("A window of 25 hours is longer than the analysis window (2026-10-05 to 2026-10-05, "
                                "24 hours)."));
        QVERIFY(whatif::loadExport(rows, {QStringLiteral("runai"), 24, 16}).ok());
        // GPUS < 1, hours < 1, an unknown candidate.
        auto noGpus = whatif::loadExport(rows, {QStringLiteral("runai"), 4, 0});
        QVERIFY(!noGpus);
        QCOMPARE(noGpus.error().message, QStringLiteral("The PoC cluster must have at least 1 GPU, not 0."));
        QVERIFY(!whatif::loadExport(rows, {QStringLiteral("runai"), 0, 16}));
        auto unknown = whatif::loadExport(rows, {QStringLiteral("nobody"), 4, 16});
        QVERIFY(!unknown);
        QCOMPARE(unknown.error().message, QStringLiteral("There is no candidate nobody in this evaluation."));

        // The command line: usage errors write nothing.
        m_w.reset();
        const QString out = m_dir.filePath(QStringLiteral("refused"));
        const QStringList base{
            QStringLiteral("whatif"), QStringLiteral("export"), m_path, QStringLiteral("--candidate"),
            QStringLiteral("runai"),  QStringLiteral("-o"),     out,    QStringLiteral("--lang"),
            QStringLiteral("en")};
        Run zero = runProgram(kExe, base + QStringList{QStringLiteral("--scale"), QStringLiteral("0")});
        QCOMPARE(zero.code, 1);
        QVERIFY2(zero.err.contains("--scale takes a whole number from 1 up, not 0"), zero.err.constData());
        Run tooLong = runProgram(kExe, base + QStringList{QStringLiteral("--scale"), QStringLiteral("16"),
                                                          QStringLiteral("--hours"), QStringLiteral("25")});
        QCOMPARE(tooLong.code, 2);
        QVERIFY2(tooLong.err.contains("is longer than the analysis window"), tooLong.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

    // Measured waits by hand (candidate runai):
    //   gb-1: runs of 100 s and 300 s -> median 200; predicted 260 -> error 60
    //   gb-2: 50 s; predicted 20 -> 30
    //   gb-3: 1000 s; predicted 400 -> 600
    //   gb-10: 0 s; predicted 40 -> 40
    //   gb-4: cancelled before it started (no wait); predicted 5 -> not measured, predicted only
    //   gb-6: 70 s, not predicted -> measured only; gb-7 predicted only; gb-5 is k8s-oss's run.
    // Errors 30, 40, 60, 600: the median absolute error is (40 + 60) / 2 = 50.
    void accuracyByHand()
    {
        auto scenarios = PocRepository(m_w->queries().rows()).scenarios();
        QVERIFY(scenarios && !scenarios->isEmpty());
        const QString s = scenarios->first().id;
        const QList<PocRun> runs{
            run("runai", s, "gb-1", 100, 1),  run("runai", s, "gb-1", 300, 2), run("runai", s, "gb-2", 50, 3),
            run("runai", s, "gb-3", 1000, 4), run("runai", s, "gb-10", 0, 5),  run("runai", s, "gb-4", std::nullopt, 6),
            run("k8s-oss", s, "gb-5", 10, 7), run("runai", s, "gb-6", 70, 8),  run("runai", s, "", 999, 9)};
        const QMap<QString, double> predicted{{QStringLiteral("gb-1"), 260}, {QStringLiteral("gb-2"), 20},
                                              {QStringLiteral("gb-3"), 400}, {QStringLiteral("gb-10"), 40},
                                              {QStringLiteral("gb-4"), 5},   {QStringLiteral("gb-7"), 30}};
        const whatif::ReplayAccuracy a = whatif::accuracy(runs, QStringLiteral("runai"), predicted);
        QStringList rows;
        for (const whatif::AccuracyRow& r : a.rows)
            rows.append(QStringLiteral("%1 %2 %3 %4 %5")
                            .arg(r.replayId)
                            .arg(r.runs)
                            .arg(r.measuredSeconds)
                            .arg(r.predictedSeconds)
                            .arg(r.absoluteErrorSeconds));
        QCOMPARE(rows, (QStringList{QStringLiteral("gb-1 2 200 260 60"), QStringLiteral("gb-2 1 50 20 30"),
                                    QStringLiteral("gb-3 1 1000 400 600"), QStringLiteral("gb-10 1 0 40 40")}));
        QCOMPARE(a.medianAbsoluteError, std::optional<double>(50));
        QCOMPARE(a.measuredOnly, QStringList{QStringLiteral("gb-6")});
        QCOMPARE(a.predictedOnly, (QStringList{QStringLiteral("gb-4"), QStringLiteral("gb-7")}));
        QCOMPARE(a.notMeasured, QStringList{QStringLiteral("gb-4")});
        QCOMPARE(whatif::accuracy(runs, QStringLiteral("openshift-ai"), predicted).medianAbsoluteError, std::nullopt);
    }

    // A PoC file with a replay id column: the import keeps each run's replay id (and a corrected file
    // updates it), and `whatif accuracy --json` gives the same figures from the stored runs.
    void importedRunsCarryTheReplayId()
    {
        auto scenarios = PocRepository(m_w->queries().rows()).scenarios();
        QVERIFY(scenarios && !scenarios->isEmpty());
        const QByteArray s = scenarios->first().id.toUtf8();
        m_w.reset();
        const QString csv = m_dir.filePath(QStringLiteral("replay-runs.csv"));
        writeFile(csv, "candidate,scenario,run_id,replay_id,submitted_at,started_at,outcome\n"
                       "runai," +
                           s +
                           ",r1,gb-1,2026-11-10 10:00:00,2026-11-10 10:01:40,success\n"
                           "runai," +
                           s +
                           ",r2,gb-1,2026-11-10 12:00:00,2026-11-10 12:05:00,success\n"
                           "runai," +
                           s +
                           ",r3,gb-2,2026-11-10 10:00:10,2026-11-10 10:01:00,success\n"
                           "runai," +
                           s + ",r4,gb-4,2026-11-10 10:00:20,,cancelled\n");
        Run imported = runProgram(kExe, {QStringLiteral("import"), m_path, QStringLiteral("--kind"),
                                         QStringLiteral("poc"), csv, QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(imported.code == 0, imported.err.constData());
        {
            auto opened = Workspace::open(m_path, Workspace::Access::ReadOnly);
            QVERIFY2(opened, qPrintable(why(opened)));
            auto stored = PocRepository((*opened)->queries().rows()).runs();
            QVERIFY(stored);
            QStringList ids;
            for (const PocRun& r : *stored)
                ids.append(r.runId + u'=' + r.replayId);
            QCOMPARE(ids, (QStringList{QStringLiteral("r1=gb-1"), QStringLiteral("r2=gb-1"), QStringLiteral("r3=gb-2"),
                                       QStringLiteral("r4=gb-4")}));
        }
        const QString pred = m_dir.filePath(QStringLiteral("pred.csv"));
        writeFile(pred, "replay_id,predicted_wait_s\ngb-1,260\ngb-2,20\ngb-3,15\n");
        Run r = runProgram(kExe,
                           {QStringLiteral("whatif"), QStringLiteral("accuracy"), m_path, QStringLiteral("--candidate"),
                            QStringLiteral("runai"), QStringLiteral("--predicted"), pred, QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        // gb-1: 100 s and 300 s -> 200, error 60; gb-2: 50 s, error 30; median of 30 and 60: 45.
        QCOMPARE(o.value(QLatin1String("median_absolute_error_s")).toDouble(), 45.0);
        const QJsonArray jobs = o.value(QLatin1String("jobs")).toArray();
        QCOMPARE(jobs.size(), 2);
        QCOMPARE(jobs.at(0).toObject().value(QLatin1String("measured_wait_s")).toDouble(), 200.0);
        QCOMPARE(jobs.at(0).toObject().value(QLatin1String("runs")).toInt(), 2);
        QCOMPARE(o.value(QLatin1String("predicted_only")).toArray(), QJsonArray{QStringLiteral("gb-3")});
        QCOMPARE(o.value(QLatin1String("not_measured")).toArray(), QJsonArray{QStringLiteral("gb-4")});
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    int m_n = 0;
    std::unique_ptr<Workspace> m_w;
};

QTEST_GUILESS_MAIN(TstWhatifExport)
#include "tst_whatif_export.moc"
