#pragma once

#include "domain/Domain.h"

#include "commands/Change.h"
#include "reports/AuditLog.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QStringList>
#include <QVector>

#include <optional>

namespace gatebench {

class Workspace;

/// The audit log, newest first, as a read-only table in the reader's language: actions, record
/// types, fields and values through their labels, records by name, times in the cluster's time
/// zone, descriptions rendered from what each entry records (the Qt::UserRole of a cell is the
/// stored value: the key of an action or record type, the id of a record). Each step written through the workspace adds
/// its entries at the top; the whole log is read again only when entries it did not announce lie
/// between (another GateBench wrote meanwhile) or when the workspace says anything may have changed.
class AuditLogModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { When, Actor, Action, Entity, EntityId, Field, OldValue, NewValue, Detail, ColumnCount };

    explicit AuditLogModel(QObject* parent = nullptr);
    void setWorkspace(Workspace* workspace);
    /// The language of names and descriptions ("zh_CN" or "en"; empty: the workspace's). Labels
    /// follow the installed translation.
    void setLanguage(const QString& language);

    /// The log as shown, newest first, as CSV (UTF-8 with BOM, headers in the interface language).
    QByteArray csv() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The entry shown in `row` (null when there is none), and the renderer that shows it (null
    /// without a workspace): for the details of one entry, such as the rows an import added.
    const ShownAuditEntry* entryAt(int row) const;
    const AuditRenderer* renderer() const { return m_renderer ? &*m_renderer : nullptr; }

    /// The distinct stored values of a column (keys, not labels), sorted (for the filter choices).
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
    ShownAuditEntry shown(const AuditEntry& entry) const;
    QString language() const;
    void fail(const QString& message);

    QPointer<Workspace> m_workspace;
    QVector<ShownAuditEntry> m_rows;
    std::optional<AuditRenderer> m_renderer;
    QString m_language;
    qint64 m_lastSeq = 0; ///< the newest entry shown
    QString m_error;
};

} // namespace gatebench
