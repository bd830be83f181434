#include "repositories/DecisionRecordRepository.h"
#include "repositories/RowValues.h"

#include "storage/Storage.h"

namespace gatebench {

using rows::text;

Result<QList<DecisionRecord>> DecisionRecordRepository::all() const
{
    auto rows = m_storage.select(QStringLiteral("decision_record"), {}, {QStringLiteral("id")});
    if (!rows)
        return rows.error();
    QList<DecisionRecord> list;
    for (const Row& row : std::as_const(*rows))
        list.append({row.value(QStringLiteral("id")).toLongLong(), text(row, "as_of"), text(row, "recommended"),
                     text(row, "alternative"), text(row, "risks"), text(row, "assumptions"), text(row, "acceptance"),
                     text(row, "exit_path"), text(row, "signed_by"), text(row, "signed_at")});
    return list;
}

Result<std::optional<DecisionRecord>> DecisionRecordRepository::latest() const
{
    auto list = all();
    if (!list)
        return list.error();
    if (list->isEmpty())
        return std::optional<DecisionRecord>{};
    return std::optional<DecisionRecord>{list->last()};
}

} // namespace gatebench
