#include "PlanDialog.h"

#include "commands/Plan.h"
#include "domain/Member.h"
#include "repositories/MemberRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gatebench {

namespace {

enum Column { CheckColumn, WeekColumn, StatusColumn, OwnerColumn, DueColumn, ColumnCount };

QDateEdit* dateEdit(QDate date, QWidget* parent)
{
    auto* edit = new QDateEdit(date, parent);
    edit->setCalendarPopup(true);
    edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    return edit;
}

} // namespace

PlanDialog::PlanDialog(Workspace& workspace, const plan::Plan& plan, QWidget* parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_plan(plan)
    , m_start(dateEdit(plan.start, this))
    , m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("planDialog"));
    setWindowTitle(tr("Four-week plan: owners and due dates"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("The checks follow the evaluation's data and cannot be ticked here. The chair gives "
                                "each an owner and a due date (by default the last day of its week)."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    m_start->setObjectName(QStringLiteral("planStart"));
    form->addRow(tr("Plan start:"), m_start);
    layout->addLayout(form);

    QList<Member> members;
    const MemberRepository committee(workspace.queries().rows());
    if (committee.available()) {
        if (auto read = committee.members())
            members = *read;
    }
    m_table->setObjectName(QStringLiteral("planChecks"));
    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels({tr("Check"), tr("Week"), tr("Status"), tr("Owner"), tr("Due")});
    m_table->setRowCount(int(plan.checks.size()));
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    for (int r = 0; r < plan.checks.size(); ++r) {
        const plan::PlanCheck& c = plan.checks.at(r);
        auto* name = new QTableWidgetItem(c.name);
        name->setToolTip(c.text);
        name->setFlags(Qt::ItemIsEnabled);
        m_table->setItem(r, CheckColumn, name);
        auto* week = new QTableWidgetItem(QString::number(c.week));
        week->setFlags(Qt::ItemIsEnabled);
        week->setTextAlignment(Qt::AlignCenter);
        m_table->setItem(r, WeekColumn, week);
        auto* status = new QTableWidgetItem(c.done ? tr("Done") : c.overdue ? tr("Overdue") : tr("Open"));
        status->setFlags(Qt::ItemIsEnabled);
        if (c.overdue)
            status->setForeground(QColor(0xc6, 0x28, 0x28));
        m_table->setItem(r, StatusColumn, status);
        auto* owner = new QComboBox(m_table);
        owner->addItem(tr("No owner"), QString());
        for (const Member& m : std::as_const(members))
            owner->addItem(m.name, m.id);
        const int at = owner->findData(c.ownerId);
        owner->setCurrentIndex(at < 0 ? 0 : at);
        m_table->setCellWidget(r, OwnerColumn, owner);
        m_table->setCellWidget(r, DueColumn, dateEdit(c.due, m_table));
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(CheckColumn, QHeaderView::Stretch);
    layout->addWidget(m_table, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PlanDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PlanDialog::reject);
    layout->addWidget(buttons);
    resize(900, 620);
}

void PlanDialog::accept()
{
    std::optional<QDate> start;
    if (m_start->date() != m_plan.start)
        start = m_start->date();
    // A due date left on its week's end while the start moves follows the start: only dates the user
    // changed, or set before, are kept as set.
    QList<plan::CheckEdit> edits;
    for (int r = 0; r < m_plan.checks.size(); ++r) {
        const plan::PlanCheck& c = m_plan.checks.at(r);
        const auto* owner = static_cast<QComboBox*>(m_table->cellWidget(r, OwnerColumn));
        const auto* due = static_cast<QDateEdit*>(m_table->cellWidget(r, DueColumn));
        plan::CheckEdit edit;
        edit.checkId = c.id;
        const QString ownerId = owner->currentData().toString();
        if (ownerId != c.ownerId)
            edit.ownerId = ownerId;
        if (due->date() != c.due)
            edit.due = due->date();
        if (edit.ownerId || edit.due)
            edits.append(edit);
    }
    if (!start && edits.isEmpty()) {
        QDialog::accept();
        return;
    }
    auto done = plan::edit(m_workspace, start, edits);
    if (!done) {
        QMessageBox::warning(this, windowTitle(), done.error().message);
        return;
    }
    QDialog::accept();
}

} // namespace gatebench
