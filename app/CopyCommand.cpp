#include "CopyCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "storage/Transfer.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::CopyCommand)
};

} // namespace

int commandCopy(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Copy an evaluation whole: from a file to a PostgreSQL server, from a server to a file, or between "
                 "files or servers. Every table, the audit chain (its head unchanged), the evidence files and the "
                 "settings. A server is named by postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME (never with a "
                 "password: it is read from ~/.pgpass); its evaluation is created. Never writes to SOURCE."));
    parser.addPositionalArgument(QStringLiteral("SOURCE"), Text::tr("The evaluation to copy (a file or a server)."));
    parser.addPositionalArgument(QStringLiteral("DESTINATION"),
                                 Text::tr("Where to copy it (a new file or a server's new evaluation)."));
    const QCommandLineOption force(QStringLiteral("force"),
                                   Text::tr("Replace the evaluation at DESTINATION if there is one."));
    parser.addOption(force);
    int code = Success;
    if (!parse(parser, arguments, code))
        return code;
    if (parser.positionalArguments().size() != 2)
        return usage(Text::tr("copy takes a SOURCE and a DESTINATION"), parser.helpText());
    const QString source = parser.positionalArguments().at(0);
    const QString destination = parser.positionalArguments().at(1);
    if (source == destination)
        return usage(Text::tr("SOURCE and DESTINATION are the same"), parser.helpText());
    auto copied = storageTransfer::copyEvaluation(source, destination, parser.isSet(force));
    if (!copied)
        return fail(copied.error());
    printOut(Text::tr("Copied %1 to %2: %n rows", nullptr, int(std::min<qint64>(copied->rows, INT_MAX)))
                 .arg(source, destination) +
             u'\n');
    return Success;
}

} // namespace gatebench
