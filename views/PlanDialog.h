#pragma once

#include "plan/Plan.h"

#include <QDialog>

class QDateEdit;
class QTableWidget;

namespace gatebench {

class Workspace;

/// The chair's editor of the four-week plan: its start date and, per check, an owner (a member) and
/// a due date. OK writes what changed as one undoable, audited step (commands/Plan.h); a refusal (not
/// the chair) is shown and nothing is written. The checks themselves are derived from the data and
/// cannot be ticked here.
class PlanDialog : public QDialog {
    Q_OBJECT

public:
    PlanDialog(Workspace& workspace, const plan::Plan& plan, QWidget* parent = nullptr);

    void accept() override;

private:
    Workspace& m_workspace;
    plan::Plan m_plan;
    QDateEdit* m_start;
    QTableWidget* m_table;
};

} // namespace gatebench
