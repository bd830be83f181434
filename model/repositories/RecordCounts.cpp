#include "repositories/RecordCounts.h"

#include "repositories/BaselineRepository.h"
#include "storage/Storage.h"

namespace gatebench {

Result<RecordCounts> recordCounts(const Storage& storage)
{
    RecordCounts counts;
    for (auto [table, target] : {std::pair{"poc_runs", &counts.pocRuns}, std::pair{"tco_lines", &counts.tcoLines},
                                 std::pair{"audit_log", &counts.auditEntries}}) {
        auto n = storage.count(QLatin1String(table));
        if (!n)
            return n.error();
        *target = *n;
    }
    // The job log as every view shows it: without the jobs of undone imports (kept until purged).
    auto jobs = BaselineRepository(storage).countJobs({});
    if (!jobs)
        return jobs.error();
    counts.jobs = *jobs;
    return counts;
}

} // namespace gatebench
