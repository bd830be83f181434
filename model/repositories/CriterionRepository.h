#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"
#include "repositories/Stored.h"
#include "storage/Storage.h"

#include <array>
#include <optional>

namespace gatebench {

/// The requirements matrix: the only code that reads the `criteria` table by name for views and the
/// command line. Reads give `Criterion` values in reading order (tier, then position, then id).
class CriterionRepository {
public:
    explicit CriterionRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// Every criterion in reading order: gate, bonus, deferred; within a tier by position, then id.
    Result<QList<Criterion>> ordered() const;
    /// The criterion `id`; null when there is none.
    Result<std::optional<Criterion>> find(const QString& id) const;

    /// A stored row as a criterion; an Integrity error when its tier is not one the program knows.
    static Result<Criterion> fromRow(const Row& row);
    /// The storage form of a whole criterion (an empty weight, review date or metric rule is NULL).
    static Row toRow(const Criterion& criterion);

    /// Every criterion as stored, in reading order: what an import starts from.
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

private:
    const Storage& m_storage;
};

} // namespace gatebench
