#include "itemmodels/ExitReadinessModel.h"

#include "core/Labels.h"
#include "itemmodels/StatusCells.h"
#include "repositories/ExitReadinessRepository.h"
#include "repositories/TcoRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ExitReadinessModel)
};

std::optional<statuscells::Standing> standing(const std::optional<ExitStatus>& status)
{
    if (!status)
        return std::nullopt;
    switch (*status) {
    case ExitStatus::Ready:
        return statuscells::Standing::Met;
    case ExitStatus::Partial:
        return statuscells::Standing::Partly;
    case ExitStatus::Missing:
        break;
    }
    return statuscells::Standing::NotMet;
}

} // namespace

ExitReadinessModel::ExitReadinessModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void ExitReadinessModel::setWorkspace(Workspace* workspace)
{
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    if (m_workspace) {
        connect(m_workspace, &Workspace::changed, this, [this](const ChangeEvent& event) {
            if (ExitReadinessRepository::touchedBy(event) || TcoRepository::touchedBy(event))
                reload();
        });
    }
    reload();
}

void ExitReadinessModel::setLanguage(const QString& language)
{
    m_language = language;
    reload();
}

void ExitReadinessModel::reload()
{
    beginResetModel();
    m_candidates.clear();
    m_error.clear();
    if (m_workspace) {
        auto all = exitreadiness::all(m_workspace->queries().rows());
        if (all)
            m_candidates = *all;
        else
            m_error = all.error().message;
    }
    endResetModel();
}

int ExitReadinessModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(exitItems().size());
}

int ExitReadinessModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_candidates.size());
}

QString ExitReadinessModel::candidateId(int column) const
{
    return column >= 0 && column < m_candidates.size() ? m_candidates.at(column).candidateId : QString();
}

QString ExitReadinessModel::candidateName(int column) const
{
    if (column < 0 || column >= m_candidates.size())
        return {};
    const QString name = m_candidates.at(column).name.in(m_language);
    return name.isEmpty() ? candidateId(column) : name;
}

ExitItem ExitReadinessModel::item(int row)
{
    return exitItems().value(row, ExitItem::JobDefinitions);
}

std::optional<ExitCheck> ExitReadinessModel::check(int row, int column) const
{
    if (column < 0 || column >= m_candidates.size() || row < 0 || row >= rowCount())
        return std::nullopt;
    return m_candidates.at(column).checks.value(row);
}

QString ExitReadinessModel::symbol(const std::optional<ExitStatus>& status)
{
    return statuscells::symbol(standing(status));
}

QString ExitReadinessModel::statusText(const std::optional<ExitStatus>& status)
{
    const QString word =
        status ? labels::exitStatus(ExitReadinessRepository::statusKey(*status)) : Text::tr("Not recorded");
    return symbol(status) + u' ' + word;
}

QVariant ExitReadinessModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const std::optional<ExitCheck> shown = check(index.row(), index.column());
    const std::optional<ExitStatus> status = shown ? std::optional<ExitStatus>(shown->status) : std::nullopt;
    const ExitItem it = item(index.row());
    if (QVariant style = statuscells::styleData(standing(status), role); style.isValid())
        return style;
    switch (role) {
    case Qt::DisplayRole:
        return statusText(status);
    case Qt::ToolTipRole: {
        QStringList lines{Text::tr("%1 / %2: %3")
                              .arg(candidateName(index.column()),
                                   labels::exitItem(ExitReadinessRepository::itemKey(it)), statusText(status))};
        if (shown)
            lines.append(
                Text::tr("Evidence: %1").arg(shown->evidence.isEmpty() ? Text::tr("none given") : shown->evidence));
        return lines.join(u'\n');
    }
    case StatusKeyRole:
        return status ? ExitReadinessRepository::statusKey(*status) : QString();
    case CandidateIdRole:
        return candidateId(index.column());
    case ItemKeyRole:
        return ExitReadinessRepository::itemKey(it);
    default:
        return {};
    }
}

QVariant ExitReadinessModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Horizontal)
        return candidateName(section);
    if (section < 0 || section >= rowCount())
        return {};
    return labels::exitItem(ExitReadinessRepository::itemKey(item(section)));
}

} // namespace gatebench
