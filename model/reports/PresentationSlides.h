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

#include <memory>
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

/// One entry of a slide's legend: a sample cell (its mark and symbol, drawn as the cells are) and what it
/// means, in the reader's language (the report's gate matrix draws its legend the same way).
struct LegendEntry {
    Mark mark = Mark::None;
    QString symbol;  ///< what the sample cell holds ("✓", "W"); may be empty (a frame alone)
    QString meaning; ///< "waived", "豁免"
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
    /// The marks the table uses, each drawn as a sample cell followed by its meaning, under the table.
    QList<LegendEntry> legend;
    QString note; ///< one line under the table and the legend; empty: none
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

/// What one presentation keeps from one build of its slides to the next: the job log read as columns
/// and the baseline's sums over it (baseline::BaselineComputer), read again only after jobsChanged().
/// On a large job log these are nearly all of a build's time. Used by one build at a time.
class BuildCache {
public:
    BuildCache();
    ~BuildCache();
    BuildCache(const BuildCache&) = delete;
    BuildCache& operator=(const BuildCache&) = delete;

    /// The job records may have changed (an import, an undo, another file): read them again.
    void jobsChanged();

    struct State;
    State& state() { return *m_state; }

private:
    std::unique_ptr<State> m_state;
};

/// The eight slides, in viewNames()' order, from the rows `rows` a viewer may read and the decision
/// (with its input) the read layer computed for that viewer on `options.asOf`. With `cache`, the job
/// log is read from it (and into it the first time); its figures are the same either way. Reads only
/// `rows`, `decision`, `input` and `cache`: it may run on a worker thread with a reader of its own.
Result<QList<Slide>> build(const Storage& rows, const Decision& decision, const DecisionInput& input,
                           const Options& options, BuildCache* cache = nullptr);

/// Every text of `slide` (title, statements, headers, cells, legend, note), one a line: for tests and search.
QString plainText(const Slide& slide);

} // namespace presentation
} // namespace gatebench
