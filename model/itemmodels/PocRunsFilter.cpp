#include "itemmodels/PocRunsFilter.h"

#include "itemmodels/PocRunsModel.h"

namespace gatebench {

PocRunsFilter::PocRunsFilter(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    m_collator.setNumericMode(true);
    m_collator.setCaseSensitivity(Qt::CaseInsensitive);
    setSortRole(PocRunsModel::SortRole);
}

void PocRunsFilter::setCandidate(const QString& candidateId)
{
    if (candidateId == m_candidate)
        return;
    m_candidate = candidateId;
    invalidateFilter();
}

void PocRunsFilter::setScenario(const QString& scenarioId)
{
    if (scenarioId == m_scenario)
        return;
    m_scenario = scenarioId;
    invalidateFilter();
}

void PocRunsFilter::setOutcome(const QString& outcomeKey)
{
    if (outcomeKey == m_outcome)
        return;
    m_outcome = outcomeKey;
    invalidateFilter();
}

void PocRunsFilter::setText(const QString& text)
{
    const QString wanted = text.trimmed();
    if (wanted == m_text)
        return;
    m_text = wanted;
    invalidateFilter();
}

bool PocRunsFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QAbstractItemModel* model = sourceModel();
    const QModelIndex first = model->index(sourceRow, 0, sourceParent);
    if (!m_candidate.isEmpty() && first.data(PocRunsModel::CandidateIdRole).toString() != m_candidate)
        return false;
    if (!m_scenario.isEmpty() && first.data(PocRunsModel::ScenarioIdRole).toString() != m_scenario)
        return false;
    if (!m_outcome.isEmpty() && first.data(PocRunsModel::OutcomeKeyRole).toString() != m_outcome)
        return false;
    if (m_text.isEmpty())
        return true;
    for (int column = 0; column < model->columnCount(sourceParent); ++column) {
        const QModelIndex cell = model->index(sourceRow, column, sourceParent);
        if (cell.data(Qt::DisplayRole).toString().contains(m_text, Qt::CaseInsensitive) ||
            cell.data(Qt::ToolTipRole).toString().contains(m_text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

bool PocRunsFilter::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    const QVariant a = left.data(sortRole());
    const QVariant b = right.data(sortRole());
    // Not recorded goes last whichever way the column is sorted.
    const bool descending = sortOrder() == Qt::DescendingOrder;
    if (!a.isValid() || !b.isValid()) {
        if (a.isValid() == b.isValid())
            return left.row() < right.row();
        return descending ? !a.isValid() : !b.isValid();
    }
    if (a.typeId() == QMetaType::Double && b.typeId() == QMetaType::Double) {
        if (a.toDouble() != b.toDouble())
            return a.toDouble() < b.toDouble();
        return left.row() < right.row();
    }
    const int order = m_collator.compare(a.toString(), b.toString());
    return order != 0 ? order < 0 : left.row() < right.row();
}

} // namespace gatebench
