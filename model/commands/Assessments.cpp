#include "commands/Assessments.h"

#include "repositories/AssessmentRepository.h"
#include "repositories/AuditRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/MemberRepository.h"
#include "repositories/SettingsRepository.h"

#include "core/Labels.h"
#include "decision/DecisionKeys.h"
#include "decision/DecisionLoader.h"
#include "poc/MetricRule.h"
#include "repositories/PocRepository.h"
#include "repositories/RoundRepository.h"
#include "storage/Schema.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QMimeDatabase>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace gatebench::assessments {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::assessments)
};

QString normalized(const QString& word)
{
    return word.trimmed().toLower().remove(u' ');
}

/// A cell named in an undo text: its candidate's name and its requirement's title in both languages.
struct CellNames {
    QString candidateId;
    QString criterionId;
    Bilingual candidate;
    Bilingual criterion;
    /// The candidate's name in `language`, else in the other, else its id.
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

/// Everything a command needs to know about the cells it writes, read once.
class Context {
public:
    explicit Context(Workspace& workspace)
        : m_workspace(workspace)
        , m_cells(ModelAccess::storage(workspace))
        , m_language(workspace.language())
        , m_actor(workspace.actor())
        , m_now(workspace.now().toUTC().toString(Qt::ISODate))
    {}

    Workspace& workspace() const { return m_workspace; }
    const AssessmentRepository& cells() const { return m_cells; }
    const QString& actor() const { return m_actor; }
    const QString& now() const { return m_now; }

    Result<Criterion> criterion(const QString& id)
    {
        if (!m_criteria.contains(id)) {
            auto found = CriterionRepository(ModelAccess::storage(m_workspace)).find(id);
            if (!found)
                return found.error();
            if (!*found)
                return Error{Error::Kind::Conflict, QCoreApplication::translate("gatebench::assessments",
                                                                                "The requirement %1 no longer exists")
                                                        .arg(id)};
            m_criteria.insert(id, **found);
        }
        return m_criteria.value(id);
    }

    Result<Candidate> candidate(const QString& id)
    {
        if (!m_candidates.contains(id)) {
            auto found = CandidateRepository(ModelAccess::storage(m_workspace)).find(id);
            if (!found)
                return found.error();
            if (!*found)
                return Error{
                    Error::Kind::Conflict,
                    QCoreApplication::translate("gatebench::assessments", "The candidate %1 no longer exists").arg(id)};
            m_candidates.insert(id, **found);
        }
        return m_candidates.value(id);
    }

    /// The cell's candidate and requirement in both languages, for an undo text rendered again when
    /// the interface language changes.
    CellNames names(const QString& candidateId, const QString& criterionId)
    {
        auto candidateRow = candidate(candidateId);
        auto criterionRow = criterion(criterionId);
        return {candidateId, criterionId, candidateRow ? candidateRow->name : Bilingual(),
                criterionRow ? criterionRow->title : Bilingual()};
    }

    /// "NVIDIA Run:ai / Data boundary", for messages.
    QString cellName(const QString& candidateId, const QString& criterionId)
    {
        const auto pick = [this](const Bilingual& text, const QString& fallback) {
            const QString picked = pickLanguage(text.zh, text.en, m_language);
            return picked.isEmpty() ? fallback : picked;
        };
        auto candidateRow = candidate(candidateId);
        auto criterionRow = criterion(criterionId);
        return QStringLiteral("%1 / %2").arg(candidateRow ? pick(candidateRow->name, candidateId) : candidateId,
                                             criterionRow ? pick(criterionRow->title, criterionId) : criterionId);
    }

    /// The reviewer id of the actor, and the reviewer to add with the first score of this command.
    Result<QString> reviewer(ChangeSet& changes)
    {
        if (!m_reviewerId.isEmpty())
            return m_reviewerId;
        // A committee member scores under their own id (the permission check refuses an unknown one).
        if (!m_workspace.actingMemberId().isEmpty())
            return m_reviewerId = m_workspace.actingMemberId();
        const Storage& storage = ModelAccess::storage(m_workspace);
        auto existing = existingReviewerId(storage, m_actor);
        if (!existing)
            return existing.error();
        m_reviewerId = *existing;
        if (m_reviewerId.isEmpty()) {
            auto derived = reviewerId(storage, m_actor);
            if (!derived)
                return derived.error();
            m_reviewerId = *derived;
            changes.append(MemberRepository::addActing(m_reviewerId, m_actor));
        }
        return m_reviewerId;
    }

private:
    Workspace& m_workspace;
    AssessmentRepository m_cells;
    QString m_language;
    QString m_actor;
    QString m_now;
    QHash<QString, Criterion> m_criteria;
    QHash<QString, Candidate> m_candidates;
    QString m_reviewerId;
};

/// The stored cell; an Unknown cell with nothing recorded when there is no row.
Result<Assessment> currentAssessment(const Context& context, const QString& candidateId, const QString& criterionId)
{
    auto found = context.cells().find(candidateId, criterionId);
    if (!found)
        return found.error();
    if (*found)
        return **found;
    Assessment blank;
    blank.candidateId = candidateId;
    blank.criterionId = criterionId;
    return blank;
}

/// The computed part of a metric gate cell (null: no metric rule, or not a gate), with the override
/// of `cell`.
Result<std::optional<MetricGateFacts>> metricFacts(const Storage& storage, const Criterion& criterion,
                                                   const Assessment& cell)
{
    if (criterion.tier != CriterionTier::Gate || criterion.metricRule.trimmed().isEmpty())
        return std::optional<MetricGateFacts>();
    const PocRepository poc(storage);
    auto runs = poc.runs();
    if (!runs)
        return runs.error();
    auto scenarios = poc.scenarios();
    if (!scenarios)
        return scenarios.error();
    MetricGateFacts facts = computeMetricGate(criterion.metricRule, cell.candidateId, *runs, *scenarios);
    facts.override = cell.override.verdict;
    facts.overrideReason = cell.override.reason;
    facts.overrideBy = cell.override.by;
    facts.overrideAt = cell.override.at;
    return std::optional<MetricGateFacts>(facts);
}

/// True when the parts of a cell that an edit sets are still as the view showed them.
bool asShown(const Assessment& current, const std::optional<Assessment>& shown, int parts)
{
    if (!shown)
        return true;
    if ((parts & AssessmentRepository::VerdictPart) &&
        (current.verdict != shown->verdict || !(current.waiver == shown->waiver)))
        return false;
    if ((parts & AssessmentRepository::NotePart) &&
        (current.evidence != shown->evidence || current.links != shown->links))
        return false;
    return true;
}

/// The change that turns the stored cell into `wanted`, stamped with the reviewer and time; null when
/// nothing but the stamp would change.
Result<std::optional<Change>> assessmentChange(Context& context, const Assessment& wanted, int parts,
                                               const std::optional<Assessment>& shown)
{
    return context.cells().cellChange(wanted, context.actor(), context.now(), parts, shown);
}

/// Links one per line, trimmed, blank lines dropped; an empty text (never null) when there are none.
QString linkLines(const QString& links)
{
    QStringList lines;
    for (const QString& line : links.split(u'\n')) {
        if (!line.trimmed().isEmpty())
            lines.append(line.trimmed());
    }
    return nonNullText(lines.join(u'\n'));
}

/// The change of one gate verdict, with the committee's rules. With `shown`, a cell that another
/// writer changed since the view showed it is not judged by the rules: the change expects what the
/// view showed, and the workspace refuses it.
Result<std::optional<Change>> verdictChange(Context& context, const QString& candidateId, const QString& criterionId,
                                            const VerdictEntry& entry,
                                            const std::optional<Assessment>& shown = std::nullopt)
{
    auto criterion = context.criterion(criterionId);
    if (!criterion)
        return criterion.error();
    if (auto candidate = context.candidate(candidateId); !candidate)
        return candidate.error();
    const QString cell = context.cellName(candidateId, criterionId);
    if (criterion->tier != CriterionTier::Gate)
        return Error{Error::Kind::BadInput,
                     Text::tr("%1: only gate criteria take a verdict (Pass, Fail, Unknown or Waived).").arg(cell)};
    auto current = currentAssessment(context, candidateId, criterionId);
    if (!current)
        return current.error();
    const int parts =
        AssessmentRepository::VerdictPart | (entry.evidence || entry.links ? int(AssessmentRepository::NotePart) : 0);
    if (!asShown(*current, shown, parts))
        return assessmentChange(context, *current, parts, shown);
    Assessment wanted = *current;
    if (entry.evidence)
        wanted.evidence = nonNullText(entry.evidence->trimmed());
    if (entry.links)
        wanted.links = linkLines(*entry.links);
    GateVerdict stored = wanted.verdict;

    auto metric = metricFacts(ModelAccess::storage(context.workspace()), *criterion, *current);
    if (!metric)
        return metric.error();
    if (*metric) {
        const MetricGateFacts& facts = **metric;
        if (entry.verdict == GateVerdict::Pass || entry.verdict == GateVerdict::Fail)
            return Error{Error::Kind::BadInput,
                         Text::tr("%1: this gate's verdict is computed from the PoC runs (%2); the chair can override "
                                  "it with a reason instead.")
                             .arg(cell, metricVerdictShort(facts))};
        if (entry.verdict == GateVerdict::Waived) {
            if (facts.override)
                return Error{Error::Kind::BadInput,
                             Text::tr("%1: the chair has overridden this gate to %2; clear the override before "
                                      "waiving it.")
                                 .arg(cell, labels::verdict(verdictKey(*facts.override)))};
            if (facts.computed == MetricVerdict::Fail)
                return Error{Error::Kind::BadInput,
                             Text::tr("%1: a Fail computed from the PoC runs cannot be waived (%2). A waiver only "
                                      "covers a gate nobody could verify yet.")
                                 .arg(cell, metricVerdictShort(facts))};
            if (facts.computed == MetricVerdict::Pass)
                return Error{Error::Kind::BadInput,
                             Text::tr("%1: the gate is already passed, so there is nothing to waive.").arg(cell)};
        }
        // The stored verdict of a metric gate is not what decides: only a waiver counts.
        if (stored != GateVerdict::Waived)
            stored = GateVerdict::Unknown;
    }

    if (entry.verdict == GateVerdict::Waived) {
        if (stored == GateVerdict::Fail)
            return Error{Error::Kind::BadInput,
                         Text::tr("%1: a Fail cannot be waived. A waiver only covers a gate nobody could verify yet "
                                  "(Unknown); if the Fail no longer holds, record the new evidence and set the gate to "
                                  "Unknown first.")
                             .arg(cell)};
        if (stored == GateVerdict::Pass)
            return Error{Error::Kind::BadInput,
                         Text::tr("%1: the gate is already passed, so there is nothing to waive.").arg(cell)};
        if (!entry.waiver) {
            if (stored == GateVerdict::Waived)
                return assessmentChange(context, wanted, parts, shown); // W over a waiver keeps it
            return Error{Error::Kind::BadInput,
                         Text::tr("%1: a waiver needs an owner, a reason and an expiry date (in a pasted cell: "
                                  "W: owner; reason; YYYY-MM-DD).")
                             .arg(cell)};
        }
        const Waiver& w = *entry.waiver;
        if (w.owner.trimmed().isEmpty() || w.reason.trimmed().isEmpty() || !w.expires.isValid())
            return Error{Error::Kind::BadInput,
                         Text::tr("%1: a waiver needs an owner, a reason and an expiry date.").arg(cell)};
        if (w.expires < context.workspace().now().toUTC().date())
            return Error{Error::Kind::BadInput,
                         Text::tr("%1: the expiry date %2 has passed; an expired waiver counts as Unknown.")
                             .arg(cell, w.expires.toString(Qt::ISODate))};
        wanted.verdict = GateVerdict::Waived;
        wanted.waiver = {w.owner.trimmed(), w.reason.trimmed(), w.expires};
        return assessmentChange(context, wanted, parts, shown);
    }

    wanted.verdict = entry.verdict;
    wanted.waiver = Waiver{};
    if ((entry.verdict == GateVerdict::Pass || entry.verdict == GateVerdict::Fail) && criterion->evidenceRequired &&
        wanted.evidence.trimmed().isEmpty())
        return Error{Error::Kind::BadInput,
                     Text::tr("%1 requires evidence: write an evidence note before marking it %2.")
                         .arg(cell, entry.verdict == GateVerdict::Pass ? Text::tr("Pass") : Text::tr("Fail"))};
    return assessmentChange(context, wanted, parts, shown);
}

/// The changes of one bonus score (null: clear the current reviewer's score).
/// Stamps `changes` with the open round covering the cell; refused when the cell is only in closed
/// rounds (they take no more scores).
Result<void> stampRound(Context& context, ChangeSet& changes, const QString& candidateId, const QString& criterionId)
{
    if (changes.isEmpty())
        return {};
    const RoundRepository rounds(ModelAccess::storage(context.workspace()));
    auto open = rounds.openRoundCovering(candidateId, criterionId);
    if (!open)
        return open.error();
    if (!*open) {
        auto sealed = rounds.sealed();
        if (!sealed)
            return sealed.error();
        for (const ScoringRound& round : std::as_const(*sealed)) {
            if (round.covers(candidateId, criterionId))
                return Error{Error::Kind::BadInput, Text::tr("%1: scoring round %2 is closed and takes no more scores.")
                                                        .arg(context.cellName(candidateId, criterionId))
                                                        .arg(round.id)};
        }
    }
    return rounds.stamp(changes, *open);
}

Result<ChangeSet> scoreChanges(Context& context, const QString& candidateId, const QString& criterionId,
                               std::optional<double> score, const std::optional<ShownScore>& shown = std::nullopt,
                               const std::optional<QString>& note = std::nullopt)
{
    auto criterion = context.criterion(criterionId);
    if (!criterion)
        return criterion.error();
    if (auto candidate = context.candidate(candidateId); !candidate)
        return candidate.error();
    const QString cell = context.cellName(candidateId, criterionId);
    if (criterion->tier != CriterionTier::Bonus)
        return Error{Error::Kind::BadInput, Text::tr("%1: only bonus criteria take a score.").arg(cell)};
    if (score && (!std::isfinite(*score) || *score < 0 || *score > 5))
        return Error{Error::Kind::BadInput, Text::tr("%1: a score is a number from 0 to 5.").arg(cell)};

    const std::optional<std::optional<double>> expected =
        shown ? std::optional<std::optional<double>>(shown->score) : std::nullopt;
    ChangeSet changes;
    if (!score) {
        // A committee member clears their own score; without one, the reviewer the actor's name stands for.
        QString reviewerId = context.workspace().actingMemberId();
        if (reviewerId.isEmpty()) {
            auto reviewer = existingReviewerId(ModelAccess::storage(context.workspace()), context.actor());
            if (!reviewer)
                return reviewer.error();
            reviewerId = *reviewer;
        }
        if (reviewerId.isEmpty())
            return changes;
        auto cleared =
            context.cells().scoreChange(candidateId, criterionId, reviewerId, std::nullopt, context.now(), expected);
        if (!cleared)
            return cleared.error();
        ChangeSet clearing = std::move(cleared).value();
        if (auto stamped = stampRound(context, clearing, candidateId, criterionId); !stamped)
            return stamped.error();
        return clearing;
    }
    auto reviewer = context.reviewer(changes);
    if (!reviewer)
        return reviewer.error();
    auto scoreChange =
        context.cells().scoreChange(candidateId, criterionId, *reviewer, score, context.now(), expected, note);
    if (!scoreChange)
        return scoreChange.error();
    ChangeSet scoring = std::move(scoreChange).value();
    if (auto stamped = stampRound(context, scoring, candidateId, criterionId); !stamped)
        return stamped.error();
    changes.append(scoring);
    return changes;
}

QString scoreText(double score)
{
    return QLocale().toString(score, 'g', 3);
}

} // namespace

Result<void> setVerdict(Workspace& workspace, const QString& candidateId, const QString& criterionId,
                        GateVerdict verdict, const std::optional<QString>& evidence,
                        const std::optional<QString>& links, const std::optional<Assessment>& shown)
{
    if (verdict == GateVerdict::Waived)
        return Error{Error::Kind::Usage, Text::tr("A waiver needs an owner, a reason and an expiry date.")};
    Context context(workspace);
    auto change = verdictChange(context, candidateId, criterionId, {verdict, evidence, links, std::nullopt}, shown);
    if (!change)
        return change.error();
    if (!*change)
        return {};
    const CellNames cell = context.names(candidateId, criterionId);
    return workspace.execute({**change}, [cell, verdict](const QString& language) {
        return Text::tr("set the verdict of %1 on “%2” to %3")
            .arg(cell.candidateIn(language), cell.criterionIn(language), labels::verdict(verdictKey(verdict)));
    });
}

Result<void> waive(Workspace& workspace, const QString& candidateId, const QString& criterionId, const Waiver& waiver,
                   const std::optional<Assessment>& shown)
{
    Context context(workspace);
    auto before = currentAssessment(context, candidateId, criterionId);
    if (!before)
        return before.error();
    auto change = verdictChange(context, candidateId, criterionId,
                                {GateVerdict::Waived, std::nullopt, std::nullopt, waiver}, shown);
    if (!change)
        return change.error();
    if (!*change)
        return {};
    // Audited as what the committee did: one waiver with its owner, reason and expiry.
    const Waiver granted{waiver.owner.trimmed(), waiver.reason.trimmed(), waiver.expires};
    const CellNames cell = context.names(candidateId, criterionId);
    const QString until = waiver.expires.toString(Qt::ISODate);
    return workspace.execute(
        {**change},
        [cell, until](const QString& language) {
            return Text::tr("waive “%2” for %1 until %3")
                .arg(cell.candidateIn(language), cell.criterionIn(language), until);
        },
        AuditRepository::waiverAct(candidateId, criterionId, before->verdict, granted));
}

Result<void> overrideMetricGate(Workspace& workspace, const QString& candidateId, const QString& criterionId,
                                GateVerdict verdict, const QString& reason, const std::optional<Assessment>& shown)
{
    Context context(workspace);
    auto criterion = context.criterion(criterionId);
    if (!criterion)
        return criterion.error();
    if (auto candidate = context.candidate(candidateId); !candidate)
        return candidate.error();
    const QString cell = context.cellName(candidateId, criterionId);
    auto current = currentAssessment(context, candidateId, criterionId);
    if (!current)
        return current.error();
    auto metric = metricFacts(ModelAccess::storage(workspace), *criterion, *current);
    if (!metric)
        return metric.error();
    if (!*metric)
        return Error{Error::Kind::BadInput,
                     Text::tr("%1: only a gate with a metric rule has a computed verdict to override.").arg(cell)};
    if (verdict != GateVerdict::Pass && verdict != GateVerdict::Fail)
        return Error{Error::Kind::BadInput, Text::tr("%1: an override is Pass or Fail.").arg(cell)};
    if (reason.trimmed().isEmpty())
        return Error{Error::Kind::BadInput,
                     Text::tr("%1: an override needs a reason (the computed verdict stays on record).").arg(cell)};
    const int parts = AssessmentRepository::VerdictPart;
    if (shown && !(current->override == shown->override))
        return Error{Error::Kind::Conflict,
                     Text::tr("%1: someone else changed the override since it was shown; look again.").arg(cell)};
    Assessment wanted = *current;
    wanted.override = {verdict, reason.trimmed(), context.actor(), context.now()};
    wanted.verdict = GateVerdict::Unknown; // a waiver no longer matters: the override decides
    wanted.waiver = Waiver{};
    auto change = assessmentChange(context, wanted, parts, shown);
    if (!change)
        return change.error();
    if (!*change)
        return {};
    const MetricGateFacts& facts = **metric;
    const CellNames names = context.names(candidateId, criterionId);
    return workspace.execute(
        {**change},
        [names, verdict](const QString& language) {
            return Text::tr("override “%2” for %1 to %3")
                .arg(names.candidateIn(language), names.criterionIn(language), labels::verdict(verdictKey(verdict)));
        },
        AuditRepository::overrideAct(candidateId, criterionId, current->override.verdict, verdict,
                                     metricVerdictKey(facts.computed), facts.figure, reason.trimmed()));
}

Result<void> clearMetricOverride(Workspace& workspace, const QString& candidateId, const QString& criterionId)
{
    Context context(workspace);
    auto criterion = context.criterion(criterionId);
    if (!criterion)
        return criterion.error();
    auto current = currentAssessment(context, candidateId, criterionId);
    if (!current)
        return current.error();
    if (!current->override.verdict)
        return {};
    auto metric = metricFacts(ModelAccess::storage(workspace), *criterion, *current);
    if (!metric)
        return metric.error();
    Assessment wanted = *current;
    wanted.override = MetricOverride{};
    auto change = assessmentChange(context, wanted, AssessmentRepository::VerdictPart, std::nullopt);
    if (!change)
        return change.error();
    if (!*change)
        return {};
    const CellNames names = context.names(candidateId, criterionId);
    const MetricVerdict computed = *metric ? (*metric)->computed : MetricVerdict::Unknown;
    const std::optional<double> figure = *metric ? (*metric)->figure : std::nullopt;
    return workspace.execute(
        {**change},
        [names](const QString& language) {
            return Text::tr("clear the override of “%2” for %1")
                .arg(names.candidateIn(language), names.criterionIn(language));
        },
        AuditRepository::overrideAct(candidateId, criterionId, current->override.verdict, std::nullopt,
                                     metricVerdictKey(computed), figure, current->override.reason));
}

Result<std::optional<MetricGateFacts>> metricGate(const Storage& storage, const QString& candidateId,
                                                  const QString& criterionId)
{
    auto criterion = CriterionRepository(storage).find(criterionId);
    if (!criterion)
        return criterion.error();
    if (!*criterion)
        return std::optional<MetricGateFacts>();
    auto found = AssessmentRepository(storage).find(candidateId, criterionId);
    if (!found)
        return found.error();
    Assessment cell;
    if (*found)
        cell = **found;
    cell.candidateId = candidateId;
    cell.criterionId = criterionId;
    return metricFacts(storage, **criterion, cell);
}

Result<void> canWaive(Workspace& workspace, const QString& candidateId, const QString& criterionId)
{
    Context context(workspace);
    // A trial waiver, valid in form and far in the future, never written: only the verdict and tier
    // rules can refuse it.
    auto change = verdictChange(context, candidateId, criterionId,
                                {GateVerdict::Waived, std::nullopt, std::nullopt,
                                 Waiver{QStringLiteral("-"), QStringLiteral("-"), QDate(9999, 12, 31)}});
    if (!change)
        return change.error();
    return {};
}

Result<void> setEvidence(Workspace& workspace, const QString& candidateId, const QString& criterionId,
                         const QString& note, const QString& links, const std::optional<Assessment>& shown)
{
    Context context(workspace);
    auto criterion = context.criterion(criterionId);
    if (!criterion)
        return criterion.error();
    if (auto candidate = context.candidate(candidateId); !candidate)
        return candidate.error();
    auto current = currentAssessment(context, candidateId, criterionId);
    if (!current)
        return current.error();
    const QString cell = context.cellName(candidateId, criterionId);
    const int parts = AssessmentRepository::NotePart;
    Assessment wanted = *current;
    if (asShown(*current, shown, parts)) {
        if (note.trimmed().isEmpty() && criterion->evidenceRequired && criterion->tier == CriterionTier::Gate &&
            (wanted.verdict == GateVerdict::Pass || wanted.verdict == GateVerdict::Fail))
            return Error{Error::Kind::BadInput,
                         Text::tr("%1 requires evidence: a Pass or Fail cannot lose its evidence note. Set the gate to "
                                  "Unknown first if the evidence no longer holds.")
                             .arg(cell)};
        wanted.evidence = nonNullText(note.trimmed());
        wanted.links = linkLines(links);
    }
    auto change = assessmentChange(context, wanted, parts, shown);
    if (!change)
        return change.error();
    if (!*change)
        return {};
    const CellNames names = context.names(candidateId, criterionId);
    return workspace.execute({**change}, [names](const QString& language) {
        return Text::tr("edit the evidence of %1 on “%2”")
            .arg(names.candidateIn(language), names.criterionIn(language));
    });
}

Result<void> setScore(Workspace& workspace, const QString& candidateId, const QString& criterionId, double score,
                      const std::optional<ShownScore>& shown, const std::optional<QString>& note)
{
    Context context(workspace);
    auto changes = scoreChanges(context, candidateId, criterionId, score, shown, note);
    if (!changes)
        return changes.error();
    const CellNames cell = context.names(candidateId, criterionId);
    const QString actor = context.actor();
    return workspace.execute(*changes, [cell, score, actor](const QString& language) {
        return Text::tr("set the score of %1 on “%2” to %3 (reviewer %4)")
            .arg(cell.candidateIn(language), cell.criterionIn(language), scoreText(score), actor);
    });
}

Result<void> clearScore(Workspace& workspace, const QString& candidateId, const QString& criterionId,
                        const std::optional<ShownScore>& shown)
{
    Context context(workspace);
    auto changes = scoreChanges(context, candidateId, criterionId, std::nullopt, shown);
    if (!changes)
        return changes.error();
    const CellNames cell = context.names(candidateId, criterionId);
    const QString actor = context.actor();
    return workspace.execute(*changes, [cell, actor](const QString& language) {
        return Text::tr("clear the score of %1 on “%2” (reviewer %3)")
            .arg(cell.candidateIn(language), cell.criterionIn(language), actor);
    });
}

std::optional<VerdictEntry> parseVerdict(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    // The verdict word, then an optional note after the first colon (ASCII or full-width).
    static const QRegularExpression split(QStringLiteral("^([^:：]*)[:：](.*)$"),
                                          QRegularExpression::DotMatchesEverythingOption);
    QString head = trimmed;
    std::optional<QString> rest;
    if (const auto match = split.match(trimmed); match.hasMatch()) {
        head = match.captured(1);
        rest = match.captured(2).trimmed();
    }
    const QString word = normalized(head);
    static const QList<std::pair<GateVerdict, QStringList>> words = {
        {GateVerdict::Pass,
         {QStringLiteral("p"), QStringLiteral("pass"), QStringLiteral("passed"), QStringLiteral("通过"),
          QStringLiteral("已通过")}},
        {GateVerdict::Fail,
         {QStringLiteral("f"), QStringLiteral("fail"), QStringLiteral("failed"), QStringLiteral("不通过"),
          QStringLiteral("未通过"), QStringLiteral("失败")}},
        {GateVerdict::Unknown,
         {QStringLiteral("u"), QStringLiteral("?"), QStringLiteral("？"), QStringLiteral("unknown"),
          QStringLiteral("未知"), QStringLiteral("待定"), QStringLiteral("待验证")}},
        {GateVerdict::Waived,
         {QStringLiteral("w"), QStringLiteral("waived"), QStringLiteral("waive"), QStringLiteral("waiver"),
          QStringLiteral("豁免"), QStringLiteral("已豁免")}},
    };
    for (const auto& [verdict, list] : words) {
        if (!list.contains(word) && word != normalized(labels::verdict(verdictKey(verdict))))
            continue;
        VerdictEntry entry;
        entry.verdict = verdict;
        if (verdict == GateVerdict::Waived) {
            if (rest && !rest->isEmpty()) {
                const QStringList parts = rest->split(QRegularExpression(QStringLiteral("[;；]")));
                Waiver waiver;
                waiver.owner = parts.value(0).trimmed();
                waiver.reason = parts.value(1).trimmed();
                waiver.expires = QDate::fromString(parts.value(2).trimmed(), Qt::ISODate);
                entry.waiver = waiver;
            }
        } else if (rest && !rest->isEmpty()) {
            entry.evidence = *rest;
        }
        return entry;
    }
    return std::nullopt;
}

Result<int> paste(Workspace& workspace, const QList<PastedCell>& cells)
{
    Context context(workspace);
    ChangeSet changes;
    QStringList problems;
    int changed = 0;
    for (const PastedCell& cell : cells) {
        const QString text = cell.text.trimmed();
        if (text.isEmpty())
            continue;
        auto criterion = context.criterion(cell.criterionId);
        if (!criterion)
            return criterion.error();
        const CriterionTier tier = criterion->tier;
        const QString name = context.cellName(cell.candidateId, cell.criterionId);
        if (tier == CriterionTier::Gate) {
            const auto entry = parseVerdict(text);
            if (!entry) {
                problems.append(Text::tr("%1: \"%2\" is not a verdict (P, F, U or W)").arg(name, text));
                continue;
            }
            auto change = verdictChange(context, cell.candidateId, cell.criterionId, *entry);
            if (!change) {
                problems.append(change.error().message);
                continue;
            }
            if (*change) {
                changes.append(**change);
                ++changed;
            }
        } else if (tier == CriterionTier::Bonus) {
            bool ok = false;
            const double score = QString(text).replace(u',', u'.').toDouble(&ok);
            if (!ok) {
                problems.append(Text::tr("%1: \"%2\" is not a score from 0 to 5").arg(name, text));
                continue;
            }
            auto scoreChange = scoreChanges(context, cell.candidateId, cell.criterionId, score);
            if (!scoreChange) {
                problems.append(scoreChange.error().message);
                continue;
            }
            if (!scoreChange->isEmpty()) {
                changes.append(*scoreChange);
                ++changed;
            }
        } else {
            problems.append(Text::tr("%1: deferred items take no verdict or score").arg(name));
        }
    }
    if (!problems.isEmpty()) {
        QString message = Text::tr("Nothing was pasted. %1").arg(problems.mid(0, 3).join(QStringLiteral("; ")));
        if (problems.size() > 3)
            message += u' ' + Text::tr("(and %n more)", nullptr, int(problems.size() - 3));
        return Error{Error::Kind::BadInput, message};
    }
    if (changes.isEmpty())
        return 0;
    if (auto r = workspace.execute(
            changes, [changed](const QString&) { return Text::tr("paste %n verdicts and scores", nullptr, changed); });
        !r)
        return r.error();
    return changed;
}

Result<qint64> attachFile(Workspace& workspace, const QString& candidateId, const QString& criterionId,
                          const QString& path)
{
    Context context(workspace);
    if (auto criterion = context.criterion(criterionId); !criterion)
        return criterion.error();
    if (auto candidate = context.candidate(candidateId); !candidate)
        return candidate.error();
    const QFileInfo info(path);
    if (!info.isFile())
        return Error{Error::Kind::Io, Text::tr("%1 is not a file that can be read.").arg(path)};
    const auto tooLarge = [&](qint64 size) {
        return Error{Error::Kind::BadInput,
                     Text::tr("%1 is %2 MiB; evidence files are limited to 20 MiB. Attach a smaller extract, or add a "
                              "link to where the file is kept.")
                         .arg(info.fileName(), QLocale().toString(double(size) / (1024.0 * 1024.0), 'f', 1))};
    };
    if (info.size() > kMaxFileBytes)
        return tooLarge(info.size());
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{Error::Kind::Io, Text::tr("Cannot read %1: %2").arg(path, file.errorString())};
    const QByteArray content = file.read(kMaxFileBytes + 1);
    if (content.size() > kMaxFileBytes)
        return tooLarge(content.size());
    const QString sha256 = QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex());
    auto existing = files(ModelAccess::storage(workspace), candidateId, criterionId);
    if (!existing)
        return existing.error();
    for (const EvidenceFile& f : std::as_const(*existing)) {
        if (f.sha256 == sha256)
            return Error{Error::Kind::BadInput,
                         Text::tr("%1 is already attached to this cell as %2.").arg(info.fileName(), f.fileName)};
    }
    auto last = context.cells().lastFileId();
    if (!last)
        return last.error();
    EvidenceFile added;
    added.id = *last + 1;
    added.candidateId = candidateId;
    added.criterionId = criterionId;
    added.fileName = info.fileName();
    added.mimeType = QMimeDatabase().mimeTypeForFileNameAndData(info.fileName(), content).name();
    added.size = qint64(content.size());
    added.sha256 = sha256;
    added.addedBy = context.actor();
    added.addedAt = context.now();
    const CellNames cell = context.names(candidateId, criterionId);
    const QString fileName = info.fileName();
    if (auto r = workspace.execute(AssessmentRepository::attach(added, content),
                                   [cell, fileName](const QString& language) {
                                       return Text::tr("attach %1 to %2 on “%3”")
                                           .arg(fileName, cell.candidateIn(language), cell.criterionIn(language));
                                   });
        !r)
        return r.error();
    return added.id;
}

Result<void> removeFile(Workspace& workspace, qint64 fileId)
{
    const AssessmentRepository repository(ModelAccess::storage(workspace));
    auto found = repository.file(fileId);
    if (!found)
        return found.error();
    auto changes = *found ? repository.detach(fileId) : Result<std::optional<ChangeSet>>(std::nullopt);
    if (!changes)
        return changes.error();
    if (!*found || !*changes)
        return Error{Error::Kind::Conflict, Text::tr("The evidence file %1 no longer exists").arg(fileId)};
    Context context(workspace);
    const CellNames cell = context.names((*found)->candidateId, (*found)->criterionId);
    const QString fileName = (*found)->fileName;
    return workspace.execute(**changes, [cell, fileName](const QString& language) {
        return Text::tr("remove %1 from %2 on “%3”")
            .arg(fileName, cell.candidateIn(language), cell.criterionIn(language));
    });
}

Result<QList<EvidenceFile>> files(const Storage& storage, const QString& candidateId, const QString& criterionId)
{
    return AssessmentRepository(storage).files(candidateId, criterionId);
}

Result<QByteArray> fileContent(const Storage& storage, qint64 fileId)
{
    auto content = AssessmentRepository(storage).fileContent(fileId);
    if (!content)
        return content.error();
    if (!*content)
        return Error{Error::Kind::Conflict, Text::tr("The evidence file %1 no longer exists").arg(fileId)};
    return **content;
}

Result<QString> existingReviewerId(const Storage& storage, const QString& name)
{
    return MemberRepository(storage).named(name);
}

Result<QString> reviewerId(const Storage& storage, const QString& name)
{
    auto existing = existingReviewerId(storage, name);
    if (!existing || !existing->isEmpty())
        return existing;
    QString stem = name.toLower();
    stem.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    stem.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    stem.truncate(40);
    if (stem.isEmpty()) // e.g. a Chinese name: stable, and still tells two names apart
        stem = QStringLiteral("reviewer-") +
               QString::fromLatin1(QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha1).toHex().left(8));
    const MemberRepository members(storage);
    QString id = stem;
    for (int n = 2;; ++n) {
        auto taken = members.find(id);
        if (!taken)
            return taken.error();
        if (!*taken)
            return id;
        id = stem + u'-' + QString::number(n);
    }
}

Result<QString> pocWarning(const Storage& storage, QDate asOf, const QString& namesLanguage)
{
    auto input = loadDecisionInput(storage);
    if (!input)
        return input.error();
    const Decision decision = decide(*input, asOf);
    auto withRuns = CandidateRepository(storage).withPocRuns();
    if (!withRuns)
        return withRuns.error();
    QString language = namesLanguage;
    if (language.isEmpty()) {
        auto stored = SettingsRepository(storage).read(QLatin1String(schema::key::Language));
        if (!stored)
            return stored.error();
        language = stored->value_or(QStringLiteral("zh_CN"));
    }
    QStringList names;
    for (const CandidateDecision& c : decision.candidates) {
        if (!c.status || *c.status == CandidateStatus::Eliminated)
            continue;
        const DecisionCandidate* candidate = input->candidate(c.candidateId);
        if (candidate && (candidate->inPoc || withRuns->contains(c.candidateId)))
            names.append(pickLanguage(candidate->nameZh, candidate->nameEn, language));
    }
    if (names.size() <= 3)
        return QString();
    return Text::tr(
               "%1 candidates still in the running are in the PoC (%2). The guide advises at most three, so that each "
               "one gets the same full workload and fault drills; consider leaving one out.")
        .arg(names.size())
        .arg(names.join(QStringLiteral(", ")));
}

Result<QString> pocWarning(const Storage& storage)
{
    return pocWarning(storage, SettingsRepository(storage).evaluationDate());
}

ChangeSet withFileContentOutOfAudit(const ChangeSet& changes)
{
    return AssessmentRepository::withFileContentOutOfAudit(changes);
}

} // namespace gatebench::assessments
