#pragma once

#include "DecisionEngine.h"

#include <QWidget>

class QLabel;

namespace gatebench {

class BonusBarsChart;
class EliminationFunnelChart;

/// One paragraph on the decision: recommended and alternative (with their bonus scores), or why
/// there is none, and the close-call flag. Rich text; names and titles in `language`.
QString decisionSummaryHtml(const Decision& decision, const DecisionInput& input, const QString& language);

/// Every shortlisted candidate's status as a rich-text list: Eligible ones ranked with their bonus
/// score, then Blocked and Eliminated ones with the gates that stop them and their bonus score "for
/// information, not ranked".
QString candidateStatusHtml(const Decision& decision, const DecisionInput& input, const QString& language);

/// The side panel of the assessments grid: the decision on the as-of date, each candidate's status
/// with its failing and unknown gates, the ranking, the close call, the weight sensitivity of each
/// bonus criterion, the PoC warning, and the elimination funnel and bonus bar charts.
class DecisionPanel : public QWidget {
    Q_OBJECT

public:
    explicit DecisionPanel(QWidget* parent = nullptr);

    /// `pocWarning` is shown when not empty; `simulated` marks the chart captions.
    void showDecision(const Decision& decision, const DecisionInput& input, const QString& language,
                      const QString& pocWarning, bool simulated);

    EliminationFunnelChart* funnelChart() const { return m_funnel; }
    BonusBarsChart* bonusChart() const { return m_bonus; }

private:
    QLabel* m_heading;
    QLabel* m_poc;
    QLabel* m_summary;
    QLabel* m_status;
    QLabel* m_sensitivity;
    EliminationFunnelChart* m_funnel;
    BonusBarsChart* m_bonus;
};

} // namespace gatebench
