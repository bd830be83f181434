// libFuzzer target for the Slurm sacct reader (see fuzz/README.md). Input: two option bytes, one
// read-size byte, then the file. Each input is read twice, all at once and a few bytes per read,
// and both readings must agree exactly (jobs, issues, summary); the reader must never crash, hang
// or hand out a job that breaks a row rule: times in order and within the options' bounds, labels
// of at most kMaxLabelCodePoints code points, and no issue quoting more of a value than that; nor
// hand out a job twice or an array range (123_[1-5]) as a job.
#include "JobLimits.h"
#include "SacctReader.h"

#include <QBuffer>
#include <QSet>

#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace gatebench;

namespace {

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

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_sacctreader: %s\n", what);
    std::abort();
}

struct Reading {
    QList<JobRecord> jobs;
    QList<SacctIssue> issues;
    SacctSummary summary;
};

Reading read(QIODevice& device, const SacctOptions& options)
{
    Reading reading;
    SacctReader reader(options);
    auto summary = reader.read(device, {.job =
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
        fail("read failed on a buffer with valid options");
    reading.summary = *summary;
    qint64 errors = 0;
    for (const SacctIssue& i : std::as_const(reading.issues)) {
        if (i.issue.line < 0 || i.issue.column < 0 || i.issue.message.isEmpty())
            fail("issue without a place or a message");
        if (joblimits::codePoints(i.value) > kMaxLabelCodePoints + 1 ||
            joblimits::codePoints(i.jobKey) > kMaxLabelCodePoints + 1)
            fail("an issue quoting more of a value than a label may hold");
        errors += i.issue.severity == Issue::Severity::Error;
    }
    if (errors != reading.summary.errors || reading.jobs.size() != reading.summary.jobs)
        fail("summary counts disagree with what was handed out");
    QSet<QString> keys;
    for (const JobRecord& j : std::as_const(reading.jobs)) {
        if (j.jobKey.isEmpty() || j.sourceLine < 1 || !(j.gpus >= 0) || !(j.gpus <= kMaxJobGpus))
            fail("a job without a key or line, or with a bad GPU count");
        // A pending array range is its tasks; a job (or task) is handed out once.
        if (j.jobKey.contains(QLatin1Char('[')) || keys.contains(j.jobKey))
            fail("a job handed out twice, or an array range handed out as a job");
        keys.insert(j.jobKey);
        // A heterogeneous job's components are checked one by one; their fold keeps the order too.
        if ((j.startUtc && *j.startUtc < j.submitUtc) || (j.startUtc && j.endUtc && *j.endUtc < *j.startUtc) ||
            (!j.startUtc && j.endUtc && *j.endUtc < j.submitUtc))
            fail("a job handed out that breaks a time rule");
        for (const std::optional<qint64>& at : {std::optional<qint64>(j.submitUtc), j.startUtc, j.endUtc}) {
            if (at && ((options.earliestUtc && *at < *options.earliestUtc) ||
                       (options.latestUtc && *at > *options.latestUtc)))
                fail("a job handed out with a time outside the bounds");
        }
        for (const QString* label :
             {&j.jobKey, &j.cluster, &j.team, &j.user, &j.taskType, &j.gpuType, &j.failureReason}) {
            if (joblimits::codePoints(*label) > kMaxLabelCodePoints)
                fail("a job handed out with a label longer than a label may be");
        }
    }
    return reading;
}

bool sameJobs(const QList<JobRecord>& a, const QList<JobRecord>& b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const JobRecord& x = a[i];
        const JobRecord& y = b[i];
        if (x.jobKey != y.jobKey || x.cluster != y.cluster || x.team != y.team || x.user != y.user ||
            x.taskType != y.taskType || x.gpuType != y.gpuType || x.gpus != y.gpus || x.submitUtc != y.submitUtc ||
            x.startUtc != y.startUtc || x.endUtc != y.endUtc || x.outcome != y.outcome ||
            x.failureReason != y.failureReason || x.requeues != y.requeues || x.sourceLine != y.sourceLine)
            return false;
    }
    return true;
}

bool sameIssues(const QList<SacctIssue>& a, const QList<SacctIssue>& b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a[i].issue.line != b[i].issue.line || a[i].issue.column != b[i].issue.column ||
            a[i].issue.severity != b[i].issue.severity || a[i].issue.message != b[i].issue.message ||
            a[i].rule != b[i].rule || a[i].jobKey != b[i].jobKey)
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size < 3)
        return 0;
    const uint8_t a = data[0];
    const uint8_t b = data[1];
    QByteArray input(reinterpret_cast<const char*>(data + 3), qsizetype(size - 3));

    static const QTimeZone zones[] = {QTimeZone::utc(), QTimeZone("Europe/Berlin"), QTimeZone("America/New_York"),
                                      QTimeZone("Asia/Shanghai")};
    SacctOptions options;
    options.zone = zones[a & 3];
    if (a & 4) // header-less, with a field list
        options.fields =
            QStringLiteral("JobID|Account|State|Submit|Start|End|AllocTRES|ReqTRES|JobName").split(QLatin1Char('|'));
    options.openJobs = (a & 8) ? 1 + (b & 3) : 65536;
    options.maxLineBytes = (a & 0x10) ? 16 + (b >> 2) : qsizetype(1) << 20;
    if (a & 0x20) {
        options.taskTypeField = QStringLiteral("JobName");
        if (a & 0x40)
            options.taskTypePattern = QStringLiteral("^([a-z]+)_");
    }
    if (a & 0x80)
        options.teamField = QStringLiteral("Partition");
    // Bounds as an import sets them (2000-01-01 to a fixed "a year after today"), or none at all.
    if (b & 0x40) {
        options.earliestUtc = std::nullopt;
        options.latestUtc = std::nullopt;
    } else {
        options.latestUtc = qint64(1830297600); // 2028-01-01
    }
    if (b & 0x80)
        options.cluster = QStringLiteral("fuzz");
    if (b & 0x20) // sacct --delimiter=☃ (three bytes in UTF-8)
        options.delimiter = QStringLiteral("☃");
    options.readBytes = 64 * 1024;

    QBuffer whole(&input);
    whole.open(QIODevice::ReadOnly);
    const Reading once = read(whole, options);

    SacctOptions trickled = options;
    trickled.readBytes = 1 + data[2] % 7;
    TrickleBuffer pieces(&input, 1 + data[2] % 13);
    pieces.open(QIODevice::ReadOnly);
    const Reading inPieces = read(pieces, trickled);

    if (!sameJobs(once.jobs, inPieces.jobs))
        fail("jobs depend on the read size");
    if (!sameIssues(once.issues, inPieces.issues))
        fail("issues depend on the read size");
    if (once.summary.lines != inPieces.summary.lines || once.summary.stepLines != inPieces.summary.stepLines ||
        once.summary.requeues != inPieces.summary.requeues ||
        once.summary.rejectedJobs != inPieces.summary.rejectedJobs)
        fail("the summary depends on the read size");
    return 0;
}
