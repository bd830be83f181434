#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench questionnaire FILE OUT.csv [--candidate ID]... [--force]`: writes the vendor
/// questionnaire of an evaluation (one row per candidate and question) for the vendors to fill in
/// and send back (`gatebench import FILE --kind answers`). Never writes to FILE.
int commandQuestionnaire(const QStringList& arguments);

} // namespace gatebench
