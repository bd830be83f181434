#pragma once

#include "FormatReader.h"

class QIODevice;

namespace gatebench {

class HashingDevice;

/// One CSV table on a device: the hand-written CsvReader (CsvScanner, CsvSniffer, TextDecoder)
/// behind the RecordStream interface, hashing the bytes as it reads them. Used for plain CSV
/// files and for the CSV members of ZIP archives.
class CsvRecordStream final : public RecordStream {
public:
    /// Opens the reader on `source` (not owned; open for reading) and runs detection. `size`: the
    /// table's bytes when known (a small table gets small buffers), else -1. `member`: the table is
    /// a member of a container, which reports its read errors itself.
    CsvRecordStream(QIODevice& source, QString name, qint64 size, bool member, const ReadOptions& options);
    ~CsvRecordStream() override;

    QString name() const override { return m_name; }
    bool failed() const override { return m_failed; }
    const QStringList& header() const override;
    qint64 headerLine() const override;
    bool next(SourceRecord& record) override;
    const Issues& issues() const override;
    const std::optional<Error>& readError() const override;
    bool cancelled() const override { return m_cancelled; }
    qint64 bytesRead() const override;
    Result<QString> finish() override;
    const CsvDetection* textDetection() const override;
    bool notText() const override;

    /// The reader itself, for what only CSV has (`gatebench preview` prints its detection).
    CsvReader& reader() { return m_reader; }

private:
    std::unique_ptr<HashingDevice> m_device;
    CsvReader m_reader;
    QString m_name;
    bool m_member = false;
    bool m_failed = false;
    bool m_cancelled = false;
    const std::atomic<bool>* m_cancel = nullptr;
    Issues m_openIssues; ///< why the reader could not open (it keeps no issue then)
    CsvRecord m_record;
    std::optional<Error> m_noError;
};

/// CSV files as Excel, WPS and cluster tools write them (UTF-8, UTF-16 or GB18030; comma,
/// semicolon, tab or pipe), detected from their content: any text that is not another format's.
class CsvFormat final : public FormatReader {
public:
    QString id() const override { return QStringLiteral("csv"); }
    QString displayName() const override;
    QStringList extensions() const override;
    double detect(QByteArrayView head, bool wholeFile, const QString& fileName) const override;
    Result<std::unique_ptr<FormatInput>> open(const QString& path, const ReadOptions& options) const override;
};

} // namespace gatebench
