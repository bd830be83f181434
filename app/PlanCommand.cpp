#include "PlanCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "Translation.h"
#include "commands/Plan.h"
#include "plan/Plan.h"
#include "report/ReportTranslation.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::PlanCommand)
};

// The values that clear an option (README, command table).
const QString kNone = QStringLiteral("none");       // not storage: a command-line value
const QString kDefault = QStringLiteral("default"); // not storage: a command-line value

/// Each check's short name in both languages, whatever language the command speaks.
QHash<QString, Bilingual> bilingualNames()
{
    QHash<QString, Bilingual> names;
    for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
        const report::ReportTranslation translation(language);
        const report::ReportTranslation::Scope scope(translation);
        for (const QString& id : planstatus::checkIds()) {
            Bilingual& name = names[id];
            (language == QLatin1String("en") ? name.en : name.zh) = planstatus::checkName(id);
        }
    }
    return names;
}

QString planText(const plan::Plan& plan)
{
    QStringList lines;
    lines.append(Text::tr("Four-week plan: %1 to %2%3; as of %4, %n check(s) overdue.", nullptr, plan.overdueCount())
                     .arg(plan.start.toString(Qt::ISODate), plan.end().addDays(-1).toString(Qt::ISODate),
                          plan.startSet ? QString() : Text::tr(" (from the evaluation's creation)"),
                          plan.asOf.toString(Qt::ISODate)));
    for (const planstatus::Week& week : plan.weeks) {
        lines.append(QString());
        lines.append(Text::tr("Week %1 (from %2): %3: %4")
                         .arg(week.number)
                         .arg(plan.weekStart(week.number).toString(Qt::ISODate), week.title,
                              planstatus::stateText(week.state())));
        for (const planstatus::Check& c : week.checks) {
            const plan::PlanCheck* check = plan.check(c.id);
            if (!check)
                continue;
            const QString state = check->done      ? Text::tr("done")
                                  : check->overdue ? Text::tr("OVERDUE")
                                                   : Text::tr("open");
            lines.append(QStringLiteral("  %1  [%2] %3").arg(check->id, state, check->text));
            lines.append(QStringLiteral("      ") +
                         Text::tr("Owner: %1; due %2")
                             .arg(check->ownerName.isEmpty() ? Text::tr("none") : check->ownerName,
                                  check->due.toString(Qt::ISODate)));
        }
    }
    return lines.join(u'\n') + u'\n';
}

} // namespace

int commandPlan(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "The four-week plan: each check derived from the evaluation's data (never ticked by hand) with its week, "
        "owner, due date, whether it is done and whether it is overdue on the as-of date. With --check and "
        "--owner/--due, or --start, the chair sets them first as one undoable, audited step."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption asOf(
        QStringLiteral("as-of"),
        Text::tr("Judge the checks and what is overdue on this date, YYYY-MM-DD (default: the evaluation's date)."),
        QStringLiteral("DATE"));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON."));
    const QCommandLineOption check(QStringLiteral("check"), // not storage: a command-line option
                                   Text::tr("The check to set (its id, as gatebench plan lists them)."),
                                   QStringLiteral("ID"));
    const QCommandLineOption owner(QStringLiteral("owner"), // not storage: a command-line option
                                   Text::tr("The check's owner: a member's id, or none."), QStringLiteral("MEMBER"));
    const QCommandLineOption due(QStringLiteral("due"), // not storage: a command-line option
                                 Text::tr("The check's due date, YYYY-MM-DD, or default (the end of its week)."),
                                 QStringLiteral("DATE"));
    const QCommandLineOption start(
        QStringLiteral("start"), // not storage: a command-line option
        Text::tr("The plan's start date, YYYY-MM-DD, or default (the day the evaluation was created)."),
        QStringLiteral("DATE"));
    parser.addOptions({asOf, json, check, owner, due, start});
    int code = Success;
    QDate date;
    const auto file = oneFile(parser, arguments, &asOf, date, code);
    if (!file)
        return code;

    const bool writes = parser.isSet(check) || parser.isSet(owner) || parser.isSet(due) || parser.isSet(start);
    if ((parser.isSet(owner) || parser.isSet(due)) && !parser.isSet(check))
        return usage(Text::tr("--owner and --due need --check ID"), parser.helpText());
    if (parser.isSet(check) && !parser.isSet(owner) && !parser.isSet(due))
        return usage(Text::tr("--check needs --owner MEMBER or --due DATE"), parser.helpText());
    const auto dateValue = [&](const QCommandLineOption& option, std::optional<QDate>& out) {
        if (!parser.isSet(option))
            return true;
        const QString value = parser.value(option).trimmed();
        if (value.isEmpty() || value == kDefault) {
            out = QDate();
            return true;
        }
        out = isoDate(value);
        return out->isValid();
    };
    plan::CheckEdit edit;
    edit.checkId = parser.value(check).trimmed();
    std::optional<QDate> startDate;
    if (!dateValue(due, edit.due))
        return usage(Text::tr("--due takes a date YYYY-MM-DD or default"), parser.helpText());
    if (!dateValue(start, startDate))
        return usage(Text::tr("--start takes a date YYYY-MM-DD or default"), parser.helpText());
    if (parser.isSet(owner)) {
        const QString value = parser.value(owner).trimmed();
        edit.ownerId = value == kNone ? QString() : value;
    }

    std::unique_ptr<Workspace> workspace = writes ? openForWriting(*file, code) : openReadOnly(*file, code);
    if (!workspace)
        return code;
    if (writes) {
        QList<plan::CheckEdit> edits;
        if (!edit.checkId.isEmpty())
            edits.append(edit);
        auto changed = plan::edit(*workspace, startDate, edits);
        if (!changed)
            return fail(changed.error());
        if (!parser.isSet(json))
            printOut(
                (*changed ? Text::tr("The plan is set.") : Text::tr("Nothing to change: the plan is already so.")) +
                u'\n');
    }

    const EvaluationQueries& queries = workspace->queries();
    auto current = queries.decision(date);
    if (!current)
        return fail(current.error());
    auto loaded = plan::load(queries.rows(), (*current)->input, (*current)->decision, workspace->language(),
                             QString::fromUtf8(queries.settings().clusterZone.id()));
    if (!loaded)
        return fail(loaded.error());
    if (parser.isSet(json))
        printOut(
            QString::fromUtf8(QJsonDocument(plan::toJson(*loaded, bilingualNames())).toJson(QJsonDocument::Indented)));
    else
        printOut(planText(*loaded));
    return Success;
}

} // namespace gatebench
