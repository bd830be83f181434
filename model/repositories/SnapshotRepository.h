#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "storage/ReadOnlyStorage.h"

#include <QByteArray>
#include <QDate>
#include <QHash>
#include <QList>
#include <QString>
#include <QVariant>

#include <optional>

namespace gatebench {

/// A named snapshot of the evaluation's decision-relevant state (issue 30, "What changed since the
/// last meeting"), as listed: everything but its data.
struct SnapshotInfo {
    qint64 id = 0;
    QString name;
    QString takenBy;     ///< the actor's name
    QString memberId;    ///< the acting member's id (empty: none chosen)
    QString takenAt;     ///< UTC, ISO 8601
    qint64 auditSeq = 0; ///< the audit log's length when it was taken
    QString fingerprint; ///< of the data it keeps (reports/Fingerprint.h)
    bool simulated = false;
};

/// One field of one record that differs between two states of an evaluation (before, after), as
/// `compare` finds it: what kind of record, its key as the audit log names it, the ids that name it,
/// the field (empty for a record added or removed as a whole) and the values as text (null: none).
struct RecordDifference {
    QString kind;   ///< "candidate", "criterion", "verdict", "waiver", "score", "poc_run", "tco_line"...
    QString entity; ///< the audit log's entity of the record ("assessment")
    QString key;    ///< the audit log's entity id ("runai/gate-data")
    QString candidateId;
    QString criterionId;
    QString memberId;
    QString field; ///< empty: the record was added or removed
    QVariant before;
    QVariant after;
};

/// The snapshots table, what a snapshot keeps and the read-only view of a snapshot: the only code that
/// knows which tables and columns a snapshot holds.
class SnapshotRepository {
public:
    explicit SnapshotRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// Every snapshot, oldest first.
    Result<QList<SnapshotInfo>> all() const;
    /// The snapshot named `name`; null when there is none.
    Result<std::optional<SnapshotInfo>> named(const QString& name) const;
    /// The last snapshot taken on or before `date` (UTC); null when there is none.
    Result<std::optional<SnapshotInfo>> lastOnOrBefore(const QDate& date) const;
    /// The kept data of snapshot `id` (compressed).
    Result<QByteArray> data(qint64 id) const;

    /// The decision-relevant state of `storage` as a snapshot keeps it: the rows of every table the
    /// fingerprint reads (SignoffRepository::fingerprintTables, evidence files without their content)
    /// and the settings the fingerprint and the decision read, as JSON, compressed with qCompress.
    static Result<QByteArray> capture(const Storage& storage);
    /// The insert of a new snapshot (`info.id` ignored: the next one).
    Result<Change> insertChange(const SnapshotInfo& info, const QByteArray& data) const;

    /// The differences between `before` and `after` (each a storage, a snapshot's view or the file as
    /// it is), in a fixed order: candidates, criteria, verdicts and waivers, evidence files, scores,
    /// consensus scores, recusals, PoC scenarios and runs, FX rates, TCO scenarios and lines, the
    /// latest decision record, signatures, settings; each by key. Edit times and authors, prose and
    /// links to imports are no differences (what the fingerprint leaves out).
    static Result<QList<RecordDifference>> compare(const Storage& before, const Storage& after);

private:
    const Storage& m_storage;
};

/// A snapshot as a read-only storage: the tables a snapshot keeps hold its rows, every other table is
/// read from `current` (the file as it is: members, rounds, the audit log). Reads for the engine, the
/// fingerprint and `compare`; select, scan and count only for the kept tables (what their repositories
/// use); every write is refused.
class SnapshotRows final : public ReadOnlyStorage {
public:
    /// A BadInput error when `data` is not a snapshot's.
    static Result<std::unique_ptr<SnapshotRows>> open(const Storage& current, const QByteArray& data);

    Result<void> transaction(const std::function<Result<void>()>& work) override;

    Result<QList<Row>> select(const QString& table, const Filter& filter = {},
                              const QStringList& orderBy = {}) const override;
    Result<void> scan(const QString& table, const QStringList& columns,
                      const std::function<bool(const QVariantList&)>& visit) const override;
    Result<qint64> count(const QString& table, const Filter& filter = {}) const override;
    Result<void> page(const QString& table, const PageQuery& query,
                      const std::function<bool(const QVariantList&)>& visit) const override;
    Result<QVariantList> distinct(const QString& table, const QString& column,
                                  const QList<Condition>& where = {}) const override;
    Result<qint64> countWhere(const QString& table, const QList<Condition>& where) const override;

    Result<void> scanCells(const QString& table, const QStringList& columns, qsizetype batchRows,
                           const std::function<bool(const CellBatch&)>& visit,
                           const QList<Condition>& where = {}) const override;
    /// Nothing to defer: not a write (a caller's optimisation), so no refusal.
    Result<bool> deferIndex(const QString& table, const QString& index) override;
    Result<QStringList> integrityCheck() const override { return QStringList(); }
    Result<void> copyTo(const QString& path) const override;

protected:
    Error refusal() const override;

private:
    explicit SnapshotRows(const Storage& current)
        : ReadOnlyStorage(current)
    {}
    /// The rows of a kept table matching `filter`; null for a table the snapshot does not keep.
    std::optional<QList<Row>> kept(const QString& table, const Filter& filter) const;

    QHash<QString, QList<Row>> m_tables;
};

} // namespace gatebench
