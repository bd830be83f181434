#pragma once

#include "TableExporter.h"
#include "core/Result.h"

#include <QString>

namespace gatebench::tco {
struct TcoFigures;
}

namespace gatebench {

/// The TCO lines as a table: one row per candidate, scenario and line of that scenario, with the
/// line's columns (labels in the interface language, numbers exact as decimal text) and its amount
/// in each year and over the three years, as the engine computes them (empty where the line has no
/// amount). Candidates by id, their scenarios by id, lines in their order.
ExportTable tcoLinesTable(const tco::TcoFigures& figures);

/// Writes tcoLinesTable() through the registry's CSV exporter (UTF-8 with a byte order mark, as
/// every CSV export) to `path`, replacing a file there only once it is complete.
Result<void> writeTcoCsv(const tco::TcoFigures& figures, const QString& path);

} // namespace gatebench
