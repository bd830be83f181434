#include "decision/DecisionDocument.h"

#include "core/Labels.h"
#include "core/TextWidth.h"
#include "decision/DecisionKeys.h"
#include "decision/StatusColours.h"
#include "poc/MetricRule.h"
#include "poc/PocMetrics.h"
#include "workspace/WorkspaceInfo.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace gatebench {

namespace {

/// A metric rule's comparison in words ("at most"), its symbol when it is not one GateBench knows.
QString comparisonWords(const QString& symbol)
{
    const std::optional<MetricComparison> comparison = metricComparisonFromSymbol(symbol);
    return comparison ? metricComparisonLabel(*comparison) : symbol;
}

// The messages keep the translation contexts they had before the renderings moved here from the
// command line, the decision panel, the Overview, the assessments tab and grid, and the engine, so
// that every existing translation still applies (lupdate reads each context from its macro).

/// `gatebench decide` (was app/DecideCommand.cpp).
struct CliText {
    Q_DECLARE_TR_FUNCTIONS(gatebench::DecideCommand)
};
/// The decision panel (was views/DecisionPanel.cpp).
struct PanelText {
    Q_DECLARE_TR_FUNCTIONS(gatebench::DecisionPanel)
};
/// The Overview's status column (was views/OverviewPage.cpp).
struct OverviewText {
    Q_DECLARE_TR_FUNCTIONS(gatebench::OverviewPage)
};
/// The deferred items beside the assessments grid (was views/AssessmentsTab.cpp).
struct TabText {
    Q_DECLARE_TR_FUNCTIONS(gatebench::AssessmentsTab)
};
/// The status words of the assessments grid (was in the assessment grid model).
struct GridText {
    Q_DECLARE_TR_FUNCTIONS(gatebench::AssessmentGridModel)
};
/// The names of the statuses (were in the decision engine).
struct EngineText {
    Q_DECLARE_TR_FUNCTIONS(gatebench::DecisionEngine)
};

/// Bonus points (scores, margins) are shown with one decimal everywhere people read them: on the command
/// line, in the window and in the report (whose recommendation lines are the command line's), so that
/// one figure never reads 77.5 in one place and 77.50 in another. JSON gives two decimals.
constexpr int kPointDecimals = 1;

/// Scores on the command line: one decimal, the same in every locale.
QString cliPoints(double value)
{
    return QString::number(value, 'f', kPointDecimals);
}

/// The margin between the top two on the command line: one decimal, but two where one would read as
/// the close-call line itself (10.01 points is not a close call, and "10.0" would say it is).
QString cliMargin(double margin)
{
    const QString shown = cliPoints(margin);
    return shown == cliPoints(kCloseCallPoints) && margin != kCloseCallPoints ? QString::number(margin, 'f', 2) : shown;
}

/// Scores in the window: one decimal in the UI locale.
QString uiPoints(double value)
{
    return QLocale().toString(value, 'f', kPointDecimals);
}

/// The path to eligibility, on the command line and in the window.
struct PathText {
    Q_DECLARE_TR_FUNCTIONS(gatebench::PathToEligibility)
};

/// The words of a sealed scoring round, the same on every page and output.
struct SealText {
    Q_DECLARE_TR_FUNCTIONS(gatebench::SealedRound)
};

QJsonValue nullableText(const QString& text)
{
    return text.isEmpty() ? QJsonValue() : QJsonValue(text);
}

QJsonValue nullableDate(QDate date)
{
    return date.isValid() ? QJsonValue(date.toString(Qt::ISODate)) : QJsonValue();
}

QJsonValue nullableNumber(const std::optional<double>& value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

/// A bonus score in JSON: two decimals, for programs (people read one decimal: cliPoints, uiPoints).
QJsonValue jsonPoints(const std::optional<double>& value)
{
    return value ? QJsonValue(std::round(*value * 100.0) / 100.0) : QJsonValue();
}

/// Whether any reviewer scored any weighted bonus criterion of the candidate: a candidate nobody
/// scored yet has no score, not a score of 0.
bool scored(const CandidateDecision& c)
{
    return c.bonusScore && std::any_of(c.bonusCells.cbegin(), c.bonusCells.cend(),
                                       [](const BonusCell& cell) { return cell.weight > 0 && cell.score.has_value(); });
}

/// Greyed text, for a set-aside candidate.
QString greyed(const QString& html)
{
    return QStringLiteral("<span style=\"color:#8a8a8a;\">%1</span>").arg(html);
}

/// What a finding rests on: a metric gate's computed verdict as a sentence (the runs, the figure, the
/// threshold and any override), else the evidence note recorded on the cell.
QString findingEvidence(const GateFinding& f, const QString& language)
{
    if (!f.metric)
        return f.evidence;
    const QString computed = metricGateEvidence(*f.metric, language);
    return f.evidence.trimmed().isEmpty() ? computed : CliText::tr("%1 Note: %2").arg(computed, f.evidence.trimmed());
}

} // namespace

DecisionDocument::DecisionDocument(Decision decision, DecisionInput input, QString language)
    : m_decision(std::move(decision))
    , m_input(std::move(input))
    , m_language(std::move(language))
{
    // The first of equal ids, as DecisionInput's own look-ups find it.
    for (qsizetype i = m_input.candidates.size() - 1; i >= 0; --i)
        m_candidateIndex.insert(m_input.candidates.at(i).id, i);
    for (qsizetype i = m_input.criteria.size() - 1; i >= 0; --i)
        m_criterionIndex.insert(m_input.criteria.at(i).id, i);
}

const DecisionCandidate* DecisionDocument::candidateOf(const QString& id) const
{
    const auto it = m_candidateIndex.constFind(id);
    return it == m_candidateIndex.cend() ? nullptr : &m_input.candidates.at(*it);
}

const DecisionCriterion* DecisionDocument::criterionOf(const QString& id) const
{
    const auto it = m_criterionIndex.constFind(id);
    return it == m_criterionIndex.cend() ? nullptr : &m_input.criteria.at(*it);
}

QString DecisionDocument::candidateName(const QString& id) const
{
    const DecisionCandidate* c = candidateOf(id);
    return c ? shownIn(c->nameZh, c->nameEn, m_language) : id;
}

QString DecisionDocument::criterionTitle(const QString& id) const
{
    const DecisionCriterion* c = criterionOf(id);
    return c ? shownIn(c->titleZh, c->titleEn, m_language) : id;
}

QString DecisionDocument::scoreText(const QString& candidateId) const
{
    if (m_decision.sealed)
        return sealedWord();
    const CandidateDecision* c = m_decision.candidate(candidateId);
    return c && scored(*c) ? uiPoints(*c->bonusScore) : GridText::tr("no score");
}

QString DecisionDocument::titles(const QList<GateFinding>& findings) const
{
    QStringList list;
    for (const GateFinding& f : findings)
        list.append(criterionTitle(f.criterionId));
    return list.join(listSeparator(m_language));
}

QString DecisionDocument::sealedWord()
{
    return SealText::tr("sealed");
}

QString DecisionDocument::sealedSentence()
{
    return SealText::tr("A scoring round is sealed: bonus scores, ranks, the recommended and alternative options and "
                        "the close call are sealed until the chair reveals it. Gate statuses stand.");
}

QString DecisionDocument::statusLabel(CandidateStatus status)
{
    switch (status) {
    case CandidateStatus::Eligible:
        return EngineText::tr("Eligible");
    case CandidateStatus::Blocked:
        return EngineText::tr("Blocked");
    case CandidateStatus::Eliminated:
        break;
    }
    return EngineText::tr("Eliminated");
}

// ---- The command line ----

QString DecisionDocument::text() const
{
    const Decision& decision = m_decision;
    const auto name = [&](const QString& id) { return candidateName(id); };

    QString text;
    QTextStream out(&text);
    out << CliText::tr("Gate-first decision as of %1").arg(decision.asOf.toString(Qt::ISODate)) << "\n\n";
    for (const QString& line : recommendationLines())
        out << line << '\n';

    out << '\n' << CliText::tr("Candidates (committee order):") << '\n';
    // Columns aligned by the width a terminal gives them: a Chinese character takes two.
    int nameWidth = 0;
    int statusWidth = 0;
    for (const CandidateDecision& c : decision.candidates) {
        if (c.status) {
            nameWidth = std::max(nameWidth, displayWidth(name(c.candidateId)));
            statusWidth = std::max(statusWidth, displayWidth(statusLabel(*c.status)));
        }
    }
    for (const CandidateDecision& c : decision.candidates) {
        if (!c.status)
            continue;
        const QString rank = c.rank ? QStringLiteral("#%1").arg(*c.rank) : QStringLiteral("-");
        out << QStringLiteral("  %1  %2  %3  ")
                   .arg(padToWidth(rank, 3), padToWidth(name(c.candidateId), nameWidth),
                        padToWidth(statusLabel(*c.status), statusWidth));
        if (decision.sealed)
            out << CliText::tr("bonus score %1").arg(sealedWord());
        else if (!c.bonusScore || !scored(c))
            out << CliText::tr("no bonus score");
        else if (c.rank)
            out << CliText::tr("bonus score %1").arg(cliPoints(*c.bonusScore));
        else
            out << CliText::tr("bonus score %1 (for information, not ranked)").arg(cliPoints(*c.bonusScore));
        if (c.missingScores > 0 && scored(c))
            out << clauseSeparator(m_language)
                << CliText::tr("%n unscored cell(s) counted as 0", nullptr, c.missingScores);
        out << '\n';
        for (const QString& line : findingLines(c.candidateId))
            out << "      " << line << '\n';
    }

    if (!decision.setAside.isEmpty()) {
        out << '\n' << CliText::tr("Set aside by the committee (no status):") << '\n';
        for (const QString& id : decision.setAside) {
            const DecisionCandidate* c = candidateOf(id);
            out << "  " << name(id) << colonSeparator(m_language) << (c ? c->setAsideReason : QString()) << '\n';
        }
    }

    if (!decision.deferred.isEmpty()) {
        out << '\n' << CliText::tr("Deferred items (never scored or judged):") << '\n';
        for (const DeferredItem& d : decision.deferred) {
            const QString review = d.reviewDate.isValid() ? d.reviewDate.toString(Qt::ISODate) : CliText::tr("no date");
            out << "  "
                << CliText::tr("%1: owner %2, review %3")
                       .arg(shownIn(d.titleZh, d.titleEn, m_language), shownIn(d.ownerZh, d.ownerEn, m_language),
                            review)
                << '\n';
        }
    }

    if (const QStringList lines = sensitivityLines(); !lines.isEmpty()) {
        out << '\n' << lines.first() << '\n';
        for (qsizetype i = 1; i < lines.size(); ++i)
            out << "  " << lines.at(i) << '\n';
    }
    if (m_path)
        out << '\n' << pathText();
    out.flush();
    return text;
}

QStringList DecisionDocument::recommendationLines(bool withIds) const
{
    const Decision& decision = m_decision;
    const auto name = [&](const QString& id) { return candidateName(id); };
    const auto scoreOf = [&](const QString& id) {
        const CandidateDecision* c = decision.candidate(id);
        return c && scored(*c) ? cliPoints(*c->bonusScore) : CliText::tr("none");
    };
    QStringList lines;
    if (decision.sealed) {
        lines << sealedSentence();
        return lines;
    }
    if (decision.recommended.isEmpty()) {
        lines << CliText::tr("No recommendation: no candidate passes every gate.");
    } else {
        lines << (withIds ? CliText::tr("Recommended: %1 (%2), bonus score %3")
                                .arg(name(decision.recommended), decision.recommended, scoreOf(decision.recommended))
                          : CliText::tr("Recommended: %1, bonus score %2")
                                .arg(name(decision.recommended), scoreOf(decision.recommended)));
    }
    if (decision.alternative.isEmpty()) {
        if (!decision.recommended.isEmpty())
            lines << CliText::tr("No alternative: only one candidate passes every gate.");
    } else {
        lines << (withIds ? CliText::tr("Alternative: %1 (%2), bonus score %3")
                                .arg(name(decision.alternative), decision.alternative, scoreOf(decision.alternative))
                          : CliText::tr("Alternative: %1, bonus score %2")
                                .arg(name(decision.alternative), scoreOf(decision.alternative)));
        if (decision.closeCall)
            lines << CliText::tr("Close call: the top two differ by %1 points (%2 or less); the recommendation stands.")
                         .arg(cliMargin(decision.margin.value_or(0.0)), cliPoints(kCloseCallPoints));
        else
            lines << CliText::tr("Not a close call: the top two differ by %1 points.")
                         .arg(cliMargin(decision.margin.value_or(0.0)));
    }
    return lines;
}

QStringList DecisionDocument::findingLines(const QString& candidateId) const
{
    return findings(candidateId, nullptr);
}

QStringList DecisionDocument::findingLines(const QString& candidateId, const GateNumbers& numbers) const
{
    return findings(candidateId, &numbers);
}

QList<int> DecisionDocument::numbersOf(const QList<GateFinding>& findings, const GateNumbers& numbers)
{
    QList<int> list;
    for (const GateFinding& f : findings) {
        const auto it = numbers.constFind(f.criterionId);
        if (it != numbers.cend())
            list.append(*it);
    }
    std::sort(list.begin(), list.end());
    return list;
}

QString DecisionDocument::numberRanges(QList<int> numbers) const
{
    std::sort(numbers.begin(), numbers.end());
    numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
    QStringList parts;
    for (qsizetype i = 0; i < numbers.size();) {
        qsizetype j = i;
        while (j + 1 < numbers.size() && numbers.at(j + 1) == numbers.at(j) + 1)
            ++j;
        parts.append(j == i ? QString::number(numbers.at(i))
                            : QStringLiteral("%1–%2").arg(numbers.at(i)).arg(numbers.at(j)));
        i = j + 1;
    }
    return parts.join(listSeparator(m_language));
}

QStringList DecisionDocument::findings(const QString& candidateId, const GateNumbers* numbers) const
{
    QStringList lines;
    const CandidateDecision* found = m_decision.candidate(candidateId);
    if (!found)
        return lines;
    const CandidateDecision& c = *found;
    const auto title = [&](const QString& id) { return criterionTitle(id); };
    // A long list worded by number: only with numbers, and only when it is long.
    const auto byNumber = [&](const QList<GateFinding>& list) {
        return numbers && list.size() > kListedGates && numbersOf(list, *numbers).size() == list.size();
    };
    for (const GateFinding& f : c.failedGates)
        lines << CliText::tr("Failed gate: %1. Evidence: %2").arg(title(f.criterionId), findingEvidence(f, m_language));
    if (!c.failedGates.isEmpty() && !c.unknownGates.isEmpty()) {
        // Once a gate fails the others rarely matter: name them without their notes.
        if (byNumber(c.unknownGates)) {
            lines << CliText::tr("Also unknown: %1 gates, numbers %2")
                         .arg(QLocale().toString(c.unknownGates.size()),
                              numberRanges(numbersOf(c.unknownGates, *numbers)));
        } else {
            QStringList titles;
            for (const GateFinding& f : c.unknownGates)
                titles.append(title(f.criterionId));
            lines << CliText::tr("Also unknown: %1").arg(titles.join(listSeparator(m_language)));
        }
    }
    const QList<GateFinding> open = c.failedGates.isEmpty() ? c.unknownGates : QList<GateFinding>();
    QList<GateFinding> unassessed;
    for (const GateFinding& f : open) {
        if (f.waiver != WaiverState::Expired && !f.assessed)
            unassessed.append(f);
    }
    const bool unassessedByNumber = byNumber(unassessed);
    for (const GateFinding& f : open) {
        if (f.waiver == WaiverState::Expired)
            lines << CliText::tr("Unknown gate: %1 (the waiver expired on %2)")
                         .arg(title(f.criterionId), f.waiverExpires.toString(Qt::ISODate));
        else if (f.assessed)
            lines << CliText::tr("Unknown gate: %1. %2").arg(title(f.criterionId), findingEvidence(f, m_language));
        else if (!unassessedByNumber)
            lines << CliText::tr("Unknown gate: %1 (not assessed)").arg(title(f.criterionId));
    }
    if (unassessedByNumber)
        lines << CliText::tr("Not assessed: %1 gates, numbers %2")
                     .arg(QLocale().toString(unassessed.size()), numberRanges(numbersOf(unassessed, *numbers)));
    lines << waivedLines(candidateId);
    // Metric gates that pass (computed or by override): the figure they pass on.
    for (const DecisionAssessment& a : m_input.assessments) {
        if (!a.metric || a.candidateId != c.candidateId)
            continue;
        const auto listed = [&](const QList<GateFinding>& list) {
            return std::any_of(list.cbegin(), list.cend(),
                               [&](const GateFinding& f) { return f.criterionId == a.criterionId; });
        };
        if (listed(c.failedGates) || listed(c.unknownGates) || listed(c.waivedGates) || !criterionOf(a.criterionId) ||
            criterionOf(a.criterionId)->tier != CriterionTier::Gate)
            continue;
        lines << CliText::tr("Passed gate: %1, computed from the PoC runs: %2")
                     .arg(title(a.criterionId), metricVerdictShort(*a.metric));
    }
    // Bonus cells whose scores lie far apart and that no consensus score settles yet.
    const QStringList provisional = c.provisionalCells();
    if (!provisional.isEmpty()) {
        QStringList titles;
        for (const QString& id : provisional)
            titles.append(title(id));
        lines << CliText::tr("Provisional bonus score: the mean of the scores stands for %1 (they lie %2 points or "
                             "more apart) until the chair sets a consensus score")
                     .arg(titles.join(listSeparator(m_language)), QLocale().toString(m_input.spreadFlagPoints, 'g', 3));
    }
    return lines;
}

QStringList DecisionDocument::waivedLines(const QString& candidateId) const
{
    QStringList lines;
    if (const CandidateDecision* c = m_decision.candidate(candidateId)) {
        for (const GateFinding& f : c->waivedGates)
            lines << CliText::tr("Waived gate: %1, by %2 until %3 (an acceptance condition)")
                         .arg(criterionTitle(f.criterionId), f.waiverOwner, f.waiverExpires.toString(Qt::ISODate));
    }
    return lines;
}

QStringList DecisionDocument::sensitivityLines() const
{
    return sensitivityLines(false);
}

QStringList DecisionDocument::sensitivityLines(bool compact) const
{
    const Decision& decision = m_decision;
    QStringList lines;
    if (decision.ranking.size() < 2 || decision.sensitivity.isEmpty())
        return lines;
    compact = compact && decision.sensitivity.size() > kListedGates;
    lines << CliText::tr("Weight sensitivity (each weight searched from 0 to %1):").arg(kSensitivityMaxWeight);
    int unchanged = 0;
    for (const WeightSensitivity& s : decision.sensitivity) {
        if (compact && !s.threshold) {
            ++unchanged;
            continue;
        }
        QString line = CliText::tr("%1 (weight %2): ").arg(criterionTitle(s.criterionId)).arg(s.weight);
        if (!s.threshold) {
            line += CliText::tr("no change of leader from 0 to %1").arg(s.rangeMax);
        } else {
            const QString at = QString::number(*s.threshold, 'g', 4);
            const QString change =
                (s.change() > 0 ? QStringLiteral("+") : QString()) + QString::number(s.change(), 'g', 4);
            line += (s.beyond ? CliText::tr("%1 leads past weight %2 (change %3)")
                              : CliText::tr("%1 leads at weight %2 (change %3)"))
                        .arg(candidateName(s.newLeader), at, change);
        }
        lines << line;
    }
    if (unchanged > 0)
        lines << CliText::tr("Other bonus criteria, no change of leader from 0 to %1: %2")
                     .arg(kSensitivityMaxWeight)
                     .arg(QLocale().toString(unchanged));
    return lines;
}

QJsonObject DecisionDocument::json() const
{
    const Decision& decision = m_decision;
    const auto findings = [&](const CandidateDecision& c, const QList<GateFinding>& list) {
        QJsonArray array;
        for (const GateFinding& f : list) {
            QJsonObject item{{QStringLiteral("criterion_id"), f.criterionId},
                             {QStringLiteral("title"), criterionTitle(f.criterionId)},
                             {QStringLiteral("evidence"), findingEvidence(f, m_language)}};
            if (f.waiver == WaiverState::Expired)
                item.insert(QStringLiteral("waiver_expired"), f.waiverExpires.toString(Qt::ISODate));
            if (f.metric)
                item.insert(QStringLiteral("metric"), metricGateJson(f.criterionId, c.candidateId, *f.metric));
            array.append(item);
        }
        return array;
    };
    const auto nullable = [](const QString& id) { return id.isEmpty() ? QJsonValue() : QJsonValue(id); };
    QList<DecisionCriterion> gatesInOrder = m_input.criteria;
    std::stable_sort(gatesInOrder.begin(), gatesInOrder.end(),
                     [](const DecisionCriterion& a, const DecisionCriterion& b) {
                         return a.position != b.position ? a.position < b.position : a.id < b.id;
                     });

    QJsonArray candidates;
    for (const CandidateDecision& c : decision.candidates) {
        const DecisionCandidate* profile = candidateOf(c.candidateId);
        QJsonObject item = candidateJsonName(c.candidateId, profile ? profile->nameZh : QString(),
                                             profile ? profile->nameEn : QString(), m_language);
        item.insert(QStringLiteral("shortlisted"), c.shortlisted);
        item.insert(QStringLiteral("status"), c.status ? QJsonValue(statusKey(*c.status)) : QJsonValue());
        item.insert(QStringLiteral("failed_gates"), findings(c, c.failedGates));
        item.insert(QStringLiteral("unknown_gates"), findings(c, c.unknownGates));
        QJsonArray waived;
        for (const GateFinding& f : c.waivedGates) {
            waived.append(QJsonObject{{QStringLiteral("criterion_id"), f.criterionId},
                                      {QStringLiteral("owner"), f.waiverOwner},
                                      {QStringLiteral("expires"), f.waiverExpires.toString(Qt::ISODate)}});
        }
        item.insert(QStringLiteral("waived_gates"), waived);
        // Every metric gate of the candidate with what the runs computed and any override.
        QJsonArray metricGates;
        for (const DecisionCriterion& criterion : std::as_const(gatesInOrder)) {
            if (criterion.tier != CriterionTier::Gate)
                continue;
            for (const DecisionAssessment& a : m_input.assessments) {
                if (a.metric && a.candidateId == c.candidateId && a.criterionId == criterion.id)
                    metricGates.append(metricGateJson(a.criterionId, a.candidateId, *a.metric));
            }
        }
        item.insert(QStringLiteral("metric_gates"), metricGates);
        // Two decimals, as every report shows it; the engine keeps the exact value.
        item.insert(QStringLiteral("bonus_score"),
                    c.bonusScore ? QJsonValue(std::round(*c.bonusScore * 100.0) / 100.0) : QJsonValue());
        item.insert(QStringLiteral("missing_scores"), c.missingScores);
        // The bonus cells whose mean stands in until the chair sets a consensus score.
        const QStringList provisional = c.provisionalCells();
        item.insert(QStringLiteral("provisional"), !provisional.isEmpty());
        item.insert(QStringLiteral("provisional_cells"), QJsonArray::fromStringList(provisional));
        item.insert(QStringLiteral("rank"), c.rank ? QJsonValue(*c.rank) : QJsonValue());
        if (decision.sealed)
            item.insert(QStringLiteral("sealed"), true);
        candidates.append(item);
    }
    QJsonObject document{{QStringLiteral("as_of"), decision.asOf.toString(Qt::ISODate)},
                         {QStringLiteral("candidates"), candidates},
                         {QStringLiteral("recommended"), nullable(decision.recommended)},
                         {QStringLiteral("alternative"), nullable(decision.alternative)},
                         {QStringLiteral("close_call"), decision.closeCall}};
    if (decision.sealed) {
        document.insert(QStringLiteral("close_call"), QJsonValue());
        document.insert(QStringLiteral("sealed"), true);
    }
    if (m_path)
        document.insert(QStringLiteral("path_to_eligibility"), pathJson());
    return document;
}

QJsonObject decisionJson(const Decision& decision, const DecisionInput& input, const QString& language)
{
    return DecisionDocument(decision, input, language).json();
}

// ---- The window ----

QString DecisionDocument::summaryHtml() const
{
    const Decision& decision = m_decision;
    const auto name = [&](const QString& id) { return candidateName(id).toHtmlEscaped(); };
    const auto score = [&](const QString& id) { return scoreText(id); };
    const auto scoredId = [&](const QString& id) {
        const CandidateDecision* c = decision.candidate(id);
        return c && scored(*c);
    };
    QStringList parts;
    if (decision.sealed) {
        parts.append(QStringLiteral("<b>%1</b> %2").arg(PanelText::tr("Sealed:"), sealedSentence().toHtmlEscaped()));
        return parts.join(QStringLiteral("<br>"));
    }
    if (decision.recommended.isEmpty()) {
        parts.append(PanelText::tr("<b>No recommendation:</b> no candidate passes every gate yet."));
    } else {
        parts.append(scoredId(decision.recommended)
                         ? PanelText::tr("<b>Recommended:</b> %1 (bonus score %2).")
                               .arg(name(decision.recommended), score(decision.recommended))
                         : PanelText::tr("<b>Recommended:</b> %1 (no score yet).").arg(name(decision.recommended)));
        if (decision.alternative.isEmpty())
            parts.append(PanelText::tr("<b>Alternative:</b> none, no other candidate passes every gate."));
        else
            parts.append(scoredId(decision.alternative)
                             ? PanelText::tr("<b>Alternative:</b> %1 (bonus score %2).")
                                   .arg(name(decision.alternative), score(decision.alternative))
                             : PanelText::tr("<b>Alternative:</b> %1 (no score yet).").arg(name(decision.alternative)));
    }
    if (decision.closeCall && decision.margin) {
        parts.append(QStringLiteral("<span style=\"background:#fff4ce; color:#5c4400;\">%1</span>")
                         .arg(PanelText::tr("Close call, no clear winner: the top two are %1 points apart (%2 or "
                                            "less). The recommendation stands, flagged.")
                                  .arg(uiPoints(*decision.margin), QLocale().toString(kCloseCallPoints, 'g', 3))));
    }
    return parts.join(QStringLiteral("<br>"));
}

QString DecisionDocument::candidateHtml(const QString& candidateId) const
{
    const CandidateDecision* found = m_decision.candidate(candidateId);
    if (!found)
        return {};
    const CandidateDecision& c = *found;
    const QString br = QStringLiteral("<br>&nbsp;&nbsp;");
    const auto list = [&](const QList<GateFinding>& findings) {
        QStringList items;
        for (const GateFinding& f : findings) {
            QString title = criterionTitle(f.criterionId).toHtmlEscaped();
            if (f.waiver == WaiverState::Expired)
                title += (m_language == QLatin1String("en") ? QStringLiteral(" ") : QString()) + // （ needs no space
                         PanelText::tr("(waiver expired %1)").arg(f.waiverExpires.toString(Qt::ISODate));
            items.append(title);
        }
        return items.join(listSeparator(m_language));
    };
    const QString name = QStringLiteral("<b>%1</b>").arg(candidateName(c.candidateId).toHtmlEscaped());
    if (!c.status) {
        const DecisionCandidate* profile = candidateOf(c.candidateId);
        const QString reason = profile ? profile->setAsideReason : QString();
        return greyed(
            reason.isEmpty()
                ? PanelText::tr("%1 — set aside by the committee (no status)").arg(name)
                : PanelText::tr("%1 — set aside by the committee (no status): %2").arg(name, reason.toHtmlEscaped()));
    }
    const bool hasScore = scored(c);
    const QString bonus = scoreText(c.candidateId);
    const QString notRanked = br + QStringLiteral("<i>") +
                              (m_decision.sealed ? PanelText::tr("Bonus score sealed; not ranked")
                               : hasScore ? PanelText::tr("Bonus score %1, for information, not ranked").arg(bonus)
                                          : PanelText::tr("No score yet; not ranked")) +
                              QStringLiteral("</i>");
    QString text;
    switch (*c.status) {
    case CandidateStatus::Eligible:
        text = m_decision.sealed
                   ? PanelText::tr("%1 — <span style=\"color:#1b5e20;\">Eligible</span>, rank and bonus score sealed")
                         .arg(name)
               : hasScore
                   ? PanelText::tr("%1 — <span style=\"color:#1b5e20;\">Eligible</span>, rank %2, bonus score %3")
                         .arg(name)
                         .arg(c.rank.value_or(0))
                         .arg(bonus)
                   : PanelText::tr("%1 — <span style=\"color:#1b5e20;\">Eligible</span>, rank %2, no score yet")
                         .arg(name)
                         .arg(c.rank.value_or(0));
        // Without its waivers it would be Blocked: say so, with the date each waiver runs out, in the
        // waiver's colour (decision/StatusColours.h), never the plain pass's green.
        if (!c.waivedGates.isEmpty())
            text.replace(QLatin1String("#1b5e20"), statusSwatch(Standing::Waived).ink.name());
        for (const GateFinding& f : c.waivedGates) {
            text += br + QStringLiteral("<span style=\"color:%2;\">%1</span>")
                             .arg(PanelText::tr("Eligible only on a waiver of %1 (by %2), valid until %3")
                                      .arg(criterionTitle(f.criterionId).toHtmlEscaped(), f.waiverOwner.toHtmlEscaped(),
                                           f.waiverExpires.toString(Qt::ISODate)),
                                  statusSwatch(Standing::Waived).ink.name());
        }
        if (c.missingScores > 0 && scored(c))
            text += br + PanelText::tr("%1 bonus scores missing, counted as 0").arg(c.missingScores);
        if (!c.provisionalCells().isEmpty()) {
            QStringList titles;
            for (const QString& id : c.provisionalCells())
                titles.append(criterionTitle(id).toHtmlEscaped());
            text += br + QStringLiteral("<span style=\"color:#b00020;\">%1</span>")
                             .arg(PanelText::tr("Provisional: the mean stands for %1 until the chair sets a "
                                                "consensus score")
                                      .arg(titles.join(listSeparator(m_language))));
        }
        break;
    case CandidateStatus::Blocked:
        text = PanelText::tr("%1 — <span style=\"color:#7a4100;\">Blocked</span>: unknown %2")
                   .arg(name, list(c.unknownGates));
        text += notRanked;
        break;
    case CandidateStatus::Eliminated:
        text = PanelText::tr("%1 — <span style=\"color:#b71c1c;\">Eliminated</span>: fails %2")
                   .arg(name, list(c.failedGates));
        if (!c.unknownGates.isEmpty())
            text += br + PanelText::tr("Also unknown: %1").arg(list(c.unknownGates));
        text += notRanked;
        break;
    }
    return text;
}

QString DecisionDocument::candidatesHtml() const
{
    const Decision& decision = m_decision;
    const auto line = [&](const QString& id) { return QStringLiteral("<li>%1</li>").arg(candidateHtml(id)); };
    // Ranked first, then the others in committee order: blocked before eliminated, then the
    // set-aside candidates, greyed, with the committee's reason.
    QStringList items;
    for (const QString& id : decision.ranking)
        items.append(line(id));
    if (decision.sealed) { // no ranking: the Eligible ones in committee order
        for (const CandidateDecision& c : decision.candidates) {
            if (c.status == CandidateStatus::Eligible)
                items.append(line(c.candidateId));
        }
    }
    for (CandidateStatus status : {CandidateStatus::Blocked, CandidateStatus::Eliminated}) {
        for (const CandidateDecision& c : decision.candidates) {
            if (c.status == status)
                items.append(line(c.candidateId));
        }
    }
    for (const QString& id : decision.setAside)
        items.append(line(id));
    return QStringLiteral("<ul style=\"margin-left:-20px;\">%1</ul>").arg(items.join(QString()));
}

QString DecisionDocument::sensitivityHtml() const
{
    QStringList lines;
    for (const WeightSensitivity& s : m_decision.sensitivity) {
        const QString title = criterionTitle(s.criterionId).toHtmlEscaped();
        const QString weight = QLocale().toString(s.weight, 'g', 3);
        if (m_decision.ranking.size() < 2) {
            lines.append(PanelText::tr("%1 (weight %2): fewer than two eligible candidates, nothing to compare")
                             .arg(title, weight));
        } else if (!s.threshold) {
            lines.append(PanelText::tr("%1 (weight %2): no weight from 0 to %3 changes the leader")
                             .arg(title, weight, QLocale().toString(s.rangeMax, 'g', 3)));
        } else {
            // "beyond": at the threshold itself the tie still goes to the leader.
            const QString phrase =
                s.increase ? (s.beyond ? PanelText::tr("%1 (weight %2): %3 would lead if the weight rose above %4")
                                       : PanelText::tr("%1 (weight %2): %3 would lead if the weight rose to %4"))
                           : (s.beyond ? PanelText::tr("%1 (weight %2): %3 would lead if the weight fell below %4")
                                       : PanelText::tr("%1 (weight %2): %3 would lead if the weight fell to %4"));
            lines.append(phrase.arg(title, weight, candidateName(s.newLeader).toHtmlEscaped(),
                                    QLocale().toString(*s.threshold, 'f', 2)));
        }
    }
    return lines.isEmpty() ? PanelText::tr("No bonus criteria.") : lines.join(QStringLiteral("<br>"));
}

QString DecisionDocument::deferredHtml() const
{
    QStringList lines;
    for (const DeferredItem& item : m_decision.deferred) {
        const QString title = shownIn(item.titleZh, item.titleEn, m_language);
        const QString owner = shownIn(item.ownerZh, item.ownerEn, m_language);
        lines.append(
            TabText::tr("%1 — owner: %2; review on %3")
                .arg(title.toHtmlEscaped(), owner.isEmpty() ? TabText::tr("none yet") : owner.toHtmlEscaped(),
                     item.reviewDate.isValid() ? item.reviewDate.toString(Qt::ISODate) : TabText::tr("no date")));
    }
    return lines.isEmpty() ? QString()
                           : QStringLiteral("<b>%1</b><br>%2")
                                 .arg(TabText::tr("Deferred items (no verdict or score until reviewed):"),
                                      lines.join(QStringLiteral("<br>")));
}

QString DecisionDocument::overviewStatusHtml() const
{
    // Every candidate in committee order, with its whole status; set-aside ones stay in sight.
    QStringList items;
    for (const CandidateDecision& c : m_decision.candidates)
        items.append(QStringLiteral("<li>%1</li>").arg(candidateHtml(c.candidateId)));
    return QStringLiteral("<p><b>%1</b></p><p>%2</p><ul style=\"margin-left:-20px;\">%3</ul>")
        .arg(OverviewText::tr("Status as of %1").arg(m_decision.asOf.toString(Qt::ISODate)), summaryHtml(),
             items.join(QString()));
}

// ---- Words ----

QString DecisionDocument::statusText(const QString& candidateId) const
{
    return status(candidateId, nullptr);
}

QString DecisionDocument::statusText(const QString& candidateId, const GateNumbers& numbers) const
{
    return status(candidateId, &numbers);
}

QString DecisionDocument::status(const QString& candidateId, const GateNumbers* numbers) const
{
    const CandidateDecision* c = m_decision.candidate(candidateId);
    if (!c)
        return {};
    const auto byNumber = [&](const QList<GateFinding>& list) {
        return numbers && list.size() > kListedGates && numbersOf(list, *numbers).size() == list.size();
    };
    if (!c->status) {
        const DecisionCandidate* profile = candidateOf(candidateId);
        return profile && !profile->setAsideReason.isEmpty()
                   ? OverviewText::tr("Set aside: %1").arg(profile->setAsideReason)
                   : GridText::tr("Set aside");
    }
    switch (*c->status) {
    case CandidateStatus::Eliminated:
        if (byNumber(c->failedGates))
            return GridText::tr("Eliminated by %1 failing gates: %2")
                .arg(QLocale().toString(c->failedGates.size()), numberRanges(numbersOf(c->failedGates, *numbers)));
        return GridText::tr("Eliminated by gate %1").arg(titles(c->failedGates));
    case CandidateStatus::Blocked:
        if (byNumber(c->unknownGates))
            return GridText::tr("Blocked by %1 open gates: %2")
                .arg(QLocale().toString(c->unknownGates.size()), numberRanges(numbersOf(c->unknownGates, *numbers)));
        return GridText::tr("Blocked by %1").arg(titles(c->unknownGates));
    case CandidateStatus::Eligible:
        break;
    }
    QString text = c->rank ? GridText::tr("Eligible, rank %1").arg(*c->rank) : statusLabel(CandidateStatus::Eligible);
    if (!c->waivedGates.isEmpty()) {
        QDate until;
        for (const GateFinding& f : c->waivedGates) {
            if (!until.isValid() || f.waiverExpires < until)
                until = f.waiverExpires;
        }
        text += GridText::tr(", only on a waiver of %1 until %2")
                    .arg(byNumber(c->waivedGates) ? GridText::tr("%1 gates, numbers %2")
                                                        .arg(QLocale().toString(c->waivedGates.size()),
                                                             numberRanges(numbersOf(c->waivedGates, *numbers)))
                                                  : titles(c->waivedGates),
                         until.toString(Qt::ISODate));
    }
    return text;
}

QString DecisionDocument::shortStatus(const QString& candidateId) const
{
    const CandidateDecision* c = m_decision.candidate(candidateId);
    if (!c || !c->status)
        return {};
    if (*c->status == CandidateStatus::Eligible && c->rank)
        return GridText::tr("Eligible, rank %1").arg(*c->rank);
    return statusLabel(*c->status);
}

// ---- The path to eligibility ----

QString DecisionDocument::settleText(const SettleHint& hint) const
{
    switch (hint.kind) {
    case SettleHint::Kind::Poc: {
        const PocHint& poc = hint.poc;
        const QString shown = shownIn(poc.scenarioZh, poc.scenarioEn, m_language);
        const QString scenario = shown.isEmpty() ? poc.scenarioId : shown;
        if (!poc.metric)
            return PathText::tr("PoC scenario %1, %2 of %3 runs recorded").arg(scenario).arg(poc.runs).arg(poc.needed);
        return PathText::tr("PoC scenario %1, %2 %3 %4 over at least %5 runs (%6 recorded, now %7)")
            .arg(scenario, pocMetricLabel(*poc.metric), comparisonWords(poc.comparison),
                 pocFigureText(*poc.metric, poc.threshold))
            .arg(poc.needed)
            .arg(poc.runs)
            .arg(pocFigureText(*poc.metric, poc.figure));
    }
    case SettleHint::Kind::Evidence: {
        const QString owner = shownIn(hint.evidence.ownerZh, hint.evidence.ownerEn, m_language);
        const QString from = owner.isEmpty() ? PathText::tr("no owner named") : owner;
        return hint.evidence.required ? PathText::tr("the evidence the criterion requires, from %1").arg(from)
                                      : PathText::tr("a verdict with its evidence, from %1").arg(from);
    }
    case SettleHint::Kind::Waiver:
        break;
    }
    const WaiverHint& waiver = hint.waiver;
    if (waiver.state == WaiverState::Expired)
        return PathText::tr("renew the waiver of %1 (expired %2)")
            .arg(waiver.owner, waiver.expires.toString(Qt::ISODate));
    return waiver.owner.trimmed().isEmpty()
               ? PathText::tr("complete the waiver (owner, reason and expiry date)")
               : PathText::tr("complete the waiver of %1 (owner, reason and expiry date)").arg(waiver.owner);
}

QString DecisionDocument::ifAllPassText(const CandidatePath& path, bool cli) const
{
    const WhatIf& then = path.ifAllPass;
    if (m_decision.sealed)
        return then.status == CandidateStatus::Eligible ? PathText::tr("eligible; rank sealed")
                                                        : PathText::tr("still not eligible");
    if (!then.rank)
        return PathText::tr("still not eligible");
    const CandidateDecision* now = m_decision.candidate(path.candidateId);
    const bool hasScore = now && scored(*now) && then.bonusScore;
    QString text = hasScore ? PathText::tr("rank %1 of %2, bonus score %3")
                                  .arg(*then.rank)
                                  .arg(then.ranking.size())
                                  .arg(cli ? cliPoints(*then.bonusScore) : uiPoints(*then.bonusScore))
                            : PathText::tr("rank %1 of %2, no bonus score").arg(*then.rank).arg(then.ranking.size());
    if (!then.overtakes.isEmpty()) {
        QStringList names;
        for (const QString& id : then.overtakes)
            names.append(candidateName(id));
        text += clauseSeparator(m_language) + PathText::tr("ahead of %1").arg(names.join(listSeparator(m_language)));
    }
    if (*then.rank == 1 && path.status == CandidateStatus::Blocked)
        text += clauseSeparator(m_language) + PathText::tr("it would become the recommendation");
    return text;
}

QString DecisionDocument::atRiskText(const AtRisk& risk) const
{
    const QString title = criterionTitle(risk.criterionId);
    if (risk.reason == AtRisk::Reason::Borderline)
        return PathText::tr("%1 passes on a borderline metric figure (the chair's override)").arg(title);
    QString text = PathText::tr("%1 is waived by %2 until %3")
                       .arg(title, risk.finding.waiverOwner, risk.expires.toString(Qt::ISODate));
    if (risk.daysLeft)
        text += clauseSeparator(m_language) + PathText::tr("days left: %1").arg(*risk.daysLeft);
    if (risk.expiringSoon)
        text += clauseSeparator(m_language) + PathText::tr("expiring soon");
    return text;
}

QString DecisionDocument::lapseText(const AtRisk& risk) const
{
    const WhatIf& then = risk.ifLapses;
    QStringList parts;
    if (m_decision.sealed) {
        if (then.status)
            parts.append(statusLabel(*then.status));
        parts.append(PathText::tr("recommendation and alternative sealed"));
        const QString consequence = parts.join(clauseSeparator(m_language));
        return risk.reason == AtRisk::Reason::Waiver
                   ? PathText::tr("If the waiver lapses: %1").arg(consequence)
                   : PathText::tr("If the override is taken back: %1").arg(consequence);
    }
    if (then.status)
        parts.append(then.rank ? GridText::tr("Eligible, rank %1").arg(*then.rank) : statusLabel(*then.status));
    parts.append(then.recommended.isEmpty() ? PathText::tr("no recommendation")
                                            : PathText::tr("recommended: %1").arg(candidateName(then.recommended)));
    parts.append(then.alternative.isEmpty() ? PathText::tr("no alternative")
                                            : PathText::tr("alternative: %1").arg(candidateName(then.alternative)));
    const QString consequence = parts.join(clauseSeparator(m_language));
    return risk.reason == AtRisk::Reason::Waiver ? PathText::tr("If the waiver lapses: %1").arg(consequence)
                                                 : PathText::tr("If the override is taken back: %1").arg(consequence);
}

namespace {

/// The ways to settle one open gate: the PoC runs are all needed, the kinds are alternatives.
QStringList settleAlternatives(const DecisionDocument& document, const OpenGate& gate)
{
    QStringList waiver;
    QStringList poc;
    QStringList evidence;
    for (const SettleHint& hint : gate.settledBy) {
        QStringList& list = hint.kind == SettleHint::Kind::Poc        ? poc
                            : hint.kind == SettleHint::Kind::Evidence ? evidence
                                                                      : waiver;
        list.append(document.settleText(hint));
    }
    QStringList alternatives;
    for (const QStringList* list : {&waiver, &poc, &evidence}) {
        if (!list->isEmpty())
            alternatives.append(list->join(listSeparator(document.language())));
    }
    return alternatives;
}

/// Whether some candidate is left off the path: Eliminated or set aside.
bool leftOff(const Decision& decision)
{
    return std::any_of(decision.candidates.cbegin(), decision.candidates.cend(), [](const CandidateDecision& c) {
        return !c.status || *c.status == CandidateStatus::Eliminated;
    });
}

} // namespace

QString DecisionDocument::pathText() const
{
    QString text;
    QTextStream out(&text);
    out << PathText::tr("Path to eligibility:") << '\n';
    if (m_path->candidates.isEmpty())
        out << "  " << PathText::tr("No candidate is Blocked or Eligible.") << '\n';
    for (const CandidatePath& path : m_path->candidates) {
        const QString heading =
            PathText::tr("%1 (%2)").arg(candidateName(path.candidateId), shortStatus(path.candidateId));
        if (path.status == CandidateStatus::Eligible && path.atRisk.isEmpty()) {
            out << "  " << heading << colonSeparator(m_language) << PathText::tr("nothing could take it out") << '\n';
            continue;
        }
        out << "  " << heading << '\n';
        for (const OpenGate& gate : path.openGates)
            out << "      "
                << PathText::tr("%1, settled by: %2")
                       .arg(criterionTitle(gate.criterionId),
                            settleAlternatives(*this, gate).join(PathText::tr(" or ")))
                << '\n';
        if (path.status == CandidateStatus::Blocked)
            out << "      " << PathText::tr("If every open gate passed: %1").arg(ifAllPassText(path, true)) << '\n';
        for (const AtRisk& risk : path.atRisk) {
            out << "      " << PathText::tr("At risk: %1").arg(atRiskText(risk)) << '\n';
            out << "      " << lapseText(risk) << '\n';
        }
    }
    if (leftOff(m_decision))
        out << "  "
            << PathText::tr("Eliminated and set-aside candidates are not listed: more PoC runs cannot undo a failed "
                            "gate, and a set-aside candidate takes no status.")
            << '\n';
    out.flush();
    return text;
}

QString DecisionDocument::pathHtml() const
{
    if (!m_path)
        return {};
    const QString br = QStringLiteral("<br>&nbsp;&nbsp;");
    QStringList items;
    for (const CandidatePath& path : m_path->candidates) {
        const QString name = QStringLiteral("<b>%1</b>").arg(candidateName(path.candidateId).toHtmlEscaped());
        QString item;
        if (path.status == CandidateStatus::Blocked) {
            item = PathText::tr("%1 — <span style=\"color:#7a4100;\">Blocked</span>").arg(name);
            for (const OpenGate& gate : path.openGates) {
                QStringList alternatives;
                for (const QString& a : settleAlternatives(*this, gate))
                    alternatives.append(a.toHtmlEscaped());
                item += br + PathText::tr("%1, settled by: %2")
                                 .arg(QStringLiteral("<b>%1</b>").arg(criterionTitle(gate.criterionId).toHtmlEscaped()),
                                      alternatives.join(PathText::tr(" or ").toHtmlEscaped()));
            }
            item +=
                br +
                QStringLiteral("<i>%1</i>")
                    .arg(PathText::tr("If every open gate passed: %1").arg(ifAllPassText(path, false).toHtmlEscaped()));
        } else {
            item = PathText::tr("%1 — <span style=\"color:#1b5e20;\">%2</span>")
                       .arg(name, shortStatus(path.candidateId).toHtmlEscaped());
            if (std::any_of(path.atRisk.cbegin(), path.atRisk.cend(),
                            [](const AtRisk& r) { return r.reason == AtRisk::Reason::Waiver; }))
                item.replace(QLatin1String("#1b5e20"), statusSwatch(Standing::Waived).ink.name());
            if (path.atRisk.isEmpty())
                item += colonSeparator(m_language) + PathText::tr("nothing could take it out");
        }
        for (const AtRisk& risk : path.atRisk) {
            const QString colour = risk.expiringSoon ? QStringLiteral("#b71c1c") : QStringLiteral("#7a4100");
            item += br + QStringLiteral("<span style=\"color:%1;\">%2</span>")
                             .arg(colour, PathText::tr("At risk: %1").arg(atRiskText(risk)).toHtmlEscaped());
            item += br + QStringLiteral("<i>%1</i>").arg(lapseText(risk).toHtmlEscaped());
        }
        items.append(QStringLiteral("<li>%1</li>").arg(item));
    }
    QString html = QStringLiteral("<p><b>%1</b></p>")
                       .arg(PathText::tr("Path to eligibility as of %1").arg(m_path->asOf.toString(Qt::ISODate)));
    html += items.isEmpty() ? QStringLiteral("<p>%1</p>").arg(PathText::tr("No candidate is Blocked or Eligible."))
                            : QStringLiteral("<ul style=\"margin-left:-20px;\">%1</ul>").arg(items.join(QString()));
    if (leftOff(m_decision))
        html += greyed(PathText::tr("Eliminated and set-aside candidates are not listed: more PoC runs cannot undo a "
                                    "failed gate, and a set-aside candidate takes no status."));
    return html;
}

QJsonArray DecisionDocument::pathJson() const
{
    QJsonArray list;
    if (!m_path)
        return list;
    const auto ids = [](const QStringList& values) { return QJsonArray::fromStringList(values); };
    for (const CandidatePath& path : m_path->candidates) {
        QJsonArray open;
        for (const OpenGate& gate : path.openGates) {
            QJsonArray settled;
            for (const SettleHint& hint : gate.settledBy) {
                switch (hint.kind) {
                case SettleHint::Kind::Poc:
                    settled.append(
                        QJsonObject{{QStringLiteral("kind"), QStringLiteral("poc")},
                                    {QStringLiteral("scenario_id"), hint.poc.scenarioId},
                                    {QStringLiteral("runs"), hint.poc.runs},
                                    {QStringLiteral("needed"), hint.poc.needed},
                                    {QStringLiteral("metric"),
                                     hint.poc.metric ? QJsonValue(pocMetricKey(*hint.poc.metric)) : QJsonValue()},
                                    {QStringLiteral("comparison"), nullableText(hint.poc.comparison)},
                                    {QStringLiteral("threshold"), nullableNumber(hint.poc.threshold)},
                                    {QStringLiteral("figure"), nullableNumber(hint.poc.figure)}});
                    break;
                case SettleHint::Kind::Evidence:
                    settled.append(QJsonObject{
                        {QStringLiteral("kind"), QStringLiteral("evidence")},
                        {QStringLiteral("evidence_required"), hint.evidence.required},
                        {QStringLiteral("owner_role"), QJsonObject{{QStringLiteral("zh_CN"), hint.evidence.ownerZh},
                                                                   {QStringLiteral("en"), hint.evidence.ownerEn}}}});
                    break;
                case SettleHint::Kind::Waiver:
                    settled.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("waiver")},
                                               {QStringLiteral("state"), hint.waiver.state == WaiverState::Expired
                                                                             ? QStringLiteral("expired")
                                                                             : QStringLiteral("incomplete")},
                                               {QStringLiteral("owner"), nullableText(hint.waiver.owner)},
                                               {QStringLiteral("expires"), nullableDate(hint.waiver.expires)}});
                    break;
                }
            }
            open.append(QJsonObject{{QStringLiteral("criterion_id"), gate.criterionId},
                                    {QStringLiteral("settled_by"), settled}});
        }
        const WhatIf& then = path.ifAllPass;
        QJsonObject ifAllPass{{QStringLiteral("rank"), then.rank ? QJsonValue(*then.rank) : QJsonValue()},
                              {QStringLiteral("bonus_score"), jsonPoints(then.bonusScore)},
                              {QStringLiteral("ranking"), ids(then.ranking)},
                              {QStringLiteral("overtakes"), ids(then.overtakes)}};
        if (m_decision.sealed)
            ifAllPass.insert(QStringLiteral("sealed"), true);
        QJsonArray risks;
        for (const AtRisk& risk : path.atRisk) {
            const WhatIf& lapse = risk.ifLapses;
            risks.append(QJsonObject{
                {QStringLiteral("criterion_id"), risk.criterionId},
                {QStringLiteral("reason"),
                 risk.reason == AtRisk::Reason::Waiver ? QStringLiteral("waiver") : QStringLiteral("borderline")},
                {QStringLiteral("expires"), nullableDate(risk.expires)},
                {QStringLiteral("owner"),
                 nullableText(risk.reason == AtRisk::Reason::Waiver ? risk.finding.waiverOwner : QString())},
                {QStringLiteral("days_left"), risk.daysLeft ? QJsonValue(*risk.daysLeft) : QJsonValue()},
                {QStringLiteral("expiring_soon"), risk.expiringSoon},
                {QStringLiteral("if_lapses"),
                 QJsonObject{
                     {QStringLiteral("status"), lapse.status ? QJsonValue(statusKey(*lapse.status)) : QJsonValue()},
                     {QStringLiteral("rank"), lapse.rank ? QJsonValue(*lapse.rank) : QJsonValue()},
                     {QStringLiteral("recommended"), nullableText(lapse.recommended)},
                     {QStringLiteral("alternative"), nullableText(lapse.alternative)}}}});
            if (m_decision.sealed) {
                QJsonObject last = risks.last().toObject();
                QJsonObject lapses = last.value(QStringLiteral("if_lapses")).toObject();
                lapses.insert(QStringLiteral("sealed"), true);
                last.insert(QStringLiteral("if_lapses"), lapses);
                risks[risks.size() - 1] = last;
            }
        }
        list.append(QJsonObject{{QStringLiteral("candidate_id"), path.candidateId},
                                {QStringLiteral("status"), statusKey(path.status)},
                                {QStringLiteral("open_gates"), open},
                                {QStringLiteral("if_all_pass"), ifAllPass},
                                {QStringLiteral("at_risk"), risks}});
    }
    return list;
}

} // namespace gatebench
