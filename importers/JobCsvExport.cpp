#include "JobCsvExport.h"

#include "CsvWriter.h"
#include "mapping/RecordKinds.h"
#include "repositories/BaselineRepository.h"
#include "repositories/ImportFields.h"

#include <QDateTime>
#include <QVariantList>

namespace gatebench {

namespace {

QVariant isoUtc(std::optional<qint64> seconds)
{
    if (!seconds)
        return QString();
    return QDateTime::fromSecsSinceEpoch(*seconds, Qt::UTC).toString(Qt::ISODate);
}

QVariant share(std::optional<double> value)
{
    return value ? QVariant(*value) : QVariant();
}

} // namespace

QStringList jobCsvColumns()
{
    QStringList columns;
    for (const char* field : importfields::kJob) {
        if (QLatin1String(field) != QLatin1String(key(JobImportField::GpuMilli)))
            columns.append(QLatin1String(field));
    }
    return columns;
}

Result<qint64> writeJobsCsv(const Storage& storage, QIODevice* device, JobExportStyle style)
{
    QStringList header = jobCsvColumns();
    if (style == JobExportStyle::Labels) {
        const RecordKind* kind = recordKinds::find(QLatin1String(key(RecordKindId::Jobs)));
        for (QString& column : header)
            column = kind->field(column)->label();
    }
    CsvWriter writer(device);
    writer.writeRecord(header);
    qint64 written = 0;
    auto scanned = BaselineRepository(storage).scanJobs([&](const JobRecord& job) {
        // In the order of jobCsvColumns().
        writer.writeCells({job.jobKey, job.team, job.user, job.taskType, job.gpuType, job.gpus, isoUtc(job.submitUtc),
                           isoUtc(job.startUtc), isoUtc(job.endUtc), BaselineRepository::outcomeKey(job.outcome),
                           job.failureReason, share(job.gpuUtil), share(job.activeFraction)});
        ++written;
        return true;
    });
    if (!scanned)
        return scanned.error();
    if (auto r = writer.finish(); !r)
        return r.error();
    return written;
}

} // namespace gatebench
