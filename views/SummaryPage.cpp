#include "SummaryPage.h"

#include "SummaryView.h"
#include "Translation.h"
#include "reports/Summaries.h"
#include "workspace/Workspace.h"

#include <QScrollArea>
#include <QVBoxLayout>

namespace gatebench {

SummaryPage::SummaryPage(const QString& title, Source source, QWidget* parent)
    : Page(parent)
    , m_title(title)
    , m_source(std::move(source))
    , m_view(new SummaryView(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_view);
    refresh();
}

SummaryPage::SummaryPage(const QString& title, UndatedSource source, QWidget* parent)
    : SummaryPage(
          title,
          [source](const Storage& storage, const QString& language, const QDate&) { return source(storage, language); },
          parent)
{}

void SummaryPage::setAsOf(QDate date)
{
    if (date == m_asOf)
        return;
    m_asOf = date;
    refresh();
}

void SummaryPage::setWorkspace(Workspace* workspace)
{
    m_workspace = workspace;
    refreshOnChanges(workspace, [this] { refresh(); });
    refresh();
}

void SummaryPage::refresh()
{
    if (!m_workspace) {
        m_view->showMessage(m_title, tr("No evaluation is open. Use File > New or File > Open."));
        return;
    }
    auto summary = m_source(m_workspace->storage(), currentLanguage(), m_asOf);
    if (!summary) {
        m_view->showMessage(m_title, summary.error().message);
        return;
    }
    m_view->show(*summary);
}

} // namespace gatebench
