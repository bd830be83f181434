#include "CommitteeCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "Translation.h"
#include "commands/Consensus.h"
#include "committee/CommitteeStatus.h"
#include "core/Labels.h"
#include "domain/Member.h"
#include "repositories/ConsensusRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>
#include <QSettings>
#include <QTextStream>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::CommitteeCommand)
};

QString number(double value)
{
    return QLocale().toString(value, 'f', 2);
}

QString committeeText(const committee::CommitteeStatus& status, const QString& language)
{
    QString text;
    QTextStream out(&text);
    const auto candidate = [&](const QString& id) {
        const Bilingual name = status.candidateNames.value(id);
        const QString shown = shownIn(name.zh, name.en, language);
        return shown.isEmpty() ? id : shown;
    };
    const auto criterion = [&](const QString& id) {
        const Bilingual title = status.criterionTitles.value(id);
        const QString shown = shownIn(title.zh, title.en, language);
        return shown.isEmpty() ? id : shown;
    };
    out << Text::tr("Committee members:") << '\n';
    for (const Member& m : status.members)
        out << QStringLiteral("  %1  %2  %3\n").arg(m.id, m.name, permissionLabel(m.permission));
    out << '\n' << Text::tr("Scoring rounds:") << '\n';
    if (status.rounds.isEmpty())
        out << "  " << Text::tr("none") << '\n';
    for (const committee::RoundStatus& r : status.rounds) {
        out << "  "
            << Text::tr("Round %1: %2, %n cell(s)", nullptr, r.cells)
                   .arg(r.round.id)
                   .arg(r.round.sealed() ? Text::tr("sealed (%1)").arg(r.round.state) : Text::tr("revealed"))
            << '\n';
        if (!r.round.revealReason.isEmpty())
            out << "    " << Text::tr("Revealed before its quorum: %1").arg(r.round.revealReason) << '\n';
        if (r.progress) {
            for (const committee::RoundProgress& p : *r.progress)
                out << "    " << Text::tr("%1: %2 of %3 cells scored").arg(p.memberId).arg(p.scored).arg(p.assigned)
                    << '\n';
        }
    }
    out << '\n'
        << Text::tr("Cells (flagged at a spread of %1 points or more):").arg(number(status.spreadFlagPoints)) << '\n';
    for (const committee::CommitteeCell& c : status.cells) {
        out << "  " << candidate(c.candidateId) << " / " << criterion(c.criterionId) << ": ";
        if (c.sealed) {
            out << Text::tr("sealed");
        } else if (c.spread) {
            QStringList scores;
            for (const auto& [member, score] : c.scores)
                scores.append(QStringLiteral("%1 %2").arg(member, QLocale().toString(score, 'g', 3)));
            out << Text::tr("scores %1; mean %2, spread %3, standard deviation %4")
                       .arg(scores.join(QStringLiteral(", ")), number(c.spread->mean), number(c.spread->spread),
                            number(c.spread->stddev));
            if (c.spread->flagged)
                out << "; " << Text::tr("flagged");
        } else {
            out << Text::tr("no scores");
        }
        if (c.consensus)
            out << "; "
                << Text::tr("consensus %1 (%2, by %3)")
                       .arg(QLocale().toString(c.consensus->score, 'g', 3), c.consensus->reason, c.consensus->setBy);
        else if (c.provisional)
            out << "; " << Text::tr("provisional mean until a consensus score");
        out << '\n';
    }
    out << '\n' << Text::tr("Signatures: %1").arg(status.signatures.size()) << '\n';
    for (const CommitteeFacts::Signature& s : status.signatures)
        out << QStringLiteral("  %1  %2  %3\n").arg(s.memberId, s.choice, s.reason);
    out << Text::tr("Decision frozen: %1").arg(status.frozen ? Text::tr("yes") : Text::tr("no")) << '\n';
    out << Text::tr("Audit chain head: %1").arg(status.chainHead) << '\n';
    out.flush();
    return text;
}

} // namespace

int commandCommittee(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Show the committee: members, assignments, scoring rounds and their progress, each cell's scores, "
                 "spread and standard deviation, consensus scores, signatures, the freeze and the audit chain's head, "
                 "as the acting member may see them. Never writes to FILE."));
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
    // openReadOnly chose the viewer: the acting member's, refusing an id that names no member.
    const Viewer& viewer = queries.viewer();
    auto status = committee::committeeStatus(queries.rows(viewer), viewer, queries.settings().spreadFlagPoints);
    if (!status)
        return fail(status.error());
    if (parser.isSet(json))
        printOut(QString::fromUtf8(QJsonDocument(committee::committeeJson(*status)).toJson(QJsonDocument::Indented)));
    else
        printOut(committeeText(*status, currentLanguage()));
    return Success;
}

int commandConsensus(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("The chair sets a cell's consensus score with its reason (the individual scores stay), removes it, "
                 "or sets the spread at which a cell is flagged. One undoable, audited step."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption candidate(QStringLiteral("candidate"), Text::tr("The candidate's id."),
                                       QStringLiteral("C"));
    const QCommandLineOption criterion(QStringLiteral("criterion"), Text::tr("The bonus criterion's id."),
                                       QStringLiteral("K"));
    const QCommandLineOption score(QStringLiteral("score"), // not storage: an option name
                                   Text::tr("The consensus score, 0 to 5."), QStringLiteral("S"));
    const QCommandLineOption reason(QStringLiteral("reason"), // not storage: an option name
                                    Text::tr("Why the committee settled on it (at least 10 characters)."),
                                    QStringLiteral("TEXT"));
    const QCommandLineOption clear(QStringLiteral("clear"), Text::tr("Remove the cell's consensus score."));
    const QCommandLineOption threshold(
        QStringLiteral("spread-threshold"),
        Text::tr("Flag cells whose scores lie this many points apart or more (default 2)."), QStringLiteral("P"));
    parser.addOptions({candidate, criterion, score, reason, clear, threshold});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    const bool cell = parser.isSet(candidate) || parser.isSet(criterion) || parser.isSet(score) ||
                      parser.isSet(reason) || parser.isSet(clear);
    if (parser.isSet(threshold) == cell)
        return usage(Text::tr("consensus takes --candidate and --criterion with --score and --reason (or --clear), "
                              "or --spread-threshold"),
                     parser.helpText());
    double value = 0;
    if (parser.isSet(threshold)) {
        bool ok = false;
        value = parser.value(threshold).toDouble(&ok);
        if (!ok)
            return usage(Text::tr("--spread-threshold takes a number"), parser.helpText());
    } else {
        if (!parser.isSet(candidate) || !parser.isSet(criterion))
            return usage(Text::tr("consensus needs --candidate and --criterion"), parser.helpText());
        if (parser.isSet(clear) == parser.isSet(score))
            return usage(Text::tr("consensus takes --score (with --reason) or --clear"), parser.helpText());
        if (parser.isSet(score)) {
            bool ok = false;
            value = parser.value(score).toDouble(&ok);
            if (!ok)
                return usage(Text::tr("--score takes a number from 0 to 5"), parser.helpText());
            if (!parser.isSet(reason))
                return usage(Text::tr("a consensus score needs --reason"), parser.helpText());
        }
    }
    const auto workspace = openForWriting(*file, code);
    if (!workspace)
        return code;
    Result<void> done;
    if (parser.isSet(threshold))
        done = consensus::setSpreadFlagPoints(*workspace, value);
    else if (parser.isSet(clear))
        done = consensus::clearConsensus(*workspace, parser.value(candidate), parser.value(criterion));
    else
        done = consensus::setConsensus(*workspace, parser.value(candidate), parser.value(criterion), value,
                                       parser.value(reason));
    if (!done)
        return fail(done.error());
    if (parser.isSet(threshold))
        printOut(Text::tr("Cells whose scores lie %1 points or more apart are flagged.\n")
                     .arg(QLocale().toString(value, 'g', 3)));
    else if (parser.isSet(clear))
        printOut(Text::tr("Removed the consensus score of %1 / %2.\n")
                     .arg(parser.value(candidate), parser.value(criterion)));
    else
        printOut(Text::tr("Consensus score of %1 / %2: %3.\n")
                     .arg(parser.value(candidate), parser.value(criterion), QLocale().toString(value, 'g', 3)));
    return Success;
}

int commandRoundReveal(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("round reveal: the chair reveals a scoring round once every cell has its quorum of scores, or "
                 "before that with a reason, which is kept with the round and in the audit log."));
    parser.addPositionalArgument(QStringLiteral("reveal"), Text::tr("The action: reveal."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption round(QStringLiteral("round"),
                                   Text::tr("The round to reveal (default: the one round still sealed)."),
                                   QStringLiteral("N"));
    const QCommandLineOption reason(QStringLiteral("reason"), // not storage: an option name
                                    Text::tr("Why the round is revealed before every cell has its quorum."),
                                    QStringLiteral("TEXT"));
    parser.addOptions({round, reason});
    int code = Success;
    if (!parse(parser, arguments, code))
        return code;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2 || positional.first() != QLatin1String("reveal"))
        return usage(Text::tr("round takes reveal and exactly one FILE"), parser.helpText());
    std::optional<qint64> roundId;
    if (parser.isSet(round)) {
        bool ok = false;
        roundId = parser.value(round).toLongLong(&ok);
        if (!ok)
            return usage(Text::tr("--round takes a round number"), parser.helpText());
    }
    const auto workspace = openForWriting(positional.at(1), code);
    if (!workspace)
        return code;
    auto revealed = consensus::reveal(*workspace, roundId, parser.value(reason));
    if (!revealed)
        return fail(revealed.error());
    if (revealed->shortOfQuorum.isEmpty())
        printOut(Text::tr("Revealed scoring round %1.\n").arg(revealed->roundId));
    else
        printOut(Text::tr("Revealed scoring round %1 before %n cell(s) reached their quorum.\n", nullptr,
                          int(revealed->shortOfQuorum.size()))
                     .arg(revealed->roundId));
    return Success;
}

} // namespace gatebench
