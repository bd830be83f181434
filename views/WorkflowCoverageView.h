#pragma once

#include <QHash>
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QLabel;
class QModelIndex;
class QTableView;

namespace gatebench {

class Workspace;
class WorkflowCoverageModel;

/// The workflow coverage matrix of the PoC, self-contained: candidates x the eight steps of the
/// model-development chain, each cell platform-managed, manual or not covered (a symbol and a word
/// on a colour), the owning team and permission boundary in its tooltip. The committee ticks the
/// essential steps (starred in the header); the gaps in them are listed below the matrix, as the
/// key-workflow gate cites them. Double-click or Enter on a cell edits it.
class WorkflowCoverageView : public QWidget {
    Q_OBJECT

public:
    explicit WorkflowCoverageView(QWidget* parent = nullptr);

    void setWorkspace(Workspace* workspace);
    QTableView* matrix() const { return m_matrix; }
    WorkflowCoverageModel* model() const { return m_model; }

    /// Opens the editor of the cell at `index` (used by double-click and Enter).
    void editCell(const QModelIndex& index);

private:
    void refresh();
    void showMessage(const QString& text, bool error);

    QPointer<Workspace> m_workspace;
    WorkflowCoverageModel* m_model;
    QTableView* m_matrix;
    QHash<int, QCheckBox*> m_essential; ///< by step
    QLabel* m_gaps;
    QLabel* m_message;
};

} // namespace gatebench
