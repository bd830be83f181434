#include "commands/Exit.h"
#include "commands/CommandSupport.h"

#include "core/Labels.h"
#include "repositories/ExitReadinessRepository.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>

namespace gatebench::exitreadiness {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ExitCommands)
};

QString itemName(ExitItem item)
{
    return labels::exitItem(ExitReadinessRepository::itemKey(item));
}

} // namespace

Result<void> setCheck(Workspace& workspace, const ExitCheck& check,
                      const std::optional<std::optional<ExitCheck>>& shown)
{
    auto name = commands::existingCandidateName(workspace, check.candidateId);
    if (!name)
        return name.error();
    ExitCheck wanted = check;
    wanted.evidence = check.evidence.trimmed();
    const ExitReadinessRepository repository(ModelAccess::storage(workspace));
    return commands::executeOptional(
        workspace, repository.checkChange(wanted, shown),
        Text::tr("Mark the exit item %2 of %1 as %3")
            .arg(*name, itemName(check.item), labels::exitStatus(ExitReadinessRepository::statusKey(check.status))));
}

Result<void> clearCheck(Workspace& workspace, const QString& candidateId, ExitItem item,
                        const std::optional<ExitCheck>& shown)
{
    auto name = commands::existingCandidateName(workspace, candidateId);
    if (!name)
        return name.error();
    const ExitReadinessRepository repository(ModelAccess::storage(workspace));
    return commands::executeOptional(workspace, repository.clearChange(candidateId, item, shown),
                                     Text::tr("Clear the exit item %2 of %1").arg(*name, itemName(item)));
}

} // namespace gatebench::exitreadiness
