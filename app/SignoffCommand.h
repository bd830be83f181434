#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench sign FILE --member ID --agree|--reservations TEXT|--dissent TEXT`: the member signs the
/// decision as it is (committee/Signoff.h); acts as that member. An observer may not (exit 6).
int commandSign(const QStringList& arguments);

/// `gatebench freeze FILE [--reason TEXT]`: the chair freezes the decision (the reason is required
/// unless every member has signed); records the fingerprint and the audit chain head.
int commandFreeze(const QStringList& arguments);

/// `gatebench reopen FILE --reason TEXT`: the chair reopens the frozen decision; the signatures are
/// cleared.
int commandReopen(const QStringList& arguments);

} // namespace gatebench
