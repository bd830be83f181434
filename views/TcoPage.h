#pragma once

#include "Page.h"
#include "domain/Domain.h"
#include "tco/TcoEngine.h"

#include <QDialog>
#include <QPointer>
#include <QStyledItemDelegate>
#include <QTableView>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSplitter;
class QTableWidget;
class QTabWidget;

namespace gatebench {

class ExitReadinessView;
class TcoCategoryChart;
class TcoCostBonusChart;
class TcoCumulativeChart;
class TcoSheetModel;
class TcoTornadoChart;
class Workspace;
namespace tco {
struct TcoFigures;
}

/// The sheet of cost lines, with the keys of a spreadsheet: arrows, Tab and Enter move; typing on a
/// cell starts editing it with that character; Delete clears the editable cells selected; Ctrl+C
/// copies the selected block as tab-separated text (Excel, WPS); Ctrl+V pastes such a block at the
/// current cell as one undoable step (all or nothing); Ctrl+D fills down; Ctrl+Z / Ctrl+Shift+Z undo
/// and redo through the workspace. An entry the model refuses keeps its editor open with the reason.
class TcoSheetView : public QTableView {
    Q_OBJECT

public:
    explicit TcoSheetView(TcoSheetModel* model, QWidget* parent = nullptr);
    void setWorkspace(Workspace* workspace) { m_workspace = workspace; }
    /// True while a cell's editor is open.
    bool isEditing() const { return state() == EditingState; }

    void copy();
    void paste();
    void fillDown();
    void clearSelected();

signals:
    /// A message for the status line (error: a refusal).
    void message(const QString& text, bool error);

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    friend class TcoCellDelegate;
    /// Moves the current cell after an entry (Enter: down, Tab: right, Shift+Tab: left).
    void moveAfterEntry(int key, Qt::KeyboardModifiers modifiers);

    TcoSheetModel* m_model;
    QPointer<Workspace> m_workspace;
};

/// Commits an entry on Enter or Tab only when the model would take it: otherwise the editor stays
/// open and the reason shows beside it.
class TcoCellDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    TcoCellDelegate(TcoSheetModel* model, TcoSheetView* view);
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;

protected:
    bool eventFilter(QObject* object, QEvent* event) override;

private:
    TcoSheetModel* m_model;
    TcoSheetView* m_view;
};

/// The TCO charts: the three-year total by category of every candidate (Eligible ones first) and
/// cost against bonus score of the Eligible ones, then the chosen candidate's cumulative cost per
/// scenario and its tornado.
class TcoChartsArea : public QWidget {
    Q_OBJECT

public:
    explicit TcoChartsArea(QWidget* parent = nullptr);
    /// Shows `figures`, the per-candidate charts for `candidateId`, its tornado (with the flip points) in
    /// `scenarioId` (the scenario chosen above the sheet; empty: the candidate's base scenario).
    void setFigures(const tco::TcoFigures& figures, const QString& candidateId, const QString& scenarioId = {});
    /// Says why there is nothing to show.
    void showNote(const QString& text);

    TcoCategoryChart* categoryChart() const { return m_category; }
    TcoCostBonusChart* costBonusChart() const { return m_costBonus; }
    TcoCumulativeChart* cumulativeChart() const { return m_cumulative; }
    TcoTornadoChart* tornadoChart() const { return m_tornado; }

private:
    QLabel* m_note;
    QWidget* m_charts;
    TcoCategoryChart* m_category;
    TcoCostBonusChart* m_costBonus;
    TcoCumulativeChart* m_cumulative;
    TcoTornadoChart* m_tornado;
};

/// Add or edit a scenario: its kind (a template scenario), multiplier and peak months.
class TcoScenarioDialog : public QDialog {
    Q_OBJECT

public:
    TcoScenarioDialog(const TcoScenario& scenario, bool adding, QWidget* parent = nullptr);
    /// The scenario as entered; an error naming what cannot be read.
    Result<TcoScenario> scenario() const;

private:
    TcoScenario m_scenario;
    QComboBox* m_kind;
    QLineEdit* m_multiplier;
    QLineEdit* m_peakMonths;
};

/// The evaluation's currency, how totals are stated (with or without tax, the rate), the FX rates
/// and the committee's own cost categories.
class TcoSettingsDialog : public QDialog {
    Q_OBJECT

public:
    TcoSettingsDialog(Workspace* workspace, QWidget* parent = nullptr);
    /// Writes what changed (each part one undoable step); false with the message shown when refused.
    bool apply();

private:
    QPointer<Workspace> m_workspace;
    QLineEdit* m_currency;
    QComboBox* m_taxBasis;
    QLineEdit* m_taxRate;
    QTableWidget* m_rates;
    QPlainTextEdit* m_categories;
    QLabel* m_error;
};

/// The three-year TCO page: a candidate and a scenario chooser, the sheet of the candidate's cost
/// lines (TcoSheetView) with the totals per year and category under it, buttons to add and remove
/// lines, start from the template, edit scenarios and the settings; and a Charts tab.
class TcoPage : public Page {
    Q_OBJECT

public:
    explicit TcoPage(QWidget* parent = nullptr);
    void setWorkspace(Workspace* workspace) override;

    TcoSheetModel* model() const { return m_model; }
    TcoSheetView* sheet() const { return m_sheet; }
    TcoChartsArea* chartsArea() const { return m_charts; }
    ExitReadinessView* exitReadiness() const { return m_exit; }
    void selectCandidate(const QString& id);
    void selectScenario(const QString& id);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    void showMessage(const QString& text, bool error);
    void addLine();
    void removeLines();
    void startFromTemplate();
    void fromPocBill();
    void quantityFromBaseline();
    void updateFromBaseline();
    void updateLineActions();
    /// The line of the sheet's current row (null: none).
    std::optional<TcoLine> currentLine() const;
    void addScenario();
    void editScenario();
    void removeScenario();
    void openSettings();
    /// Opens the import wizard on TCO lines, rows without a candidate going to the one shown.
    void importLines();
    void fillTotals();
    void updateCharts();

    QPointer<Workspace> m_workspace;
    TcoSheetModel* m_model;
    QComboBox* m_candidate;
    QComboBox* m_scenario;
    QLabel* m_basis;
    QTabWidget* m_tabs;
    TcoSheetView* m_sheet;
    QTableWidget* m_totals;
    QSplitter* m_split = nullptr;
    TcoChartsArea* m_charts;
    ExitReadinessView* m_exit;
    QLabel* m_status;
    QPushButton* m_addLine;
    QPushButton* m_removeLines;
    QPushButton* m_template;
    QPushButton* m_pocBill;
    QPushButton* m_fromBaseline;
    QPushButton* m_updateBaseline;
    QPushButton* m_scenarioMenu;
    QPushButton* m_settings;
    QPushButton* m_import;
    bool m_filling = false;
    bool m_stateMessage = false; ///< the status line says what the page shows, not what an edit did
};

} // namespace gatebench
