#include "DecisionPanel.h"

#include "DecisionCharts.h"
#include "charts/BonusBarsChart.h"
#include "charts/EliminationFunnelChart.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

namespace gatebench {

namespace {

QString points(double value)
{
    return QLocale().toString(value, 'f', 1);
}

QString nameOf(const DecisionInput& input, const QString& id, const QString& language)
{
    const DecisionCandidate* c = input.candidate(id);
    return (c ? pickLanguage(c->nameZh, c->nameEn, language) : id).toHtmlEscaped();
}

QString titleOf(const DecisionInput& input, const QString& id, const QString& language)
{
    const DecisionCriterion* c = input.criterion(id);
    return (c ? pickLanguage(c->titleZh, c->titleEn, language) : id).toHtmlEscaped();
}

QString titles(const QList<GateFinding>& findings, const DecisionInput& input, const QString& language)
{
    QStringList list;
    for (const GateFinding& f : findings) {
        QString title = titleOf(input, f.criterionId, language);
        if (f.waiver == WaiverState::Expired)
            title += u' ' + QCoreApplication::translate("gatebench::DecisionPanel", "(waiver expired %1)")
                                .arg(f.waiverExpires.toString(Qt::ISODate));
        list.append(title);
    }
    return list.join(QStringLiteral(", "));
}

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

QString decisionSummaryHtml(const Decision& decision, const DecisionInput& input, const QString& language)
{
    const auto score = [&](const QString& id) {
        const CandidateDecision* c = decision.candidate(id);
        return c && c->bonusScore ? points(*c->bonusScore) : QStringLiteral("–");
    };
    QStringList parts;
    if (decision.recommended.isEmpty()) {
        parts.append(QCoreApplication::translate("gatebench::DecisionPanel",
                                                 "<b>No recommendation:</b> no candidate passes every gate yet."));
    } else {
        parts.append(QCoreApplication::translate("gatebench::DecisionPanel", "<b>Recommended:</b> %1 (bonus score %2).")
                         .arg(nameOf(input, decision.recommended, language), score(decision.recommended)));
        if (decision.alternative.isEmpty())
            parts.append(QCoreApplication::translate(
                "gatebench::DecisionPanel", "<b>Alternative:</b> none, no other candidate passes every gate."));
        else
            parts.append(
                QCoreApplication::translate("gatebench::DecisionPanel", "<b>Alternative:</b> %1 (bonus score %2).")
                    .arg(nameOf(input, decision.alternative, language), score(decision.alternative)));
    }
    if (decision.closeCall && decision.margin) {
        parts.append(QStringLiteral("<span style=\"background:#fff4ce; color:#5c4400;\">%1</span>")
                         .arg(QCoreApplication::translate(
                                  "gatebench::DecisionPanel",
                                  "Close call, no clear winner: the top two are %1 points apart (10 or less). The "
                                  "recommendation stands, flagged.")
                                  .arg(points(*decision.margin))));
    }
    return parts.join(QStringLiteral("<br>"));
}

QString candidateStatusHtml(const Decision& decision, const DecisionInput& input, const QString& language)
{
    QStringList items;
    const auto line = [&](const CandidateDecision& c) {
        const QString name = QStringLiteral("<b>%1</b>").arg(nameOf(input, c.candidateId, language));
        const QString bonus = c.bonusScore ? points(*c.bonusScore) : QStringLiteral("–");
        QString text;
        switch (*c.status) {
        case CandidateStatus::Eligible:
            text = QCoreApplication::translate(
                       "gatebench::DecisionPanel",
                       "%1 — <span style=\"color:#1b5e20;\">Eligible</span>, rank %2, bonus score %3")
                       .arg(name)
                       .arg(c.rank.value_or(0))
                       .arg(bonus);
            if (!c.waivedGates.isEmpty())
                text += QStringLiteral("<br>&nbsp;&nbsp;") +
                        QCoreApplication::translate("gatebench::DecisionPanel", "Waived: %1")
                            .arg(titles(c.waivedGates, input, language));
            if (c.missingScores > 0)
                text += QStringLiteral("<br>&nbsp;&nbsp;") +
                        QCoreApplication::translate("gatebench::DecisionPanel", "%1 bonus scores missing, counted as 0")
                            .arg(c.missingScores);
            break;
        case CandidateStatus::Blocked:
            text = QCoreApplication::translate("gatebench::DecisionPanel",
                                               "%1 — <span style=\"color:#7a4100;\">Blocked</span>: unknown %2")
                       .arg(name, titles(c.unknownGates, input, language));
            text +=
                QStringLiteral("<br>&nbsp;&nbsp;<i>") +
                QCoreApplication::translate("gatebench::DecisionPanel", "Bonus score %1, for information, not ranked")
                    .arg(bonus) +
                QStringLiteral("</i>");
            break;
        case CandidateStatus::Eliminated:
            text = QCoreApplication::translate("gatebench::DecisionPanel",
                                               "%1 — <span style=\"color:#b71c1c;\">Eliminated</span>: fails %2")
                       .arg(name, titles(c.failedGates, input, language));
            if (!c.unknownGates.isEmpty())
                text += QStringLiteral("<br>&nbsp;&nbsp;") +
                        QCoreApplication::translate("gatebench::DecisionPanel", "Also unknown: %1")
                            .arg(titles(c.unknownGates, input, language));
            text +=
                QStringLiteral("<br>&nbsp;&nbsp;<i>") +
                QCoreApplication::translate("gatebench::DecisionPanel", "Bonus score %1, for information, not ranked")
                    .arg(bonus) +
                QStringLiteral("</i>");
            break;
        }
        return QStringLiteral("<li>%1</li>").arg(text);
    };
    // Ranked first, then the others in committee order: blocked before eliminated.
    for (const QString& id : decision.ranking)
        items.append(line(*decision.candidate(id)));
    for (CandidateStatus status : {CandidateStatus::Blocked, CandidateStatus::Eliminated}) {
        for (const CandidateDecision& c : decision.candidates) {
            if (c.status == status)
                items.append(line(c));
        }
    }
    QString html = QStringLiteral("<ul style=\"margin-left:-20px;\">%1</ul>").arg(items.join(QString()));
    if (!decision.setAside.isEmpty()) {
        QStringList names;
        for (const QString& id : decision.setAside)
            names.append(nameOf(input, id, language));
        html += QCoreApplication::translate("gatebench::DecisionPanel", "Set aside by the committee (no status): %1")
                    .arg(names.join(QStringLiteral(", ")));
    }
    return html;
}

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
    m_poc->setWordWrap(true);
    m_poc->setStyleSheet(
        QStringLiteral("background: #fff4ce; color: #5c4400; border: 1px solid #e0c36a; padding: 6px;"));
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

void DecisionPanel::showDecision(const Decision& decision, const DecisionInput& input, const QString& language,
                                 const QString& pocWarning, bool simulated)
{
    const QString date = decision.asOf.toString(Qt::ISODate);
    m_heading->setText(tr("Decision as of %1").arg(date));
    m_poc->setText(pocWarning);
    m_poc->setVisible(!pocWarning.isEmpty());
    m_summary->setText(decisionSummaryHtml(decision, input, language));
    m_status->setText(candidateStatusHtml(decision, input, language));

    QStringList lines;
    for (const WeightSensitivity& s : decision.sensitivity) {
        const QString title = titleOf(input, s.criterionId, language);
        const QString weight = QLocale().toString(s.weight, 'g', 3);
        QString text;
        if (decision.ranking.size() < 2)
            text = tr("%1 (weight %2): fewer than two eligible candidates, nothing to compare").arg(title, weight);
        else if (!s.threshold)
            text = tr("%1 (weight %2): no weight from 0 to %3 changes the leader")
                       .arg(title, weight, QLocale().toString(s.rangeMax, 'g', 3));
        else {
            // "beyond": at the threshold itself the tie still goes to the leader.
            const char* phrase = s.increase ? (s.beyond ? QT_TR_NOOP("%1 (weight %2): %3 would lead if the weight rose "
                                                                     "above %4")
                                                        : QT_TR_NOOP("%1 (weight %2): %3 would lead if the weight rose "
                                                                     "to %4"))
                                            : (s.beyond ? QT_TR_NOOP("%1 (weight %2): %3 would lead if the weight fell "
                                                                     "below %4")
                                                        : QT_TR_NOOP("%1 (weight %2): %3 would lead if the weight fell "
                                                                     "to %4"));
            text = tr(phrase).arg(title, weight, nameOf(input, s.newLeader, language),
                                  QLocale().toString(*s.threshold, 'f', 2));
        }
        lines.append(text);
    }
    m_sensitivity->setText(lines.isEmpty() ? tr("No bonus criteria.") : lines.join(QStringLiteral("<br>")));

    const QString mark = simulated ? u' ' + tr("(simulated data)") : QString();
    const EliminationFunnel funnel = eliminationFunnel(decision, input);
    QStringList eliminated;
    for (const FunnelStep& step : funnel.steps) {
        QStringList names;
        for (const QString& id : step.eliminatedHere) {
            const DecisionCandidate* c = input.candidate(id);
            names.append(c ? pickLanguage(c->nameZh, c->nameEn, language) : id);
        }
        eliminated.append(names.join(QStringLiteral(", ")));
    }
    m_funnel->setFunnel(funnel, eliminated, tr("Candidates left after each gate category, as of %1").arg(date) + mark);
    m_bonus->setBars(bonusBars(decision, input, language), tr("Bonus scores as of %1").arg(date) + mark);
}

} // namespace gatebench
