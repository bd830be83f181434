#include "decision/RecordSuggestion.h"

#include "core/Labels.h"
#include "decision/DecisionDocument.h"

namespace gatebench {

DecisionRecord suggestedRecord(const DecisionDocument& document)
{
    const Decision& decision = document.decision();
    DecisionRecord record;
    record.asOf = decision.asOf.toString(Qt::ISODate);
    record.recommended = decision.recommended;
    record.alternative = decision.alternative;

    QStringList risks;
    if (decision.closeCall) {
        // The close-call line of the recommendation: the one after the alternative.
        const QStringList lines = document.recommendationLines(false);
        if (lines.size() >= 3)
            risks.append(lines.at(2));
    }
    const QStringList sensitivity = document.sensitivityLines();
    for (qsizetype i = 0; i < decision.sensitivity.size() && i + 1 < sensitivity.size(); ++i) {
        if (decision.sensitivity.at(i).threshold)
            risks.append(sensitivity.at(i + 1));
    }
    record.risks = risks.join(u'\n');

    QStringList conditions;
    for (const CandidateDecision& c : decision.candidates) {
        if (!c.status)
            continue;
        const QString name = document.candidateName(c.candidateId);
        if (*c.status == CandidateStatus::Eligible) {
            for (const QString& line : document.waivedLines(c.candidateId))
                conditions.append(name + colonSeparator(document.language()) + line);
        } else if (*c.status == CandidateStatus::Blocked) {
            conditions.append(name + colonSeparator(document.language()) + document.statusText(c.candidateId));
        }
    }
    record.acceptance = conditions.join(u'\n');
    return record;
}

QList<RecordChoice> recordChoices(const DecisionDocument& document)
{
    const Decision& decision = document.decision();
    QList<RecordChoice> choices;
    const auto label = [&](const QString& id) {
        const QString status = document.statusText(id);
        return status.isEmpty() ? document.candidateName(id)
                                : document.candidateName(id) + QStringLiteral(" — ") + status;
    };
    for (const QString& id : decision.ranking)
        choices.append({id, label(id), true});
    for (const CandidateDecision& c : decision.candidates) {
        if (!decision.ranking.contains(c.candidateId))
            choices.append({c.candidateId, label(c.candidateId), false});
    }
    return choices;
}

} // namespace gatebench
