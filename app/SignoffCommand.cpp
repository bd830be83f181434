#include "SignoffCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "committee/Signoff.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSettings>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::SignoffCommand)
};

/// How many members have signed the decision as it is, for the last line of sign and freeze.
QString signedLine(const Workspace& workspace)
{
    auto state = signoff::state(workspace.queries().rows());
    if (!state)
        return {};
    return Text::tr("%1 of %2 members have signed the decision as it is.")
               .arg(state->currentSignatures())
               .arg(state->signers.size()) +
           u'\n';
}

} // namespace

int commandSign(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Sign the decision record as a committee member: agree, agree with reservations, or dissent (the "
                 "last two with the reason in writing). The signature records the fingerprint of the data signed. "
                 "An observer does not sign (exit 6); a frozen decision takes no signature (exit 5)."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption member(QStringLiteral("member"), Text::tr("The member who signs (their id)."),
                                    QStringLiteral("ID"));
    const QCommandLineOption agree(QStringLiteral("agree"), Text::tr("Agree with the decision."));
    const QCommandLineOption reservations(QStringLiteral("reservations"),
                                          Text::tr("Agree with reservations, stated in TEXT."), QStringLiteral("TEXT"));
    const QCommandLineOption dissent(QStringLiteral("dissent"), Text::tr("Dissent, for the reason in TEXT."),
                                     QStringLiteral("TEXT"));
    parser.addOptions({member, agree, reservations, dissent});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    if (!parser.isSet(member) || parser.value(member).trimmed().isEmpty())
        return usage(Text::tr("sign needs --member ID"), parser.helpText());
    const int choices = int(parser.isSet(agree)) + int(parser.isSet(reservations)) + int(parser.isSet(dissent));
    if (choices != 1)
        return usage(Text::tr("sign takes exactly one of --agree, --reservations TEXT and --dissent TEXT"),
                     parser.helpText());
    const SignChoice choice = parser.isSet(agree)          ? SignChoice::Agree
                              : parser.isSet(reservations) ? SignChoice::Reservations
                                                           : SignChoice::Dissent;
    const QString reason = parser.isSet(reservations) ? parser.value(reservations)
                           : parser.isSet(dissent)    ? parser.value(dissent)
                                                      : QString();
    const QString memberId = parser.value(member).trimmed();
    const auto workspace = openForWritingAs(*file, memberId, code);
    if (!workspace)
        return code;
    if (auto r = signoff::sign(*workspace, memberId, choice, reason); !r)
        return fail(r.error());
    // The member by their name (committee::actAs made them the actor).
    printOut(Text::tr("%1 signed: %2.").arg(workspace->actor(), signoff::choiceText(choice)) + u'\n' +
             signedLine(*workspace));
    return Success;
}

int commandFreeze(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Freeze the decision (the chair): records the report's fingerprint and the audit chain head; "
                 "afterwards every edit of what the fingerprint covers is refused (exit 5) until the chair reopens "
                 "it. Without every member's signature on the decision as it is, --reason is required."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption reason(QStringLiteral("reason"), // not storage: a command-line option
                                    Text::tr("Why the decision is frozen (required without every signature)."),
                                    QStringLiteral("TEXT"));
    parser.addOption(reason);
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    const auto workspace = openForWriting(*file, code);
    if (!workspace)
        return code;
    if (auto r = signoff::freeze(*workspace, parser.value(reason)); !r)
        return fail(r.error());
    auto state = signoff::state(workspace->queries().rows());
    if (!state)
        return fail(state.error());
    if (state->freeze)
        printOut(Text::tr("The decision is frozen.\nFingerprint: %1\nAudit chain head: %2\n")
                     .arg(state->freeze->fingerprint, state->freeze->chainHead) +
                 signedLine(*workspace));
    return Success;
}

int commandReopen(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Reopen the frozen decision (the chair), with a reason: audited; the signatures are cleared and "
                 "every member signs again."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption reason(QStringLiteral("reason"), // not storage: a command-line option
                                    Text::tr("Why the decision is reopened (required)."), QStringLiteral("TEXT"));
    parser.addOption(reason);
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    if (parser.value(reason).trimmed().isEmpty())
        return usage(Text::tr("reopen needs --reason TEXT"), parser.helpText());
    const auto workspace = openForWriting(*file, code);
    if (!workspace)
        return code;
    if (auto r = signoff::reopen(*workspace, parser.value(reason)); !r)
        return fail(r.error());
    printOut(Text::tr("The decision is reopened; the signatures are cleared.") + u'\n');
    return Success;
}

} // namespace gatebench
