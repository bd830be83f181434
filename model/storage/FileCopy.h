#pragma once

#include "core/Result.h"

#include <QString>
#include <QVariantList>

#include <functional>

namespace gatebench::fileCopy {

/// Runs one statement with its bound values on the copy being rewritten.
using Run = std::function<Result<void>(const QString& sql, const QVariantList& binds)>;
/// Reads the rows of one statement on the copy, handing each to `row` until it returns false.
using Read = std::function<Result<void>(const QString& sql, const std::function<bool(const QVariantList& row)>& row)>;

/// What the copy is, for its messages: a member's kit or a sealed copy (packets::writeCleanedCopy).
enum class Kind { Kit, SealedCopy };

/// Rewrites the evaluation file at `path`, a fresh copy made by Storage::copyTo that no connection
/// holds open, by `work` in one transaction, with the audit log's triggers dropped meanwhile and put
/// back exactly as they were (the schema check on every open compares their SQL); then vacuums it with
/// SQLite's secure delete, so that no page of it keeps a removed byte. Kits and sealed copies are always
/// files, whichever back end holds the evaluation they are made of: this is the one place that opens
/// such a copy for writing by its statements.
Result<void> rewrite(const QString& path, Kind kind, const std::function<Result<void>(const Run&, const Read&)>& work);

} // namespace gatebench::fileCopy
