#include "JobImportCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "JobImport.h"
#include "core/Times.h"
#include "mapping/RecordKinds.h"
#include "repositories/ImportRepository.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTimeZone>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::JobImportCommand)
};

} // namespace

bool isSacctImport(const QStringList& arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments.at(i) == QLatin1String("--format=sacct") ||
            (arguments.at(i) == QLatin1String("--format") && arguments.value(i + 1) == QLatin1String("sacct")))
            return true;
    }
    return false;
}

int commandImportSacct(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Import a Slurm job log (sacct --parsable2 output), all jobs or none: on any error nothing is "
                 "written and every problem is listed as FILE:LINE:COLUMN: message (rule)."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    parser.addPositionalArgument(QStringLiteral("INPUT"), Text::tr("sacct --parsable2 exports."),
                                 QStringLiteral("INPUT..."));
    const QCommandLineOption kind(QStringLiteral("kind"), // not storage: a command-line option
                                  Text::tr("What the files hold: jobs."), QStringLiteral("KIND"));
    const QCommandLineOption format(QStringLiteral("format"), Text::tr("The files' format: sacct."),
                                    QStringLiteral("FORMAT"));
    const QCommandLineOption tz(QStringLiteral("tz"),
                                Text::tr("The time zone of the files' times (default: the evaluation's cluster "
                                         "time zone)."),
                                QStringLiteral("ZONE"));
    const QCommandLineOption fields(
        QStringLiteral("sacct-fields"),
        Text::tr("The --format field list of files without a header line, comma-separated."), QStringLiteral("LIST"));
    const QCommandLineOption team(QStringLiteral("team-field"),
                                  Text::tr("The field the team comes from (default: Account)."), QStringLiteral("F"));
    const QCommandLineOption taskType(QStringLiteral("task-type-field"),
                                      Text::tr("The field the task type comes from (default: none)."),
                                      QStringLiteral("F"));
    const QCommandLineOption pattern(
        QStringLiteral("task-type-pattern"),
        Text::tr("A regular expression searched in the task type field; its first group is the task type."),
        QStringLiteral("RE"));
    const QCommandLineOption skip(
        QStringLiteral("skip-invalid"),
        Text::tr("Import the valid jobs and keep every rejected line with the import, instead of importing nothing."));
    parser.addOptions({kind, format, tz, fields, team, taskType, pattern, skip});
    int code = Success;
    if (!parse(parser, arguments, code))
        return code;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2)
        return usage(Text::tr("import takes FILE and at least one INPUT"), parser.helpText());
    if (parser.value(kind) != QLatin1String("jobs")) // not storage: the record kind key
        return usage(Text::tr("--format sacct goes with --kind jobs"), parser.helpText());
    if (parser.isSet(tz) && !QTimeZone(parser.value(tz).toUtf8()).isValid())
        return usage(Text::tr("unknown time zone %1").arg(parser.value(tz)), parser.helpText());

    JobImportRequest request;
    request.inputs = positional.mid(1);
    request.timeZone = parser.value(tz);
    request.skipInvalid = parser.isSet(skip);
    if (parser.isSet(fields))
        request.sacct.fields = parser.value(fields).split(u',', Qt::SkipEmptyParts);
    if (parser.isSet(team))
        request.sacct.teamField = parser.value(team);
    request.sacct.taskTypeField = parser.value(taskType);
    request.sacct.taskTypePattern = parser.value(pattern);
    // The same reviewer name as in the window (Edit > Reviewer name), else the system user.
    request.actor = QSettings().value(QLatin1String(kReviewerSetting)).toString().trimmed();
    if (request.actor.isEmpty())
        request.actor = Workspace::systemUser();

    const QString file = positional.first();
    JobImportProgress progress;
    auto result = importJobsAt(file, request, progress, [](const LocatedIssue& located, const SacctIssue&) {
        printErr(located.toString() + u'\n');
    });
    if (!result) {
        if (result.error().kind == Error::Kind::Usage)
            return usage(result.error().message, parser.helpText());
        return fail(result.error());
    }
    if (!result->written()) {
        printErr(Text::tr("gatebench: nothing was imported; %1 is unchanged.\n").arg(file));
        return BadInput;
    }
    QString done = Text::tr("Imported %n job(s) into %1", nullptr, int(result->jobs)).arg(file);
    if (result->rejectedLines > 0)
        done += Text::tr("; %n line(s) rejected and kept with the import (gatebench imports %1)", nullptr,
                         int(result->rejectedLines))
                    .arg(file);
    printOut(done + u'\n');
    return Success;
}

int commandImports(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("List the imports of an evaluation and the lines each rejected. Never writes to FILE."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption only(QStringLiteral("import"), Text::tr("Only the import with this id."),
                                  QStringLiteral("ID"));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON."));
    parser.addOptions({only, json});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    bool numeric = true;
    const qint64 wanted = parser.isSet(only) ? parser.value(only).toLongLong(&numeric) : 0;
    if (!numeric || (parser.isSet(only) && wanted <= 0))
        return usage(Text::tr("--import takes an import's id"), parser.helpText());
    const auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    const ImportRepository imports(workspace->storage());
    // Times in the cluster's zone, named; kinds by their labels in the output's language.
    const QTimeZone zone =
        zoneOrUtc(SettingsRepository(workspace->storage()).value(QLatin1String(schema::key::TimeZone)));
    auto entries = imports.all();
    if (!entries)
        return fail(entries.error());
    QJsonArray array;
    QString text;
    for (const ImportEntry& entry : std::as_const(*entries)) {
        if (wanted > 0 && entry.id != wanted)
            continue;
        QJsonArray rejected;
        QStringList lines;
        auto scanned = imports.scanRejections(entry.id, [&](const ImportRejection& r) {
            rejected.append(QJsonObject{{QStringLiteral("file"), r.file}, // not storage: a JSON key
                                        {QStringLiteral("line"), r.line},
                                        {QStringLiteral("column"), r.column},
                                        {QStringLiteral("rule"), r.rule},
                                        {QStringLiteral("rule_text"), SacctIssue::ruleText(r.rule)},
                                        {QStringLiteral("job"), r.jobKey},
                                        {QStringLiteral("value"), r.value}}); // not storage: a JSON key
            lines.append(QStringLiteral("  ") + rejectionText(r));
            return true;
        });
        if (!scanned)
            return fail(scanned.error());
        array.append(QJsonObject{{QStringLiteral("id"), entry.id},     // not storage: a JSON key
                                 {QStringLiteral("kind"), entry.kind}, // not storage: a JSON key
                                 {QStringLiteral("files"), entry.fileName},
                                 {QStringLiteral("rows"), entry.rows},
                                 {QStringLiteral("actor"), entry.actor}, // not storage: a JSON key
                                 {QStringLiteral("at"), entry.at},
                                 // null when the import read no times
                                 {QStringLiteral("time_zone"), // not storage: a JSON key
                                  entry.timeZone.isEmpty() ? QJsonValue() : QJsonValue(entry.timeZone)},
                                 {QStringLiteral("rejected"), rejected}});
        text += Text::tr("Import %1 (%2) of %3 by %4 at %5: %n row(s), ", nullptr, int(entry.rows))
                    .arg(entry.id)
                    .arg(recordKinds::find(entry.kind) ? recordKinds::find(entry.kind)->label() : entry.kind,
                         entry.fileName, entry.actor, timeInZone(entry.at, zone)) +
                (entry.timeZone.isEmpty() ? QString() : Text::tr("times read in %1, ").arg(entry.timeZone)) +
                Text::tr("%n line(s) rejected", nullptr, int(lines.size())) + u'\n';
        for (const QString& line : std::as_const(lines))
            text += line + u'\n';
    }
    if (wanted > 0 && array.isEmpty())
        return fail(Error{Error::Kind::BadInput, Text::tr("There is no import %1").arg(wanted)});
    if (parser.isSet(json)) {
        const QJsonObject document{{QStringLiteral("imports"), array}}; // not storage: a JSON key
        printOut(QString::fromUtf8(QJsonDocument(document).toJson(QJsonDocument::Indented)));
    } else {
        printOut(text.isEmpty() ? Text::tr("No imports.\n") : text);
    }
    return Success;
}

} // namespace gatebench
