// The Slurm sacct reader (importers/SacctReader): folding of steps, heterogeneous components,
// arrays and requeues, the field mapping, states, times and time zones, the row rules with their
// line and column, the header-less form, limits, and the real samples of ../shared/data.
// Fixtures: tests/data/sacct/ (hand-written; the expected records below are worked out by hand).
#include "SacctReader.h"

#include <QBuffer>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QTest>

#include <algorithm>
#include <atomic>

using namespace gatebench;

namespace {

const QString kData = QStringLiteral(GATEBENCH_TEST_DATA "/sacct");
const QString kSlurm = QStringLiteral(GATEBENCH_SHARED_DATA "/traces/slurm");

QStringList list(std::initializer_list<const char*> texts)
{
    QStringList l;
    for (const char* t : texts)
        l.append(QString::fromUtf8(t));
    return l;
}

/// Seconds since the epoch of a UTC time written as "2026-10-05T09:00:00".
qint64 utc(const char* iso)
{
    QDateTime at = QDateTime::fromString(QString::fromLatin1(iso), Qt::ISODate);
    at.setTimeZone(QTimeZone::utc());
    return at.toSecsSinceEpoch();
}

/// A buffer that hands out at most `step` bytes per read.
class TrickleBuffer final : public QBuffer {
public:
    TrickleBuffer(QByteArray* data, qint64 step)
        : QBuffer(data)
        , m_step(step)
    {}

protected:
    qint64 readData(char* data, qint64 maxSize) override { return QBuffer::readData(data, std::min(maxSize, m_step)); }

private:
    qint64 m_step;
};

struct Reading {
    QList<JobRecord> jobs;
    QList<SacctIssue> issues;
    SacctSummary summary;

    const JobRecord* job(const char* key) const
    {
        for (const JobRecord& j : jobs) {
            if (j.jobKey == QLatin1String(key))
                return &j;
        }
        return nullptr;
    }
    QStringList keys() const
    {
        QStringList k;
        for (const JobRecord& j : jobs)
            k.append(j.jobKey);
        return k;
    }
    /// "line:column:rule" of every issue, in order.
    QStringList where() const
    {
        QStringList w;
        for (const SacctIssue& i : issues)
            w.append(QStringLiteral("%1:%2:%3").arg(i.issue.line).arg(i.issue.column).arg(SacctIssue::ruleKey(i.rule)));
        return w;
    }
    /// The jobs the errors name, in order.
    QStringList errorJobs() const
    {
        QStringList keys;
        for (const SacctIssue& i : issues) {
            if (i.issue.severity == Issue::Severity::Error)
                keys.append(i.jobKey);
        }
        return keys;
    }
    /// The first issue of a rule.
    const SacctIssue* first(SacctRule rule) const
    {
        for (const SacctIssue& i : issues) {
            if (i.rule == rule)
                return &i;
        }
        return nullptr;
    }
    /// The same for errors only.
    QStringList errors() const
    {
        QStringList w;
        for (const SacctIssue& i : issues) {
            if (i.issue.severity == Issue::Severity::Error)
                w.append(
                    QStringLiteral("%1:%2:%3").arg(i.issue.line).arg(i.issue.column).arg(SacctIssue::ruleKey(i.rule)));
        }
        return w;
    }
};

Reading readBytes(const QByteArray& text, SacctOptions options = {}, qint64 step = 0)
{
    QByteArray data = text;
    TrickleBuffer buffer(&data, step > 0 ? step : data.size() + 1);
    buffer.open(QIODevice::ReadOnly);
    if (step > 0)
        options.readBytes = step;
    Reading reading;
    SacctReader reader(options);
    auto summary = reader.read(buffer, {.job =
                                            [&](const JobRecord& job) {
                                                reading.jobs.append(job);
                                                return true;
                                            },
                                        .issue =
                                            [&](const SacctIssue& issue) {
                                                reading.issues.append(issue);
                                                return true;
                                            },
                                        .progress = {}});
    if (!summary.ok())
        qFatal("read failed: %s", qPrintable(summary.error().message));
    reading.summary = *summary;
    return reading;
}

QByteArray fixture(const QString& name)
{
    QFile file(kData + QLatin1Char('/') + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return file.readAll();
}

bool sameJob(const JobRecord& a, const JobRecord& b)
{
    return a.jobKey == b.jobKey && a.team == b.team && a.user == b.user && a.taskType == b.taskType &&
           a.gpuType == b.gpuType && a.gpus == b.gpus && a.submitUtc == b.submitUtc && a.startUtc == b.startUtc &&
           a.endUtc == b.endUtc && a.outcome == b.outcome && a.failureReason == b.failureReason &&
           a.requeues == b.requeues && a.sourceLine == b.sourceLine;
}

const QStringList kAwsFields = QStringLiteral("State,JobID,ReqCPUS,ReqMem,ReqNodes,Constraints,Submit,Eligible,Start,"
                                              "Elapsed,Suspended,End,ExitCode,DerivedExitCode,AllocNodes,NCPUS,"
                                              "MaxDiskRead,MaxDiskWrite,MaxPages,MaxRSS,MaxVMSize,CPUTime,UserCPU,"
                                              "SystemCPU,TotalCPU")
                                   .split(QLatin1Char(','));

} // namespace

class TestSacctReader : public QObject {
    Q_OBJECT

private slots:
    void foldsStepsArraysHeterogeneousAndRequeues();
    void mapsStatesGpusAndTimes();
    void sameResultAtEveryReadSize_data();
    void sameResultAtEveryReadSize();
    void aJoinedExportsByteOrderMarkIsNoPartOfTheJobId();
    void reportsRowRulesWithLineAndColumn();
    void refusesMoreGpusThanOneJobCanHold();
    void refusesTimesOutsideTheBounds();
    void refusesLabelsLongerThanTwoHundredCodePoints();
    void readsTheCluster();
    void daylightSavingInBerlin();
    void daylightSavingInNewYorkWithoutHeader();
    void headerlessForm();
    void headerAndFieldListMustAgree();
    void invalidOptions();
    void fieldMapping();
    void recordsTooFarApartAreReported();
    void jobsAgainAfterManyHandedOutAreFound();
    void duplicateAfterHandOutIsReported();
    void keysOutOfOrderOrWithLeadingZeros();
    void overlongLineIsSkipped();
    void stopsWhenAskedOrCancelled();
    void embeddedBarIsRejoinedOrRefusedNeverShifted();
    void trailingBarOnlyWhenEveryLineEndsSo();
    void raggedLinesNameTheirJobFromTheJobIdColumnOnly();
    void otherDelimiter();
    void multiLineRecords();
    void jobsCancelledWhilePendingNeverStarted();
    void pendingArrayRangesStandForTheirTasks();
    void realSlurmSamples();
};

void TestSacctReader::foldsStepsArraysHeterogeneousAndRequeues()
{
    const Reading r = readBytes(fixture(QStringLiteral("folding.txt")));
    QCOMPARE(r.where(), QStringList());
    // One job per job id, in the order of their first line; steps, the second heterogeneous
    // component and the requeued record are folded in.
    QCOMPARE(r.keys(),
             list({"100", "101", "102", "103", "104", "105", "106_1", "106_2", "107", "108", "109", "110", "111"}));
    QCOMPARE(r.summary.jobs, 13);
    QCOMPARE(r.summary.jobLines, 15);  // 13 jobs + 107+1 + the requeued 108
    QCOMPARE(r.summary.stepLines, 14); // every line with a dot in its JobID
    QCOMPARE(r.summary.heterogeneousComponents, 1);
    QCOMPARE(r.summary.requeues, 1);
    QCOMPARE(r.summary.commentLines, 1);
    QCOMPARE(r.summary.blankLines, 1);
    QCOMPARE(r.summary.lines, 32);
    QVERIFY(r.summary.hasHeader);
    QCOMPARE(r.summary.rejectedJobs, 0);

    // 107+0 (2 x a100, completed) and 107+1 (1 x l40s, NODE_FAIL): one job, 3 GPUs, the earliest
    // submit and start, the latest end, and the failure.
    const JobRecord* het = r.job("107");
    QVERIFY(het);
    QCOMPARE(het->gpus, 3.0);
    QCOMPARE(het->gpuType, QStringLiteral("a100+l40s"));
    QCOMPARE(het->submitUtc, utc("2026-10-05T19:00:00"));
    QCOMPARE(het->startUtc, utc("2026-10-05T19:02:00"));
    QCOMPARE(het->endUtc, utc("2026-10-05T20:30:00"));
    QCOMPARE(het->outcome, JobOutcome::Failed);
    QCOMPARE(het->failureReason, QStringLiteral("NODE_FAIL"));
    QCOMPARE(het->sourceLine, 19);

    // 108 was requeued (sacct -D): the last record is the job, with one requeue.
    const JobRecord* requeued = r.job("108");
    QVERIFY(requeued);
    QCOMPARE(requeued->requeues, 1);
    QCOMPARE(requeued->submitUtc, utc("2026-10-05T22:00:00"));
    QCOMPARE(requeued->startUtc, utc("2026-10-05T22:30:00"));
    QCOMPARE(requeued->endUtc, utc("2026-10-06T02:00:00"));
    QCOMPARE(requeued->outcome, JobOutcome::Completed);
    QCOMPARE(requeued->gpus, 8.0);
    QCOMPARE(requeued->sourceLine, 25);

    // Array tasks are jobs of their own.
    QCOMPARE(r.job("106_1")->outcome, JobOutcome::Completed);
    QCOMPARE(r.job("106_2")->outcome, JobOutcome::Failed);
    QCOMPARE(r.job("106_2")->failureReason, QStringLiteral("OUT_OF_MEMORY"));
    // Steps interleaved with another job's still fold (109, 110: no orphan step).
    QCOMPARE(r.job("110")->startUtc, utc("2026-10-06T08:02:00"));
}

void TestSacctReader::mapsStatesGpusAndTimes()
{
    const Reading r = readBytes(fixture(QStringLiteral("folding.txt")));
    const JobRecord* j = r.job("100");
    QVERIFY(j);
    QCOMPARE(j->team, QStringLiteral("vision")); // Account
    QCOMPARE(j->user, QStringLiteral("alice"));
    QCOMPARE(j->taskType, QStringLiteral("unspecified"));
    QCOMPARE(j->gpus, 2.0); // the untyped gres/gpu=2, not 2 + the typed gres/gpu:a100=2
    QCOMPARE(j->gpuType, QStringLiteral("a100"));
    QCOMPARE(j->submitUtc, utc("2026-10-05T09:00:00"));
    QCOMPARE(j->startUtc, utc("2026-10-05T09:10:00"));
    QCOMPARE(j->endUtc, utc("2026-10-05T11:10:00"));
    QCOMPARE(j->outcome, JobOutcome::Completed);
    QCOMPARE(j->failureReason, QString());
    QCOMPARE(j->requeues, 0);
    QCOMPARE(j->sourceLine, 3);
    QVERIFY(!j->gpuUtil && !j->activeFraction);

    QCOMPARE(r.job("101")->gpus, 4.0);
    QCOMPARE(r.job("101")->gpuType, QStringLiteral("train")); // no typed gres: the partition
    QCOMPARE(r.job("101")->failureReason, QStringLiteral("FAILED"));
    // Typed entries only: their sum, the types joined.
    QCOMPARE(r.job("102")->gpus, 3.0);
    QCOMPARE(r.job("102")->gpuType, QStringLiteral("a100+l40s"));
    QCOMPARE(r.job("102")->failureReason, QStringLiteral("TIMEOUT"));
    // "CANCELLED by 1001", never started: the GPUs it asked for (ReqTRES), no start, an end.
    const JobRecord* cancelled = r.job("103");
    QCOMPARE(cancelled->outcome, JobOutcome::Cancelled);
    QCOMPARE(cancelled->failureReason, QString());
    QCOMPARE(cancelled->gpus, 8.0);
    QVERIFY(!cancelled->startUtc);
    QCOMPARE(cancelled->endUtc, utc("2026-10-05T15:00:00"));
    // PENDING with Unknown times.
    const JobRecord* pending = r.job("104");
    QCOMPARE(pending->outcome, JobOutcome::Pending);
    QVERIFY(!pending->startUtc && !pending->endUtc);
    QCOMPARE(pending->gpus, 1.0);
    QCOMPARE(pending->gpuType, QStringLiteral("l40s"));
    // RUNNING: gres/gpumem and gres/gpuutil are not GPUs.
    const JobRecord* running = r.job("105");
    QCOMPARE(running->outcome, JobOutcome::Running);
    QCOMPARE(running->gpus, 1.0);
    QVERIFY(running->startUtc && !running->endUtc);
    // A shared GPU: fractional counts.
    QCOMPARE(r.job("111")->gpus, 0.5);
    QCOMPARE(r.job("111")->failureReason, QStringLiteral("DEADLINE"));
}

void TestSacctReader::sameResultAtEveryReadSize_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("step");
    for (const QString& file : list({"folding.txt", "rules.txt", "dst-berlin.txt", "embedded-bar.txt",
                                     "pending-cancelled.txt", "array-range.txt"})) {
        for (int step : {1, 2, 7, 64})
            QTest::newRow(qPrintable(file + QLatin1Char('/') + QString::number(step))) << file << step;
    }
}

void TestSacctReader::sameResultAtEveryReadSize()
{
    QFETCH(QString, file);
    QFETCH(int, step);
    SacctOptions options;
    options.zone = QTimeZone("Europe/Berlin");
    const QByteArray text = fixture(file);
    const Reading whole = readBytes(text, options);
    const Reading pieces = readBytes(text, options, step);
    QCOMPARE(pieces.where(), whole.where());
    QCOMPARE(pieces.keys(), whole.keys());
    for (qsizetype i = 0; i < whole.jobs.size(); ++i)
        QVERIFY2(sameJob(pieces.jobs[i], whole.jobs[i]), qPrintable(whole.jobs[i].jobKey));
    QCOMPARE(pieces.summary.lines, whole.summary.lines);
    // ... and with a byte order mark and CRLF line ends.
    QByteArray crlf = "\xEF\xBB\xBF" + text;
    crlf.replace("\n", "\r\n");
    const Reading windows = readBytes(crlf, options, step);
    QCOMPARE(windows.where(), whole.where());
    QCOMPARE(windows.keys(), whole.keys());
}

// A job holds at most kMaxJobGpus (a million) GPUs: one count, the sum of typed counts, or the
// components of a heterogeneous job together; beyond it the count is a misread, and summed into
// GPU-hours it would make the baseline infinite. Exactly a million is still a job.
void TestSacctReader::refusesMoreGpusThanOneJobCanHold()
{
    const QByteArray text =
        "JobID|Account|State|Submit|Start|End|AllocTRES\n"
        "1|a|COMPLETED|2026-10-05T09:00:00|2026-10-05T09:00:00|2026-10-05T10:00:00|gres/gpu=1e308\n"
        "2|a|COMPLETED|2026-10-05T09:00:00|2026-10-05T09:00:00|2026-10-05T10:00:00|"
        "gres/gpu:a100=600000,gres/gpu:h100=600000\n"
        "3+0|a|COMPLETED|2026-10-05T09:00:00|2026-10-05T09:00:00|2026-10-05T10:00:00|gres/gpu=700000\n"
        "3+1|a|COMPLETED|2026-10-05T09:00:00|2026-10-05T09:00:00|2026-10-05T10:00:00|gres/gpu=700000\n"
        "4|a|COMPLETED|2026-10-05T09:00:00|2026-10-05T09:00:00|2026-10-05T10:00:00|gres/gpu=1000000\n"
        "5+0|a|COMPLETED|2026-10-05T09:00:00|2026-10-05T09:00:00|2026-10-05T10:00:00|gres/gpu=400000\n"
        "5+1|a|COMPLETED|2026-10-05T09:00:00|2026-10-05T09:00:00|2026-10-05T10:00:00|gres/gpu=600000\n";
    for (const qint64 step : {qint64(0), qint64(5)}) {
        const Reading r = readBytes(text, {}, step);
        QCOMPARE(r.errors(), list({"2:7:too_many_gpus", "3:7:too_many_gpus", "5:7:too_many_gpus"}));
        QCOMPARE(r.issues.last().jobKey, QStringLiteral("3"));
        QVERIFY(r.issues.last().issue.message.contains(QLocale().toString(kMaxJobGpus, 'f', 0)));
        QCOMPARE(r.keys(), list({"4", "5"}));
        QCOMPARE(r.job("4")->gpus, 1e6);
        QCOMPARE(r.job("5")->gpus, 1e6);
        QCOMPARE(r.summary.rejectedJobs, 3);
    }
}

/// Issue 27, item 11: times before the earliest or after the latest bound are refused at their line
/// and column (time_out_of_range); a reader's own default refuses times before 2000, year 1 included
/// (before: "not a time" for years before 1900, and 1900-1999 accepted).
void TestSacctReader::refusesTimesOutsideTheBounds()
{
    const QByteArray text = "JobID|Account|State|Submit|Start|End|AllocTRES\n"
                            "1|a|COMPLETED|2026-10-05T09:00:00|2026-10-05T09:00:00|9999-12-31T23:59:59|gres/gpu=1\n"
                            "2|a|COMPLETED|0001-01-01T00:00:00|2026-10-05T09:00:00|2026-10-05T10:00:00|gres/gpu=1\n"
                            "3|a|COMPLETED|1999-12-31T23:59:59|2026-10-05T09:00:00|2026-10-05T10:00:00|gres/gpu=1\n"
                            "4|a|COMPLETED|2026-10-05T09:00:00|2026-10-05T09:00:00|2026-10-05T10:00:00|gres/gpu=1\n"
                            "5|a|COMPLETED|946684799|946684800|946684900|gres/gpu=1\n"
                            "6|a|COMPLETED|946684800|946684800|946684900|gres/gpu=1\n";
    SacctOptions bounded;
    bounded.latestUtc = utc("2027-12-01T00:00:00");
    for (const qint64 step : {qint64(0), qint64(7)}) {
        const Reading r = readBytes(text, bounded, step);
        QCOMPARE(r.errors(), list({"2:6:time_out_of_range", "3:4:time_out_of_range", "4:4:time_out_of_range",
                                   "6:4:time_out_of_range"}));
        QCOMPARE(r.keys(), list({"4", "6"}));
        const auto first = std::find_if(r.issues.cbegin(), r.issues.cend(),
                                        [](const SacctIssue& i) { return i.issue.severity == Issue::Severity::Error; });
        QCOMPARE(first->value, QStringLiteral("9999-12-31T23:59:59"));
    }
    // Without an upper bound (a reader on its own), only the earliest holds.
    const Reading open = readBytes(text);
    QCOMPARE(open.keys(), list({"1", "4", "6"}));
}

/// Issue 27, item 12: a job id, team, user, partition (the GPU type of a job without a typed gres), a
/// typed GPU type, task type or cluster longer than kMaxLabelCodePoints code points is refused at its
/// line and column (label_too_long); 200 code points (600 bytes of Chinese) pass; the issue quotes at
/// most 200 of them.
void TestSacctReader::refusesLabelsLongerThanTwoHundredCodePoints()
{
    const QByteArray long201(201, 'x');
    const QByteArray chinese200 = QString(200, QChar(0x4E2D)).toUtf8();
    const QByteArray chinese201 = QString(201, QChar(0x4E2D)).toUtf8();
    const QByteArray times = "|COMPLETED|2026-10-05T09:00:00|2026-10-05T09:00:00|2026-10-05T10:00:00|";
    // Columns: JobID 1, Cluster 2, Account 3, User 4, Partition 5, JobName 6, State 7, ..., AllocTRES 11.
    const QByteArray text = "JobID|Cluster|Account|User|Partition|JobName|State|Submit|Start|End|AllocTRES\n"
                            "1|c|" +
                            chinese200 + "|u|p|n" + times + "gres/gpu=1\n" + "2|c|" + chinese201 + "|u|p|n" + times +
                            "gres/gpu=1\n" + "3|c|a|" + long201 + "|p|n" + times + "gres/gpu=1\n" + "4|c|a|u|" +
                            long201 + "|n" + times + "gres/gpu=1\n" + "5|c|a|u|p|" + long201 + times + "gres/gpu=1\n" +
                            "6|c|a|u|p|n" + times + "gres/gpu:" + long201 + "=1\n" + long201 + "|c|a|u|p|n" + times +
                            "gres/gpu=1\n" + "8|" + long201 + "|a|u|p|n" + times + "gres/gpu=1\n";
    SacctOptions options;
    options.taskTypeField = QStringLiteral("JobName");
    for (const qint64 step : {qint64(0), qint64(9)}) {
        const Reading r = readBytes(text, options, step);
        QCOMPARE(r.errors(),
                 list({"3:3:label_too_long", "4:4:label_too_long", "5:5:label_too_long", "6:6:label_too_long",
                       "7:11:label_too_long", "8:1:label_too_long", "9:2:label_too_long"}));
        QCOMPARE(r.keys(), list({"1"}));
        QCOMPARE(r.job("1")->team, QString::fromUtf8(chinese200));
        for (const SacctIssue& issue : r.issues) {
            QVERIFY(issue.value.size() <= kMaxLabelCodePoints + 1);
            QVERIFY(issue.jobKey.size() <= kMaxLabelCodePoints + 1);
        }
        QCOMPARE(r.issues.at(0).value, QString(200, QChar(0x4E2D)) + QChar(0x2026));
    }
    // Bytes that are not UTF-8 count as the U+FFFD each becomes: 150 letters and 60 stray continuation
    // bytes are a team of 210 code points (found by fuzz_sacctreader; before, taken as 150 and stored).
    const QByteArray stray = QByteArray(150, 'x') + QByteArray(60, '\xB5');
    QCOMPARE(QString::fromUtf8(stray).size(), 210);
    const Reading invalid = readBytes("JobID|Account|State|Submit\n1|" + stray + "|PENDING|2026-10-05T09:00:00\n");
    QCOMPARE(invalid.errors(), list({"2:2:label_too_long"}));
    QVERIFY(invalid.jobs.isEmpty());
}

/// Exports joined, a byte order mark left before a job's line: the mark is no part of its id, so a job in both is one
/// job (found by fuzz_sacctreader: job 500 was handed out twice).
void TestSacctReader::aJoinedExportsByteOrderMarkIsNoPartOfTheJobId()
{
    const QByteArray header = "JobID|State|Submit|Start|End|AllocTRES\n";
    const QByteArray job = "500|COMPLETED|2026-10-05T09:00:00|2026-10-05T09:00:00|2026-10-05T10:00:00|gres/gpu=1\n";
    const QByteArray text = header + job + header + "\xEF\xBB\xBF" + job;
    for (const qint64 step : {qint64(0), qint64(1), qint64(7)}) {
        const Reading r = readBytes(text, {}, step);
        QCOMPARE(r.jobs.size(), qsizetype(1));
        QCOMPARE(r.jobs.first().jobKey, QStringLiteral("500"));
    }
}

/// The Cluster field names each job's cluster; a line without one takes the options' cluster.
void TestSacctReader::readsTheCluster()
{
    const QByteArray text = "JobID|Cluster|State|Submit|Start|End|AllocTRES\n"
                            "1|alpha|COMPLETED|2026-10-05T09:00:00|2026-10-05T09:00:00|2026-10-05T10:00:00|gres/gpu=1\n"
                            "2||COMPLETED|2026-10-05T09:00:00|2026-10-05T09:00:00|2026-10-05T10:00:00|gres/gpu=1\n";
    SacctOptions options;
    options.cluster = QStringLiteral("default");
    const Reading r = readBytes(text, options);
    QCOMPARE(r.job("1")->cluster, QStringLiteral("alpha"));
    QCOMPARE(r.job("2")->cluster, QStringLiteral("default"));
    const Reading none = readBytes(text);
    QCOMPARE(none.job("2")->cluster, QString());
}

void TestSacctReader::reportsRowRulesWithLineAndColumn()
{
    // Columns: JobID 1, Account 2, User 3, State 4, Submit 5, Start 6, End 7, AllocTRES 8, ReqTRES 9.
    const Reading r = readBytes(fixture(QStringLiteral("rules.txt")));
    QCOMPARE(r.where(), list({
                            "2:7:end_before_start",    // 200
                            "3:6:start_before_submit", // 201
                            "4:8:negative_gpus",       // 202: gres/gpu=-1
                            "5:6:unparsable_time",     // 203: October 32nd
                            "8:1:duplicate_job",       // 204 again, not requeued
                            "9:4:unknown_state",       // 205: INVALID
                            "10:9:unparsable_gpus",    // 206: never started, ReqTRES gres/gpu=x
                            "11:0:field_count",        // 207: 6 fields of 9
                            "12:5:missing_submit",     // 208: Submit Unknown
                            "13:7:end_before_submit",  // 209: left the queue before it was submitted
                            "14:1:orphan_step",        // 999.batch without 999
                        }));
    for (const SacctIssue& i : r.issues) {
        QCOMPARE(i.issue.severity, i.rule == SacctRule::OrphanStep ? Issue::Severity::Warning : Issue::Severity::Error);
        QVERIFY(!i.issue.message.isEmpty());
    }
    QCOMPARE(r.issues[0].jobKey, QStringLiteral("200"));
    QCOMPARE(r.issues[4].jobKey, QStringLiteral("204"));
    QCOMPARE(r.summary.errors, 10);
    QCOMPARE(r.summary.warnings, 1);
    // The duplicate keeps the first record; jobs with an error are not handed out.
    QCOMPARE(r.keys(), list({"204", "210"}));
    QCOMPARE(r.job("204")->gpus, 1.0);
    QCOMPARE(r.job("204")->requeues, 0);
    QCOMPARE(r.job("204")->sourceLine, 6);
    QCOMPARE(r.summary.rejectedJobs, 9); // 200-203 and 205-209
}

void TestSacctReader::daylightSavingInBerlin()
{
    SacctOptions options;
    options.zone = QTimeZone("Europe/Berlin");
    const Reading r = readBytes(fixture(QStringLiteral("dst-berlin.txt")), options);
    // 02:30 on 2026-03-29 does not exist in Berlin (CET +1 to CEST +2 at 02:00).
    // No User field (line 2, the header); 02:30 on 2026-03-29 does not exist (line 4, Submit).
    QCOMPARE(r.where(), list({"2:0:missing_field", "4:4:nonexistent_time"}));
    QCOMPARE(r.keys(), list({"300", "302", "303", "304"}));
    // 01:59:59 CET and 03:00:00 CEST are one second apart.
    QCOMPARE(r.job("300")->submitUtc, utc("2026-03-29T00:59:59"));
    QCOMPARE(r.job("300")->startUtc, utc("2026-03-29T01:00:00"));
    // 02:30 on 2026-10-25 happens twice (CEST, then CET): the first, 00:30 UTC. 03:00 is CET.
    QCOMPARE(r.job("302")->submitUtc, utc("2026-10-25T00:30:00"));
    QCOMPARE(r.job("302")->startUtc, utc("2026-10-25T02:00:00"));
    QCOMPARE(r.job("303")->submitUtc, utc("2026-10-24T23:59:00"));
    QCOMPARE(r.job("303")->startUtc, utc("2026-10-25T00:00:00"));
    QCOMPARE(r.job("303")->endUtc, utc("2026-10-25T00:59:59"));
    QCOMPARE(r.summary.ambiguousTimes, 3); // 302's submit, 303's start and end
    // Summer and winter time of one job.
    QCOMPARE(r.job("304")->submitUtc, utc("2026-07-01T10:00:00"));
    QCOMPARE(r.job("304")->endUtc, utc("2026-12-01T11:00:00"));
}

void TestSacctReader::daylightSavingInNewYorkWithoutHeader()
{
    SacctOptions options;
    options.zone = QTimeZone("America/New_York");
    options.fields = list({"JobID", "State", "Submit", "Start", "End"});
    // 2026-03-08 02:00 EST -> 03:00 EDT; 2026-11-01 02:00 EDT -> 01:00 EST.
    const Reading r = readBytes("400|COMPLETED|2026-03-08T01:30:00|2026-03-08T03:30:00|2026-11-01T01:30:00\n"
                                "401|COMPLETED|2026-03-08T02:15:00|2026-03-08T03:30:00|2026-03-08T04:00:00\n",
                                options);
    // The whole file (line 0) has no Account, User or AllocTRES; line 2 a time that does not exist.
    QCOMPARE(r.where(), list({"0:0:missing_field", "0:0:missing_field", "0:0:missing_field", "2:3:nonexistent_time"}));
    QCOMPARE(r.keys(), list({"400"}));
    QCOMPARE(r.job("400")->submitUtc, utc("2026-03-08T06:30:00"));
    QCOMPARE(r.job("400")->startUtc, utc("2026-03-08T07:30:00"));
    QCOMPARE(r.job("400")->endUtc, utc("2026-11-01T05:30:00")); // the first 01:30, still EDT
    QCOMPARE(r.summary.ambiguousTimes, 1);
}

void TestSacctReader::headerlessForm()
{
    // sacct --parsable2 --noheader --format JobID,JobName%30,Account,State,Submit,Start,End,AllocTRES
    SacctOptions options;
    options.fields = list({"jobid", "JobName%30", "Account", "State", "Submit", "Start", "End", "AllocTRES"});
    const QByteArray text =
        "# comment\n"
        "\n"
        "500|a|vision|COMPLETED|2026-10-05T09:00:00|2026-10-05T09:00:00|2026-10-05T10:00:00|gres/gpu=2\n"
        "500.batch|batch|vision|COMPLETED|2026-10-05T09:00:00|2026-10-05T09:00:00|2026-10-05T10:00:00|\n"
        "501|b|nlp|TIMEOUT|1759654800|1759654800|1759658400|gres/gpu=1\n";
    const Reading r = readBytes(text, options);
    QVERIFY(!r.summary.hasHeader);
    QCOMPARE(r.summary.fields, options.fields);
    // Said of the whole file (line 0): the field list has no User.
    QCOMPARE(r.where(), list({"0:0:missing_field"}));
    QCOMPARE(r.keys(), list({"500", "501"}));
    QCOMPARE(r.job("500")->gpus, 2.0);
    QCOMPARE(r.job("500")->team, QStringLiteral("vision"));
    QCOMPARE(r.job("500")->sourceLine, 3);
    // Epoch seconds (SLURM_TIME_FORMAT=%s) are UTC: 1759654800 is 2025-10-05T09:00:00Z.
    QCOMPARE(r.job("501")->submitUtc, utc("2025-10-05T09:00:00"));
    QCOMPARE(r.job("501")->endUtc, utc("2025-10-05T10:00:00"));

    // sacct --parsable (not 2) ends each line with a |.
    QByteArray parsable;
    for (const QByteArray& line : text.split('\n')) {
        if (!line.isEmpty() && !line.startsWith('#'))
            parsable += line + "|\n";
    }
    const Reading p = readBytes(parsable, options);
    QCOMPARE(p.where(), r.where());
    QCOMPARE(p.keys(), r.keys());

    // No header and no field list: nothing can be read.
    const Reading none = readBytes(text);
    QCOMPARE(none.where(), list({"3:0:header"}));
    QVERIFY(none.jobs.isEmpty());
}

void TestSacctReader::headerAndFieldListMustAgree()
{
    const QByteArray text = "JobID|State|Submit\n"
                            "600|PENDING|2026-10-05T09:00:00\n";
    SacctOptions options;
    options.fields = list({"JobId", "state", "SUBMIT"});
    const Reading same = readBytes(text, options);
    QCOMPARE(same.errors(), QStringList());
    QVERIFY(same.summary.hasHeader);
    QCOMPARE(same.keys(), list({"600"}));

    options.fields = list({"JobID", "Submit", "State"});
    const Reading other = readBytes(text, options);
    QCOMPARE(other.where(), list({"1:0:header"}));
    QVERIFY(other.jobs.isEmpty());

    // A header again further down (two exports one after the other) is not a job.
    const Reading twice = readBytes(text + text);
    QCOMPARE(twice.errors(), list({"4:1:duplicate_job"}));
    QCOMPARE(twice.keys(), list({"600"}));
}

void TestSacctReader::invalidOptions()
{
    const auto fails = [](const SacctOptions& options) {
        SacctReader reader(options);
        const auto checked = reader.checkOptions();
        return !checked.ok() && checked.error().kind == Error::Kind::Usage && !checked.error().message.isEmpty();
    };
    SacctOptions o;
    QVERIFY(!fails(o));
    o.fields = list({"JobID", "State"}); // no Submit
    QVERIFY(fails(o));
    o.fields = list({"JobID", "State", "Submit"});
    o.taskTypeField = QStringLiteral("JobName"); // not in the list
    QVERIFY(fails(o));
    o.fields.append(QStringLiteral("JobName"));
    QVERIFY(!fails(o));
    o.taskTypePattern = QStringLiteral("(unclosed");
    QVERIFY(fails(o));
    SacctOptions zone;
    zone.zone = QTimeZone("Nowhere/Atlantis");
    QVERIFY(fails(zone));
    // And read() refuses the same options before reading.
    QByteArray empty;
    QBuffer buffer(&empty);
    buffer.open(QIODevice::ReadOnly);
    SacctReader reader(zone);
    QVERIFY(!reader.read(buffer, {}).ok());
}

void TestSacctReader::fieldMapping()
{
    const QByteArray text = fixture(QStringLiteral("folding.txt"));
    SacctOptions byPartition;
    byPartition.teamField = QStringLiteral("Partition");
    QCOMPARE(readBytes(text, byPartition).job("100")->team, QStringLiteral("a100"));

    SacctOptions byName;
    byName.taskTypeField = QStringLiteral("JobName");
    byName.taskTypePattern = QStringLiteral("^(train|infer)_");
    const Reading n = readBytes(text, byName);
    QCOMPARE(n.job("100")->taskType, QStringLiteral("train"));
    QCOMPARE(n.job("101")->taskType, QStringLiteral("infer"));
    QCOMPARE(n.job("103")->taskType, QStringLiteral("unspecified")); // "eval": no match
    QCOMPARE(n.job("102")->taskType, QStringLiteral("train"));

    SacctOptions byWckey; // sacct marks a default WCKey with *; the pattern takes the word
    byWckey.taskTypeField = QStringLiteral("WCKey");
    byWckey.taskTypePattern = QStringLiteral("\\w+");
    const Reading w = readBytes(text, byWckey);
    QCOMPARE(w.job("100")->taskType, QStringLiteral("train"));
    QCOMPARE(w.job("101")->taskType, QStringLiteral("infer"));
    QCOMPARE(w.job("102")->taskType, QStringLiteral("unspecified")); // empty WCKey

    SacctOptions byQos;
    byQos.taskTypeField = QStringLiteral("qos");
    QCOMPARE(readBytes(text, byQos).job("101")->taskType, QStringLiteral("high"));

    SacctOptions byComment; // no quoting in sacct output: quotes are text
    byComment.taskTypeField = QStringLiteral("Comment");
    QCOMPARE(readBytes(text, byComment).job("100")->taskType, QStringLiteral("nightly \"big\" run"));

    SacctOptions noTeam;
    noTeam.teamField = QStringLiteral("Group");
    const Reading g = readBytes(text, noTeam);
    QCOMPARE(g.where(), list({"2:0:missing_field"}));
    QCOMPARE(g.job("100")->team, QString());
}

void TestSacctReader::recordsTooFarApartAreReported()
{
    SacctOptions options;
    options.openJobs = 2;
    const QByteArray text = "JobID|State|Submit\n"
                            "700|REQUEUED|2026-10-05T09:00:00\n"
                            "701|COMPLETED|2026-10-05T09:00:00\n"
                            "700|COMPLETED|2026-10-05T09:10:00\n" // within the window: folded
                            "702|COMPLETED|2026-10-05T09:00:00\n"
                            "703|REQUEUED|2026-10-05T09:00:00\n"
                            "704|COMPLETED|2026-10-05T09:00:00\n"
                            "705|COMPLETED|2026-10-05T09:00:00\n"
                            "703|COMPLETED|2026-10-05T09:30:00\n"; // 703 was handed out already
    const Reading r = readBytes(text, options);
    QCOMPARE(r.errors(), list({"9:1:too_far_apart"}));
    QCOMPARE(r.job("700")->requeues, 1);
    QCOMPARE(r.job("700")->submitUtc, utc("2026-10-05T09:10:00"));
    QCOMPARE(r.job("703")->outcome, JobOutcome::Pending); // its requeued record, as it was handed out
    QCOMPARE(r.keys(), list({"700", "701", "702", "703", "704", "705"}));

    // Without the window limit the same file folds completely.
    const Reading all = readBytes(text);
    QCOMPARE(all.errors(), QStringList());
    QCOMPARE(all.job("703")->outcome, JobOutcome::Completed);
    QCOMPARE(all.summary.requeues, 2);
}

void TestSacctReader::jobsAgainAfterManyHandedOutAreFound()
{
    // A large log: after some 65,000 jobs the reader sizes its table of the jobs handed out for the
    // whole file at once. A job that comes again is found whether it was handed out before that or
    // after, in a file read in one piece or in small reads.
    constexpr int kJobs = 150000;
    QByteArray text = "JobID|State|Submit\n";
    for (int i = 1; i <= kJobs; ++i)
        text += QByteArray::number(i) + "|COMPLETED|2026-10-05T09:00:00\n";
    text += "1|COMPLETED|2026-10-05T09:00:00\n"       // handed out first
            "70000|COMPLETED|2026-10-05T09:00:00\n"   // after the table was sized
            "149990|COMPLETED|2026-10-05T09:00:00\n"  // among the last handed out
            "150001|COMPLETED|2026-10-05T09:00:00\n"; // a new job
    SacctOptions options;
    options.openJobs = 4;
    for (const qint64 step : {qint64(0), qint64(4096)}) {
        const Reading r = readBytes(text, options, step);
        QCOMPARE(r.errors(), list({"150002:1:duplicate_job", "150003:1:duplicate_job", "150004:1:duplicate_job"}));
        QCOMPARE(r.errorJobs(), list({"1", "70000", "149990"}));
        QCOMPARE(r.jobs.size(), kJobs + 1);
        QCOMPARE(r.jobs.constLast().jobKey, QStringLiteral("150001"));
    }
}

void TestSacctReader::duplicateAfterHandOutIsReported()
{
    SacctOptions options;
    options.openJobs = 1;
    const QByteArray text = "JobID|State|Submit\n"
                            "800|COMPLETED|2026-10-05T09:00:00\n"
                            "801|COMPLETED|2026-10-05T09:00:00\n"
                            "802|COMPLETED|2026-10-05T09:00:00\n"
                            "800|COMPLETED|2026-10-05T09:00:00\n"
                            "800.batch|COMPLETED|2026-10-05T09:00:00\n"; // a step of a job handed out: folded
    const Reading r = readBytes(text, options);
    QCOMPARE(r.errors(), list({"5:1:duplicate_job"}));
    QCOMPARE(r.keys(), list({"800", "801", "802"}));
}

void TestSacctReader::keysOutOfOrderOrWithLeadingZeros()
{
    // Job ids are compared as the text sacct writes: 0900 is another job than 900; a smaller id
    // after a greater one is a new job unless it was seen, open or handed out.
    SacctOptions options;
    options.openJobs = 2;
    const QByteArray text = "JobID|State|Submit\n"
                            "900|COMPLETED|2026-10-05T09:00:00\n"
                            "0900|COMPLETED|2026-10-05T09:00:00\n"
                            "905|COMPLETED|2026-10-05T09:00:00\n"
                            "903|COMPLETED|2026-10-05T09:00:00\n"
                            "905|FAILED|2026-10-05T09:00:00\n"  // open still: not requeued
                            "900|FAILED|2026-10-05T09:00:00\n"  // handed out
                            "0905|FAILED|2026-10-05T09:00:00\n" // never seen
                            "906|COMPLETED|2026-10-05T09:00:00\n";
    const Reading r = readBytes(text, options);
    QCOMPARE(r.errors(), list({"6:1:duplicate_job", "7:1:duplicate_job"}));
    QCOMPARE(r.keys(), list({"900", "0900", "905", "903", "0905", "906"}));
    QCOMPARE(r.job("905")->outcome, JobOutcome::Completed);
}

void TestSacctReader::overlongLineIsSkipped()
{
    SacctOptions options;
    options.maxLineBytes = 40;
    const QByteArray text = "JobID|State|Submit\n"
                            "900|COMPLETED|2026-10-05T09:00:00\n" +
                            QByteArray("901|COMPLETED|2026-10-05T09:00:00|") + QByteArray(100, 'x') +
                            "\n"
                            "902|COMPLETED|2026-10-05T09:00:00\n";
    for (const qint64 step : {0, 1, 5, 16}) {
        const Reading r = readBytes(text, options, step);
        QCOMPARE(r.errors(), list({"3:0:line_too_long"}));
        QCOMPARE(r.keys(), list({"900", "902"}));
        QCOMPARE(r.job("902")->sourceLine, 4);
    }
}

void TestSacctReader::stopsWhenAskedOrCancelled()
{
    const QByteArray text = fixture(QStringLiteral("folding.txt"));
    QByteArray data = text;
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    SacctOptions options;
    options.openJobs = 1; // hand out as soon as the next job opens
    SacctReader reader(options);
    int seen = 0;
    auto summary =
        reader.read(buffer, {.job = [&](const JobRecord&) { return ++seen < 2; }, .issue = {}, .progress = {}});
    QVERIFY(summary.ok());
    QVERIFY(summary->stopped);
    QCOMPARE(seen, 2);

    std::atomic<bool> cancel{true};
    options.cancelled = &cancel;
    QBuffer again(&data);
    again.open(QIODevice::ReadOnly);
    SacctReader cancelled(options);
    int jobs = 0;
    auto c = cancelled.read(again, {.job = [&](const JobRecord&) { return ++jobs > 0; }, .issue = {}, .progress = {}});
    QVERIFY(c.ok());
    QVERIFY(c->stopped);
    QCOMPARE(jobs, 0);
}

/// Issue 28, item 1: `sacct --parsable2` does not escape a `|` inside a field. A line with more fields
/// than the header is rejoined where exactly one free-text column can take the extra fields (a
/// warning at that column), else refused with both counts; never read with its columns shifted.
/// Before, line 2 (Constraints `cpu-a|cpu-b`, an empty Comment last) was taken for --parsable's
/// trailing `|`: team cpu-b, user vision, 0 GPUs, without a word; line 4 was refused.
void TestSacctReader::embeddedBarIsRejoinedOrRefusedNeverShifted()
{
    // Columns: JobID 1, State 2, Submit 3, Start 4, End 5, Partition 6, Constraints 7, Account 8,
    // User 9, AllocTRES 10, Comment 11 (Constraints and Comment are free text).
    const QByteArray text = fixture(QStringLiteral("embedded-bar.txt"));
    QByteArray parsable; // the same export with --parsable: every line ends with a |
    for (const QByteArray& line : text.split('\n')) {
        if (!line.isEmpty())
            parsable += line + "|\n";
    }
    for (const QByteArray& input : {text, parsable}) {
        const Reading r = readBytes(input);
        QCOMPARE(r.where(), list({"2:7:rejoined_field", "4:7:rejoined_field", "5:0:field_count", "6:0:field_count"}));
        QCOMPARE(r.issues[0].issue.severity, Issue::Severity::Warning);
        QCOMPARE(r.issues[0].value, QStringLiteral("cpu-a|cpu-b"));
        QCOMPARE(r.issues[0].jobKey, QStringLiteral("100"));
        // 102: x|y in Constraints and a|b in Comment, no single column can take both; 103 is cut short.
        QCOMPARE(r.issues[2].jobKey, QStringLiteral("102"));
        QVERIFY2(r.issues[2].issue.message.contains(QStringLiteral("12")) &&
                     r.issues[2].issue.message.contains(QStringLiteral("11")),
                 qPrintable(r.issues[2].issue.message));
        QCOMPARE(r.issues[3].jobKey, QStringLiteral("103"));
        QVERIFY2(r.issues[3].issue.message.contains(QStringLiteral("8")), qPrintable(r.issues[3].issue.message));
        QCOMPARE(r.keys(), list({"100", "101", "104"}));
        QCOMPARE(r.job("100")->team, QStringLiteral("vision"));
        QCOMPARE(r.job("100")->user, QStringLiteral("alice"));
        QCOMPARE(r.job("100")->gpus, 2.0);
        QCOMPARE(r.job("101")->team, QStringLiteral("nlp"));
        QCOMPARE(r.job("101")->gpus, 4.0);
        QCOMPARE(r.job("101")->failureReason, QStringLiteral("FAILED"));
        QCOMPARE(r.job("104")->team, QStringLiteral("recsys"));
        QCOMPARE(r.summary.rejoinedLines, 2);
        QCOMPARE(r.summary.rejectedJobs, 2);
    }
    // With the task type from Comment, a rejoined line keeps its own comment.
    SacctOptions byComment;
    byComment.taskTypeField = QStringLiteral("Comment");
    QCOMPARE(readBytes(text, byComment).job("101")->taskType, QStringLiteral("nightly run"));
}

/// Issue 28, item 1: the trailing-delimiter reading of `--parsable` applies only to a file whose lines
/// all end so (its header does, or, without a header, its lines have one field more than the list);
/// in a --parsable2 file a line ending with `|` is a line whose last field is empty. Before, the first
/// line (Constraints cpu-a|cpu-b, Comment empty) was read shifted: team cpu-b, AllocTRES "vision".
void TestSacctReader::trailingBarOnlyWhenEveryLineEndsSo()
{
    SacctOptions options; // columns: JobID 1, ..., Constraints 6, Account 7, AllocTRES 8, Comment 9
    options.fields =
        list({"JobID", "State", "Submit", "Start", "End", "Constraints", "Account", "AllocTRES", "Comment"});
    const QByteArray times = "|COMPLETED|2026-10-05T09:00:00|2026-10-05T09:00:00|2026-10-05T10:00:00|";
    const QByteArray parsable2 =
        "700" + times + "cpu-a|cpu-b|vision|gres/gpu=1|\n" + "701" + times + "|nlp|gres/gpu=2|weekly\n";
    const Reading r = readBytes(parsable2, options);
    QCOMPARE(r.where(), list({"0:0:missing_field", "1:6:rejoined_field"})); // no User field
    QCOMPARE(r.keys(), list({"700", "701"}));
    QCOMPARE(r.job("700")->team, QStringLiteral("vision"));
    QCOMPARE(r.job("700")->gpus, 1.0);
    QCOMPARE(r.job("701")->gpus, 2.0);

    // The same with --parsable: every line ends with a |, the same jobs.
    QByteArray parsable;
    for (const QByteArray& line : parsable2.split('\n')) {
        if (!line.isEmpty())
            parsable += line + "|\n";
    }
    for (const qint64 step : {qint64(0), qint64(3)}) {
        const Reading p = readBytes(parsable, options, step);
        QCOMPARE(p.where(), r.where());
        QCOMPARE(p.job("700")->team, QStringLiteral("vision"));
        QCOMPARE(p.job("700")->gpus, 1.0);
        QCOMPARE(p.job("701")->taskType, QStringLiteral("unspecified"));
    }

    // A --parsable header says so for the whole file: a line that does not end with | is refused.
    const QByteArray header = "JobID|State|Submit|Start|End|Constraints|Account|AllocTRES|Comment|\n";
    const Reading h = readBytes(header + parsable + "702" + times + "|speech|gres/gpu=1|x\n");
    QCOMPARE(h.errors(), list({"4:0:field_count"}));
    QCOMPARE(h.issues.last().jobKey, QStringLiteral("702"));
    QCOMPARE(h.keys(), list({"700", "701"}));
}

/// Issue 28, item 2: a line with the wrong number of fields names its job only from the JobID column
/// (when every way its fields could fall puts the same id there), never from another one, and no
/// duplicate_job follows from it. Before, lines 2 and 3 named the job "c" (the Comment's second half,
/// read in the JobID column) and line 3 was a duplicate of line 2.
void TestSacctReader::raggedLinesNameTheirJobFromTheJobIdColumnOnly()
{
    const Reading r = readBytes(fixture(QStringLiteral("ragged-ids.txt")));
    QCOMPARE(r.errors(), list({"2:0:field_count", "3:0:field_count"}));
    QCOMPARE(r.errorJobs(), list({"300", "301"}));
    QCOMPARE(r.keys(), list({"302"}));
    QCOMPARE(r.summary.rejectedJobs, 2);

    // A line with no JobID column to trust names no job.
    const Reading none = readBytes("JobName|Comment|JobID|State|Submit\n"
                                   "a|b|c|d|COMPLETED|2026-10-05T09:00:00\n"
                                   "e|f|c|g|COMPLETED|2026-10-05T09:00:00\n");
    QCOMPARE(none.errors(), list({"2:0:field_count", "3:0:field_count"}));
    QCOMPARE(none.errorJobs(), list({"", ""}));
}

/// Issue 28, item 2: `sacct --delimiter=☃` output is read with the delimiter ☃ (a `|` in a field is
/// then text); a file that is clearly not separated by the delimiter given says so once, naming the
/// one it looks separated by, instead of an error per line. Before: "not a sacct header" with a
/// header, one field_count error per line without (each naming the whole line as its job).
void TestSacctReader::otherDelimiter()
{
    const QByteArray withHeader = fixture(QStringLiteral("snowman.txt"));
    const QByteArray noHeader = fixture(QStringLiteral("snowman-noheader.txt"));
    SacctOptions listed;
    listed.fields = list({"JobID", "Account", "State", "Submit", "Start", "End", "Constraints", "AllocTRES"});
    for (const Reading& r : {readBytes(withHeader), readBytes(noHeader, listed)}) {
        QCOMPARE(r.where(), list({"1:0:delimiter"}));
        QCOMPARE(r.issues[0].jobKey, QString());
        QVERIFY2(r.issues[0].issue.message.contains(QStringLiteral("☃: use --delimiter ☃")),
                 qPrintable(r.issues[0].issue.message));
        QVERIFY(r.jobs.isEmpty());
    }

    SacctOptions snowman;
    snowman.delimiter = QStringLiteral("☃");
    listed.delimiter = snowman.delimiter;
    for (const qint64 step : {qint64(0), qint64(1), qint64(4)}) {
        for (const Reading& r : {readBytes(withHeader, snowman, step), readBytes(noHeader, listed, step)}) {
            QCOMPARE(r.where(), list({r.summary.hasHeader ? "1:0:missing_field" : "0:0:missing_field"})); // no User
            QCOMPARE(r.keys(), list({"310", "311", "312"}));
            QCOMPARE(r.job("310")->team, QStringLiteral("vision"));
            QCOMPARE(r.job("310")->gpus, 2.0);
            QCOMPARE(r.job("311")->gpuType, QStringLiteral("a100"));
            QCOMPARE(r.job("312")->outcome, JobOutcome::Pending);
            QCOMPARE(r.summary.stepLines, 1);
        }
    }
    // The delimiter given, on a file separated by |: said once too.
    const Reading wrong = readBytes(fixture(QStringLiteral("folding.txt")), snowman);
    QCOMPARE(wrong.where(), list({"2:0:delimiter"}));
    QVERIFY2(wrong.issues[0].issue.message.contains(QStringLiteral("|: use --delimiter '|'")),
             qPrintable(wrong.issues[0].issue.message));
}

/// Issue 28, item 3: a record whose SubmitLine holds line breaks is joined when the lines after it
/// complete it unambiguously (400: one break; 404: an empty line and a `#` line inside the command),
/// else refused as one record with its job: 402's next line is a record of its own (its step then
/// folds into the refused job, no orphan), 405's extra `|` could be in SubmitLine or WorkDir, 406
/// ends the file unfinished. Before: every physical line was a record (field_count errors naming
/// "  --epochs 3\"" and the like as jobs, 400 and 404 refused).
void TestSacctReader::multiLineRecords()
{
    const Reading r = readBytes(fixture(QStringLiteral("multiline.txt")));
    QCOMPARE(r.where(), list({"1:0:missing_field", "6:0:field_count", "13:0:field_count", "15:0:field_count"}));
    QCOMPARE(r.issues[1].jobKey, QStringLiteral("402"));
    QCOMPARE(r.issues[2].jobKey, QStringLiteral("405"));
    QCOMPARE(r.issues[3].jobKey, QStringLiteral("406"));
    QVERIFY2(r.issues[2].issue.message.contains(QStringLiteral("13")) &&
                 r.issues[2].issue.message.contains(QStringLiteral("14")),
             qPrintable(r.issues[2].issue.message)); // the lines of the record
    QCOMPARE(r.keys(), list({"400", "401", "403", "404"}));
    QCOMPARE(r.job("400")->sourceLine, 2);
    QCOMPARE(r.job("400")->gpus, 2.0);
    QCOMPARE(r.job("400")->endUtc, utc("2026-10-05T11:10:00"));
    QCOMPARE(r.job("403")->sourceLine, 7);
    QCOMPARE(r.job("404")->sourceLine, 9);
    QCOMPARE(r.job("404")->team, QStringLiteral("recsys"));
    QCOMPARE(r.job("404")->gpus, 4.0);
    QCOMPARE(r.summary.lines, 15);
    QCOMPARE(r.summary.joinedRecords, 2);
    QCOMPARE(r.summary.rejectedJobs, 3);
    QCOMPARE(r.summary.stepLines, 2);

    // The same in --parsable form: the record's last line ends with the delimiter.
    const Reading p = readBytes("JobID|JobName|State|Submit|SubmitLine|WorkDir|\n"
                                "1|a|COMPLETED|2026-10-05T09:00:00|sbatch --wrap=\"x\n"
                                "y\"|/home|\n"
                                "2|b|COMPLETED|2026-10-05T09:00:00|sbatch b.sh|/home|\n");
    QCOMPARE(p.errors(), QStringList());
    QCOMPARE(p.keys(), list({"1", "2"}));
    QCOMPARE(p.summary.joinedRecords, 1);

    // The task type may come from the joined field.
    SacctOptions byCommand;
    byCommand.taskTypeField = QStringLiteral("SubmitLine");
    byCommand.taskTypePattern = QStringLiteral("--epochs (\\d+)");
    QCOMPARE(readBytes(fixture(QStringLiteral("multiline.txt")), byCommand).job("400")->taskType, QStringLiteral("3"));
}

/// Issue 28, item 4: a job cancelled while pending never started, although Slurm 20.11+ writes Start =
/// End = the cancel time: CANCELLED, Elapsed 0, NodeList "None assigned" or empty, no AllocTRES (500,
/// 503_1). It asked for ReqTRES. One given nodes and cancelled the second it started (501) started;
/// so did 502 and 503_2, and the completed 504. Before, 500 and 503_1 counted as started with waits of
/// 9 and 18 days.
void TestSacctReader::jobsCancelledWhilePendingNeverStarted()
{
    const Reading r = readBytes(fixture(QStringLiteral("pending-cancelled.txt")));
    QCOMPARE(r.where(), list({"2:0:missing_field"})); // no User
    QCOMPARE(r.keys(), list({"500", "501", "502", "503_1", "503_2", "504", "505"}));
    const JobRecord* p = r.job("500");
    QVERIFY(!p->startUtc);
    QCOMPARE(p->endUtc, utc("2026-10-14T09:00:00"));
    QCOMPARE(p->outcome, JobOutcome::Cancelled);
    QCOMPARE(p->gpus, 8.0);
    const JobRecord* task = r.job("503_1");
    QVERIFY(!task->startUtc);
    QCOMPARE(task->endUtc, utc("2026-10-23T11:00:00"));
    QCOMPARE(task->gpus, 4.0);
    QCOMPARE(task->gpuType, QStringLiteral("a100"));
    QCOMPARE(r.job("501")->startUtc, utc("2026-10-05T10:00:00"));
    QCOMPARE(r.job("501")->gpus, 2.0);
    QCOMPARE(r.job("502")->startUtc, utc("2026-10-05T09:30:00"));
    QCOMPARE(r.job("503_2")->startUtc, utc("2026-10-05T11:20:00"));
    QCOMPARE(r.job("504")->startUtc, utc("2026-10-05T12:05:00"));
    QVERIFY(!r.job("505")->startUtc);
    QCOMPARE(r.summary.pendingCancelled, 2);

    // Without a field that says whether the job was given nodes, a cancelled job whose Start is its
    // End is taken as cancelled while pending, said once (a warning at its line).
    const Reading bare = readBytes(fixture(QStringLiteral("pending-cancelled-noalloc.txt")));
    QCOMPARE(bare.where(), list({"1:0:missing_field", "2:5:missing_field"})); // no User; then 510
    QVERIFY(!bare.job("510")->startUtc);
    QCOMPARE(bare.job("510")->gpus, 2.0);
    QCOMPARE(bare.job("511")->startUtc, utc("2026-10-05T09:30:00"));
    QVERIFY(!bare.job("512")->startUtc);
}

/// Issue 28, item 5: a pending array record (`600_[1-5,7%2]`) stands for each task it lists, every one
/// a never-started job of its own; a task listed twice counts once, and a task's own record (600_3,
/// 604_2) is the task, before or after the range. A range that lists no task (602_[3-1]) is refused.
/// Before, `600_[1-5,7%2]` was one job of that name.
void TestSacctReader::pendingArrayRangesStandForTheirTasks()
{
    const Reading r = readBytes(fixture(QStringLiteral("array-range.txt")));
    QCOMPARE(r.where(), list({"1:0:missing_field", "7:1:array_range"})); // no User
    QCOMPARE(r.issues[1].jobKey, QStringLiteral("602_[3-1]"));
    QCOMPARE(r.keys(), list({"600_1", "600_2", "600_3", "600_4", "600_5", "600_7", "600_8", "601_2", "601_4", "603_1",
                             "603_2", "603_3", "604_2", "604_1", "604_3"}));
    for (const char* key : {"600_1", "600_2", "600_4", "600_5", "600_7"}) {
        const JobRecord* task = r.job(key);
        QCOMPARE(task->outcome, JobOutcome::Pending);
        QVERIFY(!task->startUtc && !task->endUtc);
        QCOMPARE(task->gpus, 1.0);
        QCOMPARE(task->team, QStringLiteral("nlp"));
        QCOMPARE(task->submitUtc, utc("2026-10-05T09:00:00"));
        QCOMPARE(task->sourceLine, 2);
    }
    QCOMPARE(r.job("600_3")->outcome, JobOutcome::Completed);
    QCOMPARE(r.job("600_3")->startUtc, utc("2026-10-05T09:30:00"));
    QCOMPARE(r.job("600_3")->sourceLine, 3);
    QCOMPARE(r.job("600_3")->requeues, 0);
    QCOMPARE(r.job("600_7")->sourceLine, 2); // listed again on line 5: the first
    QCOMPARE(r.job("600_8")->sourceLine, 5);
    QCOMPARE(r.job("601_2")->gpus, 2.0);
    QCOMPARE(r.job("603_2")->outcome, JobOutcome::Cancelled);
    QVERIFY(!r.job("603_2")->startUtc);
    QCOMPARE(r.job("603_2")->endUtc, utc("2026-10-05T15:00:00"));
    QCOMPARE(r.job("604_2")->outcome, JobOutcome::Completed);
    QCOMPARE(r.job("604_1")->outcome, JobOutcome::Pending);
    QCOMPARE(r.summary.jobs, 15);
    QCOMPARE(r.summary.requeues, 0);

    // Range syntax: steps, the throttle, and what no Slurm array holds.
    const auto tasks = [](const QByteArray& id) {
        return readBytes("JobID|State|Submit\n" + id + "|PENDING|2026-10-05T09:00:00\n");
    };
    QCOMPARE(tasks("7_[0-6:3]").keys(), list({"7_0", "7_3", "7_6"}));
    QCOMPARE(tasks("7_[5%1]").keys(), list({"7_5"}));
    const Reading started = readBytes("JobID|State|Submit|Start\n"
                                      "8_[1-2]|RUNNING|2026-10-05T09:00:00|2026-10-05T09:05:00\n");
    QCOMPARE(started.errors(), list({"2:4:array_range"}));
    QVERIFY(started.jobs.isEmpty());
    for (const QByteArray bad : {"7_[]", "7_[1-]", "7_[a]", "7_[1-4000001]", "7_[1-3", "7_[1:0]", "7_[0-4:0]"}) {
        const Reading b = tasks(bad);
        QCOMPARE(b.errors(), list({"2:1:array_range"}));
        QVERIFY(b.jobs.isEmpty());
    }
}

// Real `sacct --parsable2 --noheader` output (aws-samples/hpc-cost-simulator, fasrc/slyme; see
// PROVENANCE.md there for the field lists). The expected counts were found independently of this
// reader, on the files themselves:
//   awk -F'|' '!/^#/ && !/^[ \t]*$/ { if (index($2,".")) steps++; else { jobs++; st[$1]++ } } END {...}'
// gives for aws_sacct-output-v1.txt 483 job lines (483 distinct ids), 395 step lines, states
// OUT_OF_MEMORY 261, FAILED 129, "CANCELLED by 32874" 91, COMPLETED 2, and no Start before Submit
// nor End before Start (string comparison of the ISO times). Of the 91 cancelled jobs, 86 have
// Elapsed 00:00:00 and Start = End (awk: $1 ~ /^CANCELLED/ && $10 == "00:00:00" && $9 == $12), 50 of
// them AllocNodes 0 (never given a node: cancelled while pending, DOMAIN.md) and 36 AllocNodes 1
// (started and cancelled within the second). A few lines of Python (strptime, UTC) sum Start - Submit
// over the 433 jobs that started to 95010 s (156031 s over all 483, as they were read before issue
// 28), and End - Submit over the 50 that never did to 61021 s. aws_array: 8 job lines
// 846_0..846_7 and 8 steps. awk -F'|' '{print NF}' on aws_sacct-output-v2.txt: 846 lines of 25
// fields, 32 of 26 (the field list with Partition has 26).
void TestSacctReader::realSlurmSamples()
{
    if (!QDir(kSlurm).exists())
        QSKIP("../shared/data/traces/slurm is not there");
    const auto read = [&](const char* file, const QStringList& fields) {
        SacctOptions options;
        options.fields = fields;
        QFile f(kSlurm + QLatin1Char('/') + QLatin1String(file));
        if (!f.open(QIODevice::ReadOnly))
            return std::optional<Reading>();
        return std::optional<Reading>(readBytes(f.readAll(), options));
    };
    const auto v1 = read("aws_sacct-output-v1.txt", kAwsFields);
    if (!v1)
        QSKIP("aws_sacct-output-v1.txt is not there");
    QCOMPARE(v1->summary.errors, 0);
    // No Account, User or TRES field in that list: said once each.
    QCOMPARE(v1->where(), list({"0:0:missing_field", "0:0:missing_field", "0:0:missing_field"}));
    QCOMPARE(v1->summary.jobs, 483);
    QCOMPARE(v1->summary.stepLines, 395);
    QMap<JobOutcome, int> outcomes;
    QMap<QString, int> reasons;
    qint64 waits = 0;
    qint64 neverStarted = 0;
    qint64 waitsBeforeLeaving = 0;
    for (const JobRecord& j : v1->jobs) {
        ++outcomes[j.outcome];
        if (!j.failureReason.isEmpty())
            ++reasons[j.failureReason];
        if (j.startUtc) {
            waits += *j.startUtc - j.submitUtc;
        } else {
            QCOMPARE(j.outcome, JobOutcome::Cancelled);
            ++neverStarted;
            waitsBeforeLeaving += j.endUtc.value_or(0) - j.submitUtc;
        }
    }
    QCOMPARE(outcomes[JobOutcome::Failed], 390);
    QCOMPARE(outcomes[JobOutcome::Cancelled], 91);
    QCOMPARE(outcomes[JobOutcome::Completed], 2);
    QCOMPARE(reasons[QStringLiteral("OUT_OF_MEMORY")], 261);
    QCOMPARE(reasons[QStringLiteral("FAILED")], 129);
    QCOMPARE(neverStarted, 50);
    QCOMPARE(v1->summary.pendingCancelled, 50);
    QCOMPARE(waits, 95010);
    QCOMPARE(waitsBeforeLeaving, 61021);

    const auto array = read("aws_array_sacct-output.txt", kAwsFields);
    QVERIFY(array);
    QCOMPARE(array->summary.errors, 0);
    QCOMPARE(array->keys(), list({"846_0", "846_1", "846_2", "846_3", "846_4", "846_5", "846_6", "846_7"}));
    QCOMPARE(array->summary.stepLines, 8);

    QStringList withPartition = kAwsFields;
    withPartition.append(QStringLiteral("Partition"));
    const auto v2 = read("aws_sacct-output-v2.txt", withPartition);
    QVERIFY(v2);
    QCOMPARE(v2->summary.errors, 846); // the lines without Partition
    QCOMPARE(v2->issues.last().rule, SacctRule::FieldCount);
    // Refused with both counts, each naming its job from the JobID column (awk: the first line of 25
    // fields is line 31, JobID 67108880; 467 of the 846 are job lines, 16 job lines have 26 fields).
    const SacctIssue* short25 = v2->first(SacctRule::FieldCount);
    QCOMPARE(short25->issue.line, 31);
    QCOMPARE(short25->jobKey, QStringLiteral("67108880"));
    QVERIFY2(short25->issue.message.contains(QStringLiteral("25")) &&
                 short25->issue.message.contains(QStringLiteral("26")),
             qPrintable(short25->issue.message));
    QCOMPARE(v2->summary.rejectedJobs, 467);
    QCOMPARE(v2->summary.jobs, 16);

    // "CANCELLED by 32874" for 141, then 141 again with the state INVALID: both errors on line 4.
    const auto cancelledBy = read("aws_issue61_cancelledby_sacct-output.txt", withPartition);
    QVERIFY(cancelledBy);
    QCOMPARE(cancelledBy->keys(), list({"141"}));
    QCOMPARE(cancelledBy->job("141")->outcome, JobOutcome::Cancelled);
    QVERIFY(!cancelledBy->job("141")->startUtc);                                  // Start=None
    QCOMPARE(cancelledBy->job("141")->gpuType, QStringLiteral("us-east-1a_all")); // the partition
    QStringList errors;
    for (const SacctIssue& i : cancelledBy->issues) {
        if (i.issue.severity == Issue::Severity::Error)
            errors.append(QStringLiteral("%1:%2").arg(i.issue.line).arg(SacctIssue::ruleKey(i.rule)));
    }
    QCOMPARE(errors, list({"4:unknown_state", "4:duplicate_job"}));

    // A step whose job line is not in the file (2346371.extern), then a job with its step, then
    // a cancelled job 39.
    const auto orphan = read("aws_issue17_sacct-output.txt", kAwsFields);
    QVERIFY(orphan);
    QCOMPARE(orphan->keys(), list({"2346372", "39"}));
    QCOMPARE(orphan->summary.errors, 0);
    QVERIFY(orphan->where().contains(QStringLiteral("2:2:orphan_step")));

    // PENDING with Start and End Unknown.
    const auto pending = read("aws_issue5_pending_sacct-output.txt", kAwsFields);
    QVERIFY(pending);
    QCOMPARE(pending->keys(), list({"31259618"}));
    QCOMPARE(pending->job("31259618")->outcome, JobOutcome::Pending);
    QVERIFY(!pending->job("31259618")->startUtc && !pending->job("31259618")->endUtc);

    // Harvard's 2014 format: user first, no Account (no team), partition as the GPU type.
    const auto slyme = read("slyme_sacct_single_parallel_COMPLETED_parsable.out",
                            QStringLiteral("User,JobID,JobName,State,Partition,NCPUS,NNodes,CPUTime,TotalCPU,UserCPU,"
                                           "SystemCPU,ReqMem,MaxRSS,Submit,Start,End,NodeList")
                                .split(QLatin1Char(',')));
    QVERIFY(slyme);
    QCOMPARE(slyme->summary.errors, 0);
    QCOMPARE(slyme->keys(), list({"77454"}));
    QCOMPARE(slyme->job("77454")->user, QStringLiteral("jab"));
    QCOMPARE(slyme->job("77454")->gpuType, QStringLiteral("general"));
    QCOMPARE(slyme->job("77454")->gpus, 0.0);
    QCOMPARE(slyme->summary.stepLines, 2);
}

QTEST_GUILESS_MAIN(TestSacctReader)
#include "tst_sacct_reader.moc"
