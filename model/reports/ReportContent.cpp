#include "reports/ReportContent.h"

#include "baseline/BaselineMetrics.h"
#include "baseline/BaselineTargets.h"
#include "committee/Signoff.h"
#include "core/Labels.h"
#include "core/Times.h"
#include "decision/DecisionDocument.h"
#include "decision/DecisionLoader.h"
#include "plan/Plan.h"
#include "plan/PlanFacts.h"
#include "poc/PocAnalysis.h"
#include "poc/PocMetrics.h"
#include "reports/ExitReadiness.h"
#include "reports/Fingerprint.h"
#include "reports/MeetingMinutes.h"
#include "reports/Summaries.h"
#include "repositories/AuditLabels.h"
#include "repositories/AuditRepository.h"
#include "repositories/BaselineRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/DecisionRecordRepository.h"
#include "repositories/MemberRepository.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"
#include "tco/TcoEngine.h"
#include "tco/TcoFigures.h"
#include "whatif/WhatIf.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QMap>
#include <QTimeZone>

#include <algorithm>
#include <climits>

namespace gatebench::report {

namespace {

/// The translation context of this file's words (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Report)
};

/// A summary's facts as a table without a header, and its tables with their captions.
void addSummary(Section& section, const Summary& summary)
{
    if (!summary.facts.isEmpty()) {
        Table facts;
        for (const auto& [label, value] : summary.facts)
            facts.rows.append({label, value});
        section.table(QString(), facts);
    }
    for (const Summary::Table& t : summary.tables)
        section.table(t.caption, Table{t.headers, t.rows, t.keyColumns});
}

/// A chart of the report draws at most this many rows of bonus scores and this many bars of TCO (the
/// tables beside them list every candidate): more would shrink its text below reading on an A4 page.
constexpr int kChartRows = 15;
constexpr int kChartBars = 8;
/// Seeded replays per policy in the report's what-if (as the command line's default).
constexpr int kReportSeeds = 5;
/// A bonus bar has a colour for each of at most this many segments (the palette's size).
constexpr int kChartSegments = 7;

/// The bonus chart of a large evaluation: the first kChartRows of the ranking, without the stopped
/// candidates (the gate results name them), its segments summed per category of bonus criteria when
/// there are more criteria than colours. The bars' totals stay the candidates' scores.
BonusBars bonusChartOf(BonusBars bars, const DecisionInput& input)
{
    if (bars.bars.size() + bars.stopped.size() <= kChartRows && bars.criterionIds.size() <= kChartSegments)
        return bars;
    if (bars.bars.size() + bars.stopped.size() > kChartRows) {
        bars.stopped.clear();
        bars.bars = bars.bars.mid(0, kChartRows);
    }
    if (bars.criterionIds.size() > kChartSegments) {
        QStringList categories;
        QHash<QString, QString> categoryOf;
        for (const QString& id : std::as_const(bars.criterionIds)) {
            const DecisionCriterion* c = input.criterion(id);
            const QString category = c ? c->category : QString();
            categoryOf.insert(id, category);
            if (!categories.contains(category))
                categories.append(category);
        }
        bars.criterionIds = categories;
        bars.criterionTitles.clear();
        for (const QString& category : std::as_const(categories))
            bars.criterionTitles.append(labels::category(category));
        for (BonusBar& bar : bars.bars) {
            QList<BonusSegment> sums;
            for (const QString& category : std::as_const(categories))
                sums.append({category, 0.0});
            for (const BonusSegment& segment : std::as_const(bar.segments)) {
                if (const qsizetype k = categories.indexOf(categoryOf.value(segment.criterionId)); k >= 0)
                    sums[k].points += segment.points;
            }
            bar.segments = sums;
        }
    }
    return bars;
}

/// The summary's tables list at most this many rows, so that the summary stays one page.
constexpr int kSummaryRows = 12;
/// The summary names a candidate with at most this many code points (a name may be 200 long: twelve
/// of them in two tables took more than a page); the sections after the summary give every name whole.
constexpr qsizetype kSummaryNameLength = 60;

/// `name` cut to kSummaryNameLength code points, an ellipsis marking a cut.
QString summaryName(const QString& name)
{
    if (name.size() <= kSummaryNameLength)
        return name;
    qsizetype cut = kSummaryNameLength - 1;
    if (name.at(cut - 1).isHighSurrogate())
        --cut;
    return name.left(cut) + QStringLiteral("…");
}

/// Removes the rows of `chart` where every series is at its maximum (100 % of a success rate); the
/// number of rows removed.
int withoutFullRows(PocBarChart& chart)
{
    int removed = 0;
    for (qsizetype r = chart.rows.size() - 1; r >= 0; --r) {
        const bool full = std::all_of(chart.series.cbegin(), chart.series.cend(), [&](const PocBarSeries& series) {
            const std::optional<double> value = series.values.value(r);
            return value && *value >= chart.maximum;
        });
        if (!full)
            continue;
        chart.rows.removeAt(r);
        for (PocBarSeries& series : chart.series)
            series.values.removeAt(r);
        ++removed;
    }
    return removed;
}

QString languageName(const QString& language)
{
    return language == QLatin1String("zh_CN") ? QStringLiteral("中文（简体）") : QStringLiteral("English");
}

} // namespace

void Section::subheading(const QString& text)
{
    Block block;
    block.kind = Block::Kind::Subheading;
    block.text = text;
    blocks.append(block);
}

void Section::paragraph(const QString& text)
{
    Block block;
    block.kind = Block::Kind::Paragraph;
    block.text = text;
    blocks.append(block);
}

void Section::table(const QString& caption, const Table& table)
{
    Block block;
    block.kind = Block::Kind::Table;
    block.text = caption;
    block.table = table;
    blocks.append(block);
}

void Section::chart(Chart chart)
{
    Block block;
    block.kind = Block::Kind::Chart;
    block.text = chart.caption;
    block.chart = std::make_shared<const Chart>(std::move(chart));
    blocks.append(block);
}

namespace {

/// The report's sections, one function each, over what they share: the decision and the data read once
/// (a large evaluation takes seconds to load and decide), in the order the sections need them.
class Builder {
public:
    Builder(const Storage& from, const Options& asked)
        : storage(from)
        , options(asked)
        , language(asked.language)
    {}

    Result<Report> build()
    {
        for (const auto step :
             {&Builder::begin, &Builder::loadTco, &Builder::cover, &Builder::decisionSummary, &Builder::gateResults,
              &Builder::bonusRanking, &Builder::poc, &Builder::baseline, &Builder::whatif, &Builder::tco,
              &Builder::risks, &Builder::planStatus, &Builder::appendix, &Builder::minutes, &Builder::signatures}) {
            if (auto done = (this->*step)(); !done)
                return done.error();
        }
        return std::move(report);
    }

private:
    /// The report's own facts, the decision and the decision record.
    Result<void> begin()
    {
        const SettingsRepository settings(storage);
        report.documentTitle = Text::tr("Decision report");
        report.evaluationTitle = settings.bilingual(QLatin1String(schema::key::Title)).in(language);
        report.language = language;
        report.date = options.date.isValid() ? options.date : settings.evaluationDate();
        report.label = options.label;
        report.hidePrices = options.hidePrices;
        report.simulated = settings.value(QLatin1String(schema::key::Simulated)) == QLatin1String("1");
        if (report.simulated)
            report.simulatedMark = Text::tr("Simulated data: describes no real company, cluster or vendor result");
        auto fingerprint = fingerprint::compute(storage);
        if (!fingerprint)
            return fingerprint.error();
        report.fingerprint = *fingerprint;
        auto head = AuditRepository(storage).storedHead();
        if (!head)
            return head.error();
        report.chainHead = head->text();
        zone = QTimeZone(settings.value(QLatin1String(schema::key::TimeZone)).toUtf8());

        auto loadedInput = loadDecisionInput(storage);
        if (!loadedInput)
            return loadedInput.error();
        input = std::move(loadedInput).value();
        decision = decide(*input, report.date);
        document.emplace(decision, *input, language);
        auto latest = DecisionRecordRepository(storage).latest();
        if (!latest)
            return latest.error();
        record = *latest;
        return {};
    }

    /// The TCO figures, for the summary and the TCO's section. A TCO that cannot be computed (a value
    /// beyond its bounds, written by an older GateBench or by hand) leaves the rest of the report as it
    /// is: its section names the lines instead.
    Result<void> loadTco()
    {
        auto loaded = tco::TcoFigures::load(storage, language, report.date, decision);
        if (!loaded && loaded.error().kind != Error::Kind::BadInput)
            return loaded.error();
        if (loaded) {
            figures = std::move(loaded).value();
        } else {
            tcoError = loaded.error().message;
            report.warnings.append(tcoError);
        }
        return {};
    }

    /// The cover: titles, organisation, committee, date, language, label and fingerprint.
    Result<void> cover()
    {
        const SettingsRepository settings(storage);
        Section cover;
        cover.title = report.documentTitle;
        cover.paragraph(report.evaluationTitle.isEmpty() ? Text::tr("Untitled evaluation") : report.evaluationTitle);
        Table facts;
        const QString organisation = settings.bilingual(QLatin1String(schema::key::Organisation)).in(language);
        facts.rows.append({Text::tr("Organisation"), organisation.isEmpty() ? Text::tr("not stated") : organisation});
        QStringList committee;
        if (auto members = MemberRepository(storage).members()) {
            for (const Member& m : std::as_const(*members))
                committee.append(m.name);
        }
        facts.rows.append({Text::tr("Committee"), committee.isEmpty() ? Text::tr("no reviewer recorded")
                                                                      : committee.join(listSeparator(language))});
        facts.rows.append({Text::tr("Report date"), report.date.toString(Qt::ISODate)});
        facts.rows.append({Text::tr("Language"), languageName(language)});
        facts.rows.append(
            {Text::tr("Confidentiality"), report.label.isEmpty() ? Text::tr("none stated") : report.label});
        facts.rows.append({Text::tr("Fingerprint (SHA-256)"), report.fingerprint});
        facts.rows.append({Text::tr("Audit chain head"), report.chainHead});
        if (record.has_value() && !record->signedBy.isEmpty())
            facts.rows.append({Text::tr("Signed by"),
                               record->signedAt.isEmpty()
                                   ? record->signedBy
                                   : Text::tr("%1, %2").arg(record->signedBy, timeInZone(record->signedAt, zone))});
        cover.table(QString(), facts);
        cover.paragraph(Text::tr("The fingerprint is computed over the data the decision rests on (candidates, "
                                 "criteria, verdicts, scores, consensus scores, recusals, evidence hashes, waivers, "
                                 "metric rules, PoC runs, TCO lines, the decision record and the members' "
                                 "signatures): the same data gives the same fingerprint."));
        cover.paragraph(Text::tr("The audit chain head is the number of audit entries and the chain's hash after the "
                                 "last: gatebench verify --expect with it shows whether the log still holds every "
                                 "entry written up to this report."));
        if (report.simulated)
            cover.paragraph(report.simulatedMark + Text::tr("."));
        if (report.hidePrices)
            cover.paragraph(Text::tr("Prices and TCO figures are hidden in this version of the report."));
        report.sections.append(cover);
        return {};
    }

    /// The recommendation, why, the decision record where it differs, and the weight sensitivity.
    Result<void> decisionSummary()
    {
        Section s;
        s.title = Text::tr("Decision summary");
        for (QString line : document->recommendationLines(false)) {
            for (const QString& id : {decision.recommended, decision.alternative}) {
                const QString name = id.isEmpty() ? QString() : document->candidateName(id);
                if (name.size() > kSummaryNameLength)
                    line.replace(name, summaryName(name));
            }
            s.paragraph(line);
        }
        if (!decision.recommended.isEmpty()) {
            s.paragraph(Text::tr("Why: %1 passes every gate and has the highest bonus score of the Eligible "
                                 "candidates; bonus scores rank only candidates that pass every gate.")
                            .arg(shortName(decision.recommended)));
        }
        if (record.has_value()) {
            const DecisionRecord& r = *record;
            if (!r.recommended.isEmpty() && r.recommended != decision.recommended)
                s.paragraph(Text::tr("The committee's decision record recommends %1 (recorded %2).")
                                .arg(shortName(r.recommended), r.asOf));
            if (!r.alternative.isEmpty() && r.alternative != decision.alternative)
                s.paragraph(Text::tr("The committee's decision record names %1 as the alternative (recorded %2).")
                                .arg(shortName(r.alternative), r.asOf));
        }
        statuses(s);
        tcoTotals(s);
        if (std::any_of(decision.candidates.cbegin(), decision.candidates.cend(), [&](const CandidateDecision& c) {
                return document->candidateName(c.candidateId).size() > kSummaryNameLength;
            }))
            s.paragraph(Text::tr("Names longer than %1 characters are cut on this page; the sections after it give "
                                 "them whole.")
                            .arg(kSummaryNameLength));
        report.sections.append(s);
        return {};
    }

    /// A candidate's name as the summary gives it: cut to kSummaryNameLength code points.
    QString shortName(const QString& id) const { return summaryName(document->candidateName(id)); }

    /// The summary's table of statuses: every candidate of a small evaluation, else the first
    /// kSummaryRows in the order of the decision (Eligible by rank, then Blocked, Eliminated, set aside),
    /// with the count of each status, so that the summary stays one page.
    void statuses(Section& s) const
    {
        QList<const CandidateDecision*> order;
        for (const CandidateStatus status :
             {CandidateStatus::Eligible, CandidateStatus::Blocked, CandidateStatus::Eliminated}) {
            QList<const CandidateDecision*> group;
            for (const CandidateDecision& c : decision.candidates) {
                if (c.status == status)
                    group.append(&c);
            }
            std::stable_sort(group.begin(), group.end(), [](const CandidateDecision* a, const CandidateDecision* b) {
                return a->rank.value_or(INT_MAX) < b->rank.value_or(INT_MAX);
            });
            order += group;
        }
        for (const CandidateDecision& c : decision.candidates) {
            if (!c.status)
                order.append(&c);
        }
        const QLocale locale;
        const auto count = [&](std::optional<CandidateStatus> status) {
            return locale.toString(std::count_if(decision.candidates.cbegin(), decision.candidates.cend(),
                                                 [&](const CandidateDecision& c) { return c.status == status; }));
        };
        s.paragraph(Text::tr("Candidates: %1 Eligible, %2 Blocked, %3 Eliminated, %4 set aside.")
                        .arg(count(CandidateStatus::Eligible), count(CandidateStatus::Blocked),
                             count(CandidateStatus::Eliminated), count(std::nullopt)));
        Table table{{Text::tr("Candidate"), Text::tr("Status"), Text::tr("Bonus score")}, {}};
        for (const CandidateDecision* c : order.mid(0, kSummaryRows)) {
            table.rows.append(
                {shortName(c->candidateId),
                 c->status ? document->shortStatus(c->candidateId) : summaryName(document->statusText(c->candidateId)),
                 c->status == CandidateStatus::Eligible ? document->scoreText(c->candidateId) : QStringLiteral("—")});
        }
        s.table(order.size() > kSummaryRows ? Text::tr("Status as of %1: the first %2 of %3 candidates (the gate "
                                                       "results list them all)")
                                                  .arg(report.date.toString(Qt::ISODate), locale.toString(kSummaryRows),
                                                       locale.toString(order.size()))
                                            : Text::tr("Status as of %1").arg(report.date.toString(Qt::ISODate)),
                table);
    }

    /// The summary's three-year totals of the Eligible candidates, by rank, each scenario.
    void tcoTotals(Section& s) const
    {
        if (options.hidePrices) {
            s.paragraph(Text::tr("Prices and TCO figures are hidden in this version of the report."));
            return;
        }
        if (!figures) {
            s.paragraph(Text::tr("The TCO cannot be computed (see the TCO's section)."));
            return;
        }
        if (decision.ranking.isEmpty())
            return;
        QMap<QString, QString> scenarioNames;
        for (const TcoScenario& scenario : figures->input.scenarios)
            scenarioNames.insert(scenario.id, labels::tcoScenario(scenario.templateScenario));
        const QLocale locale;
        Table table{{Text::tr("Candidate"), Text::tr("Scenario"),
                     Text::tr("Three years (%1)").arg(figures->result.basis.currency)},
                    {}};
        QStringList without;
        for (const QString& id : decision.ranking) {
            bool any = false;
            for (const tco::CandidateTco& entry : figures->result.entries) {
                if (entry.totals.candidateId != id || table.rows.size() >= kSummaryRows)
                    continue;
                any = true;
                table.rows.append({shortName(id),
                                   entry.totals.scenarioId.isEmpty()
                                       ? QStringLiteral("—")
                                       : scenarioNames.value(entry.totals.scenarioId, entry.totals.scenarioId),
                                   entry.totals.total.toLocaleString(locale)});
            }
            if (!any)
                without.append(shortName(id));
        }
        if (!table.rows.isEmpty())
            s.table(Text::tr("Three-year TCO of the Eligible candidates (%1)")
                        .arg(tco::noTaxApplies(figures->input)   ? Text::tr("no tax applies")
                             : figures->result.basis.taxIncluded ? Text::tr("with tax")
                                                                 : Text::tr("without tax")),
                    table);
        if (!figures->result.cheapestEligible.isEmpty())
            s.paragraph(Text::tr("Cheapest Eligible candidate: %1.").arg(shortName(figures->result.cheapestEligible)));
        if (without.size() > kSummaryRows) {
            const qsizetype more = without.size() - kSummaryRows;
            without = without.mid(0, kSummaryRows);
            without.append(Text::tr("%1 more").arg(locale.toString(more)));
        }
        if (!without.isEmpty())
            s.paragraph(Text::tr("No TCO is recorded for %1.").arg(without.join(listSeparator(language))));
    }

    /// The gate matrix and every Eliminated or Blocked candidate's findings. A large matrix is split across
    /// pages with its gates and candidates numbered; long lists of gates are then worded by number, and a
    /// table gives each candidate's counts before the pages.
    Result<void> gateResults()
    {
        Section s;
        s.title = Text::tr("Gate results");
        Chart matrix;
        matrix.kind = ChartKind::GateMatrix;
        matrix.caption = Text::tr("Gate matrix as of %1").arg(report.date.toString(Qt::ISODate));
        matrix.gateMatrix = gateMatrix(decision, *input, language);
        matrix.paged = matrix.gateMatrix.criterionIds.size() > kMatrixChartMaxGates ||
                       matrix.gateMatrix.rows.size() > kMatrixChartMaxCandidates;
        if (matrix.paged) {
            for (qsizetype g = 0; g < matrix.gateMatrix.criterionIds.size(); ++g)
                gateNumbers.insert(matrix.gateMatrix.criterionIds.at(g), int(g) + 1);
        }
        const auto findingsOf = [&](const QString& id) {
            return matrix.paged ? document->findingLines(id, gateNumbers) : document->findingLines(id);
        };
        const auto statusOf = [&](const QString& id) {
            return matrix.paged ? document->statusText(id, gateNumbers) : document->statusText(id);
        };
        QHash<QString, int> candidateNumbers;
        if (matrix.gateMatrix.criterionIds.isEmpty()) {
            s.paragraph(Text::tr("No gate criteria are recorded."));
        } else if (matrix.paged) {
            s.paragraph(Text::tr("The gate matrix of %1 gates and %2 candidates is split across pages: candidates "
                                 "in rows and gates in columns, each numbered in the committee's order. The pages go "
                                 "down the candidates first, then across the gates; each page names the gates and "
                                 "candidates it holds and keys its gates' numbers to their titles. The findings below "
                                 "name long lists of gates by these numbers.")
                            .arg(QLocale().toString(matrix.gateMatrix.criterionIds.size()),
                                 QLocale().toString(matrix.gateMatrix.rows.size())));
            Table counts{{Text::tr("#"), Text::tr("Candidate"), Text::tr("Status"), Text::tr("Failed gates"),
                          Text::tr("Unknown gates"), Text::tr("Waived gates")},
                         {},
                         2};
            for (qsizetype r = 0; r < matrix.gateMatrix.rows.size(); ++r) {
                const GateMatrixRow& row = matrix.gateMatrix.rows.at(r);
                candidateNumbers.insert(row.candidateId, int(r) + 1);
                const CandidateDecision* c = decision.candidate(row.candidateId);
                const auto count = [](const QList<GateFinding>& list) { return QLocale().toString(list.size()); };
                counts.rows.append(
                    {QString::number(r + 1), row.name,
                     c && c->status ? document->shortStatus(row.candidateId) : document->statusText(row.candidateId),
                     c ? count(c->failedGates) : QString(), c ? count(c->unknownGates) : QString(),
                     c ? count(c->waivedGates) : QString()});
            }
            s.table(Text::tr("Gate results per candidate"), counts);
            s.chart(std::move(matrix));
        } else {
            s.chart(std::move(matrix));
        }
        bool any = false;
        for (const CandidateDecision& c : decision.candidates) {
            if (!c.status || *c.status == CandidateStatus::Eligible)
                continue;
            any = true;
            const QString number = candidateNumbers.contains(c.candidateId)
                                       ? QStringLiteral("%1 ").arg(candidateNumbers.value(c.candidateId))
                                       : QString();
            s.subheading(number + document->candidateName(c.candidateId) + colonSeparator(language) +
                         statusOf(c.candidateId));
            for (const QString& line : findingsOf(c.candidateId))
                s.paragraph(line);
        }
        if (!any)
            s.paragraph(Text::tr("No candidate is Eliminated or Blocked."));
        report.sections.append(s);
        return {};
    }

    /// The bonus ranking of the Eligible candidates.
    Result<void> bonusRanking()
    {
        Section s;
        s.title = Text::tr("Bonus ranking (Eligible candidates only)");
        if (decision.sealed) {
            s.paragraph(DecisionDocument::sealedSentence());
        } else if (decision.ranking.isEmpty()) {
            s.paragraph(Text::tr("No candidate is Eligible: there is no bonus ranking."));
        } else {
            Chart bars;
            bars.kind = ChartKind::BonusBars;
            bars.caption = Text::tr("Bonus scores of the Eligible candidates");
            const BonusBars all = bonusBars(decision, *input, language);
            bars.bonusBars = bonusChartOf(all, *input);
            const bool cut = bars.bonusBars.bars.size() < all.bars.size();
            const bool grouped = bars.bonusBars.criterionIds.size() < all.criterionIds.size();
            if (cut && grouped)
                bars.caption =
                    Text::tr("Bonus scores of the first %1 of %2 Eligible candidates, by category of bonus "
                             "criteria (the table lists them all)")
                        .arg(QLocale().toString(bars.bonusBars.bars.size()), QLocale().toString(all.bars.size()));
            else if (cut)
                bars.caption =
                    Text::tr("Bonus scores of the first %1 of %2 Eligible candidates (the table lists "
                             "them all)")
                        .arg(QLocale().toString(bars.bonusBars.bars.size()), QLocale().toString(all.bars.size()));
            else if (grouped)
                bars.caption = Text::tr("Bonus scores of the Eligible candidates, by category of bonus criteria");
            s.chart(std::move(bars));
            Table ranking{{Text::tr("Rank"), Text::tr("Candidate"), Text::tr("Bonus score"), Text::tr("Status")}, {}};
            for (const QString& id : decision.ranking) {
                const CandidateDecision* c = decision.candidate(id);
                ranking.rows.append({c && c->rank ? QString::number(*c->rank) : QString(), document->candidateName(id),
                                     document->scoreText(id), document->statusText(id)});
            }
            s.table(QString(), ranking);
        }
        const QStringList sensitivity = document->sensitivityLines(true);
        if (!sensitivity.isEmpty()) {
            s.subheading(sensitivity.first());
            for (qsizetype i = 1; i < sensitivity.size(); ++i)
                s.paragraph(sensitivity.at(i));
        } else {
            s.paragraph(Text::tr("No weight sensitivity: fewer than two candidates are Eligible."));
        }
        report.sections.append(s);
        return {};
    }

    /// The PoC. Its analysis is read once for the PoC, the TCO, the exit readiness and the plan, from the
    /// decision: a large evaluation takes seconds to load and decide.
    Result<void> poc()
    {
        auto analysed = analysePoc(storage, report.date, *input, decision);
        if (!analysed)
            return analysed.error();
        analysis = std::move(analysed).value();
        Section s;
        s.title = Text::tr("PoC summary");
        auto poc = summaries::pocOn(storage, language, *analysis);
        if (!poc)
            return poc.error();
        if (analysis->runs.isEmpty())
            s.paragraph(Text::tr("No PoC run is recorded yet."));
        addSummary(s, *poc);
        // Only the scenarios where a candidate fell short of 100 % or has no result: a page of full bars
        // tells a committee nothing that one sentence does not.
        PocBarChart success = pocSuccessChart(*analysis, language);
        const int full = withoutFullRows(success);
        if (full > 0)
            s.paragraph(
                success.isEmpty()
                    ? Text::tr("Every run of the %n scenario(s) with runs succeeded, on every candidate.", "", full)
                    : Text::tr("Every run of the other %n scenario(s) with runs succeeded, on every "
                               "candidate; the chart shows the scenarios below 100 %.",
                               "", full));
        if (!success.isEmpty()) {
            Chart chart;
            chart.kind = ChartKind::PocBars;
            chart.caption = Text::tr("Success rate per scenario");
            chart.pocBars = success;
            s.chart(std::move(chart));
        }
        report.sections.append(s);
        return {};
    }

    /// The baseline from the job records.
    Result<void> baseline()
    {
        Section s;
        s.title = Text::tr("Baseline");
        auto inputs = baseline::BaselineInputs::load(storage);
        if (!inputs)
            return inputs.error();
        auto jobs = baseline::JobColumns::load(storage);
        if (!jobs)
            return jobs.error();
        const baseline::BaselineMetrics metrics = baseline::compute(*jobs, *inputs);
        auto summary = summaries::baseline(storage, language, *inputs, metrics);
        if (!summary)
            return summary.error();
        if (metrics.total.jobs == 0)
            s.paragraph(Text::tr("No job records are imported: the baseline is missing."));
        addSummary(s, *summary);
        if (metrics.total.jobs > 0) {
            GroupNames teamNames;
            for (const Team& team : std::as_const(inputs->teams)) {
                const QString name = team.name.in(language);
                if (!name.isEmpty())
                    teamNames.insert(team.id, name);
            }
            Chart cdf;
            cdf.kind = ChartKind::WaitCdf;
            cdf.caption = Text::tr("Queue-wait distribution per team");
            cdf.waitCdf = baselineWaitCdf(*jobs, metrics, teamNames);
            if (!cdf.waitCdf.isEmpty())
                s.chart(std::move(cdf));
            const auto bars = [&](const QString& caption, const PocBarChart& data) {
                if (data.isEmpty())
                    return;
                Chart chart;
                chart.kind = ChartKind::PocBars;
                chart.caption = caption;
                chart.pocBars = data;
                s.chart(std::move(chart));
            };
            bars(Text::tr("Queue wait P50 and P90 by time slot"), baselineWaitBySlot(metrics));
            bars(Text::tr("Allocated, active and effective utilization by team"),
                 baselineUtilizationByTeam(metrics, teamNames));
        }
        auto noted = BaselineRepository(storage).losses();
        if (!noted)
            return noted.error();
        planBaseline = plan::baselineFacts(metrics, *inputs, *noted);
        report.sections.append(s);
        return {};
    }

    /// The scheduling what-if: the baseline's job log replayed under today's policy (the calibration)
    /// and each shortlisted candidate's, as advice beside the evidence. Seeded, so the same evaluation
    /// gives the same section.
    Result<void> whatif()
    {
        Section s;
        s.title = Text::tr("Scheduling what-if (prediction)");
        s.paragraph(Text::tr("Every figure of this section is a prediction: advice beside the evidence, it never "
                             "settles a gate."));
        auto loaded = whatif::load(storage);
        if (!loaded)
            return loaded.error();
        if (loaded->jobs.size() == 0) {
            s.paragraph(Text::tr("No job records are imported: there is nothing to replay."));
            report.sections.append(s);
            return {};
        }
        const whatif::PreparedTrace prepared = whatif::prepare(loaded->jobs, loaded->inputs, loaded->metrics);
        auto compared = whatif::compare(prepared, loaded->metrics, loaded->inputs, loaded->asIs, loaded->candidates,
                                        kReportSeeds, 0, nullptr, {}, language);
        if (!compared)
            return compared.error();
        const whatif::Comparison& c = *compared;
        const QList<Team>& teams = loaded->inputs.teams;
        const QString teamGrouping = baseline::groupingKey(baseline::Grouping::Team);
        const auto teamName = [&](const QString& id) { return baseline::groupName(teamGrouping, id, teams, language); };
        const auto duration = [](const std::optional<double>& v) {
            return v ? pocDurationText(*v) : QStringLiteral("—");
        };
        const auto spread = [&](const whatif::Spread& v) {
            if (!v.median)
                return QStringLiteral("—");
            if (*v.min == *v.max)
                return duration(v.median);
            return Text::tr("%1 (%2 to %3)").arg(duration(v.median), duration(v.min), duration(v.max));
        };

        s.subheading(Text::tr("Assumptions"));
        for (const QString& assumption : c.assumptions)
            s.paragraph(assumption);

        s.subheading(Text::tr("Calibration"));
        s.paragraph(c.calibrated
                        ? Text::tr("Calibrated: replaying today's policy reproduces the measured P50 and P90 queue "
                                   "waits within max(20 %, 5 min), overall and for every team with at least %1 "
                                   "started jobs.")
                              .arg(whatif::kMinCalibrationJobs)
                        : Text::tr("Uncalibrated: replaying today's policy does not reproduce the measured waits "
                                   "within max(20 %, 5 min); every prediction below is uncalibrated."));
        s.paragraph(Text::tr("Today's policy: %1").arg(whatif::policySummary(c.asIs.policy, teamName)));
        Table calibration;
        calibration.header = {Text::tr("Group"),           Text::tr("Jobs started"), Text::tr("Measured P50"),
                              Text::tr("Replayed P50"),    Text::tr("Measured P90"), Text::tr("Replayed P90"),
                              Text::tr("Within tolerance")};
        QList<whatif::CalibrationRow> rows{c.overall};
        rows += c.teams;
        for (const whatif::CalibrationRow& row : std::as_const(rows)) {
            calibration.rows.append(
                {row.key.isEmpty() ? Text::tr("All jobs") : teamName(row.key), QLocale().toString(row.started),
                 duration(row.figures.measuredP50), spread(row.figures.p50), duration(row.figures.measuredP90),
                 spread(row.figures.p90),
                 !row.checked ? Text::tr("not checked (under %1 jobs)").arg(whatif::kMinCalibrationJobs)
                 : row.ok     ? Text::tr("yes")
                              : Text::tr("no")});
        }
        s.table(Text::tr("Measured against replayed queue waits (median and range over %n seeds)", nullptr, c.seeds),
                calibration);

        for (const whatif::Prediction& p : c.candidates) {
            const QString name = p.name.in(language).isEmpty() ? p.candidateId : p.name.in(language);
            s.subheading(c.calibrated ? Text::tr("%1: prediction").arg(name)
                                      : Text::tr("%1: uncalibrated prediction").arg(name));
            QString policy = Text::tr("Policy: %1.").arg(whatif::policySummary(p.policy, teamName));
            if (p.assumed)
                policy += u' ' + Text::tr("Assumed, not the committee's: %1.").arg(p.models);
            s.paragraph(policy);
            Table waits;
            waits.header = {Text::tr("Team"), Text::tr("Measured P90"), Text::tr("Predicted P90")};
            waits.rows.append({Text::tr("All jobs"), duration(p.total.measuredP90), spread(p.total.p90)});
            for (const whatif::WaitFigures& w : p.byTeam)
                waits.rows.append({teamName(w.key), duration(w.measuredP90), spread(w.p90)});
            s.table(c.calibrated
                        ? Text::tr("%1: P90 queue wait per team, measured and predicted").arg(name)
                        : Text::tr("%1: P90 queue wait per team, measured and predicted (uncalibrated)").arg(name),
                    waits);
            QStringList met;
            for (const whatif::TargetPrediction& t : p.targets) {
                if (t.met)
                    met.append(baseline::criterionTitle(t.target, teams, language));
            }
            s.paragraph(
                p.targets.isEmpty() ? Text::tr("Improvement targets: none that the replay predicts.")
                : met.isEmpty()
                    ? Text::tr("Improvement targets predicted to be met: none of %n.", nullptr, int(p.targets.size()))
                    : Text::tr("Improvement targets predicted to be met: %1.").arg(met.join(listSeparator(language))));
        }
        QStringList ranked;
        for (const whatif::Prediction& p : c.candidates) {
            QStringList others;
            for (const QString& id : p.betterThan) {
                for (const whatif::Prediction& o : c.candidates) {
                    if (o.candidateId == id)
                        others.append(o.name.in(language).isEmpty() ? id : o.name.in(language));
                }
            }
            if (!others.isEmpty())
                ranked.append(Text::tr("%1 before %2")
                                  .arg(p.name.in(language).isEmpty() ? p.candidateId : p.name.in(language),
                                       others.join(listSeparator(language))));
        }
        s.paragraph(ranked.isEmpty()
                        ? Text::tr("Ranking: the candidates' predicted P90 ranges overlap; the replay ranks none.")
                        : Text::tr("Ranking by predicted P90 wait of all jobs, only where the ranges over the seeds "
                                   "do not overlap: %1. Pairs not named overlap and are not ranked.")
                              .arg(ranked.join(Text::tr("; "))));
        report.sections.append(s);
        return {};
    }

    /// The three-year TCO. A TCO that cannot be computed (a value beyond its bounds, written by an older
    /// GateBench or by hand) leaves the rest of the report as it is: its section names the lines instead.
    Result<void> tco()
    {
        Section s;
        s.title = Text::tr("Three-year TCO");
        if (options.hidePrices) {
            s.paragraph(Text::tr("Prices and TCO figures are hidden in this version of the report."));
        } else if (!figures) {
            s.paragraph(Text::tr("The TCO cannot be computed:"));
            for (const QString& line : tcoError.split(u'\n'))
                s.paragraph(line);
        } else {
            if (figures->input.lines.isEmpty()) {
                s.paragraph(Text::tr("No cost lines are recorded: the TCO is missing."));
            } else {
                auto totals = summaries::tcoTotals(storage, figures->input, figures->result, language);
                if (!totals)
                    return totals.error();
                s.paragraph(totals->intro);
                Chart categories;
                categories.kind = ChartKind::TcoCategories;
                categories.caption = Text::tr("Three-year total by category (Eligible candidates first)");
                categories.tcoCategories = tco::categoryBars(*figures);
                if (const qsizetype count = categories.tcoCategories.candidates.size(); count > kChartBars) {
                    categories.tcoCategories.candidates = categories.tcoCategories.candidates.mid(0, kChartBars);
                    categories.caption = Text::tr("Three-year total by category: the first %1 of %2 candidates "
                                                  "(Eligible candidates first, each group cheapest first; the tables "
                                                  "list them all)")
                                             .arg(QLocale().toString(kChartBars), QLocale().toString(count));
                }
                if (!categories.tcoCategories.candidates.isEmpty())
                    s.chart(std::move(categories));
                addSummary(s, *totals);
                // The tornado of each Eligible candidate: which price assumption moves its total most.
                for (const tco::TcoCandidate& candidate : std::as_const(figures->candidates)) {
                    if (candidate.status != CandidateStatus::Eligible)
                        continue;
                    Chart tornado;
                    tornado.kind = ChartKind::TcoTornado;
                    tornado.tcoTornado = tco::tornado(*figures, candidate.id);
                    tornado.caption = Text::tr("%1: three-year total at -30 % to +30 % of each driver")
                                          .arg(tornado.tcoTornado.candidateName);
                    if (!tornado.tcoTornado.rows.isEmpty())
                        s.chart(std::move(tornado));
                }
            }
        }
        report.sections.append(s);
        return {};
    }

    /// Risks, assumptions, acceptance conditions and the exit path. The TCO's input at hand; without a TCO
    /// (one that cannot be computed) read as exitreadiness reads it.
    Result<void> risks()
    {
        auto read = figures ? exitreadiness::all(storage, figures->input) : exitreadiness::all(storage, report.date);
        if (!read)
            return read.error();
        exits = std::move(read).value();
        Section s;
        s.title = Text::tr("Risks, assumptions, acceptance conditions and exit path");
        const auto recordText = [&](const QString& heading, const QString& text) {
            s.subheading(heading);
            if (!record.has_value())
                s.paragraph(Text::tr("No decision record yet: the committee has not stated this."));
            else if (text.trimmed().isEmpty())
                s.paragraph(Text::tr("Not stated in the decision record."));
            else
                for (const QString& line : text.split(u'\n', Qt::SkipEmptyParts))
                    s.paragraph(line);
        };
        recordText(Text::tr("Unresolved risks"), record.has_value() ? record->risks : QString());
        recordText(Text::tr("Key assumptions"), record.has_value() ? record->assumptions : QString());
        recordText(Text::tr("Acceptance conditions"), record.has_value() ? record->acceptance : QString());
        // Conditions the decision itself sets: every waiver that an Eligible candidate stands on, and
        // the open gates of the Blocked ones.
        s.subheading(Text::tr("Waivers and open gates on %1").arg(report.date.toString(Qt::ISODate)));
        bool any = false;
        for (const CandidateDecision& c : decision.candidates) {
            if (!c.status)
                continue;
            // Only the waivers an Eligible candidate stands on: a waiver of a candidate that is out or
            // blocked conditions no choice (the gate results list it).
            for (const QString& line :
                 *c.status == CandidateStatus::Eligible ? document->waivedLines(c.candidateId) : QStringList()) {
                s.paragraph(document->candidateName(c.candidateId) + colonSeparator(language) + line);
                any = true;
            }
            if (*c.status == CandidateStatus::Blocked) {
                s.paragraph(document->candidateName(c.candidateId) + colonSeparator(language) +
                            (gateNumbers.isEmpty() ? document->statusText(c.candidateId)
                                                   : document->statusText(c.candidateId, gateNumbers)));
                any = true;
            }
        }
        if (!any)
            s.paragraph(Text::tr("No waiver and no open gate."));
        recordText(Text::tr("Exit path"), record.has_value() ? record->exitPath : QString());
        if (exits.isEmpty()) {
            s.paragraph(Text::tr("No candidate has an exit checklist or exit-cost lines yet."));
        } else {
            Table readiness{{Text::tr("Candidate"), Text::tr("Status"), Text::tr("Exit checklist")}, {}};
            if (!options.hidePrices)
                readiness.header.append(
                    Text::tr("Exit cost over three years (%1)")
                        .arg(figures ? figures->result.basis.currency : tco::TcoInput().basis.currency));
            const QLocale locale;
            for (const CandidateExit& exit : std::as_const(exits)) {
                QStringList row{exit.name.in(language),
                                gateNumbers.isEmpty() ? document->statusText(exit.candidateId)
                                                      : document->statusText(exit.candidateId, gateNumbers),
                                exitreadiness::checklistSummary(exit)};
                if (!options.hidePrices) {
                    QStringList costs;
                    for (const ExitCost& cost : exit.costs) {
                        const QString amount = cost.threeYears.toLocaleString(locale);
                        costs.append(cost.templateScenario.isEmpty() ? amount
                                                                     : labels::tcoScenario(cost.templateScenario) +
                                                                           colonSeparator(language) + amount);
                    }
                    row.append(exit.costsUnknown ? Text::tr("cannot be computed (see the TCO)")
                               : costs.isEmpty() ? Text::tr("no TCO lines")
                                                 : costs.join(listSeparator(language)));
                }
                readiness.rows.append(row);
            }
            s.table(Text::tr("Exit readiness per candidate"), readiness);
        }
        report.sections.append(s);
        return {};
    }

    /// Where each week of the four-week plan stands, with each check's owner, due date and whether it
    /// is overdue on the report's date (plan/Plan.h).
    Result<void> planStatus()
    {
        Section s;
        s.title = Text::tr("Four-week plan status");
        auto candidates = CandidateRepository(storage).all();
        if (!candidates)
            return candidates.error();
        plan::Sources sources;
        sources.baseline = planBaseline;
        sources.input = &*input;
        sources.decision = &decision;
        sources.analysis = &*analysis;
        sources.figures = figures ? &*figures : nullptr;
        sources.exits = &exits;
        sources.record = &record;
        sources.candidates = &*candidates;
        auto settings =
            plan::loadSettings(storage, zone.isValid() ? QString::fromUtf8(zone.id()) : QString(), report.date);
        if (!settings)
            return settings.error();
        const plan::Plan fourWeeks = plan::compose(plan::factsOf(sources), *settings, report.date);
        s.paragraph(Text::tr("Where each week of the source guide's four-week plan stands, as the evaluation's data "
                             "shows it on %1.")
                        .arg(report.date.toString(Qt::ISODate)));
        s.paragraph(
            (fourWeeks.startSet
                 ? Text::tr("The plan started on %1 (set by the chair).")
                 : Text::tr("The plan started on %1 (not set: the day of the evaluation's first audit entry)."))
                .arg(fourWeeks.start.toString(Qt::ISODate)) +
            u' ' +
            Text::tr("Overdue checks on %1: %2.").arg(report.date.toString(Qt::ISODate)).arg(fourWeeks.overdueCount()));
        for (const planstatus::Week& week : fourWeeks.weeks) {
            s.subheading(Text::tr("Week %1: %2").arg(week.number).arg(week.title) + colonSeparator(language) +
                         planstatus::stateText(week.state()));
            Table checks{{Text::tr("Check"), Text::tr("Status"), Text::tr("Owner"), Text::tr("Due")}, {}};
            for (const planstatus::Check& check : week.checks) {
                const plan::PlanCheck* c = fourWeeks.check(check.id);
                const QString status = check.done        ? Text::tr("Done")
                                       : c && c->overdue ? Text::tr("Overdue")
                                                         : Text::tr("Open");
                checks.rows.append({check.text, status,
                                    c && !c->ownerName.isEmpty() ? c->ownerName : Text::tr("No owner"),
                                    c ? c->due.toString(Qt::ISODate) : QString()});
            }
            s.table(QString(), checks);
        }
        report.sections.append(s);
        return {};
    }

    /// Appendix: the requirements matrix and the audit summary.
    Result<void> appendix()
    {
        Section s;
        s.title = Text::tr("Appendix: requirements matrix and audit summary");
        auto requirements = summaries::requirements(storage, language);
        if (!requirements)
            return requirements.error();
        addSummary(s, *requirements);
        s.subheading(Text::tr("Audit summary"));
        QMap<QString, qint64> perAction;
        qint64 entries = 0;
        QString first;
        QString last;
        auto scanned = AuditRepository(storage).scan([&](const AuditEntry& e) {
            ++entries;
            perAction[e.action] += 1;
            if (first.isEmpty())
                first = e.at;
            last = e.at;
            return true;
        });
        if (!scanned)
            return scanned.error();
        if (entries == 0) {
            s.paragraph(Text::tr("The audit log is empty."));
        } else {
            Table facts;
            facts.rows.append({Text::tr("Audit entries"), QString::number(entries)});
            facts.rows.append({Text::tr("First entry"), timeInZone(first, zone)});
            facts.rows.append({Text::tr("Last entry"), timeInZone(last, zone)});
            s.table(QString(), facts);
            Table actions{{Text::tr("Action"), Text::tr("Entries")}, {}};
            for (auto it = perAction.cbegin(); it != perAction.cend(); ++it)
                actions.rows.append({auditlabels::action(it.key()), QString::number(it.value())});
            s.table(Text::tr("Entries per action"), actions);
        }
        report.sections.append(s);
        return {};
    }

    /// Appendix: the minutes of every meeting (issue 30), oldest first: who was present and absent, the
    /// agenda, the decisions with what each decided, the actions with owner, due date and status, an open
    /// one past its due date on the report's date marked overdue.
    Result<void> minutes()
    {
        auto all = readMinutes(storage, report.date, language);
        if (!all)
            return all.error();
        Section s;
        s.title = Text::tr("Appendix: minutes of the committee's meetings");
        if (all->isEmpty()) {
            s.paragraph(Text::tr("No meeting has been recorded."));
            report.sections.append(s);
            return {};
        }
        const auto names = [this](const QList<MinutesPerson>& people) {
            QStringList list;
            for (const MinutesPerson& p : people)
                list.append(p.name);
            return list.isEmpty() ? Text::tr("none") : list.join(listSeparator(language));
        };
        const QList<MinutesAction> overdue = overdueActions(*all);
        if (!overdue.isEmpty())
            s.paragraph(Text::tr("%n open action(s) past their due date on %1.", nullptr, int(overdue.size()))
                            .arg(report.date.toString(Qt::ISODate)));
        for (const MeetingMinutes& m : std::as_const(*all)) {
            QString heading = Text::tr("Meeting of %1").arg(m.meeting.heldOn.toString(Qt::ISODate));
            if (!m.meeting.title.isEmpty())
                heading += QStringLiteral(": ") + m.meeting.title;
            s.subheading(heading);
            Table facts;
            facts.rows.append(
                {Text::tr("State"), meetingStateLabel(m.meeting.state) +
                                        (m.meeting.simulated ? u' ' + Text::tr("(simulated data)") : QString())});
            facts.rows.append({Text::tr("Present"), names(m.attendees)});
            facts.rows.append({Text::tr("Absent"), names(m.absentees)});
            s.table(QString(), facts);
            if (!m.agenda.isEmpty()) {
                Table agenda{{Text::tr("No."), Text::tr("Agenda item")}, {}};
                for (int i = 0; i < m.agenda.size(); ++i)
                    agenda.rows.append({QString::number(i + 1), m.agenda.at(i).title});
                s.table(Text::tr("Agenda"), agenda);
            }
            if (!m.decisions.isEmpty()) {
                Table decisions{{Text::tr("Decision"), Text::tr("What it decided")}, {}};
                for (const MinutesDecision& d : m.decisions)
                    decisions.rows.append({d.decision.text, d.linkText.isEmpty() ? Text::tr("—") : d.linkText});
                s.table(Text::tr("Decisions"), decisions);
            }
            if (!m.actions.isEmpty()) {
                Table actions{{Text::tr("Action item"), Text::tr("Owner"), Text::tr("Due"), Text::tr("Status")}, {}};
                for (const MinutesAction& a : m.actions)
                    actions.rows.append(
                        {a.action.text, a.ownerName,
                         a.action.due.isValid() ? a.action.due.toString(Qt::ISODate) : Text::tr("—"),
                         actionStatusLabel(a.action.status) + (a.overdue ? Text::tr(", overdue") : QString())});
                s.table(Text::tr("Actions"), actions);
            }
        }
        report.sections.append(s);
        return {};
    }

    /// The signature page: every member who signs, with their function, choice, date and a line to
    /// sign by hand (empty for those who have not signed in GateBench), then every reservation and
    /// dissent in full; the freeze, if any.
    Result<void> signatures()
    {
        auto state = signoff::state(storage);
        if (!state)
            return state.error();
        Section s;
        s.title = Text::tr("Signatures of the review committee");
        s.paragraph(Text::tr("Each member of the review committee signs this decision: agree, agree with "
                             "reservations, or dissent; reservations and dissents are printed in full below. A "
                             "signature given in GateBench records the fingerprint of the data it signed (the "
                             "report's data without the signatures): %1.")
                        .arg(fingerprint::shortForm(state->fingerprint)));
        if (state->freeze) {
            const DecisionFreeze& f = *state->freeze;
            s.paragraph(Text::tr("Frozen by %1 on %2: fingerprint %3, audit chain head %4.")
                            .arg(f.frozenBy, timeInZone(f.frozenAt, zone), f.fingerprint, f.chainHead) +
                        (f.reason.isEmpty() ? QString() : u' ' + Text::tr("Reason: %1").arg(f.reason)));
        } else {
            s.paragraph(Text::tr("Not frozen: %1 of %2 members have signed the decision as it is. The chair "
                                 "freezes it once every member has signed (or with a reason).")
                            .arg(state->currentSignatures())
                            .arg(state->signers.size()));
        }
        const QString handLine = QStringLiteral("________________");
        const auto dateOf = [this](const QString& stored) {
            const QDateTime at = QDateTime::fromString(stored, Qt::ISODate);
            return at.isValid() ? at.toTimeZone(zone).date().toString(Qt::ISODate) : stored;
        };
        if (state->signers.isEmpty()) {
            s.paragraph(Text::tr("The evaluation names no committee member."));
        } else {
            Table table{
                {Text::tr("Name"), Text::tr("Function"), Text::tr("Choice"), Text::tr("Date"), Text::tr("Signature")},
                {}};
            for (const signoff::MemberSignoff& m : std::as_const(state->signers)) {
                const QString function = functionLabel(m.member.function) +
                                         (m.member.permission == Permission::Chair ? Text::tr(" (chair)") : QString());
                if (!m.signature) {
                    table.rows.append({m.member.name, function, QString(), QString(), handLine});
                    continue;
                }
                QString choice = signoff::choiceText(m.signature->choice);
                if (!m.current)
                    choice += u' ' + Text::tr("(signed earlier data, %1: to be signed again)")
                                         .arg(fingerprint::shortForm(m.signature->fingerprint));
                table.rows.append(
                    {m.member.name, function, choice, dateOf(m.signature->signedAt), Text::tr("signed in GateBench")});
            }
            s.table(QString(), table);
        }
        if (!state->others.isEmpty()) {
            QStringList names;
            for (const Member& m : std::as_const(state->others))
                names.append(m.name);
            s.paragraph(Text::tr("Observers (they do not sign): %1").arg(names.join(listSeparator(language))));
        }
        s.subheading(Text::tr("Reservations and dissents in full"));
        bool any = false;
        for (const signoff::MemberSignoff& m : std::as_const(state->signers)) {
            if (!m.signature || m.signature->choice == SignChoice::Agree)
                continue;
            any = true;
            s.paragraph(
                Text::tr("%1, %2 (%3):")
                    .arg(m.member.name, signoff::choiceText(m.signature->choice), dateOf(m.signature->signedAt)));
            s.paragraph(m.signature->reason);
        }
        if (!any)
            s.paragraph(Text::tr("No member has recorded reservations or a dissent."));
        report.sections.append(s);
        return {};
    }

    const Storage& storage;
    const Options& options;
    const QString& language;
    Report report;
    std::optional<DecisionInput> input;
    Decision decision;
    std::optional<DecisionDocument> document;
    std::optional<DecisionRecord> record;
    plan::BaselineFacts planBaseline;
    DecisionDocument::GateNumbers gateNumbers;
    std::optional<PocAnalysis> analysis;
    std::optional<tco::TcoFigures> figures;
    QString tcoError; ///< why the TCO cannot be computed (figures empty)
    QList<CandidateExit> exits;
    QTimeZone zone; ///< the cluster's: every time the report prints is in it
};

} // namespace

Result<Report> build(const Storage& storage, const Options& options)
{
    return Builder(storage, options).build();
}

QString plainText(const Report& report)
{
    QStringList out;
    for (const Section& section : report.sections) {
        out.append(QStringLiteral("# ") + section.title);
        for (const Block& block : section.blocks) {
            switch (block.kind) {
            case Block::Kind::Subheading:
                out.append(QStringLiteral("## ") + block.text);
                break;
            case Block::Kind::Paragraph:
                out.append(block.text);
                break;
            case Block::Kind::Table:
                if (!block.text.isEmpty())
                    out.append(block.text);
                if (!block.table.header.isEmpty())
                    out.append(block.table.header.join(QStringLiteral(" | ")));
                for (const QStringList& row : block.table.rows)
                    out.append(row.join(QStringLiteral(" | ")));
                break;
            case Block::Kind::Chart:
                out.append(QStringLiteral("[chart] ") + block.text);
                break;
            case Block::Kind::PageBreak:
                break;
            }
        }
    }
    return out.join(u'\n') + u'\n';
}

} // namespace gatebench::report
