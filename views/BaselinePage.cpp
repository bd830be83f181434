#include "BaselinePage.h"

#include "BaselineInventoryDialog.h"
#include "BaselineTargetDialog.h"
#include "HourOfWeekView.h"
#include "Translation.h"
#include "baseline/BaselineMetrics.h"
#include "baseline/BaselineTargets.h"
#include "charts/BaselineDaysChart.h"
#include "charts/PocBarsChart.h"
#include "charts/WaitCdfChart.h"
#include "commands/Baseline.h"
#include "core/Labels.h"
#include "core/NumberText.h"
#include "itemmodels/BaselineJobsModel.h"
#include "poc/PocMetrics.h"
#include "reports/BaselineCharts.h"
#include "repositories/BaselineRepository.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QAbstractItemDelegate>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateEdit>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

#include <cmath>
#include <optional>
#include <utility>

namespace gatebench {

/// Everything the page shows from the baseline, computed in a worker thread.
struct BaselineFigures {
    QString error; ///< for the user; the rest is empty when set
    baseline::BaselineMetrics metrics;
    QTimeZone zone;
    GroupNames teamNames;
    WaitCdf cdf;
    PocBarChart waitBySlot;
    PocBarChart waitByTeam;
    PocBarChart utilization;
    PocBarChart failures;
    HourOfWeekHeatmap heatmap;
    QStringList warnings;
    QStringList teams;     ///< every team the job log names, sorted (the filter's choices)
    QStringList taskTypes; ///< every task type, sorted
    QList<Team> teamList;  ///< names and quotas (the targets name teams by them)
    QList<DayUtilization> days;
};

/// What the page keeps between computations: the job log as columns (read again only when the jobs
/// change) and the computer that keeps what a change of the settings leaves valid. Used by one worker
/// at a time (the page starts the next only when the last has finished).
struct BaselineCache {
    std::optional<baseline::JobColumns> columns;
    baseline::BaselineComputer computer;
};

namespace {

/// Reads and computes through a connection of its own to the file of `workspace` (connections are
/// thread-bound), in `language`; reads the jobs again when `reloadJobs` or `cache` has none. Runs in
/// a worker; the page keeps the workspace open until it returns.
std::shared_ptr<BaselineFigures> computeFigures(const EvaluationQueries& workspace, const QString& language,
                                                BaselineCache& cache, bool reloadJobs)
{
    auto figures = std::make_shared<BaselineFigures>();
    if (reloadJobs)
        cache.columns.reset();
    auto opened = workspace.openReader();
    if (!opened) {
        figures->error = opened.error().message;
        return figures;
    }
    const Storage& storage = **opened;
    if (!cache.columns) {
        cache.computer.jobsChanged();
        auto loaded = baseline::JobColumns::load(storage);
        if (!loaded) {
            figures->error = loaded.error().message;
            return figures;
        }
        cache.columns = std::move(*loaded);
    }
    const baseline::JobColumns* columns = &*cache.columns;
    auto inputs = baseline::BaselineInputs::load(storage);
    if (!inputs) {
        figures->error = inputs.error().message;
        return figures;
    }
    figures->metrics = cache.computer.compute(*columns, *inputs);
    figures->teams = columns->teams;
    figures->teams.sort();
    figures->taskTypes = columns->taskTypes;
    figures->taskTypes.sort();
    figures->zone = inputs->zone;
    figures->teamList = inputs->teams;
    for (const baseline::DayMetrics& day : std::as_const(figures->metrics.perDay)) {
        figures->days.append({day.day, day.utilization.allocated, day.utilization.active, day.utilization.effective});
    }
    for (const Team& team : std::as_const(inputs->teams)) {
        const QString name = pickLanguage(team.name.zh, team.name.en, language);
        if (!name.isEmpty())
            figures->teamNames.insert(team.id, name);
    }
    figures->cdf = baselineWaitCdf(*columns, figures->metrics, figures->teamNames);
    figures->waitBySlot = baselineWaitBySlot(figures->metrics);
    figures->waitByTeam = baselineWaitByTeam(figures->metrics, figures->teamNames);
    figures->utilization = baselineUtilizationByTeam(figures->metrics, figures->teamNames);
    figures->failures = baselineFailureReasons(figures->metrics);
    figures->heatmap = baselineHeatmap(figures->metrics);
    for (const baseline::CoverageWarning& warning : std::as_const(figures->metrics.warnings))
        figures->warnings.append(baseline::warningText(warning, figures->zone));
    return figures;
}

/// Rows of the job table its columns are sized from: the first page the model reads anyway.
constexpr int kColumnSampleRows = 50;
/// Characters a column of the job table takes at most from its cells (a longer value is cut, its
/// cell's tooltip shows it whole).
constexpr int kColumnMaxChars = 40;

/// Sizes `view`'s columns from their headers and the first `rows` rows, never from the whole model:
/// QTableView::resizeColumnsToContents reads every row of a table that is not on screen, a million
/// SQL page reads on the window's thread for a large job log.
void fitColumnsToSample(QTableView* view, int rows)
{
    const QAbstractItemModel* model = view->model();
    QHeaderView* header = view->horizontalHeader();
    if (!model || header->count() == 0)
        return;
    QStyleOptionViewItem option;
    option.initFrom(view);
    option.font = view->font();
    option.fontMetrics = view->fontMetrics();
    option.textElideMode = view->textElideMode();
    const int most = view->fontMetrics().averageCharWidth() * kColumnMaxChars;
    const int sample = std::min(model->rowCount(), rows);
    for (int c = 0; c < header->count(); ++c) {
        int width = header->sectionSizeHint(c);
        for (int r = 0; r < sample; ++r) {
            const QModelIndex index = model->index(r, c);
            width = std::max(width, std::min(most, view->itemDelegateForIndex(index)->sizeHint(option, index).width()));
        }
        header->resizeSection(c, width + 2 * view->showGrid());
    }
}

QString percentText(const std::optional<double>& share)
{
    if (!share)
        return QCoreApplication::translate("gatebench::BaselinePage", "no data");
    return roundedText(*share * 100, 1) + u'%';
}

QString secondsText(const std::optional<double>& seconds)
{
    if (!seconds)
        return QCoreApplication::translate("gatebench::BaselinePage", "no started jobs");
    return pocDurationText(*seconds); // as the loss titles, the targets and the charts round it
}

QLabel* sectionCaption(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()), parent);
    label->setWordWrap(true);
    label->setContentsMargins(0, 12, 0, 2);
    return label;
}

} // namespace

BaselinePage::BaselinePage(QWidget* parent)
    : Page(parent)
    , m_banner(new QLabel(this))
    , m_message(new QLabel(this))
    , m_busy(new QProgressBar(this))
    , m_body(new QWidget(this))
    , m_cards(new QGridLayout)
    , m_warnings(new QLabel(this))
    , m_cdf(new WaitCdfChart(this))
    , m_waitBySlot(new PocBarsChart(this))
    , m_waitByTeam(new PocBarsChart(this))
    , m_utilization(new PocBarsChart(this))
    , m_days(new BaselineDaysChart(this))
    , m_heatmap(new HourOfWeekView(this))
    , m_failures(new PocBarsChart(this))
    , m_noFailures(new QLabel(this))
    , m_losses(new QTableWidget(this))
    , m_targets(new QTableWidget(this))
    , m_noTargets(new QLabel(this))
    , m_editTarget(new QPushButton(this))
    , m_removeTarget(new QPushButton(this))
    , m_makeCriterion(new QPushButton(this))
    , m_team(new QComboBox(this))
    , m_taskType(new QComboBox(this))
    , m_outcome(new QComboBox(this))
    , m_dated(new QCheckBox(this))
    , m_from(new QDateEdit(this))
    , m_to(new QDateEdit(this))
    , m_jobsCount(new QLabel(this))
    , m_jobs(new QTableView(this))
    , m_jobsModel(new BaselineJobsModel(this))
    , m_cache(std::make_shared<BaselineCache>())
{
    QVBoxLayout* layout = scrolledContent(this, QStringLiteral("baselineScroll"));
    QWidget* content = layout->parentWidget();

    layout->addWidget(makeTitle(tr("Baseline"), content));
    m_banner->setObjectName(QStringLiteral("baselineSimulatedBanner"));
    Page::styleNotice(m_banner);
    m_banner->setText(tr("Simulated data: this job log describes no real cluster."));
    m_banner->hide();
    layout->addWidget(m_banner);
    auto* intro = new QLabel(tr("How the cluster runs today, measured from its job log before anything is bought: "
                                "the reference every candidate is judged against."),
                             content);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_message->setObjectName(QStringLiteral("baselineMessage"));
    m_message->setWordWrap(true);
    m_message->hide();
    layout->addWidget(m_message);
    m_busy->setObjectName(QStringLiteral("baselineBusy"));
    m_busy->setRange(0, 0); // how long is not known: it moves while the worker computes
    m_busy->setTextVisible(false);
    m_busy->setMaximumWidth(320);
    m_busy->hide();
    layout->addWidget(m_busy);

    auto* body = new QVBoxLayout(m_body);
    body->setContentsMargins(0, 0, 0, 0);
    m_cards->setSpacing(8);
    body->addLayout(m_cards);
    const QList<std::pair<QString, QString>> cards{{QStringLiteral("jobs"), tr("Jobs")},
                                                   {QStringLiteral("window"), tr("Window")},
                                                   {QStringLiteral("waitP50"), tr("Queue wait P50")},
                                                   {QStringLiteral("waitP90"), tr("Queue wait P90")},
                                                   {QStringLiteral("successRate"), tr("Success rate")},
                                                   {QStringLiteral("allocated"), tr("Allocated utilization")},
                                                   {QStringLiteral("active"), tr("Active utilization")},
                                                   {QStringLiteral("effective"), tr("Effective utilization")},
                                                   {QStringLiteral("capacity"), tr("GPU capacity")}};
    int i = 0;
    for (const auto& [key, caption] : cards) {
        m_cards->addWidget(addCard(key, caption), i / 3, i % 3);
        ++i;
    }
    m_warnings->setObjectName(QStringLiteral("baselineWarnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setStyleSheet(QStringLiteral("color: #8a4b00;"));
    body->addWidget(m_warnings);
    auto* inventoryRow = new QHBoxLayout;
    auto* inventory = new QPushButton(tr("GPU inventory and team quotas…"), m_body);
    inventory->setObjectName(QStringLiteral("editInventory"));
    connect(inventory, &QPushButton::clicked, this, &BaselinePage::editInventory);
    inventoryRow->addWidget(inventory);
    inventoryRow->addStretch(1);
    body->addLayout(inventoryRow);

    body->addWidget(sectionCaption(tr("Queue wait distribution by team"), m_body));
    m_cdf->setObjectName(QStringLiteral("baselineWaitCdf"));
    body->addWidget(m_cdf);
    body->addWidget(sectionCaption(tr("Queue wait P50 and P90 by time slot"), m_body));
    m_waitBySlot->setObjectName(QStringLiteral("baselineWaitBySlot"));
    body->addWidget(m_waitBySlot);
    body->addWidget(sectionCaption(tr("Queue wait P50 and P90 by team"), m_body));
    m_waitByTeam->setObjectName(QStringLiteral("baselineWaitByTeam"));
    body->addWidget(m_waitByTeam);
    body->addWidget(sectionCaption(tr("Allocated, active and effective utilization by team"), m_body));
    m_utilization->setObjectName(QStringLiteral("baselineUtilization"));
    body->addWidget(m_utilization);
    body->addWidget(sectionCaption(tr("Allocated, active and effective utilization per day"), m_body));
    m_days->setObjectName(QStringLiteral("baselineDays"));
    body->addWidget(m_days);
    body->addWidget(sectionCaption(tr("Allocated share by hour of the week"), m_body));
    m_heatmap->setObjectName(QStringLiteral("baselineHeatmap"));
    body->addWidget(m_heatmap);
    body->addWidget(sectionCaption(tr("Failure reasons"), m_body));
    m_failures->setObjectName(QStringLiteral("baselineFailures"));
    body->addWidget(m_failures);
    m_noFailures->setText(tr("No job failed in the window."));
    body->addWidget(m_noFailures);

    body->addWidget(sectionCaption(tr("Top three losses"), m_body));
    auto* lossNote = new QLabel(tr("Ranked by the hours they cost. The committee names an owner for each (double-click "
                                   "the owner to edit it; Edit > Undo takes it back)."),
                                m_body);
    lossNote->setWordWrap(true);
    body->addWidget(lossNote);
    m_losses->setObjectName(QStringLiteral("topLosses"));
    m_losses->setColumnCount(5);
    m_losses->setHorizontalHeaderLabels({tr("Loss"), tr("Value"), tr("From"), tr("Owner"), QString()});
    m_losses->verticalHeader()->hide();
    m_losses->setWordWrap(true);
    m_losses->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_losses->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_losses->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_losses->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_losses->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Interactive);
    m_losses->setColumnWidth(3, 180);
    m_losses->horizontalHeader()->setSectionResizeMode(4, QHeaderView::ResizeToContents);
    m_losses->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                              QAbstractItemView::SelectedClicked);
    connect(m_losses, &QTableWidget::cellChanged, this, &BaselinePage::ownerEdited);
    body->addWidget(m_losses);

    body->addWidget(sectionCaption(tr("Improvement targets"), m_body));
    auto* targetNote = new QLabel(tr("The committee turns losses into targets: a figure of the baseline, the value to "
                                     "reach and its owner. Where the PoC measures the same figure, each candidate's "
                                     "PoC value stands beside it, marked whether it reaches the target."),
                                  m_body);
    targetNote->setWordWrap(true);
    body->addWidget(targetNote);
    m_targets->setObjectName(QStringLiteral("improvementTargets"));
    m_targets->setColumnCount(TargetColumns);
    m_targets->setHorizontalHeaderLabels(
        {tr("Metric"), tr("Group"), tr("Current"), tr("Target"), tr("Owner"), tr("PoC candidates")});
    m_targets->verticalHeader()->hide();
    m_targets->setWordWrap(true);
    m_targets->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_targets->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_targets->setSelectionMode(QAbstractItemView::SingleSelection);
    m_targets->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The PoC column takes the room left (one line per candidate); the others are as wide as their text.
    for (int c = 0; c < TargetPoc; ++c)
        m_targets->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_targets->horizontalHeader()->setSectionResizeMode(TargetPoc, QHeaderView::Stretch);
    connect(m_targets, &QTableWidget::cellDoubleClicked, this, [this](int row, int) { editTarget(row); });
    body->addWidget(m_targets);
    m_noTargets->setObjectName(QStringLiteral("noTargets"));
    m_noTargets->setText(tr("No improvement target yet: add one, or make one from a loss above."));
    body->addWidget(m_noTargets);
    auto* targetButtons = new QHBoxLayout;
    auto* add = new QPushButton(tr("Add a target…"), m_body);
    add->setObjectName(QStringLiteral("addTarget"));
    connect(add, &QPushButton::clicked, this, &BaselinePage::addTarget);
    m_editTarget->setText(tr("Edit…"));
    m_editTarget->setObjectName(QStringLiteral("editTarget"));
    connect(m_editTarget, &QPushButton::clicked, this, [this] { editTarget(selectedTargetRow()); });
    m_removeTarget->setText(tr("Remove"));
    m_removeTarget->setObjectName(QStringLiteral("removeTarget"));
    connect(m_removeTarget, &QPushButton::clicked, this, [this] { removeTarget(selectedTargetRow()); });
    m_makeCriterion->setText(tr("Make a criterion…"));
    m_makeCriterion->setObjectName(QStringLiteral("makeCriterion"));
    m_makeCriterion->setToolTip(tr("Make the selected target a bonus criterion or a metric gate"));
    connect(m_makeCriterion, &QPushButton::clicked, this, [this] { makeCriterion(selectedTargetRow()); });
    for (QPushButton* button : {add, m_editTarget, m_removeTarget, m_makeCriterion})
        targetButtons->addWidget(button);
    targetButtons->addStretch(1);
    body->addLayout(targetButtons);
    connect(m_targets, &QTableWidget::itemSelectionChanged, this, [this] {
        const bool one = selectedTargetRow() >= 0;
        for (QPushButton* button : {m_editTarget, m_removeTarget, m_makeCriterion})
            button->setEnabled(one);
    });
    for (QPushButton* button : {m_editTarget, m_removeTarget, m_makeCriterion})
        button->setEnabled(false);

    body->addWidget(sectionCaption(tr("Job records"), m_body)); // a list: "任务记录", not the count "任务数"
    auto* filters = new QHBoxLayout;
    m_team->setObjectName(QStringLiteral("jobsTeamFilter"));
    m_taskType->setObjectName(QStringLiteral("jobsTaskTypeFilter"));
    m_outcome->setObjectName(QStringLiteral("jobsOutcomeFilter"));
    m_dated->setObjectName(QStringLiteral("jobsDateFilter"));
    m_from->setObjectName(QStringLiteral("jobsFrom"));
    m_to->setObjectName(QStringLiteral("jobsTo"));
    m_dated->setText(tr("Submitted from"));
    for (QDateEdit* edit : {m_from, m_to}) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
        edit->setEnabled(false);
    }
    filters->addWidget(new QLabel(tr("Team"), m_body));
    filters->addWidget(m_team, 1);
    filters->addWidget(new QLabel(tr("Task type"), m_body));
    filters->addWidget(m_taskType, 1);
    filters->addWidget(new QLabel(tr("Outcome"), m_body));
    filters->addWidget(m_outcome, 1);
    filters->addWidget(m_dated);
    filters->addWidget(m_from);
    filters->addWidget(new QLabel(tr("to"), m_body));
    filters->addWidget(m_to);
    body->addLayout(filters);
    m_jobsCount->setObjectName(QStringLiteral("jobsCount"));
    body->addWidget(m_jobsCount);
    m_jobs->setObjectName(QStringLiteral("jobsTable"));
    m_jobsModel->setLanguage(currentLanguage());
    m_jobs->setModel(m_jobsModel);
    m_jobs->verticalHeader()->hide();
    m_jobs->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_jobs->verticalHeader()->setDefaultSectionSize(m_jobs->fontMetrics().height() + 8);
    m_jobs->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_jobs->horizontalHeader()->setStretchLastSection(true);
    m_jobs->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_jobs->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_jobs->setSortingEnabled(false);
    m_jobs->horizontalHeader()->setSortIndicatorShown(true);
    m_jobs->horizontalHeader()->setSortIndicator(BaselineJobsModel::Submitted, Qt::AscendingOrder);
    m_jobs->horizontalHeader()->setSectionsClickable(true);
    connect(m_jobs->horizontalHeader(), &QHeaderView::sectionClicked, this, [this](int section) {
        if (section != BaselineJobsModel::Submitted) {
            // Only the submit time orders the log; the indicator stays where the order is.
            m_jobs->horizontalHeader()->setSortIndicator(
                BaselineJobsModel::Submitted, m_jobsModel->newestFirst() ? Qt::DescendingOrder : Qt::AscendingOrder);
            return;
        }
        const Qt::SortOrder order = m_jobsModel->newestFirst() ? Qt::AscendingOrder : Qt::DescendingOrder;
        m_jobsModel->sort(section, order);
        m_jobs->horizontalHeader()->setSortIndicator(section, order);
    });
    m_jobs->horizontalHeader()->setResizeContentsPrecision(0); // fit to the rows in view only
    m_jobs->verticalHeader()->setResizeContentsPrecision(0);
    m_jobs->setMinimumHeight(420);
    body->addWidget(m_jobs);
    layout->addWidget(m_body);
    layout->addStretch(1);

    for (QComboBox* box : {m_team, m_taskType, m_outcome})
        connect(box, &QComboBox::currentIndexChanged, this, &BaselinePage::applyFilter);
    connect(m_dated, &QCheckBox::toggled, this, [this](bool on) {
        m_from->setEnabled(on);
        m_to->setEnabled(on);
        applyFilter();
    });
    connect(m_from, &QDateEdit::dateChanged, this, &BaselinePage::applyFilter);
    connect(m_to, &QDateEdit::dateChanged, this, &BaselinePage::applyFilter);
    // The count reads every job the filters keep: off the window's thread (a million jobs open at
    // once, the table filling when the count arrives).
    m_jobsModel->setCountInBackground(true);
    connect(m_jobsModel, &QAbstractItemModel::modelReset, this, [this] {
        if (m_jobsModel->isCounting())
            m_jobsCount->setText(tr("Counting the jobs…"));
        else
            m_jobsCount->setText(tr("%Ln job(s) shown; times in %1.", nullptr, m_jobsModel->rowCount())
                                     .arg(QString::fromUtf8(m_jobsModel->zone().id())));
        fitColumnsToSample(m_jobs, kColumnSampleRows);
    });
    showMessage(tr("No evaluation is open. Use File > New or File > Open."));
}

BaselinePage::~BaselinePage()
{
    if (m_worker)
        m_worker->wait();
}

bool BaselinePage::isComputing() const
{
    return m_computing || m_jobsModel->isCounting();
}

void BaselinePage::computed()
{
    const std::shared_ptr<BaselineFigures> figures = std::move(m_result);
    m_worker->deleteLater();
    m_worker = nullptr;
    m_computing = false;
    m_busy->hide();
    if (m_refreshAgain) {
        m_refreshAgain = false;
        refresh();
        if (m_computing || !m_workspace)
            return;
    }
    if (figures) {
        show(*figures);
        if (figures->error.isEmpty())
            m_shown = figures;
    }
    emit figuresShown();
}

QWidget* BaselinePage::addCard(const QString& key, const QString& caption)
{
    auto* card = new QFrame(m_body);
    card->setObjectName(QStringLiteral("card_") + key);
    card->setFrameShape(QFrame::StyledPanel);
    card->setStyleSheet(QStringLiteral("QFrame#card_%1 { background: #f6f8fa; border: 1px solid #d0d7de; "
                                       "border-radius: 4px; }")
                            .arg(key));
    auto* layout = new QVBoxLayout(card);
    layout->setContentsMargins(10, 6, 10, 6);
    auto* title = new QLabel(caption, card);
    title->setStyleSheet(QStringLiteral("color: #57606a;"));
    title->setWordWrap(true);
    auto* value = new QLabel(card);
    value->setObjectName(QStringLiteral("cardValue"));
    value->setWordWrap(true);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont font = value->font();
    font.setPointSizeF(font.pointSizeF() * 1.35);
    font.setBold(true);
    value->setFont(font);
    layout->addWidget(title);
    layout->addWidget(value);
    m_cardValues.insert(key, value);
    return card;
}

QString BaselinePage::cardValue(const QString& key) const
{
    const QLabel* label = m_cardValues.value(key);
    return label ? label->text() : QString();
}

void BaselinePage::setWorkspace(Workspace* workspace)
{
    // The worker reads the workspace shown so far: let it finish before that workspace may close.
    if (m_worker) {
        m_worker->wait();
        m_refreshAgain = true; // what it computed is of the old workspace: computed() starts again
    }
    m_workspace = workspace;
    m_jobsStale = true;
    m_shown.reset(); // the figures of the workspace shown so far
    disconnect(m_jobsWatch);
    if (workspace) {
        m_jobsWatch = connect(workspace, &Workspace::changed, this, [this](const ChangeEvent& event) {
            if (BaselineRepository::jobsTouchedBy(event))
                m_jobsStale = true;
        });
    }
    m_jobsModel->setWorkspace(workspace);
    refreshOnChanges(workspace, [this] { refresh(); });
    fillFilterChoices({}, {}, {});
    refresh();
}

void BaselinePage::showMessage(const QString& message)
{
    m_message->setText(message);
    m_message->show();
    m_body->hide();
}

void BaselinePage::refresh()
{
    if (!m_workspace) {
        m_banner->hide();
        showMessage(tr("No evaluation is open. Use File > New or File > Open."));
        return;
    }
    m_banner->setVisible(m_workspace->queries().settings().simulated);
    if (m_computing) {
        m_refreshAgain = true; // what is being computed may already be out of date
        return;
    }
    m_computing = true;
    if (!m_shown)
        showMessage(tr("Computing the baseline from the job log…"));
    m_busy->show();
    const QString language = currentLanguage();
    const bool reloadJobs = std::exchange(m_jobsStale, false);
    const EvaluationQueries* queries = &m_workspace->queries();
    m_worker = QThread::create([this, queries, language, cache = m_cache, reloadJobs] {
        m_result = computeFigures(*queries, language, *cache, reloadJobs);
    });
    connect(m_worker, &QThread::finished, this, &BaselinePage::computed);
    m_worker->start();
}

void BaselinePage::show(const BaselineFigures& figures)
{
    if (!figures.error.isEmpty()) {
        showMessage(figures.error);
        return;
    }
    const baseline::BaselineMetrics& m = figures.metrics;
    if (m.total.jobs == 0) {
        showMessage(tr("The evaluation holds no job records yet. Import a Slurm sacct export or a job CSV "
                       "(File > Import) to measure the baseline."));
        return;
    }
    m_message->hide();
    m_body->show();
    const QLocale locale;
    const QString zone = QString::fromUtf8(figures.zone.id());
    m_cardValues.value(QStringLiteral("jobs"))
        ->setText(tr("%1 (%2 started)").arg(locale.toString(m.total.jobs), locale.toString(m.total.started)));
    m_cardValues.value(QStringLiteral("window"))
        ->setText(tr("%1 to %2, %3 days (%4)")
                      .arg(m.window.firstDay.toString(Qt::ISODate), m.window.lastDay.toString(Qt::ISODate),
                           locale.toString(m.window.days(), 'f', 0), zone));
    m_cardValues.value(QStringLiteral("waitP50"))->setText(secondsText(m.total.queueWait.p50));
    m_cardValues.value(QStringLiteral("waitP90"))->setText(secondsText(m.total.queueWait.p90));
    m_cardValues.value(QStringLiteral("successRate"))->setText(percentText(m.total.successRate));
    const baseline::Utilization& u = m.total.utilization;
    const QString inferred = u.inferred ? u' ' + tr("(inferred capacity)") : QString();
    m_cardValues.value(QStringLiteral("allocated"))->setText(percentText(u.allocated) + inferred);
    m_cardValues.value(QStringLiteral("active"))->setText(percentText(u.active) + (u.active ? inferred : QString()));
    m_cardValues.value(QStringLiteral("effective"))
        ->setText(percentText(u.effective) + (u.effective ? inferred : QString()));
    m_cardValues.value(QStringLiteral("capacity"))
        ->setText(u.inferred ? tr("%1 GPUs, inferred from the peak allocation (no GPU inventory)")
                                   .arg(locale.toString(u.capacityGpus, 'f', 0))
                             : tr("%1 GPUs").arg(locale.toString(u.capacityGpus, 'f', 0)));
    if (u.inferred)
        m_cardValues.value(QStringLiteral("capacity"))->setStyleSheet(QStringLiteral("color: #8a4b00;"));
    else
        m_cardValues.value(QStringLiteral("capacity"))->setStyleSheet(QString());

    m_warnings->setVisible(!figures.warnings.isEmpty());
    m_warnings->setText(tr("Coverage: %1").arg(figures.warnings.join(u' ')));

    m_cdf->setVisible(!figures.cdf.isEmpty());
    m_cdf->setChart(figures.cdf, tr("Queue wait distribution by team"));
    m_waitBySlot->setChart(figures.waitBySlot, tr("Queue wait P50 and P90 by time slot"));
    m_waitByTeam->setChart(figures.waitByTeam, tr("Queue wait P50 and P90 by team"));
    m_utilization->setChart(figures.utilization, tr("Allocated, active and effective utilization by team"));
    m_days->setDays(figures.days, tr("Allocated, active and effective utilization per day"));
    m_heatmap->setHeatmap(figures.heatmap);
    m_failures->setVisible(!figures.failures.rows.isEmpty());
    m_noFailures->setVisible(figures.failures.rows.isEmpty());
    m_failures->setChart(figures.failures, tr("Failure reasons"));
    fillLosses(figures);
    fillTargets(figures);
    fillFilterChoices(figures.teams, figures.taskTypes, figures.teamNames);
    if (!m_dated->isChecked()) {
        // The date filter starts at the window, for the user to narrow.
        const QSignalBlocker blockFrom(m_from);
        const QSignalBlocker blockTo(m_to);
        m_from->setDate(m.window.firstDay);
        m_to->setDate(m.window.lastDay);
    }
}

void BaselinePage::fillLosses(const BaselineFigures& figures)
{
    const QString language = currentLanguage();
    m_filling = true;
    m_lossKeys.clear();
    const QList<baseline::Loss>& losses = figures.metrics.topLosses;
    m_losses->setRowCount(int(losses.size()));
    for (int r = 0; r < losses.size(); ++r) {
        const baseline::Loss& loss = losses.at(r);
        m_lossKeys.append(loss.key);
        const QList<QString> cells{shownIn(loss.title.zh, loss.title.en, language), baseline::lossValueText(loss),
                                   shownIn(loss.source.zh, loss.source.en, language), loss.owner.value_or(QString())};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells.at(c));
            item->setToolTip(cells.at(c));
            if (c != 3)
                item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            m_losses->setItem(r, c, item);
        }
        auto* make = new QPushButton(tr("Make a target…"), m_losses);
        make->setObjectName(QStringLiteral("makeTarget%1").arg(r));
        make->setToolTip(tr("An improvement target from this loss: its metric, group and current value filled in"));
        connect(make, &QPushButton::clicked, this, [this, r] { addTargetFromLoss(r); });
        m_losses->setCellWidget(r, 4, make);
    }
    m_losses->resizeRowsToContents();
    int height = m_losses->horizontalHeader()->sizeHint().height() + 2 * m_losses->frameWidth();
    for (int r = 0; r < m_losses->rowCount(); ++r)
        height += m_losses->rowHeight(r);
    m_losses->setFixedHeight(height);
    m_filling = false;
}

void BaselinePage::fillTargets(const BaselineFigures& figures)
{
    const QString language = currentLanguage();
    const QList<baseline::TargetRow>& rows = figures.metrics.targets;
    const qint64 selected = targetIdAt(selectedTargetRow());
    m_targets->clearSelection();
    m_targets->setRowCount(int(rows.size()));
    int reselect = -1;
    for (int r = 0; r < rows.size(); ++r) {
        const baseline::TargetRow& row = rows.at(r);
        const ImprovementTarget& t = row.target;
        const auto metric = baseline::metricFromKey(t.metric);
        const auto valueText = [&](const std::optional<double>& v) {
            return metric ? baseline::metricValueText(*metric, v) : (v ? QLocale().toString(*v) : QStringLiteral("—"));
        };
        QStringList poc;
        bool allReach = !row.poc.isEmpty();
        for (const baseline::TargetRow::PocValue& p : row.poc) {
            const QString name = shownIn(p.name.zh, p.name.en, language);
            if (!p.value)
                poc.append(tr("%1: no PoC value yet").arg(name));
            else if (p.reaches)
                poc.append(tr("%1: %2 ✓ reaches the target").arg(name, valueText(p.value)));
            else
                poc.append(tr("%1: %2 ✗ does not reach it").arg(name, valueText(p.value)));
            allReach = allReach && p.value && p.reaches;
        }
        if (row.poc.isEmpty())
            poc.append(tr("no PoC measure"));
        QString group = baseline::groupingName(t.grouping);
        if (!t.grouping.isEmpty())
            group += colonSeparator(language) + baseline::groupName(t.grouping, t.groupKey, figures.teamList, language);
        const QStringList cells{metric ? baseline::metricName(*metric) : t.metric,
                                group,
                                valueText(row.current),
                                (metric && baseline::lowerIsBetter(*metric) ? tr("at most %1") : tr("at least %1"))
                                    .arg(valueText(t.targetValue)),
                                t.owner,
                                poc.join(u'\n')};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells.at(c));
            item->setToolTip(cells.at(c));
            item->setData(Qt::UserRole, t.id);
            if (c == TargetPoc && row.poc.isEmpty())
                item->setForeground(QColor(0x57, 0x60, 0x6a));
            else if (c == TargetPoc && allReach)
                item->setForeground(QColor(0x1a, 0x7f, 0x37)); // green only when no PoC value misses it
            m_targets->setItem(r, c, item);
        }
        if (t.id == selected)
            reselect = r;
    }
    m_targets->resizeRowsToContents();
    int height = m_targets->horizontalHeader()->sizeHint().height() + 2 * m_targets->frameWidth();
    for (int r = 0; r < m_targets->rowCount(); ++r)
        height += m_targets->rowHeight(r);
    m_targets->setFixedHeight(height);
    m_targets->setVisible(!rows.isEmpty());
    m_noTargets->setVisible(rows.isEmpty());
    if (reselect >= 0)
        m_targets->selectRow(reselect);
}

qint64 BaselinePage::targetIdAt(int row) const
{
    const QTableWidgetItem* item = row >= 0 && row < m_targets->rowCount() ? m_targets->item(row, 0) : nullptr;
    return item ? item->data(Qt::UserRole).toLongLong() : 0;
}

int BaselinePage::selectedTargetRow() const
{
    const QList<QTableWidgetSelectionRange> ranges = m_targets->selectedRanges();
    return ranges.isEmpty() ? -1 : ranges.first().topRow();
}

void BaselinePage::addTarget()
{
    if (!m_workspace || !m_shown)
        return;
    BaselineTargetDialog dialog(m_workspace, m_shown->metrics, m_shown->teamList, ImprovementTarget{}, this);
    dialog.exec();
}

void BaselinePage::addTargetFromLoss(int lossRow)
{
    if (!m_workspace || !m_shown || lossRow < 0 || lossRow >= m_shown->metrics.topLosses.size())
        return;
    const ImprovementTarget prefilled =
        baseline::targetFromLoss(m_shown->metrics.topLosses.at(lossRow), m_shown->metrics);
    BaselineTargetDialog dialog(m_workspace, m_shown->metrics, m_shown->teamList, prefilled, this);
    dialog.exec();
}

void BaselinePage::editTarget(int targetRow)
{
    if (!m_workspace || !m_shown || targetRow < 0 || targetRow >= m_shown->metrics.targets.size())
        return;
    BaselineTargetDialog dialog(m_workspace, m_shown->metrics, m_shown->teamList,
                                m_shown->metrics.targets.at(targetRow).target, this);
    dialog.exec();
}

void BaselinePage::removeTarget(int targetRow)
{
    if (!m_workspace || !m_shown || targetRow < 0 || targetRow >= m_shown->metrics.targets.size())
        return;
    // Undoable (Edit > Undo), so no question first.
    if (auto r = baselineedits::removeTarget(*m_workspace, m_shown->metrics.targets.at(targetRow).target.id); !r)
        QMessageBox::warning(this, tr("Target not removed"), r.error().message);
}

void BaselinePage::makeCriterion(int targetRow)
{
    if (!m_workspace || !m_shown || targetRow < 0 || targetRow >= m_shown->metrics.targets.size())
        return;
    TargetCriterionDialog dialog(m_workspace, m_shown->metrics.targets.at(targetRow), m_shown->teamList, this);
    if (dialog.exec() == QDialog::Accepted && !dialog.createdId().isEmpty())
        emit criterionRequested(dialog.createdId());
}

void BaselinePage::ownerEdited(int row, int column)
{
    if (m_filling || column != 3 || !m_workspace || row < 0 || row >= m_lossKeys.size())
        return;
    const QString owner = m_losses->item(row, column)->text().trimmed();
    if (auto r = baselineedits::setLossOwner(*m_workspace, m_lossKeys.at(row), owner); !r)
        QMessageBox::warning(this, tr("Owner not saved"), r.error().message);
}

void BaselinePage::fillFilterChoices(const QStringList& teams, const QStringList& taskTypes,
                                     const QHash<QString, QString>& teamNames)
{
    const QString team = m_team->currentData().toString();
    const QString taskType = m_taskType->currentData().toString();
    const QString outcome = m_outcome->currentData().toString();
    m_filling = true;
    m_team->clear();
    m_taskType->clear();
    m_outcome->clear();
    m_team->addItem(tr("All teams"), QString());
    m_taskType->addItem(tr("All task types"), QString());
    m_outcome->addItem(tr("All outcomes"), QString());
    for (const QString& t : teams)
        m_team->addItem(t.isEmpty() ? tr("(no team)") : teamNames.value(t, t), t);
    for (const QString& t : taskTypes)
        m_taskType->addItem(labels::taskType(t), t);
    for (JobOutcome o :
         {JobOutcome::Completed, JobOutcome::Failed, JobOutcome::Cancelled, JobOutcome::Running, JobOutcome::Pending}) {
        const QString key = BaselineRepository::outcomeKey(o);
        m_outcome->addItem(labels::outcome(key), key);
    }
    m_team->setCurrentIndex(std::max(0, m_team->findData(team)));
    m_taskType->setCurrentIndex(std::max(0, m_taskType->findData(taskType)));
    m_outcome->setCurrentIndex(std::max(0, m_outcome->findData(outcome)));
    m_filling = false;
}

void BaselinePage::applyFilter()
{
    if (m_filling)
        return;
    JobFilter filter;
    filter.team = m_team->currentData().toString();
    // "All teams" carries an empty key, as a job without a team ("(no team)") does: tell them apart by
    // position.
    if (m_team->currentIndex() <= 0)
        filter.team.clear();
    else if (filter.team.isEmpty())
        filter.withoutTeam = true;
    filter.taskType = m_taskType->currentIndex() <= 0 ? QString() : m_taskType->currentData().toString();
    if (m_outcome->currentIndex() > 0)
        filter.outcome = BaselineRepository::outcomeFromKey(m_outcome->currentData().toString());
    if (m_dated->isChecked()) {
        const QTimeZone zone = m_jobsModel->zone();
        filter.submittedFrom = QDateTime(m_from->date(), QTime(0, 0), zone).toSecsSinceEpoch();
        filter.submittedBefore = QDateTime(m_to->date().addDays(1), QTime(0, 0), zone).toSecsSinceEpoch();
    }
    m_jobsModel->setFilter(filter);
    // A filtered jump reads past every row before it (a second or so on a million jobs): while a
    // filter is on, the table moves when the scroll bar is let go rather than at every step of a drag.
    m_jobs->verticalScrollBar()->setTracking(filter == JobFilter{});
}

void BaselinePage::editInventory()
{
    if (!m_workspace)
        return;
    BaselineInventoryDialog dialog(m_workspace, this);
    dialog.exec();
}

} // namespace gatebench
