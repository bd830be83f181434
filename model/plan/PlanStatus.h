#pragma once
// The four-week plan of the source guide (week 1 inventory and baseline, week 2 shortlist and
// acceptance gates, week 3 unified PoC and fault tests, week 4 three-year cost, responsibilities and
// decision) as the evaluation's data shows it: for each week, the checks its work leaves in the
// workspace, each done or open with the figure it rests on. Read off the data, never entered.

#include <QList>
#include <QString>
#include <QStringList>

namespace gatebench::planstatus {

/// What the checks read, counted by the caller from what it has loaded (the report already holds
/// the baseline, the PoC analysis, the decision, the TCO and the exit readiness).
struct Facts {
    // Week 1
    qint64 jobs = 0;
    double windowDays = 0;   ///< the baseline's window, in days
    int gpuPools = 0;        ///< pools of the GPU inventory
    int lossesWithOwner = 0; ///< top losses and losses the committee noted that name an owner
    // Week 2
    int gateCriteria = 0;
    int inEvaluation = 0;  ///< candidates not set aside
    int markedForPoc = 0;  ///< of those, marked for the PoC
    int openGateCells = 0; ///< gates without a usable verdict of candidates in the evaluation, not Eliminated
    // Week 3
    int pocWithRuns = 0;      ///< candidates marked for the PoC with at least one run
    int sameWorkloadGaps = 0; ///< the PoC's same-workload gaps
    int drillScenarios = 0;   ///< fault-drill scenarios in the catalogue
    int pocWithDrills = 0;    ///< candidates marked for the PoC with a run of every drill scenario
    // Week 4
    int eligible = 0;
    int eligibleWithTco = 0; ///< Eligible candidates with TCO lines
    /// Eligible candidates with TCO lines whose template has scenarios the guide asks for (cloud:
    /// normal and peak use; self-built: normal maintenance and a major upgrade) ...
    int eligibleNeedingScenarios = 0;
    int eligibleWithScenarios = 0;   ///< ... and of those, the ones that have them
    int eligibleExitRecorded = 0;    ///< Eligible candidates with every exit checklist item recorded
    bool recordNamesOptions = false; ///< the decision record names a recommended and an alternative option
    bool recordSigned = false;
};

struct Check {
    QString id;   ///< stable: "w1-job-log" ... (checkIds(); README "The four-week plan")
    QString text; ///< what is checked and the figure it rests on, in the interface language
    bool done = false;
};

enum class State { NotStarted, InProgress, Done };

struct Week {
    int number = 1;
    QString title; ///< in the interface language
    QList<Check> checks;
    State state() const;
};

/// The four weeks and their checks.
QList<Week> weeks(const Facts& facts);

/// Every check's id, in plan order (week 1 first): the ids `gatebench plan --check` takes.
QStringList checkIds();
/// The week (1-4) of check `id`; 0 for no check.
int weekOf(const QString& id);
/// The check's short name without its figures ("Job records over at least two weeks"), in the
/// interface language; empty for no check.
QString checkName(const QString& id);

/// "Done", "In progress", "Not started" in the interface language.
QString stateText(State state);

} // namespace gatebench::planstatus
