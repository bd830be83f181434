#pragma once

#include "Page.h"
#include "committee/CommitteeStatus.h"

#include <QPointer>

class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTabWidget;

namespace gatebench {

class SpreadChart;

/// The committee: its scoring rounds (state, progress per member, cells short of their quorum) with
/// the chair's reveal, and per revealed cell every score, the spread, the standard deviation, the
/// flag and the consensus score, as a table and a chart. The chair sets a consensus score with its
/// reason and the spread that flags a cell. What a sealed round holds is shown to no one but its
/// author; the values come from the read layer for the acting member.
class CommitteePage : public Page {
    Q_OBJECT

public:
    explicit CommitteePage(QWidget* parent = nullptr);
    void setWorkspace(Workspace* workspace) override;

    /// The status shown (for tests).
    const committee::CommitteeStatus& status() const { return m_status; }

private:
    void refresh();
    void revealSelected();
    void setConsensusOfSelected();
    void clearConsensusOfSelected();
    void applyThreshold();
    const committee::CommitteeCell* selectedCell() const;
    QString cellName(const QString& candidateId, const QString& criterionId) const;
    void showError(const QString& message);

    QPointer<Workspace> m_workspace;
    committee::CommitteeStatus m_status;
    QLabel* m_viewer;
    QTableWidget* m_rounds;
    QPushButton* m_reveal;
    QDoubleSpinBox* m_threshold;
    QTabWidget* m_tabs;
    QTableWidget* m_cells;
    QPushButton* m_setConsensus;
    QPushButton* m_clearConsensus;
    SpreadChart* m_chart;
    QLabel* m_empty; ///< why the scores table is empty, when it is
    QLabel* m_footer;
};

} // namespace gatebench
