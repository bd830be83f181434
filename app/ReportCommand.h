#pragma once

#include "core/Result.h"

#include <QDate>
#include <QStringList>

namespace gatebench {

class Storage;
namespace bundle {
struct Producer;
}

/// `gatebench report FILE -o OUT.pdf|OUT.odt [--lang zh_CN|en] [--date YYYY-MM-DD] [--label TEXT]
/// [--hide-prices]`: the decision report (model/reports/ReportContent.h) as PDF or ODT. `--date` is
/// the report's date and the as-of date of every verdict and waiver in it. Opens FILE read-only.
int commandReport(const QStringList& arguments);

/// The exit bundle's producer of `report-<language>.pdf`: the report of the snapshot in `language`
/// on the evaluation's date, its words in that language (the interface language is switched for
/// the time it takes and restored).
bundle::Producer reportProducer(const QString& language);

} // namespace gatebench
