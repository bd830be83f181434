#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench packet kit|seal|export|record-seal|import`: offline members' kits, seals and packets
/// (committee/Packets.h, README "Offline members: kits, seals and packets").
int commandPacket(const QStringList& arguments);

} // namespace gatebench
