#include "Page.h"

#include "workspace/Workspace.h"

#include <QLabel>
#include <QTimer>

namespace gatebench {

QLabel* Page::makeTitle(const QString& text, QWidget* parent)
{
    auto* title = new QLabel(text, parent);
    QFont font = title->font();
    font.setPointSizeF(font.pointSizeF() * 1.5);
    font.setBold(true);
    title->setFont(font);
    title->setWordWrap(true);
    title->setObjectName(QStringLiteral("pageTitle"));
    return title;
}

void Page::refreshOnChanges(Workspace* workspace, std::function<void()> refresh)
{
    if (m_watched)
        disconnect(m_watched, &Workspace::changed, this, nullptr);
    m_watched = workspace;
    if (!workspace)
        return;
    connect(workspace, &Workspace::changed, this, [this, refresh = std::move(refresh)] {
        if (m_refreshPending)
            return;
        m_refreshPending = true;
        QTimer::singleShot(0, this, [this, refresh] {
            m_refreshPending = false;
            refresh();
        });
    });
}

} // namespace gatebench
