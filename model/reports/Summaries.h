#pragma once

#include "core/Result.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

namespace gatebench {

class Storage;
namespace baseline {
struct BaselineInputs;
struct BaselineMetrics;
} // namespace baseline
struct PocAnalysis;
namespace tco {
struct TcoInput;
struct TcoResult;
} // namespace tco

/// What one page or report section shows of the evaluation, as plain data: facts (label, value)
/// and tables. Computed headless so the window, the command line and the tests share it.
struct Summary {
    struct Table {
        QString caption;
        QStringList headers;
        QList<QStringList> rows;
        int keyColumns = 1; ///< the first columns that name a row (repeated when a page splits the columns)
    };
    QString title;
    QString intro;
    QList<std::pair<QString, QString>> facts;
    QList<Table> tables;
};

/// Each takes the UI language ("zh_CN" or "en") for texts stored in both.
namespace summaries {
Result<Summary> baseline(const Storage& storage, const QString& language);
/// The same from a baseline already loaded and computed (`metrics` of `inputs` over `jobs`).
Result<Summary> baseline(const Storage& storage, const QString& language, const baseline::BaselineInputs& inputs,
                         const baseline::BaselineMetrics& metrics);
Result<Summary> requirements(const Storage& storage, const QString& language);
/// The PoC: who is in it, the runs per scenario against what each owes, the same-workload gaps and the
/// figures per candidate and scenario (poc/PocAnalysis.h), decided on the evaluation's as-of date.
Result<Summary> poc(const Storage& storage, const QString& language);
/// The same, decided on `asOf` (an invalid date: the evaluation's as-of date, else today).
Result<Summary> pocOn(const Storage& storage, const QString& language, QDate asOf);
/// The same from an analysis at hand (poc/PocAnalysis.h).
Result<Summary> pocOn(const Storage& storage, const QString& language, const PocAnalysis& analysis);
Result<Summary> tco(const Storage& storage, const QString& language);
/// The three-year TCO as `gatebench tco` prints it: per candidate and scenario the totals per year
/// and category, the tornado's largest swings with their flip points, and the unit costs.
Result<Summary> tcoTotals(const Storage& storage, const tco::TcoInput& input, const tco::TcoResult& result,
                          const QString& language);
/// `asOf`: the evaluation date the window shows (the one every page judges on); invalid: the date
/// stored with the evaluation.
Result<Summary> report(const Storage& storage, const QString& language, const QDate& asOf = {});
} // namespace summaries

} // namespace gatebench
