#include "AuditLogModel.h"

#include "Workspace.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSet>

namespace gatebench {

AuditLogModel::AuditLogModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void AuditLogModel::setWorkspace(Workspace* workspace)
{
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    if (m_workspace)
        connect(m_workspace, &Workspace::tableChanged, this, &AuditLogModel::reload);
    reload();
}

void AuditLogModel::reload()
{
    beginResetModel();
    m_rows.clear();
    if (m_workspace) {
        const QStringList columns{QStringLiteral("at_utc"),    QStringLiteral("actor"),     QStringLiteral("action"),
                                  QStringLiteral("entity"),    QStringLiteral("entity_id"), QStringLiteral("field"),
                                  QStringLiteral("old_value"), QStringLiteral("new_value"), QStringLiteral("detail")};
        auto r = m_workspace->storage().scan(QStringLiteral("audit_log"), columns, [this](const QVariantList& values) {
            QStringList row;
            row.reserve(values.size());
            for (const QVariant& value : values)
                row.append(value.toString());
            m_rows.append(row);
            return true;
        });
        Q_UNUSED(r);
        std::reverse(m_rows.begin(), m_rows.end());
    }
    endResetModel();
}

int AuditLogModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}
int AuditLogModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AuditLogModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const QString& value = m_rows.at(index.row()).at(index.column());
    if (role == Qt::DisplayRole) {
        if (index.column() == When) {
            const QDateTime utc = QDateTime::fromString(value, Qt::ISODate);
            return utc.isValid() ? utc.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")) : value;
        }
        QString shown = value;
        shown.replace(u'\n', u' ');
        return shown.size() > 160 ? shown.left(157) + QStringLiteral("...") : shown;
    }
    if (role == Qt::ToolTipRole)
        return value;
    if (role == Qt::UserRole)
        return value;
    return {};
}

QVariant AuditLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const char* const names[] = {QT_TRANSLATE_NOOP("gatebench::AuditLogModel", "When"),
                                 QT_TRANSLATE_NOOP("gatebench::AuditLogModel", "Who"),
                                 QT_TRANSLATE_NOOP("gatebench::AuditLogModel", "Action"),
                                 QT_TRANSLATE_NOOP("gatebench::AuditLogModel", "Entity"),
                                 QT_TRANSLATE_NOOP("gatebench::AuditLogModel", "Id"),
                                 QT_TRANSLATE_NOOP("gatebench::AuditLogModel", "Field"),
                                 QT_TRANSLATE_NOOP("gatebench::AuditLogModel", "Old value"),
                                 QT_TRANSLATE_NOOP("gatebench::AuditLogModel", "New value"),
                                 QT_TRANSLATE_NOOP("gatebench::AuditLogModel", "Detail")};
    if (section < 0 || section >= ColumnCount)
        return {};
    return QCoreApplication::translate("gatebench::AuditLogModel", names[section]);
}

QStringList AuditLogModel::distinct(Column column) const
{
    QSet<QString> values;
    for (const QStringList& row : m_rows)
        values.insert(row.at(column));
    QStringList list(values.begin(), values.end());
    list.sort();
    return list;
}

} // namespace gatebench
