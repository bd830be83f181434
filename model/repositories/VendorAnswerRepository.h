#pragma once

#include "core/Result.h"
#include "domain/Domain.h"

namespace gatebench {

class Storage;

/// The answers `candidateId` gave about `criterionId`, in the order they were first imported: what
/// the assessments evidence panel shows beside a verdict or score. An empty `criterionId` gives the
/// candidate's answers to the commercial questions (and to questions whose criterion was removed).
/// Reads only; an unknown candidate or criterion simply has no answers.
Result<QList<VendorAnswer>> answersFor(const Storage& storage, const QString& candidateId, const QString& criterionId);

} // namespace gatebench
