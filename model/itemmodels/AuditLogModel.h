#pragma once

#include "domain/Domain.h"

#include "commands/Change.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QStringList>
#include <QVector>

namespace gatebench {

class Workspace;

/// The audit log, newest first, as a read-only table. Each step written through the workspace adds
/// its entries at the top; the whole log is read again only when entries it did not announce lie
/// between (another GateBench wrote meanwhile) or when the workspace says anything may have changed.
class AuditLogModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { When, Actor, Action, Entity, EntityId, Field, OldValue, NewValue, Detail, ColumnCount };

    explicit AuditLogModel(QObject* parent = nullptr);
    void setWorkspace(Workspace* workspace);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The distinct values of a column, sorted (for the filter choices).
    QStringList distinct(Column column) const;

    /// The message of the last failed read (empty when the log shown is complete).
    QString loadError() const { return m_error; }

public slots:
    void reload();

signals:
    /// The log could not be read (`message` is for the user); what is shown may be incomplete.
    void loadFailed(const QString& message);

private:
    void follow(const ChangeEvent& event);
    static QStringList shown(const AuditEntry& entry);
    void fail(const QString& message);

    QPointer<Workspace> m_workspace;
    QVector<QStringList> m_rows;
    qint64 m_lastSeq = 0; ///< the newest entry shown
    QString m_error;
};

} // namespace gatebench
