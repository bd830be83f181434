#pragma once

#include "core/Result.h"
#include "reports/Summaries.h"

#include <QDate>
#include <QString>

#include <memory>
#include <optional>

class QCommandLineOption;
class QCommandLineParser;

namespace gatebench {
class Workspace;
}

namespace gatebench::cli {

/// Writes UTF-8 to standard output / standard error and flushes.
void printOut(const QString& text);
void printErr(const QString& text);

/// Prints "gatebench: MESSAGE" and the command's help to stderr; returns the usage exit code (1).
int usage(const QString& message, const QString& help);

/// The exit code of an error: 1 usage, 3 integrity failure, 4 in use by another writer, 2 any other
/// bad input.
int exitCodeFor(const Error& error);

/// Prints "gatebench: MESSAGE" to stderr; returns exitCodeFor(error).
int fail(const Error& error);

/// The date of `value` when it is written YYYY-MM-DD (an --as-of option), else an invalid date.
QDate isoDate(const QString& value);

/// Reads a date option (--as-of) into `date`, which keeps its value when the option is not given.
/// Returns false, with the usage message printed and `exitCode` set, when the value is not YYYY-MM-DD.
bool dateOption(const QCommandLineParser& parser, const QCommandLineOption& option, QDate& date, int& exitCode);

/// The language a command speaks: its `--lang zh_CN|en` (also `--lang=…`) when given, else the
/// locale environment's (environmentLanguage()). An unknown value is left to the command's parser
/// to refuse; the message is then in the environment's language.
QString commandLineLanguage(const QStringList& arguments);

/// A summary as text (`gatebench poc`, `gatebench baseline`): the title, the intro, the facts one
/// a line, each table with its caption and its cells separated by " | ", as the pages show them.
QString summaryText(const Summary& summary);

/// Whose --lang a command has: the output language every command shares, or its own (`new`'s also
/// names the evaluation's language, and the command has added it).
enum class LanguageOption { Shared, Own };

/// Parses a subcommand's arguments (the first is the subcommand's name) with --help and --lang
/// options (a command that has its own --lang, as `new`, says so and keeps it).
/// Returns true to go on; false when the command is done, with `exitCode` set (help printed: 0,
/// bad options: 1).
bool parse(QCommandLineParser& parser, const QStringList& arguments, int& exitCode,
           LanguageOption language = LanguageOption::Shared);

/// The start of every command that reads one evaluation file: parse() its arguments, require
/// exactly one FILE ("COMMAND takes exactly one FILE") and read its date option (`--as-of`,
/// `--date`; none when `dateOption` is null) into `date`, which keeps its value when not given.
/// Returns the FILE; null when the command is done, with `exitCode` set.
std::optional<QString> oneFile(QCommandLineParser& parser, const QStringList& arguments,
                               const QCommandLineOption* dateOption, QDate& date, int& exitCode);

/// Opens `file` read-only, as every reading command does (a damaged or foreign file is refused).
/// Null when it cannot, with the error printed and `exitCode` set.
std::unique_ptr<Workspace> openReadOnly(const QString& file, int& exitCode);

/// While a sealed round hides prices from the command's reader: the refusal printed and its exit code
/// (6); else nothing.
std::optional<int> refuseHiddenPrices(const Workspace& workspace);

/// The member the command acts as: `--as-member ID` of the last parse(), else the member chosen on
/// this machine (QSettings kMemberSetting), else empty (the operating-system user acts, as before the
/// committee). Commands that write act as that member; commands that read apply that member's
/// visibility rules, as the window does.
QString actingMember();

/// Makes `workspace` act as actingMember(), in the one way the window does too
/// (Workspace::setActingMember: the actor stamped on changes, the audit's member and operating-system
/// user, the viewer of every read). An id given with `--as-member` that names no member of the
/// evaluation is a usage error (false, printed, `exitCode` 1); the machine's choice that names none
/// (it was made for another evaluation) acts as no member, the operating-system user as before.
bool actAsMember(Workspace& workspace, int& exitCode);

/// Opens `file` for writing as every writing command does, acting as actingMember() (actAsMember()).
/// Null when it cannot, with the error printed and `exitCode` set.
std::unique_ptr<Workspace> openForWriting(const QString& file, int& exitCode);

/// Opens `file` for writing acting as the member `memberId` (a command's own `--member ID`, as sign
/// and score take): an id that names no member of the evaluation is a usage error (null, printed,
/// `exitCode` 1).
std::unique_ptr<Workspace> openForWritingAs(const QString& file, const QString& memberId, int& exitCode);

} // namespace gatebench::cli
