#pragma once

#include <QStringList>

namespace gatebench {

/// True when `gatebench import` is asked for a Slurm job log (`--format sacct`).
bool isSacctImport(const QStringList& arguments);

/// `gatebench import FILE --kind jobs --format sacct INPUT... [--tz ZONE] [--sacct-fields LIST]
/// [--team-field F] [--task-type-field F] [--task-type-pattern RE] [--skip-invalid]`: all jobs or
/// none; with --skip-invalid the valid jobs and every rejected line, kept with the import.
int commandImportSacct(const QStringList& arguments);

/// `gatebench imports FILE [--import ID] [--json]`: the imports and the lines each rejected.
int commandImports(const QStringList& arguments);

} // namespace gatebench
