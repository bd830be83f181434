// libFuzzer target for the ZIP-of-CSV reader (see fuzz/README.md): the input is a ZIP archive,
// read from memory by the same ZipArchiveReader as `gatebench import` and `preview`, each CSV
// member through the CSV reader. The reader must never crash, hang or leak, and must keep its
// promises: members come in order, a member never hands out more bytes than it declares nor more
// than the limits allow, and every refusal is a message that names the archive.
#include "CsvReader.h"
#include "ZipArchiveReader.h"

#include <QBuffer>

#include <cstdio>
#include <cstdlib>

using namespace gatebench;

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_zipreader: %s\n", what);
    std::abort();
}

/// Small limits, so that an input of a few KiB reaches them instead of unpacking for minutes.
ZipLimits fuzzLimits()
{
    ZipLimits limits = ZipLimits::defaults();
    limits.maxTotalBytes = 1 << 20;
    limits.ratioFreeBytes = 64 * 1024;
    limits.maxEntries = 1000;
    return limits;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    QBuffer buffer(&bytes);
    const ZipLimits limits = fuzzLimits();
    ZipArchiveReader archive(limits);
    const QString name = QStringLiteral("fuzz.zip");
    if (auto opened = archive.open(&buffer, name); !opened) {
        if (!opened.error().message.contains(name))
            fail("a refused archive is not named in the message");
        return 0;
    }
    if (archive.declaredBytes() > limits.maxTotalBytes)
        fail("declared sizes over the limit were accepted");

    qsizetype next = 0;
    qint64 total = 0;
    const auto read = archive.read([&](const ZipMember& member, QIODevice& device) {
        if (next >= archive.members().size() || archive.members().at(next).name != member.name)
            fail("members out of order");
        ++next;
        CsvOptions options;
        options.maxIssues = 0;
        options.readBytes = 4096;
        options.sniffBytes = 1024;
        CsvReader reader(options);
        if (!reader.open(&device))
            return true; // the device failed: read() reports it
        CsvRecord record;
        while (reader.next(record)) {
        }
        const qint64 bytes = reader.bytesRead();
        if (bytes > member.size)
            fail("a member handed out more bytes than it declares");
        total += bytes;
        if (total > limits.maxTotalBytes)
            fail("the members handed out more bytes than the limit");
        return true;
    });
    if (!read && !read.error().message.contains(name))
        fail("a member's refusal is not named in the message");
    if (read && next != archive.members().size())
        fail("a member was skipped");
    return 0;
}
