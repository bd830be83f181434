#pragma once

#include <QString>

/// The names of a packet's entries and the JSON keys inside them (the layout the README gives under
/// "Offline members: kits, seals and packets"), shared by the writer (PacketArchive.cpp) and the
/// reader (PacketReader.cpp, which the fuzz target compiles alone).
namespace gatebench::packets::keys {

inline const QString kKitEntry = QStringLiteral("kit.json");
inline const QString kScoresEntry = QStringLiteral("scores.json");
inline const QString kCriteriaEntry = QStringLiteral("criteria.json");
inline const QString kCandidatesEntry = QStringLiteral("candidates.json");

// JSON keys of the packet's entries (documented in the README; not storage).
inline const QString kMember = QStringLiteral("member");
inline const QString kMemberName = QStringLiteral("member_name");
inline const QString kRound = QStringLiteral("round");
inline const QString kSecret = QStringLiteral("random");
inline const QString kSourceWorkspace = QStringLiteral("source_workspace"); // not storage: a packet key
inline const QString kSourceHead = QStringLiteral("source_head");           // not storage: a packet key
inline const QString kKitHead = QStringLiteral("kit_head");
inline const QString kMadeAt = QStringLiteral("made_at"); // not storage: a packet key
inline const QString kExportedAt = QStringLiteral("exported_at");
inline const QString kStart = QStringLiteral("start_scores"); // not storage: a packet key
inline const QString kCells = QStringLiteral("cells");
inline const QString kScores = QStringLiteral("scores");
inline const QString kCandidate = QStringLiteral("candidate");
inline const QString kCriterion = QStringLiteral("criterion");
inline const QString kScore = QStringLiteral("score"); // not storage: a packet key
inline const QString kNote = QStringLiteral("note");   // not storage: a packet key

} // namespace gatebench::packets::keys
