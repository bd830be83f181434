#include "SignoffPanel.h"

#include "committee/Signoff.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gatebench {

SignoffPanel::SignoffPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("signoffPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* heading = new QLabel(tr("Sign-off"), this);
    QFont bold = heading->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    heading->setFont(bold);
    layout->addWidget(heading);
    auto* about = new QLabel(tr("Every member signs the decision as it is: agree, agree with reservations, or "
                                "dissent (the last two with a reason). The chair freezes the decision once the "
                                "signatures are in; afterwards no edit of what the report's fingerprint covers is "
                                "written until the chair reopens it, which clears the signatures."),
                             this);
    about->setWordWrap(true);
    layout->addWidget(about);
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("signoffState"));
    m_state->setWordWrap(true);
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_state);
    m_table = new QTableWidget(0, 5, this);
    m_table->setObjectName(QStringLiteral("signoffTable"));
    m_table->setHorizontalHeaderLabels({tr("Member"), tr("Function"), tr("Choice"), tr("Signed"), tr("Reason")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    // The reason takes the width that is left and wraps: a dissent is read in full, never scrolled to.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(4, QHeaderView::Stretch);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setWordWrap(true);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table, &QTableView::resizeRowsToContents);
    m_table->setMinimumHeight(140);
    layout->addWidget(m_table);
    auto* buttons = new QHBoxLayout;
    m_sign = new QPushButton(tr("Sign…"), this);
    m_sign->setObjectName(QStringLiteral("signoffSign"));
    m_freeze = new QPushButton(tr("Freeze…"), this);
    m_freeze->setObjectName(QStringLiteral("signoffFreeze"));
    m_reopen = new QPushButton(tr("Reopen…"), this);
    m_reopen->setObjectName(QStringLiteral("signoffReopen"));
    buttons->addWidget(m_sign);
    buttons->addWidget(m_freeze);
    buttons->addWidget(m_reopen);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    connect(m_sign, &QPushButton::clicked, this, &SignoffPanel::sign);
    connect(m_freeze, &QPushButton::clicked, this, &SignoffPanel::freeze);
    connect(m_reopen, &QPushButton::clicked, this, &SignoffPanel::reopen);
    setWorkspace(nullptr);
}

void SignoffPanel::setWorkspace(Workspace* workspace)
{
    m_workspace = workspace;
    refresh();
}

void SignoffPanel::refresh()
{
    m_table->setRowCount(0);
    if (!m_workspace) {
        m_state->clear();
        for (QPushButton* b : {m_sign, m_freeze, m_reopen})
            b->setEnabled(false);
        return;
    }
    auto state = signoff::state(m_workspace->queries().rows());
    if (!state) {
        m_state->setText(state.error().message);
        return;
    }
    const bool frozen = state->freeze.has_value();
    if (frozen)
        m_state->setText(
            tr("Frozen by %1 on %2 (fingerprint %3, audit chain head %4). Edits of what the fingerprint covers are "
               "refused until the chair reopens the decision.")
                .arg(state->freeze->frozenBy,
                     QDateTime::fromString(state->freeze->frozenAt, Qt::ISODate)
                         .toLocalTime()
                         .toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                     state->freeze->fingerprint.left(16), state->freeze->chainHead));
    else
        m_state->setText(tr("Not frozen: %1 of %2 members have signed the decision as it is.")
                             .arg(state->currentSignatures())
                             .arg(state->signers.size()));
    for (const signoff::MemberSignoff& m : std::as_const(state->signers)) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        QString choice = tr("not signed");
        QString reason;
        QString when;
        if (m.signature) {
            choice = signoff::choiceText(m.signature->choice);
            if (!m.current)
                choice += u' ' + tr("(on earlier data: to sign again)");
            reason = m.signature->reason;
            when = QDateTime::fromString(m.signature->signedAt, Qt::ISODate)
                       .toLocalTime()
                       .toString(QStringLiteral("yyyy-MM-dd HH:mm"));
        }
        const QStringList cells{m.member.name,
                                functionLabel(m.member.function) +
                                    (m.member.permission == Permission::Chair ? tr(" (chair)") : QString()),
                                choice, when, reason};
        for (int column = 0; column < cells.size(); ++column)
            m_table->setItem(row, column, new QTableWidgetItem(cells.at(column)));
    }
    m_table->resizeRowsToContents();
    m_sign->setEnabled(!frozen && !state->signers.isEmpty());
    m_freeze->setEnabled(!frozen);
    m_reopen->setEnabled(frozen);
}

void SignoffPanel::showRefusal(const QString& title, const QString& message)
{
    QMessageBox::warning(this, title, message);
    refresh();
}

void SignoffPanel::sign()
{
    if (!m_workspace)
        return;
    auto state = signoff::state(m_workspace->queries().rows());
    if (!state)
        return showRefusal(tr("Sign the decision"), state.error().message);
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("signoffDialog"));
    dialog.setWindowTitle(tr("Sign the decision"));
    auto* form = new QFormLayout(&dialog);
    auto* member = new QComboBox(&dialog);
    member->setObjectName(QStringLiteral("signoffMember"));
    for (const signoff::MemberSignoff& m : std::as_const(state->signers))
        member->addItem(m.member.name, m.member.id);
    // The member chosen on this machine signs as themself: a signature is never given in another
    // member's name from their machine. With no member chosen (a secretary entering the signatures of a
    // meeting), any member may be picked; the signature is stamped with that member either way.
    if (const int acting = member->findData(m_workspace->actingMemberId()); acting >= 0) {
        member->setCurrentIndex(acting);
        member->setEnabled(false);
        member->setToolTip(tr("The member chosen on this machine (Edit > Who acts) signs."));
    }
    form->addRow(tr("Member:"), member);
    auto* agree = new QRadioButton(signoff::choiceText(SignChoice::Agree), &dialog);
    agree->setObjectName(QStringLiteral("signoffAgree"));
    auto* reservations = new QRadioButton(signoff::choiceText(SignChoice::Reservations), &dialog);
    reservations->setObjectName(QStringLiteral("signoffReservations"));
    auto* dissent = new QRadioButton(signoff::choiceText(SignChoice::Dissent), &dialog);
    dissent->setObjectName(QStringLiteral("signoffDissent"));
    agree->setChecked(true);
    auto* choices = new QVBoxLayout;
    for (QRadioButton* b : {agree, reservations, dissent})
        choices->addWidget(b);
    form->addRow(tr("Choice:"), choices);
    auto* reason = new QPlainTextEdit(&dialog);
    reason->setObjectName(QStringLiteral("signoffReason"));
    reason->setPlaceholderText(tr("The reservations or the dissent, in full (printed in the report)"));
    form->addRow(tr("Reason:"), reason);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    box->button(QDialogButtonBox::Ok)->setText(tr("Sign"));
    connect(box, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(box);
    if (dialog.exec() != QDialog::Accepted || !m_workspace)
        return;
    const SignChoice choice = agree->isChecked()          ? SignChoice::Agree
                              : reservations->isChecked() ? SignChoice::Reservations
                                                          : SignChoice::Dissent;
    if (auto r = signoff::sign(*m_workspace, member->currentData().toString(), choice, reason->toPlainText()); !r)
        return showRefusal(tr("Not signed"), r.error().message);
    refresh();
}

void SignoffPanel::freeze()
{
    if (!m_workspace)
        return;
    auto state = signoff::state(m_workspace->queries().rows());
    if (!state)
        return showRefusal(tr("Freeze the decision"), state.error().message);
    bool ok = false;
    const QString reason = QInputDialog::getMultiLineText(
        this, tr("Freeze the decision"),
        state->complete()
            ? tr("Every member has signed. Freeze the decision? (A reason is optional.)")
            : tr("%1 of %2 members have signed the decision as it is. Freezing it without every signature needs a "
                 "reason:")
                  .arg(state->currentSignatures())
                  .arg(state->signers.size()),
        QString(), &ok);
    if (!ok || !m_workspace)
        return;
    if (auto r = signoff::freeze(*m_workspace, reason); !r)
        return showRefusal(tr("Not frozen"), r.error().message);
    refresh();
}

void SignoffPanel::reopen()
{
    if (!m_workspace)
        return;
    bool ok = false;
    const QString reason = QInputDialog::getMultiLineText(
        this, tr("Reopen the decision"),
        tr("Why is the decision reopened? The reopening is recorded in the audit log and every signature is "
           "cleared."),
        QString(), &ok);
    if (!ok || !m_workspace)
        return;
    if (auto r = signoff::reopen(*m_workspace, reason); !r)
        return showRefusal(tr("Not reopened"), r.error().message);
    refresh();
}

} // namespace gatebench
