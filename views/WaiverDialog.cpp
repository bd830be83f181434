#include "WaiverDialog.h"

#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace gatebench {

WaiverDialog::WaiverDialog(const QString& cell, const assessments::Waiver& current, QDate today, QWidget* parent)
    : QDialog(parent)
    , m_owner(new QLineEdit(current.owner, this))
    , m_reason(new QPlainTextEdit(current.reason, this))
    , m_expires(new QDateEdit(this))
    , m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("waiverDialog"));
    setWindowTitle(tr("Waive a gate"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Waive %1 until a date. A waiver only covers a gate nobody could verify yet; it "
                                "becomes an acceptance condition in the decision report, and after its expiry date "
                                "the gate counts as unknown again.")
                                 .arg(cell),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    m_owner->setObjectName(QStringLiteral("waiverOwner"));
    m_owner->setPlaceholderText(tr("Who answers for it, e.g. the security lead"));
    m_reason->setObjectName(QStringLiteral("waiverReason"));
    m_reason->setPlaceholderText(tr("Why the committee accepts leaving the gate open for now"));
    m_reason->setTabChangesFocus(true);
    m_reason->setMinimumHeight(80);
    m_expires->setObjectName(QStringLiteral("waiverExpires"));
    m_expires->setCalendarPopup(true);
    m_expires->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_expires->setMinimumDate(today);
    m_expires->setDate(current.expires.isValid() && current.expires >= today ? current.expires : today.addMonths(2));
    form->addRow(tr("Owner:"), m_owner);
    form->addRow(tr("Reason:"), m_reason);
    form->addRow(tr("Valid through:"), m_expires);
    layout->addLayout(form);
    m_error->setObjectName(QStringLiteral("waiverError"));
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->setWordWrap(true);
    layout->addWidget(m_error);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Waive"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(520, sizeHint().height());
}

assessments::Waiver WaiverDialog::waiver() const
{
    return {m_owner->text().trimmed(), m_reason->toPlainText().trimmed(), m_expires->date()};
}

void WaiverDialog::accept()
{
    if (m_owner->text().trimmed().isEmpty() || m_reason->toPlainText().trimmed().isEmpty()) {
        m_error->setText(tr("A waiver needs an owner and a reason."));
        return;
    }
    QDialog::accept();
}

} // namespace gatebench
