#include "PocRunsView.h"
#include "Page.h"

#include "ColumnFit.h"
#include "PocSourceDialog.h"
#include "Translation.h"
#include "charts/PocBarsChart.h"
#include "core/Labels.h"
#include "itemmodels/PocRunsFilter.h"
#include "itemmodels/PocRunsModel.h"
#include "itemmodels/PocWorkloadModel.h"
#include "poc/PocAnalysis.h"
#include "poc/PocCharts.h"
#include "repositories/PocRepository.h"
#include "storage/Schema.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QTableView>
#include <QVBoxLayout>

namespace gatebench {

namespace {

QLabel* heading(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    label->setWordWrap(true);
    return label;
}

} // namespace

PocRunsView::PocRunsView(QWidget* parent)
    : Page(parent)
    , m_runs(new PocRunsModel(this))
    , m_filter(new PocRunsFilter(this))
    , m_matrixModel(new PocWorkloadModel(this))
    , m_banner(new QLabel(this))
    , m_gaps(new QLabel(this))
    , m_search(new QLineEdit(this))
    , m_candidate(new QComboBox(this))
    , m_scenario(new QComboBox(this))
    , m_outcome(new QComboBox(this))
    , m_count(new QLabel(this))
    , m_sourceButton(new QPushButton(tr("Show source line…"), this))
    , m_table(new QTableView(this))
    , m_matrix(new QTableView(this))
    , m_chartScenario(new QComboBox(this))
    , m_chartMetric(new QComboBox(this))
    , m_timeHeading(heading(QString(), this))
    , m_timeChart(new PocBarsChart(this))
    , m_successHeading(heading(QString(), this))
    , m_successChart(new PocBarsChart(this))
    , m_recoveryHeading(heading(QString(), this))
    , m_recoveryChart(new PocBarsChart(this))
{
    setObjectName(QStringLiteral("pocRunsView"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("pocRunsScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);
    auto* content = new QWidget(scroll);
    auto* layout = new QVBoxLayout(content);

    layout->addWidget(makeTitle(tr("Proof of concept"), content));
    m_banner->setObjectName(QStringLiteral("pocSimulatedBanner"));
    Page::styleNotice(m_banner);
    m_banner->setText(tr("Simulated data: these PoC runs describe no real cluster or vendor result."));
    m_banner->hide();
    layout->addWidget(m_banner);
    auto* intro = new QLabel(tr("The same workloads and the same fault drills on every candidate in the PoC, each run "
                                "recorded with the file line it came from."),
                             content);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_gaps->setObjectName(QStringLiteral("pocGaps"));
    m_gaps->setWordWrap(true);
    m_gaps->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_gaps);

    // The same-workload matrix beside the per-scenario chart.
    auto* figures = new QGridLayout;
    figures->setHorizontalSpacing(16);
    figures->setVerticalSpacing(16);
    auto* matrixBox = new QVBoxLayout;
    matrixBox->addWidget(heading(tr("Same workload: runs per scenario and candidate"), content));
    m_matrix->setObjectName(QStringLiteral("pocWorkloadMatrix"));
    m_matrix->setModel(m_matrixModel);
    m_matrix->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_matrix->setSelectionMode(QAbstractItemView::SingleSelection);
    m_matrix->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_matrix->horizontalHeader()->setTextElideMode(Qt::ElideRight);
    m_matrix->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_matrix->verticalHeader()->setDefaultSectionSize(26);
    m_matrix->verticalHeader()->setTextElideMode(Qt::ElideRight);
    m_matrix->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    matrixBox->addWidget(m_matrix);
    auto* legend =
        new QLabel(tr("⚠ runs / required: fewer runs than the scenario requires (hover for what is missing); "
                      "– optional and run by no candidate compared. Double-click a cell to list its runs."),
                   content);
    legend->setObjectName(QStringLiteral("pocMatrixLegend"));
    legend->setWordWrap(true);
    matrixBox->addWidget(legend);
    matrixBox->addStretch(1);
    figures->addLayout(matrixBox, 0, 0, 1, 2);

    auto* timeBox = new QVBoxLayout;
    timeBox->addWidget(m_timeHeading);
    auto* timeChoices = new QHBoxLayout;
    m_chartScenario->setObjectName(QStringLiteral("pocChartScenario"));
    m_chartMetric->setObjectName(QStringLiteral("pocChartMetric"));
    m_chartMetric->addItem(tr("Queue wait"), int(PocTimeMetric::QueueWait));
    m_chartMetric->addItem(tr("Submit to available"), int(PocTimeMetric::TimeToAvailable));
    m_chartScenario->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_chartScenario->setMinimumContentsLength(16);
    timeChoices->addWidget(new QLabel(tr("Scenario:"), content));
    timeChoices->addWidget(m_chartScenario, 1);
    timeChoices->addWidget(new QLabel(tr("Figure:"), content));
    timeChoices->addWidget(m_chartMetric);
    timeBox->addLayout(timeChoices);
    m_timeChart->setObjectName(QStringLiteral("pocTimeChart"));
    timeBox->addWidget(m_timeChart);
    timeBox->addStretch(1);
    figures->addLayout(timeBox, 1, 0, 1, 2);

    auto* successBox = new QVBoxLayout;
    successBox->addWidget(m_successHeading);
    m_successChart->setObjectName(QStringLiteral("pocSuccessChart"));
    successBox->addWidget(m_successChart);
    successBox->addStretch(1);
    figures->addLayout(successBox, 2, 0);
    auto* recoveryBox = new QVBoxLayout;
    recoveryBox->addWidget(m_recoveryHeading);
    m_recoveryChart->setObjectName(QStringLiteral("pocRecoveryChart"));
    recoveryBox->addWidget(m_recoveryChart);
    recoveryBox->addStretch(1);
    figures->addLayout(recoveryBox, 2, 1);
    figures->setColumnStretch(0, 1);
    figures->setColumnStretch(1, 1);

    // The runs: filters, the table, the way to a run's source line.
    auto* runsHeading = heading(tr("Recorded runs"), content); // a list: "运行记录", not the count
    layout->addWidget(runsHeading);
    auto* filters = new QHBoxLayout;
    m_search->setObjectName(QStringLiteral("pocRunsSearch"));
    m_search->setPlaceholderText(tr("Search the runs"));
    m_search->setClearButtonEnabled(true);
    m_candidate->setObjectName(QStringLiteral("pocRunsCandidate"));
    m_scenario->setObjectName(QStringLiteral("pocRunsScenario"));
    m_outcome->setObjectName(QStringLiteral("pocRunsOutcome"));
    for (QComboBox* box : {m_candidate, m_scenario}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
    }
    m_outcome->addItem(tr("Any outcome"), QString());
    for (PocOutcome outcome : {PocOutcome::Success, PocOutcome::Failure, PocOutcome::Cancelled}) {
        const QString key = PocRepository::outcomeKey(outcome);
        m_outcome->addItem(labels::outcome(key), key);
    }
    filters->addWidget(m_search, 2);
    filters->addWidget(m_candidate, 2);
    filters->addWidget(m_scenario, 2);
    filters->addWidget(m_outcome, 1);
    filters->addWidget(m_count);
    m_sourceButton->setObjectName(QStringLiteral("pocShowSource"));
    m_sourceButton->setToolTip(tr("The line of the result file the chosen run came from, if the file is unchanged"));
    filters->addWidget(m_sourceButton);
    layout->addLayout(filters);

    m_filter->setSourceModel(m_runs);
    m_table->setObjectName(QStringLiteral("pocRunsTable"));
    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // the order recorded until a header is clicked
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setMinimumHeight(330);
    ColumnFit::install(m_table, 260);
    layout->addWidget(m_table, 1);
    layout->addSpacing(12);
    layout->addLayout(figures);
    scroll->setWidget(content);

    connect(m_table, &QTableView::doubleClicked, this, &PocRunsView::showSource);
    auto* enter = new QShortcut(QKeySequence(Qt::Key_Return), m_table);
    enter->setContext(Qt::WidgetShortcut);
    connect(enter, &QShortcut::activated, this, [this] { showSource(m_table->currentIndex()); });
    // A cell of the matrix leads to its runs.
    connect(m_matrix, &QTableView::doubleClicked, this, [this, scroll](const QModelIndex& index) {
        m_search->clear();
        m_outcome->setCurrentIndex(0);
        m_candidate->setCurrentIndex(
            std::max(0, m_candidate->findData(index.data(PocWorkloadModel::CandidateIdRole).toString())));
        m_scenario->setCurrentIndex(
            std::max(0, m_scenario->findData(index.data(PocWorkloadModel::ScenarioIdRole).toString())));
        scroll->ensureWidgetVisible(m_table);
    });
    connect(m_sourceButton, &QPushButton::clicked, this, [this] { showSource(m_table->currentIndex()); });
    connect(m_search, &QLineEdit::textChanged, this, &PocRunsView::applyFilter);
    for (QComboBox* box : {m_candidate, m_scenario, m_outcome})
        connect(box, &QComboBox::currentIndexChanged, this, &PocRunsView::applyFilter);
    connect(m_runs, &QAbstractItemModel::modelReset, this, &PocRunsView::refillChoices);
    // The replay id only where a run replayed a job of an exported load: a column that would stay
    // blank takes no room from the others.
    const auto showReplayIds = [this] {
        bool any = false;
        for (int r = 0; r < m_runs->rowCount() && !any; ++r)
            any = !m_runs->data(m_runs->index(r, PocRunsModel::ReplayId)).toString().isEmpty();
        m_table->setColumnHidden(PocRunsModel::ReplayId, !any);
    };
    connect(m_runs, &QAbstractItemModel::modelReset, this, showReplayIds);
    connect(m_runs, &QAbstractItemModel::rowsInserted, this, showReplayIds);
    connect(m_runs, &QAbstractItemModel::dataChanged, this, showReplayIds);
    showReplayIds();
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &PocRunsView::updateSourceButton);
    connect(m_chartScenario, &QComboBox::currentIndexChanged, this, &PocRunsView::refreshTimeChart);
    connect(m_chartMetric, &QComboBox::currentIndexChanged, this, &PocRunsView::refreshTimeChart);
    refillChoices();
    refresh();
}

void PocRunsView::setWorkspace(Workspace* workspace)
{
    m_workspace = workspace;
    m_runs->setLanguage(currentLanguage());
    m_runs->setWorkspace(workspace);
    refreshOnChanges(workspace, [this] { refresh(); });
    refresh();
}

void PocRunsView::setAsOf(QDate date)
{
    if (date == m_asOf)
        return;
    m_asOf = date;
    refresh();
}

void PocRunsView::refillChoices()
{
    const auto refill = [](QComboBox* box, const QString& all, const QStringList& ids,
                           const std::function<QString(const QString&)>& name) {
        const QString keep = box->currentData().toString();
        const QSignalBlocker blocker(box);
        box->clear();
        box->addItem(all, QString());
        for (const QString& id : ids)
            box->addItem(name(id), id);
        box->setCurrentIndex(std::max(0, box->findData(keep)));
    };
    refill(m_candidate, tr("All candidates"), m_runs->candidatesWithRuns(),
           [this](const QString& id) { return m_runs->candidateName(id); });
    refill(m_scenario, tr("All scenarios"), m_runs->scenariosWithRuns(),
           [this](const QString& id) { return m_runs->scenarioName(id); });
    applyFilter();
}

void PocRunsView::applyFilter()
{
    m_filter->setCandidate(m_candidate->currentData().toString());
    m_filter->setScenario(m_scenario->currentData().toString());
    m_filter->setOutcome(m_outcome->currentData().toString());
    m_filter->setText(m_search->text());
    const QString count = m_filter->rowCount() == m_runs->rowCount()
                              ? tr("%n run(s)", nullptr, m_runs->rowCount())
                              : tr("%1 of %2 runs").arg(m_filter->rowCount()).arg(m_runs->rowCount());
    m_count->setText(m_runs->loadError().isEmpty() ? count : QStringLiteral("%1 — %2").arg(count, m_runs->loadError()));
    updateSourceButton();
}

void PocRunsView::updateSourceButton()
{
    const QModelIndex current = m_filter->mapToSource(m_table->currentIndex());
    const PocRun* run = current.isValid() ? m_runs->runAt(current.row()) : nullptr;
    m_sourceButton->setEnabled(run && !run->sourceFile.isEmpty());
}

void PocRunsView::showSource(const QModelIndex& index)
{
    const QModelIndex source = m_filter->mapToSource(index);
    const PocRun* run = source.isValid() ? m_runs->runAt(source.row()) : nullptr;
    if (!run || run->sourceFile.isEmpty())
        return;
    const QString title = tr("%1 / %2 / run %3")
                              .arg(m_runs->candidateName(run->candidateId), m_runs->scenarioName(run->scenarioId),
                                   m_runs->index(source.row(), PocRunsModel::RunId).data().toString());
    PocSourceDialog dialog(*run, title, this);
    dialog.exec();
}

void PocRunsView::refresh()
{
    const QString language = currentLanguage();
    m_analysis.reset();
    m_mark.clear();
    if (!m_workspace) {
        m_banner->hide();
        m_gaps->setText(tr("No evaluation is open."));
        m_matrixModel->setAnalysis(PocAnalysis(), language);
        m_successChart->setChart({}, QString());
        m_recoveryChart->setChart({}, QString());
        refreshTimeChart();
        return;
    }
    const EvaluationQueries& queries = m_workspace->queries();
    const bool simulated = queries.settings().simulated;
    m_banner->setVisible(simulated);
    m_mark = simulated ? u' ' + tr("(simulated data)") : QString();
    const QDate asOf = m_asOf.isValid() ? m_asOf : queries.settings().evaluationDate(QDateTime::currentDateTimeUtc());
    auto current = queries.decision(asOf);
    auto analysed = current ? analysePoc(queries.rows(), asOf, (*current)->input, (*current)->decision)
                            : Result<PocAnalysis>(current.error());
    if (!analysed) {
        m_gaps->setText(analysed.error().message);
        m_gaps->setStyleSheet(QStringLiteral("color: #a00000;"));
        return;
    }
    m_analysis = std::make_shared<PocAnalysis>(*analysed);
    const PocAnalysis& analysis = *m_analysis;

    // The same-workload check in a sentence: who is missing what.
    if (analysis.compared().isEmpty()) {
        m_gaps->setText(tr("No candidate is in the same-workload check yet: mark candidates for the PoC."));
        m_gaps->setStyleSheet(QString());
    } else if (analysis.gaps.isEmpty()) {
        m_gaps->setText(tr("Same workload: every candidate compared ran every scenario as often as required."));
        m_gaps->setStyleSheet(QStringLiteral("color: #1b5e20;"));
    } else {
        QStringList missing;
        for (const PocGap& gap : analysis.gaps) {
            const QString what = gap.runs == 0 ? tr("needs %1 runs, has none").arg(gap.needed)
                                               : tr("needs %1 runs, has only %2").arg(gap.needed).arg(gap.runs);
            missing.append(tr("%1, “%2”: %3")
                               .arg(pocCandidateName(analysis, gap.candidateId, language),
                                    pocScenarioName(analysis, gap.scenarioId, language), what));
        }
        m_gaps->setText(
            tr("⚠ The candidates did not all run the same workload: %1.")
                .arg(missing.join(language == QLatin1String("en") ? QStringLiteral("; ") : QStringLiteral("；"))));
        m_gaps->setStyleSheet(QStringLiteral("color: #a00000;"));
    }

    m_matrixModel->setAnalysis(analysis, language);
    m_matrix->setFixedHeight(m_matrix->horizontalHeader()->sizeHint().height() +
                             m_matrix->verticalHeader()->defaultSectionSize() * m_matrixModel->rowCount() +
                             2 * m_matrix->frameWidth() + 2);

    {
        const QString keep = m_chartScenario->currentData().toString();
        const QSignalBlocker blocker(m_chartScenario);
        m_chartScenario->clear();
        for (const PocScenario& scenario : analysis.scenarios)
            m_chartScenario->addItem(pocScenarioName(analysis, scenario.id, language), scenario.id);
        int chosen = m_chartScenario->findData(keep);
        if (chosen < 0) { // the first scenario with runs
            for (int i = 0; i < analysis.scenarios.size() && chosen < 0; ++i) {
                for (const PocCellMetrics& cell : analysis.cells) {
                    if (cell.scenarioId == analysis.scenarios.at(i).id) {
                        chosen = i;
                        break;
                    }
                }
            }
        }
        m_chartScenario->setCurrentIndex(std::max(0, chosen));
    }
    refreshTimeChart();

    const QString date = analysis.asOf.toString(Qt::ISODate);
    const QString success = tr("Success rate by scenario, as of %1").arg(date) + m_mark;
    m_successHeading->setText(success);
    m_successChart->setChart(pocSuccessChart(analysis, language), success);
    const QString recovery =
        tr("Fault-drill recovery times, P50 (darker) and P90 (lighter), as of %1").arg(date) + m_mark;
    m_recoveryHeading->setText(recovery);
    m_recoveryChart->setChart(pocRecoveryChart(analysis, language), recovery);
}

void PocRunsView::refreshTimeChart()
{
    if (!m_analysis) {
        m_timeHeading->setText(tr("P50 and P90 per candidate"));
        m_timeChart->setChart({}, QString());
        return;
    }
    const QString language = currentLanguage();
    const QString scenarioId = m_chartScenario->currentData().toString();
    const auto metric = PocTimeMetric(m_chartMetric->currentData().toInt());
    const QString scenario = pocScenarioName(*m_analysis, scenarioId, language);
    const QString caption = (metric == PocTimeMetric::QueueWait
                                 ? tr("Queue wait on “%1”, P50 and P90 per candidate").arg(scenario)
                                 : tr("Submit to available on “%1”, P50 and P90 per candidate").arg(scenario)) +
                            m_mark;
    m_timeHeading->setText(caption);
    m_timeChart->setChart(pocTimeChart(*m_analysis, scenarioId, metric, language), caption);
}

} // namespace gatebench
