#pragma once
// The committee's meetings as plain values (issue 30, minutes): a meeting's date and title, who
// attended and who was absent, its agenda, the decisions it took (each linked to what it decided)
// and the actions it gave out. Stored by repositories/MinutesRepository, written by commands/Minutes.

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace gatebench {

/// Whether a meeting is being held (its minutes taken) or has ended.
enum class MeetingState { Open, Closed };

/// What a decision of a meeting decided.
enum class DecisionLink {
    None,      ///< nothing in the evaluation (a decision in words only)
    Verdict,   ///< the verdict of a cell: a candidate on a gate criterion
    Waiver,    ///< the waiver of a cell
    Consensus, ///< the consensus score of a cell: a candidate on a bonus criterion
    Record     ///< a version of the decision record
};

/// An action's status.
enum class ActionStatus { Open, Done, Dropped };

struct Meeting {
    qint64 id = 0;
    QDate heldOn;
    QString title;
    MeetingState state = MeetingState::Open;
    bool simulated = false;
};

/// A member recorded for a meeting, present or absent.
struct Attendance {
    qint64 meetingId = 0;
    QString memberId;
    bool present = false;
};

struct AgendaItem {
    qint64 id = 0;
    qint64 meetingId = 0;
    QString title;
};

struct MeetingDecision {
    qint64 id = 0;
    qint64 meetingId = 0;
    QString text;
    DecisionLink link = DecisionLink::None;
    QString candidateId; ///< Verdict, Waiver, Consensus
    QString criterionId; ///< Verdict, Waiver, Consensus
    qint64 recordId = 0; ///< Record
};

struct MeetingAction {
    qint64 id = 0;
    qint64 meetingId = 0;
    QString text;
    QString ownerId; ///< a member's id
    QDate due;       ///< invalid: none
    ActionStatus status = ActionStatus::Open;
    /// Open and due before `asOf`.
    bool overdue(const QDate& asOf) const { return status == ActionStatus::Open && due.isValid() && due < asOf; }
};

/// The stored keys ("open", "verdict", "done") of the enumerations, and back (null for an unknown key).
QString meetingStateKey(MeetingState state);
std::optional<MeetingState> meetingStateFromKey(const QString& key);
QString decisionLinkKey(DecisionLink link);
std::optional<DecisionLink> decisionLinkFromKey(const QString& key);
QString actionStatusKey(ActionStatus status);
std::optional<ActionStatus> actionStatusFromKey(const QString& key);

/// The translated names (the interface's language, or the report's translator).
QString meetingStateLabel(MeetingState state);
QString decisionLinkLabel(DecisionLink link);
QString actionStatusLabel(ActionStatus status);

} // namespace gatebench
