#include "commands/Members.h"

#include "commands/Assessments.h"
#include "commands/CommandSupport.h"
#include "domain/Domain.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/MemberRepository.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gatebench::members {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Members)
};

Result<Criterion> bonusCriterion(const Workspace& workspace, const QString& id)
{
    auto found = CriterionRepository(ModelAccess::storage(workspace)).find(id);
    if (!found)
        return found.error();
    if (!*found)
        return Error{Error::Kind::BadInput, Text::tr("There is no requirement %1 in this evaluation.").arg(id)};
    if ((*found)->tier != CriterionTier::Bonus)
        return Error{Error::Kind::BadInput,
                     Text::tr("%1 is not a bonus criterion: only bonus criteria are scored.").arg(id)};
    return **found;
}

/// Whether another member than `id` is the chair.
Result<bool> otherChair(const Workspace& workspace, const QString& id)
{
    auto all = MemberRepository(ModelAccess::storage(workspace)).members();
    if (!all)
        return all.error();
    for (const Member& m : std::as_const(*all)) {
        if (m.id != id && m.permission == Permission::Chair)
            return true;
    }
    return false;
}

Result<void> checkName(const Workspace& workspace, const QString& name, const QString& id)
{
    if (name.trimmed().isEmpty())
        return Error{Error::Kind::BadInput, Text::tr("A member needs a name.")};
    auto named = MemberRepository(ModelAccess::storage(workspace)).named(name.trimmed());
    if (!named)
        return named.error();
    if (!named->isEmpty() && *named != id)
        return Error{Error::Kind::BadInput, Text::tr("Another member (%1) is named %2.").arg(*named, name.trimmed())};
    return {};
}

} // namespace

bool isValidId(const QString& id)
{
    static const QRegularExpression shape(QStringLiteral("^[A-Za-z0-9._-]{1,64}$"));
    return shape.match(id).hasMatch();
}

QStringList scorersOf(const QString& criterionId, const QList<Member>& members,
                      const QList<ScoringAssignment>& assignments)
{
    QStringList assigned;
    for (const ScoringAssignment& a : assignments) {
        if (a.criterionId == criterionId)
            assigned.append(a.memberId);
    }
    QStringList scorers;
    for (const Member& m : members) {
        if (m.permission == Permission::Observer)
            continue;
        if (assigned.isEmpty() || assigned.contains(m.id))
            scorers.append(m.id);
    }
    return scorers;
}

Result<QString> add(Workspace& workspace, const Member& member)
{
    Member wanted = member;
    wanted.name = member.name.trimmed();
    wanted.role = member.role.trimmed();
    wanted.id = member.id.trimmed();
    if (auto named = checkName(workspace, wanted.name, QString()); !named)
        return named.error();
    const Storage& storage = ModelAccess::storage(workspace);
    if (wanted.id.isEmpty()) {
        auto derived = assessments::reviewerId(storage, wanted.name);
        if (!derived)
            return derived.error();
        wanted.id = *derived;
    }
    if (!isValidId(wanted.id))
        return Error{
            Error::Kind::BadInput,
            Text::tr("%1 cannot be a member's id: use 1 to 64 letters, digits, '.', '_' or '-'.").arg(wanted.id)};
    auto taken = MemberRepository(storage).find(wanted.id);
    if (!taken)
        return taken.error();
    if (*taken)
        return Error{Error::Kind::BadInput, Text::tr("There is already a member %1.").arg(wanted.id)};
    if (auto r = workspace.execute({MemberRepository::add(wanted)}, Text::tr("Add the member %1").arg(wanted.name)); !r)
        return r.error();
    return wanted.id;
}

Result<void> change(Workspace& workspace, const Member& wanted)
{
    auto before = commands::existingMember(workspace, wanted.id);
    if (!before)
        return before.error();
    Member after = wanted;
    after.name = wanted.name.trimmed();
    after.role = wanted.role.trimmed();
    after.simulated = before->simulated;
    if (auto named = checkName(workspace, after.name, after.id); !named)
        return named;
    if (before->permission == Permission::Chair && after.permission != Permission::Chair) {
        auto other = otherChair(workspace, after.id);
        if (!other)
            return other.error();
        if (!*other)
            return Error{Error::Kind::BadInput,
                         Text::tr("%1 is the evaluation's only chair: name another chair first.").arg(before->name)};
    }
    const std::optional<Change> update = MemberRepository::update(*before, after);
    if (!update)
        return {};
    return workspace.execute({*update}, Text::tr("Change the member %1").arg(after.name));
}

Result<void> remove(Workspace& workspace, const QString& id)
{
    auto before = commands::existingMember(workspace, id);
    if (!before)
        return before.error();
    if (before->permission == Permission::Chair) {
        auto other = otherChair(workspace, id);
        if (!other)
            return other.error();
        if (!*other)
            return Error{Error::Kind::BadInput,
                         Text::tr("%1 is the evaluation's only chair: name another chair first.").arg(before->name)};
    }
    auto changes = workspace.removalWithDependents(MemberRepository::memberTable(), MemberRepository::memberKey(id));
    if (!changes)
        return changes.error();
    return workspace.execute(*changes, Text::tr("Remove the member %1").arg(before->name));
}

Result<void> setAssignments(Workspace& workspace, const QString& criterionId, const QStringList& memberIds)
{
    auto criterion = bonusCriterion(workspace, criterionId);
    if (!criterion)
        return criterion.error();
    QStringList wanted;
    for (const QString& id : memberIds) {
        auto member = commands::existingMember(workspace, id);
        if (!member)
            return member.error();
        if (member->permission == Permission::Observer)
            return Error{Error::Kind::BadInput,
                         Text::tr("%1 is an observer: observers do not score.").arg(member->name)};
        if (!wanted.contains(id))
            wanted.append(id);
    }
    auto current = MemberRepository(ModelAccess::storage(workspace)).assignments();
    if (!current)
        return current.error();
    ChangeSet changes;
    QStringList held;
    for (const ScoringAssignment& a : std::as_const(*current)) {
        if (a.criterionId != criterionId)
            continue;
        held.append(a.memberId);
        if (!wanted.contains(a.memberId))
            changes.append(MemberRepository::removeAssignment(a));
    }
    for (const QString& id : std::as_const(wanted)) {
        if (!held.contains(id))
            changes.append(MemberRepository::addAssignment({criterionId, id}));
    }
    if (changes.isEmpty())
        return {};
    const QString title = criterion->title.in(workspace.language());
    return workspace.execute(changes, Text::tr("Assign the scorers of %1").arg(title.isEmpty() ? criterionId : title));
}

Result<void> setQuorum(Workspace& workspace, const QString& criterionId, std::optional<int> quorum)
{
    auto criterion = bonusCriterion(workspace, criterionId);
    if (!criterion)
        return criterion.error();
    if (quorum && (*quorum < 1 || *quorum > kMaxQuorum))
        return Error{Error::Kind::BadInput, Text::tr("A quorum is 1 to %1 scores.").arg(kMaxQuorum)};
    auto current = MemberRepository(ModelAccess::storage(workspace)).quorums();
    if (!current)
        return current.error();
    std::optional<int> before;
    for (const ScoringQuorum& q : std::as_const(*current)) {
        if (q.criterionId == criterionId)
            before = q.quorum;
    }
    const std::optional<Change> change = MemberRepository::quorumChange(criterionId, before, quorum);
    if (!change)
        return {};
    const QString title = criterion->title.in(workspace.language());
    return workspace.execute({*change}, Text::tr("Set the quorum of %1 to %2")
                                            .arg(title.isEmpty() ? criterionId : title)
                                            .arg(quorum.value_or(kDefaultQuorum)));
}

Result<void> declareRecusal(Workspace& workspace, const QString& memberId, const QString& candidateId,
                            const QString& reason)
{
    auto member = commands::existingMember(workspace, memberId);
    if (!member)
        return member.error();
    auto candidate = CandidateRepository(ModelAccess::storage(workspace)).find(candidateId);
    if (!candidate)
        return candidate.error();
    if (!*candidate)
        return Error{Error::Kind::BadInput, Text::tr("There is no candidate %1 in this evaluation.").arg(candidateId)};
    if (reason.trimmed().isEmpty())
        return Error{Error::Kind::BadInput, Text::tr("A recusal needs its reason.")};
    auto held = MemberRepository(ModelAccess::storage(workspace)).recusal(memberId, candidateId);
    if (!held)
        return held.error();
    if (*held)
        return Error{
            Error::Kind::BadInput,
            Text::tr("%1 has already recused from %2.").arg(member->name, (*candidate)->name.in(workspace.language()))};
    const Recusal recusal{memberId, candidateId, reason.trimmed(), workspace.now().toUTC().toString(Qt::ISODate)};
    return workspace.execute(
        {MemberRepository::addRecusal(recusal)},
        Text::tr("%1 recuses from %2").arg(member->name, (*candidate)->name.in(workspace.language())));
}

Result<void> withdrawRecusal(Workspace& workspace, const QString& memberId, const QString& candidateId)
{
    auto member = commands::existingMember(workspace, memberId);
    if (!member)
        return member.error();
    auto held = MemberRepository(ModelAccess::storage(workspace)).recusal(memberId, candidateId);
    if (!held)
        return held.error();
    if (!*held)
        return {};
    return workspace.execute({MemberRepository::removeRecusal(**held)},
                             Text::tr("%1 withdraws the recusal from %2").arg(member->name, candidateId));
}

} // namespace gatebench::members
