#pragma once

#include "commands/Change.h"
#include "core/Result.h"

#include <QStringList>

#include <optional>

namespace gatebench {

class Storage;

namespace committee {

/// What a write is about to change, as the committee's rules see it: every change of an edit, an
/// undo or a redo; for an import, the tables it adds rows to (its rows are not looked at one by one).
struct WriteIntent {
    const ChangeSet* changes = nullptr;
    QStringList importTables;
    /// A job-log import: the fingerprint does not cover the job log, so a frozen decision allows it.
    bool jobLog = false;
};

/// Why the acting member (`memberId`, empty: no member chosen, the operating-system user acts as
/// before the committee) may not make `intent` on `storage`: an observer writes nothing, only the
/// chair manages the members and the rounds, a member's scores for a candidate they recused from are
/// refused (Error::Kind::NotPermitted, exit 6); else nothing. Called by every write of the workspace
/// inside its transaction, before anything is written.
std::optional<Error> permissionRefusal(const Storage& storage, const QString& memberId, const WriteIntent& intent);

/// Why `intent` may not be written while the decision is signed and frozen: it would change what
/// the report's fingerprint covers (Error::Kind::Signed, exit 5; the chair must reopen the decision
/// first); else nothing. Job-log imports and notes the fingerprint does not cover stay allowed.
std::optional<Error> freezeRefusal(const Storage& storage, const WriteIntent& intent);

/// Why the acting member (`memberId`, as above) may not do what only the chair does (`action`, a
/// phrase: "reveal a scoring round"), before anything is read or written: one who is no member of
/// the committee, an observer or a member is refused (Error::Kind::NotPermitted, exit 6), and so is
/// no member chosen once the evaluation has a chair; else nothing. The write itself is checked again
/// by permissionRefusal (the chair's tables); this is for what is not a write (a kit) and for a
/// refusal that names the action.
std::optional<Error> chairRefusal(const Storage& storage, const QString& memberId, const QString& action);

/// Both, permission first.
std::optional<Error> writeRefusal(const Storage& storage, const QString& memberId, const WriteIntent& intent);

} // namespace committee
} // namespace gatebench
