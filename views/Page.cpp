#include "Page.h"

#include "workspace/Workspace.h"

#include <QLabel>
#include <QScrollArea>
#include <QTimer>
#include <QVBoxLayout>

namespace gatebench {

QVBoxLayout* Page::scrolledContent(QWidget* owner, const QString& scrollName)
{
    auto* outer = new QVBoxLayout(owner);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* scroll = new QScrollArea(owner);
    scroll->setObjectName(scrollName);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);
    auto* content = new QWidget(scroll);
    auto* layout = new QVBoxLayout(content);
    scroll->setWidget(content);
    return layout;
}

void Page::styleNotice(QLabel* label)
{
    label->setWordWrap(true);
    label->setStyleSheet(
        QStringLiteral("background: #fff4ce; color: #5c4400; border: 1px solid #e0c36a; padding: 6px;"));
}

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
