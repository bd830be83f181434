#pragma once

#include "commands/Change.h"
#include "core/Result.h"

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace gatebench {

class Storage;

/// What the committee adds to one check of the four-week plan (model/plan): its owner (a member's id,
/// empty: none) and its due date (invalid: the end of the check's week).
struct PlanAssignment {
    QString checkId;
    QString ownerId;
    QDate due;
    friend bool operator==(const PlanAssignment& a, const PlanAssignment& b)
    {
        return a.checkId == b.checkId && a.ownerId == b.ownerId && a.due == b.due;
    }
};

/// The plan's tables (schema step 22: `plan_settings`, `plan_checks`): the plan's start date and each
/// check's owner and due date. The only code that knows their names. A file read as it is at an older
/// version (read-only) has none of them: it reads as a plan with nothing set.
class PlanRepository {
public:
    explicit PlanRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// The start date the committee set (invalid: none set).
    Result<QDate> start() const;
    /// Every check with an owner or a due date, by check id.
    Result<QList<PlanAssignment>> assignments() const;
    /// The day of the evaluation's first audit entry (its creation) in `zone`'s calendar, given as an
    /// IANA id (empty or unknown: UTC); invalid when the log is empty.
    Result<QDate> createdOn(const QString& zone) const;

    /// The change that makes the start `wanted` (invalid: none set) where `stored` is set now; null
    /// when nothing changes.
    static std::optional<Change> startChange(QDate stored, QDate wanted);
    /// The change that makes check `wanted.checkId` hold `wanted` (no owner and no due date: its row
    /// removed) where `stored` is what the file holds (null: no row); null when nothing changes.
    static std::optional<Change> assignmentChange(const std::optional<PlanAssignment>& stored,
                                                  const PlanAssignment& wanted);

    /// Writes `assignments` directly (creating a workspace, inside its transaction), never through undo.
    static Result<void> insertAssignments(Storage& storage, const QList<PlanAssignment>& assignments);

    /// Whether a step may have changed the plan's owners, due dates or start, or the members named.
    static bool touchedBy(const ChangeEvent& event);

private:
    const Storage& m_storage;
};

} // namespace gatebench
