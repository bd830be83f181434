#pragma once

#include "core/Result.h"
#include "mapping/ReferenceResolver.h"

namespace gatebench {

class Storage;

/// Everything a reference of `kind` can resolve to, with every name it goes by: candidates by their
/// names in both languages and their aliases, PoC scenarios by
/// their titles in both languages and their aliases, criteria by their titles, teams by
/// their names. Committee order.
Result<QList<ReferenceTarget>> referenceTargets(const Storage& storage, ReferenceKind kind);

} // namespace gatebench
