#include "MinutesPanel.h"

#include "Translation.h"
#include "commands/Minutes.h"
#include "domain/Domain.h"
#include "domain/Member.h"
#include "reports/MeetingMinutes.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/MemberRepository.h"
#include "repositories/MinutesRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace gatebench {

namespace {

constexpr int kIdRole = Qt::UserRole + 1;

/// A meeting as the chooser names it: its date and title.
QString meetingName(const Meeting& m)
{
    const QString date = m.heldOn.toString(Qt::ISODate);
    return m.title.isEmpty() ? date : date + QStringLiteral("  ") + m.title;
}

QGroupBox* box(const QString& title, QWidget* parent, QLayout* content)
{
    auto* group = new QGroupBox(title, parent);
    group->setLayout(content);
    return group;
}

} // namespace

MinutesPanel::MinutesPanel(QWidget* parent)
    : QWidget(parent)
    , m_meeting(new QComboBox(this))
    , m_newMeeting(new QPushButton(this))
    , m_end(new QPushButton(this))
    , m_state(new QLabel(this))
    , m_message(new QLabel(this))
    , m_attendance(new QListWidget(this))
    , m_agenda(new QListWidget(this))
    , m_agendaText(new QLineEdit(this))
    , m_decisions(new QListWidget(this))
    , m_decisionText(new QLineEdit(this))
    , m_link(new QComboBox(this))
    , m_candidate(new QComboBox(this))
    , m_criterion(new QComboBox(this))
    , m_actions(new QTableWidget(this))
    , m_actionText(new QLineEdit(this))
    , m_owner(new QComboBox(this))
    , m_hasDue(new QCheckBox(this))
    , m_due(new QDateEdit(this))
{
    setObjectName(QStringLiteral("minutesPanel"));
    m_meeting->setObjectName(QStringLiteral("minutesMeeting"));
    m_newMeeting->setObjectName(QStringLiteral("minutesNewMeeting"));
    m_end->setObjectName(QStringLiteral("minutesEndMeeting"));
    m_attendance->setObjectName(QStringLiteral("minutesAttendance"));
    m_agenda->setObjectName(QStringLiteral("minutesAgenda"));
    m_agendaText->setObjectName(QStringLiteral("minutesAgendaText"));
    m_decisions->setObjectName(QStringLiteral("minutesDecisions"));
    m_decisionText->setObjectName(QStringLiteral("minutesDecisionText"));
    m_link->setObjectName(QStringLiteral("minutesLink"));
    m_candidate->setObjectName(QStringLiteral("minutesCandidate"));
    m_criterion->setObjectName(QStringLiteral("minutesCriterion"));
    m_actions->setObjectName(QStringLiteral("minutesActions"));
    m_actionText->setObjectName(QStringLiteral("minutesActionText"));
    m_owner->setObjectName(QStringLiteral("minutesOwner"));
    m_due->setObjectName(QStringLiteral("minutesDue"));
    m_message->setObjectName(QStringLiteral("minutesMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #9c1c1c;"));
    m_message->hide();
    m_state->setWordWrap(true);

    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // it narrows with the dock instead
    outer->addWidget(scroll);
    // Long names and titles never widen the panel: the choosers show what fits and the rest on hover.
    for (QComboBox* combo : {m_meeting, m_link, m_candidate, m_criterion, m_owner}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    auto* body = new QWidget(scroll);
    scroll->setWidget(body);
    auto* layout = new QVBoxLayout(body);

    auto* top = new QHBoxLayout;
    top->addWidget(m_meeting, 1);
    m_newMeeting->setText(tr("New meeting…"));
    top->addWidget(m_newMeeting);
    layout->addLayout(top);
    auto* stateRow = new QHBoxLayout;
    stateRow->addWidget(m_state, 1);
    stateRow->addWidget(m_end);
    layout->addLayout(stateRow);
    m_attendance->setMaximumHeight(120);
    m_agenda->setMaximumHeight(110);
    m_decisions->setMaximumHeight(160);
    m_decisions->setResizeMode(QListView::Adjust);
    m_decisions->setTextElideMode(Qt::ElideNone);
    layout->addWidget(m_message);

    auto* attendance = new QVBoxLayout;
    attendance->addWidget(m_attendance);
    m_attendance->setToolTip(tr("Tick the members present; the others are recorded absent."));
    layout->addWidget(box(tr("Present"), body, attendance));

    auto* agenda = new QVBoxLayout;
    agenda->addWidget(m_agenda);
    auto* agendaRow = new QHBoxLayout;
    m_agendaText->setPlaceholderText(tr("Agenda item"));
    agendaRow->addWidget(m_agendaText, 1);
    auto* addAgenda = new QPushButton(tr("Add"), body);
    addAgenda->setObjectName(QStringLiteral("minutesAddAgenda"));
    auto* removeAgenda = new QPushButton(tr("Remove"), body);
    agendaRow->addWidget(addAgenda);
    agendaRow->addWidget(removeAgenda);
    agenda->addLayout(agendaRow);
    layout->addWidget(box(tr("Agenda"), body, agenda));

    auto* decisions = new QVBoxLayout;
    m_decisions->setWordWrap(true);
    decisions->addWidget(m_decisions);
    m_decisionText->setPlaceholderText(tr("What was decided"));
    decisions->addWidget(m_decisionText);
    auto* linkForm = new QFormLayout;
    for (DecisionLink link : {DecisionLink::None, DecisionLink::Verdict, DecisionLink::Waiver, DecisionLink::Consensus,
                              DecisionLink::Record})
        m_link->addItem(decisionLinkLabel(link), int(link));
    linkForm->addRow(tr("Decides"), m_link);
    linkForm->addRow(tr("Candidate"), m_candidate);
    linkForm->addRow(tr("Criterion"), m_criterion);
    decisions->addLayout(linkForm);
    auto* decisionRow = new QHBoxLayout;
    auto* addDecision = new QPushButton(tr("Record the decision"), body);
    addDecision->setObjectName(QStringLiteral("minutesAddDecision"));
    auto* removeDecision = new QPushButton(tr("Remove"), body);
    decisionRow->addStretch(1);
    decisionRow->addWidget(addDecision);
    decisionRow->addWidget(removeDecision);
    decisions->addLayout(decisionRow);
    layout->addWidget(box(tr("Decisions"), body, decisions));

    auto* actions = new QVBoxLayout;
    m_actions->setColumnCount(4);
    m_actions->setHorizontalHeaderLabels({tr("Action"), tr("Owner"), tr("Due"), tr("Status")});
    m_actions->verticalHeader()->hide();
    m_actions->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_actions->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_actions->setSelectionMode(QAbstractItemView::SingleSelection);
    m_actions->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_actions->setMinimumHeight(140);
    actions->addWidget(m_actions);
    auto* statusRow = new QGridLayout;
    auto* done = new QPushButton(tr("Done"), body);
    done->setObjectName(QStringLiteral("minutesActionDone"));
    auto* dropped = new QPushButton(tr("Drop"), body);
    auto* open = new QPushButton(tr("Open again"), body);
    auto* removeAction = new QPushButton(tr("Remove"), body);
    statusRow->addWidget(done, 0, 0);
    statusRow->addWidget(dropped, 0, 1);
    statusRow->addWidget(open, 1, 0);
    statusRow->addWidget(removeAction, 1, 1);
    actions->addLayout(statusRow);
    m_actionText->setPlaceholderText(tr("What is to be done"));
    actions->addWidget(m_actionText);
    auto* actionForm = new QFormLayout;
    actionForm->addRow(tr("Owner"), m_owner);
    auto* dueRow = new QHBoxLayout;
    m_hasDue->setText(tr("Due by"));
    m_hasDue->setChecked(true);
    m_due->setCalendarPopup(true);
    m_due->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    dueRow->addWidget(m_hasDue);
    dueRow->addWidget(m_due, 1);
    actionForm->addRow(QString(), dueRow);
    actions->addLayout(actionForm);
    auto* addRow = new QHBoxLayout;
    auto* addAction = new QPushButton(tr("Give out the action"), body);
    addAction->setObjectName(QStringLiteral("minutesAddAction"));
    addRow->addStretch(1);
    addRow->addWidget(addAction);
    actions->addLayout(addRow);
    layout->addWidget(box(tr("Actions"), body, actions));
    layout->addStretch(1);

    connect(m_meeting, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_loading || index < 0)
            return;
        m_meetingId = m_meeting->itemData(index).toLongLong();
        reload();
    });
    connect(m_newMeeting, &QPushButton::clicked, this, &MinutesPanel::addMeeting);
    connect(m_end, &QPushButton::clicked, this, &MinutesPanel::toggleEnded);
    connect(m_attendance, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        if (!m_loading)
            attendanceToggled(m_meetingId, item->data(kIdRole).toString(), item->checkState() == Qt::Checked);
    });
    connect(addAgenda, &QPushButton::clicked, this, &MinutesPanel::addAgendaItem);
    connect(m_agendaText, &QLineEdit::returnPressed, this, &MinutesPanel::addAgendaItem);
    connect(removeAgenda, &QPushButton::clicked, this, &MinutesPanel::removeAgendaItem);
    connect(addDecision, &QPushButton::clicked, this, &MinutesPanel::addDecision);
    connect(removeDecision, &QPushButton::clicked, this, &MinutesPanel::removeDecision);
    connect(m_link, &QComboBox::currentIndexChanged, this, &MinutesPanel::linkChanged);
    connect(addAction, &QPushButton::clicked, this, &MinutesPanel::addAction);
    connect(done, &QPushButton::clicked, this, [this] { setActionStatus(int(ActionStatus::Done)); });
    connect(dropped, &QPushButton::clicked, this, [this] { setActionStatus(int(ActionStatus::Dropped)); });
    connect(open, &QPushButton::clicked, this, [this] { setActionStatus(int(ActionStatus::Open)); });
    connect(removeAction, &QPushButton::clicked, this, &MinutesPanel::removeAction);
    connect(m_hasDue, &QCheckBox::toggled, m_due, &QDateEdit::setEnabled);
    // Given the focus (Ctrl+M in a presentation), the panel is ready for the next agenda item.
    setFocusProxy(m_agendaText);
    linkChanged();
    reload();
}

void MinutesPanel::setWorkspace(Workspace* workspace)
{
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    m_meetingId = 0;
    if (m_workspace) {
        connect(m_workspace, &Workspace::changed, this, [this] {
            if (m_pending)
                return;
            m_pending = true;
            QTimer::singleShot(0, this, [this] {
                m_pending = false;
                reload();
            });
        });
    }
    reload();
}

void MinutesPanel::setAsOf(QDate date)
{
    m_asOf = date;
    if (!m_due->date().isValid() || m_due->date() == QDate(2000, 1, 1))
        m_due->setDate(date.addDays(7));
    reload();
}

void MinutesPanel::showMeeting(qint64 id)
{
    m_meetingId = id;
    reload();
}

bool MinutesPanel::report(bool ok, const QString& message)
{
    m_message->setVisible(!ok);
    if (!ok)
        m_message->setText(message);
    return ok;
}

void MinutesPanel::reload()
{
    m_loading = true;
    const bool open = m_workspace != nullptr;
    setEnabled(open);
    m_meeting->clear();
    m_attendance->clear();
    m_agenda->clear();
    m_decisions->clear();
    m_actions->setRowCount(0);
    m_candidate->clear();
    m_criterion->clear();
    m_owner->clear();
    m_state->clear();
    if (!open) {
        m_loading = false;
        return;
    }
    const Storage& rows = m_workspace->queries().rows();
    const QString language = currentLanguage();
    const QDate asOf = m_asOf.isValid() ? m_asOf : m_workspace->queries().evaluationDate();
    auto minutes = readMinutes(rows, asOf, language);
    if (!minutes) {
        report(false, minutes.error().message);
        m_loading = false;
        return;
    }
    if (!MinutesRepository(rows).available()) {
        m_state->setText(tr("This evaluation's file is too old to keep minutes."));
        m_loading = false;
        return;
    }
    // The meeting shown: the one chosen, else the latest.
    const MeetingMinutes* shown = nullptr;
    for (const MeetingMinutes& m : std::as_const(*minutes)) {
        m_meeting->addItem(meetingName(m.meeting) + (m.meeting.simulated ? u' ' + tr("(simulated)") : QString()),
                           m.meeting.id);
        if (m.meeting.id == m_meetingId)
            shown = &m;
    }
    if (!shown && !minutes->isEmpty())
        shown = &minutes->last();
    m_meetingId = shown ? shown->meeting.id : 0;
    m_meeting->setCurrentIndex(m_meeting->findData(m_meetingId));

    auto members = MemberRepository(rows).members();
    if (members) {
        for (const Member& m : std::as_const(*members))
            m_owner->addItem(m.name, m.id);
    }
    auto candidates = CandidateRepository(rows).all();
    if (candidates) {
        for (const Candidate& c : std::as_const(*candidates))
            m_candidate->addItem(c.name.in(language), c.id);
    }
    linkChanged();

    const bool has = shown != nullptr;
    for (QWidget* w : std::initializer_list<QWidget*>{m_end, m_attendance, m_agenda, m_agendaText, m_decisions,
                                                      m_decisionText, m_actions, m_actionText})
        w->setEnabled(has);
    if (!has) {
        m_state->setText(tr("No meeting yet: add one with New meeting…"));
        m_end->setText(tr("End meeting"));
        m_loading = false;
        return;
    }
    const Meeting& meeting = shown->meeting;
    m_state->setText(meetingStateLabel(meeting.state));
    m_end->setText(meeting.state == MeetingState::Open ? tr("End meeting") : tr("Resume"));

    const auto addPerson = [this](const MinutesPerson& p, bool present) {
        auto* item = new QListWidgetItem(p.name, m_attendance);
        item->setData(kIdRole, p.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(present ? Qt::Checked : Qt::Unchecked);
    };
    for (const MinutesPerson& p : shown->attendees)
        addPerson(p, true);
    for (const MinutesPerson& p : shown->absentees)
        addPerson(p, false);
    // Members added since the meeting began: not recorded yet, ticked to record them present.
    if (members) {
        for (const Member& m : std::as_const(*members)) {
            bool recorded = false;
            for (const MinutesPerson& p : shown->attendees + shown->absentees)
                recorded = recorded || p.id == m.id;
            if (!recorded)
                addPerson({m.id, m.name}, false);
        }
    }

    for (int i = 0; i < shown->agenda.size(); ++i) {
        auto* item = new QListWidgetItem(QStringLiteral("%1. %2").arg(i + 1).arg(shown->agenda.at(i).title), m_agenda);
        item->setData(kIdRole, shown->agenda.at(i).id);
    }
    for (const MinutesDecision& d : shown->decisions) {
        auto* item = new QListWidgetItem(
            d.linkText.isEmpty() ? d.decision.text : d.decision.text + QStringLiteral(" → ") + d.linkText, m_decisions);
        item->setData(kIdRole, d.decision.id);
        item->setToolTip(item->text());
    }
    m_actions->setRowCount(int(shown->actions.size()));
    for (int r = 0; r < shown->actions.size(); ++r) {
        const MinutesAction& a = shown->actions.at(r);
        const QString status = actionStatusLabel(a.action.status) + (a.overdue ? u' ' + tr("(overdue)") : QString());
        const QStringList cells{a.action.text, a.ownerName,
                                a.action.due.isValid() ? a.action.due.toString(Qt::ISODate) : QString(), status};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells.at(c));
            item->setData(kIdRole, a.action.id);
            item->setToolTip(cells.at(c));
            if (a.overdue)
                item->setForeground(QColor(0x9c, 0x1c, 0x1c));
            m_actions->setItem(r, c, item);
        }
    }
    m_actions->resizeColumnToContents(1);
    m_actions->resizeColumnToContents(2);
    m_actions->resizeColumnToContents(3);
    m_loading = false;
}

void MinutesPanel::linkChanged()
{
    if (!m_workspace)
        return;
    const auto link = DecisionLink(m_link->currentData().toInt());
    const bool cell = link == DecisionLink::Verdict || link == DecisionLink::Waiver || link == DecisionLink::Consensus;
    m_candidate->setEnabled(cell);
    m_criterion->setEnabled(cell);
    const QString chosen = m_criterion->currentData().toString();
    m_criterion->clear();
    if (!cell)
        return;
    auto criteria = CriterionRepository(m_workspace->queries().rows()).ordered();
    if (!criteria)
        return;
    const CriterionTier tier = link == DecisionLink::Consensus ? CriterionTier::Bonus : CriterionTier::Gate;
    for (const Criterion& c : std::as_const(*criteria)) {
        if (c.tier == tier)
            m_criterion->addItem(c.title.in(currentLanguage()), c.id);
    }
    if (const int at = m_criterion->findData(chosen); at >= 0)
        m_criterion->setCurrentIndex(at);
}

void MinutesPanel::addMeeting()
{
    if (!m_workspace)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("New meeting"));
    auto* form = new QFormLayout(&dialog);
    auto* date = new QDateEdit(&dialog);
    date->setCalendarPopup(true);
    date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    date->setDate(m_asOf.isValid() ? m_asOf : m_workspace->queries().evaluationDate());
    auto* title = new QLineEdit(&dialog);
    title->setPlaceholderText(tr("Week 3 review"));
    form->addRow(tr("Date"), date);
    form->addRow(tr("Title"), title);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    auto id = minutes::addMeeting(*m_workspace, date->date(), title->text());
    if (report(id.ok(), id.ok() ? QString() : id.error().message))
        showMeeting(*id);
}

void MinutesPanel::toggleEnded()
{
    if (!m_workspace || m_meetingId == 0)
        return;
    auto meeting = MinutesRepository(m_workspace->queries().rows()).meeting(m_meetingId);
    if (!meeting || !*meeting)
        return;
    const bool ending = (*meeting)->state == MeetingState::Open;
    auto r = minutes::changeMeeting(*m_workspace, m_meetingId, std::nullopt, std::nullopt,
                                    ending ? MeetingState::Closed : MeetingState::Open);
    if (report(r.ok(), r.ok() ? QString() : r.error().message) && ending)
        emit meetingEnded(m_meetingId, tr("Meeting %1").arg((*meeting)->heldOn.toString(Qt::ISODate)));
}

void MinutesPanel::attendanceToggled(qint64 meetingId, const QString& memberId, bool present)
{
    if (!m_workspace || meetingId == 0)
        return;
    auto r = minutes::setAttendance(*m_workspace, meetingId, {memberId}, present);
    if (!report(r.ok(), r.ok() ? QString() : r.error().message))
        QTimer::singleShot(0, this, &MinutesPanel::reload);
}

void MinutesPanel::addAgendaItem()
{
    if (!m_workspace || m_meetingId == 0 || m_agendaText->text().trimmed().isEmpty())
        return;
    auto r = minutes::addAgendaItem(*m_workspace, m_meetingId, m_agendaText->text());
    if (report(r.ok(), r.ok() ? QString() : r.error().message))
        m_agendaText->clear();
}

void MinutesPanel::removeAgendaItem()
{
    QListWidgetItem* item = m_agenda->currentItem();
    if (!m_workspace || !item)
        return;
    auto r = minutes::removeAgendaItem(*m_workspace, item->data(kIdRole).toLongLong());
    report(r.ok(), r.ok() ? QString() : r.error().message);
}

void MinutesPanel::addDecision()
{
    if (!m_workspace || m_meetingId == 0)
        return;
    MeetingDecision decision;
    decision.meetingId = m_meetingId;
    decision.text = m_decisionText->text();
    decision.link = DecisionLink(m_link->currentData().toInt());
    decision.candidateId = m_candidate->currentData().toString();
    decision.criterionId = m_criterion->currentData().toString();
    auto r = minutes::addDecision(*m_workspace, decision);
    if (report(r.ok(), r.ok() ? QString() : r.error().message))
        m_decisionText->clear();
}

void MinutesPanel::removeDecision()
{
    QListWidgetItem* item = m_decisions->currentItem();
    if (!m_workspace || !item)
        return;
    auto r = minutes::removeDecision(*m_workspace, item->data(kIdRole).toLongLong());
    report(r.ok(), r.ok() ? QString() : r.error().message);
}

void MinutesPanel::addAction()
{
    if (!m_workspace || m_meetingId == 0)
        return;
    MeetingAction action;
    action.meetingId = m_meetingId;
    action.text = m_actionText->text();
    action.ownerId = m_owner->currentData().toString();
    action.due = m_hasDue->isChecked() ? m_due->date() : QDate();
    auto r = minutes::addAction(*m_workspace, action);
    if (report(r.ok(), r.ok() ? QString() : r.error().message))
        m_actionText->clear();
}

void MinutesPanel::setActionStatus(int status)
{
    QTableWidgetItem* item = m_actions->currentItem();
    if (!m_workspace || !item)
        return;
    auto found = MinutesRepository(m_workspace->queries().rows()).action(item->data(kIdRole).toLongLong());
    if (!found || !*found)
        return;
    MeetingAction wanted = **found;
    wanted.status = ActionStatus(status);
    auto r = minutes::changeAction(*m_workspace, wanted);
    report(r.ok(), r.ok() ? QString() : r.error().message);
}

void MinutesPanel::removeAction()
{
    QTableWidgetItem* item = m_actions->currentItem();
    if (!m_workspace || !item)
        return;
    auto r = minutes::removeAction(*m_workspace, item->data(kIdRole).toLongLong());
    report(r.ok(), r.ok() ? QString() : r.error().message);
}

} // namespace gatebench
