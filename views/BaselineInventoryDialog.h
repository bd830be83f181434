#pragma once

#include "domain/Domain.h"

#include <QDialog>
#include <QList>
#include <QPointer>

class QLabel;
class QTableWidget;

namespace gatebench {

class Workspace;

/// The GPU inventory (pool, GPU type, nodes, GPUs per node, the days it applies) and the team quotas,
/// edited in place: each edit is an undoable, audited command (commands/Baseline.h); an edit the
/// command refuses is taken back in the table and the reason shown below it. Follows the workspace
/// (undo, another window) while open.
class BaselineInventoryDialog : public QDialog {
    Q_OBJECT

public:
    enum PoolColumn { Pool, GpuType, Nodes, GpusPerNode, From, To, PoolColumns };
    enum QuotaColumn { TeamId, TeamName, Quota, QuotaColumns };

    BaselineInventoryDialog(Workspace* workspace, QWidget* parent = nullptr);

    QTableWidget* pools() const { return m_pools; }
    QTableWidget* quotas() const { return m_quotas; }
    /// Why the last edit was refused (empty after an edit that was written).
    QString refusal() const;

public slots:
    void reload();
    void addPool();
    void removePool();

private:
    void poolEdited(int row, int column);
    void quotaEdited(int row, int column);
    void refuse(const QString& message);

    QPointer<Workspace> m_workspace;
    QTableWidget* m_pools;
    QTableWidget* m_quotas;
    QLabel* m_error;
    QList<GpuPool> m_shownPools;
    QStringList m_shownTeams;
    bool m_filling = false;
};

} // namespace gatebench
