#pragma once

#include "CsvReader.h"

#include <QFile>
#include <QStringList>

namespace gatebench::testing {

/// The records of a CSV file as the import path reads it, header first (empty when unreadable).
inline QList<QStringList> readCsvRecords(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    CsvReader reader;
    if (!reader.open(&file))
        return {};
    QList<QStringList> records{reader.header()};
    CsvRecord record;
    while (reader.next(record))
        records.append(record.fields);
    return records;
}

} // namespace gatebench::testing
