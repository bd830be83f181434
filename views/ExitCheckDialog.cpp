#include "ExitCheckDialog.h"

#include "core/Labels.h"
#include "itemmodels/ExitReadinessModel.h"
#include "repositories/ExitReadinessRepository.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace gatebench {

ExitCheckDialog::ExitCheckDialog(const QString& title, const std::optional<ExitCheck>& current, QWidget* parent)
    : QDialog(parent)
    , m_status(new QComboBox(this))
    , m_evidence(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("exitCheckDialog"));
    setWindowTitle(tr("Exit readiness"));
    auto* layout = new QVBoxLayout(this);
    auto* heading = new QLabel(title, this);
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    layout->addWidget(heading);

    for (ExitStatus status : {ExitStatus::Ready, ExitStatus::Partial, ExitStatus::Missing})
        m_status->addItem(ExitReadinessModel::statusText(status), ExitReadinessRepository::statusKey(status));
    m_status->addItem(ExitReadinessModel::statusText(std::nullopt), QString());
    m_status->setObjectName(QStringLiteral("exitStatus"));
    m_evidence->setObjectName(QStringLiteral("exitEvidence"));
    m_evidence->setPlaceholderText(tr("What shows it: an export tried in the PoC, a contract clause, a document"));
    m_evidence->setTabChangesFocus(true);

    auto* form = new QFormLayout;
    form->addRow(tr("Status:"), m_status);
    form->addRow(tr("Evidence:"), m_evidence);
    layout->addLayout(form);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    if (current) {
        m_status->setCurrentIndex(m_status->findData(ExitReadinessRepository::statusKey(current->status)));
        m_evidence->setPlainText(current->evidence);
    } else {
        m_status->setCurrentIndex(m_status->count() - 1);
    }
    const auto follow = [this] { m_evidence->setEnabled(status().has_value()); };
    connect(m_status, &QComboBox::currentIndexChanged, this, follow);
    follow();
    resize(640, sizeHint().height());
}

std::optional<ExitStatus> ExitCheckDialog::status() const
{
    return ExitReadinessRepository::statusFromKey(m_status->currentData().toString());
}

QString ExitCheckDialog::evidence() const
{
    return m_evidence->toPlainText();
}

} // namespace gatebench
