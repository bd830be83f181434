#pragma once

#include "core/Result.h"
#include "domain/Domain.h"

namespace gatebench {

class Storage;

/// The proof of concept: the scenario catalogue (`poc_scenarios`) and the runs recorded on each
/// candidate (`poc_runs`). The only code that knows those tables.
class PocRepository {
public:
    explicit PocRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// The catalogue in the committee's order (position, then id). An Integrity error when a
    /// stored kind is not one the program knows.
    Result<QList<PocScenario>> scenarios() const;
    /// Every run, in the order they were recorded.
    Result<QList<PocRun>> runs() const;

    /// Writes directly (creating a workspace, inside its transaction), never through undo; in order.
    static Result<void> insertScenarios(Storage& storage, const QList<PocScenario>& scenarios);
    static Result<void> insertRuns(Storage& storage, const QList<PocRun>& runs);

    /// The stored key of a scenario kind ("standard", "drill"), and back.
    static QString kindKey(PocScenarioKind kind);
    static std::optional<PocScenarioKind> kindFromKey(const QString& key);

private:
    const Storage& m_storage;
};

} // namespace gatebench
