#pragma once

#include "commands/Change.h"

#include <functional>
#include <memory>

namespace gatebench {

/// Changes kept in the order they were produced, without holding an import's rows in memory: the
/// first few thousand stay in memory, beyond that all of them go to a temporary file and are read
/// back one at a time. Copies share one spool (it is append-only), so a prepared import can be
/// handed between threads cheaply.
class ChangeSpool {
public:
    ChangeSpool();

    void append(const Change& change);
    qsizetype size() const;
    bool isEmpty() const { return size() == 0; }

    /// A last touch that is known only once every change is written (the positions of new
    /// criteria): applied to each change as it is read back.
    void setAdjustment(std::function<void(Change&)> adjust);

    /// Reads every change back in order (adjusted); stops at the first error `visit` returns.
    Result<void> forEach(const std::function<Result<void>(Change&)>& visit) const;

    /// Every change in memory: for small sets and tests.
    ChangeSet toList() const;

private:
    struct Data;
    std::shared_ptr<Data> d;
};

} // namespace gatebench
