#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Member.h"
#include "storage/Storage.h"

#include <optional>

namespace gatebench {

/// The review committee as stored (schema step 21): the members (`reviewers`, with their permission
/// and function), the scoring assignments (`scoring_assignments`), the quorums (`scoring_quorums`)
/// and the recusals (`recusals`): the only code that knows these tables and their columns. Writes
/// are `Change`s for the commands (commands/Members.h). A file read as it is at a version before 21
/// has no committee: every member reads as a member of function "other", and there are no
/// assignments, quorums or recusals.
class MemberRepository {
public:
    explicit MemberRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// Whether the file has the committee's tables (version 21 on).
    bool available() const;

    /// Every member in id order.
    Result<QList<Member>> members() const;
    /// Member `id`; null when there is none.
    Result<std::optional<Member>> find(const QString& id) const;
    /// The id of the member named `name`; empty when there is none.
    Result<QString> named(const QString& name) const;
    /// Whether any member is the chair.
    Result<bool> hasChair() const;

    /// Every assignment in (criterion, member) order; every quorum set, every recusal.
    Result<QList<ScoringAssignment>> assignments() const;
    Result<QList<ScoringQuorum>> quorums() const;
    Result<QList<Recusal>> recusals() const;
    /// The recusal of `memberId` for `candidateId`; null when there is none.
    Result<std::optional<Recusal>> recusal(const QString& memberId, const QString& candidateId) const;

    /// The changes of the committee: add, change (only the fields that differ; null when none do) and
    /// add or remove an assignment, a quorum and a recusal. A member is removed with every row that
    /// names it (Workspace::removalWithDependents on memberKey()).
    static Change add(const Member& member);
    /// The change that adds a reviewer for whoever acts without being a member (a score given under
    /// the operating-system user's name, as before the committee): its id and name, no role, not
    /// simulated; its permission and function are the table's defaults (a member of "other").
    static Change addActing(const QString& id, const QString& name);
    static std::optional<Change> update(const Member& before, const Member& after);
    static QString memberTable();
    static Filter memberKey(const QString& id);
    static Change addAssignment(const ScoringAssignment& assignment);
    static Change removeAssignment(const ScoringAssignment& assignment);
    /// Sets (`after`) or clears (null) a criterion's quorum that was `before` (null: none).
    static std::optional<Change> quorumChange(const QString& criterionId, std::optional<int> before,
                                              std::optional<int> after);
    static Change addRecusal(const Recusal& recusal);
    static Change removeRecusal(const Recusal& recusal);

    /// Writes directly, in order (creating a workspace, inside its transaction), never through undo.
    static Result<void> insertMembers(Storage& storage, const QList<Member>& members);

    /// What a write changes, as the committee's rules (committee/WriteGuard.h) see it.
    enum class Area {
        Members,    ///< the members, the assignments and the quorums: the chair's
        Recusals,   ///< a member's own declaration (or the chair's record of it)
        Scores,     ///< a bonus score with its note: its member's own
        Signatures, ///< a member's own signature
        ChairOnly,  ///< scoring rounds and their cells, consensus scores, seals, freezes, the plan's owners
        Other       ///< the rest of the evaluation
    };
    static Area areaOf(const QString& table);
    /// The member a change of Scores, Recusals or Signatures is about: in its key, else in the row it
    /// writes or removes; for a score also its candidate. Empty when the change names none.
    static QString memberOf(const Change& change);
    static QString candidateOf(const Change& change);
    /// Whether a score change adds or changes a score (a removal never breaks a recusal).
    static bool writesScore(const Change& change);
    /// Whether the change adds a member that is a chair or makes one chair.
    static bool namesChair(const Change& change);
    /// The member a change of the Members area adds (its id), else empty.
    static QString addedMember(const Change& change);

    /// Whether a step may have changed the committee (members, assignments, quorums, recusals).
    static bool touchedBy(const ChangeEvent& event);

private:
    const Storage& m_storage;
};

} // namespace gatebench
