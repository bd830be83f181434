#include "CommitteePage.h"

#include "ConsensusDialog.h"
#include "Translation.h"
#include "charts/SpreadChart.h"
#include "commands/Consensus.h"
#include "core/Labels.h"
#include "domain/Member.h"
#include "repositories/ConsensusRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gatebench {

namespace {

QString number(double value)
{
    return QLocale().toString(value, 'f', 2);
}

QTableWidgetItem* item(const QString& text)
{
    auto* cell = new QTableWidgetItem(text);
    cell->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return cell;
}

QString stateLabel(const CommitteeFacts::Round& round)
{
    if (round.state == QLatin1String("open"))
        return CommitteePage::tr("Sealed, taking scores");
    if (round.state == QLatin1String("closed"))
        return CommitteePage::tr("Sealed, closed");
    return CommitteePage::tr("Revealed");
}

} // namespace

CommitteePage::CommitteePage(QWidget* parent)
    : Page(parent)
    , m_viewer(new QLabel(this))
    , m_rounds(new QTableWidget(this))
    , m_reveal(new QPushButton(tr("Reveal round…"), this))
    , m_threshold(new QDoubleSpinBox(this))
    , m_tabs(new QTabWidget(this))
    , m_cells(new QTableWidget(this))
    , m_setConsensus(new QPushButton(tr("Set consensus score…"), this))
    , m_clearConsensus(new QPushButton(tr("Remove consensus score"), this))
    , m_chart(new SpreadChart(this))
    , m_empty(new QLabel(this))
    , m_footer(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(makeTitle(tr("Committee"), this));
    m_viewer->setWordWrap(true);
    layout->addWidget(m_viewer);

    auto* roundsTitle = new QLabel(tr("<b>Scoring rounds</b>"), this);
    layout->addWidget(roundsTitle);
    m_rounds->setObjectName(QStringLiteral("committeeRounds"));
    m_rounds->setColumnCount(5);
    m_rounds->setHorizontalHeaderLabels(
        {tr("Round"), tr("State"), tr("Cells"), tr("Progress (scored of assigned)"), tr("Short of quorum")});
    m_rounds->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_rounds->horizontalHeader()->setStretchLastSection(true);
    m_rounds->verticalHeader()->hide();
    m_rounds->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_rounds->setSelectionMode(QAbstractItemView::SingleSelection);
    m_rounds->setWordWrap(false);
    m_rounds->setMaximumHeight(170);
    layout->addWidget(m_rounds);

    auto* controls = new QHBoxLayout;
    m_reveal->setObjectName(QStringLiteral("revealRoundButton"));
    m_reveal->setToolTip(tr("The chair reveals the chosen round: once every cell has its quorum of scores, or "
                            "before that with a reason kept in the audit log."));
    controls->addWidget(m_reveal);
    controls->addSpacing(24);
    controls->addWidget(new QLabel(tr("Flag a cell when its scores lie apart by at least"), this));
    m_threshold->setObjectName(QStringLiteral("spreadThreshold"));
    m_threshold->setRange(0.5, 5);
    m_threshold->setSingleStep(0.5);
    m_threshold->setDecimals(1);
    m_threshold->setSuffix(tr(" points"));
    m_threshold->setKeyboardTracking(false);
    controls->addWidget(m_threshold);
    controls->addStretch(1);
    layout->addLayout(controls);

    m_cells->setObjectName(QStringLiteral("committeeCells"));
    m_cells->setColumnCount(9);
    m_cells->setHorizontalHeaderLabels({tr("Candidate"), tr("Bonus criterion"), tr("Scores"), tr("Mean"), tr("Spread"),
                                        tr("Standard deviation"), tr("Flag"), tr("Consensus"), tr("Round")});
    m_cells->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_cells->horizontalHeader()->setStretchLastSection(true);
    m_cells->verticalHeader()->hide();
    m_cells->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_cells->setSelectionMode(QAbstractItemView::SingleSelection);
    m_cells->setMinimumHeight(300);
    auto* tablePage = new QWidget(this);
    auto* tableLayout = new QVBoxLayout(tablePage);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(m_cells);
    auto* cellButtons = new QHBoxLayout;
    m_setConsensus->setObjectName(QStringLiteral("setConsensusButton"));
    m_clearConsensus->setObjectName(QStringLiteral("clearConsensusButton"));
    cellButtons->addWidget(m_setConsensus);
    cellButtons->addWidget(m_clearConsensus);
    cellButtons->addStretch(1);
    tableLayout->addLayout(cellButtons);
    m_tabs->setObjectName(QStringLiteral("committeeTabs"));
    m_tabs->addTab(tablePage, tr("Scores and spreads"));
    m_chart->setObjectName(QStringLiteral("spreadChart"));
    m_tabs->addTab(m_chart, tr("Chart"));
    m_empty->setObjectName(QStringLiteral("committeeEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setFrameShape(QFrame::StyledPanel);
    m_empty->setMargin(8);
    m_empty->hide();
    layout->addWidget(m_empty);
    layout->addWidget(m_tabs, 1);
    m_footer->setWordWrap(true);
    layout->addWidget(m_footer);

    connect(m_reveal, &QPushButton::clicked, this, &CommitteePage::revealSelected);
    connect(m_setConsensus, &QPushButton::clicked, this, &CommitteePage::setConsensusOfSelected);
    connect(m_clearConsensus, &QPushButton::clicked, this, &CommitteePage::clearConsensusOfSelected);
    connect(m_threshold, &QDoubleSpinBox::valueChanged, this, &CommitteePage::applyThreshold);
    connect(m_cells, &QTableWidget::cellDoubleClicked, this, &CommitteePage::setConsensusOfSelected);
}

void CommitteePage::setWorkspace(Workspace* workspace)
{
    m_workspace = workspace;
    refreshOnChanges(workspace, [this] { refresh(); });
    refresh();
}

QString CommitteePage::cellName(const QString& candidateId, const QString& criterionId) const
{
    const QString language = currentLanguage();
    const Bilingual name = m_status.candidateNames.value(candidateId);
    const Bilingual title = m_status.criterionTitles.value(criterionId);
    const QString candidate = shownIn(name.zh, name.en, language);
    const QString criterion = shownIn(title.zh, title.en, language);
    return QStringLiteral("%1 / %2").arg(candidate.isEmpty() ? candidateId : candidate,
                                         criterion.isEmpty() ? criterionId : criterion);
}

void CommitteePage::refresh()
{
    m_rounds->setRowCount(0);
    m_cells->setRowCount(0);
    m_status = {};
    m_empty->hide();
    const bool open = m_workspace;
    m_reveal->setEnabled(false);
    m_setConsensus->setEnabled(open);
    m_clearConsensus->setEnabled(open);
    m_threshold->setEnabled(open);
    if (!open) {
        m_viewer->clear();
        m_chart->setRows({}, committee::kDefaultSpreadFlagPoints);
        return;
    }
    const EvaluationQueries& queries = m_workspace->queries();
    auto facts = ConsensusRepository(queries.rows()).facts();
    if (!facts) {
        m_viewer->setText(facts.error().message);
        return;
    }
    // The window's acting member chose the viewer (committee::setActingMember).
    const Viewer viewer = queries.viewer();
    auto status = committee::committeeStatus(queries.rows(viewer), viewer, queries.settings().spreadFlagPoints);
    if (!status) {
        m_viewer->setText(status.error().message);
        return;
    }
    m_status = *status;

    QString who;
    if (const Member* member = facts->member(viewer.memberId()))
        who = tr("Acting as %1 (%2).").arg(member->name, permissionLabel(member->permission));
    else
        who = tr("No committee member chosen on this machine.");
    m_viewer->setText(who + u' ' +
                      tr("While a round is sealed its scores are shown to no one but their author; the chair sees "
                         "the progress, never the values."));

    {
        const QSignalBlocker block(m_threshold);
        m_threshold->setValue(m_status.spreadFlagPoints);
    }

    for (const committee::RoundStatus& r : std::as_const(m_status.rounds)) {
        const int row = m_rounds->rowCount();
        m_rounds->insertRow(row);
        auto* id = item(QString::number(r.round.id));
        id->setData(Qt::UserRole, r.round.id);
        m_rounds->setItem(row, 0, id);
        m_rounds->setItem(row, 1, item(stateLabel(r.round)));
        m_rounds->setItem(row, 2, item(QLocale().toString(r.cells)));
        QStringList progress;
        if (r.progress) {
            for (const committee::RoundProgress& p : *r.progress) {
                const Member* m = facts->member(p.memberId);
                progress.append(tr("%1 %2/%3").arg(m ? m->name : p.memberId).arg(p.scored).arg(p.assigned));
            }
        }
        m_rounds->setItem(row, 3, item(progress.join(QStringLiteral("; "))));
        QStringList shortCells;
        for (const committee::QuorumShortfall& s : r.shortOfQuorum)
            shortCells.append(
                tr("%1: %2 of %3").arg(cellName(s.candidateId, s.criterionId)).arg(s.scores).arg(s.quorum));
        // The cells short of their quorum are counted in the row and listed in its tooltip, so that a
        // round of many cells keeps a row of one line.
        QTableWidgetItem* quorum = item(
            r.round.sealed() ? (shortCells.isEmpty() ? tr("none") : tr("%n cell(s)", nullptr, int(shortCells.size())))
                             : r.round.revealReason);
        if (r.round.sealed() && !shortCells.isEmpty())
            quorum->setToolTip(shortCells.join(u'\n'));
        m_rounds->setItem(row, 4, quorum);
    }
    m_rounds->resizeRowsToContents();
    if (m_rounds->rowCount() > 0)
        m_rounds->selectRow(m_rounds->rowCount() - 1);
    m_reveal->setEnabled(std::any_of(m_status.rounds.cbegin(), m_status.rounds.cend(),
                                     [](const committee::RoundStatus& r) { return r.round.sealed(); }));

    QList<SpreadChart::Row> chartRows;
    for (const committee::CommitteeCell& c : std::as_const(m_status.cells)) {
        const int row = m_cells->rowCount();
        m_cells->insertRow(row);
        const Bilingual name = m_status.candidateNames.value(c.candidateId);
        const Bilingual title = m_status.criterionTitles.value(c.criterionId);
        auto* candidate = item(shownIn(name.zh, name.en, currentLanguage()));
        candidate->setData(Qt::UserRole, int(row));
        m_cells->setItem(row, 0, candidate);
        m_cells->setItem(row, 1, item(shownIn(title.zh, title.en, currentLanguage())));
        // The values in the cell, who gave them in its tooltip: the table stays readable at 1280×800.
        QStringList scores;
        QStringList named;
        for (const auto& [member, score] : c.scores) {
            const Member* m = facts->member(member);
            scores.append(QLocale().toString(score, 'g', 3));
            named.append(tr("%1 %2").arg(m ? m->name : member, QLocale().toString(score, 'g', 3)));
        }
        if (c.sealed) {
            m_cells->setItem(
                row, 2,
                item(scores.isEmpty() ? tr("Sealed") : tr("Sealed; yours: %1").arg(scores.join(QStringLiteral(", ")))));
            for (int col = 3; col <= 7; ++col)
                m_cells->setItem(row, col, item(tr("Sealed")));
        } else {
            m_cells->setItem(row, 2, item(scores.join(QStringLiteral(", "))));
            m_cells->item(row, 2)->setToolTip(named.join(u'\n'));
            m_cells->setItem(row, 3, item(c.spread ? number(c.spread->mean) : QString()));
            m_cells->setItem(row, 4, item(c.spread ? number(c.spread->spread) : QString()));
            m_cells->setItem(row, 5, item(c.spread ? number(c.spread->stddev) : QString()));
            auto* flag =
                item(c.spread && c.spread->flagged ? (c.provisional ? tr("Flagged: provisional mean") : tr("Flagged"))
                                                   : QString());
            if (c.provisional)
                flag->setForeground(QColor(0xb0, 0x00, 0x20));
            m_cells->setItem(row, 6, flag);
            m_cells->setItem(row, 7,
                             item(c.consensus ? tr("%1 — %2").arg(QLocale().toString(c.consensus->score, 'g', 3),
                                                                  c.consensus->reason)
                                              : QString()));
        }
        m_cells->setItem(row, 8, item(c.roundId ? QString::number(*c.roundId) : QString()));
    }
    m_cells->resizeColumnsToContents();
    for (int col = 0; col < m_cells->columnCount(); ++col)
        m_cells->setColumnWidth(col, std::min(m_cells->columnWidth(col), 260));
    for (const committee::SpreadBar& bar : committee::spreadBars(m_status))
        chartRows.append(
            {cellName(bar.candidateId, bar.criterionId), bar.spread, bar.stddev, bar.flagged, bar.settled});
    m_chart->setRows(chartRows, m_status.spreadFlagPoints);
    // An empty table says why, and where the scores come from.
    if (m_status.assignments.isEmpty()) {
        m_empty->setText(tr("This evaluation has no bonus criteria, so the committee has nothing to score: gate "
                            "criteria are judged pass or fail, not scored. Add bonus criteria on the Requirements "
                            "page (tier: bonus)."));
        m_empty->show();
    } else if (m_status.cells.isEmpty()) {
        m_empty->setText(tr("No bonus score yet. Members score the bonus criteria on the Requirements page "
                            "(Assessments tab), or offline in a kit (File > Committee packets). To keep each "
                            "member's scores sealed until they are revealed, the chair first opens a scoring round "
                            "(Committee > Open a scoring round)."));
        m_empty->show();
    }
    int flagged = 0;
    int provisional = 0;
    for (const committee::CommitteeCell& c : std::as_const(m_status.cells)) {
        flagged += c.spread && c.spread->flagged ? 1 : 0;
        provisional += c.provisional ? 1 : 0;
    }
    m_footer->setText(tr("%n flagged cell(s); ", nullptr, flagged) +
                      tr("%n provisional mean(s) until the chair sets a consensus score. ", nullptr, provisional) +
                      tr("Audit chain head: %1").arg(m_status.chainHead));
}

const committee::CommitteeCell* CommitteePage::selectedCell() const
{
    const QList<QTableWidgetItem*> selected = m_cells->selectedItems();
    if (selected.isEmpty())
        return nullptr;
    const int row = selected.first()->row();
    return row >= 0 && row < m_status.cells.size() ? &m_status.cells.at(row) : nullptr;
}

void CommitteePage::showError(const QString& message)
{
    QMessageBox::warning(this, tr("Committee"), message);
}

void CommitteePage::revealSelected()
{
    if (!m_workspace)
        return;
    const QList<QTableWidgetItem*> selected = m_rounds->selectedItems();
    if (selected.isEmpty())
        return;
    const int row = selected.first()->row();
    if (row < 0 || row >= m_status.rounds.size())
        return;
    const committee::RoundStatus& round = m_status.rounds.at(row);
    if (!round.round.sealed())
        return;
    QString reason;
    if (!round.shortOfQuorum.isEmpty()) {
        bool ok = false;
        reason = QInputDialog::getMultiLineText(
            this, tr("Reveal before the quorum"),
            tr("%n cell(s) of round %1 lack their quorum of scores. Reveal anyway only with a reason, kept with the "
               "round and in the audit log:",
               nullptr, int(round.shortOfQuorum.size()))
                .arg(round.round.id),
            QString(), &ok);
        if (!ok)
            return;
        if (reason.trimmed().isEmpty()) {
            showError(tr("A round short of its quorum is revealed only with a reason."));
            return;
        }
    } else if (QMessageBox::question(
                   this, tr("Reveal round"),
                   tr("Reveal round %1? Every member then sees every score of it.").arg(round.round.id)) !=
               QMessageBox::Yes) {
        return;
    }
    if (auto done = consensus::reveal(*m_workspace, round.round.id, reason); !done)
        showError(done.error().message);
}

void CommitteePage::setConsensusOfSelected()
{
    if (!m_workspace)
        return;
    const committee::CommitteeCell* cell = selectedCell();
    if (!cell) {
        showError(tr("Choose a cell in the table first."));
        return;
    }
    if (cell->sealed) {
        showError(tr("This cell is sealed in a scoring round: the chair reveals the round first."));
        return;
    }
    QStringList scores;
    for (const auto& [member, score] : cell->scores)
        scores.append(QLocale().toString(score, 'g', 3));
    const double start = cell->consensus ? cell->consensus->score : cell->spread ? cell->spread->mean : 0.0;
    ConsensusDialog dialog(cellName(cell->candidateId, cell->criterionId), scores.join(QStringLiteral(", ")), start,
                           cell->consensus ? cell->consensus->reason : QString(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString candidate = cell->candidateId;
    const QString criterion = cell->criterionId;
    if (auto done = consensus::setConsensus(*m_workspace, candidate, criterion, dialog.score(), dialog.reason()); !done)
        showError(done.error().message);
}

void CommitteePage::clearConsensusOfSelected()
{
    if (!m_workspace)
        return;
    const committee::CommitteeCell* cell = selectedCell();
    if (!cell || !cell->consensus)
        return;
    const QString candidate = cell->candidateId;
    const QString criterion = cell->criterionId;
    if (auto done = consensus::clearConsensus(*m_workspace, candidate, criterion); !done)
        showError(done.error().message);
}

void CommitteePage::applyThreshold()
{
    if (!m_workspace || qFuzzyCompare(m_threshold->value(), m_status.spreadFlagPoints))
        return;
    if (auto done = consensus::setSpreadFlagPoints(*m_workspace, m_threshold->value()); !done) {
        showError(done.error().message);
        const QSignalBlocker block(m_threshold);
        m_threshold->setValue(m_status.spreadFlagPoints);
    }
}

} // namespace gatebench
