#pragma once

#include "core/Result.h"
#include "domain/Member.h"
#include "repositories/SignoffRepository.h"

#include <QList>
#include <QString>

#include <optional>

namespace gatebench {

class Storage;
class Workspace;

/// Sign-off (issue 29): every member signs the decision record (agree, agree with reservations, or
/// dissent, the last two with a reason); the chair freezes the decision once the signatures are in (or
/// with a reason), recording the report's fingerprint and the audit chain head; while it is frozen
/// every edit of what the fingerprint covers is refused (committee::freezeRefusal); the chair reopens
/// it with a reason, which clears the signatures. Signing, freezing and reopening are audited records
/// of their own, not steps of Edit > Undo.
namespace signoff {

/// One member and their signature.
struct MemberSignoff {
    Member member;
    std::optional<Signature> signature;
    /// The signature is on the data as it is now (its fingerprint is the current one); a signature
    /// on earlier data must be given again.
    bool current = false;
};

/// Where the sign-off stands.
struct State {
    QList<MemberSignoff> signers;         ///< the chair and the members, in id order (observers do not sign)
    QList<Member> others;                 ///< the observers
    QString fingerprint;                  ///< what a signature now signs: the data without the signatures
    std::optional<DecisionFreeze> freeze; ///< the freeze in force
    /// Every signer has signed the data as it is.
    bool complete() const;
    int currentSignatures() const;
};

Result<State> state(const Storage& storage);

/// `memberId` signs the decision as it is now. Refused: an unknown member (BadInput), an observer
/// (NotPermitted), reservations or a dissent without a reason (BadInput), a frozen decision (Signed).
/// Acts as that member (the workspace's acting member and actor for this write).
Result<void> sign(Workspace& workspace, const QString& memberId, SignChoice choice, const QString& reason);

/// The chair freezes the decision. Without every signer's current signature `reason` is required.
Result<void> freeze(Workspace& workspace, const QString& reason);

/// The chair reopens the frozen decision with `reason` (required); the signatures are cleared.
Result<void> reopen(Workspace& workspace, const QString& reason);

/// Why the acting member (`memberId`) may not act as the chair: NotPermitted for a member or an
/// observer, or for no member at all once the evaluation has a chair. An evaluation without a chair
/// lets whoever acts (as before the committee). committee::chairRefusal's rule, named for the freeze.
std::optional<Error> chairRefusal(const Storage& storage, const QString& memberId);

/// The words of a choice, in the interface language (a permission's and a function's are
/// permissionLabel and functionLabel, domain/Member.h).
QString choiceText(SignChoice choice);

} // namespace signoff
} // namespace gatebench
