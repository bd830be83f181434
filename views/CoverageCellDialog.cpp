#include "CoverageCellDialog.h"

#include "core/Labels.h"
#include "itemmodels/WorkflowCoverageModel.h"
#include "repositories/WorkflowCoverageRepository.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace gatebench {

CoverageCellDialog::CoverageCellDialog(const QString& title, const std::optional<WorkflowCoverage>& current,
                                       QWidget* parent)
    : QDialog(parent)
    , m_mode(new QComboBox(this))
    , m_teamZh(new QLineEdit(this))
    , m_teamEn(new QLineEdit(this))
    , m_boundaryZh(new QLineEdit(this))
    , m_boundaryEn(new QLineEdit(this))
    , m_note(new QLineEdit(this))
{
    setObjectName(QStringLiteral("coverageCellDialog"));
    setWindowTitle(tr("Workflow coverage"));
    auto* layout = new QVBoxLayout(this);
    auto* heading = new QLabel(title, this);
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    layout->addWidget(heading);

    for (CoverageMode mode : {CoverageMode::Managed, CoverageMode::Manual, CoverageMode::NotCovered}) {
        const QString key = WorkflowCoverageRepository::modeKey(mode);
        m_mode->addItem(WorkflowCoverageModel::symbol(mode) + u' ' + labels::coverageMode(key), key);
    }
    m_mode->addItem(WorkflowCoverageModel::symbol(std::nullopt) + u' ' + tr("Not recorded"), QString());
    m_mode->setObjectName(QStringLiteral("coverageMode"));
    m_teamZh->setObjectName(QStringLiteral("coverageTeamZh"));
    m_teamEn->setObjectName(QStringLiteral("coverageTeamEn"));
    m_boundaryZh->setObjectName(QStringLiteral("coverageBoundaryZh"));
    m_boundaryEn->setObjectName(QStringLiteral("coverageBoundaryEn"));
    m_note->setObjectName(QStringLiteral("coverageNote"));
    m_boundaryEn->setPlaceholderText(tr("Who may do what, across which teams"));
    m_boundaryZh->setPlaceholderText(m_boundaryEn->placeholderText());

    auto* form = new QFormLayout;
    form->addRow(tr("Coverage:"), m_mode);
    form->addRow(tr("Owning team (Chinese):"), m_teamZh);
    form->addRow(tr("Owning team (English):"), m_teamEn);
    form->addRow(tr("Permission boundary (Chinese):"), m_boundaryZh);
    form->addRow(tr("Permission boundary (English):"), m_boundaryEn);
    form->addRow(tr("Note:"), m_note);
    layout->addLayout(form);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    if (current) {
        m_mode->setCurrentIndex(m_mode->findData(WorkflowCoverageRepository::modeKey(current->mode)));
        m_teamZh->setText(current->owningTeam.zh);
        m_teamEn->setText(current->owningTeam.en);
        m_boundaryZh->setText(current->permissionBoundary.zh);
        m_boundaryEn->setText(current->permissionBoundary.en);
        m_note->setText(current->note);
    } else {
        m_mode->setCurrentIndex(m_mode->count() - 1);
    }
    // Without a mode there is nothing to own or bound.
    const auto follow = [this] {
        const bool recorded = mode().has_value();
        for (QLineEdit* edit : {m_teamZh, m_teamEn, m_boundaryZh, m_boundaryEn, m_note})
            edit->setEnabled(recorded);
    };
    connect(m_mode, &QComboBox::currentIndexChanged, this, follow);
    follow();
    // Wide enough for a boundary written as a sentence (520 px cut the English one short).
    resize(720, sizeHint().height());
}

std::optional<CoverageMode> CoverageCellDialog::mode() const
{
    return WorkflowCoverageRepository::modeFromKey(m_mode->currentData().toString());
}

WorkflowCoverage CoverageCellDialog::entered() const
{
    WorkflowCoverage cell;
    cell.mode = mode().value_or(CoverageMode::NotCovered);
    cell.owningTeam = {m_teamZh->text(), m_teamEn->text()};
    cell.permissionBoundary = {m_boundaryZh->text(), m_boundaryEn->text()};
    cell.note = m_note->text();
    return cell;
}

} // namespace gatebench
