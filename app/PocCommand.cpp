#include "PocCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "Translation.h"
#include "poc/PocAnalysis.h"
#include "poc/PocJson.h"
#include "reports/Summaries.h"
#include "reports/WorkflowGaps.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::PocCommand)
};

} // namespace

int commandPoc(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Print the PoC results of an evaluation: per candidate and scenario the runs, success rate, P50/P90 "
                 "queue wait, submit-to-available and recovery times, engineer steps, manual interventions and the "
                 "share diagnosed without the vendor, and what the same-workload check finds missing. Never writes "
                 "to FILE."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption asOf(
        QStringLiteral("as-of"),
        Text::tr(
            "Decide who is eliminated on this date, YYYY-MM-DD (default: the evaluation's as-of date, else today)."),
        QStringLiteral("DATE"));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON (durations in seconds)."));
    parser.addOptions({asOf, json});
    int code = Success;
    QDate date;
    const auto file = oneFile(parser, arguments, &asOf, date, code);
    if (!file)
        return code;
    const auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    const Storage& storage = workspace->queries().rows();
    if (parser.isSet(json)) {
        auto analysis = analysePoc(storage, date.isValid() ? date : workspace->queries().evaluationDate());
        if (!analysis)
            return fail(analysis.error());
        auto coverage = workflowgaps::json(storage);
        if (!coverage)
            return fail(coverage.error());
        QJsonObject document = pocJson(*analysis);
        document.insert(QStringLiteral("workflow_coverage"), *coverage); // not storage: a key of the poc JSON
        printOut(QString::fromUtf8(QJsonDocument(document).toJson(QJsonDocument::Indented)));
        return Success;
    }
    auto summary = summaries::pocOn(storage, currentLanguage(), date);
    if (!summary)
        return fail(summary.error());
    printOut(summaryText(*summary));
    return Success;
}

} // namespace gatebench
