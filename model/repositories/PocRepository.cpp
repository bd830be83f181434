#include "repositories/PocRepository.h"
#include "repositories/RowValues.h"

#include "storage/Storage.h"

#include <QCoreApplication>

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

QVariant flagOrNull(const std::optional<bool>& value)
{
    return value ? QVariant(*value ? 1 : 0) : QVariant();
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

} // namespace

QString PocRepository::kindKey(PocScenarioKind kind)
{
    return kind == PocScenarioKind::Drill ? QStringLiteral("drill") : QStringLiteral("standard");
}

std::optional<PocScenarioKind> PocRepository::kindFromKey(const QString& key)
{
    if (key == QLatin1String("drill"))
        return PocScenarioKind::Drill;
    if (key == QLatin1String("standard"))
        return PocScenarioKind::Standard;
    return std::nullopt;
}

Result<QList<PocScenario>> PocRepository::scenarios() const
{
    auto rows = m_storage.select(kScenarios, {}, {QStringLiteral("position"), QStringLiteral("id")});
    if (!rows)
        return rows.error();
    QList<PocScenario> list;
    for (const Row& row : std::as_const(*rows)) {
        PocScenario s;
        s.id = text(row, "id");
        s.position = row.value(QStringLiteral("position")).toInt();
        const auto kind = kindFromKey(text(row, "kind"));
        if (!kind)
            return Error{Error::Kind::Integrity,
                         Text::tr("The PoC scenario %1 has an unknown kind %2").arg(s.id, text(row, "kind"))};
        s.kind = *kind;
        s.title = pair(row, "title");
        s.description = pair(row, "description");
        s.minRuns = row.value(QStringLiteral("min_runs")).toInt();
        list.append(s);
    }
    return list;
}

Result<QList<PocRun>> PocRepository::runs() const
{
    auto rows = m_storage.select(kRuns, {}, {QStringLiteral("id")});
    if (!rows)
        return rows.error();
    QList<PocRun> list;
    for (const Row& row : std::as_const(*rows)) {
        PocRun run;
        run.id = row.value(QStringLiteral("id")).toLongLong();
        run.candidateId = text(row, "candidate_id");
        run.scenarioId = text(row, "scenario_id");
        run.runNo = row.value(QStringLiteral("run_no")).toInt();
        run.startedAt = text(row, "started_at");
        run.submitToAvailableSeconds = optionalOf<double>(row, "submit_to_available_s");
        run.queueSeconds = optionalOf<double>(row, "queue_s");
        run.success = flagOf(row, "success");
        run.gpuHours = optionalOf<double>(row, "gpu_hours");
        run.operationSteps = optionalOf<int>(row, "operation_steps");
        run.manualInterventions = optionalOf<int>(row, "manual_interventions");
        run.recoverySeconds = optionalOf<double>(row, "recovery_s");
        run.selfDiagnosed = flagOf(row, "self_diagnosed");
        run.notes = text(row, "notes");
        run.importId = optionalOf<qint64>(row, "import_id");
        list.append(run);
    }
    return list;
}

Result<void> PocRepository::insertScenarios(Storage& storage, const QList<PocScenario>& scenarios)
{
    for (const PocScenario& s : scenarios) {
        Row row{{QStringLiteral("id"), s.id},
                {QStringLiteral("position"), s.position},
                {QStringLiteral("kind"), kindKey(s.kind)},
                {QStringLiteral("min_runs"), s.minRuns}};
        putPair(row, "title", s.title);
        putPair(row, "description", s.description);
        if (auto r = storage.insert(kScenarios, row); !r)
            return r.error();
    }
    return {};
}

Result<void> PocRepository::insertRuns(Storage& storage, const QList<PocRun>& runs)
{
    for (const PocRun& run : runs) {
        Row row{{QStringLiteral("candidate_id"), run.candidateId},
                {QStringLiteral("scenario_id"), run.scenarioId},
                {QStringLiteral("run_no"), run.runNo},
                {QStringLiteral("started_at"), run.startedAt.isEmpty() ? QVariant() : QVariant(run.startedAt)},
                {QStringLiteral("submit_to_available_s"), orNull(run.submitToAvailableSeconds)},
                {QStringLiteral("queue_s"), orNull(run.queueSeconds)},
                {QStringLiteral("success"), flagOrNull(run.success)},
                {QStringLiteral("gpu_hours"), orNull(run.gpuHours)},
                {QStringLiteral("operation_steps"), orNull(run.operationSteps)},
                {QStringLiteral("manual_interventions"), orNull(run.manualInterventions)},
                {QStringLiteral("recovery_s"), orNull(run.recoverySeconds)},
                {QStringLiteral("self_diagnosed"), flagOrNull(run.selfDiagnosed)},
                {QStringLiteral("notes"), nonNullText(run.notes)},
                {QStringLiteral("import_id"), orNull(run.importId)}};
        if (run.id > 0)
            row.insert(QStringLiteral("id"), run.id);
        if (auto r = storage.insert(kRuns, row); !r)
            return r.error();
    }
    return {};
}

} // namespace gatebench
