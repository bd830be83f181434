#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench preview INPUT [--encoding NAME] [--delimiter NAME] [--header yes|no|auto]
/// [--comment CHAR] [--json]`: how GateBench reads a CSV file (encoding, delimiter, header, every
/// row, every problem). Exits 0 whenever the file can be read at all, whatever is wrong inside it
/// (that is what the issues list is for); 2 when it cannot be opened or read. `arguments[0]` is
/// the subcommand name, standing in for the program name.
int commandPreview(const QStringList& arguments);

} // namespace gatebench
