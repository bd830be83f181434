#pragma once

#include "Result.h"

#include <QString>

class QIODevice;

namespace gatebench {

class CsvReader;

/// The name of a delimiter in the preview and on the command line: comma, semicolon, tab, pipe,
/// or the character itself.
QString csvDelimiterName(char delimiter);

/// The delimiter that a name (see csvDelimiterName) or a single ASCII character stands for;
/// 0 when it stands for none.
char csvDelimiterFromName(const QString& name);

/// `gatebench preview --json`: reads the rest of an opened reader and writes how GateBench reads
/// the file, one row per line, as it reads (memory stays bounded):
///
///     {"encoding": "UTF-8", "encoding_confidence": 1, "delimiter": "comma",
///      "delimiter_confidence": 1, "has_header": true, "header_confidence": 0.95,
///      "header": ["a", "b"], "rows": [["1", "2"], ...],
///      "issues": [{"line": 3, "column": 2, "severity": "warning", "message": "..."}, ...]}
///
/// Every row is there, every field a string exactly as parsed. Fails only when `out` fails.
Result<void> writeCsvPreviewJson(CsvReader& reader, QIODevice& out);

/// `gatebench preview`: the same as a table for people (columns aligned on the first rows, long
/// cells cut, line breaks in cells shown as ↵), then the issues.
Result<void> writeCsvPreviewTable(CsvReader& reader, QIODevice& out);

} // namespace gatebench
