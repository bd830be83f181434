#include "ImportCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "CsvCliOptions.h"
#include "FormatRegistry.h"
#include "ImportImpact.h"
#include "ImportPipeline.h"
#include "JobImportCommand.h"
#include "Translation.h"
#include "repositories/ImportFields.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTimeZone>

#include <algorithm>
#include <climits>
#include <cstdio>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ImportCommand)
};

/// "Recommended: NAME (id); alternative: NAME (id)", or that no candidate passes every gate.
QString recommendationLine(const DecisionDocument& document)
{
    const Decision& decision = document.decision();
    if (decision.recommended.isEmpty())
        return Text::tr("no candidate passes every gate");
    const QString recommended =
        Text::tr("recommended %1 (%2)").arg(document.candidateName(decision.recommended), decision.recommended);
    if (decision.alternative.isEmpty())
        return Text::tr("%1, no alternative").arg(recommended);
    return Text::tr("%1, alternative %2 (%3)")
        .arg(recommended, document.candidateName(decision.alternative), decision.alternative);
}

/// What `import --dry-run` prints: the rows, and the decision before and after with every candidate
/// whose status changes.
QString dryRunText(const QString& kind, const QString& file, qint64 rows, const ImportImpact& impact)
{
    QString text =
        Text::tr("Dry run: %n row(s) of %1 would be imported into %2; nothing was written.", nullptr, int(rows))
            .arg(kind, file) +
        u'\n';
    text += Text::tr("Before: %1.").arg(recommendationLine(impact.before)) + u'\n';
    text += Text::tr("After: %1.").arg(recommendationLine(impact.after)) + u'\n';
    QStringList changes;
    for (const CandidateChange& change : impact.changes) {
        const QString& id = change.candidateId;
        const QString was = impact.before.statusText(id);
        const QString becomes = impact.after.statusText(id);
        const QString name = impact.after.candidateName(id);
        changes.append(change.added ? Text::tr("  %1 (%2): new, %3").arg(name, id, becomes)
                                    : Text::tr("  %1 (%2): %3 -> %4").arg(name, id, was, becomes));
    }
    if (changes.isEmpty())
        text += Text::tr("No candidate's status would change.") + u'\n';
    else
        text += Text::tr("Status changes:") + u'\n' + changes.join(u'\n') + u'\n';
    return text;
}

/// What a job import does with the jobs it reads: ": A added, U updated, D duplicate(s) of jobs the
/// evaluation holds left out"; empty for other kinds.
QString jobCountsText(const ImportRequest& request, const ImportSummary& summary)
{
    if (request.kind != QLatin1String(key(RecordKindId::Jobs)))
        return {};
    return Text::tr(": %1 added, %2 updated, %n duplicate(s) of jobs the evaluation holds left out", nullptr,
                    int(std::min<qint64>(summary.duplicates, INT_MAX)))
        .arg(summary.rows - summary.updated)
        .arg(summary.updated);
}

/// The hint after a refusal of files an earlier job import read.
void sameFileHint(const PreparedImport& prepared, const ImportRequest& request)
{
    if (!prepared.sameFile.isEmpty() && !request.allowSameFile)
        printErr(Text::tr("gatebench: --allow-same-file imports a file an earlier import read anyway (jobs the "
                          "evaluation holds are not added twice).\n"));
}

/// The issues of a dry run as JSON: file, line, column, severity, message.
QJsonArray issuesJson(const LocatedIssues& issues)
{
    QJsonArray array;
    for (const LocatedIssue& located : issues)
        array.append(QJsonObject{{QStringLiteral("file"), located.file}, // not storage: a JSON key
                                 {QStringLiteral("line"), located.issue.line},
                                 {QStringLiteral("column"), located.issue.column},
                                 {QStringLiteral("severity"), Issue::severityKey(located.issue.severity)},
                                 {QStringLiteral("message"), located.issue.message}});
    return array;
}

/// `import --dry-run`: reads `file` as the real import would, writes the import into a copy of it
/// and reports what it would change in the decision on `date`. `file` is only read.
int dryRun(const QString& file, const ImportRequest& request, QDate date, bool json)
{
    // Read-only but for the trial of the import, which is rolled back (or made on a copy of a file that
    // cannot take it): the file stays byte for byte what it was.
    auto original = Workspace::open(file, Workspace::Access::Trial);
    if (!original)
        return fail(original.error());
    if (int code = Success; !actAsMember(**original, code))
        return code;
    const PreparedImport prepared = runImport(**original, request);
    const bool acceptable = prepared.acceptable();
    const EvaluationQueries& queries = (*original)->queries();
    if (!date.isValid())
        date = queries.evaluationDate();
    auto impact = importImpact(queries.rows(), prepared, date, currentLanguage());
    if (!impact)
        return fail(impact.error());
    const qint64 rows = acceptable ? prepared.summary.rows : 0;

    const bool jobs = request.kind == QLatin1String(key(RecordKindId::Jobs));
    if (json) {
        QJsonObject document{{QStringLiteral("rows"), rows},
                             {QStringLiteral("issues"), issuesJson(prepared.issues + prepared.rejected)},
                             {QStringLiteral("decision_before"), impact->before.json()},
                             {QStringLiteral("decision_after"), impact->after.json()}};
        if (jobs) { // what the sacct dry run says too (JobImportCommand.cpp)
            document.insert(QStringLiteral("added"), acceptable ? rows - prepared.summary.updated : 0);
            document.insert(QStringLiteral("updated"), acceptable ? prepared.summary.updated : 0);
            document.insert(QStringLiteral("duplicates"), acceptable ? prepared.summary.duplicates : 0);
        }
        printOut(QString::fromUtf8(QJsonDocument(document).toJson(QJsonDocument::Indented)));
    } else {
        for (const LocatedIssue& issue : prepared.issues)
            printErr(issue.toString() + u'\n');
        for (const LocatedIssue& issue : prepared.rejected)
            printErr(issue.toString() + u'\n');
        sameFileHint(prepared, request);
        if (acceptable && jobs)
            printOut(Text::tr("Dry run: %n job(s) would be imported into %1", nullptr, int(rows)).arg(file) +
                     jobCountsText(request, prepared.summary) + Text::tr("; nothing was written.") + u'\n');
        else if (acceptable)
            printOut(dryRunText(request.kind, file, rows, *impact));
    }
    if (!acceptable) {
        if (!json)
            printErr(Text::tr("gatebench: the import would be refused; %1 is unchanged.\n").arg(file));
        return BadInput;
    }
    return Success;
}

} // namespace

int commandImport(const QStringList& arguments)
{
    if (isJobLogImport(arguments)) // a native job log (Slurm sacct): its own streaming path (JobImportCommand)
        return commandImportJobLog(arguments);
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
    const QCommandLineOption dryRunOption(
        QStringLiteral("dry-run"),
        Text::tr("Read and check the input as the import would, write nothing, and print what the import would "
                 "change: the rows, the problems, and the decision before and after."));
    const QCommandLineOption asOf(QStringLiteral("as-of"),
                                  Text::tr("With --dry-run: judge waiver expiry on this date, YYYY-MM-DD (default: the "
                                           "evaluation's date, else today)."),
                                  QStringLiteral("DATE"));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("With --dry-run: print JSON."));
    const QCommandLineOption cluster(QStringLiteral("cluster"), // not storage: a command-line option
                                     Text::tr("With --kind jobs: the cluster of the jobs (default: the evaluation's "
                                              "one cluster, unnamed)."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption allowSameFile(
        QStringLiteral("allow-same-file"),
        Text::tr("With --kind jobs: import a file an earlier job import read already (the same SHA-256) instead "
                 "of refusing it; jobs the evaluation holds are not added twice either way."));
    const CsvCliOptions csv;
    const JobCsvCliOptions jobCsv;
    parser.addOptions({kind, mapping, tz, skip, dryRunOption, asOf, json, cluster, allowSameFile});
    csv.addTo(parser);
    jobCsv.addTo(parser);
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
    if ((parser.isSet(json) || parser.isSet(asOf)) && !parser.isSet(dryRunOption))
        return usage(Text::tr("--json and --as-of go with --dry-run"), parser.helpText());
    const QString jobsKind = QLatin1String(key(RecordKindId::Jobs));
    for (const QCommandLineOption* option : {&cluster, &allowSameFile}) {
        if (parser.isSet(*option) && parser.value(kind) != jobsKind)
            return usage(Text::tr("--%1 goes with --kind %2").arg(option->names().constFirst(), jobsKind),
                         parser.helpText());
    }
    QDate date; // none given: the evaluation's date
    if (!dateOption(parser, asOf, date, code))
        return code;
    auto csvOptions = csv.read(parser);
    if (!csvOptions)
        return usage(csvOptions.error().message, parser.helpText());

    ImportRequest request;
    request.kind = parser.value(kind);
    request.inputs = positional.mid(1);
    request.csv = *csvOptions;
    request.timeZone = parser.value(tz);
    request.skipInvalidRows = parser.isSet(skip);
    request.cluster = parser.value(cluster).trimmed();
    request.allowSameFile = parser.isSet(allowSameFile);
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
        request.mappingFile = parser.value(mapping);
    }
    if (auto r = jobCsv.apply(parser, request); !r)
        return usage(r.error().message, parser.helpText());

    if (parser.isSet(dryRunOption))
        return dryRun(positional.first(), request, date, parser.isSet(json));

    // As the member chosen (--as-member, else this machine's), as the window acts.
    int opened = Success;
    auto workspace = openForWriting(positional.first(), opened);
    if (!workspace)
        return opened;
    Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
    const PreparedImport prepared = runImport(*workspace, request, &committed);
    for (const LocatedIssue& issue : prepared.issues)
        printErr(issue.toString() + u'\n');
    for (const LocatedIssue& issue : prepared.rejected)
        printErr(issue.toString() + u'\n');
    if (!prepared.acceptable()) {
        sameFileHint(prepared, request);
        printErr(Text::tr("gatebench: nothing was imported; %1 is unchanged.\n").arg(positional.first()));
        return BadInput;
    }
    if (!committed)
        return fail(committed.error());
    std::fputs((Text::tr("Imported %n row(s) of %1 into %2", nullptr, int(prepared.summary.rows))
                    .arg(request.kind, positional.first()) +
                jobCountsText(request, prepared.summary))
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
