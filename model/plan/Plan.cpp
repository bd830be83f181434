#include "plan/Plan.h"

#include "decision/DecisionEngine.h"
#include "domain/Member.h"
#include "plan/PlanFacts.h"
#include "repositories/MemberRepository.h"

#include <QJsonArray>

namespace gatebench::plan {

int Plan::overdueCount() const
{
    return int(std::count_if(checks.cbegin(), checks.cend(), [](const PlanCheck& c) { return c.overdue; }));
}

const PlanCheck* Plan::check(const QString& id) const
{
    for (const PlanCheck& c : checks) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

Result<Settings> loadSettings(const Storage& rows, const QString& zone, QDate fallback)
{
    Settings s;
    const PlanRepository repository(rows);
    auto start = repository.start();
    if (!start)
        return start.error();
    s.startSet = start->isValid();
    s.start = *start;
    if (!s.startSet) {
        auto created = repository.createdOn(zone);
        if (!created)
            return created.error();
        s.start = created->isValid() ? *created : fallback;
    }
    auto assignments = repository.assignments();
    if (!assignments)
        return assignments.error();
    s.assignments = *assignments;
    const MemberRepository committee(rows);
    if (committee.available()) {
        auto members = committee.members();
        if (!members)
            return members.error();
        for (const Member& m : std::as_const(*members))
            s.memberNames.insert(m.id, m.name);
    }
    return s;
}

Plan compose(const planstatus::Facts& facts, const Settings& settings, QDate asOf)
{
    Plan plan;
    plan.start = settings.start;
    plan.startSet = settings.startSet;
    plan.asOf = asOf;
    plan.weeks = planstatus::weeks(facts);
    QHash<QString, PlanAssignment> assigned;
    for (const PlanAssignment& a : settings.assignments)
        assigned.insert(a.checkId, a);
    for (const planstatus::Week& week : std::as_const(plan.weeks)) {
        for (const planstatus::Check& c : week.checks) {
            PlanCheck check;
            check.id = c.id;
            check.week = week.number;
            check.name = planstatus::checkName(c.id);
            check.text = c.text;
            check.done = c.done;
            const PlanAssignment a = assigned.value(c.id);
            check.ownerId = a.ownerId;
            check.ownerName = a.ownerId.isEmpty() ? QString() : settings.memberNames.value(a.ownerId, a.ownerId);
            check.dueSet = a.due.isValid();
            check.due = check.dueSet ? a.due : defaultDue(plan.start, week.number);
            check.overdue = !check.done && asOf.isValid() && check.due.isValid() && check.due < asOf;
            plan.checks.append(check);
        }
    }
    return plan;
}

Result<Plan> load(const Storage& rows, const DecisionInput& input, const Decision& decision, const QString& language,
                  const QString& zone)
{
    auto facts = loadFacts(rows, input, decision, language);
    if (!facts)
        return facts.error();
    auto settings = loadSettings(rows, zone, decision.asOf);
    if (!settings)
        return settings.error();
    return compose(*facts, *settings, decision.asOf);
}

namespace {

QJsonValue ownerOf(const PlanCheck& c)
{
    return c.ownerId.isEmpty() ? QJsonValue() : QJsonValue(c.ownerId);
}

} // namespace

QJsonObject toJson(const Plan& plan, const QHash<QString, Bilingual>& names)
{
    const auto date = [](QDate d) { return d.isValid() ? QJsonValue(d.toString(Qt::ISODate)) : QJsonValue(); };
    QJsonArray checks;
    for (const PlanCheck& c : plan.checks) {
        const Bilingual name = names.value(c.id);
        checks.append(QJsonObject{
            {QStringLiteral("id"), c.id}, // not storage: a key of the plan JSON
            {QStringLiteral("week"), c.week},
            {QStringLiteral("names"), QJsonObject{{QStringLiteral("zh_CN"), name.zh}, {QStringLiteral("en"), name.en}}},
            {QStringLiteral("owner"), ownerOf(c)}, // not storage: a key of the plan JSON
            {QStringLiteral("due"), date(c.due)},  // not storage: a key of the plan JSON
            {QStringLiteral("done"), c.done},
            {QStringLiteral("overdue"), c.overdue}});
    }
    return QJsonObject{{QStringLiteral("start"), date(plan.start)}, // not storage: a key of the plan JSON
                       {QStringLiteral("checks"), checks}};
}

} // namespace gatebench::plan
