#include "itemmodels/AuditLogModel.h"

#include "core/Times.h"
#include "repositories/AuditLabels.h"
#include "repositories/AuditRepository.h"
#include "workspace/EvaluationQueries.h"
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

void AuditLogModel::setLanguage(const QString& language)
{
    m_language = language;
    reload();
}

QString AuditLogModel::language() const
{
    if (!m_language.isEmpty() || !m_workspace)
        return m_language;
    return m_workspace->language();
}

ShownAuditEntry AuditLogModel::shown(const AuditEntry& e) const
{
    return m_renderer ? m_renderer->render(e) : ShownAuditEntry{e,
                                                                e.at,
                                                                e.actor,
                                                                e.action,
                                                                e.entity,
                                                                e.entityId,
                                                                e.field,
                                                                e.oldValue.toString(),
                                                                e.newValue.toString(),
                                                                e.detail};
}

QByteArray AuditLogModel::csv() const
{
    return m_renderer ? auditCsv(*m_renderer, m_rows) : QByteArray();
}

void AuditLogModel::reload()
{
    beginResetModel();
    m_rows.clear();
    m_lastSeq = 0;
    m_error.clear();
    m_renderer.reset();
    QString error;
    if (m_workspace) {
        m_renderer.emplace(m_workspace->queries().rows(), language());
        auto r = AuditRepository(m_workspace->queries().rows()).scan([this](const AuditEntry& entry) {
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
    // Names may have changed with the step (a renamed candidate): read them again.
    m_renderer.emplace(m_workspace->queries().rows(), language());
    QVector<ShownAuditEntry> rows;
    for (auto seq = added.crbegin(); seq != added.crend(); ++seq) {
        auto entry = AuditRepository(m_workspace->queries().rows()).find(*seq);
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
    if (!index.isValid() || index.row() >= m_rows.size() || index.column() >= ColumnCount)
        return {};
    const ShownAuditEntry& row = m_rows.at(index.row());
    if (role == Qt::UserRole) {
        const AuditEntry& e = row.entry;
        const QString stored[] = {
            e.at,    e.actor, e.action, e.entity, e.entityId, e.field, e.oldValue.toString(), e.newValue.toString(),
            e.detail};
        return stored[index.column()];
    }
    const QString value = m_renderer ? m_renderer->cells(row).at(index.column()) : QString();
    if (role == Qt::DisplayRole) {
        QString shown = value;
        shown.replace(u'\n', u' ');
        return shown.size() > 160 ? shown.left(157) + QStringLiteral("...") : shown;
    }
    if (role == Qt::ToolTipRole) {
        if (index.column() == When)
            return QStringLiteral("%1\n%2").arg(value, timeInZone(row.entry.at, QTimeZone::utc()));
        // The record by its name in the column, by its key (as scripts and the JSON name it) here.
        if (index.column() == EntityId && !row.entry.entityId.isEmpty() && value != row.entry.entityId)
            return QStringLiteral("%1\n%2").arg(
                value, QCoreApplication::translate("gatebench::AuditLabels", "%1: %2")
                           .arg(auditlabels::field(QStringLiteral("id")), // not storage: the label of a key
                                row.entry.entityId));
        return value;
    }
    return {};
}

QVariant AuditLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < 0 || section >= ColumnCount)
        return {};
    return (m_renderer ? m_renderer->headers() : auditHeaders()).at(section);
}

const ShownAuditEntry* AuditLogModel::entryAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

QStringList AuditLogModel::distinct(Column column) const
{
    QSet<QString> values;
    for (const ShownAuditEntry& row : m_rows)
        values.insert(data(index(int(&row - m_rows.constData()), column), Qt::UserRole).toString());
    QStringList list(values.begin(), values.end());
    list.sort();
    return list;
}

} // namespace gatebench
