#pragma once

#include "ExitBundle.h"
#include "committee/PacketData.h"
#include "core/Result.h"

class QIODevice;

namespace gatebench::packets {

/// A member's packet as a file (README "Offline members: kits, seals and packets"): a ZIP archive with
/// the exit bundle's manifest and checks (bundle::writeArchive, bundle::verify), format
/// `gatebench-packet` version 1. Entries: `kit.json` (member, round, the kit's random value, the
/// evaluation it was made from and its chain head then, the kit's chain head now, when it was made
/// and exported, and the member's scores when it was made), `scores.json` (the round's cells and the
/// member's scores and notes of them), `criteria.json` and `candidates.json` (the lists the kit was
/// built on), then `manifest.json`.
inline constexpr char kPacketFormat[] = "gatebench-packet";
inline constexpr int kPacketFormatVersion = 1;

/// The archive form packets are read with.
bundle::ArchiveForm packetForm();
/// The limits of a packet GateBench opens: a packet holds four small JSON entries (a few KB; 100,000
/// scores and notes would be a few MB), so 64 MiB unpacked and 16 entries are far beyond any real one.
ZipLimits packetLimits();

/// Writes `packet` to `path` (through a temporary file; nothing is left on failure).
Result<qint64> writePacket(const Packet& packet, const QString& path, const QString& gatebenchVersion,
                           int schemaVersion);

/// Reads a packet without trusting any of it: the archive checked as an exit bundle is, then every
/// entry's JSON of the documented shape. Every refusal is a BadInput naming the packet.
Result<Packet> readPacket(QIODevice* device, const QString& name, const ZipLimits& limits = packetLimits());
Result<Packet> readPacket(const QString& path);

} // namespace gatebench::packets
