#include "commands/Minutes.h"

#include "commands/CommandSupport.h"
#include "domain/Domain.h"
#include "domain/Member.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/DecisionRecordRepository.h"
#include "repositories/MemberRepository.h"
#include "repositories/MinutesRepository.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>

namespace gatebench::minutes {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Minutes)
};

/// The longest text of an entry (a title, a decision, an action).
constexpr int kMaxText = 4000;

MinutesRepository repository(const Workspace& workspace)
{
    return MinutesRepository(ModelAccess::storage(workspace));
}

Result<void> needsMinutes(const Workspace& workspace)
{
    if (!repository(workspace).available())
        return Error{Error::Kind::BadInput, Text::tr("This evaluation's file is too old to keep minutes.")};
    return {};
}

Result<Meeting> existingMeeting(const Workspace& workspace, qint64 id)
{
    if (auto r = needsMinutes(workspace); !r)
        return r.error();
    auto found = repository(workspace).meeting(id);
    if (!found)
        return found.error();
    if (!*found)
        return Error{Error::Kind::BadInput, Text::tr("There is no meeting %1 in this evaluation.").arg(id)};
    return **found;
}

Result<QString> checkedText(const QString& text, const QString& what)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return Error{Error::Kind::BadInput, Text::tr("%1 needs its text.").arg(what)};
    if (trimmed.size() > kMaxText)
        return Error{Error::Kind::BadInput, Text::tr("%1 is longer than %2 characters.").arg(what).arg(kMaxText)};
    return trimmed;
}

QString meetingName(const Meeting& m)
{
    const QString date = m.heldOn.toString(Qt::ISODate);
    return m.title.isEmpty() ? date : date + QStringLiteral(" ") + m.title;
}

Result<void> checkLink(const Workspace& workspace, MeetingDecision& decision)
{
    const Storage& storage = ModelAccess::storage(workspace);
    switch (decision.link) {
    case DecisionLink::None:
        decision.candidateId.clear();
        decision.criterionId.clear();
        decision.recordId = 0;
        return {};
    case DecisionLink::Record: {
        decision.candidateId.clear();
        decision.criterionId.clear();
        auto records = DecisionRecordRepository(storage).all();
        if (!records)
            return records.error();
        if (records->isEmpty())
            return Error{Error::Kind::BadInput,
                         Text::tr("The evaluation has no decision record yet for a decision to refer to.")};
        if (decision.recordId == 0) {
            decision.recordId = records->last().id;
            return {};
        }
        for (const DecisionRecord& r : std::as_const(*records)) {
            if (r.id == decision.recordId)
                return {};
        }
        return Error{Error::Kind::BadInput,
                     Text::tr("There is no version %1 of the decision record.").arg(decision.recordId)};
    }
    case DecisionLink::Verdict:
    case DecisionLink::Waiver:
    case DecisionLink::Consensus:
        break;
    }
    decision.recordId = 0;
    auto candidate = CandidateRepository(storage).find(decision.candidateId);
    if (!candidate)
        return candidate.error();
    if (!*candidate)
        return Error{Error::Kind::BadInput,
                     Text::tr("There is no candidate %1 in this evaluation.").arg(decision.candidateId)};
    auto criterion = CriterionRepository(storage).find(decision.criterionId);
    if (!criterion)
        return criterion.error();
    if (!*criterion)
        return Error{Error::Kind::BadInput,
                     Text::tr("There is no requirement %1 in this evaluation.").arg(decision.criterionId)};
    const bool consensus = decision.link == DecisionLink::Consensus;
    const CriterionTier wanted = consensus ? CriterionTier::Bonus : CriterionTier::Gate;
    if ((*criterion)->tier != wanted)
        return Error{Error::Kind::BadInput,
                     consensus
                         ? Text::tr("%1 is not a bonus criterion: a consensus score is of a bonus criterion.")
                               .arg(decision.criterionId)
                         : Text::tr("%1 is not a gate: a verdict or a waiver is of a gate.").arg(decision.criterionId)};
    return {};
}

} // namespace

Result<qint64> addMeeting(Workspace& workspace, const QDate& heldOn, const QString& title, const QStringList& present)
{
    if (auto r = needsMinutes(workspace); !r)
        return r.error();
    if (!heldOn.isValid())
        return Error{Error::Kind::BadInput, Text::tr("A meeting needs its date.")};
    if (title.trimmed().size() > kMaxText)
        return Error{Error::Kind::BadInput, Text::tr("The title is longer than %1 characters.").arg(kMaxText)};
    auto members = MemberRepository(ModelAccess::storage(workspace)).members();
    if (!members)
        return members.error();
    for (const QString& id : present) {
        if (auto m = commands::existingMember(workspace, id); !m)
            return m.error();
    }
    Meeting meeting;
    meeting.heldOn = heldOn;
    meeting.title = title.trimmed();
    qint64 id = 0;
    auto insert = repository(workspace).addMeeting(meeting, &id);
    if (!insert)
        return insert.error();
    meeting.id = id;
    ChangeSet changes{*insert};
    for (const Member& m : std::as_const(*members))
        changes.append(MinutesRepository::addAttendance({id, m.id, present.contains(m.id)}));
    if (auto r = workspace.execute(changes, Text::tr("Add the meeting of %1").arg(meetingName(meeting))); !r)
        return r.error();
    return id;
}

Result<void> changeMeeting(Workspace& workspace, qint64 id, std::optional<QDate> heldOn, std::optional<QString> title,
                           std::optional<MeetingState> state)
{
    auto before = existingMeeting(workspace, id);
    if (!before)
        return before.error();
    Meeting after = *before;
    if (heldOn) {
        if (!heldOn->isValid())
            return Error{Error::Kind::BadInput, Text::tr("A meeting needs its date.")};
        after.heldOn = *heldOn;
    }
    if (title) {
        if (title->trimmed().size() > kMaxText)
            return Error{Error::Kind::BadInput, Text::tr("The title is longer than %1 characters.").arg(kMaxText)};
        after.title = title->trimmed();
    }
    if (state)
        after.state = *state;
    const ChangeSet changes = MinutesRepository::updateMeeting(*before, after);
    if (changes.isEmpty())
        return {};
    QString text;
    if (state && *state != before->state && changes.size() == 1 && changes.first().after.size() == 1)
        text = *state == MeetingState::Closed ? Text::tr("End the meeting of %1").arg(meetingName(after))
                                              : Text::tr("Resume the meeting of %1").arg(meetingName(after));
    else
        text = Text::tr("Change the meeting of %1").arg(meetingName(after));
    return workspace.execute(changes, text);
}

Result<void> removeMeeting(Workspace& workspace, qint64 id)
{
    auto before = existingMeeting(workspace, id);
    if (!before)
        return before.error();
    auto changes =
        workspace.removalWithDependents(MinutesRepository::meetingTable(), MinutesRepository::meetingKey(id));
    if (!changes)
        return changes.error();
    return workspace.execute(*changes, Text::tr("Remove the meeting of %1").arg(meetingName(*before)));
}

Result<void> setAttendance(Workspace& workspace, qint64 meetingId, const QStringList& memberIds, bool present)
{
    auto meeting = existingMeeting(workspace, meetingId);
    if (!meeting)
        return meeting.error();
    auto held = repository(workspace).attendance(meetingId);
    if (!held)
        return held.error();
    ChangeSet changes;
    QStringList names;
    for (const QString& id : memberIds) {
        auto member = commands::existingMember(workspace, id);
        if (!member)
            return member.error();
        names.append(member->name);
        bool found = false;
        for (const Attendance& a : std::as_const(*held)) {
            if (a.memberId != id)
                continue;
            found = true;
            changes.append(MinutesRepository::updateAttendance(a, {meetingId, id, present}));
        }
        if (!found)
            changes.append(MinutesRepository::addAttendance({meetingId, id, present}));
    }
    if (changes.isEmpty())
        return {};
    const QString who = names.join(QStringLiteral(", "));
    return workspace.execute(
        changes, present ? Text::tr("Mark %1 present at the meeting of %2").arg(who, meetingName(*meeting))
                         : Text::tr("Mark %1 absent from the meeting of %2").arg(who, meetingName(*meeting)));
}

Result<qint64> addAgendaItem(Workspace& workspace, qint64 meetingId, const QString& title)
{
    auto meeting = existingMeeting(workspace, meetingId);
    if (!meeting)
        return meeting.error();
    auto text = checkedText(title, Text::tr("An agenda item"));
    if (!text)
        return text.error();
    qint64 id = 0;
    auto insert = repository(workspace).addAgendaItem({0, meetingId, *text}, &id);
    if (!insert)
        return insert.error();
    if (auto r = workspace.execute({*insert}, Text::tr("Add the agenda item “%1”").arg(*text)); !r)
        return r.error();
    return id;
}

Result<void> removeAgendaItem(Workspace& workspace, qint64 id)
{
    if (auto r = needsMinutes(workspace); !r)
        return r.error();
    auto item = repository(workspace).agendaItem(id);
    if (!item)
        return item.error();
    if (!*item)
        return Error{Error::Kind::BadInput, Text::tr("There is no agenda item %1 in this evaluation.").arg(id)};
    return workspace.execute({MinutesRepository::removeAgendaItem(**item)},
                             Text::tr("Remove the agenda item “%1”").arg((*item)->title));
}

Result<qint64> addDecision(Workspace& workspace, const MeetingDecision& decision)
{
    auto meeting = existingMeeting(workspace, decision.meetingId);
    if (!meeting)
        return meeting.error();
    MeetingDecision wanted = decision;
    auto text = checkedText(decision.text, Text::tr("A decision"));
    if (!text)
        return text.error();
    wanted.text = *text;
    if (auto r = checkLink(workspace, wanted); !r)
        return r.error();
    qint64 id = 0;
    auto insert = repository(workspace).addDecision(wanted, &id);
    if (!insert)
        return insert.error();
    if (auto r = workspace.execute({*insert}, Text::tr("Record the decision “%1”").arg(wanted.text)); !r)
        return r.error();
    return id;
}

Result<void> removeDecision(Workspace& workspace, qint64 id)
{
    if (auto r = needsMinutes(workspace); !r)
        return r.error();
    auto found = repository(workspace).decision(id);
    if (!found)
        return found.error();
    if (!*found)
        return Error{Error::Kind::BadInput, Text::tr("There is no decision %1 in the minutes.").arg(id)};
    return workspace.execute({MinutesRepository::removeDecision(**found)},
                             Text::tr("Remove the decision “%1”").arg((*found)->text));
}

Result<qint64> addAction(Workspace& workspace, const MeetingAction& action)
{
    auto meeting = existingMeeting(workspace, action.meetingId);
    if (!meeting)
        return meeting.error();
    MeetingAction wanted = action;
    auto text = checkedText(action.text, Text::tr("An action"));
    if (!text)
        return text.error();
    wanted.text = *text;
    if (wanted.ownerId.trimmed().isEmpty())
        return Error{Error::Kind::BadInput, Text::tr("An action needs its owner (a member).")};
    auto owner = commands::existingMember(workspace, wanted.ownerId.trimmed());
    if (!owner)
        return owner.error();
    wanted.ownerId = owner->id;
    qint64 id = 0;
    auto insert = repository(workspace).addAction(wanted, &id);
    if (!insert)
        return insert.error();
    if (auto r = workspace.execute({*insert}, Text::tr("Give %1 the action “%2”").arg(owner->name, wanted.text)); !r)
        return r.error();
    return id;
}

Result<void> changeAction(Workspace& workspace, const MeetingAction& wanted)
{
    if (auto r = needsMinutes(workspace); !r)
        return r.error();
    auto found = repository(workspace).action(wanted.id);
    if (!found)
        return found.error();
    if (!*found)
        return Error{Error::Kind::BadInput, Text::tr("There is no action %1 in the minutes.").arg(wanted.id)};
    MeetingAction after = wanted;
    after.meetingId = (*found)->meetingId;
    auto text = checkedText(wanted.text, Text::tr("An action"));
    if (!text)
        return text.error();
    after.text = *text;
    auto owner = commands::existingMember(workspace, wanted.ownerId.trimmed());
    if (!owner)
        return owner.error();
    after.ownerId = owner->id;
    const ChangeSet changes = MinutesRepository::updateAction(**found, after);
    if (changes.isEmpty())
        return {};
    QString step;
    if (after.status != (*found)->status && changes.first().after.size() == 1)
        step = Text::tr("Mark the action “%1” %2").arg(after.text, actionStatusLabel(after.status).toLower());
    else
        step = Text::tr("Change the action “%1”").arg(after.text);
    return workspace.execute(changes, step);
}

Result<void> removeAction(Workspace& workspace, qint64 id)
{
    if (auto r = needsMinutes(workspace); !r)
        return r.error();
    auto found = repository(workspace).action(id);
    if (!found)
        return found.error();
    if (!*found)
        return Error{Error::Kind::BadInput, Text::tr("There is no action %1 in the minutes.").arg(id)};
    return workspace.execute({MinutesRepository::removeAction(**found)},
                             Text::tr("Remove the action “%1”").arg((*found)->text));
}

} // namespace gatebench::minutes
