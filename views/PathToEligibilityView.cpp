#include "PathToEligibilityView.h"

#include "Translation.h"
#include "decision/DecisionDocument.h"
#include "poc/PocAnalysis.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QLabel>
#include <QTimeZone>
#include <QTimer>
#include <QVBoxLayout>

namespace gatebench {

PathToEligibilityView::PathToEligibilityView(QWidget* parent)
    : QWidget(parent)
    , m_text(new QLabel(this))
{
    setObjectName(QStringLiteral("pathToEligibilityView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_text->setObjectName(QStringLiteral("pathToEligibility"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_text);
}

void PathToEligibilityView::setWorkspace(Workspace* workspace)
{
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    if (m_workspace) {
        // One refresh after the steps of one change, however many tables it wrote.
        connect(m_workspace, &Workspace::changed, this, [this] {
            if (m_pending)
                return;
            m_pending = true;
            QTimer::singleShot(0, this, [this] {
                m_pending = false;
                refresh();
            });
        });
    }
    refresh();
}

void PathToEligibilityView::setAsOf(QDate date)
{
    if (date == m_asOf)
        return;
    m_asOf = date;
    refresh();
}

QString PathToEligibilityView::html() const
{
    return m_text->text();
}

void PathToEligibilityView::refresh()
{
    if (!m_workspace) {
        m_text->clear();
        return;
    }
    const EvaluationQueries& queries = m_workspace->queries();
    const QTimeZone zone = queries.settings().clusterZone;
    const QDate asOf = m_asOf.isValid() ? m_asOf : m_workspace->now().toTimeZone(zone).date();
    auto current = queries.decision(asOf);
    if (!current) {
        m_text->setText(current.error().message.toHtmlEscaped());
        return;
    }
    const Decision& decision = (*current)->decision;
    const DecisionInput* input = &(*current)->input;
    auto path = loadPathToEligibility(queries.rows(), decision, *input);
    if (!path) {
        m_text->setText(path.error().message.toHtmlEscaped());
        return;
    }
    DecisionDocument document(decision, *input, currentLanguage());
    document.setPath(*path);
    m_text->setText(document.pathHtml());
}

} // namespace gatebench
