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

/// The version of the serialization, its first line ("gatebench-fingerprint 2"). Version 1 had no
/// consensus scores, recusals or signatures (README.md keeps its description).
inline constexpr int kVersion = 2;

/// What the serialization holds: all of it (the report's fingerprint, recorded by a freeze), or all
/// but the signatures (what a member signs: every member who signs the same data signs the same one).
enum class Part { Whole, WithoutSignatures };

/// The canonical serialization (UTF-8): candidates, criteria with their metric rules, gate verdicts
/// with waivers, overrides and evidence, evidence files' hashes, bonus scores, consensus scores,
/// recusals, PoC scenarios and runs, the TCO (basis, volumes, FX rates, scenarios, lines), the latest
/// decision record (without its record signature) and the members' signatures (choice and reason).
/// The audit log, job records, imports' register and every UI setting are left out.
Result<QByteArray> canonical(const Storage& storage, Part part = Part::Whole);

/// SHA-256 of canonical(), 64 lowercase hex digits.
Result<QString> compute(const Storage& storage, Part part = Part::Whole);

/// The short form shown in page headers: the first 16 hex digits in groups of four ("3f2a 91c0 7b4e 0d15").
QString shortForm(const QString& fingerprint);

} // namespace fingerprint
} // namespace gatebench
