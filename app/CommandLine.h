#pragma once

#include <QStringList>

namespace gatebench {

/// Exit codes of every subcommand.
enum ExitCode : int {
    Success = 0,
    UsageError = 1,
    BadInput = 2,
    IntegrityFailure = 3,
    InUse = 4,
    SignedDecision = 5, ///< the decision is signed and frozen: the chair must reopen it first
    NotPermitted = 6    ///< the acting member's permission does not allow the action
};

/// True when `arguments` (without the program name) name a subcommand that runs without a window.
bool isSubcommand(const QStringList& arguments);

/// True when the subcommand named in `arguments` lays out pages (the report PDF, the exit bundle with
/// the report in it): it needs Qt's GUI application (fonts, a paint device). The others read and write
/// the evaluation and print text, and run on a core application.
bool subcommandDrawsPages(const QStringList& arguments);

/// Runs a subcommand; prints to stdout / stderr and returns the exit code.
int runSubcommand(const QStringList& arguments);

/// The top-level help text (`gatebench --help`).
QString usageText();

} // namespace gatebench
