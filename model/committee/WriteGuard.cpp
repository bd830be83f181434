#include "committee/WriteGuard.h"

namespace gatebench::committee {

std::optional<Error> permissionRefusal(const Storage& storage, const QString& memberId, const WriteIntent& intent)
{
    // Members and their permissions (issue 29, "Members, assignments, recusal") decide here.
    Q_UNUSED(storage);
    Q_UNUSED(memberId);
    Q_UNUSED(intent);
    return std::nullopt;
}

std::optional<Error> freezeRefusal(const Storage& storage, const WriteIntent& intent)
{
    // The signed, frozen decision (issue 29, "Sign-off") decides here.
    Q_UNUSED(storage);
    Q_UNUSED(intent);
    return std::nullopt;
}

std::optional<Error> writeRefusal(const Storage& storage, const QString& memberId, const WriteIntent& intent)
{
    if (auto refused = permissionRefusal(storage, memberId, intent))
        return refused;
    return freezeRefusal(storage, intent);
}

} // namespace gatebench::committee
