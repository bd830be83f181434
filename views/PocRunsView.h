#pragma once

#include "Page.h"

#include <QPointer>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QModelIndex;
class QPushButton;
class QTableView;

namespace gatebench {

class PocBarsChart;
class PocRunsFilter;
class PocRunsModel;
class PocWorkloadModel;
struct PocAnalysis;

/// The "Runs and scenarios" tab of the PoC page: the same-workload check (a warning and the matrix of
/// run counts, gaps highlighted), the charts (P50/P90 of a duration on a chosen scenario, success rate
/// by scenario, fault-drill recovery times) and the runs themselves, sortable and filterable, each
/// linked to the line of the file it came from (double-click, or "Show source line").
class PocRunsView : public Page {
    Q_OBJECT

public:
    explicit PocRunsView(QWidget* parent = nullptr);
    void setWorkspace(Workspace* workspace) override;
    void setAsOf(QDate date) override;

    QTableView* runsTable() const { return m_table; }
    PocRunsModel* runsModel() const { return m_runs; }
    PocRunsFilter* runsFilter() const { return m_filter; }
    QTableView* matrix() const { return m_matrix; }
    PocWorkloadModel* matrixModel() const { return m_matrixModel; }

    /// Opens the source dialog of the run at `index` of the runs table (used by double-click and the
    /// button); does nothing for a run not imported from a file.
    void showSource(const QModelIndex& index);

private:
    void refresh();
    void refillChoices();
    void applyFilter();
    void updateSourceButton();
    void refreshTimeChart();

    QPointer<Workspace> m_workspace;
    QDate m_asOf;
    PocRunsModel* m_runs;
    PocRunsFilter* m_filter;
    PocWorkloadModel* m_matrixModel;
    QLabel* m_banner;
    QLabel* m_gaps;
    QLineEdit* m_search;
    QComboBox* m_candidate;
    QComboBox* m_scenario;
    QComboBox* m_outcome;
    QLabel* m_count;
    QPushButton* m_sourceButton;
    QTableView* m_table;
    QTableView* m_matrix;
    QComboBox* m_chartScenario;
    QComboBox* m_chartMetric;
    QLabel* m_timeHeading;
    PocBarsChart* m_timeChart;
    QLabel* m_successHeading;
    PocBarsChart* m_successChart;
    QLabel* m_recoveryHeading;
    PocBarsChart* m_recoveryChart;
    QString m_mark; ///< " (simulated data)" on a demo, else empty
    std::shared_ptr<PocAnalysis> m_analysis;
};

} // namespace gatebench
