#pragma once

#include "core/Result.h"
#include "domain/Member.h"

#include <QStringList>

#include <optional>

namespace gatebench {

class Storage;
class Workspace;

/// The review committee as undoable, audited commands on the workspace: its members, which bonus
/// criteria each scores, the quorum of each criterion and the members' recusals. Who may run them is
/// decided where every write is checked (committee/WriteGuard.h: only the chair manages the members,
/// assignments and quorums; a member declares their own recusal; an observer writes nothing), so that
/// the window, the command line and the tests share the rules.
namespace members {

/// Adds `member` (its id free, a name no other member has; the id, if empty, derived from the name).
/// Returns the id.
Result<QString> add(Workspace& workspace, const Member& member);

/// Changes member `wanted.id`'s name, role, permission and function to `wanted`'s (nothing when
/// nothing changes). The last chair keeps the chair: the evaluation names another chair first.
Result<void> change(Workspace& workspace, const Member& wanted);

/// Removes member `id` with every row that names them (their scores, assignments, recusals and
/// signatures), as one undoable step. The last chair cannot be removed.
Result<void> remove(Workspace& workspace, const QString& id);

/// Sets the members who score bonus criterion `criterionId` (empty: every chair and member, the
/// default), as one undoable step.
Result<void> setAssignments(Workspace& workspace, const QString& criterionId, const QStringList& memberIds);

/// Sets the quorum of bonus criterion `criterionId` (1 to kMaxQuorum scores per cell; null: the
/// default, kDefaultQuorum).
Result<void> setQuorum(Workspace& workspace, const QString& criterionId, std::optional<int> quorum);

/// Member `memberId` declares a conflict of interest for candidate `candidateId`; the reason is
/// required. Their scores for it are refused from then on and left out of the decision (they stay
/// stored, and count again if the recusal is withdrawn).
Result<void> declareRecusal(Workspace& workspace, const QString& memberId, const QString& candidateId,
                            const QString& reason);

/// Withdraws that recusal (nothing when there is none).
Result<void> withdrawRecusal(Workspace& workspace, const QString& memberId, const QString& candidateId);

/// Whether `id` can be a member's id: 1 to 64 ASCII letters, digits, '.', '_' or '-'.
bool isValidId(const QString& id);

/// The members who score `criterionId` under `assignments`: those assigned, else every chair and
/// member (observers never score).
QStringList scorersOf(const QString& criterionId, const QList<Member>& members,
                      const QList<ScoringAssignment>& assignments);

} // namespace members
} // namespace gatebench
