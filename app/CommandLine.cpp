#include "CommandLine.h"
#include "CliSupport.h"

#include "AuditCommand.h"
#include "BaselineCommand.h"
#include "BundleCommand.h"
#include "CommitteeCommand.h"
#include "CopyCommand.h"
#include "DecideCommand.h"
#include "ImportCommand.h"
#include "JobImportCommand.h"
#include "MembersCommand.h"
#include "MinutesCommand.h"
#include "PacketCommand.h"
#include "PlanCommand.h"
#include "PocCommand.h"
#include "PreviewCommand.h"
#include "QuestionnaireCommand.h"
#include "ReportCommand.h"
#include "RoundCommand.h"
#include "ServerCommand.h"
#include "SignoffCommand.h"
#include "SnapshotCommand.h"
#include "TcoCommand.h"
#include "TcoExportCommand.h"
#include "Translation.h"
#include "VerifyCommand.h"
#include "WhatifCommand.h"
#include "WhatifExportCommand.h"
#include "core/Labels.h"
#include "repositories/WorkspaceSummary.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <cstdio>
#include <functional>
#include <map>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::CommandLine)
};

int commandNew(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Create a new evaluation from the built-in template (or the demo)."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file to create (.gatebench)."));
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  Text::tr("Create the built-in demo evaluation (simulated data)."));
    const QCommandLineOption empty(QStringLiteral("empty"),
                                   Text::tr("Create an empty evaluation without the template."));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  Text::tr("Workspace language: zh_CN or en (default: the system's)."),
                                  QStringLiteral("LANG"));
    const QCommandLineOption tz(
        QStringLiteral("tz"),
        Text::tr("Cluster time zone, an IANA name such as Asia/Shanghai (default: the system's; the demo "
                 "uses Asia/Shanghai)."),
        QStringLiteral("ZONE"));
    const QCommandLineOption force(QStringLiteral("force"), Text::tr("Replace FILE if it exists."));
    parser.addOptions({demo, empty, lang, tz, force});
    int code = Success;
    if (!parse(parser, arguments, code, LanguageOption::Own))
        return code;
    if (parser.positionalArguments().size() != 1)
        return usage(Text::tr("new takes exactly one FILE"), parser.helpText());
    if (parser.isSet(demo) && parser.isSet(empty))
        return usage(Text::tr("--demo and --empty exclude each other"), parser.helpText());

    NewWorkspaceOptions options;
    options.path = parser.positionalArguments().at(0);
    options.content = parser.isSet(demo)    ? NewWorkspaceOptions::Content::Demo
                      : parser.isSet(empty) ? NewWorkspaceOptions::Content::Empty
                                            : NewWorkspaceOptions::Content::Template;
    options.language = parser.value(lang);
    options.timeZone = parser.value(tz);
    options.overwrite = parser.isSet(force);
    if (!options.language.isEmpty() && options.language != QLatin1String("zh_CN") &&
        options.language != QLatin1String("en"))
        return usage(Text::tr("--lang takes zh_CN or en"), parser.helpText());
    if (auto r = createWorkspaceFile(options); !r)
        return fail(r.error());
    printOut(Text::tr("Created %1\n").arg(options.path));
    return Success;
}

int commandInfo(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Print a summary of an evaluation. Never writes to FILE."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON."));
    parser.addOption(json);
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    const auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    auto info = workspaceSummary(workspace->queries().rows());
    if (!info)
        return fail(info.error());
    if (parser.isSet(json)) {
        printOut(QString::fromUtf8(QJsonDocument(toJson(*info)).toJson(QJsonDocument::Indented)));
        return Success;
    }
    QString text;
    QTextStream out(&text);
    out << Text::tr("Title: %1").arg(shownIn(info->titles.zh, info->titles.en, currentLanguage())) << '\n';
    if (info->simulated)
        out << Text::tr("Simulated data: this evaluation is the built-in demo.") << '\n';
    out << Text::tr("Schema version: %1").arg(info->schemaVersion) << '\n';
    out << Text::tr("Language: %1, cluster time zone: %2").arg(info->language, info->timeZone) << '\n';
    out << Text::tr("Candidates: %1").arg(info->candidates.size()) << '\n';
    for (const Candidate& c : std::as_const(info->candidates))
        out << QStringLiteral("  %1  %2\n").arg(c.id, -14).arg(shownIn(c.name.zh, c.name.en, currentLanguage()));
    out << Text::tr("Criteria: %1 gate, %2 bonus, %3 deferred").arg(info->gates).arg(info->bonus).arg(info->deferred)
        << '\n';
    out << Text::tr("Baseline jobs: %1").arg(info->jobs) << '\n';
    out << Text::tr("PoC runs: %1").arg(info->pocRuns) << '\n';
    out << Text::tr("TCO lines: %1").arg(info->tcoLines) << '\n';
    out << Text::tr("Audit entries: %1").arg(info->auditEntries) << '\n';
    out << Text::tr("Audit chain head: %1").arg(info->chainHead) << '\n';
    out.flush();
    printOut(text);
    return Success;
}

using Handler = std::function<int(const QStringList&)>;

const std::map<QString, Handler>& subcommands()
{
    static const std::map<QString, Handler> map{
        {QStringLiteral("new"), commandNew},
        {QStringLiteral("info"), commandInfo},
        {QStringLiteral("copy"), commandCopy},
        {QStringLiteral("server"), commandServer},
        {QStringLiteral("preview"), commandPreview},
        {QStringLiteral("decide"), commandDecide},
        {QStringLiteral("round"), commandRound},
        {QStringLiteral("score"), commandScore}, // not storage: a subcommand
        {QStringLiteral("import"), commandImport},
        {QStringLiteral("questionnaire"), commandQuestionnaire},
        {QStringLiteral("audit"), commandAudit},
        {QStringLiteral("poc"), commandPoc},
        {QStringLiteral("imports"), commandImports}, // not storage: a subcommand
        {QStringLiteral("baseline"), commandBaseline},
        {QStringLiteral("tco"), commandTco},
        {QStringLiteral("export"), commandExport},
        {QStringLiteral("import-bundle"), commandImportBundle},
        {QStringLiteral("export-xlsx"), commandExportXlsx},
        {QStringLiteral("export-tco-csv"), commandExportTcoCsv},
        {QStringLiteral("report"), commandReport},
        {QStringLiteral("verify"), commandVerify},
        {QStringLiteral("packet"), commandPacket},
        {QStringLiteral("sign"), commandSign},
        {QStringLiteral("freeze"), commandFreeze},
        {QStringLiteral("reopen"), commandReopen},
        {QStringLiteral("members"), commandMembers},
        {QStringLiteral("member"), commandMember},
        {QStringLiteral("committee"), commandCommittee},
        {QStringLiteral("consensus"), commandConsensus}, // not storage: a subcommand
        {QStringLiteral("minutes"), commandMinutes},
        {QStringLiteral("meeting"), commandMeeting},
        {QStringLiteral("plan"), commandPlan},
        {QStringLiteral("snapshot"), commandSnapshot},
        {QStringLiteral("verdict"), commandVerdict}, // not storage: a subcommand
        {QStringLiteral("diff"), commandDiff},
        {QStringLiteral("whatif"), commandWhatif},
    };
    return map;
}

} // namespace

QString usageText()
{
    return Text::tr("Usage: gatebench [FILE] [--page NAME] [--verbose]\n"
                    "       gatebench COMMAND [options]\n"
                    "\n"
                    "GateBench keeps a GPU-cluster platform evaluation in one file and decides gate first.\n"
                    "Without a command it opens the window (on FILE if given).\n"
                    "\n"
                    "Commands (no display needed):\n"
                    "  new FILE [--demo|--empty] [--lang zh_CN|en] [--tz ZONE] [--force]\n"
                    "                 create an evaluation from the template or the demo\n"
                    "  info FILE [--json]\n"
                    "                 print a summary of an evaluation\n"
                    "  copy SOURCE DESTINATION [--force]\n"
                    "                 copy an evaluation whole between a file and a PostgreSQL server\n"
                    "                 (postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME), either way\n"
                    "  server init|add-member|remove-member URI --evaluation NAME ...\n"
                    "                 the server's administrator puts an evaluation under its database roles\n"
                    "                 (a login role per member, row-level security) and adds or removes members\n"
                    "  preview INPUT [--encoding NAME] [--delimiter NAME] [--header yes|no|auto] [--json]\n"
                    "                 show how a CSV file is read: encoding, delimiter, header, rows, problems\n"
                    "  decide FILE [--as-of YYYY-MM-DD] [--json]\n"
                    "                 decide gate first: statuses, ranking, recommended option and alternative\n"
                    "  import FILE --kind KIND INPUT... [--mapping MAP.json] [--encoding NAME] [--delimiter D]\n"
                    "         [--header yes|no|auto] [--tz ZONE] [--skip-invalid]\n"
                    "         [--dry-run [--as-of YYYY-MM-DD] [--json]]\n"
                    "                 import CSV files (or ZIP archives of them), all rows or none; --dry-run\n"
                    "                 writes nothing and prints what the import would change in the decision\n"
                    "  import FILE --kind jobs --format sacct INPUT... [--tz ZONE] [--sacct-fields LIST]\n"
                    "         [--delimiter X] [--team-field F] [--task-type-field F] [--task-type-pattern RE]\n"
                    "         [--skip-invalid]\n"
                    "                 import Slurm job logs (sacct --parsable2), all jobs or none; with\n"
                    "                 --skip-invalid the valid jobs, each rejected line kept with the import\n"
                    "  imports FILE [--import ID] [--json]\n"
                    "                 list the imports and the lines each rejected\n"
                    "  questionnaire FILE OUTDIR [--candidate ID]... [--lang zh_CN|en] [--as-of YYYY-MM-DD]\n"
                    "                 write the vendor questionnaire, one CSV file per candidate not eliminated,\n"
                    "                 for the vendors to fill in (import the answers with --kind answers)\n"
                    "  audit FILE [--since SNAPSHOT|DATE] [--json]\n"
                    "                 print the audit log: who did what and when, newest first\n"
                    "  poc FILE [--as-of YYYY-MM-DD] [--json]\n"
                    "                 PoC results per candidate and scenario (runs, success rate, P50/P90\n"
                    "                 times) and the gaps of the same-workload check (import them: --kind poc)\n"
                    "  baseline FILE [--json]\n"
                    "                 the baseline from the job records: queue waits, outcomes, utilization by\n"
                    "                 team, task type, GPU type and time slot, top losses, targets, warnings\n"
                    "  whatif FILE [--candidate C] [--policy FILE.json] [--seeds N] [--json]\n"
                    "                 replay the job log under today's policy (calibration) and each candidate's:\n"
                    "                 predicted waits, utilization, preemption losses, targets met (advice only)\n"
                    "  whatif export FILE --candidate C --scale GPUS -o DIR [--hours H] [--force]\n"
                    "                 the busiest hours of the job log scaled to the PoC cluster, as job scripts\n"
                    "                 (sbatch, Volcano, Kueue) so that the PoC replays the same load\n"
                    "  whatif accuracy FILE --candidate C [--predicted PRED.csv] [--json]\n"
                    "                 the replay's median absolute error against the PoC runs' measured waits\n"
                    "  tco FILE [--scenario S] [--as-of YYYY-MM-DD] [--json]\n"
                    "                 the three-year TCO per candidate and scenario: totals per year and\n"
                    "                 category, tornado, flip points of the cheapest Eligible candidate, unit costs\n"
                    "  report FILE -o OUT.pdf|OUT.odt [--lang zh_CN|en] [--date YYYY-MM-DD] [--label TEXT]\n"
                    "         [--hide-prices]\n"
                    "                 write the decision report (PDF or ODT) with its fingerprint; --date is the\n"
                    "                 report's date and the as-of date of its verdicts and waivers\n"
                    "  export-xlsx FILE -o OUT.xlsx [--as-of YYYY-MM-DD] [--force]\n"
                    "                 the TCO as an Excel workbook: a summary sheet, one sheet per candidate with\n"
                    "                 live formulas and GateBench's figures as their cached values\n"
                    "  export-tco-csv FILE -o OUT.csv [--as-of YYYY-MM-DD] [--force]\n"
                    "                 the TCO lines with their yearly amounts per scenario as CSV\n"
                    "  export FILE -o BUNDLE.zip [--date YYYY-MM-DD] [--force]\n"
                    "                 write the exit bundle: the evaluation file, every table as CSV and JSON,\n"
                    "                 the evidence files and a manifest of SHA-256 hashes (never writes FILE)\n"
                    "  import-bundle BUNDLE.zip -o FILE [--force]\n"
                    "                 check an exit bundle (manifest, hashes, names, size limits) and make\n"
                    "                 its evaluation FILE; a refused bundle writes nothing\n"
                    "  round open FILE [--criterion K]... [--candidate C]... [--deadline DATE] [--hide-prices]\n"
                    "  round close FILE [--round N]\n"
                    "  round status FILE [--json]\n"
                    "  round reveal FILE [--round N] [--reason TEXT]\n"
                    "                 the chair opens a scoring round (sealed: each member sees only their own\n"
                    "                 scores until it is revealed), closes it; the members' progress; reveals\n"
                    "                 it (before its quorum only with a reason)\n"
                    "  score FILE --member ID --candidate C --criterion K --score S [--note N]\n"
                    "                 a member's bonus score of a cell, with a note\n"
                    "  verify FILE [--expect N:HASH] [--json]\n"
                    "                 check the record: SQLite's integrity, the audit chain, every evidence\n"
                    "                 file's SHA-256 and, with --expect, a head kept from a report or bundle\n"
                    "  packet kit FILE --member ID -o KIT.gatebench | packet seal KIT\n"
                    "  packet export KIT -o PACKET.zip | packet record-seal FILE --member ID SEAL\n"
                    "  packet import FILE PACKET.zip... [--accept-changes]\n"
                    "                 offline members: a kit without the other members' scores, its seal line,\n"
                    "                 its packet, and the chair's record of the seal and import of the packet\n"
                    "  sign FILE --member ID --agree|--reservations TEXT|--dissent TEXT\n"
                    "                 a committee member signs the decision record\n"
                    "  freeze FILE [--reason TEXT]\n"
                    "                 the chair freezes the signed decision (a reason without every signature)\n"
                    "  reopen FILE --reason TEXT\n"
                    "                 the chair reopens the frozen decision; the signatures are cleared\n"
                    "  members FILE [--json]\n"
                    "                 list the review committee: members, permissions and functions, who scores\n"
                    "                 each bonus criterion and its quorum, recusals\n"
                    "  member add FILE --name NAME [--id ID] [--permission P] [--function F] [--role TEXT]\n"
                    "  member set FILE ID [--name NAME] [--permission P] [--function F] [--role TEXT]\n"
                    "  member remove FILE ID\n"
                    "  member assign FILE --criterion K [--member ID]...\n"
                    "  member quorum FILE --criterion K --quorum N|default\n"
                    "  member recuse FILE ID --candidate C --reason TEXT\n"
                    "  member withdraw FILE ID --candidate C\n"
                    "                 change the committee (the chair's; a member recuses themselves), one\n"
                    "                 undoable, audited step each\n"
                    "  committee FILE [--json]\n"
                    "                 the committee: members, assignments, scoring rounds and progress, each\n"
                    "                 cell's spread and standard deviation, consensus scores, signatures, freeze\n"
                    "  consensus FILE --candidate C --criterion K --score S --reason TEXT | --clear\n"
                    "  consensus FILE --spread-threshold P\n"
                    "                 the chair sets a cell's consensus score (or the spread that flags a cell)\n"
                    "  minutes FILE [--meeting ID] [--as-of YYYY-MM-DD] [--json]\n"
                    "                 the minutes of the committee's meetings; overdue open actions flagged\n"
                    "  meeting add FILE --date DATE [--title TEXT] [--present ID]...\n"
                    "  meeting set FILE --meeting ID [--date DATE] [--title TEXT] [--end|--resume]\n"
                    "  meeting remove FILE --meeting ID\n"
                    "  meeting attend FILE --meeting ID --member ID... [--absent]\n"
                    "  meeting agenda FILE --meeting ID --item TEXT | --remove N\n"
                    "  meeting decide FILE --meeting ID --text TEXT [--link KIND [--candidate C --criterion K]\n"
                    "                 [--version N]] | --remove N\n"
                    "  meeting action FILE --meeting ID --text TEXT --owner ID [--due DATE]\n"
                    "  meeting action FILE --action N [--text TEXT] [--owner ID] [--due DATE|none] [--status S]\n"
                    "  meeting action FILE --remove N\n"
                    "                 write the minutes (the chair and the members; removing a meeting is the\n"
                    "                 chair's), one undoable, audited step each\n"
                    "  plan FILE [--as-of YYYY-MM-DD] [--json]\n"
                    "  plan FILE [--check ID --owner MEMBER|none --due DATE|default] [--start DATE|default]\n"
                    "                 the four-week plan: each check derived from the data, its owner, due date\n"
                    "                 and whether it is overdue; the chair sets owners, due dates and the start\n"
                    "  snapshot FILE --name NAME | --list [--json]\n"
                    "                 the chair takes a named snapshot of the decision-relevant state; list them\n"
                    "  verdict FILE --candidate C --criterion K --verdict pass|fail|unknown [--evidence TEXT]\n"
                    "                 set a gate verdict, as the window does (audited, evidence rules applied)\n"
                    "  diff FILE --from SNAPSHOT|DATE [--to SNAPSHOT|DATE] [--as-of YYYY-MM-DD] [--json]\n"
                    "                 what changed since a snapshot and what it did to the decision\n"
                    "\n"
                    "Every command takes --lang zh_CN|en; without it, it speaks the language of the locale\n"
                    "(LC_ALL, LC_MESSAGES or LANG), never the window's saved choice. Every command takes\n"
                    "--as-member ID: a command that writes acts as that member (default: the member chosen\n"
                    "on this machine, else the operating-system user).\n"
                    "\n"
                    "Window options:\n"
                    "  --page NAME    open on a page: overview, baseline, requirements, candidates, whatif, poc,\n"
                    "                 tco, committee, report, audit; or on a page's tab: requirements/matrix,\n"
                    "                 requirements/assessments, poc/runs, poc/coverage, poc/path, tco/sheet,\n"
                    "                 tco/charts, tco/exit\n"
                    "  --minutes      open the Minutes panel beside the page\n"
                    "  --since        open \"What changed since the last meeting\" (with --screenshot: render it)\n"
                    "  --verbose      also log to the terminal\n"
                    "  --lang LANG    the window's language for this session: zh_CN or en\n"
                    "  --screenshot PNG  render the window to PNG once shown, then quit\n"
                    "  --present [VIEW]  open FILE in presentation mode (F5) on a view: funnel, matrix,\n"
                    "                 path, ranking, poc, baseline, tco, decision (default funnel)\n"
                    "  --help, --version\n"
                    "\n"
                    "Exit codes: 0 success, 1 usage error, 2 bad input, 3 integrity failure, 4 in use,\n"
                    "5 signed (the chair must reopen the decision first), 6 not permitted.\n"
                    "Run 'gatebench COMMAND --help' for a command's options.\n");
}

bool isSubcommand(const QStringList& arguments)
{
    return !arguments.isEmpty() && subcommands().count(arguments.first()) > 0;
}

bool subcommandDrawsPages(const QStringList& arguments)
{
    static const QStringList drawing{QStringLiteral("report"), QStringLiteral("export")};
    return !arguments.isEmpty() && drawing.contains(arguments.first());
}

int runSubcommand(const QStringList& arguments)
{
    const auto it = subcommands().find(arguments.first());
    if (it == subcommands().end())
        return usage(Text::tr("unknown command %1").arg(arguments.first()), usageText());
    // QCommandLineParser expects the program name first; the subcommand stands in for it.
    return it->second(arguments);
}

} // namespace gatebench
