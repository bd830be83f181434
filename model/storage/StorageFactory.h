#pragma once

#include "core/Result.h"

#include <QString>

#include <memory>

namespace gatebench {

class Storage;

/// Creates and opens the storage of an evaluation by location, the one place that knows which back
/// end serves which location: a file path or a `file:` URL is an SQLite workspace; a `postgresql://`
/// (or `postgres://`) URI an evaluation on a PostgreSQL server (PostgresStorage: one schema of a
/// database, `?evaluation=NAME`; `Check` is a file's matter and does not apply to it). Every evaluation is created,
/// opened, copied and checked through here and the Storage interface (scripts/check-layering.sh: no
/// code outside storage/ names the SQLite class).
namespace storageFactory {

/// `Trial`: opened and checked as `ReadOnly` (never upgraded, nothing written), and trial writes
/// that are rolled back (Storage::trial: the import dry run) may run where the evaluation can take a
/// write as it is; elsewhere Storage::canTrial() is false and the dry run works on a copy.
enum class Access { ReadOnly, ReadWrite, Trial };

/// What an opening for writing checks before it returns. `Whole`: the whole file (README, "What
/// GateBench promises about the file"). `JobLogLater`: every table but the job log, whose check
/// reads every page (a second per hundred MB); the opener checks the whole file afterwards, off its
/// thread, and writes nothing before that check has passed (the window: Workspace::fileCheck). A
/// file with a journal beside it, or one to upgrade, is checked whole either way.
enum class Check { Whole, JobLogLater };

/// What a schema that is not GateBench's own does to an opening: refuses it (every opening but one),
/// or, for a read-only opening only (`gatebench verify`), is kept in Storage::schemaDrift() so that
/// the record can still be checked and the drift reported.
enum class SchemaCheck { Refuse, Report };

/// Whether `location` names an evaluation on a server (a `postgresql://` or `postgres://` URI).
bool isServerLocation(const QString& location);

Result<std::unique_ptr<Storage>> open(const QString& location, Access access, Check check = Check::Whole,
                                      SchemaCheck schemaCheck = SchemaCheck::Refuse);

/// Creates a new evaluation at `location` with this version's schema and opens it for writing
/// (refused when something is there already). The creator fills it and closes it.
Result<std::unique_ptr<Storage>> create(const QString& location);

/// Whether something is at `location` already (a file; a server's schema of the evaluation's name).
Result<bool> exists(const QString& location);

/// Removes the evaluation at `location`: the file and any journal beside it, or the server's schema
/// with everything in it. Nothing there is no error. For a copy that replaces one or did not complete.
Result<void> discard(const QString& location);

} // namespace storageFactory

} // namespace gatebench
