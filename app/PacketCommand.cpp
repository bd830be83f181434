#include "PacketCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "PacketArchive.h"
#include "committee/Packets.h"
#include "repositories/PacketRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::PacketCommand)
};

int kit(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Write a kit: a copy of the evaluation for one member to score the open round offline, with every other "
        "member's scores and notes removed (not hidden) and an empty audit log. Only the chair makes kits; never "
        "writes to FILE."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption member(QStringLiteral("member"), Text::tr("The member the kit is for (id)."),
                                    QStringLiteral("ID"));
    const QCommandLineOption output(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                                    Text::tr("The kit to write (.gatebench)."), QStringLiteral("KIT"));
    const QCommandLineOption force(QStringLiteral("force"), Text::tr("Replace KIT if it exists."));
    parser.addOptions({member, output, force});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    const QString out = parser.value(output);
    if (out.isEmpty() || parser.value(member).isEmpty())
        return usage(Text::tr("kit needs --member ID and -o KIT.gatebench"), parser.helpText());
    if (QFileInfo(out).absoluteFilePath() == QFileInfo(*file).absoluteFilePath())
        return usage(Text::tr("the kit cannot replace the evaluation file"), parser.helpText());
    if (QFileInfo::exists(out) && !parser.isSet(force))
        return usage(Text::tr("%1 already exists; add --force to replace it").arg(out), parser.helpText());
    const auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    const Storage& rows = workspace->queries().rows();
    if (auto r = packets::requireChair(rows, workspace->actingMemberId()); !r)
        return fail(r.error());
    const QString temporary = out + QStringLiteral(".part");
    QFile::remove(temporary);
    auto made = packets::makeKit(rows, parser.value(member).trimmed(), temporary, QDateTime::currentDateTimeUtc());
    if (!made)
        return fail(made.error());
    QFile::remove(out);
    if (!QFile::rename(temporary, out)) {
        QFile::remove(temporary);
        return fail(Error{Error::Kind::Io, Text::tr("Cannot write %1").arg(out)});
    }
    printOut(Text::tr("Wrote the kit %1 for %2 (%3), round %4: %5 cells, %6 of them scored by the member; every "
                      "other member's scores and notes are not in it.\n")
                 .arg(QDir::toNativeSeparators(out), made->memberName, made->memberId)
                 .arg(made->roundId)
                 .arg(made->cells)
                 .arg(made->scores));
    return Success;
}

int seal(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Print the seal line of a kit's scores as they are now: gatebench-seal 1 MEMBER ROUND HEX. Send it "
                 "to the chair before the packet. The kit's random value is never printed. Never writes to KIT."));
    parser.addPositionalArgument(QStringLiteral("KIT"), Text::tr("The member's kit (.gatebench)."));
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    const auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    auto line = packets::sealLineOf(workspace->queries().rows());
    if (!line)
        return fail(line.error());
    printOut(*line + u'\n');
    return Success;
}

int exportPacket(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Write the member's packet: a ZIP archive with the exit bundle's manifest and checks, holding the member's "
        "scores and notes of the round, the kit's random value (so that the chair can check the seal), the kit's "
        "audit chain head and the criteria and candidates the kit was built on. Never writes to KIT."));
    parser.addPositionalArgument(QStringLiteral("KIT"), Text::tr("The member's kit (.gatebench)."));
    const QCommandLineOption output(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                                    Text::tr("The packet to write (.zip)."), QStringLiteral("PACKET"));
    const QCommandLineOption force(QStringLiteral("force"), Text::tr("Replace PACKET if it exists."));
    parser.addOptions({output, force});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    const QString out = parser.value(output);
    if (out.isEmpty())
        return usage(Text::tr("export needs -o PACKET.zip"), parser.helpText());
    if (QFileInfo::exists(out) && !parser.isSet(force))
        return usage(Text::tr("%1 already exists; add --force to replace it").arg(out), parser.helpText());
    const auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    const Storage& rows = workspace->queries().rows();
    auto packet = packets::packetOf(rows, QDateTime::currentDateTimeUtc());
    if (!packet)
        return fail(packet.error());
    auto written = packets::writePacket(*packet, out, QCoreApplication::applicationVersion(), rows.schemaVersion());
    if (!written)
        return fail(written.error());
    printOut(Text::tr("Wrote the packet %1 of %2 for round %3: %4 scores.\n")
                 .arg(QDir::toNativeSeparators(out), packet->memberId)
                 .arg(packet->kit.roundId)
                 .arg(packet->scores.size()));
    printOut(
        packets::sealLine(packet->memberId, packet->kit.roundId,
                          packets::seal(packet->kit.secret, packet->memberId, packet->kit.roundId, packet->scores)) +
        u'\n');
    return Success;
}

int recordSeal(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Record the seal line a member sent ahead of their packet (the chair's): the packet imported later "
                 "must match it. One undoable, audited step."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    parser.addPositionalArgument(QStringLiteral("SEAL"),
                                 Text::tr("The seal line, gatebench-seal 1 MEMBER ROUND HEX (or HEX alone)."));
    const QCommandLineOption member(QStringLiteral("member"), Text::tr("The member who sent the seal (id)."),
                                    QStringLiteral("ID"));
    parser.addOption(member);
    int code = Success;
    if (!parse(parser, arguments, code))
        return code;
    QStringList positional = parser.positionalArguments();
    if (positional.size() < 2 || parser.value(member).isEmpty())
        return usage(Text::tr("record-seal takes FILE, --member ID and the SEAL"), parser.helpText());
    const QString file = positional.takeFirst();
    const auto workspace = openForWriting(file, code);
    if (!workspace)
        return code;
    if (auto r = packets::recordSeal(*workspace, parser.value(member).trimmed(), positional.join(u' ')); !r)
        return fail(r.error());
    printOut(Text::tr("Recorded the seal of %1.\n").arg(parser.value(member).trimmed()));
    return Success;
}

int importPackets(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Import members' packets (the chair's): each must match the seal recorded for its member and round "
        "(exit 3 when it does not). A packet built on an older list of criteria or candidates shows what differs "
        "and imports what still applies only with --accept-changes. A cell changed both in the kit and in the "
        "evaluation is a conflict, listed and never overwritten. All packets or none, one undoable, audited step; "
        "importing the same packet again changes nothing."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    parser.addPositionalArgument(QStringLiteral("PACKET"), Text::tr("The packets (.zip)."),
                                 QStringLiteral("PACKET.zip..."));
    const QCommandLineOption accept(QStringLiteral("accept-changes"),
                                    Text::tr("Import what still applies of packets built on an older list of "
                                             "criteria or candidates."));
    parser.addOption(accept);
    int code = Success;
    if (!parse(parser, arguments, code))
        return code;
    QStringList positional = parser.positionalArguments();
    if (positional.size() < 2)
        return usage(Text::tr("import takes FILE and at least one PACKET.zip"), parser.helpText());
    const QString file = positional.takeFirst();
    QList<packets::Packet> list;
    QStringList names;
    for (const QString& path : std::as_const(positional)) {
        auto packet = packets::readPacket(path);
        if (!packet)
            return fail(packet.error());
        list.append(*packet);
        names.append(QFileInfo(path).fileName());
    }
    const auto workspace = openForWriting(file, code);
    if (!workspace)
        return code;
    auto imported = packets::importPackets(*workspace, list, names, parser.isSet(accept));
    if (!imported)
        return fail(imported.error());
    printOut(packets::describe(*imported).join(u'\n') + u'\n');
    if (imported->changesNothing())
        printOut(Text::tr("Nothing to import: %1 already holds these packets; it is unchanged.\n").arg(file));
    return Success;
}

} // namespace

int commandPacket(const QStringList& arguments)
{
    const QString verbs = QStringLiteral("kit, seal, export, record-seal, import");
    if (arguments.size() < 2 || arguments.at(1).startsWith(u'-')) {
        if (arguments.contains(QStringLiteral("--help")) || arguments.contains(QStringLiteral("-h"))) {
            printOut(Text::tr("gatebench packet kit|seal|export|record-seal|import ...: offline members' kits, seals "
                              "and packets. Run 'gatebench packet VERB --help' for a verb's options.\n"));
            return Success;
        }
        return usage(Text::tr("packet needs one of %1").arg(verbs), QString());
    }
    const QString verb = arguments.at(1);
    const QStringList rest = arguments.mid(1);
    if (verb == QLatin1String("kit"))
        return kit(rest);
    if (verb == QLatin1String("seal")) // not storage: a subcommand
        return seal(rest);
    if (verb == QLatin1String("export"))
        return exportPacket(rest);
    if (verb == QLatin1String("record-seal"))
        return recordSeal(rest);
    if (verb == QLatin1String("import"))
        return importPackets(rest);
    return usage(Text::tr("unknown packet command %1; one of %2").arg(verb, verbs), QString());
}

} // namespace gatebench
