#include "SnapshotCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "Translation.h"
#include "commands/Assessments.h"
#include "committee/Snapshots.h"
#include "decision/DecisionKeys.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace gatebench {

using namespace cli;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::SnapshotCommand)
};

QJsonObject infoJson(const SnapshotInfo& info)
{
    return {{QStringLiteral("name"), info.name},        // not storage: a key of a documented output
            {QStringLiteral("taken_at"), info.takenAt}, // not storage: a key of a documented output
            {QStringLiteral("taken_by"), info.takenBy}, // not storage: a key of a documented output
            {QStringLiteral("member"), info.memberId},
            {QStringLiteral("fingerprint"), info.fingerprint}, // not storage: a key of a documented output
            {QStringLiteral("audit_entries"), info.auditSeq},
            {QStringLiteral("simulated"), info.simulated}}; // not storage: a key of a documented output
}

QString valueText(const QVariant& value)
{
    return value.isNull() ? Text::tr("(none)") : value.toString();
}

} // namespace

int commandSnapshot(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Take a named snapshot of the evaluation's decision-relevant state (the chair), or list the "
                 "snapshots (--list). A later `gatebench diff` shows what changed since."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption name(
        QStringLiteral("name"), Text::tr("The snapshot's name (unique)."), // not storage: a key of a documented output
        QStringLiteral("NAME"));
    const QCommandLineOption list(QStringLiteral("list"), Text::tr("List the snapshots; writes nothing."));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON."));
    parser.addOptions({name, list, json});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    if (parser.isSet(list) == parser.isSet(name))
        return usage(Text::tr("snapshot takes either --name NAME or --list"), parser.helpText());
    if (parser.isSet(list)) {
        const auto workspace = openReadOnly(*file, code);
        if (!workspace)
            return code;
        auto all = SnapshotRepository(workspace->queries().rows()).all();
        if (!all)
            return fail(all.error());
        if (parser.isSet(json)) {
            QJsonArray array;
            for (const SnapshotInfo& info : std::as_const(*all))
                array.append(infoJson(info));
            const QJsonObject document{{QStringLiteral("snapshots"), array}}; // not storage: a JSON key
            printOut(QString::fromUtf8(QJsonDocument(document).toJson(QJsonDocument::Indented)));
            return Success;
        }
        QString text;
        QTextStream out(&text);
        out << Text::tr("%n snapshot(s), oldest first.", nullptr, int(all->size())) << '\n';
        for (const SnapshotInfo& info : std::as_const(*all)) {
            out << info.takenAt << "  " << info.name << "  " << Text::tr("taken by %1").arg(info.takenBy);
            if (info.simulated)
                out << "  " << Text::tr("(simulated)");
            out << '\n';
        }
        out.flush();
        printOut(text);
        return Success;
    }
    const auto workspace = openForWriting(*file, code);
    if (!workspace)
        return code;
    auto taken = snapshots::take(*workspace, parser.value(name));
    if (!taken)
        return fail(taken.error());
    if (parser.isSet(json))
        printOut(QString::fromUtf8(QJsonDocument(infoJson(*taken)).toJson(QJsonDocument::Indented)));
    else
        printOut(Text::tr("Snapshot “%1” taken at %2.\nFingerprint: %3\n")
                     .arg(taken->name, taken->takenAt, taken->fingerprint));
    return Success;
}

int commandVerdict(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Set a gate verdict, as the Requirements page does: undoable in the window, audited, and refused "
                 "without evidence where the criterion requires it."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption candidate(QStringLiteral("candidate"), Text::tr("The candidate's id."),
                                       QStringLiteral("C"));
    const QCommandLineOption criterion(QStringLiteral("criterion"), Text::tr("The gate criterion's id."),
                                       QStringLiteral("K"));
    const QCommandLineOption verdict(QStringLiteral("verdict"), // not storage: a command-line option
                                     Text::tr("pass, fail or unknown."), QStringLiteral("VERDICT"));
    const QCommandLineOption evidence(QStringLiteral("evidence"), // not storage: a command-line option
                                      Text::tr("The evidence note (replaces the cell's)."), QStringLiteral("TEXT"));
    parser.addOptions({candidate, criterion, verdict, evidence});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    if (!parser.isSet(candidate) || !parser.isSet(criterion) || !parser.isSet(verdict))
        return usage(Text::tr("verdict needs --candidate, --criterion and --verdict"), parser.helpText());
    const auto value = verdictFromKey(parser.value(verdict));
    if (!value || *value == GateVerdict::Waived)
        return usage(Text::tr("--verdict must be pass, fail or unknown"), parser.helpText());
    const auto workspace = openForWriting(*file, code);
    if (!workspace)
        return code;
    std::optional<QString> note;
    if (parser.isSet(evidence))
        note = parser.value(evidence);
    if (auto r = assessments::setVerdict(*workspace, parser.value(candidate), parser.value(criterion), *value, note);
        !r)
        return fail(r.error());
    printOut(Text::tr("Verdict of %1 on %2: %3.\n")
                 .arg(parser.value(candidate), parser.value(criterion), parser.value(verdict)));
    return Success;
}

int commandDiff(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("What changed since a snapshot: every changed record with its old and new value, who and when, "
                 "and what it did to the decision (both sides judged on one as-of date). Never writes to FILE."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption from(QStringLiteral("from"),
                                  Text::tr("A snapshot's name, or a date YYYY-MM-DD: the last snapshot taken on or "
                                           "before it."),
                                  QStringLiteral("SNAPSHOT|DATE"));
    const QCommandLineOption to(QStringLiteral("to"),
                                Text::tr("A later snapshot (name or date); default: the evaluation as it is."),
                                QStringLiteral("SNAPSHOT|DATE"));
    const QCommandLineOption asOf(
        QStringLiteral("as-of"),
        Text::tr("Judge waiver expiry on this date, YYYY-MM-DD (default: the evaluation's date, else today)."),
        QStringLiteral("DATE"));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON."));
    parser.addOptions({from, to, asOf, json});
    int code = Success;
    QDate date;
    const auto file = oneFile(parser, arguments, &asOf, date, code);
    if (!file)
        return code;
    if (!parser.isSet(from))
        return usage(Text::tr("diff needs --from SNAPSHOT|DATE"), parser.helpText());
    const auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    auto start = snapshots::resolve(*workspace, parser.value(from));
    if (!start)
        return fail(start.error());
    std::optional<SnapshotInfo> end;
    if (parser.isSet(to)) {
        auto found = snapshots::resolve(*workspace, parser.value(to));
        if (!found)
            return fail(found.error());
        end = *found;
    }
    const QString language = currentLanguage();
    auto diff = snapshots::compute(*workspace, *start, end, date, workspace->queries().viewer(), language);
    if (!diff)
        return fail(diff.error());
    if (parser.isSet(json)) {
        printOut(QString::fromUtf8(QJsonDocument(snapshots::json(*diff)).toJson(QJsonDocument::Indented)));
        return Success;
    }
    QString text;
    QTextStream out(&text);
    out << Text::tr("Changes from “%1” (%2) to %3, decided on %4.")
               .arg(diff->from.name, diff->from.takenAt,
                    diff->to ? QStringLiteral("“%1” (%2)").arg(diff->to->name, diff->to->takenAt)
                             : Text::tr("the evaluation as it is"),
                    diff->asOf.toString(Qt::ISODate))
        << "\n\n"
        << Text::tr("What it did to the decision:") << '\n';
    if (diff->statusChanges.isEmpty())
        out << "  " << Text::tr("No candidate's status changed.") << '\n';
    for (const snapshots::StatusChange& s : std::as_const(diff->statusChanges))
        out << "  " << diff->after->candidateName(s.candidateId) << ": " << valueText(s.before) << " → "
            << valueText(s.after) << '\n';
    out << "  " << Text::tr("Before:") << ' ' << diff->before->recommendationLines(false).join(QStringLiteral("; "))
        << '\n';
    out << "  " << Text::tr("After:") << ' ' << diff->after->recommendationLines(false).join(QStringLiteral("; "))
        << '\n';
    if (!diff->lapsed.isEmpty()) {
        out << '\n' << Text::tr("Waivers that lapsed in between:") << '\n';
        for (const snapshots::LapsedWaiver& w : std::as_const(diff->lapsed))
            out << "  " << w.names.in(language) << "  "
                << Text::tr("owner %1, expired %2").arg(w.owner, w.expires.toString(Qt::ISODate)) << '\n';
    }
    out << '\n' << Text::tr("%n changed field(s):", nullptr, int(diff->changes.size())) << '\n';
    for (const snapshots::Change& c : std::as_const(diff->changes)) {
        out << "  " << snapshots::kindText(c.record.kind) << "  " << snapshots::recordText(c, language);
        if (const QString field = snapshots::fieldText(c.record); !field.isEmpty())
            out << "  " << field;
        const auto shown = [&](const QVariant& v) {
            return v.isNull() ? Text::tr("(none)") : snapshots::valueText(c.record, v);
        };
        out << ": " << shown(c.record.before) << " → " << shown(c.record.after);
        if (!c.by.isEmpty())
            out << "  (" << c.by << ", " << c.at << ')';
        out << '\n';
    }
    out.flush();
    printOut(text);
    return Success;
}

} // namespace gatebench
