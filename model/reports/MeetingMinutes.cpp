#include "reports/MeetingMinutes.h"

#include "domain/Domain.h"
#include "domain/Member.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/MemberRepository.h"
#include "repositories/MinutesRepository.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QTextStream>

#include <algorithm>

namespace gatebench {

namespace {

/// The translation context of the minutes' words (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Minutes)
};

// The keys of `gatebench minutes --json` (README, "Minutes").
const QString kAsOf = QStringLiteral("as_of");        // not storage: a JSON key
const QString kMeetings = QStringLiteral("meetings"); // not storage: a JSON key
const QString kId = QStringLiteral("id");             // not storage: a JSON key
const QString kDate = QStringLiteral("date");
const QString kTitle = QStringLiteral("title");         // not storage: a JSON key
const QString kState = QStringLiteral("state");         // not storage: a JSON key
const QString kSimulated = QStringLiteral("simulated"); // not storage: a JSON key
const QString kName = QStringLiteral("name");           // not storage: a JSON key
const QString kAttendees = QStringLiteral("attendees");
const QString kAbsentees = QStringLiteral("absentees");
const QString kAgenda = QStringLiteral("agenda");
const QString kDecisions = QStringLiteral("decisions");
const QString kText = QStringLiteral("text"); // not storage: a JSON key
const QString kLink = QStringLiteral("link"); // not storage: a JSON key
const QString kCandidate = QStringLiteral("candidate");
const QString kCandidateName = QStringLiteral("candidate_name");
const QString kCriterion = QStringLiteral("criterion");
const QString kCriterionTitle = QStringLiteral("criterion_title");
const QString kRecord = QStringLiteral("record");
const QString kActions = QStringLiteral("actions");
const QString kOwner = QStringLiteral("owner"); // not storage: a JSON key
const QString kOwnerName = QStringLiteral("owner_name");
const QString kDue = QStringLiteral("due");       // not storage: a JSON key
const QString kStatus = QStringLiteral("status"); // not storage: a JSON key
const QString kOverdue = QStringLiteral("overdue");
const QString kMeeting = QStringLiteral("meeting");
const QString kOverdueActions = QStringLiteral("overdue_actions");

QJsonValue orNull(const QString& value)
{
    return value.isEmpty() ? QJsonValue() : QJsonValue(value);
}

QJsonArray people(const QList<MinutesPerson>& list)
{
    QJsonArray array;
    for (const MinutesPerson& p : list)
        array.append(QJsonObject{{kId, p.id}, {kName, p.name}});
    return array;
}

QString names(const QList<MinutesPerson>& list)
{
    QStringList all;
    for (const MinutesPerson& p : list)
        all.append(p.name);
    return all.isEmpty() ? Text::tr("none") : all.join(Text::tr(", "));
}

} // namespace

QString linkPhrase(DecisionLink link, const QString& candidate, const QString& criterion, qint64 recordId)
{
    switch (link) {
    case DecisionLink::None:
        return {};
    case DecisionLink::Verdict:
        return Text::tr("Verdict: %1 on “%2”").arg(candidate, criterion);
    case DecisionLink::Waiver:
        return Text::tr("Waiver: %1 on “%2”").arg(candidate, criterion);
    case DecisionLink::Consensus:
        return Text::tr("Consensus score: %1 on “%2”").arg(candidate, criterion);
    case DecisionLink::Record:
        return Text::tr("Decision record, version %1").arg(recordId);
    }
    return {};
}

Result<QList<MeetingMinutes>> readMinutes(const Storage& rows, const QDate& asOf, const QString& language,
                                          qint64 meetingId)
{
    const MinutesRepository repository(rows);
    auto meetings = repository.meetings();
    if (!meetings)
        return meetings.error();
    auto members = MemberRepository(rows).members();
    if (!members)
        return members.error();
    auto candidates = CandidateRepository(rows).all();
    if (!candidates)
        return candidates.error();
    auto criteria = CriterionRepository(rows).ordered();
    if (!criteria)
        return criteria.error();
    auto attendance = repository.attendance(meetingId);
    if (!attendance)
        return attendance.error();
    auto agenda = repository.agenda(meetingId);
    if (!agenda)
        return agenda.error();
    auto decisions = repository.decisions(meetingId);
    if (!decisions)
        return decisions.error();
    auto actions = repository.actions(meetingId);
    if (!actions)
        return actions.error();

    QHash<QString, QString> memberNames;
    QHash<QString, int> memberOrder;
    for (const Member& m : std::as_const(*members)) {
        memberOrder.insert(m.id, int(memberOrder.size()));
        memberNames.insert(m.id, m.name);
    }
    QHash<QString, QString> candidateNames;
    for (const Candidate& c : std::as_const(*candidates))
        candidateNames.insert(c.id, c.name.in(language));
    QHash<QString, QString> criterionTitles;
    for (const Criterion& c : std::as_const(*criteria))
        criterionTitles.insert(c.id, c.title.in(language));
    const auto person = [&](const QString& id) { return MinutesPerson{id, memberNames.value(id, id)}; };

    QList<MeetingMinutes> list;
    for (const Meeting& meeting : std::as_const(*meetings)) {
        if (meetingId != 0 && meeting.id != meetingId)
            continue;
        MeetingMinutes m;
        m.meeting = meeting;
        QList<Attendance> recorded;
        for (const Attendance& a : std::as_const(*attendance)) {
            if (a.meetingId == meeting.id)
                recorded.append(a);
        }
        std::stable_sort(recorded.begin(), recorded.end(), [&](const Attendance& a, const Attendance& b) {
            return memberOrder.value(a.memberId, INT_MAX) < memberOrder.value(b.memberId, INT_MAX);
        });
        for (const Attendance& a : std::as_const(recorded))
            (a.present ? m.attendees : m.absentees).append(person(a.memberId));
        for (const AgendaItem& item : std::as_const(*agenda)) {
            if (item.meetingId == meeting.id)
                m.agenda.append(item);
        }
        for (const MeetingDecision& d : std::as_const(*decisions)) {
            if (d.meetingId != meeting.id)
                continue;
            MinutesDecision md;
            md.decision = d;
            md.candidateName = candidateNames.value(d.candidateId, d.candidateId);
            md.criterionTitle = criterionTitles.value(d.criterionId, d.criterionId);
            md.linkText = linkPhrase(d.link, md.candidateName, md.criterionTitle, d.recordId);
            m.decisions.append(md);
        }
        for (const MeetingAction& a : std::as_const(*actions)) {
            if (a.meetingId != meeting.id)
                continue;
            m.actions.append({a, memberNames.value(a.ownerId, a.ownerId), a.overdue(asOf)});
        }
        list.append(m);
    }
    return list;
}

QList<MinutesAction> overdueActions(const QList<MeetingMinutes>& minutes)
{
    QList<MinutesAction> overdue;
    for (const MeetingMinutes& m : minutes) {
        for (const MinutesAction& a : m.actions) {
            if (a.overdue)
                overdue.append(a);
        }
    }
    std::stable_sort(overdue.begin(), overdue.end(),
                     [](const MinutesAction& a, const MinutesAction& b) { return a.action.due < b.action.due; });
    return overdue;
}

QJsonObject minutesJson(const QList<MeetingMinutes>& minutes, const QDate& asOf)
{
    QJsonArray meetings;
    for (const MeetingMinutes& m : minutes) {
        QJsonArray agenda;
        for (const AgendaItem& item : m.agenda)
            agenda.append(QJsonObject{{kId, item.id}, {kTitle, item.title}});
        QJsonArray decisions;
        for (const MinutesDecision& md : m.decisions) {
            const MeetingDecision& d = md.decision;
            const bool cell = !d.candidateId.isEmpty();
            decisions.append(
                QJsonObject{{kId, d.id},
                            {kText, d.text},
                            {kLink, decisionLinkKey(d.link)},
                            {kCandidate, orNull(d.candidateId)},
                            {kCandidateName, cell ? QJsonValue(md.candidateName) : QJsonValue()},
                            {kCriterion, orNull(d.criterionId)},
                            {kCriterionTitle, cell ? QJsonValue(md.criterionTitle) : QJsonValue()},
                            {kRecord, d.link == DecisionLink::Record ? QJsonValue(d.recordId) : QJsonValue()}});
        }
        QJsonArray actions;
        for (const MinutesAction& ma : m.actions) {
            const MeetingAction& a = ma.action;
            actions.append(QJsonObject{{kId, a.id},
                                       {kText, a.text},
                                       {kOwner, a.ownerId},
                                       {kOwnerName, ma.ownerName},
                                       {kDue, a.due.isValid() ? QJsonValue(a.due.toString(Qt::ISODate)) : QJsonValue()},
                                       {kStatus, actionStatusKey(a.status)},
                                       {kOverdue, ma.overdue}});
        }
        meetings.append(QJsonObject{{kId, m.meeting.id},
                                    {kDate, m.meeting.heldOn.toString(Qt::ISODate)},
                                    {kTitle, m.meeting.title},
                                    {kState, meetingStateKey(m.meeting.state)},
                                    {kSimulated, m.meeting.simulated},
                                    {kAttendees, people(m.attendees)},
                                    {kAbsentees, people(m.absentees)},
                                    {kAgenda, agenda},
                                    {kDecisions, decisions},
                                    {kActions, actions}});
    }
    QJsonArray overdue;
    for (const MinutesAction& a : overdueActions(minutes))
        overdue.append(QJsonObject{{kMeeting, a.action.meetingId}, {kId, a.action.id}});
    return {{kAsOf, asOf.toString(Qt::ISODate)}, {kMeetings, meetings}, {kOverdueActions, overdue}};
}

QString minutesText(const QList<MeetingMinutes>& minutes, const QDate& asOf)
{
    QString text;
    QTextStream out(&text);
    if (minutes.isEmpty())
        out << Text::tr("No meeting has been recorded.") << '\n';
    for (const MeetingMinutes& m : minutes) {
        out << Text::tr("Meeting %1 on %2").arg(m.meeting.id).arg(m.meeting.heldOn.toString(Qt::ISODate));
        if (!m.meeting.title.isEmpty())
            out << QStringLiteral(": ") << m.meeting.title;
        out << QStringLiteral(" (") << meetingStateLabel(m.meeting.state);
        if (m.meeting.simulated)
            out << Text::tr(", simulated");
        out << QStringLiteral(")\n");
        out << Text::tr("  Present: %1").arg(names(m.attendees)) << '\n';
        out << Text::tr("  Absent: %1").arg(names(m.absentees)) << '\n';
        out << Text::tr("  Agenda:") << '\n';
        if (m.agenda.isEmpty())
            out << QStringLiteral("    ") << Text::tr("none") << '\n';
        for (int i = 0; i < m.agenda.size(); ++i)
            out << QStringLiteral("    %1. ").arg(i + 1) << m.agenda.at(i).title << '\n';
        out << Text::tr("  Decisions:") << '\n';
        if (m.decisions.isEmpty())
            out << QStringLiteral("    ") << Text::tr("none") << '\n';
        for (const MinutesDecision& d : m.decisions) {
            out << QStringLiteral("    [%1] ").arg(d.decision.id) << d.decision.text;
            if (!d.linkText.isEmpty())
                out << QStringLiteral(" (") << d.linkText << QStringLiteral(")");
            out << '\n';
        }
        out << Text::tr("  Actions:") << '\n';
        if (m.actions.isEmpty())
            out << QStringLiteral("    ") << Text::tr("none") << '\n';
        for (const MinutesAction& a : m.actions) {
            out << QStringLiteral("    [%1] ").arg(a.action.id) << a.action.text << QStringLiteral(" — ")
                << a.ownerName;
            if (a.action.due.isValid())
                out << Text::tr(", due %1").arg(a.action.due.toString(Qt::ISODate));
            out << QStringLiteral(", ") << actionStatusLabel(a.action.status);
            if (a.overdue)
                out << Text::tr(" — OVERDUE");
            out << '\n';
        }
    }
    const QList<MinutesAction> overdue = overdueActions(minutes);
    if (!overdue.isEmpty())
        out << Text::tr("%n open action(s) past their due date on %1.", nullptr, int(overdue.size()))
                   .arg(asOf.toString(Qt::ISODate))
            << '\n';
    out.flush();
    return text;
}

} // namespace gatebench
