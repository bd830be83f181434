#include "TcoCsvExport.h"

#include "FormatRegistry.h"
#include "core/Labels.h"
#include "tco/TcoCsvColumns.h"
#include "tco/TcoFigures.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace gatebench {

using namespace tco;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::TcoCsvExport)
};

QString decimalText(const std::optional<Decimal>& value)
{
    return value ? value->toString() : QString();
}

} // namespace

ExportTable tcoLinesTable(const TcoFigures& f)
{
    const QString basis = f.input.basis.currency;
    ExportTable table;
    table.title = Text::tr("TCO lines");
    table.header = csvHeader(f.language, basis);
    const QString yes = Text::tr("yes");
    const QString no = Text::tr("no");
    for (const CandidateTco& entry : f.result.entries) {
        const ScenarioTotals& t = entry.totals;
        const TcoCandidate* candidate = f.candidate(t.candidateId);
        const TcoScenario scenario = f.scenario(t.candidateId, t.scenarioId);
        for (const TcoLine& line : f.input.lines) {
            if (line.candidateId != t.candidateId || !(line.scenarioId.isEmpty() || line.scenarioId == t.scenarioId))
                continue;
            std::array<std::optional<Decimal>, kYears> amounts;
            std::optional<Decimal> sum;
            for (const LineYear& ly : t.lineYears) {
                if (ly.lineId != line.id)
                    continue;
                amounts[std::size_t(ly.year - 1)] = ly.amount;
                if (!sum)
                    sum = ly.amount;
                else if (auto next = sum->plus(ly.amount))
                    sum = *next;
            }
            QString fx;
            if (line.currency != basis) {
                for (const FxRate& rate : f.input.fxRates) {
                    if (rate.currency == line.currency)
                        fx = rate.rate.toString();
                }
            }
            QStringList years;
            for (int y : line.years)
                years.append(QString::number(y));
            // Every field of the line as stored, so that the file imports again as these lines
            // (TcoLineImporter): the line's own scenario, both descriptions, FTE and loaded cost
            // beside quantity and price, its own tax rate (empty: the evaluation's).
            QVariantList row{f.nameOf(t.candidateId),
                             t.candidateId,
                             candidate ? statusLabel(*candidate) : QString(),
                             f.scenarioName(scenario),
                             t.scenarioId,
                             line.id,
                             line.scenarioId,
                             labels::tcoCategory(line.category),
                             line.description.zh,
                             line.description.en,
                             lineKindLabel(line.kind),
                             line.quantity.toString(),
                             line.unit,
                             line.unitPrice.toString(),
                             line.hourly ? yes : no,
                             line.periodsPerYear,
                             line.currency,
                             fx,
                             line.taxIncluded ? yes : no,
                             decimalText(line.taxRate),
                             line.growth.toString(),
                             years.join(u' '),
                             decimalText(line.fte),
                             decimalText(line.loadedAnnualCost),
                             sourceLabel(line.source),
                             line.sourceNote};
            for (const auto& amount : amounts)
                row.append(decimalText(amount));
            row.append(decimalText(sum));
            table.rows.append(row);
        }
    }
    return table;
}

Result<void> writeTcoCsv(const TcoFigures& figures, const QString& path)
{
    const TableExporter* csv = FormatRegistry::standard().exporter(QStringLiteral("csv"));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{Error::Kind::Io, Text::tr("Cannot write %1: %2").arg(path, file.errorString())};
    if (auto written = csv->write(tcoLinesTable(figures), file); !written)
        return written.error();
    if (!file.commit())
        return Error{Error::Kind::Io, Text::tr("Cannot write %1: %2").arg(path, file.errorString())};
    return {};
}

} // namespace gatebench
