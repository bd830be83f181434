#pragma once

#include "CsvReader.h"
#include "core/Result.h"

#include <QCommandLineOption>

class QCommandLineParser;

namespace gatebench {

/// The options of every command that reads CSV files (`preview`, `import`): --encoding,
/// --delimiter, --header and --comment, with one meaning and one help text everywhere.
class CsvCliOptions {
public:
    CsvCliOptions();
    void addTo(QCommandLineParser& parser) const;
    /// The reader options the parsed command line states; a Usage error for a bad value.
    Result<CsvOptions> read(const QCommandLineParser& parser) const;

private:
    QCommandLineOption m_encoding;
    QCommandLineOption m_delimiter;
    QCommandLineOption m_header;
    QCommandLineOption m_comment;
};

} // namespace gatebench
