#pragma once

#include "TableExporter.h"

namespace gatebench {

/// Tables as CSV for spreadsheets, through CsvWriter: UTF-8 with a byte order mark, RFC 4180
/// quoting, CRLF, numbers as plain numbers and every text cell (the header too) neutralised
/// against formula injection. GateBench's import reads it back exactly.
class CsvExporter final : public TableExporter {
public:
    QString id() const override { return QStringLiteral("csv"); }
    QString displayName() const override;
    QString extension() const override { return QStringLiteral("csv"); }
    Result<void> write(const ExportTable& table, QIODevice& device) const override;
};

} // namespace gatebench
