#pragma once

#include <QCollator>
#include <QSortFilterProxyModel>

namespace gatebench {

/// The PoC runs table as the committee narrows and orders it: only the runs of one candidate, one
/// scenario, one outcome ("success", "failure", "cancelled"; empty: any) and containing a text in any
/// cell, sorted by PocRunsModel::SortRole: numbers and times as numbers, text in natural order
/// ("run 2" before "run 10"), and a value not recorded last in either direction.
class PocRunsFilter final : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit PocRunsFilter(QObject* parent = nullptr);

    void setCandidate(const QString& candidateId);
    void setScenario(const QString& scenarioId);
    void setOutcome(const QString& outcomeKey);
    void setText(const QString& text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    QString m_candidate;
    QString m_scenario;
    QString m_outcome;
    QString m_text;
    QCollator m_collator;
};

} // namespace gatebench
