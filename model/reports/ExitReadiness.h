#pragma once

#include "core/Decimal.h"
#include "core/Result.h"
#include "domain/Domain.h"

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace gatebench {

namespace tco {
struct TcoInput;
}

class Storage;

/// The exit cost of one candidate in one TCO scenario: its migration and exit reserve over three years.
struct ExitCost {
    QString scenarioId;       ///< empty: the candidate has lines and no scenario
    QString templateScenario; ///< the scenario's key in the TCO template ("normal", "peak" ...)
    Decimal threeYears;
};

/// How ready a candidate is to be left: its exit checklist and its exit cost (issue 12's exit
/// readiness; the decision report's exit path).
struct CandidateExit {
    QString candidateId;
    Bilingual name;
    /// One entry per item of exitItems(), in checklist order; null: not recorded.
    QList<std::optional<ExitCheck>> checks;
    int ready = 0;
    int partial = 0;
    int missing = 0;
    int unrecorded = 0;
    /// The TCO lines of the migration and exit reserve category (egress, re-platforming labour, dual
    /// running, contract terms ...), in line order.
    QList<TcoLine> exitLines;
    /// Per scenario of its TCO, in scenario order (empty: no TCO lines).
    QList<ExitCost> costs;
    /// Its TCO cannot be computed (a value beyond the TCO's bounds, tco/TcoLimits.h): `costs` is
    /// empty although it has lines; the TCO's own outputs name the line.
    bool costsUnknown = false;
};

namespace exitreadiness {

/// The TCO category the exit-cost lines belong to.
inline constexpr char kExitCategory[] = "exit_reserve"; // not storage: a TCO category key

/// Every candidate the exit readiness lists, in committee order: those marked for the PoC, and any
/// other with a recorded exit item or TCO lines. `asOf`: the date the TCO's FX and decision are
/// read at (invalid: the evaluation's date).
Result<QList<CandidateExit>> all(const Storage& storage, QDate asOf = {});
/// The same from the TCO input at hand (its FX rates and decision).
Result<QList<CandidateExit>> all(const Storage& storage, const tco::TcoInput& input);

/// "4 of 6 ready, 1 partly ready, 1 not ready" (recorded counts only; unrecorded ones named as such),
/// in the interface language.
QString checklistSummary(const CandidateExit& exit);

} // namespace exitreadiness
} // namespace gatebench
