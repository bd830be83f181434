#include "CsvFormat.h"

#include "TextDecoder.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::CsvFormat)
};

/// A small table gets small buffers (the same detection: the sample still holds all of it), so
/// that 10,000 small archive members do not each allocate and fault in megabytes.
CsvOptions sizedFor(CsvOptions options, qint64 size)
{
    if (size >= 0) {
        options.readBytes = std::clamp<qsizetype>(size + 1, 4096, options.readBytes);
        options.sniffBytes = std::clamp<qsizetype>(size + 1, 4096, options.sniffBytes);
    }
    return options;
}

/// A plain CSV file: one table, opened when it is read.
class CsvFileInput final : public FormatInput {
public:
    CsvFileInput(QString path, qint64 size, const ReadOptions& options)
        : m_path(std::move(path))
        , m_tables{{QFileInfo(m_path).fileName(), size, size}}
        , m_options(options)
    {}

    const QList<TableInfo>& tables() const override { return m_tables; }
    bool isContainer() const override { return false; }
    qint64 totalBytes() const override { return m_tables.first().size; }

    Result<void> read(const Visit& visit) override
    {
        QFile file(m_path);
        if (!file.open(QIODevice::ReadOnly))
            return Error{Error::Kind::BadInput, Text::tr("cannot open the file: %1").arg(file.errorString())};
        CsvRecordStream table(file, m_path, file.size(), false, m_options);
        (void)visit(table);
        return {};
    }

private:
    QString m_path;
    QList<TableInfo> m_tables;
    ReadOptions m_options;
};

} // namespace

class HashingDevice final : public QIODevice {
public:
    explicit HashingDevice(QIODevice& source)
        : m_source(source)
        , m_hash(QCryptographicHash::Sha256)
    {
        QIODevice::open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    }

    bool isSequential() const override { return true; }

    /// Reads what the reader left, so that the digest covers the whole input; false on a read error.
    bool drain()
    {
        char buffer[1 << 16];
        for (;;) {
            const qint64 n = read(buffer, sizeof buffer);
            if (n <= 0)
                return n == 0;
        }
    }

    QString hexDigest() const { return QString::fromLatin1(m_hash.result().toHex()); }

protected:
    qint64 readData(char* data, qint64 maxSize) override
    {
        const qint64 n = m_source.read(data, maxSize);
        if (n < 0) {
            setErrorString(m_source.errorString());
            return -1;
        }
        m_hash.addData(QByteArrayView(data, n));
        return n;
    }
    qint64 writeData(const char*, qint64) override { return -1; }

private:
    QIODevice& m_source;
    QCryptographicHash m_hash;
};

CsvRecordStream::CsvRecordStream(QIODevice& source, QString name, qint64 size, bool member, const ReadOptions& options)
    : m_device(std::make_unique<HashingDevice>(source))
    , m_reader(sizedFor(options.csv, size))
    , m_name(std::move(name))
    , m_member(member)
    , m_cancel(options.cancelled)
{
    if (auto opened = m_reader.open(m_device.get()); !opened) {
        m_failed = true;
        // A member's read errors are its archive's to report, once.
        if (!member || opened.error().kind != Error::Kind::Io)
            m_openIssues.append({0, 0, Issue::Severity::Error, opened.error().message});
    }
}

CsvRecordStream::~CsvRecordStream() = default;

const QStringList& CsvRecordStream::header() const
{
    return m_reader.header();
}

qint64 CsvRecordStream::headerLine() const
{
    return m_reader.headerLine();
}

bool CsvRecordStream::next(SourceRecord& record)
{
    if (m_failed || m_cancelled)
        return false;
    if (m_cancel && m_cancel->load()) {
        m_cancelled = true;
        return false;
    }
    // The reader refills the caller's list in place: no allocation per record once it has grown.
    m_record.fields.swap(record.fields);
    const bool read = m_reader.next(m_record);
    record.fields.swap(m_record.fields);
    if (!read)
        return false;
    record.file = m_name;
    record.line = m_record.line;
    return true;
}

const Issues& CsvRecordStream::issues() const
{
    return m_failed ? m_openIssues : m_reader.issues();
}

const std::optional<Error>& CsvRecordStream::readError() const
{
    return m_member ? m_noError : m_reader.readError();
}

qint64 CsvRecordStream::bytesRead() const
{
    return m_reader.bytesRead();
}

Result<QString> CsvRecordStream::finish()
{
    if (!m_reader.readError() && !m_device->drain() && !m_member)
        return Error{Error::Kind::Io, Text::tr("cannot read the file: %1").arg(m_device->errorString())};
    return m_device->hexDigest();
}

const CsvDetection* CsvRecordStream::textDetection() const
{
    return m_failed ? nullptr : &m_reader.detection();
}

bool CsvRecordStream::notText() const
{
    return !m_failed && m_reader.notText();
}

QString CsvFormat::displayName() const
{
    return Text::tr("CSV");
}

QStringList CsvFormat::extensions() const
{
    return {QStringLiteral("csv"), QStringLiteral("tsv"), QStringLiteral("txt")};
}

double CsvFormat::detect(QByteArrayView head, bool wholeFile, const QString& fileName) const
{
    // Any text is CSV to GateBench, whatever its name (a tab-separated export named .dat): the
    // reader detects encoding, delimiter and header. Binary content is not; but a file the user
    // named .csv is still read as CSV when nothing else claims it, so that the reader's located
    // issue says what the file is ("a PDF document, not CSV").
    const bool named = hasExtension(fileName);
    if (TextDecoder::detect(head, wholeFile).binary)
        return named ? 0.1 : 0.0;
    return named ? 0.9 : 0.5;
}

Result<std::unique_ptr<FormatInput>> CsvFormat::open(const QString& path, const ReadOptions& options) const
{
    const QFileInfo info(path);
    if (!info.isFile())
        return Error{Error::Kind::BadInput, Text::tr("no such file")};
    return std::unique_ptr<FormatInput>(std::make_unique<CsvFileInput>(path, info.size(), options));
}

} // namespace gatebench
