#pragma once

#include "core/Result.h"

#include <QString>

#include <memory>

namespace gatebench {

class Storage;

/// Opens the storage of an evaluation by location, the one place that knows which back end serves
/// which location: a file path or a `file:` URL is an SQLite workspace; `postgresql://` is the
/// server back end that comes later and is refused until then.
namespace storageFactory {

enum class Access { ReadOnly, ReadWrite };

/// What an opening for writing checks before it returns. `Whole`: the whole file (README, "What
/// GateBench promises about the file"). `JobLogLater`: every table but the job log, whose check
/// reads every page (a second per hundred MB); the opener checks the whole file afterwards, off its
/// thread, and writes nothing before that check has passed (the window: Workspace::fileCheck). A
/// file with a journal beside it, or one to upgrade, is checked whole either way.
enum class Check { Whole, JobLogLater };

Result<std::unique_ptr<Storage>> open(const QString& location, Access access, Check check = Check::Whole);

} // namespace storageFactory

} // namespace gatebench
