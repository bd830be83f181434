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

private:
    const Storage& m_storage;
};

} // namespace gatebench
