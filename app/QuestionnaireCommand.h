#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench questionnaire FILE OUTDIR [--candidate ID]... [--lang zh_CN|en] [--as-of DATE]`:
/// writes the vendor questionnaire of an evaluation, one CSV file per candidate in OUTDIR (created
/// when absent), for the vendors (and the internal platform team, for a self-built option) to fill
/// in and send back (`gatebench import FILE --kind answers`). Never writes to FILE.
int commandQuestionnaire(const QStringList& arguments);

} // namespace gatebench
