#pragma once

#include "repositories/SealedVisibility.h"
#include "storage/ReadOnlyStorage.h"

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
class VisibleRows final : public ReadOnlyStorage {
public:
    /// Reads `inner` with the rules `rules()` gives at each read (the read layer's, which change
    /// with the evaluation).
    VisibleRows(const Storage& inner, std::function<const Visibility&()> rules);
    /// Reads `inner`, which it keeps (a worker thread's own connection), with fixed `rules`.
    VisibleRows(std::unique_ptr<const Storage> inner, const Visibility& rules);
    ~VisibleRows() override;

    /// Whether `table` holds rows a rule may leave out or mask.
    static bool filtered(const QString& table);

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

    Result<void> scanCells(const QString& table, const QStringList& columns, qsizetype batchRows,
                           const std::function<bool(const CellBatch&)>& visit,
                           const QList<Condition>& where = {}) const override;
    Result<QStringList> integrityCheck() const override { return inner().integrityCheck(); }
    QStringList uncheckedTables() const override { return inner().uncheckedTables(); }
    Result<void> copyTo(const QString& path) const override;
    /// A trial reads the whole evaluation as a copy would: none while anything is hidden.
    bool canTrial() const override;
    Result<void> trial(const std::function<Result<void>(Storage&)>& work) const override;
    const Storage& unfiltered() const override { return inner().unfiltered(); }

protected:
    Error refusal() const override;

private:
    enum class Fate { Keep, Drop, Mask };
    /// What the rules do to one row of `table` (`value` gives a column's value).
    Fate fate(const QString& table, const std::function<QVariant(const QString&)>& value) const;
    /// The columns fate() reads of `table`.
    static QStringList ruleColumns(const QString& table);
    /// The columns a masked row of `table` loses (set to NULL, the detail to the sealed mark).
    static void mask(const QString& column, QVariant& value);

    std::unique_ptr<const Storage> m_owned;
    Visibility m_fixed;
    std::function<const Visibility&()> m_rules;
};

} // namespace gatebench
