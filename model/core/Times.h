#pragma once

#include <QString>
#include <QTimeZone>

namespace gatebench {

/// The zone named by an IANA id (the evaluation's cluster time zone); UTC when the id is unknown.
QTimeZone zoneOrUtc(const QString& id);

/// "2026-11-30 17:00 (Asia/Shanghai)" from a stored UTC time (ISO 8601); the stored text when it is
/// no time. Every time a user reads is shown this way: in the cluster's zone, with the zone named.
QString timeInZone(const QString& stored, const QTimeZone& zone);

} // namespace gatebench
