#include "committee/WriteGuard.h"

#include "committee/MinutesGuard.h"
#include "domain/Member.h"
#include "repositories/MemberRepository.h"
#include "repositories/MinutesRepository.h"
#include "repositories/SignoffRepository.h"

#include <QCoreApplication>

namespace gatebench::committee {

namespace {

/// The translation context of the committee's refusals (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::WriteGuard)
};

using Area = MemberRepository::Area;

/// What a write of `area` does, as a refusal names it.
QString actionOf(Area area)
{
    switch (area) {
    case Area::Members:
        return Text::tr("manage the members, their assignments and quorums");
    case Area::Recusals:
        return Text::tr("declare or withdraw another member's recusal");
    case Area::Scores:
        return Text::tr("change another member's bonus score");
    case Area::Signatures:
        return Text::tr("sign for another member");
    case Area::ChairOnly:
        return Text::tr("open, close or reveal scoring rounds, set consensus scores, record seals, take snapshots or "
                        "freeze the decision");
    case Area::Other:
        break;
    }
    return Text::tr("change the evaluation");
}

/// A score by someone who is no member yet adds them as a member with it (as before the committee):
/// the member row `change` adds or removes goes with a score of the same member in `changes`, and is
/// no chair.
bool isScorersOwnRow(const Change& change, const ChangeSet& changes)
{
    if (MemberRepository::areaOf(change.table) != Area::Members || MemberRepository::namesChair(change))
        return false;
    const QString id = MemberRepository::memberOf(change);
    if (id.isEmpty() || change.op == Change::Op::Update || change.table != MemberRepository::memberTable())
        return false;
    for (const Change& other : changes) {
        if (MemberRepository::areaOf(other.table) == Area::Scores && other.op == change.op &&
            MemberRepository::memberOf(other) == id)
            return true;
    }
    return false;
}

/// The refusal of `action` to `member` (null: no member chosen).
Error refusalOf(const std::optional<Member>& member, const QString& action)
{
    if (member) {
        const QString role = permissionLabel(member->permission);
        return Error{
            Error::Kind::NotPermitted,
            Text::tr("%1 (%2) may not %3: not permitted for %2; nothing was changed.").arg(member->name, role, action)};
    }
    return Error{Error::Kind::NotPermitted,
                 Text::tr("Only the chair may %1, and no member is chosen to act (choose who acts, or give "
                          "--as-member ID): not permitted; nothing was changed.")
                     .arg(action)};
}

/// The member `memberId` names, or a refusal when it names none.
Result<Member> committeeMember(const MemberRepository& committee, const QString& memberId)
{
    auto found = committee.find(memberId);
    if (!found)
        return found.error();
    if (!*found)
        return Error{Error::Kind::NotPermitted,
                     Text::tr("%1 is not a member of this evaluation's committee: not permitted; nothing was "
                              "changed.")
                         .arg(memberId)};
    return **found;
}

} // namespace

std::optional<Error> chairRefusal(const Storage& storage, const QString& memberId, const QString& action)
{
    const MemberRepository committee(storage);
    if (!committee.available())
        return std::nullopt;
    if (memberId.isEmpty()) {
        auto chair = committee.hasChair(); // until the evaluation has a chair, whoever acts may
        if (!chair)
            return chair.error();
        if (!*chair)
            return std::nullopt;
        return refusalOf(std::nullopt, action);
    }
    auto member = committeeMember(committee, memberId);
    if (!member)
        return member.error();
    if (member->permission != Permission::Chair)
        return refusalOf(*member, action);
    return std::nullopt;
}

std::optional<Error> permissionRefusal(const Storage& storage, const QString& memberId, const WriteIntent& intent)
{
    const MemberRepository committee(storage);
    if (!committee.available())
        return std::nullopt; // a file before the committee is upgraded before anything is written
    const bool writes = (intent.changes && !intent.changes->isEmpty()) || !intent.importTables.isEmpty();
    if (!writes)
        return std::nullopt;

    std::optional<Member> member;
    if (!memberId.isEmpty()) {
        auto found = committeeMember(committee, memberId);
        if (!found)
            return found.error();
        member = *found;
    }
    std::optional<bool> chairExists;
    const auto hasChair = [&]() -> Result<bool> {
        if (!chairExists) {
            auto r = committee.hasChair();
            if (!r)
                return r.error();
            chairExists = *r;
        }
        return *chairExists;
    };
    const auto refuse = [&](const QString& action) { return refusalOf(member, action); };

    if (member && member->permission == Permission::Observer)
        return refuse(actionOf(Area::Other));
    const bool chair = member && member->permission == Permission::Chair;

    // Whether `area` is open to this actor on someone's (`owner`) row.
    const auto allowed = [&](Area area, const QString& owner) -> Result<bool> {
        if (chair)
            return true;
        if (member) {
            switch (area) {
            case Area::Scores:
            case Area::Recusals:
            case Area::Signatures:
                return owner == member->id;
            case Area::Members: {
                auto c = hasChair(); // until the evaluation has a chair, whoever acts may name one
                if (!c)
                    return c.error();
                return !*c;
            }
            case Area::ChairOnly:
            case Area::Other:
                return false;
            }
            return false;
        }
        // No member chosen: the operating-system user acts as before the committee, except for what the
        // chair alone does once there is one.
        if (area == Area::Scores || area == Area::Other)
            return true;
        auto c = hasChair();
        if (!c)
            return c.error();
        return !*c;
    };

    if (intent.changes) {
        for (const Change& change : *intent.changes) {
            const Area area = MemberRepository::areaOf(change.table);
            if (!member && isScorersOwnRow(change, *intent.changes))
                continue;
            if (MinutesRepository::owns(change.table))
                continue; // the chair and the members write the minutes (minutesRefusal)
            auto ok = allowed(area, MemberRepository::memberOf(change));
            if (!ok)
                return ok.error();
            if (!*ok)
                return refuse(actionOf(area));
        }
        // A recused member's scores for the candidate are refused, whoever writes them (the chair's
        // packet import too), also when the recusal is declared in the same step.
        for (const Change& change : *intent.changes) {
            if (!MemberRepository::writesScore(change))
                continue;
            const QString scorer = MemberRepository::memberOf(change);
            const QString candidate = MemberRepository::candidateOf(change);
            bool recused = false;
            for (const Change& other : *intent.changes) {
                if (MemberRepository::areaOf(other.table) == Area::Recusals && other.op == Change::Op::Insert &&
                    MemberRepository::memberOf(other) == scorer && MemberRepository::candidateOf(other) == candidate)
                    recused = true;
            }
            if (!recused) {
                auto found = committee.recusal(scorer, candidate);
                if (!found)
                    return found.error();
                recused = found->has_value();
                // A recusal the same step withdraws no longer holds.
                for (const Change& other : *intent.changes) {
                    if (MemberRepository::areaOf(other.table) == Area::Recusals && other.op == Change::Op::Remove &&
                        MemberRepository::memberOf(other) == scorer &&
                        MemberRepository::candidateOf(other) == candidate)
                        recused = false;
                }
            }
            if (recused) {
                QString name = scorer;
                if (auto who = committee.find(scorer); who && *who)
                    name = (*who)->name;
                const QString role = member ? permissionLabel(member->permission) : permissionLabel(Permission::Member);
                return Error{Error::Kind::NotPermitted,
                             Text::tr("%1 recused from %2: their scores for it are refused (not permitted for %3); "
                                      "nothing was changed.")
                                 .arg(name, candidate, role)};
            }
        }
    }
    for (const QString& table : intent.importTables) {
        const Area area = MemberRepository::areaOf(table);
        // An import writes rows of many members at once: only the chair (or, without a member chosen,
        // whoever acts, outside the chair's tables).
        if (member && !chair)
            return refuse(Text::tr("import into the evaluation"));
        auto ok = allowed(area, QString());
        if (!ok)
            return ok.error();
        if (!*ok)
            return refuse(actionOf(area));
    }
    return std::nullopt;
}

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
    if (auto refused = minutesRefusal(storage, memberId, intent))
        return refused;
    return freezeRefusal(storage, intent);
}

} // namespace gatebench::committee
