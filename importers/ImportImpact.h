#pragma once

#include "ImportTypes.h"
#include "core/Result.h"
#include "decision/DecisionDocument.h"

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace gatebench {

class Storage;

/// A candidate whose status (as DecisionDocument::statusText words it) an import would change.
struct CandidateChange {
    QString candidateId;
    bool added = false;                    ///< the import adds the candidate: it had no status before
    std::optional<CandidateStatus> before; ///< null: added, or set aside
    std::optional<CandidateStatus> after;  ///< null: set aside

    /// True when the candidate stops standing where it stood: it becomes Blocked or Eliminated
    /// (from another status, or as a new candidate).
    bool becomesStopped() const;
};

/// How a dry run worked out the decision after an import: not at all (nothing to write, or job
/// records, which never enter the decision), in a trial write on the evaluation itself that was
/// rolled back (Storage::trial), or in a scratch copy of it (a read-only file or opening).
enum class ImpactTrial { None, RolledBack, Copy };

/// What an import would change in the gate-first decision on one date: the decision before and
/// after it, and every candidate whose status changes. The one comparison behind the import
/// wizard's check page and `gatebench import --dry-run`.
struct ImportImpact {
    DecisionDocument before;
    DecisionDocument after;
    /// False when the import is not acceptable: then `after` is `before` and nothing changes.
    bool applied = false;
    QList<CandidateChange> changes; ///< in the order of the decision after the import
    ImpactTrial trial = ImpactTrial::None;

    bool recommendedChanges() const;
    bool alternativeChanges() const;
    /// True when neither the recommendation nor any candidate's status changes.
    bool changesNothing() const;
};

/// The candidates of `after` whose status text differs from the one in `before` (new ones included).
QList<CandidateChange> candidateChanges(const DecisionDocument& before, const DecisionDocument& after);

/// The decision on `date` of the evaluation in `storage`, worded in `language`.
Result<DecisionDocument> decisionDocument(const Storage& storage, QDate date, const QString& language);

/// Writes `prepared` into the evaluation in `storage` and compares the decision on `date` before and
/// after it: in a trial write that is rolled back (Storage::trial) where `storage` can take one (a
/// writable evaluation opened for writing or for trials: workspace/Workspace.h, Access::Trial), else
/// into a scratch copy (a consistent copy through Storage::copyTo, removed afterwards). Either way
/// the evaluation is left as it was, byte for byte; `storage` must belong to the calling thread (a
/// worker opens its own connection). An import that is not acceptable is not written: its impact
/// changes nothing.
Result<ImportImpact> importImpact(const Storage& storage, const PreparedImport& prepared, QDate date,
                                  const QString& language);

} // namespace gatebench
