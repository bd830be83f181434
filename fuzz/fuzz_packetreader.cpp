// libFuzzer target for a member's packet (see fuzz/README.md): the input is a ZIP archive, read from
// memory by the same packets::readPacket as `gatebench packet import` and File > Committee packets
// (the exit bundle's checks, then the packet's JSON entries). It must never crash, hang or leak; a
// refusal names the packet; an accepted packet has its documented shape (a round from 1, a random value
// of 64 hex digits, scores from 0 to 5).
#include "PacketArchive.h"

#include <QBuffer>

#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace gatebench;

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_packetreader: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    QBuffer buffer(&bytes);
    const QString name = QStringLiteral("fuzz.zip");
    ZipLimits limits = packets::packetLimits();
    limits.maxTotalBytes = 1 << 20;
    limits.ratioFreeBytes = 64 * 1024;
    const auto packet = packets::readPacket(&buffer, name, limits);
    if (!packet) {
        if (!packet.error().message.contains(name))
            fail("a refused packet is not named in the message");
        return 0;
    }
    if (packet->kit.roundId < 1 || packet->kit.secret.size() != 64 || packet->memberId.isEmpty())
        fail("an accepted packet lacks its round, random value or member");
    for (const packets::CellScore& s : packet->scores)
        if (!std::isfinite(s.score) || s.score < 0 || s.score > 5)
            fail("an accepted packet holds a score outside 0-5");
    return 0;
}
