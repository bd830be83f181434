#include "MinutesCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "Translation.h"
#include "commands/Minutes.h"
#include "reports/MeetingMinutes.h"
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
    Q_DECLARE_TR_FUNCTIONS(gatebench::MinutesCommand)
};

// Option names of the command line (README, "Minutes").
const QString kOptMeeting = QStringLiteral("meeting");
const QString kOptDate = QStringLiteral("date");
const QString kOptTitle = QStringLiteral("title"); // not storage: a command-line option
const QString kOptText = QStringLiteral("text");   // not storage: a command-line option
const QString kOptRemove = QStringLiteral("remove");
const QString kOptPresent = QStringLiteral("present"); // not storage: a command-line option
const QString kOptLink = QStringLiteral("link");       // not storage: a command-line option
const QString kOptOwner = QStringLiteral("owner");     // not storage: a command-line option
const QString kOptDue = QStringLiteral("due");         // not storage: a command-line option
const QString kOptStatus = QStringLiteral("status");   // not storage: a command-line option
const QString kOptAction = QStringLiteral("action");   // not storage: a command-line option and action

QCommandLineOption fileArgument(QCommandLineParser& parser)
{
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    return QCommandLineOption(kOptMeeting, Text::tr("The meeting (its number, as `gatebench minutes` lists it)."),
                              QStringLiteral("ID"));
}

/// A positive whole number given to `option`, else a usage error printed (null, `code` set).
std::optional<qint64> number(const QCommandLineParser& parser, const QCommandLineOption& option, int& code)
{
    bool ok = false;
    const qint64 value = parser.value(option).toLongLong(&ok);
    if (!ok || value <= 0) {
        code = usage(Text::tr("--%1 takes a number").arg(option.names().constFirst()), parser.helpText());
        return std::nullopt;
    }
    return value;
}

/// A date given to `option` (YYYY-MM-DD), else a usage error printed (null, `code` set).
std::optional<QDate> dateOf(const QCommandLineParser& parser, const QCommandLineOption& option, int& code)
{
    const QDate date = isoDate(parser.value(option));
    if (!date.isValid()) {
        code = usage(Text::tr("--%1 takes a date, YYYY-MM-DD").arg(option.names().constFirst()), parser.helpText());
        return std::nullopt;
    }
    return date;
}

int done(const QString& message)
{
    printOut(message + u'\n');
    return Success;
}

/// Removes the row numbered by `option` (a meeting, an agenda item, a decision, an action) with
/// `remove`, then says `removed` (its %1 the number).
int removeNumbered(const QCommandLineParser& parser, const QCommandLineOption& option, const QString& file,
                   Result<void> (*remove)(Workspace&, qint64), const QString& removed)
{
    int code = Success;
    const auto n = number(parser, option, code);
    if (!n)
        return code;
    const auto workspace = openForWriting(file, code);
    if (!workspace)
        return code;
    if (auto r = remove(*workspace, *n); !r)
        return fail(r.error());
    return done(removed.arg(*n));
}

int meetingAdd(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Add a meeting of the committee, in progress: every member is recorded absent until marked present "
                 "(--present, or meeting attend). Prints its number."));
    fileArgument(parser);
    const QCommandLineOption date(kOptDate, Text::tr("The day of the meeting, YYYY-MM-DD (required)."),
                                  QStringLiteral("DATE"));
    const QCommandLineOption title(kOptTitle, Text::tr("The meeting's title."), QStringLiteral("TEXT"));
    const QCommandLineOption present(kOptPresent, Text::tr("A member present (repeatable)."), QStringLiteral("ID"));
    parser.addOptions({date, title, present});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    if (!parser.isSet(date))
        return usage(Text::tr("meeting add needs --date DATE"), parser.helpText());
    const auto day = dateOf(parser, date, code);
    if (!day)
        return code;
    const auto workspace = openForWriting(*file, code);
    if (!workspace)
        return code;
    auto id = minutes::addMeeting(*workspace, *day, parser.value(title), parser.values(present));
    if (!id)
        return fail(id.error());
    return done(Text::tr("Meeting %1 added.").arg(*id));
}

int meetingSet(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Change a meeting's date or title, end it or resume it."));
    const QCommandLineOption meeting = fileArgument(parser);
    const QCommandLineOption date(kOptDate, Text::tr("The day of the meeting, YYYY-MM-DD."), QStringLiteral("DATE"));
    const QCommandLineOption title(kOptTitle, Text::tr("The meeting's title."), QStringLiteral("TEXT"));
    const QCommandLineOption end(QStringLiteral("end"), Text::tr("End the meeting."));
    const QCommandLineOption resume(QStringLiteral("resume"), Text::tr("Resume an ended meeting."));
    parser.addOptions({meeting, date, title, end, resume});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    if (!parser.isSet(meeting))
        return usage(Text::tr("meeting set needs --meeting ID"), parser.helpText());
    if (parser.isSet(end) && parser.isSet(resume))
        return usage(Text::tr("--end and --resume exclude each other"), parser.helpText());
    const auto id = number(parser, meeting, code);
    if (!id)
        return code;
    std::optional<QDate> day;
    if (parser.isSet(date)) {
        day = dateOf(parser, date, code);
        if (!day)
            return code;
    }
    std::optional<QString> newTitle;
    if (parser.isSet(title))
        newTitle = parser.value(title);
    std::optional<MeetingState> state;
    if (parser.isSet(end))
        state = MeetingState::Closed;
    if (parser.isSet(resume))
        state = MeetingState::Open;
    const auto workspace = openForWriting(*file, code);
    if (!workspace)
        return code;
    if (auto r = minutes::changeMeeting(*workspace, *id, day, newTitle, state); !r)
        return fail(r.error());
    return done(Text::tr("Meeting %1 changed.").arg(*id));
}

int meetingRemove(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Remove a meeting with its attendance, agenda, decisions and actions (the chair's)."));
    const QCommandLineOption meeting = fileArgument(parser);
    parser.addOption(meeting);
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    if (!parser.isSet(meeting))
        return usage(Text::tr("meeting remove needs --meeting ID"), parser.helpText());
    return removeNumbered(parser, meeting, *file, minutes::removeMeeting, Text::tr("Meeting %1 removed."));
}

int meetingAttend(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Mark members present at a meeting (or absent, with --absent)."));
    const QCommandLineOption meeting = fileArgument(parser);
    const QCommandLineOption member(QStringLiteral("member"), Text::tr("A member (repeatable)."), QStringLiteral("ID"));
    const QCommandLineOption absent(QStringLiteral("absent"), Text::tr("Mark them absent."));
    parser.addOptions({meeting, member, absent});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    if (!parser.isSet(meeting) || !parser.isSet(member))
        return usage(Text::tr("meeting attend needs --meeting ID and --member ID"), parser.helpText());
    const auto id = number(parser, meeting, code);
    if (!id)
        return code;
    const auto workspace = openForWriting(*file, code);
    if (!workspace)
        return code;
    if (auto r = minutes::setAttendance(*workspace, *id, parser.values(member), !parser.isSet(absent)); !r)
        return fail(r.error());
    return done(Text::tr("Attendance of meeting %1 recorded.").arg(*id));
}

int meetingAgenda(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Add an item to a meeting's agenda, or remove one."));
    const QCommandLineOption meeting = fileArgument(parser);
    const QCommandLineOption item(QStringLiteral("item"), Text::tr("The agenda item to add."), QStringLiteral("TEXT"));
    const QCommandLineOption remove(kOptRemove, Text::tr("Remove agenda item N."), QStringLiteral("N"));
    parser.addOptions({meeting, item, remove});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    if (parser.isSet(remove) == (parser.isSet(meeting) && parser.isSet(item)) ||
        (parser.isSet(remove) && (parser.isSet(meeting) || parser.isSet(item))))
        return usage(Text::tr("meeting agenda takes --meeting ID --item TEXT, or --remove N"), parser.helpText());
    if (parser.isSet(remove)) {
        return removeNumbered(parser, remove, *file, minutes::removeAgendaItem, Text::tr("Agenda item %1 removed."));
    }
    const auto id = number(parser, meeting, code);
    if (!id)
        return code;
    const auto workspace = openForWriting(*file, code);
    if (!workspace)
        return code;
    auto added = minutes::addAgendaItem(*workspace, *id, parser.value(item));
    if (!added)
        return fail(added.error());
    return done(Text::tr("Agenda item %1 added.").arg(*added));
}

int meetingDecide(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Record a decision of a meeting, linked to what it decided: a verdict or a waiver (a candidate "
                 "on a gate), a consensus score (a candidate on a bonus criterion) or the decision record; or "
                 "remove one."));
    const QCommandLineOption meeting = fileArgument(parser);
    const QCommandLineOption text(kOptText, Text::tr("What was decided."), QStringLiteral("TEXT"));
    const QCommandLineOption link(kOptLink,
                                  Text::tr("What it decided: none (default), verdict, waiver, consensus or record."),
                                  QStringLiteral("KIND"));
    const QCommandLineOption candidate(QStringLiteral("candidate"),
                                       Text::tr("The candidate (verdict, waiver, consensus)."), QStringLiteral("C"));
    const QCommandLineOption criterion(
        QStringLiteral("criterion"), Text::tr("The criterion (verdict, waiver: a gate; consensus: a bonus criterion)."),
        QStringLiteral("K"));
    const QCommandLineOption version(QStringLiteral("version"),
                                     Text::tr("The decision record's version (record; default: the latest)."),
                                     QStringLiteral("N"));
    const QCommandLineOption remove(kOptRemove, Text::tr("Remove decision N."), QStringLiteral("N"));
    parser.addOptions({meeting, text, link, candidate, criterion, version, remove});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    if (parser.isSet(remove)) {
        if (parser.isSet(meeting) || parser.isSet(text))
            return usage(Text::tr("--remove excludes --meeting and --text"), parser.helpText());
        return removeNumbered(parser, remove, *file, minutes::removeDecision, Text::tr("Decision %1 removed."));
    }
    if (!parser.isSet(meeting) || !parser.isSet(text))
        return usage(Text::tr("meeting decide needs --meeting ID and --text TEXT"), parser.helpText());
    const auto id = number(parser, meeting, code);
    if (!id)
        return code;
    MeetingDecision decision;
    decision.meetingId = *id;
    decision.text = parser.value(text);
    if (parser.isSet(link)) {
        const auto kind = decisionLinkFromKey(parser.value(link));
        if (!kind)
            return usage(Text::tr("--link takes none, verdict, waiver, consensus or record"), parser.helpText());
        decision.link = *kind;
    }
    const bool cell = decision.link == DecisionLink::Verdict || decision.link == DecisionLink::Waiver ||
                      decision.link == DecisionLink::Consensus;
    if (cell != (parser.isSet(candidate) && parser.isSet(criterion)) ||
        (!cell && (parser.isSet(candidate) || parser.isSet(criterion))))
        return usage(Text::tr("--candidate and --criterion go with --link verdict, waiver or consensus, and both are "
                              "needed there"),
                     parser.helpText());
    if (parser.isSet(version) && decision.link != DecisionLink::Record)
        return usage(Text::tr("--version goes with --link record"), parser.helpText());
    decision.candidateId = parser.value(candidate).trimmed();
    decision.criterionId = parser.value(criterion).trimmed();
    if (parser.isSet(version)) {
        const auto n = number(parser, version, code);
        if (!n)
            return code;
        decision.recordId = *n;
    }
    const auto workspace = openForWriting(*file, code);
    if (!workspace)
        return code;
    auto added = minutes::addDecision(*workspace, decision);
    if (!added)
        return fail(added.error());
    return done(Text::tr("Decision %1 recorded.").arg(*added));
}

int meetingAction(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Give out an action at a meeting (--meeting, --text, --owner, optionally --due), change one "
                 "(--action N with what changes: --text, --owner, --due DATE|none, --status open|done|dropped), or "
                 "remove one (--remove N)."));
    const QCommandLineOption meeting = fileArgument(parser);
    const QCommandLineOption action(kOptAction, Text::tr("The action to change."), QStringLiteral("N"));
    const QCommandLineOption text(kOptText, Text::tr("What is to be done."), QStringLiteral("TEXT"));
    const QCommandLineOption owner(kOptOwner, Text::tr("Who does it (a member)."), QStringLiteral("ID"));
    const QCommandLineOption due(kOptDue, Text::tr("By when, YYYY-MM-DD (none: no due date)."), QStringLiteral("DATE"));
    const QCommandLineOption status(kOptStatus, Text::tr("open, done or dropped."), QStringLiteral("STATUS"));
    const QCommandLineOption remove(kOptRemove, Text::tr("Remove action N."), QStringLiteral("N"));
    parser.addOptions({meeting, action, text, owner, due, status, remove});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    const int modes = int(parser.isSet(meeting)) + int(parser.isSet(action)) + int(parser.isSet(remove));
    if (modes != 1)
        return usage(Text::tr("meeting action takes one of --meeting ID (add), --action N (change) and --remove N"),
                     parser.helpText());
    std::optional<QDate> dueDate;
    if (parser.isSet(due)) {
        if (parser.value(due) == QLatin1String("none"))
            dueDate = QDate();
        else if (!(dueDate = dateOf(parser, due, code)))
            return code;
    }
    std::optional<ActionStatus> newStatus;
    if (parser.isSet(status)) {
        newStatus = actionStatusFromKey(parser.value(status));
        if (!newStatus)
            return usage(Text::tr("--status takes open, done or dropped"), parser.helpText());
    }
    if (parser.isSet(remove)) {
        return removeNumbered(parser, remove, *file, minutes::removeAction, Text::tr("Action %1 removed."));
    }
    if (parser.isSet(meeting)) {
        if (!parser.isSet(text) || !parser.isSet(owner))
            return usage(Text::tr("meeting action --meeting ID needs --text TEXT and --owner ID"), parser.helpText());
        if (newStatus)
            return usage(Text::tr("a new action is open: --status changes an action (--action N)"), parser.helpText());
        const auto id = number(parser, meeting, code);
        if (!id)
            return code;
        MeetingAction wanted;
        wanted.meetingId = *id;
        wanted.text = parser.value(text);
        wanted.ownerId = parser.value(owner).trimmed();
        wanted.due = dueDate.value_or(QDate());
        const auto workspace = openForWriting(*file, code);
        if (!workspace)
            return code;
        auto added = minutes::addAction(*workspace, wanted);
        if (!added)
            return fail(added.error());
        return done(Text::tr("Action %1 added.").arg(*added));
    }
    const auto n = number(parser, action, code);
    if (!n)
        return code;
    const auto workspace = openForWriting(*file, code);
    if (!workspace)
        return code;
    auto current = readMinutes(workspace->queries().rows(), {}, currentLanguage());
    if (!current)
        return fail(current.error());
    std::optional<MeetingAction> found;
    for (const MeetingMinutes& m : std::as_const(*current)) {
        for (const MinutesAction& a : m.actions) {
            if (a.action.id == *n)
                found = a.action;
        }
    }
    if (!found)
        return fail(Error{Error::Kind::BadInput, Text::tr("There is no action %1 in the minutes.").arg(*n)});
    MeetingAction wanted = *found;
    if (parser.isSet(text))
        wanted.text = parser.value(text);
    if (parser.isSet(owner))
        wanted.ownerId = parser.value(owner).trimmed();
    if (dueDate)
        wanted.due = *dueDate;
    if (newStatus)
        wanted.status = *newStatus;
    if (auto r = minutes::changeAction(*workspace, wanted); !r)
        return fail(r.error());
    return done(Text::tr("Action %1 changed.").arg(*n));
}

} // namespace

int commandMinutes(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Print the minutes of the committee's meetings: date, who was present and absent, the agenda, the "
                 "decisions with what each decided, the actions with their owner, due date and status; open actions "
                 "past their due date on the as-of date are flagged. Never writes to FILE."));
    const QCommandLineOption meeting = fileArgument(parser);
    const QCommandLineOption asOf(
        QStringLiteral("as-of"),
        Text::tr("Judge due dates on this date, YYYY-MM-DD (default: the evaluation's date, else today)."),
        QStringLiteral("DATE"));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON."));
    parser.addOptions({meeting, asOf, json});
    int code = Success;
    QDate date;
    const auto file = oneFile(parser, arguments, &asOf, date, code);
    if (!file)
        return code;
    qint64 only = 0;
    if (parser.isSet(meeting)) {
        const auto id = number(parser, meeting, code);
        if (!id)
            return code;
        only = *id;
    }
    const auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    const EvaluationQueries& queries = workspace->queries();
    if (!date.isValid())
        date = queries.evaluationDate();
    auto read = readMinutes(queries.rows(), date, currentLanguage(), only);
    if (!read)
        return fail(read.error());
    if (only != 0 && read->isEmpty())
        return fail(Error{Error::Kind::BadInput, Text::tr("There is no meeting %1 in this evaluation.").arg(only)});
    if (parser.isSet(json))
        printOut(QString::fromUtf8(QJsonDocument(minutesJson(*read, date)).toJson(QJsonDocument::Indented)));
    else
        printOut(minutesText(*read, date));
    return Success;
}

int commandMeeting(const QStringList& arguments)
{
    const QString action = arguments.value(1);
    // The action stands in for the program name of its own parser ("meeting add").
    QStringList rest = arguments.mid(2);
    rest.prepend(QStringLiteral("meeting ") + action);
    if (action == QLatin1String("add"))
        return meetingAdd(rest);
    if (action == QLatin1String("set"))
        return meetingSet(rest);
    if (action == kOptRemove)
        return meetingRemove(rest);
    if (action == QLatin1String("attend"))
        return meetingAttend(rest);
    if (action == QLatin1String("agenda"))
        return meetingAgenda(rest);
    if (action == QLatin1String("decide"))
        return meetingDecide(rest);
    if (action == kOptAction)
        return meetingAction(rest);
    return usage(Text::tr("meeting takes add, set, remove, attend, agenda, decide or action, then FILE"), usageText());
}

} // namespace gatebench
