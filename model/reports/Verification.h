#pragma once

#include "core/Result.h"
#include "repositories/AuditRepository.h"

#include <QList>
#include <QString>
#include <QVariantMap>

#include <optional>

namespace gatebench {

class Storage;

/// `gatebench verify`: what a workspace file's own content can prove about its record. SQLite's full
/// integrity check, the audit chain (every hash recomputed from the canonical form, no entry missing,
/// no entry without its hash after the chain started), every evidence file against its recorded
/// SHA-256, and with an expected head (`N:HASH`, kept from a report or a bundle) that the chain still
/// holds it at entry N. Reads only: the file stays byte for byte as it was.
namespace verification {

/// One check made, or one that cannot be made, by its ASCII id ("sqlite_integrity", "schema",
/// "audit_chain", "expected_head", "evidence_files", "signed_fingerprint" once the decision is frozen;
/// not checked: "signed_fingerprint" before, "before_chain", "tail_and_rewrite", "rewritten_file") and
/// what it says in the output language.
struct Item {
    QString id;
    QString text;
    /// What `verify --json` adds to the id: for a check made its counts ("entries", "chained",
    /// "before_chain", "files", "head"), for one not made its "reason" as an ASCII key
    /// ("no_signed_decision", "no_hash", "no_expected_head", "outside_the_file", "before_version_20").
    QVariantMap facts;
};

/// Something that does not hold, by its ASCII kind ("sqlite_integrity", "schema_drift", "missing_entry",
/// "hash_mismatch", "unchained_entry", "expected_head", "evidence_file", "signed_fingerprint"), the
/// audit entry (seq) or the
/// evidence file (id) it names, and a message in the output language.
struct Problem {
    QString kind;
    qint64 entry = 0;        ///< 0: none
    qint64 evidenceFile = 0; ///< 0: none
    QString message;
};

/// The audit chain as checked.
struct ChainCheck {
    qint64 entries = 0;     ///< N: the last entry's seq
    qint64 beforeChain = 0; ///< entries at the start that carry no hash (a file upgraded to version 20)
    qint64 chained = 0;
    bool hasChain = true;    ///< false: a file before version 20 (read as it is)
    ChainHead head;          ///< as stored
    QList<Problem> problems; ///< in entry order; the first names the first broken entry
};

/// Checks the chain of the log behind `storage`, and with `expect` that it holds that head.
Result<ChainCheck> checkChain(const Storage& storage, const std::optional<ChainHead>& expect = std::nullopt);

/// Checks every evidence file's content against its recorded SHA-256 and size; returns the problems
/// and the number of files in `files`.
Result<QList<Problem>> checkEvidence(const Storage& storage, qint64& files);

struct Report {
    QString path;
    ChainHead head;
    QList<Item> checked;
    QList<Item> notChecked;
    /// integrity, schema drift, then the chain in entry order, the expected head, evidence, the
    /// signed fingerprint
    QList<Problem> problems;
    bool ok() const { return problems.isEmpty(); }
};

/// Opens `path` read-only and runs every check. An error is a file that cannot be opened at all
/// (not a GateBench workspace, cut short: exit 3). A schema that is not GateBench's (triggers dropped
/// and not put back, a table added) is a problem, and the rest is still checked.
Result<Report> verifyFile(const QString& path, const std::optional<ChainHead>& expect);

} // namespace verification

} // namespace gatebench
