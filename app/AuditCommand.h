#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench audit FILE [--lang zh_CN|en] [--json]`: the audit log of an evaluation, newest first,
/// as a reader reads it (labels, names and times in the cluster's time zone, in the output
/// language), or as language-neutral JSON. Opens FILE read-only and never writes to it.
/// `arguments[0]` is the subcommand name, standing in for the program name.
int commandAudit(const QStringList& arguments);

} // namespace gatebench
