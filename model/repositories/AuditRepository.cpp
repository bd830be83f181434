#include "repositories/AuditRepository.h"

#include "storage/Storage.h"

#include <algorithm>

namespace gatebench {

namespace {

const QString kTable = QStringLiteral("audit_log");
const QString kSeq = QStringLiteral("seq");

const QStringList& columns()
{
    static const QStringList list{kSeq,
                                  QStringLiteral("at_utc"),
                                  QStringLiteral("actor"),
                                  QStringLiteral("action"),
                                  QStringLiteral("entity"),
                                  QStringLiteral("entity_id"),
                                  QStringLiteral("field"),
                                  QStringLiteral("old_value"),
                                  QStringLiteral("new_value"),
                                  QStringLiteral("detail")};
    return list;
}

AuditEntry entryOf(const QVariantList& v)
{
    return {v.at(0).toLongLong(),
            v.at(1).toString(),
            v.at(2).toString(),
            v.at(3).toString(),
            v.at(4).toString(),
            v.at(5).toString(),
            v.at(6).toString(),
            v.at(7),
            v.at(8),
            v.at(9).toString()};
}

} // namespace

Result<void> AuditRepository::scan(const std::function<bool(const AuditEntry&)>& visit) const
{
    return m_storage.scan(kTable, columns(), [&](const QVariantList& values) { return visit(entryOf(values)); });
}

Result<std::optional<AuditEntry>> AuditRepository::find(qint64 seq) const
{
    auto rows = m_storage.select(kTable, {{kSeq, seq}});
    if (!rows)
        return rows.error();
    if (rows->size() != 1)
        return std::optional<AuditEntry>{};
    QVariantList values;
    for (const QString& column : columns())
        values.append(rows->first().value(column));
    return std::optional<AuditEntry>{entryOf(values)};
}

bool AuditRepository::touchedBy(const ChangeEvent& event)
{
    return event.touches(kTable);
}

bool AuditRepository::rewrittenBy(const ChangeEvent& event)
{
    return event.isWhole(kTable);
}

QList<qint64> AuditRepository::appendedIn(const ChangeEvent& event)
{
    QList<qint64> added;
    for (const ChangeEvent::RowChange& change : event.rows) {
        if (change.table == kTable && change.op == Change::Op::Insert)
            added.append(change.key.value(kSeq).toLongLong());
    }
    std::sort(added.begin(), added.end());
    return added;
}

} // namespace gatebench
