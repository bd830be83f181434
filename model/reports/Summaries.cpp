#include "reports/Summaries.h"

#include "core/Labels.h"
#include "storage/Schema.h"
#include "storage/Storage.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QLocale>
#include <QMap>
#include <QTimeZone>

namespace gatebench::summaries {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Summaries)
};

QString suffix(const QString& language)
{
    return language == QLatin1String("en") ? QStringLiteral("_en") : QStringLiteral("_zh");
}

QString settingOf(const Storage& storage, const char* key)
{
    auto rows = storage.select(QStringLiteral("workspace_settings"), {{QStringLiteral("key"), QLatin1String(key)}});
    return rows && !rows->isEmpty() ? rows->first().value(QStringLiteral("value")).toString() : QString();
}

QHash<QString, QString> candidateNames(const Storage& storage, const QString& language)
{
    QHash<QString, QString> names;
    if (auto rows = storage.select(QStringLiteral("candidates"))) {
        for (const auto& row : std::as_const(*rows))
            names.insert(row.value(QStringLiteral("id")).toString(),
                         row.value(QStringLiteral("name") + suffix(language)).toString());
    }
    return names;
}

QString number(qint64 n)
{
    return QLocale().toString(n);
}

} // namespace

Result<Summary> baseline(const Storage& storage, const QString& language)
{
    Summary s;
    s.title = Text::tr("Baseline");
    s.intro =
        Text::tr("The job records measured before the selection: the reference every candidate is judged against.");
    const QTimeZone zone(settingOf(storage, schema::key::TimeZone).toUtf8());
    qint64 first = std::numeric_limits<qint64>::max();
    qint64 last = std::numeric_limits<qint64>::min();
    qint64 jobs = 0;
    QMap<QString, qint64> perTeam;
    QMap<QString, qint64> perOutcome;
    auto r = storage.scan(
        QStringLiteral("baseline_jobs"),
        {QStringLiteral("team"), QStringLiteral("submit_utc"), QStringLiteral("end_utc"), QStringLiteral("outcome")},
        [&](const QVariantList& v) {
            ++jobs;
            perTeam[v.at(0).toString()] += 1;
            perOutcome[v.at(3).toString()] += 1;
            const qint64 submit = v.at(1).toLongLong();
            first = std::min(first, submit);
            last = std::max(last, v.at(2).isNull() ? submit : std::max(submit, v.at(2).toLongLong()));
            return true;
        });
    if (!r)
        return r.error();
    s.facts.append({Text::tr("Job records"), number(jobs)});
    if (jobs > 0) {
        const QString format = QStringLiteral("yyyy-MM-dd HH:mm");
        s.facts.append({Text::tr("Records span"), Text::tr("%1 to %2 (%3)")
                                                      .arg(QDateTime::fromSecsSinceEpoch(first, zone).toString(format),
                                                           QDateTime::fromSecsSinceEpoch(last, zone).toString(format),
                                                           QString::fromUtf8(zone.id()))});
    }
    auto imports = storage.select(QStringLiteral("imports"), {{QStringLiteral("kind"), QStringLiteral("jobs")}});
    if (imports && !imports->isEmpty()) {
        QStringList files;
        for (const auto& row : std::as_const(*imports))
            files.append(row.value(QStringLiteral("file_name")).toString());
        s.facts.append({Text::tr("Imported from"), files.join(QStringLiteral(", "))});
    }

    auto teams = storage.select(QStringLiteral("teams"));
    QHash<QString, QString> teamNames;
    if (teams) {
        for (const auto& row : std::as_const(*teams))
            teamNames.insert(row.value(QStringLiteral("id")).toString(),
                             row.value(QStringLiteral("name") + suffix(language)).toString());
    }
    Summary::Table byTeam{Text::tr("Jobs by team"), {Text::tr("Team"), Text::tr("Jobs")}, {}};
    for (auto it = perTeam.cbegin(); it != perTeam.cend(); ++it)
        byTeam.rows.append({teamNames.value(it.key(), it.key()), number(it.value())});
    if (!byTeam.rows.isEmpty())
        s.tables.append(byTeam);

    Summary::Table outcomes{Text::tr("Jobs by outcome"), {Text::tr("Outcome"), Text::tr("Jobs")}, {}};
    for (const char* key : {"completed", "failed", "cancelled", "running", "pending"}) {
        if (perOutcome.contains(QLatin1String(key)))
            outcomes.rows.append({labels::outcome(QLatin1String(key)), number(perOutcome.value(QLatin1String(key)))});
    }
    if (!outcomes.rows.isEmpty())
        s.tables.append(outcomes);

    auto inventory = storage.select(QStringLiteral("gpu_inventory"));
    if (!inventory)
        return inventory.error();
    Summary::Table pools{
        Text::tr("GPU inventory"),
        {Text::tr("Pool"), Text::tr("GPU type"), Text::tr("Nodes"), Text::tr("GPUs per node"), Text::tr("GPUs")},
        {}};
    double total = 0;
    for (const auto& row : std::as_const(*inventory)) {
        const double gpus =
            row.value(QStringLiteral("nodes")).toDouble() * row.value(QStringLiteral("gpus_per_node")).toDouble();
        total += gpus;
        pools.rows.append({row.value(QStringLiteral("name") + suffix(language)).toString(),
                           row.value(QStringLiteral("gpu_type")).toString(),
                           row.value(QStringLiteral("nodes")).toString(),
                           row.value(QStringLiteral("gpus_per_node")).toString(), QLocale().toString(gpus)});
    }
    if (!pools.rows.isEmpty()) {
        s.tables.append(pools);
        s.facts.append({Text::tr("GPU capacity"), QLocale().toString(total)});
    }

    auto losses = storage.select(QStringLiteral("baseline_losses"), {}, {QStringLiteral("position")});
    if (!losses)
        return losses.error();
    Summary::Table top{Text::tr("Top losses"),
                       {Text::tr("Loss"), Text::tr("Current value"), Text::tr("Source"), Text::tr("Owner")},
                       {}};
    for (const auto& row : std::as_const(*losses))
        top.rows.append({row.value(QStringLiteral("title")).toString(), row.value(QStringLiteral("current")).toString(),
                         row.value(QStringLiteral("source")).toString(),
                         row.value(QStringLiteral("owner")).toString()});
    if (!top.rows.isEmpty())
        s.tables.append(top);
    return s;
}

Result<Summary> requirements(const Storage& storage, const QString& language)
{
    Summary s;
    s.title = Text::tr("Requirements");
    s.intro =
        Text::tr("Gate criteria must all pass; bonus criteria are scored only for candidates that pass every gate; "
                 "deferred items never enter a verdict or a score.");
    auto rows = storage.select(QStringLiteral("criteria"), {}, {QStringLiteral("position"), QStringLiteral("id")});
    if (!rows)
        return rows.error();
    QMap<QString, int> perTier;
    Summary::Table table{
        Text::tr("Requirements matrix"),
        {Text::tr("Tier"), Text::tr("Category"), Text::tr("Criterion"), Text::tr("Owner"), Text::tr("Acceptance")},
        {}};
    for (const QString& tier : {QStringLiteral("gate"), QStringLiteral("bonus"), QStringLiteral("deferred")}) {
        for (const auto& row : std::as_const(*rows)) {
            if (row.value(QStringLiteral("tier")).toString() != tier)
                continue;
            perTier[tier] += 1;
            table.rows.append({labels::tier(tier), labels::category(row.value(QStringLiteral("category")).toString()),
                               row.value(QStringLiteral("title") + suffix(language)).toString(),
                               row.value(QStringLiteral("owner_role") + suffix(language)).toString(),
                               row.value(QStringLiteral("acceptance") + suffix(language)).toString()});
        }
    }
    s.facts.append({Text::tr("Gate criteria"), QString::number(perTier.value(QStringLiteral("gate")))});
    s.facts.append({Text::tr("Bonus criteria"), QString::number(perTier.value(QStringLiteral("bonus")))});
    s.facts.append({Text::tr("Deferred items"), QString::number(perTier.value(QStringLiteral("deferred")))});
    auto assessed = storage.count(QStringLiteral("assessments"));
    auto scores = storage.count(QStringLiteral("bonus_scores"));
    if (assessed && scores) {
        s.facts.append({Text::tr("Gate verdicts recorded"), number(*assessed)});
        s.facts.append({Text::tr("Bonus scores recorded"), number(*scores)});
    }
    s.tables.append(table);
    return s;
}

Result<Summary> poc(const Storage& storage, const QString& language)
{
    Summary s;
    s.title = Text::tr("Proof of concept");
    s.intro = Text::tr("The same workload and the same fault drills on every candidate in the PoC.");
    auto scenarios = storage.select(QStringLiteral("poc_scenarios"), {}, {QStringLiteral("position")});
    auto runs = storage.select(QStringLiteral("poc_runs"));
    if (!scenarios)
        return scenarios.error();
    if (!runs)
        return runs.error();
    const QHash<QString, QString> names = candidateNames(storage, language);
    QStringList inPoc;
    if (auto rows = storage.select(QStringLiteral("candidates"), {{QStringLiteral("in_poc"), 1}},
                                   {QStringLiteral("position")})) {
        for (const auto& row : std::as_const(*rows))
            inPoc.append(row.value(QStringLiteral("id")).toString());
    }
    QHash<QString, int> counts;
    for (const auto& run : std::as_const(*runs))
        counts[run.value(QStringLiteral("candidate_id")).toString() + u'|' +
               run.value(QStringLiteral("scenario_id")).toString()] += 1;
    QStringList pocNames;
    for (const QString& id : std::as_const(inPoc))
        pocNames.append(names.value(id, id));
    s.facts.append({Text::tr("Candidates in the PoC"),
                    pocNames.isEmpty() ? Text::tr("none marked yet") : pocNames.join(QStringLiteral(", "))});
    s.facts.append({Text::tr("PoC runs recorded"), number(runs->size())});
    Summary::Table table{
        Text::tr("Runs per scenario (recorded / required)"), {Text::tr("Scenario"), Text::tr("Kind")}, {}};
    for (const QString& id : std::as_const(inPoc))
        table.headers.append(names.value(id, id));
    for (const auto& scenario : std::as_const(*scenarios)) {
        const QString id = scenario.value(QStringLiteral("id")).toString();
        const int required = scenario.value(QStringLiteral("min_runs")).toInt();
        QStringList row{scenario.value(QStringLiteral("title") + suffix(language)).toString(),
                        scenario.value(QStringLiteral("kind")).toString() == QLatin1String("drill")
                            ? Text::tr("Fault drill")
                            : Text::tr("Standard")};
        for (const QString& candidate : std::as_const(inPoc))
            row.append(QStringLiteral("%1 / %2").arg(counts.value(candidate + u'|' + id)).arg(required));
        table.rows.append(row);
    }
    s.tables.append(table);
    return s;
}

Result<Summary> tco(const Storage& storage, const QString& language)
{
    Summary s;
    s.title = Text::tr("Three-year TCO");
    s.intro = Text::tr("Compute, storage, transfer, licence or managed-service fees, support, operations staff, "
                       "implementation, training and an exit reserve, per candidate and scenario.");
    auto lines = storage.select(QStringLiteral("tco_lines"));
    auto scenarios = storage.select(QStringLiteral("tco_scenarios"));
    if (!lines)
        return lines.error();
    if (!scenarios)
        return scenarios.error();
    const QHash<QString, QString> names = candidateNames(storage, language);
    QMap<QString, int> perCandidate;
    QMap<QString, QStringList> scenarioNames;
    for (const auto& line : std::as_const(*lines))
        perCandidate[line.value(QStringLiteral("candidate_id")).toString()] += 1;
    for (const auto& scenario : std::as_const(*scenarios))
        scenarioNames[scenario.value(QStringLiteral("candidate_id")).toString()].append(
            scenario.value(QStringLiteral("id")).toString());
    s.facts.append({Text::tr("Currency"), settingOf(storage, schema::key::Currency)});
    s.facts.append({Text::tr("Cost lines"), number(lines->size())});
    Summary::Table table{
        Text::tr("Cost lines per candidate"), {Text::tr("Candidate"), Text::tr("Lines"), Text::tr("Scenarios")}, {}};
    for (auto it = perCandidate.cbegin(); it != perCandidate.cend(); ++it)
        table.rows.append({names.value(it.key(), it.key()), QString::number(it.value()),
                           scenarioNames.value(it.key()).join(QStringLiteral(", "))});
    if (!table.rows.isEmpty())
        s.tables.append(table);
    return s;
}

Result<Summary> report(const Storage& storage, const QString& language)
{
    Summary s;
    s.title = Text::tr("Decision report");
    s.intro =
        Text::tr("The report the committee signs: recommended option, alternative, unresolved risks, key assumptions, "
                 "acceptance conditions and the exit path.");
    auto decisions = storage.select(QStringLiteral("decision_record"), {}, {QStringLiteral("id")});
    if (!decisions)
        return decisions.error();
    const QHash<QString, QString> names = candidateNames(storage, language);
    if (decisions->isEmpty()) {
        s.facts.append({Text::tr("Decision record"), Text::tr("not signed yet")});
    } else {
        const auto& last = decisions->last();
        s.facts.append(
            {Text::tr("Recommended option"), names.value(last.value(QStringLiteral("recommended")).toString())});
        s.facts.append(
            {Text::tr("Alternative option"), names.value(last.value(QStringLiteral("alternative")).toString())});
        s.facts.append({Text::tr("Signed by"), last.value(QStringLiteral("signed_by")).toString()});
    }
    const QString asOf = settingOf(storage, schema::key::AsOf);
    if (!asOf.isEmpty())
        s.facts.append({Text::tr("As of"), asOf});
    auto shortlisted = storage.count(QStringLiteral("candidates"), {{QStringLiteral("shortlisted"), 1}});
    auto gates = storage.count(QStringLiteral("criteria"), {{QStringLiteral("tier"), QStringLiteral("gate")}});
    auto verdicts = storage.select(QStringLiteral("assessments"));
    if (shortlisted && gates && verdicts) {
        qint64 decided = 0;
        for (const auto& row : std::as_const(*verdicts)) {
            const QString verdict = row.value(QStringLiteral("verdict")).toString();
            if (verdict != QLatin1String("unknown"))
                ++decided;
        }
        s.facts.append(
            {Text::tr("Gate cells with a verdict"), Text::tr("%1 of %2").arg(decided).arg(*shortlisted * *gates)});
    }
    return s;
}

} // namespace gatebench::summaries
