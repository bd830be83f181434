#pragma once

#include "core/Result.h"

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace gatebench {

class Workspace;

/// The committee's part of the four-week plan, as undoable, audited steps: the plan's start date and,
/// per check, an owner (a member) and a due date. The checks themselves are derived from the data
/// (plan/Plan.h) and never ticked here. All of it is the chair's: the acting member must be the chair;
/// with no member chosen, only while the evaluation has no chair (else NotPermitted, exit 6). The
/// report's fingerprint does not cover it: a frozen decision leaves it writable.
namespace plan {

/// One check's edit; what is null stays as it is.
struct CheckEdit {
    QString checkId;
    std::optional<QString> ownerId; ///< a member's id; empty: no owner
    std::optional<QDate> due;       ///< invalid: back to the end of the check's week
};

/// Applies `start` (null: unchanged; invalid: back to the evaluation's creation) and `edits` as one
/// step. Refused (BadInput, nothing written) for an unknown check id or member. Whether anything
/// changed.
Result<bool> edit(Workspace& workspace, std::optional<QDate> start, const QList<CheckEdit>& edits);

} // namespace plan
} // namespace gatebench
