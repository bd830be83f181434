#include "PacketArchive.h"
#include "PacketKeys.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>

namespace gatebench::packets {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Packets)
};

using namespace keys;

QJsonArray scoresJson(const QList<CellScore>& scores)
{
    QJsonArray list;
    for (const CellScore& s : scores)
        list.append(
            QJsonObject{{kCandidate, s.candidateId}, {kCriterion, s.criterionId}, {kScore, s.score}, {kNote, s.note}});
    return list;
}

QByteArray jsonBytes(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Indented);
}

} // namespace

Result<qint64> writePacket(const Packet& packet, const QString& path, const QString& gatebenchVersion,
                           int schemaVersion)
{
    const QJsonObject kit{{kMember, packet.memberId},
                          {kMemberName, packet.memberName},
                          {kRound, packet.kit.roundId},
                          {kSecret, packet.kit.secret},
                          {kSourceWorkspace, packet.kit.sourceWorkspace},
                          {kSourceHead, packet.kit.sourceHead},
                          {kKitHead, packet.kitHead},
                          {kMadeAt, packet.kit.madeAt},
                          {kExportedAt, packet.exportedAt},
                          {kStart, scoresJson(packet.kit.start)}};
    QJsonArray cells;
    for (const Cell& c : packet.cells)
        cells.append(QJsonObject{{kCandidate, c.candidateId}, {kCriterion, c.criterionId}});
    const QJsonObject scores{{kMember, packet.memberId},
                             {kRound, packet.kit.roundId},
                             {kCells, cells},
                             {kScores, scoresJson(packet.scores)}};
    QJsonArray criteria;
    for (const CriterionLine& c : packet.criteria)
        criteria.append(QJsonObject{
            {QStringLiteral("id"), c.id},                                                  // not storage: a packet key
            {QStringLiteral("tier"), c.tier},                                              // not storage: a packet key
            {QStringLiteral("title_zh"), c.titleZh},                                       // not storage: a packet key
            {QStringLiteral("title_en"), c.titleEn},                                       // not storage: a packet key
            {QStringLiteral("description_zh"), c.descriptionZh},                           // not storage: a packet key
            {QStringLiteral("description_en"), c.descriptionEn},                           // not storage: a packet key
            {QStringLiteral("acceptance_zh"), c.acceptanceZh},                             // not storage: a packet key
            {QStringLiteral("acceptance_en"), c.acceptanceEn},                             // not storage: a packet key
            {QStringLiteral("weight"), c.weight ? QJsonValue(*c.weight) : QJsonValue()}}); // not storage: a packet key
    QJsonArray candidates;
    for (const CandidateLine& c : packet.candidates)
        candidates.append(QJsonObject{{QStringLiteral("id"), c.id},                     // not storage: a packet key
                                      {QStringLiteral("name_zh"), c.nameZh},            // not storage: a packet key
                                      {QStringLiteral("name_en"), c.nameEn},            // not storage: a packet key
                                      {QStringLiteral("shortlisted"), c.shortlisted}}); // not storage: a packet key
    const QList<std::pair<QString, QByteArray>> entries{
        {kKitEntry, jsonBytes(kit)},
        {kScoresEntry, jsonBytes(scores)},
        {kCriteriaEntry, jsonBytes(QJsonObject{{QStringLiteral("criteria"), criteria}})}, // not storage: a packet key
        {kCandidatesEntry,
         jsonBytes(QJsonObject{{QStringLiteral("candidates"), candidates}})}}; // not storage: a packet key
    const QJsonObject manifest{{QStringLiteral("format"), QLatin1String(kPacketFormat)},
                               {QStringLiteral("format_version"), kPacketFormatVersion},
                               {QStringLiteral("gatebench_version"), gatebenchVersion},
                               {QStringLiteral("schema_version"), schemaVersion},
                               {QStringLiteral("created_utc"), packet.exportedAt},
                               {QStringLiteral("chain_head"), packet.kitHead}}; // not storage: a packet key
    return bundle::writeArchive(
        path,
        [&](bundle::EntrySink& sink) -> Result<void> {
            for (const auto& [name, bytes] : entries) {
                auto r = sink.add(name, [&](QIODevice& device) -> Result<void> {
                    if (device.write(bytes) != bytes.size())
                        return Error{Error::Kind::Io, device.errorString()};
                    return {};
                });
                if (!r)
                    return r;
            }
            return {};
        },
        manifest);
}

} // namespace gatebench::packets
