#include "CsvExporter.h"

#include "CsvWriter.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::CsvExporter)
};

} // namespace

QString CsvExporter::displayName() const
{
    return Text::tr("CSV");
}

Result<void> CsvExporter::write(const ExportTable& table, QIODevice& device) const
{
    CsvWriter writer(&device);
    writer.writeRecord(table.header);
    for (const QVariantList& row : table.rows)
        writer.writeCells(row);
    return writer.finish();
}

} // namespace gatebench
