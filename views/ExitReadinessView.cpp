#include "ExitReadinessView.h"

#include "ExitCheckDialog.h"
#include "StatusMatrix.h"
#include "Translation.h"

#include "commands/Exit.h"
#include "core/Labels.h"
#include "itemmodels/ExitReadinessModel.h"
#include "repositories/ExitReadinessRepository.h"
#include "repositories/TcoRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QVBoxLayout>

namespace gatebench {

ExitReadinessView::ExitReadinessView(QWidget* parent)
    : QWidget(parent)
    , m_model(new ExitReadinessModel(this))
    , m_matrix(new QTableView(this))
    , m_summary(new QLabel(this))
    , m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("exitReadinessView"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Whether the organisation could leave each candidate without losing its work: job "
                                "definitions, model metadata and audit records that can be exported, container "
                                "images and training code kept in its own hands, data in portable formats. "
                                "Double-click a cell to record its status and the evidence."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_matrix->setObjectName(QStringLiteral("exitReadinessMatrix"));
    m_matrix->setModel(m_model);
    statusmatrix::setUp(m_matrix, [this](const QModelIndex& index) { editCell(index); });
    layout->addWidget(m_matrix, 1);

    QStringList legend;
    for (ExitStatus status : {ExitStatus::Ready, ExitStatus::Partial, ExitStatus::Missing})
        legend.append(ExitReadinessModel::statusText(status));
    legend.append(ExitReadinessModel::statusText(std::nullopt));
    auto* legendLabel = new QLabel(legend.join(QStringLiteral("    ")), this);
    legendLabel->setObjectName(QStringLiteral("exitLegend"));
    layout->addWidget(legendLabel);
    m_summary->setObjectName(QStringLiteral("exitSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    m_message->setObjectName(QStringLiteral("exitMessage"));
    m_message->setWordWrap(true);
    m_message->hide();
    layout->addWidget(m_message);

    connect(m_model, &QAbstractItemModel::modelReset, this, &ExitReadinessView::refresh);
    refresh();
}

void ExitReadinessView::setWorkspace(Workspace* workspace)
{
    m_workspace = workspace;
    m_model->setLanguage(currentLanguage());
    m_model->setWorkspace(workspace);
}

QString ExitReadinessView::summaryText() const
{
    return m_summary->text();
}

void ExitReadinessView::showMessage(const QString& text, bool error)
{
    statusmatrix::showMessage(m_message, text, error);
}

void ExitReadinessView::refresh()
{
    if (!m_model->loadError().isEmpty()) {
        showMessage(m_model->loadError(), true);
        m_summary->clear();
        return;
    }
    if (!m_workspace) {
        m_summary->setText(tr("No evaluation is open."));
        return;
    }
    if (m_model->columnCount() == 0) {
        m_summary->setText(tr("No candidate is marked for the PoC or has TCO lines yet."));
        return;
    }
    const QString language = currentLanguage();
    const QLocale locale;
    auto basis = TcoRepository(m_workspace->queries().rows()).basis();
    const QString currency = basis ? basis->currency : QString();
    QStringList blocks;
    for (int column = 0; column < m_model->columnCount(); ++column) {
        const CandidateExit& exit = m_model->candidates().at(column);
        QString block = QStringLiteral("<b>%1</b>: %2")
                            .arg(m_model->candidateName(column).toHtmlEscaped(),
                                 exitreadiness::checklistSummary(exit).toHtmlEscaped());
        if (exit.costs.isEmpty()) {
            block += QStringLiteral("<br>") + tr("Exit cost: no TCO lines yet.").toHtmlEscaped();
        } else {
            QStringList costs;
            for (const ExitCost& cost : exit.costs) {
                const QString amount = cost.threeYears.toLocaleString(locale) + u' ' + currency;
                costs.append(cost.scenarioId.isEmpty()
                                 ? amount
                                 : tr("%1 (%2)").arg(amount, labels::tcoScenario(cost.templateScenario)));
            }
            // The category's one name (labels::tcoCategory), as the sheet and its totals say it.
            block += QStringLiteral("<br>") + tr("%1 over three years: %2")
                                                  .arg(labels::tcoCategory(QLatin1String(exitreadiness::kExitCategory)),
                                                       costs.join(listSeparator(language)))
                                                  .toHtmlEscaped();
            if (exit.exitLines.isEmpty()) {
                block += QStringLiteral("<br>") +
                         tr("No exit-cost line yet (egress, re-platforming labour, dual running, contract terms): "
                            "add them to the TCO sheet in the category “%1”.")
                             .arg(labels::tcoCategory(QLatin1String(exitreadiness::kExitCategory)))
                             .toHtmlEscaped();
            } else {
                QStringList lines;
                for (const TcoLine& line : exit.exitLines)
                    lines.append(line.description.in(language).toHtmlEscaped());
                block += QStringLiteral("<br>") +
                         tr("Exit-cost lines: %1").arg(lines.join(listSeparator(language)).toHtmlEscaped());
            }
        }
        blocks.append(block);
    }
    m_summary->setText(blocks.join(QStringLiteral("<br><br>")));
}

void ExitReadinessView::editCell(const QModelIndex& index)
{
    if (!m_workspace || !index.isValid())
        return;
    const QString candidateId = m_model->candidateId(index.column());
    const ExitItem item = ExitReadinessModel::item(index.row());
    const std::optional<ExitCheck> shown = m_model->check(index.row(), index.column());
    const QString title = tr("%1 / %2").arg(m_model->candidateName(index.column()),
                                            labels::exitItem(ExitReadinessRepository::itemKey(item)));
    ExitCheckDialog dialog(title, shown, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    Result<void> r;
    if (!dialog.status())
        r = exitreadiness::clearCheck(*m_workspace, candidateId, item, shown);
    else
        r = exitreadiness::setCheck(*m_workspace, {candidateId, item, *dialog.status(), dialog.evidence()},
                                    std::optional<std::optional<ExitCheck>>(shown));
    showMessage(r ? QString() : r.error().message, !r);
}

} // namespace gatebench
