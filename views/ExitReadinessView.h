#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QModelIndex;
class QTableView;

namespace gatebench {

class Workspace;
class ExitReadinessModel;

/// Exit readiness, self-contained: the exit checklist (candidates x the six exit items, each ready,
/// partly ready or not ready, a symbol and a word on a colour, the evidence in its tooltip) and,
/// below it, each candidate's checklist count and exit cost: its migration and exit reserve over
/// three years per TCO scenario, with the exit-cost lines it sums. Double-click or Enter on a cell
/// edits it.
class ExitReadinessView : public QWidget {
    Q_OBJECT

public:
    explicit ExitReadinessView(QWidget* parent = nullptr);

    void setWorkspace(Workspace* workspace);
    QTableView* matrix() const { return m_matrix; }
    ExitReadinessModel* model() const { return m_model; }
    /// The summary below the matrix (rich text), for tests.
    QString summaryText() const;

    /// Opens the editor of the cell at `index` (used by double-click and Enter).
    void editCell(const QModelIndex& index);

private:
    void refresh();
    void showMessage(const QString& text, bool error);

    QPointer<Workspace> m_workspace;
    ExitReadinessModel* m_model;
    QTableView* m_matrix;
    QLabel* m_summary;
    QLabel* m_message;
};

} // namespace gatebench
