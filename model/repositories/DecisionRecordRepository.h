#pragma once

#include "core/Result.h"
#include "domain/Domain.h"

#include <optional>

namespace gatebench {

class Storage;

/// The decision records the committee signs (`decision_record`): the only code that knows that
/// table.
class DecisionRecordRepository {
public:
    explicit DecisionRecordRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// Every record, oldest first.
    Result<QList<DecisionRecord>> all() const;
    /// The latest record; null when none was made.
    Result<std::optional<DecisionRecord>> latest() const;

private:
    const Storage& m_storage;
};

} // namespace gatebench
