#include "repositories/PocRepository.h"
#include "repositories/RowValues.h"

#include "storage/Storage.h"

#include <QCoreApplication>

#include <utility>

namespace gatebench {

namespace {

using rows::orNull;
using rows::pair;
using rows::putPair;
using rows::text;

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::PocRepository)
};

const QString kScenarios = QStringLiteral("poc_scenarios");
const QString kRuns = QStringLiteral("poc_runs");

const std::pair<PocScenarioKind, const char*> kKinds[] = {
    {PocScenarioKind::Standard, "standard"},
    {PocScenarioKind::Drill, "drill"},
};

const std::pair<PocOutcome, const char*> kOutcomes[] = {
    {PocOutcome::Success, "success"},
    {PocOutcome::Failure, "failure"},
    {PocOutcome::Cancelled, "cancelled"},
};

QVariant flagOrNull(const std::optional<bool>& value)
{
    return value ? QVariant(*value ? 1 : 0) : QVariant();
}

QVariant textOrNull(const QString& value)
{
    return value.isEmpty() ? QVariant() : QVariant(value);
}

template <typename T>
std::optional<T> optionalOf(const Row& row, const char* column)
{
    const QVariant value = row.value(QLatin1String(column));
    if (isNullValue(value))
        return std::nullopt;
    return value.value<T>();
}

std::optional<bool> flagOf(const Row& row, const char* column)
{
    const auto value = optionalOf<int>(row, column);
    return value ? std::optional<bool>(*value != 0) : std::nullopt;
}

/// Aliases are kept one a line, as a candidate's are.
QString joinedAliases(const QStringList& aliases)
{
    QStringList kept;
    for (const QString& alias : aliases) {
        const QString trimmed = alias.trimmed();
        if (!trimmed.isEmpty() && !kept.contains(trimmed))
            kept.append(trimmed);
    }
    return nonNullText(kept.join(u'\n'));
}

Filter scenarioKey(const QString& id)
{
    return {{QStringLiteral("id"), id}};
}

Result<PocScenario> scenarioFromRow(const Row& row)
{
    PocScenario s;
    s.id = text(row, "id");
    s.position = row.value(QStringLiteral("position")).toInt();
    const auto kind = PocRepository::kindFromKey(text(row, "kind"));
    if (!kind)
        return Error{Error::Kind::Integrity,
                     Text::tr("The PoC scenario %1 has an unknown kind %2").arg(s.id, text(row, "kind"))};
    s.kind = *kind;
    s.title = pair(row, "title");
    s.description = pair(row, "description");
    s.minRuns = row.value(QStringLiteral("min_runs")).toInt();
    for (const QString& alias : text(row, "aliases").split(u'\n', Qt::SkipEmptyParts)) {
        if (!alias.trimmed().isEmpty())
            s.aliases.append(alias.trimmed());
    }
    return s;
}

Row scenarioRow(const PocScenario& s)
{
    Row row{{QStringLiteral("id"), s.id},
            {QStringLiteral("position"), s.position},
            {QStringLiteral("kind"), PocRepository::kindKey(s.kind)},
            {QStringLiteral("min_runs"), s.minRuns},
            {QStringLiteral("aliases"), joinedAliases(s.aliases)}};
    putPair(row, "title", s.title);
    putPair(row, "description", s.description);
    return row;
}

/// The row of a run, without its id (storage chooses it unless the run has one).
Row runRow(const PocRun& run)
{
    // success mirrors the outcome for readers of version 5: 1, 0, or NULL (none, or cancelled).
    QVariant success;
    if (run.outcome && *run.outcome != PocOutcome::Cancelled)
        success = *run.outcome == PocOutcome::Success ? 1 : 0;
    return {{QStringLiteral("candidate_id"), run.candidateId},
            {QStringLiteral("scenario_id"), run.scenarioId},
            {QStringLiteral("run_id"), nonNullText(run.runId)},
            {QStringLiteral("run_no"), run.runNo},
            {QStringLiteral("submitted_at"), textOrNull(run.submittedAt)},
            {QStringLiteral("started_at"), textOrNull(run.startedAt)},
            {QStringLiteral("available_at"), textOrNull(run.availableAt)},
            {QStringLiteral("finished_at"), textOrNull(run.finishedAt)},
            {QStringLiteral("outcome"), run.outcome ? QVariant(PocRepository::outcomeKey(*run.outcome)) : QVariant()},
            {QStringLiteral("success"), success},
            {QStringLiteral("failure_reason"), nonNullText(run.failureReason)},
            {QStringLiteral("submit_to_available_s"), orNull(run.submitToAvailableSeconds)},
            {QStringLiteral("queue_s"), orNull(run.queueSeconds)},
            {QStringLiteral("gpu_hours"), orNull(run.gpuHours)},
            {QStringLiteral("operation_steps"), orNull(run.operationSteps)},
            {QStringLiteral("manual_interventions"), orNull(run.manualInterventions)},
            {QStringLiteral("recovery_s"), orNull(run.recoverySeconds)},
            {QStringLiteral("self_diagnosed"), flagOrNull(run.selfDiagnosed)},
            {QStringLiteral("notes"), nonNullText(run.notes)},
            {QStringLiteral("replay_id"), nonNullText(run.replayId)},
            {QStringLiteral("source_file"), nonNullText(run.sourceFile)},
            {QStringLiteral("source_line"), run.sourceLine},
            {QStringLiteral("source_sha256"), nonNullText(run.sourceSha256)},
            {QStringLiteral("import_id"), orNull(run.importId)}};
}

Result<PocRun> runFromRow(const Row& row)
{
    PocRun run;
    run.id = row.value(QStringLiteral("id")).toLongLong();
    run.candidateId = text(row, "candidate_id");
    run.scenarioId = text(row, "scenario_id");
    run.runId = text(row, "run_id");
    run.runNo = row.value(QStringLiteral("run_no")).toInt();
    run.submittedAt = text(row, "submitted_at");
    run.startedAt = text(row, "started_at");
    run.availableAt = text(row, "available_at");
    run.finishedAt = text(row, "finished_at");
    if (const QString key = text(row, "outcome"); !key.isEmpty()) {
        run.outcome = PocRepository::outcomeFromKey(key);
        if (!run.outcome)
            return Error{Error::Kind::Integrity,
                         Text::tr("The PoC run %1 has an unknown outcome %2").arg(run.id).arg(key)};
    }
    run.failureReason = text(row, "failure_reason");
    run.submitToAvailableSeconds = optionalOf<double>(row, "submit_to_available_s");
    run.queueSeconds = optionalOf<double>(row, "queue_s");
    run.gpuHours = optionalOf<double>(row, "gpu_hours");
    run.operationSteps = optionalOf<int>(row, "operation_steps");
    run.manualInterventions = optionalOf<int>(row, "manual_interventions");
    run.recoverySeconds = optionalOf<double>(row, "recovery_s");
    run.selfDiagnosed = flagOf(row, "self_diagnosed");
    run.notes = text(row, "notes");
    run.replayId = text(row, "replay_id");
    run.sourceFile = text(row, "source_file");
    run.sourceLine = row.value(QStringLiteral("source_line")).toLongLong();
    run.sourceSha256 = text(row, "source_sha256");
    run.importId = optionalOf<qint64>(row, "import_id");
    return run;
}

} // namespace

QString PocRepository::kindKey(PocScenarioKind kind)
{
    return rows::keyOf(kKinds, kind);
}

std::optional<PocScenarioKind> PocRepository::kindFromKey(const QString& key)
{
    return rows::valueOf<PocScenarioKind>(kKinds, key);
}

QString PocRepository::outcomeKey(PocOutcome outcome)
{
    return rows::keyOf(kOutcomes, outcome);
}

std::optional<PocOutcome> PocRepository::outcomeFromKey(const QString& key)
{
    return rows::valueOf<PocOutcome>(kOutcomes, key);
}

Result<QList<PocScenario>> PocRepository::scenarios() const
{
    auto rows = m_storage.select(kScenarios, {}, {QStringLiteral("position"), QStringLiteral("id")});
    if (!rows)
        return rows.error();
    QList<PocScenario> list;
    for (const Row& row : std::as_const(*rows)) {
        auto s = scenarioFromRow(row);
        if (!s)
            return s.error();
        list.append(*s);
    }
    return list;
}

Result<std::optional<PocScenario>> PocRepository::scenario(const QString& id) const
{
    auto stored = storedScenario(id);
    if (!stored)
        return stored.error();
    if (!*stored)
        return std::optional<PocScenario>();
    return std::optional<PocScenario>((*stored)->value);
}

Result<std::optional<Stored<PocScenario>>> PocRepository::storedScenario(const QString& id) const
{
    auto rows = m_storage.select(kScenarios, scenarioKey(id));
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<Stored<PocScenario>>();
    auto s = scenarioFromRow(rows->first());
    if (!s)
        return s.error();
    return std::optional<Stored<PocScenario>>(Stored<PocScenario>{*s, rows->first()});
}

Result<QList<PocRun>> PocRepository::runs() const
{
    auto stored = storedRuns();
    if (!stored)
        return stored.error();
    QList<PocRun> list;
    list.reserve(stored->size());
    for (const Stored<PocRun>& run : std::as_const(*stored))
        list.append(run.value);
    return list;
}

Result<QList<Stored<PocRun>>> PocRepository::storedRuns() const
{
    auto rows = m_storage.select(kRuns, {}, {QStringLiteral("id")});
    if (!rows)
        return rows.error();
    QList<Stored<PocRun>> list;
    list.reserve(rows->size());
    for (const Row& row : std::as_const(*rows)) {
        auto run = runFromRow(row);
        if (!run)
            return run.error();
        list.append({*run, row});
    }
    return list;
}

Result<qint64> PocRepository::runCount(const QString& scenarioId) const
{
    return m_storage.count(kRuns, {{QStringLiteral("scenario_id"), scenarioId}});
}

Result<void> PocRepository::insertScenarios(Storage& storage, const QList<PocScenario>& scenarios)
{
    for (const PocScenario& s : scenarios) {
        if (auto r = storage.insert(kScenarios, scenarioRow(s)); !r)
            return r.error();
    }
    return {};
}

Result<void> PocRepository::insertRuns(Storage& storage, const QList<PocRun>& runs)
{
    for (const PocRun& run : runs) {
        Row row = runRow(run);
        if (run.id > 0)
            row.insert(QStringLiteral("id"), run.id);
        if (auto r = storage.insert(kRuns, row); !r)
            return r.error();
    }
    return {};
}

Change PocRepository::scenarioInserted(const PocScenario& scenario)
{
    return Change::insert(kScenarios, scenarioKey(scenario.id), scenarioRow(scenario));
}

ChangeSet PocRepository::scenarioUpdated(const Stored<PocScenario>& stored, const PocScenario& wanted)
{
    PocScenario target = wanted;
    target.id = stored.value.id;
    Row row = scenarioRow(target);
    row.remove(QStringLiteral("id"));
    return rows::updateTo(kScenarios, scenarioKey(stored.value.id), stored.row, row);
}

PocRepository::Removal PocRepository::scenarioRemoval(const QString& id)
{
    return {kScenarios, scenarioKey(id)};
}

Change PocRepository::runInserted(const PocRun& run)
{
    Row row = runRow(run);
    // The key of an added run is its import tag and file position: storage chooses the id.
    const Filter key{{QStringLiteral("source_file"), row.value(QStringLiteral("source_file"))},
                     {QStringLiteral("source_line"), row.value(QStringLiteral("source_line"))}};
    return Change::insert(kRuns, key, row);
}

ChangeSet PocRepository::runUpdated(const Stored<PocRun>& stored, const PocRun& wanted)
{
    Row row = runRow(wanted);
    row.remove(QStringLiteral("import_id"));
    return rows::updateTo(kRuns, {{QStringLiteral("id"), stored.value.id}}, stored.row, row);
}

bool PocRepository::touchedBy(const ChangeEvent& event)
{
    return event.touches(kScenarios) || event.touches(kRuns) || event.touches(QStringLiteral("candidates"));
}

} // namespace gatebench
