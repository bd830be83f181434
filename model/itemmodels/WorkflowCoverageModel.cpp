#include "itemmodels/WorkflowCoverageModel.h"

#include "core/Labels.h"
#include "itemmodels/StatusCells.h"
#include "reports/WorkflowGaps.h"
#include "repositories/WorkflowCoverageRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::WorkflowCoverageModel)
};

QString cellKey(const QString& candidateId, WorkflowStep step)
{
    return candidateId + u'/' + WorkflowCoverageRepository::stepKey(step);
}

QString modeLabel(const std::optional<CoverageMode>& mode)
{
    return mode ? labels::coverageMode(WorkflowCoverageRepository::modeKey(*mode)) : Text::tr("Not recorded");
}

std::optional<statuscells::Standing> standing(const std::optional<CoverageMode>& mode)
{
    if (!mode)
        return std::nullopt;
    switch (*mode) {
    case CoverageMode::Managed:
        return statuscells::Standing::Met;
    case CoverageMode::Manual:
        return statuscells::Standing::Partly;
    case CoverageMode::NotCovered:
        break;
    }
    return statuscells::Standing::NotMet;
}

} // namespace

WorkflowCoverageModel::WorkflowCoverageModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void WorkflowCoverageModel::setWorkspace(Workspace* workspace)
{
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    if (m_workspace) {
        connect(m_workspace, &Workspace::changed, this, [this](const ChangeEvent& event) {
            if (WorkflowCoverageRepository::touchedBy(event))
                reload();
        });
    }
    reload();
}

void WorkflowCoverageModel::setLanguage(const QString& language)
{
    m_language = language;
    reload();
}

void WorkflowCoverageModel::reload()
{
    beginResetModel();
    m_candidates.clear();
    m_cells.clear();
    m_essential.clear();
    m_error.clear();
    if (m_workspace) {
        const Storage& storage = m_workspace->queries().rows();
        const WorkflowCoverageRepository repository(storage);
        auto candidates = workflowgaps::matrixCandidates(storage);
        auto cells = repository.all();
        auto essential = repository.essentialSteps();
        if (!candidates)
            m_error = candidates.error().message;
        else if (!cells)
            m_error = cells.error().message;
        else if (!essential)
            m_error = essential.error().message;
        else {
            m_candidates = *candidates;
            for (const WorkflowCoverage& cell : std::as_const(*cells))
                m_cells.insert(cellKey(cell.candidateId, cell.step), cell);
            m_essential = *essential;
        }
    }
    endResetModel();
}

int WorkflowCoverageModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(workflowSteps().size());
}

int WorkflowCoverageModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_candidates.size());
}

QString WorkflowCoverageModel::candidateId(int column) const
{
    return column >= 0 && column < m_candidates.size() ? m_candidates.at(column).id : QString();
}

WorkflowStep WorkflowCoverageModel::step(int row)
{
    const QList<WorkflowStep> steps = workflowSteps();
    return steps.value(row, WorkflowStep::DataPreparation);
}

std::optional<WorkflowCoverage> WorkflowCoverageModel::cell(int row, int column) const
{
    const auto it = m_cells.constFind(cellKey(candidateId(column), step(row)));
    if (it == m_cells.cend())
        return std::nullopt;
    return *it;
}

bool WorkflowCoverageModel::isEssential(WorkflowStep s) const
{
    return m_essential.contains(s);
}

QString WorkflowCoverageModel::symbol(const std::optional<CoverageMode>& mode)
{
    return statuscells::symbol(standing(mode));
}

QVariant WorkflowCoverageModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const std::optional<WorkflowCoverage> shown = cell(index.row(), index.column());
    const std::optional<CoverageMode> mode = shown ? std::optional<CoverageMode>(shown->mode) : std::nullopt;
    const WorkflowStep s = step(index.row());
    if (QVariant style = statuscells::styleData(standing(mode), role); style.isValid())
        return style;
    switch (role) {
    case Qt::DisplayRole:
        return QString(symbol(mode) + u' ' + modeLabel(mode));
    case Qt::ToolTipRole: {
        const QString candidate = m_candidates.at(index.column()).name.in(m_language);
        QStringList lines{Text::tr("%1 / %2: %3")
                              .arg(candidate.isEmpty() ? candidateId(index.column()) : candidate,
                                   labels::workflowStep(WorkflowCoverageRepository::stepKey(s)), modeLabel(mode))};
        if (isEssential(s))
            lines.append(Text::tr("Essential step"));
        if (shown) {
            const QString team = shown->owningTeam.in(m_language);
            const QString boundary = shown->permissionBoundary.in(m_language);
            lines.append(Text::tr("Owning team: %1").arg(team.isEmpty() ? Text::tr("not named") : team));
            lines.append(
                Text::tr("Permission boundary: %1").arg(boundary.isEmpty() ? Text::tr("not described") : boundary));
            if (!shown->note.isEmpty())
                lines.append(Text::tr("Note: %1").arg(shown->note));
        }
        return lines.join(u'\n');
    }
    case ModeKeyRole:
        return mode ? WorkflowCoverageRepository::modeKey(*mode) : QString();
    case CandidateIdRole:
        return candidateId(index.column());
    case StepKeyRole:
        return WorkflowCoverageRepository::stepKey(s);
    case EssentialRole:
        return isEssential(s);
    default:
        return {};
    }
}

QVariant WorkflowCoverageModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= m_candidates.size())
            return {};
        const Candidate& candidate = m_candidates.at(section);
        if (role == Qt::DisplayRole) {
            const QString name = candidate.name.in(m_language);
            return name.isEmpty() ? candidate.id : name;
        }
        if (role == CandidateIdRole)
            return candidate.id;
        return {};
    }
    if (section < 0 || section >= workflowSteps().size())
        return {};
    const WorkflowStep s = step(section);
    const QString label = labels::workflowStep(WorkflowCoverageRepository::stepKey(s));
    switch (role) {
    case Qt::DisplayRole:
        return isEssential(s) ? QString(QStringLiteral("★ ") + label) : label;
    case Qt::ToolTipRole:
        return isEssential(s) ? Text::tr("%1: essential step; a gap here is cited by the key-workflow gate").arg(label)
                              : Text::tr("%1: not marked essential").arg(label);
    case StepKeyRole:
        return WorkflowCoverageRepository::stepKey(s);
    case EssentialRole:
        return isEssential(s);
    default:
        return {};
    }
}

} // namespace gatebench
