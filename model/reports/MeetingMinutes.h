#pragma once

#include "core/Result.h"
#include "domain/Minutes.h"

#include <QJsonObject>
#include <QList>

namespace gatebench {

class Storage;

/// A member as the minutes name them: their id and name (the id again when the member was removed).
struct MinutesPerson {
    QString id;
    QString name;
};

/// A decision with the names of what it links to, in the evaluation's language.
struct MinutesDecision {
    MeetingDecision decision;
    QString candidateName;  ///< the candidate's name (its id when it was removed)
    QString criterionTitle; ///< the criterion's title (its id when it was removed)
    /// What it links to, as a phrase: "Verdict: NVIDIA Run:ai on “Data boundary”"; empty for None.
    QString linkText;
};

struct MinutesAction {
    MeetingAction action;
    QString ownerName;
    bool overdue = false; ///< open and due before the as-of date
};

/// One meeting's minutes, read for display (the window, `gatebench minutes`, the report, the bundle).
struct MeetingMinutes {
    Meeting meeting;
    QList<MinutesPerson> attendees; ///< recorded present, in member order
    QList<MinutesPerson> absentees; ///< recorded absent
    QList<AgendaItem> agenda;
    QList<MinutesDecision> decisions;
    QList<MinutesAction> actions;
};

/// Every meeting's minutes (only meeting `meetingId` when not 0; none when it does not exist), oldest
/// first, their actions judged overdue against `asOf`. `rows` is what the viewer may read
/// (EvaluationQueries::rows); names in `language` ("zh_CN" or "en").
Result<QList<MeetingMinutes>> readMinutes(const Storage& rows, const QDate& asOf, const QString& language,
                                          qint64 meetingId = 0);

/// The open actions past their due date on `asOf`, of every meeting, oldest due first.
QList<MinutesAction> overdueActions(const QList<MeetingMinutes>& minutes);

/// `gatebench minutes --json`: {"as_of", "meetings": [...], "overdue_actions"} (README, "Minutes").
QJsonObject minutesJson(const QList<MeetingMinutes>& minutes, const QDate& asOf);

/// The minutes as plain text, one meeting after another (`gatebench minutes`, the report's appendix
/// reads the same parts).
QString minutesText(const QList<MeetingMinutes>& minutes, const QDate& asOf);

/// The text of a link (decision), translated: "Verdict: A on “B”".
QString linkPhrase(DecisionLink link, const QString& candidate, const QString& criterion, qint64 recordId);

} // namespace gatebench
