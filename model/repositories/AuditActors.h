#pragma once
// Who acted beside the name an audit entry keeps (`actor`): the committee member's id and the
// operating-system user (schema version 21, `audit_log.member_id` and `os_user`), and the chain's
// canonical form 2 for an entry that records them (README "The audit chain"). AuditRepository's own
// functions read and write entries without them (form 1), as before the committee.
#include "core/Result.h"
#include "domain/Domain.h"
#include "repositories/AuditRepository.h"

#include <functional>

namespace gatebench {

class Storage;

/// The member (their id; empty: no member chosen) and the operating-system user of an entry; both
/// empty in entries written before version 21 and in the demo's simulated history.
struct AuditActors {
    QString memberId;
    QString osUser;
    bool isEmpty() const { return memberId.isEmpty() && osUser.isEmpty(); }
};

namespace auditactors {

/// AuditRepository::append with `actors` stored (a file before version 21 has nowhere to keep them:
/// they are left out, and out of the hash).
Result<qint64> append(Storage& storage, const AuditEntry& entry, const AuditActors& actors);

/// The canonical form of an entry: form 1 (`gatebench-audit 1` and the ten fields) when `actors` is
/// empty, else form 2 (`gatebench-audit 2`, the ten fields, then member_id and os_user, each as
/// `LENGTH:VALUE` and a line feed).
QByteArray canonical(const AuditEntry& entry, const AuditActors& actors);
/// SHA-256 of the previous hash (64 lowercase hex digits, as ASCII) followed by canonical().
QString chainNext(const QString& previous, const AuditEntry& entry, const AuditActors& actors);

/// Every entry with its stored chain hash and its actors, oldest first; `visit` returns false to stop.
Result<void> scanChain(const Storage& storage, const std::function<bool(const ChainLink&, const AuditActors&)>& visit);
/// Every entry with its actors, oldest first.
Result<void> scan(const Storage& storage, const std::function<bool(const AuditEntry&, const AuditActors&)>& visit);
/// The actors of entry `seq` (empty when it has none, or there is no such entry).
Result<AuditActors> find(const Storage& storage, qint64 seq);

/// The seals of the audit entries about scores of sealed cells, on a server under its roles (AuditRepository:
/// the entry keeps the seal, `audit_sealed` the values and the salt): `kept` is false where there are
/// none; `checked` counts the values this reader reads, `broken` the entries whose seal is not the one
/// their values and salt give (or whose entry does not keep one).
struct SealCheck {
    bool kept = false;
    qint64 checked = 0;
    QList<qint64> broken;
};
Result<SealCheck> checkSeals(const Storage& storage);

} // namespace auditactors
} // namespace gatebench
