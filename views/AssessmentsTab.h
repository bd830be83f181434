#pragma once

#include "decision/DecisionEngine.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QTableView;

namespace gatebench {

class AssessmentGridModel;
class DecisionPanel;
class EvidencePanel;
class GateMatrixChart;
class Workspace;

/// The assessments grid of the requirements page, driven from the keyboard in a review session:
/// arrows move; on a gate cell P, F and U set Pass, Fail and Unknown and W opens the waiver dialog;
/// on a bonus cell 0-5 set the current reviewer's score and Delete clears it; Enter (or a double
/// click) opens the cell's evidence; Ctrl+C and Ctrl+V copy and paste blocks to and from a
/// spreadsheet. Deferred items are listed under the grid, never in it. The side panel shows the
/// decision on the as-of date (the window's evaluation date). Messages stand in a fixed place above
/// the grid and clear when another cell becomes current.
class AssessmentsTab : public QWidget {
    Q_OBJECT

public:
    explicit AssessmentsTab(QWidget* parent = nullptr);

    void setWorkspace(Workspace* workspace);

    AssessmentGridModel* model() const { return m_model; }
    QTableView* grid() const { return m_grid; }
    EvidencePanel* evidencePanel() const { return m_evidence; }
    DecisionPanel* decisionPanel() const { return m_decision; }
    /// The gate matrix as a chart drawing, for exports (it is not shown: the grid is the matrix).
    const GateMatrixChart* gateMatrixChart() const { return m_matrixChart; }

    /// The evaluation date every cell is judged on (the window sets it for every page).
    void setAsOf(QDate date);
    QDate asOf() const;
    /// Makes a cell current (used by other pages and tests).
    void selectCell(const QString& candidateId, const QString& criterionId);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool handleKey(QKeyEvent* event);
    void setVerdict(GateVerdict verdict);
    void waive();
    void setScore(int score);
    void clearScore();
    void openEvidence();
    void paste();
    void copy();
    void showMessage(const QString& text, bool error);
    void refreshSide();
    void currentChanged();

    QPointer<Workspace> m_workspace;
    AssessmentGridModel* m_model;
    QTableView* m_grid;
    QLabel* m_message;
    QLabel* m_deferred;
    EvidencePanel* m_evidence;
    DecisionPanel* m_decision;
    GateMatrixChart* m_matrixChart;
    QString m_currentCandidate;
    QString m_currentCriterion;
    bool m_sidePending = false;
};

} // namespace gatebench
