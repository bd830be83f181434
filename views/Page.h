#pragma once

#include <QDate>
#include <QPointer>
#include <QWidget>

#include <functional>

class QLabel;
class QVBoxLayout;

namespace gatebench {

class Workspace;

/// One page of the main window. Pages are rebuilt when the UI language changes, so each one
/// reads its texts once, in its constructor and in its refresh.
class Page : public QWidget {
    Q_OBJECT

public:
    using QWidget::QWidget;

    /// Shows `workspace` (null: none open). The page keeps itself current through the
    /// workspace's change signals.
    virtual void setWorkspace(Workspace* workspace) = 0;
    /// The evaluation date ("as of") the window shows, one for every page; pages that judge
    /// anything on a date (waivers, the decision) use it. The default ignores it.
    virtual void setAsOf(QDate date) { Q_UNUSED(date) }

    /// The large bold title every page starts with (object name "pageTitle").
    static QLabel* makeTitle(const QString& text, QWidget* parent);
    /// Fills `owner` with a frameless scroll area (named `scrollName`) whose contents scroll as a whole,
    /// for a page taller than a projector's 1280x800; returns the layout of those contents.
    static QVBoxLayout* scrolledContent(QWidget* owner, const QString& scrollName);
    /// Gives `label` the look of a notice the reader must not miss (simulated data, a PoC warning).
    static void styleNotice(QLabel* label);

protected:
    /// Calls `refresh` once after the steps written to `workspace` (each announced once, however many
    /// tables it wrote) since the last refresh, replacing any earlier subscription of this page.
    void refreshOnChanges(Workspace* workspace, std::function<void()> refresh);

private:
    QPointer<Workspace> m_watched;
    bool m_refreshPending = false;
};

} // namespace gatebench
