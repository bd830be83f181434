#include "BaselineCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "Translation.h"
#include "baseline/BaselineMetrics.h"
#include "reports/Summaries.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::BaselineCommand)
};

} // namespace

int commandBaseline(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Print the baseline of an evaluation from its job records: jobs, queue waits (P50/P90), outcomes, "
                 "the three utilization measures and idle GPU-hours, each by team, task type, GPU type and time "
                 "slot, the top three losses, the improvement targets and the coverage warnings. Never writes to "
                 "FILE."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  Text::tr("Print JSON (waits in seconds, shares from 0 to 1, GPU-hours)."));
    parser.addOption(json);
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    const auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    const Storage& storage = workspace->queries().rows();
    if (parser.isSet(json)) {
        auto inputs = baseline::BaselineInputs::load(storage);
        if (!inputs)
            return fail(inputs.error());
        auto jobs = baseline::JobColumns::load(storage);
        if (!jobs)
            return fail(jobs.error());
        const baseline::BaselineMetrics metrics = baseline::compute(*jobs, *inputs);
        printOut(QString::fromUtf8(baseline::toJson(metrics, *inputs, currentLanguage())));
        return Success;
    }
    auto summary = summaries::baseline(storage, currentLanguage());
    if (!summary)
        return fail(summary.error());
    printOut(summaryText(*summary));
    return Success;
}

} // namespace gatebench
