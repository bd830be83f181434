#pragma once

#include <QString>

namespace gatebench {

/// A record's line in the file it was imported from, as the file is now: whether the file is still
/// there and unchanged since the import (its SHA-256 as the import recorded it), and if so the line
/// (with the lines after it while a quoted field runs on, as a note with line breaks does). The file
/// may be a plain CSV file or a member of a ZIP archive ("ARCHIVE/MEMBER", as imports name them).
struct SourceLine {
    enum class Status {
        NotImported, ///< the record names no file
        Missing,     ///< the file (or the archive, or its member) is not there any more
        Unreadable,  ///< it is there but cannot be read (`problem` says why)
        Changed,     ///< its SHA-256 is not the one recorded at the import
        Unchanged,   ///< as imported: `text` is the line
    };
    Status status = Status::NotImported;
    QString path;    ///< the file on disk (the archive for a member)
    QString member;  ///< the member inside the archive; empty for a plain file
    QString sha256;  ///< of the file as it is now; empty when it could not be read
    QString text;    ///< the record's line(s), decoded; set only when Unchanged
    QString problem; ///< for Unreadable, or when the line is beyond the end
};

/// Checks `file` (as a PoC run or another imported record names it) against `sha256` and reads
/// line `line` (1-based) when it is unchanged.
SourceLine readSourceLine(const QString& file, qint64 line, const QString& sha256);

} // namespace gatebench
