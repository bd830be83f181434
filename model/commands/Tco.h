#pragma once

#include "core/Result.h"
#include "domain/Domain.h"

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

namespace gatebench {

class Storage;
class Workspace;
namespace tco {
struct BaselineDemand;
}

/// Edits of the three-year TCO (cost lines, their scenarios, FX rates and how totals are stated)
/// as undoable, audited commands on the workspace: the only writers of the TCO. Every command is
/// one step (one undo, one ChangeEvent); a refused command writes nothing.
///
/// What a cost line may hold (checked by every command that writes one, the messages in the
/// interface language): a category the template or the committee names, a kind, a quantity, unit
/// price, FTE and loaded cost that are exact decimals of 0 or more, 1 to 12 periods a year (12 for a
/// price per hour), a yearly growth above -100 %, years among 1..3, a scenario of its own candidate
/// (or none: every scenario), a currency the evaluation's or one with an FX rate, and a tax rate of 0
/// or more.
namespace tcoedits {

/// The fields of a cost line as the TCO sheet shows and edits them, one cell each.
enum class LineField {
    Category,
    Description, ///< in the interface language (the other language's text stays)
    Kind,
    Quantity,
    Unit,
    UnitPrice,
    Currency,
    PeriodsPerYear,
    Hourly,
    Growth, ///< in percent: "5" is 5 % a year
    Years,  ///< "1,3", "1-3"; empty: every year (one-off: year 1)
    Scenario,
    Fte,
    LoadedAnnualCost,
    TaxIncluded, ///< the price is entered with tax (含税) or without (不含税)
    TaxRate,     ///< in percent; empty: the evaluation's rate
    Source,
    SourceNote,
    Multiplier, ///< the line's own multiplier in one scenario (CellEdit::scenarioId); empty: the scenario's
};

/// What the sheet needs to read and write a cell: the interface language, the locale numbers are
/// written in, and the candidate's scenarios, the categories and the rates a line may use.
struct CellContext {
    QString language = QStringLiteral("en");
    QLocale locale = QLocale(QLocale::English, QLocale::UnitedStates);
    TcoBasis basis;
    QList<TcoScenario> scenarios; ///< every scenario of the workspace (a line takes its candidate's)
    QList<FxRate> fxRates;
    QStringList ownCategories; ///< the committee's own categories (ownCategories())

    /// The context of `storage` (its scenarios, rates, basis and own categories).
    static Result<CellContext> read(const Storage& storage, const QString& language, const QLocale& locale);
};

/// The text of `field` of `line` as the sheet shows it (and as a copy puts on the clipboard);
/// `scenarioId` names the scenario of a Multiplier cell.
QString cellText(const TcoLine& line, LineField field, const CellContext& context, const QString& scenarioId = {});

/// `line` with `field` set from `text` as a user types or pastes it (names or keys, in either
/// language; numbers as the locale writes them); a BadInput error saying why not.
Result<TcoLine> withCellText(TcoLine line, LineField field, const QString& text, const CellContext& context,
                             const QString& scenarioId = {});

/// Whether `line` may be stored (see the rules above); a BadInput error naming the first thing wrong.
Result<void> check(const TcoLine& line, const CellContext& context);

/// The name of a field as the sheet's column header says it.
QString fieldLabel(LineField field);
/// The label of a tax basis ("With tax" / "含税"); a kind's and a price source's are
/// tco::lineKindLabel and tco::sourceLabel (tco/TcoFigures.h).
QString taxLabel(bool taxIncluded);
/// A category's name: the template's in the interface language, else the committee's own word.
QString categoryLabel(const QString& key);
/// The template's category keys, in template order.
QStringList templateCategories();
/// A scenario's name: its template scenario's label ("Peak use"), else its id.
QString scenarioLabel(const TcoScenario& scenario);

/// One cell of a step of the sheet: set `field` of line `lineId` from `text`. `where` names the
/// cell for a refusal ("row 3, Unit price"); the refusal says "<where>: <why>".
struct CellEdit {
    qint64 lineId = 0;
    LineField field = LineField::Description;
    QString text;
    QString scenarioId; ///< Multiplier only
    QString where;
};

/// Adds a line (its id is chosen here, `draft.id` is ignored) at the end of its candidate's lines;
/// returns its id.
Result<qint64> addLine(Workspace& workspace, const TcoLine& draft, const QString& language = QStringLiteral("en"));

/// Adds the lines extrapolated from a PoC bill (tco/PocBill.h) at the end of their candidate's lines
/// as ONE undoable step, all or nothing, each checked like any line; returns their ids in order.
Result<QList<qint64>> addPocBillLines(Workspace& workspace, const QList<TcoLine>& drafts,
                                      const QString& language = QStringLiteral("en"));

/// Sets the cells of `edits` (one or several fields of one or several lines: a typed cell, a pasted
/// block, a fill down) as ONE undoable step, all or nothing: the first cell that cannot be read or
/// leaves its line invalid refuses the whole step, naming it. `shown`: the lines as the sheet read
/// them; a field another writer changed since is not overwritten (a Conflict, nothing written).
/// Nothing is written when nothing changes.
///
/// `drafts` are new lines added in the same step (a block pasted below the last line): an edit with
/// lineId -1 sets a field of drafts[0], -2 of drafts[1] ...; each gets its id here and is checked
/// like any line.
Result<void> setCells(Workspace& workspace, const QList<CellEdit>& edits, const QList<TcoLine>& shown,
                      const QString& language = QStringLiteral("en"),
                      const QLocale& locale = QLocale(QLocale::English, QLocale::UnitedStates),
                      const QList<TcoLine>& drafts = {});

/// Brings lines to `wanted` (matched by id; each checked) as one undoable step; `shown` as above
/// (empty: the stored lines are what the step expects).
Result<void> updateLines(Workspace& workspace, const QList<TcoLine>& wanted, const QList<TcoLine>& shown = {},
                         const QString& language = QStringLiteral("en"));

/// Sets the quantity of the line `shown` (as the sheet read it) to the one the baseline's `demand`
/// suggests at `target` utilization (tco/BaselineDemand.h) and links it (TcoLine::baselineTarget), as
/// one undoable step; the same refreshes a linked quantity after the baseline changed. A quantity
/// typed by hand later clears the link in its own edit (withCellText). A Conflict when the line
/// changed since `shown`.
Result<void> setQuantityFromBaseline(Workspace& workspace, const TcoLine& shown, const tco::BaselineDemand& demand,
                                     const Decimal& target);

/// Sets (null: clears) the line's own multiplier in `scenarioId`, one undoable step.
Result<void> setLineMultiplier(Workspace& workspace, qint64 lineId, const QString& scenarioId,
                               const std::optional<Decimal>& multiplier);

/// Removes lines (with their own multipliers) as one undoable step.
Result<void> removeLines(Workspace& workspace, const QList<qint64>& ids);

/// Adds a scenario to its candidate; returns its id: `draft.id` when given (lower-case letters,
/// digits, '-' and '_', free), else "<candidate>-<template scenario>" made free. The multiplier is
/// above 0, peak months are 1..12 without repeats.
Result<QString> addScenario(Workspace& workspace, const TcoScenario& draft);
/// Sets the template scenario, multiplier and peak months of scenario `wanted.id` (its candidate
/// stays); `shown` as for setCells.
Result<void> setScenario(Workspace& workspace, const TcoScenario& wanted,
                         const std::optional<TcoScenario>& shown = std::nullopt);
/// Removes a scenario with the lines that belong to it only and the lines' multipliers in it.
Result<void> removeScenario(Workspace& workspace, const QString& id);

/// Sets the rate of `currency` (units of the evaluation's currency per unit; above 0); null removes
/// it, refused while a line is in that currency. One undoable step.
Result<void> setFxRate(Workspace& workspace, const QString& currency, const std::optional<Decimal>& rate);

/// Sets the evaluation's currency (ISO 4217, three letters), whether totals are stated with tax and
/// the tax rate of lines that state none (0 or more), as one undoable step.
Result<void> setBasis(Workspace& workspace, const TcoBasis& basis);

/// The committee's own categories (beside the template's), and setting them (one undoable step;
/// refused while a line uses a category that would no longer be known).
QStringList ownCategories(const Storage& storage);
Result<void> setOwnCategories(Workspace& workspace, const QStringList& categories);

/// The starting lines and scenarios of a candidate without lines, from its seed profile's TCO
/// template (resources/template/template.json, `tco_templates`): cloud normal / peak / low use,
/// self-built normal maintenance / major upgrade, on-premises product base; one line per category
/// the template lists, quantities and prices to fill in. One undoable step; refused when the
/// candidate already has lines. Returns the number of lines added.
Result<int> startFromTemplate(Workspace& workspace, const QString& candidateId,
                              const QString& language = QStringLiteral("en"));

} // namespace tcoedits
} // namespace gatebench
