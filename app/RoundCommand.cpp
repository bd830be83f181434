#include "RoundCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "CommitteeCommand.h"
#include "commands/Rounds.h"
#include "committee/ActingMember.h"
#include "repositories/RoundRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTextStream>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::RoundCommand)
};

QString stateLabel(RoundState state)
{
    switch (state) {
    case RoundState::Open:
        return Text::tr("open, sealed");
    case RoundState::Closed:
        return Text::tr("closed, sealed");
    case RoundState::Revealed:
        break;
    }
    return Text::tr("revealed");
}

int roundOpen(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Open a scoring round (the chair's): every member scores its cells without seeing the others' "
                 "scores; bonus scores, ranks and everything derived from them are sealed until it is revealed."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption criterion(QStringLiteral("criterion"),
                                       Text::tr("A bonus criterion of the round (repeatable; default: every one)."),
                                       QStringLiteral("K"));
    const QCommandLineOption candidate(
        QStringLiteral("candidate"),
        Text::tr("A candidate of the round (repeatable; default: every candidate not eliminated on the evaluation "
                 "date)."),
        QStringLiteral("C"));
    const QString deadlineName = QStringLiteral("deadline"); // not storage: an option's name
    const QCommandLineOption deadline(deadlineName, Text::tr("The deadline for scores, YYYY-MM-DD."),
                                      QStringLiteral("DATE"));
    const QCommandLineOption hidePrices(QStringLiteral("hide-prices"),
                                        Text::tr("Hide prices and TCO figures from the members until it is revealed."));
    parser.addOptions({criterion, candidate, deadline, hidePrices});
    int code = Success;
    QDate day;
    const auto file = oneFile(parser, arguments, &deadline, day, code);
    if (!file)
        return code;
    auto workspace = openForWriting(*file, code);
    if (!workspace)
        return code;
    rounds::OpenOptions options;
    options.criteria = parser.values(criterion);
    options.candidates = parser.values(candidate);
    options.deadline = day;
    options.hidePrices = parser.isSet(hidePrices);
    auto opened = rounds::open(*workspace, options);
    if (!opened)
        return fail(opened.error());
    auto round = RoundRepository(workspace->queries().rows(Viewer::everyone())).find(*opened);
    const int cells = round && *round ? int((*round)->cells.size()) : 0;
    printOut(
        Text::tr("Opened scoring round %1 on %n cell(s); it is sealed until the chair reveals it.\n", nullptr, cells)
            .arg(*opened));
    return Success;
}

int roundClose(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Close a scoring round (the chair's): it takes no more scores and stays sealed until it is revealed."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption roundOption(
        QStringLiteral("round"), Text::tr("The round to close (default: the one open round)."), QStringLiteral("N"));
    parser.addOption(roundOption);
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    auto workspace = openForWriting(*file, code);
    if (!workspace)
        return code;
    qint64 id = 0;
    if (parser.isSet(roundOption)) {
        bool ok = false;
        id = parser.value(roundOption).toLongLong(&ok);
        if (!ok || id <= 0)
            return usage(Text::tr("--round takes a round number"), parser.helpText());
    } else {
        QList<qint64> open;
        for (const ScoringRound& round : workspace->queries().sealedRounds()) {
            if (round.state == RoundState::Open)
                open.append(round.id);
        }
        if (open.size() != 1)
            return usage(open.isEmpty() ? Text::tr("no scoring round is open")
                                        : Text::tr("several scoring rounds are open: name one with --round"),
                         parser.helpText());
        id = open.first();
    }
    if (auto closed = rounds::close(*workspace, id); !closed)
        return fail(closed.error());
    printOut(Text::tr("Closed scoring round %1: it takes no more scores and stays sealed.\n").arg(id));
    return Success;
}

int roundStatus(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("List the scoring rounds and, for each sealed one, every member's progress: cells scored out of "
                 "cells assigned (never the values). Never writes to FILE."));
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
    const EvaluationQueries& queries = workspace->queries();
    auto rounds = RoundRepository(queries.rows()).all();
    if (!rounds)
        return fail(rounds.error());
    auto progress = queries.progress();
    if (!progress)
        return fail(progress.error());
    const auto progressOf = [&](qint64 id) -> const RoundProgress* {
        for (const RoundProgress& p : std::as_const(*progress)) {
            if (p.roundId == id)
                return &p;
        }
        return nullptr;
    };
    if (parser.isSet(json)) {
        QJsonArray list;
        for (const ScoringRound& round : std::as_const(*rounds)) {
            // The documented keys of `round status --json`.
            QJsonObject item;
            item.insert(QStringLiteral("id"), round.id);                                  // not storage: JSON
            item.insert(QStringLiteral("state"), RoundRepository::stateKey(round.state)); // not storage: JSON
            item.insert(QStringLiteral("sealed"), round.sealed());
            item.insert(QStringLiteral("hide_prices"), round.hidePrices);    // not storage: JSON
            item.insert(QStringLiteral("deadline"), round.deadline.isValid() // not storage: JSON
                                                        ? QJsonValue(round.deadline.toString(Qt::ISODate))
                                                        : QJsonValue());
            item.insert(QStringLiteral("cells"), int(round.cells.size()));
            if (const RoundProgress* p = progressOf(round.id)) {
                QJsonArray members;
                for (const MemberProgress& m : p->members)
                    members.append(QJsonObject{{QStringLiteral("member_id"), m.memberId}, // not storage: JSON
                                               {QStringLiteral("scored"), m.scored},
                                               {QStringLiteral("assigned"), m.assigned}});
                item.insert(QStringLiteral("progress"), members);
            }
            list.append(item);
        }
        printOut(QString::fromUtf8(
            QJsonDocument(QJsonObject{{QStringLiteral("rounds"), list}}).toJson(QJsonDocument::Indented)));
        return Success;
    }
    QString text;
    QTextStream out(&text);
    if (rounds->isEmpty())
        out << Text::tr("No scoring round.") << '\n';
    for (const ScoringRound& round : std::as_const(*rounds)) {
        out << Text::tr("Round %1: %2, %n cell(s)", nullptr, int(round.cells.size()))
                   .arg(round.id)
                   .arg(stateLabel(round.state));
        if (round.deadline.isValid())
            out << Text::tr(", deadline %1").arg(round.deadline.toString(Qt::ISODate));
        if (round.hidePrices)
            out << Text::tr(", prices hidden from members");
        out << '\n';
        if (const RoundProgress* p = progressOf(round.id)) {
            for (const MemberProgress& m : p->members)
                out << "  "
                    << Text::tr("%1 (%2): %3 of %4 cells scored").arg(m.name, m.memberId).arg(m.scored).arg(m.assigned)
                    << '\n';
        }
    }
    out.flush();
    printOut(text);
    return Success;
}

} // namespace

int commandRound(const QStringList& arguments)
{
    const QString action = arguments.value(1);
    const QStringList rest = QStringList{QString(QStringLiteral("round ") + action)} + arguments.mid(2);
    if (action == QLatin1String("open"))
        return roundOpen(rest);
    if (action == QLatin1String("close"))
        return roundClose(rest);
    if (action == QLatin1String("status"))
        return roundStatus(rest);
    if (action == QLatin1String("reveal"))
        return commandRoundReveal(arguments);
    return usage(Text::tr("round takes open, close, status or reveal"),
                 Text::tr("Usage: gatebench round open|close|status|reveal FILE ... (see gatebench round open "
                          "--help)\n"));
}

int commandScore(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Record a committee member's bonus score (0-5) of a cell, with a note, acting as that member: one undoable, "
        "audited step. A score given while an open scoring round covers the cell belongs to that round."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption member(QStringLiteral("member"), Text::tr("The member who scores (id)."),
                                    QStringLiteral("ID"));
    const QCommandLineOption candidate(QStringLiteral("candidate"), Text::tr("The candidate (id)."),
                                       QStringLiteral("C"));
    const QCommandLineOption criterion(QStringLiteral("criterion"), Text::tr("The bonus criterion (id)."),
                                       QStringLiteral("K"));
    const QString scoreName = QStringLiteral("score"); // not storage: an option's name
    const QCommandLineOption scoreOption(scoreName, Text::tr("The score, 0 to 5."), QStringLiteral("S"));
    const QString noteName = QStringLiteral("note"); // not storage: an option's name
    const QCommandLineOption note(noteName, Text::tr("The member's note on the score."), QStringLiteral("N"));
    parser.addOptions({member, candidate, criterion, scoreOption, note});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    for (const QCommandLineOption* required : {&member, &candidate, &criterion, &scoreOption}) {
        if (!parser.isSet(*required))
            return usage(Text::tr("score needs --%1").arg(required->names().constFirst()), parser.helpText());
    }
    bool ok = false;
    const double value = parser.value(scoreOption).toDouble(&ok);
    if (!ok)
        return usage(Text::tr("--score takes a number from 0 to 5"), parser.helpText());
    auto opened = Workspace::open(*file, Workspace::Access::ReadWrite);
    if (!opened)
        return fail(opened.error());
    Workspace& workspace = **opened;
    const QString id = parser.value(member).trimmed();
    if (auto acted = committee::actAs(workspace, id); !acted)
        return fail(acted.error());
    const std::optional<QString> noteText =
        parser.isSet(note) ? std::optional<QString>(parser.value(note)) : std::nullopt;
    if (auto written = rounds::score(workspace, parser.value(candidate).trimmed(), parser.value(criterion).trimmed(),
                                     value, noteText);
        !written)
        return fail(written.error());
    printOut(Text::tr("Recorded %1's score of %2 on %3.\n")
                 .arg(id, parser.value(candidate).trimmed(), parser.value(criterion).trimmed()));
    return Success;
}

} // namespace gatebench
