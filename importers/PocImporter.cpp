#include "PocImporter.h"

#include "mapping/RecordKinds.h"
#include "repositories/PocRepository.h"

#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>
#include <cmath>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::PocImporter)
};

using Field = PocImportField;

/// How far a wait the file gives may differ from the one its times give before they disagree.
constexpr double kToleranceSeconds = 1.0;

QString cellKey(const QString& candidate, const QString& scenario)
{
    return candidate + u'\n' + scenario;
}

QString runKey(const QString& candidate, const QString& scenario, const QString& runId)
{
    return candidate + u'\n' + scenario + u'\n' + runId;
}

QString sourceKey(const QString& sha256, qint64 line)
{
    return sha256 + u'\n' + QString::number(line);
}

/// The field's label as the mapping shows it, quoted for a message.
QString label(Field field)
{
    const RecordKind* kind = recordKinds::find(QLatin1String(key(RecordKindId::Poc)));
    const FieldSpec* spec = kind ? kind->field(QLatin1String(key(field))) : nullptr;
    return QStringLiteral("“%1”").arg(spec ? spec->label() : QLatin1String(key(field)));
}

/// Seconds as a message shows them: at most three decimals, no trailing zeros.
QString seconds(double value)
{
    QString text = QString::number(value, 'f', 3);
    while (text.contains(u'.') && (text.endsWith(u'0') || text.endsWith(u'.')))
        text.chop(1);
    return text;
}

QString isoUtc(const QDateTime& time)
{
    return time.toUTC().toString(Qt::ISODate);
}

} // namespace

Result<void> PocImporter::snapshot(const Storage& storage)
{
    auto stored = PocRepository(storage).storedRuns();
    if (!stored)
        return stored.error();
    m_stored = *stored;
    for (int i = 0; i < m_stored.size(); ++i) {
        const PocRun& run = m_stored.at(i).value;
        if (!run.runId.isEmpty())
            m_storedByRunId.insert(runKey(run.candidateId, run.scenarioId, run.runId), i);
        if (!run.sourceSha256.isEmpty() && run.sourceLine > 0)
            m_storedBySource.insert(sourceKey(run.sourceSha256, run.sourceLine), i);
        int& last = m_lastRunNo[cellKey(run.candidateId, run.scenarioId)];
        last = std::max(last, run.runNo);
    }
    return {};
}

void PocImporter::beginTable(const QString& name)
{
    m_tables.append(name);
    m_hashes.append(QString());
}

void PocImporter::endTable(const QString& name, const QString& sha256)
{
    if (!m_tables.isEmpty() && m_tables.last() == name)
        m_hashes.last() = sha256;
}

Issues PocImporter::addRecord(const RecordValues& values, qint64 line)
{
    Issues issues;
    const RecordFields<Field> record(values);
    const auto error = [&](Field field, const QString& message) {
        issues.append({line, record.column(field), Issue::Severity::Error, message});
    };
    Pending pending;
    pending.table = int(m_tables.size()) - 1;
    PocRun& run = pending.run;
    run.candidateId = record.text(Field::Candidate);
    run.scenarioId = record.text(Field::Scenario);
    run.runId = record.text(Field::RunId);
    run.sourceFile = m_tables.isEmpty() ? QString() : m_tables.last();
    run.sourceLine = line;
    const auto give = [&](Field field) { pending.given.append(field); };
    if (record.hasValue(Field::RunId))
        give(Field::RunId);
    run.replayId = record.text(Field::ReplayId);
    if (record.hasValue(Field::ReplayId))
        give(Field::ReplayId);

    // Times, in UTC.
    const auto time = [&](Field field) -> std::optional<QDateTime> {
        if (!record.hasValue(field))
            return std::nullopt;
        give(field);
        return record.value(field).value.toDateTime().toUTC();
    };
    const auto submitted = time(Field::Submitted);
    const auto started = time(Field::Started);
    const auto available = time(Field::Available);
    const auto finished = time(Field::Finished);
    if (submitted)
        run.submittedAt = isoUtc(*submitted);
    if (started)
        run.startedAt = isoUtc(*started);
    if (available)
        run.availableAt = isoUtc(*available);
    if (finished)
        run.finishedAt = isoUtc(*finished);
    if (submitted && started && *started < *submitted)
        error(Field::Started, Text::tr("the run started (%1) before it was submitted (%2)")
                                  .arg(record.text(Field::Started), record.text(Field::Submitted)));
    if (submitted && available && *available < *submitted)
        error(Field::Available, Text::tr("the run was available (%1) before it was submitted (%2)")
                                    .arg(record.text(Field::Available), record.text(Field::Submitted)));
    if (started && finished && *finished < *started)
        error(Field::Finished, Text::tr("the run finished (%1) before it started (%2)")
                                   .arg(record.text(Field::Finished), record.text(Field::Started)));

    // Durations: a unit is required, and a wait given beside its times must agree with them.
    const auto duration = [&](Field field) -> std::optional<double> {
        if (!record.hasValue(field))
            return std::nullopt;
        const Converted value = record.value(field);
        if (value.format.endsWith(QLatin1String("_assumed"))) {
            error(field, Text::tr("%1 has no unit: state it in the header (e.g. 排队时间(秒), Recovery [min]), in the "
                                  "mapping, or in the cell (15 min, 1.5h, 90秒)")
                             .arg(label(field)));
            return std::nullopt;
        }
        return value.value.toDouble();
    };
    const auto waitOf = [&](Field field, const std::optional<QDateTime>& from, const std::optional<QDateTime>& to,
                            const QString& derivation) -> std::optional<double> {
        const std::optional<double> given = duration(field);
        std::optional<double> derived;
        if (from && to && *to >= *from)
            derived = double(from->msecsTo(*to)) / 1000.0;
        if (given && derived && std::abs(*given - *derived) > kToleranceSeconds)
            error(field, Text::tr("%1 is %2 s in the file, but %3 is %4 s")
                             .arg(label(field), seconds(*given), derivation, seconds(*derived)));
        if (given || derived)
            give(field);
        return derived ? derived : given;
    };
    run.queueSeconds = waitOf(Field::Queue, submitted, started, Text::tr("started − submitted"));
    run.submitToAvailableSeconds =
        waitOf(Field::SubmitToAvailable, submitted, available, Text::tr("available − submitted"));
    run.recoverySeconds = duration(Field::Recovery);
    if (run.recoverySeconds)
        give(Field::Recovery);

    // The outcome and its reason.
    if (record.hasValue(Field::Outcome)) {
        const Converted outcome = record.value(Field::Outcome);
        const QString key = outcome.value.toString();
        if (key == QLatin1String("completed")) {
            run.outcome = PocOutcome::Success;
        } else if (key == QLatin1String("failed")) {
            run.outcome = PocOutcome::Failure;
            run.failureReason = outcome.failureReason;
        } else if (key == QLatin1String("cancelled")) {
            run.outcome = PocOutcome::Cancelled;
        } else {
            error(Field::Outcome,
                  Text::tr("the run has not ended (%1); import it once it has").arg(record.text(Field::Outcome)));
        }
        give(Field::Outcome);
    }
    if (record.hasValue(Field::FailureReason)) {
        run.failureReason = record.text(Field::FailureReason);
        give(Field::FailureReason);
    }

    // Counts and amounts.
    const auto count = [&](Field field) -> std::optional<int> {
        if (!record.hasValue(field))
            return std::nullopt;
        const qint64 n = record.value(field).value.toLongLong();
        if (n < 0 || n > 1000000) {
            error(field, Text::tr("%1 must be a count from 0 up, not %2").arg(label(field)).arg(n));
            return std::nullopt;
        }
        give(field);
        return int(n);
    };
    run.operationSteps = count(Field::OperationSteps);
    run.manualInterventions = count(Field::ManualInterventions);
    if (record.hasValue(Field::GpuHours)) {
        const double hours = record.value(Field::GpuHours).value.toDouble();
        if (hours < 0 || !std::isfinite(hours))
            error(Field::GpuHours, Text::tr("%1 cannot be negative").arg(label(Field::GpuHours)));
        else
            run.gpuHours = hours;
        give(Field::GpuHours);
    }
    if (record.hasValue(Field::SelfDiagnosed)) {
        run.selfDiagnosed = record.value(Field::SelfDiagnosed).value.toBool();
        give(Field::SelfDiagnosed);
    }
    if (record.hasValue(Field::Notes)) {
        run.notes = record.text(Field::Notes);
        give(Field::Notes);
    }

    // One run once per import (a row rejected for another reason takes no run id).
    const QString key = runKey(run.candidateId, run.scenarioId, run.runId);
    if (!run.runId.isEmpty()) {
        if (const auto first = m_firstOfRunId.constFind(key); first != m_firstOfRunId.cend())
            error(Field::RunId,
                  Text::tr("the run %1 of this candidate and scenario is in the import twice (first at %2)")
                      .arg(run.runId, *first));
    }
    if (hasErrors(issues))
        return issues;
    if (!run.runId.isEmpty())
        m_firstOfRunId.insert(key, QStringLiteral("%1:%2").arg(run.sourceFile).arg(line));
    m_pending.append(pending);
    return issues;
}

Result<ChangeSpool> PocImporter::finish()
{
    ChangeSpool changes;
    for (Pending& pending : m_pending) {
        PocRun& run = pending.run;
        run.sourceSha256 = nonNullText(m_hashes.value(pending.table));
        int match = -1;
        if (!run.runId.isEmpty())
            match = m_storedByRunId.value(runKey(run.candidateId, run.scenarioId, run.runId), -1);
        else if (!run.sourceSha256.isEmpty())
            match = m_storedBySource.value(sourceKey(run.sourceSha256, run.sourceLine), -1);
        if (match >= 0 && (m_stored.at(match).value.candidateId != run.candidateId ||
                           m_stored.at(match).value.scenarioId != run.scenarioId))
            match = -1; // the same line of the same file now names another cell: a new run
        if (match < 0) {
            run.runNo = ++m_lastRunNo[cellKey(run.candidateId, run.scenarioId)];
            changes.append(PocRepository::runInserted(run));
            continue;
        }
        // The stored run, with what this file gives in place of what it had.
        const Stored<PocRun>& stored = m_stored.at(match);
        PocRun merged = stored.value;
        const auto takes = [&](Field field) { return pending.given.contains(field); };
        if (takes(Field::RunId))
            merged.runId = run.runId;
        if (takes(Field::Submitted))
            merged.submittedAt = run.submittedAt;
        if (takes(Field::Started))
            merged.startedAt = run.startedAt;
        if (takes(Field::Available))
            merged.availableAt = run.availableAt;
        if (takes(Field::Finished))
            merged.finishedAt = run.finishedAt;
        if (takes(Field::Outcome)) {
            merged.outcome = run.outcome;
            merged.failureReason = run.failureReason;
        }
        if (takes(Field::FailureReason))
            merged.failureReason = run.failureReason;
        if (takes(Field::Queue))
            merged.queueSeconds = run.queueSeconds;
        if (takes(Field::SubmitToAvailable))
            merged.submitToAvailableSeconds = run.submitToAvailableSeconds;
        if (takes(Field::Recovery))
            merged.recoverySeconds = run.recoverySeconds;
        if (takes(Field::OperationSteps))
            merged.operationSteps = run.operationSteps;
        if (takes(Field::ManualInterventions))
            merged.manualInterventions = run.manualInterventions;
        if (takes(Field::GpuHours))
            merged.gpuHours = run.gpuHours;
        if (takes(Field::SelfDiagnosed))
            merged.selfDiagnosed = run.selfDiagnosed;
        if (takes(Field::Notes))
            merged.notes = run.notes;
        if (takes(Field::ReplayId))
            merged.replayId = run.replayId;
        merged.sourceFile = run.sourceFile;
        merged.sourceLine = run.sourceLine;
        merged.sourceSha256 = run.sourceSha256;
        for (const Change& change : PocRepository::runUpdated(stored, merged))
            changes.append(change);
    }
    m_pending.clear();
    return changes;
}

} // namespace gatebench
