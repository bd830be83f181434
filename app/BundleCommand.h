#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench export FILE -o BUNDLE.zip [--date YYYY-MM-DD] [--force]`: the exit bundle of an
/// evaluation (importers/ExitBundle.h). Opens FILE read-only and never writes to it.
int commandExport(const QStringList& arguments);

/// `gatebench import-bundle BUNDLE.zip -o FILE [--force]`: verifies a bundle and makes its database
/// FILE; a refused bundle writes nothing.
int commandImportBundle(const QStringList& arguments);

} // namespace gatebench
