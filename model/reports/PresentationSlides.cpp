#include "reports/PresentationSlides.h"

#include "baseline/BaselineMetrics.h"
#include "baseline/BaselineTargets.h"
#include "committee/Signoff.h"
#include "core/Labels.h"
#include "decision/DecisionCharts.h"
#include "decision/DecisionDocument.h"
#include "poc/PocAnalysis.h"
#include "poc/PocCharts.h"
#include "poc/PocMetrics.h"
#include "repositories/DecisionRecordRepository.h"
#include "tco/TcoCharts.h"
#include "tco/TcoFigures.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>

namespace gatebench::presentation {

struct BuildCache::State {
    std::optional<baseline::JobColumns> columns;
    baseline::BaselineComputer computer;
};

BuildCache::BuildCache()
    : m_state(std::make_unique<State>())
{}

BuildCache::~BuildCache() = default;

void BuildCache::jobsChanged()
{
    m_state->columns.reset();
    m_state->computer.jobsChanged();
}

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Presentation)
};

/// The largest swings of an Eligible candidate's TCO the view lists.
constexpr int kSwings = 2;

/// The symbol a mark's cells start with, in every language (the report's gate matrix keeps its letters
/// in Chinese too, and explains them in its legend).
QString symbol(Mark mark)
{
    switch (mark) {
    case Mark::Pass:
        return QStringLiteral("✓");
    case Mark::Fail:
        return QStringLiteral("✗");
    case Mark::Unknown:
        return QStringLiteral("?");
    case Mark::Waived:
        return QStringLiteral("W");
    case Mark::None:
        break;
    }
    return {};
}

QString markWord(Mark mark)
{
    switch (mark) {
    case Mark::Pass:
        return Text::tr("✓ Pass");
    case Mark::Fail:
        return Text::tr("✗ Fail");
    case Mark::Unknown:
        return Text::tr("? Unknown");
    case Mark::Waived:
        return Text::tr("W Waived");
    case Mark::None:
        break;
    }
    return {};
}

Cell text(const QString& value, bool strong = false)
{
    Cell cell;
    cell.text = value;
    cell.strong = strong;
    return cell;
}

Cell marked(const QString& value, Mark mark)
{
    Cell cell;
    cell.text = value;
    cell.mark = mark;
    return cell;
}

/// A money amount in millions of the currency, as the TCO charts write their axes.
QString millions(double amount, const QString& currency)
{
    return Text::tr("%1 million %2").arg(QLocale().toString(amount / 1e6, 'f', 2), currency);
}

class Builder {
public:
    Builder(const Storage& rows, const Decision& decision, const DecisionInput& input, const Options& options,
            BuildCache* cache)
        : m_rows(rows)
        , m_decision(decision)
        , m_input(input)
        , m_options(options)
        , m_cache(cache)
        , m_document(decision, input, options.language)
    {
        for (const CandidateDecision& c : decision.candidates) {
            if (!c.shortlisted || !c.status)
                m_setAside.insert(c.candidateId);
        }
    }

    Result<QList<Slide>> build()
    {
        QList<Slide> slides;
        slides << funnel() << matrix();
        auto path = this->path();
        if (!path)
            return path.error();
        slides << *path << ranking();
        auto poc = this->poc();
        if (!poc)
            return poc.error();
        slides << *poc;
        auto baseline = this->baseline();
        if (!baseline)
            return baseline.error();
        slides << *baseline;
        auto tco = this->tco();
        if (!tco)
            return tco.error();
        slides << *tco;
        auto record = this->record();
        if (!record)
            return record.error();
        slides << *record;
        return slides;
    }

private:
    Slide slide(const QString& view, const QString& title) const
    {
        Slide s;
        s.view = view;
        s.title = title;
        QStringList parts{Text::tr("As of %1").arg(m_decision.asOf.toString(Qt::ISODate))};
        if (m_options.simulated)
            parts << Text::tr("Simulated data");
        s.subtitle = parts.join(QStringLiteral(" · "));
        return s;
    }

    bool hidden(const QString& candidateId) const { return m_setAside.contains(candidateId); }

    Slide funnel() const
    {
        Slide s = slide(QStringLiteral("funnel"), Text::tr("Elimination funnel"));
        const EliminationFunnel funnel = eliminationFunnel(m_decision, m_input, m_options.language);
        s.statements << Text::tr("%n shortlisted candidate(s) enter the gates.", "", funnel.shortlisted);
        if (funnel.steps.isEmpty()) {
            s.statements << Text::tr("There is no gate criterion: every shortlisted candidate is Eligible.");
            return s;
        }
        s.headers = {Text::tr("Gates"), Text::tr("Still in"), Text::tr("Open"), Text::tr("Out here")};
        for (const FunnelStep& step : funnel.steps) {
            Cell in = text(Text::tr("%1 of %2").arg(step.remaining).arg(funnel.shortlisted), true);
            in.bar = funnel.shortlisted > 0 ? double(step.remaining) / funnel.shortlisted : 0.0;
            QStringList out;
            for (const QString& id : step.eliminatedHere)
                out << m_document.candidateName(id);
            s.rows.append(
                {text(step.label), in, text(step.blocked > 0 ? QLocale().toString(step.blocked) : QString()),
                 out.isEmpty() ? text(QString()) : marked(out.join(listSeparator(m_options.language)), Mark::Fail)});
        }
        s.note = Text::tr("Still in: no failing gate so far. Open: of those, still blocked by a gate nobody "
                          "settled. Out here: eliminated by a failing gate of this step.");
        return s;
    }

    Slide matrix() const
    {
        Slide s = slide(QStringLiteral("matrix"), Text::tr("Gate matrix"));
        const GateMatrix matrix = gateMatrix(m_decision, m_input, m_options.language);
        QList<const GateMatrixRow*> shown;
        for (const GateMatrixRow& row : matrix.rows) {
            if (!row.setAside && !hidden(row.candidateId))
                shown.append(&row);
        }
        if (matrix.criterionIds.isEmpty() || shown.isEmpty()) {
            s.statements << Text::tr("No gate and candidate to show.");
            return s;
        }
        const auto cellOf = [](const GateMatrixCell& cell) {
            switch (cell.state) {
            case GateCellState::Pass:
                return marked(markWord(Mark::Pass), Mark::Pass);
            case GateCellState::Fail:
                return marked(markWord(Mark::Fail), Mark::Fail);
            case GateCellState::Waived:
                return marked(markWord(Mark::Waived), Mark::Waived);
            case GateCellState::WaiverExpired:
                return marked(Text::tr("? Waiver lapsed"), Mark::Unknown);
            case GateCellState::Unknown:
                break;
            }
            return marked(markWord(Mark::Unknown), Mark::Unknown);
        };
        if (shown.size() > matrix.criterionIds.size()) {
            // More candidates than gates: one row per candidate, one column per gate.
            s.headers << Text::tr("Candidate") << matrix.columnTitles;
            for (const GateMatrixRow* row : std::as_const(shown)) {
                QList<Cell> cells{text(row->name, true)};
                for (const GateMatrixCell& cell : row->cells)
                    cells.append(cellOf(cell));
                s.rows.append(cells);
            }
        } else {
            // One row per gate, one column per candidate.
            s.headers << Text::tr("Gate");
            for (const GateMatrixRow* row : std::as_const(shown))
                s.headers << row->name;
            for (qsizetype g = 0; g < matrix.criterionIds.size(); ++g) {
                QList<Cell> cells{text(matrix.columnTitles.value(g))};
                for (const GateMatrixRow* row : std::as_const(shown))
                    cells.append(cellOf(row->cells.at(g)));
                s.rows.append(cells);
            }
        }
        // The legend draws each mark as the cells do, then says what it means (as the report's gate matrix).
        s.legend = {{Mark::Pass, symbol(Mark::Pass), Text::tr("pass")},
                    {Mark::Fail, symbol(Mark::Fail), Text::tr("fail")},
                    {Mark::Unknown, symbol(Mark::Unknown), Text::tr("unknown")},
                    {Mark::Waived, symbol(Mark::Waived), Text::tr("waived")}};
        return s;
    }

    Result<Slide> path() const
    {
        Slide s = slide(QStringLiteral("path"), Text::tr("Path to eligibility of the Blocked candidates"));
        auto path = loadPathToEligibility(m_rows, m_decision, m_input);
        if (!path)
            return path.error();
        DecisionDocument document(m_decision, m_input, m_options.language);
        s.headers = {Text::tr("Candidate"), Text::tr("Open gate"), Text::tr("What would settle it")};
        for (const CandidatePath& candidate : path->candidates) {
            if (candidate.status != CandidateStatus::Blocked || hidden(candidate.candidateId))
                continue;
            bool first = true;
            for (const OpenGate& gate : candidate.openGates) {
                QStringList settle;
                for (const SettleHint& hint : gate.settledBy)
                    settle << document.settleText(hint);
                s.rows.append({text(first ? document.candidateName(candidate.candidateId) : QString(), true),
                               marked(document.criterionTitle(gate.criterionId), Mark::Unknown),
                               text(settle.join(QStringLiteral("; ")))});
                first = false;
            }
            s.rows.append({text(QString()), text(Text::tr("If all of them pass"), true),
                           text(document.ifAllPassText(candidate, false), true)});
        }
        if (s.rows.isEmpty()) {
            s.headers.clear();
            s.statements << Text::tr("No candidate is Blocked.");
        }
        return s;
    }

    Slide ranking() const
    {
        Slide s = slide(QStringLiteral("ranking"), Text::tr("Bonus ranking of the Eligible candidates"));
        if (m_decision.sealed) {
            s.statements << DecisionDocument::sealedWord() << DecisionDocument::sealedSentence();
            return s;
        }
        const BonusBars bars = bonusBars(m_decision, m_input, m_options.language);
        if (bars.bars.isEmpty()) {
            s.statements << Text::tr("No candidate is Eligible: there is no bonus ranking.");
            return s;
        }
        s.headers = {Text::tr("Rank"), Text::tr("Candidate"), Text::tr("Bonus score")};
        for (const BonusBar& bar : bars.bars) {
            Cell score = text(m_document.scoreText(bar.candidateId), true);
            if (bar.scored)
                score.bar = std::clamp(bar.score / 100.0, 0.0, 1.0);
            const CandidateDecision* c = m_decision.candidate(bar.candidateId);
            if (c && !c->provisionalCells().isEmpty())
                score.text = Text::tr("%1 (provisional)").arg(score.text);
            s.rows.append({text(QLocale().toString(bar.rank), true), text(bar.name), score});
        }
        if (m_decision.closeCall && m_decision.margin)
            s.statements << Text::tr("Close call: the top two differ by %1 points.")
                                .arg(QLocale().toString(*m_decision.margin, 'f', 1));
        s.note = Text::tr("Bonus scores rank only candidates that pass every gate (0–100).");
        return s;
    }

    Result<Slide> poc() const
    {
        Slide s = slide(QStringLiteral("poc"), Text::tr("PoC on the same workload"));
        auto analysed = analysePoc(m_rows, m_decision.asOf, m_input, m_decision);
        if (!analysed)
            return analysed.error();
        const PocAnalysis& analysis = *analysed;
        QStringList compared;
        for (const QString& id : analysis.compared()) {
            if (!hidden(id))
                compared << id;
        }
        if (compared.isEmpty() || analysis.scenarios.isEmpty()) {
            s.statements << Text::tr("No candidate is in the PoC yet.");
            return s;
        }
        s.headers << Text::tr("Scenario");
        for (const QString& id : std::as_const(compared))
            s.headers << pocCandidateName(analysis, id, m_options.language);
        int full = 0;
        for (const PocScenario& scenario : analysis.scenarios) {
            QList<Cell> cells{text(pocScenarioName(analysis, scenario.id, m_options.language))};
            bool any = false;
            bool allFull = true;
            for (const QString& id : std::as_const(compared)) {
                const PocCellMetrics* cell = analysis.cell(id, scenario.id);
                const PocGap* gap = nullptr;
                for (const PocGap& g : analysis.gaps) {
                    if (g.candidateId == id && g.scenarioId == scenario.id)
                        gap = &g;
                }
                any = any || cell || gap;
                allFull = allFull && cell && !gap && cell->successRate && *cell->successRate >= 1.0;
                QStringList parts;
                if (cell)
                    parts << pocFigureText(PocMetric::SuccessRate, cell->successRate);
                if (gap)
                    parts << Text::tr("%1 of %2 runs").arg(gap->runs).arg(gap->needed);
                else if (cell)
                    parts << Text::tr("%n run(s)", "", cell->runs);
                cells.append(marked(parts.join(QStringLiteral(" · ")), gap ? Mark::Unknown : Mark::None));
            }
            // A scenario every candidate ran in full and always succeeded on is counted, not listed: the
            // committee reads the differences.
            if (any && allFull)
                ++full;
            else if (any)
                s.rows.append(cells);
        }
        if (full > 0)
            s.statements << Text::tr("Every run of %n scenario(s) succeeded on every candidate.", "", full);
        if (s.rows.isEmpty() && full > 0) {
            s.headers.clear();
            return s;
        }
        if (s.rows.isEmpty()) {
            s.headers.clear();
            s.statements << Text::tr("No PoC run is recorded yet.");
            return s;
        }
        s.legend = {{Mark::Unknown, QString(), Text::tr("fewer runs than the same-workload check needs")}};
        s.note = Text::tr("The other scenarios: success rate and runs.");
        return s;
    }

    Result<Slide> baseline() const
    {
        auto inputs = baseline::BaselineInputs::load(m_rows);
        if (!inputs)
            return inputs.error();
        auto metrics = this->metrics(*inputs);
        if (!metrics)
            return metrics.error();
        return baseline(*inputs, *metrics);
    }

    /// The baseline's figures: through the cache when there is one (the jobs read once).
    Result<baseline::BaselineMetrics> metrics(const baseline::BaselineInputs& inputs) const
    {
        if (!m_cache) {
            auto jobs = baseline::JobColumns::load(m_rows);
            if (!jobs)
                return jobs.error();
            return baseline::compute(*jobs, inputs);
        }
        BuildCache::State& cache = m_cache->state();
        if (!cache.columns) {
            cache.computer.jobsChanged();
            auto jobs = baseline::JobColumns::load(m_rows);
            if (!jobs)
                return jobs.error();
            cache.columns = std::move(*jobs);
        }
        return cache.computer.compute(*cache.columns, inputs);
    }

    Slide baseline(const baseline::BaselineInputs& inputs, const baseline::BaselineMetrics& metrics) const
    {
        Slide s = slide(QStringLiteral("baseline"), Text::tr("Baseline: queue waits against the targets"));
        if (metrics.total.jobs == 0) {
            s.statements << Text::tr("No job records are imported: the baseline is missing.");
            return s;
        }
        s.statements << Text::tr("%1 jobs from %2 to %3")
                            .arg(QLocale().toString(metrics.total.jobs), metrics.window.firstDay.toString(Qt::ISODate),
                                 metrics.window.lastDay.toString(Qt::ISODate));
        s.headers = {Text::tr("Where"), Text::tr("Wait P50"), Text::tr("Wait P90"), Text::tr("Target")};
        bool anyTarget = false;
        // The rows: the whole cluster, each team, and every other group a waiting-time target names.
        QList<std::pair<QString, QString>> groups{{QString(), QString()}};
        const QString team = baseline::groupingKey(baseline::Grouping::Team);
        for (const baseline::GroupMetrics& g : metrics.byTeam)
            groups.append({team, g.key});
        const auto isWait = [](const QString& key) {
            const auto metric = baseline::metricFromKey(key);
            return metric == baseline::Metric::QueueWaitP50 || metric == baseline::Metric::QueueWaitP90;
        };
        for (const baseline::TargetRow& row : metrics.targets) {
            const std::pair<QString, QString> group{row.target.grouping, row.target.groupKey};
            anyTarget = anyTarget || isWait(row.target.metric);
            if (isWait(row.target.metric) && !groups.contains(group))
                groups.append(group);
        }
        for (const auto& [grouping, key] : std::as_const(groups)) {
            const auto p50 = metrics.value(baseline::Metric::QueueWaitP50, grouping, key);
            const auto p90 = metrics.value(baseline::Metric::QueueWaitP90, grouping, key);
            QStringList targets;
            Mark mark = Mark::None;
            for (const baseline::TargetRow& row : metrics.targets) {
                if (!isWait(row.target.metric) || row.target.grouping != grouping || row.target.groupKey != key)
                    continue;
                const baseline::Metric metric = *baseline::metricFromKey(row.target.metric);
                QStringList reached;
                for (const baseline::TargetRow::PocValue& value : row.poc) {
                    if (value.reaches && !hidden(value.candidateId))
                        reached << value.name.in(m_options.language);
                }
                const QString which = metric == baseline::Metric::QueueWaitP50 ? Text::tr("P50") : Text::tr("P90");
                QString line =
                    Text::tr("%1 ≤ %2").arg(which, baseline::metricValueText(metric, row.target.targetValue));
                if (!reached.isEmpty())
                    line += u'\n' +
                            Text::tr("reached in the PoC by %1").arg(reached.join(listSeparator(m_options.language)));
                targets << line;
                if (row.current)
                    mark = *row.current <= row.target.targetValue ? (mark == Mark::Fail ? Mark::Fail : Mark::Pass)
                                                                  : Mark::Fail;
            }
            QString targetText = targets.join(u'\n');
            if (mark != Mark::None)
                targetText = symbol(mark) + u' ' + targetText;
            s.rows.append({text(baseline::groupName(grouping, key, inputs.teams, m_options.language), true),
                           text(baseline::metricValueText(baseline::Metric::QueueWaitP50, p50)),
                           text(baseline::metricValueText(baseline::Metric::QueueWaitP90, p90)),
                           marked(targetText, mark)});
            if (!anyTarget)
                s.rows.last().removeLast();
        }
        if (!anyTarget) {
            s.headers.removeLast();
            s.statements << Text::tr("No target is set on the queue waits.");
        }
        if (anyTarget)
            s.legend = {{Mark::Pass, symbol(Mark::Pass), Text::tr("the baseline meets the target")},
                        {Mark::Fail, symbol(Mark::Fail), Text::tr("the baseline misses it")}};
        s.note = Text::tr("Queue wait: from submission to start, of the jobs that started.");
        return s;
    }

    Result<Slide> tco() const
    {
        Slide s = slide(QStringLiteral("tco"), Text::tr("Three-year TCO of the Eligible candidates"));
        if (m_options.pricesHidden) {
            s.statements << Text::tr("Prices and TCO figures are hidden until the technical round is revealed.");
            return s;
        }
        auto loaded = tco::TcoFigures::load(m_rows, m_options.language, m_decision.asOf, m_decision);
        if (!loaded) {
            if (loaded.error().kind != Error::Kind::BadInput)
                return loaded.error();
            s.statements << Text::tr("The TCO cannot be computed:") << loaded.error().message;
            return s;
        }
        const tco::TcoFigures& figures = *loaded;
        if (figures.input.lines.isEmpty()) {
            s.statements << Text::tr("No cost lines are recorded: the TCO is missing.");
            return s;
        }
        const tco::TcoCategoryBars bars = tco::categoryBars(figures);
        double largest = 0;
        for (const tco::TcoCategoryStack& stack : bars.candidates) {
            if (stack.eligible && !hidden(stack.candidateId))
                largest = std::max(largest, stack.total);
        }
        s.headers = {Text::tr("Candidate"), Text::tr("Three-year total"), Text::tr("Largest swings (−30 % to +30 %)")};
        for (const tco::TcoCategoryStack& stack : bars.candidates) {
            if (!stack.eligible || hidden(stack.candidateId))
                continue;
            Cell total = text(millions(stack.total, bars.currency), true);
            if (largest > 0)
                total.bar = stack.total / largest;
            const tco::TcoTornado tornado = tco::tornado(figures, stack.candidateId, {}, kSwings);
            QStringList swings;
            for (const tco::TcoTornadoRow& row : tornado.rows)
                swings << Text::tr("%1: %2 to %3")
                              .arg(row.driverLabel, QLocale().toString(row.low / 1e6, 'f', 2),
                                   QLocale().toString(row.high / 1e6, 'f', 2));
            s.rows.append({text(stack.name, true), total, text(swings.join(u'\n'))});
        }
        if (s.rows.isEmpty()) {
            s.headers.clear();
            s.statements << Text::tr("No Eligible candidate has cost lines.");
            return s;
        }
        s.note = Text::tr("Base scenario; swings: the three-year total in millions when one driver moves by ±30 %.");
        return s;
    }

    Result<Slide> record() const
    {
        Slide s = slide(QStringLiteral("decision"), Text::tr("Decision record"));
        s.statements = m_document.recommendationLines(false);
        s.headers = {Text::tr("Candidate"), Text::tr("Status")};
        s.keyColumns = 1;
        for (const CandidateDecision& c : m_decision.candidates) {
            if (hidden(c.candidateId))
                continue;
            Mark mark = Mark::None;
            if (c.status == CandidateStatus::Eligible)
                mark = Mark::Pass;
            else if (c.status == CandidateStatus::Eliminated)
                mark = Mark::Fail;
            else
                mark = Mark::Unknown;
            s.rows.append({text(m_document.candidateName(c.candidateId), true),
                           marked(m_document.shortStatus(c.candidateId), mark)});
        }
        auto latest = DecisionRecordRepository(m_rows).latest();
        if (!latest)
            return latest.error();
        if (latest->has_value()) {
            const DecisionRecord& r = **latest;
            if (!r.recommended.isEmpty())
                s.rows.append(
                    {text(Text::tr("Recorded recommendation")),
                     text(Text::tr("%1 (recorded %2)").arg(m_document.candidateName(r.recommended), r.asOf))});
            if (!r.alternative.isEmpty())
                s.rows.append({text(Text::tr("Recorded alternative")), text(m_document.candidateName(r.alternative))});
            bool first = true;
            for (const QString& line : r.acceptance.split(u'\n', Qt::SkipEmptyParts)) {
                s.rows.append({text(first ? Text::tr("Acceptance conditions") : QString()), text(line.trimmed())});
                first = false;
            }
        }
        auto state = signoff::state(m_rows);
        if (!state)
            return state.error();
        int agree = 0, reservations = 0, dissent = 0;
        for (const signoff::MemberSignoff& signer : state->signers) {
            if (!signer.signature || !signer.current)
                continue;
            switch (signer.signature->choice) {
            case SignChoice::Agree:
                ++agree;
                break;
            case SignChoice::Reservations:
                ++reservations;
                break;
            case SignChoice::Dissent:
                ++dissent;
                break;
            }
        }
        if (!state->signers.isEmpty())
            s.rows.append(
                {text(Text::tr("Signatures")), text(Text::tr("%1 of %2: %3 agree, %4 with reservations, %5 dissent")
                                                        .arg(state->currentSignatures())
                                                        .arg(state->signers.size())
                                                        .arg(agree)
                                                        .arg(reservations)
                                                        .arg(dissent))});
        s.rows.append({text(Text::tr("Frozen")),
                       state->freeze
                           ? marked(Text::tr("yes, since %1").arg(state->freeze->frozenAt.left(10)), Mark::Pass)
                           : text(Text::tr("no"))});
        return s;
    }

    const Storage& m_rows;
    const Decision& m_decision;
    const DecisionInput& m_input;
    const Options& m_options;
    BuildCache* m_cache;
    DecisionDocument m_document;
    QSet<QString> m_setAside;
};

} // namespace

QStringList viewNames()
{
    return {QStringLiteral("funnel"),  QStringLiteral("matrix"),  QStringLiteral("path"),
            QStringLiteral("ranking"), QStringLiteral("poc"),     QStringLiteral("baseline"),
            QStringLiteral("tco"),     QStringLiteral("decision")}; // not storage: view names
}

Result<QList<Slide>> build(const Storage& rows, const Decision& decision, const DecisionInput& input,
                           const Options& options, BuildCache* cache)
{
    return Builder(rows, decision, input, options, cache).build();
}

QString plainText(const Slide& slide)
{
    QStringList lines{slide.title, slide.subtitle};
    lines << slide.statements;
    if (!slide.headers.isEmpty())
        lines << slide.headers.join(QStringLiteral(" | "));
    for (const QList<Cell>& row : slide.rows) {
        QStringList cells;
        for (const Cell& cell : row)
            cells << QString(cell.text).replace(u'\n', u' ');
        lines << cells.join(QStringLiteral(" | "));
    }
    QStringList legend;
    for (const LegendEntry& entry : slide.legend)
        legend << (entry.symbol.isEmpty() ? entry.meaning : entry.symbol + u' ' + entry.meaning);
    if (!legend.isEmpty())
        lines << legend.join(QStringLiteral(" · "));
    if (!slide.note.isEmpty())
        lines << slide.note;
    return lines.join(u'\n');
}

} // namespace gatebench::presentation
