#pragma once

#include "ZipArchiveReader.h"
#include "core/Result.h"

#include <QList>
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

/// The archive around the member that a preview shows (`gatebench preview ARCHIVE.zip`).
struct CsvPreviewArchive {
    QString archive;          ///< as the user named it
    QList<ZipMember> members; ///< every CSV member, in archive order
    QString member;           ///< the one shown
};

/// `gatebench preview --json`: reads the rest of an opened reader and writes how GateBench reads
/// the file, one row per line, as it reads (memory stays bounded):
///
///     {"encoding": "UTF-8", "encoding_confidence": 1, "delimiter": "comma",
///      "delimiter_confidence": 1, "has_header": true, "header_confidence": 0.95,
///      "header": ["a", "b"], "rows": [["1", "2"], ...],
///      "issues": [{"line": 3, "column": 2, "severity": "warning", "message": "..."}, ...]}
///
/// Every row is there, every field a string exactly as parsed. Fails only when `out` fails.
/// For a member of an archive, three keys come first:
///
///     {"archive": "jobs.zip", "members": [{"name": "a.csv", "size": 120, "compressed_size": 80}, ...],
///      "member": "a.csv", "encoding": ...}
Result<void> writeCsvPreviewJson(CsvReader& reader, QIODevice& out, const CsvPreviewArchive* archive = nullptr);

/// `gatebench preview`: the same as a table for people (columns aligned on the first rows, long
/// cells cut, line breaks in cells shown as ↵), then the issues.
/// For a member of an archive, the archive, its CSV members and the one shown come first.
Result<void> writeCsvPreviewTable(CsvReader& reader, QIODevice& out, const CsvPreviewArchive* archive = nullptr);

} // namespace gatebench
