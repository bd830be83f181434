#include "commands/Consensus.h"

#include "committee/WriteGuard.h"
#include "core/Labels.h"
#include "repositories/CandidateRepository.h"
#include "repositories/ConsensusRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gatebench::consensus {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::consensus)
};

/// Why the acting member may not do the chair's `action` (a phrase: "reveal a round"); else nothing.
std::optional<Error> chairRefusal(const Workspace& workspace, const QString& action)
{
    return committee::chairRefusal(ModelAccess::storage(workspace), workspace.actingMemberId(), action);
}

/// Who the committee's records name as having acted: the acting member's id, else the actor's name.
QString actingName(const Workspace& workspace)
{
    return workspace.actingMemberId().isEmpty() ? workspace.actor() : workspace.actingMemberId();
}

QString nowText(const Workspace& workspace)
{
    return workspace.now().toUTC().toString(Qt::ISODate);
}

struct CellNames {
    Bilingual candidate;
    Bilingual criterion;
    QString candidateId;
    QString criterionId;
    QString candidateIn(const QString& language) const
    {
        const QString name = shownIn(candidate.zh, candidate.en, language);
        return name.isEmpty() ? candidateId : name;
    }
    QString criterionIn(const QString& language) const
    {
        const QString title = shownIn(criterion.zh, criterion.en, language);
        return title.isEmpty() ? criterionId : title;
    }
};

/// The cell's names, checking that it is a bonus cell of existing rows.
Result<CellNames> bonusCell(const Storage& storage, const QString& candidateId, const QString& criterionId)
{
    auto candidate = CandidateRepository(storage).find(candidateId);
    if (!candidate)
        return candidate.error();
    if (!*candidate)
        return Error{Error::Kind::BadInput, Text::tr("There is no candidate %1.").arg(candidateId)};
    auto criterion = CriterionRepository(storage).find(criterionId);
    if (!criterion)
        return criterion.error();
    if (!*criterion)
        return Error{Error::Kind::BadInput, Text::tr("There is no requirement %1.").arg(criterionId)};
    if ((*criterion)->tier != CriterionTier::Bonus)
        return Error{
            Error::Kind::BadInput,
            Text::tr("%1 is not a bonus criterion: only bonus cells take a consensus score.").arg(criterionId)};
    return CellNames{(*candidate)->name, (*criterion)->title, candidateId, criterionId};
}

QString scoreText(double score)
{
    return QLocale().toString(score, 'g', 3);
}

} // namespace

Result<RevealOutcome> reveal(Workspace& workspace, std::optional<qint64> roundId, const QString& reason)
{
    const Storage& storage = ModelAccess::storage(workspace);
    auto facts = ConsensusRepository(storage).facts();
    if (!facts)
        return facts.error();
    if (auto refused = chairRefusal(workspace, Text::tr("reveal a scoring round")))
        return *refused;
    if (!roundId) {
        QList<qint64> sealed;
        for (const CommitteeFacts::Round& r : std::as_const(facts->rounds)) {
            if (r.sealed())
                sealed.append(r.id);
        }
        if (sealed.isEmpty())
            return Error{Error::Kind::BadInput, Text::tr("There is no scoring round to reveal.")};
        if (sealed.size() > 1)
            return Error{Error::Kind::BadInput,
                         Text::tr("Several scoring rounds are sealed: name the one to reveal (--round).")};
        roundId = sealed.first();
    }
    const CommitteeFacts::Round* round = facts->round(*roundId);
    if (!round)
        return Error{Error::Kind::BadInput, Text::tr("There is no scoring round %1.").arg(*roundId)};
    if (!round->sealed())
        return Error{Error::Kind::BadInput, Text::tr("Scoring round %1 is already revealed.").arg(*roundId)};
    RevealOutcome outcome;
    outcome.roundId = *roundId;
    outcome.shortOfQuorum = committee::quorumShortfalls(*facts, *roundId);
    const QString why = reason.trimmed();
    if (!outcome.shortOfQuorum.isEmpty() && why.isEmpty()) {
        QStringList cells;
        for (const committee::QuorumShortfall& s : std::as_const(outcome.shortOfQuorum).mid(0, 10))
            cells.append(
                Text::tr("%1 / %2: %3 of %4 scores").arg(s.candidateId, s.criterionId).arg(s.scores).arg(s.quorum));
        return Error{Error::Kind::BadInput,
                     Text::tr("Scoring round %1 cannot be revealed yet: %n cell(s) short of their quorum (%2). "
                              "Reveal it before with a reason (--reason).",
                              nullptr, int(outcome.shortOfQuorum.size()))
                         .arg(*roundId)
                         .arg(cells.join(QStringLiteral("; ")))};
    }
    QStringList shortCells;
    for (const committee::QuorumShortfall& s : std::as_const(outcome.shortOfQuorum))
        shortCells.append(s.text());
    const qint64 id = *roundId;
    auto written = workspace.execute(
        {ConsensusRepository::revealChange(*round, actingName(workspace), nowText(workspace), why)},
        [id](const QString&) { return Text::tr("reveal scoring round %1").arg(id); },
        ConsensusRepository::revealAct(id, round->state, why, shortCells));
    if (!written)
        return written.error();
    return outcome;
}

Result<void> setConsensus(Workspace& workspace, const QString& candidateId, const QString& criterionId, double score,
                          const QString& reason)
{
    const Storage& storage = ModelAccess::storage(workspace);
    auto facts = ConsensusRepository(storage).facts();
    if (!facts)
        return facts.error();
    if (auto refused = chairRefusal(workspace, Text::tr("set a consensus score")))
        return *refused;
    auto names = bonusCell(storage, candidateId, criterionId);
    if (!names)
        return names.error();
    if (!std::isfinite(score) || score < 0 || score > 5)
        return Error{Error::Kind::BadInput, Text::tr("A consensus score is a number from 0 to 5.")};
    const QString why = reason.trimmed();
    if (why.size() < kMinReasonLength)
        return Error{Error::Kind::BadInput,
                     Text::tr("A consensus score needs a reason of at least %1 characters.").arg(kMinReasonLength)};
    if (const CommitteeFacts::Round* sealing = facts->sealingRound(candidateId, criterionId))
        return Error{Error::Kind::BadInput, Text::tr("%1 / %2 is sealed in scoring round %3: reveal the round first.")
                                                .arg(candidateId, criterionId)
                                                .arg(sealing->id)};
    std::optional<CommitteeFacts::Consensus> stored;
    if (const CommitteeFacts::Consensus* c = facts->consensusOf(candidateId, criterionId))
        stored = *c;
    CommitteeFacts::Consensus wanted;
    wanted.candidateId = candidateId;
    wanted.criterionId = criterionId;
    wanted.score = score;
    wanted.reason = why;
    wanted.setBy = actingName(workspace);
    if (const CommitteeFacts::Round* revealed = facts->revealedRound(candidateId, criterionId))
        wanted.roundId = revealed->id;
    wanted.setAt = nowText(workspace);
    if (stored && stored->score == wanted.score && stored->reason == wanted.reason)
        return {};
    auto change = ConsensusRepository::consensusChange(candidateId, criterionId, stored, wanted);
    if (!change)
        return {};
    const CellNames cell = *names;
    const QString shown = scoreText(score);
    return workspace.execute(
        {*change},
        [cell, shown](const QString& language) {
            return Text::tr("set the consensus score of %1 on “%2” to %3")
                .arg(cell.candidateIn(language), cell.criterionIn(language), shown);
        },
        ConsensusRepository::consensusAct(candidateId, criterionId,
                                          stored ? std::optional<double>(stored->score) : std::nullopt, score, why));
}

Result<void> clearConsensus(Workspace& workspace, const QString& candidateId, const QString& criterionId)
{
    const Storage& storage = ModelAccess::storage(workspace);
    auto facts = ConsensusRepository(storage).facts();
    if (!facts)
        return facts.error();
    if (auto refused = chairRefusal(workspace, Text::tr("remove a consensus score")))
        return *refused;
    auto names = bonusCell(storage, candidateId, criterionId);
    if (!names)
        return names.error();
    const CommitteeFacts::Consensus* stored = facts->consensusOf(candidateId, criterionId);
    if (!stored)
        return {};
    auto change = ConsensusRepository::consensusChange(candidateId, criterionId, *stored, std::nullopt);
    if (!change)
        return {};
    const CellNames cell = *names;
    return workspace.execute(
        {*change},
        [cell](const QString& language) {
            return Text::tr("remove the consensus score of %1 on “%2”")
                .arg(cell.candidateIn(language), cell.criterionIn(language));
        },
        ConsensusRepository::consensusAct(candidateId, criterionId, stored->score, std::nullopt, stored->reason));
}

Result<void> setSpreadFlagPoints(Workspace& workspace, double points)
{
    const Storage& storage = ModelAccess::storage(workspace);
    if (auto refused = chairRefusal(workspace, Text::tr("change the spread that flags a cell")))
        return *refused;
    if (!std::isfinite(points) || points <= 0 || points > 5)
        return Error{Error::Kind::BadInput, Text::tr("The spread that flags a cell is a number above 0, at most 5.")};
    auto change = SettingsRepository(storage).change(QLatin1String(schema::key::SpreadFlagPoints),
                                                     QString::number(points, 'g', 6));
    if (!change)
        return change.error();
    if (!*change)
        return {};
    const QString shown = scoreText(points);
    return workspace.execute({**change}, [shown](const QString&) {
        return Text::tr("flag cells whose scores lie %1 points or more apart").arg(shown);
    });
}

} // namespace gatebench::consensus
