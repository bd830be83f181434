#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"
#include "repositories/Stored.h"

#include <optional>

namespace gatebench {

class Storage;

/// The proof of concept: the scenario catalogue (`poc_scenarios`) and the runs recorded on each
/// candidate (`poc_runs`). The only code that knows those tables. Reads give domain values; writes
/// are `Change`s for the command functions (commands/Poc.h) and the PoC import (importers/PocImporter),
/// which run them as undoable, audited steps.
class PocRepository {
public:
    explicit PocRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// The catalogue in the committee's order (position, then id). An Integrity error when a
    /// stored kind is not one the program knows.
    Result<QList<PocScenario>> scenarios() const;
    /// The scenario `id`; null when there is none.
    Result<std::optional<PocScenario>> scenario(const QString& id) const;
    /// The scenario `id` as stored, for an edit that expects what it replaces; null when there is none.
    Result<std::optional<Stored<PocScenario>>> storedScenario(const QString& id) const;
    /// Every run, in the order they were recorded. An Integrity error for an unknown outcome key.
    Result<QList<PocRun>> runs() const;
    /// Every run as stored: what an import of runs starts from.
    Result<QList<Stored<PocRun>>> storedRuns() const;
    /// How many runs refer to scenario `id` (for a removal's confirmation question).
    Result<qint64> runCount(const QString& scenarioId) const;

    /// Writes directly (creating a workspace, inside its transaction), never through undo; in order.
    static Result<void> insertScenarios(Storage& storage, const QList<PocScenario>& scenarios);
    static Result<void> insertRuns(Storage& storage, const QList<PocRun>& runs);

    /// The insert of a new scenario (its id must be free).
    static Change scenarioInserted(const PocScenario& scenario);
    /// The update that brings a stored scenario to `wanted`'s position, kind, titles, descriptions,
    /// minimum runs and aliases: only what changes, each expecting the value as stored. Empty when
    /// nothing changes. The id never changes here.
    static ChangeSet scenarioUpdated(const Stored<PocScenario>& stored, const PocScenario& wanted);
    /// Where the removal of scenario `id` starts (Workspace::removalWithDependents adds its runs).
    struct Removal {
        QString table;
        Filter key;
    };
    static Removal scenarioRemoval(const QString& id);
    /// The insert of a new run, for an import (which tags it with its id; `run.id` is left to storage).
    static Change runInserted(const PocRun& run);
    /// The update that brings a stored run to `wanted` (its id and import stay): only the columns
    /// whose value changes, each expecting the value as stored. Empty when nothing changes.
    static ChangeSet runUpdated(const Stored<PocRun>& stored, const PocRun& wanted);

    /// Whether a step may have changed the catalogue or the runs (the views read them again).
    static bool touchedBy(const ChangeEvent& event);

    /// The stored key of a scenario kind ("standard", "drill"), and back.
    static QString kindKey(PocScenarioKind kind);
    static std::optional<PocScenarioKind> kindFromKey(const QString& key);
    /// The stored key of an outcome ("success", "failure", "cancelled"), and back.
    static QString outcomeKey(PocOutcome outcome);
    static std::optional<PocOutcome> outcomeFromKey(const QString& key);

private:
    const Storage& m_storage;
};

} // namespace gatebench
