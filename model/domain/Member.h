#pragma once
// The review committee as plain values: its members with their permission and function, which
// bonus criteria each member scores, the quorum of each criterion and the members' declared
// conflicts of interest. Stored by repositories/MemberRepository (the reviewers of version 1 are the
// members), written by commands/Members.

#include <QList>
#include <QString>

#include <optional>

namespace gatebench {

/// What a member may do (schema step 21): the chair manages the committee and its rounds, a member
/// scores and signs, an observer reads and writes nothing.
enum class Permission { Chair, Member, Observer };

/// Where a member comes from.
enum class MemberFunction { Security, Finance, Platform, Algorithm, Business, Other };

/// A member of the review committee.
struct Member {
    QString id;
    QString name;
    QString role; ///< a free text title ("Security lead"), as version 1 kept it
    Permission permission = Permission::Member;
    MemberFunction function = MemberFunction::Other;
    bool simulated = false;
    bool operator==(const Member& other) const = default;
};

/// A member assigned to score a bonus criterion. A criterion without assignments is scored by every
/// chair and member.
struct ScoringAssignment {
    QString criterionId;
    QString memberId;
    bool operator==(const ScoringAssignment& other) const = default;
};

/// The scores each cell of a bonus criterion needs before a round is revealed without a reason.
struct ScoringQuorum {
    QString criterionId;
    int quorum = 2;
    bool operator==(const ScoringQuorum& other) const = default;
};

/// A member's declared conflict of interest for a candidate: their scores for it are refused and
/// left out of the decision.
struct Recusal {
    QString memberId;
    QString candidateId;
    QString reason;
    QString declaredAt; ///< UTC, ISO 8601
    bool operator==(const Recusal& other) const = default;
};

/// The quorum of a criterion without one of its own.
inline constexpr int kDefaultQuorum = 2;
/// The largest quorum the file accepts.
inline constexpr int kMaxQuorum = 1000;

/// The stored keys ("chair", "security") of the enumerations, and back (null for an unknown key).
QString permissionKey(Permission permission);
std::optional<Permission> permissionFromKey(const QString& key);
QString functionKey(MemberFunction function);
std::optional<MemberFunction> functionFromKey(const QString& key);
QList<Permission> allPermissions();
QList<MemberFunction> allFunctions();

/// The translated names (the interface's language, or the report's translator): "Chair" / "主席".
QString permissionLabel(Permission permission);
QString functionLabel(MemberFunction function);

} // namespace gatebench
