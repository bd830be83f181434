#include "repositories/PlanRepository.h"

#include "repositories/AuditRepository.h"
#include "storage/Storage.h"

#include <QTimeZone>

namespace gatebench {

namespace {

const QString kSettings = QStringLiteral("plan_settings");
const QString kChecks = QStringLiteral("plan_checks");
const QString kId = QStringLiteral("id");
const QString kStart = QStringLiteral("start_date");
const QString kCheckId = QStringLiteral("check_id");
const QString kOwnerId = QStringLiteral("owner_id");
const QString kDue = QStringLiteral("due");

QVariant dateValue(QDate date)
{
    return date.isValid() ? QVariant(date.toString(Qt::ISODate)) : QVariant();
}

QVariant textValue(const QString& text)
{
    return text.isEmpty() ? QVariant() : QVariant(text);
}

Row assignmentRow(const PlanAssignment& a)
{
    return {{kCheckId, a.checkId}, {kOwnerId, textValue(a.ownerId)}, {kDue, dateValue(a.due)}};
}

bool isEmpty(const PlanAssignment& a)
{
    return a.ownerId.isEmpty() && !a.due.isValid();
}

} // namespace

Result<QDate> PlanRepository::start() const
{
    if (!m_storage.tables().contains(kSettings))
        return QDate();
    auto rows = m_storage.select(kSettings, {{kId, 1}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return QDate();
    return QDate::fromString(rows->first().value(kStart).toString(), Qt::ISODate);
}

Result<QList<PlanAssignment>> PlanRepository::assignments() const
{
    QList<PlanAssignment> out;
    if (!m_storage.tables().contains(kChecks))
        return out;
    auto rows = m_storage.select(kChecks);
    if (!rows)
        return rows.error();
    for (const Row& row : std::as_const(*rows)) {
        PlanAssignment a;
        a.checkId = row.value(kCheckId).toString();
        a.ownerId = row.value(kOwnerId).isNull() ? QString() : row.value(kOwnerId).toString();
        a.due = QDate::fromString(row.value(kDue).toString(), Qt::ISODate);
        out.append(a);
    }
    return out;
}

Result<QDate> PlanRepository::createdOn(const QString& zone) const
{
    QString first;
    auto scanned = AuditRepository(m_storage).scan([&](const AuditEntry& e) {
        first = e.at;
        return false;
    });
    if (!scanned)
        return scanned.error();
    if (first.isEmpty())
        return QDate();
    const QDateTime at = QDateTime::fromString(first, Qt::ISODate);
    if (!at.isValid())
        return QDate();
    const QTimeZone tz(zone.toUtf8());
    return tz.isValid() ? at.toTimeZone(tz).date() : at.toUTC().date();
}

std::optional<Change> PlanRepository::startChange(QDate stored, QDate wanted)
{
    const Filter key{{kId, 1}};
    if (stored == wanted)
        return std::nullopt;
    if (!stored.isValid())
        return Change::insert(kSettings, key, {{kId, 1}, {kStart, dateValue(wanted)}});
    if (!wanted.isValid())
        return Change::remove(kSettings, key, {{kId, 1}, {kStart, dateValue(stored)}});
    return Change::update(kSettings, key, {{kStart, dateValue(stored)}}, {{kStart, dateValue(wanted)}});
}

std::optional<Change> PlanRepository::assignmentChange(const std::optional<PlanAssignment>& stored,
                                                       const PlanAssignment& wanted)
{
    const Filter key{{kCheckId, wanted.checkId}};
    if (!stored || isEmpty(*stored)) {
        if (isEmpty(wanted))
            return stored ? std::optional<Change>(Change::remove(kChecks, key, assignmentRow(*stored))) : std::nullopt;
        if (stored)
            return Change::update(kChecks, key, {{kOwnerId, QVariant()}, {kDue, QVariant()}},
                                  {{kOwnerId, textValue(wanted.ownerId)}, {kDue, dateValue(wanted.due)}});
        return Change::insert(kChecks, key, assignmentRow(wanted));
    }
    if (isEmpty(wanted))
        return Change::remove(kChecks, key, assignmentRow(*stored));
    if (*stored == wanted)
        return std::nullopt;
    Row before;
    Row after;
    if (stored->ownerId != wanted.ownerId) {
        before.insert(kOwnerId, textValue(stored->ownerId));
        after.insert(kOwnerId, textValue(wanted.ownerId));
    }
    if (stored->due != wanted.due) {
        before.insert(kDue, dateValue(stored->due));
        after.insert(kDue, dateValue(wanted.due));
    }
    return Change::update(kChecks, key, before, after);
}

Result<void> PlanRepository::insertAssignments(Storage& storage, const QList<PlanAssignment>& assignments)
{
    for (const PlanAssignment& a : assignments) {
        if (auto r = storage.insert(kChecks, assignmentRow(a)); !r)
            return r.error();
    }
    return {};
}

bool PlanRepository::touchedBy(const ChangeEvent& event)
{
    return event.touches(kSettings) || event.touches(kChecks) || event.touches(QStringLiteral("reviewers"));
}

} // namespace gatebench
