#include "ServerCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "MembersCommand.h"
#include "storage/PostgresRoles.h"
#include "storage/PostgresStorage.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QUrl>
#include <QUrlQuery>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ServerCommand)
};

/// The URI with `?evaluation=NAME` when --evaluation names one.
QString withEvaluation(const QString& uri, const QString& evaluation)
{
    if (evaluation.isEmpty())
        return uri;
    QUrl url(uri);
    QUrlQuery query(url);
    query.removeAllQueryItems(QStringLiteral("evaluation"));
    query.addQueryItem(QStringLiteral("evaluation"), evaluation);
    url.setQuery(query);
    return url.toString();
}

/// The parser's URI, checked to be a server's; empty (with `code` set) when not.
QString serverUri(const QCommandLineParser& parser, const QCommandLineOption& evaluation, int& code)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1 || !PostgresStorage::isServerLocation(positional.first())) {
        code = usage(Text::tr("server takes exactly one server location, postgresql://ADMIN@HOST:PORT/DATABASE"),
                     parser.helpText());
        return {};
    }
    const QString uri = withEvaluation(positional.first(), parser.value(evaluation));
    if (auto location = PostgresStorage::parseLocation(uri); !location) {
        code = fail(location.error());
        return {};
    }
    return uri;
}

int addMember(const QString& uri, const QString& id, const QString& name, const QString& permission)
{
    // The committee's row through the ordinary command (its checks, its audit entry) unless the member
    // is there already, then the login.
    auto known = postgresRoles::hasMember(uri, id);
    if (!known)
        return fail(known.error());
    // The chair adds members; an evaluation without one lets whoever acts name it.
    auto chair = postgresRoles::chairOf(uri);
    if (!chair)
        return fail(chair.error());
    QStringList add{QStringLiteral("member"),
                    QStringLiteral("add"),
                    uri,
                    QStringLiteral("--id"),
                    id,
                    QStringLiteral("--name"),
                    name,
                    QStringLiteral("--permission"),
                    permission};
    if (!chair->isEmpty())
        add << QStringLiteral("--as-member") << *chair;
    const int added = *known ? Success : commandMember(add);
    if (added != Success)
        return added;
    auto role = postgresRoles::grantMember(uri, id, permission);
    if (!role)
        return fail(role.error());
    printOut(Text::tr("The member %1 logs in as the role %2. Set its password on the server (ALTER ROLE \"%2\" "
                      "PASSWORD ... or psql's \\password \"%2\"); GateBench never sets or keeps it.\n")
                 .arg(id, *role));
    return Success;
}

} // namespace

int commandServer(const QStringList& arguments)
{
    const QString action = arguments.value(1);
    QStringList rest = arguments.mid(2);
    rest.prepend(QStringLiteral("server ") + action);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Put an evaluation on a PostgreSQL server under roles the database enforces (run by its "
                 "administrator): init creates the evaluation when absent, its roles, grants and row-level security, "
                 "and the chair; add-member gives a member a login role; remove-member takes it away."));
    parser.addPositionalArgument(QStringLiteral("URI"),
                                 Text::tr("The database, as its administrator: postgresql://ADMIN@HOST:PORT/DATABASE"));
    const QCommandLineOption evaluation(QStringLiteral("evaluation"), Text::tr("The evaluation's name."),
                                        QStringLiteral("NAME"));
    const QCommandLineOption chair(QStringLiteral("chair"), Text::tr("The chair's member id (init)."),
                                   QStringLiteral("ID"));
    const QCommandLineOption chairName(QStringLiteral("chair-name"),
                                       Text::tr("The chair's name (init; default: the id)."), QStringLiteral("NAME"));
    const QCommandLineOption member(QStringLiteral("member"), Text::tr("The member's id."), QStringLiteral("ID"));
    const QCommandLineOption name(QStringLiteral("name"), // not storage: an option name
                                  Text::tr("The member's name (add-member)."), QStringLiteral("NAME"));
    const QCommandLineOption permission(QStringLiteral("permission"), // not storage: an option name
                                        Text::tr("chair, member or observer (add-member; default: member)."),
                                        QStringLiteral("P"));
    parser.addOptions({evaluation, chair, chairName, member, name, permission});
    int code = Success;
    if (!parse(parser, rest, code))
        return code;
    const QString uri = serverUri(parser, evaluation, code);
    if (uri.isEmpty())
        return code;
    if (action == QLatin1String("init")) {
        if (parser.value(chair).isEmpty())
            return usage(Text::tr("server init takes --chair ID"), parser.helpText());
        auto created = postgresRoles::prepare(uri);
        if (!created)
            return fail(created.error());
        printOut((*created ? Text::tr("Created %1 and put it under its roles\n") : Text::tr("Put %1 under its roles\n"))
                     .arg(uri));
        const QString chairId = parser.value(chair);
        return addMember(uri, chairId, parser.isSet(chairName) ? parser.value(chairName) : chairId,
                         QStringLiteral("chair"));
    }
    if (action == QLatin1String("add-member")) {
        if (parser.value(member).isEmpty())
            return usage(Text::tr("server add-member takes --member ID"), parser.helpText());
        const QString p = parser.isSet(permission) ? parser.value(permission) : QStringLiteral("member");
        if (p != QLatin1String("chair") && p != QLatin1String("member") && p != QLatin1String("observer"))
            return usage(Text::tr("--permission takes chair, member or observer"), parser.helpText());
        return addMember(uri, parser.value(member), parser.isSet(name) ? parser.value(name) : parser.value(member), p);
    }
    if (action == QLatin1String("remove-member")) {
        if (parser.value(member).isEmpty())
            return usage(Text::tr("server remove-member takes --member ID"), parser.helpText());
        auto role = postgresRoles::revokeMember(uri, parser.value(member));
        if (!role)
            return fail(role.error());
        printOut(Text::tr("The role %1 of the member %2 can no longer log in nor read %3; the member's scores, "
                          "seals, signatures and audit entries stay.\n")
                     .arg(*role, parser.value(member), uri));
        return Success;
    }
    return usage(Text::tr("server takes init, add-member or remove-member, then URI"), parser.helpText());
}

} // namespace gatebench
