#include "JobImporter.h"

#include "ImportTypes.h"
#include "JobLimits.h"
#include "SacctReader.h"
#include "mapping/RecordKinds.h"
#include "repositories/BaselineRepository.h"
#include "repositories/SettingsRepository.h"

#include <QCoreApplication>
#include <QDateTime>

#include <cmath>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::JobImporter)
};

using Field = JobImportField;

/// The field's label as the mapping shows it, quoted for a message.
QString label(Field field)
{
    const RecordKind* kind = recordKinds::find(QLatin1String(key(RecordKindId::Jobs)));
    const FieldSpec* spec = kind ? kind->field(QLatin1String(key(field))) : nullptr;
    return QStringLiteral("“%1”").arg(spec ? spec->label() : QLatin1String(key(field)));
}

QString fieldName(Field field)
{
    return QLatin1String(key(field));
}

std::optional<JobOutcome> outcomeOf(const QString& key)
{
    return BaselineRepository::outcomeFromKey(key);
}

} // namespace

void JobImporter::configure(const ImportRequest& request)
{
    m_cluster = request.cluster.trimmed();
}

Result<void> JobImporter::snapshot(const Storage& storage)
{
    // Job ids are unique within an import; across imports a job the evaluation holds already is
    // found here (two exports of the same cluster may overlap), and each import is undone on its own.
    if (joblimits::tooLong(m_cluster))
        return Error{Error::Kind::Usage,
                     Text::tr("The cluster name is longer than %1 characters").arg(kMaxLabelCodePoints)};
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const joblimits::TimeBounds bounds = joblimits::timeBounds(now, SettingsRepository(storage).evaluationDate(now),
                                                               ValueConverter::clusterTimeZone(storage));
    m_earliestUtc = bounds.earliestUtc;
    m_latestUtc = bounds.latestUtc;
    return m_held.load(storage);
}

void JobImporter::summarize(ImportSummary& summary) const
{
    summary.rows = m_added + m_updated;
    summary.updated = m_updated;
    summary.duplicates = m_duplicates;
    summary.kept = m_kept;
}

void JobImporter::beginTable(const QString& name)
{
    m_tables.append(name);
}

quint64 JobImporter::jobKeyHash(const QString& jobKey)
{
    return quint64(qHash(jobKey, size_t(0x9e3779b97f4a7c15ULL)));
}

QString JobImporter::conversionRule(const QString& field, const Converted& failed) const
{
    const bool missing = failed.problem == Converted::Problem::Missing;
    if (failed.problem == Converted::Problem::TooLong)
        return SacctIssue::ruleKey(SacctRule::LabelTooLong);
    if (field == fieldName(Field::JobId))
        return SacctIssue::ruleKey(SacctRule::MissingJobId);
    if (field == fieldName(Field::Outcome))
        return SacctIssue::ruleKey(SacctRule::UnknownState);
    if (field == fieldName(Field::Submit) || field == fieldName(Field::Start) || field == fieldName(Field::End)) {
        if (missing && field == fieldName(Field::Submit))
            return SacctIssue::ruleKey(SacctRule::MissingSubmit);
        if (failed.problem == Converted::Problem::Nonexistent)
            return SacctIssue::ruleKey(SacctRule::NonexistentTime);
        return SacctIssue::ruleKey(SacctRule::UnparsableTime);
    }
    if (field == fieldName(Field::Gpus) || field == fieldName(Field::GpuMilli))
        return SacctIssue::ruleKey(SacctRule::UnparsableGpus);
    return {};
}

Issues JobImporter::addRecord(const RecordValues& values, qint64 line)
{
    Issues issues;
    const RecordFields<Field> record(values);
    // An error of a rule the sacct reader has too carries its key (no rule: a share out of range).
    const auto error = [&](Field field, std::optional<SacctRule> rule, const QString& message) {
        Issue issue{line, record.column(field), Issue::Severity::Error, message};
        if (rule)
            issue.rule = SacctIssue::ruleKey(*rule);
        issues.append(issue);
    };

    JobRecord job;
    job.sourceLine = line;
    job.cluster = m_cluster;
    job.jobKey = record.text(Field::JobId);
    if (job.jobKey.isEmpty())
        error(Field::JobId, SacctRule::MissingJobId, Text::tr("No job id"));
    job.team = record.text(Field::Team);
    job.user = record.text(Field::User);
    job.taskType = record.text(Field::TaskType);
    if (job.taskType.isEmpty())
        job.taskType = QStringLiteral("unspecified");
    // A set of accepted types (Alibaba's gpu_spec) is one type however it is spelt.
    job.gpuType = joblimits::gpuTypeSet(record.text(Field::GpuType));
    // Every label is bounded: a longer one is refused, never stored.
    for (const auto& [field, text] :
         {std::pair{Field::JobId, &job.jobKey}, std::pair{Field::Team, &job.team}, std::pair{Field::User, &job.user},
          std::pair{Field::TaskType, &job.taskType}, std::pair{Field::GpuType, &job.gpuType}}) {
        if (joblimits::tooLong(*text))
            error(field, SacctRule::LabelTooLong,
                  Text::tr("%1 is longer than %2 characters").arg(label(field)).arg(kMaxLabelCodePoints));
    }

    // The outcome, and the reason of a failure.
    const Converted outcome = record.value(Field::Outcome);
    const auto known = outcome.state == Converted::State::Value ? outcomeOf(outcome.value.toString()) : std::nullopt;
    if (!known)
        error(Field::Outcome, SacctRule::UnknownState,
              Text::tr("%1 is not an outcome GateBench reads").arg(label(Field::Outcome)));
    else
        job.outcome = *known;
    job.failureReason = record.hasValue(Field::FailureReason) ? record.text(Field::FailureReason)
                        : job.outcome == JobOutcome::Failed   ? nonNullText(outcome.failureReason)
                                                              : emptyText();
    if (joblimits::tooLong(job.failureReason))
        error(Field::FailureReason, SacctRule::LabelTooLong,
              Text::tr("%1 is longer than %2 characters").arg(label(Field::FailureReason)).arg(kMaxLabelCodePoints));

    // Times, in UTC seconds, in order.
    const auto time = [&](Field field) -> std::optional<qint64> {
        if (!record.hasValue(field))
            return std::nullopt;
        return record.value(field).value.toDateTime().toSecsSinceEpoch();
    };
    const std::optional<qint64> submit = time(Field::Submit);
    job.startUtc = time(Field::Start);
    job.endUtc = time(Field::End);
    if (!submit)
        error(Field::Submit, SacctRule::MissingSubmit, Text::tr("No submit time"));
    // Times no job of today's cluster can have (DOMAIN.md): before 2000, or long after today.
    for (const auto& [field, at] :
         {std::pair{Field::Submit, submit}, std::pair{Field::Start, job.startUtc}, std::pair{Field::End, job.endUtc}}) {
        if (!at || (*at >= m_earliestUtc && *at <= m_latestUtc))
            continue;
        error(field, SacctRule::TimeOutOfRange,
              *at < m_earliestUtc ? Text::tr("%1 (%2) is before 2000-01-01: not a time of this cluster's jobs")
                                        .arg(label(field), record.text(field))
                                  : Text::tr("%1 (%2) is more than %3 days after the import and the evaluation's date")
                                        .arg(label(field), record.text(field))
                                        .arg(kJobTimeMarginDays));
    }
    job.submitUtc = submit.value_or(0);
    if (submit && job.startUtc && *job.startUtc < *submit)
        error(Field::Start, SacctRule::StartBeforeSubmit,
              Text::tr("Starts (%1) before it was submitted (%2)")
                  .arg(record.text(Field::Start), record.text(Field::Submit)));
    if (job.startUtc && job.endUtc && *job.endUtc < *job.startUtc)
        error(Field::End, SacctRule::EndBeforeStart,
              Text::tr("Ends (%1) before it started (%2)").arg(record.text(Field::End), record.text(Field::Start)));
    if (submit && !job.startUtc && job.endUtc && *job.endUtc < *submit)
        error(Field::End, SacctRule::EndBeforeSubmit,
              Text::tr("Left the queue (%1) before it was submitted (%2)")
                  .arg(record.text(Field::End), record.text(Field::Submit)));

    // GPUs: the count, times the share of each GPU when the file gives one.
    if (record.hasValue(Field::Gpus)) {
        job.gpus = record.value(Field::Gpus).value.toDouble();
        if (job.gpus < 0)
            error(Field::Gpus, SacctRule::NegativeGpus,
                  Text::tr("A negative GPU count (%1)").arg(record.text(Field::Gpus)));
        else if (job.gpus > kMaxJobGpus)
            error(Field::Gpus, SacctRule::TooManyGpus,
                  Text::tr("%1 GPUs are more than one job can hold (at most %L2)")
                      .arg(record.text(Field::Gpus))
                      .arg(kMaxJobGpus, 0, 'f', 0));
    }
    if (record.hasValue(Field::GpuMilli)) {
        const double milli = record.value(Field::GpuMilli).value.toDouble();
        if (milli < 0)
            error(Field::GpuMilli, SacctRule::NegativeGpus,
                  Text::tr("A negative GPU share (%1)").arg(record.text(Field::GpuMilli)));
        else if (milli > 1000)
            error(Field::GpuMilli, SacctRule::UnparsableGpus,
                  Text::tr("%1 is %2, more than a whole GPU (1000)")
                      .arg(label(Field::GpuMilli), record.text(Field::GpuMilli)));
        else
            job.gpus = job.gpus * milli / 1000.0;
    }

    // Utilisation shares, 0-1.
    const auto share = [&](Field field) -> std::optional<double> {
        if (!record.hasValue(field))
            return std::nullopt;
        const double value = record.value(field).value.toDouble();
        if (value < 0 || value > 1) {
            error(field, std::nullopt,
                  Text::tr("%1 must be between 0% and 100%, not %2").arg(label(field), record.text(field)));
            return std::nullopt;
        }
        return value;
    };
    job.gpuUtil = share(Field::GpuUtil);
    job.activeFraction = share(Field::ActiveFraction);

    // One job id once per import (a row rejected for another reason takes no id).
    if (!job.jobKey.isEmpty()) {
        const auto first = m_seen.find(jobKeyHash(job.jobKey));
        if (first != m_seen.end()) {
            const QString where =
                first->second.table == int(m_tables.size()) - 1
                    ? Text::tr("line %1").arg(first->second.line)
                    : QStringLiteral("%1:%2").arg(m_tables.value(first->second.table)).arg(first->second.line);
            error(Field::JobId, SacctRule::DuplicateJob,
                  Text::tr("Job %1 appears again (first at %2)").arg(job.jobKey, where));
        }
    }
    if (hasErrors(issues))
        return issues;
    m_seen.emplace(jobKeyHash(job.jobKey), First{line, int(m_tables.size()) - 1});
    // A job the evaluation holds: its later record updates it, another is a duplicate.
    const JobKeyIndex::Found found = m_held.find(job);
    switch (found.match) {
    case JobKeyIndex::Match::New:
        ++m_added;
        m_changes.append(BaselineRepository::jobInserted(job));
        break;
    case JobKeyIndex::Match::Later:
        ++m_updated;
        m_changes.append(BaselineRepository::jobReplaced(found.rowId, job, job));
        break;
    case JobKeyIndex::Match::Repeat:
        ++m_duplicates;
        if (m_kept.size() < ImportDetail::kListedRows)
            m_kept.append(ImportRejection{0, m_tables.value(m_tables.size() - 1), line, 0,
                                          SacctIssue::ruleKey(SacctRule::AlreadyImported),
                                          joblimits::quoted(job.jobKey), QString()});
        break;
    }
    return issues;
}

Result<ChangeSpool> JobImporter::finish()
{
    ChangeSpool changes = m_changes;
    m_changes = ChangeSpool();
    m_seen.clear();
    return changes;
}

} // namespace gatebench
