#include "committee/Signoff.h"

#include "commands/Change.h"
#include "committee/WriteGuard.h"
#include "reports/Fingerprint.h"
#include "repositories/AuditRepository.h"
#include "repositories/MemberRepository.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QScopeGuard>

#include <algorithm>

namespace gatebench::signoff {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Signoff)
};

QString nowText(const Workspace& workspace)
{
    return workspace.now().toUTC().toString(Qt::ISODate);
}

Error notPermitted(Permission permission, const QString& what)
{
    return Error{Error::Kind::NotPermitted,
                 Text::tr("Not permitted for %1: %2").arg(permissionLabel(permission), what)};
}

} // namespace

bool State::complete() const
{
    return !signers.isEmpty() && currentSignatures() == signers.size();
}

int State::currentSignatures() const
{
    return int(std::count_if(signers.cbegin(), signers.cend(), [](const MemberSignoff& s) { return s.current; }));
}

Result<State> state(const Storage& storage)
{
    const SignoffRepository repository(storage);
    State result;
    auto members = MemberRepository(storage).members();
    if (!members)
        return members.error();
    auto signatures = repository.signatures();
    if (!signatures)
        return signatures.error();
    auto fingerprint = fingerprint::compute(storage, fingerprint::Part::WithoutSignatures);
    if (!fingerprint)
        return fingerprint.error();
    result.fingerprint = *fingerprint;
    auto freeze = repository.currentFreeze();
    if (!freeze)
        return freeze.error();
    result.freeze = *freeze;
    for (const Member& member : std::as_const(*members)) {
        if (member.permission == Permission::Observer) {
            result.others.append(member);
            continue;
        }
        MemberSignoff entry{member, std::nullopt, false};
        for (const Signature& s : std::as_const(*signatures)) {
            if (s.memberId == member.id) {
                entry.signature = s;
                entry.current = s.fingerprint == result.fingerprint;
            }
        }
        result.signers.append(entry);
    }
    return result;
}

std::optional<Error> chairRefusal(const Storage& storage, const QString& memberId)
{
    return committee::chairRefusal(storage, memberId, Text::tr("freeze or reopen the decision"));
}

Result<void> sign(Workspace& workspace, const QString& memberId, SignChoice choice, const QString& reason)
{
    const Storage& storage = ModelAccess::storage(workspace);
    auto member = MemberRepository(storage).find(memberId);
    if (!member)
        return member.error();
    if (!*member)
        return Error{Error::Kind::BadInput, Text::tr("No committee member has the id “%1”").arg(memberId)};
    if ((*member)->permission == Permission::Observer)
        return notPermitted(Permission::Observer, Text::tr("an observer does not sign the decision"));
    const QString why = reason.trimmed();
    if (choice != SignChoice::Agree && why.isEmpty())
        return Error{Error::Kind::BadInput, choice == SignChoice::Dissent
                                                ? Text::tr("A dissent needs its reason in writing")
                                                : Text::tr("Agreeing with reservations needs the reservations "
                                                           "in writing")};
    auto fingerprint = fingerprint::compute(storage, fingerprint::Part::WithoutSignatures);
    if (!fingerprint)
        return fingerprint.error();
    const Signature signature{memberId, choice, choice == SignChoice::Agree ? QString() : why, nowText(workspace),
                              *fingerprint};
    auto change = SignoffRepository(storage).signChange(signature);
    if (!change)
        return change.error();
    const QString previous = change->op == Change::Op::Update
                                 ? change->before.value(QStringLiteral("choice")).toString() // not storage: a key
                                 : QString();
    AuditAct act{QStringLiteral("sign"),
                 QStringLiteral("signature"), // not storage: an audit entity
                 memberId,
                 QStringLiteral("choice"), // not storage: an audit field
                 previous.isEmpty() ? QVariant() : QVariant(previous),
                 QVariant(SignoffRepository::choiceKey(choice) +
                          (signature.reason.isEmpty() ? QString() : QString(u": " + signature.reason))),
                 QString()};
    // The signature is the member's own act: it is written as theirs.
    const QString actor = workspace.actor();
    const QString acting = workspace.actingMemberId();
    const auto restore = qScopeGuard([&] {
        workspace.setActor(actor);
        workspace.setActingMember(acting);
    });
    workspace.setActor((*member)->name);
    workspace.setActingMember(memberId);
    return workspace.record({*change}, act);
}

Result<void> freeze(Workspace& workspace, const QString& reason)
{
    const Storage& storage = ModelAccess::storage(workspace);
    if (auto refused = chairRefusal(storage, workspace.actingMemberId()))
        return *refused;
    auto current = state(storage);
    if (!current)
        return current.error();
    if (current->freeze)
        return Error{Error::Kind::Signed,
                     Text::tr("The decision is already frozen (since %1)").arg(current->freeze->frozenAt)};
    const QString why = reason.trimmed();
    if (!current->complete() && why.isEmpty())
        return Error{Error::Kind::BadInput,
                     Text::tr("%1 of %2 members have signed the decision as it is: freezing it without every "
                              "signature needs a reason (--reason)")
                         .arg(current->currentSignatures())
                         .arg(current->signers.size())};
    auto fingerprint = fingerprint::compute(storage);
    if (!fingerprint)
        return fingerprint.error();
    auto head = AuditRepository(storage).storedHead();
    if (!head)
        return head.error();
    const QString at = nowText(workspace);
    DecisionFreeze record;
    record.frozenBy = workspace.actor();
    record.frozenAt = at;
    record.reason = why;
    record.fingerprint = *fingerprint;
    record.chainHead = head->text();
    const SignoffRepository repository(storage);
    auto change = repository.freezeChange(record);
    if (!change)
        return change.error();
    ChangeSet changes{*change};
    auto signedRecord = repository.markRecordSigned(at);
    if (!signedRecord)
        return signedRecord.error();
    if (*signedRecord)
        changes.append(**signedRecord);
    return workspace.record(changes, AuditAct{QStringLiteral("freeze"),
                                              QStringLiteral("decision"), // not storage: an audit entity
                                              QString(),
                                              QStringLiteral("fingerprint"), // not storage: an audit field
                                              QVariant(), *fingerprint, AuditRepository::bilingualDetail({why, why})});
}

Result<void> reopen(Workspace& workspace, const QString& reason)
{
    const Storage& storage = ModelAccess::storage(workspace);
    if (auto refused = chairRefusal(storage, workspace.actingMemberId()))
        return *refused;
    const QString why = reason.trimmed();
    if (why.isEmpty())
        return Error{Error::Kind::BadInput, Text::tr("Reopening the decision needs a reason (--reason)")};
    const SignoffRepository repository(storage);
    auto freeze = repository.currentFreeze();
    if (!freeze)
        return freeze.error();
    if (!*freeze)
        return Error{Error::Kind::BadInput, Text::tr("The decision is not frozen: there is nothing to reopen")};
    auto changes = repository.reopenChanges(**freeze, workspace.actor(), nowText(workspace), why);
    if (!changes)
        return changes.error();
    return workspace.record(*changes,
                            AuditAct{QStringLiteral("reopen"),
                                     QStringLiteral("decision"), // not storage: an audit entity
                                     QString(),
                                     QStringLiteral("fingerprint"), // not storage: an audit field
                                     (*freeze)->fingerprint, QVariant(), AuditRepository::bilingualDetail({why, why})});
}

QString choiceText(SignChoice choice)
{
    switch (choice) {
    case SignChoice::Agree:
        return Text::tr("Agree");
    case SignChoice::Reservations:
        return Text::tr("Agree with reservations");
    case SignChoice::Dissent:
        return Text::tr("Dissent");
    }
    return {};
}

} // namespace gatebench::signoff
