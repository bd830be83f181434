#pragma once
// One colour for one meaning, wherever a gate or a candidate's standing is drawn: the gate matrix
// (screen and report), the elimination funnel, the status words. Light fills with dark inks, so that
// a letter or a word on the fill stays readable on a projector; the letter or word always says it
// too, never the colour alone.

#include "decision/DecisionCharts.h"

#include <QColor>

#include <optional>

namespace gatebench {

/// What a gate's verdict or a candidate's status stands on.
enum class Standing {
    Passed,  ///< a gate Pass; a candidate Eligible with every gate passed
    Waived,  ///< a gate on a valid waiver; a candidate Eligible only through one (never plain green)
    Open,    ///< a gate Unknown or on a lapsed waiver; a candidate Blocked by one
    Failed,  ///< a gate Fail; a candidate Eliminated
    SetAside ///< a candidate the committee set aside: no standing
};

struct StatusSwatch {
    QColor fill; ///< a cell's or a bar's background
    QColor ink;  ///< the letter or word on it, a bar's border, a status word on white
};

StatusSwatch statusSwatch(Standing standing);

/// The standing a gate-matrix cell shows (a lapsed waiver is Open: it blocks as an Unknown does).
Standing standingOf(GateCellState state);
/// The standing of a candidate of `status` (null: set aside); `onWaiver` when one of its gates
/// passes only on a valid waiver.
Standing standingOf(const std::optional<CandidateStatus>& status, bool onWaiver);
/// True when a cell of `row` stands on a valid waiver.
bool standsOnWaiver(const GateMatrixRow& row);

} // namespace gatebench
