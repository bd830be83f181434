#pragma once

#include "Page.h"

#include <QDate>
#include <QPointer>

#include <memory>

class QBoxLayout;
class QLabel;
class QPushButton;
class QScrollArea;
class QTableWidget;
class QThread;

namespace gatebench {

class EvaluationQueries;

class BonusBarsChart;
class EliminationFunnelChart;
class GateMatrixChart;
class PathToEligibilityView;
class PlanTimelineView;
struct CurrentDecision;

/// Where a session starts: what the evaluation holds and where each candidate stands on the
/// evaluation date: every candidate's whole status (set-aside ones greyed, with the reason) with the
/// path to eligibility below it, the gate matrix with the elimination funnel and the bonus chart beside it. A click on
/// a matrix cell asks to open that cell in the assessments grid. With no evaluation open the window shows its start
/// screen (StartScreen) instead of the pages.
class OverviewPage : public Page {
    Q_OBJECT

public:
    explicit OverviewPage(QWidget* parent = nullptr);
    ~OverviewPage() override;
    void setWorkspace(Workspace* workspace) override;
    void setAsOf(QDate date) override;
    QDate asOf() const { return m_asOf; }

signals:
    /// A gate-matrix cell was clicked.
    void assessmentRequested(const QString& candidateId, const QString& criterionId);
    /// "What changed since the last meeting" was clicked (shown when the evaluation has a snapshot).
    void sinceRequested();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    /// The sealed scoring rounds in a line each (empty when none), above the status.
    static QString roundsHtml(const EvaluationQueries& queries);
    void refresh();
    void refreshDecision();
    /// The link to "What changed since the last meeting", with the last snapshot; hidden without one.
    void showSince();
    /// The minutes' open actions past their due date on `asOf`, above the facts (hidden when none).
    void showOverdueActions(const QDate& asOf);
    /// Counts the job log on a worker with its own connection (a million jobs: a whole index read),
    /// then shows the facts again with the count.
    void countJobs();
    void showFacts();
    void waitForCount();
    /// Reads the four-week plan on `asOf` on a worker with its own connection (it reads the job log),
    /// then shows it in the timeline.
    void loadPlan(const std::shared_ptr<const CurrentDecision>& current);
    void waitForPlan();
    void editPlan();
    /// The charts beside the gate matrix when there is room, else below it.
    void arrangeCharts();

    QPointer<Workspace> m_workspace;
    QLabel* m_title;
    QLabel* m_banner;
    QLabel* m_facts;
    QTableWidget* m_candidates;
    GateMatrixChart* m_gateMatrix;
    EliminationFunnelChart* m_funnel;
    BonusBarsChart* m_bonus;
    QBoxLayout* m_chartsRow = nullptr;  ///< the matrix and the other two charts
    QBoxLayout* m_sideCharts = nullptr; ///< the funnel and the bonus chart
    QDate m_asOf;
    QScrollArea* m_viewScroll;
    QLabel* m_status;
    PathToEligibilityView* m_path;
    QLabel* m_overdue; ///< the overdue actions of the minutes
    QWidget* m_sinceRow;
    QLabel* m_sinceText;
    QPushButton* m_sinceButton;
    bool m_pending = false;
    QStringList m_factsBefore; ///< the facts above the job count
    QStringList m_factsAfter;  ///< and below it
    qint64 m_jobs = -1;        ///< -1 while counting
    QString m_jobsError;
    QThread* m_counter = nullptr;
    int m_countGeneration = 0;
    QLabel* m_planHeading;
    QPushButton* m_planButton;
    PlanTimelineView* m_planView;
    QThread* m_planner = nullptr;
    int m_planGeneration = 0;
};

} // namespace gatebench
