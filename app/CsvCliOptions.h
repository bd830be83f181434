#pragma once

#include "CsvReader.h"
#include "ImportTypes.h"
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

/// The options of `import --kind jobs` from CSV: --format (csv: the shared mapping with its
/// synonyms; gatebench, helios, alibaba: a built-in preset, MappingPreset::builtIn), --team-field,
/// --task-type-field and --trace-start; and of `import --kind tco`: --format (csv, gatebench,
/// finance) and --candidate.
class JobCsvCliOptions {
public:
    JobCsvCliOptions();
    void addTo(QCommandLineParser& parser) const;
    /// The formats --format takes here: "csv" and the built-in presets of job records and TCO lines.
    static QStringList formats();
    /// Sets `request` (its kind, and its preset from --mapping, already read) from the parsed
    /// command line: the preset of --format (the --mapping file's columns, units, zone and
    /// references over it), the fields taken from named columns, the trace start. A Usage error
    /// for a value it does not know or an option that does not fit the kind.
    Result<void> apply(const QCommandLineParser& parser, ImportRequest& request) const;

private:
    QCommandLineOption m_format;
    QCommandLineOption m_teamField;
    QCommandLineOption m_taskTypeField;
    QCommandLineOption m_traceStart;
    QCommandLineOption m_candidate;
};

} // namespace gatebench
