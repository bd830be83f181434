#pragma once
// The four-week plan with owners: the checks derived from the data (plan/PlanFacts.h), each with the
// owner and due date the committee gave it, the plan's start date and what is overdue on a date. One
// model for the Overview's timeline, `gatebench plan` and the report.

#include "core/Result.h"
#include "domain/Domain.h"
#include "plan/PlanStatus.h"
#include "repositories/PlanRepository.h"

#include <QDate>
#include <QHash>
#include <QJsonObject>
#include <QList>

namespace gatebench {

class Storage;
struct Decision;
struct DecisionInput;
struct Member;

namespace plan {

/// A check of the plan as the committee follows it.
struct PlanCheck {
    QString id;   ///< stable: planstatus::checkIds()
    int week = 1; ///< 1-4
    QString name; ///< short, in the interface language
    QString text; ///< with the figure it rests on, in the interface language
    bool done = false;
    QString ownerId;   ///< a member's id; empty: no owner
    QString ownerName; ///< the member's name; empty: no owner
    QDate due;         ///< the date set, else the end of the check's week
    bool dueSet = false;
    bool overdue = false; ///< not done and due before the as-of date
};

/// The plan on one date.
struct Plan {
    QDate start;           ///< the date set, else the evaluation's creation (its first audit entry)
    bool startSet = false; ///< the committee set the start
    QDate asOf;
    QList<PlanCheck> checks; ///< plan order
    QList<planstatus::Week> weeks;

    /// The first day of week `week` (1-4).
    QDate weekStart(int week) const { return start.addDays(7 * (week - 1)); }
    /// The day after the plan's four weeks.
    QDate end() const { return start.addDays(28); }
    int overdueCount() const;
    const PlanCheck* check(const QString& id) const;
};

/// The last day of week `week` of a plan starting on `start`: the due date of its checks by default.
inline QDate defaultDue(QDate start, int week)
{
    return start.addDays(7 * week - 1);
}

/// What the committee set: the start (stored, else `createdOn`, else `fallback`), the assignments and
/// the members' names.
struct Settings {
    QDate start;
    bool startSet = false;
    QList<PlanAssignment> assignments;
    QHash<QString, QString> memberNames; ///< by id
};

/// The settings as `rows` hold them; the default start is the day of the first audit entry in the
/// cluster's `zone` (IANA id), else `fallback`.
Result<Settings> loadSettings(const Storage& rows, const QString& zone, QDate fallback);

/// The plan of `facts` with `settings` on `asOf`.
Plan compose(const planstatus::Facts& facts, const Settings& settings, QDate asOf);

/// The plan read from `rows` on the date of `decision` (its as-of), `input` what it was decided on.
/// Reads the job log once: off the window's thread.
Result<Plan> load(const Storage& rows, const DecisionInput& input, const Decision& decision, const QString& language,
                  const QString& zone);

/// `gatebench plan --json`: {"start", "checks": [{"id", "week", "names": {"zh_CN", "en"}, "owner",
/// "due", "done", "overdue"}]}, `names` giving each check's short name in both languages by id.
QJsonObject toJson(const Plan& plan, const QHash<QString, Bilingual>& names);

} // namespace plan
} // namespace gatebench
