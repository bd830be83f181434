#pragma once

#include "Page.h"

class QTabWidget;

namespace gatebench {

class PathToEligibilityView;
class SummaryPage;
class WorkflowCoverageView;

/// The proof-of-concept page: the summary of the runs per scenario, the workflow coverage matrix and
/// the path to eligibility (each a tab, so that any can be replaced on its own).
class PocPage : public Page {
    Q_OBJECT

public:
    explicit PocPage(QWidget* parent = nullptr);
    void setWorkspace(Workspace* workspace) override;
    void setAsOf(QDate date) override;

    QTabWidget* tabs() const { return m_tabs; }
    WorkflowCoverageView* coverage() const { return m_coverage; }
    PathToEligibilityView* path() const { return m_path; }

private:
    QTabWidget* m_tabs;
    SummaryPage* m_summary;
    WorkflowCoverageView* m_coverage;
    PathToEligibilityView* m_path;
};

} // namespace gatebench
