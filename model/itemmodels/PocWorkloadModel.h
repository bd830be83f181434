#pragma once

#include "poc/PocAnalysis.h"

#include <QAbstractTableModel>

namespace gatebench {

/// The same-workload matrix of the PoC: one row per scenario of the catalogue, one column per
/// candidate in the same-workload check (in the evaluation, not Eliminated, marked for the PoC or with
/// runs: the candidates of PocAnalysis::gaps). A cell shows the runs recorded; a gap (fewer runs than
/// the scenario requires, or none) shows "⚠ 1 / 3" on a warning colour, its tooltip naming what is
/// missing; a scenario nobody compared ran and none must run shows "–". Read-only; the page sets the
/// analysis again whenever the workspace changes.
class PocWorkloadModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role {
        GapRole = Qt::UserRole + 1, ///< on a cell: whether it is a gap
        RunsRole,                   ///< runs recorded
        NeededRole,                 ///< runs required (0: not due)
        CandidateIdRole,
        ScenarioIdRole,
    };

    explicit PocWorkloadModel(QObject* parent = nullptr);
    /// Shows `analysis` with names in `language` ("zh_CN" or "en").
    void setAnalysis(const PocAnalysis& analysis, const QString& language);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The cell of a candidate and a scenario; invalid when either is not shown.
    QModelIndex indexOf(const QString& candidateId, const QString& scenarioId) const;

private:
    struct Cell {
        int runs = 0;
        int needed = 0; ///< 0: not due
        bool gap = false;
    };
    Cell cell(int row, int column) const;

    PocAnalysis m_analysis;
    QStringList m_compared;
    QString m_language = QStringLiteral("en");
};

} // namespace gatebench
