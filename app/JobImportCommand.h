#pragma once

#include <QStringList>

namespace gatebench {

/// True when `gatebench import` is asked for a native job log (`--format ID` of a JobLogReader in
/// FormatRegistry: `--format sacct`).
bool isJobLogImport(const QStringList& arguments);

/// `gatebench import FILE --kind jobs --format sacct INPUT... [--tz ZONE] [--sacct-fields LIST]
/// [--team-field F] [--task-type-field F] [--task-type-pattern RE] [--skip-invalid]`: all jobs or
/// none; with --skip-invalid the valid jobs and every rejected line, kept with the import.
int commandImportJobLog(const QStringList& arguments);

/// `gatebench imports FILE [--import ID] [--json]`: the imports and the lines each rejected.
int commandImports(const QStringList& arguments);

} // namespace gatebench
