#include "TabSeparated.h"

namespace gatebench {

QList<QStringList> parseTabSeparated(const QString& text)
{
    QList<QStringList> rows;
    QStringList row;
    QString cell;
    bool cellStarted = false;
    const qsizetype n = text.size();
    qsizetype i = 0;
    const auto endRow = [&] {
        row.append(cell);
        rows.append(row);
        row.clear();
        cell.clear();
        cellStarted = false;
    };
    while (i < n) {
        const QChar c = text.at(i);
        if (!cellStarted && c == u'"') {
            // A quoted cell: up to the quote that is not doubled.
            ++i;
            while (i < n) {
                if (text.at(i) == u'"') {
                    if (i + 1 < n && text.at(i + 1) == u'"') {
                        cell.append(u'"');
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                cell.append(text.at(i));
                ++i;
            }
            cellStarted = true;
            continue;
        }
        if (c == u'\t') {
            row.append(cell);
            cell.clear();
            cellStarted = false;
            ++i;
            continue;
        }
        if (c == u'\r' || c == u'\n') {
            endRow();
            i += (c == u'\r' && i + 1 < n && text.at(i + 1) == u'\n') ? 2 : 1;
            continue;
        }
        cell.append(c);
        cellStarted = true;
        ++i;
    }
    if (cellStarted || !row.isEmpty())
        endRow();
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
