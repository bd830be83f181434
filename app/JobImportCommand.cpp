#include "JobImportCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "FormatRegistry.h"
#include "JobImport.h"
#include "core/Times.h"
#include "mapping/RecordKinds.h"
#include "repositories/AuditRepository.h"
#include "repositories/ImportRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSettings>
#include <QTimeZone>

#include <algorithm>
#include <climits>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::JobImportCommand)
};

/// ": A added, U updated, D duplicate(s) of jobs the evaluation holds left out".
QString countsText(const JobImportResult& result)
{
    return Text::tr(": %1 added, %2 updated, %n duplicate(s) of jobs the evaluation holds left out", nullptr,
                    int(std::min<qint64>(result.duplicates, INT_MAX)))
        .arg(result.added)
        .arg(result.updated);
}

/// An earlier import an input is the file of, as JSON.
QJsonObject sameFileJson(const SameFile& same)
{
    return QJsonObject{{QStringLiteral("file"), same.file}, // not storage: a JSON key
                       {QStringLiteral("import"), same.earlier.id},
                       {QStringLiteral("files"), same.earlier.fileName},
                       {QStringLiteral("actor"), same.earlier.actor}, // not storage: a JSON key
                       {QStringLiteral("at"), same.earlier.at}};
}

/// `import --kind jobs --format sacct --dry-run`: what the import would do, as the other kinds' dry
/// run says it (ImportCommand.cpp): the counts, every issue (already printed unless `json`), the
/// files an earlier import read. Exits as the import would: 2 when it would be refused.
int dryRunSacct(const QString& file, const JobImportResult& result, const JobImportRequest& request,
                const QTimeZone& zone, bool json, bool refused)
{
    const qint64 rows = refused ? 0 : result.added + result.updated;
    if (json) {
        QJsonArray issues;
        for (const LocatedIssue& located : result.issues)
            issues.append(QJsonObject{{QStringLiteral("file"), located.file}, // not storage: a JSON key
                                      {QStringLiteral("line"), located.issue.line},
                                      {QStringLiteral("column"), located.issue.column},
                                      {QStringLiteral("severity"), Issue::severityKey(located.issue.severity)},
                                      {QStringLiteral("message"), located.issue.message}});
        QJsonArray same;
        for (const SameFile& s : result.sameFile) {
            same.append(sameFileJson(s));
            if (!request.allowSameFile)
                issues.append(QJsonObject{
                    {QStringLiteral("file"), s.file}, // not storage: a JSON key
                    {QStringLiteral("line"), 0},
                    {QStringLiteral("column"), 0},
                    {QStringLiteral("severity"), Issue::severityKey(Issue::Severity::Error)},
                    {QStringLiteral("message"),
                     QStringLiteral("%1 (%2)").arg(sameFileText(s, zone), SacctIssue::ruleKey(SacctRule::SameFile))}});
        }
        const QJsonObject document{{QStringLiteral("rows"), rows},
                                   {QStringLiteral("added"), result.added},
                                   {QStringLiteral("updated"), result.updated},
                                   {QStringLiteral("duplicates"), result.duplicates},
                                   {QStringLiteral("rejected"), result.rejectedLines},
                                   {QStringLiteral("issues"), issues},
                                   {QStringLiteral("same_file"), same}};
        printOut(QString::fromUtf8(QJsonDocument(document).toJson(QJsonDocument::Indented)));
    } else if (!refused) {
        QString text =
            Text::tr("Dry run: %n job(s) would be imported into %1", nullptr, int(rows)).arg(file) + countsText(result);
        if (result.rejectedLines > 0)
            text += Text::tr("; %n line(s) would be rejected", nullptr, int(result.rejectedLines));
        printOut(text + Text::tr("; nothing was written.") + u'\n');
    }
    if (refused) {
        if (!json)
            printErr(Text::tr("gatebench: the import would be refused; %1 is unchanged.\n").arg(file));
        return BadInput;
    }
    return Success;
}

/// The options an import recorded, as a command line would give them: `--tz UTC --skip-invalid`
/// (a value with a space or a shell character in single quotes).
QString optionsText(const QList<std::pair<QString, QString>>& options)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./:+,=@%-]+$"));
    QStringList words;
    for (const auto& [name, value] : options) {
        words.append(QStringLiteral("--") + name);
        if (value.isEmpty())
            continue;
        words.append(plain.match(value).hasMatch()
                         ? value
                         : QStringLiteral("'%1'").arg(QString(value).replace(u'\'', QStringLiteral("'\\''"))));
    }
    return words.join(u' ');
}

} // namespace

bool isJobLogImport(const QStringList& arguments)
{
    const FormatRegistry& registry = FormatRegistry::standard();
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& argument = arguments.at(i);
        if (argument.startsWith(QLatin1String("--format=")) && registry.jobLogReader(argument.mid(9)))
            return true;
        if (argument == QLatin1String("--format") && registry.jobLogReader(arguments.value(i + 1)))
            return true;
    }
    return false;
}

int commandImportJobLog(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Import a Slurm job log (sacct --parsable2 output), all jobs or none: on any error nothing is "
                 "written and every problem is listed as FILE:LINE:COLUMN: message (rule). A job the evaluation "
                 "holds already (the same cluster, job id and submit time) is not added again: a later record of "
                 "it replaces it, any other is counted as a duplicate."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    parser.addPositionalArgument(QStringLiteral("INPUT"), Text::tr("sacct --parsable2 exports."),
                                 QStringLiteral("INPUT..."));
    const QCommandLineOption kind(QStringLiteral("kind"), // not storage: a command-line option
                                  Text::tr("What the files hold: jobs."), QStringLiteral("KIND"));
    QStringList formats;
    for (const JobLogReader* reader : FormatRegistry::standard().jobLogReaders())
        formats.append(reader->id());
    const QCommandLineOption format(QStringLiteral("format"),
                                    Text::tr("The files' format: %1.").arg(formats.join(QStringLiteral(", "))),
                                    QStringLiteral("FORMAT"));
    const QCommandLineOption tz(QStringLiteral("tz"),
                                Text::tr("The time zone of the files' times (default: the evaluation's cluster "
                                         "time zone)."),
                                QStringLiteral("ZONE"));
    const QCommandLineOption fields(
        QStringLiteral("sacct-fields"),
        Text::tr("The --format field list of files without a header line, comma-separated."), QStringLiteral("LIST"));
    const QCommandLineOption delimiter(
        QStringLiteral("delimiter"),
        Text::tr("What separates the fields, as given to sacct --delimiter (default: |; \\t or tab: a tab)."),
        QStringLiteral("X"));
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
    const QCommandLineOption cluster(QStringLiteral("cluster"), // not storage: a command-line option
                                     Text::tr("The cluster of jobs whose file has no Cluster field (default: the "
                                              "evaluation's one cluster, unnamed)."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption allowSameFile(
        QStringLiteral("allow-same-file"),
        Text::tr("Import a file an earlier job import read already (the same SHA-256) instead of refusing it; jobs "
                 "the evaluation holds are not added twice either way."));
    const QCommandLineOption dryRunOption(
        QStringLiteral("dry-run"),
        Text::tr("Read and check the files as the import would, write nothing, and print how many jobs would be "
                 "added, updated and left out as duplicates, and every problem."));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("With --dry-run: print JSON."));
    parser.addOptions({kind, format, tz, fields, delimiter, team, taskType, pattern, skip, cluster, allowSameFile,
                       dryRunOption, json});
    int code = Success;
    if (!parse(parser, arguments, code))
        return code;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2)
        return usage(Text::tr("import takes FILE and at least one INPUT"), parser.helpText());
    if (parser.value(kind) != QLatin1String("jobs")) // not storage: the record kind key
        return usage(Text::tr("--format %1 goes with --kind jobs").arg(parser.value(format)), parser.helpText());
    if (parser.isSet(tz) && !QTimeZone(parser.value(tz).toUtf8()).isValid())
        return usage(Text::tr("unknown time zone %1").arg(parser.value(tz)), parser.helpText());
    if (parser.isSet(json) && !parser.isSet(dryRunOption))
        return usage(Text::tr("--json goes with --dry-run"), parser.helpText());

    JobImportRequest request;
    request.inputs = positional.mid(1);
    request.format = parser.value(format);
    request.timeZone = parser.value(tz);
    request.skipInvalid = parser.isSet(skip);
    request.cluster = parser.value(cluster).trimmed();
    request.allowSameFile = parser.isSet(allowSameFile);
    request.dryRun = parser.isSet(dryRunOption);
    if (parser.isSet(fields))
        request.sacct.fields = parser.value(fields).split(u',', Qt::SkipEmptyParts);
    if (parser.isSet(delimiter))
        request.sacct.delimiter = sacctDelimiter(parser.value(delimiter));
    if (parser.isSet(team))
        request.sacct.teamField = parser.value(team);
    request.sacct.taskTypeField = parser.value(taskType);
    request.sacct.taskTypePattern = parser.value(pattern);

    const QString file = positional.first();
    const bool quiet = parser.isSet(json); // the issues go into the JSON
    JobImportProgress progress;
    // Through the evaluation's own connection, as one of its steps (Workspace::executeStreamedImport),
    // as every other write goes; a dry run only reads.
    auto workspace = Workspace::open(file, request.dryRun ? Workspace::Access::ReadOnly : Workspace::Access::ReadWrite);
    if (!workspace)
        return fail(workspace.error());
    // As the member chosen (--as-member, else this machine's), as the window acts.
    int acting = Success;
    if (!actAsMember(**workspace, acting))
        return acting;
    request.actor = (*workspace)->actor();
    request.memberId = (*workspace)->actingMemberId();
    auto result = importJobs(**workspace, request, progress, [quiet](const LocatedIssue& located, const SacctIssue&) {
        if (!quiet)
            printErr(located.toString() + u'\n');
    });
    if (!result) {
        if (result.error().kind == Error::Kind::Usage)
            return usage(result.error().message, parser.helpText());
        return fail(result.error());
    }
    // An input an earlier import read: named, with that import, as FILE:0:0 (same_file).
    QTimeZone zone = QTimeZone::utc();
    if (!result->sameFile.isEmpty())
        zone = (*workspace)->queries().settings().clusterZone;
    const bool sameFileRefused = !result->sameFile.isEmpty() && !request.allowSameFile;
    if (!quiet && sameFileRefused) {
        for (const SameFile& same : std::as_const(result->sameFile))
            printErr(QStringLiteral("%1:0:0: %2 (%3)\n")
                         .arg(same.file, sameFileText(same, zone), SacctIssue::ruleKey(SacctRule::SameFile)));
    }
    const bool refused = result->refusal != JobImportRefusal::None;
    if (request.dryRun)
        return dryRunSacct(file, *result, request, zone, parser.isSet(json), refused);
    if (!result->written()) {
        if (sameFileRefused)
            printErr(Text::tr("gatebench: nothing was imported; %1 is unchanged. --allow-same-file imports the file "
                              "anyway (jobs the evaluation holds are not added twice).\n")
                         .arg(file));
        else
            printErr(Text::tr("gatebench: nothing was imported; %1 is unchanged.\n").arg(file));
        return BadInput;
    }
    QString done = Text::tr("Imported %n job(s) into %1", nullptr, int(result->added + result->updated)).arg(file) +
                   countsText(*result);
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
    const ImportRepository imports(workspace->queries().rows());
    // Times in the cluster's zone, named; kinds by their labels in the output's language.
    const QTimeZone zone = workspace->queries().settings().clusterZone;
    auto entries = imports.all();
    if (!entries)
        return fail(entries.error());
    // What each import's audit entry counted (its last: a redo says the same): a job import's added,
    // updated and duplicate jobs.
    QHash<qint64, ImportDetail> counted;
    auto audited = AuditRepository(workspace->queries().rows()).scan([&](const AuditEntry& entry) {
        if (entry.action == QLatin1String("import") && entry.entity == QLatin1String("import")) {
            if (const auto detail = AuditRepository::detailOf(entry.detail).import)
                counted.insert(entry.entityId.toLongLong(), *detail);
        }
        return true;
    });
    if (!audited)
        return fail(audited.error());
    QJsonArray array;
    QString text;
    for (const ImportEntry& entry : std::as_const(*entries)) {
        if (wanted > 0 && entry.id != wanted)
            continue;
        QJsonArray rejected;
        QJsonArray duplicates;
        QStringList lines;
        QStringList duplicateLines;
        auto scanned = imports.scanRejections(entry.id, [&](const ImportRejection& r) {
            const QJsonObject kept{
                {QStringLiteral("file"), r.file}, // not storage: a JSON key
                {QStringLiteral("line"), r.line},  {QStringLiteral("column"), r.column},
                {QStringLiteral("rule"), r.rule},  {QStringLiteral("rule_text"), SacctIssue::ruleText(r.rule)},
                {QStringLiteral("job"), r.jobKey}, {QStringLiteral("value"), r.value}}; // not storage: a JSON key
            (isDuplicate(r) ? duplicates : rejected).append(kept);
            (isDuplicate(r) ? duplicateLines : lines).append(QStringLiteral("  ") + rejectionText(r));
            return true;
        });
        if (!scanned)
            return fail(scanned.error());
        const bool isJobs = entry.kind == QLatin1String("jobs"); // not storage: the record kind key
        const ImportDetail detail = counted.value(entry.id);
        // Each file with its SHA-256: as the audit entry lists them, else as the register joins them.
        QStringList files = detail.files;
        QStringList sha256 = detail.sha256;
        if (files.isEmpty()) {
            files = entry.fileName.split(QStringLiteral(", "));
            sha256 = entry.sha256.split(QStringLiteral(", "));
        }
        QJsonArray fileList;
        for (qsizetype i = 0; i < files.size(); ++i)
            fileList.append(QJsonObject{{QStringLiteral("name"), files.at(i)},         // not storage: a JSON key
                                        {QStringLiteral("sha256"), sha256.value(i)}}); // not storage: a JSON key
        QJsonObject options;
        for (const auto& [name, value] : detail.options)
            options.insert(name, value);
        QJsonObject item{{QStringLiteral("id"), entry.id},     // not storage: a JSON key
                         {QStringLiteral("kind"), entry.kind}, // not storage: a JSON key
                         {QStringLiteral("files"), entry.fileName},
                         {QStringLiteral("sha256"), entry.sha256}, // not storage: a JSON key
                         {QStringLiteral("file_list"), fileList},
                         {QStringLiteral("options"), options},
                         {QStringLiteral("rows"), entry.rows},
                         {QStringLiteral("actor"), entry.actor}, // not storage: a JSON key
                         {QStringLiteral("at"), entry.at},
                         // null when the import read no times
                         {QStringLiteral("time_zone"), // not storage: a JSON key
                          entry.timeZone.isEmpty() ? QJsonValue() : QJsonValue(entry.timeZone)},
                         {QStringLiteral("rejected"), rejected}};
        if (isJobs) {
            item.insert(QStringLiteral("added"), detail.addedCount);
            item.insert(QStringLiteral("updated"), detail.changedCount);
            item.insert(QStringLiteral("duplicates"), detail.duplicateCount);
            item.insert(QStringLiteral("duplicate_jobs"), duplicates);
        }
        array.append(item);
        text += Text::tr("Import %1 (%2) of %3 by %4 at %5: %n row(s), ", nullptr, int(entry.rows))
                    .arg(entry.id)
                    .arg(recordKinds::find(entry.kind) ? recordKinds::find(entry.kind)->label() : entry.kind,
                         entry.fileName, entry.actor, timeInZone(entry.at, zone)) +
                (entry.timeZone.isEmpty() ? QString() : Text::tr("times read in %1, ").arg(entry.timeZone)) +
                Text::tr("%n line(s) rejected", nullptr, int(lines.size())) + u'\n';
        for (qsizetype i = 0; i < files.size(); ++i)
            text += QStringLiteral("  ") + Text::tr("%1: SHA-256 %2").arg(files.at(i), sha256.value(i)) + u'\n';
        if (!detail.options.isEmpty())
            text += QStringLiteral("  ") + Text::tr("Options: %1").arg(optionsText(detail.options)) + u'\n';
        for (const QString& line : std::as_const(lines))
            text += line + u'\n';
        if (isJobs) {
            text += QStringLiteral("  ") +
                    Text::tr("Jobs: %1 added, %2 updated, %n duplicate(s) of jobs the evaluation held left out",
                             nullptr, int(std::min<qint64>(detail.duplicateCount, INT_MAX)))
                        .arg(detail.addedCount)
                        .arg(detail.changedCount);
            text += duplicateLines.size() < detail.duplicateCount
                        ? Text::tr(" (the first %n listed):", nullptr, int(duplicateLines.size()))
                        : (duplicateLines.isEmpty() ? QString() : QStringLiteral(":"));
            text += u'\n';
            for (const QString& line : std::as_const(duplicateLines))
                text += QStringLiteral("  ") + line + u'\n';
        }
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
