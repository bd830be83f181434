#pragma once

#include "core/Result.h"
#include "decision/DecisionDocument.h"
#include "domain/Domain.h"
#include "repositories/SnapshotRepository.h"
#include "workspace/Viewer.h"

#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <atomic>
#include <optional>

namespace gatebench {

class Storage;
class Workspace;
struct Visibility;

/// What changed since the last meeting (issue 30): named snapshots of the decision-relevant state, and
/// the differences between a snapshot and a later one or the evaluation as it is, with what they did
/// to the decision.
namespace snapshots {

/// The chair takes a snapshot named `name` (1 to 200 characters, unique) of the evaluation as it is:
/// the rows the fingerprint covers, compressed, with their fingerprint, who took it and when. One
/// undoable, audited step; refused for anyone but the chair (once the evaluation has one) and for an
/// observer. A frozen decision allows it (the fingerprint does not cover snapshots). `simulated` marks
/// the demo's. Returns the snapshot.
Result<SnapshotInfo> take(Workspace& workspace, const QString& name, bool simulated = false);

/// The demo's simulated snapshot (DemoGenerator), written directly into a new evaluation inside its
/// transaction, never through undo: what `take` records (the same data, fingerprint and audit entry)
/// with `simulated` set, taken by `takenBy` (member `memberId`) at the simulated time `takenAt`.
Result<SnapshotInfo> writeSimulated(Storage& storage, const QString& name, const QString& takenBy,
                                    const QString& memberId, const QDateTime& takenAt);

/// The snapshot `spec` names: a snapshot's name, or a date YYYY-MM-DD (the last snapshot taken on or
/// before it, UTC). A BadInput error when there is none.
Result<SnapshotInfo> resolve(const Workspace& workspace, const QString& spec);

/// One changed field of one record, as the diff lists it.
struct Change {
    RecordDifference record;
    Bilingual names; ///< the candidate, criterion and member it is about (a cost line whose fields changed: its
                     ///< description too), in both languages
    QString by;      ///< who changed it last (the audit log's actor); empty when the log does not say
    QString at;      ///< when (UTC, ISO 8601)
};

/// A candidate whose status differs between before and after.
struct StatusChange {
    QString candidateId;
    QString before; ///< DecisionDocument::statusText, empty when it was not in the decision
    QString after;
};

/// A waiver valid when the earlier state was taken (waived then, expiring on or after that day, UTC),
/// still waived and lapsed by the as-of date.
struct LapsedWaiver {
    QString candidateId;
    QString criterionId;
    Bilingual names;
    QString owner;
    QDate expires;
};

/// The differences between two states and what they did to the decision.
struct Diff {
    SnapshotInfo from;
    std::optional<SnapshotInfo> to; ///< null: the evaluation as it is
    QDate asOf;
    QList<Change> changes;
    std::optional<DecisionDocument> before;
    std::optional<DecisionDocument> after;
    QList<StatusChange> statusChanges;
    QList<LapsedWaiver> lapsed;
};

/// The diff from snapshot `from` to snapshot `to` (null: the evaluation as it is), both decided on
/// `asOf` (invalid: the evaluation date), as `viewer` may see it: both sides are read through the
/// viewer's visibility as it is now, so that a sealed score or a hidden price appears on neither.
/// Names in `language` ("zh_CN" or "en") for the decision documents.
Result<Diff> compute(const Workspace& workspace, const SnapshotInfo& from, const std::optional<SnapshotInfo>& to,
                     QDate asOf, const Viewer& viewer, const QString& language);

/// The same for a worker thread: read from `reader` (EvaluationQueries::openReader(viewer), opened on
/// that thread) with `visibility` the viewer's rules (EvaluationQueries::visibility, read on the
/// workspace's thread before), decided on `asOf` (a valid date). Nothing else of the workspace is read.
/// `cancelled` (may be null), set by another thread, stops the work between its steps and in its read of
/// the audit log, with an Error of kind Cancelled.
Result<Diff> compute(const Storage& reader, const Visibility& visibility, const SnapshotInfo& from,
                     const std::optional<SnapshotInfo>& to, QDate asOf, const QString& language,
                     const std::atomic<bool>* cancelled = nullptr);

/// The `gatebench diff --json` document (README, "gatebench diff").
QJsonObject json(const Diff& diff);

/// The words of a kind of record ("Verdict"), in the interface language.
QString kindText(const QString& kind);

/// How a change reads, in the interface language, in the window and on the command line alike: what it
/// is about (a setting by its label, a record by what it names in `language`), the changed field's label
/// (empty for a record added or removed whole, and for a setting), and a value as the audit log's
/// labels say it (an enumerated value in words, never its stored key; null: empty).
QString recordText(const Change& change, const QString& language);
QString fieldText(const RecordDifference& record);
QString valueText(const RecordDifference& record, const QVariant& value);

} // namespace snapshots
} // namespace gatebench
