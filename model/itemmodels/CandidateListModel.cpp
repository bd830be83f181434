#include "itemmodels/CandidateListModel.h"

#include "core/Labels.h"
#include "itemmodels/RowSync.h"
#include "repositories/CandidateRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QFont>
#include <QPalette>

namespace gatebench {

CandidateListModel::CandidateListModel(QObject* parent)
    : QAbstractListModel(parent)
{}

void CandidateListModel::setWorkspace(Workspace* workspace)
{
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    if (m_workspace) {
        connect(m_workspace, &Workspace::changed, this, &CandidateListModel::follow);
    }
    reload();
}

void CandidateListModel::setLanguage(const QString& language)
{
    m_language = language;
    if (!m_rows.isEmpty())
        emit dataChanged(index(0), index(int(m_rows.size()) - 1), {Qt::DisplayRole});
}

void CandidateListModel::reload()
{
    beginResetModel();
    m_rows.clear();
    if (m_workspace) {
        auto list = CandidateRepository(m_workspace->queries().rows()).all();
        if (list)
            m_rows = *list;
    }
    endResetModel();
}

void CandidateListModel::follow(const ChangeEvent& event)
{
    if (!m_workspace || !CandidateRepository::touchedBy(event))
        return;
    const CandidateRepository repository(m_workspace->queries().rows());
    if (CandidateRepository::reorderedBy(event)) {
        auto list = repository.all();
        if (!list) {
            reload();
            return;
        }
        sync(*list);
        return;
    }
    // Fields edited in place: read those rows again.
    for (const QString& id : CandidateRepository::editedIn(event)) {
        const int row = rowOf(id);
        if (row < 0)
            continue;
        auto candidate = repository.find(id);
        if (!candidate || !*candidate || **candidate == m_rows.at(row))
            continue;
        m_rows[row] = **candidate;
        emit dataChanged(index(row), index(row));
    }
}

void CandidateListModel::sync(const QList<Candidate>& fresh)
{
    RowSyncSteps steps;
    steps.beginRemove = [this](int first, int last) { beginRemoveRows({}, first, last); };
    steps.endRemove = [this] { endRemoveRows(); };
    steps.beginInsert = [this](int first, int last) { beginInsertRows({}, first, last); };
    steps.endInsert = [this] { endInsertRows(); };
    steps.beginReset = [this] { beginResetModel(); };
    steps.endReset = [this] { endResetModel(); };
    steps.changed = [this](int row) { emit dataChanged(index(row), index(row)); };
    syncRows(
        m_rows, fresh, [](const Candidate& c) { return c.id; }, steps);
}

int CandidateListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant CandidateListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Candidate& candidate = m_rows.at(index.row());
    const bool shortlisted = candidate.shortlisted;
    switch (role) {
    case Qt::DisplayRole: {
        // A name given only in the other language shows in it; a candidate with no name shows its id.
        QString name = shownIn(candidate.name.zh, candidate.name.en, m_language);
        if (name.isEmpty())
            name = candidate.id;
        QStringList marks;
        if (candidate.inPoc)
            marks.append(QCoreApplication::translate("gatebench::CandidateListModel", "PoC"));
        if (!shortlisted)
            marks.append(QCoreApplication::translate("gatebench::CandidateListModel", "set aside"));
        return marks.isEmpty() ? name
                               : QCoreApplication::translate("gatebench::CandidateListModel", "%1 (%2)")
                                     .arg(name, marks.join(listSeparator(m_language)));
    }
    case Qt::ToolTipRole: // the whole text when the list cuts it, and the id
        return QString(data(index, Qt::DisplayRole).toString() + u'\n' + candidate.id);
    case Qt::FontRole:
        if (!shortlisted) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        if (!shortlisted)
            return QPalette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case IdRole:
        return candidate.id;
    case ShortlistedRole:
        return shortlisted;
    case InPocRole:
        return candidate.inPoc;
    default:
        return {};
    }
}

int CandidateListModel::rowOf(const QString& id) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).id == id)
            return i;
    }
    return -1;
}

std::optional<Candidate> CandidateListModel::candidate(const QString& id) const
{
    const int row = rowOf(id);
    return row >= 0 ? std::optional<Candidate>(m_rows.at(row)) : std::nullopt;
}

} // namespace gatebench
