#include "ImportCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "CsvCliOptions.h"
#include "FormatRegistry.h"
#include "ImportPipeline.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSettings>
#include <QTimeZone>

#include <cstdio>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ImportCommand)
};

} // namespace

int commandImport(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Import rows into an evaluation, all or none: on any error nothing is written and every problem is "
                 "listed as FILE:LINE:COLUMN: message. A ZIP archive imports its CSV files together."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const FormatRegistry& registry = FormatRegistry::standard();
    const QStringList kinds = registry.kindKeys();
    parser.addPositionalArgument(QStringLiteral("INPUT"), Text::tr("CSV files or ZIP archives of CSV files."),
                                 QStringLiteral("INPUT..."));
    const QCommandLineOption kind(QStringLiteral("kind"), // not storage: a command-line option
                                  Text::tr("What the files hold: %1.").arg(kinds.join(QStringLiteral(", "))),
                                  QStringLiteral("KIND"));
    const QCommandLineOption mapping(
        QStringLiteral("mapping"),
        Text::tr("A column mapping (JSON, as the import wizard saves it) to use over the one "
                 "GateBench proposes from the headers."),
        QStringLiteral("MAP.json"));
    const QCommandLineOption tz(
        QStringLiteral("tz"),
        Text::tr("The time zone of timestamps without an offset (default: the evaluation's cluster "
                 "time zone)."),
        QStringLiteral("ZONE"));
    const QCommandLineOption skip(
        QStringLiteral("skip-invalid"),
        Text::tr("Import the valid rows and list each rejected row, instead of importing nothing."));
    const CsvCliOptions csv;
    parser.addOptions({kind, mapping, tz, skip});
    csv.addTo(parser);
    int code = Success;
    if (!parse(parser, arguments, code))
        return code;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2)
        return usage(Text::tr("import takes FILE and at least one INPUT"), parser.helpText());
    if (!parser.isSet(kind))
        return usage(Text::tr("--kind is required (one of: %1)").arg(kinds.join(QStringLiteral(", "))),
                     parser.helpText());
    if (!registry.kind(parser.value(kind)))
        return usage(
            Text::tr("unknown kind %1 (use one of: %2)").arg(parser.value(kind), kinds.join(QStringLiteral(", "))),
            parser.helpText());
    if (parser.isSet(tz) && !QTimeZone(parser.value(tz).toUtf8()).isValid())
        return usage(Text::tr("unknown time zone %1").arg(parser.value(tz)), parser.helpText());
    auto csvOptions = csv.read(parser);
    if (!csvOptions)
        return usage(csvOptions.error().message, parser.helpText());

    ImportRequest request;
    request.kind = parser.value(kind);
    request.inputs = positional.mid(1);
    request.csv = *csvOptions;
    request.timeZone = parser.value(tz);
    request.skipInvalidRows = parser.isSet(skip);
    if (parser.isSet(mapping)) {
        auto preset = MappingPreset::readFile(parser.value(mapping));
        if (!preset) {
            printErr(QStringLiteral("%1:0:0: %2\n").arg(parser.value(mapping), preset.error().message));
            return BadInput;
        }
        if (preset->kind != request.kind) {
            printErr(QStringLiteral("%1:0:0: %2\n")
                         .arg(parser.value(mapping),
                              Text::tr("the mapping is for %1, not for %2").arg(preset->kind, request.kind)));
            return BadInput;
        }
        request.preset = *preset;
    }

    auto workspace = Workspace::open(positional.first(), Workspace::Access::ReadWrite);
    if (!workspace)
        return fail(workspace.error());
    // The same reviewer name as in the window (Edit > Reviewer name), else the system user.
    (*workspace)->setActor(QSettings().value(QLatin1String(kReviewerSetting)).toString());
    Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
    const PreparedImport prepared = runImport(**workspace, request, &committed);
    for (const LocatedIssue& issue : prepared.issues)
        printErr(issue.toString() + u'\n');
    for (const LocatedIssue& issue : prepared.rejected)
        printErr(issue.toString() + u'\n');
    if (!prepared.acceptable()) {
        printErr(Text::tr("gatebench: nothing was imported; %1 is unchanged.\n").arg(positional.first()));
        return BadInput;
    }
    if (!committed)
        return fail(committed.error());
    std::fputs(Text::tr("Imported %n row(s) of %1 into %2", nullptr, int(prepared.summary.rows))
                   .arg(request.kind, positional.first())
                   .toUtf8()
                   .constData(),
               stdout);
    if (!prepared.rejected.isEmpty())
        std::fputs(Text::tr("; %n row(s) rejected", nullptr, int(prepared.rejected.size())).toUtf8().constData(),
                   stdout);
    std::fputs("\n", stdout);
    return Success;
}

} // namespace gatebench
