#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench verify FILE [--expect N:HASH] [--json]`: checks what the file can prove about its record
/// (reports/Verification.h) and says what it checked and what it cannot check. Exits 0 when all holds,
/// 3 naming the first broken entry or mismatch. Opens FILE read-only: it stays byte for byte as it was.
/// `arguments[0]` is the subcommand name, standing in for the program name.
int commandVerify(const QStringList& arguments);

} // namespace gatebench
