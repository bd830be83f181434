#include "committee/WriteGuard.h"

#include "repositories/SignoffRepository.h"

#include <QCoreApplication>

namespace gatebench::committee {

std::optional<Error> permissionRefusal(const Storage& storage, const QString& memberId, const WriteIntent& intent)
{
    // Members and their permissions (issue 29, "Members, assignments, recusal") decide here.
    Q_UNUSED(storage);
    Q_UNUSED(memberId);
    Q_UNUSED(intent);
    return std::nullopt;
}

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::WriteGuard)
};

} // namespace

std::optional<Error> freezeRefusal(const Storage& storage, const WriteIntent& intent)
{
    // What the fingerprint does not cover (the job log, notes on candidates' profiles, the baseline,
    // vendor answers, workflow coverage, exit readiness, settings other than the TCO's, the committee's
    // rounds) stays open; the chair's reopening is the one way out.
    std::optional<QString> part;
    if (intent.changes) {
        if (SignoffRepository::reopens(*intent.changes))
            return std::nullopt;
        for (const Change& change : *intent.changes) {
            if ((part = SignoffRepository::fingerprintPart(change)))
                break;
        }
    }
    if (!part && !intent.jobLog)
        part = SignoffRepository::fingerprintPart(intent.importTables);
    if (!part)
        return std::nullopt;
    auto freeze = SignoffRepository(storage).currentFreeze();
    if (!freeze)
        return freeze.error();
    if (!*freeze)
        return std::nullopt;
    return Error{Error::Kind::Signed,
                 Text::tr("Signed: the chair must reopen the decision first. The decision was signed and frozen by %1 "
                          "on %2, and this change (of a %3) would change the data its fingerprint covers. Nothing was "
                          "written. The chair can reopen it with a reason (Reopen… on the Report page, or gatebench "
                          "reopen FILE --reason TEXT), which clears the signatures.")
                     .arg((*freeze)->frozenBy, (*freeze)->frozenAt.left(10), *part)};
}

std::optional<Error> writeRefusal(const Storage& storage, const QString& memberId, const WriteIntent& intent)
{
    if (auto refused = permissionRefusal(storage, memberId, intent))
        return refused;
    return freezeRefusal(storage, intent);
}

} // namespace gatebench::committee
