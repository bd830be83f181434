#include "committee/ActingMember.h"

#include "repositories/MemberRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>

namespace gatebench::committee {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Workspace)
};

} // namespace

std::optional<Member> actingMember(const Workspace& workspace)
{
    if (workspace.actingMemberId().isEmpty())
        return std::nullopt;
    auto found = MemberRepository(ModelAccess::storage(workspace)).find(workspace.actingMemberId());
    if (!found || !*found)
        return std::nullopt;
    return **found;
}

void setActingMember(Workspace& workspace, const QString& memberId)
{
    const QString id = memberId.trimmed();
    workspace.setActingMember(id);
    if (id.isEmpty()) {
        workspace.setActor(QString());
        workspace.queries().setViewer(Viewer::everyone());
        return;
    }
    const std::optional<Member> member = actingMember(workspace);
    if (!member) {
        workspace.setActor(id);
        workspace.queries().setViewer(Viewer::observer(id));
        return;
    }
    workspace.setActor(member->name);
    workspace.queries().setViewer(Viewer::of(member->permission, member->id));
}

Result<void> actAs(Workspace& workspace, const QString& memberId)
{
    const QString id = memberId.trimmed();
    if (!id.isEmpty()) {
        auto found = MemberRepository(ModelAccess::storage(workspace)).find(id);
        if (!found)
            return found.error();
        if (!*found)
            return Error{Error::Kind::Usage,
                         Text::tr("%1 is not a member of this evaluation's committee (gatebench members FILE lists "
                                  "them)")
                             .arg(id)};
    }
    setActingMember(workspace, id);
    return {};
}

} // namespace gatebench::committee
