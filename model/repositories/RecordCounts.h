#pragma once

#include "core/Result.h"

namespace gatebench {

class Storage;

/// How many records the evaluation holds of the aggregates that have no repository of their own
/// yet (PoC runs, job records and cost lines get theirs with their pages), and of the audit log.
struct RecordCounts {
    qint64 pocRuns = 0;
    qint64 jobs = 0;
    qint64 tcoLines = 0;
    qint64 auditEntries = 0;
};
Result<RecordCounts> recordCounts(const Storage& storage);

} // namespace gatebench
