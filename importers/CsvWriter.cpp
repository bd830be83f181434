#include "CsvWriter.h"

#include "Criteria.h"
#include "Storage.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QSaveFile>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::CsvWriter)
};

QString plainNumber(const QVariant& value)
{
    if (value.isNull() || !value.isValid())
        return {};
    // 'g' with enough digits: 1 stays "1", 2.5 stays "2.5", in every locale.
    return QString::number(value.toDouble(), 'g', 15);
}

} // namespace

CsvWriter::CsvWriter(QIODevice* device, bool byteOrderMark)
    : m_device(device)
    , m_bomPending(byteOrderMark)
{}

QString CsvWriter::quoted(const QString& field)
{
    if (!field.contains(u',') && !field.contains(u'"') && !field.contains(u'\n') && !field.contains(u'\r'))
        return field;
    QString text = field;
    text.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + text + u'"';
}

void CsvWriter::writeRecord(const QStringList& fields)
{
    if (!m_error.isEmpty())
        return;
    QByteArray bytes;
    if (m_bomPending) {
        bytes.append("\xEF\xBB\xBF");
        m_bomPending = false;
    }
    QStringList out;
    out.reserve(fields.size());
    for (const QString& field : fields)
        out.append(quoted(field));
    bytes.append(out.join(u',').toUtf8());
    bytes.append("\r\n");
    if (m_device->write(bytes) != bytes.size())
        m_error = m_device->errorString();
}

Result<void> CsvWriter::finish() const
{
    if (!m_error.isEmpty())
        return Error{Error::Kind::Io, Text::tr("Writing the CSV file failed: %1").arg(m_error)};
    return {};
}

QStringList criteriaCsvColumns()
{
    return {QStringLiteral("id"),
            QStringLiteral("tier"),
            QStringLiteral("category"),
            QStringLiteral("title_zh"),
            QStringLiteral("title_en"),
            QStringLiteral("description_zh"),
            QStringLiteral("description_en"),
            QStringLiteral("owner_zh"),
            QStringLiteral("owner_en"),
            QStringLiteral("acceptance_zh"),
            QStringLiteral("acceptance_en"),
            QStringLiteral("evidence_required"),
            QStringLiteral("weight"),
            QStringLiteral("review_date")};
}

Result<void> writeCriteriaCsv(const Storage& storage, QIODevice* device)
{
    auto rows = criteria::ordered(storage);
    if (!rows)
        return rows.error();
    CsvWriter writer(device);
    const QStringList columns = criteriaCsvColumns();
    writer.writeRecord(columns);
    for (const Row& row : std::as_const(*rows)) {
        QStringList fields;
        for (const QString& column : columns) {
            if (column == QLatin1String("evidence_required")) {
                fields.append(row.value(column).toInt() != 0 ? QStringLiteral("1") : QStringLiteral("0"));
            } else if (column == QLatin1String("weight")) {
                fields.append(plainNumber(row.value(column)));
            } else if (column.startsWith(QLatin1String("owner_"))) {
                // The file says "owner"; the table keeps the owner's role.
                fields.append(row.value(QStringLiteral("owner_role_") + column.mid(6)).toString());
            } else {
                fields.append(row.value(column).toString());
            }
        }
        writer.writeRecord(fields);
    }
    return writer.finish();
}

Result<void> writeCriteriaCsv(const Storage& storage, const QString& path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{
            Error::Kind::Io,
            QCoreApplication::translate("gatebench::CsvWriter", "Cannot write %1: %2").arg(path, file.errorString())};
    if (auto r = writeCriteriaCsv(storage, &file); !r) {
        file.cancelWriting();
        return r;
    }
    if (!file.commit())
        return Error{
            Error::Kind::Io,
            QCoreApplication::translate("gatebench::CsvWriter", "Cannot write %1: %2").arg(path, file.errorString())};
    return {};
}

} // namespace gatebench
