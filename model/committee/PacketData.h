#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

/// The plain data of an offline member's kit and packet (issue 29, "Offline members"), shared by the
/// model (committee/Packets.h), the packet archive (importers/PacketArchive.h) and its fuzz target:
/// Qt Core only.
namespace gatebench::packets {

/// One member's score of one cell with its note, as a kit or a packet carries it.
struct CellScore {
    QString candidateId;
    QString criterionId;
    double score = 0;
    QString note;
    bool operator==(const CellScore& other) const = default;
};

/// A cell of a scoring round (candidate x bonus criterion).
struct Cell {
    QString candidateId;
    QString criterionId;
    bool operator==(const Cell& other) const = default;
};

/// What a kit holds about itself (its `packet_kit` row): whose it is, of which round, the 32 random
/// bytes of the seal (64 lowercase hex digits), the evaluation it was made from (its workspace id and
/// audit chain head then), when, and the member's scores of the round's cells at that moment (what the
/// kit started with: a cell the member changed in the kit and someone changed in the evaluation too is
/// a conflict).
struct Kit {
    QString memberId;
    qint64 roundId = 0;
    QString secret;
    QString sourceWorkspace;
    QString sourceHead;
    QString madeAt;
    QList<CellScore> start;
};

/// A criterion as the kit saw it: what a score was given against.
struct CriterionLine {
    QString id;
    QString tier; ///< "gate", "bonus", "deferred"
    QString titleZh;
    QString titleEn;
    QString descriptionZh;
    QString descriptionEn;
    QString acceptanceZh;
    QString acceptanceEn;
    std::optional<double> weight;
    bool operator==(const CriterionLine& other) const = default;
};

/// A candidate as the kit saw it.
struct CandidateLine {
    QString id;
    QString nameZh;
    QString nameEn;
    bool shortlisted = true;
    bool operator==(const CandidateLine& other) const = default;
};

/// What a packet carries (README "Offline members: kits, seals and packets").
struct Packet {
    QString memberId;
    QString memberName;
    Kit kit;
    QString kitHead;         ///< the kit's audit chain head when the packet was exported (`N:HASH`)
    QString exportedAt;      ///< UTC, ISO 8601
    QList<Cell> cells;       ///< the round's cells as the kit had them
    QList<CellScore> scores; ///< the member's scores and notes of those cells in the kit
    QList<CriterionLine> criteria;
    QList<CandidateLine> candidates;
};

/// The seal's canonical form of a member's scores of a round (README): UTF-8, every line ending in one
/// LF: `gatebench-seal 1`, `member<TAB>ID`, `round<TAB>N`, then one line per scored cell,
/// `score<TAB>CANDIDATE<TAB>CRITERION<TAB>SCORE<TAB>NOTE`, these lines sorted by their bytes. Texts
/// escaped as the fingerprint escapes them (`\\`, `\t`, `\n`, `\r`), the score as the shortest text that
/// reads back as the same double (C locale).
QByteArray sealCanonical(const QString& memberId, qint64 roundId, const QList<CellScore>& scores);
/// The seal: SHA-256 of the 32 random bytes (`secretHex` decoded) followed by the canonical form, in
/// 64 lowercase hex digits; empty when `secretHex` is not 64 hex digits.
QString seal(const QString& secretHex, const QString& memberId, qint64 roundId, const QList<CellScore>& scores);
/// The line a member sends ahead: `gatebench-seal 1 MEMBER ROUND HEX`.
QString sealLine(const QString& memberId, qint64 roundId, const QString& sealHex);

/// A seal as the chair records it: the whole line (member, round and hash), or the 64 hex digits alone.
struct SealText {
    QString memberId; ///< empty: the hash alone was given
    qint64 roundId = 0;
    QString hash; ///< lowercase
};
/// Reads a seal line or a bare hash; null when it is neither.
std::optional<SealText> parseSeal(const QString& text);

} // namespace gatebench::packets
