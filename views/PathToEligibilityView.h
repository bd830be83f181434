#pragma once

#include <QDate>
#include <QPointer>
#include <QWidget>

class QLabel;

namespace gatebench {

class Workspace;

/// The path to eligibility, self-contained: each Blocked candidate with its open gates, what would
/// settle each (PoC runs, evidence, a waiver to renew) and where it would rank if they all passed;
/// each Eligible candidate with what could still take it out (a waiver, a borderline figure). Shown
/// on the Overview and on the PoC page; current after every change and on the window's as-of date.
class PathToEligibilityView : public QWidget {
    Q_OBJECT

public:
    explicit PathToEligibilityView(QWidget* parent = nullptr);

    void setWorkspace(Workspace* workspace);
    /// The window's evaluation date; invalid: today in the cluster's time zone.
    void setAsOf(QDate date);
    /// The rich text shown (for tests).
    QString html() const;

private:
    void refresh();

    QPointer<Workspace> m_workspace;
    QDate m_asOf;
    QLabel* m_text;
    bool m_pending = false;
};

} // namespace gatebench
