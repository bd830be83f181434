#pragma once

#include "core/Result.h"

#include <QString>

namespace gatebench {

class Storage;

/// Copies whole evaluations between back ends: a file to a server, a server to a file, row by row
/// through the Storage interface (an SQLite file to another file copies its pages instead:
/// Storage::copyTo).
namespace storageTransfer {

/// What a copy wrote.
struct Copied {
    int tables = 0;
    qint64 rows = 0;
};

/// Puts every row of every table of `from` into `to`, in one transaction of `to`: a new evaluation
/// at the same schema version (refused otherwise), whose own rows (a new evaluation's identity) are
/// replaced by the source's. Parents before children; every value as stored, the audit chain
/// included (its entries and their hashes, so that its head is the same). The write mark (each back
/// end's own record of its writes) is not copied. All or nothing.
Result<Copied> copyRows(const Storage& from, Storage& to);

/// `gatebench copy SOURCE DESTINATION [--force]`: opens `source` read-only, creates `destination`
/// (a file or a server's evaluation; with `replace`, one there already is removed first, else it is
/// refused) and copies every row into it. A copy that fails leaves no destination behind.
Result<Copied> copyEvaluation(const QString& source, const QString& destination, bool replace);

} // namespace storageTransfer

} // namespace gatebench
