#pragma once

#include "core/Result.h"
#include "decision/DecisionEngine.h"

namespace gatebench {

class Storage;

/// Reads what the decision engine decides on from a workspace: the candidates, criteria, gate
/// assessments and bonus scores, as the engine's plain input. A tier or verdict key that the engine
/// does not know is an integrity error; nothing else is judged here.
///
/// Metric gates (gate criteria with a metric rule, poc/MetricRule.h): every candidate's cell of
/// such a gate carries `metric`, the verdict computed from the PoC runs as stored now, with the
/// chair's override; a cell with no row gets one. Nothing computed is stored, so a read after an
/// import, an edit or an undo of runs sees the new verdicts. A rule that cannot be read gives an
/// Unknown with its error, never a failed read.
Result<DecisionInput> loadDecisionInput(const Storage& storage);

} // namespace gatebench
