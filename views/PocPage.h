#pragma once

#include "Page.h"

class QTabWidget;

namespace gatebench {

class PathToEligibilityView;
class PocRunsView;
class WorkflowCoverageView;

/// The proof-of-concept page: the runs, the same-workload check and the charts of the scenarios, the
/// workflow coverage matrix and the path to eligibility (each a tab, so that any can be replaced on
/// its own).
class PocPage : public Page {
    Q_OBJECT

public:
    explicit PocPage(QWidget* parent = nullptr);
    void setWorkspace(Workspace* workspace) override;
    void setAsOf(QDate date) override;

    QTabWidget* tabs() const { return m_tabs; }
    PocRunsView* runs() const { return m_runs; }
    WorkflowCoverageView* coverage() const { return m_coverage; }
    PathToEligibilityView* path() const { return m_path; }

private:
    QTabWidget* m_tabs;
    PocRunsView* m_runs;
    WorkflowCoverageView* m_coverage;
    PathToEligibilityView* m_path;
};

} // namespace gatebench
