#include "SummaryPage.h"

#include "Summaries.h"
#include "SummaryView.h"
#include "Translation.h"
#include "Workspace.h"

#include <QScrollArea>
#include <QTimer>
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

void SummaryPage::setWorkspace(Workspace* workspace)
{
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    if (m_workspace) {
        // Coalesce the bursts of table changes of one command into one refresh.
        connect(m_workspace, &Workspace::tableChanged, this, [this] {
            if (m_pending)
                return;
            m_pending = true;
            QTimer::singleShot(0, this, [this] {
                m_pending = false;
                refresh();
            });
        });
    }
    refresh();
}

void SummaryPage::refresh()
{
    if (!m_workspace) {
        m_view->showMessage(m_title, tr("No evaluation is open. Use File > New or File > Open."));
        return;
    }
    auto summary = m_source(m_workspace->storage(), currentLanguage());
    if (!summary) {
        m_view->showMessage(m_title, summary.error().message);
        return;
    }
    m_view->show(*summary);
}

} // namespace gatebench
