#pragma once

#include "domain/Member.h"

#include <QString>

namespace gatebench {

/// Who reads an evaluation: what every read of the read layer (workspace/EvaluationQueries.h) is
/// asked for. Today every viewer is `everyone()` and reads everything; a committee member, the chair
/// and an observer are named here so that a sealed scoring round can decide in one place what each of
/// them may see.
class Viewer {
public:
    enum class Role {
        Everyone, ///< no one in particular: everything that is not sealed (today: everything)
        Member,   ///< a committee member: their own sealed scores, no one else's
        Chair,    ///< the chair: progress of a sealed round, never its values
        Observer  ///< an observer: reads what everyone reads, writes nothing
    };

    Viewer() = default;
    static Viewer everyone() { return {}; }
    static Viewer member(const QString& memberId) { return Viewer(Role::Member, memberId); }
    static Viewer chair(const QString& memberId) { return Viewer(Role::Chair, memberId); }
    static Viewer observer(const QString& memberId) { return Viewer(Role::Observer, memberId); }
    /// The viewer a committee member with `permission` is.
    static Viewer of(Permission permission, const QString& memberId)
    {
        switch (permission) {
        case Permission::Chair:
            return chair(memberId);
        case Permission::Observer:
            return observer(memberId);
        case Permission::Member:
            break;
        }
        return member(memberId);
    }

    Role role() const { return m_role; }
    /// The member's id; empty for everyone.
    const QString& memberId() const { return m_memberId; }
    bool isEveryone() const { return m_role == Role::Everyone; }

    friend bool operator==(const Viewer& a, const Viewer& b)
    {
        return a.m_role == b.m_role && a.m_memberId == b.m_memberId;
    }
    friend bool operator!=(const Viewer& a, const Viewer& b) { return !(a == b); }

private:
    Viewer(Role role, const QString& memberId)
        : m_role(role)
        , m_memberId(memberId)
    {}

    Role m_role = Role::Everyone;
    QString m_memberId;
};

} // namespace gatebench
