#include "BaselineTargetDialog.h"

#include "Translation.h"
#include "baseline/BaselineTargets.h"
#include "commands/Baseline.h"
#include "core/Labels.h"
#include "repositories/PocRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace gatebench {

namespace {

constexpr std::array kMetrics{baseline::Metric::QueueWaitP50,   baseline::Metric::QueueWaitP90,
                              baseline::Metric::QueueWaitMean,  baseline::Metric::SuccessRate,
                              baseline::Metric::AllocatedShare, baseline::Metric::ActiveShare,
                              baseline::Metric::EffectiveShare, baseline::Metric::IdleGpuHours,
                              baseline::Metric::FailedGpuHours, baseline::Metric::QuotaSatisfaction};

QLabel* refusalLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(QStringLiteral("refusal"));
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("color: #b00020;"));
    label->hide();
    return label;
}

QString typedValue(baseline::Metric metric, double stored)
{
    const double shown = stored * baseline::shownPerStored(metric);
    return QLocale().toString(shown, 'f', std::abs(shown - std::round(shown)) < 1e-9 ? 0 : 2);
}

} // namespace

BaselineTargetDialog::BaselineTargetDialog(Workspace* workspace, const baseline::BaselineMetrics& metrics,
                                           const QList<Team>& teams, const ImprovementTarget& shown, QWidget* parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_metrics(metrics)
    , m_teams(teams)
    , m_shown(shown)
    , m_metric(new QComboBox(this))
    , m_grouping(new QComboBox(this))
    , m_group(new QComboBox(this))
    , m_current(new QLabel(this))
    , m_value(new QLineEdit(this))
    , m_unit(new QLabel(this))
    , m_owner(new QLineEdit(this))
    , m_error(refusalLabel(this))
{
    setObjectName(QStringLiteral("baselineTargetDialog"));
    setWindowTitle(shown.id > 0 ? tr("Edit the improvement target") : tr("New improvement target"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("A target names a figure of the baseline the committee wants the new platform to "
                                "improve, the value to reach and who owns it. Where the PoC measures the same "
                                "figure, each candidate's PoC value stands beside it."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    m_metric->setObjectName(QStringLiteral("targetMetric"));
    for (baseline::Metric m : kMetrics)
        m_metric->addItem(baseline::metricName(m), baseline::metricKey(m));
    m_grouping->setObjectName(QStringLiteral("targetGrouping"));
    for (const QString& g : baseline::targetGroupings())
        m_grouping->addItem(baseline::groupingName(g), g);
    m_group->setObjectName(QStringLiteral("targetGroup"));
    m_current->setObjectName(QStringLiteral("targetCurrent"));
    m_value->setObjectName(QStringLiteral("targetValue"));
    m_owner->setObjectName(QStringLiteral("targetOwner"));
    m_owner->setPlaceholderText(tr("Who in the committee answers for it"));
    auto* valueRow = new QHBoxLayout;
    valueRow->addWidget(m_value, 1);
    valueRow->addWidget(m_unit);
    form->addRow(tr("Metric:"), m_metric);
    form->addRow(tr("Grouped by:"), m_grouping);
    form->addRow(tr("Group:"), m_group);
    form->addRow(tr("Current value:"), m_current);
    form->addRow(tr("Target value:"), valueRow);
    form->addRow(tr("Owner:"), m_owner);
    layout->addLayout(form);
    layout->addWidget(m_error);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &BaselineTargetDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    if (shown.metric.isEmpty())
        m_shown.metric = baseline::metricKey(baseline::Metric::QueueWaitP90);
    m_metric->setCurrentIndex(std::max(0, m_metric->findData(m_shown.metric)));
    m_grouping->setCurrentIndex(std::max(0, m_grouping->findData(m_shown.grouping)));
    fillGroups();
    m_group->setCurrentIndex(std::max(0, m_group->findData(m_shown.groupKey)));
    if (const auto metric = currentMetric(); metric && (shown.id > 0 || !shown.metric.isEmpty()))
        m_value->setText(typedValue(*metric, shown.targetValue));
    m_owner->setText(shown.owner);
    updateCurrent();
    connect(m_metric, &QComboBox::currentIndexChanged, this, &BaselineTargetDialog::updateCurrent);
    connect(m_grouping, &QComboBox::currentIndexChanged, this, [this] {
        fillGroups();
        updateCurrent();
    });
    connect(m_group, &QComboBox::currentIndexChanged, this, &BaselineTargetDialog::updateCurrent);
    m_value->setFocus();
}

std::optional<baseline::Metric> BaselineTargetDialog::currentMetric() const
{
    return baseline::metricFromKey(m_metric->currentData().toString());
}

std::optional<double> BaselineTargetDialog::currentValue() const
{
    const auto metric = currentMetric();
    if (!metric)
        return std::nullopt;
    return m_metrics.value(*metric, m_grouping->currentData().toString(), m_group->currentData().toString());
}

void BaselineTargetDialog::fillGroups()
{
    const QString grouping = m_grouping->currentData().toString();
    const QString language = currentLanguage();
    m_group->clear();
    if (grouping.isEmpty()) {
        m_group->addItem(baseline::groupName(grouping, QString(), m_teams, language), QString());
        m_group->setEnabled(false);
        return;
    }
    m_group->setEnabled(true);
    for (baseline::Grouping g : {baseline::Grouping::Team, baseline::Grouping::TaskType, baseline::Grouping::GpuType,
                                 baseline::Grouping::TimeSlot}) {
        if (baseline::groupingKey(g) != grouping)
            continue;
        for (const baseline::GroupMetrics& group : m_metrics.by(g))
            m_group->addItem(baseline::groupName(grouping, group.key, m_teams, language), group.key);
    }
    // A target on a group the job log no longer has keeps it (its current value is then "—").
    if (grouping == m_shown.grouping && m_group->findData(m_shown.groupKey) < 0)
        m_group->addItem(baseline::groupName(grouping, m_shown.groupKey, m_teams, language), m_shown.groupKey);
}

void BaselineTargetDialog::updateCurrent()
{
    const auto metric = currentMetric();
    if (!metric)
        return;
    m_current->setText(baseline::metricValueText(*metric, currentValue()));
    m_unit->setText(baseline::entryUnit(*metric));
    m_value->setPlaceholderText(baseline::lowerIsBetter(*metric) ? tr("lower is better") : tr("higher is better"));
}

QString BaselineTargetDialog::currentText() const
{
    return m_current->text();
}

QString BaselineTargetDialog::refusal() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void BaselineTargetDialog::accept()
{
    const auto metric = currentMetric();
    if (!m_workspace || !metric)
        return;
    const auto refuse = [this](const QString& message) {
        m_error->setText(message);
        m_error->show();
    };
    if (m_value->text().trimmed().isEmpty()) {
        refuse(tr("Type the value the target is to reach."));
        m_value->setFocus();
        return;
    }
    auto value = baseline::parseTargetValue(*metric, m_value->text());
    if (!value) {
        refuse(value.error().message);
        m_value->setFocus();
        m_value->selectAll();
        return;
    }
    ImprovementTarget wanted = m_shown;
    wanted.metric = baseline::metricKey(*metric);
    wanted.grouping = m_grouping->currentData().toString();
    wanted.groupKey = wanted.grouping.isEmpty() ? QString() : m_group->currentData().toString();
    wanted.targetValue = *value;
    wanted.owner = m_owner->text().trimmed();
    // The baseline value is the figure when the target was set (or moved to another figure).
    const bool sameFigure = m_shown.id > 0 && wanted.metric == m_shown.metric && wanted.grouping == m_shown.grouping &&
                            wanted.groupKey == m_shown.groupKey;
    if (!sameFigure)
        wanted.baselineValue = currentValue();
    if (m_shown.id > 0) {
        if (auto r = baselineedits::setTarget(*m_workspace, wanted, m_shown); !r) {
            refuse(r.error().message);
            return;
        }
        m_savedId = m_shown.id;
    } else {
        auto id = baselineedits::addTarget(*m_workspace, wanted);
        if (!id) {
            refuse(id.error().message);
            return;
        }
        m_savedId = *id;
    }
    m_error->clear();
    m_error->hide();
    QDialog::accept();
}

// ---- TargetCriterionDialog ------------------------------------------------------------------------

TargetCriterionDialog::TargetCriterionDialog(Workspace* workspace, const baseline::TargetRow& row,
                                             const QList<Team>& teams, QWidget* parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_row(row)
    , m_teams(teams)
    , m_tier(new QComboBox(this))
    , m_scenario(new QComboBox(this))
    , m_minRuns(new QSpinBox(this))
    , m_title(new QLineEdit(this))
    , m_rule(new QLabel(this))
    , m_error(refusalLabel(this))
{
    setObjectName(QStringLiteral("targetCriterionDialog"));
    setWindowTitle(tr("Make the target a criterion"));
    const QString language = currentLanguage();
    auto* layout = new QVBoxLayout(this);
    auto* named = new QLabel(
        QStringLiteral("<b>%1</b>").arg(baseline::targetTitle(row.target, teams, language).toHtmlEscaped()), this);
    named->setObjectName(QStringLiteral("criterionTarget"));
    named->setWordWrap(true);
    layout->addWidget(named);
    auto* intro = new QLabel(tr("The target becomes a requirement: a bonus criterion the committee scores, or a "
                                "metric gate whose verdict the PoC runs compute."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    if (workspace) {
        if (auto scenarios = PocRepository(workspace->queries().rows()).scenarios())
            m_scenarios = *scenarios;
    }
    const auto metric = baseline::metricFromKey(row.target.metric);
    const bool measured = metric && baseline::pocMetricOf(*metric) && !m_scenarios.isEmpty();
    m_tier->setObjectName(QStringLiteral("criterionTier"));
    m_tier->addItem(tr("Bonus criterion"), int(CriterionTier::Bonus));
    if (measured)
        m_tier->addItem(tr("Metric gate (verdict from the PoC runs)"), int(CriterionTier::Gate));
    m_scenario->setObjectName(QStringLiteral("criterionScenario"));
    for (const PocScenario& s : std::as_const(m_scenarios))
        m_scenario->addItem(s.title.in(language), s.id);
    m_minRuns->setObjectName(QStringLiteral("criterionMinRuns"));
    m_minRuns->setRange(1, 1000);
    m_minRuns->setValue(3);
    m_title->setObjectName(QStringLiteral("criterionTitle"));
    m_title->setText(baseline::criterionTitle(row.target, teams, language));
    m_rule->setObjectName(QStringLiteral("criterionRule"));
    m_rule->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("Becomes:"), m_tier);
    form->addRow(tr("Title:"), m_title);
    form->addRow(tr("PoC scenario:"), m_scenario);
    form->addRow(tr("At least this many runs:"), m_minRuns);
    layout->addLayout(form);
    layout->addWidget(m_rule);
    if (!measured) {
        auto* note = new QLabel(tr("The PoC does not measure this metric, so the target can only become a bonus "
                                   "criterion."),
                                this);
        note->setWordWrap(true);
        layout->addWidget(note);
    }
    layout->addWidget(m_error);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &TargetCriterionDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_tier, &QComboBox::currentIndexChanged, this, &TargetCriterionDialog::updateRule);
    connect(m_scenario, &QComboBox::currentIndexChanged, this, &TargetCriterionDialog::updateRule);
    connect(m_minRuns, &QSpinBox::valueChanged, this, &TargetCriterionDialog::updateRule);
    updateRule();
}

void TargetCriterionDialog::updateRule()
{
    const bool gate = CriterionTier(m_tier->currentData().toInt()) == CriterionTier::Gate;
    m_scenario->setEnabled(gate);
    m_minRuns->setEnabled(gate);
    if (!gate) {
        m_rule->setText(tr("A bonus criterion with weight 1; the committee scores each candidate against it."));
        return;
    }
    const auto rule = baseline::metricRuleFor(m_row.target, m_scenario->currentData().toString(), m_minRuns->value());
    m_rule->setText(rule ? tr("Rule: %1").arg(metricRuleSummary(*rule, m_scenarios, currentLanguage())) : QString());
}

QString TargetCriterionDialog::refusal() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void TargetCriterionDialog::accept()
{
    if (!m_workspace)
        return;
    const QString language = currentLanguage();
    baselineedits::TargetCriterion made;
    made.tier = CriterionTier(m_tier->currentData().toInt());
    made.title = m_title->text().trimmed();
    made.acceptance = baseline::criterionAcceptance(m_row.target, m_row.current, m_teams, language);
    made.scenarioId = m_scenario->currentData().toString();
    made.minRuns = m_minRuns->value();
    auto id = baselineedits::makeCriterion(*m_workspace, m_row.target.id, made, language);
    if (!id) {
        m_error->setText(id.error().message);
        m_error->show();
        return;
    }
    m_createdId = *id;
    QDialog::accept();
}

} // namespace gatebench
