#pragma once

#include "repositories/SealedVisibility.h"

#include <QList>

namespace gatebench {

class Viewer;
struct ScoringRound;

/// What `viewer` may not see while the rounds `sealed` are sealed: the one rule of the committee's
/// visibility, which the read layer's reads (EvaluationQueries::rows) and the copies made for a reader
/// (a member's kit, the sealed copy of an exit bundle: committee/Packets.h) both follow; what each
/// part of it hides, table by table, is repositories/SealedVisibility.h.
/// - Every cell of a sealed round is sealed: a member (and the chair, who may score too) reads only
///   their own score and note of it; other members, observers and everyone read none.
/// - A sealed round that hides prices hides them from members and from everyone (no one named); the
///   chair and observers, who do not score, read them.
Visibility visibilityOf(const QList<ScoringRound>& sealed, const Viewer& viewer);

} // namespace gatebench
