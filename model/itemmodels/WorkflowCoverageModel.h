#pragma once

#include "commands/Change.h"
#include "domain/Domain.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QPointer>

#include <optional>

namespace gatebench {

class Workspace;

/// The workflow coverage matrix as a read-only table: one row per workflow step in chain order, one
/// column per candidate the matrix lists (those in the PoC, and any other with recorded coverage).
/// A cell shows its mode as a text symbol and a label (never colour alone), with a background colour;
/// its tooltip names the owning team and the permission boundary. Essential steps are marked in the
/// row header. Edits go through model/commands/Coverage.h; the model follows the workspace.
class WorkflowCoverageModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role {
        ModeKeyRole = Qt::UserRole + 1, ///< "managed", "manual", "none", or empty when not recorded
        CandidateIdRole,
        StepKeyRole,
        EssentialRole, ///< on a header or a cell: whether its step is essential
    };

    explicit WorkflowCoverageModel(QObject* parent = nullptr);
    void setWorkspace(Workspace* workspace);
    /// The language of names and team texts ("zh_CN" or "en"); labels follow the installed translation.
    void setLanguage(const QString& language);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    QString candidateId(int column) const;
    static WorkflowStep step(int row);
    /// The cell as shown (null: not recorded): what an edit of it replaces.
    std::optional<WorkflowCoverage> cell(int row, int column) const;
    bool isEssential(WorkflowStep step) const;

    /// The text symbol of a mode, shown before its label: ● managed, ◐ manual, ✕ not covered,
    /// – not recorded.
    static QString symbol(const std::optional<CoverageMode>& mode);

    QString loadError() const { return m_error; }

public slots:
    void reload();

private:
    QPointer<Workspace> m_workspace;
    QString m_language = QStringLiteral("en");
    QList<Candidate> m_candidates;
    QHash<QString, WorkflowCoverage> m_cells; ///< by candidate id + '/' + step key
    QList<WorkflowStep> m_essential;
    QString m_error;
};

} // namespace gatebench
