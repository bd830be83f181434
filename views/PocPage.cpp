#include "PocPage.h"

#include "PocRunsView.h"
#include "WorkflowCoverageView.h"

#include <QTabWidget>
#include <QVBoxLayout>

namespace gatebench {

PocPage::PocPage(QWidget* parent)
    : Page(parent)
    , m_tabs(new QTabWidget(this))
    , m_runs(new PocRunsView(this))
    , m_coverage(new WorkflowCoverageView(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs->setObjectName(QStringLiteral("pocTabs"));
    m_tabs->addTab(m_runs, tr("Runs and scenarios"));
    m_tabs->addTab(m_coverage, tr("Workflow coverage"));
    layout->addWidget(m_tabs);
}

void PocPage::setWorkspace(Workspace* workspace)
{
    m_runs->setWorkspace(workspace);
    m_coverage->setWorkspace(workspace);
}

void PocPage::setAsOf(QDate date)
{
    m_runs->setAsOf(date);
}

} // namespace gatebench
