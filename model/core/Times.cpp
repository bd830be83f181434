#include "Times.h"

#include <QDateTime>

namespace gatebench {

QTimeZone zoneOrUtc(const QString& id)
{
    const QTimeZone zone(id.toUtf8());
    return zone.isValid() ? zone : QTimeZone::utc();
}

QString timeInZone(const QString& stored, const QTimeZone& zone)
{
    QDateTime at = QDateTime::fromString(stored, Qt::ISODateWithMs);
    if (!at.isValid())
        at = QDateTime::fromString(stored, Qt::ISODate);
    if (!at.isValid())
        return stored;
    if (at.timeSpec() == Qt::LocalTime)
        at.setTimeZone(QTimeZone::utc());
    const QTimeZone shown = zone.isValid() ? zone : QTimeZone::utc();
    return QStringLiteral("%1 (%2)").arg(at.toTimeZone(shown).toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                                         QString::fromUtf8(shown.id()));
}

} // namespace gatebench
