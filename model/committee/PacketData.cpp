#include "committee/PacketData.h"

#include <QCryptographicHash>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

namespace gatebench::packets {

namespace {

QByteArray escaped(const QString& text)
{
    QByteArray out;
    const QByteArray utf8 = text.toUtf8();
    out.reserve(utf8.size());
    for (const char c : utf8) {
        switch (c) {
        case '\\':
            out.append("\\\\");
            break;
        case '\t':
            out.append("\\t");
            break;
        case '\n':
            out.append("\\n");
            break;
        case '\r':
            out.append("\\r");
            break;
        default:
            out.append(c);
        }
    }
    return out;
}

} // namespace

QByteArray sealCanonical(const QString& memberId, qint64 roundId, const QList<CellScore>& scores)
{
    QList<QByteArray> lines;
    lines.reserve(scores.size());
    for (const CellScore& s : scores)
        lines.append("score\t" + escaped(s.candidateId) + '\t' + escaped(s.criterionId) + '\t' +
                     QByteArray::number(s.score, 'g', QLocale::FloatingPointShortest) + '\t' + escaped(s.note) + '\n');
    std::sort(lines.begin(), lines.end()); // QByteArray compares bytes as unsigned
    QByteArray out =
        "gatebench-seal 1\nmember\t" + escaped(memberId) + "\nround\t" + QByteArray::number(roundId) + '\n';
    for (const QByteArray& line : std::as_const(lines))
        out.append(line);
    return out;
}

QString seal(const QString& secretHex, const QString& memberId, qint64 roundId, const QList<CellScore>& scores)
{
    static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{64}$"));
    if (!hex.match(secretHex).hasMatch())
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArray::fromHex(secretHex.toLatin1()));
    hash.addData(sealCanonical(memberId, roundId, scores));
    return QString::fromLatin1(hash.result().toHex());
}

QString sealLine(const QString& memberId, qint64 roundId, const QString& sealHex)
{
    return QStringLiteral("gatebench-seal 1 %1 %2 %3").arg(memberId).arg(roundId).arg(sealHex);
}

std::optional<SealText> parseSeal(const QString& text)
{
    static const QRegularExpression line(
        QStringLiteral("^gatebench-seal 1 (\\S(?:.*\\S)?) (\\d{1,18}) ([0-9a-fA-F]{64})$"));
    static const QRegularExpression bare(QStringLiteral("^[0-9a-fA-F]{64}$"));
    const QString trimmed = text.simplified();
    if (bare.match(trimmed).hasMatch())
        return SealText{QString(), 0, trimmed.toLower()};
    const QRegularExpressionMatch match = line.match(trimmed);
    if (!match.hasMatch())
        return std::nullopt;
    return SealText{match.captured(1), match.captured(2).toLongLong(), match.captured(3).toLower()};
}

} // namespace gatebench::packets
