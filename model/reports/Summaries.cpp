#include "reports/Summaries.h"

#include "core/Labels.h"
#include "decision/DecisionKeys.h"
#include "poc/MetricRule.h"
#include "poc/PocAnalysis.h"
#include "repositories/AssessmentRepository.h"
#include "repositories/BaselineRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/DecisionRecordRepository.h"
#include "repositories/ImportRepository.h"
#include "repositories/SettingsRepository.h"
#include "repositories/TcoRepository.h"
#include "storage/Schema.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QLocale>
#include <QMap>
#include <QTimeZone>

#include <algorithm>

namespace gatebench::summaries {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Summaries)
};

/// The text in `language`, else in the other, marked as such.
QString textIn(const Bilingual& text, const QString& language)
{
    return shownIn(text.zh, text.en, language);
}

QString settingOf(const Storage& storage, const char* key)
{
    return SettingsRepository(storage).value(QLatin1String(key));
}

QHash<QString, QString> candidateNames(const Storage& storage, const QString& language)
{
    QHash<QString, QString> names;
    if (auto candidates = CandidateRepository(storage).all()) {
        for (const Candidate& c : std::as_const(*candidates))
            names.insert(c.id, textIn(c.name, language));
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
    const BaselineRepository baselineRepository(storage);
    qint64 first = std::numeric_limits<qint64>::max();
    qint64 last = std::numeric_limits<qint64>::min();
    qint64 jobs = 0;
    QMap<QString, qint64> perTeam;
    QMap<JobOutcome, qint64> perOutcome;
    auto r = baselineRepository.scanJobs([&](const JobRecord& job) {
        ++jobs;
        perTeam[job.team] += 1;
        perOutcome[job.outcome] += 1;
        first = std::min(first, job.submitUtc);
        last = std::max(last, job.endUtc ? std::max(job.submitUtc, *job.endUtc) : job.submitUtc);
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
    auto imports = ImportRepository(storage).ofKind(QStringLiteral("jobs"));
    if (imports && !imports->isEmpty()) {
        QStringList files;
        for (const ImportEntry& entry : std::as_const(*imports))
            files.append(entry.fileName);
        s.facts.append({Text::tr("Imported from"), files.join(QStringLiteral(", "))});
    }

    QHash<QString, QString> teamNames;
    if (auto teams = baselineRepository.teams()) {
        for (const Team& team : std::as_const(*teams))
            teamNames.insert(team.id, textIn(team.name, language));
    }
    Summary::Table byTeam{Text::tr("Jobs by team"), {Text::tr("Team"), Text::tr("Jobs")}, {}};
    for (auto it = perTeam.cbegin(); it != perTeam.cend(); ++it)
        byTeam.rows.append({teamNames.value(it.key(), it.key()), number(it.value())});
    if (!byTeam.rows.isEmpty())
        s.tables.append(byTeam);

    Summary::Table outcomes{Text::tr("Jobs by outcome"), {Text::tr("Outcome"), Text::tr("Jobs")}, {}};
    for (JobOutcome outcome :
         {JobOutcome::Completed, JobOutcome::Failed, JobOutcome::Cancelled, JobOutcome::Running, JobOutcome::Pending}) {
        if (perOutcome.contains(outcome))
            outcomes.rows.append(
                {labels::outcome(BaselineRepository::outcomeKey(outcome)), number(perOutcome.value(outcome))});
    }
    if (!outcomes.rows.isEmpty())
        s.tables.append(outcomes);

    auto inventory = baselineRepository.gpuPools();
    if (!inventory)
        return inventory.error();
    Summary::Table pools{
        Text::tr("GPU inventory"),
        {Text::tr("Pool"), Text::tr("GPU type"), Text::tr("Nodes"), Text::tr("GPUs per node"), Text::tr("GPUs")},
        {}};
    double total = 0;
    for (const GpuPool& pool : std::as_const(*inventory)) {
        const double gpus = pool.nodes * pool.gpusPerNode;
        total += gpus;
        pools.rows.append({textIn(pool.name, language), pool.gpuType, QString::number(pool.nodes),
                           QVariant(pool.gpusPerNode).toString(), QLocale().toString(gpus)});
    }
    if (!pools.rows.isEmpty()) {
        s.tables.append(pools);
        s.facts.append({Text::tr("GPU capacity"), QLocale().toString(total)});
    }

    auto losses = baselineRepository.losses();
    if (!losses)
        return losses.error();
    Summary::Table top{Text::tr("Top losses"),
                       {Text::tr("Loss"), Text::tr("Current value"), Text::tr("Source"), Text::tr("Owner")},
                       {}};
    // In the reader's language; a text kept in the other language only shows marked so.
    const auto kept = [&](const Bilingual& text) { return shownIn(text.zh, text.en, language); };
    for (const BaselineLoss& loss : std::as_const(*losses))
        top.rows.append({kept(loss.title), kept(loss.current), kept(loss.source), kept(loss.owner)});
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
    // In reading order: gate, bonus, deferred, each by position.
    auto criteria = CriterionRepository(storage).ordered();
    if (!criteria)
        return criteria.error();
    QMap<CriterionTier, int> perTier;
    Summary::Table table{
        Text::tr("Requirements matrix"),
        {Text::tr("Tier"), Text::tr("Category"), Text::tr("Criterion"), Text::tr("Owner"), Text::tr("Acceptance")},
        {}};
    for (const Criterion& c : std::as_const(*criteria)) {
        perTier[c.tier] += 1;
        table.rows.append({labels::tier(tierKey(c.tier)), labels::category(c.category), textIn(c.title, language),
                           textIn(c.ownerRole, language), textIn(c.acceptance, language)});
    }
    s.facts.append({Text::tr("Gate criteria"), QString::number(perTier.value(CriterionTier::Gate))});
    s.facts.append({Text::tr("Bonus criteria"), QString::number(perTier.value(CriterionTier::Bonus))});
    s.facts.append({Text::tr("Deferred items"), QString::number(perTier.value(CriterionTier::Deferred))});
    const AssessmentRepository assessments(storage);
    auto assessed = assessments.all();
    auto scores = assessments.allScores();
    if (assessed && scores) {
        s.facts.append({Text::tr("Gate verdicts recorded"), number(assessed->size())});
        s.facts.append({Text::tr("Bonus scores recorded"), number(scores->size())});
    }
    s.tables.append(table);
    return s;
}

Result<Summary> poc(const Storage& storage, const QString& language)
{
    return pocOn(storage, language, SettingsRepository(storage).evaluationDate());
}

Result<Summary> pocOn(const Storage& storage, const QString& language, QDate asOf)
{
    Summary s;
    s.title = Text::tr("Proof of concept");
    s.intro = Text::tr("The same workload and the same fault drills on every candidate in the PoC.");
    auto analysed = analysePoc(storage, asOf.isValid() ? asOf : SettingsRepository(storage).evaluationDate());
    if (!analysed)
        return analysed.error();
    const PocAnalysis& analysis = *analysed;
    const auto nameOf = [&](const QString& id) {
        const PocCandidate* c = analysis.candidate(id);
        const QString name = c ? textIn(c->name, language) : QString();
        return name.isEmpty() ? id : name;
    };
    const auto scenarioName = [&](const QString& id) {
        const PocScenario* scenario = analysis.scenario(id);
        const QString title = scenario ? textIn(scenario->title, language) : QString();
        return title.isEmpty() ? id : title;
    };

    QStringList marked;
    QStringList unmarked;
    for (const PocCandidate& c : analysis.candidates)
        (c.inPoc ? marked : unmarked).append(nameOf(c.id));
    s.facts.append({Text::tr("Candidates in the PoC"),
                    marked.isEmpty() ? Text::tr("none marked yet") : marked.join(listSeparator(language))});
    if (!unmarked.isEmpty())
        s.facts.append(
            {Text::tr("Runs recorded for candidates not marked for the PoC"), unmarked.join(listSeparator(language))});
    s.facts.append({Text::tr("PoC runs recorded"), number(analysis.runs.size())});
    if (!analysis.compared().isEmpty())
        s.facts.append({Text::tr("Same-workload gaps"),
                        analysis.gaps.isEmpty()
                            ? Text::tr("none: every candidate compared ran every scenario as often as required")
                            : number(analysis.gaps.size())});

    // Runs per candidate and scenario, with what each owes.
    Summary::Table counts{
        Text::tr("Runs per scenario (recorded / required)"), {Text::tr("Scenario"), Text::tr("Kind")}, {}};
    for (const PocCandidate& c : analysis.candidates)
        counts.headers.append(nameOf(c.id));
    QHash<QString, int> needed;
    for (const PocGap& gap : analysis.gaps)
        needed.insert(gap.candidateId + u'\n' + gap.scenarioId, gap.needed);
    for (const PocScenario& scenario : analysis.scenarios) {
        QStringList row{textIn(scenario.title, language),
                        scenario.kind == PocScenarioKind::Drill ? Text::tr("Fault drill") : Text::tr("Standard")};
        for (const PocCandidate& c : analysis.candidates) {
            const PocCellMetrics* cell = analysis.cell(c.id, scenario.id);
            const int ran = cell ? cell->runs : 0;
            const int owed = needed.value(c.id + u'\n' + scenario.id, scenario.minRuns);
            row.append(QStringLiteral("%1 / %2").arg(ran).arg(owed));
        }
        counts.rows.append(row);
    }
    s.tables.append(counts);

    if (!analysis.gaps.isEmpty()) {
        Summary::Table gaps{Text::tr("Same-workload gaps"),
                            {Text::tr("Candidate"), Text::tr("Scenario"), Text::tr("Runs"), Text::tr("Needed")},
                            {}};
        for (const PocGap& gap : analysis.gaps)
            gaps.rows.append({nameOf(gap.candidateId), scenarioName(gap.scenarioId), QString::number(gap.runs),
                              QString::number(gap.needed)});
        s.tables.append(gaps);
    }

    if (!analysis.cells.isEmpty()) {
        Summary::Table metrics{Text::tr("Measured per candidate and scenario"),
                               {Text::tr("Scenario"), Text::tr("Candidate"), Text::tr("Runs"), Text::tr("Success rate"),
                                Text::tr("Queue wait P50 / P90"), Text::tr("Submit to available P50 / P90"),
                                Text::tr("Engineer steps (median)"), Text::tr("Manual interventions"),
                                Text::tr("Recovery P50 / P90"), Text::tr("Diagnosed without the vendor")},
                               {}};
        const auto pair = [](PocMetric p50, PocMetric p90, const PocCellMetrics& cell) {
            const PocFigure low = cell.figure(p50);
            const PocFigure high = cell.figure(p90);
            if (!low.value && !high.value)
                return QStringLiteral("—");
            return QStringLiteral("%1 / %2").arg(pocFigureText(p50, low.value), pocFigureText(p90, high.value));
        };
        for (const PocScenario& scenario : analysis.scenarios) {
            for (const PocCandidate& c : analysis.candidates) {
                const PocCellMetrics* cell = analysis.cell(c.id, scenario.id);
                if (!cell)
                    continue;
                metrics.rows.append(
                    {textIn(scenario.title, language), nameOf(c.id), QString::number(cell->runs),
                     pocFigureText(PocMetric::SuccessRate, cell->successRate),
                     pair(PocMetric::QueueWaitP50, PocMetric::QueueWaitP90, *cell),
                     pair(PocMetric::TimeToAvailableP50, PocMetric::TimeToAvailableP90, *cell),
                     pocFigureText(PocMetric::EngineerStepsMedian, cell->engineerStepsMedian),
                     pocFigureText(PocMetric::ManualInterventions, cell->figure(PocMetric::ManualInterventions).value),
                     pair(PocMetric::RecoveryP50, PocMetric::RecoveryP90, *cell),
                     pocFigureText(PocMetric::DiagnosedWithoutVendor, cell->diagnosedWithoutVendor)});
            }
        }
        s.tables.append(metrics);
    }

    // Gates computed from the runs: the figure beside the verdict that counts, and any override.
    if (!analysis.metricGates.isEmpty()) {
        auto criteria = CriterionRepository(storage).ordered();
        if (!criteria)
            return criteria.error();
        const auto titleOf = [&](const QString& id) {
            for (const Criterion& c : std::as_const(*criteria)) {
                if (c.id == id)
                    return textIn(c.title, language);
            }
            return id;
        };
        Summary::Table gates{Text::tr("Gates computed from the runs"),
                             {Text::tr("Requirement"), Text::tr("Candidate"), Text::tr("Rule"), Text::tr("Figure"),
                              Text::tr("Runs"), Text::tr("Computed"), Text::tr("Override")},
                             {}};
        for (const PocMetricGate& gate : analysis.metricGates) {
            const MetricGateFacts& f = gate.facts;
            gates.rows.append({titleOf(gate.criterionId), nameOf(gate.candidateId), metricRuleSummary(f, language),
                               metricFigureText(f), QStringLiteral("%1 / %2").arg(f.runs).arg(f.needed),
                               metricVerdictLabel(f.computed),
                               f.override
                                   ? Text::tr("%1 (%2: %3)")
                                         .arg(labels::verdict(verdictKey(*f.override)), f.overrideBy, f.overrideReason)
                                   : QStringLiteral("—")});
        }
        s.tables.append(gates);
    }
    return s;
}

Result<Summary> tco(const Storage& storage, const QString& language)
{
    Summary s;
    s.title = Text::tr("Three-year TCO");
    s.intro = Text::tr("Compute, storage, transfer, licence or managed-service fees, support, operations staff, "
                       "implementation, training and an exit reserve, per candidate and scenario.");
    const TcoRepository tcoRepository(storage);
    auto lines = tcoRepository.lines();
    auto scenarios = tcoRepository.scenarios();
    if (!lines)
        return lines.error();
    if (!scenarios)
        return scenarios.error();
    const QHash<QString, QString> names = candidateNames(storage, language);
    QMap<QString, int> perCandidate;
    QMap<QString, QStringList> scenarioNames;
    for (const TcoLine& line : std::as_const(*lines))
        perCandidate[line.candidateId] += 1;
    for (const TcoScenario& scenario : std::as_const(*scenarios))
        scenarioNames[scenario.candidateId].append(labels::tcoScenario(scenario.templateScenario));
    s.facts.append({Text::tr("Currency"), settingOf(storage, schema::key::Currency)});
    s.facts.append({Text::tr("Cost lines"), number(lines->size())});
    Summary::Table table{
        Text::tr("Cost lines per candidate"), {Text::tr("Candidate"), Text::tr("Lines"), Text::tr("Scenarios")}, {}};
    for (auto it = perCandidate.cbegin(); it != perCandidate.cend(); ++it)
        table.rows.append({names.value(it.key(), it.key()), QString::number(it.value()),
                           scenarioNames.value(it.key()).join(listSeparator(language))});
    if (!table.rows.isEmpty())
        s.tables.append(table);
    return s;
}

Result<Summary> report(const Storage& storage, const QString& language, const QDate& asOf)
{
    Summary s;
    s.title = Text::tr("Decision report");
    s.intro =
        Text::tr("The report the committee signs: recommended option, alternative, unresolved risks, key assumptions, "
                 "acceptance conditions and the exit path.");
    auto decision = DecisionRecordRepository(storage).latest();
    if (!decision)
        return decision.error();
    const QHash<QString, QString> names = candidateNames(storage, language);
    if (!*decision) {
        s.facts.append({Text::tr("Decision record"), Text::tr("not signed yet")});
    } else {
        const DecisionRecord& last = **decision;
        s.facts.append({Text::tr("Recommended option"), names.value(last.recommended)});
        s.facts.append({Text::tr("Alternative option"), names.value(last.alternative)});
        s.facts.append({Text::tr("Signed by"), last.signedBy});
    }
    const QString date = asOf.isValid() ? asOf.toString(Qt::ISODate) : settingOf(storage, schema::key::AsOf);
    if (!date.isEmpty())
        s.facts.append({Text::tr("As of"), date});
    auto candidates = CandidateRepository(storage).all();
    auto criteria = CriterionRepository(storage).ordered();
    auto verdicts = AssessmentRepository(storage).all();
    if (candidates && criteria && verdicts) {
        const auto shortlisted =
            std::count_if(candidates->cbegin(), candidates->cend(), [](const Candidate& c) { return c.shortlisted; });
        const auto gates = std::count_if(criteria->cbegin(), criteria->cend(),
                                         [](const Criterion& c) { return c.tier == CriterionTier::Gate; });
        const auto decided = std::count_if(verdicts->cbegin(), verdicts->cend(),
                                           [](const Assessment& a) { return a.verdict != GateVerdict::Unknown; });
        s.facts.append({Text::tr("Gate cells with a verdict"),
                        Text::tr("%1 of %2").arg(qint64(decided)).arg(qint64(shortlisted) * qint64(gates))});
    }
    return s;
}

} // namespace gatebench::summaries
