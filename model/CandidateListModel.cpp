#include "CandidateListModel.h"

#include "RowSync.h"
#include "Workspace.h"

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
        auto rows = m_workspace->storage().select(QStringLiteral("candidates"), {},
                                                  {QStringLiteral("position"), QStringLiteral("id")});
        if (rows)
            m_rows = *rows;
    }
    endResetModel();
}

void CandidateListModel::follow(const ChangeEvent& event)
{
    const QString table = QStringLiteral("candidates");
    if (!m_workspace || !event.touches(table))
        return;
    if (event.reshapes(table, {QStringLiteral("id"), QStringLiteral("position")})) {
        auto rows = m_workspace->storage().select(table, {}, {QStringLiteral("position"), QStringLiteral("id")});
        if (!rows) {
            reload();
            return;
        }
        sync(*rows);
        return;
    }
    // Fields edited in place: read those rows again.
    for (const ChangeEvent::RowChange& change : event.rows) {
        if (change.table != table)
            continue;
        const int row = rowOf(change.key.value(QStringLiteral("id")).toString());
        if (row < 0)
            continue;
        auto rows = m_workspace->storage().select(table, change.key);
        if (!rows || rows->size() != 1 || rows->first() == m_rows.at(row))
            continue;
        m_rows[row] = rows->first();
        emit dataChanged(index(row), index(row));
    }
}

void CandidateListModel::sync(const QList<Row>& fresh)
{
    RowSyncSteps steps;
    steps.beginRemove = [this](int first, int last) { beginRemoveRows({}, first, last); };
    steps.endRemove = [this] { endRemoveRows(); };
    steps.beginInsert = [this](int first, int last) { beginInsertRows({}, first, last); };
    steps.endInsert = [this] { endInsertRows(); };
    steps.beginReset = [this] { beginResetModel(); };
    steps.endReset = [this] { endResetModel(); };
    steps.changed = [this](int row) { emit dataChanged(index(row), index(row)); };
    syncRows(m_rows, fresh, QStringLiteral("id"), steps);
}

int CandidateListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant CandidateListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row& row = m_rows.at(index.row());
    const bool shortlisted = row.value(QStringLiteral("shortlisted")).toInt() == 1;
    switch (role) {
    case Qt::DisplayRole: {
        QString name =
            row.value(m_language == QLatin1String("en") ? QStringLiteral("name_en") : QStringLiteral("name_zh"))
                .toString();
        if (name.isEmpty())
            name = row.value(QStringLiteral("id")).toString();
        QStringList marks;
        if (row.value(QStringLiteral("in_poc")).toInt() == 1)
            marks.append(QCoreApplication::translate("gatebench::CandidateListModel", "PoC"));
        if (!shortlisted)
            marks.append(QCoreApplication::translate("gatebench::CandidateListModel", "set aside"));
        return marks.isEmpty() ? name : name + QStringLiteral("  [") + marks.join(QStringLiteral(", ")) + u']';
    }
    case Qt::ToolTipRole:
        return row.value(QStringLiteral("id"));
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
        return row.value(QStringLiteral("id"));
    case ShortlistedRole:
        return shortlisted;
    case InPocRole:
        return row.value(QStringLiteral("in_poc")).toInt() == 1;
    case RowRole:
        return row;
    default:
        return {};
    }
}

int CandidateListModel::rowOf(const QString& id) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).value(QStringLiteral("id")).toString() == id)
            return i;
    }
    return -1;
}

Row CandidateListModel::candidate(const QString& id) const
{
    const int row = rowOf(id);
    return row >= 0 ? m_rows.at(row) : Row();
}

} // namespace gatebench
