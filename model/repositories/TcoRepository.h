#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"

namespace gatebench {

class Storage;

/// The three-year TCO: each candidate's load scenarios (`tco_scenarios`), its cost lines
/// (`tco_lines`, with their own scenario multipliers in `tco_line_multipliers`), the exchange rates
/// they use (`fx_rates`) and how the evaluation states its totals (currency, tax basis and rate:
/// settings), in exact decimals. The only code that knows those tables.
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
    /// The evaluation's currency, tax basis and default tax rate (settings; CNY, tax included and 0
    /// when not set). An Integrity error when a stored basis or rate cannot be read.
    Result<TcoBasis> basis() const;

    /// Writes directly (creating a workspace, inside its transaction), never through undo; in order.
    /// A line's multipliers are written with it (its id: `id` when above 0, else the new row's).
    static Result<void> insertScenarios(Storage& storage, const QList<TcoScenario>& scenarios);
    static Result<void> insertLines(Storage& storage, const QList<TcoLine>& lines);
    static Result<void> insertFxRates(Storage& storage, const QList<FxRate>& rates);

    /// The stored key of a line kind ("recurring", "one_off", "staff"), and back.
    static QString kindKey(TcoLineKind kind);
    static std::optional<TcoLineKind> kindFromKey(const QString& key);
    /// The stored key of a price source ("", "quote", "list_price", "estimate"), and back.
    static QString sourceKey(TcoSource source);
    static std::optional<TcoSource> sourceFromKey(const QString& key);
    /// The stored form of a tax basis ("included", "excluded"), and back.
    static QString taxBasisKey(bool taxIncluded);
    static std::optional<bool> taxBasisFromKey(const QString& key);

    /// Whether a step may have changed what the TCO computes from (its scenarios, lines, multipliers
    /// or FX rates).
    static bool touchedBy(const ChangeEvent& event);

private:
    const Storage& m_storage;
};

} // namespace gatebench
