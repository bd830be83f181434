#pragma once

#include <QAbstractTableModel>
#include <QPointer>
#include <QStringList>
#include <QVector>

namespace gatebench {

class Workspace;

/// The audit log, newest first, as a read-only table. Reloads when anything is written.
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

public slots:
    void reload();

private:
    QPointer<Workspace> m_workspace;
    QVector<QStringList> m_rows;
};

} // namespace gatebench
