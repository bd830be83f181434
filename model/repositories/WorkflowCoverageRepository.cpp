#include "repositories/WorkflowCoverageRepository.h"
#include "repositories/RowValues.h"

#include "storage/Storage.h"

#include <QCoreApplication>

#include <algorithm>

namespace gatebench {

namespace {

using rows::keyOf;
using rows::pair;
using rows::putPair;
using rows::text;
using rows::valueOf;

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::WorkflowCoverageRepository)
};

const QString kCells = QStringLiteral("workflow_coverage");
const QString kEssential = QStringLiteral("workflow_essential_steps");
const QString kCandidate = QStringLiteral("candidate_id");
const QString kStep = QStringLiteral("step");

constexpr std::pair<WorkflowStep, const char*> kStepKeys[] = {
    {WorkflowStep::DataPreparation, "data_preparation"},
    {WorkflowStep::Experiment, "experiment"},
    {WorkflowStep::Training, "training"},
    {WorkflowStep::Evaluation, "evaluation"},
    {WorkflowStep::Registration, "registration"},
    {WorkflowStep::Deployment, "deployment"},
    {WorkflowStep::Monitoring, "monitoring"},
    {WorkflowStep::Rollback, "rollback"},
};

constexpr std::pair<CoverageMode, const char*> kModeKeys[] = {
    {CoverageMode::Managed, "managed"},
    {CoverageMode::Manual, "manual"},
    {CoverageMode::NotCovered, "none"},
};

Filter cellKey(const QString& candidateId, WorkflowStep step)
{
    return {{kCandidate, candidateId}, {kStep, WorkflowCoverageRepository::stepKey(step)}};
}

/// The columns a committee edits (the key and the import are not among them).
Row editedColumns(const WorkflowCoverage& cell)
{
    Row row{{QStringLiteral("mode"), WorkflowCoverageRepository::modeKey(cell.mode)},
            {QStringLiteral("note"), nonNullText(cell.note)}};
    putPair(row, "owning_team", cell.owningTeam);
    putPair(row, "permission_boundary", cell.permissionBoundary);
    return row;
}

Row wholeRow(const WorkflowCoverage& cell)
{
    Row row = editedColumns(cell);
    row.insert(kCandidate, cell.candidateId);
    row.insert(kStep, WorkflowCoverageRepository::stepKey(cell.step));
    row.insert(QStringLiteral("import_id"), rows::orNull(cell.importId));
    return row;
}

Result<WorkflowCoverage> fromRow(const Row& row)
{
    WorkflowCoverage cell;
    cell.candidateId = text(row, "candidate_id");
    const auto step = WorkflowCoverageRepository::stepFromKey(text(row, "step"));
    const auto mode = WorkflowCoverageRepository::modeFromKey(text(row, "mode"));
    if (!step || !mode)
        return Error{Error::Kind::Integrity,
                     Text::tr("The workflow coverage of %1 has an unknown step or mode (%2, %3)")
                         .arg(cell.candidateId, text(row, "step"), text(row, "mode"))};
    cell.step = *step;
    cell.mode = *mode;
    cell.owningTeam = pair(row, "owning_team");
    cell.permissionBoundary = pair(row, "permission_boundary");
    cell.note = text(row, "note");
    const QVariant import = row.value(QStringLiteral("import_id"));
    if (!isNullValue(import))
        cell.importId = import.toLongLong();
    return cell;
}

} // namespace

QString WorkflowCoverageRepository::stepKey(WorkflowStep step)
{
    return keyOf(kStepKeys, step);
}

std::optional<WorkflowStep> WorkflowCoverageRepository::stepFromKey(const QString& key)
{
    return valueOf<WorkflowStep>(kStepKeys, key);
}

QString WorkflowCoverageRepository::modeKey(CoverageMode mode)
{
    return keyOf(kModeKeys, mode);
}

std::optional<CoverageMode> WorkflowCoverageRepository::modeFromKey(const QString& key)
{
    return valueOf<CoverageMode>(kModeKeys, key);
}

Result<QList<WorkflowCoverage>> WorkflowCoverageRepository::where(const Filter& filter) const
{
    auto rows = m_storage.select(kCells, filter, {kCandidate});
    if (!rows)
        return rows.error();
    QList<WorkflowCoverage> cells;
    cells.reserve(rows->size());
    for (const Row& row : std::as_const(*rows)) {
        auto cell = fromRow(row);
        if (!cell)
            return cell.error();
        cells.append(*cell);
    }
    // Chain order within a candidate (the stored keys sort alphabetically).
    std::stable_sort(cells.begin(), cells.end(), [](const WorkflowCoverage& a, const WorkflowCoverage& b) {
        if (a.candidateId != b.candidateId)
            return a.candidateId < b.candidateId;
        return int(a.step) < int(b.step);
    });
    return cells;
}

Result<QList<WorkflowCoverage>> WorkflowCoverageRepository::all() const
{
    return where({});
}

Result<QList<WorkflowCoverage>> WorkflowCoverageRepository::of(const QString& candidateId) const
{
    return where({{kCandidate, candidateId}});
}

Result<std::optional<WorkflowCoverage>> WorkflowCoverageRepository::find(const QString& candidateId,
                                                                         WorkflowStep step) const
{
    auto cells = where(cellKey(candidateId, step));
    if (!cells)
        return cells.error();
    if (cells->isEmpty())
        return std::optional<WorkflowCoverage>{};
    return std::optional<WorkflowCoverage>{cells->first()};
}

Result<QList<WorkflowStep>> WorkflowCoverageRepository::essentialSteps() const
{
    auto rows = m_storage.select(kEssential);
    if (!rows)
        return rows.error();
    QList<WorkflowStep> steps;
    for (const Row& row : std::as_const(*rows)) {
        const auto step = stepFromKey(text(row, "step"));
        if (!step)
            return Error{Error::Kind::Integrity,
                         Text::tr("An essential workflow step has an unknown key %1").arg(text(row, "step"))};
        steps.append(*step);
    }
    std::sort(steps.begin(), steps.end(), [](WorkflowStep a, WorkflowStep b) { return int(a) < int(b); });
    return steps;
}

Result<std::optional<Change>>
WorkflowCoverageRepository::cellChange(const WorkflowCoverage& wanted,
                                       const std::optional<std::optional<WorkflowCoverage>>& shown) const
{
    auto stored = find(wanted.candidateId, wanted.step);
    if (!stored)
        return stored.error();
    WorkflowCoverage fresh = wanted;
    fresh.importId.reset();
    return rows::cellChange(kCells, cellKey(wanted.candidateId, wanted.step), *stored, shown, fresh, editedColumns,
                            wholeRow);
}

Result<std::optional<Change>>
WorkflowCoverageRepository::clearChange(const QString& candidateId, WorkflowStep step,
                                        const std::optional<WorkflowCoverage>& shown) const
{
    auto stored = find(candidateId, step);
    if (!stored)
        return stored.error();
    return rows::cellRemoval(kCells, cellKey(candidateId, step), *stored, shown, wholeRow);
}

Result<std::optional<Change>> WorkflowCoverageRepository::essentialChange(WorkflowStep step, bool essential) const
{
    const Filter key{{kStep, stepKey(step)}};
    auto present = m_storage.count(kEssential, key);
    if (!present)
        return present.error();
    if ((*present > 0) == essential)
        return std::optional<Change>();
    return std::optional<Change>(essential ? Change::insert(kEssential, key, key)
                                           : Change::remove(kEssential, key, key));
}

Result<void> WorkflowCoverageRepository::insertCells(Storage& storage, const QList<WorkflowCoverage>& cells)
{
    for (const WorkflowCoverage& cell : cells) {
        if (auto r = storage.insert(kCells, wholeRow(cell)); !r)
            return r.error();
    }
    return {};
}

Result<void> WorkflowCoverageRepository::insertEssential(Storage& storage, const QList<WorkflowStep>& steps)
{
    for (WorkflowStep step : steps) {
        if (auto r = storage.insert(kEssential, {{kStep, stepKey(step)}}); !r)
            return r.error();
    }
    return {};
}

bool WorkflowCoverageRepository::touchedBy(const ChangeEvent& event)
{
    return event.touches(kCells) || event.touches(kEssential) || event.touches(QStringLiteral("candidates"));
}

} // namespace gatebench
