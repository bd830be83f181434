#include "decision/DecisionCharts.h"

#include "core/Labels.h"

#include <QCoreApplication>
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
    return c ? pickLanguage(c->nameZh, c->nameEn, language) : id;
}

QString criterionTitle(const DecisionInput& input, const QString& id, const QString& language)
{
    const DecisionCriterion* c = input.criterion(id);
    return c ? pickLanguage(c->titleZh, c->titleEn, language) : id;
}

const GateFinding* findIn(const QList<GateFinding>& list, const QString& criterionId)
{
    for (const GateFinding& f : list) {
        if (f.criterionId == criterionId)
            return &f;
    }
    return nullptr;
}

QString withEvidence(const QString& head, const QString& evidence)
{
    return evidence.isEmpty() ? head : head + QLatin1Char('\n') + evidence;
}

GateMatrixCell cellOf(const CandidateDecision& candidate, const QString& criterionId, const DecisionInput& input)
{
    GateMatrixCell cell;
    cell.criterionId = criterionId;
    const GateFinding* finding = nullptr;
    if ((finding = findIn(candidate.failedGates, criterionId))) {
        cell.state = GateCellState::Fail;
        cell.letter = QStringLiteral("F");
        cell.tooltip = withEvidence(labels::verdict(QStringLiteral("fail")), finding->evidence);
    } else if ((finding = findIn(candidate.waivedGates, criterionId))) {
        cell.state = GateCellState::Waived;
        cell.letter = QStringLiteral("W");
        cell.tooltip = withEvidence(
            Text::tr("Waived by %1 until %2: %3")
                .arg(finding->waiverOwner, finding->waiverExpires.toString(Qt::ISODate), finding->waiverReason),
            finding->evidence);
    } else if ((finding = findIn(candidate.unknownGates, criterionId))) {
        switch (finding->waiver) {
        case WaiverState::Expired:
            cell.state = GateCellState::WaiverExpired;
            cell.letter = QStringLiteral("W?");
            cell.tooltip = withEvidence(
                Text::tr("Waiver by %1 expired on %2; the gate counts as unknown again: %3")
                    .arg(finding->waiverOwner, finding->waiverExpires.toString(Qt::ISODate), finding->waiverReason),
                finding->evidence);
            break;
        case WaiverState::Incomplete:
            cell.state = GateCellState::WaiverExpired;
            cell.letter = QStringLiteral("W?");
            cell.tooltip =
                withEvidence(Text::tr("Incomplete waiver (it needs an owner, a reason and an expiry date); the "
                                      "gate counts as unknown"),
                             finding->evidence);
            break;
        case WaiverState::None:
        case WaiverState::Valid:
            cell.state = GateCellState::Unknown;
            cell.letter = QStringLiteral("?");
            cell.tooltip = finding->assessed
                               ? withEvidence(labels::verdict(QStringLiteral("unknown")), finding->evidence)
                               : Text::tr("Not assessed yet: unknown");
            break;
        }
    } else {
        cell.state = GateCellState::Pass;
        cell.letter = QStringLiteral("P");
        cell.assessed = true;
        for (const DecisionAssessment& a : input.assessments) {
            if (a.candidateId == candidate.candidateId && a.criterionId == criterionId) {
                cell.evidence = a.evidence;
                break;
            }
        }
        cell.tooltip = withEvidence(labels::verdict(QStringLiteral("pass")), cell.evidence);
        return cell;
    }
    cell.assessed = finding->assessed;
    cell.evidence = finding->evidence;
    cell.waiverOwner = finding->waiverOwner;
    cell.waiverExpires = finding->waiverExpires;
    return cell;
}

} // namespace

QStringList gateCategoryOrder()
{
    return {QStringLiteral("security_identity"), QStringLiteral("data_boundary"), QStringLiteral("hardware_compat"),
            QStringLiteral("resource_availability"), QStringLiteral("key_workflow")};
}

GateMatrix gateMatrix(const Decision& decision, const DecisionInput& input, const QString& language)
{
    GateMatrix matrix;
    for (const DecisionCriterion* gate : gatesInOrder(input)) {
        matrix.criterionIds.append(gate->id);
        matrix.columnTitles.append(pickLanguage(gate->titleZh, gate->titleEn, language));
    }
    for (const CandidateDecision& candidate : decision.candidates) {
        if (!candidate.shortlisted)
            continue;
        GateMatrixRow row;
        row.candidateId = candidate.candidateId;
        row.name = candidateName(input, candidate.candidateId, language);
        row.status = candidate.status;
        row.eliminated = candidate.status == CandidateStatus::Eliminated;
        for (const QString& criterionId : std::as_const(matrix.criterionIds))
            row.cells.append(cellOf(candidate, criterionId, input));
        matrix.rows.append(row);
    }
    return matrix;
}

EliminationFunnel eliminationFunnel(const Decision& decision, const DecisionInput& input)
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
    const auto touches = [&](const QList<GateFinding>& findings, const QString& category) {
        return std::any_of(findings.cbegin(), findings.cend(),
                           [&](const GateFinding& f) { return categoryOf.value(f.criterionId) == category; });
    };
    for (const QString& category : std::as_const(categories)) {
        FunnelStep step;
        step.category = category;
        step.label = labels::category(category);
        for (auto it = categoryOf.cbegin(); it != categoryOf.cend(); ++it) {
            if (it.value() == category)
                step.criterionIds.append(it.key());
        }
        std::sort(step.criterionIds.begin(), step.criterionIds.end(), [&](const QString& a, const QString& b) {
            const DecisionCriterion* ca = input.criterion(a);
            const DecisionCriterion* cb = input.criterion(b);
            return ca->position != cb->position ? ca->position < cb->position : a < b;
        });
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
            if (blocked.contains(c->candidateId))
                ++step.blocked;
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
        for (const BonusCell& cell : c->bonusCells) {
            if (cell.weight > 0)
                bar.segments.append({cell.criterionId, cell.points});
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
        bars.stopped.append(stopped);
    }
    return bars;
}

} // namespace gatebench
