#include "commands/Whatif.h"

#include "commands/CommandSupport.h"
#include "repositories/PolicyRepository.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>

namespace gatebench::whatifedits {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::WhatifEdits)
};

} // namespace

Result<void> setPolicy(Workspace& workspace, const QString& candidateId, const std::optional<whatif::Policy>& policy)
{
    QString step;
    if (candidateId.isEmpty()) {
        if (policy && policy->kind == whatif::PolicyKind::AsIs)
            return Error{Error::Kind::BadInput, Text::tr("Today's policy cannot be \"as_is\": state its kind")};
        step = policy ? Text::tr("Set today's scheduling policy to %1").arg(whatif::kindName(policy->kind))
                      : Text::tr("Remove today's scheduling policy");
    } else {
        auto name = commands::existingCandidateName(workspace, candidateId);
        if (!name)
            return name.error();
        step = policy ? Text::tr("Set the scheduling policy of %1 to %2").arg(*name, whatif::kindName(policy->kind))
                      : Text::tr("Remove the scheduling policy of %1").arg(*name);
    }
    return commands::executeOptional(
        workspace, PolicyRepository(ModelAccess::storage(workspace)).policyChange(candidateId, policy), step);
}

Result<void> recordExport(Workspace& workspace, const QString& candidateId, const whatif::ExportRecord& record)
{
    auto name = commands::existingCandidateName(workspace, candidateId);
    if (!name)
        return name.error();
    return commands::executeOptional(
        workspace, whatif::recordExportChange(ModelAccess::storage(workspace), candidateId, record),
        Text::tr("Record the what-if load exported for %1 (%n hour(s), %2 GPUs)", nullptr, record.hours)
            .arg(*name)
            .arg(record.scaleGpus));
}

} // namespace gatebench::whatifedits
