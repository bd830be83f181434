// libFuzzer target for the CSV reader (see fuzz/README.md). Input: two option bytes, one read-size
// byte, then the file. Each input is read twice, all at once and a few bytes per read, and both
// readings must agree exactly (records, lines, fields, issues, detection); the reader must never
// crash, hang or break its invariants, and the preview must always be valid JSON.
#include "CsvPreview.h"
#include "CsvReader.h"

#include <QBuffer>
#include <QJsonDocument>

#include <array>
#include <cstdio>
#include <cstdlib>

using namespace gatebench;

namespace {

/// A buffer that hands out at most `step` bytes per read.
class TrickleBuffer final : public QBuffer {
public:
    TrickleBuffer(QByteArray* data, qint64 step)
        : QBuffer(data)
        , m_step(step)
    {}

protected:
    qint64 readData(char* data, qint64 maxSize) override { return QBuffer::readData(data, std::min(maxSize, m_step)); }

private:
    qint64 m_step;
};

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_csvreader: %s\n", what);
    std::abort();
}

struct Reading {
    CsvDetection detection;
    QStringList header;
    qint64 headerLine = 0;
    QList<CsvRecord> records;
    Issues issues;
};

Reading read(QIODevice& device, const CsvOptions& options, bool raw)
{
    Reading reading;
    CsvReader reader(options);
    if (!reader.open(&device))
        fail("open failed on a readable device with valid options");
    reading.detection = reader.detection();
    reading.header = reader.header();
    reading.headerLine = reader.headerLine();
    qint64 lastLine = reading.headerLine;
    qint64 lastBytes = reader.bytesRead();
    const auto check = [&](qint64 line, qsizetype fields) {
        if (line <= lastLine || fields < 1)
            fail("record lines must increase and records have at least one field");
        if (reader.bytesRead() < lastBytes)
            fail("bytesRead went backwards");
        lastLine = line;
        lastBytes = reader.bytesRead();
    };
    if (raw) {
        CsvRawRecord record;
        while (reader.nextRaw(record)) {
            check(record.line, record.fields.size());
            CsvRecord copy{record.line, {}};
            for (const QByteArrayView field : std::as_const(record.fields))
                copy.fields.append(QString::fromUtf8(field));
            reading.records.append(copy);
        }
    } else {
        CsvRecord record;
        while (reader.next(record)) {
            check(record.line, record.fields.size());
            reading.records.append(record);
        }
    }
    reading.issues = reader.issues();
    for (const Issue& issue : std::as_const(reading.issues)) {
        if (issue.line < 0 || issue.column < 0 || issue.message.isEmpty())
            fail("issue without a place or a message");
    }
    if (reader.readError())
        fail("read error from a buffer");
    return reading;
}

bool sameIssues(const Issues& a, const Issues& b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a[i].line != b[i].line || a[i].column != b[i].column || a[i].severity != b[i].severity ||
            a[i].message != b[i].message)
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size < 3)
        return 0;
    const uint8_t a = data[0];
    const uint8_t b = data[1];
    QByteArray input(reinterpret_cast<const char*>(data + 3), qsizetype(size - 3));

    CsvOptions options;
    options.delimiter = (a & 1) ? ",;\t|"[(a >> 1) & 3] : 0;
    options.header = std::array{CsvOptions::Header::Auto, CsvOptions::Header::Yes, CsvOptions::Header::No,
                                CsvOptions::Header::Auto}[(a >> 3) & 3];
    options.comment = (a & 0x20) ? '#' : 0;
    options.maxRecordBytes = (a & 0x40) ? 1 + (b & 0x3F) : qsizetype(16) << 20;
    static const char* const encodings[] = {"", "", "", "", "GB18030", "UTF-16LE", "UTF-16BE", "UTF-8"};
    options.encoding = QString::fromLatin1(encodings[(b >> 5) & 7]);
    options.sniffBytes = 64 << ((a >> 7) | ((b >> 6) & 1)); // 64..256: the sample ends inside the data
    options.maxIssues = 0;
    options.readBytes = 64 * 1024; // all at once for any input libFuzzer makes, without 1 MiB buffers

    QBuffer whole(&input);
    whole.open(QIODevice::ReadOnly);
    const Reading once = read(whole, options, false);

    CsvOptions trickled = options;
    trickled.readBytes = 1 + data[2] % 7;
    TrickleBuffer pieces(&input, 1 + data[2] % 13);
    pieces.open(QIODevice::ReadOnly);
    const Reading inPieces = read(pieces, trickled, (data[2] & 0x80) != 0);

    if (once.detection.encoding != inPieces.detection.encoding ||
        once.detection.delimiter != inPieces.detection.delimiter ||
        once.detection.hasHeader != inPieces.detection.hasHeader || once.header != inPieces.header ||
        once.headerLine != inPieces.headerLine)
        fail("detection or header depends on the read size");
    if (once.records.size() != inPieces.records.size())
        fail("record count depends on the read size");
    for (qsizetype i = 0; i < once.records.size(); ++i) {
        if (once.records[i].line != inPieces.records[i].line || once.records[i].fields != inPieces.records[i].fields)
            fail("records depend on the read size");
    }
    if (!sameIssues(once.issues, inPieces.issues))
        fail("issues depend on the read size");

    QBuffer again(&input);
    again.open(QIODevice::ReadOnly);
    CsvReader reader(options);
    if (!reader.open(&again))
        fail("open failed");
    QBuffer json;
    json.open(QIODevice::WriteOnly);
    if (!writeCsvPreviewJson(reader, json))
        fail("preview failed");
    QJsonParseError error;
    if (QJsonDocument::fromJson(json.data(), &error).isNull())
        fail("preview is not valid JSON");
    return 0;
}
