#pragma once

#include "domain/Domain.h"

#include <QDateTime>
#include <QStringList>
#include <QStringView>
#include <QTimeZone>

#include <algorithm>
#include <string_view>

namespace gatebench {

/// The bounds every job-log reader holds a job to (DOMAIN.md's definitions; the constants are in
/// domain/Domain.h): how long a label may be, and when a job can have been submitted, started or
/// ended.
namespace joblimits {

/// The code points of UTF-8 text: its bytes that do not continue a sequence.
inline qsizetype codePoints(std::string_view utf8)
{
    qsizetype n = 0;
    for (const char c : utf8)
        n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return n;
}

/// The code points of UTF-16 text: its code units that are not the second half of a pair.
inline qsizetype codePoints(QStringView text)
{
    qsizetype n = 0;
    for (const QChar c : text)
        n += c.isLowSurrogate() ? 0 : 1;
    return n;
}

/// Whether a label is longer than kMaxLabelCodePoints (checked without counting a short one).
inline bool tooLong(QStringView text)
{
    return text.size() > kMaxLabelCodePoints && codePoints(text) > kMaxLabelCodePoints;
}
/// The same of UTF-8 bytes, counted as the text they become (QString::fromUtf8, where a byte that is not
/// UTF-8, a stray continuation byte say, becomes a U+FFFD of its own): decoded only when the bytes alone
/// cannot tell (a byte is at most one code point; a valid sequence exactly one).
inline bool tooLong(std::string_view utf8)
{
    if (utf8.size() <= size_t(kMaxLabelCodePoints))
        return false;
    return codePoints(utf8) > kMaxLabelCodePoints || tooLong(QString::fromUtf8(utf8.data(), qsizetype(utf8.size())));
}

/// `text` cut to its first kMaxLabelCodePoints code points with "…" after them when it is longer:
/// what a message or a kept rejected line quotes of a value, never the whole of an unbounded one.
inline QString quoted(QStringView text)
{
    if (!tooLong(text))
        return text.toString();
    qsizetype units = 0;
    for (int points = 0; units < text.size() && points < kMaxLabelCodePoints; ++points)
        units += text.at(units).isHighSurrogate() && units + 1 < text.size() ? 2 : 1;
    return text.first(units).toString() + QChar(0x2026);
}

/// When the jobs of an import may have been submitted, started or ended, in UTC seconds: from
/// kEarliestJobTimeUtc to kJobTimeMarginDays after the later of the import's time and the end of
/// the evaluation's date (in the cluster's zone).
struct TimeBounds {
    qint64 earliestUtc = kEarliestJobTimeUtc;
    qint64 latestUtc = 0;
};
inline TimeBounds timeBounds(const QDateTime& importAt, const QDate& evaluationDate, const QTimeZone& zone)
{
    qint64 later = importAt.toSecsSinceEpoch();
    if (evaluationDate.isValid())
        later = std::max(later, QDateTime(evaluationDate.addDays(1), QTime(0, 0), zone).toSecsSinceEpoch());
    return {kEarliestJobTimeUtc, later + qint64(kJobTimeMarginDays) * 86400};
}

/// A GPU type that lists the types a job accepts, "|"-separated (Alibaba's gpu_spec,
/// `V100M32|V100M16|V100M32`), as the one set it stands for (DOMAIN.md): its members trimmed,
/// sorted and each once (`V100M16|V100M32`), so that one set is one GPU type however a record
/// spells it; empty members are dropped. A type without "|" is returned as it is.
inline QString gpuTypeSet(const QString& text)
{
    if (!text.contains(u'|'))
        return text;
    QStringList members;
    for (const QString& member : text.split(u'|')) {
        const QString trimmed = member.trimmed();
        if (!trimmed.isEmpty())
            members.append(trimmed);
    }
    std::sort(members.begin(), members.end());
    members.erase(std::unique(members.begin(), members.end()), members.end());
    return members.join(u'|');
}

} // namespace joblimits
} // namespace gatebench
