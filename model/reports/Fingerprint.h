#pragma once
// The fingerprint of an evaluation's decision: SHA-256 over a canonical serialization of the data the
// decision rests on (README.md, "The fingerprint", documents the serialization byte for byte). The
// report prints it on every page; sign-off will reuse it to state what was signed.
#include "core/Result.h"

#include <QByteArray>
#include <QString>

namespace gatebench {

class Storage;

namespace fingerprint {

/// The version of the serialization, its first line ("gatebench-fingerprint 1").
inline constexpr int kVersion = 1;

/// The canonical serialization (UTF-8): candidates, criteria with their metric rules, gate verdicts
/// with waivers, overrides and evidence, evidence files' hashes, bonus scores, PoC scenarios and runs,
/// the TCO (basis, volumes, FX rates, scenarios, lines) and the latest decision record (without its
/// signature). The audit log, job records, imports' register and every UI setting are left out.
Result<QByteArray> canonical(const Storage& storage);

/// SHA-256 of canonical(), 64 lowercase hex digits.
Result<QString> compute(const Storage& storage);

/// The short form shown in page headers: the first 16 hex digits in groups of four ("3f2a 91c0 7b4e 0d15").
QString shortForm(const QString& fingerprint);

} // namespace fingerprint
} // namespace gatebench
