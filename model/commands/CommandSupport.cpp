#include "commands/CommandSupport.h"

#include "repositories/CandidateRepository.h"
#include "repositories/MemberRepository.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>

namespace gatebench::commands {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Coverage)
};

} // namespace

Result<void> executeOptional(Workspace& workspace, const Result<std::optional<Change>>& change, const QString& text)
{
    if (!change)
        return change.error();
    if (!*change)
        return {};
    return workspace.execute({**change}, text);
}

Result<QString> existingCandidateName(Workspace& workspace, const QString& candidateId)
{
    auto found = CandidateRepository(ModelAccess::storage(workspace)).find(candidateId);
    if (!found)
        return found.error();
    if (!*found)
        return Error{Error::Kind::Conflict, Text::tr("The candidate %1 no longer exists").arg(candidateId)};
    const QString name = (*found)->name.in(workspace.language());
    return name.isEmpty() ? candidateId : name;
}

Result<Member> existingMember(const Workspace& workspace, const QString& id)
{
    auto found = MemberRepository(ModelAccess::storage(workspace)).find(id);
    if (!found)
        return found.error();
    if (!*found)
        return Error{Error::Kind::BadInput, Text::tr("There is no member %1 in this evaluation.").arg(id)};
    return **found;
}

} // namespace gatebench::commands
