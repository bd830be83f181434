#include "CsvWriter.h"

#include "FormatRegistry.h"
#include "commands/Criteria.h"
#include "core/Labels.h"
#include "decision/DecisionKeys.h"
#include "mapping/RecordKinds.h"
#include "repositories/CriterionRepository.h"
#include "repositories/ImportFields.h"
#include "storage/Storage.h"

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

bool isNumeric(const QVariant& value)
{
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Short:
    case QMetaType::UShort:
    case QMetaType::Long:
    case QMetaType::ULong:
    case QMetaType::Double:
    case QMetaType::Float:
        return true;
    default:
        return false;
    }
}

/// A number as spreadsheets read it: an optional sign, digits with an optional decimal point, an
/// optional exponent. ASCII only; "inf", "nan" and thousands separators are text.
bool isPlainDecimal(QStringView text)
{
    const qsizetype n = text.size();
    qsizetype i = 0;
    const auto digits = [&] {
        const qsizetype start = i;
        while (i < n && text[i] >= u'0' && text[i] <= u'9')
            ++i;
        return i - start;
    };
    if (i < n && (text[i] == u'+' || text[i] == u'-'))
        ++i;
    qsizetype mantissa = digits();
    if (i < n && text[i] == u'.') {
        ++i;
        mantissa += digits();
    }
    if (mantissa == 0)
        return false;
    if (i < n && (text[i] == u'e' || text[i] == u'E')) {
        ++i;
        if (i < n && (text[i] == u'+' || text[i] == u'-'))
            ++i;
        if (digits() == 0)
            return false;
    }
    return i == n;
}

} // namespace

CsvWriter::CsvWriter(QIODevice* device, bool byteOrderMark)
    : m_device(device)
    , m_bomPending(byteOrderMark)
{}

bool CsvWriter::needsNeutralising(QStringView text)
{
    if (text.isEmpty())
        return false;
    switch (text.front().unicode()) {
    case u'=':
    case u'+':
    case u'-':
    case u'@':
    case u'\t':
    case u'\r':
        return !isPlainDecimal(text);
    case u'\'':
        // "'=x" is written "''=x", so that reading drops exactly one apostrophe and gets "'=x" back.
        return needsNeutralising(text.sliced(1));
    default:
        return false;
    }
}

QString CsvWriter::neutralised(const QString& text)
{
    return needsNeutralising(text) ? u'\'' + text : text;
}

QString CsvWriter::unneutralised(const QString& cell)
{
    if (cell.startsWith(u'\'') && needsNeutralising(QStringView(cell).sliced(1)))
        return cell.sliced(1);
    return cell;
}

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
    writeFields(fields, {});
}

void CsvWriter::writeFields(const QStringList& fields, const QList<bool>& numeric)
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
    for (qsizetype i = 0; i < fields.size(); ++i)
        out.append(quoted(numeric.value(i, false) ? fields.at(i) : neutralised(fields.at(i))));
    bytes.append(out.join(u',').toUtf8());
    bytes.append("\r\n");
    if (m_device->write(bytes) != bytes.size())
        m_error = m_device->errorString();
}

void CsvWriter::writeCells(const QVariantList& cells)
{
    QStringList fields;
    fields.reserve(cells.size());
    QList<bool> numeric;
    for (const QVariant& cell : cells) {
        const bool number = !cell.isNull() && isNumeric(cell);
        const bool floating = cell.typeId() == QMetaType::Double || cell.typeId() == QMetaType::Float;
        fields.append(!number ? cell.toString() : floating ? plainNumber(cell) : QString::number(cell.toLongLong()));
        numeric.append(number);
    }
    writeFields(fields, numeric);
}

Result<void> CsvWriter::finish() const
{
    if (!m_error.isEmpty())
        return Error{Error::Kind::Io, Text::tr("Writing the CSV file failed: %1").arg(m_error)};
    return {};
}

QStringList criteriaCsvColumns()
{
    return recordKinds::criteriaExportFields();
}

Result<ExportTable> criteriaExportTable(const Storage& storage, CriteriaExportStyle style)
{
    auto criteria = CriterionRepository(storage).ordered();
    if (!criteria)
        return criteria.error();
    const bool labelled = style == CriteriaExportStyle::Labels;
    ExportTable table;
    table.title = Text::tr("Requirements");
    table.header = criteriaCsvColumns();
    if (labelled) {
        const RecordKind* kind = recordKinds::find(QLatin1String(key(RecordKindId::Criteria)));
        for (QString& column : table.header)
            column = kind->field(column)->label();
    }
    const QStringList knownCategories = criteria::categoryKeys();
    for (const Criterion& c : std::as_const(*criteria)) {
        const QString tier = tierKey(c.tier);
        QVariant tierCell = tier;
        QVariant category = c.category;
        QVariant evidence = c.evidenceRequired ? 1 : 0;
        if (labelled) {
            tierCell = labels::tier(tier);
            // A committee's own category is its own word; a known one reads as the window shows it.
            if (knownCategories.contains(c.category))
                category = labels::category(c.category);
            evidence = c.evidenceRequired ? Text::tr("Yes") : Text::tr("No");
        }
        // Typed cells in the header's order: numbers are written as numbers, text neutralised (CsvWriter).
        // The file says "owner"; the requirement keeps the owner's role.
        table.rows.append({c.id, tierCell, category, c.title.zh, c.title.en, c.description.zh, c.description.en,
                           c.ownerRole.zh, c.ownerRole.en, c.acceptance.zh, c.acceptance.en, evidence,
                           c.weight ? QVariant(*c.weight) : QVariant(),
                           c.reviewDate.isValid() ? c.reviewDate.toString(Qt::ISODate) : QString(), c.vendorQuestion.zh,
                           c.vendorQuestion.en});
    }
    return table;
}

Result<void> writeCriteriaCsv(const Storage& storage, QIODevice* device, CriteriaExportStyle style)
{
    auto table = criteriaExportTable(storage, style);
    if (!table)
        return table.error();
    return FormatRegistry::standard().exporter(QStringLiteral("csv"))->write(*table, *device);
}

Result<void> writeCriteriaCsv(const Storage& storage, const QString& path, CriteriaExportStyle style)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{
            Error::Kind::Io,
            QCoreApplication::translate("gatebench::CsvWriter", "Cannot write %1: %2").arg(path, file.errorString())};
    if (auto r = writeCriteriaCsv(storage, &file, style); !r) {
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
