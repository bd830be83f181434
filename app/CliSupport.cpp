#include "CliSupport.h"
#include "storage/PostgresRoles.h"

#include "CommandLine.h"
#include "Translation.h"
#include "committee/ActingMember.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QSettings>

#include <cstdio>

namespace gatebench::cli {

namespace {
/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::CommandLine)
};
} // namespace

void printOut(const QString& text)
{
    std::fputs(text.toUtf8().constData(), stdout);
    std::fflush(stdout);
}

void printErr(const QString& text)
{
    std::fputs(text.toUtf8().constData(), stderr);
    std::fflush(stderr);
}

int usage(const QString& message, const QString& help)
{
    printErr(QStringLiteral("gatebench: %1\n\n%2").arg(message, help));
    return UsageError;
}

int exitCodeFor(const Error& error)
{
    switch (error.kind) {
    case Error::Kind::Usage:
        return UsageError;
    case Error::Kind::Integrity:
        return IntegrityFailure;
    case Error::Kind::Busy:
        return InUse;
    case Error::Kind::Signed:
        return SignedDecision;
    case Error::Kind::NotPermitted:
        return NotPermitted;
    case Error::Kind::BadInput:
    case Error::Kind::Io:
    case Error::Kind::Database:
    case Error::Kind::Conflict:
    case Error::Kind::Cancelled:
        break;
    }
    return BadInput;
}

int fail(const Error& error)
{
    printErr(QStringLiteral("gatebench: %1\n").arg(error.message));
    return exitCodeFor(error);
}

QDate isoDate(const QString& value)
{
    static const QRegularExpression shape(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    return shape.match(value).hasMatch() ? QDate::fromString(value, Qt::ISODate) : QDate();
}

bool dateOption(const QCommandLineParser& parser, const QCommandLineOption& option, QDate& date, int& exitCode)
{
    if (!parser.isSet(option))
        return true;
    const QString value = parser.value(option);
    const QDate given = isoDate(value);
    if (!given.isValid()) {
        exitCode = usage(Text::tr("--as-of takes a date as YYYY-MM-DD, not %1").arg(value), parser.helpText());
        return false;
    }
    date = given;
    return true;
}

QString commandLineLanguage(const QStringList& arguments)
{
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        QString value;
        if (arguments.at(i) == QLatin1String("--lang") && i + 1 < arguments.size())
            value = arguments.at(i + 1);
        else if (arguments.at(i).startsWith(QLatin1String("--lang=")))
            value = arguments.at(i).mid(7);
        if (value == QLatin1String("zh_CN") || value == QLatin1String("en"))
            return value;
    }
    return environmentLanguage();
}

QString summaryText(const Summary& summary)
{
    QString text = summary.title + u'\n' + summary.intro + u'\n';
    for (const auto& [label, value] : summary.facts)
        text += Text::tr("%1: %2").arg(label, value) + u'\n';
    for (const Summary::Table& table : summary.tables) {
        text += u'\n' + table.caption + u'\n' + table.headers.join(QStringLiteral(" | ")) + u'\n';
        for (const QStringList& row : table.rows)
            text += row.join(QStringLiteral(" | ")) + u'\n';
    }
    return text;
}

namespace {

/// `--as-member` as the last parse() read it (one command runs per process).
std::optional<QString>& explicitMember()
{
    static std::optional<QString> member;
    return member;
}

} // namespace

bool parse(QCommandLineParser& parser, const QStringList& arguments, int& exitCode, LanguageOption language)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")},
                                  Text::tr("Show this help."));
    parser.addOption(help);
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  Text::tr("The language of the output: zh_CN or en (default: the locale's)."),
                                  QStringLiteral("LANG"));
    // Adding `new`'s own --lang again would only log Qt's warning of a second option of that name.
    const bool ownLanguage = language == LanguageOption::Shared && parser.addOption(lang);
    const QCommandLineOption asMember(
        QStringLiteral("as-member"),
        Text::tr("Act as this committee member (id): writes are theirs, reads show what they may see "
                 "(default: the member chosen on this machine)."),
        QStringLiteral("ID"));
    parser.addOption(asMember);
    if (!parser.parse(arguments)) {
        exitCode = usage(parser.errorText(), parser.helpText());
        return false;
    }
    if (ownLanguage && parser.isSet(lang) && parser.value(lang) != QLatin1String("zh_CN") &&
        parser.value(lang) != QLatin1String("en")) {
        exitCode = usage(Text::tr("--lang takes zh_CN or en"), parser.helpText());
        return false;
    }
    if (parser.isSet(help)) {
        printOut(parser.helpText());
        exitCode = Success;
        return false;
    }
    explicitMember() = parser.isSet(asMember) ? std::optional<QString>(parser.value(asMember).trimmed()) : std::nullopt;
    return true;
}

QString actingMember()
{
    if (explicitMember())
        return *explicitMember();
    return QSettings().value(QLatin1String(kMemberSetting)).toString().trimmed();
}

std::optional<QString> oneFile(QCommandLineParser& parser, const QStringList& arguments, const QCommandLineOption* date,
                               QDate& day, int& exitCode)
{
    if (!parse(parser, arguments, exitCode))
        return std::nullopt;
    if (parser.positionalArguments().size() != 1) {
        exitCode = usage(Text::tr("%1 takes exactly one FILE").arg(arguments.value(0)), parser.helpText());
        return std::nullopt;
    }
    if (date && !dateOption(parser, *date, day, exitCode))
        return std::nullopt;
    return parser.positionalArguments().constFirst();
}

std::unique_ptr<Workspace> openReadOnly(const QString& file, int& exitCode)
{
    auto workspace = Workspace::open(file, Workspace::Access::ReadOnly);
    if (!workspace) {
        exitCode = fail(workspace.error());
        return nullptr;
    }
    if (!actAsMember(**workspace, exitCode))
        return nullptr;
    return std::move(workspace).value();
}

bool actAsMember(Workspace& workspace, int& exitCode)
{
    const QString id = actingMember();
    if (explicitMember()) {
        if (auto acted = committee::actAs(workspace, id); !acted) {
            exitCode = fail(acted.error());
            return false;
        }
        return true;
    }
    if (!id.isEmpty() && committee::actAs(workspace, id))
        return true;
    // On a server under its roles, the member whose role logged in.
    if (const QString member = postgresRoles::memberOfLocation(workspace.path()); !member.isEmpty()) {
        if (auto acted = committee::actAs(workspace, member); !acted) {
            exitCode = fail(acted.error());
            return false;
        }
        return true;
    }
    // The machine's choice, made for another evaluation: no member acts, as before the committee (the
    // reviewer name of older versions, else the operating-system user).
    committee::setActingMember(workspace, QString());
    workspace.setActor(QSettings().value(QLatin1String(kReviewerSetting)).toString());
    return true;
}

std::unique_ptr<Workspace> openForWriting(const QString& file, int& exitCode)
{
    auto workspace = Workspace::open(file, Workspace::Access::ReadWrite);
    if (!workspace) {
        exitCode = fail(workspace.error());
        return nullptr;
    }
    if (!actAsMember(**workspace, exitCode))
        return nullptr;
    return std::move(workspace).value();
}

std::unique_ptr<Workspace> openForWritingAs(const QString& file, const QString& memberId, int& exitCode)
{
    auto workspace = Workspace::open(file, Workspace::Access::ReadWrite);
    if (!workspace) {
        exitCode = fail(workspace.error());
        return nullptr;
    }
    if (auto acted = committee::actAs(**workspace, memberId); !acted) {
        exitCode = fail(acted.error());
        return nullptr;
    }
    return std::move(workspace).value();
}

std::optional<int> refuseHiddenPrices(const Workspace& workspace)
{
    if (!workspace.queries().pricesHidden())
        return std::nullopt;
    return fail(Error{Error::Kind::NotPermitted,
                      Text::tr("Prices and TCO figures are hidden from members until the scoring round is revealed.")});
}

} // namespace gatebench::cli
