#pragma once

#include "RecordImporter.h"
#include "commands/Tco.h"
#include "domain/Domain.h"

#include <QHash>

namespace gatebench {

/// `--kind tco`: cost lines of the three-year TCO, from GateBench's own TCO lines CSV (TcoCsvExport,
/// whose columns tco::csvColumns lists; the built-in preset "gatebench") or a finance sheet
/// ("finance": category, description, quantity, unit price ...). Every line is added (a line id in
/// the file never names a stored line); undo removes the import's lines together.
///
/// Rules (a cell that breaks one is an error at its line and column; tcoedits::check decides what a
/// line may hold, as for a line typed on the TCO page):
/// - The candidate is named by id, name or alias; a file without a candidate column imports into the
///   candidate the import names (`--candidate`, or the TCO page's). Scenario: one of the candidate's,
///   by id or name; empty: every scenario. Category: a template category or one of the committee's,
///   by key or name.
/// - Kind (recurring, one-off, staff; default recurring), years 1..3 ("1 3", "1,3", "1-3"; empty:
///   every year), the price source and yes/no cells: as the sheet reads them, in either language.
/// - Quantities, prices, FTE and loaded cost are exact decimals of 0 or more ("1,234.50" and
///   "1234.5"; "1.2.3" is refused); an empty quantity is 1 (0 for a staff line with FTE). An empty
///   unit price is refused, but for a staff line with a loaded annual cost. A currency mark in the
///   price cell ("$12.50") states the currency when no currency column does; a currency other than
///   the evaluation's needs its FX rate.
/// - Growth and tax rate are shares ("0.05") or percentages ("5%"): a bare number above 1 is refused
///   as ambiguous. Empty growth: 0; empty tax rate: the evaluation's.
/// - Periods per year: 1..12; empty: 12 for a recurring line, else 1 (as the template's lines).
/// - Tax included: empty or no column: as the evaluation states its totals.
/// - Every value within the TCO's bounds, and every amount the TCO will compute from the line (each
///   year of each scenario, with the sensitivity's extremes) and the three-year total of its candidate
///   in each scenario (with the lines already stored and those imported before it) within theirs
///   (tco/TcoLimits.h): a value beyond them is refused at its column, an amount or total at the
///   unit price's (a staff line's loaded annual cost).
/// - An explicit empty marker ("NaN", "N/A") is "no value" in the FTE, loaded cost and tax rate; in
///   the quantity, unit price, periods and growth, whose empty cells take a default, it is refused.
/// - One text description goes to the language of its script (Chinese characters: Chinese);
///   description_zh and description_en columns set each language.
/// - GateBench's export repeats a line under each scenario it belongs to: rows with the same
///   candidate and line id are one line, and must agree.
class TcoLineImporter final : public RecordImporter {
public:
    QString kind() const override { return QLatin1String(key(RecordKindId::Tco)); }
    Result<void> snapshot(const Storage& storage) override;
    Issues addRecord(const RecordValues& values, qint64 line) override;
    Result<ChangeSpool> finish() override;

private:
    tcoedits::CellContext m_context;
    qint64 m_nextId = 1;
    struct Seen {
        TcoLine line;
        qint64 sourceLine = 0;
    };
    QHash<QString, Seen> m_byLineId; ///< "candidate\nline id" of this import -> the line and its row
    ChangeSpool m_changes;
    QList<TcoLine> m_stored; ///< the evaluation's lines when the import started
    /// "candidate\nscenario" -> its three-year total so far (stored lines and accepted rows)
    QHash<QString, Decimal> m_totals;
};

} // namespace gatebench
