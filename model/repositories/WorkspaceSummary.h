#pragma once

#include "core/Result.h"
#include "workspace/WorkspaceInfo.h"

namespace gatebench {

class Storage;

/// Reads the summary that `gatebench info` prints and the Overview shows. Without `countJobs` the job
/// count (a read of a whole index of the job log) is left at -1: the window counts on a worker.
Result<WorkspaceSummary> workspaceSummary(const Storage& storage, bool countJobs = true);
/// SHA-256 over every table's rows in key order (the content, not the file's bytes, which
/// SQLite may lay out differently). Two workspaces with equal hashes hold the same evaluation.
Result<QByteArray> contentHash(const Storage& storage);

} // namespace gatebench
