#pragma once

#include "core/Result.h"
#include "domain/Domain.h"

namespace gatebench {

class Storage;

/// The three-year TCO: each candidate's load scenarios (`tco_scenarios`), its cost lines
/// (`tco_lines`) and the exchange rates they use (`fx_rates`), in exact decimals. The only code that
/// knows those tables.
class TcoRepository {
public:
    explicit TcoRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// Every scenario, by id.
    Result<QList<TcoScenario>> scenarios() const;
    /// Every cost line, in the order they were entered. An Integrity error when a stored kind or
    /// amount is not one the program can read.
    Result<QList<TcoLine>> lines() const;
    /// Every rate, by currency.
    Result<QList<FxRate>> fxRates() const;

    /// Writes directly (creating a workspace, inside its transaction), never through undo; in order.
    static Result<void> insertScenarios(Storage& storage, const QList<TcoScenario>& scenarios);
    static Result<void> insertLines(Storage& storage, const QList<TcoLine>& lines);
    static Result<void> insertFxRates(Storage& storage, const QList<FxRate>& rates);

    /// The stored key of a line kind ("recurring", "one_off", "staff"), and back.
    static QString kindKey(TcoLineKind kind);
    static std::optional<TcoLineKind> kindFromKey(const QString& key);

private:
    const Storage& m_storage;
};

} // namespace gatebench
