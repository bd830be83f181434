#pragma once

#include "Page.h"

#include <QPointer>

class QLabel;
class QScrollArea;
class QStackedWidget;
class QTableWidget;

namespace gatebench {

class GateMatrixChart;
class SummaryView;

/// Where a session starts: what the evaluation holds and where each candidate stands. With no
/// evaluation open it offers to create or open one (no modal dialog on first run).
class OverviewPage : public Page {
    Q_OBJECT

public:
    explicit OverviewPage(QWidget* parent = nullptr);
    void setWorkspace(Workspace* workspace) override;
    /// Shown on the start view, e.g. why a file could not be opened.
    void setStartMessage(const QString& message);

signals:
    void newRequested();
    void newDemoRequested();
    void openRequested();

private:
    void refresh();
    void refreshDecision();

    QPointer<Workspace> m_workspace;
    QStackedWidget* m_stack;
    QLabel* m_startMessage;
    QLabel* m_title;
    QLabel* m_banner;
    QLabel* m_facts;
    QTableWidget* m_candidates;
    GateMatrixChart* m_gateMatrix;
    QScrollArea* m_viewScroll;
    QLabel* m_status;
    bool m_pending = false;
};

} // namespace gatebench
