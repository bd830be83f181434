#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench tco FILE [--scenario S] [--as-of DATE] [--json]`: the three-year TCO of every candidate
/// with cost lines, per scenario (model/tco/TcoEngine.h): totals per year and category, the tornado,
/// the flip points of the cheapest Eligible candidate and the unit costs. Text in the interface
/// language, or the documented JSON (money as decimal strings). Opens FILE read-only.
int commandTco(const QStringList& arguments);

} // namespace gatebench
