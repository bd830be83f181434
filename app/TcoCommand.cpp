#include "TcoCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "Translation.h"
#include "reports/Summaries.h"
#include "tco/TcoEngine.h"
#include "tco/TcoLimits.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::TcoCommand)
};

} // namespace

int commandTco(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Print the three-year TCO of every candidate with cost lines, per scenario: totals per year and "
                 "category, the tornado of the price and volume drivers (-30 % to +30 %), the change of each driver "
                 "at which the cheapest Eligible candidate changes, and the unit costs. Never writes to FILE."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption scenario(QStringLiteral("scenario"),
                                      Text::tr("Only this scenario (its id, e.g. runai-base)."), QStringLiteral("S"));
    const QCommandLineOption asOf(
        QStringLiteral("as-of"),
        Text::tr("Decide which candidates are Eligible on this date, YYYY-MM-DD (default: the evaluation's as-of "
                 "date, else today)."),
        QStringLiteral("DATE"));
    const QCommandLineOption json(QStringLiteral("json"),
                                  Text::tr("Print JSON (money as decimal strings in the evaluation's currency)."));
    parser.addOptions({scenario, asOf, json});
    int code = Success;
    QDate date;
    const auto file = oneFile(parser, arguments, &asOf, date, code);
    if (!file)
        return code;
    const auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    if (const auto refused = refuseHiddenPrices(*workspace))
        return *refused;
    const Storage& storage = workspace->queries().rows();
    auto input = tco::TcoInput::load(storage, date);
    if (!input)
        return fail(input.error());
    const QString only = parser.value(scenario);
    if (!only.isEmpty() && std::none_of(input->scenarios.cbegin(), input->scenarios.cend(),
                                        [&](const TcoScenario& s) { return s.id == only; }))
        return usage(Text::tr("the evaluation has no TCO scenario %1").arg(only), parser.helpText());
    if (const QList<tco::RangeProblem> problems = tco::rangeProblems(*input, currentLanguage()); !problems.isEmpty())
        return fail(Error{Error::Kind::BadInput, tco::describe(problems)});
    auto result = tco::analyse(*input, only);
    if (!result)
        return fail(result.error());
    if (parser.isSet(json)) {
        printOut(QString::fromUtf8(tco::toJson(*result)));
        return Success;
    }
    auto summary = summaries::tcoTotals(storage, *input, *result, currentLanguage());
    if (!summary)
        return fail(summary.error());
    printOut(summaryText(*summary));
    return Success;
}

} // namespace gatebench
