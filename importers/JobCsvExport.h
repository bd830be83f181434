#pragma once

#include "core/Result.h"

#include <QStringList>

class QIODevice;

namespace gatebench {

class Storage;

/// How a job export names its columns.
enum class JobExportStyle {
    /// By the labels of the jobs kind's fields in the interface language ("提交时间", "Submitted
    /// at"): every label is a synonym of its field, so the file imports in either language.
    Labels,
    /// By the field keys (`jobCsvColumns()`).
    Ids,
};

/// The columns of GateBench's job CSV, in file order: the jobs kind's field keys, without
/// gpu_milli (an exported job's GPUs already count its share of each GPU).
QStringList jobCsvColumns();

/// Writes every job record of the baseline (in the order they were written) as GateBench's job
/// CSV through CsvWriter, streaming (a million jobs are never held): times as ISO 8601 UTC
/// ("2026-03-08T09:30:00Z"), GPUs and shares as plain numbers, the outcome by its key
/// ("completed", "failed", ...). `gatebench import --kind jobs --format gatebench` reads it back as
/// it was. Returns the number of jobs written.
Result<qint64> writeJobsCsv(const Storage& storage, QIODevice* device, JobExportStyle style = JobExportStyle::Labels);

} // namespace gatebench
