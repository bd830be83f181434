#include "mapping/TabSeparated.h"

#include "mapping/CsvScanner.h"

#include <vector>

namespace gatebench {

QList<QStringList> parseTabSeparated(const QString& text)
{
    // The clipboard's text is read by the same scanner as every CSV file (tab delimiter, no
    // comments), on its UTF-8 bytes; the data is all there, so the scan never needs more.
    QByteArray utf8 = text.toUtf8();
    const qsizetype size = utf8.size();
    char* data = utf8.data();
    const CsvScanner scanner('\t', 0);
    std::vector<CsvScanField> fields;
    QList<QStringList> rows;
    qsizetype pos = 0;
    while (pos < size) {
        const CsvScan scan = scanner.scan(data, size, pos, true, fields);
        if (scan.kind == CsvScan::Kind::BlankLine) {
            rows.append(QStringList{QString()}); // a blank row keeps the block's shape
        } else if (scan.kind == CsvScan::Kind::Record) {
            QStringList row;
            row.reserve(scan.fields);
            for (qsizetype i = 0; i < scan.fields; ++i)
                row.append(QString::fromUtf8(CsvScanner::text(data, fields[size_t(i)])));
            rows.append(row);
        } else {
            // More cells in one row than the scanner takes (65,536; Excel's limit is 16,384): the
            // block ends before that row. NeedMore and Comment cannot happen at the end of the
            // data without a comment character.
            break;
        }
        pos = scan.next;
    }
    return rows;
}

QString toTabSeparated(const QList<QStringList>& rows)
{
    QStringList lines;
    lines.reserve(rows.size());
    for (const QStringList& row : rows) {
        QStringList cells;
        cells.reserve(row.size());
        for (const QString& cell : row) {
            if (cell.contains(u'\t') || cell.contains(u'\n') || cell.contains(u'\r') || cell.startsWith(u'"')) {
                QString quoted = cell;
                quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
                cells.append(u'"' + quoted + u'"');
            } else {
                cells.append(cell);
            }
        }
        lines.append(cells.join(u'\t'));
    }
    return lines.join(u'\n') + (lines.isEmpty() ? QString() : QStringLiteral("\n"));
}

} // namespace gatebench
