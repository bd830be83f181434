#pragma once

#include "decision/DecisionEngine.h"

#include <QString>

#include <optional>

namespace gatebench {

/// The keys of the decision engine's enums where they leave the program: stored in the workspace
/// (criteria.tier, assessments.verdict) and written in JSON (a candidate's "status"). ASCII, never
/// translated; the words a reader sees are in DecisionDocument and Labels.
QString tierKey(CriterionTier tier);
std::optional<CriterionTier> tierFromKey(const QString& key);
QString verdictKey(GateVerdict verdict);
std::optional<GateVerdict> verdictFromKey(const QString& key);
QString statusKey(CandidateStatus status);

} // namespace gatebench
