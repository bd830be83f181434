#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"
#include "repositories/Stored.h"

namespace gatebench {

class Storage;

/// The answers `candidateId` gave about `criterionId`, in the order they were first imported: what
/// the assessments evidence panel shows beside a verdict or score. An empty `criterionId` gives the
/// candidate's answers to the commercial questions (and to questions whose criterion was removed).
/// Reads only; an unknown candidate or criterion simply has no answers.
Result<QList<VendorAnswer>> answersFor(const Storage& storage, const QString& candidateId, const QString& criterionId);

/// Every stored answer, as stored: what an import of answers starts from.
Result<QList<Stored<VendorAnswer>>> storedAnswers(const Storage& storage);
/// The insert of a new answer (candidate, question, criterion or none, question text, answer, link)
/// for an import, which tags it with its id. Answers are keyed by candidate and question.
Change answerInserted(const VendorAnswer& answer);
/// The update that brings an answer as an import found it to `wanted`'s criterion, question text,
/// answer and link: only what changes, each expecting the value as stored. Empty when nothing changes.
ChangeSet answerUpdated(const Stored<VendorAnswer>& stored, const VendorAnswer& wanted);

} // namespace gatebench
