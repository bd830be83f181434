#pragma once

#include "decision/DecisionCharts.h"
#include "decision/DecisionEngine.h"
#include "domain/Domain.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QDate>
#include <QHash>
#include <QPointer>

#include <optional>

namespace gatebench {

class Workspace;

/// The assessments grid: shortlisted candidates (committee order; the row header carries the name
/// and the status in words) x the gate criteria, then the bonus criteria. Read-only as an item model: the page turns
/// keys into the commands of `assessments::`, and the model follows the workspace's change events: once per step it
/// reruns the decision and reports the rows whose cells or header changed (dataChanged), candidates added or removed
/// as inserted or removed rows; only new columns or a new order reset it. Every cell is judged on the as-of date, so an
/// expired waiver shows as "W?".
///
/// Gate cells show their letter (P, F, ?, W, W?) on a colour; the letter alone carries the meaning. A
/// metric gate's cell adds the figure its verdict was computed from on a second line.
/// Bonus cells show the reviewers' mean and, on a second line, the current reviewer's own score.
/// A row header is two lines: the name (cut short with "…" when long, whole in the tooltip) and the status.
class AssessmentGridModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum class ColumnKind { Gate, Bonus };
    enum Role {
        CandidateIdRole = Qt::UserRole + 1,
        CriterionIdRole,
        KindRole,     ///< int(ColumnKind)
        LetterRole,   ///< gate cells: "P", "F", "?", "W", "W?"
        StateRole,    ///< gate cells: int(GateCellState)
        StatusRole,   ///< int(CandidateStatus) of the row
        MeanRole,     ///< bonus cells: the reviewers' mean (or consensus), null when unscored
        OwnScoreRole, ///< bonus cells: the current reviewer's score, null when none
        FigureRole,   ///< metric gate cells: the computed figure ("7.4 min", "1/3 runs"), else null
    };

    explicit AssessmentGridModel(QObject* parent = nullptr);

    /// The gate-cell palette shared by the grid and the charts: light fills, dark letters.
    static QColor stateFill(GateCellState state);
    static QColor stateText(GateCellState state);

    void setWorkspace(Workspace* workspace);
    void setLanguage(const QString& language);
    void setAsOf(QDate asOf);
    QDate asOf() const { return m_asOf; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    ColumnKind kind(int column) const;
    QString candidateAt(int row) const;
    QString criterionAt(int column) const;
    QModelIndex indexOf(const QString& candidateId, const QString& criterionId) const;

    /// What the grid shows, for the side panel and the charts.
    const DecisionInput& input() const { return m_input; }
    const Decision& decision() const { return m_decision; }
    const GateMatrix& gateMatrix() const { return m_matrix; }
    /// The message of the last failed load (empty when the data is current).
    QString loadError() const { return m_error; }

    /// A cell as the grid shows it (nothing recorded: an Unknown cell with only its ids), for an edit
    /// to carry as what it replaces (see assessments::setVerdict); null when the cells could not be read.
    std::optional<Assessment> shownCell(const QString& candidateId, const QString& criterionId) const;
    /// The current reviewer's score of a bonus cell as the grid shows it (null inside: none).
    std::optional<double> shownScore(const QString& candidateId, const QString& criterionId) const;

    /// The translated status of a candidate ("Eliminated on Data boundary", "Eligible, rank 1").
    QString statusText(const QString& candidateId) const;
    /// The same in a word or two, for the row header ("Eliminated", "Eligible, rank 1").
    QString shortStatus(const QString& candidateId) const;

public slots:
    void reload();

signals:
    /// After every reload: the decision may have changed.
    void decisionChanged();

private:
    /// What a row shows (its cells and its header), to tell which rows a reload changed.
    QVariantList rowContent(int row) const;
    QVariantList columnHeaders() const;
    const GateMatrixRow* matrixRow(int row) const;
    const GateMatrixCell* gateCell(int row, int column) const;
    QString criterionTitle(const QString& id) const;

    QPointer<Workspace> m_workspace;
    QString m_language = QStringLiteral("en");
    QDate m_asOf;
    DecisionInput m_input;
    Decision m_decision;
    GateMatrix m_matrix;
    QString m_error;
    QStringList m_candidates;         ///< the rows shown, in order
    QHash<QString, int> m_matrixRows; ///< candidate -> its row in m_matrix
    QStringList m_gates;
    QStringList m_bonus;
    QString m_reviewerId;
    QHash<QString, double> m_ownScores; ///< candidate + criterion -> the current reviewer's score
    QHash<QString, Assessment> m_cells; ///< candidate + criterion -> the recorded cell
    bool m_cellsRead = false;           ///< false when the recorded cells could not be read
};

} // namespace gatebench
