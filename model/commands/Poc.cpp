#include "commands/Poc.h"

#include "mapping/RecordKinds.h"
#include "repositories/PocRepository.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace gatebench::poc {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::poc)
};

/// More runs than any committee asks for: a typing slip, not a plan.
constexpr int kMaxMinRuns = 1000;

Error gone(const QString& id)
{
    return Error{Error::Kind::Conflict, Text::tr("The PoC scenario %1 no longer exists").arg(id)};
}

QString titleOf(const PocScenario& scenario, const QString& language)
{
    const QString title = scenario.title.in(language);
    return title.isEmpty() ? scenario.id : title;
}

QStringList namesOf(const PocScenario& scenario)
{
    QStringList names{scenario.id, scenario.title.zh, scenario.title.en};
    names.append(scenario.aliases);
    return names;
}

/// The scenario cleaned for storage (texts trimmed, aliases without blanks or repeats), or why it
/// cannot be stored.
Result<PocScenario> cleaned(PocScenario scenario)
{
    scenario.title = {scenario.title.zh.trimmed(), scenario.title.en.trimmed()};
    scenario.description = {scenario.description.zh.trimmed(), scenario.description.en.trimmed()};
    if (scenario.title.zh.isEmpty() && scenario.title.en.isEmpty())
        return Error{Error::Kind::BadInput, Text::tr("A PoC scenario needs a title.")};
    if (scenario.minRuns < 0 || scenario.minRuns > kMaxMinRuns)
        return Error{Error::Kind::BadInput,
                     Text::tr("The minimum number of runs is a whole number from 0 to %1.").arg(kMaxMinRuns)};
    QStringList aliases;
    for (const QString& alias : std::as_const(scenario.aliases)) {
        const QString trimmed = alias.trimmed();
        if (!trimmed.isEmpty() && !aliases.contains(trimmed))
            aliases.append(trimmed);
    }
    scenario.aliases = aliases;
    return scenario;
}

/// Refuses a name of `scenario` that another scenario of `others` also goes by.
Result<void> namesAreFree(const PocScenario& scenario, const QList<PocScenario>& others, const QString& language)
{
    for (const PocScenario& other : others) {
        if (other.id == scenario.id)
            continue;
        QStringList taken;
        for (const QString& name : namesOf(other)) {
            if (!matchKey(name).isEmpty())
                taken.append(matchKey(name));
        }
        for (const QString& name : namesOf(scenario)) {
            if (!name.isEmpty() && taken.contains(matchKey(name)))
                return Error{
                    Error::Kind::BadInput,
                    Text::tr("“%1” already names the PoC scenario “%2”; result files could not tell them apart.")
                        .arg(name, titleOf(other, language))};
        }
    }
    return {};
}

QString freeId(const QList<PocScenario>& scenarios, const QString& title)
{
    QString stem = title.toLower();
    stem.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    stem.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    if (stem.isEmpty())
        stem = QStringLiteral("scenario");
    stem.truncate(48);
    stem.remove(QRegularExpression(QStringLiteral("-+$")));
    const auto taken = [&](const QString& id) {
        return std::any_of(scenarios.cbegin(), scenarios.cend(), [&](const PocScenario& s) { return s.id == id; });
    };
    QString id = stem;
    for (int n = 2; taken(id); ++n)
        id = stem + u'-' + QString::number(n);
    return id;
}

} // namespace

Result<QString> addScenario(Workspace& workspace, const PocScenario& draft)
{
    auto scenarios = PocRepository(ModelAccess::storage(workspace)).scenarios();
    if (!scenarios)
        return scenarios.error();
    auto checked = cleaned(draft);
    if (!checked)
        return checked.error();
    PocScenario scenario = std::move(checked).value();
    const QString given = scenario.id.trimmed();
    if (given.isEmpty()) {
        scenario.id = freeId(*scenarios, scenario.title.en);
    } else {
        static const QRegularExpression valid(QStringLiteral("^[a-z0-9][a-z0-9-]{0,63}$"));
        if (!valid.match(given).hasMatch())
            return Error{Error::Kind::BadInput,
                         Text::tr("“%1” cannot be the id of a PoC scenario: use lower-case letters, digits and "
                                  "hyphens (at most 64)")
                             .arg(given)};
        for (const PocScenario& s : std::as_const(*scenarios)) {
            if (s.id == given)
                return Error{Error::Kind::BadInput, Text::tr("There is already a PoC scenario %1.").arg(given)};
        }
        scenario.id = given;
    }
    if (auto r = namesAreFree(scenario, *scenarios, workspace.language()); !r)
        return r.error();
    int position = 0;
    for (const PocScenario& s : std::as_const(*scenarios))
        position = std::max(position, s.position + 1);
    scenario.position = position;
    if (auto r = workspace.execute({PocRepository::scenarioInserted(scenario)},
                                   Text::tr("Add PoC scenario %1").arg(titleOf(scenario, workspace.language())));
        !r)
        return r.error();
    return scenario.id;
}

Result<void> setScenario(Workspace& workspace, const QString& id, const PocScenario& wanted,
                         const std::optional<PocScenario>& shown)
{
    const PocRepository repository(ModelAccess::storage(workspace));
    auto stored = repository.storedScenario(id);
    if (!stored)
        return stored.error();
    if (!*stored)
        return gone(id);
    auto scenarios = repository.scenarios();
    if (!scenarios)
        return scenarios.error();
    PocScenario target = wanted;
    target.id = id;
    auto scenario = cleaned(target);
    if (!scenario)
        return scenario.error();
    if (auto r = namesAreFree(*scenario, *scenarios, workspace.language()); !r)
        return r.error();
    Stored<PocScenario> expected = **stored;
    ChangeSet changes;
    if (shown && !(shown->id == id && *shown == expected.value)) {
        // Another writer changed the scenario since the editor showed it: the fields this edit
        // writes expect what the editor showed, so that the workspace refuses a write over a change
        // the user never saw (and only those fields).
        const ChangeSet shownToStored = PocRepository::scenarioUpdated(expected, *shown);
        const ChangeSet edit = PocRepository::scenarioUpdated(expected, *scenario);
        for (Change change : edit) {
            for (const Change& other : shownToStored) {
                for (auto it = other.after.cbegin(); it != other.after.cend(); ++it) {
                    if (change.before.contains(it.key()))
                        change.before.insert(it.key(), it.value());
                }
            }
            changes.append(change);
        }
    } else {
        changes = PocRepository::scenarioUpdated(expected, *scenario);
    }
    if (changes.isEmpty())
        return {};
    return workspace.execute(changes, Text::tr("Edit PoC scenario %1").arg(titleOf(*scenario, workspace.language())));
}

Result<void> removeScenario(Workspace& workspace, const QString& id)
{
    auto found = PocRepository(ModelAccess::storage(workspace)).scenario(id);
    if (!found)
        return found.error();
    if (!*found)
        return gone(id);
    const auto removal = PocRepository::scenarioRemoval(id);
    auto changes = workspace.removalWithDependents(removal.table, removal.key);
    if (!changes)
        return changes.error();
    return workspace.execute(*changes, Text::tr("Remove PoC scenario %1").arg(titleOf(**found, workspace.language())));
}

Result<qint64> runCount(const Storage& storage, const QString& id)
{
    return PocRepository(storage).runCount(id);
}

} // namespace gatebench::poc
