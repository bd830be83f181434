#include "repositories/MinutesRepository.h"

#include "repositories/RowValues.h"
#include "storage/Storage.h"

#include <algorithm>

namespace gatebench {

namespace {

using rows::text;

// The schema version that made the minutes' tables.
constexpr int kMinutesVersion = 22;

const QString kMeetings = QStringLiteral("meetings");
const QString kAttendance = QStringLiteral("meeting_attendance");
const QString kAgenda = QStringLiteral("meeting_agenda");
const QString kDecisions = QStringLiteral("meeting_decisions");
const QString kActions = QStringLiteral("meeting_actions");
const QString kId = QStringLiteral("id");
const QString kMeetingId = QStringLiteral("meeting_id");
const QString kMemberId = QStringLiteral("member_id");
const QString kHeldOn = QStringLiteral("held_on");
const QString kTitle = QStringLiteral("title");
const QString kState = QStringLiteral("state");
const QString kSimulated = QStringLiteral("simulated");
const QString kPresent = QStringLiteral("present");
const QString kDecisionText = QStringLiteral("decision_text");
const QString kLink = QStringLiteral("link");
const QString kCandidateId = QStringLiteral("candidate_id");
const QString kCriterionId = QStringLiteral("criterion_id");
const QString kRecordId = QStringLiteral("record_id");
const QString kActionText = QStringLiteral("action_text");
const QString kOwnerId = QStringLiteral("owner_id");
const QString kDue = QStringLiteral("due");
const QString kActionStatus = QStringLiteral("action_status");

QString isoDate(const QDate& date)
{
    return date.toString(Qt::ISODate);
}

QVariant dateOrNull(const QDate& date)
{
    return date.isValid() ? QVariant(isoDate(date)) : QVariant();
}

QVariant textOrNull(const QString& value)
{
    return value.isEmpty() ? QVariant() : QVariant(value);
}

Meeting meetingOf(const Row& row)
{
    Meeting m;
    m.id = row.value(kId).toLongLong();
    m.heldOn = QDate::fromString(text(row, "held_on"), Qt::ISODate);
    m.title = text(row, "title");
    m.state = meetingStateFromKey(text(row, "state")).value_or(MeetingState::Open);
    m.simulated = row.value(kSimulated).toInt() != 0;
    return m;
}

Row meetingRow(const Meeting& m)
{
    return {{kHeldOn, isoDate(m.heldOn)},
            {kTitle, nonNullText(m.title)},
            {kState, meetingStateKey(m.state)},
            {kSimulated, m.simulated ? 1 : 0}};
}

Attendance attendanceOf(const Row& row)
{
    return {row.value(kMeetingId).toLongLong(), text(row, "member_id"), row.value(kPresent).toInt() != 0};
}

AgendaItem agendaOf(const Row& row)
{
    return {row.value(kId).toLongLong(), row.value(kMeetingId).toLongLong(), text(row, "title")};
}

MeetingDecision decisionOf(const Row& row)
{
    MeetingDecision d;
    d.id = row.value(kId).toLongLong();
    d.meetingId = row.value(kMeetingId).toLongLong();
    d.text = text(row, "decision_text");
    d.link = decisionLinkFromKey(text(row, "link")).value_or(DecisionLink::None);
    d.candidateId = text(row, "candidate_id");
    d.criterionId = text(row, "criterion_id");
    d.recordId = row.value(kRecordId).toLongLong();
    return d;
}

Row decisionRow(const MeetingDecision& d)
{
    const bool cell =
        d.link == DecisionLink::Verdict || d.link == DecisionLink::Waiver || d.link == DecisionLink::Consensus;
    return {{kDecisionText, d.text},
            {kLink, decisionLinkKey(d.link)},
            {kCandidateId, cell ? textOrNull(d.candidateId) : QVariant()},
            {kCriterionId, cell ? textOrNull(d.criterionId) : QVariant()},
            {kRecordId, d.link == DecisionLink::Record ? QVariant(d.recordId) : QVariant()}};
}

MeetingAction actionOf(const Row& row)
{
    MeetingAction a;
    a.id = row.value(kId).toLongLong();
    a.meetingId = row.value(kMeetingId).toLongLong();
    a.text = text(row, "action_text");
    a.ownerId = text(row, "owner_id");
    a.due = QDate::fromString(text(row, "due"), Qt::ISODate);
    a.status = actionStatusFromKey(text(row, "action_status")).value_or(ActionStatus::Open);
    return a;
}

Row actionRow(const MeetingAction& a)
{
    return {{kActionText, a.text},
            {kOwnerId, a.ownerId},
            {kDue, dateOrNull(a.due)},
            {kActionStatus, actionStatusKey(a.status)}};
}

/// The update of `table`'s row `key` from `before` to `after` (the columns that differ).
ChangeSet updated(const QString& table, const Filter& key, const Row& before, const Row& after)
{
    return rows::updateTo(table, key, before, after);
}

template <typename T, typename Of>
Result<QList<T>> readAll(const Storage& storage, bool available, const QString& table, qint64 meetingId,
                         const QStringList& order, Of of)
{
    if (!available)
        return QList<T>{};
    Filter filter;
    if (meetingId != 0)
        filter.insert(kMeetingId, meetingId);
    auto rows = storage.select(table, filter, order);
    if (!rows)
        return rows.error();
    QList<T> list;
    list.reserve(rows->size());
    for (const Row& row : std::as_const(*rows))
        list.append(of(row));
    return list;
}

template <typename T, typename Of>
Result<std::optional<T>> readOne(const Storage& storage, bool available, const QString& table, qint64 id, Of of)
{
    if (!available)
        return std::optional<T>{};
    auto rows = storage.select(table, {{kId, id}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<T>{};
    return std::optional<T>{of(rows->first())};
}

} // namespace

bool MinutesRepository::available() const
{
    return m_storage.schemaVersion() >= kMinutesVersion;
}

Result<QList<Meeting>> MinutesRepository::meetings() const
{
    return readAll<Meeting>(m_storage, available(), kMeetings, 0, {kHeldOn, kId}, meetingOf);
}

Result<std::optional<Meeting>> MinutesRepository::meeting(qint64 id) const
{
    return readOne<Meeting>(m_storage, available(), kMeetings, id, meetingOf);
}

Result<QList<Attendance>> MinutesRepository::attendance(qint64 meetingId) const
{
    return readAll<Attendance>(m_storage, available(), kAttendance, meetingId, {kMeetingId, kMemberId}, attendanceOf);
}

Result<QList<AgendaItem>> MinutesRepository::agenda(qint64 meetingId) const
{
    return readAll<AgendaItem>(m_storage, available(), kAgenda, meetingId, {kMeetingId, kId}, agendaOf);
}

Result<QList<MeetingDecision>> MinutesRepository::decisions(qint64 meetingId) const
{
    return readAll<MeetingDecision>(m_storage, available(), kDecisions, meetingId, {kMeetingId, kId}, decisionOf);
}

Result<QList<MeetingAction>> MinutesRepository::actions(qint64 meetingId) const
{
    return readAll<MeetingAction>(m_storage, available(), kActions, meetingId, {kMeetingId, kId}, actionOf);
}

Result<std::optional<AgendaItem>> MinutesRepository::agendaItem(qint64 id) const
{
    return readOne<AgendaItem>(m_storage, available(), kAgenda, id, agendaOf);
}

Result<std::optional<MeetingDecision>> MinutesRepository::decision(qint64 id) const
{
    return readOne<MeetingDecision>(m_storage, available(), kDecisions, id, decisionOf);
}

Result<std::optional<MeetingAction>> MinutesRepository::action(qint64 id) const
{
    return readOne<MeetingAction>(m_storage, available(), kActions, id, actionOf);
}

Result<qint64> MinutesRepository::nextId(const QString& table) const
{
    qint64 largest = 0;
    auto scanned = m_storage.scan(table, {kId}, [&](const QVariantList& values) {
        largest = std::max(largest, values.value(0).toLongLong());
        return true;
    });
    if (!scanned)
        return scanned.error();
    return largest + 1;
}

Result<Change> MinutesRepository::addMeeting(const Meeting& meeting, qint64* id) const
{
    auto next = nextId(kMeetings);
    if (!next)
        return next.error();
    if (id)
        *id = *next;
    Row row = meetingRow(meeting);
    row.insert(kId, *next);
    return Change::insert(kMeetings, {{kId, *next}}, row);
}

Result<Change> MinutesRepository::addAgendaItem(const AgendaItem& item, qint64* id) const
{
    auto next = nextId(kAgenda);
    if (!next)
        return next.error();
    if (id)
        *id = *next;
    return Change::insert(kAgenda, {{kId, *next}}, {{kId, *next}, {kMeetingId, item.meetingId}, {kTitle, item.title}});
}

Result<Change> MinutesRepository::addDecision(const MeetingDecision& decision, qint64* id) const
{
    auto next = nextId(kDecisions);
    if (!next)
        return next.error();
    if (id)
        *id = *next;
    Row row = decisionRow(decision);
    row.insert(kId, *next);
    row.insert(kMeetingId, decision.meetingId);
    return Change::insert(kDecisions, {{kId, *next}}, row);
}

Result<Change> MinutesRepository::addAction(const MeetingAction& action, qint64* id) const
{
    auto next = nextId(kActions);
    if (!next)
        return next.error();
    if (id)
        *id = *next;
    Row row = actionRow(action);
    row.insert(kId, *next);
    row.insert(kMeetingId, action.meetingId);
    return Change::insert(kActions, {{kId, *next}}, row);
}

Change MinutesRepository::addAttendance(const Attendance& attendance)
{
    const Filter key{{kMeetingId, attendance.meetingId}, {kMemberId, attendance.memberId}};
    Row row = key;
    row.insert(kPresent, attendance.present ? 1 : 0);
    return Change::insert(kAttendance, key, row);
}

ChangeSet MinutesRepository::updateMeeting(const Meeting& before, const Meeting& wanted)
{
    Row b = meetingRow(before);
    Row a = meetingRow(wanted);
    b.remove(kSimulated);
    a.remove(kSimulated);
    return updated(kMeetings, {{kId, before.id}}, b, a);
}

ChangeSet MinutesRepository::updateAttendance(const Attendance& before, const Attendance& wanted)
{
    return updated(kAttendance, {{kMeetingId, before.meetingId}, {kMemberId, before.memberId}},
                   {{kPresent, before.present ? 1 : 0}}, {{kPresent, wanted.present ? 1 : 0}});
}

ChangeSet MinutesRepository::updateAgendaItem(const AgendaItem& before, const AgendaItem& wanted)
{
    return updated(kAgenda, {{kId, before.id}}, {{kTitle, before.title}}, {{kTitle, wanted.title}});
}

ChangeSet MinutesRepository::updateDecision(const MeetingDecision& before, const MeetingDecision& wanted)
{
    return updated(kDecisions, {{kId, before.id}}, decisionRow(before), decisionRow(wanted));
}

ChangeSet MinutesRepository::updateAction(const MeetingAction& before, const MeetingAction& wanted)
{
    return updated(kActions, {{kId, before.id}}, actionRow(before), actionRow(wanted));
}

Change MinutesRepository::removeAgendaItem(const AgendaItem& item)
{
    return Change::remove(kAgenda, {{kId, item.id}},
                          {{kId, item.id}, {kMeetingId, item.meetingId}, {kTitle, item.title}});
}

Change MinutesRepository::removeDecision(const MeetingDecision& decision)
{
    Row row = decisionRow(decision);
    row.insert(kId, decision.id);
    row.insert(kMeetingId, decision.meetingId);
    return Change::remove(kDecisions, {{kId, decision.id}}, row);
}

Change MinutesRepository::removeAction(const MeetingAction& action)
{
    Row row = actionRow(action);
    row.insert(kId, action.id);
    row.insert(kMeetingId, action.meetingId);
    return Change::remove(kActions, {{kId, action.id}}, row);
}

Result<void> MinutesRepository::insertAll(Storage& storage, const QList<Meeting>& meetings,
                                          const QList<Attendance>& attendance, const QList<AgendaItem>& agenda,
                                          const QList<MeetingDecision>& decisions, const QList<MeetingAction>& actions)
{
    for (const Meeting& m : meetings) {
        Row row = meetingRow(m);
        row.insert(kId, m.id);
        if (auto r = storage.insert(kMeetings, row); !r)
            return r.error();
    }
    for (const Attendance& a : attendance) {
        if (auto r = storage.insert(kAttendance, addAttendance(a).after); !r)
            return r.error();
    }
    for (const AgendaItem& item : agenda) {
        if (auto r = storage.insert(kAgenda, {{kId, item.id}, {kMeetingId, item.meetingId}, {kTitle, item.title}}); !r)
            return r.error();
    }
    for (const MeetingDecision& d : decisions) {
        Row row = decisionRow(d);
        row.insert(kId, d.id);
        row.insert(kMeetingId, d.meetingId);
        if (auto r = storage.insert(kDecisions, row); !r)
            return r.error();
    }
    for (const MeetingAction& a : actions) {
        Row row = actionRow(a);
        row.insert(kId, a.id);
        row.insert(kMeetingId, a.meetingId);
        if (auto r = storage.insert(kActions, row); !r)
            return r.error();
    }
    return {};
}

QString MinutesRepository::meetingTable()
{
    return kMeetings;
}

Filter MinutesRepository::meetingKey(qint64 id)
{
    return {{kId, id}};
}

bool MinutesRepository::owns(const QString& table)
{
    return table == kMeetings || table == kAttendance || table == kAgenda || table == kDecisions || table == kActions;
}

bool MinutesRepository::removesMeeting(const Change& change)
{
    return change.table == kMeetings && change.op == Change::Op::Remove;
}

bool MinutesRepository::touchedBy(const ChangeEvent& event)
{
    return event.touches(kMeetings) || event.touches(kAttendance) || event.touches(kAgenda) ||
           event.touches(kDecisions) || event.touches(kActions) || event.touches(QStringLiteral("reviewers"));
}

} // namespace gatebench
