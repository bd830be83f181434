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

Result<std::unique_ptr<Storage>> open(const QString& location, Access access);

} // namespace storageFactory

} // namespace gatebench
