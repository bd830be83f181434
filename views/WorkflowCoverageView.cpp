#include "WorkflowCoverageView.h"

#include "CoverageCellDialog.h"
#include "StatusMatrix.h"
#include "Translation.h"

#include "commands/Coverage.h"
#include "core/Labels.h"
#include "itemmodels/WorkflowCoverageModel.h"
#include "reports/WorkflowGaps.h"
#include "repositories/WorkflowCoverageRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace gatebench {

WorkflowCoverageView::WorkflowCoverageView(QWidget* parent)
    : QWidget(parent)
    , m_model(new WorkflowCoverageModel(this))
    , m_matrix(new QTableView(this))
    , m_gaps(new QLabel(this))
    , m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("workflowCoverageView"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("How each candidate in the PoC covers each step of the chain from data to rollback: "
                                "run by the platform, done by hand around it, or not covered, with the team that "
                                "owns the step and the permission boundary (hover over a cell). Double-click a "
                                "cell to edit it."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* essentialRow = new QHBoxLayout;
    essentialRow->addWidget(new QLabel(tr("Essential steps (★):"), this));
    for (WorkflowStep step : workflowSteps()) {
        const QString key = WorkflowCoverageRepository::stepKey(step);
        auto* box = new QCheckBox(labels::workflowStep(key), this);
        box->setObjectName(QStringLiteral("essential_") + key);
        box->setToolTip(tr("The key-workflow gate cites a candidate's gaps in the essential steps as evidence"));
        m_essential.insert(int(step), box);
        essentialRow->addWidget(box);
        connect(box, &QCheckBox::toggled, this, [this, step](bool on) {
            if (!m_workspace)
                return;
            if (auto r = coverage::setEssential(*m_workspace, step, on); !r)
                showMessage(r.error().message, true);
        });
    }
    essentialRow->addStretch(1);
    layout->addLayout(essentialRow);

    m_matrix->setObjectName(QStringLiteral("workflowCoverageMatrix"));
    m_matrix->setModel(m_model);
    statusmatrix::setUp(m_matrix, [this](const QModelIndex& index) { editCell(index); });
    layout->addWidget(m_matrix, 1);

    auto* legend = new QLabel(
        QStringLiteral("%1 %2    %3 %4    %5 %6    %7 %8")
            .arg(WorkflowCoverageModel::symbol(CoverageMode::Managed), labels::coverageMode(QStringLiteral("managed")),
                 WorkflowCoverageModel::symbol(CoverageMode::Manual), labels::coverageMode(QStringLiteral("manual")),
                 WorkflowCoverageModel::symbol(CoverageMode::NotCovered), labels::coverageMode(QStringLiteral("none")),
                 WorkflowCoverageModel::symbol(std::nullopt), tr("Not recorded")),
        this);
    legend->setObjectName(QStringLiteral("coverageLegend"));
    layout->addWidget(legend);
    m_gaps->setObjectName(QStringLiteral("coverageGaps"));
    m_gaps->setWordWrap(true);
    m_gaps->setTextFormat(Qt::RichText);
    m_gaps->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_gaps);
    m_message->setObjectName(QStringLiteral("coverageMessage"));
    m_message->setWordWrap(true);
    m_message->hide();
    layout->addWidget(m_message);

    connect(m_model, &QAbstractItemModel::modelReset, this, &WorkflowCoverageView::refresh);
    refresh();
}

void WorkflowCoverageView::setWorkspace(Workspace* workspace)
{
    m_workspace = workspace;
    m_model->setLanguage(currentLanguage());
    m_model->setWorkspace(workspace);
}

void WorkflowCoverageView::showMessage(const QString& text, bool error)
{
    statusmatrix::showMessage(m_message, text, error);
}

void WorkflowCoverageView::refresh()
{
    for (auto it = m_essential.cbegin(); it != m_essential.cend(); ++it) {
        const QSignalBlocker block(it.value());
        it.value()->setChecked(m_model->isEssential(WorkflowStep(it.key())));
        it.value()->setEnabled(m_workspace != nullptr);
    }
    if (!m_model->loadError().isEmpty()) {
        showMessage(m_model->loadError(), true);
        m_gaps->clear();
        return;
    }
    if (!m_workspace) {
        m_gaps->setText(tr("No evaluation is open."));
        return;
    }
    if (m_model->columnCount() == 0) {
        m_gaps->setText(tr("No candidate is marked for the PoC yet."));
        return;
    }
    const QString language = currentLanguage();
    auto all = workflowgaps::all(m_workspace->queries().rows());
    if (!all) {
        showMessage(all.error().message, true);
        return;
    }
    bool anyEssential = false;
    for (QCheckBox* box : std::as_const(m_essential))
        anyEssential = anyEssential || box->isChecked();
    QStringList lines;
    for (int column = 0; column < m_model->columnCount(); ++column) {
        const QString id = m_model->candidateId(column);
        for (const CandidateCoverageGaps& candidate : std::as_const(*all)) {
            if (candidate.candidateId != id)
                continue;
            lines.append(tr("%1: %2")
                             .arg(m_model->headerData(column, Qt::Horizontal).toString(),
                                  workflowgaps::evidenceText(candidate.gaps, anyEssential, language))
                             .toHtmlEscaped());
        }
    }
    m_gaps->setText(lines.join(QStringLiteral("<br>")));
}

void WorkflowCoverageView::editCell(const QModelIndex& index)
{
    if (!m_workspace || !index.isValid())
        return;
    const QString candidateId = m_model->candidateId(index.column());
    const WorkflowStep step = WorkflowCoverageModel::step(index.row());
    const std::optional<WorkflowCoverage> shown = m_model->cell(index.row(), index.column());
    const QString title = tr("%1 / %2").arg(m_model->headerData(index.column(), Qt::Horizontal).toString(),
                                            labels::workflowStep(WorkflowCoverageRepository::stepKey(step)));
    CoverageCellDialog dialog(title, shown, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    Result<void> r;
    if (!dialog.mode()) {
        r = coverage::clearCell(*m_workspace, candidateId, step, shown);
    } else {
        WorkflowCoverage wanted = dialog.entered();
        wanted.candidateId = candidateId;
        wanted.step = step;
        r = coverage::setCell(*m_workspace, wanted, std::optional<std::optional<WorkflowCoverage>>(shown));
    }
    showMessage(r ? QString() : r.error().message, !r);
}

} // namespace gatebench
