#include "commands/Coverage.h"
#include "commands/CommandSupport.h"

#include "core/Labels.h"
#include "repositories/WorkflowCoverageRepository.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>

namespace gatebench::coverage {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Coverage)
};

QString stepName(WorkflowStep step)
{
    return labels::workflowStep(WorkflowCoverageRepository::stepKey(step));
}

} // namespace

Result<void> setCell(Workspace& workspace, const WorkflowCoverage& cell,
                     const std::optional<std::optional<WorkflowCoverage>>& shown)
{
    auto name = commands::existingCandidateName(workspace, cell.candidateId);
    if (!name)
        return name.error();
    WorkflowCoverage wanted = cell;
    wanted.owningTeam = {cell.owningTeam.zh.trimmed(), cell.owningTeam.en.trimmed()};
    wanted.permissionBoundary = {cell.permissionBoundary.zh.trimmed(), cell.permissionBoundary.en.trimmed()};
    wanted.note = cell.note.trimmed();
    const WorkflowCoverageRepository repository(ModelAccess::storage(workspace));
    return commands::executeOptional(
        workspace, repository.cellChange(wanted, shown),
        Text::tr("Mark %1 / %2 as %3")
            .arg(*name, stepName(cell.step), labels::coverageMode(WorkflowCoverageRepository::modeKey(cell.mode))));
}

Result<void> clearCell(Workspace& workspace, const QString& candidateId, WorkflowStep step,
                       const std::optional<WorkflowCoverage>& shown)
{
    auto name = commands::existingCandidateName(workspace, candidateId);
    if (!name)
        return name.error();
    const WorkflowCoverageRepository repository(ModelAccess::storage(workspace));
    return commands::executeOptional(workspace, repository.clearChange(candidateId, step, shown),
                                     Text::tr("Clear the workflow coverage of %1 / %2").arg(*name, stepName(step)));
}

Result<void> setEssential(Workspace& workspace, WorkflowStep step, bool essential)
{
    const WorkflowCoverageRepository repository(ModelAccess::storage(workspace));
    return commands::executeOptional(workspace, repository.essentialChange(step, essential),
                                     essential
                                         ? Text::tr("Mark the workflow step %1 essential").arg(stepName(step))
                                         : Text::tr("Mark the workflow step %1 not essential").arg(stepName(step)));
}

} // namespace gatebench::coverage
