#include "repositories/ImportRepository.h"
#include "repositories/RowValues.h"

#include "storage/Storage.h"

#include <algorithm>

namespace gatebench {

namespace {

using rows::text;

const QString kTable = QStringLiteral("imports");
const QString kId = QStringLiteral("id");
const QString kTag = QStringLiteral("import_id");

} // namespace

Result<QList<ImportEntry>> ImportRepository::ofKind(const QString& kind) const
{
    auto rows = m_storage.select(kTable, {{QStringLiteral("kind"), kind}}, {kId});
    if (!rows)
        return rows.error();
    QList<ImportEntry> list;
    for (const Row& row : std::as_const(*rows))
        list.append({row.value(kId).toLongLong(), text(row, "kind"), text(row, "file_name"), text(row, "sha256"),
                     row.value(QStringLiteral("row_count")).toLongLong(), text(row, "actor"), text(row, "at_utc")});
    return list;
}

Result<qint64> ImportRepository::nextId() const
{
    qint64 id = 1;
    auto r = m_storage.scan(kTable, {kId}, [&](const QVariantList& v) {
        id = std::max(id, v.at(0).toLongLong() + 1);
        return true;
    });
    if (!r)
        return r.error();
    return id;
}

Result<qint64> ImportRepository::insert(Storage& storage, const ImportEntry& entry)
{
    Row row{{QStringLiteral("kind"), entry.kind},
            {QStringLiteral("file_name"), nonNullText(entry.fileName)},
            {QStringLiteral("sha256"), nonNullText(entry.sha256)},
            {QStringLiteral("row_count"), entry.rows},
            {QStringLiteral("actor"), nonNullText(entry.actor)},
            {QStringLiteral("at_utc"), entry.at}};
    if (entry.id > 0)
        row.insert(kId, entry.id);
    auto id = storage.insert(kTable, row);
    if (!id)
        return id.error();
    return entry.id > 0 ? entry.id : *id;
}

bool ImportRepository::isTagged(const Storage& storage, const QString& table)
{
    return storage.columns(table).contains(kTag);
}

void ImportRepository::tag(Row& row, qint64 id)
{
    row.insert(kTag, id);
}

Result<qint64> ImportRepository::stashRows(Storage& storage, const QString& slot, const QString& table, qint64 id)
{
    return storage.stash(slot, table, {{kTag, id}}, true);
}

Result<qint64> ImportRepository::stashEntry(Storage& storage, const QString& slot, qint64 id)
{
    return storage.stash(slot, kTable, {{kId, id}}, true);
}

Result<qint64> ImportRepository::unstashEntry(Storage& storage, const QString& slot)
{
    return storage.unstash(slot, kTable);
}

QStringList ImportRepository::touchedTables(const QStringList& written)
{
    return written + QStringList{kTable};
}

} // namespace gatebench
