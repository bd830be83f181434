#include "storage/ReadOnlyStorage.h"

namespace gatebench {

Result<void> ReadOnlyStorage::transaction(const std::function<Result<void>()>&)
{
    return refusal();
}

Result<qint64> ReadOnlyStorage::insert(const QString&, const Row&)
{
    return refusal();
}

Result<qint64> ReadOnlyStorage::insertMany(const QString&, const QStringList&,
                                           const std::function<bool(QVariantList&)>&)
{
    return refusal();
}

Result<qint64> ReadOnlyStorage::insertCells(const QString&, const QStringList&, const CellBatch&)
{
    return refusal();
}

Result<bool> ReadOnlyStorage::deferIndex(const QString&, const QString&)
{
    return refusal();
}

Result<int> ReadOnlyStorage::update(const QString&, const Filter&, const Row&)
{
    return refusal();
}

Result<int> ReadOnlyStorage::remove(const QString&, const Filter&)
{
    return refusal();
}

Result<qint64> ReadOnlyStorage::stash(const QString&, const QString&, const Filter&, bool)
{
    return refusal();
}

Result<qint64> ReadOnlyStorage::unstash(const QString&, const QString&)
{
    return refusal();
}

Result<qint64> ReadOnlyStorage::swapStash(const QString&, const QString&, const QString&)
{
    return refusal();
}

Result<void> ReadOnlyStorage::dropStash(const QString&)
{
    return refusal();
}

} // namespace gatebench
