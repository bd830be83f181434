#pragma once

#include "storage/ChangeWatch.h"
#include "storage/Storage.h"

namespace gatebench {

/// A read-only Storage over another (`inner`): its catalogue is the inner storage's, and every write
/// is refused with the error refusal() gives. The base of the views a reader is handed (a viewer's
/// VisibleRows, a snapshot's SnapshotRows), which override the reads they change.
class ReadOnlyStorage : public Storage {
public:
    explicit ReadOnlyStorage(const Storage& inner)
        : m_inner(inner)
    {}

    int schemaVersion() const override { return m_inner.schemaVersion(); }
    Result<qint64> changeMark() const override { return m_inner.changeMark(); }
    Result<std::unique_ptr<ChangeWatch>> changeWatch() const override { return m_inner.changeWatch(); }
    std::function<bool()> serverProbe() const override { return m_inner.serverProbe(); }
    QString location() const override { return m_inner.location(); }
    QStringList tables() const override { return m_inner.tables(); }
    QStringList columns(const QString& table) const override { return m_inner.columns(table); }
    QStringList keyColumns(const QString& table) const override { return m_inner.keyColumns(table); }
    QList<ChildLink> children(const QString& table) const override { return m_inner.children(table); }
    bool underRoles() const override { return m_inner.underRoles(); }
    QString roleMember() const override { return m_inner.roleMember(); }

    Result<void> transaction(const std::function<Result<void>()>& work) override;
    Result<qint64> insert(const QString& table, const Row& row) override;
    Result<qint64> insertMany(const QString& table, const QStringList& columns,
                              const std::function<bool(QVariantList&)>& next) override;
    Result<qint64> insertCells(const QString& table, const QStringList& columns, const CellBatch& rows) override;
    Result<bool> deferIndex(const QString& table, const QString& index) override;
    Result<int> update(const QString& table, const Filter& key, const Row& changes) override;
    Result<int> remove(const QString& table, const Filter& filter) override;
    /// None: nothing is written here.
    std::unique_ptr<BulkWriter> bulkWriter() override { return nullptr; }
    Result<qint64> stash(const QString& slot, const QString& table, const Filter& filter, bool remove) override;
    Result<qint64> unstash(const QString& slot, const QString& table) override;
    Result<qint64> swapStash(const QString& slot, const QString& other, const QString& table) override;
    Result<void> dropStash(const QString& prefix) override;

protected:
    /// Why a write is refused (in the view's own words).
    virtual Error refusal() const = 0;
    const Storage& inner() const { return m_inner; }

private:
    const Storage& m_inner;
};

} // namespace gatebench
