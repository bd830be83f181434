#include "TcoExportCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "TcoCsvExport.h"
#include "TcoXlsxExporter.h"
#include "Translation.h"
#include "tco/TcoFigures.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <functional>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::TcoExportCommand)
};

using Writer = std::function<Result<void>(const tco::TcoFigures&, const QString&)>;

int exportTco(const QStringList& arguments, const QString& description, const QString& outName, const Writer& write)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(description);
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption output(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                                    Text::tr("The file to write."), outName);
    const QCommandLineOption asOf(
        QStringLiteral("as-of"),
        Text::tr("Decide which candidates are Eligible on this date, YYYY-MM-DD (default: the evaluation's as-of "
                 "date, else today)."),
        QStringLiteral("DATE"));
    const QCommandLineOption force(QStringLiteral("force"), Text::tr("Replace the output file if it exists."));
    parser.addOptions({output, asOf, force});
    int code = Success;
    QDate date;
    const auto file = oneFile(parser, arguments, &asOf, date, code);
    if (!file)
        return code;
    const QString command = arguments.value(0);
    const QString out = parser.value(output);
    if (out.isEmpty())
        return usage(Text::tr("%1 needs -o %2").arg(command, outName), parser.helpText());
    if (QFileInfo(out).absoluteFilePath() == QFileInfo(*file).absoluteFilePath())
        return usage(Text::tr("the export cannot replace the evaluation file"), parser.helpText());
    if (QFileInfo::exists(out) && !parser.isSet(force))
        return usage(Text::tr("%1 already exists; add --force to replace it").arg(out), parser.helpText());

    const auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    if (const auto refused = refuseHiddenPrices(*workspace))
        return *refused;
    auto figures = tco::TcoFigures::load(workspace->queries().rows(), currentLanguage(), date);
    if (!figures)
        return fail(figures.error());
    if (figures->candidates.isEmpty())
        return fail(Error{Error::Kind::BadInput, Text::tr("the evaluation has no TCO lines to export")});
    if (auto written = write(*figures, out); !written)
        return fail(written.error());
    printOut(Text::tr("Wrote %1: the TCO of %n candidate(s).\n", nullptr, int(figures->candidates.size()))
                 .arg(QDir::toNativeSeparators(out)));
    return Success;
}

} // namespace

int commandExportXlsx(const QStringList& arguments)
{
    return exportTco(arguments,
                     Text::tr("Write the three-year TCO as an Excel workbook: a summary sheet, then one sheet per "
                              "candidate with its cost lines and live formulas for every line's yearly amount "
                              "(rounded with ROUND as GateBench rounds) and the sums, each carrying GateBench's "
                              "figure as its cached value. Headers and labels in the --lang language. Never writes "
                              "to FILE."),
                     QStringLiteral("OUT.xlsx"), TcoXlsxExporter::write);
}

int commandExportTcoCsv(const QStringList& arguments)
{
    return exportTco(arguments,
                     Text::tr("Write the TCO lines as CSV (UTF-8): one row per candidate, scenario and line with its "
                              "amount in each year and over the three years. Never writes to FILE."),
                     QStringLiteral("OUT.csv"), writeTcoCsv);
}

} // namespace gatebench
