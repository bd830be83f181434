#include "commands/Rounds.h"

#include "commands/Assessments.h"
#include "committee/WriteGuard.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/RoundRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QSet>

namespace gatebench::rounds {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::RoundCommands)
};

/// The audit entity of a round (the log names rows in the singular).
const QString kRoundEntity = QStringLiteral("scoring_round"); // not storage: an audit entity

} // namespace

Result<void> requireChair(const Workspace& workspace)
{
    if (auto refused = committee::chairRefusal(ModelAccess::storage(workspace), workspace.actingMemberId(),
                                               Text::tr("open or close a scoring round")))
        return *refused;
    return {};
}

Result<qint64> open(Workspace& workspace, const OpenOptions& options)
{
    if (auto chair = requireChair(workspace); !chair)
        return chair.error();
    const Storage& storage = ModelAccess::storage(workspace);
    auto criteria = CriterionRepository(storage).ordered();
    if (!criteria)
        return criteria.error();
    QStringList criterionIds;
    QSet<QString> bonus;
    for (const Criterion& c : std::as_const(*criteria)) {
        if (c.tier == CriterionTier::Bonus) {
            bonus.insert(c.id);
            if (options.criteria.isEmpty())
                criterionIds.append(c.id);
        }
    }
    for (const QString& id : options.criteria) {
        if (!bonus.contains(id)) {
            bool known = false;
            for (const Criterion& c : std::as_const(*criteria))
                known = known || c.id == id;
            return Error{Error::Kind::BadInput, known ? Text::tr("%1 is not a bonus criterion: only bonus criteria "
                                                                 "are scored in a round.")
                                                            .arg(id)
                                                      : Text::tr("There is no criterion %1.").arg(id)};
        }
        if (!criterionIds.contains(id))
            criterionIds.append(id);
    }

    auto candidates = CandidateRepository(storage).all();
    if (!candidates)
        return candidates.error();
    QStringList candidateIds;
    if (options.candidates.isEmpty()) {
        auto current = workspace.queries().decision(QDate(), Viewer::everyone());
        if (!current)
            return current.error();
        for (const CandidateDecision& c : (*current)->decision.candidates) {
            if (c.status && *c.status != CandidateStatus::Eliminated)
                candidateIds.append(c.candidateId);
        }
    } else {
        for (const QString& id : options.candidates) {
            bool known = false;
            for (const Candidate& c : std::as_const(*candidates))
                known = known || c.id == id;
            if (!known)
                return Error{Error::Kind::BadInput, Text::tr("There is no candidate %1.").arg(id)};
            if (!candidateIds.contains(id))
                candidateIds.append(id);
        }
    }

    const RoundRepository repository(storage);
    auto sealed = repository.sealed();
    if (!sealed)
        return sealed.error();
    ScoringRound round;
    for (const QString& candidate : std::as_const(candidateIds)) {
        for (const QString& criterion : std::as_const(criterionIds)) {
            for (const ScoringRound& other : std::as_const(*sealed)) {
                if (other.covers(candidate, criterion))
                    return Error{Error::Kind::BadInput,
                                 Text::tr("%1 on %2 is already in scoring round %3, which is not revealed yet.")
                                     .arg(candidate, criterion)
                                     .arg(other.id)};
            }
            round.cells.append({candidate, criterion});
        }
    }
    if (round.cells.isEmpty())
        return Error{Error::Kind::BadInput,
                     Text::tr("A scoring round needs at least one bonus criterion and one candidate.")};
    auto id = repository.nextId();
    if (!id)
        return id.error();
    round.id = *id;
    round.deadline = options.deadline;
    round.hidePrices = options.hidePrices;
    round.openedBy = workspace.actingMemberId().isEmpty() ? workspace.actor() : workspace.actingMemberId();
    round.openedAt = workspace.now().toUTC().toString(Qt::ISODate);
    const int cells = int(round.cells.size());
    const qint64 roundId = round.id;
    const StepText text = [roundId, cells](const QString&) {
        return Text::tr("open scoring round %1 on %n cell(s)", nullptr, cells).arg(roundId);
    };
    const AuditAct act{QStringLiteral("open round"),
                       kRoundEntity,
                       QString::number(round.id),
                       QStringLiteral("state"), // not storage: the audited field's key
                       QVariant(),
                       RoundRepository::stateKey(RoundState::Open),
                       text(workspace.textLanguage())};
    if (auto written = workspace.execute(RoundRepository::addition(round), text, act); !written)
        return written.error();
    return round.id;
}

Result<void> close(Workspace& workspace, qint64 id)
{
    if (auto chair = requireChair(workspace); !chair)
        return chair;
    auto round = RoundRepository(ModelAccess::storage(workspace)).find(id);
    if (!round)
        return round.error();
    if (!*round)
        return Error{Error::Kind::BadInput, Text::tr("There is no scoring round %1.").arg(id)};
    if ((*round)->state != RoundState::Open)
        return Error{Error::Kind::BadInput, Text::tr("Scoring round %1 is not open.").arg(id)};
    const QString by = workspace.actingMemberId().isEmpty() ? workspace.actor() : workspace.actingMemberId();
    const StepText text = [id](const QString&) { return Text::tr("close scoring round %1").arg(id); };
    const AuditAct act{QStringLiteral("close round"),
                       kRoundEntity,
                       QString::number(id),
                       QStringLiteral("state"), // not storage: the audited field's key
                       RoundRepository::stateKey(RoundState::Open),
                       RoundRepository::stateKey(RoundState::Closed),
                       text(workspace.textLanguage())};
    return workspace.execute({RoundRepository::closing(**round, by, workspace.now().toUTC().toString(Qt::ISODate))},
                             text, act);
}

Result<void> score(Workspace& workspace, const QString& candidateId, const QString& criterionId, double score,
                   const std::optional<QString>& note)
{
    // An observer's score is refused by the write guard (committee/WriteGuard.h), as every write.
    return assessments::setScore(workspace, candidateId, criterionId, score, std::nullopt, note);
}

} // namespace gatebench::rounds
