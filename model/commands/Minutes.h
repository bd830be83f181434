#pragma once

#include "core/Result.h"
#include "domain/Minutes.h"

#include <QStringList>

#include <optional>

namespace gatebench {

class Workspace;

/// The committee's meetings as undoable, audited commands on the workspace (issue 30, minutes): a
/// meeting with its date and title, who attended, its agenda, its decisions (each linked to what it
/// decided) and its actions. The chair and the members write them; an observer writes nothing;
/// removing a whole meeting is the chair's (committee/MinutesGuard.h). The fingerprint does not
/// cover the minutes: they stay writable after the decision is frozen.
namespace minutes {

/// Adds a meeting held on `heldOn` titled `title` (may be empty), in progress, with every member of
/// the committee recorded absent until marked present; `present` are marked present at once. One
/// step. Returns its id.
Result<qint64> addMeeting(Workspace& workspace, const QDate& heldOn, const QString& title,
                          const QStringList& present = {});

/// Changes meeting `id`'s date, title or state (what is given; nothing when nothing changes).
Result<void> changeMeeting(Workspace& workspace, qint64 id, std::optional<QDate> heldOn, std::optional<QString> title,
                           std::optional<MeetingState> state);

/// Removes meeting `id` with its attendance, agenda, decisions and actions, as one step (the chair's).
Result<void> removeMeeting(Workspace& workspace, qint64 id);

/// Marks members `memberIds` present (or absent) at meeting `meetingId`, as one step.
Result<void> setAttendance(Workspace& workspace, qint64 meetingId, const QStringList& memberIds, bool present);

/// Adds an agenda item to meeting `meetingId`. Returns its id.
Result<qint64> addAgendaItem(Workspace& workspace, qint64 meetingId, const QString& title);
Result<void> removeAgendaItem(Workspace& workspace, qint64 id);

/// Adds `decision` to its meeting: its text required; a verdict or waiver names a candidate and a
/// gate criterion, a consensus score a candidate and a bonus criterion, the decision record a
/// version of it (0: the latest). Returns its id.
Result<qint64> addDecision(Workspace& workspace, const MeetingDecision& decision);
Result<void> removeDecision(Workspace& workspace, qint64 id);

/// Adds `action` to its meeting: its text and its owner (a member) required, the due date optional,
/// open. Returns its id.
Result<qint64> addAction(Workspace& workspace, const MeetingAction& action);
/// Changes action `wanted.id` to `wanted`'s text, owner, due date and status (nothing when nothing
/// changes).
Result<void> changeAction(Workspace& workspace, const MeetingAction& wanted);
Result<void> removeAction(Workspace& workspace, qint64 id);

} // namespace minutes
} // namespace gatebench
