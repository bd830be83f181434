#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"

#include <optional>

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

    /// The changes the TCO commands (commands/Tco.h) write. A line's key is its id (the command
    /// chooses it: nextLineId), so that undo and redo find the same row.
    Result<qint64> nextLineId() const;
    /// Adds `line` (id above 0) with its own multipliers.
    static ChangeSet lineInserted(const TcoLine& line);
    /// Brings the line `expected` (as the editor read it) to `wanted`: only the columns and
    /// multipliers that change, each expecting `expected`'s value (a concurrent change is refused).
    static ChangeSet lineUpdated(const TcoLine& expected, const TcoLine& wanted);
    static Change scenarioInserted(const TcoScenario& scenario);
    static ChangeSet scenarioUpdated(const TcoScenario& expected, const TcoScenario& wanted);
    /// The table and key of a removal (Workspace::removalWithDependents adds what refers to it).
    struct Removal {
        QString table;
        Filter key;
    };
    static Removal lineRemoval(qint64 id);
    static Removal scenarioRemoval(const QString& id);
    /// Sets the rate of a currency (`current`: what is stored, null when none; `wanted` null: removes it).
    static ChangeSet fxRateSet(const QString& currency, const std::optional<Decimal>& current,
                               const std::optional<Decimal>& wanted);
    /// True when a step may have changed what the TCO reads (lines, scenarios, rates, settings, candidates).
    static bool touchedBy(const ChangeEvent& event);

    /// The stored key of a line kind ("recurring", "one_off", "staff"), and back.
    static QString kindKey(TcoLineKind kind);
    static std::optional<TcoLineKind> kindFromKey(const QString& key);
    /// The stored key of a price source ("", "quote", "list_price", "estimate"), and back.
    static QString sourceKey(TcoSource source);
    static std::optional<TcoSource> sourceFromKey(const QString& key);
    /// The stored form of a tax basis ("included", "excluded"), and back.
    static QString taxBasisKey(bool taxIncluded);
    static std::optional<bool> taxBasisFromKey(const QString& key);

private:
    static Row lineRow(const TcoLine& line);
    static Row scenarioRow(const TcoScenario& scenario);
    const Storage& m_storage;
};

} // namespace gatebench
