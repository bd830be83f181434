#include "PocPage.h"

#include "PathToEligibilityView.h"
#include "PocRunsView.h"
#include "WorkflowCoverageView.h"

#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gatebench {

PocPage::PocPage(QWidget* parent)
    : Page(parent)
    , m_tabs(new QTabWidget(this))
    , m_runs(new PocRunsView(this))
    , m_coverage(new WorkflowCoverageView(this))
    , m_path(new PathToEligibilityView)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs->setObjectName(QStringLiteral("pocTabs"));
    m_tabs->addTab(m_runs, tr("Runs and scenarios"));
    m_tabs->addTab(m_coverage, tr("Workflow coverage"));
    auto* pathScroll = new QScrollArea(m_tabs);
    pathScroll->setObjectName(QStringLiteral("pocPathScroll"));
    pathScroll->setWidgetResizable(true);
    pathScroll->setFrameShape(QFrame::NoFrame);
    auto* pathPage = new QWidget(pathScroll);
    auto* pathLayout = new QVBoxLayout(pathPage);
    pathLayout->addWidget(m_path);
    pathLayout->addStretch(1);
    pathScroll->setWidget(pathPage);
    m_tabs->addTab(pathScroll, tr("Path to eligibility"));
    layout->addWidget(m_tabs);
}

void PocPage::setWorkspace(Workspace* workspace)
{
    m_runs->setWorkspace(workspace);
    m_coverage->setWorkspace(workspace);
    m_path->setWorkspace(workspace);
}

void PocPage::setAsOf(QDate date)
{
    m_runs->setAsOf(date);
    m_path->setAsOf(date);
}

} // namespace gatebench
