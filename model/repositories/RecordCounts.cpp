#include "repositories/RecordCounts.h"

#include "storage/Storage.h"

namespace gatebench {

Result<RecordCounts> recordCounts(const Storage& storage)
{
    RecordCounts counts;
    for (auto [table, target] :
         {std::pair{"poc_runs", &counts.pocRuns}, std::pair{"baseline_jobs", &counts.jobs},
          std::pair{"tco_lines", &counts.tcoLines}, std::pair{"audit_log", &counts.auditEntries}}) {
        auto n = storage.count(QLatin1String(table));
        if (!n)
            return n.error();
        *target = *n;
    }
    return counts;
}

} // namespace gatebench
