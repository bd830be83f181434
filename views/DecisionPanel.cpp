#include "DecisionPanel.h"
#include "Page.h"

#include "core/Labels.h"

#include "charts/BonusBarsChart.h"
#include "charts/EliminationFunnelChart.h"
#include "decision/DecisionCharts.h"
#include "decision/DecisionDocument.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

namespace gatebench {

namespace {

QToolButton* exportButton(QWidget* parent, const ChartDrawing* drawing, const QString& name)
{
    auto* button = new QToolButton(parent);
    button->setObjectName(name);
    button->setText(QCoreApplication::translate("gatebench::DecisionPanel", "Export…"));
    button->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(button);
    menu->addAction(QCoreApplication::translate("gatebench::DecisionPanel", "As PNG…"), parent,
                    [parent, drawing] { exportChartWithDialog(parent, *drawing, QStringLiteral("png")); });
    menu->addAction(QCoreApplication::translate("gatebench::DecisionPanel", "As SVG…"), parent,
                    [parent, drawing] { exportChartWithDialog(parent, *drawing, QStringLiteral("svg")); });
    button->setMenu(menu);
    return button;
}

QLabel* heading(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

} // namespace

DecisionPanel::DecisionPanel(QWidget* parent)
    : QWidget(parent)
    , m_heading(new QLabel(this))
    , m_poc(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_status(new QLabel(this))
    , m_sensitivity(new QLabel(this))
    , m_funnel(new EliminationFunnelChart(this))
    , m_bonus(new BonusBarsChart(this))
{
    setObjectName(QStringLiteral("decisionPanel"));
    auto* layout = new QVBoxLayout(this);
    QFont big = m_heading->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_heading->setFont(big);
    m_heading->setObjectName(QStringLiteral("decisionHeading"));
    m_poc->setObjectName(QStringLiteral("pocWarning"));
    Page::styleNotice(m_poc);
    for (QLabel* label : {m_summary, m_status, m_sensitivity}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::RichText);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_summary->setObjectName(QStringLiteral("decisionSummary"));
    m_status->setObjectName(QStringLiteral("decisionStatus"));
    m_sensitivity->setObjectName(QStringLiteral("weightSensitivity"));
    m_funnel->setObjectName(QStringLiteral("eliminationFunnel"));
    m_bonus->setObjectName(QStringLiteral("bonusBars"));

    layout->addWidget(m_heading);
    layout->addWidget(m_poc);
    layout->addWidget(m_summary);
    layout->addWidget(heading(tr("Candidates"), this));
    layout->addWidget(m_status);
    layout->addWidget(heading(tr("Weight sensitivity"), this));
    layout->addWidget(m_sensitivity);
    auto* funnelRow = new QHBoxLayout;
    funnelRow->addWidget(heading(tr("Elimination funnel"), this), 1);
    funnelRow->addWidget(exportButton(this, m_funnel, QStringLiteral("exportFunnel")));
    layout->addLayout(funnelRow);
    layout->addWidget(m_funnel);
    auto* bonusRow = new QHBoxLayout;
    bonusRow->addWidget(heading(tr("Bonus scores"), this), 1);
    bonusRow->addWidget(exportButton(this, m_bonus, QStringLiteral("exportBonusBars")));
    layout->addLayout(bonusRow);
    layout->addWidget(m_bonus);
    layout->addStretch(1);
}

void DecisionPanel::showDecision(const DecisionDocument& document, const QString& pocWarning, bool simulated)
{
    const Decision& decision = document.decision();
    const DecisionInput& input = document.input();
    const QString date = decision.asOf.toString(Qt::ISODate);
    m_heading->setText(tr("Decision as of %1").arg(date));
    m_poc->setText(pocWarning);
    m_poc->setVisible(!pocWarning.isEmpty());
    m_summary->setText(document.summaryHtml());
    m_status->setText(document.candidatesHtml());
    m_sensitivity->setText(document.sensitivityHtml());

    const QString mark = simulated ? u' ' + tr("(simulated data)") : QString();
    const EliminationFunnel funnel = eliminationFunnel(decision, input, document.language());
    QStringList eliminated;
    for (const FunnelStep& step : funnel.steps) {
        QStringList names;
        for (const QString& id : step.eliminatedHere)
            names.append(document.candidateName(id));
        eliminated.append(names.join(listSeparator(document.language())));
    }
    m_funnel->setFunnel(funnel, eliminated, tr("Candidates left after each gate category, as of %1").arg(date) + mark);
    m_bonus->setBars(bonusBars(decision, input, document.language()),
                     tr("Bonus scores as of %1").arg(date) +
                         (decision.sealed ? QStringLiteral(" — ") + DecisionDocument::sealedWord() : QString()) + mark);
}

} // namespace gatebench
