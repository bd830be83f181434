#pragma once

#include "commands/Tco.h"
#include "tco/BaselineDemand.h"
#include "tco/TcoEngine.h"

#include <QAbstractTableModel>
#include <QLocale>
#include <QPointer>

#include <memory>
#include <optional>

class QThread;

namespace gatebench {

class Workspace;
struct ChangeEvent;

/// The TCO sheet of one candidate: one row per cost line (in the order entered) with the fields the
/// committee edits (tcoedits::LineField) and, read-only, the line's amount in each year and over the
/// three years in the chosen scenario, from the engine (model/tco), each amount's tooltip showing the
/// factors it multiplies. Edits run the commands of `tcoedits::` (undoable, audited) and the model
/// follows the workspace's change events, so undo, redo and other writers show up the same way. A
/// refused edit returns false and emits `editRefused` with the message for the user.
class TcoSheetModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum class Column {
        Category,
        Description,
        Kind,
        Quantity,
        Unit,
        UnitPrice,
        Currency,
        PeriodsPerYear,
        Growth,
        Year1,
        Year2,
        Year3,
        Total,
        Years,
        Scenario,
        Hourly,
        Multiplier,
        Fte,
        LoadedAnnualCost,
        TaxIncluded,
        TaxRate,
        Source,
        SourceNote,
        Count
    };
    enum Role {
        LineIdRole = Qt::UserRole + 1, ///< the cost line's id
        InScenarioRole,                ///< whether the line counts in the chosen scenario
    };

    /// One cell of a step (a paste, a fill, a clear): row and column of the sheet and the text.
    /// A row at rowCount() or below adds a line (a block pasted below the last line).
    struct Cell {
        int row = 0;
        int column = 0;
        QString text;
    };

    explicit TcoSheetModel(QObject* parent = nullptr);
    ~TcoSheetModel() override;

    void setWorkspace(Workspace* workspace);
    /// The interface language and the locale numbers and money are written in.
    void setLanguage(const QString& language, const QLocale& locale);
    void setCandidate(const QString& candidateId);
    /// The scenario whose amounts the sheet shows (an id of scenarios(); empty: the implied one).
    void setScenario(const QString& scenarioId);

    QString candidate() const { return m_candidate; }
    QString scenario() const { return m_scenario; }
    /// The candidates of the evaluation (id, name in the language), in their order.
    QList<std::pair<QString, QString>> candidates() const { return m_candidates; }
    /// The scenarios of the chosen candidate, as the engine computes them.
    QList<TcoScenario> scenarios() const;
    /// The totals of the chosen candidate in the chosen scenario (null when the engine refused:
    /// loadError() says why).
    const tco::ScenarioTotals* totals() const { return m_totals ? &*m_totals : nullptr; }
    const tco::TcoInput& input() const { return m_input; }
    const tcoedits::CellContext& context() const { return m_context; }
    QString loadError() const { return m_loadError; }
    QList<TcoLine> lines() const { return m_lines; }

    /// Measures the baseline's GPU demand (tco/BaselineDemand.h) in a worker thread with a connection
    /// of its own, when it is out of date (never measured, or the job log or the baseline settings
    /// changed since): the whole job log is read, which takes seconds at a million jobs, so never on
    /// the GUI thread. `demandMeasured` follows. A call while measuring does nothing.
    void measureDemand();
    /// Whether demand() is the demand of the job log as it is now (false until measured and again
    /// after a change of the jobs or the baseline settings, until measured again).
    bool demandMeasured() const { return m_demandState == DemandState::Measured; }
    /// Whether a worker is measuring the demand now.
    bool measuringDemand() const { return m_demandWorker != nullptr; }
    /// The demand last measured; null while not measured or without a baseline (baselineError()
    /// says why when it could not be read).
    const std::optional<tco::BaselineDemand>& demand() const { return m_demand; }
    QString baselineError() const { return m_demandError; }
    /// The quantity the baseline suggests today for a line linked to it (TcoLine::baselineTarget);
    /// null when the line is not linked, there is no baseline or it is being measured.
    std::optional<Decimal> baselineSuggestion(const TcoLine& line) const;
    /// A linked line whose quantity is no longer what the baseline suggests (or whose baseline is gone).
    bool baselineLinkStale(const TcoLine& line) const;
    /// What the quantity cell's tooltip says of a linked line ("From the baseline: ...").
    QString baselineLinkText(const TcoLine& line) const;

    /// The line field of a column; null for the amount columns.
    static std::optional<tcoedits::LineField> fieldOf(int column);
    bool isEditable(int column) const;
    /// `amount` for people: the locale's digits and the currency's symbol ("¥1,234.50").
    QString money(const Decimal& amount) const;
    /// How a line-year was reached: "16 (quantity) × 9,800.00 (unit price) × 12 (periods) = ...".
    QString explain(const tco::LineYear& lineYear) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    /// Writes `cells` as one undoable step, all or nothing (read-only cells are skipped); a refusal
    /// names the row and column of the first cell that cannot be taken and says why.
    Result<void> setCells(const QList<Cell>& cells);
    /// Whether `text` may go into the cell (nothing is written); the reason when not.
    Result<void> checkCell(const QModelIndex& index, const QString& text) const;
    /// What a cleared cell holds ("0" for a quantity or price, empty for a note); null when the
    /// field cannot be cleared (a category, a kind).
    static std::optional<QString> clearedText(int column);
    qint64 lineAt(int row) const;
    int rowOf(qint64 lineId) const;

public slots:
    void reload();

signals:
    void editRefused(const QString& message);
    /// After every reload (the totals, scenarios or candidates may have changed).
    void reloaded();
    /// The demand was measured (demand() and the linked quantities' marks are up to date), or is out
    /// of date again (a page showing it calls measureDemand()).
    void demandChanged();

private:
    void follow(const ChangeEvent& event);
    QString where(int row, int column) const;
    TcoLine draft() const;

    QPointer<Workspace> m_workspace;
    QString m_language = QStringLiteral("en");
    QLocale m_locale = QLocale(QLocale::English, QLocale::UnitedStates);
    QString m_candidate;
    QString m_scenario;
    QList<std::pair<QString, QString>> m_candidates;
    tco::TcoInput m_input;
    tcoedits::CellContext m_context;
    QList<TcoLine> m_lines; ///< of the chosen candidate
    std::optional<tco::ScenarioTotals> m_totals;
    QHash<qint64, std::array<std::optional<tco::LineYear>, tco::kYears>> m_amounts;
    QString m_loadError;
    enum class DemandState { OutOfDate, Measured };
    void demandOutOfDate();
    void demandDone();

    std::optional<tco::BaselineDemand> m_demand;
    QString m_demandError;
    DemandState m_demandState = DemandState::OutOfDate;
    QThread* m_demandWorker = nullptr;
    /// What the worker measured: its connection's answer (written by the worker, read after it ended).
    std::shared_ptr<Result<std::optional<tco::BaselineDemand>>> m_demandResult;
    bool m_measureAgain = false; ///< the jobs changed while the worker measured
};

} // namespace gatebench
