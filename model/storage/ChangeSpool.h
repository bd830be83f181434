#pragma once

#include "commands/Change.h"

#include <functional>
#include <memory>

namespace gatebench {

/// A row an import adds, as the spool reads it back without building a map (the typed path of
/// ChangeSpool::forEach): its table, its key, its columns (sorted, as a Row's keys; one shared list
/// for the rows of one column set) and their values in that order. Narrow rows spent as much time
/// building and taking apart a map per row as SQLite spent storing them (issue 28, item 10).
struct SpooledInsert {
    QString table;
    QStringList keyColumns;
    QVariantList keyValues;
    QStringList columns;
    QVariantList values;

    /// The same row as a Change (for the few rows an audit entry lists).
    Change toChange() const;
    /// The value of `column`, or an invalid QVariant.
    QVariant value(const QString& column) const;
    /// Sets the value of `column`, which the row has.
    void setValue(const QString& column, const QVariant& value);
};

/// Changes kept in the order they were produced, without holding an import's rows in memory: the
/// first few thousand stay in memory, beyond that all of them go to a temporary file and are read
/// back one at a time. Copies share one spool (it is append-only), so a prepared import can be
/// handed between threads cheaply.
class ChangeSpool {
public:
    ChangeSpool();

    void append(const Change& change);
    /// The insert of a row given as its columns (sorted, as a Row's keys) and their values in that
    /// order: the same as append(Change::insert(...)) without building the map.
    void appendInsert(const QString& table, const Filter& key, const QStringList& columns, const QVariantList& values);
    qsizetype size() const;
    /// Every table the changes touch, in the order first seen.
    QStringList tables() const;
    bool isEmpty() const { return size() == 0; }

    /// A last touch that is known only once every change is written (the positions of new
    /// criteria): applied to each change as it is read back.
    void setAdjustment(std::function<void(Change&)> adjust);
    /// The same touch for an insert read on the typed path (forEach with `insert`); without it, such
    /// an insert is adjusted as a Change.
    void setInsertAdjustment(std::function<void(SpooledInsert&)> adjust);

    /// Reads every change back in order (adjusted); stops at the first error `visit` returns.
    Result<void> forEach(const std::function<Result<void>(Change&)>& visit) const;
    /// The same, every insert given to `insert` as a SpooledInsert (no map built), every other
    /// change to `visit`. `insert` may take the lists it is given (move them out).
    Result<void> forEach(const std::function<Result<void>(Change&)>& visit,
                         const std::function<Result<void>(SpooledInsert&)>& insert) const;

    /// Every change in memory: for small sets and tests.
    ChangeSet toList() const;

private:
    struct Data;
    std::shared_ptr<Data> d;
};

} // namespace gatebench
