#include "reports/Summaries.h"

#include "baseline/BaselineMetrics.h"
#include "baseline/BaselineTargets.h"
#include "core/Labels.h"
#include "decision/DecisionKeys.h"
#include "poc/MetricRule.h"
#include "poc/PocAnalysis.h"
#include "poc/PocMetrics.h"
#include "repositories/AssessmentRepository.h"
#include "repositories/BaselineRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/DecisionRecordRepository.h"
#include "repositories/ImportRepository.h"
#include "repositories/SettingsRepository.h"
#include "repositories/TcoRepository.h"
#include "storage/Schema.h"
#include "tco/TcoEngine.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QLocale>
#include <QMap>
#include <QTimeZone>

#include <algorithm>
#include <functional>

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
    auto inputs = baseline::BaselineInputs::load(storage);
    if (!inputs)
        return inputs.error();
    auto jobs = baseline::JobColumns::load(storage);
    if (!jobs)
        return jobs.error();
    return baseline(storage, language, *inputs, baseline::compute(*jobs, *inputs));
}

Result<Summary> baseline(const Storage& storage, const QString& language, const baseline::BaselineInputs& inputs,
                         const baseline::BaselineMetrics& m)
{
    Summary s;
    s.title = Text::tr("Baseline");
    s.intro =
        Text::tr("The job records measured before the selection: the reference every candidate is judged against.");
    const QTimeZone& zone = inputs.zone;
    const QString dash = QStringLiteral("—");
    const auto duration = [&](const std::optional<double>& seconds) {
        return seconds ? pocDurationText(*seconds) : dash;
    };
    const auto share = [&](const std::optional<double>& value) {
        return value ? Text::tr("%1%").arg(QLocale().toString(*value * 100.0, 'f', 1)) : dash;
    };
    const auto hours = [](double value) { return QLocale().toString(value, 'f', 1); };

    s.facts.append({Text::tr("Job records"), number(m.total.jobs)});
    if (m.window.endUtc > m.window.startUtc) {
        s.facts.append({Text::tr("Analysis window"),
                        Text::tr("%1 to %2 (%3 days, %4)%5")
                            .arg(m.window.firstDay.toString(Qt::ISODate), m.window.lastDay.toString(Qt::ISODate),
                                 QLocale().toString(m.window.days(), 'f', 0), QString::fromUtf8(zone.id()),
                                 m.window.set ? Text::tr(", set by the committee") : QString())});
    }
    auto imports = ImportRepository(storage).ofKind(QStringLiteral("jobs"));
    if (imports && !imports->isEmpty()) {
        QStringList files;
        for (const ImportEntry& entry : std::as_const(*imports))
            files.append(entry.fileName);
        s.facts.append({Text::tr("Imported from"), files.join(QStringLiteral(", "))});
    }
    if (m.total.jobs > 0) {
        s.facts.append({Text::tr("Started / never started"),
                        QStringLiteral("%1 / %2").arg(number(m.total.started), number(m.total.neverStarted))});
        s.facts.append({Text::tr("Queue wait P50 / P90 / mean"),
                        QStringLiteral("%1 / %2 / %3")
                            .arg(duration(m.total.queueWait.p50), duration(m.total.queueWait.p90),
                                 duration(m.total.queueWait.mean))});
        s.facts.append({Text::tr("Success rate"), share(m.total.successRate)});
        s.facts.append({Text::tr("Completed / cancelled / failed (of ended jobs)"),
                        QStringLiteral("%1 / %2 / %3")
                            .arg(share(m.total.outcomes.completedShare()), share(m.total.outcomes.cancelledShare()),
                                 share(m.total.outcomes.failedShare()))});
        s.facts.append({Text::tr("Run time P50 / P90"),
                        QStringLiteral("%1 / %2").arg(duration(m.total.runTime.p50), duration(m.total.runTime.p90))});
        s.facts.append({Text::tr("GPU-hours"), hours(m.total.gpuHours)});
    }
    const baseline::Utilization& u = m.total.utilization;
    if (m.window.endUtc > m.window.startUtc) {
        s.facts.append({Text::tr("GPU capacity"),
                        u.inferred
                            ? Text::tr("%1 GPUs (inferred: peak concurrent allocation)")
                                  .arg(QLocale().toString(u.capacityGpus, 'f', 1))
                            : Text::tr("%1 GPUs (GPU inventory)").arg(QLocale().toString(u.capacityGpus, 'f', 1))});
        s.facts.append({Text::tr("Allocated / active / effective share"),
                        QStringLiteral("%1 / %2 / %3").arg(share(u.allocated), share(u.active), share(u.effective))});
        s.facts.append({Text::tr("Idle GPU-hours"), hours(u.idleGpuHours)});
    }

    QHash<QString, QString> teamNames;
    for (const Team& team : std::as_const(inputs.teams))
        teamNames.insert(team.id, textIn(team.name, language));
    const QStringList groupHeaders{Text::tr("Jobs"),           Text::tr("Started"),      Text::tr("Queue wait P50"),
                                   Text::tr("Queue wait P90"), Text::tr("Success rate"), Text::tr("Allocated"),
                                   Text::tr("Active"),         Text::tr("Effective")};
    const auto groupTable = [&](const QString& caption, const QString& first,
                                const QList<baseline::GroupMetrics>& groups,
                                const std::function<QString(const QString&)>& name, bool quotas) {
        Summary::Table table{caption, QStringList{first} + groupHeaders, {}};
        if (quotas)
            table.headers.append(Text::tr("Quota satisfaction"));
        for (const baseline::GroupMetrics& g : groups) {
            QStringList row{name(g.key),
                            number(g.jobs),
                            number(g.started),
                            duration(g.queueWait.p50),
                            duration(g.queueWait.p90),
                            share(g.successRate),
                            share(g.utilization.allocated),
                            share(g.utilization.active),
                            share(g.utilization.effective)};
            if (quotas)
                row.append(g.quotaGpus ? Text::tr("%1 (quota %2 GPUs)")
                                             .arg(share(g.quotaSatisfaction), QLocale().toString(*g.quotaGpus))
                                       : dash);
            table.rows.append(row);
        }
        if (!table.rows.isEmpty())
            s.tables.append(table);
    };
    if (m.total.jobs > 0) {
        bool anyQuota = false;
        for (const baseline::GroupMetrics& g : m.byTeam)
            anyQuota = anyQuota || g.quotaGpus.has_value();
        groupTable(
            Text::tr("By team"), Text::tr("Team"), m.byTeam,
            [&](const QString& key) { return teamNames.value(key, key); }, anyQuota);
        groupTable(
            Text::tr("By task type"), Text::tr("Task type"), m.byTaskType,
            [](const QString& key) { return labels::taskType(key); }, false);
        groupTable(
            Text::tr("By GPU type"), Text::tr("GPU type"), m.byGpuType, [](const QString& key) { return key; }, false);
        groupTable(
            Text::tr("By time slot (of the submit time)"), Text::tr("Time slot"), m.byTimeSlot,
            [](const QString& key) {
                for (baseline::TimeSlot slot :
                     {baseline::TimeSlot::WeekdayDay, baseline::TimeSlot::WeekdayNight, baseline::TimeSlot::Weekend}) {
                    if (baseline::timeSlotKey(slot) == key)
                        return baseline::timeSlotName(slot);
                }
                return key;
            },
            false);

        Summary::Table outcomes{Text::tr("Jobs by outcome"), {Text::tr("Outcome"), Text::tr("Jobs")}, {}};
        outcomes.rows.append({labels::outcome(QStringLiteral("completed")), number(m.total.outcomes.completed)});
        outcomes.rows.append({labels::outcome(QStringLiteral("failed")), number(m.total.outcomes.failed)});
        outcomes.rows.append({labels::outcome(QStringLiteral("cancelled")), number(m.total.outcomes.cancelled)});
        outcomes.rows.append({Text::tr("Not ended"), number(m.total.outcomes.notEnded)});
        s.tables.append(outcomes);
        Summary::Table reasons{Text::tr("Failure reasons"), {Text::tr("Reason"), Text::tr("Jobs")}, {}};
        for (const auto& [reason, count] : m.total.outcomes.failureReasons)
            reasons.rows.append({labels::failureReason(reason), number(count)});
        if (!reasons.rows.isEmpty())
            s.tables.append(reasons);
    }

    Summary::Table pools{Text::tr("GPU inventory"),
                         {Text::tr("Pool"), Text::tr("GPU type"), Text::tr("Nodes"), Text::tr("GPUs per node"),
                          Text::tr("GPUs"), Text::tr("From"), Text::tr("To")},
                         {}};
    for (const GpuPool& pool : std::as_const(inputs.inventory)) {
        pools.rows.append({textIn(pool.name, language), pool.gpuType, QString::number(pool.nodes),
                           QVariant(pool.gpusPerNode).toString(), QLocale().toString(pool.gpus()),
                           pool.validFrom ? pool.validFrom->toString(Qt::ISODate) : dash,
                           pool.validTo ? pool.validTo->toString(Qt::ISODate) : dash});
    }
    if (!pools.rows.isEmpty())
        s.tables.append(pools);

    Summary::Table top{
        Text::tr("Top losses"), {Text::tr("Loss"), Text::tr("Hours lost"), Text::tr("Source"), Text::tr("Owner")}, {}};
    for (const baseline::Loss& loss : m.topLosses) {
        const QString value = baseline::lossValueText(loss);
        top.rows.append(
            {textIn(loss.title, language), value, textIn(loss.source, language), loss.owner.value_or(dash)});
    }
    if (!top.rows.isEmpty())
        s.tables.append(top);
    auto named = BaselineRepository(storage).losses();
    if (!named)
        return named.error();
    Summary::Table noted{Text::tr("Losses noted by the committee"),
                         {Text::tr("Loss"), Text::tr("Current value"), Text::tr("Source"), Text::tr("Owner")},
                         {}};
    // In the reader's language; a text kept in the other language only shows marked so.
    const auto kept = [&](const Bilingual& text) { return shownIn(text.zh, text.en, language); };
    for (const BaselineLoss& loss : std::as_const(*named))
        noted.rows.append({kept(loss.title), kept(loss.current), kept(loss.source), kept(loss.owner)});
    if (!noted.rows.isEmpty())
        s.tables.append(noted);

    Summary::Table targets{Text::tr("Improvement targets"),
                           {Text::tr("Metric"), Text::tr("Group"), Text::tr("Current value"), Text::tr("Target"),
                            Text::tr("Owner"), Text::tr("PoC")},
                           {}};
    for (const baseline::TargetRow& row : m.targets) {
        const auto metric = baseline::metricFromKey(row.target.metric);
        const auto text = [&](const std::optional<double>& v) {
            return metric ? baseline::metricValueText(*metric, v) : dash;
        };
        QStringList poc;
        for (const baseline::TargetRow::PocValue& p : row.poc) {
            // Which candidate is expected to reach the target, as the Baseline page marks it.
            poc.append(
                Text::tr("%1: %2").arg(textIn(p.name, language), text(p.value)) +
                (p.value ? (p.reaches ? Text::tr(" (reaches it)") : Text::tr(" (does not reach it)")) : QString()));
        }
        const QString group =
            row.target.grouping.isEmpty()
                ? Text::tr("Cluster")
                : baseline::groupingName(row.target.grouping) + colonSeparator(language) +
                      baseline::groupName(row.target.grouping, row.target.groupKey, inputs.teams, language);
        targets.rows.append({metric ? baseline::metricName(*metric) : row.target.metric, group, text(row.current),
                             text(row.target.targetValue), row.target.owner.isEmpty() ? dash : row.target.owner,
                             poc.join(listSeparator(language))});
    }
    if (!targets.rows.isEmpty())
        s.tables.append(targets);

    Summary::Table warnings{Text::tr("Coverage warnings"), {Text::tr("Warning")}, {}};
    for (const baseline::CoverageWarning& warning : m.warnings)
        warnings.rows.append({baseline::warningText(warning, zone)});
    if (!warnings.rows.isEmpty())
        s.tables.append(warnings);
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
    auto assessed = assessments.count();
    auto scores = assessments.scoreCount();
    if (assessed && scores) {
        s.facts.append({Text::tr("Gate verdicts recorded"), number(*assessed)});
        s.facts.append({Text::tr("Bonus scores recorded"), number(*scores)});
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
    auto analysed = analysePoc(storage, asOf.isValid() ? asOf : SettingsRepository(storage).evaluationDate());
    if (!analysed)
        return analysed.error();
    return pocOn(storage, language, *analysed);
}

Result<Summary> pocOn(const Storage& storage, const QString& language, const PocAnalysis& analysis)
{
    Summary s;
    s.title = Text::tr("Proof of concept");
    s.intro = Text::tr("The same workload and the same fault drills on every candidate in the PoC.");
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
        Text::tr("Runs per scenario (recorded / required)"), {Text::tr("Scenario"), Text::tr("Kind")}, {}, 2};
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

Result<Summary> tcoTotals(const Storage& storage, const tco::TcoInput& input, const tco::TcoResult& result,
                          const QString& language)
{
    Summary s;
    s.title = Text::tr("Three-year TCO");
    s.intro = Text::tr("Per candidate and scenario: each line's yearly amount rounded half-up to the currency's minor "
                       "unit, totals as sums of the rounded amounts.");
    const QLocale locale;
    const auto money = [&](const Decimal& value) { return value.toLocaleString(locale); };
    const QString currency = result.basis.currency;
    s.facts.append({Text::tr("Currency"), currency});
    const auto percent = input.basis.taxRate.times(Decimal::fromInteger(100));
    const QString rate = input.basis.taxRate.isZero() || !percent
                             ? QString()
                             : Text::tr(" (default rate %1 %)").arg(percent->toLocaleString(locale));
    s.facts.append({Text::tr("Totals stated"),
                    tco::noTaxApplies(input)
                        ? Text::tr("no tax applies (tax rate 0 %)")
                        : (result.basis.taxIncluded ? Text::tr("with tax") : Text::tr("without tax")) + rate});
    const QHash<QString, QString> names = candidateNames(storage, language);
    if (!result.cheapestEligible.isEmpty())
        s.facts.append(
            {Text::tr("Cheapest Eligible candidate"), names.value(result.cheapestEligible, result.cheapestEligible)});
    const QString dash = QStringLiteral("—");

    Summary::Table totals{Text::tr("Totals per candidate and scenario (%1)").arg(currency),
                          {Text::tr("Candidate"), Text::tr("Scenario"), Text::tr("Year 1"), Text::tr("Year 2"),
                           Text::tr("Year 3"), Text::tr("Three years")},
                          {}};
    QMap<QString, QString> scenarioNames;
    for (const TcoScenario& scenario : input.scenarios)
        scenarioNames.insert(scenario.id, labels::tcoScenario(scenario.templateScenario));
    const auto scenarioName = [&](const QString& id) { return id.isEmpty() ? dash : scenarioNames.value(id, id); };
    QStringList categories;
    for (const tco::CandidateTco& entry : result.entries) {
        const tco::ScenarioTotals& t = entry.totals;
        totals.rows.append({names.value(t.candidateId, t.candidateId), scenarioName(t.scenarioId), money(t.years[0]),
                            money(t.years[1]), money(t.years[2]), money(t.total)});
        for (auto it = t.byCategory.cbegin(); it != t.byCategory.cend(); ++it) {
            if (!categories.contains(it.key()))
                categories.append(it.key());
        }
    }
    if (!totals.rows.isEmpty())
        s.tables.append(totals);

    Summary::Table byCategory{
        Text::tr("Three years by category (%1)").arg(currency), {Text::tr("Candidate"), Text::tr("Scenario")}, {}};
    for (const QString& category : std::as_const(categories))
        byCategory.headers.append(labels::tcoCategory(category));
    for (const tco::CandidateTco& entry : result.entries) {
        QStringList row{names.value(entry.totals.candidateId, entry.totals.candidateId),
                        scenarioName(entry.totals.scenarioId)};
        for (const QString& category : std::as_const(categories))
            row.append(entry.totals.byCategory.contains(category) ? money(entry.totals.byCategory.value(category))
                                                                  : dash);
        byCategory.rows.append(row);
    }
    if (!byCategory.rows.isEmpty())
        s.tables.append(byCategory);

    QHash<QString, tco::Driver> drivers;
    for (const tco::Driver& driver : tco::drivers(input))
        drivers.insert(driver.id, driver);
    constexpr int kShownBars = 5;
    for (const tco::CandidateTco& entry : result.entries) {
        Summary::Table tornado{
            Text::tr("%1, %2: largest swings (-30 % / +30 %) and flip points")
                .arg(names.value(entry.totals.candidateId, entry.totals.candidateId),
                     scenarioName(entry.totals.scenarioId)),
            {Text::tr("Driver"), Text::tr("Total at -30 %"), Text::tr("Total at +30 %"), Text::tr("Flip point")},
            {}};
        for (qsizetype i = 0; i < entry.tornado.size() && i < kShownBars; ++i) {
            const tco::TornadoBar& bar = entry.tornado.at(i);
            const tco::FlipPoint& flip = entry.flips.at(i);
            const QString flipText = flip.changePct
                                         ? Text::tr("%1 %: %2")
                                               .arg((flip.changePct->isNegative() ? QString() : QStringLiteral("+")) +
                                                        flip.changePct->toLocaleString(locale),
                                                    names.value(flip.newCheapest, flip.newCheapest))
                                         : Text::tr("no flip within ±50 %");
            tornado.rows.append({tco::driverLabel(drivers.value(bar.driverId), input, language), money(bar.low()),
                                 money(bar.high()), flipText});
        }
        if (!tornado.rows.isEmpty())
            s.tables.append(tornado);
    }

    Summary::Table units{Text::tr("Unit costs (%1)").arg(currency),
                         {Text::tr("Candidate"), Text::tr("Scenario"), Text::tr("Cost"), Text::tr("Year 1"),
                          Text::tr("Year 2"), Text::tr("Year 3")},
                         {}};
    for (const tco::CandidateTco& entry : result.entries) {
        const auto row = [&](const QString& what, const std::array<std::optional<Decimal>, tco::kYears>& values) {
            if (std::none_of(values.cbegin(), values.cend(), [](const auto& v) { return v.has_value(); }))
                return;
            QStringList cells{names.value(entry.totals.candidateId, entry.totals.candidateId),
                              scenarioName(entry.totals.scenarioId), what};
            for (const auto& v : values)
                cells.append(v ? money(*v) : dash);
            units.rows.append(cells);
        };
        row(Text::tr("per successful experiment"), entry.unitCosts.perExperiment);
        row(Text::tr("per successful model version"), entry.unitCosts.perModelVersion);
        row(Text::tr("per 1,000 inference requests"), entry.unitCosts.per1000Requests);
    }
    if (!units.rows.isEmpty())
        s.tables.append(units);
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
