#include "DecideCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "Translation.h"
#include "decision/DecisionDocument.h"
#include "poc/PocAnalysis.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

#include <cstdio>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::DecideCommand)
};

} // namespace

int commandDecide(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Decide gate first: eliminated, blocked and eligible candidates, the ranking of the eligible ones, the "
        "recommended option and the alternative. Never writes to FILE."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption asOf(
        QStringLiteral("as-of"),
        Text::tr("Judge waiver expiry on this date, YYYY-MM-DD (default: the evaluation's date, else today)."),
        QStringLiteral("DATE"));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON."));
    parser.addOptions({asOf, json});
    int code = Success;
    QDate date; // none given: the evaluation's date
    const auto file = oneFile(parser, arguments, &asOf, date, code);
    if (!file)
        return code;
    const auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    const EvaluationQueries& queries = workspace->queries();
    auto current = queries.decision(date); // none given: the evaluation's date
    if (!current)
        return fail(current.error());
    const Decision& decision = (*current)->decision;
    const DecisionInput& input = (*current)->input;
    auto path = loadPathToEligibility(queries.rows(), decision, input);
    if (!path)
        return fail(path.error());
    DecisionDocument document(decision, input, currentLanguage());
    document.setPath(*path);
    if (parser.isSet(json))
        printOut(QString::fromUtf8(QJsonDocument(document.json()).toJson(QJsonDocument::Indented)));
    else
        printOut(document.text());
    return Success;
}

} // namespace gatebench
