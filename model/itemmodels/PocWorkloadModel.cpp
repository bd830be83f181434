#include "itemmodels/PocWorkloadModel.h"

#include "core/Labels.h"
#include "poc/PocCharts.h"
#include "repositories/PocRepository.h"

#include <QBrush>
#include <QColor>
#include <QCoreApplication>

#include <algorithm>
#include <cstdlib>

namespace gatebench {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::PocWorkloadModel)
};

/// A long name on two lines, broken at the space nearest its middle (a column's header then needs half
/// the width); a short one, or one without a space, as it is.
QString twoLines(const QString& name)
{
    constexpr int kLong = 22;
    if (name.size() <= kLong)
        return name;
    qsizetype best = -1;
    for (qsizetype i = name.indexOf(u' '); i >= 0; i = name.indexOf(u' ', i + 1)) {
        if (best < 0 || std::abs(name.size() / 2 - i) < std::abs(name.size() / 2 - best))
            best = i;
    }
    return best < 0 ? name : QString(name.left(best) + u'\n' + name.mid(best + 1));
}

} // namespace

PocWorkloadModel::PocWorkloadModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void PocWorkloadModel::setAnalysis(const PocAnalysis& analysis, const QString& language)
{
    beginResetModel();
    m_analysis = analysis;
    m_compared = analysis.compared();
    m_language = language;
    endResetModel();
}

int PocWorkloadModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_analysis.scenarios.size());
}

int PocWorkloadModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_compared.size());
}

QModelIndex PocWorkloadModel::indexOf(const QString& candidateId, const QString& scenarioId) const
{
    const int column = int(m_compared.indexOf(candidateId));
    for (int row = 0; row < m_analysis.scenarios.size(); ++row) {
        if (m_analysis.scenarios.at(row).id == scenarioId && column >= 0)
            return index(row, column);
    }
    return {};
}

PocWorkloadModel::Cell PocWorkloadModel::cell(int row, int column) const
{
    Cell shown;
    const PocScenario& scenario = m_analysis.scenarios.at(row);
    const QString& candidateId = m_compared.at(column);
    const PocCellMetrics* metrics = m_analysis.cell(candidateId, scenario.id);
    shown.runs = metrics ? metrics->runs : 0;
    for (const PocGap& gap : m_analysis.gaps) {
        if (gap.candidateId == candidateId && gap.scenarioId == scenario.id) {
            shown.gap = true;
            shown.needed = gap.needed;
            return shown;
        }
    }
    // Due for everyone once it has a minimum or anyone compared ran it (sameWorkloadGaps).
    bool ranByAny = false;
    for (const QString& id : m_compared)
        ranByAny = ranByAny || m_analysis.cell(id, scenario.id) != nullptr;
    if (scenario.minRuns > 0 || ranByAny)
        shown.needed = std::max(scenario.minRuns, 1);
    return shown;
}

QVariant PocWorkloadModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Cell shown = cell(index.row(), index.column());
    const QString candidateId = m_compared.at(index.column());
    const QString scenarioId = m_analysis.scenarios.at(index.row()).id;
    switch (role) {
    case Qt::DisplayRole:
        if (shown.gap)
            return QStringLiteral("⚠ %1 / %2").arg(shown.runs).arg(shown.needed);
        if (shown.needed == 0 && shown.runs == 0)
            return QStringLiteral("–");
        return QString::number(shown.runs);
    case Qt::ToolTipRole: {
        const QString where = Text::tr("%1, %2").arg(pocCandidateName(m_analysis, candidateId, m_language),
                                                     pocScenarioName(m_analysis, scenarioId, m_language));
        QString what;
        if (shown.gap && shown.runs == 0)
            what = Text::tr("needs %1 runs, has none").arg(shown.needed);
        else if (shown.gap)
            what = Text::tr("needs %1 runs, has only %2").arg(shown.needed).arg(shown.runs);
        else if (shown.needed == 0)
            what = Text::tr("optional, and no candidate compared ran it");
        else
            what = Text::tr("%1 runs recorded, %2 required").arg(shown.runs).arg(shown.needed);
        return Text::tr("%1: %2").arg(where, what);
    }
    case Qt::BackgroundRole:
        if (shown.gap)
            return QBrush(QColor(0xf8, 0xd0, 0xd0));
        if (shown.needed == 0)
            return QBrush(QColor(0xf2, 0xf2, 0xf2));
        return QBrush(QColor(0xd8, 0xf0, 0xd8));
    case Qt::ForegroundRole:
        return QBrush(shown.gap ? QColor(0x8b, 0x00, 0x00) : QColor(0x20, 0x20, 0x20));
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case GapRole:
        return shown.gap;
    case RunsRole:
        return shown.runs;
    case NeededRole:
        return shown.needed;
    case CandidateIdRole:
        return candidateId;
    case ScenarioIdRole:
        return scenarioId;
    default:
        return {};
    }
}

QVariant PocWorkloadModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= m_compared.size())
            return {};
        const QString name = pocCandidateName(m_analysis, m_compared.at(section), m_language);
        if (role == Qt::DisplayRole)
            return twoLines(name);
        if (role == Qt::ToolTipRole)
            return name;
        if (role == CandidateIdRole)
            return m_compared.at(section);
        return {};
    }
    if (section < 0 || section >= m_analysis.scenarios.size())
        return {};
    const PocScenario& scenario = m_analysis.scenarios.at(section);
    const QString name = pocScenarioName(m_analysis, scenario.id, m_language);
    switch (role) {
    case Qt::DisplayRole:
        return name;
    case Qt::ToolTipRole: {
        const QString kind = labels::pocScenarioKind(PocRepository::kindKey(scenario.kind));
        return scenario.minRuns > 0
                   ? Text::tr("%1 (%2): at least %3 runs on every candidate").arg(name, kind).arg(scenario.minRuns)
                   : Text::tr("%1 (%2): optional; due for every candidate once one of them ran it").arg(name, kind);
    }
    case ScenarioIdRole:
        return scenario.id;
    default:
        return {};
    }
}

} // namespace gatebench
