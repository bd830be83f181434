#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"
#include "repositories/Stored.h"
#include "storage/Storage.h"

#include <array>
#include <optional>

namespace gatebench {

/// The requirements matrix: the only code that knows the `criteria` table and its columns. Reads give
/// `Criterion` values in reading order (tier, then position, then id); writes are `Change`s for the
/// command functions (model/commands/Criteria.h), which run them as undoable, audited commands.
class ChangeSpool;
struct SpooledInsert;

class CriterionRepository {
public:
    explicit CriterionRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// Every criterion in reading order: gate, bonus, deferred; within a tier by position, then id.
    Result<QList<Criterion>> ordered() const;
    /// The stored rows in the same order (for the criteria import, which matches and writes rows in bulk).
    Result<QList<Row>> orderedRows() const;
    /// The criterion `id`; null when there is none.
    Result<std::optional<Criterion>> find(const QString& id) const;
    Result<bool> exists(const QString& id) const;

    /// Adds `criterion` as a committee adds one: its title, owner and acceptance rule in `language`
    /// only (the other language's texts and the description take the schema's defaults; the metric
    /// rule is written when it has one). Its id must be free.
    static Change insert(const Criterion& criterion, const QString& language);

    /// A criterion that moves into another tier: its new tier and the fields that change with it.
    struct TierMove {
        QString id;
        CriterionTier tier = CriterionTier::Gate;
        QList<std::pair<CriterionField, QVariant>> fields;
    };
    /// The updates that number the stored criteria 0..n-1 in `order` (ids not stored are left out)
    /// and apply `moved`; only rows that change are written.
    Result<ChangeSet> arrange(const QStringList& order, const std::optional<TierMove>& moved = std::nullopt) const;

    /// Sets fields of criterion `id` to values already in their stored form (text; 0 / 1; a number;
    /// YYYY-MM-DD; null for none); only fields whose value changes are written. A Conflict when the
    /// criterion no longer exists. With `expected` (the criterion as the view showed it), each field
    /// the edit writes is expected to still hold the shown value: when another writer changed it
    /// since, the update carries the shown value, so that the workspace refuses it (nothing is
    /// written and every view reads the file again) instead of overwriting what the editor never showed.
    Result<ChangeSet> setFields(const QString& id, const QList<std::pair<CriterionField, QVariant>>& values,
                                const std::optional<Criterion>& expected = std::nullopt) const;

    /// Removes criterion `id` with every row that refers to it (see Workspace::removalWithDependents).
    struct Removal {
        QString table;
        Filter key;
    };
    static Removal removal(const QString& id);

    /// How many rows refer to criterion `id`, per kind, for a removal's confirmation question.
    struct Dependents {
        qint64 assessments = 0;
        qint64 scores = 0;
        qint64 files = 0;
    };
    Result<Dependents> dependents(const QString& id) const;

    /// The stable ASCII key of a field: its column and the header of the criteria CSV ("title_zh").
    static QString fieldKey(CriterionField field);
    /// The field of a key; null when `key` names none.
    static std::optional<CriterionField> fieldFromKey(const QString& key);
    /// The fields a committee edits, in column order; the texts (each in zh, en) are the first eight
    /// and the two vendor questions at the end (isText).
    static QList<CriterionField> editableFields();
    static bool isText(CriterionField field);

    /// What a step's change event says about criteria: whether it may have changed any, whether it
    /// added, removed or reordered some (read them all again), and which ones it edited in place.
    static bool touchedBy(const ChangeEvent& event);
    static bool reorderedBy(const ChangeEvent& event);
    static QStringList editedIn(const ChangeEvent& event);

    /// A stored row as a criterion; an Integrity error when its tier is not one the program knows.
    static Result<Criterion> fromRow(const Row& row);
    /// The storage form of a whole criterion (an empty weight, review date or metric rule is NULL).
    static Row toRow(const Criterion& criterion);

    /// Every criterion as stored, in reading order: what an import starts from. A criterion's `row`
    /// is empty where toRow() of its value gives the same values as stored (updated() then takes
    /// those), so that a large requirements matrix is not held twice.
    Result<QList<Stored<Criterion>>> storedOrdered() const;
    /// The insert of a new criterion, for an import (its id must be free).
    static Change inserted(const Criterion& criterion);
    /// The update that brings a criterion as an import found it to `wanted`: only the columns whose
    /// value changes (texts as texts, the weight as a number, an empty weight, review date or metric
    /// rule as NULL), each expecting the value as stored. Empty when nothing changes.
    static ChangeSet updated(const Stored<Criterion>& stored, const Criterion& wanted);
    /// Shifts the position of a criterion `inserted` by an import, counted among the criteria the
    /// import appends to its tier, to follow the criteria that stay in it: the first appended to
    /// the gate, bonus and deferred tier get `first[0]`, `first[1]`, `first[2]`. Other changes stay.
    static void shiftAppended(Change& change, const std::array<int, 3>& first);
    /// The insert of a new criterion into an import's `spool`: the same as appending inserted(),
    /// without building the row's map (issue 28, item 10).
    static void spoolInserted(ChangeSpool& spool, const Criterion& criterion);
    /// shiftAppended() for an insert the spool reads on its typed path.
    static void shiftAppended(SpooledInsert& row, const std::array<int, 3>& first);
    /// Writes `criteria` directly, in order (creating a workspace, inside its transaction), never
    /// through undo.
    static Result<void> insertAll(Storage& storage, const QList<Criterion>& criteria);
    /// Sets the metric rule (stored text, poc/MetricRule.h) of criterion `id` directly (creating the
    /// demo, inside its transaction), never through undo.
    static Result<void> writeMetricRule(Storage& storage, const QString& id, const QString& rule);

private:
    const Storage& m_storage;
};

} // namespace gatebench
