#pragma once

#include "RecordImporter.h"

#include <QStringList>

#include <memory>

namespace gatebench {

/// The importers GateBench offers: the file dialogs, the import wizard and `gatebench import`
/// all list and create them here. Later kinds register by adding a line to the table.
namespace importerRegistry {
/// Registered kinds, in the order the wizard offers them.
QStringList kinds();
/// A new importer for `kind`, or null.
std::unique_ptr<RecordImporter> create(const QString& kind);
/// The file-dialog filter of the import path (CSV, text and ZIP files).
QString fileFilter();
} // namespace importerRegistry

} // namespace gatebench
