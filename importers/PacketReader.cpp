#include "PacketArchive.h"
#include "PacketKeys.h"

// The reading half of PacketArchive.h (the fuzz target compiles it without the model library).

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

/// Reads the entries' JSON strictly; `bad` is set to the first thing out of shape.
class Reader {
public:
    QString bad;

    QString text(const QJsonObject& o, const QString& key, bool required = true)
    {
        const QJsonValue v = o.value(key);
        if (!v.isString() || (required && v.toString().isEmpty())) {
            if (bad.isEmpty())
                bad = key;
            return {};
        }
        return v.toString();
    }
    double number(const QJsonObject& o, const QString& key)
    {
        const QJsonValue v = o.value(key);
        if (!v.isDouble() || !std::isfinite(v.toDouble())) {
            if (bad.isEmpty())
                bad = key;
            return 0;
        }
        return v.toDouble();
    }
    QList<CellScore> scores(const QJsonValue& value, const QString& key)
    {
        QList<CellScore> list;
        if (!value.isArray()) {
            if (bad.isEmpty())
                bad = key;
            return list;
        }
        for (const QJsonValue& item : value.toArray()) {
            const QJsonObject o = item.toObject();
            CellScore s{text(o, kCandidate), text(o, kCriterion), number(o, kScore), text(o, kNote, false)};
            if (!item.isObject() || s.score < 0 || s.score > 5) {
                if (bad.isEmpty())
                    bad = key;
                return list;
            }
            list.append(s);
        }
        return list;
    }
};

QJsonObject parsed(const QByteArray& bytes, bool& ok)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    ok = error.error == QJsonParseError::NoError && document.isObject();
    return document.object();
}

} // namespace

bundle::ArchiveForm packetForm()
{
    return {QLatin1String(kPacketFormat), kPacketFormatVersion, QString(), true};
}

ZipLimits packetLimits()
{
    ZipLimits limits = bundle::defaultLimits();
    limits.maxTotalBytes = qint64(64) * 1024 * 1024;
    limits.maxEntries = 16;
    return limits;
}

Result<Packet> readPacket(QIODevice* device, const QString& name, const ZipLimits& limits)
{
    auto verified = bundle::verify(device, name, QString(), limits, {}, packetForm());
    if (!verified)
        return verified.error();
    const auto refused = [&](const QString& entry, const QString& what) {
        return Error{Error::Kind::BadInput,
                     Text::tr("The packet %1 is refused: its entry “%2” is not of a GateBench packet (%3).")
                         .arg(name, entry, what)};
    };
    QHash<QString, QJsonObject> objects;
    for (const QString& entry : {kKitEntry, kScoresEntry, kCriteriaEntry, kCandidatesEntry}) {
        if (!verified->contents.contains(entry))
            return Error{Error::Kind::BadInput,
                         Text::tr("The packet %1 is refused: it has no entry “%2”.").arg(name, entry)};
        bool ok = false;
        objects.insert(entry, parsed(verified->contents.value(entry), ok));
        if (!ok)
            return refused(entry, Text::tr("not well-formed JSON"));
    }
    static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{64}$"));
    Reader read;
    Packet packet;
    const QJsonObject kit = objects.value(kKitEntry);
    packet.memberId = read.text(kit, kMember);
    packet.memberName = read.text(kit, kMemberName, false);
    const double round = read.number(kit, kRound);
    packet.kit.memberId = packet.memberId;
    packet.kit.roundId = qint64(round);
    packet.kit.secret = read.text(kit, kSecret);
    packet.kit.sourceWorkspace = read.text(kit, kSourceWorkspace);
    packet.kit.sourceHead = read.text(kit, kSourceHead);
    packet.kitHead = read.text(kit, kKitHead);
    packet.kit.madeAt = read.text(kit, kMadeAt, false);
    packet.exportedAt = read.text(kit, kExportedAt, false);
    packet.kit.start = read.scores(kit.value(kStart), kStart);
    if (read.bad.isEmpty() && (round < 1 || round > 1e15 || round != double(packet.kit.roundId)))
        read.bad = kRound;
    if (read.bad.isEmpty() && !hex.match(packet.kit.secret).hasMatch())
        read.bad = kSecret;
    if (!read.bad.isEmpty())
        return refused(kKitEntry, read.bad);

    const QJsonObject scores = objects.value(kScoresEntry);
    if (read.text(scores, kMember) != packet.memberId || read.number(scores, kRound) != round)
        return refused(kScoresEntry, Text::tr("another member or round than the kit's"));
    const QJsonValue cells = scores.value(kCells);
    if (!cells.isArray())
        return refused(kScoresEntry, kCells);
    for (const QJsonValue& item : cells.toArray()) {
        const QJsonObject o = item.toObject();
        Cell cell{read.text(o, kCandidate), read.text(o, kCriterion)};
        if (!read.bad.isEmpty())
            return refused(kScoresEntry, kCells);
        packet.cells.append(cell);
    }
    packet.scores = read.scores(scores.value(kScores), kScores);
    if (!read.bad.isEmpty())
        return refused(kScoresEntry, read.bad);

    const QJsonValue criteria =
        objects.value(kCriteriaEntry).value(QStringLiteral("criteria")); // not storage: a packet key
    if (!criteria.isArray())
        return refused(kCriteriaEntry, QStringLiteral("criteria")); // not storage: a packet key
    for (const QJsonValue& item : criteria.toArray()) {
        const QJsonObject o = item.toObject();
        CriterionLine c;
        c.id = read.text(o, QStringLiteral("id"));                               // not storage: a packet key
        c.tier = read.text(o, QStringLiteral("tier"));                           // not storage: a packet key
        c.titleZh = read.text(o, QStringLiteral("title_zh"), false);             // not storage: a packet key
        c.titleEn = read.text(o, QStringLiteral("title_en"), false);             // not storage: a packet key
        c.descriptionZh = read.text(o, QStringLiteral("description_zh"), false); // not storage: a packet key
        c.descriptionEn = read.text(o, QStringLiteral("description_en"), false); // not storage: a packet key
        c.acceptanceZh = read.text(o, QStringLiteral("acceptance_zh"), false);   // not storage: a packet key
        c.acceptanceEn = read.text(o, QStringLiteral("acceptance_en"), false);   // not storage: a packet key
        const QJsonValue weight = o.value(QStringLiteral("weight"));             // not storage: a packet key
        if (weight.isDouble() && std::isfinite(weight.toDouble()))
            c.weight = weight.toDouble();
        else if (!weight.isNull())
            read.bad = QStringLiteral("weight"); // not storage: a packet key
        if (!read.bad.isEmpty())
            return refused(kCriteriaEntry, read.bad);
        packet.criteria.append(c);
    }
    const QJsonValue candidates =
        objects.value(kCandidatesEntry).value(QStringLiteral("candidates")); // not storage: a packet key
    if (!candidates.isArray())
        return refused(kCandidatesEntry, QStringLiteral("candidates")); // not storage: a packet key
    for (const QJsonValue& item : candidates.toArray()) {
        const QJsonObject o = item.toObject();
        CandidateLine c;
        c.id = read.text(o, QStringLiteral("id"));                             // not storage: a packet key
        c.nameZh = read.text(o, QStringLiteral("name_zh"), false);             // not storage: a packet key
        c.nameEn = read.text(o, QStringLiteral("name_en"), false);             // not storage: a packet key
        const QJsonValue shortlisted = o.value(QStringLiteral("shortlisted")); // not storage: a packet key
        if (!shortlisted.isBool())
            read.bad = QStringLiteral("shortlisted"); // not storage: a packet key
        c.shortlisted = shortlisted.toBool();
        if (!read.bad.isEmpty())
            return refused(kCandidatesEntry, read.bad);
        packet.candidates.append(c);
    }
    return packet;
}

Result<Packet> readPacket(const QString& path)
{
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{Error::Kind::BadInput, Text::tr("Cannot open the packet %1: %2").arg(name, file.errorString())};
    return readPacket(&file, name);
}

} // namespace gatebench::packets
