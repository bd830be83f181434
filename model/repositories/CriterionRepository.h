#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"
#include "storage/Storage.h"

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
    /// The storage form of a whole criterion (no weight, review date or metric rule: NULL).
    static Row toRow(const Criterion& criterion);
    /// Writes `criteria` directly, in order (creating a workspace, inside its transaction), never
    /// through undo.
    static Result<void> insertAll(Storage& storage, const QList<Criterion>& criteria);

private:
    const Storage& m_storage;
};

} // namespace gatebench
