#pragma once

#include "reports/ExitReadiness.h"

#include <QAbstractTableModel>
#include <QPointer>

#include <optional>

namespace gatebench {

class Workspace;

/// The exit checklist as a read-only table: one row per exit item in checklist order, one column per
/// candidate exitreadiness::all lists. A cell shows its status as a symbol and a word (never colour
/// alone) on a colour; its tooltip holds the evidence. Edits go through model/commands/Exit.h; the
/// model follows the workspace.
class ExitReadinessModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role {
        StatusKeyRole = Qt::UserRole + 1, ///< "ready", "partial", "missing", or empty when not recorded
        CandidateIdRole,
        ItemKeyRole,
    };

    explicit ExitReadinessModel(QObject* parent = nullptr);
    void setWorkspace(Workspace* workspace);
    /// The language of names and evidence ("zh_CN" or "en"); labels follow the installed translation.
    void setLanguage(const QString& language);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    QString candidateId(int column) const;
    QString candidateName(int column) const;
    static ExitItem item(int row);
    /// The item as shown (null: not recorded): what an edit of it replaces.
    std::optional<ExitCheck> check(int row, int column) const;
    const QList<CandidateExit>& candidates() const { return m_candidates; }

    /// The text symbol of a status, shown before its word: ● ready, ◐ partly ready, ✕ not ready,
    /// – not recorded.
    static QString symbol(const std::optional<ExitStatus>& status);
    /// The symbol and the word of a status ("– Not recorded" when null).
    static QString statusText(const std::optional<ExitStatus>& status);

    QString loadError() const { return m_error; }

public slots:
    void reload();

private:
    QPointer<Workspace> m_workspace;
    QString m_language = QStringLiteral("en");
    QList<CandidateExit> m_candidates;
    QString m_error;
};

} // namespace gatebench
