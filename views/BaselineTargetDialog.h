#pragma once

#include "baseline/BaselineMetrics.h"
#include "domain/Domain.h"

#include <QDialog>
#include <QList>
#include <QPointer>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gatebench {

class Workspace;

/// Adds or edits one improvement target: its metric, grouping and group (by their labels), the current
/// value from the baseline, the target value (typed in minutes, percent or GPU-hours) and its owner.
/// OK writes through the commands (commands/Baseline.h: one undoable, audited step); a value that is
/// not a target value, or an edit the command refuses, is refused in place with the reason and the
/// dialog stays open.
class BaselineTargetDialog : public QDialog {
    Q_OBJECT

public:
    /// `metrics`: the baseline the current values come from; `teams`: the teams' names; `shown`: the
    /// target to edit (its id set) or to start a new one from (id 0: from a loss, or empty fields).
    BaselineTargetDialog(Workspace* workspace, const baseline::BaselineMetrics& metrics, const QList<Team>& teams,
                         const ImprovementTarget& shown, QWidget* parent = nullptr);

    QComboBox* metric() const { return m_metric; }
    QComboBox* grouping() const { return m_grouping; }
    QComboBox* group() const { return m_group; }
    QLineEdit* targetValue() const { return m_value; }
    QLineEdit* owner() const { return m_owner; }
    /// The current value as shown ("—" when the baseline has none).
    QString currentText() const;
    /// Why OK was refused (empty when nothing was refused).
    QString refusal() const;
    /// The target written by OK (its id), else 0.
    qint64 savedId() const { return m_savedId; }

public slots:
    void accept() override;

private:
    void fillGroups();
    void updateCurrent();
    std::optional<baseline::Metric> currentMetric() const;
    std::optional<double> currentValue() const;

    QPointer<Workspace> m_workspace;
    baseline::BaselineMetrics m_metrics;
    QList<Team> m_teams;
    ImprovementTarget m_shown;
    QComboBox* m_metric;
    QComboBox* m_grouping;
    QComboBox* m_group;
    QLabel* m_current;
    QLineEdit* m_value;
    QLabel* m_unit;
    QLineEdit* m_owner;
    QLabel* m_error;
    qint64 m_savedId = 0;
};

/// Makes an improvement target a bonus criterion or, when the PoC measures its metric (queue wait P50
/// and P90, success rate), a metric gate on a PoC scenario: the title and acceptance prefilled from
/// the target, the rule shown as it will read. OK makes it in one undoable step
/// (baselineedits::makeCriterion); a refusal is shown in place.
class TargetCriterionDialog : public QDialog {
    Q_OBJECT

public:
    TargetCriterionDialog(Workspace* workspace, const baseline::TargetRow& row, const QList<Team>& teams,
                          QWidget* parent = nullptr);

    /// Bonus or Gate (a metric gate), as data of the items.
    QComboBox* tier() const { return m_tier; }
    QComboBox* scenario() const { return m_scenario; }
    QSpinBox* minRuns() const { return m_minRuns; }
    QLineEdit* title() const { return m_title; }
    QString refusal() const;
    /// The criterion made by OK, else empty.
    QString createdId() const { return m_createdId; }

public slots:
    void accept() override;

private:
    void updateRule();

    QPointer<Workspace> m_workspace;
    baseline::TargetRow m_row;
    QList<Team> m_teams;
    QList<PocScenario> m_scenarios;
    QComboBox* m_tier;
    QComboBox* m_scenario;
    QSpinBox* m_minRuns;
    QLineEdit* m_title;
    QLabel* m_rule;
    QLabel* m_error;
    QString m_createdId;
};

} // namespace gatebench
