#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench import FILE --kind KIND INPUT... [--mapping MAP.json] [--encoding NAME] [--delimiter D]
/// [--header yes|no|auto] [--tz ZONE] [--skip-invalid]`: all rows or none.
int commandImport(const QStringList& arguments);

} // namespace gatebench
