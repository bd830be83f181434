#pragma once

#include "repositories/SealedVisibility.h"
#include "storage/Storage.h"

#include <functional>

namespace gatebench {

/// The rows of a storage as one reader may read them: a read-only Storage over another that leaves
/// out what `Visibility` hides, so that every repository, report, export and page reads the same
/// rows for the same viewer without knowing why (the read layer hands it out: EvaluationQueries::
/// rows). The only code besides the repositories that knows which tables and columns hold what:
///
/// - another member's bonus score of a sealed cell (its value and note) is no row at all;
/// - an audit entry about such a score keeps who and when, but neither its old and new values nor
///   its detail (which names the score and note): its detail says it is sealed;
/// - with hidden prices, there are no cost lines, and audit entries about cost lines lose their values.
///
/// Every write is refused (it is a reader), and so is a copy of the file (copyTo) while anything is
/// hidden: a copy would carry what the reader may not see.
class VisibleRows final : public Storage {
public:
    /// Reads `inner` with the rules `rules()` gives at each read (the read layer's, which change
    /// with the evaluation).
    VisibleRows(const Storage& inner, std::function<const Visibility&()> rules);
    /// Reads `inner`, which it keeps (a worker thread's own connection), with fixed `rules`.
    VisibleRows(std::unique_ptr<const Storage> inner, const Visibility& rules);
    ~VisibleRows() override;

    /// Whether `table` holds rows a rule may leave out or mask.
    static bool filtered(const QString& table);

    Result<void> transaction(const std::function<Result<void>()>& work) override;
    int schemaVersion() const override { return m_inner.schemaVersion(); }
    Result<qint64> changeMark() const override { return m_inner.changeMark(); }
    QString location() const override { return m_inner.location(); }
    QStringList tables() const override { return m_inner.tables(); }
    QStringList columns(const QString& table) const override { return m_inner.columns(table); }
    QStringList keyColumns(const QString& table) const override { return m_inner.keyColumns(table); }
    QList<ChildLink> children(const QString& table) const override { return m_inner.children(table); }

    Result<QList<Row>> select(const QString& table, const Filter& filter = {},
                              const QStringList& orderBy = {}) const override;
    Result<void> scan(const QString& table, const QStringList& columns,
                      const std::function<bool(const QVariantList&)>& visit) const override;
    Result<qint64> count(const QString& table, const Filter& filter = {}) const override;
    Result<void> page(const QString& table, const PageQuery& query,
                      const std::function<bool(const QVariantList&)>& visit) const override;
    Result<QVariantList> distinct(const QString& table, const QString& column,
                                  const QList<Condition>& where = {}) const override;
    Result<qint64> countWhere(const QString& table, const QList<Condition>& where) const override;

    Result<qint64> insert(const QString& table, const Row& row) override;
    Result<qint64> insertMany(const QString& table, const QStringList& columns,
                              const std::function<bool(QVariantList&)>& next) override;
    Result<qint64> insertCells(const QString& table, const QStringList& columns, const CellBatch& rows) override;
    Result<void> scanCells(const QString& table, const QStringList& columns, qsizetype batchRows,
                           const std::function<bool(const CellBatch&)>& visit,
                           const QList<Condition>& where = {}) const override;
    Result<bool> deferIndex(const QString& table, const QString& index) override;
    Result<int> update(const QString& table, const Filter& key, const Row& changes) override;
    Result<int> remove(const QString& table, const Filter& filter) override;
    std::unique_ptr<BulkWriter> bulkWriter() override;
    Result<qint64> stash(const QString& slot, const QString& table, const Filter& filter, bool remove) override;
    Result<qint64> unstash(const QString& slot, const QString& table) override;
    Result<qint64> swapStash(const QString& slot, const QString& other, const QString& table) override;
    Result<void> dropStash(const QString& prefix) override;
    Result<QStringList> integrityCheck() const override { return m_inner.integrityCheck(); }
    QStringList uncheckedTables() const override { return m_inner.uncheckedTables(); }
    Result<void> copyTo(const QString& path) const override;
    /// A trial reads the whole evaluation as a copy would: none while anything is hidden.
    bool canTrial() const override;
    Result<void> trial(const std::function<Result<void>(Storage&)>& work) const override;
    const Storage& unfiltered() const override { return m_inner.unfiltered(); }

private:
    enum class Fate { Keep, Drop, Mask };
    /// What the rules do to one row of `table` (`value` gives a column's value).
    Fate fate(const QString& table, const std::function<QVariant(const QString&)>& value) const;
    /// The columns fate() reads of `table`.
    static QStringList ruleColumns(const QString& table);
    /// The columns a masked row of `table` loses (set to NULL, the detail to the sealed mark).
    static void mask(const QString& column, QVariant& value);

    std::unique_ptr<const Storage> m_owned;
    const Storage& m_inner;
    Visibility m_fixed;
    std::function<const Visibility&()> m_rules;
};

} // namespace gatebench
