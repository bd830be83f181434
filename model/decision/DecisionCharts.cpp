#include "decision/DecisionCharts.h"

#include "poc/MetricRule.h"

#include "core/Labels.h"
#include "core/Times.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::DecisionCharts)
};

QList<const DecisionCriterion*> gatesInOrder(const DecisionInput& input)
{
    QList<const DecisionCriterion*> gates;
    for (const DecisionCriterion& c : input.criteria) {
        if (c.tier == CriterionTier::Gate)
            gates.append(&c);
    }
    std::stable_sort(gates.begin(), gates.end(), [](const DecisionCriterion* a, const DecisionCriterion* b) {
        return a->position != b->position ? a->position < b->position : a->id < b->id;
    });
    return gates;
}

QString candidateName(const DecisionInput& input, const QString& id, const QString& language)
{
    const DecisionCandidate* c = input.candidate(id);
    return c ? shownIn(c->nameZh, c->nameEn, language) : id;
}

QString criterionTitle(const DecisionInput& input, const QString& id, const QString& language)
{
    const DecisionCriterion* c = input.criterion(id);
    return c ? shownIn(c->titleZh, c->titleEn, language) : id;
}

/// A candidate's findings by criterion (the first of each), so that a cell finds its own in constant
/// time: a matrix of 200 candidates x 1,200 gates scanned the lists for each of its 240,000 cells.
class Findings {
public:
    explicit Findings(const CandidateDecision& candidate)
    {
        index(candidate.failedGates, m_failed);
        index(candidate.waivedGates, m_waived);
        index(candidate.unknownGates, m_unknown);
    }
    const GateFinding* failed(const QString& id) const { return m_failed.value(id); }
    const GateFinding* waived(const QString& id) const { return m_waived.value(id); }
    const GateFinding* unknown(const QString& id) const { return m_unknown.value(id); }

private:
    static void index(const QList<GateFinding>& list, QHash<QString, const GateFinding*>& into)
    {
        for (const GateFinding& f : list) {
            if (!into.contains(f.criterionId))
                into.insert(f.criterionId, &f);
        }
    }
    QHash<QString, const GateFinding*> m_failed;
    QHash<QString, const GateFinding*> m_waived;
    QHash<QString, const GateFinding*> m_unknown;
};

/// The first assessment of each candidate and criterion.
using AssessmentIndex = QHash<std::pair<QString, QString>, const DecisionAssessment*>;

/// The first lines of a note, for a tooltip: at most 3 lines and 240 characters, elided.
QString evidenceSummary(const QString& evidence)
{
    constexpr int kMaxChars = 240;
    constexpr int kMaxLines = 3;
    QStringList lines = evidence.trimmed().split(u'\n', Qt::SkipEmptyParts);
    bool cut = lines.size() > kMaxLines;
    lines = lines.mid(0, kMaxLines);
    QString text = lines.join(u'\n');
    if (text.size() > kMaxChars) {
        text = text.left(kMaxChars).trimmed();
        cut = true;
    }
    return cut ? text + QStringLiteral("…") : text;
}

/// The tooltip of a cell: what it is, the evidence (its first lines), who changed it and when.
QString cellTooltip(const QString& head, const GateMatrixCell& cell, const QTimeZone& zone)
{
    QStringList parts{head};
    const QString evidence = evidenceSummary(cell.evidence);
    parts.append(evidence.isEmpty() ? Text::tr("Evidence: none recorded") : Text::tr("Evidence: %1").arg(evidence));
    if (!cell.reviewer.isEmpty() && !cell.updatedAt.isEmpty())
        parts.append(Text::tr("Last changed by %1 on %2").arg(cell.reviewer, timeInZone(cell.updatedAt, zone)));
    else if (!cell.updatedAt.isEmpty())
        parts.append(Text::tr("Last changed on %1").arg(timeInZone(cell.updatedAt, zone)));
    else if (!cell.reviewer.isEmpty())
        parts.append(Text::tr("Last changed by %1").arg(cell.reviewer));
    return parts.join(u'\n');
}

GateMatrixCell metricCellOf(const Findings& findings, const QString& criterionId, const MetricGateFacts& metric,
                            GateMatrixCell cell, const QTimeZone& zone, const QString& language);

GateMatrixCell cellOf(const Findings& findings, const QString& criterionId, const DecisionAssessment* assessment,
                      const QTimeZone& zone, const QString& language)
{
    GateMatrixCell cell;
    cell.criterionId = criterionId;
    const MetricGateFacts* metric = nullptr;
    if (const DecisionAssessment* a = assessment) {
        cell.assessed = true;
        cell.evidence = a->evidence;
        cell.reviewer = a->reviewer;
        cell.updatedAt = a->updatedAt;
        if (a->metric)
            metric = &*a->metric;
    }
    if (metric) {
        // The figure beside the letter, and the computed sentence (runs, sources, override) first in the
        // tooltip: the verdict comes from the runs, the note only adds to it.
        cell = metricCellOf(findings, criterionId, *metric, cell, zone, language);
        return cell;
    }
    QString head;
    const GateFinding* finding = nullptr;
    if ((finding = findings.failed(criterionId))) {
        cell.state = GateCellState::Fail;
        cell.letter = QStringLiteral("F");
        head = labels::verdict(QStringLiteral("fail"));
    } else if ((finding = findings.waived(criterionId))) {
        cell.state = GateCellState::Waived;
        cell.letter = QStringLiteral("W");
        head = Text::tr("Waived by %1 until %2: %3")
                   .arg(finding->waiverOwner, finding->waiverExpires.toString(Qt::ISODate), finding->waiverReason);
    } else if ((finding = findings.unknown(criterionId))) {
        switch (finding->waiver) {
        case WaiverState::Expired:
            cell.state = GateCellState::WaiverExpired;
            cell.letter = QStringLiteral("W?");
            head = Text::tr("Waiver by %1 expired on %2; the gate counts as unknown again: %3")
                       .arg(finding->waiverOwner, finding->waiverExpires.toString(Qt::ISODate), finding->waiverReason);
            break;
        case WaiverState::Incomplete:
            cell.state = GateCellState::WaiverExpired;
            cell.letter = QStringLiteral("W?");
            head = Text::tr("Incomplete waiver (it needs an owner, a reason and an expiry date); the gate counts as "
                            "unknown");
            break;
        case WaiverState::None:
        case WaiverState::Valid:
            cell.state = GateCellState::Unknown;
            cell.letter = QStringLiteral("?");
            head =
                finding->assessed ? labels::verdict(QStringLiteral("unknown")) : Text::tr("Not assessed yet: unknown");
            break;
        }
    } else {
        cell.state = GateCellState::Pass;
        cell.letter = QStringLiteral("P");
        cell.assessed = true;
        cell.tooltip = cellTooltip(labels::verdict(QStringLiteral("pass")), cell, zone);
        return cell;
    }
    cell.assessed = finding->assessed;
    cell.evidence = finding->evidence;
    cell.waiverOwner = finding->waiverOwner;
    cell.waiverExpires = finding->waiverExpires;
    cell.tooltip = (cell.assessed || !cell.evidence.isEmpty()) ? cellTooltip(head, cell, zone) : head;
    return cell;
}

/// A metric gate's cell: the letter of the verdict that counts (the override, else the computed one; a
/// waiver over a computed Unknown as any waiver), the figure in a few words, and a tooltip that leads
/// with the computed sentence.
GateMatrixCell metricCellOf(const Findings& findings, const QString& criterionId, const MetricGateFacts& metric,
                            GateMatrixCell cell, const QTimeZone& zone, const QString& language)
{
    QString head;
    if (findings.failed(criterionId)) {
        cell.state = GateCellState::Fail;
        cell.letter = QStringLiteral("F");
        head = labels::verdict(QStringLiteral("fail"));
    } else if (const GateFinding* w = findings.waived(criterionId)) {
        cell.state = GateCellState::Waived;
        cell.letter = QStringLiteral("W");
        head = Text::tr("Waived by %1 until %2: %3")
                   .arg(w->waiverOwner, w->waiverExpires.toString(Qt::ISODate), w->waiverReason);
        cell.waiverOwner = w->waiverOwner;
        cell.waiverExpires = w->waiverExpires;
    } else if (const GateFinding* u = findings.unknown(criterionId)) {
        const bool lapsed = u->waiver == WaiverState::Expired || u->waiver == WaiverState::Incomplete;
        cell.state = lapsed ? GateCellState::WaiverExpired : GateCellState::Unknown;
        cell.letter = lapsed ? QStringLiteral("W?") : QStringLiteral("?");
        head = lapsed ? Text::tr("Waiver by %1 expired on %2; the gate counts as unknown again: %3")
                            .arg(u->waiverOwner, u->waiverExpires.toString(Qt::ISODate), u->waiverReason)
                      : labels::verdict(QStringLiteral("unknown"));
        cell.waiverOwner = u->waiverOwner;
        cell.waiverExpires = u->waiverExpires;
    } else {
        cell.state = GateCellState::Pass;
        cell.letter = QStringLiteral("P");
        head = labels::verdict(QStringLiteral("pass"));
    }
    cell.assessed = true;
    if (!metric.ruleError.isEmpty())
        cell.metric = Text::tr("rule unreadable");
    else if (metric.computed == MetricVerdict::Unknown && metric.runs < metric.needed)
        cell.metric = Text::tr("%1/%2 runs").arg(metric.runs).arg(metric.needed);
    else if (metric.computed == MetricVerdict::Borderline)
        cell.metric = Text::tr("%1, borderline").arg(metricFigureText(metric));
    else
        cell.metric = metricFigureText(metric);
    if (metric.override)
        cell.metric = Text::tr("%1, overridden").arg(cell.metric);
    const QString sentence = metricGateEvidence(metric, language);
    QStringList parts{head, metricVerdictShort(metric), sentence};
    const QString note = cell.evidence;
    cell.evidence = sentence;
    if (!note.trimmed().isEmpty())
        parts.append(Text::tr("Note: %1").arg(evidenceSummary(note)));
    cell.tooltip = parts.join(u'\n');
    if (!cell.reviewer.isEmpty() && !cell.updatedAt.isEmpty())
        cell.tooltip +=
            u'\n' + Text::tr("Last changed by %1 on %2").arg(cell.reviewer, timeInZone(cell.updatedAt, zone));
    return cell;
}

} // namespace

QStringList gateCategoryOrder()
{
    return {QStringLiteral("security_identity"), QStringLiteral("data_boundary"), QStringLiteral("hardware_compat"),
            QStringLiteral("resource_availability"), QStringLiteral("key_workflow")};
}

GateMatrix gateMatrix(const Decision& decision, const DecisionInput& input, const QString& language,
                      const QTimeZone& zone)
{
    GateMatrix matrix;
    for (const DecisionCriterion* gate : gatesInOrder(input)) {
        matrix.criterionIds.append(gate->id);
        matrix.columnTitles.append(shownIn(gate->titleZh, gate->titleEn, language));
    }
    AssessmentIndex assessments;
    for (const DecisionAssessment& a : input.assessments) {
        const std::pair<QString, QString> key{a.candidateId, a.criterionId};
        if (!assessments.contains(key))
            assessments.insert(key, &a);
    }
    // The shortlist first, then the set-aside candidates: still in sight, for information.
    for (const bool shortlisted : {true, false}) {
        for (const CandidateDecision& candidate : decision.candidates) {
            if (candidate.shortlisted != shortlisted)
                continue;
            GateMatrixRow row;
            row.candidateId = candidate.candidateId;
            row.name = candidateName(input, candidate.candidateId, language);
            row.status = candidate.status;
            row.eliminated = candidate.status == CandidateStatus::Eliminated;
            row.setAside = !candidate.shortlisted;
            if (const DecisionCandidate* c = input.candidate(candidate.candidateId); c && row.setAside)
                row.setAsideReason = c->setAsideReason;
            const Findings findings(candidate);
            for (const QString& criterionId : std::as_const(matrix.criterionIds))
                row.cells.append(cellOf(findings, criterionId, assessments.value({candidate.candidateId, criterionId}),
                                        zone, language));
            matrix.rows.append(row);
        }
    }
    return matrix;
}

EliminationFunnel eliminationFunnel(const Decision& decision, const DecisionInput& input, const QString& language)
{
    // Categories that hold a gate: the committee's order first, any others in criterion order.
    QHash<QString, QString> categoryOf;
    QStringList categories;
    const QStringList order = gateCategoryOrder();
    QStringList extra;
    for (const DecisionCriterion* gate : gatesInOrder(input)) {
        categoryOf.insert(gate->id, gate->category);
        if (!order.contains(gate->category) && !extra.contains(gate->category))
            extra.append(gate->category);
    }
    for (const QString& category : order) {
        if (std::find(categoryOf.cbegin(), categoryOf.cend(), category) != categoryOf.cend())
            categories.append(category);
    }
    categories.append(extra);

    EliminationFunnel funnel;
    QList<const CandidateDecision*> shortlisted;
    for (const CandidateDecision& c : decision.candidates) {
        if (c.shortlisted)
            shortlisted.append(&c);
    }
    funnel.shortlisted = int(shortlisted.size());

    QSet<QString> out;     // failed in a category so far
    QSet<QString> blocked; // an unknown gate so far
    QSet<QString> waived;  // a gate through on a valid waiver so far
    const auto touches = [&](const QList<GateFinding>& findings, const QString& category) {
        return std::any_of(findings.cbegin(), findings.cend(),
                           [&](const GateFinding& f) { return categoryOf.value(f.criterionId) == category; });
    };
    for (const QString& category : std::as_const(categories)) {
        FunnelStep step;
        step.category = category;
        for (auto it = categoryOf.cbegin(); it != categoryOf.cend(); ++it) {
            if (it.value() == category)
                step.criterionIds.append(it.key());
        }
        std::sort(step.criterionIds.begin(), step.criterionIds.end(), [&](const QString& a, const QString& b) {
            const DecisionCriterion* ca = input.criterion(a);
            const DecisionCriterion* cb = input.criterion(b);
            return ca->position != cb->position ? ca->position < cb->position : a < b;
        });
        // Named by its gates: the committee knows the gates, not the category keys.
        QStringList titles;
        for (const QString& id : std::as_const(step.criterionIds))
            titles.append(criterionTitle(input, id, language));
        step.label = titles.isEmpty() ? labels::category(category) : titles.join(listSeparator(language));
        for (const CandidateDecision* c : std::as_const(shortlisted)) {
            if (out.contains(c->candidateId))
                continue;
            if (touches(c->failedGates, category)) {
                out.insert(c->candidateId);
                step.eliminatedHere.append(c->candidateId);
                continue;
            }
            if (touches(c->unknownGates, category))
                blocked.insert(c->candidateId);
            ++step.remaining;
            const bool waivedHere = touches(c->waivedGates, category);
            if (waivedHere)
                waived.insert(c->candidateId);
            if (blocked.contains(c->candidateId))
                ++step.blocked;
            else if (waived.contains(c->candidateId))
                ++step.onWaiver;
            if (!blocked.contains(c->candidateId) && waivedHere)
                ++step.waived;
        }
        funnel.steps.append(step);
    }
    return funnel;
}

BonusBars bonusBars(const Decision& decision, const DecisionInput& input, const QString& language)
{
    BonusBars bars;
    if (!decision.candidates.isEmpty()) {
        for (const BonusCell& cell : decision.candidates.first().bonusCells) {
            if (cell.weight > 0) {
                bars.criterionIds.append(cell.criterionId);
                bars.criterionTitles.append(criterionTitle(input, cell.criterionId, language));
            }
        }
    }
    for (const QString& id : decision.ranking) {
        const CandidateDecision* c = decision.candidate(id);
        BonusBar bar;
        bar.candidateId = id;
        bar.name = candidateName(input, id, language);
        bar.rank = c->rank.value_or(0);
        bar.score = c->bonusScore.value_or(0.0);
        bar.scored = false;
        for (const BonusCell& cell : c->bonusCells) {
            if (cell.weight > 0) {
                bar.segments.append({cell.criterionId, cell.points});
                bar.scored = bar.scored || cell.score.has_value();
            }
        }
        bars.bars.append(bar);
    }
    for (const CandidateDecision& c : decision.candidates) {
        if (!c.status || *c.status == CandidateStatus::Eligible)
            continue;
        StoppedCandidate stopped;
        stopped.candidateId = c.candidateId;
        stopped.name = candidateName(input, c.candidateId, language);
        stopped.status = *c.status;
        if (const GateFinding* gate = c.stoppingGate()) {
            stopped.criterionId = gate->criterionId;
            stopped.gateTitle = criterionTitle(input, gate->criterionId, language);
        }
        for (const GateFinding& f : c.failedGates.isEmpty() ? c.unknownGates : c.failedGates)
            stopped.gateTitles.append(criterionTitle(input, f.criterionId, language));
        bars.stopped.append(stopped);
    }
    return bars;
}

} // namespace gatebench
