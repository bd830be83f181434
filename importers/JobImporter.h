#pragma once

#include "JobKeyIndex.h"
#include "RecordImporter.h"
#include "domain/Domain.h"
#include "repositories/ImportRepository.h"

#include <QHash>

#include <unordered_map>

namespace gatebench {

/// `--kind jobs` through the shared mapping: job records from a CSV file (GateBench's own job
/// export, Helios / Acme logs, Alibaba's GPU trace pod lists, or any CSV whose columns the mapping
/// names), one job a row, into the baseline's job log (DOMAIN.md "Definitions the numbers must
/// follow"). Slurm's `sacct` output has its own reader (SacctReader).
///
/// Rules, each a located Issue whose Issue::rule is the key the sacct reader gives the same rule
/// (SacctIssue::ruleKey):
/// - job id, submit time and outcome are required (missing_job_id, missing_submit, unknown_state
///   for an outcome that is empty or not one ValueConverter reads; unparsable_time and
///   nonexistent_time for a time that cannot be read or was skipped by a daylight-saving change);
/// - a job starts no earlier than it was submitted (start_before_submit) and ends no earlier than
///   it started (end_before_start); a job that never started leaves the queue no earlier than it
///   was submitted (end_before_submit);
/// - GPUs and the GPU share are 0 or more (negative_gpus), the GPUs at most kMaxJobGpus
///   (too_many_gpus), the share at most 1000 thousandths;
///   utilisation shares are 0-1;
/// - a job id appears once in an import (duplicate_job, naming the line of its first record):
///   requeued records are folded by the sacct reader, not here;
/// - every label (job id, team, user, task type, GPU type, failure reason) is at most
///   kMaxLabelCodePoints long (label_too_long); every time is within the import's bounds
///   (time_out_of_range: joblimits::timeBounds).
///
/// A job the evaluation holds already (the same cluster, job id and submit time: JobKeyIndex) is not
/// added again: a later record of it (it started or ended where the stored one had not) updates the
/// stored row in place (undo puts it back), any other is a duplicate, counted and the first
/// ImportDetail::kListedRows of them kept with the import (already_imported).
///
/// Meaning: GPUs = the GPU count, times the share of each GPU in thousandths / 1000 when the file
/// gives one (Alibaba's num_gpu x gpu_milli / 1000: 1 x 460 is 0.46 GPU; a job without a GPU
/// count has 0); the outcome as ValueConverter reads it (Slurm states, Kubernetes pod phases,
/// words), its failure reason from the file's reason column, else the one the outcome implies
/// (TIMEOUT); an empty task type is "unspecified". Times are stored as UTC seconds. A job that
/// had not ended keeps the end the file gives (a pod deleted while Running ran until then).
///
/// Rows stream into the spool as they are accepted; only an 8-byte hash of each job id (and its
/// line) is held, to find duplicates.
class JobImporter final : public RecordImporter {
public:
    QString kind() const override { return QLatin1String(key(RecordKindId::Jobs)); }
    void configure(const ImportRequest& request) override;
    Result<void> snapshot(const Storage& storage) override;
    Issues addRecord(const RecordValues& values, qint64 line) override;
    QString conversionRule(const QString& field, const Converted& failed) const override;
    Result<ChangeSpool> finish() override;
    void beginTable(const QString& name) override;
    void summarize(ImportSummary& summary) const override;

    /// The key of the job id hash (exposed for tests of the duplicate rule).
    static quint64 jobKeyHash(const QString& jobKey);

private:
    struct First {
        qint64 line = 0;
        int table = 0;
    };
    ChangeSpool m_changes;
    std::unordered_map<quint64, First> m_seen; ///< job id hash -> where it was first
    QStringList m_tables;
    QString m_cluster;  ///< of every job (--cluster); empty: the evaluation's one cluster
    JobKeyIndex m_held; ///< the jobs the evaluation holds
    qint64 m_earliestUtc = kEarliestJobTimeUtc;
    qint64 m_latestUtc = 0;
    qint64 m_added = 0;
    qint64 m_updated = 0;
    qint64 m_duplicates = 0;
    QList<ImportRejection> m_kept; ///< the first duplicates
};

} // namespace gatebench
