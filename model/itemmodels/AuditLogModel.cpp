#include "itemmodels/AuditLogModel.h"

#include "repositories/AuditRepository.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSet>

#include <algorithm>

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
        connect(m_workspace, &Workspace::changed, this, &AuditLogModel::follow);
    reload();
}

void AuditLogModel::fail(const QString& message)
{
    m_error = message;
    emit loadFailed(message);
}

QStringList AuditLogModel::shown(const AuditEntry& e)
{
    return {e.at,    e.actor, e.action, e.entity, e.entityId, e.field, e.oldValue.toString(), e.newValue.toString(),
            e.detail};
}

void AuditLogModel::reload()
{
    beginResetModel();
    m_rows.clear();
    m_lastSeq = 0;
    m_error.clear();
    QString error;
    if (m_workspace) {
        auto r = AuditRepository(m_workspace->storage()).scan([this](const AuditEntry& entry) {
            m_lastSeq = entry.seq;
            m_rows.append(shown(entry));
            return true;
        });
        if (!r)
            error = r.error().message;
        std::reverse(m_rows.begin(), m_rows.end());
    }
    endResetModel();
    if (!error.isEmpty())
        fail(error);
}

void AuditLogModel::follow(const ChangeEvent& event)
{
    if (!m_workspace || !AuditRepository::touchedBy(event))
        return;
    if (AuditRepository::rewrittenBy(event)) {
        reload();
        return;
    }
    const QList<qint64> added = AuditRepository::appendedIn(event);
    // Entries this step did not announce lie in between (another GateBench wrote): read all of it.
    for (qsizetype i = 0; i < added.size(); ++i) {
        if (added.at(i) != m_lastSeq + 1 + i) {
            reload();
            return;
        }
    }
    QVector<QStringList> rows;
    for (auto seq = added.crbegin(); seq != added.crend(); ++seq) {
        auto entry = AuditRepository(m_workspace->storage()).find(*seq);
        if (!entry || !*entry) {
            reload();
            return;
        }
        rows.append(shown(**entry));
    }
    if (rows.isEmpty())
        return;
    beginInsertRows({}, 0, int(rows.size()) - 1);
    rows.append(m_rows);
    m_rows = std::move(rows);
    m_lastSeq = added.last();
    endInsertRows();
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
