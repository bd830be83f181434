#pragma once

#include <QList>
#include <QString>

namespace gatebench {

/// A problem found in an input, located as an editor shows it: `line` is the 1-based line of the
/// file (the header is line 1), `column` the 1-based field number (0: the whole line or file).
struct Issue {
    enum class Severity { Error, Warning, Info };
    qint64 line = 0;
    int column = 0;
    Severity severity = Severity::Error;
    QString message;
    /// The stable ASCII key of the rule the input breaks ("end_before_start", as the sacct reader's
    /// SacctIssue::ruleKey names them), for a rejected row recorded with its import; empty when the
    /// problem has no such rule.
    QString rule = {};

    static QString severityKey(Severity severity)
    {
        switch (severity) {
        case Severity::Error:
            return QStringLiteral("error");
        case Severity::Warning:
            return QStringLiteral("warning");
        case Severity::Info:
            break;
        }
        return QStringLiteral("info");
    }
};

using Issues = QList<Issue>;

inline bool hasErrors(const Issues& issues)
{
    for (const Issue& issue : issues) {
        if (issue.severity == Issue::Severity::Error)
            return true;
    }
    return false;
}

} // namespace gatebench
