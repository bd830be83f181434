#pragma once

#include <QWidget>

class QLabel;

namespace gatebench {

class BonusBarsChart;
class DecisionDocument;
class EliminationFunnelChart;

/// The side panel of the assessments grid: the decision on the as-of date, each candidate's status
/// with its failing and unknown gates, the ranking, the close call, the weight sensitivity of each
/// bonus criterion, the PoC warning, and the elimination funnel and bonus bar charts. The words are
/// the document's (DecisionDocument); the panel lays them out.
class DecisionPanel : public QWidget {
    Q_OBJECT

public:
    explicit DecisionPanel(QWidget* parent = nullptr);

    /// `pocWarning` is shown when not empty; `simulated` marks the chart captions.
    void showDecision(const DecisionDocument& document, const QString& pocWarning, bool simulated);

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
