// libFuzzer target for the exit bundle's verifier (see fuzz/README.md): the input is a ZIP archive,
// checked from memory by the same bundle::verify as `gatebench import-bundle` and File > Open
// bundle. The verifier must never crash, hang or leak, and must keep its promises: a refusal names
// the bundle; an accepted bundle has a database entry that was written, of the size its manifest
// states, and nothing else is ever written into the folder.
#include "ExitBundle.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>

using namespace gatebench;

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_bundlereader: %s\n", what);
    std::abort();
}

/// Small limits, so that an input of a few KiB reaches them instead of unpacking for minutes.
ZipLimits fuzzLimits()
{
    ZipLimits limits = bundle::defaultLimits();
    limits.maxTotalBytes = 1 << 20;
    limits.ratioFreeBytes = 64 * 1024;
    limits.maxEntries = 1000;
    return limits;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    static QTemporaryDir root;
    if (!root.isValid())
        fail("no temporary folder");
    QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    QBuffer buffer(&bytes);
    const QString name = QStringLiteral("fuzz.zip");
    QDir folder(root.path());
    folder.removeRecursively();
    QDir().mkpath(root.path());
    const auto verified = bundle::verify(&buffer, name, root.path(), fuzzLimits());
    const QStringList left = QDir(root.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    if (!verified) {
        if (!verified.error().message.contains(name))
            fail("a refused bundle is not named in the message");
        // A refusal may leave the database entry part-written in the folder (the caller removes
        // it), never anything else.
        for (const QString& file : left)
            if (file != QLatin1String(bundle::kDatabase))
                fail("a refused bundle wrote something other than the database entry");
        return 0;
    }
    if (left != QStringList{QLatin1String(bundle::kDatabase)})
        fail("an accepted bundle left something other than its database in the folder");
    if (QFileInfo(verified->databasePath).size() > fuzzLimits().maxTotalBytes)
        fail("the database entry is larger than the limit");
    if (!verified->entries.contains(QLatin1String(bundle::kDatabase)))
        fail("an accepted bundle does not list its database");
    return 0;
}
