#pragma once

#include <QWidget>

namespace gatebench {

class Workspace;

/// One page of the main window. Pages are rebuilt when the UI language changes, so each one
/// reads its texts once, in its constructor and in `refresh()`.
class Page : public QWidget {
    Q_OBJECT

public:
    using QWidget::QWidget;

    /// Shows `workspace` (null: none open). The page keeps itself current through the
    /// workspace's change signals.
    virtual void setWorkspace(Workspace* workspace) = 0;
};

} // namespace gatebench
