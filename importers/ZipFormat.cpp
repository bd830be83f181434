#include "ZipFormat.h"

#include "CsvFormat.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ZipFormat)
};

/// An archive opened once (its central directory checked), read member by member.
class ZipInput final : public FormatInput {
public:
    ZipInput(QString path, std::unique_ptr<ZipArchiveReader> archive, const ReadOptions& options)
        : m_path(std::move(path))
        , m_archive(std::move(archive))
        , m_options(options)
    {
        for (const ZipMember& member : m_archive->members())
            m_tables.append({member.name, member.size, member.compressedSize});
    }

    const QList<TableInfo>& tables() const override { return m_tables; }
    bool isContainer() const override { return true; }
    qint64 totalBytes() const override { return m_archive->declaredBytes(); }

    Result<void> read(const Visit& visit) override
    {
        // One pass over the archive: each member is unpacked once, straight into the reader.
        return m_archive->read([&](const ZipMember& member, QIODevice& device) {
            CsvRecordStream table(device, m_path + u'/' + member.name, member.size, true, m_options);
            return visit(table);
        });
    }

private:
    QString m_path;
    std::unique_ptr<ZipArchiveReader> m_archive;
    ReadOptions m_options;
    QList<TableInfo> m_tables;
};

/// True for the ZIP packages of office documents (xlsx, docx, ods ...): their first member names
/// the package type, where an archive of CSV files has a file name.
bool isOfficePackage(QByteArrayView head)
{
    const QByteArrayView start = head.first(std::min<qsizetype>(head.size(), 256));
    return start.indexOf(QByteArrayView("[Content_Types].xml")) >= 0 ||
           start.indexOf(QByteArrayView("mimetypeapplication/vnd.oasis.opendocument")) >= 0;
}

} // namespace

QString ZipFormat::displayName() const
{
    return Text::tr("ZIP archive of CSV files");
}

QStringList ZipFormat::extensions() const
{
    return {QStringLiteral("zip")};
}

double ZipFormat::detect(QByteArrayView head, bool, const QString& fileName) const
{
    // A local file header, or the end of an empty archive.
    const bool signature = head.startsWith("PK\x03\x04") || head.startsWith("PK\x05\x06");
    if (signature)
        return isOfficePackage(head) ? 0.0 : 1.0;
    // Named .zip but without the signature: still the archive reader's, which says what is wrong
    // with it, unless the content is plainly something else (text reads as CSV, 0.5).
    return hasExtension(fileName) ? 0.3 : 0.0;
}

Result<std::unique_ptr<FormatInput>> ZipFormat::open(const QString& path, const ReadOptions& options) const
{
    auto archive = std::make_unique<ZipArchiveReader>(options.zipLimits);
    if (auto opened = archive->open(path); !opened)
        return opened.error();
    if (archive->members().isEmpty())
        return Error{Error::Kind::BadInput, Text::tr("the archive holds no CSV file")};
    return std::unique_ptr<FormatInput>(std::make_unique<ZipInput>(path, std::move(archive), options));
}

} // namespace gatebench
