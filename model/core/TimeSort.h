#pragma once
// Sorting many times in seconds (the baseline's submits and run events) by their value's digits
// rather than by comparisons. A million-job log's two million run events and million submits span a
// few weeks, some 22 bits: two counting passes of 11 bits each, against std::sort's twenty-odd
// compare-and-swap passes, which were a fifth of `gatebench baseline`'s time (bench/README.md,
// bench_baseline). The result is exactly std::sort's.
#include "core/LargeBuffers.h"

#include <QtGlobal>

#include <cstddef>
#include <utility>
#include <vector>

namespace gatebench {

/// Sorts the times ascending. `scratch` is working memory, kept by a caller that sorts again (fresh
/// pages cost about what the sort saves).
void sortTimes(qint64* begin, qint64* end, memory::LargeVector<qint64>& scratch);

/// Sorts the events by time, then by change (std::pair's order: at one moment the ends, whose change
/// is negative, come before the starts).
void sortTimedChanges(std::pair<qint64, double>* begin, std::pair<qint64, double>* end,
                      memory::LargeVector<std::pair<qint64, double>>& scratch);

} // namespace gatebench
