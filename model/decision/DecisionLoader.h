#pragma once

#include "core/Result.h"
#include "decision/DecisionEngine.h"

namespace gatebench {

class Storage;

/// Reads what the decision engine decides on from a workspace: the candidates, criteria, gate
/// assessments and bonus scores, as the engine's plain input. A tier or verdict key that the engine
/// does not know is an integrity error; nothing else is judged here.
Result<DecisionInput> loadDecisionInput(const Storage& storage);

} // namespace gatebench
