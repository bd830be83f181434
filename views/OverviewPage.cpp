#include "OverviewPage.h"
#include "Page.h"

#include "repositories/RoundRepository.h"

#include "PathToEligibilityView.h"
#include "PlanDialog.h"
#include "PlanTimelineView.h"
#include "Translation.h"
#include "charts/BonusBarsChart.h"
#include "charts/EliminationFunnelChart.h"
#include "charts/GateMatrixChart.h"
#include "core/Labels.h"
#include "decision/DecisionCharts.h"
#include "decision/DecisionDocument.h"
#include "itemmodels/AssessmentGridModel.h"
#include "reports/MeetingMinutes.h"
#include "repositories/BaselineRepository.h"
#include "repositories/SnapshotRepository.h"
#include "repositories/WorkspaceSummary.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QTableWidget>
#include <QThread>
#include <QTimeZone>
#include <QTimer>
#include <QVBoxLayout>

#include <memory>

namespace gatebench {

OverviewPage::OverviewPage(QWidget* parent)
    : Page(parent)
    , m_title(new QLabel(this))
    , m_banner(new QLabel(this))
    , m_facts(new QLabel(this))
    , m_candidates(new QTableWidget(this))
    , m_gateMatrix(new GateMatrixChart(this))
    , m_funnel(new EliminationFunnelChart(this))
    , m_bonus(new BonusBarsChart(this))
    , m_viewScroll(new QScrollArea(this))
    , m_status(new QLabel(this))
    , m_path(new PathToEligibilityView(this))
    , m_overdue(new QLabel(this))
    , m_sinceRow(new QWidget(this))
    , m_sinceText(new QLabel(m_sinceRow))
    , m_sinceButton(new QPushButton(m_sinceRow))
    , m_planHeading(new QLabel(this))
    , m_planButton(new QPushButton(this))
    , m_planView(new PlanTimelineView(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_viewScroll);

    // Evaluation view. It scrolls as a whole, so that the gate matrix is never squeezed.
    m_viewScroll->setObjectName(QStringLiteral("overviewScroll"));
    m_viewScroll->setWidgetResizable(true);
    m_viewScroll->setFrameShape(QFrame::NoFrame);
    auto* view = new QWidget(m_viewScroll);
    auto* viewLayout = new QVBoxLayout(view);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setObjectName(QStringLiteral("pageTitle"));
    m_title->setWordWrap(true);
    m_banner->setObjectName(QStringLiteral("simulatedBanner"));
    Page::styleNotice(m_banner);
    m_facts->setWordWrap(true);
    m_facts->setTextFormat(Qt::RichText);
    m_candidates->setObjectName(QStringLiteral("overviewCandidates"));
    m_candidates->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_candidates->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_candidates->verticalHeader()->hide();
    viewLayout->addWidget(m_title);
    viewLayout->addWidget(m_banner);
    // The first question of every meeting: what changed since the last one (issue 30), near the top.
    auto* sinceLayout = new QHBoxLayout(m_sinceRow);
    sinceLayout->setContentsMargins(0, 0, 0, 0);
    m_sinceRow->setObjectName(QStringLiteral("overviewSinceRow"));
    m_sinceButton->setObjectName(QStringLiteral("overviewSince"));
    QFont sinceFont = m_sinceButton->font();
    sinceFont.setBold(true);
    m_sinceButton->setFont(sinceFont);
    m_sinceText->setObjectName(QStringLiteral("overviewLastSnapshot"));
    m_sinceText->setWordWrap(true);
    connect(m_sinceButton, &QPushButton::clicked, this, &OverviewPage::sinceRequested);
    sinceLayout->addWidget(m_sinceButton);
    sinceLayout->addWidget(m_sinceText, 1);
    m_sinceRow->hide();
    viewLayout->addWidget(m_sinceRow);
    // The minutes' open actions past their due date on the evaluation date (issue 30), when there are any.
    m_overdue->setObjectName(QStringLiteral("overviewOverdueActions"));
    m_overdue->setWordWrap(true);
    m_overdue->setTextFormat(Qt::RichText);
    m_overdue->setStyleSheet(
        QStringLiteral("background: #fdecea; color: #7a1010; border: 1px solid #e4a5a5; padding: 6px;"));
    m_overdue->hide();
    viewLayout->addWidget(m_overdue);
    // Where every candidate stands today: the status list beside the facts, the gate matrix below.
    m_facts->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_status->setObjectName(QStringLiteral("overviewStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::RichText);
    m_status->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // What could still change it: the path to eligibility, under the status list.
    auto* statusColumn = new QVBoxLayout;
    statusColumn->addWidget(m_status);
    statusColumn->addWidget(m_path);
    auto* factsRow = new QHBoxLayout;
    factsRow->addWidget(m_facts, 2);
    factsRow->addLayout(statusColumn, 3);
    viewLayout->addLayout(factsRow);
    // The four-week plan: its checks on a timeline, with the chair's editor of owners and due dates.
    auto* planRow = new QHBoxLayout;
    m_planHeading->setObjectName(QStringLiteral("planHeading"));
    m_planHeading->setWordWrap(true);
    m_planHeading->setTextFormat(Qt::RichText);
    m_planButton->setObjectName(QStringLiteral("editPlan"));
    connect(m_planButton, &QPushButton::clicked, this, &OverviewPage::editPlan);
    planRow->addWidget(m_planHeading, 1);
    planRow->addWidget(m_planButton, 0, Qt::AlignTop);
    viewLayout->addLayout(planRow);
    viewLayout->addWidget(m_planView);
    m_gateMatrix->setObjectName(QStringLiteral("overviewGateMatrix"));
    connect(m_gateMatrix, &GateMatrixChart::cellActivated, this, &OverviewPage::assessmentRequested);
    m_funnel->setObjectName(QStringLiteral("overviewFunnel"));
    m_bonus->setObjectName(QStringLiteral("overviewBonusBars"));
    const auto chartBox = [view](const QString& heading, QWidget* chart) {
        auto* box = new QWidget(view);
        auto* boxLayout = new QVBoxLayout(box);
        boxLayout->setContentsMargins(0, 0, 0, 0);
        auto* label = new QLabel(heading, box);
        QFont bold = label->font();
        bold.setBold(true);
        label->setFont(bold);
        label->setWordWrap(true);
        boxLayout->addWidget(label);
        boxLayout->addWidget(chart, 1);
        chart->setMinimumWidth(380);
        return box;
    };
    // The gate matrix with the funnel and the bonus chart beside it (below it when the window is
    // too narrow: arrangeCharts).
    m_chartsRow = new QBoxLayout(QBoxLayout::LeftToRight);
    auto* matrixColumn = new QVBoxLayout;
    matrixColumn->addWidget(m_gateMatrix, 0, Qt::AlignLeft | Qt::AlignTop);
    matrixColumn->addStretch(1);
    m_chartsRow->addLayout(matrixColumn);
    m_sideCharts = new QBoxLayout(QBoxLayout::TopToBottom);
    m_sideCharts->addWidget(
        chartBox(QCoreApplication::translate("gatebench::DecisionPanel", "Elimination funnel"), m_funnel), 1);
    m_sideCharts->addWidget(chartBox(QCoreApplication::translate("gatebench::DecisionPanel", "Bonus scores"), m_bonus),
                            1);
    m_chartsRow->addLayout(m_sideCharts, 1);
    viewLayout->addLayout(m_chartsRow);
    m_candidates->setMinimumHeight(260);
    viewLayout->addWidget(m_candidates, 1);
    m_viewScroll->setWidget(view);
    refresh();
}

void OverviewPage::setAsOf(QDate date)
{
    if (date == m_asOf)
        return;
    m_asOf = date;
    m_path->setAsOf(date);
    if (m_workspace)
        refreshDecision();
}

void OverviewPage::resizeEvent(QResizeEvent* event)
{
    Page::resizeEvent(event);
    arrangeCharts();
}

void OverviewPage::arrangeCharts()
{
    if (!m_chartsRow)
        return;
    constexpr int kSideWidth = 560; // what the funnel and the bonus chart need to show their labels
    const int room = m_viewScroll->viewport()->width() - 40;
    const bool beside = room >= m_gateMatrix->sizeHint().width() + kSideWidth;
    const auto direction = beside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (m_chartsRow->direction() != direction) {
        m_chartsRow->setDirection(direction);
        m_sideCharts->setDirection(beside ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    }
}

OverviewPage::~OverviewPage()
{
    waitForCount();
    waitForPlan();
}

void OverviewPage::waitForPlan()
{
    if (!m_planner)
        return;
    ++m_planGeneration; // its answer is out of date
    m_planner->wait();
    delete m_planner;
    m_planner = nullptr;
}

void OverviewPage::loadPlan(const std::shared_ptr<const CurrentDecision>& current)
{
    waitForPlan();
    m_planButton->setText(tr("Owners and due dates…"));
    m_planButton->setToolTip(tr("The chair gives each check of the plan an owner and a due date"));
    m_planButton->setEnabled(false);
    // The plan shown stays until the new one is read (no flicker at every change).
    if (m_planView->plan().checks.isEmpty())
        m_planView->setMessage(tr("Reading the four-week plan…"));
    const int generation = ++m_planGeneration;
    auto result = std::make_shared<Result<plan::Plan>>(plan::Plan{});
    const EvaluationQueries* queries = &m_workspace->queries();
    const QString language = m_workspace->language();
    const QString zone = QString::fromUtf8(queries->settings().clusterZone.id());
    // A reader of its own, as the job count: the plan reads the job log (setWorkspace and the destructor
    // wait for it before the workspace can close).
    m_planner = QThread::create([queries, result, current, language, zone] {
        auto opened = queries->openReader();
        if (!opened)
            *result = opened.error();
        else
            *result = plan::load(**opened, current->input, current->decision, language, zone);
    });
    connect(m_planner, &QThread::finished, this, [this, result, generation] {
        if (generation != m_planGeneration)
            return;
        m_planner->deleteLater();
        m_planner = nullptr;
        if (!*result) {
            m_planView->setMessage(result->error().message);
            return;
        }
        const plan::Plan& p = **result;
        const bool simulated = m_workspace && m_workspace->queries().settings().simulated;
        QString heading = QStringLiteral("<b>%1</b> ").arg(tr("Four-week plan").toHtmlEscaped()) +
                          tr("from %1 to %2; on %3: %n check(s) overdue.", nullptr, p.overdueCount())
                              .arg(p.start.toString(Qt::ISODate), p.end().addDays(-1).toString(Qt::ISODate),
                                   p.asOf.toString(Qt::ISODate))
                              .toHtmlEscaped();
        if (simulated)
            heading += u' ' + tr("(simulated data)").toHtmlEscaped();
        m_planHeading->setText(heading);
        m_planView->setPlan(p);
        m_planButton->setEnabled(true);
    });
    m_planner->start();
}

void OverviewPage::editPlan()
{
    if (!m_workspace || m_planView->plan().checks.isEmpty())
        return;
    PlanDialog dialog(*m_workspace, m_planView->plan(), this);
    dialog.exec();
}

void OverviewPage::waitForCount()
{
    if (!m_counter)
        return;
    ++m_countGeneration; // its answer is out of date
    m_counter->wait();
    delete m_counter;
    m_counter = nullptr;
}

void OverviewPage::countJobs()
{
    // A count still running reads what may be out of date (and its storage may close): wait for it
    // (a fraction of a second at most), then count again.
    waitForCount();
    m_jobs = -1;
    m_jobsError.clear();
    showFacts();
    const int generation = ++m_countGeneration;
    auto result = std::make_shared<Result<qint64>>(qint64(0));
    // A reader of its own (safe from any thread while the workspace is open; setWorkspace and the
    // destructor wait for this count before the workspace can close).
    const EvaluationQueries* queries = &m_workspace->queries();
    m_counter = QThread::create([queries, result] {
        auto opened = queries->openReader();
        if (!opened)
            *result = opened.error();
        else
            *result = BaselineRepository(**opened).countJobs({});
    });
    connect(m_counter, &QThread::finished, this, [this, result, generation] {
        if (generation != m_countGeneration)
            return;
        m_counter->deleteLater();
        m_counter = nullptr;
        if (*result)
            m_jobs = **result;
        else
            m_jobsError = result->error().message;
        showFacts();
    });
    m_counter->start();
}

void OverviewPage::showFacts()
{
    const QString jobs = !m_jobsError.isEmpty() ? m_jobsError.toHtmlEscaped()
                         : m_jobs < 0           ? tr("Baseline: counting the job records…")
                                                : tr("Baseline: %1 job records").arg(QLocale().toString(m_jobs));
    m_facts->setText((m_factsBefore + QStringList{jobs} + m_factsAfter).join(QStringLiteral("<br>")));
}

void OverviewPage::setWorkspace(Workspace* workspace)
{
    waitForCount();
    waitForPlan();
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    m_path->setWorkspace(workspace);
    if (m_workspace) {
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

void OverviewPage::refresh()
{
    if (!m_workspace) // the window shows its start screen instead of the pages
        return;
    const EvaluationQueries& queries = m_workspace->queries();
    auto info = workspaceSummary(queries.rows(), false);
    if (!info) {
        m_title->setText(tr("Overview"));
        m_facts->setText(info.error().message.toHtmlEscaped());
        return;
    }
    // Title and organisation in the interface language, else in the other, marked.
    const QString language = currentLanguage();
    const Bilingual organisations = queries.settings().organisation;
    const QString organisation = shownIn(organisations.zh, organisations.en, language);
    m_title->setText(shownIn(info->titles.zh, info->titles.en, language));
    m_banner->setVisible(info->simulated);
    m_banner->setText(tr("Simulated data. This demo evaluation describes no real company, cluster or vendor result; "
                         "it shows how GateBench works."));
    QStringList facts;
    if (!organisation.isEmpty())
        facts.append(tr("Organisation: %1").arg(organisation.toHtmlEscaped()));
    facts.append(tr("Cluster time zone: %1").arg(info->timeZone.toHtmlEscaped()));
    facts.append(
        tr("Requirements: %1 gate, %2 bonus, %3 deferred").arg(info->gates).arg(info->bonus).arg(info->deferred));
    m_factsBefore = facts;
    m_factsAfter = {tr("PoC: %1 runs").arg(QLocale().toString(info->pocRuns)),
                    tr("TCO: %1 cost lines").arg(QLocale().toString(info->tcoLines)),
                    tr("Audit log: %1 entries").arg(QLocale().toString(info->auditEntries))};
    countJobs();
    showSince();

    m_candidates->clear();
    m_candidates->setColumnCount(5);
    m_candidates->setHorizontalHeaderLabels(
        {tr("Candidate"), tr("Route"), tr("Deployment"), tr("Shortlist"), tr("PoC")});
    m_candidates->setRowCount(int(info->candidates.size()));
    for (int r = 0; r < info->candidates.size(); ++r) {
        const Candidate& c = info->candidates.at(r);
        const QString name = shownIn(c.name.zh, c.name.en, language);
        const QStringList cells{name.isEmpty() ? c.id : name, labels::route(c.route), labels::deployment(c.deployment),
                                c.shortlisted ? tr("In the evaluation") : tr("Set aside: %1").arg(c.setAsideReason),
                                c.inPoc ? tr("Marked") : QString()};
        for (int col = 0; col < cells.size(); ++col) {
            auto* item = new QTableWidgetItem(cells.at(col));
            if (!c.shortlisted) // set aside: still listed, greyed
                item->setForeground(QColor(0x8a, 0x8a, 0x8a));
            item->setToolTip(cells.at(col));
            m_candidates->setItem(r, col, item);
        }
    }
    m_candidates->resizeColumnsToContents();
    m_candidates->horizontalHeader()->setStretchLastSection(true);
    refreshDecision();
}

QString OverviewPage::roundsHtml(const EvaluationQueries& queries)
{
    QStringList lines;
    for (const ScoringRound& round : queries.sealedRounds()) {
        QString line =
            round.state == RoundState::Open
                ? tr("Scoring round %1 is open and sealed: %n cell(s).", nullptr, int(round.cells.size())).arg(round.id)
                : tr("Scoring round %1 is closed and sealed: %n cell(s).", nullptr, int(round.cells.size()))
                      .arg(round.id);
        if (round.deadline.isValid())
            line += u' ' + tr("Deadline %1.").arg(round.deadline.toString(Qt::ISODate));
        if (round.hidePrices)
            line += u' ' + tr("Prices are hidden from the members.");
        lines.append(line.toHtmlEscaped());
    }
    if (lines.isEmpty())
        return {};
    return QStringLiteral("<p style=\"background:#e8eaf6; color:#1a237e;\"><b>%1</b> %2</p>")
        .arg(DecisionDocument::sealedWord().toHtmlEscaped(), lines.join(QStringLiteral("<br>")));
}

void OverviewPage::showSince()
{
    auto all = SnapshotRepository(m_workspace->queries().rows()).all();
    const bool any = all && !all->isEmpty();
    m_sinceRow->setVisible(any);
    if (!any)
        return;
    const SnapshotInfo& last = all->last();
    QDateTime when = QDateTime::fromString(last.takenAt, Qt::ISODate);
    when = when.toTimeZone(m_workspace->queries().settings().clusterZone);
    m_sinceButton->setText(tr("What changed since the last meeting"));
    QString text = tr("Last snapshot: “%1”, %2, taken by %3")
                       .arg(last.name, when.toString(QStringLiteral("yyyy-MM-dd HH:mm")), last.takenBy);
    if (last.simulated)
        text += u' ' + tr("(simulated data)");
    m_sinceText->setText(text);
}

void OverviewPage::showOverdueActions(const QDate& asOf)
{
    const QString language = currentLanguage();
    auto minutes = readMinutes(m_workspace->queries().rows(), asOf, language);
    if (!minutes) {
        m_overdue->setText(minutes.error().message.toHtmlEscaped());
        m_overdue->show();
        return;
    }
    const QList<MinutesAction> overdue = overdueActions(*minutes);
    m_overdue->setVisible(!overdue.isEmpty());
    if (overdue.isEmpty())
        return;
    QHash<qint64, QDate> held;
    for (const MeetingMinutes& m : std::as_const(*minutes))
        held.insert(m.meeting.id, m.meeting.heldOn);
    QStringList items;
    for (const MinutesAction& a : overdue)
        items.append(QStringLiteral("<li>%1</li>")
                         .arg(tr("%1 — %2, due %3 (meeting of %4)")
                                  .arg(a.action.text.toHtmlEscaped(), a.ownerName.toHtmlEscaped(),
                                       a.action.due.toString(Qt::ISODate),
                                       held.value(a.action.meetingId).toString(Qt::ISODate))));
    m_overdue->setText(
        QStringLiteral("<b>%1</b><ul style=\"margin:0\">%2</ul>")
            .arg(tr("%n open action(s) from the minutes past their due date on %1:", nullptr, int(overdue.size()))
                     .arg(asOf.toString(Qt::ISODate))
                     .toHtmlEscaped(),
                 items.join(QString())));
}

void OverviewPage::refreshDecision()
{
    const QString language = currentLanguage();
    const EvaluationQueries& queries = m_workspace->queries();
    const QTimeZone zone = queries.settings().clusterZone;
    // The window's evaluation date; on its own, today in the cluster's time zone.
    const QDate asOf = m_asOf.isValid() ? m_asOf : m_workspace->now().toTimeZone(zone).date();
    auto current = queries.decision(asOf);
    if (!current) {
        m_status->setText(current.error().message.toHtmlEscaped());
        m_gateMatrix->setMatrix({}, {});
        return;
    }
    loadPlan(*current);
    const Decision& decision = (*current)->decision;
    const DecisionInput* input = &(*current)->input;
    const DecisionDocument document(decision, *input, language);
    const bool simulated = queries.settings().simulated;
    const QString date = decision.asOf.toString(Qt::ISODate);
    const QString mark = simulated ? u' ' + tr("(simulated data)") : QString();
    m_gateMatrix->setMatrix(gateMatrix(decision, *input, language, zone), tr("Gate matrix as of %1").arg(date) + mark);
    m_status->setText(roundsHtml(queries) + document.overviewStatusHtml());
    showOverdueActions(asOf);

    const EliminationFunnel funnel = eliminationFunnel(decision, *input, language);
    QStringList eliminated;
    for (const FunnelStep& step : funnel.steps) {
        QStringList names;
        for (const QString& id : step.eliminatedHere)
            names.append(document.candidateName(id));
        eliminated.append(names.join(listSeparator(language)));
    }
    m_funnel->setFunnel(
        funnel, eliminated,
        QCoreApplication::translate("gatebench::DecisionPanel", "Candidates left after each gate category, as of %1")
                .arg(date) +
            mark);
    m_bonus->setBars(bonusBars(decision, *input, language),
                     QCoreApplication::translate("gatebench::DecisionPanel", "Bonus scores as of %1").arg(date) +
                         (decision.sealed ? QStringLiteral(" — ") + DecisionDocument::sealedWord() : QString()) + mark);
    arrangeCharts();
}

} // namespace gatebench
