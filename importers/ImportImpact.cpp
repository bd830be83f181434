#include "ImportImpact.h"

#include "ImportPipeline.h"
#include "decision/DecisionLoader.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <optional>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ImportImpact)
};

bool stopped(const std::optional<CandidateStatus>& status)
{
    return status && *status != CandidateStatus::Eligible;
}

} // namespace

bool CandidateChange::becomesStopped() const
{
    return stopped(after) && (added || !before || *before != *after);
}

bool ImportImpact::recommendedChanges() const
{
    return before.decision().recommended != after.decision().recommended;
}

bool ImportImpact::alternativeChanges() const
{
    return before.decision().alternative != after.decision().alternative;
}

bool ImportImpact::changesNothing() const
{
    return !recommendedChanges() && !alternativeChanges() && changes.isEmpty();
}

QList<CandidateChange> candidateChanges(const DecisionDocument& before, const DecisionDocument& after)
{
    QList<CandidateChange> changes;
    for (const CandidateDecision& candidate : after.decision().candidates) {
        const QString was = before.statusText(candidate.candidateId);
        if (was == after.statusText(candidate.candidateId))
            continue;
        CandidateChange change;
        change.candidateId = candidate.candidateId;
        change.added = was.isEmpty();
        change.after = candidate.status;
        for (const CandidateDecision& earlier : before.decision().candidates) {
            if (earlier.candidateId == candidate.candidateId)
                change.before = earlier.status;
        }
        changes.append(change);
    }
    return changes;
}

Result<DecisionDocument> decisionDocument(const Storage& storage, QDate date, const QString& language)
{
    auto input = loadDecisionInput(storage);
    if (!input)
        return input.error();
    return DecisionDocument(decide(*input, date), *input, language);
}

Result<ImportImpact> importImpact(const Storage& storage, const PreparedImport& prepared, QDate date,
                                  const QString& language)
{
    if (!prepared.acceptable()) {
        auto before = decisionDocument(storage, date, language);
        if (!before)
            return before.error();
        return ImportImpact{*before, *before, false, {}};
    }
    // Job records never enter the decision (the baseline describes today's cluster): no trial import
    // into a copy of what may be a million-job evaluation.
    if (prepared.kind == QLatin1String(key(RecordKindId::Jobs))) {
        auto before = decisionDocument(storage, date, language);
        if (!before)
            return before.error();
        return ImportImpact{*before, *before, true, {}};
    }
    if (storage.canTrial()) {
        // Written and read back in one transaction that is rolled back: no copy of what may be a large
        // evaluation, and one reading of it, however others write it (they wait for the trial).
        std::optional<DecisionDocument> before;
        std::optional<DecisionDocument> after;
        auto tried = storage.trial([&](Storage& writable) -> Result<void> {
            const auto trial = Workspace::borrow(writable);
            auto read = decisionDocument(trial->queries().rows(), date, language);
            if (!read)
                return read.error();
            before.emplace(std::move(read).value());
            if (auto committed = commitImport(*trial, prepared); !committed)
                return committed.error();
            read = decisionDocument(trial->queries().rows(), date, language);
            if (!read)
                return read.error();
            after.emplace(std::move(read).value());
            return {};
        });
        if (!tried)
            return tried.error();
        QList<CandidateChange> changes = candidateChanges(*before, *after);
        return ImportImpact{*std::move(before), *std::move(after), true, std::move(changes), ImpactTrial::RolledBack};
    }
    QTemporaryDir scratch;
    if (!scratch.isValid())
        return Error{Error::Kind::Io, Text::tr("cannot create a temporary folder: %1").arg(scratch.errorString())};
    const QString copyPath = scratch.filePath(QStringLiteral("dry-run.gatebench"));
    if (auto copied = storage.copyTo(copyPath); !copied)
        return copied.error();
    auto copy = Workspace::open(copyPath, Workspace::Access::ReadWrite);
    if (!copy)
        return copy.error();
    // Both decisions come from the copy: one reading of the evaluation, however others write it.
    auto before = decisionDocument((*copy)->queries().rows(), date, language);
    if (!before)
        return before.error();
    if (auto committed = commitImport(**copy, prepared); !committed)
        return committed.error();
    auto after = decisionDocument((*copy)->queries().rows(), date, language);
    if (!after)
        return after.error();
    QList<CandidateChange> changes = candidateChanges(*before, *after);
    return ImportImpact{*before, *after, true, std::move(changes), ImpactTrial::Copy};
}

} // namespace gatebench
