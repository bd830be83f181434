#include "plan/PlanStatus.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace gatebench::planstatus {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::PlanStatus)
};

/// The baseline window the guide asks for: at least two weeks.
constexpr double kMinimumWindowDays = 14;
/// The losses the guide asks to name, each with an owner.
constexpr int kLosses = 3;

/// The checks in plan order: id, week and short name (the text of the translation context).
struct CheckKind {
    const char* id;
    int week;
    const char* name;
};
constexpr CheckKind kChecks[] = {
    {"w1-job-log", 1, QT_TRANSLATE_NOOP("gatebench::PlanStatus", "Job records over at least two weeks")},
    {"w1-gpu-inventory", 1, QT_TRANSLATE_NOOP("gatebench::PlanStatus", "GPU inventory entered")},
    {"w1-losses", 1, QT_TRANSLATE_NOOP("gatebench::PlanStatus", "Three losses named, each with an owner")},
    {"w2-gate-criteria", 2, QT_TRANSLATE_NOOP("gatebench::PlanStatus", "Gate criteria set")},
    {"w2-poc-shortlist", 2, QT_TRANSLATE_NOOP("gatebench::PlanStatus", "Candidates marked for the PoC")},
    {"w2-gate-verdicts", 2, QT_TRANSLATE_NOOP("gatebench::PlanStatus", "Every gate has a verdict")},
    {"w3-poc-runs", 3, QT_TRANSLATE_NOOP("gatebench::PlanStatus", "PoC runs of every candidate marked for the PoC")},
    {"w3-same-workload", 3,
     QT_TRANSLATE_NOOP("gatebench::PlanStatus", "The same workloads on every compared candidate")},
    {"w3-fault-drills", 3, QT_TRANSLATE_NOOP("gatebench::PlanStatus", "Every fault drill run")},
    {"w4-tco", 4, QT_TRANSLATE_NOOP("gatebench::PlanStatus", "Three-year TCO of every Eligible candidate")},
    {"w4-tco-scenarios", 4, QT_TRANSLATE_NOOP("gatebench::PlanStatus", "The TCO scenarios the guide asks for")},
    {"w4-exit-checklist", 4, QT_TRANSLATE_NOOP("gatebench::PlanStatus", "Exit checklist of every Eligible candidate")},
    {"w4-record-options", 4, QT_TRANSLATE_NOOP("gatebench::PlanStatus", "The decision record names both options")},
    {"w4-record-signed", 4, QT_TRANSLATE_NOOP("gatebench::PlanStatus", "The decision record is signed")},
};

Check check(const char* id, const QString& text, bool done)
{
    return Check{QLatin1String(id), text, done};
}

} // namespace

State Week::state() const
{
    const auto done = std::count_if(checks.cbegin(), checks.cend(), [](const Check& c) { return c.done; });
    if (done == checks.size())
        return State::Done;
    return done == 0 ? State::NotStarted : State::InProgress;
}

QList<Week> weeks(const Facts& f)
{
    const QLocale locale;
    QList<Week> out;

    Week w1{1, Text::tr("Inventory and baseline"), {}};
    w1.checks.append(check("w1-job-log",
                           Text::tr("Job records over at least two weeks: %1 jobs over %2 days")
                               .arg(locale.toString(f.jobs), locale.toString(f.windowDays, 'f', 0)),
                           f.jobs > 0 && f.windowDays >= kMinimumWindowDays));
    w1.checks.append(
        check("w1-gpu-inventory", Text::tr("GPU inventory entered: %n pool(s)", nullptr, f.gpuPools), f.gpuPools > 0));
    w1.checks.append(check("w1-losses",
                           Text::tr("Three losses named, each with an owner: %1 of %2")
                               .arg(std::min(f.lossesWithOwner, kLosses))
                               .arg(kLosses),
                           f.lossesWithOwner >= kLosses));
    out.append(w1);

    Week w2{2, Text::tr("Shortlist and acceptance gates"), {}};
    w2.checks.append(
        check("w2-gate-criteria", Text::tr("Gate criteria set: %n", nullptr, f.gateCriteria), f.gateCriteria > 0));
    w2.checks.append(check(
        "w2-poc-shortlist",
        Text::tr("Candidates marked for the PoC: %1 of %2 in the evaluation").arg(f.markedForPoc).arg(f.inEvaluation),
        f.markedForPoc > 0));
    w2.checks.append(check(
        "w2-gate-verdicts",
        Text::tr("Every gate of the candidates in the evaluation has a verdict: %n open", nullptr, f.openGateCells),
        f.gateCriteria > 0 && f.openGateCells == 0));
    out.append(w2);

    Week w3{3, Text::tr("Unified PoC and fault tests"), {}};
    w3.checks.append(check(
        "w3-poc-runs",
        Text::tr("PoC runs of every candidate marked for the PoC: %1 of %2").arg(f.pocWithRuns).arg(f.markedForPoc),
        f.markedForPoc > 0 && f.pocWithRuns == f.markedForPoc));
    w3.checks.append(
        check("w3-same-workload",
              Text::tr("The same workloads on every compared candidate: %n gap(s)", nullptr, f.sameWorkloadGaps),
              f.pocWithRuns > 0 && f.sameWorkloadGaps == 0));
    w3.checks.append(check("w3-fault-drills",
                           f.drillScenarios == 0
                               ? Text::tr("Fault drills: the PoC catalogue has none")
                               : Text::tr("Every fault drill run by every candidate marked for the PoC: %1 of %2")
                                     .arg(f.pocWithDrills)
                                     .arg(f.markedForPoc),
                           f.drillScenarios > 0 && f.markedForPoc > 0 && f.pocWithDrills == f.markedForPoc));
    out.append(w3);

    Week w4{4, Text::tr("Three-year cost, responsibilities and decision"), {}};
    w4.checks.append(
        check("w4-tco",
              Text::tr("Three-year TCO of every Eligible candidate: %1 of %2").arg(f.eligibleWithTco).arg(f.eligible),
              f.eligible > 0 && f.eligibleWithTco == f.eligible));
    w4.checks.append(check("w4-tco-scenarios",
                           Text::tr("The scenarios the guide asks for (cloud: normal and peak use; self-built: "
                                    "normal maintenance and a major upgrade): %1 of %2")
                               .arg(f.eligibleWithScenarios)
                               .arg(f.eligibleNeedingScenarios),
                           f.eligibleWithTco > 0 && f.eligibleWithScenarios == f.eligibleNeedingScenarios));
    w4.checks.append(check("w4-exit-checklist",
                           Text::tr("Exit checklist recorded for every Eligible candidate: %1 of %2")
                               .arg(f.eligibleExitRecorded)
                               .arg(f.eligible),
                           f.eligible > 0 && f.eligibleExitRecorded == f.eligible));
    w4.checks.append(check("w4-record-options",
                           Text::tr("The decision record names the recommended and the alternative option"),
                           f.recordNamesOptions));
    w4.checks.append(check("w4-record-signed", Text::tr("The decision record is signed"), f.recordSigned));
    out.append(w4);
    return out;
}

QStringList checkIds()
{
    QStringList ids;
    for (const CheckKind& kind : kChecks)
        ids.append(QLatin1String(kind.id));
    return ids;
}

int weekOf(const QString& id)
{
    for (const CheckKind& kind : kChecks) {
        if (id == QLatin1String(kind.id))
            return kind.week;
    }
    return 0;
}

QString checkName(const QString& id)
{
    for (const CheckKind& kind : kChecks) {
        if (id == QLatin1String(kind.id))
            return QCoreApplication::translate("gatebench::PlanStatus", kind.name);
    }
    return {};
}

QString stateText(State state)
{
    switch (state) {
    case State::NotStarted:
        return Text::tr("Not started");
    case State::InProgress:
        return Text::tr("In progress");
    case State::Done:
        return Text::tr("Done");
    }
    return {};
}

} // namespace gatebench::planstatus
