#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Minutes.h"

#include <QList>

#include <optional>

namespace gatebench {

class Storage;

/// The minutes' tables (`meetings`, `meeting_attendance`, `meeting_agenda`, `meeting_decisions`,
/// `meeting_actions`; schema step 22): the only code that knows their names. Reads return nothing on
/// a file read as it is at an older version.
class MinutesRepository {
public:
    explicit MinutesRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// Whether the file has the minutes' tables.
    bool available() const;

    /// Every meeting, by date then id.
    Result<QList<Meeting>> meetings() const;
    Result<std::optional<Meeting>> meeting(qint64 id) const;
    /// The attendance, agenda items, decisions and actions of meeting `meetingId` (every meeting's
    /// when 0), in meeting then entry order.
    Result<QList<Attendance>> attendance(qint64 meetingId = 0) const;
    Result<QList<AgendaItem>> agenda(qint64 meetingId = 0) const;
    Result<QList<MeetingDecision>> decisions(qint64 meetingId = 0) const;
    Result<QList<MeetingAction>> actions(qint64 meetingId = 0) const;
    Result<std::optional<AgendaItem>> agendaItem(qint64 id) const;
    Result<std::optional<MeetingDecision>> decision(qint64 id) const;
    Result<std::optional<MeetingAction>> action(qint64 id) const;

    /// The inserts of a new meeting, an agenda item, a decision, an action (each its id the next
    /// after the table's largest; the id written into the value returned through `id`).
    Result<Change> addMeeting(const Meeting& meeting, qint64* id = nullptr) const;
    Result<Change> addAgendaItem(const AgendaItem& item, qint64* id = nullptr) const;
    Result<Change> addDecision(const MeetingDecision& decision, qint64* id = nullptr) const;
    Result<Change> addAction(const MeetingAction& action, qint64* id = nullptr) const;

    /// The insert of a member's attendance (`meetingId` is that of a meeting added in the same step).
    static Change addAttendance(const Attendance& attendance);

    /// The updates that bring a stored entry to `wanted` (only the columns that change; empty when
    /// nothing changes).
    static ChangeSet updateMeeting(const Meeting& before, const Meeting& wanted);
    static ChangeSet updateAttendance(const Attendance& before, const Attendance& wanted);
    static ChangeSet updateAgendaItem(const AgendaItem& before, const AgendaItem& wanted);
    static ChangeSet updateDecision(const MeetingDecision& before, const MeetingDecision& wanted);
    static ChangeSet updateAction(const MeetingAction& before, const MeetingAction& wanted);

    /// The removals of one entry.
    static Change removeAgendaItem(const AgendaItem& item);
    static Change removeDecision(const MeetingDecision& decision);
    static Change removeAction(const MeetingAction& action);

    /// The table and key of a meeting, for Workspace::removalWithDependents (its rows go with it).
    static QString meetingTable();
    static Filter meetingKey(qint64 id);

    /// Writes meetings with their entries straight into `storage` (the demo's simulated minutes; ids as
    /// given), unaudited.
    static Result<void> insertAll(Storage& storage, const QList<Meeting>& meetings, const QList<Attendance>& attendance,
                                  const QList<AgendaItem>& agenda, const QList<MeetingDecision>& decisions,
                                  const QList<MeetingAction>& actions);

    /// Whether `table` is one of the minutes' tables (committee/MinutesGuard.h decides who writes them).
    static bool owns(const QString& table);
    /// Whether `change` removes a whole meeting (the chair's).
    static bool removesMeeting(const Change& change);
    /// Whether a step may have changed the minutes.
    static bool touchedBy(const ChangeEvent& event);

private:
    Result<qint64> nextId(const QString& table) const;
    const Storage& m_storage;
};

} // namespace gatebench
