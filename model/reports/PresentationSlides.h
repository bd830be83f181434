#pragma once
// What presentation mode shows (issue 30): eight views of one evaluation, as plain data in the reader's
// language, for a committee reading a projector from the back of the room. Every figure comes from
// the function the pages and the report take it from (the decision and its charts' data, the path to
// eligibility, the PoC analysis, the baseline metrics, the TCO figures): nothing is computed a second
// way here, only chosen and worded. Built from what the viewer may read (EvaluationQueries: a sealed
// round's scores and hidden prices are not in the rows or the decision); set-aside candidates are left
// out of every view. views/PresentationView lays the slides out and paints them.
#include "core/Result.h"
#include "decision/DecisionEngine.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gatebench {

class Storage;

namespace presentation {

/// The views in the order they are shown (`--present VIEW` names them).
QStringList viewNames();

/// How a cell reads in black and white too: a symbol and a word, and the painter's frame for it.
enum class Mark {
    None,
    Pass,    ///< "✓"
    Fail,    ///< "✗": drawn inverted (light text on a dark fill)
    Unknown, ///< "?": drawn with a heavy dashed frame
    Waived   ///< "W": drawn with a double frame
};

struct Cell {
    QString text;
    Mark mark = Mark::None;
    /// A bar drawn under the text, as a share of the column's width (0-1); null: none.
    std::optional<double> bar;
    bool strong = false; ///< bold
};

struct Slide {
    QString view;     ///< one of viewNames()
    QString title;    ///< "Elimination funnel"
    QString subtitle; ///< the evaluation, its as-of date and, for simulated data, that it is simulated
    /// Large sentences above the table: what the view says in one line ("sealed", the recommendation).
    QStringList statements;
    QStringList headers; ///< the table's column headers; empty: no table
    QList<QList<Cell>> rows;
    /// The columns that name a row: a table too wide for the screen is split into blocks of columns,
    /// each repeating these first ones.
    int keyColumns = 1;
    QString note; ///< one line under the table (a legend); empty: none
};

struct Options {
    QString language = QStringLiteral("en"); ///< names and titles: "zh_CN" or "en"; words are the UI's
    QDate asOf;                              ///< the window's as-of date (the decision's)
    QString evaluationTitle;
    bool simulated = false;
    /// Prices and TCO figures are hidden from the viewer (EvaluationQueries::pricesHidden): the TCO view
    /// says so and shows no figure.
    bool pricesHidden = false;
};

/// The eight slides, in viewNames()' order, from the rows `rows` a viewer may read and the decision
/// (with its input) the read layer computed for that viewer on `options.asOf`.
Result<QList<Slide>> build(const Storage& rows, const Decision& decision, const DecisionInput& input,
                           const Options& options);

/// Every text of `slide` (title, statements, headers, cells, note), one a line: for tests and search.
QString plainText(const Slide& slide);

} // namespace presentation
} // namespace gatebench
