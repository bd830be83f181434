#include "WhatifCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "Translation.h"
#include "commands/Whatif.h"
#include "whatif/WhatIf.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::WhatifCommand)
};

/// The policy document in `path`, read strictly; its errors name the file.
Result<whatif::Policy> readPolicy(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{Error::Kind::BadInput, Text::tr("%1: cannot be read: %2").arg(path, file.errorString())};
    const QByteArray bytes = file.read(1 << 20);
    if (!file.atEnd())
        return Error{Error::Kind::BadInput, Text::tr("%1: a policy is at most 1 MB").arg(path)};
    return whatif::parsePolicy(bytes, path);
}

} // namespace

int commandWhatif(const QStringList& arguments)
{
    if (arguments.size() > 1 && arguments.at(1) == QLatin1String("export")) {
        // `whatif export ...` belongs to app/WhatifExportCommand.* (issue 32, the PoC replay's scripts).
        return usage(Text::tr("whatif export is not part of this build"), QString());
    }
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Replay the baseline's job log under today's scheduling policy (calibration: it must reproduce the "
                 "measured P50 and P90 waits within max(20 %, 5 min)) and under each candidate's policy, over "
                 "several seeds with run times jittered by 10 %: predicted waits per team and time slot, "
                 "utilization, GPU-hours lost to preemption, quota satisfaction and the improvement targets "
                 "predicted to be met. A prediction is advice, never a gate's evidence. Never writes to FILE "
                 "unless --set-policy or --clear-policy is given."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption candidate(QStringLiteral("candidate"),
                                       Text::tr("Only this candidate (its id, e.g. runai)."), QStringLiteral("C"));
    const QCommandLineOption policy(QStringLiteral("policy"), // not storage: a key of the what-if's JSON
                                    Text::tr("Replay this policy document (JSON) for the candidate instead of its "
                                             "stored one (with --candidate), or as a candidate of its own."),
                                    QStringLiteral("FILE.json"));
    const QCommandLineOption seeds(QStringLiteral("seeds"), Text::tr("Seeded replays per policy (default 5)."),
                                   QStringLiteral("N"), QStringLiteral("5"));
    const QCommandLineOption json(QStringLiteral("json"),
                                  Text::tr("Print JSON (waits in seconds, shares from 0 to 1, GPU-hours)."));
    const QCommandLineOption setPolicy(QStringLiteral("set-policy"),
                                       Text::tr("Store this policy document for --candidate C (or --as-is) as one "
                                                "undoable step, and print nothing else."),
                                       QStringLiteral("FILE.json"));
    const QCommandLineOption clearPolicy(QStringLiteral("clear-policy"),
                                         Text::tr("Remove the stored policy of --candidate C (or --as-is): back to "
                                                  "the default."));
    const QCommandLineOption asIs(QStringLiteral("as-is"),
                                  Text::tr("With --set-policy or --clear-policy: today's policy."));
    parser.addOptions({candidate, policy, seeds, json, setPolicy, clearPolicy, asIs});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    const QString only = parser.value(candidate);

    if (parser.isSet(setPolicy) || parser.isSet(clearPolicy)) {
        if (parser.isSet(setPolicy) && parser.isSet(clearPolicy))
            return usage(Text::tr("--set-policy and --clear-policy exclude each other"), parser.helpText());
        if (only.isEmpty() == !parser.isSet(asIs))
            return usage(Text::tr("say whose policy: --candidate C or --as-is"), parser.helpText());
        std::optional<whatif::Policy> wanted;
        if (parser.isSet(setPolicy)) {
            auto read = readPolicy(parser.value(setPolicy));
            if (!read)
                return fail(read.error());
            wanted = *read;
        }
        const auto workspace = openForWriting(*file, code);
        if (!workspace)
            return code;
        if (auto r = whatifedits::setPolicy(*workspace, only, wanted); !r)
            return fail(r.error());
        printOut(wanted ? Text::tr("Stored the policy (%1)").arg(whatif::kindKey(wanted->kind)) + u'\n'
                        : Text::tr("Removed the stored policy") + u'\n');
        return Success;
    }
    if (parser.isSet(asIs))
        return usage(Text::tr("--as-is goes with --set-policy or --clear-policy"), parser.helpText());

    bool seedsOk = false;
    const int seedCount = parser.value(seeds).toInt(&seedsOk);
    if (!seedsOk || seedCount < 1 || seedCount > 100)
        return usage(Text::tr("--seeds takes a whole number from 1 to 100"), parser.helpText());
    std::optional<whatif::Policy> given;
    if (parser.isSet(policy)) {
        auto read = readPolicy(parser.value(policy));
        if (!read)
            return fail(read.error());
        given = *read;
    }

    const auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    auto read = whatif::load(workspace->queries().rows(), only);
    if (!read)
        return fail(read.error());
    whatif::Loaded data = *std::move(read);
    whatif::Loaded* loaded = &data;
    if (loaded->jobs.size() == 0)
        return fail(Error{Error::Kind::BadInput, Text::tr("The evaluation has no job records to replay")});
    if (given) {
        if (only.isEmpty()) {
            whatif::PolicyInput input;
            input.candidateId = QStringLiteral("policy"); // not storage: a key of the what-if's JSON
            input.name = {QFileInfo(parser.value(policy)).fileName(), QFileInfo(parser.value(policy)).fileName()};
            input.policy = *given;
            loaded->candidates = {input};
        } else {
            for (whatif::PolicyInput& input : loaded->candidates) {
                input.policy = *given;
                input.assumed = false;
                input.models.clear();
            }
        }
    }
    const whatif::PreparedTrace prepared = whatif::prepare(loaded->jobs, loaded->inputs, loaded->metrics);
    auto comparison = whatif::compare(prepared, loaded->metrics, loaded->inputs, loaded->asIs, loaded->candidates,
                                      seedCount, 0, nullptr, {}, currentLanguage());
    if (!comparison)
        return fail(comparison.error());
    if (parser.isSet(json)) {
        printOut(QString::fromUtf8(whatif::toJson(*comparison)));
        return Success;
    }
    printOut(whatif::toText(*comparison, loaded->inputs.teams, currentLanguage()));
    return Success;
}

} // namespace gatebench
