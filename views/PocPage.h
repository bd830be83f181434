#pragma once

#include "Page.h"

class QTabWidget;

namespace gatebench {

class SummaryPage;
class WorkflowCoverageView;

/// The proof-of-concept page: the summary of the runs per scenario, and the workflow coverage matrix
/// (each a tab, so that either can be replaced on its own).
class PocPage : public Page {
    Q_OBJECT

public:
    explicit PocPage(QWidget* parent = nullptr);
    void setWorkspace(Workspace* workspace) override;

    QTabWidget* tabs() const { return m_tabs; }
    WorkflowCoverageView* coverage() const { return m_coverage; }

private:
    QTabWidget* m_tabs;
    SummaryPage* m_summary;
    WorkflowCoverageView* m_coverage;
};

} // namespace gatebench
