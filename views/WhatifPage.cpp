#include "WhatifPage.h"

#include "ColumnFit.h"
#include "PolicyDialog.h"
#include "Translation.h"
#include "baseline/BaselineMetrics.h"
#include "baseline/BaselineTargets.h"
#include "charts/WhatifP90Chart.h"
#include "core/NumberText.h"
#include "poc/PocMetrics.h"
#include "whatif/ReplayAccuracy.h"
#include "whatif/Sweep.h"
#include "whatif/WhatIf.h"
#include "whatif/WhatifChart.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QShowEvent>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

namespace gatebench {

/// What one run read and replayed, shared read-only with the sweeps that follow it.
struct WhatifRun {
    QString error;
    bool cancelled = false;
    QString language;
    std::shared_ptr<const whatif::Loaded> loaded;
    std::shared_ptr<const whatif::PreparedTrace> prepared;
    std::optional<whatif::Comparison> comparison;
    QList<whatif::ExportCheck> checks; ///< the check against the PoC, per candidate with replayed runs
    QString checkError;                ///< why the check could not be read
};

struct WhatifSweepRun {
    QString error;
    bool cancelled = false;
    QString teamName; ///< the swept team's name (a quota sweep)
    std::optional<whatif::Sweep> sweep;
};

namespace {

using whatif::Prediction;
using whatif::Spread;
using whatif::WaitFigures;

const QString kTeamGrouping = baseline::groupingKey(baseline::Grouping::Team);
const QString kSlotGrouping = baseline::groupingKey(baseline::Grouping::TimeSlot);

QString durationText(const std::optional<double>& seconds)
{
    return seconds ? pocDurationText(*seconds) : QStringLiteral("—");
}

/// "5 min (4.8 min to 5.2 min)": the median over the seeds and its range.
QString spreadText(const Spread& s)
{
    if (!s.median)
        return QStringLiteral("—");
    if (*s.min == *s.max)
        return durationText(s.median);
    return QCoreApplication::translate("gatebench::WhatifPage", "%1 (%2 to %3)")
        .arg(durationText(s.median), durationText(s.min), durationText(s.max));
}

QString shareText(const Spread& s)
{
    if (!s.median)
        return QCoreApplication::translate("gatebench::WhatifPage", "no data");
    const auto pct = [](double v) { return QString(roundedText(v * 100, 1) + QLatin1Char('%')); };
    if (*s.min == *s.max)
        return pct(*s.median);
    return QCoreApplication::translate("gatebench::WhatifPage", "%1 (%2 to %3)")
        .arg(pct(*s.median), pct(*s.min), pct(*s.max));
}

QLabel* caption(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()), parent);
    label->setWordWrap(true);
    label->setContentsMargins(0, 12, 0, 2);
    return label;
}

QTableWidget* table(const QString& name, QWidget* parent)
{
    auto* t = new QTableWidget(parent);
    t->setObjectName(name);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    t->setWordWrap(false);
    t->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    t->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    ColumnFit::install(t);
    return t;
}

/// Shows every row: the page scrolls, not the table (its columns fit its width, ColumnFit).
void fitHeight(QTableWidget* t)
{
    if (auto* fit = t->findChild<ColumnFit*>())
        fit->fit();
    t->resizeRowsToContents();
    int height = t->horizontalHeader()->height() + 2 * t->frameWidth();
    for (int r = 0; r < t->rowCount(); ++r)
        height += t->rowHeight(r);
    t->setFixedHeight(height);
}

QTableWidgetItem* cell(const QString& text, const QString& tip = {})
{
    auto* item = new QTableWidgetItem(text);
    item->setToolTip(tip.isEmpty() ? text : tip);
    return item;
}

/// Cells that say something is wrong (a calibration row off, an uncalibrated prediction) stand out.
void markBad(QTableWidgetItem* item)
{
    item->setBackground(QColor(0xff, 0xe4, 0xe1));
    item->setForeground(QColor(0x8b, 0x00, 0x00));
}

} // namespace

WhatifPage::WhatifPage(QWidget* parent)
    : Page(parent)
    , m_banner(new QLabel(this))
    , m_assumptions(new QLabel(this))
    , m_run(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_body(new QWidget(this))
    , m_verdict(new QLabel(this))
    , m_todayPolicy(new QLabel(this))
    , m_calibration(table(QStringLiteral("whatifCalibration"), this))
    , m_candidates(table(QStringLiteral("whatifCandidates"), this))
    , m_ranking(new QLabel(this))
    , m_chartCaption(new QLabel(this))
    , m_chart(new WhatifP90Chart(this))
    , m_candidate(new QComboBox(this))
    , m_policy(new QLabel(this))
    , m_waits(table(QStringLiteral("whatifWaits"), this))
    , m_targets(table(QStringLiteral("whatifTargets"), this))
    , m_noTargets(new QLabel(this))
    , m_others(table(QStringLiteral("whatifOthers"), this))
    , m_pocCheckNote(new QLabel(this))
    , m_pocCheck(table(QStringLiteral("whatifPocCheck"), this))
    , m_pocJobsCaption(caption(QString(), this))
    , m_pocJobsNote(new QLabel(this))
    , m_pocJobs(table(QStringLiteral("whatifPocJobs"), this))
    , m_sweepParameter(new QComboBox(this))
    , m_sweepFrom(new QDoubleSpinBox(this))
    , m_sweepTo(new QDoubleSpinBox(this))
    , m_sweepStep(new QDoubleSpinBox(this))
    , m_sweepRun(new QPushButton(this))
    , m_sweepProgress(new QProgressBar(this))
    , m_sweepCancel(new QPushButton(this))
    , m_sweepStatus(new QLabel(this))
    , m_sweepTable(table(QStringLiteral("whatifSweepTable"), this))
{
    // The page scrolls as a whole (its tables show every row): on a projector's 1280x800 it is taller
    // than the window.
    QVBoxLayout* layout = scrolledContent(this, QStringLiteral("whatifScroll"));
    QWidget* content = layout->parentWidget();
    layout->addWidget(makeTitle(tr("Scheduling what-if"), content));
    m_banner->setObjectName(QStringLiteral("whatifSimulatedBanner"));
    Page::styleNotice(m_banner);
    m_banner->setText(tr("Simulated data: this job log describes no real cluster."));
    m_banner->hide();
    layout->addWidget(m_banner);
    auto* intro = new QLabel(
        tr("The baseline's job log replayed under today's scheduling policy and under each candidate's, before the "
           "PoC. <b>Every figure on this page is a prediction: advice beside the evidence, it never settles a "
           "gate.</b>"),
        this);
    intro->setObjectName(QStringLiteral("whatifAdvice"));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* runRow = new QHBoxLayout;
    m_run->setObjectName(QStringLiteral("whatifRun"));
    m_run->setText(tr("Replay again"));
    m_run->setToolTip(tr("Replays the job log under every policy, %n seeds each", nullptr, kSeeds));
    connect(m_run, &QPushButton::clicked, this, &WhatifPage::run);
    runRow->addWidget(m_run);
    m_progress->setObjectName(QStringLiteral("whatifProgress"));
    m_progress->setMaximumWidth(320);
    m_progress->hide();
    runRow->addWidget(m_progress);
    m_cancel->setObjectName(QStringLiteral("whatifCancel"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->hide();
    connect(m_cancel, &QPushButton::clicked, this, &WhatifPage::cancel);
    runRow->addWidget(m_cancel);
    m_status->setObjectName(QStringLiteral("whatifStatus"));
    m_status->setWordWrap(true);
    runRow->addWidget(m_status, 1);
    layout->addLayout(runRow);

    auto* body = new QVBoxLayout(m_body);
    body->setContentsMargins(0, 0, 0, 0);
    body->addWidget(caption(tr("Calibration: today's policy replayed against the measured waits"), m_body));
    m_verdict->setObjectName(QStringLiteral("whatifCalibrationVerdict"));
    m_verdict->setWordWrap(true);
    body->addWidget(m_verdict);
    auto* todayRow = new QHBoxLayout;
    m_todayPolicy->setObjectName(QStringLiteral("whatifTodayPolicy"));
    m_todayPolicy->setWordWrap(true);
    todayRow->addWidget(m_todayPolicy, 1);
    auto* editToday = new QPushButton(tr("Edit today's policy…"), m_body);
    editToday->setObjectName(QStringLiteral("whatifEditTodayPolicy"));
    connect(editToday, &QPushButton::clicked, this, [this] { editPolicy(QString()); });
    todayRow->addWidget(editToday, 0, Qt::AlignTop);
    body->addLayout(todayRow);
    body->addWidget(m_calibration);
    m_assumptions->setObjectName(QStringLiteral("whatifAssumptions"));
    m_assumptions->setWordWrap(true);
    m_assumptions->setTextFormat(Qt::RichText);
    m_assumptions->setStyleSheet(
        QStringLiteral("background: #f6f8fa; border: 1px solid #d0d7de; border-radius: 4px; padding: 6px;"));
    body->addWidget(m_assumptions);

    body->addWidget(
        caption(tr("Candidates: predicted waits, utilization and targets (all figures are predictions)"), m_body));
    body->addWidget(m_candidates);
    connect(m_candidates, &QTableWidget::cellClicked, this, [this](int row, int) {
        if (row >= 0 && row < m_candidate->count())
            m_candidate->setCurrentIndex(row);
    });
    m_ranking->setObjectName(QStringLiteral("whatifRanking"));
    m_ranking->setWordWrap(true);
    body->addWidget(m_ranking);

    m_chartCaption->setObjectName(QStringLiteral("whatifChartCaption"));
    m_chartCaption->setWordWrap(true);
    m_chartCaption->setContentsMargins(0, 12, 0, 2);
    body->addWidget(m_chartCaption);
    m_chart->setObjectName(QStringLiteral("whatifChart"));
    body->addWidget(m_chart);

    body->addWidget(caption(tr("Checked against the PoC: the replay's predicted waits of an exported load against "
                               "the waits the PoC measured"),
                            m_body));
    m_pocCheckNote->setObjectName(QStringLiteral("whatifPocCheckNote"));
    m_pocCheckNote->setWordWrap(true);
    body->addWidget(m_pocCheckNote);
    body->addWidget(m_pocCheck);
    connect(m_pocCheck, &QTableWidget::cellClicked, this, [this](int row, int) {
        if (auto* item = m_pocCheck->item(row, 0))
            showCandidate(item->data(Qt::UserRole).toString());
    });

    body->addWidget(caption(tr("One candidate in detail (predictions)"), m_body));
    auto* pick = new QHBoxLayout;
    pick->addWidget(new QLabel(tr("Candidate:"), m_body));
    m_candidate->setObjectName(QStringLiteral("whatifCandidate"));
    m_candidate->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    pick->addWidget(m_candidate);
    auto* edit = new QPushButton(tr("Edit its policy…"), m_body);
    edit->setObjectName(QStringLiteral("whatifEditPolicy"));
    connect(edit, &QPushButton::clicked, this, [this] { editPolicy(shownCandidate()); });
    pick->addWidget(edit);
    pick->addStretch(1);
    body->addLayout(pick);
    connect(m_candidate, &QComboBox::currentIndexChanged, this, [this] {
        fillDetails();
        fillSweepChoices();
        fillPocJobs();
    });
    m_policy->setObjectName(QStringLiteral("whatifPolicy"));
    m_policy->setWordWrap(true);
    body->addWidget(m_policy);
    body->addWidget(m_waits);
    body->addWidget(caption(tr("Improvement targets (prediction)"), m_body));
    m_noTargets->setText(tr("No improvement target the replay predicts (queue waits, utilization, quota "
                            "satisfaction) is set on the Baseline page."));
    m_noTargets->setWordWrap(true);
    body->addWidget(m_noTargets);
    body->addWidget(m_targets);
    body->addWidget(caption(tr("Utilization, preemption and quotas (prediction)"), m_body));
    body->addWidget(m_others);
    m_pocJobsCaption->setObjectName(QStringLiteral("whatifPocJobsCaption"));
    body->addWidget(m_pocJobsCaption);
    m_pocJobsNote->setObjectName(QStringLiteral("whatifPocJobsNote"));
    m_pocJobsNote->setWordWrap(true);
    body->addWidget(m_pocJobsNote);
    body->addWidget(m_pocJobs);

    body->addWidget(caption(tr("Sweep one parameter of this candidate (prediction)"), m_body));
    auto* sweepRow = new QHBoxLayout;
    m_sweepParameter->setObjectName(QStringLiteral("whatifSweepParameter"));
    sweepRow->addWidget(m_sweepParameter);
    const auto spin = [&](QDoubleSpinBox* box, const QString& name, const QString& label, double value) {
        box->setObjectName(name);
        box->setRange(0, 100000);
        box->setDecimals(0);
        box->setValue(value);
        box->setSuffix(tr(" GPUs"));
        sweepRow->addWidget(new QLabel(label, m_body));
        sweepRow->addWidget(box);
    };
    spin(m_sweepFrom, QStringLiteral("whatifSweepFrom"), tr("from"), 16);
    spin(m_sweepTo, QStringLiteral("whatifSweepTo"), tr("to"), 64);
    spin(m_sweepStep, QStringLiteral("whatifSweepStep"), tr("by"), 8);
    m_sweepStep->setMinimum(1);
    connect(m_sweepParameter, &QComboBox::currentIndexChanged, this, [this] {
        const bool quota = !m_sweepParameter->currentData().toString().isEmpty();
        m_sweepFrom->setEnabled(quota);
        m_sweepTo->setEnabled(quota);
        m_sweepStep->setEnabled(quota);
    });
    m_sweepRun->setObjectName(QStringLiteral("whatifSweepRun"));
    m_sweepRun->setText(tr("Sweep"));
    connect(m_sweepRun, &QPushButton::clicked, this, &WhatifPage::runSweep);
    sweepRow->addWidget(m_sweepRun);
    m_sweepProgress->setObjectName(QStringLiteral("whatifSweepProgress"));
    m_sweepProgress->setMaximumWidth(200);
    m_sweepProgress->hide();
    sweepRow->addWidget(m_sweepProgress);
    m_sweepCancel->setObjectName(QStringLiteral("whatifSweepCancel"));
    m_sweepCancel->setText(tr("Cancel"));
    m_sweepCancel->hide();
    connect(m_sweepCancel, &QPushButton::clicked, this, &WhatifPage::cancelSweep);
    sweepRow->addWidget(m_sweepCancel);
    sweepRow->addStretch(1);
    body->addLayout(sweepRow);
    m_sweepStatus->setObjectName(QStringLiteral("whatifSweepStatus"));
    m_sweepStatus->setWordWrap(true);
    body->addWidget(m_sweepStatus);
    body->addWidget(m_sweepTable);
    m_sweepTable->hide();
    layout->addWidget(m_body);
    layout->addStretch(1);
    m_body->hide();
}

WhatifPage::~WhatifPage()
{
    stopWorker(m_worker, m_stop);
    stopWorker(m_sweepWorker, m_sweepStop);
}

void WhatifPage::stopWorker(QThread*& worker, const std::shared_ptr<std::atomic<bool>>& stop)
{
    if (!worker)
        return;
    if (stop)
        *stop = true;
    worker->wait();
    delete worker;
    worker = nullptr;
}

bool WhatifPage::isRunning() const
{
    return m_worker != nullptr;
}

bool WhatifPage::isSweeping() const
{
    return m_sweepWorker != nullptr;
}

bool WhatifPage::hasResult() const
{
    return m_shown && m_shown->comparison.has_value();
}

QString WhatifPage::statusText() const
{
    return m_status->text();
}

QString WhatifPage::teamName(const QString& id) const
{
    if (!m_shown || !m_shown->loaded)
        return id;
    return baseline::groupName(kTeamGrouping, id, m_shown->loaded->inputs.teams, m_shown->language);
}

void WhatifPage::setWorkspace(Workspace* workspace)
{
    // The workers read the workspace shown so far: stop them before it may close.
    ++m_generation;
    ++m_sweepGeneration;
    stopWorker(m_worker, m_stop);
    stopWorker(m_sweepWorker, m_sweepStop);
    m_progress->hide();
    m_cancel->hide();
    m_sweepProgress->hide();
    m_sweepCancel->hide();
    m_workspace = workspace;
    m_shown.reset();
    m_body->hide();
    m_stale = true;
    m_banner->setVisible(workspace && workspace->queries().settings().simulated);
    m_status->setText(workspace ? QString() : tr("No evaluation is open. Use File > New or File > Open."));
    refreshOnChanges(workspace, [this] { workspaceChanged(); });
    if (workspace && isVisible())
        run();
}

void WhatifPage::showEvent(QShowEvent* event)
{
    Page::showEvent(event);
    if (m_stale && m_workspace && !isRunning())
        run();
}

void WhatifPage::workspaceChanged()
{
    m_stale = true;
    if (m_workspace)
        m_banner->setVisible(m_workspace->queries().settings().simulated);
    if (isVisible())
        run();
}

void WhatifPage::run()
{
    if (!m_workspace)
        return;
    // A run of an older state stops first (its replays look at the flag every few milliseconds).
    stopWorker(m_worker, m_stop);
    m_stale = false;
    const int generation = ++m_generation;
    m_stop = std::make_shared<std::atomic<bool>>(false);
    auto out = std::make_shared<WhatifRun>();
    m_pending = out;
    out->language = currentLanguage();
    const EvaluationQueries* queries = &m_workspace->queries();
    const int threads = std::max(1, QThread::idealThreadCount() - 1); // a core stays the window's
    m_progress->setRange(0, 0);
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_cancel->setEnabled(true);
    m_run->setEnabled(false);
    m_status->setText(tr("Replaying the job log under every policy, %n seeds each…", nullptr, kSeeds));
    m_worker = QThread::create([queries, out, stop = m_stop, threads, generation, this] {
        const auto progress = [&](int done, int total) {
            QMetaObject::invokeMethod(
                this,
                [this, generation, done, total] {
                    if (generation != m_generation)
                        return;
                    m_progress->setRange(0, total);
                    m_progress->setValue(done);
                },
                Qt::QueuedConnection);
        };
        auto reader = queries->openReader();
        if (!reader) {
            out->error = reader.error().message;
            return;
        }
        auto loaded = whatif::load(**reader);
        if (!loaded) {
            out->error = loaded.error().message;
            return;
        }
        if (loaded->jobs.size() == 0) {
            out->error = tr("No job records are imported: there is nothing to replay. Import the job log on the "
                            "Baseline page first.");
            return;
        }
        auto read = std::make_shared<whatif::Loaded>(std::move(*loaded));
        auto prepared =
            std::make_shared<whatif::PreparedTrace>(whatif::prepare(read->jobs, read->inputs, read->metrics));
        auto c = whatif::compare(*prepared, read->metrics, read->inputs, read->asIs, read->candidates, kSeeds, threads,
                                 stop.get(), progress, out->language);
        if (!c) {
            out->cancelled = c.error().kind == Error::Kind::Cancelled;
            out->error = c.error().message;
            return;
        }
        out->loaded = read;
        out->prepared = prepared;
        out->comparison = std::move(*c);
        // The check against the PoC: the recorded exports predicted again, beside the measured waits.
        QStringList ids;
        for (const whatif::PolicyInput& candidate : read->candidates)
            ids.append(candidate.candidateId);
        auto checks = whatif::exportChecks(**reader, ids, stop.get());
        if (!checks) {
            if (checks.error().kind == Error::Kind::Cancelled) {
                out->cancelled = true;
                out->comparison.reset();
            }
            out->checkError = checks.error().message;
            return;
        }
        out->checks = std::move(*checks);
    });
    QThread* worker = m_worker;
    connect(worker, &QThread::finished, this, [this, worker, generation] {
        if (worker == m_worker) {
            m_worker = nullptr;
            worker->deleteLater();
        }
        finished(generation);
    });
    m_worker->start();
}

void WhatifPage::cancel()
{
    if (m_stop)
        *m_stop = true;
    m_cancel->setEnabled(false);
    m_status->setText(tr("Stopping the replays…"));
}

void WhatifPage::finished(int generation)
{
    if (generation != m_generation)
        return; // replaced by a newer run
    m_progress->hide();
    m_cancel->hide();
    m_run->setEnabled(true);
    const std::shared_ptr<WhatifRun> result = std::move(m_pending);
    if (!result) {
        emit runFinished();
        return;
    }
    if (result->cancelled) {
        m_stale = true; // what is shown (if anything) may be older than the evaluation
        m_status->setText(hasResult() ? tr("Cancelled: the figures below are those of the last full run.")
                                      : tr("Cancelled: nothing was replayed. Replay again to see the predictions."));
    } else if (!result->error.isEmpty()) {
        m_status->setText(result->error);
        m_shown.reset();
        m_body->hide();
    } else {
        m_shown = result;
        showResult();
        m_status->setText(
            tr("%n seeded replays per policy, run times jittered by up to 10 %.", nullptr, result->comparison->seeds));
    }
    emit runFinished();
}

void WhatifPage::showResult()
{
    const whatif::Comparison& c = *m_shown->comparison;
    // The assumptions of every figure; a candidate's default policy is said beside the candidate instead.
    QString html;
    for (int i = 0; i < c.assumptions.size(); ++i) {
        const QString& assumption = c.assumptions.at(i);
        if (std::any_of(c.candidates.cbegin(), c.candidates.cend(), [&](const Prediction& p) {
                return p.assumed && !p.models.isEmpty() && assumption.contains(p.models);
            }))
            continue;
        const QString text = assumption.toHtmlEscaped();
        html += QStringLiteral("<li>%1</li>").arg(i == 0 ? QStringLiteral("<b>%1</b>").arg(text) : text);
    }
    m_assumptions->setText(QStringLiteral("%1<ul style=\"margin-left: 0px; -qt-list-indent: 1;\">%2</ul>")
                               .arg(tr("Assumptions of every figure on this page:").toHtmlEscaped(), html));
    fillCalibration();
    fillCandidates();
    const QString current = shownCandidate();
    m_candidate->blockSignals(true);
    m_candidate->clear();
    for (const Prediction& p : c.candidates)
        m_candidate->addItem(p.name.in(m_shown->language).isEmpty() ? p.candidateId : p.name.in(m_shown->language),
                             p.candidateId);
    m_candidate->setCurrentIndex(std::max(0, m_candidate->findData(current)));
    m_candidate->blockSignals(false);
    fillDetails();
    fillSweepChoices();
    fillPocCheck();
    m_chartCaption->setText(
        QStringLiteral("<b>%1</b>")
            .arg((c.calibrated ? tr("P90 queue wait per team: measured today and predicted per candidate (median "
                                    "and range over %n seeds)",
                                    nullptr, c.seeds)
                               : tr("P90 queue wait per team: measured today and predicted per candidate, "
                                    "UNCALIBRATED (median and range over %n seeds)",
                                    nullptr, c.seeds))
                     .toHtmlEscaped()));
    m_chart->setChart(whatif::p90ByTeam(c, m_shown->loaded->inputs.teams, m_shown->language),
                      m_chartCaption->text().remove(QStringLiteral("<b>")).remove(QStringLiteral("</b>")));
    m_body->show();
}

void WhatifPage::fillCalibration()
{
    const whatif::Comparison& c = *m_shown->comparison;
    const whatif::PolicyInput& today = m_shown->loaded->asIs;
    const auto name = [this](const QString& id) { return teamName(id); };
    m_todayPolicy->setText(
        today.assumed
            ? tr("Today's policy (assumed: the committee has stated none): %1")
                  .arg(whatif::policySummary(c.asIs.policy, name))
            : tr("Today's policy, as the committee states it: %1").arg(whatif::policySummary(c.asIs.policy, name)));
    if (c.calibrated) {
        m_verdict->setText(tr("Calibrated: replaying today's policy reproduces the measured P50 and P90 queue waits "
                              "within max(20 %, 5 min), overall and for every team with at least %1 started jobs. The "
                              "candidates' predictions below can be compared with each other and with today.")
                               .arg(whatif::kMinCalibrationJobs));
        m_verdict->setStyleSheet(QStringLiteral("color: #1a7f37;"));
    } else {
        m_verdict->setText(tr("Uncalibrated: replaying today's policy does not reproduce the measured waits within "
                              "max(20 %, 5 min) (the rows marked \"no\"). Every prediction below is marked "
                              "uncalibrated: state today's policy more exactly before comparing candidates."));
        m_verdict->setStyleSheet(QStringLiteral("color: #8b0000; font-weight: bold;"));
    }
    m_calibration->clear();
    m_calibration->setColumnCount(7);
    m_calibration->setHorizontalHeaderLabels({tr("Group"), tr("Jobs started"), tr("Measured P50"),
                                              tr("Replayed P50 (range)"), tr("Measured P90"),
                                              tr("Replayed P90 (range)"), tr("Within max(20 %, 5 min)")});
    QList<whatif::CalibrationRow> rows{c.overall};
    rows += c.teams;
    m_calibration->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const whatif::CalibrationRow& row = rows.at(r);
        const WaitFigures& w = row.figures;
        m_calibration->setItem(r, 0, cell(row.key.isEmpty() ? tr("All jobs") : teamName(row.key)));
        m_calibration->setItem(r, 1, cell(QLocale().toString(row.started)));
        m_calibration->setItem(r, 2, cell(durationText(w.measuredP50)));
        m_calibration->setItem(r, 3, cell(spreadText(w.p50)));
        m_calibration->setItem(r, 4, cell(durationText(w.measuredP90)));
        m_calibration->setItem(r, 5, cell(spreadText(w.p90)));
        auto* verdict = cell(!row.checked ? tr("not checked (under %1 started jobs)").arg(whatif::kMinCalibrationJobs)
                             : row.ok     ? tr("yes")
                                          : tr("no"));
        if (row.checked && !row.ok)
            markBad(verdict);
        m_calibration->setItem(r, 6, verdict);
    }
    fitHeight(m_calibration);
}

void WhatifPage::fillCandidates()
{
    const whatif::Comparison& c = *m_shown->comparison;
    const QString language = m_shown->language;
    const QList<Team>& teams = m_shown->loaded->inputs.teams;
    m_candidates->clear();
    m_candidates->setColumnCount(9);
    m_candidates->setHorizontalHeaderLabels({tr("Candidate"), tr("Policy"), tr("P50, all jobs"),
                                             tr("P90, all jobs (range)"), tr("Allocated"), tr("Effective"),
                                             tr("GPU-h lost to preemption"), tr("Targets met"), tr("Notes")});
    m_candidates->setRowCount(int(c.candidates.size()));
    QHash<QString, QString> names;
    for (const Prediction& p : c.candidates)
        names.insert(p.candidateId, p.name.in(language).isEmpty() ? p.candidateId : p.name.in(language));
    for (int r = 0; r < c.candidates.size(); ++r) {
        const Prediction& p = c.candidates.at(r);
        QStringList marks;
        if (p.assumed)
            marks.append(tr("policy assumed"));
        if (!c.calibrated)
            marks.append(tr("uncalibrated"));
        m_candidates->setItem(r, 0, cell(names.value(p.candidateId)));
        auto* notes = cell(marks.join(tr(", ")), p.assumed ? p.models : QString());
        if (!c.calibrated)
            markBad(notes);
        m_candidates->setItem(r, 8, notes);
        m_candidates->setItem(
            r, 1, cell(whatif::kindName(p.policy.kind), whatif::policySummary(p.policy, [this](const QString& id) {
                           return teamName(id);
                       })));
        m_candidates->setItem(r, 2, cell(spreadText(p.total.p50)));
        m_candidates->setItem(r, 3, cell(spreadText(p.total.p90)));
        m_candidates->setItem(r, 4, cell(shareText(p.allocatedShare)));
        m_candidates->setItem(r, 5, cell(shareText(p.effectiveShare)));
        m_candidates->setItem(r, 6,
                              cell(p.preemptionGpuHours.median
                                       ? QLocale().toString(*p.preemptionGpuHours.median, 'f', 1)
                                       : QStringLiteral("—")));
        QStringList met;
        for (const whatif::TargetPrediction& t : p.targets) {
            if (t.met)
                met.append(baseline::criterionTitle(t.target, teams, language));
        }
        m_candidates->setItem(r, 7,
                              cell(p.targets.isEmpty() ? tr("no target it predicts")
                                                       : tr("%1 of %2").arg(met.size()).arg(p.targets.size()),
                                   met.join(u'\n')));
    }
    fitHeight(m_candidates);

    // Ranks only where the ranges over the seeds do not overlap.
    QStringList ranked;
    for (const Prediction& p : c.candidates) {
        if (p.betterThan.isEmpty())
            continue;
        QStringList others;
        for (const QString& id : p.betterThan)
            others.append(names.value(id, id));
        ranked.append(tr("%1 is predicted a shorter P90 wait (all jobs) than %2, over every seed.")
                          .arg(names.value(p.candidateId), others.join(tr(", "))));
    }
    QString text = ranked.isEmpty() ? tr("Ranking: the candidates' P90 ranges overlap over the seeds, so the "
                                         "replay ranks none of them above another.")
                                    : tr("Ranking, only where the P90 ranges over the seeds do not overlap: %1 Any "
                                         "pair not named overlaps and is not ranked.")
                                          .arg(ranked.join(u' '));
    if (!c.calibrated)
        text = tr("Uncalibrated: %1").arg(text);
    m_ranking->setText(text);
}

void WhatifPage::fillPocCheck()
{
    const QList<whatif::ExportCheck>& checks = m_shown->checks;
    const QString language = m_shown->language;
    QHash<QString, QString> names;
    for (const Prediction& p : m_shown->comparison->candidates)
        names.insert(p.candidateId, p.name.in(language).isEmpty() ? p.candidateId : p.name.in(language));
    if (!m_shown->checkError.isEmpty())
        m_pocCheckNote->setText(tr("The PoC runs could not be read: %1").arg(m_shown->checkError));
    else if (checks.isEmpty())
        m_pocCheckNote->setText(tr("No PoC run names a replayed job yet. Export a candidate's busiest hours with "
                                   "gatebench whatif export, replay them on the PoC cluster and import the runs with "
                                   "their replay job ids: the replay's error against them shows here."));
    else
        m_pocCheckNote->setText(
            tr("Each job of the exported load is predicted by replaying it on the PoC cluster under the candidate's "
               "policy, its limits scaled as the jobs are (median over the seeds); measured: the queue wait of its "
               "PoC runs (their median). The error of a job = |predicted - measured|."));
    m_pocCheck->clear();
    m_pocCheck->setColumnCount(5);
    m_pocCheck->setHorizontalHeaderLabels({tr("Candidate"), tr("Jobs measured and predicted"),
                                           tr("Median absolute error"), tr("Exported load"), tr("Notes")});
    m_pocCheck->setRowCount(int(checks.size()));
    for (int r = 0; r < checks.size(); ++r) {
        const whatif::ExportCheck& check = checks.at(r);
        auto* name = cell(names.value(check.candidateId, check.candidateId));
        name->setData(Qt::UserRole, check.candidateId);
        m_pocCheck->setItem(r, 0, name);
        const std::optional<whatif::ReplayAccuracy>& a = check.accuracy;
        m_pocCheck->setItem(r, 1, cell(a ? QLocale().toString(a->rows.size()) : QStringLiteral("—")));
        m_pocCheck->setItem(r, 2, cell(a ? durationText(a->medianAbsoluteError) : QStringLiteral("—")));
        m_pocCheck->setItem(r, 3,
                            cell(check.record
                                     ? tr("busiest %n hour(s), %1 GPUs, %2 seeds", nullptr, check.record->hours)
                                           .arg(check.record->scaleGpus)
                                           .arg(check.record->seeds)
                                     : tr("none recorded")));
        QString note = check.error;
        if (a && note.isEmpty()) {
            QStringList parts;
            if (!a->measuredOnly.isEmpty())
                parts.append(tr("%n measured but not predicted", nullptr, int(a->measuredOnly.size())));
            if (!a->predictedOnly.isEmpty())
                parts.append(tr("%n predicted but not measured", nullptr, int(a->predictedOnly.size())));
            if (!a->notMeasured.isEmpty())
                parts.append(tr("%n run(s) without a queue wait", nullptr, int(a->notMeasured.size())));
            note = parts.join(tr(", "));
        }
        auto* notes = cell(note);
        if (!check.error.isEmpty())
            markBad(notes);
        m_pocCheck->setItem(r, 4, notes);
    }
    m_pocCheck->setVisible(!checks.isEmpty());
    fitHeight(m_pocCheck);
    fillPocJobs();
}

void WhatifPage::fillPocJobs()
{
    const QString id = shownCandidate();
    const whatif::ExportCheck* check = nullptr;
    if (hasResult()) {
        for (const whatif::ExportCheck& c : m_shown->checks) {
            if (c.candidateId == id)
                check = &c;
        }
    }
    const bool shown = check && check->accuracy;
    m_pocJobsCaption->setVisible(shown);
    m_pocJobsNote->setVisible(shown);
    m_pocJobs->setVisible(shown);
    if (!shown)
        return;
    const whatif::ReplayAccuracy& a = *check->accuracy;
    m_pocJobsCaption->setText(
        QStringLiteral("<b>%1</b>").arg(tr("Checked against the PoC: this candidate's replayed jobs").toHtmlEscaped()));
    m_pocJobsNote->setText(a.medianAbsoluteError ? tr("%n job(s) measured and predicted; median absolute error %1.",
                                                      nullptr, int(a.rows.size()))
                                                       .arg(durationText(a.medianAbsoluteError))
                                                 : tr("No job is both measured and predicted."));
    m_pocJobs->clear();
    m_pocJobs->setColumnCount(5);
    m_pocJobs->setHorizontalHeaderLabels(
        {tr("Replay job id"), tr("PoC runs"), tr("Measured wait"), tr("Predicted wait"), tr("Absolute error")});
    m_pocJobs->setRowCount(int(a.rows.size()));
    for (int r = 0; r < a.rows.size(); ++r) {
        const whatif::AccuracyRow& row = a.rows.at(r);
        m_pocJobs->setItem(r, 0, cell(row.replayId));
        m_pocJobs->setItem(r, 1, cell(QLocale().toString(row.runs)));
        m_pocJobs->setItem(r, 2, cell(durationText(row.measuredSeconds)));
        m_pocJobs->setItem(r, 3, cell(durationText(row.predictedSeconds)));
        m_pocJobs->setItem(r, 4, cell(durationText(row.absoluteErrorSeconds)));
    }
    fitHeight(m_pocJobs);
}

QString WhatifPage::shownCandidate() const
{
    return m_candidate->currentData().toString();
}

void WhatifPage::showCandidate(const QString& candidateId)
{
    const int index = m_candidate->findData(candidateId);
    if (index >= 0)
        m_candidate->setCurrentIndex(index);
}

void WhatifPage::fillDetails()
{
    if (!hasResult())
        return;
    const whatif::Comparison& c = *m_shown->comparison;
    const QString language = m_shown->language;
    const QList<Team>& teams = m_shown->loaded->inputs.teams;
    const QString id = shownCandidate();
    const auto found = std::find_if(c.candidates.cbegin(), c.candidates.cend(),
                                    [&](const Prediction& p) { return p.candidateId == id; });
    if (found == c.candidates.cend())
        return;
    const Prediction& p = *found;
    QString policy =
        tr("Policy: %1.").arg(whatif::policySummary(p.policy, [this](const QString& t) { return teamName(t); }));
    if (p.assumed)
        policy += u' ' + tr("Assumption: a default, not the committee's (%1).").arg(p.models);
    if (!c.calibrated)
        policy += u' ' + tr("Uncalibrated prediction.");
    m_policy->setText(policy);

    m_waits->clear();
    m_waits->setColumnCount(7);
    m_waits->setHorizontalHeaderLabels({tr("Group"), tr("Jobs"), tr("Measured P50"), tr("Predicted P50 (range)"),
                                        tr("Measured P90"), tr("Predicted P90 (range)"),
                                        tr("Predicted P90 against today")});
    QList<std::pair<QString, WaitFigures>> rows{{tr("All jobs"), p.total}};
    for (const WaitFigures& w : p.byTeam)
        rows.append({teamName(w.key), w});
    for (const WaitFigures& w : p.byTimeSlot)
        rows.append({baseline::groupName(kSlotGrouping, w.key, teams, language), w});
    for (int t = 0; t < p.byTeam.size() && t < p.byTeamAndSlot.size(); ++t) {
        for (const WaitFigures& w : p.byTeamAndSlot.at(t)) {
            if (w.jobs > 0)
                rows.append({tr("%1, %2").arg(teamName(p.byTeam.at(t).key),
                                              baseline::groupName(kSlotGrouping, w.key, teams, language)),
                             w});
        }
    }
    m_waits->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const WaitFigures& w = rows.at(r).second;
        m_waits->setItem(r, 0, cell(rows.at(r).first));
        m_waits->setItem(r, 1, cell(QLocale().toString(w.jobs)));
        m_waits->setItem(r, 2, cell(w.measuredP50 ? durationText(w.measuredP50) : tr("not measured apart")));
        m_waits->setItem(r, 3, cell(spreadText(w.p50)));
        m_waits->setItem(r, 4, cell(w.measuredP90 ? durationText(w.measuredP90) : tr("not measured apart")));
        m_waits->setItem(r, 5, cell(spreadText(w.p90)));
        QString change = QStringLiteral("—");
        if (w.measuredP90 && w.p90.min) {
            if (*w.p90.max < *w.measuredP90 && !whatif::withinTolerance(*w.p90.max, *w.measuredP90))
                change = tr("shorter");
            else if (*w.p90.min > *w.measuredP90 && !whatif::withinTolerance(*w.p90.min, *w.measuredP90))
                change = tr("longer");
            else
                change = tr("about the same");
        }
        auto* changeItem = cell(change);
        if (change == tr("longer"))
            markBad(changeItem);
        m_waits->setItem(r, 6, changeItem);
    }
    fitHeight(m_waits);

    m_targets->clear();
    m_targets->setColumnCount(5);
    m_targets->setHorizontalHeaderLabels(
        {tr("Target"), tr("Today"), tr("Target value"), tr("Predicted (range)"), tr("Predicted to be met")});
    m_targets->setRowCount(int(p.targets.size()));
    for (int r = 0; r < p.targets.size(); ++r) {
        const whatif::TargetPrediction& t = p.targets.at(r);
        const auto metric = baseline::metricFromKey(t.target.metric);
        const auto value = [&](const std::optional<double>& v) {
            return metric ? baseline::metricValueText(*metric, v) : QStringLiteral("—");
        };
        m_targets->setItem(r, 0, cell(baseline::criterionTitle(t.target, teams, language)));
        m_targets->setItem(r, 1, cell(value(t.target.baselineValue)));
        m_targets->setItem(r, 2, cell(value(t.target.targetValue)));
        m_targets->setItem(
            r, 3,
            cell(*t.predicted.min == *t.predicted.max
                     ? value(t.predicted.median)
                     : tr("%1 (%2 to %3)")
                           .arg(value(t.predicted.median), value(t.predicted.min), value(t.predicted.max))));
        auto* met = cell(t.met ? tr("yes, over every seed") : tr("no"));
        if (!t.met)
            markBad(met);
        m_targets->setItem(r, 4, met);
    }
    m_targets->setVisible(!p.targets.isEmpty());
    m_noTargets->setVisible(p.targets.isEmpty());
    if (!p.targets.isEmpty())
        fitHeight(m_targets);

    m_others->clear();
    m_others->setColumnCount(2);
    m_others->setHorizontalHeaderLabels({tr("Figure"), tr("Predicted (range)")});
    QList<std::pair<QString, QString>> others{
        {tr("Allocated utilization (GPUs held, of %1 GPUs%2)")
             .arg(QLocale().toString(c.capacityGpus, 'f', 0), c.inferred ? tr(", inferred") : QString()),
         shareText(p.allocatedShare)},
        {tr("Effective utilization (GPUs held x their recorded utilization)"), shareText(p.effectiveShare)},
        {tr("GPU-hours lost to preemption (work since the last checkpoint)"),
         p.preemptionGpuHours.median ? (*p.preemptionGpuHours.min == *p.preemptionGpuHours.max
                                            ? QLocale().toString(*p.preemptionGpuHours.median, 'f', 1)
                                            : tr("%1 (%2 to %3)")
                                                  .arg(QLocale().toString(*p.preemptionGpuHours.median, 'f', 1),
                                                       QLocale().toString(*p.preemptionGpuHours.min, 'f', 1),
                                                       QLocale().toString(*p.preemptionGpuHours.max, 'f', 1)))
                                     : QStringLiteral("—")}};
    for (const auto& [team, q] : p.quotaSatisfaction)
        others.append({tr("Quota satisfaction of %1 (time its demand up to its quota was met)").arg(teamName(team)),
                       shareText(q)});
    if (p.quotaSatisfaction.isEmpty())
        others.append({tr("Quota satisfaction"), tr("no team has a quota under this policy")});
    if (!p.refused.isEmpty())
        others.append({tr("Jobs left out (they can never start under this policy)"),
                       QLocale().toString(qint64(p.refused.size()))});
    m_others->setRowCount(int(others.size()));
    for (int r = 0; r < others.size(); ++r) {
        m_others->setItem(r, 0, cell(others.at(r).first));
        m_others->setItem(r, 1, cell(others.at(r).second));
    }
    fitHeight(m_others);
}

void WhatifPage::fillSweepChoices()
{
    if (!hasResult())
        return;
    const QString keep = m_sweepParameter->currentData().toString();
    m_sweepParameter->blockSignals(true);
    m_sweepParameter->clear();
    const auto found = std::find_if(m_shown->loaded->candidates.cbegin(), m_shown->loaded->candidates.cend(),
                                    [&](const whatif::PolicyInput& p) { return p.candidateId == shownCandidate(); });
    for (const WaitFigures& w : m_shown->comparison->asIs.byTeam)
        m_sweepParameter->addItem(tr("GPUs of %1 (quota, reservation or weight)").arg(teamName(w.key)), w.key);
    if (found != m_shown->loaded->candidates.cend()) {
        const whatif::Policy today =
            whatif::resolvePolicy(m_shown->loaded->asIs.policy, whatif::defaultAsIs(), m_shown->loaded->inputs.teams);
        if (whatif::sweepApplies(whatif::resolvePolicy(found->policy, today, m_shown->loaded->inputs.teams),
                                 whatif::SweepParameter::Borrowing))
            m_sweepParameter->addItem(tr("Borrowing off and on"), QString());
    }
    m_sweepParameter->setCurrentIndex(std::max(0, m_sweepParameter->findData(keep)));
    m_sweepParameter->blockSignals(false);
    const bool quota = !m_sweepParameter->currentData().toString().isEmpty();
    m_sweepFrom->setEnabled(quota);
    m_sweepTo->setEnabled(quota);
    m_sweepStep->setEnabled(quota);
}

void WhatifPage::runSweep()
{
    if (!hasResult() || m_sweepParameter->count() == 0)
        return;
    stopWorker(m_sweepWorker, m_sweepStop);
    const QString id = shownCandidate();
    const auto found = std::find_if(m_shown->loaded->candidates.cbegin(), m_shown->loaded->candidates.cend(),
                                    [&](const whatif::PolicyInput& p) { return p.candidateId == id; });
    if (found == m_shown->loaded->candidates.cend())
        return;
    whatif::SweepRequest request;
    request.team = m_sweepParameter->currentData().toString();
    request.parameter = request.team.isEmpty() ? whatif::SweepParameter::Borrowing : whatif::SweepParameter::TeamQuota;
    request.from = m_sweepFrom->value();
    request.to = m_sweepTo->value();
    request.step = m_sweepStep->value();
    if (auto values = whatif::sweepValues(request); !values) {
        m_sweepStatus->setText(values.error().message);
        return;
    }
    const int generation = ++m_sweepGeneration;
    m_sweepStop = std::make_shared<std::atomic<bool>>(false);
    auto out = std::make_shared<WhatifSweepRun>();
    out->teamName = teamName(request.team);
    m_sweepPending = out;
    const std::shared_ptr<const WhatifRun> shown = m_shown;
    const whatif::PolicyInput candidate = *found;
    const int threads = std::max(1, QThread::idealThreadCount() - 1);
    m_sweepProgress->setRange(0, 0);
    m_sweepProgress->show();
    m_sweepCancel->show();
    m_sweepCancel->setEnabled(true);
    m_sweepRun->setEnabled(false);
    m_sweepStatus->setText(tr("Sweeping: each value replayed %n times…", nullptr, kSeeds));
    m_sweepWorker = QThread::create([shown, candidate, request, out, stop = m_sweepStop, threads, generation, this] {
        const auto progress = [&](int done, int total) {
            QMetaObject::invokeMethod(
                this,
                [this, generation, done, total] {
                    if (generation != m_sweepGeneration)
                        return;
                    m_sweepProgress->setRange(0, total);
                    m_sweepProgress->setValue(done);
                },
                Qt::QueuedConnection);
        };
        auto s = whatif::sweep(*shown->prepared, shown->loaded->metrics, shown->loaded->inputs, shown->loaded->asIs,
                               candidate, request, kSeeds, threads, stop.get(), progress, shown->language);
        if (!s) {
            out->cancelled = s.error().kind == Error::Kind::Cancelled;
            out->error = s.error().message;
            return;
        }
        out->sweep = std::move(*s);
    });
    QThread* worker = m_sweepWorker;
    connect(worker, &QThread::finished, this, [this, worker, generation] {
        if (worker == m_sweepWorker) {
            m_sweepWorker = nullptr;
            worker->deleteLater();
        }
        sweepDone(generation);
    });
    m_sweepWorker->start();
}

void WhatifPage::cancelSweep()
{
    if (m_sweepStop)
        *m_sweepStop = true;
    m_sweepCancel->setEnabled(false);
}

void WhatifPage::sweepDone(int generation)
{
    if (generation != m_sweepGeneration)
        return;
    m_sweepProgress->hide();
    m_sweepCancel->hide();
    m_sweepRun->setEnabled(true);
    const std::shared_ptr<WhatifSweepRun> result = std::move(m_sweepPending);
    if (!result) {
        emit sweepFinished();
        return;
    }
    if (result->cancelled) {
        m_sweepStatus->setText(tr("Sweep cancelled."));
    } else if (!result->error.isEmpty()) {
        m_sweepStatus->setText(result->error);
    } else {
        m_sweepPending = result; // showSweep reads it
        showSweep();
        m_sweepPending.reset();
    }
    emit sweepFinished();
}

void WhatifPage::showSweep()
{
    const whatif::Sweep& s = *m_sweepPending->sweep;
    const QStringList teamKeys = [&] {
        QStringList keys;
        for (const WaitFigures& w : m_shown->comparison->asIs.byTeam)
            keys.append(w.key);
        return keys;
    }();
    const bool borrowing = s.request.parameter == whatif::SweepParameter::Borrowing;
    m_sweepTable->clear();
    m_sweepTable->setColumnCount(int(teamKeys.size()) + 2);
    QStringList header{borrowing ? tr("Borrowing") : tr("GPUs of %1").arg(m_sweepPending->teamName)};
    for (const QString& key : teamKeys)
        header.append(tr("%1: predicted P90 (range)").arg(teamName(key)));
    header.append(tr("All jobs: predicted P90 (range)"));
    m_sweepTable->setHorizontalHeaderLabels(header);
    m_sweepTable->setRowCount(int(s.points.size()));
    for (int r = 0; r < s.points.size(); ++r) {
        const whatif::SweepPoint& point = s.points.at(r);
        m_sweepTable->setItem(
            r, 0,
            cell(borrowing ? (point.value > 0.5 ? tr("on") : tr("off")) : QLocale().toString(point.value, 'g', 6)));
        for (int t = 0; t < teamKeys.size(); ++t) {
            QString text = QStringLiteral("—");
            for (const WaitFigures& w : point.prediction.byTeam) {
                if (w.key == teamKeys.at(t))
                    text = spreadText(w.p90);
            }
            m_sweepTable->setItem(r, t + 1, cell(text));
        }
        m_sweepTable->setItem(r, int(teamKeys.size()) + 1, cell(spreadText(point.prediction.total.p90)));
    }
    fitHeight(m_sweepTable);
    m_sweepTable->show();
    m_sweepStatus->setText(s.calibrated ? tr("Predicted P90 per team at each value (%n seeds each).", nullptr, s.seeds)
                                        : tr("UNCALIBRATED predictions: predicted P90 per team at each value (%n "
                                             "seeds each).",
                                             nullptr, s.seeds));
}

void WhatifPage::editPolicy(const QString& candidateId)
{
    if (!m_workspace)
        return;
    whatif::PolicyInput input;
    QList<Team> teams;
    if (m_shown && m_shown->loaded) {
        teams = m_shown->loaded->inputs.teams;
        if (candidateId.isEmpty()) {
            input = m_shown->loaded->asIs;
        } else {
            for (const whatif::PolicyInput& p : m_shown->loaded->candidates) {
                if (p.candidateId == candidateId)
                    input = p;
            }
        }
    } else {
        // Before a run: read what the evaluation holds now.
        auto loaded = whatif::load(m_workspace->queries().rows(), candidateId);
        if (!loaded) {
            m_status->setText(loaded.error().message);
            return;
        }
        teams = loaded->inputs.teams;
        input = candidateId.isEmpty() ? loaded->asIs : loaded->candidates.value(0);
    }
    const QString name = input.name.in(currentLanguage()).isEmpty() ? candidateId : input.name.in(currentLanguage());
    PolicyDialog dialog(m_workspace, candidateId, name, input.policy, input.assumed, input.models, teams, this);
    dialog.exec();
}

} // namespace gatebench
