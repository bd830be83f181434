#include "repositories/ImportRepository.h"
#include "repositories/BaselineRepository.h"
#include "repositories/RowValues.h"

#include "storage/Storage.h"

#include <algorithm>

namespace gatebench {

namespace {

using rows::text;

const QString kTable = QStringLiteral("imports");
const QString kId = QStringLiteral("id");
const QString kTag = QStringLiteral("import_id");
const QString kRejections = QStringLiteral("import_rejections");
const QString kState = QStringLiteral("undo_state");
const QString kActive = QStringLiteral("active");
const QString kUndone = QStringLiteral("undone");

const QStringList& rejectionColumns()
{
    static const QStringList list{QStringLiteral("import_id"), QStringLiteral("file_name"), QStringLiteral("line_no"),
                                  QStringLiteral("column_no"), QStringLiteral("rule_key"),  QStringLiteral("job_key"),
                                  QStringLiteral("bad_value")};
    return list;
}

QList<ImportEntry> entriesOf(const QList<Row>& rows)
{
    QList<ImportEntry> list;
    for (const Row& row : rows)
        list.append({row.value(kId).toLongLong(), text(row, "kind"), text(row, "file_name"), text(row, "sha256"),
                     row.value(QStringLiteral("row_count")).toLongLong(), text(row, "actor"), text(row, "at_utc"),
                     text(row, "timestamp_zone")});
    return list;
}

Result<bool> isUndone(const Storage& storage, qint64 id)
{
    auto n = storage.count(kTable, {{kId, id}, {kState, kUndone}});
    if (!n)
        return n.error();
    return *n > 0;
}

} // namespace

Result<QList<ImportEntry>> ImportRepository::ofKind(const QString& kind) const
{
    auto rows = m_storage.select(kTable, {{QStringLiteral("kind"), kind}, {kState, kActive}}, {kId});
    if (!rows)
        return rows.error();
    return entriesOf(*rows);
}

Result<QList<ImportEntry>> ImportRepository::all() const
{
    auto rows = m_storage.select(kTable, {{kState, kActive}}, {kId});
    if (!rows)
        return rows.error();
    return entriesOf(*rows);
}

Result<QVariantList> ImportRepository::idsIn(const QString& state) const
{
    auto rows = m_storage.select(kTable, {{kState, state}}, {kId});
    if (!rows)
        return rows.error();
    QVariantList ids;
    for (const Row& row : std::as_const(*rows))
        ids.append(row.value(kId).toLongLong());
    return ids;
}

Result<QVariantList> ImportRepository::undoneIds() const
{
    return idsIn(kUndone);
}

Result<QVariantList> ImportRepository::activeIds() const
{
    return idsIn(kActive);
}

Result<qint64> ImportRepository::undoneRows() const
{
    auto rows = m_storage.select(kTable, {{kState, kUndone}}, {kId});
    if (!rows)
        return rows.error();
    qint64 n = 0;
    for (const Row& row : std::as_const(*rows))
        n += row.value(QStringLiteral("row_count")).toLongLong();
    return n;
}

Result<int> ImportRepository::setUndone(Storage& storage, qint64 id, bool undone)
{
    return storage.update(kTable, {{kId, id}, {kState, undone ? kActive : kUndone}},
                          {{kState, undone ? kUndone : kActive}});
}

Result<qint64> ImportRepository::purgeUndone(Storage& storage, std::optional<qint64> id)
{
    qint64 purged = 0;
    auto r = storage.transaction([&]() -> Result<void> {
        // Read inside the transaction: an import redone meanwhile is active again and stays.
        QVariantList ids;
        if (id) {
            auto n = storage.count(kTable, {{kId, *id}, {kState, kUndone}});
            if (!n)
                return n.error();
            if (*n > 0)
                ids.append(*id);
        } else {
            auto undone = ImportRepository(storage).undoneIds();
            if (!undone)
                return undone.error();
            ids = *undone;
        }
        for (const QVariant& undoneId : std::as_const(ids)) {
            // The jobs it replaced are shown again, as they were stored.
            if (auto shown = BaselineRepository::unmarkReplaced(storage, undoneId.toLongLong()); !shown)
                return shown;
            for (const QString& table : jobImportTables()) {
                if (auto n = storage.remove(table, {{kTag, undoneId}}); !n)
                    return n.error();
            }
            if (auto n = storage.remove(kTable, {{kId, undoneId}, {kState, kUndone}}); !n)
                return n.error();
            ++purged;
        }
        return {};
    });
    if (!r)
        return r.error();
    return purged;
}

Result<void> ImportRepository::scanRejections(qint64 id, const std::function<bool(const ImportRejection&)>& visit) const
{
    // Few rows for one import (the lines of a file that broke a rule): selected by its index. An
    // undone import shows none (they are kept, hidden, until it is purged or redone).
    auto undone = isUndone(m_storage, id);
    if (!undone)
        return undone.error();
    if (*undone)
        return {};
    auto rows = m_storage.select(kRejections, {{kTag, id}}, {QStringLiteral("id")});
    if (!rows)
        return rows.error();
    for (const Row& row : std::as_const(*rows)) {
        ImportRejection r{id,
                          text(row, "file_name"),
                          row.value(QStringLiteral("line_no")).toLongLong(),
                          row.value(QStringLiteral("column_no")).toInt(),
                          text(row, "rule_key"),
                          text(row, "job_key"),
                          text(row, "bad_value")};
        if (!visit(r))
            break;
    }
    return {};
}

Result<qint64> ImportRepository::rejectionCount(qint64 id) const
{
    auto undone = isUndone(m_storage, id);
    if (!undone)
        return undone.error();
    if (*undone)
        return qint64(0);
    return m_storage.count(kRejections, {{kTag, id}});
}

Result<void> ImportRepository::finish(Storage& storage, qint64 id, const QString& sha256, qint64 rows)
{
    auto n = storage.update(kTable, {{kId, id}},
                            {{QStringLiteral("sha256"), nonNullText(sha256)}, {QStringLiteral("row_count"), rows}});
    if (!n)
        return n.error();
    return {};
}

Result<qint64> ImportRepository::insertRejections(Storage& storage, const std::function<bool(ImportRejection&)>& next)
{
    return storage.insertMany(kRejections, rejectionColumns(), [&](QVariantList& v) {
        ImportRejection r;
        if (!next(r))
            return false;
        v[0] = r.importId;
        v[1] = nonNullText(r.file);
        v[2] = r.line;
        v[3] = r.column;
        v[4] = nonNullText(r.rule);
        v[5] = nonNullText(r.jobKey);
        v[6] = nonNullText(r.value);
        return true;
    });
}

bool ImportRepository::keepsRejections(const QString& table)
{
    return table == kRejections;
}

QStringList ImportRepository::jobImportTables()
{
    return {QStringLiteral("baseline_jobs"), kRejections};
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
            {QStringLiteral("at_utc"), entry.at},
            {QStringLiteral("timestamp_zone"), nonNullText(entry.timeZone)}};
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

QString ImportRepository::tagColumn()
{
    return kTag;
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
