#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"
#include "repositories/Stored.h"

#include <QSet>

#include <optional>

namespace gatebench {

class Storage;

/// The candidates of an evaluation: the only code that knows the `candidates` table and its columns.
/// Reads give `Candidate` values in committee order; writes are `Change`s for the command functions
/// (model/commands/Candidates.h), which run them as undoable, audited commands.
class CandidateRepository {
public:
    explicit CandidateRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// Every candidate in committee order (position, then id).
    Result<QList<Candidate>> all() const;
    /// The candidate `id`; null when there is none.
    Result<std::optional<Candidate>> find(const QString& id) const;
    Result<bool> exists(const QString& id) const;
    /// The position after the last candidate.
    Result<int> nextPosition() const;

    /// Adds `candidate` as it is (its id must be free).
    ChangeSet insert(const Candidate& candidate) const;

    /// Every candidate as stored, in committee order: what an import starts from.
    Result<QList<Stored<Candidate>>> stored() const;
    /// The insert of a new candidate, for an import (its id must be free).
    static Change inserted(const Candidate& candidate);
    /// The update that sets `values` on a candidate as an import found it: only the fields whose
    /// value changes, each expecting the value as stored. Empty when nothing changes.
    static ChangeSet updated(const Stored<Candidate>& stored, const QList<std::pair<CandidateField, QVariant>>& values);
    /// Sets fields of candidate `id`; only fields whose value changes are written (an empty set when
    /// nothing changes). A Conflict when the candidate no longer exists, or when `expected` (what the
    /// editor showed) is given and the stored candidate no longer holds it in one of those fields:
    /// another writer changed it since, and an edit must not overwrite what it has not seen.
    Result<ChangeSet> setFields(const QString& id, const QList<std::pair<CandidateField, QVariant>>& values,
                                const std::optional<Candidate>& expected = std::nullopt) const;
    /// Takes candidate `id` out of the evaluation with `reason`, or brings it back (reason ignored).
    Result<ChangeSet> setShortlisted(const QString& id, bool shortlisted, const QString& reason) const;
    /// Removes candidate `id` with every row that refers to it (see Workspace::removalWithDependents).
    struct Removal {
        QString table;
        Filter key;
    };
    static Removal removal(const QString& id);

    /// The stable ASCII key of a field: its column, the header of the candidates CSV and the suffix
    /// of its editor's object name ("name_zh").
    static QString fieldKey(CandidateField field);
    /// The field of a key; null when `key` names none.
    static std::optional<CandidateField> fieldFromKey(const QString& key);

    /// How many rows refer to candidate `id`, per kind, for a removal's confirmation question.
    struct Dependents {
        qint64 assessments = 0;
        qint64 scores = 0;
        qint64 pocRuns = 0;
        qint64 tcoLines = 0;
    };
    Result<Dependents> dependents(const QString& id) const;
    /// The candidates that have PoC runs.
    Result<QSet<QString>> withPocRuns() const;

    /// What a step's change event says about candidates: whether it may have changed any, whether
    /// it added, removed or reordered some (read the list again), and which ones it edited in place.
    static bool touchedBy(const ChangeEvent& event);
    static bool reorderedBy(const ChangeEvent& event);
    static QStringList editedIn(const ChangeEvent& event);

    /// The storage form of a whole candidate, and back (for imports and the demo, which write rows
    /// in bulk).
    static Row toRow(const Candidate& candidate);
    static Candidate fromRow(const Row& row);
    /// Writes `candidates` directly, in order (creating a workspace, inside its transaction), never
    /// through undo.
    static Result<void> insertAll(Storage& storage, const QList<Candidate>& candidates);

private:
    const Storage& m_storage;
};

} // namespace gatebench
