#include "ConsensusDialog.h"

#include "commands/Consensus.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace gatebench {

ConsensusDialog::ConsensusDialog(const QString& cell, const QString& scores, double score, const QString& reason,
                                 QWidget* parent)
    : QDialog(parent)
    , m_score(new QDoubleSpinBox(this))
    , m_reason(new QPlainTextEdit(this))
    , m_error(new QLabel(this))
{
    setWindowTitle(tr("Consensus score"));
    setObjectName(QStringLiteral("consensusDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("<b>%1</b><br>Revealed scores: %2<br>The individual scores and any dissent stay "
                                "recorded; the decision uses the consensus score.")
                                 .arg(cell.toHtmlEscaped(), scores.toHtmlEscaped()),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    m_score->setObjectName(QStringLiteral("consensusScore"));
    m_score->setRange(0, 5);
    m_score->setDecimals(2);
    m_score->setSingleStep(0.5);
    m_score->setValue(score);
    form->addRow(tr("Score (0-5):"), m_score);
    m_reason->setObjectName(QStringLiteral("consensusReason"));
    m_reason->setPlainText(reason);
    m_reason->setPlaceholderText(
        tr("Why the committee settled on this score (at least %1 characters)").arg(consensus::kMinReasonLength));
    form->addRow(tr("Reason:"), m_reason);
    layout->addLayout(form);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_error->setWordWrap(true);
    m_error->hide();
    layout->addWidget(m_error);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &ConsensusDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ConsensusDialog::reject);
    layout->addWidget(buttons);
    resize(520, 320);
}

double ConsensusDialog::score() const
{
    return m_score->value();
}

QString ConsensusDialog::reason() const
{
    return m_reason->toPlainText().trimmed();
}

void ConsensusDialog::accept()
{
    if (reason().size() < consensus::kMinReasonLength) {
        m_error->setText(tr("The reason needs at least %1 characters.").arg(consensus::kMinReasonLength));
        m_error->show();
        return;
    }
    QDialog::accept();
}

} // namespace gatebench
