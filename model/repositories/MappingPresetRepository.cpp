#include "repositories/MappingPresetRepository.h"
#include "repositories/RowValues.h"

#include "storage/Storage.h"

namespace gatebench {

namespace {

const QString kTable = QStringLiteral("mapping_presets");

Filter keyOf(const QString& kind, const QString& name)
{
    return {{QStringLiteral("kind"), kind}, {QStringLiteral("name"), name}};
}

} // namespace

Result<QStringList> MappingPresetRepository::names(const QString& kind) const
{
    auto rows = m_storage.select(kTable, {{QStringLiteral("kind"), kind}}, {QStringLiteral("name")});
    if (!rows)
        return rows.error();
    QStringList list;
    for (const Row& row : std::as_const(*rows))
        list.append(rows::text(row, "name"));
    return list;
}

Result<std::optional<QString>> MappingPresetRepository::definition(const QString& kind, const QString& name) const
{
    auto rows = m_storage.select(kTable, keyOf(kind, name));
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<QString>{};
    return std::optional<QString>{rows::text(rows->first(), "definition")};
}

Result<ChangeSet> MappingPresetRepository::save(const QString& kind, const QString& name,
                                                const QString& definition) const
{
    const Filter key = keyOf(kind, name);
    auto rows = m_storage.select(kTable, key);
    if (!rows)
        return rows.error();
    if (rows->isEmpty()) {
        Row row = key;
        row.insert(QStringLiteral("definition"), definition);
        return ChangeSet{Change::insert(kTable, key, row)};
    }
    return rows::updateTo(kTable, key, rows->first(), {{QStringLiteral("definition"), definition}});
}

Result<ChangeSet> MappingPresetRepository::remove(const QString& kind, const QString& name) const
{
    const Filter key = keyOf(kind, name);
    auto rows = m_storage.select(kTable, key);
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return ChangeSet{};
    return ChangeSet{Change::remove(kTable, key, rows->first())};
}

} // namespace gatebench
