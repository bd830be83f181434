#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench copy SOURCE DESTINATION [--force]`: copies an evaluation whole, from a file to a server
/// (`postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME`, whose schema it creates), from a server to a
/// file (how a server's evaluation is exported and bundled), or between files or evaluations: every
/// table, the audit chain with its head, the evidence files and the settings. A destination that
/// holds an evaluation is refused unless --force, which replaces it. Never writes to SOURCE.
/// `arguments[0]` is the subcommand name, standing in for the program name.
int commandCopy(const QStringList& arguments);

} // namespace gatebench
