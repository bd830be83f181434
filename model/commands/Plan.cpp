#include "commands/Plan.h"

#include "committee/WriteGuard.h"
#include "domain/Member.h"
#include "plan/PlanStatus.h"
#include "repositories/MemberRepository.h"
#include "repositories/PlanRepository.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QHash>

namespace gatebench::plan {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::PlanCommands)
};

} // namespace

Result<bool> edit(Workspace& workspace, std::optional<QDate> start, const QList<CheckEdit>& edits)
{
    const Storage& storage = ModelAccess::storage(workspace);
    if (auto refused = committee::chairRefusal(storage, workspace.actingMemberId(),
                                               Text::tr("set the four-week plan's start, owners and due dates")))
        return *refused;
    const QStringList ids = planstatus::checkIds();
    const MemberRepository committee(storage);
    for (const CheckEdit& e : edits) {
        if (!ids.contains(e.checkId))
            return Error{Error::Kind::BadInput, Text::tr("There is no plan check %1. The checks are: %2.")
                                                    .arg(e.checkId, ids.join(QStringLiteral(", ")))};
        if (e.ownerId && !e.ownerId->isEmpty()) {
            auto member = committee.find(*e.ownerId);
            if (!member)
                return member.error();
            if (!*member)
                return Error{Error::Kind::BadInput,
                             Text::tr("There is no member %1 in this evaluation's committee.").arg(*e.ownerId)};
        }
    }
    const PlanRepository repository(storage);
    ChangeSet changes;
    if (start) {
        auto stored = repository.start();
        if (!stored)
            return stored.error();
        if (auto change = PlanRepository::startChange(*stored, *start))
            changes.append(*change);
    }
    auto stored = repository.assignments();
    if (!stored)
        return stored.error();
    QHash<QString, PlanAssignment> current;
    for (const PlanAssignment& a : std::as_const(*stored))
        current.insert(a.checkId, a);
    for (const CheckEdit& e : edits) {
        const std::optional<PlanAssignment> before =
            current.contains(e.checkId) ? std::optional<PlanAssignment>(current.value(e.checkId)) : std::nullopt;
        PlanAssignment wanted = before.value_or(PlanAssignment{e.checkId, {}, {}});
        if (e.ownerId)
            wanted.ownerId = *e.ownerId;
        if (e.due)
            wanted.due = *e.due;
        if (auto change = PlanRepository::assignmentChange(before, wanted)) {
            changes.append(*change);
            if (wanted.ownerId.isEmpty() && !wanted.due.isValid())
                current.remove(e.checkId);
            else
                current.insert(e.checkId, wanted);
        }
    }
    if (changes.isEmpty())
        return false;
    const qsizetype checks = edits.size();
    const QString single = checks == 1 ? edits.first().checkId : QString();
    auto written = workspace.execute(changes, [checks, single](const QString&) {
        if (checks == 0)
            return Text::tr("set the four-week plan's start");
        if (!single.isEmpty())
            return Text::tr("set the owner and due date of the plan check “%1”").arg(planstatus::checkName(single));
        return Text::tr("set the four-week plan's owners and due dates");
    });
    if (!written)
        return written.error();
    return true;
}

} // namespace gatebench::plan
