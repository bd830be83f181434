#include "PocPage.h"

#include "SummaryPage.h"
#include "WorkflowCoverageView.h"
#include "reports/Summaries.h"

#include <QTabWidget>
#include <QVBoxLayout>

namespace gatebench {

PocPage::PocPage(QWidget* parent)
    : Page(parent)
    , m_tabs(new QTabWidget(this))
    , m_summary(new SummaryPage(tr("Proof of concept"), summaries::poc, this))
    , m_coverage(new WorkflowCoverageView(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs->setObjectName(QStringLiteral("pocTabs"));
    m_summary->setObjectName(QStringLiteral("pocSummary"));
    m_tabs->addTab(m_summary, tr("Runs and scenarios"));
    m_tabs->addTab(m_coverage, tr("Workflow coverage"));
    layout->addWidget(m_tabs);
}

void PocPage::setWorkspace(Workspace* workspace)
{
    m_summary->setWorkspace(workspace);
    m_coverage->setWorkspace(workspace);
}

} // namespace gatebench
